"""A blind review knows which summaries it reviews: one still being written is announced, one
that finishes later joins (the blind order drawn again) only while nothing is judged, and
otherwise stays out with a visible note; never silently."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt

from writerlens.domain import SummaryStatus, WriterLensError
from writerlens.services import review_late
from writerlens.services.library import Library
from writerlens.store import library as rows
from writerlens.store import reviews as review_rows
from writerlens.ui.main_window import MainWindow
from writerlens.ui.review.window import ReviewWindow

LATE = "A keeper of lamps counts his lamps each night until a surveyor comes with a new plan."


def _finish_a_summary(library: Library, manuscript_id: int) -> int:
    """A model finishes a summary of the story (as a summarize job stores it)."""
    return rows.insert_summary(
        library.store,
        manuscript_id=manuscript_id,
        provider="openai",
        model="gpt-late",
        strategy="whole",
        text=LATE,
        status=SummaryStatus.OK,
    )


class _Writing:
    """Stands in for the story's Summarize dialog while a model writes."""

    def __init__(self) -> None:
        self.writing = True
        self.runs = SimpleNamespace(rows=[])  # what the status bar's indicator reads

    def running(self) -> bool:
        return self.writing

    def is_running(self) -> bool:  # the model-work dialog's name for it
        return self.writing

    def shut_down(self) -> None:
        self.writing = False


def _summary_tabs(win: ReviewWindow) -> list[str]:
    return [win.tabs.tabText(i) for i, (_s, sid) in enumerate(win._steps) if sid is not None]


@pytest.fixture
def opened(qtbot, library: Library):
    sample = library.install_sample().id
    main = MainWindow(library)
    qtbot.addWidget(main)
    main.show()
    writing = _Writing()
    main.summarize_dialogs[sample] = writing  # type: ignore[assignment]
    main.select(sample)
    win = main.review_selected()
    assert win is not None
    qtbot.addWidget(win)
    yield main, win, sample, writing
    main.summarize_dialogs.clear()


def test_a_summary_finished_before_anything_is_judged_is_offered_and_joins(
    qtbot, library: Library, opened
) -> None:
    main, win, sample, writing = opened
    note = win.late_note
    assert note.isVisible() and "still being written" in note.text.text()
    assert not note.join.isVisible()
    assert len(_summary_tabs(win)) == 3

    late = _finish_a_summary(library, sample)
    writing.writing = False
    main.story_windows._story_summaries_changed(sample)  # the dialog's signal when the job ends
    assert note.isVisible() and not note.text.text().startswith("A summary of this story is")
    assert "can join" in note.text.text() and note.join.isVisible()
    assert len(_summary_tabs(win)) == 3  # nothing joins without the writer's word

    qtbot.mouseClick(note.join, Qt.MouseButton.LeftButton)
    assert len(_summary_tabs(win)) == 4
    assert not note.isVisible()
    order = review_rows.review_for(library.store, sample).summary_order
    assert late in order and len(order) == 4
    assert late in {s.summary_id for s in win.state.summaries}


def test_once_something_is_judged_a_late_summary_stays_out_and_the_review_says_so(
    qtbot, library: Library, opened
) -> None:
    main, win, sample, writing = opened
    before = review_rows.review_for(library.store, sample).summary_order
    win.go(1)  # Summary A
    panel = win.summary_page.questions
    panel.focus_question("coverage")
    qtbot.keyClick(panel.focusWidget() or panel.boxes["coverage"], "3")
    assert win.state.answers  # judged

    _finish_a_summary(library, sample)
    writing.writing = False
    main.story_windows._story_summaries_changed(sample)
    note = win.late_note
    assert note.isVisible() and not note.join.isVisible()
    assert "not part of it" in note.text.text()
    assert len(_summary_tabs(win)) == 3
    with pytest.raises(WriterLensError, match="cannot join"):
        review_late.join_late(win.session)
    assert review_rows.review_for(library.store, sample).summary_order == before


def test_a_first_judgment_turns_the_offer_into_a_note(qtbot, library: Library, opened) -> None:
    main, win, sample, writing = opened
    _finish_a_summary(library, sample)
    writing.writing = False
    main.story_windows._story_summaries_changed(sample)
    assert win.late_note.join.isVisible()
    win.go(1)
    panel = win.summary_page.questions
    panel.focus_question("coverage")
    qtbot.keyClick(panel.focusWidget() or panel.boxes["coverage"], "2")
    assert not win.late_note.join.isVisible()
    assert "not part of it" in win.late_note.text.text()
