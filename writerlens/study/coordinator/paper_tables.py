"""The study's numbers in the shapes papers print them (Reading Subtext's tables): models x
questions with the mean and the share of top answers side by side and an average column;
error labels per model with the share of summaries that have one; story-style buckets.

Computed from the same rows as the rest of the report (refused and failed summaries left out).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from statistics import fmean
from typing import Any

import numpy as np

from writerlens.study.coordinator.columns import Columns, per_summary
from writerlens.study.coordinator.dataset import STYLE_DIMENSIONS, Dataset, SpanRow
from writerlens.study.coordinator.row_table import first_met, pair_keys

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
    models = table.models
    _, model_of, _, _ = per_summary(table)
    rated = np.bincount(model_of, minlength=len(models)).tolist()
    reviewed = {m: rated[i] for i, m in enumerate(models)}
    if not dataset.spans:
        return {"highlight_data": False, "note": NO_HIGHLIGHTS, "reviewed": reviewed,
                "by_label": [], "by_attribute": []}  # fmt: skip
    summaries = dataset.summaries
    not_ok = summaries.column("status") != dataset.codes.find(OK)
    span_keys = pair_keys(dataset.spans.column("participant"), dataset.spans.column("summary"))
    keys = pair_keys(summaries.column("participant"), summaries.column("summary"))
    kept = ~np.isin(span_keys, keys[not_ok])
    del keys, not_ok
    span_keys = span_keys[kept]
    names = dataset.codes.values
    unanswered = table.summary_at(span_keys) < 0
    model_of = dataset.spans.column("model")[kept].tolist()
    label_of = dataset.spans.column("label")[kept].tolist()
    for _, model in set(
        zip(span_keys[unanswered].tolist(), np.asarray(model_of)[unanswered].tolist(), strict=True)
    ):
        if names[model] in reviewed:
            reviewed[names[model]] += 1  # highlighted without answers: reviewed all the same
    out: dict[str, Any] = {"highlight_data": True, "note": "", "reviewed": reviewed}
    # each span as its codes (model, label, summary key), the texts looked up per distinct code
    attribute = {c: SpanRow("", "", "", "", names[c]).attribute for c in set(label_of)}
    for name, key in (("by_label", "label"), ("by_attribute", "attribute")):
        counts: Counter[tuple[str, str]] = Counter()
        having: dict[tuple[str, str], set[int]] = defaultdict(set)
        for model, label, summary in zip(model_of, label_of, span_keys.tolist(), strict=True):
            what = names[label] if key == "label" else attribute[label]
            counts[(names[model], what)] += 1
            having[(names[model], what)].add(summary)
        values = sorted({what for _, what in counts})
        out[name] = [
            {
                "model": model,
                key: what,
                "count": counts.get((model, what), 0),
                "summaries_with": len(having.get((model, what), ())),
                "share_pct": (
                    100.0 * len(having.get((model, what), ())) / reviewed[model]
                    if reviewed.get(model)
                    else None
                ),
            }
            for what in values
            for model in models
        ]
    return out


#: dimension -> (each rated summary's value code, -1 where unlabelled; the values, by code)
StyleCodes = dict[str, tuple[np.ndarray, list[str]]]


def style_codes(dataset: Dataset, table: Columns) -> StyleCodes:
    """The writers' style labels per rated summary, looked up once (the by-style answers and
    the style buckets both count from them)."""
    _, _, story_of, _ = per_summary(table)
    participants = (table.summary_keys >> 32).tolist()
    looked = [
        dataset.style(participant, story)
        for participant, story in zip(participants, table.story_ids[story_of].tolist(), strict=True)
    ]
    out: StyleCodes = {}
    for dimension in STYLE_DIMENSIONS:
        where: dict[str, int] = {}
        codes = np.fromiter(
            (
                where.setdefault(v, len(where)) if (v := (st or {}).get(dimension)) else -1
                for st in looked
            ),
            dtype=np.int64,
            count=len(looked),
        )
        if where:
            out[dimension] = (codes, list(where))
    return out


def style_buckets(table: Columns, codes: StyleCodes) -> list[dict]:
    """Per story style (narrator, detailed subplot, timeline), value and model: each summary's
    mean over the questions it was answered on, then the mean of those, with the bucket's size
    in summaries and stories. "(all models)" pools the models."""
    models = table.models
    means, model_of, story_of, _ = per_summary(table)
    pair, pairs = first_met(pair_keys(table.summary_keys >> 32, story_of))
    n_pairs = max(len(pairs), 1)
    out: list[dict[str, Any]] = []
    for dimension in sorted(codes):
        code, values = codes[dimension]
        keep = code >= 0
        for pooled in (False, True):
            who = np.zeros(int(keep.sum()), dtype=np.int64) if pooled else model_of[keep]
            n_who = 1 if pooled else len(models)
            bucket = code[keep] * n_who + who
            size = len(values) * n_who
            counts = np.bincount(bucket, minlength=size)
            sums = np.bincount(bucket, weights=means[keep], minlength=size)
            distinct = np.unique(bucket * n_pairs + pair[keep]) // n_pairs
            stories = np.bincount(distinct, minlength=size)
            for v, value in enumerate(values):
                for w in range(n_who):
                    at = v * n_who + w
                    if counts[at]:
                        out.append(
                            {
                                "dimension": dimension,
                                "value": value,
                                "model": ALL_MODELS if pooled else models[w],
                                "summaries": int(counts[at]),
                                "stories": int(stories[at]),
                                "mean": float(sums[at] / counts[at]),
                            }
                        )
    order = {m: i for i, m in enumerate([*models, ALL_MODELS])}
    out.sort(key=lambda b: (b["dimension"], b["value"], order[b["model"]]))
    return out


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
