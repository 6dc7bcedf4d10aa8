"""A summary with many marks is shown first and its margin filled just after (two short waits
for the writer instead of one long one). The margin must still list exactly that summary's
marks, never another's, even when the writer moves on before it is filled."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from writerlens.services.library import Library
from writerlens.ui.review.parts.spans import MARGIN_AT_ONCE
from writerlens.ui.review.window import ReviewWindow


@pytest.fixture
def win(qtbot, library: Library) -> ReviewWindow:
    window = ReviewWindow(library, library.install_sample().id)
    qtbot.addWidget(window)
    window.show()
    return window


def _index(win: ReviewWindow, summary_id: int) -> int:
    return next(i for i, (_step, sid) in enumerate(win._steps) if sid == summary_id)


def _mark_many(win: ReviewWindow, summary_id: int, count: int) -> None:
    text = win.state.summary(summary_id).text
    spaces = [i for i, ch in enumerate(text) if ch == " "]
    labels = [x.id for x in win.session.taxonomy.labels if not x.may_point_at_antecedent]
    places = [(spaces[i] + 1, spaces[i + width]) for width in (1, 2, 3) for i in range(120)]
    for n, (start, end) in enumerate(places[:count]):
        win.session.add_span(summary_id, start, end, labels[n % len(labels)])
    win.refresh()


def _listed(win: ReviewWindow) -> list[int]:
    margin = win.summary_page.spans
    return [margin.item(row).data(Qt.ItemDataRole.UserRole) for row in range(margin.count())]


def test_many_marks_are_all_listed_just_after_the_summary_shows(qtbot, win: ReviewWindow) -> None:
    first, second = (s.summary_id for s in win.state.summaries[:2])
    _mark_many(win, first, MARGIN_AT_ONCE + 20)
    _mark_many(win, second, 3)
    win.go(_index(win, second))
    assert _listed(win) == [s.id for s in win.state.spans_for(second)]  # few: at once

    win.go(_index(win, first))
    assert set(_listed(win)) <= {s.id for s in win.state.spans_for(first)}  # never B's marks
    qtbot.waitUntil(lambda: len(_listed(win)) == MARGIN_AT_ONCE + 20, timeout=3000)
    assert _listed(win) == [s.id for s in win.state.spans_for(first)]


def test_moving_on_before_the_margin_is_filled_keeps_the_new_summarys_marks(
    qtbot, win: ReviewWindow
) -> None:
    first, second = (s.summary_id for s in win.state.summaries[:2])
    _mark_many(win, first, MARGIN_AT_ONCE + 20)
    _mark_many(win, second, 3)
    win.go(_index(win, first))
    win.go(_index(win, second))  # before the first summary's margin was filled
    qtbot.wait(50)  # the late fill has run (and must have changed nothing)
    assert _listed(win) == [s.id for s in win.state.spans_for(second)]
