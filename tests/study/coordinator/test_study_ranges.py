"""Numbers outside their declared range are refused at import with the reason, a missing answer
is simply absent, and the report never averages a value it should not have."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from study_builders import bundle_bytes, bundle_parts, small_data, write, zip_bytes

from writerlens.study.coordinator.analysis import analyse
from writerlens.study.coordinator.collection import StudyFolder
from writerlens.study.coordinator.dataset import build_dataset
from writerlens.study.writer.bundle_data import dumps


def _judge(value: object, name: str = "claude-2.1", question: str | None = "coverage") -> dict:
    data = small_data()
    data["automatic"] = [{"summary_id": "m-s-1-a", "kind": "judge" if question else "metric",
                          "name": name, "question_id": question, "value": value}]  # fmt: skip
    return data


def _import(tmp_path: Path, raw: bytes, name: str = "b.wlbundle"):
    folder = StudyFolder(tmp_path / "study")
    (result,) = folder.import_files([write(tmp_path / name, raw)])
    return folder, result


@pytest.mark.parametrize("value", [99, 0, -1, 4.5, 1e12])
def test_a_judge_answer_outside_1_to_4_is_refused_with_the_reason(tmp_path: Path, value) -> None:
    folder, result = _import(tmp_path, bundle_bytes(_judge(value)))
    assert not result.accepted
    assert "outside its range 1-4" in result.reason and f"{value:g}" in result.reason
    assert "claude-2.1" in result.reason and "coverage" in result.reason
    assert not (tmp_path / "study" / "bundles").exists() or not list(
        (tmp_path / "study" / "bundles").iterdir()
    )  # nothing of it was kept
    assert folder.bundles() == []


def test_a_share_metric_above_one_is_refused_and_an_unknown_metric_is_not(tmp_path: Path) -> None:
    _, refused = _import(tmp_path, bundle_bytes(_judge(1.5, "booookscore:claude", None)), "a")
    assert not refused.accepted and "range 0-1" in refused.reason
    _, kept = _import(tmp_path, bundle_bytes(_judge(250.0, "my_own_metric", None)), "b")
    assert kept.accepted, kept.reason


def test_a_writer_answer_outside_the_scale_is_refused(tmp_path: Path) -> None:
    data = small_data()
    data["reviews"][0]["summaries"][0]["answers"]["coverage"] = 5
    _, result = _import(tmp_path, bundle_bytes(data))
    assert not result.accepted
    assert "coverage" in result.reason


def test_nan_is_refused(tmp_path: Path) -> None:
    manifest, text = bundle_parts(_judge(3))
    text = text.replace('"value": 3', '"value": NaN')
    assert "NaN" in text
    raw = zip_bytes([("manifest.json", dumps(manifest).encode()), ("data.json", text.encode())])
    _, result = _import(tmp_path, raw)
    assert not result.accepted and result.reason


def test_a_missing_answer_is_absent_not_a_zero(tmp_path: Path) -> None:
    data = small_data()
    del data["reviews"][0]["summaries"][0]["answers"]["coverage"]  # model a: no coverage answer
    folder, result = _import(tmp_path, bundle_bytes(data))
    assert result.accepted, result.reason
    report = analyse(build_dataset(folder.bundles()))
    cells = {(r["model"], r["question"]): r for r in report["ratings"]}
    assert cells[("test/a", "coverage")]["n"] == 0
    assert cells[("test/a", "coverage")]["mean"] is None
    assert cells[("test/a", "faithfulness")]["n"] == 1
    row = report["paper"]["models_by_questions"][0]
    assert row["model"] == "test/a" and row["average"]["mean"] is None  # not 3 over 3 questions


def test_the_report_never_averages_out_of_range_values_already_in_a_folder() -> None:
    """A folder filled before the range check existed: the value is left out and noted."""
    manifest, _ = bundle_parts(_judge(99))
    data = _judge(99)
    data["reviews"][0]["summaries"][1]["answers"]["coverage"] = 7
    dataset = build_dataset([{"manifest": manifest, "data": data}])
    assert dataset.out_of_range == 2
    assert all(s.value != 99 for s in dataset.scores)
    report = analyse(dataset)
    cells = {(r["model"], r["question"]): r for r in report["ratings"]}
    assert cells[("test/b", "coverage")]["n"] == 0
    assert any("outside their declared range" in n for n in report["notes"])


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(value=st.one_of(st.integers(-(10**6), 10**6), st.floats(-1e12, 1e12, allow_nan=False)))
def test_any_judge_value_is_either_in_range_and_kept_or_refused(tmp_path: Path, value) -> None:
    folder = StudyFolder(tmp_path / f"s{abs(hash(value))}")
    raw = bundle_bytes(_judge(value))
    (result,) = folder.import_files([write(tmp_path / f"{abs(hash(value))}.wlbundle", raw)])
    assert result.accepted == (1 <= value <= 4)
    if result.accepted:
        (bundle,) = folder.bundles()
        assert json.dumps(bundle["data"]["automatic"][0]["value"]) == json.dumps(value)


def test_a_count_metric_below_zero_is_refused_in_one_whole_sentence(tmp_path: Path) -> None:
    """An open range (0 or more) is its own sentence, not "0 or more" glued into another."""
    from writerlens.study.coordinator.bundle_checks import _NON_NEGATIVE_METRICS

    name = sorted(_NON_NEGATIVE_METRICS)[0]
    _, refused = _import(tmp_path, bundle_bytes(_judge(-2.0, name, None)))
    assert not refused.accepted
    assert f"the metric {name} for summary m-s-1-a is -2, below its range of 0 or more" in (
        refused.reason
    )
