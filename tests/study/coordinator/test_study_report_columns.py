"""The report's tables have one set of columns: the CSV files, the HTML page and the Study
window all show the columns ``writerlens.study.coordinator.report_tables`` defines, in its order."""

from __future__ import annotations

import csv
import io
import re
from html import unescape
from typing import Any

import pytest
from claim_seed import claim_data
from study_builders import bundle_parts
from test_study_paper_tables import _two_writers

from writerlens.study.coordinator.analysis import analyse
from writerlens.study.coordinator.dataset import build_dataset
from writerlens.study.coordinator.html_report import render
from writerlens.study.coordinator.report_tables import PAPER_TABLES, TABLES, items
from writerlens.study.coordinator.tables import tables

#: every table defined once; the window names some paper tables its own way
DEFINED = {**TABLES, **PAPER_TABLES}
WINDOW_KEY = {"paper_error_labels": "paper_labels", "paper_style_buckets": "paper_styles"}


@pytest.fixture(scope="module")
def report() -> dict[str, Any]:
    bundles = _two_writers()
    bundles[1]["data"]["automatic"] += [  # an LLM judge answering a writers' question
        {"summary_id": f"m-s-2-{m}", "kind": "judge", "name": "judge", "question_id": "coverage",
         "value": value}
        for m, value in zip("abc", (1, 3, 4), strict=True)
    ]  # fmt: skip
    with_claims = claim_data()  # a third writer who checked claims
    bundles.append(
        {"manifest": bundle_parts(with_claims, participant="P77")[0], "data": with_claims}
    )
    made = analyse(build_dataset(bundles))
    for name, table in DEFINED.items():  # else a table the HTML leaves out when empty is unseen
        assert items(made, table), f"{name} has no rows in the test report"
    return made


def test_every_table_names_each_column_once() -> None:
    """A CSV key or window header used twice would make two columns one (the HTML may say "p"
    twice: its p-values follow their own coefficient)."""
    for name, table in DEFINED.items():
        for labels in (table.csv_keys, table.window_headers):
            assert len(set(labels)) == len(labels), name
        assert table.html_headers or table.window_headers, name


def test_csv_header_rows_are_the_defined_keys(report: dict[str, Any]) -> None:
    files = tables(report)
    laid_out_where_shown = {"ranking_matrix", "paper_models_by_questions"}
    assert {f.removesuffix(".csv") for f in files} - laid_out_where_shown == set(DEFINED)
    for name, table in DEFINED.items():
        header = next(csv.reader(io.StringIO(files[f"{name}.csv"])))
        assert header == table.csv_keys, name


def test_html_tables_have_the_defined_headers(report: dict[str, Any]) -> None:
    page = render(report, {})
    heads = [
        [unescape(h) for h in re.findall(r"<th[^>]*>(.*?)</th>", head)]
        for head in re.findall(r"<thead>(.*?)</thead>", page)
    ]
    for name, table in DEFINED.items():
        if table.html_headers:
            assert table.html_headers in heads, name


def test_window_tables_have_the_defined_headers(report: dict[str, Any]) -> None:
    from writerlens.ui.study.report_tables import tabs

    shown = {t.key: t for tab in tabs(report) for t in tab.tables}
    for name, table in DEFINED.items():
        if table.window_headers:
            window = shown[WINDOW_KEY.get(name, name)]
            assert [c.header for c in window.columns] == table.window_headers, name
            assert [c.kind for c in window.columns] == [c.kind for c in table.window_columns], name


def test_a_judge_name_with_control_characters_is_escaped_in_the_page_and_the_csvs() -> None:
    """A judge's name comes from a bundle (outside data): ESC, BEL and a right-to-left override
    in it are shown as escapes in report.html and every CSV, never written raw."""
    hostile = "judge\x1b]0;owned\x07\u202eevil"
    bundles = _two_writers()
    bundles[1]["data"]["automatic"] += [
        {"summary_id": f"m-s-2-{m}", "kind": "judge", "name": hostile, "question_id": "coverage",
         "value": value}
        for m, value in zip("abc", (1, 3, 4), strict=True)
    ]  # fmt: skip
    made = analyse(build_dataset(bundles))
    page = render(made, {})
    files = tables(made)
    assert "judge\\x1b]0;owned\\x07\\u202eevil" in page + "".join(files.values())
    for text in (page, *files.values()):
        assert not any(c in text for c in ("\x1b", "\x07", "\u202e"))
