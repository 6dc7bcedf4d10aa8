"""Manuscripts, their summaries, style labels and settings: rows in, domain objects out."""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from writerlens.domain import (
    LibraryEntry,
    Manuscript,
    NotFound,
    ReviewStatus,
    StoryLabels,
    Summary,
    SummaryStatus,
)
from writerlens.messages import QT_TRANSLATE_NOOP, Message, define, from_record, to_record
from writerlens.redaction import redact
from writerlens.store.db import Store, utc_now
from writerlens.store.inserts import new_row_id

_VERSION_OF_GONE = define(
    "store.library.version_of_gone",
    QT_TRANSLATE_NOOP(
        "messages",
        "Story {version_of} is no longer in the library.",
    ),
)

_STORY_NOT_FOUND = define(
    "store.library.story_not_found",
    QT_TRANSLATE_NOOP(
        "messages",
        "There is no story with id {manuscript_id} in the library.",
    ),
)

# -- manuscripts -------------------------------------------------------------------------------


def insert_manuscript(
    store: Store,
    *,
    title: str,
    text: str,
    words: int,
    tokens: int,
    sha256: str,
    source_format: str,
    source_name: str = "",
    reading_level: float | None = None,
    is_sample: bool = False,
    notes: tuple[str | Message, ...] = (),
    version_of: int | None = None,
) -> int:
    """Store a new manuscript; ``version_of`` makes it the next version of that story."""
    with store.write() as db:
        family_id = None
        version = 1
        if version_of is not None:
            family = store.row(
                "SELECT coalesce(family_id, id) FROM manuscripts WHERE id = ?", (version_of,)
            )
            if family is None:
                raise NotFound(_VERSION_OF_GONE(version_of=version_of))
            family_id = family[0]
            version = 1 + store.scalar(
                "SELECT max(version) FROM manuscripts WHERE family_id = ? OR id = ?",
                (family_id, family_id),
            )
        new_id = (
            db.table("manuscripts")
            .insert(
                {
                    "family_id": family_id,
                    "version": version,
                    "title": title,
                    "text": text,
                    "words": words,
                    "tokens": tokens,
                    "sha256": sha256,
                    "source_format": source_format,
                    "source_name": source_name,
                    "imported_at": utc_now(),
                    "reading_level": reading_level,
                    "is_sample": int(is_sample),
                    "notes": json.dumps([to_record(note) for note in notes]),
                }
            )
            .last_pk
        )
        if family_id is None:
            db.execute("UPDATE manuscripts SET family_id = id WHERE id = ?", (new_id,))
    return new_row_id(new_id)


def get_manuscript(store: Store, manuscript_id: int) -> Manuscript:
    row = store.row("SELECT * FROM manuscripts WHERE id = ?", (manuscript_id,))
    if row is None:
        raise NotFound(_STORY_NOT_FOUND(manuscript_id=manuscript_id))
    return _manuscript(row)


def _manuscript(row: sqlite3.Row) -> Manuscript:
    return Manuscript(
        id=row["id"],
        title=row["title"],
        text=row["text"],
        words=row["words"],
        tokens=row["tokens"],
        sha256=row["sha256"],
        source_format=row["source_format"],
        source_name=row["source_name"],
        imported_at=row["imported_at"],
        family_id=row["family_id"] or row["id"],
        version=row["version"],
        reading_level=row["reading_level"],
        is_sample=bool(row["is_sample"]),
        notes=tuple(from_record(note) for note in json.loads(row["notes"])),
    )


def manuscript_ids_with_sha256(store: Store, sha256: str) -> list[int]:
    return [r[0] for r in store.rows("SELECT id FROM manuscripts WHERE sha256 = ?", (sha256,))]


def sample_story_ids(store: Store) -> set[int]:
    """The stories that are the sample (practice)."""
    return {int(r[0]) for r in store.rows("SELECT id FROM manuscripts WHERE is_sample = 1")}


_ENTRY_SQL = """
SELECT m.id, m.title, m.words, m.tokens, m.imported_at, m.version, m.is_sample,
       (SELECT count(*) FROM summaries s WHERE s.manuscript_id = m.id) AS summaries,
       (SELECT count(*) FROM summaries s
         WHERE s.manuscript_id = m.id AND s.status = 'ok') AS usable,
       r.id AS review_id, r.completed_at
FROM manuscripts m LEFT JOIN reviews r ON r.manuscript_id = m.id
"""


def library_entries(store: Store) -> list[LibraryEntry]:
    rows = store.rows(_ENTRY_SQL + " ORDER BY m.imported_at DESC, m.id DESC")
    return [_entry(r) for r in rows]


def library_entry(store: Store, manuscript_id: int) -> LibraryEntry:
    row = store.row(_ENTRY_SQL + " WHERE m.id = ?", (manuscript_id,))
    if row is None:
        raise NotFound(_STORY_NOT_FOUND(manuscript_id=manuscript_id))
    return _entry(row)


def _entry(row: sqlite3.Row) -> LibraryEntry:
    if row["usable"] == 0:
        status = ReviewStatus.NO_SUMMARIES
    elif row["review_id"] is None:
        status = ReviewStatus.NOT_STARTED
    elif row["completed_at"]:
        status = ReviewStatus.COMPLETE
    else:
        status = ReviewStatus.IN_PROGRESS
    return LibraryEntry(
        id=row["id"],
        title=row["title"],
        words=row["words"],
        tokens=row["tokens"],
        imported_at=row["imported_at"],
        version=row["version"],
        summaries=row["summaries"],
        review_status=status,
        is_sample=bool(row["is_sample"]),
    )


def rename_manuscript(store: Store, manuscript_id: int, title: str) -> None:
    with store.write() as db:
        cursor = db.execute("UPDATE manuscripts SET title = ? WHERE id = ?", (title, manuscript_id))
    if cursor.rowcount == 0:
        raise NotFound(_STORY_NOT_FOUND(manuscript_id=manuscript_id))


def delete_manuscript(store: Store, manuscript_id: int) -> None:
    """Remove a story with everything that hangs off it (summaries, review, labels)."""
    with store.write() as db:
        cursor = db.execute("DELETE FROM manuscripts WHERE id = ?", (manuscript_id,))
    if cursor.rowcount == 0:
        raise NotFound(_STORY_NOT_FOUND(manuscript_id=manuscript_id))


# -- summaries ---------------------------------------------------------------------------------


def insert_summary(
    store: Store,
    *,
    manuscript_id: int,
    provider: str,
    model: str,
    strategy: str,
    text: str,
    status: SummaryStatus = SummaryStatus.OK,
    params: dict[str, Any] | None = None,
    prompts: dict[str, str] | None = None,
    error: str = "",
    input_tokens: int = 0,
    output_tokens: int = 0,
    cost_usd: float | None = None,
    is_demo: bool = False,
    label: str = "",
    job_id: int | None = None,
    model_answered: str = "",
    started_at: str | None = None,
    finished_at: str | None = None,
) -> int:
    with store.write() as db:
        return new_row_id(
            db.table("summaries")
            .insert(
                {
                    "manuscript_id": manuscript_id,
                    "job_id": job_id,
                    "provider": provider,
                    "model": model,
                    "model_answered": model_answered or model,
                    "strategy": strategy,
                    "params": json.dumps(params or {}, sort_keys=True),
                    "prompts": json.dumps(prompts or {}, sort_keys=True),
                    "text": redact(text),  # no piece of a key is ever stored
                    "status": str(status),
                    "error": redact(error),
                    "input_tokens": input_tokens,
                    "output_tokens": output_tokens,
                    "cost_usd": cost_usd,
                    "started_at": started_at,
                    "finished_at": finished_at,
                    "created_at": finished_at or utc_now(),
                    "is_demo": int(is_demo),
                    "label": label,
                }
            )
            .last_pk
        )


def summaries_for(store: Store, manuscript_id: int) -> list[Summary]:
    rows = store.rows(
        "SELECT * FROM summaries WHERE manuscript_id = ? ORDER BY id", (manuscript_id,)
    )
    return [_summary(r) for r in rows]


def summary_story(store: Store, summary_id: int) -> int | None:
    """The id of the story a summary summarises; None when there is no such summary."""
    found = store.scalar("SELECT manuscript_id FROM summaries WHERE id = ?", (summary_id,))
    return None if found is None else int(found)


def _summary(row: sqlite3.Row) -> Summary:
    return Summary(
        id=row["id"],
        manuscript_id=row["manuscript_id"],
        provider=row["provider"],
        model=row["model"],
        strategy=row["strategy"],
        text=row["text"],
        status=SummaryStatus(row["status"]),
        created_at=row["created_at"],
        params=json.loads(row["params"]),
        prompts=json.loads(row["prompts"]),
        error=row["error"],
        input_tokens=row["input_tokens"],
        output_tokens=row["output_tokens"],
        cost_usd=row["cost_usd"],
        is_demo=bool(row["is_demo"]),
        label=row["label"],
    )


# -- story labels ------------------------------------------------------------------------------


def story_labels(store: Store, manuscript_id: int) -> StoryLabels:
    row = store.row("SELECT * FROM story_labels WHERE manuscript_id = ?", (manuscript_id,))
    if row is None:
        return StoryLabels()
    subplot = row["detailed_subplot"]
    return StoryLabels(
        narrator=row["narrator"],
        detailed_subplot=None if subplot is None else bool(subplot),
        timeline=row["timeline"],
    )


def set_story_labels(store: Store, manuscript_id: int, labels: StoryLabels) -> None:
    subplot = labels.detailed_subplot
    with store.write() as db:
        db.table("story_labels").upsert(
            {
                "manuscript_id": manuscript_id,
                "narrator": labels.narrator,
                "detailed_subplot": None if subplot is None else int(subplot),
                "timeline": labels.timeline,
                "updated_at": utc_now(),
            },
            pk="manuscript_id",
        )


# -- settings ----------------------------------------------------------------------------------


def get_setting(store: Store, key: str, default: Any = None) -> Any:
    value = store.scalar("SELECT value FROM settings WHERE key = ?", (key,))
    return default if value is None else json.loads(value)


def set_setting(store: Store, key: str, value: Any) -> None:
    # plain SQL: a setting is written on the GUI thread (where the writer reads, a splitter
    # moved), and sqlite-utils is imported only by the first write that needs it (#29)
    with store.write() as db:
        db.execute(
            "INSERT INTO settings (key, value) VALUES (?, ?) "
            "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            (key, json.dumps(value)),
        )
