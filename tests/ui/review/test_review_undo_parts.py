"""Undo per part (issue 28): on one summary the questions, the highlights, the claims and what
was left out each keep their own history, and Ctrl+Z undoes the last action of the part the
writer is in (where they last acted, or clicked); the Edit menu says what it will undo. Driven
through the real window with the keys and clicks a writer uses, on real SQLite."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QMenu
from review_claims_support import (
    open_claims,
    seed_claims,
    select_story,
    select_summary,
    summary_steps,
)

from writerlens.domain import Verdict
from writerlens.services.library import Library
from writerlens.ui.review.window import ReviewWindow

CTRL_Z = (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


@pytest.fixture
def review(qtbot, library: Library) -> ReviewWindow:
    manuscript = library.install_sample()
    win = ReviewWindow(library, manuscript.id)
    for shown in win.state.summaries:
        seed_claims(library, shown.summary_id, shown.text)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=3000)
    yield win
    win.close()


def press(qtbot, win: ReviewWindow, which: object, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key pressed wherever the focus is (as the writer presses it)."""
    qtbot.keyClick(QApplication.focusWidget() or win, which, modifier)


def highlight(qtbot, win: ReviewWindow, words: str, label_id: str) -> None:
    """Select ``words`` of the summary on screen and press the label's key."""
    text = win.summary_page.view.text
    start = text.index(words)
    select_summary(win, start, start + len(words))
    win.summary_page.view.setFocus()
    qtbot.keyClick(win.summary_page.view, win.session.taxonomy.label(label_id).shortcut)


def click_into(qtbot, widget) -> None:
    """A mouse click inside ``widget`` (its top left corner, clear of any mark or row); the
    focus goes there (to the widget, or the list whose viewport it is)."""
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=QPoint(3, 3))
    focused = QApplication.focusWidget()
    assert focused is not None
    assert focused is widget or focused.isAncestorOf(widget) or widget.isAncestorOf(focused)


def edit_menu(win: ReviewWindow) -> QMenu:
    (menu,) = [a.menu() for a in win.menuBar().actions() if a.text().replace("&", "") == "Edit"]
    assert isinstance(menu, QMenu)
    return menu


def undo_in_menu(win: ReviewWindow) -> str:
    """What the Edit menu's first entry says (the writer reads this before pressing Ctrl+Z)."""
    first = edit_menu(win).actions()[0]
    assert first is win.undo_action
    return first.text() if first.isEnabled() else ""


def test_a_highlight_and_a_verdict_are_undone_from_where_each_was_made(
    qtbot, review: ReviewWindow
) -> None:
    summary_id = open_claims(review, 0)
    review.summary_page.sides.setCurrentWidget(review.summary_page.questions_scroll)
    words = review.state.summary(summary_id).text.split()[2]
    highlight(qtbot, review, words, "coverage.vague")
    assert [s.quote for s in review.session.spans(summary_id)] == [words]

    open_claims(review, 0)
    panel = review.claims_panel
    click_into(qtbot, panel.list.viewport())
    first = panel.current_claim_id()
    press(qtbot, review, Qt.Key.Key_F)  # the verdict comes after the highlight
    assert review.claim_review.verdicts()[first].verdict is Verdict.FAITHFUL
    assert undo_in_menu(review) == "Undo: Check a claim: Faithful"
    assert "(Claims)" in review.undo_action.toolTip()

    # back in the summary's text: its own last action, not the verdict made since
    click_into(qtbot, review.summary_page.view.viewport())
    assert undo_in_menu(review) == "Undo: Label “Too vague”"
    assert "(Highlights)" in review.undo_action.toolTip()
    press(qtbot, review, *CTRL_Z)
    assert review.session.spans(summary_id) == []
    assert review.claim_review.verdicts()[first].verdict is Verdict.FAITHFUL  # untouched
    assert not review.undo_action.isEnabled()  # nothing more of the highlights to undo

    # and in the claims: the verdict, still there to undo (and to redo)
    click_into(qtbot, panel.list.viewport())
    assert undo_in_menu(review) == "Undo: Check a claim: Faithful"
    press(qtbot, review, *CTRL_Z)
    assert first not in review.claim_review.verdicts()
    assert review.session.spans(summary_id) == []  # the highlight stays undone
    review.redo_action.trigger()
    assert review.claim_review.verdicts()[first].verdict is Verdict.FAITHFUL


def test_an_answer_is_undone_from_the_questions_after_a_highlight(
    qtbot, review: ReviewWindow
) -> None:
    summary_id = open_claims(review, 0)
    review.summary_page.sides.setCurrentWidget(review.summary_page.questions_scroll)
    coverage = review.summary_page.questions.boxes["coverage"]
    qtbot.keyClick(coverage, "2")
    assert review.session.state().answers[summary_id] == {"coverage": 2}
    words = review.state.summary(summary_id).text.split()[3]
    highlight(qtbot, review, words, "coverage.vague")
    assert undo_in_menu(review) == "Undo: Label “Too vague”"

    click_into(qtbot, coverage)  # the writer goes back to the questions
    assert undo_in_menu(review) == "Undo: Answer “Coverage”: 2"
    press(qtbot, review, *CTRL_Z)
    assert summary_id not in review.session.state().answers
    assert [s.quote for s in review.session.spans(summary_id)] == [words]  # kept


def test_what_was_left_out_has_its_own_history_beside_the_claims(
    qtbot, review: ReviewWindow
) -> None:
    open_claims(review, 0)
    story = review.library.manuscript(review.state.manuscript_id).text
    start = story.index("a lamp is a lamp")
    select_story(review, start, start + len("a lamp is a lamp"))
    review.story.text.setFocus()
    press(qtbot, review, Qt.Key.Key_L)
    dialog = review.parts.omissions.omission_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isActiveWindow, timeout=3000)
    press(qtbot, review, Qt.Key.Key_2)
    qtbot.keyClick(dialog.comment, Qt.Key.Key_Return)
    [left_out] = review.claim_review.omissions()
    review.activateWindow()
    qtbot.waitUntil(review.isActiveWindow, timeout=3000)
    assert undo_in_menu(review) == "Undo: Mark what was left out"

    panel = review.claims_panel
    click_into(qtbot, panel.list.viewport())
    first = panel.current_claim_id()
    press(qtbot, review, Qt.Key.Key_U)
    assert undo_in_menu(review) == "Undo: Check a claim: Unfaithful"

    click_into(qtbot, panel.omissions.list.viewport())
    assert undo_in_menu(review) == "Undo: Mark what was left out"
    assert "(Left out)" in review.undo_action.toolTip()
    press(qtbot, review, *CTRL_Z)
    assert review.claim_review.omissions() == []
    assert review.claim_review.verdicts()[first].verdict is Verdict.UNFAITHFUL
    assert left_out.quote == "a lamp is a lamp"


def test_the_window_moving_the_cursor_to_a_question_keeps_the_writers_part(
    qtbot, review: ReviewWindow
) -> None:
    """Showing a summary puts the cursor on its first unanswered question; the writer did not
    go there, so Undo still names what they did last on that summary."""
    first, second = summary_steps(review)[:2]
    review.go(first)
    summary_id = review.current_step()[1]
    assert summary_id is not None
    words = review.state.summary(summary_id).text.split()[4]
    highlight(qtbot, review, words, "coverage.vague")
    review.go(second)
    review.go(first)
    questions = review.summary_page.questions
    assert questions.isAncestorOf(QApplication.focusWidget())  # the window put it there
    assert undo_in_menu(review) == "Undo: Label “Too vague”"
    press(qtbot, review, *CTRL_Z)
    assert review.session.spans(summary_id) == []
