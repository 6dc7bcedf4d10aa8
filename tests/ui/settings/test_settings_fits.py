"""Settings never opens larger than the screen, and its Close button is on it (#25)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox

from writerlens.services.library import Library
from writerlens.ui.settings import SettingsDialog


def test_settings_opens_within_the_screen_with_close_on_it(qtbot, library: Library) -> None:
    dialog = SettingsDialog(library)
    qtbot.addWidget(dialog)
    room = dialog.screen().availableGeometry()
    assert room.width() < 1000 or room.height() < 700  # the offscreen screen is small
    dialog.show()
    assert dialog.width() <= room.width() and dialog.height() <= room.height()
    close = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    bottom = close.mapTo(dialog, close.rect().bottomRight())
    assert close.isVisible() and bottom.y() <= dialog.height() and bottom.x() <= dialog.width()
