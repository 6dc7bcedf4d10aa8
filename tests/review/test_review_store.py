"""The review's rows: the schema step that records the instruments, and reading back."""

from __future__ import annotations

from pathlib import Path

import pytest

from writerlens.domain import NotFound
from writerlens.store import reviews as rows
from writerlens.store.db import Store, utc_now
from writerlens.store.migrations import MIGRATIONS


def test_a_library_from_before_the_instrument_columns_is_brought_forward(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite3"
    old = Store(path, migrations=MIGRATIONS[:1])
    with old.write() as db:
        db.execute(
            "INSERT INTO manuscripts (title, text, words, tokens, sha256, source_format, "
            "imported_at) VALUES ('A story', 'Text.', 1, 2, 'abc', 'txt', ?)",
            (utc_now(),),
        )
        db.execute(
            "INSERT INTO reviews (manuscript_id, summary_order, started_at) VALUES (1, '[]', ?)",
            (utc_now(),),
        )
    old.close()
    store = Store(path)
    try:
        review = rows.review_for(store, 1)
        assert review is not None
        assert (review.questionnaire_id, review.taxonomy_version) == ("", "")
        assert review.position == {} and review.summary_order == ()
    finally:
        store.close()


def test_a_review_that_is_not_there_is_said_so(tmp_path: Path) -> None:
    store = Store(tmp_path / "library.sqlite3")
    try:
        assert rows.review_for(store, 1) is None
        with pytest.raises(NotFound, match="no longer in the library"):
            rows.get_review(store, 1)
    finally:
        store.close()
