"""Claims, the writer's verdicts on them, omissions and judges' verdicts. Rows in, nouns out.

Each function writes in ``store.write()``, which joins the caller's transaction when there is
one: the claim review wraps every writer action (its checks and all of its writes) in a single
transaction, so an action is on disk entirely or not at all. Restoring functions take the id a
row had, so that undo gives a thing back the id the UI knows it by. Ids are never reused
(AUTOINCREMENT), so an old id is free unless the row is still there; a restore whose id is taken
fails (sqlite3.IntegrityError) rather than quietly taking a new one, which would leave the
undo history pointing at another row. The service checks first and refuses in words.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Sequence

from writerlens.domain import (
    Claim,
    ClaimJudgment,
    ClaimOrigin,
    ClaimVerdict,
    Omission,
    OmissionKind,
    Verdict,
)
from writerlens.domain.claims import ClaimSet, KeptJudgment
from writerlens.store.db import Store, utc_now
from writerlens.store.inserts import new_row_id

# -- claim sets (one decomposition of a summary by a model) ------------------------------------


def insert_claim_set(
    store: Store,
    *,
    summary_id: int,
    provider: str,
    model: str,
    prompt_id: str,
    prompt_version: str,
    status: str,
    reply: str = "",
    error: str = "",
    input_tokens: int = 0,
    output_tokens: int = 0,
) -> ClaimSet:
    with store.write() as db:
        set_id = new_row_id(
            db.table("claim_sets")
            .insert(
                {
                    "summary_id": summary_id,
                    "provider": provider,
                    "model": model,
                    "prompt_id": prompt_id,
                    "prompt_version": prompt_version,
                    "status": status,
                    "reply": reply,
                    "error": error,
                    "input_tokens": input_tokens,
                    "output_tokens": output_tokens,
                    "created_at": utc_now(),
                }
            )
            .last_pk
        )
        row = store.row("SELECT * FROM claim_sets WHERE id = ?", (set_id,))
        assert row is not None
        return _claim_set(row)


def claim_sets(store: Store, summary_id: int) -> list[ClaimSet]:
    return [
        _claim_set(row)
        for row in store.rows(
            "SELECT * FROM claim_sets WHERE summary_id = ? ORDER BY id", (summary_id,)
        )
    ]


def has_claim_set(store: Store, claim_set_id: int) -> bool:
    return store.scalar("SELECT id FROM claim_sets WHERE id = ?", (claim_set_id,)) is not None


def _claim_set(row: sqlite3.Row) -> ClaimSet:
    return ClaimSet(**{key: row[key] for key in row.keys()})  # noqa: SIM118 (sqlite3.Row)


# -- claims ------------------------------------------------------------------------------------


def insert_claim(
    store: Store,
    *,
    summary_id: int,
    text: str,
    start: int,
    end: int,
    origin: ClaimOrigin,
    parents: Sequence[int] = (),
    claim_set_id: int | None = None,
    claim_id: int | None = None,
    created_at: str | None = None,
    retired_at: str | None = None,
) -> Claim:
    """Insert a claim; ``claim_id`` gives a restored claim its old id back (it must be free)."""
    with store.write() as db:
        record = {
            "summary_id": summary_id,
            "claim_set_id": claim_set_id,
            "text": text,
            "start": start,
            "end": end,
            "origin": str(origin),
            "parents": json.dumps(list(parents)),
            "retired_at": retired_at,
            "created_at": created_at or utc_now(),
        }
        if claim_id is not None:
            record["id"] = claim_id
        new_id = new_row_id(db.table("claims").insert(record).last_pk)
        claim = get_claim(store, new_id)
        assert claim is not None
        return claim


def get_claim(store: Store, claim_id: int) -> Claim | None:
    row = store.row("SELECT * FROM claims WHERE id = ?", (claim_id,))
    return None if row is None else _claim(row)


def claims_for(store: Store, summary_id: int, *, include_retired: bool = False) -> list[Claim]:
    """A summary's claims in summary order (start, then id)."""
    active = "" if include_retired else " AND retired_at IS NULL"
    return [
        _claim(row)
        for row in store.rows(
            f"SELECT * FROM claims WHERE summary_id = ?{active} ORDER BY start, id", (summary_id,)
        )
    ]


def active_claim_count(store: Store, summary_id: int) -> int:
    return int(
        store.scalar(
            "SELECT count(*) FROM claims WHERE summary_id = ? AND retired_at IS NULL",
            (summary_id,),
        )
    )


def set_retired(store: Store, claim_ids: Iterable[int], when: str | None) -> None:
    with store.write() as db:
        for claim_id in claim_ids:
            db.execute("UPDATE claims SET retired_at = ? WHERE id = ?", (when, claim_id))


def retire_all(store: Store, summary_id: int) -> None:
    """Retire every active claim of a summary (a new decomposition replaces them)."""
    with store.write() as db:
        db.execute(
            "UPDATE claims SET retired_at = ? WHERE summary_id = ? AND retired_at IS NULL",
            (utc_now(), summary_id),
        )


def delete_claims(store: Store, claim_ids: Iterable[int]) -> None:
    with store.write() as db:
        for claim_id in claim_ids:
            db.execute("DELETE FROM claims WHERE id = ?", (claim_id,))


def _claim(row: sqlite3.Row) -> Claim:
    return Claim(
        id=row["id"],
        summary_id=row["summary_id"],
        text=row["text"],
        start=row["start"],
        end=row["end"],
        origin=ClaimOrigin(row["origin"]),
        parents=tuple(json.loads(row["parents"] or "[]")),
        claim_set_id=row["claim_set_id"],
        retired_at=row["retired_at"],
        created_at=row["created_at"],
    )


# -- the writer's verdicts ---------------------------------------------------------------------


def verdicts(store: Store, review_id: int) -> dict[int, ClaimVerdict]:
    return {
        row["claim_id"]: _verdict(row)
        for row in store.rows(
            "SELECT * FROM claim_verdicts WHERE review_id = ? ORDER BY claim_id", (review_id,)
        )
    }


def get_verdict(store: Store, review_id: int, claim_id: int) -> ClaimVerdict | None:
    row = store.row(
        "SELECT * FROM claim_verdicts WHERE review_id = ? AND claim_id = ?", (review_id, claim_id)
    )
    return None if row is None else _verdict(row)


def put_verdict(store: Store, verdict: ClaimVerdict) -> ClaimVerdict:
    """Insert or replace a verdict exactly as given (``updated_at`` now if empty)."""
    with store.write() as db:
        db.execute(
            "INSERT INTO claim_verdicts (review_id, claim_id, verdict, kind, comment, "
            "evidence_start, evidence_end, evidence_quote, evidence_source, updated_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (review_id, claim_id) DO UPDATE "
            "SET verdict = excluded.verdict, kind = excluded.kind, comment = excluded.comment, "
            "evidence_start = excluded.evidence_start, evidence_end = excluded.evidence_end, "
            "evidence_quote = excluded.evidence_quote, "
            "evidence_source = excluded.evidence_source, updated_at = excluded.updated_at",
            (
                verdict.review_id,
                verdict.claim_id,
                str(verdict.verdict),
                verdict.kind,
                verdict.comment,
                verdict.evidence_start,
                verdict.evidence_end,
                verdict.evidence_quote,
                verdict.evidence_source,
                verdict.updated_at or utc_now(),
            ),
        )
    stored = get_verdict(store, verdict.review_id, verdict.claim_id)
    assert stored is not None
    return stored


def delete_verdict(store: Store, review_id: int, claim_id: int) -> None:
    with store.write() as db:
        db.execute(
            "DELETE FROM claim_verdicts WHERE review_id = ? AND claim_id = ?",
            (review_id, claim_id),
        )


def _verdict(row: sqlite3.Row) -> ClaimVerdict:
    return ClaimVerdict(
        review_id=row["review_id"],
        claim_id=row["claim_id"],
        verdict=Verdict(row["verdict"]),
        kind=row["kind"],
        comment=row["comment"],
        evidence_start=row["evidence_start"],
        evidence_end=row["evidence_end"],
        evidence_quote=row["evidence_quote"],
        evidence_source=row["evidence_source"],
        updated_at=row["updated_at"],
    )


# -- omissions ---------------------------------------------------------------------------------


def insert_omission(store: Store, omission: Omission, *, keep_id: bool = False) -> Omission:
    """Insert an omission with its summaries; ``keep_id`` gives it ``omission.id`` back (which
    must be free)."""
    omission_id: int | None = omission.id if keep_id else None
    now = utc_now()
    with store.write() as db:
        record = {
            "review_id": omission.review_id,
            "start": omission.start,
            "end": omission.end,
            "quote": omission.quote,
            "prefix": omission.prefix,
            "suffix": omission.suffix,
            "kind": str(omission.kind),
            "comment": omission.comment,
            "created_at": omission.created_at or now,
            "updated_at": omission.updated_at or now,
        }
        if omission_id is not None:
            record["id"] = omission_id
        new_id = new_row_id(db.table("omissions").insert(record).last_pk)
        _set_omission_summaries(store, new_id, omission.summary_ids)
        stored = get_omission(store, new_id)
        assert stored is not None
        return stored


def update_omission(
    store: Store, omission_id: int, *, kind: OmissionKind, summary_ids: Sequence[int], comment: str
) -> Omission:
    with store.write() as db:
        db.execute(
            "UPDATE omissions SET kind = ?, comment = ?, updated_at = ? WHERE id = ?",
            (str(kind), comment, utc_now(), omission_id),
        )
        _set_omission_summaries(store, omission_id, summary_ids)
    stored = get_omission(store, omission_id)
    assert stored is not None
    return stored


def _set_omission_summaries(store: Store, omission_id: int, summary_ids: Sequence[int]) -> None:
    with store.write() as db:
        db.execute("DELETE FROM omission_summaries WHERE omission_id = ?", (omission_id,))
        for summary_id in dict.fromkeys(summary_ids):
            db.execute(
                "INSERT INTO omission_summaries (omission_id, summary_id) VALUES (?, ?)",
                (omission_id, summary_id),
            )


def delete_omission(store: Store, omission_id: int) -> None:
    with store.write() as db:
        db.execute("DELETE FROM omissions WHERE id = ?", (omission_id,))


def get_omission(store: Store, omission_id: int) -> Omission | None:
    row = store.row("SELECT * FROM omissions WHERE id = ?", (omission_id,))
    if row is None:
        return None
    return _omission(row, _summaries_of(store, [omission_id]).get(omission_id, ()))


def omissions(store: Store, review_id: int) -> list[Omission]:
    """A review's omissions in story order (start, end, id)."""
    found = store.rows(
        'SELECT * FROM omissions WHERE review_id = ? ORDER BY start, "end", id', (review_id,)
    )
    linked = _summaries_of(store, [row["id"] for row in found])
    return [_omission(row, linked.get(row["id"], ())) for row in found]


def _summaries_of(store: Store, omission_ids: Sequence[int]) -> dict[int, tuple[int, ...]]:
    if not omission_ids:
        return {}
    marks = ",".join("?" * len(omission_ids))
    linked: dict[int, list[int]] = {}
    for row in store.rows(
        f"SELECT omission_id, summary_id FROM omission_summaries "
        f"WHERE omission_id IN ({marks}) ORDER BY omission_id, summary_id",
        tuple(omission_ids),
    ):
        linked.setdefault(row["omission_id"], []).append(row["summary_id"])
    return {key: tuple(value) for key, value in linked.items()}


def _omission(row: sqlite3.Row, summary_ids: tuple[int, ...]) -> Omission:
    return Omission(
        id=row["id"],
        review_id=row["review_id"],
        start=row["start"],
        end=row["end"],
        quote=row["quote"],
        prefix=row["prefix"],
        suffix=row["suffix"],
        kind=OmissionKind(row["kind"]),
        summary_ids=summary_ids,
        comment=row["comment"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
    )


# -- judges' verdicts --------------------------------------------------------------------------


def put_judgment(store: Store, judgment: ClaimJudgment, *, prompt: str = "") -> None:
    """Keep a judge's verdict on a claim (a new run of the same judge model replaces it)."""
    with store.write() as db:
        db.execute(
            "INSERT OR REPLACE INTO claim_judgments (claim_id, judge_model, verdict, evidence, "
            "explanation, status, reply, prompt, input_tokens, output_tokens, created_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                judgment.claim_id,
                judgment.judge_model,
                None if judgment.verdict is None else str(judgment.verdict),
                json.dumps([list(pair) for pair in judgment.evidence]),
                judgment.explanation,
                judgment.status,
                judgment.reply,
                prompt,
                judgment.input_tokens,
                judgment.output_tokens,
                judgment.created_at or utc_now(),
            ),
        )


def judgments_of(store: Store, claim_ids: Iterable[int]) -> tuple[KeptJudgment, ...]:
    """Every judge's verdict on these claims, with the prompt each was asked with: what undo
    keeps of a claim it deletes, so that redo puts the paid verdicts back (``put_judgment``)."""
    found: list[KeptJudgment] = []
    for claim_id in claim_ids:
        found += [
            (_judgment(row), row["prompt"])
            for row in store.rows(
                "SELECT * FROM claim_judgments WHERE claim_id = ? ORDER BY judge_model",
                (claim_id,),
            )
        ]
    return tuple(found)


def judgments_for(store: Store, summary_id: int) -> dict[int, list[ClaimJudgment]]:
    """Judges' verdicts on a summary's claims (retired ones too), by claim id."""
    found: dict[int, list[ClaimJudgment]] = {}
    for row in store.rows(
        "SELECT j.* FROM claim_judgments j JOIN claims c ON c.id = j.claim_id "
        "WHERE c.summary_id = ? ORDER BY j.claim_id, j.judge_model",
        (summary_id,),
    ):
        found.setdefault(row["claim_id"], []).append(_judgment(row))
    return found


def _judgment(row: sqlite3.Row) -> ClaimJudgment:
    return ClaimJudgment(
        claim_id=row["claim_id"],
        judge_model=row["judge_model"],
        verdict=None if row["verdict"] is None else Verdict(row["verdict"]),
        evidence=tuple((int(a), int(b)) for a, b in json.loads(row["evidence"] or "[]")),
        explanation=row["explanation"],
        status=row["status"],
        reply=row["reply"],
        input_tokens=row["input_tokens"],
        output_tokens=row["output_tokens"],
        created_at=row["created_at"],
    )
