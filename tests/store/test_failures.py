"""The truth when the disk fails, through real SQLite on real (small, mounted) filesystems.

A full disk and a read-only folder need a filesystem of their own: a 1 MiB tmpfs mounted for
the test (root only). Root ignores permission bits, so a "read-only folder" made with chmod
would prove nothing: the test remounts its tmpfs read-only, and is skipped, saying why, where
mounting is not allowed.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from small_fs import fill, remount_read_only
from small_fs import small_disk as mounted

from writerlens.services.library import Library
from writerlens.store import library as rows
from writerlens.store.db import LibraryFileError
from writerlens.store.failures import FailureError, FailureKind, classify


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    with mounted(tmp_path / "disk") as folder:
        yield folder


def _story(library: Library, n: int) -> int:
    return rows.insert_manuscript(
        library.store,
        title=f"Story {n}",
        text="x" * 2000,
        words=1,
        tokens=1,
        sha256=f"sha{n}",
        source_format="txt",
    )


def test_disk_full_is_said_as_disk_full_and_a_retry_after_freeing_space_saves(
    small_disk: Path,
) -> None:
    library = Library.open(small_disk / "lib")
    try:
        saved = [_story(library, n) for n in range(3)]
        filler = fill(small_disk)
        with pytest.raises(FailureError) as raised:
            for n in range(3, 400):  # until a page has nowhere to go
                _story(library, n)
        assert raised.value.kind is FailureKind.DISK_FULL
        assert "full" in raised.value.message and "damaged" not in raised.value.message
        filler.unlink()
        again = _story(library, 999)  # the same action, retried once space is free
        ids = [e.id for e in library.entries()]
        assert set(saved) | {again} <= set(ids)
        assert library.store.scalar("PRAGMA integrity_check") == "ok"
    finally:
        library.close()


def test_read_only_folder_opens_read_only_and_says_so_on_a_write(
    small_disk: Path,
) -> None:
    library = Library.open(small_disk / "lib")
    _story(library, 1)
    library.close()
    remount_read_only(small_disk)
    library = Library.open(small_disk / "lib")
    try:
        assert library.read_only
        assert [e.title for e in library.entries()] == ["Story 1"]
        with pytest.raises(FailureError) as raised:
            library.rename(1, "New title")
        assert raised.value.kind is FailureKind.READ_ONLY
        assert "read-only" in raised.value.message
    finally:
        library.close()


def test_library_moved_while_open_is_said_as_moved_not_damaged(tmp_path: Path) -> None:
    library = Library.open(tmp_path / "lib")
    try:
        _story(library, 1)
        (tmp_path / "lib").rename(tmp_path / "elsewhere")
        with pytest.raises(FailureError) as raised:
            _story(library, 2)
        assert raised.value.kind is FailureKind.MOVED
        assert "damaged" not in raised.value.message
    finally:
        library.close()


def test_library_deleted_while_open_is_said_and_no_edit_looks_saved(tmp_path: Path) -> None:
    library = Library.open(tmp_path / "lib")
    try:
        _story(library, 1)
        os.unlink(library.store.path)
        with pytest.raises(FailureError) as raised:
            library.rename(1, "Renamed after deleting")
        assert raised.value.kind is FailureKind.MOVED
    finally:
        library.close()


def test_damaged_only_when_sqlite_check_finds_damage(tmp_path: Path) -> None:
    folder = tmp_path / "lib"
    folder.mkdir()
    (folder / "library.sqlite3").write_bytes(b"this is not a database, it is a letter" * 200)
    with pytest.raises(LibraryFileError) as raised:
        Library.open(folder)
    assert "damaged" in raised.value.message


def test_busy_is_busy(tmp_path: Path) -> None:
    path = tmp_path / "x.sqlite3"
    sqlite3.connect(path).close()
    error = sqlite3.OperationalError("database is locked")
    error.sqlite_errorcode = 5  # type: ignore[attr-defined]
    assert classify(error, path).kind is FailureKind.BUSY


def test_os_errors_map_by_errno_not_by_wording(tmp_path: Path) -> None:
    import errno

    path = tmp_path / "library.sqlite3"
    path.write_bytes(b"")
    assert classify(OSError(errno.ENOSPC, "x"), path).kind is FailureKind.DISK_FULL
    assert classify(OSError(errno.EROFS, "x"), path).kind is FailureKind.READ_ONLY
    assert classify(OSError(errno.EACCES, "x"), path).kind is FailureKind.READ_ONLY
    inode = path.stat().st_ino
    path.unlink()
    assert classify(OSError(errno.EIO, "x"), path, inode).kind is FailureKind.MOVED


def test_a_library_deleted_while_open_is_rescued_whole_by_a_backup(tmp_path: Path) -> None:
    from writerlens.services import backups

    library = Library.open(tmp_path / "lib")
    try:
        ids = [_story(library, n) for n in range(5)]
        os.unlink(library.store.path)
        rescued = backups.back_up(library, "rescue", tmp_path / "rescue")
        assert rescued.stories == len(ids)
        assert not library.store.path.exists()  # no empty library was made in its place
    finally:
        library.close()
