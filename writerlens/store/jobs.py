"""Summarization jobs and their steps (``jobs`` and ``summary_nodes`` rows): rows in, data out.

A node is saved the moment its model call returns, in its own transaction: it is both the
checkpoint a killed or cancelled job resumes from and the merge tree a writer can inspect. A
step's identity is ``(kind, level, position)``, unique per job, so redoing a step replaces its
row instead of adding a second one.
"""

from __future__ import annotations

import json
import os
import socket
import sqlite3
import time
import uuid
from typing import Any

from writerlens.domain import NotFound, SummaryStatus
from writerlens.domain.jobs import (
    Job,
    JobStatus,
    JobTree,
    StepKey,
    SummaryNode,
    lease_alive,
)
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.redaction import redact
from writerlens.store.db import Store, utc_now
from writerlens.store.inserts import new_row_id
from writerlens.store.library import get_setting, insert_summary, set_setting

_JOB_NOT_FOUND = define(
    "store.jobs.job_not_found",
    QT_TRANSLATE_NOOP(
        "messages",
        "There is no summarizing job with id {job_id}.",
    ),
)


# -- jobs --------------------------------------------------------------------------------------


def insert_job(
    store: Store,
    *,
    manuscript_id: int,
    provider: str,
    model: str,
    strategy: str,
    params: dict[str, Any],
) -> int:
    now = utc_now()
    with store.write() as db:
        return new_row_id(
            db.table("jobs")
            .insert(
                {
                    "manuscript_id": manuscript_id,
                    "provider": provider,
                    "model": model,
                    "strategy": strategy,
                    "params": json.dumps(params, sort_keys=True),
                    "status": str(JobStatus.PENDING),
                    "error": "",
                    "created_at": now,
                    "updated_at": now,
                }
            )
            .last_pk
        )


def get_job(store: Store, job_id: int) -> Job:
    row = store.row("SELECT * FROM jobs WHERE id = ?", (job_id,))
    if row is None:
        raise NotFound(_JOB_NOT_FOUND(job_id=job_id))
    return _job(row)


def list_jobs(store: Store, manuscript_id: int | None = None) -> list[Job]:
    if manuscript_id is None:
        rows = store.rows("SELECT * FROM jobs ORDER BY id")
    else:
        rows = store.rows(
            "SELECT * FROM jobs WHERE manuscript_id = ? ORDER BY id", (manuscript_id,)
        )
    return [_job(r) for r in rows]


def set_job_status(
    store: Store,
    job_id: int,
    status: JobStatus,
    error: str = "",
    params: dict[str, Any] | None = None,
) -> None:
    sql = "UPDATE jobs SET status = ?, error = ?, updated_at = ?"
    args: list[Any] = [str(status), redact(error), utc_now()]
    if params is not None:
        sql += ", params = ?"
        args.append(json.dumps(params, sort_keys=True))
    with store.write() as db:
        db.execute(sql + " WHERE id = ?", (*args, job_id))


def lease_owner_name() -> str:
    """Who runs a job: this computer, this process, and a tag for this run."""
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


def claim_lease(store: Store, job_id: int, owner: str, now: float | None = None) -> bool:
    """Take the job for ``owner``; False while another runner's lease is alive."""
    now = time.time() if now is None else now
    with store.write() as db:
        row = store.row("SELECT lease_owner, heartbeat_at FROM jobs WHERE id = ?", (job_id,))
        if row is None:
            return False
        holder, beat = row["lease_owner"], row["heartbeat_at"]
        if holder and holder != owner and lease_alive(holder, beat, now):
            return False
        db.execute(
            "UPDATE jobs SET lease_owner = ?, heartbeat_at = ? WHERE id = ?", (owner, now, job_id)
        )
        return True


def renew_lease(store: Store, job_id: int, owner: str) -> bool:
    """The heartbeat: False when the lease was lost (taken over after going stale)."""
    with store.write() as db:
        cursor = db.execute(
            "UPDATE jobs SET heartbeat_at = ? WHERE id = ? AND lease_owner = ?",
            (time.time(), job_id, owner),
        )
        return cursor.rowcount == 1


def release_lease(store: Store, job_id: int, owner: str) -> None:
    with store.write() as db:
        db.execute(
            "UPDATE jobs SET lease_owner = '', heartbeat_at = NULL "
            "WHERE id = ? AND lease_owner = ?",
            (job_id, owner),
        )


def _job(row: sqlite3.Row) -> Job:
    keys = row.keys()
    return Job(
        id=row["id"],
        manuscript_id=row["manuscript_id"],
        provider=row["provider"],
        model=row["model"],
        strategy=row["strategy"],
        params=json.loads(row["params"]),
        status=JobStatus(row["status"]),
        error=row["error"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        lease_owner=row["lease_owner"] if "lease_owner" in keys else "",
        heartbeat_at=row["heartbeat_at"] if "heartbeat_at" in keys else None,
    )


# -- nodes -------------------------------------------------------------------------------------


def save_node(
    store: Store,
    *,
    job_id: int,
    kind: str,
    level: int,
    position: int,
    text: str,
    children: tuple[StepKey, ...] = (),
    prompt_id: str = "",
    prompt_version: str = "",
    status: SummaryStatus = SummaryStatus.OK,
    error: str = "",
    input_tokens: int = 0,
    output_tokens: int = 0,
    model_answered: str = "",
) -> SummaryNode:
    """Insert a step, or replace the earlier attempt at the same step (a failed one)."""
    with store.write() as db:
        db.execute(
            """
            INSERT INTO summary_nodes (job_id, level, position, kind, children, prompt_id,
                prompt_version, text, status, error, input_tokens, output_tokens,
                model_answered, created_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (job_id, kind, level, position) DO UPDATE SET
                children = excluded.children, prompt_id = excluded.prompt_id,
                prompt_version = excluded.prompt_version, text = excluded.text,
                status = excluded.status, error = excluded.error,
                input_tokens = excluded.input_tokens, output_tokens = excluded.output_tokens,
                model_answered = excluded.model_answered, created_at = excluded.created_at
            """,
            (
                job_id,
                level,
                position,
                kind,
                json.dumps([list(c) for c in children]),
                prompt_id,
                prompt_version,
                redact(text),  # no piece of a key is ever stored (see writerlens.redaction)
                str(status),
                redact(error),
                input_tokens,
                output_tokens,
                model_answered,
                utc_now(),
            ),
        )
        db.execute("UPDATE jobs SET updated_at = ? WHERE id = ?", (utc_now(), job_id))
    row = store.row(
        "SELECT * FROM summary_nodes WHERE job_id = ? AND kind = ? AND level = ? AND position = ?",
        (job_id, kind, level, position),
    )
    assert row is not None
    return _node(row)


def job_nodes(store: Store, job_id: int) -> list[SummaryNode]:
    rows = store.rows(
        "SELECT * FROM summary_nodes WHERE job_id = ? ORDER BY level, kind, position, id",
        (job_id,),
    )
    return [_node(r) for r in rows]


def _node(row: sqlite3.Row) -> SummaryNode:
    return SummaryNode(
        id=row["id"],
        job_id=row["job_id"],
        kind=row["kind"],
        level=row["level"],
        position=row["position"],
        children=tuple((str(k), int(lv), int(p)) for k, lv, p in json.loads(row["children"])),
        prompt_id=row["prompt_id"],
        prompt_version=row["prompt_version"],
        text=row["text"],
        status=SummaryStatus(row["status"]),
        error=row["error"],
        input_tokens=row["input_tokens"],
        output_tokens=row["output_tokens"],
        model_answered=row["model_answered"],
        created_at=row["created_at"],
    )


def job_tree(store: Store, job_id: int) -> JobTree:
    job = get_job(store, job_id)
    summary_ids = tuple(
        r[0] for r in store.rows("SELECT id FROM summaries WHERE job_id = ? ORDER BY id", (job_id,))
    )
    chunks = tuple((int(a), int(b)) for a, b in job.params.get("plan", {}).get("chunks", []))
    return JobTree(
        job=job, nodes=tuple(job_nodes(store, job_id)), chunks=chunks, summary_ids=summary_ids
    )


# -- the job's finished summaries --------------------------------------------------------------


def insert_job_summary(
    store: Store,
    *,
    job: Job,
    text: str,
    status: SummaryStatus,
    params: dict[str, Any],
    prompts: dict[str, str],
    model_answered: str,
    input_tokens: int,
    output_tokens: int,
    cost_usd: float | None,
    started_at: str,
    finished_at: str,
    error: str = "",
) -> int:
    """A job's result as a summary row, with the job's provider, model, strategy and timings.

    Its id is never one a removed placeholder had (see :func:`delete_failed_job_summaries`):
    an id the writer saw on a failed summary must not come back on a different one."""
    new_id = insert_summary(
        store,
        manuscript_id=job.manuscript_id,
        job_id=job.id,
        provider=job.provider,
        model=job.model,
        model_answered=model_answered,
        strategy=job.strategy,
        text=text,
        status=status,
        params=params,
        prompts=prompts,
        error=error,
        input_tokens=input_tokens,
        output_tokens=output_tokens,
        cost_usd=cost_usd,
        started_at=started_at,
        finished_at=finished_at,
    )
    retired = int(get_setting(store, RETIRED_SUMMARY_ID, 0) or 0)
    if new_id > retired:
        return new_id
    # SQLite gives a new row max(id) + 1, which may be a removed placeholder's id: move it past
    # every id ever given out (nothing points at a row this new yet).
    with store.write() as db:
        top = int(db.execute("SELECT COALESCE(MAX(id), 0) FROM summaries").fetchone()[0])
        moved = max(top, retired) + 1
        db.execute("UPDATE summaries SET id = ? WHERE id = ?", (moved, new_id))
    return moved


#: The highest summary id ever removed (a failed placeholder); new ids stay above it.
RETIRED_SUMMARY_ID = "retired_summary_id"


def delete_failed_job_summaries(store: Store, job_id: int) -> int:
    """Drop the 'failed' placeholder a job left when it stopped, before it is resumed; its id
    is remembered so that it is never given to another summary."""
    with store.write() as db:
        top = db.execute(
            "SELECT MAX(id) FROM summaries WHERE job_id = ? AND status = 'failed'", (job_id,)
        ).fetchone()[0]
        cursor = db.execute(
            "DELETE FROM summaries WHERE job_id = ? AND status = 'failed'", (job_id,)
        )
        count = cursor.rowcount
    if top is not None and int(top) > int(get_setting(store, RETIRED_SUMMARY_ID, 0) or 0):
        set_setting(store, RETIRED_SUMMARY_ID, int(top))
    return count
