"""The analysis on hand-made bundles: shared stories, repeated exports, automatic scores."""

from __future__ import annotations

import pytest
from study_builders import bundle_parts, small_data

from writerlens.study.coordinator.analysis import analyse
from writerlens.study.coordinator.dataset import build_dataset


def _bundle(data: dict, participant: str) -> dict:
    manifest, _ = bundle_parts(data, participant=participant)
    return {"manifest": manifest, "data": data}


def _answers(data: dict, values: dict[str, int], question: str = "coverage") -> dict:
    for entry in data["reviews"][0]["summaries"]:
        model = entry["summary_id"].rsplit("-", 1)[1]
        entry["answers"][question] = values[model]
    return data


def test_people_who_judged_the_same_story_are_compared() -> None:
    # Three writers judged story s-1 (same id): their coverage answers per model.
    one = _bundle(_answers(small_data("s-1"), {"a": 4, "b": 2, "c": 3}), "P1")
    two = _bundle(_answers(small_data("s-1"), {"a": 4, "b": 2, "c": 1}), "P2")
    three = _bundle(_answers(small_data("s-1"), {"a": 3, "b": 2, "c": 1}), "P3")
    report = analyse(build_dataset([one, two, three]))
    coverage = next(a for a in report["agreement"] if a["what"] == "coverage")
    # Units a: 4,4,3  b: 2,2,2  c: 3,1,1, three values each (weight 1/2 per ordered pair).
    # Coincidences: o44 = 1, o43 = o34 = 1, o22 = 3, o11 = 1, o31 = o13 = 1; n1 = 2, n2 = 3,
    # n3 = 2, n4 = 2, n = 9. Nominal: Do = 4/9, De = (81 - (4 + 9 + 4 + 4)) / (9 * 8) = 60/72.
    assert coverage["items"] == 3 and coverage["max_raters"] == 3
    assert coverage["krippendorff_alpha_nominal"] == pytest.approx(1 - (4 / 9) / (60 / 72))
    # Fleiss: P_i = (2*1)/6, 1, (2*1)/6 -> P-bar = 5/9; p = 2/9, 3/9, 2/9, 2/9 -> P-e = 21/81
    assert coverage["fleiss_kappa"] == pytest.approx((5 / 9 - 21 / 81) / (1 - 21 / 81))
    # the story's answers are averaged per model before the models are paired
    test = next(
        t for t in report["wilcoxon"]
        if t["question"] == "coverage" and t["model_b"] == "test/c"
        and t["model_a"] == "test/a"
    )  # fmt: skip
    assert test["n_pairs"] == 1
    assert test["mean_difference"] == pytest.approx(11 / 3 - 5 / 3)


def test_a_story_sent_again_counts_once_from_the_later_bundle() -> None:
    first = _bundle(_answers(small_data("s-1"), {"a": 1, "b": 1, "c": 1}), "P1")
    later = _bundle(_answers(small_data("s-1"), {"a": 4, "b": 4, "c": 4}), "P1")
    report = analyse(build_dataset([first, later]))
    cell = next(
        r for r in report["ratings"] if r["model"] == "test/a" and r["question"] == "coverage"
    )
    assert (cell["n"], cell["mean"]) == (1, 4.0)
    assert any("later one was used" in note for note in report["notes"])


def test_metric_scores_correlate_with_every_question() -> None:
    bundles = []
    for n, (answer, score) in enumerate([(1, 0.1), (2, 0.4), (3, 0.5), (4, 0.9)]):
        data = _answers(small_data(f"s-{n}", models=("a",)), {"a": answer})
        data["automatic"] = [
            {"summary_id": f"m-s-{n}-a", "kind": "metric", "name": "copy", "question_id": None,
             "value": score},
            {"summary_id": f"m-s-{n}-a", "kind": "judge", "name": "j", "question_id": "coverage",
             "value": answer},
        ]  # fmt: skip
        bundles.append(_bundle(data, f"P{n}"))
    report = analyse(build_dataset(bundles))
    found = {(c["question"], c["kind"], c["name"]): c for c in report["correlations"]}
    assert found[("coverage", "judge", "j")]["pearson_r"] == pytest.approx(1.0)
    assert ("faithfulness", "judge", "j") not in found  # a judge only for its own question
    assert found[("coverage", "metric", "copy")]["spearman_rho"] == pytest.approx(1.0)
    # faithfulness is 3 everywhere: nothing to correlate, and the note says why
    assert "same" in found[("faithfulness", "metric", "copy")]["note"]
