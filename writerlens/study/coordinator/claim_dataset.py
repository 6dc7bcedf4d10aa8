"""A bundle's claims, verdicts, judges' verdicts and omissions as the rows the analysis counts.

A format 1 bundle has none of these: it simply adds no rows. Positions in the story are shares
(0-1) of its length, from the middle of the passage given as evidence, so that stories of any
length can be pooled.
"""

from __future__ import annotations

from typing import Any, NamedTuple


class JudgeVerdict(NamedTuple):
    judge: str
    verdict: str | None  # None: the judge's reply could not be used
    at: float | None  # where its first evidence passage sits in the story (0-1)


class ClaimRow(NamedTuple):
    participant: str
    story: str
    summary: str
    model: str
    claim: str
    retired: bool
    verdict: str | None  # the writer's; None: not judged
    kind: str | None
    at: float | None  # where the writer's evidence sits in the story (0-1)
    judges: tuple[JudgeVerdict, ...]


class OmissionRow(NamedTuple):
    """One summary an omission was marked for (an omission shared by two summaries: two rows)."""

    participant: str
    story: str
    summary: str
    model: str
    kind: str
    omission: str


def story_length(story: dict[str, Any]) -> int | None:
    text = story.get("text")
    if isinstance(text, str):
        return len(text)
    chars = story.get("chars")
    return chars if isinstance(chars, int) and chars > 0 else None


def _at(passage: Any, length: int | None) -> float | None:
    if not isinstance(passage, dict) or not length:
        return None
    middle = (passage["start"] + passage["end"]) / 2
    return min(max(middle / length, 0.0), 1.0)


def claim_rows(
    participant: str,
    data: dict[str, Any],
    summaries: dict[str, dict[str, Any]],
    models: dict[str, str],
) -> tuple[list[ClaimRow], list[OmissionRow], set[tuple[str, str]]]:
    """The claim rows of the summaries kept (``summaries``, with each one's model name), the
    omission rows, and the (participant, summary) pairs of reviews that marked omissions."""
    lengths = {s["id"]: story_length(s) for s in data.get("stories", [])}
    verdicts: dict[str, dict[str, Any]] = {}
    omissions: list[OmissionRow] = []
    checked: set[tuple[str, str]] = set()
    for review in data.get("reviews", []):
        if review["story_id"] not in lengths:
            continue
        for verdict in review.get("claim_verdicts", []):
            verdicts[verdict["claim_id"]] = verdict
        marked = review.get("omissions", [])
        if marked:
            checked.update((participant, s) for s in review["order"] if s in summaries)
        for omission in marked:
            for summary_id in omission["summary_ids"]:
                if summary_id in summaries:
                    omissions.append(
                        OmissionRow(
                            participant,
                            review["story_id"],
                            summary_id,
                            models[summary_id],
                            omission["kind"],
                            omission["id"],
                        )
                    )
    judged: dict[str, list[dict[str, Any]]] = {}
    for judgment in data.get("claim_judgments", []):
        judged.setdefault(judgment["claim_id"], []).append(judgment)
    rows = []
    for claim in data.get("claims", []):
        summary = summaries.get(claim["summary_id"])
        if summary is None:
            continue
        length = lengths.get(summary["story_id"])
        verdict = verdicts.get(claim["id"], {})
        judges = tuple(
            JudgeVerdict(
                j["judge_model"],
                j["verdict"] if j["status"] == "ok" else None,
                _at(j["evidence"][0], length) if j["evidence"] else None,
            )
            for j in sorted(judged.get(claim["id"], []), key=lambda j: j["judge_model"])
        )
        rows.append(
            ClaimRow(
                participant,
                summary["story_id"],
                summary["id"],
                models[summary["id"]],
                claim["id"],
                bool(claim["retired"]),
                verdict.get("verdict"),
                verdict.get("kind"),
                _at(verdict.get("evidence"), length),
                judges,
            )
        )
    return rows, omissions, checked
