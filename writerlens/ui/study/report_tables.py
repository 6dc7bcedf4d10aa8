"""The report's numbers arranged as the Study window's tables, one tab per section.

Built from the very dictionary that ``report.json`` holds
(``writerlens.study.coordinator.analysis``): nothing is computed again here, only laid out (the
label counts and the ranking pairs as model-by-model grids, which read more easily than long lists).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from writerlens.study.coordinator import report_tables as defs
from writerlens.ui.plural import plural
from writerlens.ui.study.report_words import ReportWordsFor
from writerlens.ui.tr_context import TrContext

#: How a column's values are shown: text, whole numbers, means, percentages, p-values,
#: coefficients (r, ρ, α, κ).
KINDS = ("text", "count", "mean", "pct", "p", "coef")


StudyTablesText = TrContext("StudyTablesText")


@dataclass(frozen=True)
class Column:
    header: str
    kind: str = "text"
    tip: str = ""
    #: how a value (an id: ``coverage.vague``) is shown (its name); the cell keeps the value
    shown: Callable[[Any], Any] | None = None


@dataclass(frozen=True)
class Table:
    key: str
    title: str
    columns: tuple[Column, ...]
    rows: list[list[Any]]
    #: (row, column) -> a tooltip for that cell
    tips: dict[tuple[int, int], str] = field(default_factory=dict)
    empty: str = ""


@dataclass(frozen=True)
class Tab:
    key: str
    title: str
    tables: tuple[Table, ...]


def tabs(report: dict[str, Any]) -> list[Tab]:
    from writerlens.ui.study.paper_tables import paper_tables

    paper = (
        [Tab("paper", StudyTablesText.tr("Paper tables"), paper_tables(report))]
        if "paper" in report
        else []
    )
    return [
        *paper,
        Tab("answers", StudyTablesText.tr("Answers"), (_ratings(report), _refusals(report))),
        Tab("labels", StudyTablesText.tr("Error labels"), _labels(report)),
        Tab(
            "ranking",
            StudyTablesText.tr("Ranking"),
            (_ranking_matrix(report), _first_place(report)),
        ),
        Tab("wilcoxon", StudyTablesText.tr("Model differences"), (_wilcoxon(report),)),
        Tab("by_style", StudyTablesText.tr("By story style"), (_by_style(report),)),
        Tab("correlations", StudyTablesText.tr("Automatic scores"), (_correlations(report),)),
        Tab("agreement", StudyTablesText.tr("Agreement"), (_agreement(report),)),
        *(_claim_tabs(report) if "claims" in report else []),
    ]


def _defined(
    report: dict[str, Any], table: defs.Table, found: list[dict[str, Any]] | None = None
) -> tuple[tuple[Column, ...], list]:
    """A table's columns and rows (of ``found``, else of the report) as
    ``writerlens.study.coordinator.report_tables`` defines them for the window: the same definition
    the CSV files and the HTML page take theirs from."""
    words = words_of(report)
    columns = tuple(
        Column(
            StudyTablesText.tr(c.window),
            c.kind,
            StudyTablesText.tr(c.tip) if c.tip else "",
            partial(words.cell, c.key) if c.kind == "text" else None,
        )
        for c in table.window_columns
        if c.window is not None
    )
    found = defs.items(report, table) if found is None else found
    return columns, defs.rows(table.window_columns, found)


_words_cache: list[tuple[int, ReportWordsFor]] = []


def words_of(report: dict[str, Any]) -> ReportWordsFor:
    """The names for this report's ids (made once per report shown)."""
    if _words_cache and _words_cache[0][0] == id(report):
        return _words_cache[0][1]
    words = ReportWordsFor(report)
    _words_cache[:] = [(id(report), words)]
    return words


def _ratings(report: dict[str, Any]) -> Table:
    return Table(
        "ratings",
        StudyTablesText.tr(
            "Answers per model and question. Refused and failed summaries are left out here "
            "and counted in the next table."
        ),
        *_defined(report, defs.RATINGS),
        empty=StudyTablesText.tr("No answers were found in the imported bundles."),
    )


def _refusals(report: dict[str, Any]) -> Table:
    return Table(
        "refusals",
        StudyTablesText.tr("Refused and failed summaries"),
        *_defined(report, defs.REFUSALS),
    )


def _grid(
    items: list[dict[str, Any]], key: str, models: list[str]
) -> tuple[list[str], list[list[Any]]]:
    """Long rows (model, key, count) as a grid: one row per key value, one column per model."""
    names = sorted({item[key] for item in items})
    counts = {(item[key], item["model"]): item["count"] for item in items}
    return names, [[name, *(counts.get((name, m), 0) for m in models)] for name in names]


def _labels(report: dict[str, Any]) -> tuple[Table, ...]:
    models = report["models"]
    labels = report["labels"]
    model_columns = tuple(Column(m, "count") for m in models)
    words = words_of(report)
    _, by_label = _grid(labels["by_label"], "label", models)
    _, by_attribute = _grid(labels["by_attribute"], "attribute", models)

    nothing = StudyTablesText.tr(
        "No highlight data: no bundle carried highlighted passages (which is not the same as "
        "no errors)."
    )
    return (
        Table(
            "labels",
            StudyTablesText.tr("Highlighted passages per error label and model"),
            (Column(StudyTablesText.tr("Label"), shown=words.label), *model_columns),
            by_label,
            empty=nothing,
        ),
        Table(
            "label_attributes",
            StudyTablesText.tr("… per attribute (coverage, faithfulness, coherence, analysis, …)"),
            (Column(StudyTablesText.tr("Attribute"), shown=words.label), *model_columns),
            by_attribute,
            empty=nothing,
        ),
        Table(
            "spans_per_model",
            StudyTablesText.tr("Highlighted passages per reviewed summary"),
            *_defined(report, defs.SPANS_PER_MODEL),
        ),
    )


def _ranking_matrix(report: dict[str, Any]) -> Table:
    models, _ranked = defs.ranking_grid_models(report)
    pairs = {(p["model"], p["other"]): p for p in report["ranking"]["pairs"]}
    rows: list[list[Any]] = []
    tips: dict[tuple[int, int], str] = {}
    for i, model in enumerate(models):
        row: list[Any] = [model]
        for j, other in enumerate(models, start=1):
            pair = pairs.get((model, other))
            row.append(pair["pct"] if pair else None)
            if pair and pair["stories"]:
                tips[(i, j)] = StudyTablesText.tr(
                    "{model} was ranked above {other} in {above} of {stories} "
                    "stories ranked with both"
                ).format(model=model, other=other, above=pair["above"], stories=pair["stories"])
        rows.append(row)
    return Table(
        "ranking_pairs",
        StudyTablesText.tr(
            "How often the row's model was ranked above the column's model (% of the stories "
            "in which both were ranked; hover a cell for the counts)"
        ),
        (Column(StudyTablesText.tr("Ranked above →")), *(Column(m, "pct") for m in models)),
        rows,
        tips,
        empty=StudyTablesText.tr("No rankings were found in the imported bundles."),
    )


def _first_place(report: dict[str, Any]) -> Table:
    return Table(
        "ranking_first",
        StudyTablesText.tr("Ranked first"),
        *_defined(report, defs.RANKING_FIRST),
    )


def _wilcoxon(report: dict[str, Any]) -> Table:
    return Table(
        "wilcoxon",
        StudyTablesText.tr(
            "Wilcoxon signed-rank tests (two-sided) between each pair of models, paired by "
            "story; the note marks ties left out and samples too small to read much into"
        ),
        *_defined(report, defs.WILCOXON),
        empty=StudyTablesText.tr("A test needs at least two models."),
    )


def _by_style(report: dict[str, Any]) -> Table:
    return Table(
        "by_style",
        StudyTablesText.tr("Mean answers by the writers' labels of their stories"),
        *_defined(report, defs.BY_STYLE),
        empty=StudyTablesText.tr("No writer labelled their stories' style."),
    )


def _correlations(report: dict[str, Any]) -> Table:
    return Table(
        "correlations",
        StudyTablesText.tr(
            "Writers' answers against automatic scores, each paired only with the question it "
            "is meant for (two-sided p-values)"
        ),
        *_defined(report, defs.CORRELATIONS),
        empty=StudyTablesText.tr("The bundles hold no judge or metric scores."),
    )


def _agreement(report: dict[str, Any]) -> Table:
    return Table(
        "agreement",
        StudyTablesText.tr("Agreement between writers who judged the same story and model"),
        *_defined(report, defs.AGREEMENT),
    )


def _claim_tabs(report: dict[str, Any]) -> list[Tab]:
    """The claim-by-claim tables in two tabs (six in one would leave each a row or two)."""
    tables = {table.key: table for table in _claims(report)}
    verdicts = ("claim_faithfulness", "claim_kinds", "claim_judges")
    story = ("claims_per_summary", "claim_omissions", "claim_location")
    return [
        Tab("claims", StudyTablesText.tr("Claims"), tuple(tables[k] for k in verdicts)),
        Tab(
            "claims_story",
            StudyTablesText.tr("Left out and where"),
            tuple(tables[k] for k in story),
        ),
    ]


def _claims(report: dict[str, Any]) -> tuple[Table, ...]:
    """The claim-by-claim tables (a format 1 bundle has none: each says so)."""
    none = StudyTablesText.tr(
        "No claim data: no bundle carried claims (older bundles, or writers who did not check "
        "claims)."
    )
    if report["claims"]["counts"]["claims"]:
        none = StudyTablesText.tr("None in these bundles.")
    titles = {
        "claim_faithfulness": StudyTablesText.tr(
            "Faithful claims per model, of the claims the writers judged; partly supported "
            "claims counted both ways"
        ),
        "claim_kinds": StudyTablesText.tr(
            "Unfaithful and partly supported claims by the writer's error label"
        ),
        "claims_per_summary": StudyTablesText.tr("Claims per summary"),
        "claim_omissions": StudyTablesText.tr(
            "What the summaries left out, per model and kind (per summary shown in a review "
            "that marked omissions)"
        ),
        "claim_location": StudyTablesText.tr(
            "Where the claimed events sit in the story, by thirds of its length (from the "
            "writer's evidence, or a judge's where the writer gave none); the last row is the "
            "story itself"
        ),
        "claim_judges": StudyTablesText.tr(
            "LLM judges against the writers, claim by claim (Cohen's kappa over the four verdicts)"
        ),
    }
    return tuple(
        Table(table.name, titles[table.name], *_defined(report, table), empty=none)
        for table in defs.CLAIM_TABLES
    )


def counts_line(report: dict[str, Any]) -> str:
    counts = report["counts"]

    n = {key: int(value) for key, value in counts.items() if isinstance(value, int | float)}
    return StudyTablesText.tr(
        "{bundles} from {participants}: {stories}, {summaries}, {answers}, {spans}, {rankings}."
    ).format(
        bundles=plural(
            n["bundles"],
            StudyTablesText.tr("1 bundle"),
            StudyTablesText.tr("%n bundles", "", n["bundles"]),
        ),
        participants=plural(
            n["participants"],
            StudyTablesText.tr("1 participant"),
            StudyTablesText.tr("%n participants", "", n["participants"]),
        ),
        stories=plural(
            n["stories"],
            StudyTablesText.tr("1 story"),
            StudyTablesText.tr("%n stories", "", n["stories"]),
        ),
        summaries=plural(
            n["summaries"],
            StudyTablesText.tr("1 summary"),
            StudyTablesText.tr("%n summaries", "", n["summaries"]),
        ),
        answers=plural(
            n["answers"],
            StudyTablesText.tr("1 answer"),
            StudyTablesText.tr("%n answers", "", n["answers"]),
        ),
        spans=plural(
            n["spans"],
            StudyTablesText.tr("1 highlighted passage"),
            StudyTablesText.tr("%n highlighted passages", "", n["spans"]),
        ),
        rankings=plural(
            n["rankings"],
            StudyTablesText.tr("1 ranking"),
            StudyTablesText.tr("%n rankings", "", n["rankings"]),
        ),
    )
