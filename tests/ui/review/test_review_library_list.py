"""The library window listens to every change its review windows make (its list shows each
story's review status). A highlight changes nothing there: the list must not be rebuilt for it
(it was, on every highlight: ~3 ms of the writer's 16 ms frame), and a change the list does
show must still appear."""

from __future__ import annotations

from PySide6.QtCore import Qt
from review_claims_support import seed_claims, summary_steps

from writerlens.domain import ReviewStatus, StoryLabels, Verdict
from writerlens.services.library import Library
from writerlens.ui.main_window import MainWindow
from writerlens.ui.review.window import ReviewWindow


def test_a_highlight_leaves_the_library_list_alone_and_a_status_change_shows(
    qtbot, library: Library
) -> None:
    story = library.install_sample().id
    main = MainWindow(library)
    qtbot.addWidget(main)
    main.show()
    main.select(story)
    review = main.review_selected()
    assert isinstance(review, ReviewWindow)
    qtbot.addWidget(review)
    review.refresh()  # the review now exists: the list shows it as started
    row = main.model.row_of(story)
    assert row is not None
    assert main.model.entry(row).review_status is ReviewStatus.IN_PROGRESS
    resets: list[bool] = []
    main.model.modelReset.connect(lambda: resets.append(True))

    summary_id = review.state.summaries[0].summary_id
    review.go(next(i for i, (_s, sid) in enumerate(review._steps) if sid == summary_id))
    text = review.state.summary(summary_id).text
    end = text.index(" ", 5)
    review.parts.spans.add_span(0, end, "coverage.vague")
    assert len(review.state.spans) == 1
    assert resets == []  # refreshed, and nothing to redraw
    assert main.selected_id() == story

    session = review.session
    for shown in session.state().summaries:
        for question in session.questionnaire.questions:
            session.answer(shown.summary_id, question.id, 3)
    session.set_story_labels(StoryLabels("reliable", False, "linear"))
    session.set_ranking([s.summary_id for s in session.state().summaries if s.rateable])
    review.complete()
    assert resets  # the status changed: the list was redrawn
    row = main.model.row_of(story)
    assert row is not None
    assert main.model.entry(row).review_status is ReviewStatus.COMPLETE
    assert main.selected_id() == story


def test_an_empty_library_still_shows_its_hint(qtbot, library: Library) -> None:
    main = MainWindow(library)
    qtbot.addWidget(main)
    main.show()
    main.refresh()
    assert main.left_stack.currentWidget() is main.empty_hint


def test_verdicts_answers_and_their_undo_leave_the_library_list_alone(
    qtbot, library: Library
) -> None:
    """What the library's row does not show (a claim's verdict, an answer while the review is
    in progress, the undo of either) is never announced to the library window; its list is
    neither told nor rebuilt. The first action that changes the row (the review started) is."""
    story = library.install_sample().id
    main = MainWindow(library)
    qtbot.addWidget(main)
    main.show()
    main.select(story)
    review = main.review_selected()
    assert isinstance(review, ReviewWindow)
    qtbot.addWidget(review)
    for shown in review.state.summaries:
        seed_claims(library, shown.summary_id, shown.text)
    review.activateWindow()
    qtbot.waitUntil(review.isActiveWindow, timeout=3000)
    told: list[bool] = []
    review.changed.connect(lambda: told.append(True))
    resets: list[bool] = []
    main.model.modelReset.connect(lambda: resets.append(True))

    review.go(summary_steps(review)[0])
    summary_id = review.current_step()[1]
    assert summary_id is not None
    qtbot.keyClick(review.summary_page.questions.boxes["coverage"], "2")  # the review starts
    assert told and resets  # the row now says "in progress"
    row = main.model.row_of(story)
    assert row is not None and main.model.entry(row).review_status is ReviewStatus.IN_PROGRESS
    told.clear()
    resets.clear()

    qtbot.keyClick(review.summary_page.questions.boxes["faithfulness"], "3")
    review.summary_page.sides.setCurrentWidget(review.claims_panel)
    review.claims_panel.list.setFocus()
    first = review.claims_panel.current_claim_id()
    qtbot.keyClick(review.claims_panel.list, Qt.Key.Key_U)
    assert review.claim_review.verdicts()[first].verdict is Verdict.UNFAITHFUL
    review.undo_action.trigger()
    assert first not in review.claim_review.verdicts()
    assert review.session.state().answers[summary_id] == {"coverage": 2, "faithfulness": 3}
    assert told == [] and resets == []
