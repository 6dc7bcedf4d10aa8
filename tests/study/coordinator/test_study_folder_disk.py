"""A study folder on a full disk and in a read-only folder, through real SQLite and real files
on a small filesystem of the test's own (tests/small_fs.py: a tmpfs, root only; root ignores
permission bits, so the read-only folder is the tmpfs remounted read-only, never a chmod).

What the coordinator must see: one plain line naming the cause (the disk is full, the folder
is read-only); no bundle imported before is lost; the index opens afterwards and names exactly
the bundle files there are; a report can still be made from a read-only folder."""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from small_fs import fill, remount_read_only
from small_fs import small_disk as mounted
from study_builders import synthetic_bundle, write

from writerlens.domain import WriterLensError
from writerlens.study.coordinator import folder_index
from writerlens.study.coordinator.collection import BUNDLES, StudyFolder
from writerlens.study.coordinator.report import analyse_folder, make_report


@pytest.fixture
def disk(tmp_path: Path) -> Iterator[Path]:
    with mounted(tmp_path / "disk", size="2m") as folder:
        yield folder


def _incoming(folder: Path, count: int, seed: int) -> list[Path]:
    rng = random.Random(seed)
    folder.mkdir(parents=True, exist_ok=True)
    return [
        write(folder / f"{seed}-{n}.wlbundle", synthetic_bundle(rng, f"P{seed}{n}", stories=3))
        for n in range(count)
    ]


def _agrees(study: StudyFolder) -> list[str]:
    """The index's files, after checking that it opens whole and names exactly the bundle
    files in the folder (none missing, none stray)."""
    db = folder_index.connect(study.root / folder_index.INDEX, timeout=5)
    try:
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    finally:
        db.close()
    named = [e["file"] for e in study.entries()]
    on_disk = sorted(p.name for p in (study.root / BUNDLES).iterdir())
    assert sorted(named) == on_disk, "the index and the bundle files disagree"
    assert len(list(study.iter_bundles())) == len(named)  # each one reads back
    return named


def _one_line(text: str) -> None:
    assert text and "\n" not in text and "Traceback" not in text and "Errno" not in text


@pytest.mark.parametrize("one_update", [False, True], ids=["one-by-one", "one-update"])
def test_a_full_disk_says_so_keeps_every_bundle_imported_before_and_the_index_agrees(
    disk: Path, tmp_path: Path, one_update: bool
) -> None:
    study = StudyFolder(disk / "study")
    before = study.import_files(_incoming(tmp_path / "a", 3, 1))
    assert all(r.accepted for r in before)
    kept = _agrees(study)
    incoming = _incoming(tmp_path / "b", 6, 2)  # outside the small disk
    filler = fill(disk)
    try:
        if one_update:
            with pytest.raises(WriterLensError) as raised:
                study.import_files(incoming, one_update=True)
            said = [str(raised.value)]
        else:
            results = study.import_files(incoming)
            assert not any(r.accepted for r in results)
            said = [r.reason for r in results]
        for reason in said:
            _one_line(reason)
            assert "disk" in reason and "full" in reason, reason
        assert _agrees(study) == kept  # nothing imported before is lost, nothing half-kept
    finally:
        filler.unlink()
    again = study.import_files(incoming)  # space freed: the same import now goes through
    assert all(r.accepted for r in again), [r.reason for r in again]
    assert _agrees(study)[: len(kept)] == kept
    assert analyse_folder(study)["counts"]["bundles"] == 9


def test_a_full_disk_while_the_index_grows_loses_no_bundle(disk: Path, tmp_path: Path) -> None:
    """The disk fills between the bundle file and the index row: the file written for the
    refused bundle is taken back, so that the index and the files still agree."""
    study = StudyFolder(disk / "study")
    assert all(r.accepted for r in study.import_files(_incoming(tmp_path / "a", 2, 3)))
    kept = _agrees(study)
    filler = fill(disk)
    try:
        filler.write_bytes(filler.read_bytes()[: -64 * 1024])  # room for a bundle, not more
        results = study.import_files(_incoming(tmp_path / "b", 8, 4))
        refused = [r for r in results if not r.accepted]
        assert refused, "the disk never filled"
        for result in refused:
            _one_line(result.reason)
            assert "disk" in result.reason and "full" in result.reason, result.reason
        accepted = [r.stored_as for r in results if r.accepted]
        assert _agrees(study) == kept + accepted
    finally:
        filler.unlink()


def test_a_read_only_folder_says_so_loses_nothing_and_still_makes_a_report(
    disk: Path, tmp_path: Path
) -> None:
    study = StudyFolder(disk / "study")
    assert all(r.accepted for r in study.import_files(_incoming(tmp_path / "a", 3, 5)))
    kept = _agrees(study)
    remount_read_only(disk)
    incoming = _incoming(tmp_path / "b", 2, 6)
    results = study.import_files(incoming)
    assert not any(r.accepted for r in results)
    for result in results:
        _one_line(result.reason)
        assert "read-only" in result.reason, result.reason
    with pytest.raises(WriterLensError) as raised:
        study.import_files(incoming, one_update=True)
    _one_line(str(raised.value))
    assert "read-only" in str(raised.value)
    assert _agrees(study) == kept
    made = make_report(study, tmp_path / "report", plots=False)  # written elsewhere
    assert made.report["counts"]["bundles"] == 3
    assert made.html_path.is_file()


def test_a_folder_without_write_permission_says_read_only(tmp_path: Path) -> None:
    """The same, for a folder its owner may not write (chmod 0o555, the study folder and its
    bundles folder): the remounted filesystem above covers root, whom chmod does not bind."""
    if os.geteuid() == 0:
        pytest.skip("root ignores permission bits: the read-only remount covers root")
    study = StudyFolder(tmp_path / "study")
    assert all(r.accepted for r in study.import_files(_incoming(tmp_path / "a", 2, 7)))
    kept = _agrees(study)
    incoming = _incoming(tmp_path / "b", 2, 8)
    folders = (study.root / BUNDLES, study.root)
    for folder in folders:
        folder.chmod(0o555)
    try:
        results = study.import_files(incoming)
        assert not any(r.accepted for r in results)
        for result in results:
            _one_line(result.reason)
            assert "read-only" in result.reason, result.reason
        with pytest.raises(WriterLensError) as raised:
            study.import_files(incoming, one_update=True)
        _one_line(str(raised.value))
        assert "read-only" in str(raised.value)
        assert _agrees(study) == kept
        assert analyse_folder(study)["counts"]["bundles"] == 2
    finally:
        for folder in reversed(folders):
            folder.chmod(0o755)
    assert all(r.accepted for r in study.import_files(incoming))  # writable again: it goes in
