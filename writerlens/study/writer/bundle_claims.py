"""The claim-by-claim part of a bundle's ``data.json`` (format version 2).

A summary's claims, the writer's verdict on each (with the story passage they gave as
evidence), the omissions they marked, and the LLM judges' verdicts, built under the same choices
and the same scrubbing as the rest of the bundle (see ``bundle_data``):

- claim offsets point into the summary's text, and are moved with it when names are replaced
  there (like highlighted passages); the claim's own text travels with the summary text;
- evidence and omission offsets point into the story's text after its names are replaced (the
  text the bundle carries when the writer sends it); their quotes are cut from that scrubbed
  text, so they travel only with the story text and hold nothing the text does not;
- comments travel with the other comments, scrubbed;
- a judge is named as the automatic scores name it (a local model file: "local model 1").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from writerlens.domain import ClaimOrigin
from writerlens.review.spans import CONTEXT
from writerlens.study.writer.anonymize import Mover, Pseudonyms, Scrubber, apply

if TYPE_CHECKING:
    from writerlens.study.writer.bundle_data import ExportOptions, StorySource
    from writerlens.study.writer.model_labels import ModelLabels

#: A story's text as the bundle sees it (names replaced), and the offset mover into it.
StoryText = tuple[str, Mover]


def story_text(story: StorySource, options: ExportOptions, scrub: Scrubber) -> StoryText | None:
    """The scrubbed story text and its mover, when the bundle carries the text or points into
    it (evidence, omissions); None otherwise (nothing is scrubbed that is not needed). What is
    replaced is reported only when the text itself is sent."""
    text = story.manuscript.text
    if options.include_story_text:
        return scrub.with_map(text, "story text")
    points = story.omissions or any(v.evidence_start is not None for v in story.claim_verdicts)
    points = points or any(j.evidence for j in story.claim_judgments)
    if not points:
        return None
    return apply(text, scrub.edits(text))


def carries_text(origin: str, options: ExportOptions) -> bool:
    """Whether a claim's words go in the bundle. A model's claim restates the summary: it goes
    with the summary text. A claim the writer typed (added, edited, split or merged, retired
    rewordings too) is the writer's own words and may tell details of the story: it goes only
    when the writer sends comments as well, so that leaving out comments (and the story text)
    sends none of the writer's own words. Without its text a claim keeps its positions and
    origin, which the report needs."""
    if not options.include_summary_text:
        return False
    return options.include_comments or origin == ClaimOrigin.MODEL


def claims(
    story: StorySource,
    ids: Pseudonyms,
    options: ExportOptions,
    scrub: Scrubber,
    movers: dict[int, tuple[str, Mover]],
) -> list[dict[str, Any]]:
    """The claims of the story's exported summaries, active and retired, in summary order."""
    kept = {c.id for c in story.claims if c.summary_id in movers}
    out: list[dict[str, Any]] = []
    for claim in story.claims:
        if claim.summary_id not in movers:
            continue
        text, move = movers[claim.summary_id]
        start, end = _moved(claim.start, claim.end, move, len(text))
        item: dict[str, Any] = {
            "id": ids.claim(claim.id),
            "summary_id": ids.summary(claim.summary_id),
            "start": start,
            "end": end,
            "origin": str(claim.origin),
            "parents": [ids.claim(p) for p in dict.fromkeys(claim.parents) if p in kept][:64],
            "retired": claim.retired_at is not None,
        }
        if carries_text(claim.origin, options):
            # a claim the writer typed is the writer's text, not a model's (see Scrubber)
            where = "claims" if claim.origin != ClaimOrigin.WRITER else "typed claims"
            said = scrub(claim.text, where)[:10_000]
            if said.strip():
                item["text"] = said
        out.append(item)
    return out


def review_parts(
    story: StorySource,
    ids: Pseudonyms,
    options: ExportOptions,
    scrub: Scrubber,
    movers: dict[int, tuple[str, Mover]],
    told: StoryText | None,
) -> dict[str, list[dict[str, Any]]]:
    """The review's ``claim_verdicts`` and ``omissions``."""
    summary_of = {c.id: c.summary_id for c in story.claims if c.summary_id in movers}
    verdicts = []
    for verdict in story.claim_verdicts:
        if verdict.claim_id not in summary_of:
            continue
        item: dict[str, Any] = {
            "claim_id": ids.claim(verdict.claim_id),
            "verdict": str(verdict.verdict),
            "kind": verdict.kind or None,
            "evidence": None,
            "evidence_source": verdict.evidence_source,
        }
        if verdict.evidence_start is not None and verdict.evidence_end is not None:
            item["evidence"] = _passage(verdict.evidence_start, verdict.evidence_end, told, options)
        if item["evidence"] is None:
            item["evidence_source"] = "none"
        if options.include_comments and verdict.comment.strip():
            item["comment"] = scrub(verdict.comment, "comments")[:100_000]
        verdicts.append(item)
    omissions = []
    for omission in story.omissions:
        summaries = [ids.summary(s) for s in dict.fromkeys(omission.summary_ids) if s in movers]
        where = _passage(omission.start, omission.end, told, options, context=True)
        if not summaries or where is None:
            continue
        item = {
            "id": ids.omission(omission.id),
            **where,
            "kind": str(omission.kind),
            "summary_ids": summaries[:64],
        }
        if options.include_comments and omission.comment.strip():
            item["comment"] = scrub(omission.comment, "comments")[:100_000]
        omissions.append(item)
    return {"claim_verdicts": verdicts, "omissions": omissions}


def judgments(
    story: StorySource,
    ids: Pseudonyms,
    options: ExportOptions,
    labels: ModelLabels,
    movers: dict[int, tuple[str, Mover]],
    told: StoryText | None,
) -> list[dict[str, Any]]:
    """The LLM judges' verdicts on the exported claims: verdict, status and the story passages
    (offsets only: a judge's explanation and reply stay home, they may quote the story)."""
    exported = {c.id for c in story.claims if c.summary_id in movers}
    out = []
    for judgment in story.claim_judgments:
        if judgment.claim_id not in exported:
            continue
        passages = [_passage(s, e, told, options, quote=False) for s, e in judgment.evidence]
        out.append(
            {
                "claim_id": ids.claim(judgment.claim_id),
                "judge_model": labels.judge(judgment.judge_model)[:200] or "unknown",
                "verdict": str(judgment.verdict) if judgment.verdict is not None else None,
                "status": judgment.status,
                "evidence": [p for p in passages if p is not None][:64],
            }
        )
    return out


def _moved(start: int, end: int, move: Mover, length: int) -> tuple[int, int]:
    new_start = min(max(0, move(start, False)), max(0, length - 1))
    new_end = min(max(move(end, True), new_start + 1), max(length, new_start + 1))
    return new_start, new_end


def _passage(
    start: int,
    end: int,
    told: StoryText | None,
    options: ExportOptions,
    *,
    context: bool = False,
    quote: bool = True,
) -> dict[str, Any] | None:
    """A story passage in the scrubbed text's offsets (None: the story has no text to point
    into); its quote (and context) only when the story text is sent."""
    if told is None or not told[0] or end <= start:
        return None
    text, move = told
    new_start, new_end = _moved(start, end, move, len(text))
    out: dict[str, Any] = {"start": new_start, "end": new_end}
    if options.include_story_text and quote:
        out["quote"] = text[new_start:new_end]
        if context:
            out["prefix"] = text[max(0, new_start - CONTEXT) : new_start]
            out["suffix"] = text[new_end : new_end + CONTEXT]
    return out
