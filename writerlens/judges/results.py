"""What the LLM judges found, as plain frozen data for the services, the UI and the CLI.

A judge's findings are kept apart from the writer's own judgments (their own tables, their own
types). Every finding names the exact model that made it (``Completion.model``), and says how it
went: ``ok``, ``unparseable`` (the judge's reply could not be read, even after asking once more)
or ``refused`` (the judge declined). Only ``ok`` findings count in a score.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from writerlens.messages import QT_TRANSLATE_NOOP


class JudgeKind(StrEnum):
    """The judges a writer can run on a summary (declared in the order the UI offers them).

    A ``StrEnum``, so a kind is also its plain name ("questions") in JSON, the CLI and rows."""

    QUESTIONS = "questions"  # the questionnaire, 1-4 per question
    COHERENCE = "coherence"  # BooookScore, sentence by sentence
    PROBES = "probes"  # the writer's own questions about the story


#: Every kind, in the order offered.
JUDGE_KINDS: tuple[JudgeKind, ...] = tuple(JudgeKind)

#: BooookScore's kinds of confusion (Chang et al., 2024), as stored and exported.
CONFUSION_KINDS = (
    "entity_omission",
    "event_omission",
    "causal_omission",
    "salience",
    "discontinuity",
    "duplication",
    "inconsistency",
    "language",
)

#: What a reader is told each kind means (the judge's prompt, in English, and the UI's tooltips,
#: translated: hence marked for lupdate).
CONFUSION_MEANINGS = {
    "entity_omission": QT_TRANSLATE_NOOP(
        "JudgeResults", "a person, place or thing appears without being introduced"
    ),
    "event_omission": QT_TRANSLATE_NOOP("JudgeResults", "an event it relies on is never told"),
    "causal_omission": QT_TRANSLATE_NOOP(
        "JudgeResults", "why something happens, or why someone acts, is left out"
    ),
    "salience": QT_TRANSLATE_NOOP(
        "JudgeResults", "it dwells on something that does not matter to the story"
    ),
    "discontinuity": QT_TRANSLATE_NOOP(
        "JudgeResults", "it does not follow from what comes before it"
    ),
    "duplication": QT_TRANSLATE_NOOP("JudgeResults", "it repeats what was already said"),
    "inconsistency": QT_TRANSLATE_NOOP(
        "JudgeResults", "it contradicts another part of the summary"
    ),
    "language": QT_TRANSLATE_NOOP("JudgeResults", "its wording or grammar gets in the way"),
}


class JudgeStatus(StrEnum):
    OK = "ok"
    UNPARSEABLE = "unparseable"  # asked twice, neither reply could be read
    REFUSED = "refused"  # the judge declined (the provider's signal or a refusal in prose)


@dataclass(frozen=True)
class QuestionScores:
    """One judge model's answers to the questionnaire about one summary.

    ``answers`` maps a question id to 1-4, or to None when the judge gave no usable answer
    (``statuses`` says why: unparseable twice, or refused). ``replies`` keeps what the judge
    wrote (both replies when it was asked again).
    """

    summary_id: int
    judge_model: str
    answers: dict[str, int | None]
    replies: dict[str, str]
    statuses: dict[str, JudgeStatus] = field(default_factory=dict)
    questionnaire: str = ""  # id@version of the wording asked
    created_at: str = ""

    @property
    def refused(self) -> bool:
        return any(s is JudgeStatus.REFUSED for s in self.statuses.values())

    @property
    def unanswered(self) -> tuple[str, ...]:
        """Questions the judge gave no usable answer to."""
        return tuple(q for q, value in self.answers.items() if value is None)

    def as_json(self) -> dict[str, Any]:
        return {
            "summary_id": self.summary_id,
            "judge_model": self.judge_model,
            "questionnaire": self.questionnaire,
            "answers": dict(self.answers),
            "statuses": {q: str(s) for q, s in self.statuses.items()},
            "replies": dict(self.replies),
            "created_at": self.created_at,
        }


@dataclass(frozen=True)
class SentenceVerdict:
    """Whether one summary sentence would confuse a reader (BooookScore's annotation).

    ``start``/``end`` are code points in the summary text; ``kinds`` come from
    :data:`CONFUSION_KINDS`; ``question`` is what a confused reader would ask.
    """

    index: int
    start: int
    end: int
    text: str
    confused: bool
    kinds: tuple[str, ...] = ()
    question: str = ""
    status: JudgeStatus = JudgeStatus.OK
    reply: str = ""

    def as_json(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "start": self.start,
            "end": self.end,
            "text": self.text,
            "confused": self.confused if self.status is JudgeStatus.OK else None,
            "kinds": [str(k) for k in self.kinds],
            "question": self.question,
            "status": str(self.status),
            "reply": self.reply,
        }


@dataclass(frozen=True)
class CoherenceResult:
    """One judge model's sentence-by-sentence reading of one summary.

    ``score`` is the share of judged sentences that would not confuse a reader (0..1; None when
    no sentence got a usable verdict). ``complete`` is False for a run that was cancelled or
    failed part way: its verdicts are kept, its score covers only them.
    """

    summary_id: int
    judge_model: str
    score: float | None
    sentences: list[SentenceVerdict]
    complete: bool = True
    total_sentences: int = 0
    created_at: str = ""

    @property
    def confused(self) -> list[SentenceVerdict]:
        return [s for s in self.sentences if s.status is JudgeStatus.OK and s.confused]

    def as_json(self) -> dict[str, Any]:
        return {
            "summary_id": self.summary_id,
            "judge_model": self.judge_model,
            "score": self.score,
            "complete": self.complete,
            "total_sentences": self.total_sentences,
            "sentences": [s.as_json() for s in self.sentences],
            "created_at": self.created_at,
        }


@dataclass(frozen=True)
class Probe:
    """A question the writer wrote about their story, with the answer a summary should give."""

    id: int
    manuscript_id: int
    question: str
    answer: str
    created_at: str = ""

    def as_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "manuscript_id": self.manuscript_id,
            "question": self.question,
            "answer": self.answer,
            "created_at": self.created_at,
        }


@dataclass(frozen=True)
class ProbeVerdict:
    """Whether a summary answers one of the writer's questions; ``evidence`` is the passage
    of the summary that does (as the judge cited it)."""

    probe_id: int
    question: str
    answered: bool
    evidence: str = ""
    status: JudgeStatus = JudgeStatus.OK
    reply: str = ""

    def as_json(self) -> dict[str, Any]:
        return {
            "probe_id": self.probe_id,
            "question": self.question,
            "answered": self.answered if self.status is JudgeStatus.OK else None,
            "evidence": self.evidence,
            "status": str(self.status),
            "reply": self.reply,
        }


@dataclass(frozen=True)
class ProbeRun:
    """One judge model's verdicts on the story's questions for one summary.

    ``share_answered`` counts only usable verdicts (None when there is none).
    """

    summary_id: int
    judge_model: str
    results: list[ProbeVerdict]
    created_at: str = ""

    @property
    def share_answered(self) -> float | None:
        usable = [r for r in self.results if r.status is JudgeStatus.OK]
        if not usable:
            return None
        return sum(r.answered for r in usable) / len(usable)

    def as_json(self) -> dict[str, Any]:
        return {
            "summary_id": self.summary_id,
            "judge_model": self.judge_model,
            "share_answered": self.share_answered,
            "results": [r.as_json() for r in self.results],
            "created_at": self.created_at,
        }


@dataclass(frozen=True)
class SummaryScores:
    """Everything the judges stored about one summary, one entry per judge model."""

    summary_id: int
    questions: list[QuestionScores] = field(default_factory=list)
    coherence: list[CoherenceResult] = field(default_factory=list)
    probes: list[ProbeRun] = field(default_factory=list)

    @property
    def empty(self) -> bool:
        return not (self.questions or self.coherence or self.probes)

    def as_json(self) -> dict[str, Any]:
        return {
            "summary_id": self.summary_id,
            "questions": [q.as_json() for q in self.questions],
            "coherence": [c.as_json() for c in self.coherence],
            "probes": [p.as_json() for p in self.probes],
        }


def coherence_score(verdicts: list[SentenceVerdict]) -> float | None:
    """BooookScore: the share of sentences without confusion, over those with a verdict."""
    usable = [v for v in verdicts if v.status is JudgeStatus.OK]
    if not usable:
        return None
    return sum(not v.confused for v in usable) / len(usable)
