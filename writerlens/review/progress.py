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
from writerlens.messages import QT_TRANSLATE_NOOP, Message, and_list, define, semicolon_list
from writerlens.review.blinding import BlindSummary
from writerlens.review.questionnaire import Questionnaire
from writerlens.review.ranking import ranking_required

_LABEL_NAMES = {
    "narrator": "whether the narrator is reliable",
    "detailed_subplot": "whether there is a detailed subplot",
    "timeline": "whether the timeline is linear",
}


@dataclass(frozen=True)
class ReviewProgress:
    #: Rateable summaries with questions still open, in blind order: summary id -> question ids.
    unanswered: dict[int, tuple[str, ...]] = field(default_factory=dict)
    ranking_missing: bool = False
    #: Story labels not given yet (asked for, not required): "narrator", "detailed_subplot", ...
    story_labels_missing: tuple[str, ...] = ()
    answered: int = 0
    required_answers: int = 0
    #: What to do before the review can be completed; empty when it can be.
    message: Message | str = ""

    @property
    def complete(self) -> bool:
        return not self.unanswered and not self.ranking_missing


def measure(
    shown: Sequence[BlindSummary],
    answers: Mapping[int, Mapping[str, int]],
    ranking: Sequence[int],
    questionnaire: Questionnaire,
    labels: StoryLabels,
) -> ReviewProgress:
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
    return ReviewProgress(
        unanswered=unanswered,
        ranking_missing=ranking_missing,
        story_labels_missing=labels_missing,
        answered=answered,
        required_answers=len(rateable) * len(questionnaire.question_ids),
        message=_message(shown, unanswered, ranking_missing, questionnaire),
    )


_FINISH = define(
    "review.progress.finish",
    QT_TRANSLATE_NOOP(
        "messages",
        "To finish this review, please {todo}. Everything you did so far is saved.",
    ),
)
_EVERY_QUESTION_ONE = define(
    "review.progress.every_question_one",
    QT_TRANSLATE_NOOP("messages", "answer every question for Summary {letter}"),
)
_EVERY_QUESTION_MANY = define(
    "review.progress.every_question_many",
    QT_TRANSLATE_NOOP("messages", "answer every question for Summaries {letters}"),
)
_QUESTIONS_ONE = define(
    "review.progress.questions_one",
    QT_TRANSLATE_NOOP("messages", "answer {questions} for Summary {letter}"),
)
_QUESTIONS_MANY = define(
    "review.progress.questions_many",
    QT_TRANSLATE_NOOP("messages", "answer {questions} for Summaries {letters}"),
)
_RANKING_MISSING = define(
    "review.progress.ranking_missing",
    QT_TRANSLATE_NOOP("messages", "put the summaries in order"),
)


def _message(
    shown: Sequence[BlindSummary],
    unanswered: Mapping[int, Sequence[str]],
    ranking_missing: bool,
    questionnaire: Questionnaire,
) -> Message | str:
    """E.g. "answer every question for Summaries A and C; answer analysis for Summary B"."""
    groups: dict[tuple[str, ...], list[str]] = {}
    for summary in shown:
        missing = tuple(unanswered.get(summary.summary_id, ()))
        if missing:
            groups.setdefault(missing, []).append(summary.letter)
    todo: list[Message | str] = []
    for missing, letters in groups.items():
        one = len(letters) == 1
        if len(missing) == len(questionnaire.questions):
            if one:
                todo.append(_EVERY_QUESTION_ONE(letter=letters[0]))
            else:
                todo.append(_EVERY_QUESTION_MANY(letters=and_list(letters)))
        else:
            # the questions' titles are the study's own words: shown as its coordinator wrote them
            questions = and_list([questionnaire.question(q).title.lower() for q in missing])
            if one:
                todo.append(_QUESTIONS_ONE(questions=questions, letter=letters[0]))
            else:
                todo.append(_QUESTIONS_MANY(questions=questions, letters=and_list(letters)))
    if ranking_missing:
        todo.append(_RANKING_MISSING())
    if not todo:
        return ""
    return _FINISH(todo=semicolon_list(todo))


def label_question(name: str) -> str:
    """How to ask for a missing story label, e.g. in a hint next to the labels."""
    return _LABEL_NAMES[name]
