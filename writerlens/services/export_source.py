"""What an export draws on, read from the library in one consistent snapshot: the reviewed
stories (never the practice sample) with their summaries, the writer's answers, spans, claims
and verdicts, probes, and the automatic scores (judges' answers and extractive measures)."""

from __future__ import annotations

import functools
import math
import re
from dataclasses import replace

from writerlens.domain import CancelToken, Summary, SummaryStatus
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.metrics.batch import ExportMeasures, measure_summaries
from writerlens.services.library import Library
from writerlens.services.study import Membership, membership
from writerlens.store import claims as claim_rows
from writerlens.store import library as library_rows
from writerlens.store import reviews as review_rows
from writerlens.store import scores as score_rows
from writerlens.study.errors import ExportFailed
from writerlens.study.writer.bundle_data import (
    ExportOptions,
    ExportSource,
    ProbeResultSource,
    ProbeSource,
    ScoreSource,
    StorySource,
)

ONLY_SAMPLE_REVIEWED = define(
    "services.export.only_sample_reviewed",
    QT_TRANSLATE_NOOP(
        "messages",
        "The sample story is for practice and is never exported for a study. Review one of "
        "your own stories, then export.",
    ),
)


def gather(
    library: Library,
    options: ExportOptions,
    member: Membership | None = None,
    cancel: CancelToken | None = None,
) -> ExportSource:
    """Everything the bundle may draw on, read in one consistent snapshot.

    The sample story is practice: it and its demo summaries never go into a study's bundle,
    whether asked for by id or not (a coordinator's import refuses demo summaries too)."""
    member = member or membership(library)
    store = library.store
    stories: list[StorySource] = []
    ids = options.story_ids
    if ids is None:
        ids = review_rows.reviewed_story_ids(store)
    practice = practice_story_ids(library)
    if ids and all(i in practice for i in ids) and options.story_ids is not None:
        raise ExportFailed(ONLY_SAMPLE_REVIEWED())
    for manuscript_id in (i for i in ids if i not in practice):
        if cancel is not None:
            cancel.raise_if_cancelled()
        stories.append(_story(library, manuscript_id))
    return ExportSource(
        study_id=member.study_id,
        participant=member.participant,
        secret=member.secret,
        stories=tuple(stories),
        study_models=tuple(m.model for m in member.study.models) if member.study else (),
    )


def practice_story_ids(library: Library) -> set[int]:
    """The stories that are practice (the sample), left out of every export."""
    return library_rows.sample_story_ids(library.store)


def _story(library: Library, manuscript_id: int) -> StorySource:
    store = library.store
    manuscript = library.manuscript(manuscript_id)
    review = review_rows.review_for(store, manuscript_id)
    everything = [s for s in library.summaries(manuscript_id) if not s.is_demo]
    shown = set(review.summary_order) if review else {s.id for s in everything}
    summaries = tuple(s for s in everything if s.id in shown or str(s.status) == "failed")
    if review is None:
        return StorySource(
            manuscript,
            library.story_labels(manuscript_id),
            summaries,
            automatic=automatic_scores(library, summaries, manuscript.text),
        )
    claims = tuple(
        c for s in summaries for c in claim_rows.claims_for(store, s.id, include_retired=True)
    )
    judgments = tuple(
        replace(j, judge_model=_judge_name(j.judge_model))
        for s in summaries
        for found in claim_rows.judgments_for(store, s.id).values()
        for j in found
    )
    return StorySource(
        manuscript=manuscript,
        labels=library.story_labels(manuscript_id),
        summaries=summaries,
        review=review,
        answers=review_rows.answers(store, review.id),
        feedback=review_rows.feedback(store, review.id),
        spans=tuple(review_rows.spans(store, review.id)),
        ranking=review_rows.ranking(store, review.id),
        probes=_probes(library, manuscript_id, {s.id for s in summaries}),
        automatic=automatic_scores(library, summaries, manuscript.text),
        claims=claims,
        claim_verdicts=tuple(claim_rows.verdicts(store, review.id).values()),
        omissions=tuple(claim_rows.omissions(store, review.id)),
        claim_judgments=judgments,
    )


def _probes(library: Library, manuscript_id: int, summary_ids: set[int]) -> tuple[ProbeSource, ...]:
    store = library.store
    probes = []
    for probe in score_rows.probe_rows(store, manuscript_id):
        results = tuple(
            ProbeResultSource(r["summary_id"], r["judge_model"], bool(r["answered"]), r["evidence"])
            for r in score_rows.ok_probe_results(store, probe["id"])
            if r["summary_id"] in summary_ids
        )
        probes.append(ProbeSource(probe["id"], probe["question"], probe["answer"], results))
    return tuple(probes)


def automatic_scores(
    library: Library, summaries: tuple[Summary, ...], story_text: str | None = None
) -> tuple[ScoreSource, ...]:
    """The automatic scores of the story's ok summaries, kept apart from the writer's answers:
    each LLM judge's answers (kind "judge"), and as kind "metric" its BooookScore coherence and
    share of probes answered (named with the judge after a colon) and the extractive measures
    (see bundle-format.md for the names). The extractive measures of all the summaries are
    computed together, the story read once (``story_text``: the summaries' story, read from
    the library when not given)."""
    usable = [s for s in summaries if s.status is SummaryStatus.OK and s.text.strip()]
    found: list[ScoreSource] = []
    for row in score_rows.scores_for(library.store, [s.id for s in usable]):
        judge = _judge_name(row["judge_model"])
        if row["kind"] == score_rows.QUESTION:
            found.append(ScoreSource(row["summary_id"], "judge", judge, row["value"], row["name"]))
        else:
            found.append(
                ScoreSource(row["summary_id"], "metric", f"{row['name']}:{judge}", row["value"])
            )
    if usable and story_text is None:
        story_text = library.manuscript(usable[0].manuscript_id).text
    measured = _measured(story_text or "", tuple(s.text for s in usable)) if usable else ()
    for summary, measures in zip(usable, measured, strict=True):
        shares: dict[str, list[int]] = {}
        for row in score_rows.probe_result_rows(library.store, summary.id):
            if row["status"] == "ok":
                shares.setdefault(_judge_name(row["judge_model"]), []).append(row["answered"])
        for judge, answered in sorted(shares.items()):
            share = sum(answered) / len(answered)
            found.append(ScoreSource(summary.id, "metric", f"probes_answered:{judge}", share))
        found.extend(_metric_scores(summary.id, measures))
    return tuple(found)


@functools.lru_cache(maxsize=4)
def _measured(story_text: str, summary_texts: tuple[str, ...]) -> tuple[ExportMeasures, ...]:
    """The measures of a story's summaries, kept for the texts they were computed from: the
    export dialog's preview and then its export (and each preview after a change of option)
    measure the same texts once. A changed story or summary is measured anew."""
    return tuple(measure_summaries(story_text, summary_texts))


def _metric_scores(summary_id: int, measures: ExportMeasures) -> list[ScoreSource]:
    extractive = measures.extractive
    values: dict[str, float | None] = {
        "fragment_coverage": extractive.coverage,
        "fragment_density": extractive.density,
        "compression": extractive.compression,
        "copied_phrases": float(measures.copied_phrases),
    }
    for ngrams in extractive.ngrams:
        values[f"ngram_overlap_{ngrams.n}"] = ngrams.found / ngrams.total if ngrams.total else None
    return [
        ScoreSource(summary_id, "metric", name, float(value))
        for name, value in values.items()
        if value is not None and math.isfinite(value)
    ]


def _judge_name(model: str) -> str:
    """A judge's model id, without the folders of a local model file (they name the writer)."""
    last = re.split(r"[\\/]", model.rstrip("/\\"))[-1]
    if model.startswith(("/", "~", "\\")) or re.match(r"^[A-Za-z]:", model):
        return last
    return last if last.lower().endswith(".gguf") else model


def snapshot(library: Library, options: ExportOptions, cancel: CancelToken | None) -> ExportSource:
    """Read in one transaction, so that a rating made meanwhile is either in or out."""
    conn = library.store.connection()
    if conn.in_transaction:
        return gather(library, options, cancel=cancel)
    conn.execute("BEGIN")
    try:
        return gather(library, options, cancel=cancel)
    finally:
        conn.execute("COMMIT")
