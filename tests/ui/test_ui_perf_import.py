"""Importing now stores the story in a worker, one story at a time.

Storing a novel took ~10 ms of the GUI thread, so it moved to a worker; imports that finish
reading at the same moment are stored one after the other, so that a second copy of a text is
still recognised as a duplicate. The writer sees what they saw before: the story stored,
selected and shown whole from its beginning, duplicates asked about, failures explained.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from writerlens.domain import WriterLensError
from writerlens.services.library import Library
from writerlens.ui import dialogs, story_import
from writerlens.ui.main_window import MainWindow
from writerlens.ui.reader import story_blocks

PARAGRAPH = (
    "Mara counted the lamps along the harbour wall, one by one, as her father had taught "
    "her, and wrote each number in the ledger before the tide came in. "
)


def long_story(folder: Path, name: str = "the_long_harbour.txt", paragraphs: int = 600) -> Path:
    parts = []
    for n in range(paragraphs):
        parts.append(f"{PARAGRAPH}This was evening {n}.")
        if n % 50 == 49:
            parts.append("* * *")
    path = folder / name
    path.write_text("\n\n".join(parts), encoding="utf-8")
    return path


@pytest.fixture
def window(qtbot, library: Library) -> MainWindow:
    win = MainWindow(library)
    qtbot.addWidget(win)
    win.show()
    return win


def test_a_long_story_is_stored_selected_and_shown_whole_from_its_beginning(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    path = long_story(tmp_path)
    with qtbot.waitSignal(window.story_shown, timeout=30_000):
        window.import_files([path])
    [entry] = window.entries()
    assert entry.title == "The long harbour"
    assert window.selected_id() == entry.id
    text = window.library.manuscript(entry.id).text
    shown = window.reader.text.document().toPlainText()
    expected = "\n".join("⁂" if brk else body for body, brk in story_blocks(text))
    assert shown == expected  # every paragraph, in order, after the page filled in slices
    assert window.reader.text.verticalScrollBar().value() == 0
    assert window.reader.text.textCursor().position() == 0


def test_the_same_text_read_twice_at_once_is_still_asked_about(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = long_story(tmp_path, "copy_one.txt", paragraphs=40)
    second = tmp_path / "copy_two.txt"
    second.write_bytes(first.read_bytes())
    asked: list[str] = []

    def answer(parent, file_name, existing):
        asked.append(file_name)
        return dialogs.DuplicateChoice.SKIP

    monkeypatch.setattr(story_import, "ask_duplicate", answer)
    with qtbot.waitSignal(window.imports_finished, timeout=30_000):
        window.import_files([first, second])
    assert len(asked) == 1  # whichever was read second
    assert len(window.entries()) == 1


def test_a_story_that_cannot_be_stored_is_explained_and_the_next_is_stored(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bad = long_story(tmp_path, "first_try.txt", paragraphs=10)
    good = tmp_path / "second_try.txt"
    good.write_text("A short story about a kite that would not fly.", encoding="utf-8")
    commit = window.library.commit_import
    calls: list[str] = []

    def failing_once(prepared, *args, **kwargs):
        calls.append(prepared.source_name)
        if prepared.source_name == "first_try.txt":
            raise WriterLensError("The library could not store “first_try.txt”. Try again.")
        return commit(prepared, *args, **kwargs)

    monkeypatch.setattr(window.library, "commit_import", failing_once)
    with qtbot.waitSignal(window.imports_finished, timeout=30_000):
        window.import_files([bad, good])
    assert sorted(calls) == ["first_try.txt", "second_try.txt"]
    assert [e.title for e in window.entries()] == ["Second try"]
    box = window.findChild(QMessageBox, "importProblems")
    assert box is not None and box.isVisible()
    assert "first_try.txt" in box.text()
    box.close()
