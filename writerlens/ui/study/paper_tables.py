"""The Study window's "Paper tables" tab: the report's paper-shaped tables (models x questions
with an average column, error labels per model, story-style buckets, judges per question), laid
out from ``report["paper"]`` as it is, never computed again."""

from __future__ import annotations

from typing import Any

from writerlens.study.coordinator import report_tables as defs
from writerlens.ui.study.report_tables import Column, StudyTablesText, Table, _defined, words_of


def paper_tables(report: dict[str, Any]) -> tuple[Table, ...]:
    paper = report["paper"]
    questions = report["questions"]
    words = words_of(report)
    columns = [Column(StudyTablesText.tr("Model"))]
    for question in questions:
        name = words.question(question)
        columns += [
            Column(StudyTablesText.tr("{q} mean").format(q=name), "mean"),
            Column(StudyTablesText.tr("{q} % 4s").format(q=name), "pct",
                   StudyTablesText.tr("Share of top answers")),
        ]  # fmt: skip
    columns += [
        Column(
            StudyTablesText.tr("Average mean"),
            "mean",
            StudyTablesText.tr("Each question weighs the same"),
        ),
        Column(
            StudyTablesText.tr("Average % 4s"),
            "pct",
            StudyTablesText.tr("Each question weighs the same"),
        ),
    ]
    rows: list[list[Any]] = []
    tips: dict[tuple[int, int], str] = {}
    for i, row in enumerate(paper["models_by_questions"]):
        cells: list[Any] = [row["model"]]
        for question in questions:
            cell = row["questions"][question]
            n_tip = StudyTablesText.tr("{n} answers").format(n=cell["n"])
            tips[(i, len(cells))] = tips[(i, len(cells) + 1)] = n_tip
            cells += [cell["mean"], cell["top_pct"]]
        rows.append([*cells, row["average"]["mean"], row["average"]["top_pct"]])
    labels = paper["error_labels"]
    label_columns, label_rows = _defined(report, defs.PAPER_ERROR_LABELS)
    buckets = paper["style_buckets"]  # their ids are named by _defined, as everywhere
    no_data = StudyTablesText.tr(
        "No highlight data: no bundle carried highlighted passages, so there is nothing to "
        "count (this is not the same as no errors)."
    )
    return (
        Table(
            "paper_models",
            StudyTablesText.tr(
                "Writers' answers per model: mean and share of top answers per question, and "
                "their average (hover a cell for n)"
            ),
            tuple(columns),
            rows,
            tips,
            empty=StudyTablesText.tr("No answers were found in the imported bundles."),
        ),
        Table(
            "paper_labels",
            StudyTablesText.tr(
                "Error labels per model: passages, and the share of reviewed summaries with one"
            ),
            label_columns,
            label_rows if labels["highlight_data"] else [],
            empty=no_data,
        ),
        Table(
            "paper_styles",
            StudyTablesText.tr(
                "By story style: each summary's mean over its answered questions, averaged; "
                "the bucket's size in summaries and stories"
            ),
            *_defined(report, defs.PAPER_STYLE_BUCKETS, buckets),
            empty=StudyTablesText.tr("No writer labelled their stories' style."),
        ),
        Table(
            "paper_judges",
            StudyTablesText.tr(
                "LLM judges against the writers, per question (the judge answered the same "
                "question; two-sided p-values)"
            ),
            *_defined(report, defs.PAPER_JUDGES),
            empty=StudyTablesText.tr("No LLM judge answered the questions in these bundles."),
        ),
    )
