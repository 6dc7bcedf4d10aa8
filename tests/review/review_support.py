"""Helpers shared by the review tests."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from writerlens.domain import Summary
from writerlens.services.library import Library


@dataclass(frozen=True)
class Demo:
    """One demo summary as stored, with the errors planted in it (quote, label, why)."""

    summary: Summary
    planted: tuple[dict[str, Any], ...]


def snapshot(library: Library) -> list[tuple[str, list[tuple[object, ...]]]]:
    """Every row of every table: what "nothing was written" is compared against."""
    tables = [r[0] for r in library.store.rows("SELECT name FROM sqlite_master WHERE type='table'")]
    return [
        (table, [tuple(row) for row in library.store.rows(f"SELECT * FROM {table}")])
        for table in sorted(tables)
    ]
