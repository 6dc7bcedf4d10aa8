"""Rows of the LLM judges: probes, judge answers, coherence verdicts, probe verdicts.

Every finding is written the moment the judge gives it (one small transaction each), so that
a cancelled or failed run keeps what it finished. A new run by the same judge model on the
same summary starts by clearing that judge's earlier findings of that kind (see ``clear_*``),
so stored results never mix two runs.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable

from writerlens.domain import NotFound
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.store.db import Store, utc_now
from writerlens.store.inserts import new_row_id

_PROBE_NOT_FOUND = define(
    "store.scores.probe_not_found",
    QT_TRANSLATE_NOOP(
        "messages",
        "There is no question with id {probe_id} (it may have been removed).",
    ),
)

QUESTION = "question"
COHERENCE = "coherence"
#: The name of the coherence score row (one per summary and judge model).
BOOOOKSCORE = "booookscore"


# -- probes ------------------------------------------------------------------------------------


def insert_probe(store: Store, manuscript_id: int, question: str, answer: str) -> int:
    with store.write() as db:
        probes = db.table("probes")
        probes.insert(
            {
                "manuscript_id": manuscript_id,
                "question": question,
                "answer": answer,
                "created_at": utc_now(),
            }
        )
        return new_row_id(probes.last_pk)


def update_probe(store: Store, probe_id: int, question: str, answer: str) -> None:
    """Change a probe's wording; its verdicts were about the old wording and are dropped."""
    with store.write() as db:
        found = db.execute(
            "UPDATE probes SET question = ?, answer = ? WHERE id = ?", (question, answer, probe_id)
        ).rowcount
        if not found:
            raise _no_probe(probe_id)
        db.execute("DELETE FROM probe_results WHERE probe_id = ?", (probe_id,))


def delete_probe(store: Store, probe_id: int) -> None:
    with store.write() as db:
        if not db.execute("DELETE FROM probes WHERE id = ?", (probe_id,)).rowcount:
            raise _no_probe(probe_id)


def probe_row(store: Store, probe_id: int) -> sqlite3.Row:
    row = store.row("SELECT * FROM probes WHERE id = ?", (probe_id,))
    if row is None:
        raise _no_probe(probe_id)
    return row


def probe_rows(store: Store, manuscript_id: int) -> list[sqlite3.Row]:
    return store.rows("SELECT * FROM probes WHERE manuscript_id = ? ORDER BY id", (manuscript_id,))


def _no_probe(probe_id: int) -> NotFound:
    return NotFound(_PROBE_NOT_FOUND(probe_id=probe_id))


# -- judge answers and coherence scores (table scores) ------------------------------------------


def save_score(
    store: Store,
    *,
    summary_id: int,
    judge_model: str,
    kind: str,
    name: str,
    value: float | None,
    status: str,
    reply: str = "",
    instrument: str = "",
    prompt: str = "",
    input_tokens: int = 0,
    output_tokens: int = 0,
) -> None:
    with store.write() as db:
        db.execute(
            "INSERT INTO scores (summary_id, judge_model, kind, name, value, status, reply, "
            "instrument, prompt, input_tokens, output_tokens, created_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (summary_id, judge_model, kind, name) DO UPDATE SET "
            "value = excluded.value, status = excluded.status, reply = excluded.reply, "
            "instrument = excluded.instrument, prompt = excluded.prompt, "
            "input_tokens = excluded.input_tokens, output_tokens = excluded.output_tokens, "
            "created_at = excluded.created_at",
            (
                summary_id,
                judge_model,
                kind,
                name,
                value,
                status,
                reply,
                instrument,
                prompt,
                input_tokens,
                output_tokens,
                utc_now(),
            ),
        )


def summary_text(store: Store, summary_id: int) -> str | None:
    """The text a judge read (None when there is no such summary)."""
    found = store.scalar("SELECT text FROM summaries WHERE id = ?", (summary_id,))
    return None if found is None else str(found)


def score_rows(store: Store, summary_id: int, kind: str) -> list[sqlite3.Row]:
    return store.rows(
        "SELECT * FROM scores WHERE summary_id = ? AND kind = ? ORDER BY judge_model, id",
        (summary_id, kind),
    )


def scores_for(store: Store, summary_ids: Iterable[int]) -> list[sqlite3.Row]:
    """Every usable judge score of these summaries (for exports)."""
    ids = list(summary_ids)
    if not ids:
        return []
    marks = ",".join("?" * len(ids))
    return store.rows(
        f"SELECT * FROM scores WHERE summary_id IN ({marks}) AND status = 'ok' "
        "AND value IS NOT NULL ORDER BY summary_id, kind, judge_model, id",
        tuple(ids),
    )


def clear_questions(store: Store, summary_id: int, judge_model: str) -> None:
    with store.write() as db:
        db.execute(
            "DELETE FROM scores WHERE summary_id = ? AND judge_model = ? AND kind = ?",
            (summary_id, judge_model, QUESTION),
        )


# -- coherence verdicts ----------------------------------------------------------------------


def clear_coherence(store: Store, summary_id: int, judge_model: str) -> None:
    with store.write() as db:
        db.execute(
            "DELETE FROM coherence_sentences WHERE summary_id = ? AND judge_model = ?",
            (summary_id, judge_model),
        )
        db.execute(
            "DELETE FROM scores WHERE summary_id = ? AND judge_model = ? AND kind = ?",
            (summary_id, judge_model, COHERENCE),
        )


def save_sentence(
    store: Store,
    *,
    summary_id: int,
    judge_model: str,
    index: int,
    start: int,
    end: int,
    confused: bool | None,
    kinds: tuple[str, ...],
    question: str,
    status: str,
    reply: str,
) -> None:
    with store.write() as db:
        db.execute(
            "INSERT OR REPLACE INTO coherence_sentences (summary_id, judge_model, sentence, "
            'start, "end", confused, kinds, question, status, reply, created_at) '
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                summary_id,
                judge_model,
                index,
                start,
                end,
                None if confused is None else int(confused),
                json.dumps(list(kinds)),
                question,
                status,
                reply,
                utc_now(),
            ),
        )


def sentence_rows(store: Store, summary_id: int) -> list[sqlite3.Row]:
    return store.rows(
        "SELECT * FROM coherence_sentences WHERE summary_id = ? ORDER BY judge_model, sentence",
        (summary_id,),
    )


# -- probe verdicts ----------------------------------------------------------------------------


def clear_probe_results(store: Store, summary_id: int, judge_model: str) -> None:
    with store.write() as db:
        db.execute(
            "DELETE FROM probe_results WHERE summary_id = ? AND judge_model = ?",
            (summary_id, judge_model),
        )


def save_probe_result(
    store: Store,
    *,
    probe_id: int,
    summary_id: int,
    judge_model: str,
    answered: bool,
    evidence: str,
    status: str,
    reply: str,
) -> None:
    with store.write() as db:
        db.execute(
            "INSERT OR REPLACE INTO probe_results (probe_id, summary_id, judge_model, answered, "
            "evidence, created_at, status, reply) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (probe_id, summary_id, judge_model, int(answered), evidence, utc_now(), status, reply),
        )


def ok_probe_results(store: Store, probe_id: int) -> list[sqlite3.Row]:
    """A probe's answered-or-not results that succeeded, by summary then judge."""
    return store.rows(
        "SELECT summary_id, judge_model, answered, evidence FROM probe_results "
        "WHERE probe_id = ? AND status = 'ok' ORDER BY summary_id, judge_model",
        (probe_id,),
    )


def probe_result_rows(store: Store, summary_id: int) -> list[sqlite3.Row]:
    return store.rows(
        "SELECT r.*, p.question AS question FROM probe_results r "
        "JOIN probes p ON p.id = r.probe_id WHERE r.summary_id = ? "
        "ORDER BY r.judge_model, r.probe_id",
        (summary_id,),
    )
