"""The study's numbers: ratings, refusals, span labels, rankings, tests, styles, correlations,
agreement. Everything lands in one JSON-ready dictionary (documented in report-format.md);
tables, plots and the HTML page are drawn from it, never computed again.

Refused (and failed) summaries are left out of every average and test and counted apart.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable
from statistics import fmean, median, stdev
from typing import Any

import numpy as np

from writerlens import __version__
from writerlens.domain import WriterLensError
from writerlens.review.questionnaire import SCALE, questionnaire_by_id
from writerlens.study.coordinator import paper_tables, stats
from writerlens.study.coordinator.claim_analysis import claims_report
from writerlens.study.coordinator.columns import Columns, columns
from writerlens.study.coordinator.dataset import STYLE_DIMENSIONS, Dataset, SpanRow, YesNoRow
from writerlens.study.coordinator.row_table import Table, groups, pair_keys, series_of
from writerlens.study.formats import today

REPORT_FORMAT = "writerlens-report"
REPORT_VERSION = 1
OK = "ok"


def analyse(dataset: Dataset, study_id: str | None = None) -> dict[str, Any]:
    models = dataset.models
    questions = _question_order(dataset.questions)
    usable = _is_ok(dataset, dataset.ratings.column("status"))  # a mask of the ratings
    report: dict[str, Any] = {
        "format": REPORT_FORMAT,
        "version": REPORT_VERSION,
        "app_version": __version__,
        "created": today(),
        "study_id": study_id,
        "counts": {
            "bundles": dataset.bundles,
            "participants": len(dataset.participants),
            "stories": len(dataset.stories),
            "summaries": len(dataset.summaries),
            "answers": len(dataset.ratings),
            "spans": len(dataset.spans),
            "rankings": len(dataset.rankings),
        },
        "models": models,
        "questions": questions,
        "instruments": {
            kind: [{"id": i, "version": v} for i, v in sorted(refs)]
            for kind, refs in sorted(dataset.instruments.items())
        },
        "notes": list(dataset.notes),
    }
    table = columns(dataset.ratings, usable, models, questions)
    del usable
    report["refusals"] = _refusals(dataset, models)
    report["ratings"] = _ratings(table)
    report["labels"] = _labels(dataset, models)
    report["ranking"] = _ranking(dataset, models)
    report["wilcoxon"] = _wilcoxon(table)
    codes = paper_tables.style_codes(dataset, table)
    report["by_style"] = _by_style(table, codes)
    report["correlations"] = _correlations(dataset, table)
    report["automatic"] = _automatic_by_model(dataset)
    report["agreement"] = _agreement(table) + yes_no_agreement(dataset.yes_no)
    report["claims"] = claims_report(dataset, models)
    report["paper"] = {
        "models_by_questions": paper_tables.models_by_questions(
            report["ratings"], models, questions
        ),
        "error_labels": paper_tables.error_labels(dataset, table),
        "style_buckets": paper_tables.style_buckets(table, codes),
        "judges": paper_tables.judge_table(report["correlations"]),
    }
    if not dataset.ratings:
        report["notes"].append("No answers were found in the imported bundles.")
    return report


def _is_ok(dataset: Dataset, status: np.ndarray) -> np.ndarray:
    """A mask of the rows whose summary's status is "ok"."""
    return status == dataset.codes.find(OK)


def _question_order(seen: list[str]) -> list[str]:
    """The shipped questionnaire's order for its questions, then any others as met."""
    try:
        known = list(questionnaire_by_id().question_ids)
    except WriterLensError:  # the shipped file is missing: keep the order the bundles had
        known = []
    return [q for q in known if q in seen] + [q for q in seen if q not in known]


# -- ratings ----------------------------------------------------------------------------------


def _refusals(dataset: Dataset, models: list[str]) -> list[dict[str, Any]]:
    find = dataset.codes.find
    model_of = dataset.summaries.column("model")
    statuses = Counter(
        zip(model_of.tolist(), dataset.summaries.column("status").tolist(), strict=True)
    )
    totals = Counter(model_of.tolist())
    ratings = dataset.ratings
    left_out = Counter(ratings.column("model")[~_is_ok(dataset, ratings.column("status"))].tolist())
    return [
        {
            "model": model,
            "summaries": totals[find(model)],
            "refused": statuses[(find(model), find("refused"))],
            "failed": statuses[(find(model), find("failed"))],
            "answers_left_out": left_out[find(model)],
        }
        for model in models
    ]


def _describe(values: list[int]) -> dict[str, Any]:
    counts = Counter(values)
    n = len(values)
    return {
        "n": n,
        "mean": fmean(values) if n else None,
        "sd": stdev(values) if n > 1 else None,
        "median": float(median(values)) if n else None,
        "counts": {str(level): counts.get(level, 0) for level in SCALE},
        "perfect_pct": 100.0 * counts.get(SCALE[-1], 0) / n if n else None,
    }


def _ratings(table: Columns) -> list[dict]:
    models, questions = table.models, table.questions
    cell = table.model.astype(np.int64) * len(questions) + table.question
    by_cell: dict[tuple[str, str], list[int]] = {}
    for key, rows in groups(cell):
        model, question = divmod(key, len(questions))
        by_cell[(models[model], questions[question])] = table.value[rows].astype(np.int64).tolist()
    return [
        {"model": model, "question": question, **_describe(by_cell.get((model, question), []))}
        for model in models
        for question in questions
    ]


# -- span labels ------------------------------------------------------------------------------


def _labels(dataset: Dataset, models: list[str]) -> dict[str, Any]:
    names = dataset.codes.values
    spans = dataset.spans
    by_label: Counter[tuple[str, str]] = Counter()
    by_attribute: Counter[tuple[str, str]] = Counter()
    per_model: Counter[str] = Counter()
    pairs = Counter(
        zip(spans.column("model").tolist(), spans.column("label").tolist(), strict=True)
    )
    for (model, label), n in pairs.items():
        row = SpanRow("", "", "", names[model], names[label])
        by_label[(row.model, row.label)] += n
        by_attribute[(row.model, row.attribute)] += n
        per_model[row.model] += n
    summaries = dataset.summaries
    keys = _summary_keys(summaries)
    judged = np.isin(keys, keys[np.unique(dataset.ratings.parent_rows())])
    del keys
    rated = judged & _is_ok(dataset, summaries.column("status"))
    reviewed = Counter(names[m] for m in summaries.column("model")[rated].tolist())
    return {
        "by_label": [
            {"model": m, "label": label, "count": n} for (m, label), n in sorted(by_label.items())
        ],
        "by_attribute": [
            {"model": m, "attribute": attribute, "count": n}
            for (m, attribute), n in sorted(by_attribute.items())
        ],
        "per_model": [
            {
                "model": m,
                "spans": per_model.get(m, 0),
                "reviewed_summaries": reviewed.get(m, 0),
                "spans_per_summary": (
                    per_model.get(m, 0) / reviewed[m] if reviewed.get(m) else None
                ),
            }
            for m in models
        ],
    }


def _summary_keys(rows: Table[Any]) -> np.ndarray:
    """Each row's summary as pair_key(participant, summary id)."""
    return pair_keys(rows.column("participant"), rows.column("summary"))


# -- ranking ----------------------------------------------------------------------------------


def _ranking(dataset: Dataset, models: list[str]) -> dict[str, Any]:
    above: Counter[tuple[str, str]] = Counter()
    both: Counter[tuple[str, str]] = Counter()
    first: Counter[str] = Counter()
    shown: Counter[str] = Counter()
    for ranking in dataset.rankings:
        order = list(dict.fromkeys(ranking.models))  # a model's best-placed summary counts
        if order:
            first[order[0]] += 1
        for model in order:
            shown[model] += 1
        for i, a in enumerate(order):
            for b in order[i + 1 :]:
                above[(a, b)] += 1
                both[(a, b)] += 1
                both[(b, a)] += 1
    # only pairs ranked together at least once: every consumer reads a missing pair as "never
    # ranked together", and a hostile study of thousands of models has millions of empty pairs
    place = {model: n for n, model in enumerate(models)}
    pairs = []
    for a, b in sorted((p for p in both if p[0] in place and p[1] in place),
                       key=lambda p: (place[p[0]], place[p[1]])):  # fmt: skip
        n = both.get((a, b), 0)
        k = above.get((a, b), 0)
        pairs.append(
            {"model": a, "other": b, "stories": n, "above": k, "pct": 100.0 * k / n if n else None}
        )
    return {
        "rankings": len(dataset.rankings),
        "pairs": pairs,
        "first_place": [
            {
                "model": m,
                "rankings": shown.get(m, 0),
                "first": first.get(m, 0),
                "pct": 100.0 * first.get(m, 0) / shown[m] if shown.get(m) else None,
            }
            for m in models
        ],
    }


# -- tests ------------------------------------------------------------------------------------


def _wilcoxon(table: Columns) -> list[dict]:
    """Each pair of models per question, paired by story (a story's answers from several
    writers are averaged first). A pair that no story has answers for both of has nothing to
    pair and no row: a study of thousands of models (a hostile bundle names 2,000 in 20 KB)
    would otherwise test millions of empty pairs (111 s) for a table nobody can read."""
    out = []
    for question in table.questions:
        means, counts = table.story_means(table.of_question(question))
        present = (counts > 0).astype(np.int64)
        shared = present.T @ present  # stories each pair of models has answers for
        for a, b in zip(*np.nonzero(np.triu(shared, k=1)), strict=True):
            a, b = int(a), int(b)
            both = (counts[:, a] > 0) & (counts[:, b] > 0)
            test = stats.wilcoxon(means[both, a], means[both, b])
            out.append(
                {
                    "question": question,
                    "model_a": table.models[a],
                    "model_b": table.models[b],
                    **test.as_json(),
                }
            )
    return out


# -- styles -----------------------------------------------------------------------------------


def _by_style(table: Columns, codes: paper_tables.StyleCodes) -> list[dict]:
    """Mean answer per style label, model and question, counted in numpy from each summary's
    style (hundreds of thousands of answers at scale)."""
    models, questions = table.models, table.questions
    out: list[dict[str, Any]] = []
    n_m, n_q = len(models), len(questions)
    for dimension in STYLE_DIMENSIONS:
        if dimension not in codes:
            continue
        code, values = codes[dimension]
        row_code = code[table.summary]
        keep = row_code >= 0
        cell = (row_code[keep] * n_m + table.model[keep]) * n_q + table.question[keep]
        size = len(values) * n_m * n_q
        counts = np.bincount(cell, minlength=size)
        sums = np.bincount(cell, weights=table.value[keep], minlength=size)
        for v, value in enumerate(values):
            for m, model in enumerate(models):
                for q, question in enumerate(questions):
                    at = (v * n_m + m) * n_q + q
                    if counts[at]:
                        out.append(
                            {
                                "dimension": dimension,
                                "value": value,
                                "model": model,
                                "question": question,
                                "n": int(counts[at]),
                                "mean": float(sums[at] / counts[at]),
                            }
                        )
    order = {q: i for i, q in enumerate(questions)}
    out.sort(key=lambda r: (r["dimension"], r["value"], r["model"], order.get(r["question"], 99)))
    return out


# -- correlations -----------------------------------------------------------------------------


#: The question a summary-level metric is meant to measure: it is correlated with that one only
#: (correlating it with every question would invite reading chance as findings).
METRIC_QUESTION = {"booookscore": "coherence", "boookscore": "coherence",
                   "probes_answered": "coverage"}  # fmt: skip


def pairing(kind: str, name: str, about: str | None, question: str) -> str | None:
    """Why a score is set against a question's answers (None: it is not)."""
    if about is not None:
        return "the judge answered the same question" if about == question else None
    meant = METRIC_QUESTION.get(name.split(":", 1)[0].lower())
    if meant is not None:
        return f"the metric is meant for {meant}" if meant == question else None
    return "exploratory: the metric is not meant for one question"


def _correlations(dataset: Dataset, table: Columns) -> list[dict]:
    """Answers against each automatic score of the same summary, paired explicitly (see
    :func:`pairing`); a summary scored twice by the same judge or metric counts with the mean
    of its scores."""
    scores = dataset.scores
    names = dataset.codes.values
    # each summary row's index in the answer columns, then each score's (by its summary's row)
    where = table.summary_at(_summary_keys(dataset.summaries))[scores.parent_rows()]
    values = scores.column("value")
    kind, name, about = scores.column("kind"), scores.column("name"), scores.column("question")
    which, firsts = series_of([kind, name, about])
    series = {}
    for rows, first in zip(_by_series(which), firsts.tolist(), strict=True):
        key = (names[kind[first]], names[name[first]], names[about[first]])
        series[key] = table.score_means(where[rows], values[rows])
    out = []
    for question in table.questions:
        mask = table.of_question(question)
        summary = table.summary[mask]
        answers = table.value[mask]
        for (kind_of, name_of, about_of), (score, present) in sorted(
            series.items(), key=_score_key
        ):
            why = pairing(kind_of, name_of, about_of, question)
            if why is None or question not in table.questions:
                continue
            scored = present[summary]
            result = stats.correlate(answers[scored], score[summary[scored]])
            out.append(
                {
                    "question": question,
                    "kind": kind_of,
                    "name": name_of,
                    "score_question": about_of,
                    "pairing": why,
                    **result.as_json(),
                }
            )
    return out


def _by_series(which: np.ndarray) -> list[np.ndarray]:
    """The rows of each series 0, 1, ..., in row order."""
    return [rows for _, rows in groups(which)]


def _score_key(item: tuple[tuple[str, str, str | None], Any]) -> tuple[str, str, str]:
    kind, name, about = item[0]
    return (kind, name, about or "")


# -- automatic scores per model ---------------------------------------------------------------


def _automatic_by_model(dataset: Dataset) -> list[dict]:
    """Each automatic score's mean per model, over the model's ok summaries; a summary scored
    twice by the same judge or metric counts once, with the mean of its scores (grouped in
    numpy: a large study has a million scores)."""
    summaries, scores, names = dataset.summaries, dataset.scores, dataset.codes.values
    ok = np.flatnonzero(_is_ok(dataset, summaries.column("status")))
    # a summary's key -> its last ok row (as a dictionary filled in row order keeps it)
    known, first = np.unique(_summary_keys(summaries)[ok][::-1], return_index=True)
    row_of = ok[::-1][first].astype(np.int32)
    del ok, first
    if not len(known):
        return []
    # each summary row's last ok row of the same key (-1: none), then each score's
    keys = _summary_keys(summaries)
    at = np.minimum(np.searchsorted(known, keys), len(known) - 1)
    match = np.where(known[at] == keys, row_of[at], -1).astype(np.int32)
    del keys, at
    summary = match[scores.parent_rows()]
    kept = np.flatnonzero(summary >= 0)
    if not len(kept):
        return []
    summary = summary[kept]
    model, kind = scores.column("model"), scores.column("kind")
    name, about = scores.column("name"), scores.column("question")
    which, firsts = series_of([model, kind, name, about], kept)
    firsts = kept[firsts]  # (rows of the whole table, for the texts)
    values = scores.column("value")[kept]
    out = []
    for (_, rows), row in zip(groups(which), firsts.tolist(), strict=True):
        # a summary's scores of one series: their mean first (summed in row order), then
        # the series' mean and sd over its summaries, in the order of their rows
        cells, inverse = np.unique(summary[rows], return_inverse=True)
        inverse = inverse.reshape(-1)
        means = np.bincount(inverse, weights=values[rows]) / np.bincount(inverse)
        owner = np.zeros(len(cells), dtype=np.int64)  # (bincount sums in order, as before)
        n = np.bincount(owner, minlength=1)
        total = np.bincount(owner, weights=means, minlength=1)
        mean = total / np.maximum(n, 1)
        squares = np.bincount(owner, weights=(means - mean[owner]) ** 2, minlength=1)
        out.append(
            {
                "model": names[model[row]],
                "kind": names[kind[row]],
                "name": names[name[row]],
                "score_question": names[about[row]],
                "n": int(n[0]),
                "mean": float(mean[0]),
                "sd": float(np.sqrt(squares[0] / (n[0] - 1))) if n[0] > 1 else None,
            }
        )
    out.sort(key=lambda r: (r["model"], r["kind"], r["name"], r["score_question"] or ""))
    return out


# -- agreement --------------------------------------------------------------------------------


def agreement(units: list[list[Any]], what: str, scale: str | None = None) -> dict[str, Any]:
    """Agreement among the people who judged the same items (units with 2+ values); the
    ordinal and interval alphas only for numbers (categories have no order or distance).
    ``scale`` says what the answers are: "1-4" (numbers), "yes/no" (two categories: the
    nominal alpha and Fleiss' kappa are the statistics) or "categories"; by default, found
    from the values."""
    shared = [u for u in units if len(u) >= 2]
    values = [v for u in units for v in u]
    numeric = all(isinstance(v, int | float) and not isinstance(v, bool) for v in values)
    if scale is None:
        scale = "1-4" if values and numeric else "categories"
    entry: dict[str, Any] = {
        "what": what,
        "scale": scale,
        "items": len(shared),
        "max_raters": max((len(u) for u in shared), default=0),
        "krippendorff_alpha_nominal": None,
        "krippendorff_alpha_ordinal": None,
        "krippendorff_alpha_interval": None,
        "fleiss_kappa": None,
        "note": "",
    }
    if not shared:
        entry["note"] = "no item was judged by more than one person"
        return entry
    for level in ("nominal", "ordinal", "interval") if scale == "1-4" else ("nominal",):
        entry[f"krippendorff_alpha_{level}"] = stats.krippendorff_alpha(shared, level)
    entry["fleiss_kappa"] = stats.fleiss_kappa(stats.category_table(shared))
    if entry["fleiss_kappa"] is None:
        entry["note"] = "every judgment was the same: agreement is not defined"
    return entry


def _agreement(table: Columns) -> list[dict]:
    """Per question, over the story-and-model items that more than one answer is about."""
    out = []
    for question in table.questions:
        mask = table.of_question(question)
        _, counts = table.story_means(mask)
        units: list[list[Any]] = []
        if (counts > 1).any():  # only then is it worth grouping the answers by person
            items: dict[tuple[int, int], dict[int, int]] = defaultdict(dict)
            for story, model, participant, value in zip(
                table.story[mask].tolist(),
                table.model[mask].tolist(),
                (table.summary_keys[table.summary[mask]] >> 32).tolist(),
                table.value[mask].astype(np.int64).tolist(),
                strict=True,
            ):
                items[(story, model)].setdefault(participant, value)
            units = [list(v.values()) for v in items.values() if len(v) > 1]
        out.append(agreement(units, question, "1-4"))
    return out


def yes_no_agreement(rows: Iterable[YesNoRow]) -> list[dict]:
    """Per yes/no question (bundle format 3), over the items several people answered it for:
    a summary's question per story and model, a review's question per story. Two categories
    without order: Krippendorff's nominal alpha and Fleiss' kappa."""
    items: dict[str, dict[tuple[str, str | None], dict[str, str]]] = {}
    for row in rows:
        unit = items.setdefault(row.question, {}).setdefault((row.story, row.model), {})
        unit.setdefault(row.participant, "yes" if row.value else "no")
    return [
        agreement([list(u.values()) for u in units.values()], question, "yes/no")
        for question, units in items.items()
    ]
