"""What really happened when the library could not be read or written, in the writer's words.

SQLite and the operating system already say why a write failed: SQLite's (extended) result code
(``sqlite3.Error.sqlite_errorcode``: SQLITE_FULL, SQLITE_READONLY, SQLITE_READONLY_DBMOVED,
SQLITE_BUSY, SQLITE_CORRUPT ...) and ``OSError.errno`` (ENOSPC, EROFS, EACCES ...). This module
maps those, never the wording of a message, to one of a few kinds, each with its own plain
message and what to do. A library is called damaged only when SQLite's own check
(``PRAGMA quick_check``) says so: a full disk, a read-only folder or a moved file are not damage,
and the advice for damage (set the file aside) would hide a healthy library.
"""

from __future__ import annotations

import errno
import sqlite3
from contextlib import closing
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from writerlens.domain import WriterLensError
from writerlens.messages import QT_TRANSLATE_NOOP, Message, define

_DISK_FULL = define(
    "store.disk_full",
    QT_TRANSLATE_NOOP(
        "messages",
        "The disk that holds your library ({folder}) is full, so this change was not saved. "
        "Free some space there, then try again: what you typed is still here.",
    ),
)
_READ_ONLY = define(
    "store.read_only",
    QT_TRANSLATE_NOOP(
        "messages",
        "Your library ({path}) cannot be written to: the file or its folder is read-only. "
        "This change was not saved. Make the folder writable (or copy the library to one that "
        "is), then try again: what you typed is still here.",
    ),
)
_MOVED = define(
    "store.moved",
    QT_TRANSLATE_NOOP(
        "messages",
        "Your library file is no longer at {path}: it was moved, renamed or deleted while "
        "WriterLens was open, so this change was not saved. Put it back (or restore the "
        "latest backup) and start WriterLens again: what you typed is still here.",
    ),
)
_BUSY = define(
    "store.busy",
    QT_TRANSLATE_NOOP(
        "messages",
        "Your library ({path}) is busy: another WriterLens is writing to it. This change was "
        "not saved yet. Try again in a moment: what you typed is still here.",
    ),
)
_CORRUPT = define(
    "store.corrupt",
    QT_TRANSLATE_NOOP(
        "messages",
        "Your library file {path} is damaged: SQLite's own check found {problem}. Restore the "
        "latest good backup (File → Restore From Backup…); keep the damaged file, a "
        "specialist tool may still recover from it.",
    ),
)
_UNKNOWN = define(
    "store.unknown_failure",
    QT_TRANSLATE_NOOP(
        "messages",
        "Your library ({path}) could not be read or written ({problem}). This change was not "
        "saved: what you typed is still here. Try again; if it keeps failing, restore the "
        "latest backup.",
    ),
)


class FailureKind(StrEnum):
    DISK_FULL = "disk_full"
    READ_ONLY = "read_only"
    MOVED = "moved"
    BUSY = "busy"
    CORRUPT = "corrupt"
    UNKNOWN = "unknown"


@dataclass(frozen=True)
class Failure:
    kind: FailureKind
    message: Message


class FailureError(WriterLensError):
    """A write or read of the library failed; ``kind`` says why (the message says it plainly)."""

    def __init__(self, failure: Failure) -> None:
        super().__init__(failure.message)
        self.kind = failure.kind


# SQLite's primary result codes (the low byte of an extended code)
_SQLITE_BUSY, _SQLITE_LOCKED, _SQLITE_READONLY = 5, 6, 8
_SQLITE_CORRUPT, _SQLITE_FULL, _SQLITE_CANTOPEN, _SQLITE_NOTADB = 11, 13, 14, 26
_SQLITE_IOERR, _SQLITE_PERM = 10, 3
_SQLITE_READONLY_DBMOVED = _SQLITE_READONLY | (4 << 8)
_FULL_ERRNOS = {errno.ENOSPC, errno.EDQUOT, errno.EFBIG}
_READ_ONLY_ERRNOS = {errno.EROFS, errno.EACCES, errno.EPERM}
_GONE_ERRNOS = {errno.ENOENT, errno.ESTALE}


def _errno_of(exc: BaseException) -> int | None:
    """The OS error under an exception (an OSError itself, or what it was raised from)."""
    seen: BaseException | None = exc
    while seen is not None:
        if isinstance(seen, OSError) and seen.errno is not None:
            return seen.errno
        seen = seen.__cause__ or seen.__context__
    return None


def quick_check(path: Path) -> str | None:
    """None when SQLite finds the file sound (or cannot open it at all: that is not damage),
    else what its ``PRAGMA quick_check`` found."""
    try:
        uri = Path(path).resolve().as_uri() + "?mode=ro"
        with closing(sqlite3.connect(uri, uri=True, timeout=5)) as conn:
            found = [row[0] for row in conn.execute("PRAGMA quick_check")]
    except sqlite3.DatabaseError as exc:
        code = getattr(exc, "sqlite_errorcode", None)
        if code is not None and code & 0xFF in {_SQLITE_CORRUPT, _SQLITE_NOTADB}:
            return str(exc)
        return None
    return None if found == ["ok"] else "; ".join(found[:2])


def classify(exc: BaseException, path: Path, opened_inode: int | None = None) -> Failure:
    """What ``exc`` (raised reading or writing the library at ``path``) means for the writer.

    ``opened_inode`` is the file's inode when the library was opened: a different file (or none)
    at the path now means the library was moved or deleted while open."""
    path = Path(path)
    code = getattr(exc, "sqlite_errorcode", None)
    primary = None if code is None else code & 0xFF
    os_errno = _errno_of(exc)
    kind = FailureKind.UNKNOWN
    if _moved(path, opened_inode) or code == _SQLITE_READONLY_DBMOVED:
        kind = FailureKind.MOVED
    elif primary == _SQLITE_FULL or os_errno in _FULL_ERRNOS:
        kind = FailureKind.DISK_FULL
    elif primary in {_SQLITE_READONLY, _SQLITE_PERM} or os_errno in _READ_ONLY_ERRNOS:
        kind = FailureKind.READ_ONLY
    elif primary in {_SQLITE_BUSY, _SQLITE_LOCKED}:
        kind = FailureKind.BUSY
    elif os_errno in _GONE_ERRNOS:
        kind = FailureKind.MOVED
    elif primary in {_SQLITE_CORRUPT, _SQLITE_NOTADB, _SQLITE_IOERR, _SQLITE_CANTOPEN}:
        problem = quick_check(path) if path.exists() else None
        if problem is not None:
            return Failure(FailureKind.CORRUPT, _CORRUPT(path=path, problem=problem))
        if primary == _SQLITE_IOERR and _disk_has_no_room(path):
            kind = FailureKind.DISK_FULL
    return Failure(kind, _message(kind, path, exc))


def _message(kind: FailureKind, path: Path, exc: BaseException) -> Message:
    if kind is FailureKind.DISK_FULL:
        return _DISK_FULL(folder=path.parent)
    if kind is FailureKind.READ_ONLY:
        return _READ_ONLY(path=path)
    if kind is FailureKind.MOVED:
        return _MOVED(path=path)
    if kind is FailureKind.BUSY:
        return _BUSY(path=path)
    return _UNKNOWN(path=path, problem=exc)


def _moved(path: Path, opened_inode: int | None) -> bool:
    if opened_inode is None:
        return False
    try:
        return path.stat().st_ino != opened_inode
    except FileNotFoundError:
        return True
    except OSError:
        return False


def _disk_has_no_room(path: Path) -> bool:
    import os

    try:
        stat = os.statvfs(path.parent)
    except OSError:
        return False
    return stat.f_bavail * stat.f_frsize < 64 * 1024
