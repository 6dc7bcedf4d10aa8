"""Yes/no answers (bundle format 3): written only where a bundle holds some, read back by the
coordinator's import, refused where a format 2 bundle claims them, and agreed on with the
statistics for two categories (Krippendorff's nominal alpha, Fleiss' kappa) of the same
maintained libraries the rest of the agreement uses."""

from __future__ import annotations

import copy
import io
import json
import zipfile
from pathlib import Path
from typing import Any

import krippendorff
import numpy as np
import pytest
from statsmodels.stats.inter_rater import aggregate_raters, fleiss_kappa
from study_builders import bundle_bytes, small_data, write

from writerlens.study.coordinator.agreement_sources import agreement_for, line
from writerlens.study.coordinator.collection import StudyFolder
from writerlens.study.formats import BUNDLE_VERSION, YES_NO_VERSION, violations

#: per participant: (the review's contradiction, the omission of summaries a, b, c)
ANSWERS = {
    "P01": (True, (True, False, False)),
    "P02": (True, (True, True, False)),
    "P03": (False, (True, False, False)),
}


def _answered(contradiction: bool, omitted: tuple[bool, ...]) -> dict[str, Any]:
    data = small_data()
    review = data["reviews"][0]
    review["yes_no"] = {"contradiction": contradiction}
    for entry, left_out in zip(review["summaries"], omitted, strict=True):
        entry["yes_no"] = {"omission": left_out}
    return data


def _folder(tmp_path: Path) -> Path:
    folder = tmp_path / "study"
    for participant, (contradiction, omitted) in ANSWERS.items():
        raw = bundle_bytes(_answered(contradiction, omitted), participant=participant)
        result = StudyFolder(folder).import_file(write(tmp_path / f"{participant}.wlbundle", raw))
        assert result.accepted, result.reason
    return folder


def _manifest(raw: bytes) -> dict[str, Any]:
    with zipfile.ZipFile(io.BytesIO(raw)) as archive:
        return json.loads(archive.read("manifest.json"))


def test_only_a_bundle_with_yes_no_answers_is_written_as_format_3() -> None:
    assert _manifest(bundle_bytes(small_data()))["version"] == BUNDLE_VERSION == 2
    assert _manifest(bundle_bytes(_answered(True, (True, False, True))))["version"] == 3
    assert YES_NO_VERSION == 3


def test_the_answers_are_read_back_by_the_import_as_they_were_sent(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    read = {
        b["manifest"]["participant"]: (
            b["data"]["reviews"][0]["yes_no"]["contradiction"],
            tuple(e["yes_no"]["omission"] for e in b["data"]["reviews"][0]["summaries"]),
        )
        for b in StudyFolder(folder).bundles()
    }
    assert read == ANSWERS


def test_agreement_per_yes_no_question_is_the_libraries_nominal_alpha_and_fleiss_kappa(
    tmp_path: Path,
) -> None:
    rows = {r["what"]: r for r in agreement_for(_folder(tmp_path))}
    # the four questions on the scale (every answer 3: no variation), then the yes/no ones
    assert list(rows)[-2:] == ["contradiction", "omission"]
    for question, units in (
        ("contradiction", [[c for c, _ in ANSWERS.values()]]),
        ("omission", [[o[i] for _, o in ANSWERS.values()] for i in range(3)]),
    ):
        row = rows[question]
        assert row["scale"] == "yes/no" and row["items"] == len(units)
        assert row["max_raters"] == 3
        coded = np.array([[float(v) for v in unit] for unit in units]).T  # raters x items
        expected = krippendorff.alpha(reliability_data=coded, level_of_measurement="nominal")
        if len(units) > 1:  # one item alone has no variation between items to compare with
            assert row["krippendorff_alpha_nominal"] == pytest.approx(expected, abs=1e-12)
            table, _ = aggregate_raters(np.array(units, dtype=int))
            assert row["fleiss_kappa"] == pytest.approx(fleiss_kappa(table), abs=1e-12)
        # no order or distance between yes and no: the ordinal and interval alphas are not given
        assert row["krippendorff_alpha_ordinal"] is None
        assert row["krippendorff_alpha_interval"] is None
        said = line(row)
        assert said.startswith(f"{question} (yes/no): {len(units)} item(s)")
        assert "ordinal" not in said and "Fleiss' κ" in said
    assert "ordinal" in line(rows["coverage"])  # the scale keeps all three levels


def test_a_format_2_bundle_cannot_carry_yes_no_answers(tmp_path: Path) -> None:
    data = _answered(True, (True, False, True))
    raw = bundle_bytes(data)
    manifest = {**_manifest(raw), "version": 2}
    result = StudyFolder(tmp_path / "s").import_file(
        write(tmp_path / "two.wlbundle", bundle_bytes(data, manifest=manifest))
    )
    assert not result.accepted and "yes_no" in result.reason


def test_older_bundles_still_import_beside_format_3(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    old = bundle_bytes(small_data("s-9"), participant="P09")
    assert _manifest(old)["version"] == 2
    result = StudyFolder(folder).import_file(write(tmp_path / "old.wlbundle", old))
    assert result.accepted, result.reason
    versions = sorted(b["manifest"]["version"] for b in StudyFolder(folder).bundles())
    assert versions == [2, 3, 3, 3]
    rows = {r["what"]: r for r in agreement_for(folder)}
    assert rows["omission"]["items"] == 3  # the older bundle has none: nothing changes


@pytest.mark.parametrize(
    "where, value",
    [("summary", "yes"), ("summary", 1), ("review", None)],
)
def test_a_yes_no_answer_must_be_true_or_false(where: str, value: object) -> None:
    data = _answered(True, (True, False, True))
    bad = copy.deepcopy(data)
    target = bad["reviews"][0] if where == "review" else bad["reviews"][0]["summaries"][0]
    target["yes_no"] = {"omission": value}
    raw = bundle_bytes(bad)
    found = violations({"manifest": _manifest(raw), "data": bad}, "bundle-v3.schema.json", limit=1)
    assert found and "yes_no" in found[0]


def test_a_question_answered_both_on_the_scale_and_yes_or_no_is_refused(tmp_path: Path) -> None:
    data = _answered(True, (True, False, True))
    data["reviews"][0]["summaries"][0]["yes_no"] = {"coverage": True}
    result = StudyFolder(tmp_path / "s").import_file(
        write(tmp_path / "both.wlbundle", bundle_bytes(data))
    )
    assert not result.accepted and "both on the scale and yes or no" in result.reason
