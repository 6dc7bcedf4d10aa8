"""Blind order: letters, shuffling, what takes part, and an order that never changes."""

from __future__ import annotations

import random
from itertools import permutations
from pathlib import Path

import pytest
from review_support import snapshot

from writerlens.domain import Manuscript, SummaryStatus, WriterLensError
from writerlens.review.blinding import letter, shuffled
from writerlens.services.library import Library
from writerlens.services.review import ReviewSession
from writerlens.store import library as library_rows


def _add(library: Library, sample: Manuscript, model: str, status: SummaryStatus) -> int:
    return library_rows.insert_summary(
        library.store,
        manuscript_id=sample.id,
        provider="test",
        model=model,
        strategy="whole",
        text=f"What {model} wrote." if status is SummaryStatus.OK else "I cannot do that.",
        status=status,
        error="boom" if status is SummaryStatus.FAILED else "",
    )


def test_letters_run_a_to_z_then_double() -> None:
    assert [letter(i) for i in (0, 1, 2, 25, 26, 27, 51, 52, 701, 702)] == [
        "A",
        "B",
        "C",
        "Z",
        "AA",
        "AB",
        "AZ",
        "BA",
        "ZZ",
        "AAA",
    ]


def test_every_order_can_be_drawn() -> None:
    drawn = {shuffled([1, 2, 3], random.Random(seed)) for seed in range(200)}
    assert drawn == set(permutations([1, 2, 3]))
    # Without a seed the draw comes from the OS: fifty draws are not all the same.
    assert len({shuffled([1, 2, 3]) for _ in range(50)}) > 1


def test_the_order_is_drawn_once_and_recorded(
    library: Library, data_dir: Path, sample: Manuscript
) -> None:
    first = ReviewSession.open(library, sample.id, rng=random.Random(3))
    order = [s.summary_id for s in first.state().summaries]
    assert order == list(shuffled(sorted(order), random.Random(3)))
    # Opening again, with another generator, from another Library: the same order.
    again = ReviewSession.open(library, sample.id, rng=random.Random(99))
    assert [s.summary_id for s in again.state().summaries] == order
    library.close()
    reopened = Library.open(data_dir)
    try:
        state = ReviewSession.open(reopened, sample.id, rng=random.Random(5)).state()
        assert [s.summary_id for s in state.summaries] == order
        assert [s.letter for s in state.summaries] == ["A", "B", "C"]
    finally:
        reopened.close()


def test_a_summary_made_after_the_review_started_is_not_added(
    library: Library, sample: Manuscript
) -> None:
    session = ReviewSession.open(library, sample.id)
    before = session.state()
    late = _add(library, sample, "late-model", SummaryStatus.OK)
    after = ReviewSession.open(library, sample.id).state()
    assert after.summaries == before.summaries
    assert late not in {s.summary_id for s in after.summaries}
    with pytest.raises(WriterLensError, match="not part of this review"):
        session.answer(late, "coverage", 3)


def test_refusals_are_shown_but_not_rated_and_failures_are_left_out(
    library: Library, sample: Manuscript
) -> None:
    refused = _add(library, sample, "careful-model", SummaryStatus.REFUSED)
    failed = _add(library, sample, "broken-model", SummaryStatus.FAILED)
    session = ReviewSession.open(library, sample.id, rng=random.Random(1))
    state = session.state()
    shown = {s.summary_id: s for s in state.summaries}
    assert failed not in shown
    assert refused in shown and shown[refused].refused and not shown[refused].rateable
    assert shown[refused].text == "I cannot do that."
    assert [s.letter for s in state.summaries] == ["A", "B", "C", "D"]
    # Not asked for: no answers for the refusal, and the ranking leaves it out.
    assert state.progress.required_answers == 3 * 4
    rateable = [s.summary_id for s in state.summaries if s.rateable]
    assert len(rateable) == 3
    for summary_id in rateable:
        for question in session.questionnaire.question_ids:
            session.answer(summary_id, question, 3)
    session.set_ranking(rateable)
    session.set_feedback(refused, "Interesting that it would not.")  # feedback is welcome
    done = session.complete()
    assert done.complete and done.ranking == tuple(rateable)
    assert done.feedback == {refused: "Interesting that it would not."}


def test_the_writer_can_choose_which_summaries_to_review(
    library: Library, sample: Manuscript
) -> None:
    ids = [s.id for s in library.summaries(sample.id)]
    session = ReviewSession.open(library, sample.id, summary_ids=ids[:2])
    state = session.state()
    assert sorted(s.summary_id for s in state.summaries) == sorted(ids[:2])


@pytest.mark.parametrize(
    ("pick", "says"),
    [
        (lambda ids, failed: [ids[0], ids[0]], "only once"),
        (lambda ids, failed: [ids[0], 999], "do not belong to this story"),
        (lambda ids, failed: [ids[0], failed], "failed cannot be reviewed"),
        (lambda ids, failed: [], "no finished summary"),
    ],
)
def test_a_review_of_summaries_that_cannot_be_reviewed_is_not_started(
    library: Library, sample: Manuscript, pick, says: str
) -> None:
    failed = _add(library, sample, "broken-model", SummaryStatus.FAILED)
    ids = [s.id for s in library.summaries(sample.id) if s.status is SummaryStatus.OK]
    before = snapshot(library)
    with pytest.raises(WriterLensError, match=says):
        ReviewSession.open(library, sample.id, summary_ids=pick(ids, failed))
    assert snapshot(library) == before


def test_a_story_whose_summaries_all_failed_or_refused_has_nothing_to_review(
    library: Library, sample_path: Path
) -> None:
    story = library.import_file(sample_path).manuscript
    assert story is not None
    _add(library, story, "careful-model", SummaryStatus.REFUSED)
    _add(library, story, "broken-model", SummaryStatus.FAILED)
    with pytest.raises(WriterLensError, match="Make a summary first"):
        ReviewSession.open(library, story.id)
    assert library.store.scalar("SELECT count(*) FROM reviews") == 0


def test_model_names_stay_hidden_until_the_reveal(library: Library, sample: Manuscript) -> None:
    session = ReviewSession.open(library, sample.id)
    state = session.state()
    assert {(s.provider, s.model) for s in state.summaries} == {("", "")}
    assert all(s.name.startswith("Summary ") for s in state.summaries)
