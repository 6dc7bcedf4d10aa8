"""Shared by the claims step's tests, its kill worker and the stall benchmark: claims seeded
sentence by sentence (as a model's decomposition would store them), and helpers to drive the
window the way a writer does."""

from __future__ import annotations

import re

from PySide6.QtGui import QTextCursor

from writerlens.domain import Claim, ClaimOrigin
from writerlens.services.library import Library
from writerlens.store import claims as rows
from writerlens.ui.review.window import ReviewWindow


def seed_claims(library: Library, summary_id: int, text: str, limit: int = 1000) -> list[Claim]:
    """One claim per sentence of the summary, pointing at that sentence."""
    made = []
    for found in list(re.finditer(r"[^.!?]+[.!?]+", text))[:limit]:
        start, end = found.start(), found.end()
        while start < end and text[start].isspace():
            start += 1
        made.append(
            rows.insert_claim(
                library.store,
                summary_id=summary_id,
                text=text[start:end],
                start=start,
                end=end,
                origin=ClaimOrigin.MODEL,
            )
        )
    return made


def summary_steps(win: ReviewWindow) -> list[int]:
    return [i for i, (_step, sid) in enumerate(win._steps) if sid is not None]


def open_claims(win: ReviewWindow, number: int) -> int:
    """Go to the number-th summary's claims step; its summary id."""
    win.go(summary_steps(win)[number])
    win.summary_page.sides.setCurrentWidget(win.claims_panel)
    summary_id = win.current_step()[1]
    assert summary_id is not None
    return summary_id


def select_story(win: ReviewWindow, start: int, end: int) -> None:
    """Select story code points [start, end) in the story pane, as a drag would."""
    pane = win.story
    cursor = pane.text.textCursor()
    cursor.setPosition(pane.doc_position(start))
    cursor.setPosition(pane.doc_position(end), QTextCursor.MoveMode.KeepAnchor)
    pane.text.setTextCursor(cursor)


def select_summary(win: ReviewWindow, start: int, end: int) -> None:
    """Select code points [start, end) of the summary shown."""
    view = win.summary_page.view
    cursor = view.textCursor()
    cursor.setPosition(view.qt_position(start))
    cursor.setPosition(view.qt_position(end), QTextCursor.MoveMode.KeepAnchor)
    view.setTextCursor(cursor)
