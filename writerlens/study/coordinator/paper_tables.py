"""The study's numbers in the shapes papers print them (Reading Subtext's tables): models x
questions with the mean and the share of top answers side by side and an average column;
error labels per model with the share of summaries that have one; story-style buckets.

Computed from the same rows as the rest of the report (refused and failed summaries left out).
"""

from __future__ import annotations

from collections import Counter
from statistics import fmean
from typing import Any

import numpy as np

from writerlens.study.coordinator.columns import Columns
from writerlens.study.coordinator.dataset import STYLE_DIMENSIONS, Dataset, SpanRow

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
        means: list[float] = []
        tops: list[float] = []
        for question in questions:
            cell = cells.get((model, question), {})
            mean, top, n = cell.get("mean"), cell.get("perfect_pct"), cell.get("n", 0)
            row["questions"][question] = {"mean": mean, "top_pct": top, "n": n}
            if mean is not None and top is not None:  # analysis sets both, or neither
                means.append(mean)
                tops.append(top)
        complete = len(means) == len(questions) and bool(questions)
        row["average"] = {
            "mean": fmean(means) if complete else None,
            "top_pct": fmean(tops) if complete else None,
        }
        out.append(row)
    return out


def error_labels(dataset: Dataset, table: Columns) -> dict[str, Any]:
    """Per model and label (and attribute): how many passages, and the share of the model's
    reviewed summaries with at least one. Without any highlighted passage in any bundle the
    table says "no highlight data" instead of zeros."""
    models, store, names = table.models, dataset.store, dataset.codes.values
    reviewed = dict.fromkeys(models, 0)
    for model, n in store.query("SELECT model, COUNT(*) FROM per_summary GROUP BY model"):
        reviewed[names[model]] = n
    if not dataset.spans:
        return {"highlight_data": False, "note": NO_HIGHLIGHTS, "reviewed": reviewed,
                "by_label": [], "by_attribute": []}  # fmt: skip
    store.script(_KEPT_SPANS.format(ok=int(dataset.codes.find(OK))))
    for model, n in store.query(_UNANSWERED):
        if names[model] in reviewed:
            reviewed[names[model]] += n  # highlighted without answers: reviewed all the same
    out: dict[str, Any] = {"highlight_data": True, "note": "", "reviewed": reviewed}
    attribute = {
        c: SpanRow("", "", "", "", names[c]).attribute
        for (c,) in store.query("SELECT DISTINCT label FROM kept_spans")
    }
    store.db.create_function("attribute_of", 1, attribute.__getitem__, deterministic=True)
    for name, key, what_of in (
        ("by_label", "label", "label"),
        ("by_attribute", "attribute", "attribute_of(label)"),
    ):
        counts: dict[tuple[str, str], int] = {}
        having: dict[tuple[str, str], int] = {}
        for model, what, n, summaries in store.query(_SPAN_COUNTS.format(what=what_of)):
            cell = (names[model], names[what] if key == "label" else what)
            counts[cell] = n
            having[cell] = summaries
        values = sorted({what for _, what in counts})
        out[name] = [
            {
                "model": model,
                key: what,
                "count": counts.get((model, what), 0),
                "summaries_with": having.get((model, what), 0),
                "share_pct": (
                    100.0 * having.get((model, what), 0) / reviewed[model]
                    if reviewed.get(model)
                    else None
                ),
            }
            for what in values
            for model in models
        ]
    return out


#: The spans of summaries without a refused or failed row (``unanswered``: of a summary with no
#: usable answers).
_KEPT_SPANS = """
DROP TABLE IF EXISTS kept_spans;
CREATE TABLE kept_spans AS
SELECT key, model, label, key NOT IN (SELECT key FROM rated) AS unanswered FROM spans
WHERE key NOT IN (SELECT key FROM summaries WHERE status != {ok});
"""
#: Per model, the summaries highlighted without usable answers.
_UNANSWERED = """
SELECT model, COUNT(*) FROM (SELECT DISTINCT key, model FROM kept_spans WHERE unanswered)
GROUP BY model
"""
#: Per model and label (or attribute): the passages, and the summaries with one.
_SPAN_COUNTS = """
SELECT model, what, SUM(n), COUNT(*) FROM (
    SELECT model, {what} AS what, key, COUNT(*) AS n FROM kept_spans GROUP BY model, what, key)
GROUP BY model, what
"""


def style_buckets(dataset: Dataset, table: Columns) -> list[dict]:
    """Per story style (narrator, detailed subplot, timeline), value and model: each summary's
    mean over the questions it was answered on, then the mean of those, with the bucket's size
    in summaries and stories. "(all models)" pools the models."""
    models, store, names = table.models, dataset.store, dataset.codes.values
    n_who = len(models) + 1  # (the last: every model pooled)
    #: dimension -> its values in the order met, and per (value, model) the count and the sum
    #: of the summaries' means, added in the summaries' order (as a paper's table adds them)
    values: dict[str, dict[str, int]] = {d: {} for d in STYLE_DIMENSIONS}
    counts: dict[str, np.ndarray] = {}
    sums: dict[str, np.ndarray] = {}
    value_of: dict[str, dict[int, int]] = {d: {} for d in STYLE_DIMENSIONS}
    for model_codes, totals, ns, labels in store.chunks(_SUMMARY_STYLES, columns="i8 i8 i8 i8"):
        model = table.model_index(model_codes)
        means = totals / np.maximum(ns, 1)
        for dimension in STYLE_DIMENSIONS:
            seen, where = value_of[dimension], values[dimension]
            for labelled in np.unique(labels).tolist():
                if labelled not in seen:
                    value = dict(names[labelled]).get(dimension) if labelled >= 0 else None
                    seen[labelled] = where.setdefault(value, len(where)) if value else -1
            lookup = np.full(max(seen) + 2, -1, dtype=np.int64)  # (index -1: no labels)
            for labelled, at in seen.items():
                lookup[labelled] = at
            value_at = lookup[labels]
            keep = value_at >= 0
            size = len(where) * n_who
            total = np.zeros(size)
            count = np.zeros(size, dtype=np.int64)
            if dimension in sums:  # (the running sums and counts, continued in order)
                total[: len(sums[dimension])] = sums[dimension]
                count[: len(counts[dimension])] = counts[dimension]
            for bucket in (value_at * n_who + model, value_at * n_who + len(models)):
                np.add.at(total, bucket[keep], means[keep])  # (one by one, in order)
                count += np.bincount(bucket[keep], minlength=size)
            sums[dimension], counts[dimension] = total, count
    stories: Counter[tuple[str, str, int]] = Counter()
    for labels_code, code, n in store.query(_STYLE_STORIES.format(who="p.model")):
        for dimension, value in dict(names[labels_code]).items():
            if value:
                stories[(dimension, value, table.model_at[code])] += n
    for labels_code, _pooled, n in store.query(_STYLE_STORIES.format(who=-1)):
        for dimension, value in dict(names[labels_code]).items():
            if value:
                stories[(dimension, value, len(models))] += n
    out: list[dict[str, Any]] = []
    for dimension in STYLE_DIMENSIONS:
        for value, v in values[dimension].items():
            for who in range(n_who):
                at = v * n_who + who
                if at < len(counts[dimension]) and counts[dimension][at]:
                    out.append(
                        {
                            "dimension": dimension,
                            "value": value,
                            "model": ALL_MODELS if who == len(models) else models[who],
                            "summaries": int(counts[dimension][at]),
                            "stories": stories[(dimension, value, who)],
                            "mean": float(sums[dimension][at] / counts[dimension][at]),
                        }
                    )
    order = {m: i for i, m in enumerate([*models, ALL_MODELS])}
    out.sort(key=lambda b: (b["dimension"], b["value"], order[b["model"]]))
    return out


#: Each rated summary (in order): its model, the sum and number of its answers, its story's
#: labels (its writer's, for the story of its answers; -1: none).
_SUMMARY_STYLES = """
SELECT p.model, p.total, p.n, COALESCE(st.labels, -1) FROM per_summary p
LEFT JOIN styles st ON st.participant = p.participant AND st.story = p.story ORDER BY p.idx
"""
#: The distinct stories (writer and id) of the rated summaries per set of labels and model.
_STYLE_STORIES = """
SELECT st.labels, {who} AS who, COUNT(DISTINCT (p.participant << 32) | p.story)
FROM per_summary p JOIN styles st ON st.participant = p.participant AND st.story = p.story
GROUP BY st.labels, who
"""


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
