"""A whole review of the sample story through the service, then the same review reopened."""

from __future__ import annotations

from pathlib import Path

import pytest
from review_support import Demo

from writerlens.domain import Manuscript, ReviewStatus, StoryLabels
from writerlens.review.spans import AnchorStatus, codepoint_to_utf16, find_quote
from writerlens.review.state import ReviewPosition, ReviewStep
from writerlens.services.library import Library
from writerlens.services.review import ReviewIncomplete, ReviewLocked, ReviewSession

QUESTIONS = ("coverage", "faithfulness", "coherence", "analysis")
# What a writer might answer for the three demo summaries.
ANSWERS = {
    "demo-faithful": {"coverage": 4, "faithfulness": 4, "coherence": 4, "analysis": 4},
    "demo-vague": {"coverage": 1, "faithfulness": 3, "coherence": 3, "analysis": 2},
    "demo-wrong-feeling-cause": {"coverage": 3, "faithfulness": 1, "coherence": 4, "analysis": 2},
}


def _span_by_quote(session: ReviewSession, demo: Demo, quote: str, label: str, **kw: object):
    anchor = find_quote(demo.summary.text, quote)
    assert anchor.status is AnchorStatus.FOUND, quote
    assert anchor.start is not None and anchor.end is not None
    return session.add_span(demo.summary.id, anchor.start, anchor.end, label, **kw)


def test_a_whole_review_is_kept_exactly_as_made(
    library: Library, data_dir: Path, sample: Manuscript, demos: dict[str, Demo]
) -> None:
    session = ReviewSession.open(library, sample.id)
    state = session.state()
    ids = {name: demo.summary.id for name, demo in demos.items()}
    assert sorted(s.summary_id for s in state.summaries) == sorted(ids.values())
    assert [s.letter for s in state.summaries] == ["A", "B", "C"]
    assert all(s.model == "" and s.provider == "" for s in state.summaries)  # blind
    assert library.entry(sample.id).review_status is ReviewStatus.IN_PROGRESS
    assert state.position == ReviewPosition()  # starts at the story labels

    # The story labels, then where the writer is.
    labels = StoryLabels(narrator="unreliable", detailed_subplot=False, timeline="non-linear")
    session.set_story_labels(labels)
    first = state.summaries[0].summary_id
    session.set_position(ReviewPosition(ReviewStep.QUESTIONS, first, "faithfulness"))

    # Four answers per summary; changing one overwrites it.
    session.answer(ids["demo-faithful"], "analysis", 3)
    for name, answers in ANSWERS.items():
        for question, value in answers.items():
            session.answer(ids[name], question, value)
    assert session.state().answers[ids["demo-faithful"]]["analysis"] == 4
    assert session.state().answers[ids["demo-vague"]]["analysis"] == 2

    session.set_feedback(ids["demo-vague"], "It never says what Walter did.")
    session.set_feedback(ids["demo-faithful"], "This one understood Walter.  ")
    session.set_feedback(ids["demo-faithful"], "This one understood Walter — and Nell.")

    # Every planted error, found by its quote at exact offsets, with its reason as the comment.
    planted = []
    for demo in demos.values():
        for error in demo.planted:
            span = _span_by_quote(
                session, demo, error["quote"], error["label"], comment=error["why"]
            )
            assert demo.summary.text[span.start : span.end] == error["quote"]
            assert span.quote == error["quote"]
            assert demo.summary.text[: span.start].endswith(span.prefix)
            assert demo.summary.text[span.end :].startswith(span.suffix)
            assert len(span.prefix) == 32
            assert len(span.suffix) == min(32, len(demo.summary.text) - span.end)
            planted.append(span)
    assert len(planted) == sum(len(d.planted) for d in demos.values()) >= 6

    # A repetition that points at the earlier passage it repeats (SNaC-style antecedent)...
    vague = demos["demo-vague"]
    earlier = _span_by_quote(
        session,
        vague,
        "the past is shown to have a strong influence on the present",
        "coverage.vague",
    )
    repeat = _span_by_quote(
        session,
        vague,
        "old memories come back to the surface in different ways",
        "coherence.repetition",
        comment="Says the same as the end of the third paragraph.",
        antecedent_id=earlier.id,
    )
    assert repeat.antecedent_id == earlier.id
    # ... and a span overlapping a planted one.
    ending = next(s for s in planted if s.quote.startswith("In the end"))
    overlap = _span_by_quote(
        session,
        vague,
        "the narrator makes a change in his ledger before the story closes",
        "coherence.missing_context",
    )
    assert overlap.start < ending.end and ending.start < overlap.end

    # Edit: a comment, then a label (both kept; the returned before/after feed an undo stack).
    edit = session.edit_span(overlap.id, comment="Which change?")
    assert (edit.before.comment, edit.after.comment) == ("", "Which change?")
    edit = session.edit_span(overlap.id, label_id="coverage.vague")
    assert edit.after.label_id == "coverage.vague" and edit.after.comment == "Which change?"
    # Undo that label change.
    session.edit_span(overlap.id, label_id=edit.before.label_id)

    # Delete the antecedent: the link goes; undo brings back the span, its id and the link.
    deleted = session.delete_span(earlier.id)
    assert deleted.dependents == (repeat.id,)
    assert {s.id: s.antecedent_id for s in session.spans(vague.summary.id)}[repeat.id] is None
    restored = session.restore_span(deleted)
    assert restored == earlier
    assert {s.id: s.antecedent_id for s in session.spans(vague.summary.id)}[repeat.id] == earlier.id
    # Redo the delete, undo it again: every span of the summary exactly as before.
    before = session.spans(vague.summary.id)
    session.restore_span(session.delete_span(earlier.id))
    assert session.spans(vague.summary.id) == before

    # Not complete yet: the ranking is missing, and the message says so.
    with pytest.raises(ReviewIncomplete) as missing:
        session.complete()
    assert "put the summaries in order" in missing.value.message
    assert "answer" not in missing.value.message
    order = [ids["demo-faithful"], ids["demo-wrong-feeling-cause"], ids["demo-vague"]]
    session.set_ranking(list(reversed(order)))
    session.set_ranking(order)  # changed their mind
    done = session.complete()
    assert done.complete and done.progress.complete and not done.revealed
    assert library.entry(sample.id).review_status is ReviewStatus.COMPLETE

    # Changing an answer keeps it complete; clearing one does not, until it is answered again.
    session.answer(ids["demo-vague"], "coherence", 2)
    assert session.state().complete
    session.clear_answer(ids["demo-wrong-feeling-cause"], "faithfulness")
    cleared = session.state()
    assert not cleared.complete
    letter = cleared.letter(ids["demo-wrong-feeling-cause"])
    assert f"answer faithfulness for Summary {letter}" in cleared.progress.message
    assert cleared.progress.unanswered == {ids["demo-wrong-feeling-cause"]: ("faithfulness",)}
    session.answer(ids["demo-wrong-feeling-cause"], "faithfulness", 1)
    assert not session.state().complete  # the writer completes again, on purpose
    session.complete()

    # Reveal: the models are named; the blind judgments are kept as they were.
    revealed = session.reveal()
    assert revealed.revealed
    assert {s.summary_id: s.model for s in revealed.summaries} == {v: k for k, v in ids.items()}
    with pytest.raises(ReviewLocked):
        session.answer(ids["demo-vague"], "coverage", 4)
    session.set_position(ReviewPosition(ReviewStep.FINISH))
    final = session.state()
    assert final.ranking == tuple(order)
    assert final.labels == labels
    assert final.feedback == {
        ids["demo-vague"]: "It never says what Walter did.",
        ids["demo-faithful"]: "This one understood Walter — and Nell.",
    }
    assert len(final.spans) == len(planted) + 3
    assert final.questionnaire_id == "reading-subtext" and final.taxonomy_id == "reading-subtext"
    assert final.questionnaire_version == "1" and final.taxonomy_version == "1"

    # A new Library on the same folder (the app restarted) finds everything exactly as it was.
    library.close()
    again = Library.open(data_dir)
    try:
        reopened = ReviewSession.existing(again, sample.id)
        assert reopened is not None
        assert reopened.state() == final
        assert reopened.state().position == ReviewPosition(ReviewStep.FINISH)
        assert ReviewSession.open(again, sample.id).state() == final  # open resumes too
    finally:
        again.close()


def test_the_position_is_where_reopening_returns(
    library: Library, data_dir: Path, session: ReviewSession
) -> None:
    summary = session.state().summaries[1].summary_id
    session.set_position(ReviewPosition(ReviewStep.SPANS, summary))
    library.close()
    again = Library.open(data_dir)
    try:
        reopened = ReviewSession.existing(again, session.manuscript_id)
        assert reopened is not None
        assert reopened.state().position == ReviewPosition(ReviewStep.SPANS, summary)
    finally:
        again.close()


def test_a_qt_selection_becomes_a_span_with_code_point_offsets(
    session: ReviewSession, demos: dict[str, Demo]
) -> None:
    """The demo summaries have curly quotes (one UTF-16 unit each) but no astral characters, so
    the Qt positions equal the code points here; the conversion is still the path the UI takes."""
    demo = demos["demo-wrong-feeling-cause"]
    quote = "on the night of the Anchor’s darts final she failed to wind the harbour lamps"
    anchor = find_quote(demo.summary.text, quote)
    assert anchor.start is not None and anchor.end is not None
    qt_start = codepoint_to_utf16(demo.summary.text, anchor.start)
    qt_end = codepoint_to_utf16(demo.summary.text, anchor.end)
    span = session.add_span(demo.summary.id, qt_start, qt_end, "unreliable_narrator")
    assert span.quote == quote


def test_no_review_before_one_is_started(library: Library, sample: Manuscript) -> None:
    assert ReviewSession.existing(library, sample.id) is None
    assert library.entry(sample.id).review_status is ReviewStatus.NOT_STARTED
