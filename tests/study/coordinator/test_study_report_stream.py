"""A report reads the accepted bundles one at a time and gives exactly the numbers of a report
that held them all: the same tables, to the last digit, from a folder of this version and from
one an earlier version left (whose index does not name each bundle's stories)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from study_builders import synthetic_bundle, write

from writerlens.study.coordinator import collection, report
from writerlens.study.coordinator.analysis import analyse
from writerlens.study.coordinator.collection import StudyFolder
from writerlens.study.coordinator.dataset import Dataset, build_dataset
from writerlens.study.coordinator.report import analyse_folder


def _folder(tmp_path: Path) -> StudyFolder:
    rng = random.Random(11)
    incoming = tmp_path / "incoming"
    incoming.mkdir()
    paths = []
    for n, (who, stories) in enumerate(
        [("P01", 6), ("P02", 4), ("P01", 3), ("P03", 5), ("P02", 4), ("P04", 2)]
    ):  # P01 and P02 send stories again: the later bundle's judgments count
        raw = synthetic_bundle(rng, who, stories=stories)
        paths.append(write(incoming / f"{n}-{who}.wlbundle", raw))
    folder = StudyFolder(tmp_path / "study")
    assert all(r.accepted for r in folder.import_files(paths))
    return folder


def _held_whole(folder: StudyFolder) -> dict[str, Any]:
    """The report as it was made before: every bundle read into memory first."""
    return analyse(build_dataset(folder.bundles()), study_id=folder.study_id)


def _text(report: dict[str, Any]) -> str:
    return json.dumps(report, sort_keys=True, default=repr)


def test_a_streamed_report_has_every_number_of_one_that_held_all_bundles(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    streamed = analyse_folder(folder)
    whole = _held_whole(folder)
    assert _text(streamed) == _text(whole)
    assert any("sent again" in str(note) for note in streamed["notes"])  # the case is in it
    assert streamed["counts"]["participants"] == 4


def test_a_folder_of_an_earlier_version_gives_the_same_report(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = _folder(tmp_path)
    counted: list[Dataset] = []
    # the rows the report counts (a report is a function of them; computing it takes long)
    monkeypatch.setattr(report, "analyse", lambda dataset, study_id: counted.append(dataset))
    analyse_folder(folder)
    legacy = folder.index()
    for entry in legacy["bundles"]:
        del entry["stories"]
    (folder.root / "index.json").write_text(json.dumps(legacy), "utf-8")
    (folder.root / "index.sqlite").unlink()
    analyse_folder(folder)
    assert counted[0] == counted[1]
    assert counted[0] == build_dataset(folder.bundles())
    assert counted[0].notes and counted[0].ratings


def test_one_bundle_at_a_time_is_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = _folder(tmp_path)
    held: list[int] = []
    alive = 0
    real_loads = collection.json.loads

    class Watched(dict):  # type: ignore[type-arg]
        def __del__(self) -> None:
            nonlocal alive
            alive -= 1

    def loads(text: str, *args: Any, **kw: Any) -> Any:
        nonlocal alive
        value = real_loads(text, *args, **kw)
        if isinstance(value, dict) and "manifest" in value:
            alive += 1
            held.append(alive)
            return Watched(value)
        return value

    monkeypatch.setattr(collection.json, "loads", loads)
    monkeypatch.setattr(report, "analyse", lambda dataset, study_id: None)
    analyse_folder(folder)
    assert len(held) == 6
    # at most the bundle being counted and the one read next (a report that held them: 6)
    assert max(held) <= 2
