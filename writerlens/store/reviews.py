"""A story's review: its blind order, answers, feedback, spans and ranking. Rows in, objects out.

Each function writes in ``store.write()``, which joins the caller's transaction when there is
one: the review service wraps every user action (its checks and all of its writes) in a single
transaction, so an action is on disk entirely or not at all.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from typing import Any

from writerlens.domain import NotFound, Review, Span, WriterLensError
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.store.db import Store, utc_now
from writerlens.store.inserts import new_row_id

_REVIEW_GONE = define(
    "store.reviews.review_gone",
    QT_TRANSLATE_NOOP(
        "messages",
        "This review is no longer in the library (the story may have been removed).",
    ),
)

_SPAN_GONE = define(
    "store.reviews.span_gone",
    QT_TRANSLATE_NOOP(
        "messages",
        "That highlighted passage is no longer there.",
    ),
)

# -- the review itself -------------------------------------------------------------------------


def insert_review(
    store: Store,
    *,
    manuscript_id: int,
    summary_order: Sequence[int],
    questionnaire_id: str,
    questionnaire_version: str,
    taxonomy_id: str,
    taxonomy_version: str,
) -> Review:
    with store.write() as db:
        review_id = (
            db.table("reviews")
            .insert(
                {
                    "manuscript_id": manuscript_id,
                    "summary_order": json.dumps(list(summary_order)),
                    "position": "{}",
                    "started_at": utc_now(),
                    "questionnaire_id": questionnaire_id,
                    "questionnaire_version": questionnaire_version,
                    "taxonomy_id": taxonomy_id,
                    "taxonomy_version": taxonomy_version,
                }
            )
            .last_pk
        )
        return get_review(store, new_row_id(review_id))


def review_for(store: Store, manuscript_id: int) -> Review | None:
    row = store.row("SELECT * FROM reviews WHERE manuscript_id = ?", (manuscript_id,))
    return None if row is None else _review(row)


def get_review(store: Store, review_id: int) -> Review:
    row = store.row("SELECT * FROM reviews WHERE id = ?", (review_id,))
    if row is None:
        raise NotFound(_REVIEW_GONE())
    return _review(row)


def reviewed_story_ids(store: Store) -> tuple[int, ...]:
    """The stories that have a review, by story id."""
    return tuple(
        r[0] for r in store.rows("SELECT manuscript_id FROM reviews ORDER BY manuscript_id")
    )


def sample_was_reviewed(store: Store) -> bool:
    """Whether the sample (practice) story has a review."""
    return bool(
        store.rows(
            "SELECT 1 FROM reviews JOIN manuscripts ON manuscripts.id = reviews.manuscript_id "
            "WHERE manuscripts.is_sample = 1 LIMIT 1"
        )
    )


def review_is_open(store: Store, review_id: int) -> bool:
    """Whether the review exists and is neither completed nor revealed."""
    row = store.row("SELECT completed_at, revealed_at FROM reviews WHERE id = ?", (review_id,))
    return not (row is None or row["completed_at"] or row["revealed_at"])


def summary_order(store: Store, review_id: int) -> tuple[int, ...]:
    """The review's blind order (summary ids); empty when the review is gone."""
    raw = store.scalar("SELECT summary_order FROM reviews WHERE id = ?", (review_id,))
    return tuple(json.loads(raw or "[]"))


def set_summary_order(store: Store, review_id: int, order: Sequence[int]) -> None:
    """Replace the blind order; the reading position starts over (it named the old letters)."""
    with store.write() as db:
        db.execute(
            "UPDATE reviews SET summary_order = ?, position = '{}' WHERE id = ?",
            (json.dumps(list(order)), review_id),
        )


#: What counts as a judgment: a row of the review in any of these tables (feedback: not empty).
_JUDGED = (
    "SELECT 1 FROM ratings WHERE review_id = ? LIMIT 1",
    "SELECT 1 FROM feedback WHERE review_id = ? AND trim(text) != '' LIMIT 1",
    "SELECT 1 FROM spans WHERE review_id = ? LIMIT 1",
    "SELECT 1 FROM rankings WHERE review_id = ? LIMIT 1",
    "SELECT 1 FROM claim_verdicts WHERE review_id = ? LIMIT 1",
    "SELECT 1 FROM omissions WHERE review_id = ? LIMIT 1",
)


def has_judgments(store: Store, review_id: int) -> bool:
    """Whether the writer judged anything in this review: an answer, non-empty feedback, a
    highlight, a ranking, a claim verdict or an omission."""
    return any(store.scalar(sql, (review_id,)) for sql in _JUDGED)


def _review(row: sqlite3.Row) -> Review:
    return Review(
        id=row["id"],
        manuscript_id=row["manuscript_id"],
        summary_order=tuple(json.loads(row["summary_order"])),
        position=json.loads(row["position"] or "{}"),
        started_at=row["started_at"],
        completed_at=row["completed_at"],
        revealed_at=row["revealed_at"],
        questionnaire_id=row["questionnaire_id"],
        questionnaire_version=row["questionnaire_version"],
        taxonomy_id=row["taxonomy_id"],
        taxonomy_version=row["taxonomy_version"],
    )


def set_position(store: Store, review_id: int, position: dict[str, Any]) -> None:
    with store.write() as db:
        db.execute(
            "UPDATE reviews SET position = ? WHERE id = ?",
            (json.dumps(position, sort_keys=True), review_id),
        )


def set_completed_at(store: Store, review_id: int, when: str | None) -> None:
    with store.write() as db:
        db.execute("UPDATE reviews SET completed_at = ? WHERE id = ?", (when, review_id))


def set_revealed_at(store: Store, review_id: int, when: str) -> None:
    with store.write() as db:
        db.execute("UPDATE reviews SET revealed_at = ? WHERE id = ?", (when, review_id))


# -- answers and feedback ----------------------------------------------------------------------


def answers(store: Store, review_id: int) -> dict[int, dict[str, int]]:
    found: dict[int, dict[str, int]] = {}
    for row in store.rows(
        "SELECT summary_id, question_id, answer FROM ratings WHERE review_id = ?", (review_id,)
    ):
        found.setdefault(row["summary_id"], {})[row["question_id"]] = row["answer"]
    return found


def set_answer(
    store: Store, review_id: int, summary_id: int, question_id: str, answer: int
) -> None:
    with store.write() as db:
        db.execute(
            "INSERT INTO ratings (review_id, summary_id, question_id, answer, updated_at) "
            "VALUES (?, ?, ?, ?, ?) ON CONFLICT (review_id, summary_id, question_id) "
            "DO UPDATE SET answer = excluded.answer, updated_at = excluded.updated_at",
            (review_id, summary_id, question_id, answer, utc_now()),
        )


def delete_answer(store: Store, review_id: int, summary_id: int, question_id: str) -> None:
    with store.write() as db:
        db.execute(
            "DELETE FROM ratings WHERE review_id = ? AND summary_id = ? AND question_id = ?",
            (review_id, summary_id, question_id),
        )


def feedback(store: Store, review_id: int) -> dict[int, str]:
    rows = store.rows("SELECT summary_id, text FROM feedback WHERE review_id = ?", (review_id,))
    return {row["summary_id"]: row["text"] for row in rows}


def set_feedback(
    store: Store, review_id: int, summary_id: int, text: str, expected: str | None = None
) -> None:
    """Store the feedback text; an empty text removes it. ``expected``: the text the window
    showed before the writer typed; when another window (or process) stored something else
    since, nothing is written and :class:`FeedbackChanged` says so: a stale window never
    overwrites newer words."""
    with store.write() as db:
        if expected is not None:
            stored = store.scalar(
                "SELECT text FROM feedback WHERE review_id = ? AND summary_id = ?",
                (review_id, summary_id),
            )
            if (stored or "") != expected and (stored or "") != text:
                raise FeedbackChanged(_FEEDBACK_CHANGED_ELSEWHERE(), stored or "")
        if not text:
            db.execute(
                "DELETE FROM feedback WHERE review_id = ? AND summary_id = ?",
                (review_id, summary_id),
            )
            return
        db.execute(
            "INSERT INTO feedback (review_id, summary_id, text, updated_at) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (review_id, summary_id) "
            "DO UPDATE SET text = excluded.text, updated_at = excluded.updated_at",
            (review_id, summary_id, text, utc_now()),
        )


class FeedbackChanged(WriterLensError):
    """The stored feedback changed since the window loaded it; ``stored`` is what is there."""

    def __init__(self, message: str, stored: str) -> None:
        super().__init__(message)
        self.stored = stored


_FEEDBACK_CHANGED_ELSEWHERE = define(
    "store.feedback_changed_elsewhere",
    QT_TRANSLATE_NOOP(
        "messages",
        "This feedback was changed in another WriterLens window after this one showed it, so "
        "what you typed was not saved over it. Your words are still in the box: copy what you "
        "want to keep, close this review and open it again to see the newer text.",
    ),
)


# -- spans -------------------------------------------------------------------------------------


#: The columns of a span in the order of :class:`Span`'s fields (built positionally: a review of
#: 500 highlights is read on every change, and keyword construction from a Row costs 3x more).
_SPAN_COLUMNS = (
    'id, review_id, summary_id, start, "end", quote, prefix, suffix, label_id, comment, '
    "antecedent_id, created_at, updated_at, antecedent_start, antecedent_end, antecedent_quote, "
    "antecedent_prefix, antecedent_suffix"
)

#: An antecedent passage as stored: (start, end, quote, prefix, suffix), or None for no link.
Passage = tuple[int, int, str, str, str]


def spans(
    store: Store,
    review_id: int,
    summary_id: int | None = None,
    known: dict[tuple[Any, ...], Span] | None = None,
) -> list[Span]:
    """The review's spans by position. ``known`` (row -> Span, updated in place) lets a
    caller that reads the same 500 spans after every change reuse the unchanged ones:
    building a Span costs more than comparing its row."""
    sql = f"SELECT {_SPAN_COLUMNS} FROM spans WHERE review_id = ?"
    params: tuple[int, ...] = (review_id,)
    if summary_id is not None:
        sql += " AND summary_id = ?"
        params = (review_id, summary_id)
    found = store.rows(sql + ' ORDER BY start, "end", id', params)
    if known is None:
        return [Span(*r) for r in found]
    keys = [tuple(r) for r in found]
    out = [known.get(key) or Span(*key) for key in keys]
    known.clear()
    known.update(zip(keys, out, strict=True))
    return out


def spans_at(store: Store, review_id: int, summary_id: int, start: int, end: int) -> list[Span]:
    """The spans on exactly this passage (to refuse the same label twice without reading all)."""
    sql = (
        f"SELECT {_SPAN_COLUMNS} FROM spans "
        'WHERE review_id = ? AND summary_id = ? AND start = ? AND "end" = ? ORDER BY id'
    )
    return [Span(*r) for r in store.rows(sql, (review_id, summary_id, start, end))]


def get_span(store: Store, span_id: int) -> Span | None:
    row = store.row(f"SELECT {_SPAN_COLUMNS} FROM spans WHERE id = ?", (span_id,))
    return None if row is None else Span(*row)


def insert_span(
    store: Store,
    *,
    review_id: int,
    summary_id: int,
    start: int,
    end: int,
    quote: str,
    prefix: str,
    suffix: str,
    label_id: str,
    comment: str = "",
    antecedent_id: int | None = None,
    span_id: int | None = None,
    created_at: str | None = None,
    updated_at: str | None = None,
    antecedent: Passage | None = None,
) -> Span:
    """Store a span. ``span_id`` and the times are given when undoing a delete: the span comes
    back as it was, under its old id unless another span has taken it meanwhile (then the
    returned Span carries its new id)."""
    now = utc_now()
    with store.write() as db:
        if span_id is not None and get_span(store, span_id) is not None:
            span_id = None
        cursor = db.execute(
            'INSERT INTO spans (id, review_id, summary_id, start, "end", quote, prefix, suffix, '
            "label_id, comment, antecedent_id, created_at, updated_at, antecedent_start, "
            "antecedent_end, antecedent_quote, antecedent_prefix, antecedent_suffix) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                span_id,
                review_id,
                summary_id,
                start,
                end,
                quote,
                prefix,
                suffix,
                label_id,
                comment,
                antecedent_id,
                created_at or now,
                updated_at or now,
                *(antecedent or (None,) * 5),
            ),
        )
        new = get_span(store, int(cursor.lastrowid or 0))
    assert new is not None
    return new


def update_span(
    store: Store,
    span_id: int,
    *,
    label_id: str,
    comment: str,
    antecedent_id: int | None,
    antecedent: Passage | None = None,
) -> Span:
    with store.write() as db:
        db.execute(
            "UPDATE spans SET label_id = ?, comment = ?, antecedent_id = ?, updated_at = ?, "
            "antecedent_start = ?, antecedent_end = ?, antecedent_quote = ?, "
            "antecedent_prefix = ?, antecedent_suffix = ? WHERE id = ?",
            (label_id, comment, antecedent_id, utc_now(), *(antecedent or (None,) * 5), span_id),
        )
        updated = get_span(store, span_id)
    if updated is None:
        raise NotFound(_SPAN_GONE())
    return updated


def delete_span(store: Store, span_id: int) -> None:
    """Remove a span; spans that pointed at it lose that link (the schema's ON DELETE)."""
    with store.write() as db:
        db.execute("DELETE FROM spans WHERE id = ?", (span_id,))


def spans_pointing_at(store: Store, span_id: int) -> tuple[int, ...]:
    rows = store.rows("SELECT id FROM spans WHERE antecedent_id = ? ORDER BY id", (span_id,))
    return tuple(r[0] for r in rows)


def link_spans(store: Store, span_ids: Sequence[int], antecedent_id: int) -> None:
    """Point spans (that point nowhere now) at an antecedent again, as they did before."""
    with store.write() as db:
        for span_id in span_ids:
            db.execute(
                "UPDATE spans SET antecedent_id = ? WHERE id = ? AND antecedent_id IS NULL",
                (antecedent_id, span_id),
            )


# -- ranking -----------------------------------------------------------------------------------


def ranking(store: Store, review_id: int) -> tuple[int, ...]:
    rows = store.rows(
        "SELECT summary_id FROM rankings WHERE review_id = ? ORDER BY rank", (review_id,)
    )
    return tuple(r[0] for r in rows)


def set_ranking(store: Store, review_id: int, ranked: Sequence[int]) -> None:
    """Replace the ranking; ``ranked`` is best first."""
    now = utc_now()
    with store.write() as db:
        db.execute("DELETE FROM rankings WHERE review_id = ?", (review_id,))
        for rank, summary_id in enumerate(ranked, start=1):
            db.execute(
                "INSERT INTO rankings (review_id, summary_id, rank, updated_at) "
                "VALUES (?, ?, ?, ?)",
                (review_id, summary_id, rank, now),
            )
