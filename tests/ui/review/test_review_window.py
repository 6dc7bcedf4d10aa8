"""The blind review, driven through the real widgets on the sample story's demo summaries."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor

from writerlens.domain import SummaryStatus
from writerlens.resources import resource_path
from writerlens.review.spans import codepoint_to_utf16, snap_to_words
from writerlens.services.library import Library
from writerlens.services.review import ReviewSession
from writerlens.store import library as rows
from writerlens.ui.main_window import MainWindow
from writerlens.ui.review import span_list
from writerlens.ui.review.window import ReviewWindow

SHOTS = os.environ.get("WRITERLENS_SCREENSHOTS")
PLANTED = {
    d["text"]: d
    for d in json.loads(resource_path("samples", "demo_summaries.json").read_text())["summaries"]
}


@pytest.fixture
def sample(library: Library) -> int:
    return library.install_sample().id


@pytest.fixture
def review(qtbot, library: Library, sample: int) -> ReviewWindow:
    win = ReviewWindow(library, sample)
    qtbot.addWidget(win)
    win.show()
    return win


def _select(win: ReviewWindow, start: int, end: int) -> None:
    """Select code points [start, end) of the summary shown, as a mouse drag would."""
    view = win.summary_page.view
    cursor = view.textCursor()
    cursor.setPosition(codepoint_to_utf16(view.text, start))
    cursor.setPosition(codepoint_to_utf16(view.text, end), QTextCursor.MoveMode.KeepAnchor)
    view.setTextCursor(cursor)


def _label_quote(qtbot, win: ReviewWindow, quote: str, key: str) -> None:
    text = win.summary_page.view.text
    start = text.index(quote)
    _select(win, start, start + len(quote))
    qtbot.keyClick(win.summary_page.view, key)


def _answer_all(qtbot, win: ReviewWindow, values: list[int]) -> None:
    panel = win.summary_page.questions
    panel.focus_question("coverage")
    for value in values:
        focused = panel.focusWidget() or panel.boxes["coverage"]
        qtbot.keyClick(focused, str(value))
        qtbot.keyClick(focused, Qt.Key.Key_Return)


def _summary_steps(win: ReviewWindow) -> list[int]:
    return [i for i, (step, sid) in enumerate(win._steps) if sid is not None]


def test_the_review_opens_from_the_library_with_models_hidden(
    qtbot, library: Library, sample: int
) -> None:
    main = MainWindow(library)
    qtbot.addWidget(main)
    main.show()
    main.select(sample)
    assert main.review_action.isEnabled()
    win = main.review_selected()
    assert win is not None
    qtbot.addWidget(win)
    tabs = [win.tabs.tabText(i) for i in range(win.tabs.count())]
    assert tabs[0] == "Your story" and tabs[-2:] == ["Ranking", "Finish"]
    qtbot.waitUntil(lambda: "forty-seven lanterns" in win.story.text.toPlainText(), timeout=5000)
    qtbot.wait(50)
    assert win.story.text.verticalScrollBar().value() == 0  # the story opens at its start
    assert win.story.text.textCursor().position() == 0
    assert [t.split(" (")[0] for t in tabs[1:4]] == ["Summary A", "Summary B", "Summary C"]
    everything_shown = " ".join(tabs) + win.windowTitle()
    for demo in PLANTED.values():
        assert demo["id"] not in everything_shown  # no model names while blind


def test_whole_review_by_keyboard_and_mouse_then_reopen(
    qtbot, library: Library, sample: int, data_dir: Path, tmp_path: Path
) -> None:
    win = ReviewWindow(library, sample)
    qtbot.addWidget(win)
    win.show()
    # 1. the story's labels
    win.labels_page.narrator.group.button(1).click()  # unreliable
    win.labels_page.subplot.group.button(0).click()  # yes
    win.labels_page.timeline.group.button(1).click()  # non-linear
    assert library.story_labels(sample).narrator == "unreliable"
    assert "grade" in win.labels_page.reading_level.text()

    # 2-4. each summary: spans for the planted errors, four answers, feedback
    keys = {label.id: label.shortcut for label in win.session.taxonomy.labels}
    for index in _summary_steps(win):
        win.go(index)
        shown = win.state.summary(win.current_step()[1])
        for error in PLANTED[shown.text]["planted_errors"]:
            _label_quote(qtbot, win, error["quote"], keys[error["label"]])
        _answer_all(qtbot, win, [3, 2, 4, 1])
        qtbot.keyClicks(win.summary_page.questions.feedback, "Good on setting, Madge is wrong.")
        win.flush_feedback()
    state = win.state
    planted = sum(len(d["planted_errors"]) for d in PLANTED.values())
    assert len(state.spans) == planted
    for span in state.spans:
        text = state.summary(span.summary_id).text
        assert text[span.start : span.end] == span.quote  # code points, exactly the quote
    assert all(
        answers == {"coverage": 3, "faithfulness": 2, "coherence": 4, "analysis": 1}
        for answers in state.answers.values()
    )
    assert set(state.feedback.values()) == {"Good on setting, Madge is wrong."}

    # overlapping spans and an antecedent (repetition pointing at an earlier passage)
    win.go(_summary_steps(win)[0])
    text = win.summary_page.view.text
    _select(win, 0, 40)
    qtbot.keyClick(win.summary_page.view, keys["coherence.missing_context"])
    _select(win, 20, 60)  # overlaps the previous one
    qtbot.keyClick(win.summary_page.view, keys["coherence.repetition"])
    assert win.summary_page.view.picking  # it asks for the passage it repeats...
    qtbot.keyClick(win.summary_page.view, Qt.Key.Key_Escape)  # ...Esc: not now
    assert not win.summary_page.view.picking and win.isVisible()
    later = max(win.state.spans, key=lambda s: s.id)
    first, last = snap_to_words(text, 0, 40)
    earlier = next(s for s in win.state.spans if (s.start, s.end) == (first, last))
    assert later.quote == text[slice(*snap_to_words(text, 20, 60))]

    def fill(dialog: span_list.SpanDialog) -> int:
        dialog.comment.setPlainText("Says the same as the opening.")
        dialog.antecedent.setCurrentIndex(dialog.antecedent.findData(f"{first}:{last}"))
        return span_list.SpanDialog.DialogCode.Accepted

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(span_list.SpanDialog, "exec", fill)
        win.parts.spans.edit_span(later.id)
    edited = next(s for s in win.state.spans if s.id == later.id)
    assert (edited.antecedent_id, edited.comment) == (earlier.id, "Says the same as the opening.")
    listed = [win.summary_page.spans.item(r).text() for r in range(win.summary_page.spans.count())]
    assert any("clashes with “" + text[:10] in row for row in listed)

    # undo and redo through the real shortcut
    count = len(win.state.spans)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=3000)
    qtbot.keyClick(win.summary_page.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert next(s for s in win.state.spans if s.id == later.id).antecedent_id is None
    win.undo_stack.undo()  # undoes the repetition span
    assert len(win.state.spans) == count - 1
    win.undo_stack.redo()
    win.undo_stack.redo()
    assert len(win.state.spans) == count
    restored = next(s for s in win.state.spans if s.id == later.id or s.quote == later.quote)
    assert restored.antecedent_id == earlier.id

    # 5. ranking: move the first summary down with the keyboard
    win.go(len(win._steps) - 2)
    ranking = win.ranking_page.ranking
    assert win.ranking_page.keep.isVisible()  # nothing saved until the writer says so
    before = ranking.order()
    ranking.setCurrentRow(0)
    qtbot.keyClick(ranking, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    assert ranking.order() == [before[1], before[0], before[2]]
    assert list(win.session.state().ranking) == ranking.order()
    assert not win.ranking_page.keep.isVisible()

    # 6. complete, then (only then) reveal the models
    win.go(len(win._steps) - 1)
    assert not win.finish_page.reveal.isEnabled()
    win.finish_page.complete.click()
    assert win.state.complete and win.finish_page.reveal.isEnabled()
    if SHOTS:
        win.grab().save(str(Path(SHOTS) / "review-finish.png"))
    win.finish_page.reveal.click()  # asks first: nothing is shown yet
    question = win.reveal_question
    assert question.isVisible() and not win.session.state().revealed
    not_yet = next(b for b in question.buttons() if b.text() == "Not yet")
    not_yet.click()
    assert not win.session.state().revealed and win.finish_page.models.text() == ""
    win.finish_page.reveal.click()
    show = next(b for b in win.reveal_question.buttons() if b.text() == "Show the models")
    show.click()
    assert "demo-faithful" in win.finish_page.models.text()
    # from now on the review is visibly read-only
    win.go(_summary_steps(win)[0])
    assert win.locked_note.isVisible()
    assert not win.summary_page.palette_box.isEnabled()
    assert not any(b.isEnabled() for b in win.summary_page.questions.boxes.values())
    assert win.summary_page.questions.feedback.isReadOnly()
    assert not win.undo_action.isEnabled()

    # reopen: a new library on the same folder finds everything where it was
    spans_before, answers_before = win.state.spans, win.state.answers
    win.go(_summary_steps(win)[1])
    win.close()
    library.close()
    again = Library.open(data_dir)
    reopened = ReviewWindow(again, sample)
    qtbot.addWidget(reopened)
    assert reopened.state.spans == spans_before
    assert reopened.state.answers == answers_before
    assert reopened.state.revealed and reopened.state.labels.timeline == "non-linear"
    assert reopened.current_step() == win._steps[_summary_steps(win)[1]]
    again.close()


def test_reopening_mid_review_returns_to_the_same_place(
    qtbot, library: Library, sample: int, data_dir: Path
) -> None:
    win = ReviewWindow(library, sample)
    qtbot.addWidget(win)
    third = _summary_steps(win)[2]
    win.go(third)
    win.summary_page.questions.boxes["coherence"].setFocus()
    qtbot.keyClick(win.summary_page.questions.boxes["coherence"], "2")
    qtbot.keyClicks(win.summary_page.questions.feedback, "half-written thought")
    win.close()  # closing saves the feedback that was still waiting
    reopened = ReviewWindow(library, sample)
    qtbot.addWidget(reopened)
    assert reopened.tabs.currentIndex() == third
    summary_id = reopened.current_step()[1]
    assert reopened.state.answers[summary_id] == {"coherence": 2}
    assert reopened.summary_page.questions.feedback.toPlainText() == "half-written thought"
    assert reopened.summary_page.questions.boxes["coherence"].value() == 2


def test_feedback_is_saved_shortly_after_typing_stops(qtbot, review: ReviewWindow) -> None:
    review.go(_summary_steps(review)[0])
    summary_id = review.current_step()[1]
    qtbot.keyClicks(review.summary_page.questions.feedback, "Too vague")
    qtbot.waitUntil(
        lambda: review.session.state().feedback.get(summary_id) == "Too vague", timeout=3000
    )


def test_span_offsets_survive_emoji_accents_and_crlf(qtbot, library: Library) -> None:
    story = library.install_sample().id
    text = "Nell 🦊 smiled.\r\nCafé — the cafe\u0301 was full 👩‍👩‍👧; Walter wept."
    rows.insert_summary(
        library.store,
        manuscript_id=story,
        provider="test",
        model="emoji",
        strategy="whole",
        text=text,
    )
    session = ReviewSession.open(library, story)
    win = ReviewWindow(library, story)
    qtbot.addWidget(win)
    index = next(
        i for i, (_s, sid) in enumerate(win._steps) if sid and win.state.summary(sid).text == text
    )
    win.go(index)
    for quote in ("smiled", "cafe\u0301 was full 👩‍👩‍👧", "Walter wept"):
        _label_quote(qtbot, win, quote, "A")
    spans = session.spans(win.current_step()[1])
    assert [text[s.start : s.end] for s in spans] == [
        "smiled",
        "cafe\u0301 was full 👩‍👩‍👧",
        "Walter wept",
    ]
    assert [s.quote for s in spans] == [text[s.start : s.end] for s in spans]
    # and the view draws them where they are (the UTF-16 positions Qt uses)
    view = win.summary_page.view
    cursor = view.textCursor()
    cursor.setPosition(codepoint_to_utf16(text, spans[2].start))
    cursor.setPosition(codepoint_to_utf16(text, spans[2].end), QTextCursor.MoveMode.KeepAnchor)
    assert cursor.selectedText() == "Walter wept"


def test_a_refused_summary_is_shown_but_not_rated(qtbot, library: Library) -> None:
    story = library.install_sample().id
    rows.insert_summary(
        library.store,
        manuscript_id=story,
        provider="test",
        model="shy",
        strategy="whole",
        text="I'm sorry, but I can't summarize this story.",
        status=SummaryStatus.REFUSED,
    )
    win = ReviewWindow(library, story)
    qtbot.addWidget(win)
    win.show()
    tabs = [win.tabs.tabText(i) for i in range(win.tabs.count())]
    assert sum("(refused)" in t for t in tabs) == 1
    index = next(i for i, t in enumerate(tabs) if "(refused)" in t)
    win.go(index)
    assert win.summary_page.refused.isVisible()
    assert not any(box.isEnabled() for box in win.summary_page.questions.boxes.values())
    win.go(len(win._steps) - 2)
    assert len(win.ranking_page.ranking.order()) == 3  # the refused one is not ranked


def test_labels_menu_groups_labels_by_attribute(review: ReviewWindow) -> None:
    menu = review.summary_page.view.label_menu()
    sections = [a.text() for a in menu.actions() if a.isSeparator() and a.text()]
    assert sections == ["Coverage", "Faithfulness", "Coherence", "Analysis", "Unreliable narrator"]
    shortcuts = [a.text().split("\t")[1] for a in menu.actions() if "\t" in a.text()]
    assert len(shortcuts) == len(set(shortcuts)) == len(review.session.taxonomy.labels)


def test_copied_phrases_are_a_separate_layer_the_writer_switches_on(
    qtbot, library: Library
) -> None:
    story = library.install_sample().id
    copied = "a brass movement the size of a cocoa tin"
    quoted = "it is also a stupid thing, because it knows nothing"
    text = f"Each lamp has {copied}. Walter says “{quoted}” about the clock."
    summary_id = rows.insert_summary(
        library.store,
        manuscript_id=story,
        provider="t",
        model="copier",
        strategy="whole",
        text=text,
    )
    win = ReviewWindow(library, story)
    qtbot.addWidget(win)
    win.show()
    win.go(next(i for i, (_s, sid) in enumerate(win._steps) if sid == summary_id))
    assert win.summary_page.view._copied == []
    win.copied_action.setChecked(True)
    qtbot.waitUntil(lambda: bool(win.summary_page.view._copied), timeout=10000)
    [(start, end)] = win.summary_page.view._copied  # the quoted copy is not flagged
    assert text[start:end] == copied
    assert "1 passage" in win.copied_note.text()
    assert win.state.spans == ()  # never mixed with the writer's own marks
    win.copied_action.setChecked(False)
    assert win.summary_page.view._copied == []
