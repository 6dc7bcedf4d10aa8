"""Rows spooled to disk: the study report's summaries, answers, scores, spans and rankings.

A study of thousands of bundles has millions of rows. Held in Python (as named tuples, later as
typed columns) they made the report's memory grow with every bundle read: 0.53 MB per bundle,
then 0.05 MB, still without bound. Here they go, as they are read, into a private temporary
SQLite database (on disk; SQLite deletes it when the connection closes), and the analysis asks
it for aggregates (GROUP BY) and, for the few statistics that need every value, for compact
numpy columns of a question or a series at a time, read a chunk at a time
(:meth:`Store.chunks`). What is counted by a few codes only (answers per model, question and
level; summaries per status; spans per label; rankings) is tallied as the rows are read
(``dataset.Tallies``). The report's memory then follows the work it is doing (SQLite's page
cache, one question's or series' numbers being tested), not the number of bundles. (Claims
and omissions of format 2 bundles are still kept as Python rows: a study has few.)

The few texts that many rows repeat (participants, models, statuses, questions, labels, score
kinds and names, rankings, style labels) are stored as codes (:class:`Codes`, in memory: a
study has few of them); story and summary ids, which every bundle adds, are stored as texts in
the database only.
"""

from __future__ import annotations

import json
import sqlite3
import tempfile
from collections.abc import Iterable, Iterator
from itertools import chain, islice
from typing import Any, Generic, NamedTuple, TypeVar

import numpy as np

R = TypeVar("R", bound=NamedTuple)

_BATCH = 4096
#: Rows read into memory at a time by :meth:`Store.chunks`
_CHUNK = 16384
#: SQLite's page cache for the spool (KiB): what the database may hold in memory, whatever its
#: size on disk (sorting for a GROUP BY spills to temporary files past it)
_CACHE_KIB = 8192


class Codes:
    """Each distinct value (a text, ``None``, a tuple of texts) once, numbered in the order
    it was first met."""

    __slots__ = ("_at", "values")

    def __init__(self) -> None:
        self._at: dict[Any, int] = {}
        self.values: list[Any] = []

    def code(self, value: Any) -> int:
        try:
            return self._at[value]
        except KeyError:
            at = self._at[value] = len(self.values)
            self.values.append(value)
            return at

    def find(self, value: Any) -> int:
        """The value's code, or -1 when no row holds it."""
        return self._at.get(value, -1)

    def __len__(self) -> int:
        return len(self.values)


#: The spool's tables. Story ids and (participant, summary id) pairs are numbered once, in
#: ``stories`` and ``keys``; every other table holds those numbers (``story``, ``key``) and
#: codes. A score also names its summary's row (``summary_row``); an answer and a score repeat
#: the few numbers of their summary that the analysis groups by (no join of a million rows to
#: find them). Answers and scores, numbered in order (``seq``), are written to files of records
#: instead (:class:`RecordTable`); their SQL tables are filled only when they are iterated.
#: ``sent``: each bundle's participant and story ids (from the study folder's index), to
#: know which bundle's judgments of a story count (the last one's).
#:
#: Summed as the bundles are read: a summary row's usable answers (``total``, ``n``, the
#: ``first`` and ``last`` of them and the story of the last, ``answer_story``) and whether it
#: has any answer (``answered``); each bundle's stories' first usable answers
#: (``story_firsts``). The analysis adds these parts up (a few rows per summary, not per answer).
_SCHEMA = """
CREATE TABLE stories(id INTEGER PRIMARY KEY, story TEXT UNIQUE);
CREATE TABLE keys(key INTEGER PRIMARY KEY, participant INT, summary TEXT,
                  UNIQUE(participant, summary));
CREATE TABLE summaries(row INTEGER PRIMARY KEY, key INT, participant INT, story INT,
                       model INT, status INT, answered INT, total INT, n INT, first INT,
                       last INT, answer_story INT);
CREATE TABLE ratings(seq INTEGER PRIMARY KEY, question INT, key INT, participant INT,
                     story INT, model INT, status INT, value INT);
CREATE TABLE yes_no(participant INT, story INT, key INT, model INT, question INT, value INT);
CREATE TABLE spans(participant INT, story INT, key INT, model INT, label INT);
CREATE TABLE rankings(participant INT, story INT, models INT);
CREATE TABLE scores(seq INTEGER PRIMARY KEY, series INT, summary_row INT, key INT, model INT,
                    value REAL);
CREATE TABLE styles(participant INT, story INT, labels INT, PRIMARY KEY(participant, story))
    WITHOUT ROWID;
CREATE TABLE sent(participant TEXT, story TEXT, position INT);
CREATE TABLE story_firsts(story INT, first INT);
"""
#: How a table's rows are written when it is not a plain INSERT.
_INSERT = {
    "styles": "INSERT OR REPLACE INTO styles VALUES (?, ?, ?)",
}


class Store:
    """The private temporary database the rows are spooled to, with the rows not yet written
    (written a few thousand at a time: ``executemany`` of a batch is many times faster than a
    statement per row)."""

    def __init__(self) -> None:
        # "": a private temporary database on disk, deleted when the connection closes
        self.db = sqlite3.connect("", isolation_level=None, check_same_thread=False)
        self.db.executescript(
            f"PRAGMA cache_size=-{_CACHE_KIB}; PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;"
            + _SCHEMA
        )
        self.db.execute("BEGIN")
        self._pending: dict[str, list[tuple[Any, ...]]] = {}
        self._insert: dict[str, str] = {}
        #: rows not yet written, of every table (written together once there are ``_BATCH``:
        #: the rows in memory are bounded however many tables are being filled)
        self.waiting = 0
        #: tables kept in a file of fixed-size records instead (see :class:`RecordTable`)
        self.records: list[RecordTable[Any]] = []

    def add(self, table: str, values: tuple[Any, ...]) -> None:
        self.pending(table).append(values)
        self.waiting += 1
        if self.waiting >= _BATCH:
            self.flush()

    def pending(self, table: str) -> list[tuple[Any, ...]]:
        """The rows of ``table`` not yet written."""
        pending = self._pending.get(table)
        if pending is None:
            pending = self._pending[table] = []
        return pending

    def write(self, table: str) -> None:
        pending = self._pending[table]
        if pending:
            insert = self._insert.get(table)
            if insert is None:
                marks = ", ".join("?" * len(pending[0]))
                insert = _INSERT.get(table, f"INSERT INTO {table} VALUES ({marks})")
                self._insert[table] = insert
            self.db.executemany(insert, pending)
            pending.clear()

    def story_numbers(self, ids: Iterable[str]) -> dict[str, int]:
        """Each story id's number in ``stories`` (new ones numbered): looked up in the
        database, never held for the whole study."""
        ids = list(dict.fromkeys(ids))
        self.db.executemany("INSERT OR IGNORE INTO stories(story) VALUES (?)", [(i,) for i in ids])
        return dict(
            self.db.execute(
                "SELECT story, id FROM stories WHERE story IN (SELECT value FROM json_each(?))",
                (json.dumps(ids),),
            )
        )

    def summary_keys(self, participant: int, ids: Iterable[str]) -> dict[str, int]:
        """Each of a participant's summary ids' number in ``keys`` (new ones numbered): a
        summary id is a pseudonym in one writer's library, the same summary in each of the
        writer's bundles."""
        ids = list(dict.fromkeys(ids))
        self.db.executemany(
            "INSERT OR IGNORE INTO keys(participant, summary) VALUES (?, ?)",
            [(participant, i) for i in ids],
        )
        return dict(
            self.db.execute(
                "SELECT summary, key FROM keys WHERE participant = ?"
                " AND summary IN (SELECT value FROM json_each(?))",
                (participant, json.dumps(ids)),
            )
        )

    def flush(self) -> None:
        for table in self._pending:
            self.write(table)
        for records in self.records:
            records.write()
        self.waiting = 0

    def finish(self) -> None:
        """Every row written (the batches not yet full too)."""
        self.flush()

    def query(self, sql: str, *args: Any) -> sqlite3.Cursor:
        """Rows of ``sql``, read as they are iterated (never all at once)."""
        self.flush()
        return self.db.execute(sql, args)

    def script(self, sql: str) -> None:
        """Statements separated by ";" (none holds one in a text), run in the spool's one
        transaction (``executescript`` would commit it)."""
        self.flush()
        for statement in sql.split(";"):
            if statement.strip():
                self.db.execute(statement)

    def value(self, sql: str, *args: Any) -> Any:
        row = self.query(sql, *args).fetchone()
        return None if row is None else row[0]

    def numbers(self, sql: str, *args: Any, width: int = 1) -> np.ndarray:
        """The rows of ``sql`` (``width`` numbers each) as a float64 array of that many
        columns, filled as they are read: no Python list of the rows is made."""
        flat = np.fromiter(chain.from_iterable(self.query(sql, *args)), dtype=np.float64)
        return flat.reshape(-1, width) if width > 1 else flat

    def chunks(self, sql: str, *args: Any, columns: str) -> Iterator[tuple[np.ndarray, ...]]:
        """The rows of ``sql`` a few thousand at a time, as one array per column (``columns``:
        their numpy types, e.g. "i8 f8"): memory for one chunk, however many rows."""
        dtype = np.dtype([(f"c{i}", t) for i, t in enumerate(columns.split())])
        assert dtype.names is not None
        rows = self.query(sql, *args)
        while True:
            chunk = np.fromiter(islice(rows, _CHUNK), dtype=dtype)
            if not len(chunk):
                return
            yield tuple(np.ascontiguousarray(chunk[name]) for name in dtype.names)

    def close(self) -> None:
        self.db.close()
        for table in self.records:
            table.file.close()


class Table(Generic[R]):
    """The rows of one of the spool's tables, given back as ``row`` (a named tuple) by
    ``select`` (whose columns are the tuple's fields, in order; ``kinds`` says which hold
    codes, "c", flags, "?", or the code of a tuple of three fields, "3")."""

    def __init__(
        self, store: Store, codes: Codes, name: str, row: type[R], kinds: str, select: str
    ) -> None:
        assert len(kinds.replace("3", "333")) == len(row._fields), (row, kinds)
        self.store = store
        self.codes = codes
        self.name = name
        self.row = row
        self.kinds = kinds
        self.select = select
        #: how many rows were added (the next row's number, counting from 0)
        self.count = 0
        self._pending = store.pending(name)

    def add(self, *values: Any) -> None:
        self.count += 1
        self._pending.append(values)
        store = self.store
        store.waiting += 1
        if store.waiting >= _BATCH:
            store.flush()

    def extend(self, rows: list[tuple[Any, ...]]) -> None:
        """Many rows added at once (a bundle's: a call per row was a fifth of reading them)."""
        self.count += len(rows)
        self._pending.extend(rows)
        store = self.store
        store.waiting += len(rows)
        if store.waiting >= _BATCH:
            store.flush()

    def __len__(self) -> int:
        return self.count

    def __bool__(self) -> bool:
        return self.count > 0

    def __iter__(self) -> Iterator[R]:
        """The rows in the order they were added, made one at a time."""
        texts = self.codes.values
        kinds = self.kinds
        make = self.row._make
        for values in self.store.query(self.select):
            yield make(_texts(values, kinds, texts))

    def __repr__(self) -> str:
        return f"Table({self.row.__name__}, {len(self)} rows)"


class RecordTable(Table[R]):
    """A table whose rows are written as fixed-size records (numpy's ``dtype``, one field per
    column) to a private temporary file, and read back a chunk at a time by :meth:`where`:
    for rows that are only ever read in order, filtered by a column or two (a study's automatic
    scores, as many as its answers), a file read by numpy is many times faster than rows
    written to and read from SQLite one by one, and as flat in memory (a batch being written,
    a chunk being read). Iterated as its named tuples (tests, a small study), the rows are
    first copied into the spool's SQL table of that name, then read by ``select`` (the texts
    their codes and numbers stand for are joined there)."""

    def __init__(
        self,
        store: Store,
        codes: Codes,
        name: str,
        row: type[R],
        kinds: str,
        select: str,
        dtype: np.dtype[Any],
    ) -> None:
        super().__init__(store, codes, name, row, kinds, select)
        self.dtype = dtype
        # (closed by Store.close, with the database; deleted by the system once closed)
        self.file = tempfile.TemporaryFile(prefix="writerlens-spool-")  # noqa: SIM115
        self._pending = []  # (its own: written to the file, not to SQLite)
        self._in_sql = 0  # how many of the rows were copied into the SQL table
        store.records.append(self)

    # (rows are added as to any table, counted with the SQL tables' rows waiting: all are
    # written together at _BATCH, a record table's by its own ``write``)

    def write(self) -> None:
        if self._pending:
            self.file.seek(0, 2)
            np.array(self._pending, dtype=self.dtype).tofile(self.file)
            self._pending.clear()

    def _chunks(self) -> Iterator[np.ndarray]:
        self.write()
        at = 0
        while True:
            self.file.seek(at)
            chunk = np.fromfile(self.file, dtype=self.dtype, count=_CHUNK)
            if not len(chunk):
                return
            at += chunk.nbytes
            yield chunk

    def where(self, columns: str, **equal: int) -> Iterator[tuple[np.ndarray, ...]]:
        """The ``columns`` (their names, space-separated) of the rows whose columns ``equal``
        the values given, in the order the rows were added, a chunk at a time (one array per
        column; chunks without such a row are left out)."""
        for chunk in self._chunks():
            keep = np.ones(len(chunk), dtype=bool)
            for name, value in equal.items():
                keep &= chunk[name] == value
            if keep.any():
                yield tuple(np.ascontiguousarray(chunk[c][keep]) for c in columns.split())

    def __iter__(self) -> Iterator[R]:
        if self._in_sql < self.count:
            marks = ", ".join("?" * len(self.dtype.names or ()))
            self.store.db.execute(f"DELETE FROM {self.name}")
            for chunk in self._chunks():
                self.store.db.executemany(
                    f"INSERT INTO {self.name} VALUES ({marks})", chunk.tolist()
                )
            self._in_sql = self.count
        return super().__iter__()


def _texts(values: Iterable[Any], kinds: str, texts: list[Any]) -> list[Any]:
    out = []
    for value, kind in zip(values, kinds, strict=True):
        if kind == "c":
            value = texts[value]
        elif kind == "?":
            value = bool(value)
        elif kind == "3":
            out.extend(texts[value])
            continue
        out.append(value)
    return out
