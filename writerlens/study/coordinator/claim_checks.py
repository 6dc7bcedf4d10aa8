"""The checks a schema cannot express for a bundle's claims, verdicts, omissions and judgments.

``reference_problems``: every id points at something the bundle holds, in the right place (a
verdict on a claim of a summary the review showed; an omission for summaries of its story).
``range_problems``: offsets inside the text they point into, verdicts and kinds from their
lists, and caps on how many there are. Both take data that passed the schema (a version 1
bundle simply has none of these) and return short sentences; any problem refuses the bundle.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

VERDICTS = frozenset({"faithful", "unfaithful", "partial", "unverifiable"})
OMISSION_KINDS = frozenset({"event", "character", "relationship", "attribute", "theme", "ending"})
JUDGMENT_STATUSES = frozenset({"ok", "unparseable", "refused"})
#: More claims than this for one summary, or judges for one claim, is not a decomposition.
MAX_CLAIMS_PER_SUMMARY = 2000
MAX_JUDGES_PER_CLAIM = 32
#: Caps per bundle, counted before the schema is checked (the schema check costs ~9 µs a value:
#: 80,000 claims with 200,000 judges' verdicts took 44 s to refuse or accept). A writer with 25
#: stories, three summaries each and a hundred claims a summary stays well inside them.
MAX_CLAIMS_PER_BUNDLE = 10_000
MAX_CLAIM_JUDGMENTS_PER_BUNDLE = 30_000
MAX_OMISSIONS_PER_BUNDLE = 2_000
_KIND = re.compile(r"^[a-z0-9][a-z0-9_.-]{0,63}\Z")
_MAX = 5


def size_problems(data: Any) -> list[str]:
    """Claim data over the per-bundle caps, counted cheaply before anything else looks at it."""
    if not isinstance(data, dict):
        return []

    def count(value: Any) -> int:
        return len(value) if isinstance(value, list) else 0

    reviews = data.get("reviews")
    reviews = reviews if isinstance(reviews, list) else []
    counted = (
        ("claims", count(data.get("claims")), MAX_CLAIMS_PER_BUNDLE),
        (
            "judges' verdicts on claims",
            count(data.get("claim_judgments")),
            MAX_CLAIM_JUDGMENTS_PER_BUNDLE,
        ),
        (
            "verdicts on claims",
            sum(count(r.get("claim_verdicts")) for r in reviews if isinstance(r, dict)),
            MAX_CLAIMS_PER_BUNDLE,
        ),
        (
            "omissions",
            sum(count(r.get("omissions")) for r in reviews if isinstance(r, dict)),
            MAX_OMISSIONS_PER_BUNDLE,
        ),
    )
    return [
        f"it holds {n:,} {what}, more than the {cap:,} a bundle may hold"
        for what, n, cap in counted
        if n > cap
    ]


def reference_problems(data: dict[str, Any], summaries: dict[str, dict[str, Any]]) -> list[str]:
    problems: list[str] = []
    claims: dict[str, dict[str, Any]] = {}
    for claim in data.get("claims", []):
        if claim["id"] in claims:
            problems.append(f"the claim id {claim['id']} is used twice")
        elif claim["summary_id"] not in summaries:
            problems.append(f"claim {claim['id']} is of a summary that is not in the bundle")
        claims[claim["id"]] = claim
    for claim in data.get("claims", []):
        for parent in claim["parents"]:
            if claims.get(parent, {}).get("summary_id") != claim["summary_id"]:
                problems.append(
                    f"claim {claim['id']} replaces a claim that is not one of its summary's"
                )
                break
    looped = _replacement_loop(claims)
    if looped is not None:
        problems.append(
            f"claim {looped} replaces itself, directly or through the claims that replaced it"
        )
    omission_ids: set[str] = set()
    for review in data.get("reviews", []):
        shown = set(review["order"])
        judged: set[str] = set()
        for verdict in review.get("claim_verdicts", []):
            claim = claims.get(verdict["claim_id"])
            if claim is None or claim["summary_id"] not in shown:
                problems.append(
                    f"the review of story {review['story_id']} judges claim "
                    f"{verdict['claim_id']}, which is not a claim of a summary it showed"
                )
            elif verdict["claim_id"] in judged:
                problems.append(f"claim {verdict['claim_id']} has two verdicts in one review")
            judged.add(verdict["claim_id"])
        for omission in review.get("omissions", []):
            if omission["id"] in omission_ids:
                problems.append(f"the omission id {omission['id']} is used twice")
            omission_ids.add(omission["id"])
            if not set(omission["summary_ids"]) <= shown:
                problems.append(
                    f"omission {omission['id']} is marked for a summary the review did not show"
                )
    seen: set[tuple[str, str]] = set()
    for judgment in data.get("claim_judgments", []):
        key = (judgment["claim_id"], judgment["judge_model"])
        if judgment["claim_id"] not in claims:
            problems.append(f"a judge's verdict is on claim {key[0]}, which is not in the bundle")
        elif key in seen:
            problems.append(f"judge {key[1]} has two verdicts on claim {key[0]}")
        seen.add(key)
    return problems[:_MAX]


def _replacement_loop(claims: dict[str, dict[str, Any]]) -> str | None:
    """A claim that is among its own ancestors (``parents``, their parents...), or None.

    A split, merge or edit only ever replaces older claims, so a loop is made by hand; the
    report would otherwise count a claim as both replaced and replacing. Iterative and linear
    (each claim is finished once), so a chain as long as the bundle's claims cannot recurse.
    """
    done: set[str] = set()
    for root in claims:
        if root in done:
            continue
        path: set[str] = {root}
        stack = [(root, iter(claims[root]["parents"]))]
        while stack:
            node, parents = stack[-1]
            parent = next(parents, None)
            if parent is None:
                stack.pop()
                path.discard(node)
                done.add(node)
            elif parent in path:
                return parent
            elif parent in claims and parent not in done:
                path.add(parent)
                stack.append((parent, iter(claims[parent]["parents"])))
    return None


def range_problems(data: dict[str, Any]) -> list[str]:
    """Offsets outside their text, values outside their lists, counts over their caps."""
    problems: list[str] = []
    stories = {s.get("id"): s for s in data.get("stories", []) if isinstance(s, dict)}
    summaries = {s.get("id"): s for s in data.get("summaries", []) if isinstance(s, dict)}
    claims = {c.get("id"): c for c in data.get("claims", []) if isinstance(c, dict)}

    def story_of_summary(summary_id: Any) -> dict[str, Any] | None:
        summary = summaries.get(summary_id)
        return stories.get(summary.get("story_id")) if summary else None

    per_summary = Counter(c.get("summary_id") for c in claims.values())
    for summary_id, n in per_summary.items():
        if n > MAX_CLAIMS_PER_SUMMARY:
            problems.append(
                f"summary {summary_id} has {n:,} claims, more than the "
                f"{MAX_CLAIMS_PER_SUMMARY:,} a summary can have"
            )
    for claim in claims.values():
        text = summaries.get(claim.get("summary_id"), {}).get("text")
        problems += _offsets(claim, f"claim {claim.get('id')}", "its summary", text, None)
        if claim.get("origin") not in {"model", "writer", "edit", "split", "merge"}:
            problems.append(
                f"claim {claim.get('id')} has the unknown origin {claim.get('origin')!r}"
            )
    for review in data.get("reviews", []):
        story = stories.get(review.get("story_id"), {})
        for verdict in review.get("claim_verdicts", []):
            what = f"the verdict on claim {verdict.get('claim_id')}"
            if verdict.get("verdict") not in VERDICTS:
                problems.append(f"{what} is {verdict.get('verdict')!r}, not one of the verdicts")
            kind = verdict.get("kind")
            if kind is not None and not (isinstance(kind, str) and _KIND.match(kind)):
                problems.append(f"{what} has a kind that is not a label id ({kind!r})")
            evidence = verdict.get("evidence")
            if isinstance(evidence, dict):
                problems += _story_offsets(evidence, f"the evidence for {what}", story)
        for omission in review.get("omissions", []):
            what = f"omission {omission.get('id')}"
            if omission.get("kind") not in OMISSION_KINDS:
                problems.append(f"{what} is of the unknown kind {omission.get('kind')!r}")
            problems += _story_offsets(omission, what, story)
    judges = Counter(j.get("claim_id") for j in data.get("claim_judgments", []))
    for claim_id, n in judges.items():
        if n > MAX_JUDGES_PER_CLAIM:
            problems.append(f"claim {claim_id} has {n} judges' verdicts, more than allowed")
    for judgment in data.get("claim_judgments", []):
        what = f"judge {judgment.get('judge_model')}'s verdict on claim {judgment.get('claim_id')}"
        status, verdict = judgment.get("status"), judgment.get("verdict")
        if status not in JUDGMENT_STATUSES:
            problems.append(f"{what} has the unknown status {status!r}")
        elif (verdict is None) != (status != "ok") or (
            verdict is not None and verdict not in VERDICTS
        ):
            problems.append(f"{what} is {verdict!r} with status {status!r}")
        claim = claims.get(judgment.get("claim_id"), {})
        story = story_of_summary(claim.get("summary_id")) or {}
        for passage in judgment.get("evidence", []):
            problems += _story_offsets(passage, f"the evidence for {what}", story)
        if len(problems) >= _MAX:
            break
    return problems[:_MAX]


def _story_offsets(passage: dict[str, Any], what: str, story: dict[str, Any]) -> list[str]:
    return _offsets(passage, what, "the story", story.get("text"), story.get("chars"))


def _offsets(item: dict[str, Any], what: str, where: str, text: Any, length: Any) -> list[str]:
    """``start``/``end`` inside the text (or its declared length), and the quote the text's."""
    start, end = item.get("start"), item.get("end")
    if not isinstance(start, int) or not isinstance(end, int) or not 0 <= start < end:
        return [f"{what} ends before it starts ({start!r}-{end!r})"]
    size = len(text) if isinstance(text, str) else length if isinstance(length, int) else None
    if size is None:
        if "quote" not in item:
            return []
        return [f"{what} quotes {where}, but the bundle holds no length for it"]
    if end > size:
        return [f"{what} runs past the end of {where} ({end:,} > {size:,} characters)"]
    quote = item.get("quote")
    if isinstance(text, str) and quote is not None and text[start:end] != quote:
        return [f"{what} does not quote {where} at its offsets"]
    return []
