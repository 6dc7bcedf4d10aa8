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
    report["wilcoxon"], several = _wilcoxon(dataset, table)
    report["by_style"] = _by_style(dataset, table)
    report["correlations"] = _correlations(dataset, table)
    report["automatic"] = _automatic_by_model(dataset, table)
    report["agreement"] = _agreement(dataset, table, several) + yes_no_agreement(dataset)
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
    statuses, left_out = dataset.tallies.statuses, dataset.tallies.left_out
    totals: Counter[int] = Counter()
    for (model, _status), n in statuses.items():
        totals[model] += n
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
    """Counted per level as the bundles were read: the answers are whole numbers from 1 to 4,
    so a cell's mean, sd and median are those of its answers in any order (``statistics``
    sums them exactly)."""
    models, questions, names = table.models, table.questions, dataset.codes.values
    levels: dict[tuple[str, str], list[tuple[int, int]]] = {}
    for (model, question, value), n in sorted(dataset.tallies.answers.items()):
        levels.setdefault((names[model], names[question]), []).append((value, n))

    def answers(cell: tuple[str, str]) -> list[int]:
        """A cell's answers (made when it is described: one cell's at a time)."""
        return [value for value, n in levels.get(cell, []) for _ in range(n)]

    return [
        {"model": model, "question": question, **_describe(answers((model, question)))}
        for model in models
        for question in questions
    ]


# -- span labels ------------------------------------------------------------------------------


def _labels(dataset: Dataset, models: list[str]) -> dict[str, Any]:
    names = dataset.codes.values
    by_label: Counter[tuple[str, str]] = Counter()
    by_attribute: Counter[tuple[str, str]] = Counter()
    per_model: Counter[str] = Counter()
    for (model, label), n in dataset.tallies.spans.items():
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
SELECT model, COUNT(*) FROM summaries
WHERE status = ? AND key IN (SELECT key FROM summaries WHERE answered)
GROUP BY model
"""


# -- ranking ----------------------------------------------------------------------------------


def _ranking(dataset: Dataset, models: list[str]) -> dict[str, Any]:
    above: Counter[tuple[str, str]] = Counter()
    both: Counter[tuple[str, str]] = Counter()
    first: Counter[str] = Counter()
    shown: Counter[str] = Counter()
    names = dataset.codes.values
    for ranked, count in dataset.tallies.rankings.items():
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


def _wilcoxon(dataset: Dataset, table: Columns) -> tuple[list[dict], set[str]]:
    """Each pair of models per question, paired by story (a story's answers from several
    writers are averaged first). A pair that no story has answers for both of has nothing to
    pair and no row: a study of thousands of models (a hostile bundle names 2,000 in 20 KB)
    would otherwise test millions of empty pairs (111 s) for a table nobody can read.

    Also: the questions where some story and model have answers of several people (only
    those are worth grouping by person for agreement)."""
    out = []
    several = set()
    for question in table.questions:
        means, counts = story_means(dataset, table, dataset.codes.find(question))
        if (counts > 1).any():
            several.add(question)
        present = (counts > 0).astype(np.int32)
        shared = present.T @ present  # stories each pair of models has answers for
        del present
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
    return out, several


def story_means(dataset: Dataset, table: Columns, question: int) -> tuple[np.ndarray, np.ndarray]:
    """story x model mean answers to a question (its code), stories in their order, and how
    many answers each mean has: a few numbers per story, of the one question (the answers,
    whole numbers, summed exactly as they are read)."""
    size = table.stories * len(table.models)
    sums = np.zeros(size, dtype=np.int64)
    counts = np.zeros(size, dtype=np.int32)
    for story, model, value in dataset.ratings.where(
        "story model value", question=question, status=table.ok
    ):
        cell = table.story_at[story].astype(np.int64) * len(table.models)
        cell += table.model_index(model)
        np.add.at(sums, cell, value)
        np.add.at(counts, cell, 1)
    means = sums / np.where(counts > 0, counts, 1)
    del sums
    shape = (table.stories, len(table.models))
    return means.reshape(shape), counts.reshape(shape)


# -- styles -----------------------------------------------------------------------------------


def _by_style(dataset: Dataset, table: Columns) -> list[dict]:
    """Mean answer per style label, model and question: the usable answers counted and summed
    per set of style labels (of the summary's story, as its writer gave them), model and
    question as they are read (whole-number answers: exact sums)."""
    models, questions, names = table.models, table.questions, dataset.codes.values
    store = dataset.store
    # each rated summary's set of labels (its place among the sets met; -1: none), by its key
    labelled = np.full(len(table.rated), -1, dtype=np.int64)
    sets: dict[int, int] = {}
    for key, labels in store.chunks(_SUMMARY_LABELS, columns="i8 i8"):
        labelled[key] = [sets.setdefault(code, len(sets)) for code in labels.tolist()]
    n_m, n_q = len(models), len(questions)
    size = len(sets) * n_m * n_q
    counts = np.zeros(size, dtype=np.int64)
    sums = np.zeros(size, dtype=np.int64)
    questions_at = np.zeros(max(table.question_at, default=0) + 1, dtype=np.int64)
    for code, at in table.question_at.items():
        questions_at[code] = at
    for keys, model_codes, question_codes, answers in dataset.ratings.where(
        "key model question value", status=table.ok
    ):
        set_of = labelled[keys]
        keep = set_of >= 0
        cell = (set_of[keep] * n_m + table.model_index(model_codes[keep])) * n_q
        cell += questions_at[question_codes[keep]]
        np.add.at(counts, cell, 1)
        np.add.at(sums, cell, answers[keep])
    cells: dict[tuple[str, str, int, int], list[int]] = {}
    set_codes = list(sets)
    for at in np.flatnonzero(counts).tolist():
        labels_at, rest = divmod(at, n_m * n_q)
        model, question = divmod(rest, n_q)
        n, total = int(counts[at]), int(sums[at])
        style = dict(names[set_codes[labels_at]])
        for dimension in STYLE_DIMENSIONS:
            value = style.get(dimension)
            if value:
                cell = cells.setdefault((dimension, value, model, question), [0, 0])
                cell[0] += n
                cell[1] += total
    out: list[dict[str, Any]] = [
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


#: Each rated summary's story labels (its writer's, for the story of its answers).
_SUMMARY_LABELS = """
SELECT p.key, st.labels FROM per_summary p
JOIN styles st ON st.participant = p.participant AND st.story = p.story
"""
#: The usable answers: the summary's key, model, question, answer.


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
    of its scores. One series' means (a number per summary) and one question's answers are
    in memory at a time."""
    names = dataset.codes.values
    series = sorted(((names[c], c) for c in dataset.tallies.series), key=_score_key)
    found: dict[tuple[str, int], dict[str, Any]] = {}
    for at, ((kind_of, name_of, about_of), code) in enumerate(series):
        paired = [
            (question, why)
            for question in table.questions
            if (why := pairing(kind_of, name_of, about_of, question)) is not None
        ]
        if not paired:
            continue
        score, present = _series_means(dataset, table, code)
        for number, (question, why) in enumerate(paired, 1):
            q = dataset.codes.find(question)
            # the question's answers of scored summaries, in order, and the summaries' scores
            usable = {"question": q, "status": table.ok}
            size = sum(len(key) for (key,) in dataset.ratings.where("key", **usable))
            answers, scores = np.empty(size), np.empty(size)
            filled = 0
            for key, value in dataset.ratings.where("key value", **usable):
                scored = present[key]
                end = filled + int(scored.sum())
                answers[filled:end] = value[scored]
                scores[filled:end] = score[key[scored]]
                filled = end
            if number == len(paired):  # (the series' means let go before the statistics run)
                del score, present
            result = stats.correlate(answers[:filled], scores[:filled])
            del answers, scores
            found[(question, at)] = {
                "question": question,
                "kind": kind_of,
                "name": name_of,
                "score_question": about_of,
                "pairing": why,
                **result.as_json(),
            }
    return [
        found[(question, at)]
        for question in table.questions
        for at in range(len(series))
        if (question, at) in found
    ]


def _series_means(dataset: Dataset, table: Columns, series: int) -> tuple[np.ndarray, np.ndarray]:
    """Per summary (by its key), the mean of its scores of a series (summed in the order they
    were read) and whether it has one: of the summaries with usable answers only."""
    sums = np.zeros(len(table.rated))
    counts = np.zeros(len(table.rated), dtype=np.int32)
    for key, value in dataset.scores.where("key value", series=series):
        keep = table.rated[key]
        np.add.at(sums, key[keep], value[keep])  # (one by one, in the order read)
        np.add.at(counts, key[keep], 1)
    present = counts > 0
    np.divide(sums, counts, out=sums, where=present)
    return sums, present


def _score_key(item: tuple[tuple[str, str, str | None], Any]) -> tuple[str, str, str]:
    kind, name, about = item[0]
    return (kind, name, about or "")


# -- automatic scores per model ---------------------------------------------------------------


def _automatic_by_model(dataset: Dataset, table: Columns) -> list[dict]:
    """Each automatic score's mean per model, over the model's ok summaries; a summary scored
    twice by the same judge or metric counts once, with the mean of its scores (a series'
    scores of one model read at a time: a large study has a million scores)."""
    store, names = dataset.store, dataset.codes.values
    # each summary's last ok row (-1: none), by its key
    last_ok = np.full(len(table.rated), -1, dtype=np.int64)
    for key, row in store.chunks(
        "SELECT key, row FROM summaries WHERE status = ?", table.ok, columns="i8 i8"
    ):
        np.maximum.at(last_ok, key, row)
    found = list(dataset.tallies.series_models)
    out = []
    for series, model in found:
        kind, name, about = names[series]
        # a summary's scores of one series: their mean first (summed in row order), then
        # the series' mean and sd over its summaries, in the order of their (last ok) rows
        rows, scores = [], []
        for key, value in dataset.scores.where("key value", series=series, model=model):
            summary = last_ok[key]
            kept = summary >= 0
            rows.append(summary[kept])
            scores.append(value[kept])
        if not rows:
            continue
        summary, values = np.concatenate(rows), np.concatenate(scores)
        del rows, scores
        if not len(summary):
            continue
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
                "kind": kind,
                "name": name,
                "score_question": about,
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


def _agreement(dataset: Dataset, table: Columns, several: set[str]) -> list[dict]:
    """Per question, over the story-and-model items that more than one answer is about
    (``several``: the questions that have such items)."""
    store = dataset.store
    out = []
    for question in table.questions:
        q = dataset.codes.find(question)
        units: list[list[Any]] = []
        # only where some item has two answers is it worth grouping the answers by person
        if question in several:
            _usable_answers(dataset, q, table.ok)
            units = _shared_units(store.query(_SHARED_ANSWERS))
        out.append(agreement(units, question, "1-4"))
    return out


#: A question's usable answers, copied from the answers' records (``RecordTable``) for SQL to
#: group (one question's at a time: the spool's page cache bounds the memory it takes).
_USABLE_ANSWERS = """CREATE TEMP TABLE IF NOT EXISTS usable_answers(
    seq INTEGER PRIMARY KEY, story INT, model INT, participant INT, value INT)"""


def _usable_answers(dataset: Dataset, question: int, ok: int) -> None:
    db = dataset.store.db
    db.execute(_USABLE_ANSWERS)
    db.execute("DELETE FROM usable_answers")
    for chunk in dataset.ratings.where(
        "seq story model participant value", question=question, status=ok
    ):
        rows = zip(*(c.tolist() for c in chunk), strict=True)
        db.executemany("INSERT INTO usable_answers VALUES (?, ?, ?, ?, ?)", rows)


def yes_no_agreement(dataset: Dataset) -> list[dict]:
    """Per yes/no question (bundle format 3), over the items several people answered it for:
    a summary's question per story and model, a review's question per story. Two categories
    without order: Krippendorff's nominal alpha and Fleiss' kappa."""
    store = dataset.store
    yes_no_units = _SHARED.format(table="yes_no", row="rowid", where="question = ?")
    questions = store.query(
        "SELECT question FROM yes_no GROUP BY question ORDER BY MIN(rowid)"
    ).fetchall()
    return [
        agreement(
            [
                ["yes" if value else "no" for value in unit]
                for unit in _shared_units(store.query(yes_no_units, question))
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
WITH firsts AS (SELECT story, model, participant, value, MIN({row}) AS at FROM {table}
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


_SHARED_ANSWERS = _SHARED.format(table="usable_answers", row="seq", where="1")
