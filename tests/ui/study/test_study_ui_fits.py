"""The coordinator's Study window opens no larger than the screen, title bar included."""

from __future__ import annotations

from writerlens.ui.layout_memory import FRAME_ALLOWANCE
from writerlens.ui.study.study_window import StudyWindow
from writerlens.ui.workers import Workers


def test_the_study_window_opens_within_the_screen(qtbot) -> None:
    window = StudyWindow(Workers())
    qtbot.addWidget(window)
    room = window.screen().availableGeometry().size() - FRAME_ALLOWANCE
    assert window.width() <= room.width() and window.height() <= room.height()
    assert window.width() == min(1280, room.width())
