"""A review at one moment, as the UI shows it, and where the writer was in it.

:class:`ReviewState` is a read-only snapshot: the UI renders it and sends every change back
through the service (which commits it at once); it never edits a snapshot in place.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from writerlens.domain import Span, StoryLabels
from writerlens.review.blinding import BlindSummary
from writerlens.review.progress import ReviewProgress


class ReviewStep(StrEnum):
    """The parts of a review a writer can be on; the summary steps also name a summary."""

    LABELS = "labels"
    QUESTIONS = "questions"
    SPANS = "spans"
    FEEDBACK = "feedback"
    RANKING = "ranking"
    FINISH = "finish"

    @property
    def about_a_summary(self) -> bool:
        return self in (ReviewStep.QUESTIONS, ReviewStep.SPANS, ReviewStep.FEEDBACK)


@dataclass(frozen=True)
class ReviewPosition:
    """Where the writer is, saved with every move so that reopening returns there."""

    step: ReviewStep = ReviewStep.LABELS
    summary_id: int | None = None
    question_id: str | None = None

    def as_json(self) -> dict[str, Any]:
        return {"step": str(self.step), "summary_id": self.summary_id, "question": self.question_id}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ReviewPosition:
        """Read a saved position; anything unreadable (an older format) starts at the top."""
        try:
            step = ReviewStep(data.get("step", ReviewStep.LABELS))
        except ValueError:
            return cls()
        summary_id = data.get("summary_id")
        question = data.get("question")
        return cls(
            step=step,
            summary_id=summary_id if isinstance(summary_id, int) else None,
            question_id=question if isinstance(question, str) else None,
        )


@dataclass(frozen=True)
class ReviewState:
    review_id: int
    manuscript_id: int
    #: The summaries in the blind order shown, with their letters (models named once revealed).
    summaries: tuple[BlindSummary, ...]
    #: summary id -> question id -> answer 1..4
    answers: dict[int, dict[str, int]]
    #: summary id -> feedback text (absent when none was written)
    feedback: dict[int, str]
    #: every span of the review, in blind order of their summaries, then by position
    spans: tuple[Span, ...]
    #: rateable summary ids, best first; empty until the writer has ranked them
    ranking: tuple[int, ...]
    labels: StoryLabels
    reading_level: float | None
    position: ReviewPosition
    progress: ReviewProgress
    questionnaire_id: str
    questionnaire_version: str
    taxonomy_id: str
    taxonomy_version: str
    started_at: str
    completed_at: str | None = None
    revealed_at: str | None = None

    @property
    def complete(self) -> bool:
        return self.completed_at is not None

    @property
    def revealed(self) -> bool:
        return self.revealed_at is not None

    def summary(self, summary_id: int) -> BlindSummary:
        for shown in self.summaries:
            if shown.summary_id == summary_id:
                return shown
        raise KeyError(summary_id)

    def letter(self, summary_id: int) -> str:
        return self.summary(summary_id).letter

    def spans_for(self, summary_id: int) -> tuple[Span, ...]:
        return tuple(s for s in self.spans if s.summary_id == summary_id)


@dataclass(frozen=True)
class DeletedSpan:
    """A deleted span and the later spans that pointed at it: what undo needs to restore it."""

    span: Span
    dependents: tuple[int, ...] = ()


@dataclass(frozen=True)
class SpanEdit:
    before: Span
    after: Span


class Keep:
    def __repr__(self) -> str:
        return "KEEP"


#: "Leave this as it is" for :meth:`ReviewSession.edit_span` (None clears an antecedent).
KEEP = Keep()
