"""The reader pane marks a passage of the story given in code points, and scrolls to it."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtGui import QTextCursor

from writerlens.domain import SCENE_BREAK
from writerlens.services.library import Library
from writerlens.texts import paragraphs
from writerlens.ui.reader import ReaderPane, story_blocks


def _pane(qtbot, library: Library, text: str) -> ReaderPane:
    manuscript = replace(library.install_sample(), text=text)
    pane = ReaderPane()
    qtbot.addWidget(pane)
    pane.resize(500, 400)
    pane.show()
    with qtbot.waitSignal(pane.filled, timeout=10000):
        pane.show_manuscript(manuscript, story_blocks(text))
    return pane


def _marked_text(pane: ReaderPane) -> str:
    [selection] = pane.text.extraSelections()
    cursor: QTextCursor = selection.cursor
    return cursor.selectedText().replace("\u2029", "\n")


def test_a_passage_after_emoji_accents_and_a_scene_break_is_marked_exactly(
    qtbot, library: Library
) -> None:
    filler = [
        f"Paragraph {i} about the lamps 🦊 and the café\u0301 by the quay." for i in range(40)
    ]
    wanted = "Nell 👩‍👩‍👧 opened the ledger; the ink was still wet."
    text = "\n\n".join([*filler[:20], SCENE_BREAK, *filler[20:], wanted, "The end."])
    pane = _pane(qtbot, library, text)
    start = text.index(wanted)
    pane.mark_range(start, start + len(wanted))
    assert pane.marked_range() == (start, start + len(wanted))
    assert _marked_text(pane) == wanted
    first, last = pane.visible_range()
    assert first > 0 and first <= start <= last  # scrolled down to it
    # a range over two paragraphs marks both (the page shows one line break between them)
    second = paragraphs(text)[5]
    third = paragraphs(text)[6]
    pane.mark_range(second.start, third.end)
    assert _marked_text(pane) == text[second.start : third.end].replace("\n\n", "\n")
    first, _last = pane.visible_range()
    assert first <= second.start
    pane.clear_mark()
    assert pane.marked_range() is None and pane.text.extraSelections() == []


def test_a_passage_not_laid_in_yet_is_marked_when_the_story_is_all_there(
    qtbot, library: Library
) -> None:
    text = "\n\n".join(f"Paragraph number {i} of a long story, told slowly." for i in range(800))
    pane = ReaderPane()
    qtbot.addWidget(pane)
    pane.resize(500, 400)
    pane.show()
    last = paragraphs(text)[-1]
    with qtbot.waitSignal(pane.filled, timeout=20000):
        pane.show_manuscript(replace(library.install_sample(), text=text), story_blocks(text))
        assert pane.text.document().blockCount() < 800  # still filling
        pane.mark_range(last.start, last.end)
    qtbot.waitUntil(lambda: bool(pane.text.extraSelections()), timeout=5000)
    assert _marked_text(pane) == text[last.start : last.end]
    assert pane.visible_range()[1] >= last.start
