"""The BooookScore release's seven questions reach the import and the agreement command."""

from __future__ import annotations

import json
from pathlib import Path

from writerlens.study.agreement_sources import agreement_for, line
from writerlens.study.releases import booookscore


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
    from writerlens.study.collection import StudyFolder
    from writerlens.study.releases import import_release

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
