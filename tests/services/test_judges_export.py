"""Judges' scores and the extractive measures travel in the bundle's ``automatic`` scores, and
the coordinator's report tabulates them per model (and still correlates them)."""

from __future__ import annotations

import csv
import json
import random
from pathlib import Path

import pytest
from judges_support import by_request, replies, sentence_number, server_spec, service
from llm_server import FakeLLMServer

from writerlens.services import export, study
from writerlens.services.library import Library
from writerlens.services.review import ReviewSession
from writerlens.store import scores as score_rows
from writerlens.study.coordinator.bundle_reader import read_bundle
from writerlens.study.study_file import Collect

QUESTIONS = ("coverage", "faithfulness", "coherence", "analysis")
METRICS = {
    "fragment_coverage",
    "fragment_density",
    "compression",
    "copied_phrases",
    "ngram_overlap_2",
    "ngram_overlap_3",
    "ngram_overlap_4",
    "ngram_overlap_5",
}


@pytest.fixture
def judged(library: Library, llm_server: FakeLLMServer) -> dict[str, int]:
    """The sample, reviewed by its writer, with one summary judged three ways."""
    story = library.ensure_sample()
    assert story is not None
    with library.store.write() as db:  # a story of the writer's own: the sample is practice
        db.execute("UPDATE manuscripts SET is_sample = 0 WHERE id = ?", (story.id,))
        db.execute("UPDATE summaries SET is_demo = 0, provider = 'test'")
    ids = {s.model: s.id for s in library.summaries(story.id)}
    session = ReviewSession.open(library, story.id, rng=random.Random(1))
    for n, summary_id in enumerate(ids.values()):
        for question in QUESTIONS:
            session.answer(summary_id, question, 1 + (n + len(question)) % 4)
    session.set_ranking(list(ids.values()))
    session.complete()

    judges = service(library)
    target = ids["demo-faithful"]
    llm_server.model_answered = "judge-x"
    replies(llm_server, ["Score: 4", "3", "4", "2"])
    judges.judge_questions(target, server_spec(llm_server))
    by_request(llm_server, lambda r: "Confusing: yes" if sentence_number(r) == 1 else "No.")
    coherence = judges.coherence(target, server_spec(llm_server))
    judges.add_probe(story.id, "How many lamps does Walter tend?", "Forty-eight")
    judges.add_probe(story.id, "Who comes back?", "Nell")
    replies(llm_server, ["Answered: yes\nEvidence: none", "Answered: no"])
    judges.run_probes(target, server_spec(llm_server))
    return {**ids, "sentences": len(coherence.sentences)}


def test_the_bundle_carries_judge_and_metric_scores(
    library: Library, judged: dict[str, int]
) -> None:
    data = json.loads(export.preview(library, export.ExportOptions()))
    target = next(s["id"] for s in data["summaries"] if s["model"] == "demo-faithful")
    automatic = [a for a in data["automatic"] if a["summary_id"] == target]
    answers = {a["question_id"]: a["value"] for a in automatic if a["kind"] == "judge"}
    assert answers == {"coverage": 4, "faithfulness": 3, "coherence": 4, "analysis": 2}
    assert {a["name"] for a in automatic if a["kind"] == "judge"} == {"server model 1"}
    metrics = {a["name"]: a["value"] for a in automatic if a["kind"] == "metric"}
    sentences = judged["sentences"]
    assert metrics["booookscore:server model 1"] == pytest.approx((sentences - 1) / sentences)
    assert metrics["probes_answered:server model 1"] == 0.5
    assert set(metrics) == METRICS | {
        "booookscore:server model 1",
        "probes_answered:server model 1",
    }
    assert 0 < metrics["fragment_coverage"] <= 1 and metrics["compression"] > 1
    assert all(a["question_id"] is None for a in automatic if a["kind"] == "metric")
    # every ok summary gets its extractive measures, judged or not
    for summary in data["summaries"]:
        names = {a["name"] for a in data["automatic"] if a["summary_id"] == summary["id"]}
        assert names >= METRICS


def test_a_local_judge_is_named_by_its_file_only(library: Library, judged: dict[str, int]) -> None:
    score_rows.save_score(
        library.store,
        summary_id=judged["demo-vague"],
        judge_model="/home/someone/models/judge-q4.gguf",
        kind=score_rows.QUESTION,
        name="coverage",
        value=2,
        status="ok",
    )
    data = json.loads(export.preview(library, export.ExportOptions()))
    names = {a["name"] for a in data["automatic"] if a["kind"] == "judge"}
    # a model file's name, and the id of a model on the writer's own server, may name them
    assert names == {"server model 1", "local model 1"}
    assert "someone" not in json.dumps(data["automatic"])
    opted = json.loads(export.preview(library, export.ExportOptions(include_model_names=True)))
    assert {a["name"] for a in opted["automatic"] if a["kind"] == "judge"} == {  # opted in
        "judge-x",
        "judge-q4.gguf",
    }


def test_unusable_judge_answers_stay_home(
    library: Library, judged: dict[str, int], llm_server: FakeLLMServer
) -> None:
    replies(llm_server, ["no idea", "none at all", "3", "3", "3"])
    service(library).judge_questions(judged["demo-vague"], server_spec(llm_server, "judge-y"))
    data = json.loads(export.preview(library, export.ExportOptions()))
    vague = next(s["id"] for s in data["summaries"] if s["model"] == "demo-vague")
    answered = {
        a["question_id"]
        for a in data["automatic"]
        if a["summary_id"] == vague and a["kind"] == "judge"
    }
    assert answered == {"faithfulness", "coherence", "analysis"}


def test_the_report_tabulates_automatic_scores_per_model(
    library: Library, judged: dict[str, int], tmp_path: Path
) -> None:
    study_file = tmp_path / "judges.wlstudy"
    study.create_study(
        study_file,
        study_id="judges",
        title="Judges",
        instructions="Review the sample.",
        participants=["P1"],
        collect=Collect(summary_text=True, comments=True),
    )
    study.join_study(library, study_file, "P1")
    bundle = export.export_bundle(library, tmp_path / "P1", export.options_for(library)).path
    read_bundle(bundle)  # the coordinator's checks (and the schema) accept it
    study.import_bundles(tmp_path / "study", [bundle])
    files = study.report(tmp_path / "study", tmp_path / "report")
    rows = {
        (r["model"], r["kind"], r["name"], r["score_question"]): r
        for r in files.report["automatic"]
    }
    faithful = "test/demo-faithful"
    assert rows[(faithful, "judge", "server model 1", "coverage")]["mean"] == 4
    assert rows[(faithful, "judge", "server model 1", "coverage")]["n"] == 1
    assert rows[(faithful, "metric", "probes_answered:server model 1", None)]["mean"] == 0.5
    models = {r["model"] for r in files.report["automatic"] if r["name"] == "fragment_coverage"}
    assert models == {"test/demo-faithful", "test/demo-vague", "test/demo-wrong-feeling-cause"}

    with (tmp_path / "report" / "tables" / "automatic_by_model.csv").open(newline="") as handle:
        table = list(csv.DictReader(handle))
    assert len(table) == len(files.report["automatic"])
    assert {"model", "kind", "name", "score_question", "n", "mean", "sd"} == set(table[0])
    html = (tmp_path / "report" / "report.html").read_text("utf-8")
    assert "Automatic scores per model" in html and "booookscore:server model 1" in html
    # the judge's id on the writer's own server travels nowhere, so no report file carries it
    for written in (tmp_path / "report").rglob("*"):
        if written.is_file() and written.suffix in (".html", ".json", ".csv", ".md", ".txt"):
            assert "judge-x" not in written.read_text("utf-8"), written.name
    # the correlations still pair each judge answer with the writer's answer to its question
    judge_rows = [c for c in files.report["correlations"] if c["kind"] == "judge"]
    assert {(c["question"], c["score_question"]) for c in judge_rows} == {(q, q) for q in QUESTIONS}
