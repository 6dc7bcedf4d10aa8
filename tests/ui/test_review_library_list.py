"""The library window listens to every change its review windows make (its list shows each
story's review status). A highlight changes nothing there: the list must not be rebuilt for it
(it was, on every highlight: ~3 ms of the writer's 16 ms frame), and a change the list does
show must still appear."""

from __future__ import annotations

from writerlens.domain import ReviewStatus, StoryLabels
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
