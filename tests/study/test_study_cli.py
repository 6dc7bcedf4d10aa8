"""The study verbs from a terminal: a writer joins and exports, a coordinator imports, reports."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from study_builders import bundle_bytes, small_data, write
from study_reviews import review, sample_ids

from writerlens.cli import main
from writerlens.services.library import Library


def test_writer_and_coordinator_from_the_terminal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data_dir = tmp_path / "data"
    instructions = tmp_path / "instructions.txt"
    instructions.write_text("Review the sample story, then export.\n")
    study_file = tmp_path / "pilot.wlstudy"
    assert main([
        "study", "create", "--id", "pilot", "--title", "Pilot", "--instructions",
        str(instructions), "--participants", "P01", "P02", "--model", "anthropic:claude-x",
        "--out", str(study_file),
    ]) == 0  # fmt: skip
    assert "Wrote pilot.wlstudy" in capsys.readouterr().out

    assert main(["--data-dir", str(data_dir), "study", "join", str(study_file)]) == 1
    assert "participant code" in capsys.readouterr().err
    assert main(["--data-dir", str(data_dir), "study", "join", str(study_file),
                 "--participant", "P02"]) == 0  # fmt: skip
    out = capsys.readouterr().out
    assert "as P02" in out and "Review the sample story" in out

    library = Library.open(data_dir)
    try:
        manuscript_id, ids = sample_ids(library)
        review(library, manuscript_id, ids, {m: (3, 3, 3, 3) for m in ids}, ranking=tuple(ids))
    finally:
        library.close()

    assert main(["--data-dir", str(data_dir), "export", "--preview", "--name", "Walter"]) == 0
    printed = capsys.readouterr()
    preview = json.loads(printed.out)
    assert len(preview["reviews"]) == 1
    assert "Taken out: " in printed.err and " names" in printed.err  # Walter, in the summaries
    assert "Names in the text you did not list" in printed.err and "Walter" not in printed.err

    bundle = tmp_path / "mine.wlbundle"
    assert main(["--data-dir", str(data_dir), "export", "--out", str(bundle), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["reviews"] == 1

    bad = write(tmp_path / "bad.wlbundle", b"not a zip")
    other = write(tmp_path / "other.wlbundle", bundle_bytes(small_data("s-9"), study_id="pilot"))
    study_dir = tmp_path / "study"
    code = main(
        ["study", "import", str(bundle), str(bad), str(other), "--study-dir", str(study_dir)]
    )
    lines = capsys.readouterr().out.splitlines()
    assert code == 1  # one was rejected
    assert lines[0].startswith("accepted  mine.wlbundle: participant P02")
    assert lines[1].startswith("rejected  bad.wlbundle: it is not a readable bundle")
    assert lines[2].startswith("accepted  other.wlbundle")
    assert lines[3] == "2 accepted, 1 rejected."
    assert main(["study", "import", str(other), "--study-dir", str(study_dir), "--json"]) == 1
    assert "already imported" in json.loads(capsys.readouterr().out)[0]["reason"]

    out_dir = tmp_path / "report"
    assert main(["study", "report", str(study_dir), "--out", str(out_dir), "--no-plots"]) == 0
    report = json.loads((out_dir / "report.json").read_text("utf-8"))
    assert report["counts"]["participants"] == 2 and report["study_id"] == "pilot"
    assert (out_dir / "tables" / "wilcoxon.csv").is_file()

    for kind, name in (("doccano", "a.jsonl"), ("w3c", "a.jsonld"), ("label-studio", "ls.json")):
        assert main(["study", "annotations", str(study_dir), "--format", kind,
                     "--out", str(tmp_path / name)]) == 0  # fmt: skip
    assert len((tmp_path / "a.jsonl").read_text().splitlines()) == 6  # 2 reviews x 3 summaries
    assert json.loads((tmp_path / "a.jsonld").read_text())["total"] == 1
    assert len(json.loads((tmp_path / "ls.json").read_text())) == 6
    printed = capsys.readouterr().out
    assert "Allow overlapping spans" in printed  # how to keep overlapping spans in doccano
    assert "<Relation" in (tmp_path / "ls.label-config.xml").read_text()
    collection = json.loads((tmp_path / "a.jsonld").read_text())
    assert collection["id"] and collection["first"]["id"]
    # the coordinator's verbs did not make a library anywhere
    assert not (tmp_path / "study" / "library.sqlite3").exists()


def test_report_of_an_empty_folder_says_what_to_do(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["study", "report", str(tmp_path / "nothing"), "--out", str(tmp_path / "r")]) == 1
    assert "Import some" in capsys.readouterr().err
