"""Helpers shared by the claims tests."""

from __future__ import annotations

from writerlens.domain import Claim, ClaimOrigin
from writerlens.services.library import Library
from writerlens.store import claims as rows
from writerlens.texts.segment import sentences


def snapshot(library: Library) -> list[tuple[str, list[tuple[object, ...]]]]:
    """Every row of every table: what "nothing was written" is compared against."""
    tables = [r[0] for r in library.store.rows("SELECT name FROM sqlite_master WHERE type='table'")]
    return [
        (table, [tuple(row) for row in library.store.rows(f"SELECT * FROM {table}")])
        for table in sorted(tables)
    ]


def model_claims(library: Library, summary_id: int, text: str) -> list[Claim]:
    """One model claim per sentence of the summary, as a decomposition would store them."""
    return [
        rows.insert_claim(
            library.store,
            summary_id=summary_id,
            text=text[start:end],
            start=start,
            end=end,
            origin=ClaimOrigin.MODEL,
        )
        for start, end in sentences(text)
    ]
