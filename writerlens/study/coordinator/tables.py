"""The report's numbers as CSV tables, one file per section, for spreadsheets and R.

Model names and labels come from bundles (outside data): a cell that a spreadsheet would run
as a formula (starting with = + - @) is written with a leading apostrophe.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path
from typing import Any

from writerlens.escape import printable
from writerlens.study.atomic import write_text_atomic
from writerlens.study.coordinator.report_tables import (
    PAPER_ERROR_ATTRIBUTES,
    PAPER_ERROR_LABELS,
    PAPER_JUDGES,
    PAPER_STYLE_BUCKETS,
    TABLES,
    items,
    ranking_grid_models,
)

_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def _cell(value: Any) -> Any:
    if value is None:
        return ""
    if isinstance(value, str):
        value = printable(value)  # a judge's name with ESC or U+202E: shown as escapes
        if value.startswith(_FORMULA_START):
            return "'" + value
    return value


def _csv(header: list[str], rows: list[list[Any]]) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(header)
    for row in rows:
        writer.writerow([_cell(v) for v in row])
    return buffer.getvalue()


def tables(report: dict[str, Any]) -> dict[str, str]:
    """File name -> CSV text."""
    out = {f"{t.name}.csv": _rows(items(report, t), t.csv_keys) for t in TABLES.values()}
    if "paper" in report:
        out.update(paper_tables_csv(report))
    return out


def paper_tables_csv(report: dict[str, Any]) -> dict[str, str]:
    """The paper-shaped tables: one row per model with every question's mean, % of top
    answers and n side by side; error labels (a "no highlight data" row, never zeros, when no
    bundle had highlights); style buckets; judges per question; the ranking as a matrix."""
    paper = report["paper"]
    questions = report["questions"]
    header = ["model"]
    for q in questions:
        header += [f"{q}_mean", f"{q}_top_pct", f"{q}_n"]
    header += ["average_mean", "average_top_pct"]
    rows = []
    for row in paper["models_by_questions"]:
        cells: list[Any] = [row["model"]]
        for q in questions:
            cell = row["questions"][q]
            cells += [cell["mean"], cell["top_pct"], cell["n"]]
        rows.append([*cells, row["average"]["mean"], row["average"]["top_pct"]])
    out = {"paper_models_by_questions.csv": _csv(header, rows)}
    labels = paper["error_labels"]
    for table in (PAPER_ERROR_LABELS, PAPER_ERROR_ATTRIBUTES):
        columns = table.csv_keys
        if labels["highlight_data"]:
            text = _rows(items(report, table), columns)
        else:
            text = _csv([*columns, "note"], [[None] * len(columns) + [labels["note"]]])
        out[f"{table.name}.csv"] = text
    for table in (PAPER_STYLE_BUCKETS, PAPER_JUDGES):
        out[f"{table.name}.csv"] = _rows(items(report, table), table.csv_keys)
    models, _ranked = ranking_grid_models(report)
    pct = {(p["model"], p["other"]): p["pct"] for p in report["ranking"]["pairs"]}
    out["ranking_matrix.csv"] = _csv(
        ["ranked_above", *models], [[m, *(pct.get((m, o)) for o in models)] for m in models]
    )
    return out


def _rows(items: list[dict[str, Any]], header: list[str]) -> str:
    return _csv(header, [[item.get(k) for k in header] for item in items])


def write_tables(report: dict[str, Any], folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, text in tables(report).items():
        path = folder / name
        write_text_atomic(path, text)
        written.append(path)
    return written
