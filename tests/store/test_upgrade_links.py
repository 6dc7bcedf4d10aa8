"""Upgrades keep links: libraries made by the two earlier released versions (schema 2, commit
3e6ca30, and schema 3, commit 7e14232; their migrations are the first two and three of
:data:`MIGRATIONS`, never edited since) are built here by running those versions' schema SQL and
writing rows as they wrote them: a contradiction or repetition linked only by ``antecedent_id``.
After the upgrade every link shows its passage, and editing a comment keeps it."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from writerlens.services.library import Library
from writerlens.store import reviews
from writerlens.store.db import _split_sql
from writerlens.store.migrations import MIGRATIONS

SUMMARY = "Mara lit the lamps. Then Mara forgot the lamps. The town went dark. Mara lit them."


def _old_library(folder: Path, version: int) -> list[tuple[int, int]]:
    """A library as the version with schema ``version`` left it: five linked spans. Returns
    (span id, antecedent id) pairs."""
    folder.mkdir(parents=True)
    conn = sqlite3.connect(folder / "library.sqlite3", isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    for n in range(version):
        for statement in _split_sql(MIGRATIONS[n]):
            conn.execute(statement)
    conn.execute(f"PRAGMA user_version = {version}")
    now = "2025-01-01T00:00:00+00:00"
    conn.execute(
        "INSERT INTO manuscripts (id, title, text, words, tokens, sha256, source_format, "
        "imported_at) VALUES (1, 'Lamps', 'The story.', 2, 3, 'h', 'txt', ?)",
        (now,),
    )
    conn.execute(
        "INSERT INTO summaries (id, manuscript_id, provider, model, strategy, text, status, "
        "created_at) VALUES (1, 1, 'demo', 'm', 'whole', ?, 'ok', ?)",
        (SUMMARY, now),
    )
    conn.execute(
        "INSERT INTO reviews (id, manuscript_id, summary_order, started_at) "
        "VALUES (1, 1, '[1]', ?)",
        (now,),
    )

    def span(start: int, end: int, label: str, antecedent: int | None = None) -> int:
        cursor = conn.execute(
            'INSERT INTO spans (review_id, summary_id, start, "end", quote, prefix, suffix, '
            "label_id, comment, antecedent_id, created_at, updated_at) "
            "VALUES (1, 1, ?, ?, ?, ?, ?, ?, 'old note', ?, ?, ?)",
            (
                start,
                end,
                SUMMARY[start:end],
                SUMMARY[max(0, start - 5) : start],
                SUMMARY[end : end + 5],
                label,
                antecedent,
                now,
                now,
            ),
        )
        return int(cursor.lastrowid or 0)

    first = span(0, 19, "coherence.inconsistent")
    second = span(20, 47, "faithfulness.action")
    links = []
    for start, end, label, target in (
        (20, 47, "coherence.inconsistent", first),
        (48, 66, "coherence.repetition", first),
        (67, 80, "coherence.repetition", first),
        (67, 80, "coherence.inconsistent", second),
        (48, 66, "coherence.inconsistent", second),
    ):
        links.append((span(start, end, label, target), target))
    conn.close()
    return links


@pytest.mark.parametrize("version", [2, 3])
def test_every_link_of_an_earlier_version_shows_its_passage_after_upgrade(
    tmp_path: Path, version: int
) -> None:
    links = _old_library(tmp_path / "lib", version)
    library = Library.open(tmp_path / "lib")
    try:
        shown = 0
        for span_id, target_id in links:
            span = reviews.get_span(library.store, span_id)
            target = reviews.get_span(library.store, target_id)
            assert span is not None and target is not None
            assert span.antecedent == (target.start, target.end)
            assert span.antecedent_quote == target.quote
            shown += 1
        assert shown == 5
    finally:
        library.close()


def test_editing_the_comment_of_an_upgraded_link_keeps_the_link_and_undo_restores(
    tmp_path: Path, qtbot
) -> None:
    from writerlens.services.review import ReviewSession

    links = _old_library(tmp_path / "lib", 3)
    library = Library.open(tmp_path / "lib")
    try:
        span_id, target_id = links[0]
        span = reviews.get_span(library.store, span_id)
        assert span is not None
        session = ReviewSession.open(library, 1)
        from writerlens.ui.review.commands import EditSpan

        command = EditSpan(
            session, lambda: None, span, span.label_id, "a new note", span.antecedent
        )
        command.do()
        edited = reviews.get_span(library.store, span_id)
        assert edited is not None
        assert edited.comment == "a new note"
        assert edited.antecedent == span.antecedent and edited.antecedent_id == target_id
        command.undo()
        back = reviews.get_span(library.store, span_id)
        assert back is not None
        assert (back.comment, back.antecedent, back.antecedent_id) == (
            "old note",
            span.antecedent,
            target_id,
        )
    finally:
        library.close()
