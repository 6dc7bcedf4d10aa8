"""The judges' stored findings read back as :mod:`writerlens.judges.results` objects, and the
writer's probes (questions about a story) written and read.

The store keeps plain rows (``writerlens.store.scores``); this is where they become the frozen
results the UI and the CLI show, one entry per judge model.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from writerlens.domain import NotFound, WriterLensError
from writerlens.judges.coherence import summary_sentences
from writerlens.judges.results import (
    CoherenceResult,
    JudgeStatus,
    Probe,
    ProbeRun,
    ProbeVerdict,
    QuestionScores,
    SentenceVerdict,
    SummaryScores,
    coherence_score,
)
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.store import scores as rows
from writerlens.store.db import Store

_PROBE_INCOMPLETE = define(
    "judges.probe_incomplete",
    QT_TRANSLATE_NOOP(
        "messages",
        "A probe needs both a question and its answer; the {missing} is empty. Write "
        "what a reader should learn from a good summary, and how your story answers "
        "it.",
    ),
)

_PROBE_TOO_LONG = define(
    "judges.probe_too_long",
    QT_TRANSLATE_NOOP(
        "messages",
        "A probe's question and answer can each be up to {max_probe_chars:,} "
        "characters; shorten it to the point a summary should make.",
    ),
)

_THERE_NO_SUMMARY_ID = define(
    "judges.there_no_summary_id",
    QT_TRANSLATE_NOOP(
        "messages",
        "There is no summary with id {summary_id} in the library.",
    ),
)

#: the longest question or answer a probe may have (it is sent with every probe run)
MAX_PROBE_CHARS = 2000


# -- probes ------------------------------------------------------------------------------------


def probes_of(store: Store, manuscript_id: int) -> list[Probe]:
    return [_probe(r) for r in rows.probe_rows(store, manuscript_id)]


def add_probe(store: Store, manuscript_id: int, question: str, answer: str) -> Probe:
    question, answer = probe_text(question, answer)
    probe_id = rows.insert_probe(store, manuscript_id, question, answer)
    return _probe(rows.probe_row(store, probe_id))


def update_probe(store: Store, probe_id: int, question: str, answer: str) -> Probe:
    question, answer = probe_text(question, answer)
    rows.update_probe(store, probe_id, question, answer)
    return _probe(rows.probe_row(store, probe_id))


def probe_text(question: str, answer: str) -> tuple[str, str]:
    """The question and answer as stored (spaces folded), or the reason they cannot be."""
    question, answer = " ".join(question.split()), " ".join(answer.split())
    if not question or not answer:
        missing = "question" if not question else "answer"
        raise WriterLensError(_PROBE_INCOMPLETE(missing=missing))
    if max(len(question), len(answer)) > MAX_PROBE_CHARS:
        raise WriterLensError(_PROBE_TOO_LONG(max_probe_chars=MAX_PROBE_CHARS))
    return question, answer


def _probe(row: Any) -> Probe:
    return Probe(
        id=row["id"],
        manuscript_id=row["manuscript_id"],
        question=row["question"],
        answer=row["answer"],
        created_at=row["created_at"],
    )


# -- findings ----------------------------------------------------------------------------------


def summary_scores(store: Store, summary_id: int) -> SummaryScores:
    text = rows.summary_text(store, summary_id)
    if text is None:
        raise NotFound(_THERE_NO_SUMMARY_ID(summary_id=summary_id))
    return SummaryScores(
        summary_id=summary_id,
        questions=question_scores(store, summary_id),
        coherence=coherence_results(store, summary_id, text),
        probes=probe_runs(store, summary_id),
    )


def _by_judge(found: Iterable[Any]) -> dict[str, list[Any]]:
    grouped: dict[str, list[Any]] = {}
    for row in found:
        grouped.setdefault(row["judge_model"], []).append(row)
    return grouped


def question_scores(store: Store, summary_id: int) -> list[QuestionScores]:
    return [
        QuestionScores(
            summary_id=summary_id,
            judge_model=judge,
            answers={r["name"]: None if r["value"] is None else int(r["value"]) for r in found},
            replies={r["name"]: r["reply"] for r in found},
            statuses={r["name"]: JudgeStatus(r["status"]) for r in found},
            questionnaire=found[0]["instrument"],
            created_at=max(r["created_at"] for r in found),
        )
        for judge, found in _by_judge(rows.score_rows(store, summary_id, rows.QUESTION)).items()
    ]


def coherence_results(store: Store, summary_id: int, text: str) -> list[CoherenceResult]:
    finished = {r["judge_model"]: r for r in rows.score_rows(store, summary_id, rows.COHERENCE)}
    total = len(summary_sentences(text))
    results = []
    for judge, found in _by_judge(rows.sentence_rows(store, summary_id)).items():
        verdicts = [_sentence(r, text) for r in found]
        complete = judge in finished
        results.append(
            CoherenceResult(
                summary_id=summary_id,
                judge_model=judge,
                score=finished[judge]["value"] if complete else coherence_score(verdicts),
                sentences=verdicts,
                complete=complete,
                total_sentences=total,
                created_at=max(r["created_at"] for r in found),
            )
        )
    return results


def probe_runs(store: Store, summary_id: int) -> list[ProbeRun]:
    return [
        ProbeRun(
            summary_id=summary_id,
            judge_model=judge,
            results=[
                ProbeVerdict(
                    probe_id=r["probe_id"],
                    question=r["question"],
                    answered=bool(r["answered"]),
                    evidence=r["evidence"],
                    status=JudgeStatus(r["status"]),
                    reply=r["reply"],
                )
                for r in found
            ],
            created_at=max(r["created_at"] for r in found),
        )
        for judge, found in _by_judge(rows.probe_result_rows(store, summary_id)).items()
    ]


def _sentence(row: Any, text: str) -> SentenceVerdict:
    return SentenceVerdict(
        index=row["sentence"],
        start=row["start"],
        end=row["end"],
        text=text[row["start"] : row["end"]],
        confused=bool(row["confused"]),
        kinds=tuple(json.loads(row["kinds"])),
        question=row["question"],
        status=JudgeStatus(row["status"]),
        reply=row["reply"],
    )
