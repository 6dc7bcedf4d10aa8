"""The BooookScore release's seven questions reach the import and the agreement command."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from writerlens.study.coordinator.agreement_sources import agreement_for, line
from writerlens.study.coordinator.releases import booookscore


def test_all_seven_questions_are_counted(external: Path, tmp_path: Path) -> None:
    root = external / "booookscore"
    paths, _notes, comparison = booookscore.convert(root, tmp_path)
    assert len(paths) == 4
    counted = {k: sum(v.values()) for k, v in comparison.total.items()}
    assert counted == {q: 80 for q in (*booookscore.ASPECTS, *booookscore.YES_NO)}
    # The release's own answers, counted straight from the files.
    yes = 0
    for number in (1, 2, 3, 4):
        tasks = json.loads((root / booookscore.FORMAL / f"annotator{number}.json").read_text())
        for task in tasks:
            for result in task["annotations"][0]["result"]:
                if result["from_name"] == "contradiction":
                    yes += result["value"]["choices"] == ["Yes"]
    assert comparison.total["contradiction"]["yes"] == yes
    assert any(line.startswith("contradiction: yes") for line in comparison.lines())


def test_what_each_summary_leaves_out_travels_as_its_feedback(
    external: Path, tmp_path: Path
) -> None:
    from writerlens.study.coordinator.collection import StudyFolder
    from writerlens.study.coordinator.releases import import_release

    outcome = import_release("booookscore", external / "booookscore", tmp_path / "study")
    assert not outcome.rejected
    feedback = [
        s["feedback"]
        for b in StudyFolder(tmp_path / "study").bundles()
        for r in b["data"]["reviews"]
        for s in r["summaries"]
        if s.get("feedback")
    ]
    assert feedback and all(f.startswith("Leaves out: ") for f in feedback)


def test_agreement_on_the_release_folder_prints_every_question(external: Path) -> None:
    rows = agreement_for(external / "booookscore")
    assert [r["what"].split(",")[0] for r in rows] == [
        *booookscore.ASPECTS, *booookscore.YES_NO
    ]  # fmt: skip
    # each annotator judged 20 books of their own: the command says there is nothing shared
    assert all(r["items"] == 0 and "no item" in line(r) for r in rows)


def test_contradiction_and_omission_answers_travel_in_the_bundles_and_their_agreement(
    external: Path, tmp_path: Path
) -> None:
    """The three yes/no questions, read back from the imported bundles (format 3), give the
    release's own counts; the study folder's agreement prints a row for each."""
    from writerlens.study.coordinator.collection import StudyFolder
    from writerlens.study.coordinator.releases import import_release

    root = external / "booookscore"
    _paths, _notes, comparison = booookscore.convert(root, tmp_path / "converted")
    outcome = import_release("booookscore", root, tmp_path / "study")
    assert not outcome.rejected
    read: dict[str, Counter[str]] = {q: Counter() for q in booookscore.YES_NO}
    bundles = list(StudyFolder(tmp_path / "study").bundles())
    assert {b["manifest"]["version"] for b in bundles} == {3}
    for bundle in bundles:
        models = {s["id"]: s["model"] for s in bundle["data"]["summaries"]}
        for review in bundle["data"]["reviews"]:
            for question, answer in review.get("yes_no", {}).items():
                read[question]["yes" if answer else "no"] += 1
            for entry in review["summaries"]:
                for question, answer in entry.get("yes_no", {}).items():
                    short = models[entry["summary_id"]].rsplit("-", 1)[1]  # gpt4-4096-hier
                    read[f"{question}_{short}"]["yes" if answer else "no"] += 1
    assert read == {q: comparison.total[q] for q in booookscore.YES_NO}
    assert all(sum(read[q].values()) == 80 for q in booookscore.YES_NO)
    rows = {r["what"]: r for r in agreement_for(tmp_path / "study")}
    assert rows.keys() >= {"contradiction", "omission"}
    for question in ("contradiction", "omission"):
        assert rows[question]["scale"] == "yes/no"
        assert line(rows[question]).startswith(f"{question} (yes/no): 0 item(s)")
