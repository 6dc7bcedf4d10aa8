"""The library's SQLite file: one connection per thread, WAL, every write committed at once.

Threading choice: each thread that touches the store gets its own connection (kept in a
``threading.local``). WAL lets the GUI thread read while a worker writes; ``BEGIN IMMEDIATE``
takes the write lock up front so two writers queue on ``busy_timeout`` instead of deadlocking on
a lock upgrade. A connection never crosses threads (sqlite3's ``check_same_thread`` stays on).

Durability choice: ``synchronous=NORMAL``, SQLite's recommendation with WAL. A committed
action survives the app crashing or being killed (the kill tests check it); only a power cut in
the instant after a commit can roll back that last action, and the file is never corrupted.
FULL would fsync on every commit: 15-30 ms per rating or highlight on an ordinary disk, which
the writer would feel as a stutter on every click.
"""

from __future__ import annotations

import errno
import os
import sqlite3
import threading
import time
import weakref
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from writerlens.domain import WriterLensError
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.store.failures import Failure, FailureError, FailureKind, classify
from writerlens.store.migrations import MIGRATIONS

if TYPE_CHECKING:
    from sqlite_utils import Database
    from sqlite_utils.db import Table

_WAL_UNAVAILABLE = define(
    "store.db.wal_unavailable",
    QT_TRANSLATE_NOOP(
        "messages",
        "The library file {path} could not be opened in write-ahead mode (the folder "
        "may be on a network drive). Choose a local folder with --data-dir.",
    ),
)

_LOCKED = define(
    "store.db.locked",
    QT_TRANSLATE_NOOP(
        "messages",
        "The library file {path} is busy: another WriterLens (a window or a command) "
        "is writing to it. Wait until it has finished and try again; nothing was "
        "changed.",
    ),
)

_NOT_A_LIBRARY = define(
    "store.db.not_a_library",
    QT_TRANSLATE_NOOP(
        "messages",
        "The library file {path} is damaged or is not a WriterLens library ({exc}). "
        "Restore your latest backup: WriterLens offers it when it starts, or run "
        "`writerlens restore --latest`. The damaged file is kept beside it, renamed.",
    ),
)

_SCHEMA_NEWER = define(
    "store.db.schema_newer",
    QT_TRANSLATE_NOOP(
        "messages",
        "The library file {path} was written by a newer version of WriterLens "
        "(schema {current}; this version knows up to {known}). Update WriterLens to "
        "open it; nothing in it was changed.",
    ),
)

DB_FILE_NAME = "library.sqlite3"
BUSY_TIMEOUT_MS = 10_000


def utc_now() -> str:
    """Now, as stored: ISO 8601 in UTC to the second."""
    return datetime.now(UTC).replace(microsecond=0).isoformat()


#: Every Store not yet closed, so that a worker thread can let go of its connections when its
#: task ends (:func:`release_thread_connections`).
_open_stores: weakref.WeakSet[Store] = weakref.WeakSet()
_open_stores_lock = threading.Lock()


def release_thread_connections() -> None:
    """Close the calling thread's connection to every open library.

    Called when a worker thread's task ends: pool threads are retired after a while idle, and
    a connection left on a retired thread stays open (with its file handles) until the app
    quits. The thread's next task opens a fresh connection, which costs well under a
    millisecond."""
    with _open_stores_lock:
        stores = list(_open_stores)
    for store in stores:
        store.release()


class LibraryFileError(WriterLensError):
    """The library file cannot be used (damaged, not ours, or from a newer WriterLens)."""


class Store:
    def __init__(
        self, path: Path, migrations: tuple[str, ...] = MIGRATIONS, read_only: bool = False
    ) -> None:
        self.path = Path(path)
        self._migrations = migrations
        self._local = threading.local()
        self._lock = threading.Lock()
        self._connections: list[sqlite3.Connection] = []
        #: Opened read-only: asked for (another WriterLens owns the library), or the file or
        #: its folder cannot be written. Every write then fails as read-only, before SQLite.
        self.read_only = read_only or _cannot_write(self.path)
        if not self.read_only:
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise FailureError(classify(exc, self.path)) from exc
        #: The file's inode when opened: another file (or none) there later means it moved.
        self.inode: int | None = None
        self._migrate()
        with suppress(OSError):
            self.inode = self.path.stat().st_ino
        with _open_stores_lock:
            _open_stores.add(self)

    # -- connections -------------------------------------------------------------------------

    def connection(self) -> sqlite3.Connection:
        conn: sqlite3.Connection | None = getattr(self._local, "conn", None)
        if conn is None:
            conn = self._connect()
            self._local.conn = conn
            self._local.db = None
        return conn

    @property
    def db(self) -> Database:
        """This thread's sqlite-utils view of the library, made (and sqlite-utils imported)
        the first time a thread asks for it: opening the library and reading it are plain
        sqlite3, and sqlite-utils with what it imports (click, pluggy, dateutil: about 80
        modules, 60-70 ms) was a third of the app's start (issue #29)."""
        conn = self.connection()
        db: Database | None = getattr(self._local, "db", None)
        if db is None:
            from writerlens.store.sqlite_lib import sqlite_utils

            # no sqlite-utils plugins: none belongs on the writer's library, and looking for
            # them scanned every installed package's entry points (~100 ms of the start, #29)
            db = sqlite_utils.Database(conn, execute_plugins=False)
            self._local.db = db
        return db

    def _connect(self) -> sqlite3.Connection:
        try:
            if self.read_only:
                conn = self._connect_read_only()
            else:
                conn = sqlite3.connect(
                    self.path, isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000
                )
            conn.row_factory = sqlite3.Row
            conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            mode = _retry_while_busy(
                lambda: conn.execute(
                    "PRAGMA journal_mode" if self.read_only else "PRAGMA journal_mode = WAL"
                ).fetchone()[0]
            )
            conn.execute("PRAGMA foreign_keys = ON")
            conn.execute("PRAGMA synchronous = NORMAL")
        except sqlite3.DatabaseError as exc:
            raise self._unusable(exc) from exc
        if str(mode).lower() != "wal" and not self.read_only:
            conn.close()
            raise LibraryFileError(_WAL_UNAVAILABLE(path=self.path))
        with self._lock:
            self._connections.append(conn)
        return conn

    def _connect_read_only(self) -> sqlite3.Connection:
        """A connection that cannot write. On a read-only disk SQLite cannot make the WAL's
        index (-shm) beside a library closed cleanly; nobody can write there either, so the
        file is read as immutable then."""
        uri = self.path.resolve().as_uri()
        conn = sqlite3.connect(
            uri + "?mode=ro", uri=True, isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000
        )
        try:
            conn.execute("PRAGMA schema_version").fetchone()
        except sqlite3.OperationalError:
            conn.close()
            if not _cannot_write(self.path):
                raise
            conn = sqlite3.connect(uri + "?immutable=1", uri=True, isolation_level=None)
        return conn

    def release(self) -> None:
        """Close this thread's connection, if it has one (its next use opens a fresh one)."""
        conn: sqlite3.Connection | None = getattr(self._local, "conn", None)
        if conn is None:
            return
        self._local.conn = None
        self._local.db = None
        with self._lock:
            if conn in self._connections:
                self._connections.remove(conn)
        conn.close()

    @property
    def open_connections(self) -> int:
        """Connections open now, on every thread (the tests watch that it stays flat)."""
        with self._lock:
            return len(self._connections)

    def close(self) -> None:
        """Close every thread's connection (call once, when the app or command ends)."""
        with _open_stores_lock:
            _open_stores.discard(self)
        with self._lock:
            for conn in self._connections:
                # one made on another thread refuses; sqlite3 frees it with that thread
                with suppress(sqlite3.ProgrammingError):
                    conn.close()
            self._connections.clear()
        self._local = threading.local()

    def reopen(self) -> None:
        """Open the file again after its content was replaced (a restore): brings an older
        library's schema up to date, as opening it would."""
        self.close()
        self._migrate()
        with _open_stores_lock:
            _open_stores.add(self)

    # -- reading and writing -----------------------------------------------------------------

    @contextmanager
    def write(self) -> Iterator[Transaction]:
        """One transaction, committed when the block ends (rolled back if it raises)."""
        conn = self.connection()
        if conn.in_transaction:  # nested: join the outer transaction
            yield Transaction(self)
            return
        if self.read_only:
            raise FailureError(self.failure(sqlite3.OperationalError("read-only")))
        try:
            conn.execute("BEGIN IMMEDIATE")
        except (sqlite3.Error, OSError) as exc:
            raise FailureError(self.failure(exc)) from exc
        if self._moved():
            # in WAL mode SQLite goes on writing to a file moved or deleted while open: the
            # writer would see each edit saved, and none of them at the library's place
            with suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            raise FailureError(self.failure(FileNotFoundError(errno.ENOENT, str(self.path))))
        try:
            yield Transaction(self)
        except (sqlite3.DatabaseError, OSError) as exc:
            with suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            if isinstance(exc, sqlite3.IntegrityError):
                raise
            found = self.failure(exc)
            if found.kind is FailureKind.UNKNOWN and not _from_the_disk(exc):
                raise  # a mistake in a statement, not the disk: the caller's to handle
            raise FailureError(found) from exc
        except BaseException:
            with suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            raise
        try:
            conn.execute("COMMIT")
        except (sqlite3.Error, OSError) as exc:
            with suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            raise FailureError(self.failure(exc)) from exc

    def _moved(self) -> bool:
        """The file at the library's path is not the one opened (moved, renamed, deleted)."""
        if self.inode is None:
            return False
        try:
            return os.stat(self.path).st_ino != self.inode
        except FileNotFoundError:
            return True
        except OSError:
            return False

    def failure(self, exc: BaseException) -> Failure:
        """What a failed read or write of this library means, in the writer's words."""
        if self.read_only and not isinstance(exc, sqlite3.Error | OSError):
            exc = sqlite3.OperationalError("read-only")
        found = classify(exc, self.path, self.inode)
        if self.read_only and found.kind is FailureKind.UNKNOWN:
            return classify(_ReadOnly(), self.path, self.inode)
        return found

    def rows(self, sql: str, params: tuple[Any, ...] | dict[str, Any] = ()) -> list[sqlite3.Row]:
        return self.connection().execute(sql, params).fetchall()

    def row(self, sql: str, params: tuple[Any, ...] | dict[str, Any] = ()) -> sqlite3.Row | None:
        found: sqlite3.Row | None = self.connection().execute(sql, params).fetchone()
        return found

    def scalar(self, sql: str, params: tuple[Any, ...] | dict[str, Any] = ()) -> Any:
        found = self.row(sql, params)
        return None if found is None else found[0]

    # -- schema ------------------------------------------------------------------------------

    @property
    def schema_version(self) -> int:
        return int(self.scalar("PRAGMA user_version"))

    def _unusable(self, exc: sqlite3.DatabaseError) -> LibraryFileError:
        """The message for a library that cannot be opened. A file that another WriterLens
        holds locked is busy, never "damaged": moving a healthy library aside (the advice for
        a damaged one) would hide every story in it. "Damaged" only when SQLite's own check
        finds damage; a full disk or a read-only folder says so."""
        if _is_busy(exc):
            return LibraryFileError(_LOCKED(path=self.path))
        found = classify(exc, self.path)
        if found.kind is FailureKind.CORRUPT or (
            found.kind is FailureKind.UNKNOWN and _is_not_a_database(exc)
        ):
            damaged = LibraryFileError(_NOT_A_LIBRARY(path=self.path, exc=exc))
            damaged.kind = FailureKind.CORRUPT  # type: ignore[attr-defined]
            return damaged
        error = LibraryFileError(found.message)
        error.kind = found.kind  # type: ignore[attr-defined]
        return error

    def _migrate(self) -> None:
        """Bring the schema up to date. Two processes may open a brand-new library at once
        (two imports started together): each migration runs in an exclusive (IMMEDIATE)
        transaction that reads the version again inside it, so the second process finds the
        work done instead of creating the same tables twice."""
        conn = self.connection()
        try:
            current = self.schema_version
        except sqlite3.DatabaseError as exc:
            raise self._unusable(exc) from exc
        known = len(self._migrations)
        self._refuse_newer(current, known)
        if self.read_only:
            return  # an older library is read as it is; it is brought up to date when writable
        for version in range(current + 1, known + 1):
            # executescript would commit on its own; run statement by statement instead so the
            # schema change and the version bump land together or not at all.
            try:
                conn.execute("BEGIN IMMEDIATE")
            except sqlite3.DatabaseError as exc:
                raise self._unusable(exc) from exc
            try:
                now = self.schema_version
                self._refuse_newer(now, known)
                if now < version:
                    for statement in _split_sql(self._migrations[version - 1]):
                        conn.execute(statement)
                    conn.execute(f"PRAGMA user_version = {version}")
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            conn.execute("COMMIT")

    def _refuse_newer(self, current: int, known: int) -> None:
        if current > known:
            raise LibraryFileError(_SCHEMA_NEWER(path=self.path, current=current, known=known))


class Transaction:
    """What a ``Store.write()`` block writes through: SQL on this thread's connection, and
    sqlite-utils' table helpers (insert, upsert, ``last_pk``) for the blocks that want them.
    Most writes are plain SQL (a rating, a highlight, a setting): they never import
    sqlite-utils; the first block that asks for a table does (issue #29)."""

    __slots__ = ("_store",)

    def __init__(self, store: Store) -> None:
        self._store = store

    def execute(
        self, sql: str, parameters: tuple[Any, ...] | list[Any] | dict[str, Any] | None = None
    ) -> sqlite3.Cursor:
        conn = self._store.connection()
        return conn.execute(sql) if parameters is None else conn.execute(sql, parameters)

    def table(self, name: str) -> Table:
        return self._store.db.table(name)

    def __getitem__(self, name: str) -> Table:
        return self.table(name)


class _ReadOnly(OSError):
    def __init__(self) -> None:
        super().__init__(errno.EROFS, "read-only")


def _cannot_write(path: Path) -> bool:
    """Whether the library (or, for a new one, the folder it goes in) cannot be written, as the
    system says (``access``: a read-only mount refuses even root)."""
    if path.exists():
        return not os.access(path, os.W_OK) or not os.access(path.parent, os.W_OK)
    parent = path.parent
    while not parent.exists() and parent != parent.parent:
        parent = parent.parent
    return not os.access(parent, os.W_OK)


def _from_the_disk(exc: BaseException) -> bool:
    """An error of the file or the disk (I/O, damage, cannot open), not of a statement."""
    if isinstance(exc, OSError):
        return True
    code = getattr(exc, "sqlite_errorcode", None)
    return code is not None and code & 0xFF in {10, 11, 14, 26}  # IOERR CORRUPT CANTOPEN NOTADB


def _is_not_a_database(exc: BaseException) -> bool:
    code = getattr(exc, "sqlite_errorcode", None)
    return code is not None and code & 0xFF in {11, 26}  # SQLITE_CORRUPT, SQLITE_NOTADB


def _is_busy(exc: BaseException) -> bool:
    text = str(exc).lower()
    return isinstance(exc, sqlite3.OperationalError) and ("locked" in text or "busy" in text)


def _retry_while_busy(action: Any) -> Any:
    """Run ``action``, trying again while the file is locked: switching a brand-new file to WAL
    needs a moment alone with it, and SQLite may report busy at once instead of waiting."""
    deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
    while True:
        try:
            return action()
        except sqlite3.OperationalError as exc:
            if not _is_busy(exc) or time.monotonic() > deadline:
                raise
            time.sleep(0.02)


def _split_sql(script: str) -> list[str]:
    """Statements of a migration script (which holds no ';' inside strings or triggers)."""
    statements: list[str] = []
    buffer: list[str] = []
    for line in script.splitlines():
        if line.strip().startswith("--"):
            continue
        buffer.append(line)
        if line.rstrip().endswith(";") and sqlite3.complete_statement("\n".join(buffer)):
            statements.append("\n".join(buffer).strip())
            buffer = []
    tail = "\n".join(buffer).strip()
    if tail:
        statements.append(tail)
    return statements
