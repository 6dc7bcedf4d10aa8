"""A study folder's index: which bundles were accepted, in order, kept in SQLite.

The index was a JSON file rewritten whole for every accepted bundle (1.8 MB at 5,000 bundles,
and every check a scan of every entry). It is now ``index.sqlite``: each accepted bundle is one
row appended in a transaction, and the checks an import makes (a bundle id, a content hash, a
canonical digest, a participant's earlier bundles) are lookups in SQLite's own indexes, so an
import costs the same into a folder of 100 bundles as into one of 5,000. SQLite's journal is
what keeps it readable after a kill or a full disk: a transaction is there whole or not at all.

A folder made by an earlier version holds ``index.json``; it is read as it is, and copied into
``index.sqlite`` (then renamed ``index.json.migrated``) the first time the folder is written.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

INDEX = "index.sqlite"
LEGACY_INDEX = "index.json"
MIGRATED = "index.json.migrated"
FORMAT = "writerlens-study-folder"
VERSION = 2

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS bundles (
    seq INTEGER PRIMARY KEY,
    file TEXT NOT NULL,
    bundle_id TEXT,
    content_sha256 TEXT,
    digest TEXT,
    participant TEXT,
    imported TEXT,
    practice INTEGER NOT NULL DEFAULT 0,
    stories TEXT
);
CREATE INDEX IF NOT EXISTS bundles_bundle_id ON bundles(bundle_id);
CREATE INDEX IF NOT EXISTS bundles_content ON bundles(content_sha256);
CREATE INDEX IF NOT EXISTS bundles_digest ON bundles(digest);
CREATE INDEX IF NOT EXISTS bundles_participant ON bundles(participant);
"""
_COLUMNS = "seq, file, bundle_id, content_sha256, digest, participant, imported, practice, stories"


class IndexUnreadable(Exception):
    """The index file is there but is not a readable SQLite database."""


class NotAnIndex(Exception):
    """The file is a readable database or JSON, but not a study folder's index."""


def entry_of(row: sqlite3.Row | tuple[Any, ...], digest_key: str) -> dict[str, Any]:
    """A row as the entry dict the index.json held (the shape callers already know)."""
    _seq, file, bundle_id, content, digest, participant, imported, practice, stories = row
    entry: dict[str, Any] = {
        "file": file,
        "bundle_id": bundle_id,
        "content_sha256": content,
        digest_key: digest,
        "participant": participant,
        "imported": imported,
    }
    if practice:
        entry["practice"] = True
    if stories is not None:
        entry["stories"] = json.loads(stories)
    return entry


def connect(path: Path, *, timeout: float) -> sqlite3.Connection:
    """An open index (created if absent); IndexUnreadable / NotAnIndex when it is not one."""
    try:
        db = sqlite3.connect(path, timeout=timeout, isolation_level=None)
    except sqlite3.Error as exc:
        raise IndexUnreadable(str(exc)) from None
    try:
        db.execute("PRAGMA synchronous=FULL")
        tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if not tables:
            with transaction(db):
                for statement in _SCHEMA.split(";"):
                    if statement.strip():
                        db.execute(statement)
                db.execute("INSERT OR IGNORE INTO meta VALUES ('format', ?)", (FORMAT,))
                db.execute("INSERT OR IGNORE INTO meta VALUES ('version', ?)", (str(VERSION),))
        elif "meta" not in tables or "bundles" not in tables or meta(db, "format") != FORMAT:
            raise NotAnIndex(str(path))
    except sqlite3.DatabaseError as exc:
        db.close()
        raise IndexUnreadable(str(exc)) from None
    except BaseException:
        db.close()
        raise
    return db


def meta(db: sqlite3.Connection, key: str) -> str | None:
    row = db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
    return None if row is None else str(row[0])


def set_meta(db: sqlite3.Connection, key: str, value: str) -> None:
    db.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", (key, value))


@contextlib.contextmanager
def transaction(db: sqlite3.Connection) -> Iterator[None]:
    """BEGIN IMMEDIATE ... COMMIT, rolled back on any exception (a kill rolls back by the
    journal when the database is next opened)."""
    db.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


def rows(
    db: sqlite3.Connection, where: str = "", args: tuple[Any, ...] = (), *, first: bool = False
) -> list[Any]:
    """Entries in the order they were accepted (``first``: only the earliest that matches)."""
    limit = " LIMIT 1" if first else ""
    query = f"SELECT {_COLUMNS} FROM bundles {where} ORDER BY seq{limit}"
    return db.execute(query, args).fetchall()


def iter_rows(db: sqlite3.Connection) -> Iterator[Any]:
    """Every entry in the order they were accepted, read as they are asked for (a report of
    thousands of bundles never holds the whole index)."""
    yield from db.execute(f"SELECT {_COLUMNS} FROM bundles ORDER BY seq")


def append(db: sqlite3.Connection, entry: dict[str, Any], digest_key: str) -> None:
    stories = entry.get("stories")
    db.execute(
        f"INSERT INTO bundles ({_COLUMNS}) VALUES (NULL, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            str(entry.get("file", "")),
            _text(entry.get("bundle_id")),
            _text(entry.get("content_sha256")),
            _text(entry.get(digest_key)),
            _text(entry.get("participant")),
            _text(entry.get("imported")),
            1 if entry.get("practice") else 0,
            None if stories is None else json.dumps(stories, ensure_ascii=False),
        ),
    )


def next_number(db: sqlite3.Connection) -> int:
    row = db.execute("SELECT COALESCE(MAX(seq), 0) FROM bundles").fetchone()
    return int(row[0]) + 1


def _text(value: Any) -> str | None:
    return None if value is None else str(value)


def retire_legacy(root: Path) -> None:
    """Keep the old index.json beside the new index under a name no version reads."""
    legacy = root / LEGACY_INDEX
    if legacy.is_file():
        os.replace(legacy, root / MIGRATED)
