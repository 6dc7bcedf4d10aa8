"""The review's spans as the review screen last saw them, patched after each of its own writes.

Why: the screen redraws from a fresh snapshot after every action, and with 500 highlights
re-reading and re-sorting every span costs more than the rest of the action together (the
writer feels it as a stutter on every highlight). A session knows exactly which spans its own
action touched, so it re-reads only those rows and patches its copy.

Honesty: the copy is used only while nothing else can have written to the library since the
session last read or patched it. Two counters tell:

- ``total_changes`` of this thread's connection counts every row any code on that connection
  wrote (another ReviewSession of the same library, a coordinator's tool, a delete that
  cascades), including writes that were rolled back;
- ``PRAGMA data_version`` changes when any OTHER connection (another thread, another process)
  commits.

If either moved, or the write happened inside a caller's transaction (which could still roll
back), the copy is dropped and the next read is a full one; a read made inside a caller's
transaction is never kept for the same reason (a rollback moves neither counter). Nothing is
ever patched from what an action meant to do: the touched rows are read back from the library
after the commit.
"""

from __future__ import annotations

import sqlite3
import threading
from bisect import bisect_left, insort
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from writerlens.domain import Span
from writerlens.store import reviews as rows
from writerlens.store.db import Store

#: (the connection, its total_changes, the library's data_version) when the copy was right
_Token = tuple[sqlite3.Connection, int, int]


class SpanCache:
    """One review's spans in the screen's order: by summary (the blind order), then position."""

    def __init__(self, store: Store, review_id: int) -> None:
        self.store = store
        self.review_id = review_id
        self._token: _Token | None = None
        self._place: dict[int, int] = {}
        self._ordered: list[Span] = []
        self._by_id: dict[int, Span] = {}
        self._known: dict[tuple[Any, ...], Span] = {}  # row -> Span, reused by full reads
        self.full_reads = 0  # how many times the copy was dropped and read again (tests)
        # A session is used by one thread at a time; the lock keeps the copy whole if not.
        self._lock = threading.RLock()

    # -- reading -------------------------------------------------------------------------------

    def spans(self, place: Mapping[int, int], *, committed: bool = True) -> tuple[Span, ...]:
        """Every span of the review, ordered by ``place`` of its summary, then by (start,
        end, id): what a full read returns, from the copy when it is still right.

        ``committed`` is False when the caller reads inside a transaction it did not open (a
        caller's write that may still roll back): such a read is returned but not kept."""
        with self._lock:
            if self._token is None or self._token != self._now() or place != self._place:
                self._read(place, committed=committed)
            return tuple(self._ordered)

    def _read(self, place: Mapping[int, int], *, committed: bool = True) -> None:
        self.full_reads += 1
        token = self._now()
        self._place = dict(place)
        self._by_id = {}
        found = rows.spans(self.store, self.review_id, known=self._known)
        # Read by (start, end, id); a stable sort by summary keeps that order within each.
        self._ordered = sorted(found, key=lambda s: self._place.get(s.summary_id, len(place)))
        self._by_id = {s.id: s for s in self._ordered}
        # Inside a caller's transaction what was read may still be rolled back, and a rollback
        # moves neither counter: keep the copy only of a read of committed rows.
        self._token = token if committed else None

    def _key(self, span: Span) -> tuple[int, int, int, int]:
        return (self._place.get(span.summary_id, len(self._place)), span.start, span.end, span.id)

    # -- writing -------------------------------------------------------------------------------

    @contextmanager
    def writing(self) -> Iterator[Callable[[Iterable[int]], None]]:
        """Around one action's transaction; the action calls what this yields with the ids of
        the spans it added, changed, removed or re-linked. After the commit those rows are
        read back and patched into the copy, if the copy was right before the action and
        nothing but this action wrote meanwhile; otherwise the copy is dropped."""
        conn = self.store.connection()
        with self._lock:
            start = self._token
            if start is not None and (start != self._now() or conn.in_transaction):
                start = None
        touched: set[int] = set()
        try:
            yield touched.update
        except BaseException:
            self._token = None  # whatever was written is rolled back; read afresh
            raise
        with self._lock:
            if start is None or conn.in_transaction or self._token is not start:
                self._token = None  # not right before, or read again meanwhile, or may roll back
                return
            for span_id in touched:
                self._patch(span_id, rows.get_span(self.store, span_id))
            token = self._now()
            # another connection committed during the action: its changes are not in the copy
            self._token = token if token[2] == start[2] else None

    def _patch(self, span_id: int, now: Span | None) -> None:
        if now is not None and now.review_id != self.review_id:
            now = None
        was = self._by_id.pop(span_id, None)
        if was is not None:
            at = bisect_left(self._ordered, self._key(was), key=self._key)
            assert self._ordered[at].id == span_id
            del self._ordered[at]
        if now is not None:
            self._by_id[span_id] = now
            insort(self._ordered, now, key=self._key)

    def _now(self) -> _Token:
        conn = self.store.connection()
        version = conn.execute("PRAGMA data_version").fetchone()[0]
        return (conn, conn.total_changes, int(version))
