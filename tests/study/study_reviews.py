"""Reviews made the way a writer makes them: through the library and review services."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from writerlens.domain import StoryLabels, SummaryStatus
from writerlens.review.spans import find_quote
from writerlens.services.library import Library, OnDuplicate
from writerlens.services.review import ReviewSession
from writerlens.store import library as rows

QUESTIONS = ("coverage", "faithfulness", "coherence", "analysis")
MODELS = ("demo-faithful", "demo-vague", "demo-wrong-feeling-cause")
#: The provider these tests' summaries are stored with. Not "demo": that is the sample's
#: practice review, which an export leaves out and a coordinator's import refuses.
PROVIDER = "test"


@dataclass
class Reviewed:
    manuscript_id: int
    summary_ids: dict[str, int]  # model -> local summary id
    span_ids: list[int] = field(default_factory=list)


def add_story(
    library: Library,
    folder: Path,
    name: str,
    text: str,
    refused: Sequence[str] = (),
) -> tuple[int, dict[str, int]]:
    """Import a story file and give it one demo summary per model (some refused)."""
    path = folder / name
    path.write_text(text, "utf-8")
    outcome = library.import_file(path, on_duplicate=OnDuplicate.NEW_VERSION)
    assert outcome.manuscript is not None
    manuscript_id = outcome.manuscript.id
    ids = {}
    for model in MODELS:
        declined = model in refused
        ids[model] = rows.insert_summary(
            library.store,
            manuscript_id=manuscript_id,
            provider=PROVIDER,
            model=model,
            strategy="whole",
            text=(
                "I would rather not summarize this story."
                if declined
                else f"In this story by its writer, {model} says: a keeper waits, and a ship "
                "arrives. The keeper decides to stay."
            ),
            status=SummaryStatus.REFUSED if declined else SummaryStatus.OK,
            params={"words": 400, "temperature": 0.3},
            prompts={"whole": "whole-story@1"},
            input_tokens=900,
            output_tokens=120,
        )
    return manuscript_id, ids


def sample_ids(library: Library) -> tuple[int, dict[str, int]]:
    """The sample story's text and summaries as a story of the writer's own (the sample itself
    is practice, never exported): its id and its summaries' ids by model."""
    manuscript = library.ensure_sample()
    if manuscript is None:  # already installed
        manuscript_id = max(e.id for e in library.entries() if e.is_sample)
    else:
        manuscript_id = manuscript.id
    own_story(library, manuscript_id)
    return manuscript_id, {s.model: s.id for s in library.summaries(manuscript_id)}


def own_story(library: Library, manuscript_id: int) -> None:
    """Make the installed sample a story the writer imported, its demo summaries written by
    the PROVIDER model, so that an export carries them."""
    with library.store.write() as db:
        db.execute("UPDATE manuscripts SET is_sample = 0 WHERE id = ?", (manuscript_id,))
        db.execute(
            "UPDATE summaries SET is_demo = 0, provider = ? WHERE manuscript_id = ?",
            (PROVIDER, manuscript_id),
        )


def review(
    library: Library,
    manuscript_id: int,
    summary_ids: Mapping[str, int],
    answers: Mapping[str, Sequence[int]],
    *,
    ranking: Sequence[str] = (),
    labels: StoryLabels | None = None,
    feedback: Mapping[str, str] | None = None,
    spans: Sequence[tuple[str, str, str, str]] = (),
    seed: int = 3,
) -> Reviewed:
    """Answer, label, comment and rank one story's summaries through the review service.

    ``answers``: model -> the four answers in QUESTIONS order (none for a refused one);
    ``spans``: (model, quote, label, comment); a "coherence.repetition" or
    "coherence.inconsistent" span points at the model's previous span.
    """
    session = ReviewSession.open(library, manuscript_id, rng=random.Random(seed))
    if labels is not None:
        session.set_story_labels(labels)
    for model, values in answers.items():
        for question, value in zip(QUESTIONS, values, strict=True):
            session.answer(summary_ids[model], question, value)
    for model, text in (feedback or {}).items():
        session.set_feedback(summary_ids[model], text)
    made: list[int] = []
    last: dict[str, int] = {}
    texts = {s.id: s.text for s in library.summaries(manuscript_id)}
    for model, quote, label, comment in spans:
        summary_id = summary_ids[model]
        anchor = find_quote(texts[summary_id], quote)
        assert anchor.start is not None and anchor.end is not None, quote
        antecedent = last.get(model) if label.startswith("coherence.") else None
        span = session.add_span(
            summary_id, anchor.start, anchor.end, label, comment, antecedent_id=antecedent
        )
        last[model] = span.id
        made.append(span.id)
    if ranking:
        session.set_ranking([summary_ids[m] for m in ranking])
    session.complete()
    return Reviewed(manuscript_id, dict(summary_ids), made)
