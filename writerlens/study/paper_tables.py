"""The study's numbers in the shapes papers print them (Reading Subtext's tables): models x
questions with the mean and the share of top answers side by side and an average column;
error labels per model with the share of summaries that have one; story-style buckets.

Computed from the same rows as the rest of the report (refused and failed summaries left out).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from statistics import fmean
from typing import Any

from writerlens.study.columns import Columns, per_summary
from writerlens.study.dataset import Dataset

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


def error_labels(dataset: Dataset, table: Columns) -> dict[str, Any]:
    """Per model and label (and attribute): how many passages, and the share of the model's
    reviewed summaries with at least one. Without any highlighted passage in any bundle the
    table says "no highlight data" instead of zeros."""
    models = table.models
    ok = {(s.participant, s.summary): s.model for s in dataset.summaries if s.status == OK}
    _, model_of, _, _ = per_summary(table)
    reviewed: Counter[str] = Counter(models[m] for m in model_of.tolist())
    for key in {(s.participant, s.summary) for s in dataset.spans}:
        if key in ok and key not in table.summary_index:  # highlighted, no answers
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
                    if summaries.get(model)
                    else None
                ),
            }
            for what in values
            for model in models
        ]
    return out


def style_buckets(dataset: Dataset, table: Columns) -> list[dict]:
    """Per story style (narrator, detailed subplot, timeline), value and model: each summary's
    mean over the questions it was answered on, then the mean of those, with the bucket's size
    in summaries and stories. "(all models)" pools the models."""
    models = table.models
    means, model_of, story_of, _ = per_summary(table)
    sums: dict[tuple[str, str, str], float] = defaultdict(float)
    sizes: Counter[tuple[str, str, str]] = Counter()
    stories: dict[tuple[str, str, str], set[tuple[str, str]]] = defaultdict(set)
    styles = dataset.styles
    story_ids = table.story_ids
    for (participant, _summary), mean, m, s in zip(
        table.summary_index, means.tolist(), model_of.tolist(), story_of.tolist(), strict=True
    ):
        where = (participant, story_ids[s])
        style = styles.get(where)
        if not style:
            continue
        for dimension, value in style.items():
            for who in (models[m], ALL_MODELS):
                bucket = (dimension, value, who)
                sums[bucket] += mean
                sizes[bucket] += 1
                stories[bucket].add(where)
    order = {m: i for i, m in enumerate([*models, ALL_MODELS])}
    return [
        {
            "dimension": dimension,
            "value": value,
            "model": model,
            "summaries": sizes[(dimension, value, model)],
            "stories": len(stories[(dimension, value, model)]),
            "mean": sums[(dimension, value, model)] / sizes[(dimension, value, model)],
        }
        for (dimension, value, model) in sorted(sizes, key=lambda b: (b[0], b[1], order[b[2]]))
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
