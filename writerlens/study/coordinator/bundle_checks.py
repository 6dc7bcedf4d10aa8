"""Checks a schema cannot express: that a bundle's ids point at things the bundle holds.

Run on data that already passed the schema. Each problem is a short sentence; a bundle with any
problem is rejected (the analysis would otherwise have to guess what a dangling id meant).
"""

from __future__ import annotations

from typing import Any

from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.study.coordinator import claim_checks

_ANSWER_OFF_SCALE = define(
    "study.checks.answer_off_scale",
    QT_TRANSLATE_NOOP(
        "messages",
        "summary {summary_id} has the answer {value!r} to {question}, outside the "
        "scale {low}-{high}",
    ),
)

_SCORE_NOT_NUMBER = define(
    "study.checks.score_not_number",
    QT_TRANSLATE_NOOP(
        "messages",
        "a score of summary {summary_id} is not a number",
    ),
)

# Whole sentences (judge or metric, closed or open range), not English pieces glued into one
# ("study.summary_outside_range" is gone: a stored record of it shows its English text).
_JUDGE_OFF_RANGE = define(
    "study.checks.judge_off_range",
    QT_TRANSLATE_NOOP(
        "messages",
        "judge {judge}'s answer to {question} for summary {summary_id} is {value:g}, "
        "outside its range {low:g}-{high:g}",
    ),
)
_JUDGE_BELOW_RANGE = define(
    "study.checks.judge_below_range",
    QT_TRANSLATE_NOOP(
        "messages",
        "judge {judge}'s answer to {question} for summary {summary_id} is {value:g}, "
        "below its range of {low:g} or more",
    ),
)
_METRIC_OFF_RANGE = define(
    "study.checks.metric_off_range",
    QT_TRANSLATE_NOOP(
        "messages",
        "the metric {metric} for summary {summary_id} is {value:g}, outside its range "
        "{low:g}-{high:g}",
    ),
)
_METRIC_BELOW_RANGE = define(
    "study.checks.metric_below_range",
    QT_TRANSLATE_NOOP(
        "messages",
        "the metric {metric} for summary {summary_id} is {value:g}, below its range of "
        "{low:g} or more",
    ),
)

_MAX_PROBLEMS = 5


def reference_problems(data: dict[str, Any]) -> list[str]:
    problems: list[str] = []

    def problem(text: str) -> bool:
        problems.append(text)
        return len(problems) >= _MAX_PROBLEMS

    stories = _unique(data["stories"], "story", problem)
    summaries = _unique(data["summaries"], "summary", problem)
    if problems:
        return problems
    for summary in data["summaries"]:
        if summary["story_id"] not in stories and problem(
            f"summary {summary['id']} belongs to a story that is not in the bundle"
        ):
            return problems
    reviewed: set[str] = set()
    span_ids: set[str] = set()
    for review in data["reviews"]:
        if _review_problems(review, stories, summaries, reviewed, span_ids, problem):
            return problems
    probe_ids: set[str] = set()
    for probe in data["probes"]:
        if probe["id"] in probe_ids and problem(f"probe id {probe['id']} is used twice"):
            return problems
        probe_ids.add(probe["id"])
        if probe["story_id"] not in stories and problem(
            f"probe {probe['id']} is about a story that is not in the bundle"
        ):
            return problems
        for result in probe["results"]:
            if result["summary_id"] not in summaries and problem(
                f"probe {probe['id']} has a result for a summary that is not in the bundle"
            ):
                return problems
    for score in data["automatic"]:
        if score["summary_id"] not in summaries and problem(
            f"an automatic score is for summary {score['summary_id']}, which is not in the bundle"
        ):
            return problems
    for found in claim_checks.reference_problems(data, summaries):
        if problem(found):
            break
    return problems


def _unique(items: list[dict[str, Any]], noun: str, problem: Any) -> dict[str, dict[str, Any]]:
    found: dict[str, dict[str, Any]] = {}
    for item in items:
        if item["id"] in found:
            problem(f"the {noun} id {item['id']} is used twice")
        found[item["id"]] = item
    return found


def _review_problems(
    review: dict[str, Any],
    stories: dict[str, dict[str, Any]],
    summaries: dict[str, dict[str, Any]],
    reviewed: set[str],
    span_ids: set[str],
    problem: Any,
) -> bool:
    story_id = review["story_id"]
    if story_id not in stories:
        return problem(f"a review is of story {story_id}, which is not in the bundle")
    if story_id in reviewed:
        return problem(f"story {story_id} has two reviews")
    reviewed.add(story_id)
    order = set(review["order"])
    for summary_id in review["order"]:
        summary = summaries.get(summary_id)
        if summary is None or summary["story_id"] != story_id:
            return problem(f"the review of story {story_id} shows a summary of another story")
    seen: set[str] = set()
    for entry in review["summaries"]:
        if entry["summary_id"] not in order or entry["summary_id"] in seen:
            return problem(f"the review of story {story_id} rates a summary it did not show")
        seen.add(entry["summary_id"])
        both = sorted(set(entry["answers"]) & set(entry.get("yes_no", {})))
        if both:  # (format 3) one question is answered one way: on the scale or yes/no
            return problem(
                f"the review of story {story_id} answers {both[0]} for summary "
                f"{entry['summary_id']} both on the scale and yes or no"
            )
    for summary_id in review["ranking"]:
        if summary_id not in order:
            return problem(f"the review of story {story_id} ranks a summary it did not show")
    starts: dict[str, tuple[str, int]] = {}
    for span in review["spans"]:
        if span["id"] in span_ids:
            return problem(f"the span id {span['id']} is used twice")
        span_ids.add(span["id"])
        starts[span["id"]] = (span["summary_id"], span["start"])
        if span["summary_id"] not in order:
            return problem(f"span {span['id']} is on a summary the review did not show")
        if span["end"] <= span["start"]:
            return problem(f"span {span['id']} ends before it starts")
        text = summaries[span["summary_id"]].get("text")
        if text is not None:
            if span["end"] > len(text):
                return problem(f"span {span['id']} runs past the end of its summary")
            linked = span.get("antecedent")
            if isinstance(linked, dict) and not 0 <= linked["start"] < linked["end"] <= len(text):
                return problem(f"span {span['id']} points at a passage outside its summary")
            quote = span.get("quote")
            if quote is not None and text[span["start"] : span["end"]] != quote:
                return problem(f"span {span['id']} does not quote its summary at its offsets")
    for span in review["spans"]:
        antecedent = span["antecedent_id"]
        if antecedent is None:
            continue
        target = starts.get(antecedent)
        if target is None or target[0] != span["summary_id"] or target[1] >= span["start"]:
            return problem(
                f"span {span['id']} points at a passage that is not an earlier passage of "
                "the same summary"
            )
    return False


# -- declared ranges (a self-contained check, kept apart from the reference checks above) -----

#: The 0-1 shares among the metrics WriterLens writes (bundle-format.md), by the name before
#: any ":judge"; "boookscore" is how the Reading Subtext release spells BooookScore.
_SHARE_METRICS = frozenset(
    {"booookscore", "boookscore", "probes_answered", "fragment_coverage"}
    | {f"ngram_overlap_{n}" for n in range(1, 11)}
)
_NON_NEGATIVE_METRICS = frozenset({"fragment_density", "compression", "copied_phrases"})
_MAX_RANGE_PROBLEMS = 5


def score_range(kind: str, name: str, question_id: str | None) -> tuple[float, float] | None:
    """The declared range of an automatic score: a judge answers a question on the 1-4 scale;
    WriterLens's own metrics are shares (0-1) or counts and ratios (0 or more). None: a metric
    this version does not know, whose range it cannot check."""
    import math  # (imports here keep this section self-contained, apart from the checks above)

    from writerlens.review.questionnaire import SCALE

    if kind == "judge":
        return (float(SCALE[0]), float(SCALE[-1])) if question_id is not None else None
    base = name.split(":", 1)[0].strip().lower()
    if base in _SHARE_METRICS:
        return (0.0, 1.0)
    if base in _NON_NEGATIVE_METRICS:
        return (0.0, math.inf)
    return None


def range_problems(data: dict[str, Any]) -> list[str]:
    """Answers and scores outside their declared range, each said with its value and the
    range, so the coordinator can tell the participant what to fix. A missing answer is
    simply absent; a number outside the scale is never a "missing" code here."""
    import math

    from writerlens.review.questionnaire import SCALE

    problems: list[str] = []
    low, high = SCALE[0], SCALE[-1]
    for review in data.get("reviews", []):
        for entry in review.get("summaries", []):
            for question, value in entry.get("answers", {}).items():
                if (
                    isinstance(value, bool)
                    or not isinstance(value, int | float)
                    or not (low <= value <= high)
                    or value != int(value)
                ):
                    problems.append(
                        _ANSWER_OFF_SCALE(
                            summary_id=entry.get("summary_id"),
                            value=value,
                            question=question,
                            low=low,
                            high=high,
                        )
                    )
    for score in data.get("automatic", []):
        value = score.get("value")
        declared = score_range(score.get("kind", ""), str(score.get("name", "")),
                               score.get("question_id"))  # fmt: skip
        if not isinstance(value, int | float) or isinstance(value, bool) or math.isnan(value):
            problems.append(_SCORE_NOT_NUMBER(summary_id=score.get("summary_id")))
        elif declared is not None and not (declared[0] <= value <= declared[1]):
            floor, ceiling = declared
            where = {"summary_id": score.get("summary_id"), "value": value, "low": floor}
            if score.get("kind") == "judge":
                who = {"judge": score.get("name"), "question": score.get("question_id")}
                problems.append(
                    _JUDGE_BELOW_RANGE(**who, **where)
                    if math.isinf(ceiling)
                    else _JUDGE_OFF_RANGE(**who, **where, high=ceiling)
                )
            else:
                metric = score.get("name")
                problems.append(
                    _METRIC_BELOW_RANGE(metric=metric, **where)
                    if math.isinf(ceiling)
                    else _METRIC_OFF_RANGE(metric=metric, **where, high=ceiling)
                )
        if len(problems) >= _MAX_RANGE_PROBLEMS:
            break
    problems += claim_checks.range_problems(data)
    return problems[:_MAX_RANGE_PROBLEMS]
