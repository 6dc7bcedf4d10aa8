"""The library list on a small screen in German: the title keeps room to be read and every
header still shown is whole; the import date and the word count (both in the reader's heading)
give way first, and come back when the window is wide again (#25)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from layout_check import clipped
from PySide6.QtCore import QCoreApplication, QTranslator

from writerlens.resources import resource_dir
from writerlens.services.library import Library
from writerlens.ui.catalogs import release
from writerlens.ui.library_columns import viewport_of
from writerlens.ui.library_model import LibraryModel
from writerlens.ui.main_window import MainWindow


@pytest.fixture
def german_catalogue(tmp_path: Path, qapp) -> Iterator[None]:
    qm = tmp_path / "de.qm"
    release(resource_dir() / "translations" / "writerlens_de.ts", qm)
    translator = QTranslator()
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


def _settle(qtbot) -> None:
    for _ in range(4):
        QCoreApplication.processEvents()
        qtbot.wait(20)


def test_the_title_keeps_its_room_and_headers_stay_whole(
    qtbot, library: Library, german_catalogue
) -> None:
    library.install_sample()
    window = MainWindow(library)
    qtbot.addWidget(window)
    window.resize(1008, 592)  # a 1024x640 screen, less the title bar
    window.show()
    qtbot.waitExposed(window)
    _settle(qtbot)
    header = window.table.horizontalHeader()
    assert header.model().headerData(LibraryModel.SUMMARIES, header.orientation()) == (
        "Zusammenfassungen"
    )
    title = header.sectionSize(LibraryModel.TITLE)
    assert title >= window.title_first.title_minimum()
    assert header.isSectionHidden(LibraryModel.IMPORTED)  # stepped aside first
    assert not header.isSectionHidden(LibraryModel.SUMMARIES)
    assert not header.isSectionHidden(LibraryModel.REVIEW)
    assert not [p for p in clipped(window) if "column header" in p]
    # no horizontal scrolling: the columns shown fit the pane
    assert header.length() <= window.table.viewport().width() + 2

    window.splitter.setSizes([900, 520])
    window.resize(1500, 800)
    _settle(qtbot)
    assert not any(header.isSectionHidden(c) for c in range(header.count()))
    assert not [p for p in clipped(window) if "column header" in p]


def test_the_viewport_found_by_name_is_the_viewport(qtbot, library: Library) -> None:
    """TitleFirst watches the list's viewport, found by Qt's name for it (#29): the same
    widget that viewport() returns, else its resizes would go unseen."""
    window = MainWindow(library)
    qtbot.addWidget(window)
    assert viewport_of(window.table) is window.table.viewport()
    assert viewport_of(window.reader.text) is window.reader.text.viewport()
