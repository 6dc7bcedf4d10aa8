"""What a bundle's ``data.json`` holds, built from the writer's library under their choices.

This module is pure: the export service gathers the library's rows into an
:class:`ExportSource`, and :func:`build_data` turns it into the dictionary that is written
(pseudonymous ids, scrubbed free text, nothing the options leave out). Serialising it with
:func:`dumps` gives exactly the text a preview shows and the file holds.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from writerlens.domain import (
    Claim,
    ClaimJudgment,
    ClaimVerdict,
    Manuscript,
    Omission,
    Review,
    Span,
    StoryLabels,
    Summary,
)
from writerlens.review.spans import CONTEXT
from writerlens.study.writer import bundle_claims
from writerlens.study.writer.anonymize import Pseudonyms, Scrubber
from writerlens.study.writer.model_labels import ModelLabels

_INSTRUMENT_ID = re.compile(r"^[a-z0-9][a-z0-9_.-]{0,63}$")
#: Parameter keys that can hold a path, an address or a secret: never exported.
_PRIVATE_PARAM = re.compile(r"(^|_)(path|dir|url|file|host|key|secret|password)s?$", re.I)
#: Parameter keys that tell this library's own ids, when and how long a run took, or the
#: story's exact length (which identifies an unpublished story once it circulates): the story's
#: own entry carries its length, rounded (see :func:`coarse_count`).
_LOCAL_PARAM = re.compile(
    r"^(job_id|seconds|story_words|story_tokens|context_tokens_used|tokens_per_word)$"
    r"|(^|_)(id|seconds|started|finished|elapsed|time|timings?)$",
    re.I,
)
#: Counts that could identify a story are rounded to this (words, tokens, a summary's input).
COUNT_STEP = 100


@dataclass(frozen=True)
class ExportOptions:
    """What the writer agreed to send. Story text and titles stay home unless opted in."""

    include_story_text: bool = False
    include_titles: bool = False
    include_summary_text: bool = True
    include_comments: bool = True
    #: The file names of local models and the names given to servers, as the writer typed
    #: them; otherwise "local model 1", "server 1" (a file or server name may name the writer)
    include_model_names: bool = False
    #: Names to scrub from free text: the writer's own, a pen name, real people mentioned.
    names: tuple[str, ...] = ()
    #: Local ids of the stories to export; None: every story with a review.
    story_ids: tuple[int, ...] | None = None


@dataclass(frozen=True)
class ProbeResultSource:
    summary_id: int
    judge_model: str
    answered: bool
    evidence: str = ""


@dataclass(frozen=True)
class ProbeSource:
    id: int
    question: str
    answer: str
    results: tuple[ProbeResultSource, ...] = ()


@dataclass(frozen=True)
class ScoreSource:
    """An automatic score of a summary (a metric, or an LLM judge's answer to a question)."""

    summary_id: int
    kind: str  # "judge" | "metric"
    name: str
    value: float
    question_id: str | None = None


@dataclass(frozen=True)
class StorySource:
    """One story as the library holds it, with its review (if started)."""

    manuscript: Manuscript
    labels: StoryLabels
    summaries: tuple[Summary, ...]
    review: Review | None = None
    answers: dict[int, dict[str, int]] = field(default_factory=dict)
    feedback: dict[int, str] = field(default_factory=dict)
    spans: tuple[Span, ...] = ()
    ranking: tuple[int, ...] = ()
    probes: tuple[ProbeSource, ...] = ()
    automatic: tuple[ScoreSource, ...] = ()
    #: The claims of the story's summaries (active and retired), the writer's verdicts on them
    #: in this review, the omissions marked in it, and the LLM judges' verdicts (format 2).
    claims: tuple[Claim, ...] = ()
    claim_verdicts: tuple[ClaimVerdict, ...] = ()
    omissions: tuple[Omission, ...] = ()
    claim_judgments: tuple[ClaimJudgment, ...] = ()


@dataclass(frozen=True)
class ExportSource:
    study_id: str | None
    participant: str
    secret: str
    stories: tuple[StorySource, ...]
    #: The models the study file names: the coordinator chose them, so their names identify
    #: no one and are kept (a study can then tell its local models apart).
    study_models: tuple[str, ...] = ()


def dumps(value: Any) -> str:
    """The one serialisation of bundle JSON: stable key order, readable, UTF-8."""
    return json.dumps(value, ensure_ascii=False, indent=2, sort_keys=True) + "\n"


def empty_data() -> dict[str, list[Any]]:
    """The lists every bundle's data.json holds, empty (a writer's export adds two for its
    claims; a published release converted to bundles has none)."""
    return {"stories": [], "summaries": [], "reviews": [], "probes": [], "automatic": []}


def build_data(source: ExportSource, options: ExportOptions, scrubber: Scrubber) -> dict[str, Any]:
    ids = Pseudonyms(source.secret)
    labels = ModelLabels(source, options.include_model_names, scrubber)
    data = empty_data() | {"claims": [], "claim_judgments": []}
    for story in source.stories:
        movers = _add_summaries(data, story, ids, options, scrubber, labels)
        told = bundle_claims.story_text(story, options, scrubber)
        data["stories"].append(_story(story, ids, options, scrubber, told))
        if story.review is not None:
            review = _review(story, ids, options, scrubber, movers)
            review.update(bundle_claims.review_parts(story, ids, options, scrubber, movers, told))
            data["reviews"].append(review)
        data["claims"].extend(bundle_claims.claims(story, ids, options, scrubber, movers))
        data["claim_judgments"].extend(
            bundle_claims.judgments(story, ids, options, labels, movers, told)
        )
        data["probes"].extend(
            _probe(p, story, ids, options, scrubber, labels) for p in story.probes
        )
        data["automatic"].extend(
            {
                "summary_id": ids.summary(score.summary_id),
                "kind": score.kind,
                "name": _clip(labels.score_name(score), 200),
                "question_id": score.question_id,
                "value": _coarse_score(score),
            }
            for score in story.automatic
        )
    return data


# -- parts ------------------------------------------------------------------------------------


def _story(
    story: StorySource,
    ids: Pseudonyms,
    options: ExportOptions,
    scrub: Scrubber,
    told: bundle_claims.StoryText | None,
) -> dict[str, Any]:
    m = story.manuscript
    labels = story.labels
    out: dict[str, Any] = {
        "id": ids.story(m.id),
        "words": coarse_count(m.words),
        "tokens": coarse_count(m.tokens),
        "reading_level": coarse_level(m.reading_level),
        "labels": {
            "narrator": labels.narrator,
            "detailed_subplot": labels.detailed_subplot,
            "timeline": labels.timeline,
        },
    }
    if options.include_titles:
        out["title"] = _clip(scrub(m.title, "titles"), 1000)
    # no "chars": a story's exact length identifies it (older bundles carried it)
    if told is not None and options.include_story_text:
        out["text"] = told[0]
    return out


def coarse_count(count: int) -> int:
    """A count rounded to the nearest :data:`COUNT_STEP` (half up), never below 0."""
    return max(0, (int(count) + COUNT_STEP // 2) // COUNT_STEP * COUNT_STEP)


def coarse_level(level: float | None) -> float | None:
    """A reading level to one decimal (None stays None, and so does one that is not finite)."""
    if level is None or level != level or level in (float("inf"), float("-inf")):
        return None
    return round(float(level), 1)


Mover = Callable[[int, bool], int]


def _add_summaries(
    data: dict[str, list[Any]],
    story: StorySource,
    ids: Pseudonyms,
    options: ExportOptions,
    scrub: Scrubber,
    labels: ModelLabels,
) -> dict[int, tuple[str, Mover]]:
    """Append the story's summaries; return each one's scrubbed text and offset mover (spans
    are moved with the text, so that their offsets still point at their words)."""
    movers: dict[int, tuple[str, Mover]] = {}
    for summary in story.summaries:
        text, move = scrub.with_map(summary.text, "summaries")
        movers[summary.id] = (text, move)
        out: dict[str, Any] = {
            "id": ids.summary(summary.id),
            "story_id": ids.story(story.manuscript.id),
            "provider": _clip(scrub(summary.provider, "model names"), 64) or "unknown",
            "model": _clip(labels.model(summary.provider, summary.model), 200) or "unknown",
            "strategy": _clip(summary.strategy, 64),
            "params": _params(summary, scrub, labels),
            "prompts": _prompts(summary.prompts),
            "status": str(summary.status),
            # what the model read is the story and a prompt: as coarse as the story's tokens
            "input_tokens": coarse_count(max(0, summary.input_tokens)),
            "output_tokens": max(0, summary.output_tokens),
        }
        if options.include_summary_text:
            out["text"] = text
        data["summaries"].append(out)
    return movers


def _review(
    story: StorySource,
    ids: Pseudonyms,
    options: ExportOptions,
    scrub: Scrubber,
    movers: dict[int, tuple[str, Mover]],
) -> dict[str, Any]:
    review = story.review
    assert review is not None
    reviewed: list[dict[str, Any]] = []
    for summary_id in review.summary_order:
        entry: dict[str, Any] = {
            "summary_id": ids.summary(summary_id),
            "answers": dict(sorted(story.answers.get(summary_id, {}).items())),
        }
        feedback = story.feedback.get(summary_id, "")
        if options.include_comments and feedback.strip():
            entry["feedback"] = _clip(scrub(feedback, "feedback"), 100_000)
        reviewed.append(entry)
    kept = {s.id for s in story.spans if s.summary_id in movers}
    spans = [
        _span(s, ids, options, scrub, movers[s.summary_id], kept)
        for s in story.spans
        if s.summary_id in movers
    ]
    return {
        "story_id": ids.story(story.manuscript.id),
        "questionnaire": {
            "id": review.questionnaire_id or "reading-subtext",
            "version": review.questionnaire_version or "1",
        },
        "taxonomy": {
            "id": review.taxonomy_id or "reading-subtext",
            "version": review.taxonomy_version or "1",
        },
        "complete": review.completed_at is not None,
        # Read-only once revealed: every judgment in the bundle was made blind.
        "revealed": review.revealed_at is not None,
        "order": [ids.summary(i) for i in review.summary_order],
        "summaries": reviewed,
        "spans": spans,
        "ranking": [ids.summary(i) for i in story.ranking],
    }


def _span(
    span: Span,
    ids: Pseudonyms,
    options: ExportOptions,
    scrub: Scrubber,
    text_and_mover: tuple[str, Mover],
    kept: set[int],
) -> dict[str, Any]:
    text, move = text_and_mover
    start = move(span.start, False)
    end = max(move(span.end, True), start + 1)
    out: dict[str, Any] = {
        "id": ids.span(span.id),
        "summary_id": ids.summary(span.summary_id),
        "start": start,
        "end": end,
        "label_id": span.label_id,
        "antecedent_id": (
            ids.span(span.antecedent_id)
            if span.antecedent_id is not None and span.antecedent_id in kept
            else None
        ),
    }
    if options.include_summary_text:
        out["quote"] = text[start:end]
        out["prefix"] = text[max(0, start - CONTEXT) : start]
        out["suffix"] = text[end : end + CONTEXT]
    if options.include_comments and span.comment.strip():
        out["comment"] = _clip(scrub(span.comment, "comments"), 100_000)
    if span.antecedent is not None:  # the passage it clashes with (highlighted or not)
        out["antecedent"] = _antecedent(span.antecedent, text, move, options)
    return out


def _antecedent(
    where: tuple[int, int], text: str, move: Mover, options: ExportOptions
) -> dict[str, Any]:
    start = move(where[0], False)
    end = max(move(where[1], True), start + 1)
    out: dict[str, Any] = {"start": start, "end": end}
    if options.include_summary_text:
        out["quote"] = text[start:end]
        out["prefix"] = text[max(0, start - CONTEXT) : start]
        out["suffix"] = text[end : end + CONTEXT]
    return out


def _probe(
    probe: ProbeSource,
    story: StorySource,
    ids: Pseudonyms,
    options: ExportOptions,
    scrub: Scrubber,
    labels: ModelLabels,
) -> dict[str, Any]:
    out: dict[str, Any] = {"id": ids.probe(probe.id), "story_id": ids.story(story.manuscript.id)}
    if options.include_comments:
        out["question"] = _clip(scrub(probe.question, "questions"), 100_000)
        out["answer"] = _clip(scrub(probe.answer, "questions"), 100_000)
    results = []
    for result in probe.results:
        item: dict[str, Any] = {
            "summary_id": ids.summary(result.summary_id),
            "judge_model": _clip(labels.judge(result.judge_model), 200) or "unknown",
            "answered": bool(result.answered),
        }
        if options.include_summary_text and result.evidence:
            item["evidence"] = _clip(scrub(result.evidence, "evidence"), 100_000)
        results.append(item)
    out["results"] = results
    return out


# -- cleaning ---------------------------------------------------------------------------------


def _params(summary: Summary, scrub: Scrubber, labels: ModelLabels) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in sorted(summary.params.items()):
        if len(out) >= 64:
            break
        if _PRIVATE_PARAM.search(str(key)) or _LOCAL_PARAM.search(str(key)):
            continue
        out[str(key)[:64]] = _scrub_value(value, scrub, 0)
    if summary.params.get("provider_name"):  # the name the writer gave their server
        out["provider_name"] = labels.server(str(summary.params["provider_name"]))
    provider = summary.params.get("provider")
    if isinstance(provider, dict) and isinstance(out.get("provider"), dict):
        # the model and the server's name as the summary itself carries them (neutral)
        kept = out["provider"]
        kept["model"] = labels.model(summary.provider, str(provider.get("model", "")))
        if provider.get("name"):
            kept["name"] = labels.server(str(provider["name"]))
    return out


def _coarse_score(score: ScoreSource) -> float:
    """A score's value; compression (story words / summary words) to one decimal, since with
    the summary's text it would give the story's exact length."""
    value = float(score.value)
    return round(value, 1) if score.kind == "metric" and score.name == "compression" else value


def _scrub_value(value: Any, scrub: Scrubber, depth: int) -> Any:
    if depth > 6:
        return None
    if isinstance(value, str):
        return _clip(scrub(value, "settings"), 1000)
    if isinstance(value, dict):
        return {
            str(k)[:64]: _scrub_value(v, scrub, depth + 1)
            for k, v in value.items()
            if not (_PRIVATE_PARAM.search(str(k)) or _LOCAL_PARAM.search(str(k)))
        }
    if isinstance(value, list | tuple):
        return [_scrub_value(v, scrub, depth + 1) for v in value][:100]
    if isinstance(value, float) and value != value:  # NaN is not JSON
        return None
    return value


def _prompts(prompts: dict[str, str]) -> list[dict[str, str]]:
    """``{"whole": "whole-story@1"}`` -> ``[{"role": "whole", "id": "whole-story", ...}]``."""
    out = []
    for role, ref in sorted(prompts.items()):
        prompt_id, _, version = str(ref).partition("@")
        role = _instrument_id(role)[:32]
        prompt_id = _instrument_id(prompt_id)
        if role and prompt_id:
            out.append({"role": role, "id": prompt_id, "version": version[:32]})
    return out[:16]


def _instrument_id(value: str) -> str:
    value = re.sub(r"[^a-z0-9_.-]+", "-", str(value).lower()).strip("-_.")[:64]
    return value if _INSTRUMENT_ID.fullmatch(value) else ""


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[:limit]


def instruments(data: dict[str, Any]) -> dict[str, list[dict[str, str]]]:
    """The questionnaires, taxonomies and prompts a bundle's data used (for the manifest)."""
    questionnaires = {
        (r["questionnaire"]["id"], r["questionnaire"]["version"]) for r in data["reviews"]
    }
    taxonomies = {(r["taxonomy"]["id"], r["taxonomy"]["version"]) for r in data["reviews"]}
    prompts = {(p["id"], p["version"] or "0") for s in data["summaries"] for p in s["prompts"]}

    def refs(pairs: set[tuple[str, str]], limit: int) -> list[dict[str, str]]:
        return [{"id": i, "version": v} for i, v in sorted(pairs)][:limit]

    return {
        "questionnaires": refs(questionnaires, 16),
        "taxonomies": refs(taxonomies, 16),
        "prompts": refs(prompts, 64),
    }
