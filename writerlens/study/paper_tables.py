"""The study's numbers in the shapes papers print them (Reading Subtext's tables): models x
questions with the mean and the share of top answers side by side and an average column;
error labels per model with the share of summaries that have one; story-style buckets.

Computed from the same rows as the rest of the report (refused and failed summaries left out).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from statistics import fmean
from typing import Any

from writerlens.study.dataset import STYLE_DIMENSIONS, Dataset, RatingRow

OK = "ok"
#: Shown where no bundle carried highlighted passages: a count of 0 would claim that writers
#: looked and found nothing.
NO_HIGHLIGHTS = "no highlight data"
#: The style buckets' row that pools every model.
ALL_MODELS = "(all models)"


def models_by_questions(
    ratings: list[dict[str, Any]], models: list[str], questions: list[str]
) -> list[dict[str, Any]]:
    """One row per model: per question the mean, the % of top answers and n; then the average
    over the questions (of the per-question means and shares, each question weighing the
    same, as a paper's "Avg." column does)."""
    cells = {(r["model"], r["question"]): r for r in ratings}
    out = []
    for model in models:
        row: dict[str, Any] = {"model": model, "questions": {}}
        means, tops = [], []
        for question in questions:
            cell = cells.get((model, question), {})
            mean, top, n = cell.get("mean"), cell.get("perfect_pct"), cell.get("n", 0)
            row["questions"][question] = {"mean": mean, "top_pct": top, "n": n}
            if mean is not None:
                means.append(mean)
                tops.append(top)
        complete = len(means) == len(questions) and bool(questions)
        row["average"] = {
            "mean": fmean(means) if complete else None,
            "top_pct": fmean(tops) if complete else None,
        }
        out.append(row)
    return out


def error_labels(dataset: Dataset, models: list[str]) -> dict[str, Any]:
    """Per model and label (and attribute): how many passages, and the share of the model's
    reviewed summaries with at least one. Without any highlighted passage in any bundle the
    table says "no highlight data" instead of zeros."""
    ok = {(s.participant, s.summary): s.model for s in dataset.summaries if s.status == OK}
    reviewed: Counter[str] = Counter()
    for key in {(r.participant, r.summary) for r in dataset.ratings} | {
        (s.participant, s.summary) for s in dataset.spans
    }:
        if key in ok:
            reviewed[ok[key]] += 1
    summaries = {m: reviewed.get(m, 0) for m in models}
    if not dataset.spans:
        return {"highlight_data": False, "note": NO_HIGHLIGHTS, "reviewed": summaries,
                "by_label": [], "by_attribute": []}  # fmt: skip
    out: dict[str, Any] = {"highlight_data": True, "note": "", "reviewed": summaries}
    for name, key in (("by_label", "label"), ("by_attribute", "attribute")):
        counts: Counter[tuple[str, str]] = Counter()
        having: dict[tuple[str, str], set[tuple[str, str]]] = defaultdict(set)
        for span in dataset.spans:
            if (span.participant, span.summary) not in ok:
                continue
            what = span.label if key == "label" else span.attribute
            counts[(span.model, what)] += 1
            having[(span.model, what)].add((span.participant, span.summary))
        values = sorted({what for _, what in counts})
        out[name] = [
            {
                "model": model,
                key: what,
                "count": counts.get((model, what), 0),
                "summaries_with": len(having.get((model, what), ())),
                "share_pct": (
                    100.0 * len(having.get((model, what), ())) / summaries[model]
                    if summaries[model]
                    else None
                ),
            }
            for what in values
            for model in models
        ]
    return out


def style_buckets(dataset: Dataset, usable: list[RatingRow], models: list[str]) -> list[dict]:
    """Per story style (narrator, detailed subplot, timeline), value and model: each summary's
    mean over the questions it was answered on, then the mean of those, with the bucket's size
    in summaries and stories. "(all models)" pools the models."""
    per_summary: dict[tuple[str, str], list[int]] = defaultdict(list)
    where: dict[tuple[str, str], tuple[str, str]] = {}
    for row in usable:
        key = (row.participant, row.summary)
        per_summary[key].append(row.value)
        where[key] = (row.model, row.story)
    buckets: dict[tuple[str, str, str], list[float]] = defaultdict(list)
    stories: dict[tuple[str, str, str], set[tuple[str, str]]] = defaultdict(set)
    for key, values in per_summary.items():
        model, story = where[key]
        style = dataset.styles.get((key[0], story), {})
        for dimension in STYLE_DIMENSIONS:
            if dimension not in style:
                continue
            for who in (model, ALL_MODELS):
                bucket = (dimension, style[dimension], who)
                buckets[bucket].append(fmean(values))
                stories[bucket].add((key[0], story))
    order = {m: i for i, m in enumerate([*models, ALL_MODELS])}
    return [
        {
            "dimension": dimension,
            "value": value,
            "model": model,
            "summaries": len(means),
            "stories": len(stories[(dimension, value, model)]),
            "mean": fmean(means),
        }
        for (dimension, value, model), means in sorted(
            buckets.items(), key=lambda item: (item[0][0], item[0][1], order[item[0][2]])
        )
    ]


def judge_table(correlations: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each LLM judge against the writers, per question: the rows of the correlations where the
    judge answered the very question the writers did."""
    return [
        {
            "judge": c["name"],
            "question": c["question"],
            "n": c["n"],
            "pearson_r": c["pearson_r"],
            "pearson_p": c["pearson_p"],
            "pearson_p_text": c.get("pearson_p_text", ""),
            "spearman_rho": c["spearman_rho"],
            "spearman_p": c["spearman_p"],
            "spearman_p_text": c.get("spearman_p_text", ""),
            "note": c["note"],
        }
        for c in correlations
        if c["kind"] == "judge" and c.get("score_question") == c["question"]
    ]
