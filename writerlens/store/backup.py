"""Backups of the library: consistent copies made by SQLite itself, checked, kept in a rotation.

A backup is never a copy of the file: copying ``library.sqlite3`` while WriterLens writes can
give a torn file (pages from two moments) or one that silently lacks what the WAL held. Here
SQLite's online backup API copies the pages inside one read transaction, so the copy is exactly
the library as of one commit. The same read transaction counts every table first; the copy is
then checked with ``PRAGMA integrity_check`` and must hold exactly those counts, or it is thrown
away and the backup reported as failed.

A backup is a whole SQLite library in rollback-journal mode (one file, no -wal beside it): the
same file moves a library to a new computer (``writerlens restore FILE`` there), and restoring
it refuses one written by a newer WriterLens before anything is changed.
"""

from __future__ import annotations

import errno
import os
import re
import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager, suppress
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from writerlens.domain import WriterLensError
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.store.migrations import SCHEMA_VERSION

_BACKUP_FAILED_CHECK = define(
    "store.backup_failed_check",
    QT_TRANSLATE_NOOP(
        "messages",
        "The backup written to {path} did not pass its check ({problem}), so it was "
        "deleted. Your library was not changed. Try again, or choose another backup folder.",
    ),
)

_BACKUP_NOT_LIBRARY = define(
    "store.backup_not_library",
    QT_TRANSLATE_NOOP(
        "messages",
        "{path} is not a WriterLens backup that can be read ({problem}). Nothing was changed.",
    ),
)

_BACKUP_NEWER = define(
    "store.backup_newer",
    QT_TRANSLATE_NOOP(
        "messages",
        "{path} was made by a newer version of WriterLens (library format {found}; this "
        "version reads up to {known}). Install the newer WriterLens on this computer to "
        "open it. Nothing was changed.",
    ),
)

#: Kept: the newest ``KEEP_LAST`` backups, and the newest of each week for ``KEEP_WEEKS`` weeks.
KEEP_LAST = 5
KEEP_WEEKS = 4
#: At most one automatic backup a day while the app runs.
DAILY = timedelta(days=1)

_NAME = re.compile(r"^library-(\d{8}-\d{6})(?:-(\d+))?-([a-z-]+)\.sqlite3$")
#: Tables whose rows a backup must hold exactly (the ones SQLite keeps for itself are skipped).
_COUNTED = "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"


class BackupError(WriterLensError):
    """A backup could not be made, read or restored (its message says why and what to do)."""


@dataclass(frozen=True)
class BackupInfo:
    """One backup file as the Restore list shows it."""

    path: Path
    made_at: datetime
    reason: str
    stories: int
    reviews: int
    schema_version: int

    @property
    def size(self) -> int:
        return self.path.stat().st_size


def backup_name(made_at: datetime, reason: str, n: int = 0) -> str:
    stamp = made_at.astimezone(UTC).strftime("%Y%m%d-%H%M%S")
    return f"library-{stamp}{f'-{n}' if n else ''}-{reason}.sqlite3"


def parse_name(path: Path) -> tuple[datetime, str] | None:
    match = _NAME.match(path.name)
    if match is None:
        return None
    made = datetime.strptime(match.group(1), "%Y%m%d-%H%M%S").replace(tzinfo=UTC)
    return made, match.group(3)


def backup_files(folder: Path) -> list[Path]:
    """The backups in ``folder`` (by name), newest first. A folder that is not there has none."""
    try:
        found = [p for p in Path(folder).iterdir() if parse_name(p) is not None]
    except (FileNotFoundError, NotADirectoryError):
        return []
    return sorted(found, key=_order, reverse=True)


def _order(path: Path) -> tuple[datetime, int]:
    """When a backup was made; two in one second are told apart by their number."""
    match = _NAME.match(path.name)
    made = (parse_name(path) or (datetime.min.replace(tzinfo=UTC), ""))[0]
    return made, int(match.group(2) or 0) if match else 0


@contextmanager
def _read_only(path: Path) -> Iterator[sqlite3.Connection]:
    """A connection that can change nothing, not even create a -wal or -shm beside the file."""
    uri = Path(path).resolve().as_uri() + "?mode=ro"
    with closing(sqlite3.connect(uri, uri=True, isolation_level=None)) as conn:
        yield conn


def table_counts(conn: sqlite3.Connection) -> dict[str, int]:
    names = [row[0] for row in conn.execute(_COUNTED)]
    return {name: conn.execute(f'SELECT count(*) FROM "{name}"').fetchone()[0] for name in names}


def check_file(path: Path) -> str | None:
    """None when ``path`` is a sound SQLite file (``PRAGMA integrity_check``), else the problem."""
    try:
        with _read_only(path) as conn:
            result = [row[0] for row in conn.execute("PRAGMA integrity_check")]
    except sqlite3.DatabaseError as exc:
        return str(exc)
    return None if result == ["ok"] else "; ".join(result[:3])


def make_backup(
    library_file: Path,
    folder: Path,
    reason: str,
    now: datetime | None = None,
    source: sqlite3.Connection | None = None,
) -> Path:
    """Write a checked backup of ``library_file`` into ``folder`` and return its path.

    ``source``: a connection already open on the library, used instead of opening the file
    again. A library moved or deleted while the app is open is still readable through it (the
    system keeps an open file), so its backup rescues every action even then; opening the path
    again would find nothing, or make a new empty file there.

    The folder is made when the first backup is written (never when the app starts). Raises
    :class:`BackupError` when the copy fails its check; ``sqlite3``/``OSError`` when the disk
    refuses (the caller says which, see :mod:`writerlens.store.failures`)."""
    if source is None and not Path(library_file).exists():
        raise FileNotFoundError(errno.ENOENT, "no library file", str(library_file))
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    made_at = now or datetime.now(UTC)
    # a later backup in the same second gets a higher number than any before it (one that
    # rotation deleted included), so that the order of the names is the order they were made
    stamp = backup_name(made_at, reason).split("-")[1:3]
    taken = [
        _order(p)[1]
        for p in backup_files(folder)
        if p.name.startswith(f"library-{stamp[0]}-{stamp[1]}")
    ]
    n = max(taken) + 1 if taken else 0
    target = folder / backup_name(made_at, reason, n)
    partial = target.with_name(target.name + ".partial")
    with suppress(FileNotFoundError):
        partial.unlink()
    try:
        with _source(library_file, source) as conn:
            conn.execute("BEGIN")  # one snapshot: the counts and the pages are the same commit
            try:
                expected = table_counts(conn)
                version = conn.execute("PRAGMA user_version").fetchone()[0]
                with closing(sqlite3.connect(partial, isolation_level=None)) as copy:
                    conn.backup(copy)  # all pages in one step, inside the read transaction
                    copy.execute("PRAGMA journal_mode = DELETE")  # one file, no -wal beside it
            finally:
                conn.execute("COMMIT")
        problem = check_file(partial)
        if problem is None:
            with _read_only(partial) as conn:
                got = table_counts(conn)
                got_version = conn.execute("PRAGMA user_version").fetchone()[0]
            if got != expected or got_version != version:
                missing = sorted(t for t in expected if got.get(t) != expected[t])
                problem = "rows differ in " + ", ".join(missing or ["the schema version"])
        if problem is not None:
            raise BackupError(_BACKUP_FAILED_CHECK(path=target, problem=problem))
        _fsync(partial)
        os.replace(partial, target)
        _fsync_dir(folder)
    finally:
        with suppress(OSError):
            partial.unlink()
    return target


@contextmanager
def _source(library_file: Path, given: sqlite3.Connection | None) -> Iterator[sqlite3.Connection]:
    if given is not None and not given.in_transaction:
        yield given
        return
    with closing(sqlite3.connect(library_file, isolation_level=None)) as conn:
        conn.execute("PRAGMA busy_timeout = 10000")
        yield conn


def read_info(path: Path) -> BackupInfo:
    """What a backup holds (for the Restore list), read without changing anything."""
    path = Path(path)
    parsed = parse_name(path)
    try:
        with _read_only(path) as conn:
            version = int(conn.execute("PRAGMA user_version").fetchone()[0])
            tables = {row[0] for row in conn.execute(_COUNTED)}
            if "manuscripts" not in tables:
                raise BackupError(_BACKUP_NOT_LIBRARY(path=path, problem="no stories table"))
            stories = conn.execute("SELECT count(*) FROM manuscripts").fetchone()[0]
            reviews = (
                conn.execute("SELECT count(*) FROM reviews").fetchone()[0]
                if "reviews" in tables
                else 0
            )
    except sqlite3.DatabaseError as exc:
        raise BackupError(_BACKUP_NOT_LIBRARY(path=path, problem=exc)) from exc
    if parsed is not None:
        made_at, reason = parsed
    else:
        made_at = datetime.fromtimestamp(path.stat().st_mtime, UTC)
        reason = "file"
    return BackupInfo(path, made_at, reason, stories, reviews, version)


def list_backups(folder: Path) -> list[BackupInfo]:
    """Every readable backup in ``folder``, newest first (unreadable ones are left out)."""
    found: list[BackupInfo] = []
    for path in backup_files(folder):
        with suppress(BackupError, OSError):
            found.append(read_info(path))
    return found


def backup_due(folder: Path, now: datetime | None = None) -> bool:
    """True when no backup is younger than a day."""
    files = backup_files(folder)
    if not files:
        return True
    made_at = (parse_name(files[0]) or (datetime.min.replace(tzinfo=UTC), ""))[0]
    return (now or datetime.now(UTC)) - made_at >= DAILY


def changed_since_last_backup(library_file: Path, folder: Path) -> bool:
    """Whether the library (or its WAL) was written after the newest backup was made."""
    files = backup_files(folder)
    if not files:
        return True
    newest = files[0].stat().st_mtime
    times = []
    for path in (library_file, Path(f"{library_file}-wal")):
        with suppress(OSError):
            times.append(path.stat().st_mtime)
    return not times or max(times) > newest


def rotate(folder: Path, now: datetime | None = None) -> list[Path]:
    """Delete backups outside the rotation; returns the ones deleted.

    Kept: the newest :data:`KEEP_LAST`, and for each of the last :data:`KEEP_WEEKS` weeks the
    newest backup made in it (so that a mistake found a fortnight later can still be undone)."""
    now = now or datetime.now(UTC)
    files = backup_files(folder)  # newest first
    keep = set(files[:KEEP_LAST])
    weeks_seen: set[int] = set()
    for path in files:
        made_at = (parse_name(path) or (now, ""))[0]
        week = (now - made_at).days // 7
        if week < KEEP_WEEKS and week not in weeks_seen:
            weeks_seen.add(week)
            keep.add(path)
    deleted = []
    for path in files:
        if path not in keep:
            with suppress(OSError):
                path.unlink()
                deleted.append(path)
    return deleted


def check_restorable(path: Path) -> BackupInfo:
    """The backup's information, or :class:`BackupError` saying why it cannot be restored."""
    info = read_info(path)
    if info.schema_version > SCHEMA_VERSION:
        raise BackupError(_BACKUP_NEWER(path=path, found=info.schema_version, known=SCHEMA_VERSION))
    problem = check_file(path)
    if problem is not None:
        raise BackupError(_BACKUP_NOT_LIBRARY(path=path, problem=problem))
    return info


def copy_into(backup: Path, library_file: Path) -> None:
    """Replace the library's content with the backup's, through SQLite (no file is swapped).

    The library must be closed by this process; another process that holds it open makes this
    fail as busy (the journal mode cannot change while another connection is open), before a
    single page is written."""
    library_file = Path(library_file)
    library_file.parent.mkdir(parents=True, exist_ok=True)
    with (
        _read_only(backup) as source,
        closing(sqlite3.connect(library_file, isolation_level=None, timeout=10)) as target,
    ):
        # a WAL database refuses a copy with another page size; in rollback mode it takes any
        mode = target.execute("PRAGMA journal_mode = DELETE").fetchone()[0]
        if str(mode).lower() != "delete":
            raise sqlite3.OperationalError("database is locked")
        source.backup(target)
        target.execute("PRAGMA journal_mode = WAL")
    problem = check_file(library_file)
    if problem is not None:  # pragma: no cover - SQLite's own copy of a checked file
        raise BackupError(_BACKUP_NOT_LIBRARY(path=library_file, problem=problem))


def _fsync(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _fsync_dir(folder: Path) -> None:
    with suppress(OSError):  # not every system lets a folder be opened for fsync
        _fsync(folder)
