"""The study's numbers: ratings, refusals, span labels, rankings, tests, styles, correlations,
agreement. Everything lands in one JSON-ready dictionary (documented in report-format.md);
tables, plots and the HTML page are drawn from it, never computed again.

Refused (and failed) summaries are left out of every average and test and counted apart.
"""

from __future__ import annotations

from collections import Counter
from statistics import fmean, median, stdev
from typing import Any

import numpy as np

from writerlens import __version__
from writerlens.domain import WriterLensError
from writerlens.review.questionnaire import SCALE, questionnaire_by_id
from writerlens.study.coordinator import paper_tables, stats
from writerlens.study.coordinator.claim_analysis import claims_report
from writerlens.study.coordinator.columns import Columns, columns
from writerlens.study.coordinator.dataset import STYLE_DIMENSIONS, Dataset, SpanRow
from writerlens.study.formats import today

REPORT_FORMAT = "writerlens-report"
REPORT_VERSION = 1
OK = "ok"


def analyse(dataset: Dataset, study_id: str | None = None) -> dict[str, Any]:
    """The report's numbers, asked of the rows spooled to disk (``dataset.store``): aggregates
    by SQL, and only a question's or a series' columns at a time in memory."""
    store = dataset.store
    models = dataset.models
    questions = _question_order(dataset.questions)
    report: dict[str, Any] = {
        "format": REPORT_FORMAT,
        "version": REPORT_VERSION,
        "app_version": __version__,
        "created": today(),
        "study_id": study_id,
        "counts": {
            "bundles": dataset.bundles,
            "participants": len(dataset.participants),
            "stories": store.value("SELECT COUNT(DISTINCT story) FROM summaries"),
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
    table = columns(dataset, models, questions)
    report["refusals"] = _refusals(dataset, models)
    report["ratings"] = _ratings(dataset, table)
    report["labels"] = _labels(dataset, models)
    report["ranking"] = _ranking(dataset, models)
    report["wilcoxon"] = _wilcoxon(dataset, table)
    report["by_style"] = _by_style(dataset, table)
    report["correlations"] = _correlations(dataset, table)
    report["automatic"] = _automatic_by_model(dataset)
    report["agreement"] = _agreement(dataset, table) + yes_no_agreement(dataset)
    report["claims"] = claims_report(dataset, models)
    report["paper"] = {
        "models_by_questions": paper_tables.models_by_questions(
            report["ratings"], models, questions
        ),
        "error_labels": paper_tables.error_labels(dataset, table),
        "style_buckets": paper_tables.style_buckets(dataset, table),
        "judges": paper_tables.judge_table(report["correlations"]),
    }
    if not dataset.ratings:
        report["notes"].append("No answers were found in the imported bundles.")
    return report


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
    statuses: Counter[tuple[int, int]] = Counter()
    totals: Counter[int] = Counter()
    for model, status, n in dataset.store.query(
        "SELECT model, status, COUNT(*) FROM summaries GROUP BY model, status"
    ):
        statuses[(model, status)] += n
        totals[model] += n
    left_out = Counter(
        dict(
            dataset.store.query(
                "SELECT model, COUNT(*) FROM ratings WHERE status != ? GROUP BY model", find(OK)
            ).fetchall()
        )
    )
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


def _ratings(dataset: Dataset, table: Columns) -> list[dict]:
    """Counted per level by SQL: the answers are whole numbers from 1 to 4, so a cell's mean,
    sd and median are those of its answers in any order (``statistics`` sums them exactly)."""
    models, questions, names = table.models, table.questions, dataset.codes.values
    by_cell: dict[tuple[str, str], list[int]] = {}
    for model, question, value, n in dataset.store.query(
        "SELECT model, question, value, COUNT(*) FROM ratings WHERE status = ?"
        " GROUP BY model, question, value ORDER BY model, question, value",
        table.ok,
    ):
        by_cell.setdefault((names[model], names[question]), []).extend([value] * n)
    return [
        {"model": model, "question": question, **_describe(by_cell.get((model, question), []))}
        for model in models
        for question in questions
    ]


# -- span labels ------------------------------------------------------------------------------


def _labels(dataset: Dataset, models: list[str]) -> dict[str, Any]:
    names = dataset.codes.values
    by_label: Counter[tuple[str, str]] = Counter()
    by_attribute: Counter[tuple[str, str]] = Counter()
    per_model: Counter[str] = Counter()
    pairs = dataset.store.query("SELECT model, label, COUNT(*) FROM spans GROUP BY model, label")
    for model, label, n in pairs:
        row = SpanRow("", "", "", names[model], names[label])
        by_label[(row.model, row.label)] += n
        by_attribute[(row.model, row.attribute)] += n
        per_model[row.model] += n
    reviewed: Counter[str] = Counter()
    for model, n in dataset.store.query(_REVIEWED, dataset.codes.find(OK)):
        reviewed[names[model]] += n
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


#: The ok summary rows of a summary (participant, id) that has answers, per model.
_REVIEWED = """
SELECT model, COUNT(*) FROM summaries WHERE status = ? AND key IN (SELECT key FROM ratings)
GROUP BY model
"""


# -- ranking ----------------------------------------------------------------------------------


def _ranking(dataset: Dataset, models: list[str]) -> dict[str, Any]:
    above: Counter[tuple[str, str]] = Counter()
    both: Counter[tuple[str, str]] = Counter()
    first: Counter[str] = Counter()
    shown: Counter[str] = Counter()
    names = dataset.codes.values
    for ranked, count in dataset.store.query(
        "SELECT models, COUNT(*) FROM rankings GROUP BY models ORDER BY MIN(rowid)"
    ):
        order = list(dict.fromkeys(names[ranked]))  # a model's best-placed summary counts
        if order:
            first[order[0]] += count
        for model in order:
            shown[model] += count
        for i, a in enumerate(order):
            for b in order[i + 1 :]:
                above[(a, b)] += count
                both[(a, b)] += count
                both[(b, a)] += count
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


def _wilcoxon(dataset: Dataset, table: Columns) -> list[dict]:
    """Each pair of models per question, paired by story (a story's answers from several
    writers are averaged first). A pair that no story has answers for both of has nothing to
    pair and no row: a study of thousands of models (a hostile bundle names 2,000 in 20 KB)
    would otherwise test millions of empty pairs (111 s) for a table nobody can read."""
    store = dataset.store
    out = []
    for question in table.questions:
        q = dataset.codes.find(question)
        for a, b in store.query(_PAIRED_MODELS, q).fetchall():
            means = store.numbers(_PAIRED_MEANS, b, q, a, width=2)
            test = stats.wilcoxon(
                np.ascontiguousarray(means[:, 0]), np.ascontiguousarray(means[:, 1])
            )
            del means
            out.append(
                {
                    "question": question,
                    "model_a": table.models[a],
                    "model_b": table.models[b],
                    **test.as_json(),
                }
            )
    return out


#: The pairs of models (in the report's order) that some story has answers for both of.
_PAIRED_MODELS = """
SELECT a.model, b.model FROM story_means a JOIN story_means b
ON b.question = a.question AND b.story = a.story AND b.model > a.model
WHERE a.question = ? GROUP BY a.model, b.model ORDER BY a.model, b.model
"""
#: Two models' mean answers to a question, story by story (in the stories' order).
_PAIRED_MEANS = """
SELECT a.mean, b.mean FROM story_means a JOIN story_means b
ON b.question = a.question AND b.model = ? AND b.story = a.story
WHERE a.question = ? AND a.model = ? ORDER BY a.story
"""


# -- styles -----------------------------------------------------------------------------------


def _by_style(dataset: Dataset, table: Columns) -> list[dict]:
    """Mean answer per style label, model and question, summed by SQL per set of style labels
    (a story's labels are those its writer gave; whole-number answers: exact sums)."""
    models, questions, names = table.models, table.questions, dataset.codes.values
    cells: dict[tuple[str, str, int, int], list[int]] = {}
    for labels, code_m, code_q, n, total in dataset.store.query(_BY_STYLE, table.ok):
        model, question = table.model_at[code_m], table.question_at[code_q]
        style = dict(names[labels])
        for dimension in STYLE_DIMENSIONS:
            value = style.get(dimension)
            if value:
                cell = cells.setdefault((dimension, value, model, question), [0, 0])
                cell[0] += n
                cell[1] += total
    out = [
        {
            "dimension": dimension,
            "value": value,
            "model": models[model],
            "question": questions[question],
            "n": n,
            "mean": float(total / n),
        }
        for (dimension, value, model, question), (n, total) in cells.items()
    ]
    order = {q: i for i, q in enumerate(questions)}
    out.sort(key=lambda r: (r["dimension"], r["value"], r["model"], order.get(r["question"], 99)))
    return out


#: Each rated summary's story labels (its writer's, for the story of its answers): the answers
#: counted and summed per set of labels, model and question.
_BY_STYLE = """
SELECT st.labels, r.model, r.question, COUNT(*), SUM(r.value) FROM ratings r
JOIN per_summary p ON p.key = r.key
JOIN styles st ON st.participant = p.participant AND st.story = p.story
WHERE r.status = ? GROUP BY st.labels, r.model, r.question
"""


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
    of its scores (each series' means kept in the spool, one question's answers in memory)."""
    store, names = dataset.store, dataset.codes.values
    found = store.query(
        "SELECT kind, name, question FROM scores GROUP BY kind, name, question ORDER BY MIN(rowid)"
    ).fetchall()
    series = sorted(
        (((names[k], names[n], names[q]), (k, n, q)) for k, n, q in found), key=_score_key
    )
    _series_means(dataset, [codes for _, codes in series])
    out = []
    for question in table.questions:
        q = dataset.codes.find(question)
        for at, ((kind_of, name_of, about_of), _codes) in enumerate(series):
            why = pairing(kind_of, name_of, about_of, question)
            if why is None:
                continue
            pairs = store.numbers(_SCORED_ANSWERS, at, table.ok, q, width=2)
            result = stats.correlate(
                np.ascontiguousarray(pairs[:, 0]), np.ascontiguousarray(pairs[:, 1])
            )
            del pairs
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


def _series_means(dataset: Dataset, series: list[tuple[int, int, int]]) -> None:
    """``series_means``: per series (its place in ``series``) and rated summary, the mean of
    the summary's scores (summed in the order they were read)."""
    store = dataset.store
    store.script(
        "DROP TABLE IF EXISTS series_means;"
        "CREATE TABLE series_means(series INT, key INT, mean REAL,"
        " PRIMARY KEY(series, key)) WITHOUT ROWID"
    )
    for at, (kind, name, about) in enumerate(series):
        got = store.numbers(_RATED_SCORES, kind, name, about, width=2)
        where = got[:, 0].astype(np.int64)
        sums = np.bincount(where, weights=got[:, 1])
        counts = np.bincount(where)
        del got, where
        present = np.flatnonzero(counts)
        means = sums[present] / counts[present]
        store.db.executemany(
            "INSERT INTO series_means VALUES (?, ?, ?)",
            zip([at] * len(present), present.tolist(), means.tolist(), strict=True),
        )


#: A series' scores of rated summaries: the summary (its key), the score.
_RATED_SCORES = """
SELECT key, value FROM scores WHERE kind = ? AND name = ? AND question = ?
AND key IN (SELECT key FROM rated) ORDER BY rowid
"""
#: A question's answers of the summaries a series scored, and that score, in answer order.
_SCORED_ANSWERS = """
SELECT r.value, m.mean FROM ratings r JOIN series_means m ON m.series = ? AND m.key = r.key
WHERE r.status = ? AND r.question = ? ORDER BY r.rowid
"""


def _score_key(item: tuple[tuple[str, str, str | None], Any]) -> tuple[str, str, str]:
    kind, name, about = item[0]
    return (kind, name, about or "")


# -- automatic scores per model ---------------------------------------------------------------


def _automatic_by_model(dataset: Dataset) -> list[dict]:
    """Each automatic score's mean per model, over the model's ok summaries; a summary scored
    twice by the same judge or metric counts once, with the mean of its scores (a series'
    scores read as two columns at a time: a large study has a million scores)."""
    store, names = dataset.store, dataset.codes.values
    store.script(
        "DROP TABLE IF EXISTS last_ok;"
        "CREATE TABLE last_ok(key INTEGER PRIMARY KEY, row INT);"
        "INSERT INTO last_ok SELECT key, MAX(row) FROM summaries"
        f" WHERE status = {int(dataset.codes.find(OK))} GROUP BY key"
    )
    found = store.query(_OK_SERIES).fetchall()
    out = []
    for model, kind, name, about in found:
        # a summary's scores of one series: their mean first (summed in row order), then
        # the series' mean and sd over its summaries, in the order of their (last ok) rows
        got = store.numbers(_OK_SCORES, model, kind, name, about, width=2)
        summary, values = got[:, 0].astype(np.int64), np.ascontiguousarray(got[:, 1])
        del got
        cells, inverse = np.unique(summary, return_inverse=True)
        inverse = inverse.reshape(-1)
        means = np.bincount(inverse, weights=values) / np.bincount(inverse)
        owner = np.zeros(len(cells), dtype=np.int64)  # (bincount sums in order, as before)
        n = np.bincount(owner, minlength=1)
        total = np.bincount(owner, weights=means, minlength=1)
        mean = total / np.maximum(n, 1)
        squares = np.bincount(owner, weights=(means - mean[owner]) ** 2, minlength=1)
        out.append(
            {
                "model": names[model],
                "kind": names[kind],
                "name": names[name],
                "score_question": names[about],
                "n": int(n[0]),
                "mean": float(mean[0]),
                "sd": float(np.sqrt(squares[0] / (n[0] - 1))) if n[0] > 1 else None,
            }
        )
    out.sort(key=lambda r: (r["model"], r["kind"], r["name"], r["score_question"] or ""))
    return out


#: The series (the scored summary's model, kind, name, question) of the scores of summaries
#: that have an ok row, in the order they were first met.
_OK_SERIES = """
SELECT c.model, c.kind, c.name, c.question FROM scores c JOIN last_ok l ON l.key = c.key
GROUP BY c.model, c.kind, c.name, c.question ORDER BY MIN(c.rowid)
"""
#: A series' scores: the last ok row of the scored summary, the score, in row order.
_OK_SCORES = """
SELECT l.row, c.value FROM scores c JOIN last_ok l ON l.key = c.key
WHERE c.model = ? AND c.kind = ? AND c.name = ? AND c.question = ? ORDER BY c.rowid
"""


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


def _agreement(dataset: Dataset, table: Columns) -> list[dict]:
    """Per question, over the story-and-model items that more than one answer is about."""
    store = dataset.store
    out = []
    for question in table.questions:
        q = dataset.codes.find(question)
        units: list[list[Any]] = []
        # only where some item has two answers is it worth grouping the answers by person
        if store.value("SELECT 1 FROM story_means WHERE question = ? AND n > 1 LIMIT 1", q):
            shared = _SHARED.format(table="ratings", where="status = ? AND question = ?")
            units = _shared_units(store.query(shared, table.ok, q))
        out.append(agreement(units, question, "1-4"))
    return out


def yes_no_agreement(dataset: Dataset) -> list[dict]:
    """Per yes/no question (bundle format 3), over the items several people answered it for:
    a summary's question per story and model, a review's question per story. Two categories
    without order: Krippendorff's nominal alpha and Fleiss' kappa."""
    store = dataset.store
    questions = store.query(
        "SELECT question FROM yes_no GROUP BY question ORDER BY MIN(rowid)"
    ).fetchall()
    return [
        agreement(
            [
                ["yes" if value else "no" for value in unit]
                for unit in _shared_units(
                    store.query(_SHARED.format(table="yes_no", where="question = ?"), question)
                )
            ],
            dataset.codes.values[question],
            "yes/no",
        )
        for (question,) in questions
    ]


#: A question's items (a story and a model) that two or more people answered: each person's
#: first answer, item by item in the order the items were first answered, people in the order
#: they first answered the item.
_SHARED = """
WITH firsts AS (SELECT story, model, participant, value, MIN(rowid) AS at FROM {table}
                WHERE {where} GROUP BY story, model, participant),
     items AS (SELECT story, model, MIN(at) AS item FROM firsts
               GROUP BY story, model HAVING COUNT(*) > 1)
SELECT i.item, f.value FROM firsts f JOIN items i ON i.story = f.story AND i.model = f.model
ORDER BY i.item, f.at
"""


def _shared_units(rows: Any) -> list[list[Any]]:
    units: list[list[Any]] = []
    current = None
    for item, value in rows:
        if item != current:
            units.append([])
            current = item
        units[-1].append(value)
    return units
