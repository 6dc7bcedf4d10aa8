"""Passages marked in the story pane for the claims step: the evidence proposed for the claim
selected (numbered tints), the writer's evidence, and what the summaries left out.

The story pane converts story code points to its page's positions (paragraph by paragraph);
these helpers only build tints from those and read the writer's selection back.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QColor, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QTextEdit

from writerlens.ui.reader import ReaderPane

PROPOSED = QColor(255, 196, 0, 70)  # amber: passages that may be about the claim
CHOSEN = QColor(40, 160, 90, 90)  # green: the writer's evidence
LEFT_OUT = QColor(120, 90, 200, 45)  # violet: what a summary left out


def story_selection(pane: ReaderPane) -> tuple[int, int] | None:
    """The story passage the writer selected, in story code points (None if nothing is)."""
    cursor = pane.text.textCursor()
    if not cursor.hasSelection():
        return None
    start = pane.story_offset(cursor.selectionStart())
    end = pane.story_offset(cursor.selectionEnd())
    return (start, end) if end > start else None


def mark_story(
    pane: ReaderPane,
    marks: Sequence[tuple[int, int, QColor]],
    scroll_to: int | None = None,
) -> None:
    """Tint each (start, end, colour) passage; bring ``scroll_to`` (a code point) into view."""
    if not pane._blocks:  # nothing laid in yet
        return
    doc = pane.text.document()
    last = doc.characterCount() - 1
    selections: list[QTextEdit.ExtraSelection] = []
    for start, end, color in marks:
        cursor = QTextCursor(doc)
        cursor.setPosition(min(pane.doc_position(start), last))
        cursor.setPosition(min(pane.doc_position(end), last), QTextCursor.MoveMode.KeepAnchor)
        fmt = QTextCharFormat()
        fmt.setBackground(color)
        selection = QTextEdit.ExtraSelection()
        selection.cursor = cursor
        selection.format = fmt
        selections.append(selection)
    pane.text.setExtraSelections(selections)
    if scroll_to is not None:
        block = doc.findBlock(min(pane.doc_position(scroll_to), last))
        top = doc.documentLayout().blockBoundingRect(block).top()
        view = pane.text.viewport().height()
        bar = pane.text.verticalScrollBar()
        if not bar.value() <= top <= bar.value() + view * 0.8:
            bar.setValue(max(int(top) - view // 8, 0))
