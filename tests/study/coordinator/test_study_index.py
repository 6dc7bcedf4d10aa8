"""The study folder's index in SQLite: appended to, never rewritten; readable after a kill; a
folder of an earlier version (index.json) read as it is and carried over; a release imported in
one update; a killed release import's temporary folder removed by the next run."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from study_builders import bundle_bytes, small_data, write

from writerlens.domain import WriterLensError
from writerlens.study.coordinator import folder_index
from writerlens.study.coordinator.collection import StudyFolder
from writerlens.study.coordinator.releases import import_release
from writerlens.study.coordinator.releases.scratch import PREFIX, sweep

ROOT = Path(__file__).resolve().parents[3]


def _bundles(folder: Path, count: int, who: str = "P01") -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    return [
        write(folder / f"{who}-{n}.wlbundle", bundle_bytes(small_data(f"s-{who}-{n}")))
        for n in range(count)
    ]


def test_a_folder_of_an_earlier_version_is_read_then_carried_over_whole(tmp_path: Path) -> None:
    study = StudyFolder(tmp_path / "study")
    first = study.import_files(_bundles(tmp_path / "in", 3))
    # the folder as an earlier version left it: index.json, no digests of the new kind
    legacy = study.index()
    for entry in legacy["bundles"]:
        del entry["stories"], entry["data_digest_2"]
    legacy["version"] = 1
    (study.root / "index.json").write_text(json.dumps(legacy), "utf-8")
    (study.root / "index.sqlite").unlink()

    assert [e["bundle_id"] for e in study.entries()] == [r.bundle_id for r in first]
    assert len(study.bundles()) == 3
    assert not (study.root / "index.sqlite").exists()  # reading changes nothing

    again = study.import_files(_bundles(tmp_path / "in", 3)[:1])  # same content, a new id
    assert not again[0].accepted and "copy" in str(again[0].reason)
    more = study.import_files(_bundles(tmp_path / "more", 1, who="P02"))
    assert more[0].accepted
    assert (study.root / "index.sqlite").is_file()
    assert (study.root / "index.json.migrated").is_file()
    assert not (study.root / "index.json").exists()
    ids = [e["bundle_id"] for e in study.entries()]
    assert ids == [r.bundle_id for r in first + more]
    assert study.study_id == "pilot"
    assert study.entries()[0]["stories"] == ["s-P01-0"]


def test_an_index_that_is_not_one_is_named_with_what_to_do(tmp_path: Path) -> None:
    study = StudyFolder(tmp_path / "study")
    study.root.mkdir()
    (study.root / "index.sqlite").write_bytes(b"this is not a database" * 100)
    with pytest.raises(WriterLensError, match="cannot be read"):
        study.entries()
    (study.root / "index.sqlite").unlink()
    (study.root / "index.json").write_text("[1, 2]", "utf-8")
    with pytest.raises(WriterLensError, match="is not a WriterLens study folder's index"):
        study.entries()
    with pytest.raises(WriterLensError, match="is not a WriterLens study folder's index"):
        study.import_files(_bundles(tmp_path / "in", 1))  # nothing written over it
    assert (study.root / "index.json").read_text("utf-8") == "[1, 2]"


def test_a_release_is_imported_in_one_update_of_the_index(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    release = _reading_subtext(tmp_path / "release", writers=5)
    opened: list[int] = []
    real = folder_index.transaction

    def counted(db):  # type: ignore[no-untyped-def]
        opened.append(1)
        return real(db)

    monkeypatch.setattr(folder_index, "transaction", counted)
    seen: list[str] = []
    outcome = import_release(
        "reading-subtext", release, tmp_path / "study", progress=lambda r: seen.append(r.file)
    )
    assert sum(r.accepted for r in outcome.results) == 5
    assert len(seen) == 5
    # one for the new index's tables, one for the whole run (was one per bundle)
    assert len(opened) == 2
    assert len(StudyFolder(tmp_path / "study").entries()) == 5


_KILLED_IMPORT = """
import sys
from pathlib import Path
from writerlens.study.coordinator.collection import StudyFolder
paths = [Path(p) for p in sys.argv[2:]]
def said(result):
    print("accepted" if result.accepted else "rejected", result.bundle_id, flush=True)
StudyFolder(Path(sys.argv[1])).import_files(paths, said)
"""


def test_a_killed_import_leaves_an_index_that_holds_every_accepted_bundle(tmp_path: Path) -> None:
    paths = _bundles(tmp_path / "in", 60)
    study = tmp_path / "study"
    child = _python(_KILLED_IMPORT, str(study), *map(str, paths))
    accepted: list[str] = []
    assert child.stdout is not None
    for line in child.stdout:
        if line.startswith("accepted"):
            accepted.append(line.split()[1])
        if len(accepted) == 8:
            break
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=30)
    folder = StudyFolder(study)
    entries = folder.entries()
    held = [e["bundle_id"] for e in entries]
    assert held[: len(accepted)] == accepted  # accepted means kept
    assert len(held) < 60  # it was killed before the end
    assert len(folder.bundles()) == len(held)  # each entry's bundle is there, whole
    rest = folder.import_files(paths)  # the import again: the rest goes in, no copies
    assert sum(r.accepted for r in rest) == 60 - len(held)
    assert len(folder.entries()) == 60


_KILLED_RELEASE = """
import sys, time
from pathlib import Path
from writerlens.study.coordinator.releases import import_release
def say(line):
    print("converting", flush=True)
    time.sleep(120)
import_release("reading-subtext", Path(sys.argv[1]), Path(sys.argv[2]), say=say)
"""


def test_a_killed_release_import_leaves_no_temporary_folder_after_the_next_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    temp = tmp_path / "temp"
    temp.mkdir()
    release = _reading_subtext(tmp_path / "release", writers=3, with_note=True)
    child = _python(_KILLED_RELEASE, str(release), str(tmp_path / "study"), temp=temp)
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "converting"
    left = [p for p in temp.iterdir() if p.name.startswith(PREFIX)]
    assert len(left) == 1 and any(left[0].iterdir())  # mid-run: its folder, with its lock
    assert sweep(temp) == []  # a running import's folder is never taken from it
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=30)
    assert left[0].exists()  # a kill runs no cleanup

    monkeypatch.setattr("tempfile.tempdir", str(temp))
    outcome = import_release("reading-subtext", release, tmp_path / "study")
    assert sum(r.accepted for r in outcome.results) == 3
    assert list(temp.iterdir()) == []  # the killed run's folder and this run's: both gone


def _python(code: str, *args: str, temp: Path | None = None) -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    if temp is not None:
        env["TMPDIR"] = str(temp)
    return subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(code), *args],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
        cwd=ROOT,
    )


def _reading_subtext(root: Path, *, writers: int, with_note: bool = False) -> Path:
    """A small Reading Subtext release: ``writers`` writers, one story of three summaries."""
    root.mkdir(parents=True)
    header = "SummID\tUserID\tCoverage\tFaithfulness\tCoherence\tInterpretation\tFeedback"
    lines = [header + "\tPreference"]
    for writer in range(writers):
        story = f"5000{writer}_0"
        for model in ("claude", "gpt4", "llama"):
            note = "-1" if with_note and model == "llama" else "3"
            lines.append(f"{story}{model}\t{story}\t3\t4\t{note}\t2\tfine\t")
        lines.append(
            f"\t{story}\t\t\t\t\t\t{{'1': 'Summary 2', '2': 'Summary 1', '3': 'Summary 3'}}"
        )
    (root / "writer_ratings_comments.tsv").write_text("\n".join(lines) + "\n", "utf-8")
    (root / "story_labels.json").write_text(json.dumps({}), "utf-8")
    (root / "summary_scores").mkdir()
    (root / "LICENSE").write_text("Attribution-NonCommercial-ShareAlike 4.0 International\n")
    return root
