"""The Reading Subtext release, converted into one bundle per writer, imported and reported:
the figures the data determines, computed here independently from the TSV."""

from __future__ import annotations

import ast
import json
from collections import defaultdict
from pathlib import Path
from statistics import fmean

import numpy as np
import pytest
from subtext_bundles import REFUSED, convert, rows, writer_of

from writerlens.services import study

QUESTIONS = {"coverage": "Coverage", "faithfulness": "Faithfulness", "coherence": "Coherence",
             "analysis": "Interpretation"}  # fmt: skip
MODEL = {"claude": "reading-subtext/claude", "gpt4": "reading-subtext/gpt4",
         "llama": "reading-subtext/llama"}  # fmt: skip


@pytest.fixture(scope="module")
def made(tmp_path_factory: pytest.TempPathFactory) -> dict:
    root = Path(__file__).resolve().parents[3] / "shared" / "external" / "reading-subtext"
    if not root.is_dir():
        pytest.skip(f"the shared study data is not here ({root})")
    tmp = tmp_path_factory.mktemp("subtext")
    (tmp / "in").mkdir()
    paths = convert(root, tmp / "in")
    results = study.import_bundles(tmp / "study", paths)
    files = study.report(tmp / "study", tmp / "report")
    return {"root": root, "paths": paths, "results": results, "report": files.report}


def _summary_rows(root: Path) -> list[dict[str, str]]:
    return [r for r in rows(root) if r["SummID"]]


def _model(summary_id: str) -> str:
    for name in MODEL:
        if summary_id.endswith(name):
            return name
    raise AssertionError(summary_id)


def test_nine_writers_all_accepted(made: dict) -> None:
    assert len(made["paths"]) == 9
    assert all(r.accepted for r in made["results"]), [r.reason for r in made["results"]]
    counts = made["report"]["counts"]
    assert (counts["participants"], counts["stories"], counts["summaries"]) == (9, 25, 75)
    assert counts["rankings"] == 25


def test_means_leave_out_refusals_and_missing_answers(made: dict) -> None:
    values: dict[tuple[str, str], list[int]] = defaultdict(list)
    for row in _summary_rows(made["root"]):
        if row["SummID"] in REFUSED:
            continue
        for ours, theirs in QUESTIONS.items():
            if int(row[theirs]) > 0:
                values[(_model(row["SummID"]), ours)].append(int(row[theirs]))
    cells = {(r["model"], r["question"]): r for r in made["report"]["ratings"]}
    for (model, question), found in values.items():
        cell = cells[(MODEL[model], question)]
        assert cell["n"] == len(found), (model, question)
        assert cell["mean"] == pytest.approx(fmean(found)), (model, question)
        assert cell["counts"]["4"] == found.count(4)
    assert cells[(MODEL["claude"], "coverage")]["n"] == 23  # 25 stories, 2 refusals
    assert cells[(MODEL["claude"], "coherence")]["n"] == 22  # and one coherence of -1
    refusals = {r["model"]: r for r in made["report"]["refusals"]}
    assert refusals[MODEL["claude"]]["refused"] == 2
    assert refusals[MODEL["claude"]]["answers_left_out"] == 8  # the writers rated them 1-4
    assert refusals[MODEL["gpt4"]]["refused"] == 0


def test_ranking_pairs_match_the_preferences(made: dict) -> None:
    above: dict[tuple[str, str], int] = defaultdict(int)
    for row in rows(made["root"]):
        if row["SummID"]:
            continue
        ranked = ast.literal_eval(row["Preference"])
        order = [{"Summary 1": "claude", "Summary 2": "gpt4", "Summary 3": "llama"}[ranked[k]]
                 for k in sorted(ranked, key=int)]  # fmt: skip
        for i, a in enumerate(order):
            for b in order[i + 1 :]:
                above[(a, b)] += 1
    pairs = {(p["model"], p["other"]): p for p in made["report"]["ranking"]["pairs"]}
    for (a, b), k in above.items():
        pair = pairs[(MODEL[a], MODEL[b])]
        assert (pair["stories"], pair["above"]) == (25, k)
        assert pair["pct"] == pytest.approx(100 * k / 25)
    assert pairs[(MODEL["gpt4"], MODEL["llama"])]["above"] == above[("gpt4", "llama")]


def test_judge_and_metric_correlations_are_present_and_right(made: dict) -> None:
    root = made["root"]
    judge = json.loads(
        (root / "summary_scores" / "gpt4_summaries" / "claude-2.1_scores.json").read_text()
    )
    scores = {"gpt4": judge}
    for model in ("claude", "llama"):
        path = root / "summary_scores" / f"{model}_summaries" / "claude-2.1_scores.json"
        scores[model] = json.loads(path.read_text())
    pairs = []
    for row in _summary_rows(root):
        if row["SummID"] in REFUSED or int(row["Coverage"]) < 1:
            continue
        model = _model(row["SummID"])
        story = row["SummID"].removesuffix(model)
        pairs.append((int(row["Coverage"]), scores[model][story][0]))
    expected = np.corrcoef(np.array(pairs, dtype=float).T)[0, 1]
    found = {(c["question"], c["kind"], c["name"]): c for c in made["report"]["correlations"]}
    cell = found[("coverage", "judge", "claude-2.1")]
    assert cell["n"] == len(pairs) == 73
    assert cell["pearson_r"] == pytest.approx(expected)
    assert cell["spearman_rho"] is not None and 0 <= cell["pearson_p"] <= 1
    for question in QUESTIONS:
        for name in ("claude-2.1", "gpt-4-1106-preview"):
            assert (question, "judge", name) in found
        assert (question, "metric", "boookscore") in found
    assert all(c["n"] >= 70 and c["pearson_r"] is not None for c in found.values())


def test_style_labels_and_tests_are_computed(made: dict) -> None:
    report = made["report"]
    unreliable = [r for r in report["by_style"]
                  if r["dimension"] == "narrator" and r["value"] == "unreliable"]  # fmt: skip
    assert unreliable and all(r["n"] > 0 for r in unreliable)
    tests = {(t["question"], t["model_a"], t["model_b"]): t for t in report["wilcoxon"]}
    cg = tests[("coverage", MODEL["claude"], MODEL["gpt4"])]
    assert cg["n_pairs"] == 23  # stories where both have a usable coverage answer
    assert cg["p_value"] is not None
    assert writer_of("112332_3") == "112332"
