from __future__ import annotations

import sqlite3
import threading
import time
from pathlib import Path

import pytest

from writerlens.domain import NotFound, StoryLabels, SummaryStatus
from writerlens.store import library as rows
from writerlens.store.db import LibraryFileError, Store
from writerlens.store.migrations import MIGRATIONS, SCHEMA_VERSION

TABLES = {
    "manuscripts",
    "story_labels",
    "jobs",
    "summaries",
    "summary_nodes",
    "reviews",
    "ratings",
    "feedback",
    "spans",
    "rankings",
    "probes",
    "probe_results",
    "consents",
    "settings",
}


def _add(store: Store, title: str = "A story", sha: str = "abc") -> int:
    return rows.insert_manuscript(
        store,
        title=title,
        text="One.\n\nTwo.",
        words=2,
        tokens=4,
        sha256=sha,
        source_format="txt",
    )


def test_new_library_has_schema_wal_and_foreign_keys(tmp_path: Path) -> None:
    store = Store(tmp_path / "lib.sqlite3")
    assert store.schema_version == SCHEMA_VERSION
    names = {r[0] for r in store.rows("SELECT name FROM sqlite_master WHERE type='table'")}
    assert names >= TABLES
    assert store.scalar("PRAGMA journal_mode") == "wal"
    assert store.scalar("PRAGMA foreign_keys") == 1
    store.close()


def test_every_write_is_visible_to_another_connection_at_once(tmp_path: Path) -> None:
    store = Store(tmp_path / "lib.sqlite3")
    new_id = _add(store)
    # An independent connection (another process would see the same) finds it committed.
    other = sqlite3.connect(tmp_path / "lib.sqlite3")
    assert other.execute("SELECT title FROM manuscripts WHERE id = ?", (new_id,)).fetchone() == (
        "A story",
    )
    other.close()
    store.close()


def test_migrations_run_forward_from_an_older_schema(tmp_path: Path) -> None:
    path = tmp_path / "lib.sqlite3"
    old = Store(path)
    _add(old, "kept")
    old.close()
    extra = "CREATE TABLE judge_scores (id INTEGER PRIMARY KEY, score REAL NOT NULL);"
    newer = Store(path, migrations=(*MIGRATIONS, extra))
    assert newer.schema_version == SCHEMA_VERSION + 1
    assert newer.scalar("SELECT title FROM manuscripts") == "kept"
    assert newer.scalar("SELECT count(*) FROM judge_scores") == 0
    newer.close()


def test_a_failing_migration_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "lib.sqlite3"
    Store(path).close()
    broken = "CREATE TABLE half (id INTEGER);\nTHIS IS NOT SQL;"
    with pytest.raises(sqlite3.OperationalError):
        Store(path, migrations=(*MIGRATIONS, broken))
    again = Store(path)
    assert again.schema_version == SCHEMA_VERSION
    assert again.scalar("SELECT count(*) FROM sqlite_master WHERE name = 'half'") == 0
    again.close()


def test_a_library_from_a_newer_writerlens_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "lib.sqlite3"
    Store(path).close()
    raw = sqlite3.connect(path)
    raw.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    raw.close()
    before = path.read_bytes()
    with pytest.raises(LibraryFileError, match="newer version of WriterLens"):
        Store(path)
    assert path.read_bytes() == before


def test_a_damaged_library_file_gets_a_clear_message(tmp_path: Path) -> None:
    path = tmp_path / "lib.sqlite3"
    path.write_bytes(b"this is not a database, just some words" * 100)
    with pytest.raises(LibraryFileError, match="damaged or is not a WriterLens library"):
        Store(path)


def test_deleting_a_story_removes_what_hangs_off_it(tmp_path: Path) -> None:
    store = Store(tmp_path / "lib.sqlite3")
    story = _add(store)
    summary = rows.insert_summary(
        store, manuscript_id=story, provider="demo", model="m", strategy="whole", text="S."
    )
    rows.set_story_labels(store, story, StoryLabels(narrator="unreliable"))
    with store.write() as db:
        review = (
            db["reviews"]
            .insert({"manuscript_id": story, "summary_order": f"[{summary}]", "started_at": "t"})
            .last_pk
        )
        db["ratings"].insert(
            {
                "review_id": review,
                "summary_id": summary,
                "question_id": "coverage",
                "answer": 3,
                "updated_at": "t",
            }
        )
    rows.delete_manuscript(store, story)
    for table in ("summaries", "story_labels", "reviews", "ratings"):
        assert store.scalar(f"SELECT count(*) FROM {table}") == 0, table
    with pytest.raises(NotFound):
        rows.delete_manuscript(store, story)
    store.close()


def test_constraints_reject_impossible_answers(tmp_path: Path) -> None:
    store = Store(tmp_path / "lib.sqlite3")
    story = _add(store)
    with pytest.raises(sqlite3.IntegrityError):
        rows.insert_summary(
            store,
            manuscript_id=story,
            provider="p",
            model="m",
            strategy="whole",
            text="x",
            status="finished",  # type: ignore[arg-type]
        )
    with pytest.raises(sqlite3.IntegrityError):  # foreign key: no such story
        rows.insert_summary(
            store, manuscript_id=999, provider="p", model="m", strategy="whole", text="x"
        )
    assert store.scalar("SELECT count(*) FROM summaries") == 0
    store.close()


def test_a_worker_thread_writes_while_the_gui_thread_reads(tmp_path: Path) -> None:
    store = Store(tmp_path / "lib.sqlite3")
    story = _add(store)
    errors: list[BaseException] = []
    written = 200

    def writer() -> None:
        try:
            for i in range(written):
                rows.insert_summary(
                    store,
                    manuscript_id=story,
                    provider="p",
                    model="m",
                    strategy="whole",
                    text=f"summary {i}",
                    status=SummaryStatus.OK,
                )
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    thread = threading.Thread(target=writer)
    thread.start()
    seen = []
    while thread.is_alive():
        seen.append(len(rows.summaries_for(store, story)))  # reads on this thread meanwhile
        if len(seen) % 10 == 0:  # and writes too, at a pace no writer's hand can beat
            rows.set_setting(store, "last_read", len(seen))
            time.sleep(0.002)
    thread.join()
    assert not errors
    assert seen == sorted(seen)  # never saw a half-written state or a rollback
    assert len(rows.summaries_for(store, story)) == written
    store.close()


def test_story_labels_and_settings_round_trip(tmp_path: Path) -> None:
    store = Store(tmp_path / "lib.sqlite3")
    story = _add(store)
    assert rows.story_labels(store, story) == StoryLabels()
    labels = StoryLabels(narrator="unreliable", detailed_subplot=True, timeline="non-linear")
    rows.set_story_labels(store, story, labels)
    assert rows.story_labels(store, story) == labels
    assert rows.get_setting(store, "missing", 7) == 7
    rows.set_setting(store, "window", {"width": 1280, "split": [1, 2]})
    assert rows.get_setting(store, "window") == {"width": 1280, "split": [1, 2]}
    store.close()


def test_versions_of_a_story_share_a_family(tmp_path: Path) -> None:
    store = Store(tmp_path / "lib.sqlite3")
    first = _add(store)
    second = rows.insert_manuscript(
        store,
        title="A story",
        text="One.\n\nTwo.",
        words=2,
        tokens=4,
        sha256="abc",
        source_format="docx",
        version_of=first,
    )
    third = rows.insert_manuscript(
        store,
        title="A story",
        text="One.\n\nTwo.",
        words=2,
        tokens=4,
        sha256="abc",
        source_format="docx",
        version_of=second,
    )
    got = [rows.get_manuscript(store, i) for i in (first, second, third)]
    assert [m.version for m in got] == [1, 2, 3]
    assert {m.family_id for m in got} == {first}
    store.close()


def test_the_truncated_status_migration_keeps_every_row_and_rating(tmp_path: Path) -> None:
    """A library from before 'truncated' existed: after the migration a cut-off summary can be
    stored as such, nothing else is accepted that was refused before, and no rating is lost
    (the constraint is widened in place, the table is not rebuilt)."""
    index = MIGRATIONS.index(_truncated_migration())
    path = tmp_path / "lib.sqlite3"
    old = Store(path, migrations=MIGRATIONS[:index])
    story = _add(old)
    summary = rows.insert_summary(
        old, manuscript_id=story, provider="demo", model="m", strategy="whole", text="S."
    )
    with old.write() as db:
        review = (
            db["reviews"]
            .insert({"manuscript_id": story, "summary_order": f"[{summary}]", "started_at": "t"})
            .last_pk
        )
        db["ratings"].insert(
            {"review_id": review, "summary_id": summary, "question_id": "coverage",
             "answer": 3, "updated_at": "t"}
        )  # fmt: skip
    with pytest.raises(sqlite3.IntegrityError):
        rows.insert_summary(
            old, manuscript_id=story, provider="d", model="m", strategy="whole", text="T.",
            status=SummaryStatus.TRUNCATED,
        )  # fmt: skip
    old.close()
    new = Store(path)
    assert new.schema_version == SCHEMA_VERSION
    assert new.scalar("SELECT count(*) FROM ratings") == 1
    cut = rows.insert_summary(
        new, manuscript_id=story, provider="d", model="m", strategy="whole", text="T.",
        status=SummaryStatus.TRUNCATED,
    )  # fmt: skip
    assert new.scalar("SELECT status FROM summaries WHERE id = ?", (cut,)) == "truncated"
    with pytest.raises(sqlite3.IntegrityError), new.write() as db:
        db.execute("UPDATE summaries SET status = 'cut' WHERE id = ?", (cut,))
    assert new.scalar("PRAGMA integrity_check") == "ok"
    new.close()
    other = Store(path)  # a second connection sees the new constraint too
    assert other.scalar("SELECT count(*) FROM summaries WHERE status = 'truncated'") == 1
    other.close()


def _truncated_migration() -> str:
    from writerlens.store.migrations import _V5_TRUNCATED

    return _V5_TRUNCATED


def test_two_openings_of_one_new_library_at_once_both_succeed(tmp_path: Path) -> None:
    """Issue #11 (5): two imports started at once on a new --data-dir raced on the migration
    ("table manuscripts already exists"). Two connections race here as two processes would."""
    for round_number in range(20):
        path = tmp_path / f"lib{round_number}.sqlite3"
        start = threading.Barrier(3)
        errors: list[BaseException] = []

        def open_it(
            path: Path = path, start: threading.Barrier = start, errors: list = errors
        ) -> None:
            start.wait()
            try:
                Store(path).close()
            except BaseException as exc:  # reported below, with the round
                errors.append(exc)

        threads = [threading.Thread(target=open_it) for _ in range(3)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert not errors, f"round {round_number}: {errors}"
        store = Store(path)
        assert store.schema_version == SCHEMA_VERSION
        store.close()


def test_a_locked_library_is_called_busy_never_damaged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue #11 (5): a healthy library another process held was called "damaged ... move it
    aside", advice that would hide every story in it."""
    from writerlens.store import db

    monkeypatch.setattr(db, "BUSY_TIMEOUT_MS", 200)
    path = tmp_path / "lib.sqlite3"
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # a brand-new file, held by another writer
    holder.execute("CREATE TABLE other (x)")
    try:
        with pytest.raises(LibraryFileError) as caught:
            Store(path)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert "busy" in caught.value.message
    assert "damaged" not in caught.value.message and "Move it aside" not in caught.value.message
    Store(path).close()  # and once it is free, it opens
