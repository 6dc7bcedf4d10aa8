"""The report's claim-by-claim numbers, checked against values worked out by hand.

Three models, one writer's verdicts on each one's claims, and two judges (``claim_seed.PLAN``:
a bundle as a writer's export makes it). Every percentage and kappa below is computed on paper
in the comments.
"""

from __future__ import annotations

import csv
from pathlib import Path

import pytest
from claim_seed import claim_data
from hypothesis import given, settings
from hypothesis import strategies as st
from study_builders import bundle_bytes, small_data, write

from writerlens.services import study
from writerlens.study.coordinator.claim_analysis import WHOLE_STORY
from writerlens.study.coordinator.html_report import render
from writerlens.study.coordinator.tables import tables

A, B, C = "test/a", "test/b", "test/c"


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> dict:
    root = tmp_path_factory.mktemp("claims-report")
    bundle = write(root / "p.wlbundle", bundle_bytes(claim_data()))
    results = study.import_bundles(root / "study", [bundle])
    assert results[0].accepted, results[0].reason
    return study.report(root / "study", root / "out", plots=False).report


def _by(rows: list[dict], key: str = "model") -> dict:
    return {r[key]: r for r in rows}


def test_faithful_share_counts_partial_both_ways(report: dict) -> None:
    rows = _by(report["claims"]["faithfulness"])
    # a: 2 faithful, 1 partial, 1 unfaithful of 4 -> 50% strictly, 75% with partial
    assert rows[A]["n"] == 4 and rows[A]["faithful_pct"] == 50.0
    assert rows[A]["faithful_or_partial_pct"] == 75.0
    # b: 1 faithful, 1 partial, 2 unfaithful, 1 can't tell of 5 -> 20%, 40%
    assert (rows[B]["faithful"], rows[B]["partial"], rows[B]["unfaithful"]) == (1, 1, 2)
    assert rows[B]["unverifiable"] == 1
    assert rows[B]["faithful_pct"] == 20.0 and rows[B]["faithful_or_partial_pct"] == 40.0
    # c: 3 of 3
    assert rows[C]["faithful_pct"] == rows[C]["faithful_or_partial_pct"] == 100.0
    assert all("small sample" in r["note"] for r in rows.values())
    assert report["claims"]["counts"] == {
        "claims": 15, "verdicts": 15, "omissions": 3, "judgments": 14,
    }  # fmt: skip


def test_unfaithful_claims_by_label_and_claims_per_summary(report: dict) -> None:
    kinds = {
        (r["model"], r["kind"]): (r["unfaithful"], r["partial"]) for r in report["claims"]["kinds"]
    }
    assert kinds == {
        (A, "faithfulness.action"): (0, 1),
        (A, "faithfulness.feeling"): (1, 0),
        (B, "faithfulness.character"): (0, 1),
        (B, "faithfulness.feeling"): (1, 0),
        (B, "(no label)"): (1, 0),
    }
    per = _by(report["claims"]["per_summary"])
    assert [(per[m]["claims"], per[m]["mean"], per[m]["retired"]) for m in (A, B, C)] == [
        (4, 4.0, 1), (5, 5.0, 1), (3, 3.0, 1),
    ]  # fmt: skip


def test_omissions_per_model_by_kind(report: dict) -> None:
    found = {
        (r["model"], r["kind"]): (r["omissions"], r["summaries"])
        for r in report["claims"]["omissions"]
    }
    assert found[(A, "event")] == (1, 1) and found[(A, "ending")] == (1, 1)
    assert found[(B, "event")] == (2, 1) and found[(B, "ending")] == (0, 1)
    assert found[(C, "event")] == (1, 1) and found[(C, "theme")] == (0, 1)
    assert len(found) == 3 * 6


def test_where_claims_sit_by_thirds_with_the_source(report: dict) -> None:
    rows = _by(report["claims"]["location"])
    # a: writer 10, 150, 250; the 4th has no writer evidence: judge j1's at 260 -> 1/1/2
    assert (rows[A]["beginning"], rows[A]["middle"], rows[A]["end"]) == (1, 1, 2)
    assert (rows[A]["by_writer"], rows[A]["by_judge"]) == (3, 1)
    assert rows[A]["end_pct"] == 50.0
    # b: 20, 280, 290, (none: neither gave a passage), 210 -> 1/0/3 of 4
    assert (rows[B]["n"], rows[B]["end"], rows[B]["end_pct"]) == (4, 3, 75.0)
    # c: 50, 60, 250 -> 2/0/1
    assert rows[C]["beginning_pct"] == pytest.approx(200 / 3)
    assert rows[WHOLE_STORY]["end_pct"] == pytest.approx(100 / 3)


def test_writer_against_each_judge_with_kappa(report: dict) -> None:
    rows = _by(report["claims"]["judges"], "judge")
    # j1 on 12 claims, the same verdict on 8: a: f/f, f/f, p/f x, u/u -> 3;
    # b: f/f, u/f x, u/u, v/p x, p/p -> 3; c: f/f, f/u x, f/f -> 2
    assert rows["j1"]["n"] == 12 and rows["j1"]["agreement_pct"] == pytest.approx(800 / 12)
    # Cohen's kappa by hand: writer marginals f6 u3 p2 v1, judge f7 u3 p2 v0 (of 12);
    # p_e = (6*7 + 3*3 + 2*2 + 1*0) / 144 = 55/144; p_o = 8/12 = 96/144
    # kappa = (96 - 55) / (144 - 55) = 41/89
    assert rows["j1"]["cohen_kappa"] == pytest.approx(41 / 89)
    # j2: one usable verdict (the unusable reply left out), the same as the writer's
    assert rows["j2"]["n"] == 1 and rows["j2"]["agreement_pct"] == 100.0
    assert rows["j2"]["cohen_kappa"] is None and "undefined" in rows["j2"]["note"]


def test_the_csvs_and_the_html_carry_the_same_numbers(report: dict) -> None:
    files = tables(report)
    faithful = list(csv.DictReader(files["claim_faithfulness.csv"].splitlines()))
    assert [(r["model"], r["faithful_pct"], r["faithful_or_partial_pct"]) for r in faithful] == [
        (A, "50.0", "75.0"), (B, "20.0", "40.0"), (C, "100.0", "100.0"),
    ]  # fmt: skip
    judges = list(csv.DictReader(files["claim_judges.csv"].splitlines()))
    assert float(judges[0]["cohen_kappa"]) == pytest.approx(41 / 89)
    page = render(report, {})
    assert "Claim by claim" in page and "% faithful or partly" in page
    assert f"{41 / 89:.2f}" in page and "75.0%" in page


def test_a_report_without_claims_says_so(tmp_path: Path) -> None:
    bundle = write(tmp_path / "p.wlbundle", bundle_bytes(small_data()))
    study.import_bundles(tmp_path / "study", [bundle])
    report = study.report(tmp_path / "study", tmp_path / "out", plots=False).report
    assert report["claims"]["faithfulness"] == [] and report["claims"]["counts"]["claims"] == 0
    assert "No claim data" in render(report, {})


@settings(max_examples=40, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(["faithful", "unfaithful", "partial", "unverifiable"]),
            st.sampled_from(["faithful", "unfaithful", "partial", "unverifiable"]),
        ),
        min_size=1,
        max_size=40,
    )
)
def test_kappa_matches_the_formula_written_out(pairs: list[tuple[str, str]]) -> None:
    """Against the textbook formula on any verdicts: the report's kappa is Cohen's."""
    from writerlens.study.coordinator.claim_analysis import _judges
    from writerlens.study.coordinator.claim_dataset import ClaimRow, JudgeVerdict

    rows = [
        ClaimRow("p", "s", "m", "x", f"c{i}", False, a, None, None, (JudgeVerdict("j", b, None),))
        for i, (a, b) in enumerate(pairs)
    ]
    (row,) = _judges(rows)
    n = len(pairs)
    p_o = sum(a == b for a, b in pairs) / n
    cats = {v for pair in pairs for v in pair}
    p_e = sum(
        (sum(a == c for a, _ in pairs) / n) * (sum(b == c for _, b in pairs) / n) for c in cats
    )
    if abs(1 - p_e) < 1e-12:
        assert row["cohen_kappa"] is None
    else:
        assert row["cohen_kappa"] == pytest.approx((p_o - p_e) / (1 - p_e))
    assert row["agreement_pct"] == pytest.approx(100 * p_o)


def test_the_location_plot_is_drawn_and_placed_by_its_table(report: dict) -> None:
    from writerlens.study.coordinator.plots import CLAIM_LOCATION, all_plots

    drawn = all_plots(report)
    assert drawn[CLAIM_LOCATION].startswith(b"\x89PNG")
    page = render(report, drawn)
    table_at = page.index("Where in the story the claimed events sit")
    assert page.index(f'alt="{CLAIM_LOCATION}"') > table_at
