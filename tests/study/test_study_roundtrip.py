"""Three writers review through the services, export, and a coordinator imports and reports.

Every number of report.json is checked against values worked out by hand from the answers
below. W's second-story summary for P1 is a refusal: left out of every average, counted apart.
"""

from __future__ import annotations

import csv
import json

import pytest
from study_reviews import add_story, review, sample_ids

from writerlens.domain import StoryLabels
from writerlens.services import export, study
from writerlens.services.library import Library
from writerlens.study.study_file import Collect

F, V, W = "demo-faithful", "demo-vague", "demo-wrong-feeling-cause"
MF, MV, MW = (f"test/{m}" for m in (F, V, W))
FEELING = (
    "She is cool and guarded with Walter, plainly still resentful of the way she was sent "
    "away, and she treats the survey as a chance to show him that his era is over."
)
CAUSE = "The council, still troubled by an accident on the harbour steps twelve years earlier"
VAGUE = "various events unfold that shape the relationships between the characters"
VAGUE_END = "In the end, something is done about one of the lamps"

# participant -> story -> (answers per model, ranking best first, labels, spans)
PLAN = {
    "P1": {
        "sample": (
            {F: (4, 4, 4, 3), V: (2, 3, 3, 2), W: (3, 1, 4, 2)},
            (F, W, V),
            StoryLabels("unreliable", True, "linear"),
            [(W, FEELING, "faithfulness.feeling", "She is warm."),
             (W, CAUSE, "faithfulness.causation", ""),
             (V, VAGUE, "coverage.vague", "")],
        ),
        "second": (
            {F: (4, 3, 4, 4), V: (1, 3, 2, 1)},
            (F, V),
            StoryLabels("reliable", False, "non-linear"),
            [],
        ),
    },
    "P2": {
        "sample": (
            {F: (3, 4, 4, 3), V: (2, 2, 3, 1), W: (3, 2, 3, 2)},
            (F, W, V),
            StoryLabels("unreliable", False, "linear"),
            [],
        ),
        "second": (
            {F: (4, 4, 3, 4), V: (2, 3, 3, 2), W: (2, 1, 3, 1)},
            (F, V, W),
            StoryLabels("reliable", True, "linear"),
            [(W, "a keeper waits", "faithfulness.feeling", "")],
        ),
    },
    "P3": {
        "sample": (
            {F: (4, 4, 4, 4), V: (1, 2, 2, 1), W: (3, 2, 4, 3)},
            (W, F, V),
            None,
            [(V, VAGUE, "coverage.vague", ""),
             (V, VAGUE_END, "coherence.repetition", "says it again")],
        ),
    },
}  # fmt: skip


@pytest.fixture(scope="module")
def made(tmp_path_factory: pytest.TempPathFactory) -> dict:
    root = tmp_path_factory.mktemp("roundtrip")
    study_file = root / "rt.wlstudy"
    study.create_study(
        study_file,
        study_id="roundtrip",
        title="Round trip",
        instructions="Review both stories.",
        participants=list(PLAN),
        collect=Collect(summary_text=True, comments=True),
    )
    bundles = []
    for participant, stories in PLAN.items():
        library = Library.open(root / participant)
        try:
            study.join_study(library, study_file, participant)
            for story, (answers, ranking, labels, spans) in stories.items():
                if story == "sample":
                    manuscript_id, ids = sample_ids(library)
                else:
                    manuscript_id, ids = add_story(
                        library, root, f"{participant}.txt",
                        f"A keeper of {participant} waits for a ship.\n",
                        refused=[W] if participant == "P1" else [],
                    )  # fmt: skip
                review(
                    library, manuscript_id, ids, answers, ranking=ranking, labels=labels,
                    spans=spans,
                )  # fmt: skip
            result = export.export_bundle(
                library, root / f"{participant}.wlbundle", export.options_for(library)
            )
            bundles.append(result.path)
        finally:
            library.close()
    results = study.import_bundles(root / "study", bundles)
    files = study.report(root / "study", root / "report")
    return {"root": root, "results": results, "files": files, "report": files.report}


def _cell(report: dict, model: str, question: str) -> dict:
    (cell,) = [r for r in report["ratings"] if r["model"] == model and r["question"] == question]
    return cell


def test_every_bundle_is_accepted_and_counted(made: dict) -> None:
    assert [r.accepted for r in made["results"]] == [True, True, True]
    report = made["report"]
    assert report["study_id"] == "roundtrip"
    assert report["counts"] == {
        "bundles": 3, "participants": 3, "stories": 5, "summaries": 15,
        "answers": 56, "spans": 6, "rankings": 5,
    }  # fmt: skip
    assert report["models"] == [MF, MV, MW]
    assert report["questions"] == ["coverage", "faithfulness", "coherence", "analysis"]
    assert report["refusals"] == [
        {"model": MF, "summaries": 5, "refused": 0, "failed": 0, "answers_left_out": 0},
        {"model": MV, "summaries": 5, "refused": 0, "failed": 0, "answers_left_out": 0},
        {"model": MW, "summaries": 5, "refused": 1, "failed": 0, "answers_left_out": 0},
    ]


# model, question: (n, mean, counts of 1..4, % of 4s), worked out from PLAN by hand
RATINGS = {
    (MF, "coverage"): (5, 19 / 5, [0, 0, 1, 4], 80.0),
    (MF, "faithfulness"): (5, 19 / 5, [0, 0, 1, 4], 80.0),
    (MF, "coherence"): (5, 19 / 5, [0, 0, 1, 4], 80.0),
    (MF, "analysis"): (5, 18 / 5, [0, 0, 2, 3], 60.0),
    (MV, "coverage"): (5, 8 / 5, [2, 3, 0, 0], 0.0),
    (MV, "faithfulness"): (5, 13 / 5, [0, 2, 3, 0], 0.0),
    (MV, "coherence"): (5, 13 / 5, [0, 2, 3, 0], 0.0),
    (MV, "analysis"): (5, 7 / 5, [3, 2, 0, 0], 0.0),
    (MW, "coverage"): (4, 11 / 4, [0, 1, 3, 0], 0.0),  # the refusal is not in here
    (MW, "faithfulness"): (4, 6 / 4, [2, 2, 0, 0], 0.0),
    (MW, "coherence"): (4, 14 / 4, [0, 0, 2, 2], 50.0),
    (MW, "analysis"): (4, 8 / 4, [1, 2, 1, 0], 0.0),
}


def test_ratings_per_model_and_question(made: dict) -> None:
    report = made["report"]
    assert len(report["ratings"]) == 12
    for (model, question), (n, mean, counts, perfect) in RATINGS.items():
        cell = _cell(report, model, question)
        assert cell["n"] == n, (model, question)
        assert cell["mean"] == pytest.approx(mean), (model, question)
        assert [cell["counts"][str(k)] for k in (1, 2, 3, 4)] == counts, (model, question)
        assert cell["perfect_pct"] == pytest.approx(perfect), (model, question)
    # F coverage 4,4,3,4,4: squared deviations sum to 0.8, sample variance 0.2
    assert _cell(report, MF, "coverage")["sd"] == pytest.approx(0.2**0.5)
    assert _cell(report, MF, "coverage")["median"] == 4.0


def test_span_labels(made: dict) -> None:
    labels = made["report"]["labels"]
    assert labels["by_label"] == [
        {"model": MV, "label": "coherence.repetition", "count": 1},
        {"model": MV, "label": "coverage.vague", "count": 2},
        {"model": MW, "label": "faithfulness.causation", "count": 1},
        {"model": MW, "label": "faithfulness.feeling", "count": 2},
    ]
    assert labels["by_attribute"] == [
        {"model": MV, "attribute": "coherence", "count": 1},
        {"model": MV, "attribute": "coverage", "count": 2},
        {"model": MW, "attribute": "faithfulness", "count": 3},
    ]
    per = {r["model"]: r for r in labels["per_model"]}
    assert (per[MF]["spans"], per[MF]["reviewed_summaries"], per[MF]["spans_per_summary"]) == (
        0,
        5,
        0.0,
    )
    assert per[MV]["spans_per_summary"] == pytest.approx(3 / 5)
    assert per[MW]["spans_per_summary"] == pytest.approx(3 / 4)


def test_ranking_pairs_and_first_places(made: dict) -> None:
    ranking = made["report"]["ranking"]
    assert ranking["rankings"] == 5
    pairs = {
        (p["model"], p["other"]): (p["stories"], p["above"], p["pct"]) for p in ranking["pairs"]
    }
    assert pairs == {
        (MF, MV): (5, 5, 100.0), (MV, MF): (5, 0, 0.0),
        (MF, MW): (4, 3, 75.0), (MW, MF): (4, 1, 25.0),
        (MW, MV): (4, 3, 75.0), (MV, MW): (4, 1, 25.0),
    }  # fmt: skip
    first = {r["model"]: (r["rankings"], r["first"], r["pct"]) for r in ranking["first_place"]}
    assert first == {MF: (5, 4, 80.0), MV: (5, 0, 0.0), MW: (4, 1, 25.0)}


def test_wilcoxon_paired_by_story(made: dict) -> None:
    tests = {(t["question"], t["model_a"], t["model_b"]): t for t in made["report"]["wilcoxon"]}
    assert len(tests) == 4 * 3
    fv = tests[("coverage", MF, MV)]  # differences 2, 3, 1, 2, 3: all one way
    assert (fv["n_pairs"], fv["n_untied"], fv["statistic"]) == (5, 5, 0.0)
    assert fv["p_value"] == pytest.approx(2 / 32)  # exact: 2 of 2^5 sign patterns
    assert fv["mean_difference"] == pytest.approx(11 / 5)
    assert "too few" in fv["note"]
    fw = tests[("coverage", MF, MW)]  # 4 stories with both; differences 1, 0, 2, 1
    assert (fw["n_pairs"], fw["n_untied"], fw["statistic"]) == (4, 3, 0.0)
    assert fw["mean_difference"] == pytest.approx(1.0)
    assert "1 tied pair" in fw["note"]
    vw = tests[("faithfulness", MV, MW)]  # differences 2, 0, 2, 0
    assert (vw["n_pairs"], vw["n_untied"]) == (4, 2)
    assert vw["mean_difference"] == pytest.approx(1.0)


def test_averages_by_story_style(made: dict) -> None:
    rows = {
        (r["dimension"], r["value"], r["model"], r["question"]): (r["n"], r["mean"])
        for r in made["report"]["by_style"]
    }
    assert rows[("narrator", "unreliable", MF, "coverage")] == (2, pytest.approx(3.5))
    assert rows[("narrator", "reliable", MF, "coverage")] == (2, pytest.approx(4.0))
    assert rows[("narrator", "reliable", MW, "coverage")] == (1, pytest.approx(2.0))
    assert rows[("timeline", "linear", MV, "analysis")] == (3, pytest.approx(5 / 3))
    assert rows[("detailed_subplot", "yes", MW, "coherence")] == (2, pytest.approx(3.5))
    assert rows[("detailed_subplot", "no", MV, "coverage")] == (2, pytest.approx(1.5))
    # P3 gave no style labels: their answers are under no style
    narrator_n = sum(n for (d, _v, m, q), (n, _) in rows.items()
                     if d == "narrator" and m == MF and q == "coverage")  # fmt: skip
    assert narrator_n == 4


def test_no_scores_and_no_shared_items(made: dict) -> None:
    report = made["report"]
    # no judge ran; the only automatic scores are the extractive measures every export carries
    assert {c["kind"] for c in report["correlations"]} == {"metric"}
    assert not any(":" in c["name"] for c in report["correlations"])
    assert [a["items"] for a in report["agreement"]] == [0, 0, 0, 0]
    assert all("no item" in a["note"] for a in report["agreement"])


def test_tables_and_page_carry_the_same_numbers(made: dict) -> None:
    out = made["root"] / "report"
    with (out / "tables" / "ratings.csv").open(newline="") as handle:
        rows = {(r["model"], r["question"]): r for r in csv.DictReader(handle)}
    assert float(rows[(MW, "coherence")]["mean"]) == pytest.approx(3.5)
    assert rows[(MW, "coherence")]["count_4"] == "2"
    saved = json.loads((out / "report.json").read_text("utf-8"))
    assert saved["ranking"] == made["report"]["ranking"]
    html = (out / "report.html").read_text("utf-8")
    assert html.count('src="data:image/png;base64,') == 3
    assert "http" not in html.replace("http-equiv", "")  # self-contained: loads nothing
    assert MW in html and "75.00" in html


def test_page_carries_its_style_sheet(made: dict) -> None:
    """The report's CSS once got shadowed by a same-named dict of style labels, so the page's
    <style> held "{'narrator': ...}" and the report printed unstyled."""
    html = (made["root"] / "report" / "report.html").read_text("utf-8")
    style = html.split("<style>", 1)[1].split("</style>", 1)[0]
    assert "border-collapse" in style and "{'narrator'" not in style
