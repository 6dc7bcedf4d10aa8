"""Hostile claim data (format 2) through the coordinator's real import and report: every case
of the claim fuzzer's "refused" kind is refused with a reason and loses no other bundle of
its batch; its extreme-but-valid bundles are accepted and reported without a NaN or a crash,
with the small-sample caveats shown."""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path

import pytest
from claim_seed import claim_data
from study_builders import small_data, write

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

import fuzz_claims

from writerlens.cli import main
from writerlens.study.coordinator import plots
from writerlens.study.coordinator.bundle_checks import reference_problems
from writerlens.study.coordinator.collection import StudyFolder
from writerlens.study.coordinator.stats import SMALL_N

REFUSED = list(fuzz_claims.claims_refused(random.Random(18)))
ACCEPTED = list(fuzz_claims.claims_accepted(random.Random(18)))


def _good(participant: str, story: str) -> bytes:
    return fuzz_claims.pack(small_data(story), participant=participant)


@pytest.mark.parametrize("case", REFUSED, ids=[c[0] for c in REFUSED])
def test_hostile_claim_data_is_refused_and_loses_no_other_bundle(tmp_path: Path, case) -> None:
    name, _file, raw = case
    paths = [
        write(tmp_path / "good1.wlbundle", _good("G1", "g-1")),
        write(tmp_path / "evil.wlbundle", raw),
        write(tmp_path / "good2.wlbundle", _good("G2", "g-2")),
    ]
    folder = StudyFolder(tmp_path / "study")
    results = folder.import_files(paths)
    assert [r.accepted for r in results] == [True, False, True], name
    reason = results[1].reason
    assert reason and "Traceback" not in reason
    assert not any(not c.isprintable() for c in reason), reason
    assert {b["manifest"]["participant"] for b in folder.bundles()} == {"G1", "G2"}


@pytest.mark.parametrize(
    "loop",
    [
        {"c-a0": ["c-a0"]},
        {"c-a0": ["c-a-old"], "c-a-old": ["c-a0"]},
        {"c-a0": ["c-a1"], "c-a1": ["c-a2"], "c-a2": ["c-a-old"], "c-a-old": ["c-a1"]},
    ],
    ids=["itself", "two", "three behind a chain"],
)
def test_a_claim_that_replaces_itself_is_named(loop: dict[str, list[str]]) -> None:
    """Found by the claim fuzzer: a claim whose parents lead back to itself was accepted (the
    report would count it both as replaced and as replacing)."""
    data = claim_data()
    for claim in data["claims"]:
        claim["parents"] = loop.get(claim["id"], [])
    problems = reference_problems(data)
    assert any("replaces itself" in p for p in problems), problems


def test_a_long_chain_of_edits_is_not_a_loop() -> None:
    data = claim_data()
    summary = data["summaries"][0]["id"]
    data["claims"] += [
        {"id": f"e-{n}", "summary_id": summary, "start": 0, "end": 4, "origin": "edit",
         "parents": [f"e-{n - 1}"] if n else [], "retired": n < 4999}
        for n in range(5000)
    ]  # fmt: skip
    assert reference_problems(data) == []


def test_extreme_but_valid_claim_data_is_accepted_and_reported(tmp_path: Path) -> None:
    paths = [write(tmp_path / f"{n:02d}.wlbundle", raw) for n, (_c, _f, raw) in
             enumerate(ACCEPTED)]  # fmt: skip
    results = StudyFolder(tmp_path / "study").import_files(paths)
    assert all(r.accepted for r in results), [
        (case[0], r.reason) for case, r in zip(ACCEPTED, results, strict=True) if not r.accepted
    ]
    out = tmp_path / "report"
    assert main(["study", "report", str(tmp_path / "study"), "--out", str(out)]) == 0
    _no_nan_as_a_number(out)
    report = json.loads((out / "report.json").read_text("utf-8"))
    judges = report["claims"]["judges"]
    assert judges and all(row["cohen_kappa"] is None or -1 <= row["cohen_kappa"] <= 1
                          for row in judges)  # fmt: skip
    html = (out / "report.html").read_text("utf-8")
    assert "read with care" in html


@pytest.mark.parametrize(
    "case",
    [c for c in ACCEPTED if c[0] in {
        "every claim retired", "no claims, omissions only", "one model only",
        "a judge whose every verdict is unparseable", "one verdict throughout (kappa undefined)",
    }],
    ids=lambda c: c[0],
)  # fmt: skip
def test_each_extreme_study_alone_is_reported(tmp_path: Path, case) -> None:
    """A study made of only this bundle: the claim tables are empty or tiny, never NaN."""
    name, _file, raw = case
    (result,) = StudyFolder(tmp_path / "study").import_files([write(tmp_path / "b.wlbundle", raw)])
    assert result.accepted, result.reason
    out = tmp_path / "report"
    assert main(["study", "report", str(tmp_path / "study"), "--out", str(out)]) == 0, name
    _no_nan_as_a_number(out)
    report = json.loads((out / "report.json").read_text("utf-8"))
    claims = report["claims"]
    if name == "one verdict throughout (kappa undefined)":
        assert claims["judges"]
        for row in claims["judges"]:
            assert row["cohen_kappa"] is None and "kappa undefined" in row["note"]
            assert ("small sample" in row["note"]) == (row["n"] < SMALL_N)
    if name == "a judge whose every verdict is unparseable":
        assert claims["judges"] == []
    if name == "every claim retired":
        assert claims["faithfulness"] == [] and claims["location"] == []


_NAN = re.compile(r"(?<![A-Za-z])(nan|NaN|inf|Infinity)(?![A-Za-z])")


def _no_nan_as_a_number(out: Path) -> None:
    for path in [out / "report.html", out / "report.json", *out.rglob("*.csv")]:
        text = path.read_text("utf-8")
        found = _NAN.search(text)
        assert found is None, f"{path.name}: {text[max(0, found.start() - 80) : found.end() + 40]}"


def test_a_small_bundle_naming_thousands_of_models_is_reported(tmp_path: Path) -> None:
    """Found by the claim fuzzer: a 36 KB bundle naming 2,000 models stopped `study report`
    with a MemoryError (a ranking plot 1,800 inches wide), after 111 s of testing 2 million
    pairs of models that no story had both of."""
    raw = fuzz_claims.pack(fuzz_claims.many_models(2000))
    assert len(raw) < 64 * 1024
    (result,) = StudyFolder(tmp_path / "study").import_files([write(tmp_path / "m.wlbundle", raw)])
    assert result.accepted, result.reason
    out = tmp_path / "report"
    assert main(["study", "report", str(tmp_path / "study"), "--out", str(out)]) == 0
    report = json.loads((out / "report.json").read_text("utf-8"))
    assert len(report["models"]) == 2000
    shown = {f"test/model-{n}" for n in range(64)}
    assert {frozenset((t["model_a"], t["model_b"])) for t in report["wilcoxon"]} == {
        frozenset((f"test/model-{a}", f"test/model-{b}")) for a in range(64) for b in range(a)
    }
    pairs = report["ranking"]["pairs"]
    assert len(pairs) == 64 * 63 and all({p["model"], p["other"]} <= shown for p in pairs)
    faithful = {row["model"]: row["n"] for row in report["claims"]["faithfulness"]}
    assert faithful == {model: 2 for model in shown}
    assert len(report["claims"]["per_summary"]) == 2000
    html = (out / "report.html").read_text("utf-8")
    assert (out / "report.html").stat().st_size < 5_000_000
    assert "The grid shows the first 60 of the 64 models ranked with another" in html
    assert not any(title.startswith("Ranking") for title in plots.all_plots(report))


def test_claim_data_over_the_bundle_caps_is_refused_before_the_schema_check(
    tmp_path: Path,
) -> None:
    """80,000 claims with 200,000 judges' verdicts passed the schema in ~44 s; the caps are
    counted first, so the bundle is refused with the counts at once (and the batch goes on)."""
    from writerlens.study.coordinator import bundle_reader

    data = fuzz_claims.many_claims(random.Random(5), 6, 2000, 12_000, 3, 2001)
    calls: list[object] = []
    real = bundle_reader.violations
    bundle_reader.violations = lambda *a, **k: calls.append(a) or real(*a, **k)  # type: ignore[assignment]
    try:
        paths = [
            write(tmp_path / "good1.wlbundle", _good("G1", "g-1")),
            write(tmp_path / "big.wlbundle", fuzz_claims.pack(data, participant="B1")),
        ]
        results = StudyFolder(tmp_path / "study").import_files(paths)
    finally:
        bundle_reader.violations = real  # type: ignore[assignment]
    assert [r.accepted for r in results] == [True, False]
    reason = results[1].reason or ""
    assert "12,000 claims, more than the 10,000" in reason, reason
    assert "36,000 judges' verdicts on claims, more than the 30,000" in reason, reason
    assert "2,001 omissions, more than the 2,000" in reason, reason
    assert len(calls) == 1  # only the good bundle reached the schema check
