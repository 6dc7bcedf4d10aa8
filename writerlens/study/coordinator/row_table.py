"""Rows kept as typed columns: the study report's answers, scores, summaries and spans.

A study of thousands of bundles has millions of rows; kept as named tuples of strings they took
about 0.2 MB per bundle (a thousand bundles: 120 MB; five thousand: over 500 MB). Here every
text a row holds (participant, story and summary ids, models, statuses, questions, labels) is
stored once, in :class:`Codes`, and a row is a few 4-byte codes in ``array`` columns (numbers
as 1- or 8-byte values); the analysis reads the columns as numpy arrays without copying them.
Iterating a table still gives the same named tuples as before, made one at a time.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator
from itertools import starmap
from typing import Any, Generic, NamedTuple, TypeVar

import numpy as np

R = TypeVar("R", bound=NamedTuple)

#: A column's kind: a text kept in the dataset's :class:`Codes` ("c"), a whole number from
#: -128 to 127 ("b"), a flag ("?"), a float ("d"), or the same-named field of the row of the
#: table's ``parent`` that the row refers to ("="; not stored: see :class:`Table`).
_TYPECODE = {"c": "i", "b": "b", "?": "b", "d": "d"}
_DTYPE = {"i": np.int32, "b": np.int8, "d": np.float64}
_BATCH = 4096


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

    def new(self, value: Any) -> int:
        """A code of its own for ``value``, not found by :meth:`code` or :meth:`find` (a summary
        id, which only its writer's rows share: see ``dataset``)."""
        self.values.append(value)
        return len(self.values) - 1

    def find(self, value: Any) -> int:
        """The value's code, or -1 when no row holds it."""
        return self._at.get(value, -1)

    def __len__(self) -> int:
        return len(self.values)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Codes) and self.values == other.values

    __hash__ = None  # type: ignore[assignment]


class Table(Generic[R]):
    """Rows of ``row`` (a named tuple) as columns; ``kinds`` gives each field's kind (see
    ``_TYPECODE``), in the order of the tuple's fields.

    With a ``parent`` table, the fields of kind "=" are not stored: each row holds the number of
    a parent row (its first value in :meth:`add`), and those fields are the parent row's (an
    answer or a score repeats its summary's participant, story, id and model: a study's
    millions of answers and scores then hold one number for them, not four)."""

    def __init__(
        self, row: type[R], kinds: str, codes: Codes, parent: Table[Any] | None = None
    ) -> None:
        assert len(kinds) == len(row._fields), (row, kinds)
        assert (parent is None) == ("=" not in kinds), (row, kinds)
        self.row = row
        self.kinds = kinds
        self.codes = codes
        self.parent = parent
        #: the stored columns: the parent row's number first (with a parent), then each field
        #: not of kind "=", in order
        self._stored = [name for name, k in zip(row._fields, kinds, strict=True) if k != "="]
        self._columns = ([array("i")] if parent is not None else []) + [
            array(_TYPECODE[k]) for k in kinds if k != "="
        ]
        #: rows added since the columns were last extended (a column's ``extend`` of a few
        #: thousand values at once is many times faster than an ``append`` per value)
        self._pending: list[tuple[Any, ...]] = []

    def add(self, *values: Any) -> None:
        """One row: texts as their codes (:meth:`Codes.code`), numbers as they are (with a
        parent: the parent row's number, then the fields not of kind "=")."""
        self._pending.append(values)
        if len(self._pending) >= _BATCH:
            self._flush()

    def _flush(self) -> None:
        if self._pending:
            for column, values in zip(self._columns, zip(*self._pending, strict=True), strict=True):
                column.extend(values)
            self._pending.clear()

    @property
    def columns(self) -> list[array[Any]]:
        self._flush()
        return self._columns

    def __len__(self) -> int:
        return len(self._columns[0]) + len(self._pending)

    def __bool__(self) -> bool:
        return len(self) > 0

    def __iter__(self) -> Iterator[R]:
        texts = self.codes.values.__getitem__
        parts: list[Any] = []
        for name, kind in zip(self.row._fields, self.kinds, strict=True):
            if kind == "=":
                assert self.parent is not None
                kind = self.parent.kinds[self.parent.row._fields.index(name)]
            column = self.column(name).tolist()
            if kind == "c":
                parts.append(map(texts, column))
            elif kind == "?":
                parts.append(map(bool, column))
            else:
                parts.append(column)
        return starmap(self.row, zip(*parts, strict=True))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Table) or self.row is not other.row or len(self) != len(other):
            return False
        return all(a == b for a, b in zip(self, other, strict=True))

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Table({self.row.__name__}, {len(self)} rows)"

    def column(self, name: str) -> np.ndarray:
        """A field's column as a numpy array (codes for texts): a stored one shares the table's
        memory; one of kind "=" is taken from the parent's rows (a new array)."""
        if name in self._stored:
            return self._array(self._stored.index(name) + (self.parent is not None))
        assert self.parent is not None, name
        return self.parent.column(name)[self._array(0)]

    def parent_rows(self) -> np.ndarray:
        """Each row's parent row (a table with a parent), sharing the table's memory."""
        assert self.parent is not None
        return self._array(0)

    def _array(self, at: int) -> np.ndarray:
        column = self.columns[at]
        return np.frombuffer(column, dtype=_DTYPE[column.typecode])

    def where(self, mask: np.ndarray) -> Table[R]:
        """The rows where ``mask`` is true, in their order, as a table of their own."""
        kept: Table[R] = Table(self.row, self.kinds, self.codes, self.parent)
        for at, column in enumerate(kept._columns):
            column.frombytes(self._array(at)[mask].tobytes())
        return kept


def pair_keys(first: np.ndarray, second: np.ndarray) -> np.ndarray:
    """Two code columns as one int64 key per row (a participant and a summary id: the
    summary's identity across the study)."""
    return (first.astype(np.int64) << 32) | second.astype(np.int64)


def first_met(keys: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Each row's key numbered 0, 1, ... in the order the keys are first met, and the keys in
    that order (what ``dict.setdefault(key, len(d))`` over the rows gives, in numpy)."""
    if not len(keys):
        return np.zeros(0, dtype=np.int64), keys[:0]
    distinct, first, inverse = np.unique(keys, return_index=True, return_inverse=True)
    order = np.argsort(first, kind="stable")
    rank = np.empty(len(distinct), dtype=np.int64)
    rank[order] = np.arange(len(distinct), dtype=np.int64)
    return rank[inverse.reshape(-1)], distinct[order]


def series_of(
    columns: list[np.ndarray], rows: np.ndarray | None = None
) -> tuple[np.ndarray, np.ndarray]:
    """Rows numbered 0, 1, ... by the combination of their code ``columns`` (each of few
    distinct values: models, kinds, names, questions), in the order the combinations are first
    met; and the first row of each. Each column is first renumbered densely (by a lookup
    table, not a sort of every row), so that the combination fits one int64 however many texts
    the study holds. ``rows``: only these rows of the columns (taken one column at a time)."""
    n = len(columns[0]) if rows is None else len(rows)
    combined = np.zeros(n, dtype=np.int64)
    size = 1
    for whole in columns:
        column = whole if rows is None else whole[rows]
        distinct = np.unique(column)
        lookup = np.zeros(int(distinct[-1]) + 1 if n else 1, dtype=np.int32)
        lookup[distinct] = np.arange(len(distinct), dtype=np.int32)
        combined *= len(distinct)
        combined += lookup[column]
        size *= max(len(distinct), 1)
    if size > max(n, 1):  # (many combinations: numbered by sorting the rows instead)
        which, _ = first_met(combined)
    else:  # (int32 row numbers and series: a million scores' temporaries, half the size)
        first = np.full(size, n, dtype=np.int32)
        np.minimum.at(first, combined, np.arange(n, dtype=np.int32))
        present = np.flatnonzero(first < n)
        rank = np.zeros(size, dtype=np.int32)
        rank[present[np.argsort(first[present], kind="stable")]] = np.arange(len(present))
        which = rank[combined]
    del combined
    firsts = np.unique(which, return_index=True)[1] if n else which
    return which, firsts


def groups(keys: np.ndarray) -> Iterator[tuple[int, np.ndarray]]:
    """(key, the positions of the rows that hold it, in row order), by key."""
    if not len(keys):
        return
    order = np.argsort(keys, kind="stable")
    ordered = keys[order]
    starts = np.flatnonzero(np.r_[True, ordered[1:] != ordered[:-1]])
    ends = np.r_[starts[1:], len(ordered)]
    for start, end in zip(starts.tolist(), ends.tolist(), strict=True):
        yield int(ordered[start]), order[start:end]
