"""The paper-shaped tables on hand-made bundles whose numbers are worked out here."""

from __future__ import annotations

import pytest
from study_builders import bundle_parts, small_data

from writerlens.study.coordinator.analysis import analyse
from writerlens.study.coordinator.dataset import build_dataset
from writerlens.study.coordinator.tables import tables


def _bundle(data: dict, participant: str) -> dict:
    manifest, _ = bundle_parts(data, participant=participant)
    return {"manifest": manifest, "data": data}


def _two_writers() -> list[dict]:
    first = small_data("s-1")
    first["stories"][0]["labels"]["narrator"] = "unreliable"
    # model a: answered 4 on coverage only (one question); b: 1,1,1,1; c: 3s
    entries = first["reviews"][0]["summaries"]
    entries[0]["answers"] = {"coverage": 4}
    entries[1]["answers"] = {q: 1 for q in entries[1]["answers"]}
    second = small_data("s-2")
    second["stories"][0]["labels"]["narrator"] = "unreliable"
    second["reviews"][0]["spans"] = []
    for entry, value in zip(second["reviews"][0]["summaries"][1:], (2, 4), strict=True):
        entry["answers"] = {q: value for q in entry["answers"]}  # b: 2s, c: 4s
    second["automatic"] = [
        {"summary_id": f"m-s-2-{m}", "kind": "metric", "name": name, "question_id": None,
         "value": value}
        for m, v in zip("abc", (0.2, 0.5, 0.9), strict=True)
        for name, value in (("booookscore:judge", v), ("fragment_coverage", 1 - v))
    ]  # fmt: skip
    return [_bundle(first, "P01"), _bundle(second, "P02")]


def test_style_buckets_average_each_summarys_mean_not_every_answer() -> None:
    report = analyse(build_dataset(_two_writers()))
    buckets = {(b["value"], b["model"]): b for b in report["paper"]["style_buckets"]}
    a = buckets[("unreliable", "test/a")]
    # summary means: s-1 a = 4 (one answer), s-2 a = 3; pooled answers would give (4+3*4)/5
    assert (a["summaries"], a["stories"]) == (2, 2)
    assert a["mean"] == pytest.approx((4 + 3) / 2)
    pooled = buckets[("unreliable", "(all models)")]
    assert pooled["summaries"] == 6 and pooled["stories"] == 2
    assert pooled["mean"] == pytest.approx((4 + 3 + 1 + 2 + 3 + 4) / 6)


def test_models_by_questions_puts_mean_and_top_share_side_by_side_with_an_average() -> None:
    report = analyse(build_dataset(_two_writers()))
    rows = {r["model"]: r for r in report["paper"]["models_by_questions"]}
    a = rows["test/a"]
    assert a["questions"]["coverage"] == {"mean": 3.5, "top_pct": 50.0, "n": 2}
    assert a["questions"]["faithfulness"]["n"] == 1
    assert a["average"]["mean"] == pytest.approx((3.5 + 3 + 3 + 3) / 4)
    assert a["average"]["top_pct"] == pytest.approx(50.0 / 4)
    csv = tables(report)["paper_models_by_questions.csv"].splitlines()
    assert csv[0].startswith("model,coverage_mean,coverage_top_pct,coverage_n,")


def test_error_labels_count_and_share_of_summaries_with_one() -> None:
    report = analyse(build_dataset(_two_writers()))
    labels = report["paper"]["error_labels"]
    assert labels["highlight_data"] is True
    rows = {(r["model"], r["label"]): r for r in labels["by_label"]}
    vague = rows[("test/a", "coverage.vague")]  # one passage, on s-1's summary a only
    assert (vague["count"], vague["summaries_with"]) == (1, 1)
    assert vague["share_pct"] == pytest.approx(50.0)  # of a's two reviewed summaries
    assert rows[("test/b", "coverage.vague")]["count"] == 0  # a real zero: b was reviewed


def test_without_any_highlight_the_table_says_so_instead_of_zeros() -> None:
    bundles = _two_writers()
    bundles[0]["data"]["reviews"][0]["spans"] = []
    report = analyse(build_dataset(bundles))
    labels = report["paper"]["error_labels"]
    assert labels == {**labels, "highlight_data": False, "note": "no highlight data",
                      "by_label": []}  # fmt: skip
    text = tables(report)["paper_error_labels.csv"]
    assert "no highlight data" in text and ",0" not in text


def test_a_metric_is_paired_only_with_the_question_it_is_meant_for() -> None:
    report = analyse(build_dataset(_two_writers()))
    found = {(c["question"], c["name"]): c for c in report["correlations"]}
    booook = [q for q, name in found if name == "booookscore:judge"]
    assert booook == ["coherence"]
    assert found[("coherence", "booookscore:judge")]["pairing"] == (
        "the metric is meant for coherence"
    )
    extractive = sorted(q for q, name in found if name == "fragment_coverage")
    assert extractive == sorted(report["questions"])
    assert all(
        found[(q, "fragment_coverage")]["pairing"].startswith("exploratory") for q in extractive
    )
    shown = [c for c in report["correlations"] if c["pearson_r"] is not None]
    assert shown and all("small sample (n = 3)" in c["note"] for c in shown)
