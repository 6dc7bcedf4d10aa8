"""Why a bundle could not be stored in a study folder, said as the coordinator can act on it.

The operating system and SQLite already say why a write failed: ``OSError.errno`` (ENOSPC,
EROFS, EACCES ...) and SQLite's result code (``sqlite3.Error.sqlite_errorcode``: SQLITE_FULL,
SQLITE_READONLY ...). Those, never the wording of a message, decide between "the disk is full"
and "the folder is read-only". Where neither says (SQLite cannot open its journal in a folder
it may not write, SQLITE_CANTOPEN), the folder itself is asked whether it can be written.
"""

from __future__ import annotations

import errno
import os
import sqlite3
from enum import StrEnum
from pathlib import Path

from writerlens.messages import QT_TRANSLATE_NOOP, Message, define

#: One file's reason (it follows "rejected  FILE: ").
_DISK_FULL = define(
    "study.collection.disk_full",
    QT_TRANSLATE_NOOP(
        "messages",
        "it could not be stored: the disk that holds the study folder ({folder}) is full. Free "
        "some space there and import it again; the bundles imported before are all kept",
    ),
)
_READ_ONLY = define(
    "study.collection.read_only",
    QT_TRANSLATE_NOOP(
        "messages",
        "it could not be stored: the study folder {folder} is read-only. Make it writable, or "
        "import into another folder; the bundles imported before are all kept",
    ),
)
#: A run imported in one update (a release): nothing of it is kept.
_RUN_DISK_FULL = define(
    "study.collection.run_disk_full",
    QT_TRANSLATE_NOOP(
        "messages",
        "The disk that holds the study folder ({folder}) is full, so nothing of this import "
        "was kept; the bundles imported before are all kept. Free some space there and import "
        "again.",
    ),
)
_RUN_READ_ONLY = define(
    "study.collection.run_read_only",
    QT_TRANSLATE_NOOP(
        "messages",
        "The study folder {folder} is read-only, so nothing of this import was kept; the "
        "bundles imported before are all kept. Make it writable, or import into another folder.",
    ),
)


class Cause(StrEnum):
    DISK_FULL = "disk_full"
    READ_ONLY = "read_only"


# SQLite's primary result codes (the low byte of an extended code)
_SQLITE_PERM, _SQLITE_READONLY, _SQLITE_FULL, _SQLITE_CANTOPEN = 3, 8, 13, 14
_FULL_ERRNOS = {errno.ENOSPC, errno.EDQUOT, errno.EFBIG}
_READ_ONLY_ERRNOS = {errno.EROFS, errno.EACCES, errno.EPERM}


def cause(exc: BaseException, folder: Path) -> Cause | None:
    """The disk is full, the folder is read-only, or None: something else."""
    seen: BaseException | None = exc
    while seen is not None:
        if isinstance(seen, OSError) and seen.errno is not None:
            if seen.errno in _FULL_ERRNOS:
                return Cause.DISK_FULL
            if seen.errno in _READ_ONLY_ERRNOS:
                return Cause.READ_ONLY
        code = getattr(seen, "sqlite_errorcode", None)
        if isinstance(seen, sqlite3.Error) and code is not None:
            if code & 0xFF == _SQLITE_FULL:
                return Cause.DISK_FULL
            if code & 0xFF in {_SQLITE_READONLY, _SQLITE_PERM}:
                return Cause.READ_ONLY
            if code & 0xFF == _SQLITE_CANTOPEN and not _writable(folder):
                return Cause.READ_ONLY
        seen = seen.__cause__ or seen.__context__
    return None


def _writable(folder: Path) -> bool:
    return os.access(folder, os.W_OK | os.X_OK)


def file_not_stored(exc: BaseException, folder: Path) -> Message | None:
    """One file's reason when the disk is full or the folder read-only (None: neither)."""
    found = cause(exc, folder)
    if found is Cause.DISK_FULL:
        return _DISK_FULL(folder=folder)
    if found is Cause.READ_ONLY:
        return _READ_ONLY(folder=folder)
    return None


def run_not_stored(exc: BaseException, folder: Path) -> Message | None:
    """A one-update run's message when the disk is full or the folder read-only."""
    found = cause(exc, folder)
    if found is Cause.DISK_FULL:
        return _RUN_DISK_FULL(folder=folder)
    if found is Cause.READ_ONLY:
        return _RUN_READ_ONLY(folder=folder)
    return None
