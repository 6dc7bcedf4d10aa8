"""The main window's habits (issue 14): it fits the screen, keeps the reader's place per story
across restarts, outlines a long story, drops a finished job's status message, and lets the
writer read summaries outside the blind review when that is right."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from writerlens.services.library import Library
from writerlens.services.review import ReviewSession
from writerlens.ui import dialogs, main_window, story_import
from writerlens.ui.layout_memory import FRAME_ALLOWANCE
from writerlens.ui.main_window import MainWindow


def _window(qtbot, library: Library) -> MainWindow:
    win = MainWindow(library)
    qtbot.addWidget(win)
    win.show()
    return win


def test_the_window_fits_a_1280x800_screen_with_its_title_bar(qtbot, library: Library) -> None:
    win = _window(qtbot, library)
    room = win.screen().availableGeometry().size()
    assert win.width() + FRAME_ALLOWANCE.width() <= max(room.width(), 1280)
    assert win.height() + FRAME_ALLOWANCE.height() <= min(room.height(), 800)
    hint = win.minimumSizeHint()
    assert hint.width() <= 1024 and hint.height() <= 640 - FRAME_ALLOWANCE.height()


def _long_story(folder: Path) -> Path:
    chapters = []
    for number in range(1, 5):
        body = [f"Paragraph {p} of chapter {number}, with enough words to fill a line." * 3
                for p in range(40)]  # fmt: skip
        chapters.append("\n\n".join([f"Chapter {number}", *body]))
    path = folder / "long.txt"
    path.write_text("The Long Story\n\n" + "\n\n".join(chapters), "utf-8")
    return path


def test_the_reader_keeps_its_place_per_story_across_restarts_and_shows_an_outline(
    qtbot, library: Library, data_dir: Path, tmp_path: Path
) -> None:
    win = _window(qtbot, library)
    win.resize(1000, 600)
    with qtbot.waitSignal(win.imports_finished, timeout=15000):
        win.import_files([_long_story(tmp_path)])
    qtbot.waitUntil(lambda: win.reader.outline.isVisible(), timeout=5000)
    outline = [win.reader.outline.itemText(i) for i in range(win.reader.outline.count())]
    assert [t for t in outline if t.startswith("Chapter")] == [f"Chapter {n}" for n in range(1, 5)]
    win.reader._jump(outline.index("Chapter 3"))  # jump, as choosing it in the list does
    qtbot.wait(50)
    place = win.reader.top_offset()
    manuscript = library.manuscript(win.selected_id())
    assert manuscript.text[place:].startswith("Chapter 3")
    win.close()
    library.close()

    again = Library.open(data_dir)
    reopened = MainWindow(again)
    qtbot.addWidget(reopened)
    reopened.show()
    reopened.resize(1200, 760)  # another size: the same paragraph comes back to the top
    with qtbot.waitSignal(reopened.story_shown, timeout=15000):
        reopened.select(manuscript.id)
    qtbot.waitUntil(lambda: reopened.reader.top_offset() > 0, timeout=5000)
    assert manuscript.text[reopened.reader.top_offset() :].startswith("Chapter 3")
    reopened.resize(900, 700)  # a narrower page re-wraps every line: the place stays
    qtbot.wait(100)
    assert manuscript.text[reopened.reader.top_offset() :].startswith("Chapter 3")
    reopened.close()
    again.close()


def test_a_skipped_import_leaves_no_progress_message(
    qtbot, library: Library, sample_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    win = _window(qtbot, library)
    with qtbot.waitSignal(win.imports_finished, timeout=15000):
        win.import_files([sample_path])
    monkeypatch.setattr(story_import, "ask_duplicate", lambda *a: dialogs.DuplicateChoice.SKIP)
    with qtbot.waitSignal(win.imports_finished, timeout=15000):
        win.import_files([sample_path])
    message = win.statusBar().currentMessage()
    assert "…" not in message and "Measuring" not in message and "Reading" not in message


def test_summaries_can_be_read_outside_the_review_once_revealed(
    qtbot, library: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    sample = library.install_sample()
    win = _window(qtbot, library)
    win.refresh(select_id=sample.id)
    asked: list[str] = []

    def no(*args, **kwargs):
        asked.append(args[2])
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(main_window.QMessageBox, "question", no)
    assert win.read_summaries() is None and asked  # still blind: it asks, and respects No
    review = win.open_selected()  # double-click: the blind review
    assert review is not None and review.objectName() == "reviewWindow"
    review.close()

    session = ReviewSession.open(library, sample.id)
    from writerlens.domain import StoryLabels

    session.set_story_labels(StoryLabels("reliable", False, "linear"))
    for shown in session.state().summaries:
        for q in ("coverage", "faithfulness", "coherence", "analysis"):
            session.answer(shown.summary_id, q, 3)
    session.set_ranking([s.summary_id for s in session.state().summaries])
    session.complete()
    session.reveal()
    asked.clear()
    viewer = win.open_selected()  # revealed: double-click reads the summaries
    assert viewer is not None and viewer.objectName() == "summariesViewer" and not asked
    names = [viewer.tabs.tabText(i) for i in range(viewer.tabs.count())]
    assert "Demo summary (faithful)" in names
    viewer.close()
