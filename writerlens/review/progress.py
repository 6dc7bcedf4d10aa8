"""What a review still needs before it can be completed, in words a writer can act on.

Required: every question answered for every rateable summary, and the ranking (when there are at
least two rateable summaries). Not required: feedback and highlighted passages (a summary may
have nothing wrong with it), and the story labels, which are asked for because the study groups
stories by them, but which a writer may not want to commit to.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from writerlens.domain import StoryLabels
from writerlens.review.blinding import BlindSummary
from writerlens.review.questionnaire import Questionnaire
from writerlens.review.ranking import ranking_required

_LABEL_NAMES = {
    "narrator": "whether the narrator is reliable",
    "detailed_subplot": "whether there is a detailed subplot",
    "timeline": "whether the timeline is linear",
}


@dataclass(frozen=True)
class Progress:
    #: Rateable summaries with questions still open, in blind order: summary id -> question ids.
    unanswered: dict[int, tuple[str, ...]] = field(default_factory=dict)
    ranking_missing: bool = False
    #: Story labels not given yet (asked for, not required): "narrator", "detailed_subplot", ...
    story_labels_missing: tuple[str, ...] = ()
    answered: int = 0
    required_answers: int = 0
    #: What to do before the review can be completed; empty when it can be.
    message: str = ""

    @property
    def complete(self) -> bool:
        return not self.unanswered and not self.ranking_missing


def measure(
    shown: Sequence[BlindSummary],
    answers: Mapping[int, Mapping[str, int]],
    ranking: Sequence[int],
    questionnaire: Questionnaire,
    labels: StoryLabels,
) -> Progress:
    rateable = [s for s in shown if s.rateable]
    unanswered: dict[int, tuple[str, ...]] = {}
    answered = 0
    for summary in rateable:
        given = answers.get(summary.summary_id, {})
        missing = tuple(q for q in questionnaire.question_ids if q not in given)
        answered += len(questionnaire.question_ids) - len(missing)
        if missing:
            unanswered[summary.summary_id] = missing
    ranking_missing = ranking_required([s.summary_id for s in rateable]) and not ranking
    labels_missing = tuple(name for name in _LABEL_NAMES if getattr(labels, name) is None)
    return Progress(
        unanswered=unanswered,
        ranking_missing=ranking_missing,
        story_labels_missing=labels_missing,
        answered=answered,
        required_answers=len(rateable) * len(questionnaire.question_ids),
        message=_message(shown, unanswered, ranking_missing, questionnaire),
    )


def _message(
    shown: Sequence[BlindSummary],
    unanswered: Mapping[int, Sequence[str]],
    ranking_missing: bool,
    questionnaire: Questionnaire,
) -> str:
    """E.g. "answer every question for Summaries A and C; answer analysis for Summary B"."""
    groups: dict[tuple[str, ...], list[str]] = {}
    for summary in shown:
        missing = tuple(unanswered.get(summary.summary_id, ()))
        if missing:
            groups.setdefault(missing, []).append(summary.letter)
    todo: list[str] = []
    for missing, letters in groups.items():
        if len(missing) == len(questionnaire.questions):
            what = "every question"
        else:
            what = _join([questionnaire.question(q).title.lower() for q in missing])
        which = f"Summary {letters[0]}" if len(letters) == 1 else f"Summaries {_join(letters)}"
        todo.append(f"answer {what} for {which}")
    if ranking_missing:
        todo.append("put the summaries in order")
    if not todo:
        return ""
    return f"To finish this review, please {'; '.join(todo)}. Everything you did so far is saved."


def label_question(name: str) -> str:
    """How to ask for a missing story label, e.g. in a hint next to the labels."""
    return _LABEL_NAMES[name]


def _join(parts: Sequence[str]) -> str:
    parts = list(parts)
    if len(parts) == 1:
        return parts[0]
    return ", ".join(parts[:-1]) + " and " + parts[-1]
