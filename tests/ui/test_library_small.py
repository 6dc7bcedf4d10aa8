"""The library list on a small screen in German: the title has the room, not the count of
summaries under its long header ("Zusammenfassungen"), whose full name is in its tooltip."""

from __future__ import annotations

from PySide6.QtCore import Qt

from writerlens.services.library import Library
from writerlens.ui import i18n
from writerlens.ui.library_model import LibraryModel
from writerlens.ui.main_window import MainWindow


def test_the_title_gets_the_room_at_1024x640_in_german(
    qtbot, library: Library, monkeypatch, tmp_path
) -> None:
    monkeypatch.setattr(i18n, "cache_dir", lambda: tmp_path / "cache")
    i18n.apply_language("de")
    try:
        sample = library.install_sample()
        main = MainWindow(library)
        qtbot.addWidget(main)
        main.resize(1024, 640)
        main.show()
        main.select(sample.id)
        qtbot.wait(50)
        header = main.table.horizontalHeader()
        title = header.sectionSize(LibraryModel.TITLE)
        count = header.sectionSize(LibraryModel.SUMMARIES)
        assert main.model.headerData(LibraryModel.SUMMARIES, Qt.Orientation.Horizontal) == (
            "Zusammenfassungen"
        )
        words = header.fontMetrics().horizontalAdvance("Zusammenfassungen")
        assert count < words  # a number's width, not its header's
        assert title > 2 * count and title >= 120
        tip = main.model.headerData(
            LibraryModel.SUMMARIES, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole
        )
        assert tip == "Zusammenfassungen"
    finally:
        i18n.apply_language("en")
