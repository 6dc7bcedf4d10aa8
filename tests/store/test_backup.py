"""Backups through real SQLite: consistent while another connection writes, checked, rotated,
restored whole; a newer library's backup is refused before anything changes."""

from __future__ import annotations

import sqlite3
import threading
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from writerlens.services import backups
from writerlens.services.library import Library
from writerlens.store import backup as files
from writerlens.store.backup import BackupError
from writerlens.store.migrations import SCHEMA_VERSION


def _story(library: Library, n: int) -> int:
    from writerlens.store import library as rows

    return rows.insert_manuscript(
        library.store,
        title=f"Story {n}",
        text=f"Text {n}.",
        words=2,
        tokens=3,
        sha256=f"sha{n}",
        source_format="txt",
    )


def _dump(path: Path) -> list[str]:
    conn = sqlite3.connect(path)
    try:
        return list(conn.iterdump())
    finally:
        conn.close()


def test_backup_is_one_checked_file_with_every_row_and_no_wal(library: Library) -> None:
    for n in range(3):
        _story(library, n)
    info = backups.back_up(library)
    assert info.stories == 3 and info.reviews == 0
    assert info.schema_version == SCHEMA_VERSION
    assert info.path.parent == library.data_dir / "backups"
    assert files.check_file(info.path) is None
    conn = sqlite3.connect(info.path)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
    conn.close()
    assert not Path(f"{info.path}-wal").exists()
    assert [b.path for b in backups.backups(library)] == [info.path]


def test_backup_while_another_connection_writes_holds_every_commit_before_it(
    library: Library,
) -> None:
    """Writers commit in another thread's connection the whole time; each backup holds at
    least every story committed before it began, and passes SQLite's check."""
    stop = threading.Event()
    committed: list[int] = []

    def writer() -> None:
        other = Library(library.store.__class__(library.store.path))
        n = 100
        while not stop.is_set():
            committed.append(_story(other, n))
            n += 1
        other.close()

    thread = threading.Thread(target=writer)
    thread.start()
    try:
        for _ in range(8):
            before = len(committed)
            info = backups.back_up(library, "manual")
            assert files.check_file(info.path) is None
            assert info.stories >= before
    finally:
        stop.set()
        thread.join()


def test_rotation_keeps_last_five_and_one_per_week_for_a_month(tmp_path: Path) -> None:
    now = datetime(2026, 3, 1, 12, tzinfo=UTC)
    made = [now - timedelta(days=d) for d in (0, 0.1, 0.2, 0.3, 0.4, 0.5, 1, 2, 9, 10, 16, 24, 40)]
    for when in made:
        (tmp_path / files.backup_name(when, "daily")).write_bytes(b"")
    (tmp_path / "notes.txt").write_text("mine")
    files.rotate(tmp_path, now)
    kept = sorted(files.parse_name(p)[0] for p in files.backup_files(tmp_path))  # type: ignore[index]
    ages = sorted(round((now - k).total_seconds() / 86400, 1) for k in kept)
    # the newest five; the newest of weeks 1, 2 and 3; nothing older than four weeks
    assert ages == [0.0, 0.1, 0.2, 0.3, 0.4, 9.0, 16.0, 24.0]
    assert (tmp_path / "notes.txt").read_text() == "mine"


def test_restore_round_trip_is_identical_and_backs_up_the_library_first(
    library: Library,
) -> None:
    _story(library, 1)
    saved = backups.back_up(library)
    before = _dump(library.store.path)
    _story(library, 2)
    _story(library, 3)
    restored, previous = backups.restore(library, saved.path)
    assert restored.stories == 1
    assert _dump(library.store.path) == before
    assert [e.title for e in library.entries()] == ["Story 1"]  # the open library sees it
    assert previous.reason == "before-restore" and previous.stories == 3
    backups.restore(library, previous.path)  # the restore itself can be undone
    assert sorted(e.title for e in library.entries()) == ["Story 1", "Story 2", "Story 3"]


def test_backup_moves_a_library_to_a_new_computer(library: Library, tmp_path: Path) -> None:
    """The backup file is the whole library: restored into an empty library elsewhere, every
    row is there."""
    for n in range(4):
        _story(library, n)
    info = backups.back_up(library, folder=tmp_path / "usb")
    elsewhere = Library.open(tmp_path / "new-computer")
    try:
        backups.restore(elsewhere, info.path)
        assert _dump(elsewhere.store.path) == _dump(library.store.path)
    finally:
        elsewhere.close()


def test_backup_of_a_newer_version_is_refused_and_nothing_changes(
    library: Library, tmp_path: Path
) -> None:
    _story(library, 1)
    newer = tmp_path / "from-the-future.sqlite3"
    conn = sqlite3.connect(newer)
    conn.execute("CREATE TABLE manuscripts (id INTEGER PRIMARY KEY)")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()
    before = _dump(library.store.path)
    with pytest.raises(BackupError) as raised:
        backups.restore(library, newer)
    assert "newer version of WriterLens" in raised.value.message
    assert _dump(library.store.path) == before
    assert backups.backups(library) == []  # refused before even backing up


def test_a_damaged_file_is_not_restored(library: Library, tmp_path: Path) -> None:
    bad = tmp_path / "library-20260101-000000-manual.sqlite3"
    bad.write_bytes(b"not a database at all" * 100)
    with pytest.raises(BackupError):
        backups.restore(library, bad)
    assert backups.backups(library) == []


def test_daily_backup_only_when_due_and_changed(library: Library) -> None:
    _story(library, 1)
    first = backups.maybe_daily_backup(library)
    assert first is not None
    assert backups.maybe_daily_backup(library) is None  # not a day old yet
    tomorrow = datetime.now(UTC) + timedelta(days=1, minutes=1)
    assert backups.closing_backup(library) is None  # nothing changed since
    _story(library, 2)
    assert backups.maybe_daily_backup(library, tomorrow) is not None


def test_backup_folder_is_the_writers_choice_and_made_only_when_used(
    library: Library, tmp_path: Path
) -> None:
    chosen = tmp_path / "Dropbox" / "WriterLens backups"
    backups.set_backup_folder(library, chosen)
    assert not chosen.exists()
    info = backups.back_up(library)
    assert info.path.parent == chosen
    assert not (library.data_dir / "backups").exists()
