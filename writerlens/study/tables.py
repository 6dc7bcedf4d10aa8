"""The report's numbers as CSV tables, one file per section, for spreadsheets and R.

Model names and labels come from bundles (outside data): a cell that a spreadsheet would run
as a formula (starting with = + - @) is written with a leading apostrophe.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path
from typing import Any

from writerlens.review.questionnaire import SCALE
from writerlens.study.atomic import write_text_atomic

_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def _cell(value: Any) -> Any:
    if value is None:
        return ""
    if isinstance(value, str) and value.startswith(_FORMULA_START):
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
    levels = [str(level) for level in SCALE]
    out = {
        "ratings.csv": _csv(
            ["model", "question", "n", "mean", "sd", "median", "perfect_pct"]
            + [f"count_{level}" for level in levels],
            [
                [
                    r["model"],
                    r["question"],
                    r["n"],
                    r["mean"],
                    r["sd"],
                    r["median"],
                    r["perfect_pct"],
                ]
                + [r["counts"][level] for level in levels]
                for r in report["ratings"]
            ],
        ),
        "refusals.csv": _rows(
            report["refusals"], ["model", "summaries", "refused", "failed", "answers_left_out"]
        ),
        "labels.csv": _rows(report["labels"]["by_label"], ["model", "label", "count"]),
        "label_attributes.csv": _rows(
            report["labels"]["by_attribute"], ["model", "attribute", "count"]
        ),
        "spans_per_model.csv": _rows(
            report["labels"]["per_model"],
            ["model", "spans", "reviewed_summaries", "spans_per_summary"],
        ),
        "ranking_pairs.csv": _rows(
            report["ranking"]["pairs"], ["model", "other", "stories", "above", "pct"]
        ),
        "ranking_first.csv": _rows(
            report["ranking"]["first_place"], ["model", "rankings", "first", "pct"]
        ),
        "wilcoxon.csv": _rows(
            report["wilcoxon"],
            [
                "question",
                "model_a",
                "model_b",
                "n_pairs",
                "n_untied",
                "mean_difference",
                "statistic",
                "p_value",
                "p_text",
                "alternative",
                "note",
            ],
        ),
        "by_style.csv": _rows(
            report["by_style"], ["dimension", "value", "model", "question", "n", "mean"]
        ),
        "correlations.csv": _rows(
            report["correlations"],
            [
                "question",
                "kind",
                "name",
                "score_question",
                "pairing",
                "n",
                "pearson_r",
                "pearson_p",
                "pearson_p_text",
                "spearman_rho",
                "spearman_p",
                "spearman_p_text",
                "alternative",
                "note",
            ],
        ),
        "automatic_by_model.csv": _rows(
            report.get("automatic", []),
            ["model", "kind", "name", "score_question", "n", "mean", "sd"],
        ),
        "agreement.csv": _rows(
            report["agreement"],
            [
                "what",
                "items",
                "max_raters",
                "krippendorff_alpha_nominal",
                "krippendorff_alpha_ordinal",
                "krippendorff_alpha_interval",
                "fleiss_kappa",
                "note",
            ],
        ),
    }
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
    for name, key in (("by_label", "label"), ("by_attribute", "attribute")):
        columns = [key, "model", "count", "summaries_with", "share_pct"]
        if labels["highlight_data"]:
            text = _rows(labels[name], columns)
        else:
            text = _csv([*columns, "note"], [[None] * len(columns) + [labels["note"]]])
        out[f"paper_error_{key}s.csv"] = text
    out["paper_style_buckets.csv"] = _rows(
        paper["style_buckets"], ["dimension", "value", "model", "summaries", "stories", "mean"]
    )
    out["paper_judges.csv"] = _rows(
        paper["judges"],
        ["judge", "question", "n", "pearson_r", "pearson_p", "pearson_p_text", "spearman_rho",
         "spearman_p", "spearman_p_text", "note"],
    )  # fmt: skip
    models = report["models"]
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
