"""The report's tables have one set of columns: the CSV files, the HTML page and the Study
window all show the columns ``writerlens.study.report_tables`` defines, in its order."""

from __future__ import annotations

import csv
import io
import re
from html import unescape
from typing import Any

import pytest
from test_study_paper_tables import _two_writers

from writerlens.study.analysis import analyse
from writerlens.study.dataset import build_dataset
from writerlens.study.html_report import render
from writerlens.study.report_tables import TABLES, items
from writerlens.study.tables import tables


@pytest.fixture(scope="module")
def report() -> dict[str, Any]:
    made = analyse(build_dataset(_two_writers()))
    for name, table in TABLES.items():  # else a table the HTML leaves out when empty is unseen
        assert items(made, table), f"{name} has no rows in the test report"
    return made


def test_every_table_names_each_column_once() -> None:
    """A CSV key or window header used twice would make two columns one (the HTML may say "p"
    twice: its p-values follow their own coefficient)."""
    for name, table in TABLES.items():
        for labels in (table.csv_keys, table.window_headers):
            assert len(set(labels)) == len(labels), name
        assert table.html_headers or table.window_headers, name


def test_csv_header_rows_are_the_defined_keys(report: dict[str, Any]) -> None:
    files = tables(report)
    plain = {f.removesuffix(".csv") for f in files if not f.startswith("paper_")}
    assert plain - {"ranking_matrix"} == set(TABLES)
    for name, table in TABLES.items():
        header = next(csv.reader(io.StringIO(files[f"{name}.csv"])))
        assert header == table.csv_keys, name


def test_html_tables_have_the_defined_headers(report: dict[str, Any]) -> None:
    page = render(report, {})
    heads = [
        [unescape(h) for h in re.findall(r"<th[^>]*>(.*?)</th>", head)]
        for head in re.findall(r"<thead>(.*?)</thead>", page)
    ]
    for name, table in TABLES.items():
        if table.html_headers:
            assert table.html_headers in heads, name


def test_window_tables_have_the_defined_headers(report: dict[str, Any]) -> None:
    from writerlens.ui.study.report_tables import tabs

    shown = {t.key: t for tab in tabs(report) for t in tab.tables}
    for name, table in TABLES.items():
        if table.window_headers:
            headers = [c.header for c in shown[name].columns]
            assert headers == table.window_headers, name
            assert [c.kind for c in shown[name].columns] == [
                c.kind for c in table.window_columns
            ], name
