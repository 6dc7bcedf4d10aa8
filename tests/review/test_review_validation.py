"""Every refused action says why, plainly, and writes nothing at all."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pytest
from review_support import Demo, snapshot

from writerlens.domain import Manuscript, Span, StoryLabels, SummaryStatus, WriterLensError
from writerlens.review.spans import find_quote
from writerlens.services.library import Library
from writerlens.services.review import ReviewIncomplete, ReviewLocked, ReviewSession
from writerlens.store import library as library_rows


@dataclass
class Ctx:
    session: ReviewSession
    faithful: int
    vague: int
    wrong: int
    refused: int
    early: Span  # an early coverage span in the vague summary
    later: Span  # a later span in the vague summary (coherence.repetition, no link yet)
    other: Span  # a span in the faithful summary


def _span(session: ReviewSession, demo: Demo, quote: str, label: str) -> Span:
    anchor = find_quote(demo.summary.text, quote)
    assert anchor.start is not None and anchor.end is not None
    return session.add_span(demo.summary.id, anchor.start, anchor.end, label)


@pytest.fixture
def ctx(library: Library, sample: Manuscript, demos: dict[str, Demo]) -> Ctx:
    refused = library_rows.insert_summary(
        library.store,
        manuscript_id=sample.id,
        provider="demo",
        model="declines",
        strategy="whole",
        text="I can't summarize this story.",
        status=SummaryStatus.REFUSED,
    )
    session = ReviewSession.open(library, sample.id)
    vague, faithful = demos["demo-vague"], demos["demo-faithful"]
    return Ctx(
        session=session,
        faithful=faithful.summary.id,
        vague=vague.summary.id,
        wrong=demos["demo-wrong-feeling-cause"].summary.id,
        refused=refused,
        early=_span(session, vague, "a period of change", "coverage.vague"),
        later=_span(session, vague, "the passing of time", "coherence.repetition"),
        other=_span(session, faithful, "Walter insists he feels nothing", "coverage.vague"),
    )


Action = Callable[[Ctx], object]

REFUSALS: list[tuple[str, Action, str]] = [
    ("answer 0", lambda c: c.session.answer(c.vague, "coverage", 0), "from 1 to 4; 0 is not"),
    ("answer 5", lambda c: c.session.answer(c.vague, "coverage", 5), "from 1 to 4; 5 is not"),
    ("answer True", lambda c: c.session.answer(c.vague, "coverage", True), "from 1 to 4"),
    ("answer '3'", lambda c: c.session.answer(c.vague, "coverage", "3"), "from 1 to 4"),  # type: ignore[arg-type]
    (
        "unknown question",
        lambda c: c.session.answer(c.vague, "pacing", 3),
        "no question “pacing”",
    ),
    (
        "answer a refusal",
        lambda c: c.session.answer(c.refused, "coverage", 3),
        "the model declined",
    ),
    (
        "summary of another story",
        lambda c: c.session.answer(999, "coverage", 3),
        "not part of this review",
    ),
    (
        "clear on a refusal",
        lambda c: c.session.clear_answer(c.refused, "coverage"),
        "the model declined",
    ),
    (
        "unknown label",
        lambda c: c.session.add_span(c.vague, 0, 5, "coverage.boring"),
        "no error label “coverage.boring”",
    ),
    (
        "empty span",
        lambda c: c.session.add_span(c.vague, 5, 5, "coverage.vague"),
        "Select at least one word",
    ),
    (
        "blank span",
        lambda c: c.session.add_span(c.vague, c.early.start - 1, c.early.start, "coverage.vague"),
        "Select at least one word",
    ),
    (
        "span past the end",
        lambda c: c.session.add_span(c.vague, 0, 10**6, "coverage.vague"),
        "Select at least one word",
    ),
    (
        "span on a refusal",
        lambda c: c.session.add_span(c.refused, 0, 5, "coverage.vague"),
        "nothing to rate, highlight or rank",
    ),
    (
        "the same span twice",
        lambda c: c.session.add_span(c.vague, c.early.start, c.early.end, "coverage.vague"),
        "already labelled “Too vague”",
    ),
    (
        "antecedent on a label that may not have one",
        lambda c: c.session.add_span(
            c.vague, c.later.start, c.later.end, "faithfulness.action", antecedent_id=c.early.id
        ),
        "“Wrong event” cannot point at another passage; only “Contradiction” and “Repetition”",
    ),
    (
        "antecedent that is not earlier",
        lambda c: c.session.add_span(
            c.vague, c.early.start, c.early.end, "coherence.inconsistent", antecedent_id=c.later.id
        ),
        "starts before it",
    ),
    (
        "antecedent that starts at the same place",
        lambda c: c.session.add_span(
            c.vague, c.early.start, c.early.end, "coherence.repetition", antecedent_id=c.early.id
        ),
        "starts before it",
    ),
    (
        "antecedent in another summary",
        lambda c: c.session.edit_span(c.later.id, antecedent_id=c.other.id),
        "same summary",
    ),
    (
        "antecedent that does not exist",
        lambda c: c.session.edit_span(c.later.id, antecedent_id=10**6),
        "no longer there",
    ),
    (
        "edit a span that does not exist",
        lambda c: c.session.edit_span(10**6, comment="hello"),
        "no longer there",
    ),
    (
        "ranking with a duplicate",
        lambda c: c.session.set_ranking([c.vague, c.vague, c.faithful]),
        "appears more than once",
    ),
    (
        "ranking with one missing",
        lambda c: c.session.set_ranking([c.vague, c.faithful]),
        "leaves out Summary",
    ),
    (
        "ranking with the refusal",
        lambda c: c.session.set_ranking([c.vague, c.faithful, c.wrong, c.refused]),
        "cannot be ranked: the model declined",
    ),
    (
        "ranking with a stranger",
        lambda c: c.session.set_ranking([c.vague, c.faithful, c.wrong, 999]),
        "not part of this review",
    ),
    ("reveal before completion", lambda c: c.session.reveal(), "once your review is complete"),
    ("complete too early", lambda c: c.session.complete(), "To finish this review, please"),
    (
        "a story label that is not a choice",
        lambda c: c.session.set_story_labels(StoryLabels(narrator="sly")),
        "“sly” is not a choice",
    ),
    (
        "a story label of the wrong kind",
        lambda c: c.session.set_story_labels(StoryLabels(detailed_subplot=1)),  # type: ignore[arg-type]
        "not a choice",
    ),
]


@pytest.mark.parametrize(
    ("action", "says"), [(a, s) for _, a, s in REFUSALS], ids=[n for n, _, _ in REFUSALS]
)
def test_a_refused_action_says_why_and_writes_nothing(
    library: Library, ctx: Ctx, action: Action, says: str
) -> None:
    before = snapshot(library)
    with pytest.raises(WriterLensError) as refused:
        action(ctx)
    assert says in refused.value.message
    assert snapshot(library) == before


def test_a_linked_span_cannot_take_a_label_that_may_not_link(library: Library, ctx: Ctx) -> None:
    ctx.session.edit_span(ctx.later.id, antecedent_id=ctx.early.id)
    before = snapshot(library)
    with pytest.raises(WriterLensError, match="“Too vague” cannot point at another passage"):
        ctx.session.edit_span(ctx.later.id, label_id="coverage.vague")
    assert snapshot(library) == before
    # Removing the link in the same edit is fine.
    edit = ctx.session.edit_span(ctx.later.id, label_id="coverage.vague", antecedent_id=None)
    assert (edit.after.label_id, edit.after.antecedent_id) == ("coverage.vague", None)


def test_completing_too_early_lists_what_is_missing(library: Library, ctx: Ctx) -> None:
    session = ctx.session
    for summary in (ctx.vague, ctx.faithful, ctx.wrong):
        for question in session.questionnaire.question_ids:
            session.answer(summary, question, 3)
    session.clear_answer(ctx.wrong, "analysis")
    session.clear_answer(ctx.vague, "analysis")
    session.clear_answer(ctx.vague, "coverage")
    state = session.state()
    before = snapshot(library)
    with pytest.raises(ReviewIncomplete) as missing:
        session.complete()
    assert snapshot(library) == before
    message = missing.value.message
    assert f"answer coverage and analysis for Summary {state.letter(ctx.vague)}" in message
    assert f"answer analysis for Summary {state.letter(ctx.wrong)}" in message
    assert "put the summaries in order" in message
    assert f"Summary {state.letter(ctx.refused)}" not in message  # a refusal is not rated
    assert missing.value.progress.unanswered == {
        ctx.vague: ("coverage", "analysis"),
        ctx.wrong: ("analysis",),
    }


def test_after_the_reveal_the_blind_judgments_are_kept(library: Library, ctx: Ctx) -> None:
    session = ctx.session
    for summary in (ctx.vague, ctx.faithful, ctx.wrong):
        for question in session.questionnaire.question_ids:
            session.answer(summary, question, 2)
    session.set_ranking([ctx.wrong, ctx.vague, ctx.faithful])
    session.complete()
    session.reveal()
    before = snapshot(library)
    attempts: list[Action] = [
        lambda c: c.session.answer(c.vague, "coverage", 4),
        lambda c: c.session.clear_answer(c.vague, "coverage"),
        lambda c: c.session.set_feedback(c.vague, "Now I know it was the demo."),
        lambda c: c.session.add_span(c.vague, 0, 5, "coverage.vague"),
        lambda c: c.session.edit_span(c.early.id, comment="hm"),
        lambda c: c.session.delete_span(c.early.id),
        lambda c: c.session.set_ranking([c.faithful, c.vague, c.wrong]),
    ]
    for attempt in attempts:
        with pytest.raises(ReviewLocked, match="already seen which model"):
            attempt(ctx)
    assert snapshot(library) == before
    # The story labels describe the story, not the summaries: they may still change.
    session.set_story_labels(StoryLabels(narrator="unreliable"))
    assert library.story_labels(session.manuscript_id).narrator == "unreliable"
