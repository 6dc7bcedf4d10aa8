"""Showing summaries blind: letters instead of model names, in a shuffled, recorded order.

Which summaries take part:
- ``ok`` summaries are shown and rated;
- ``refused`` summaries are shown too, in the same shuffled order with their own letter, so the
  writer sees that a model declined, but they are not rateable (no answers, spans or ranking;
  the study leaves refusals out of its averages). The writer may still leave feedback on one;
- ``failed`` summaries are not part of a review: there is nothing the model said to judge.

The order is drawn once, when the review starts, and stored; it never changes afterwards. A
summary made after the review started is not added to it (the writer judged the others side by
side; slipping in a new one would change what the ranking means). Reviewing it would need a new
review of a new version of the story.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from writerlens.domain import Summary, SummaryStatus, WriterLensError
from writerlens.messages import QT_TRANSLATE_NOOP, define

_SUMMARY_TWICE = define(
    "review.blinding.summary_twice",
    QT_TRANSLATE_NOOP(
        "messages",
        "Each summary can be reviewed only once. Pick each one once.",
    ),
)

_SUMMARY_OF_OTHER_STORY = define(
    "review.blinding.summary_of_other_story",
    QT_TRANSLATE_NOOP(
        "messages",
        "Some of the chosen summaries do not belong to this story any more. Pick "
        "again from the story's summaries.",
    ),
)

_SUMMARY_FAILED = define(
    "review.blinding.summary_failed",
    QT_TRANSLATE_NOOP(
        "messages",
        "A summary that failed cannot be reviewed: there is no text to judge. Pick "
        "summaries that finished, or make a new one.",
    ),
)

_NO_FINISHED_SUMMARY = define(
    "review.blinding.no_finished_summary",
    QT_TRANSLATE_NOOP(
        "messages",
        "There is no finished summary of this story to review yet. Make a summary "
        "first, then start the review.",
    ),
)

_SHOWN = (SummaryStatus.OK, SummaryStatus.REFUSED)


@dataclass(frozen=True)
class BlindSummary:
    """A summary as the writer sees it during a review.

    ``provider`` and ``model`` are empty until the writer has completed the review and asked to
    see which model wrote which summary.
    """

    letter: str
    summary_id: int
    text: str
    refused: bool
    provider: str = ""
    model: str = ""

    @property
    def rateable(self) -> bool:
        return not self.refused

    @property
    def name(self) -> str:
        return f"Summary {self.letter}"


def letter(index: int) -> str:
    """A, B, ... Z, AA, AB, ... for the summary shown at ``index`` (0-based)."""
    if index < 0:
        raise ValueError(index)
    name = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        name = chr(ord("A") + rest) + name
    return name


def reviewable(summaries: Sequence[Summary]) -> list[Summary]:
    """The summaries a new review of a story takes part in (see the module doc)."""
    return [s for s in summaries if s.status in _SHOWN]


def choose(summaries: Sequence[Summary], summary_ids: Sequence[int] | None) -> list[Summary]:
    """The summaries for a new review: all reviewable ones, or the ones the writer picked."""
    if summary_ids is None:
        chosen = reviewable(summaries)
    else:
        by_id = {s.id: s for s in summaries}
        if len(set(summary_ids)) != len(summary_ids):
            raise WriterLensError(_SUMMARY_TWICE())
        unknown = [i for i in summary_ids if i not in by_id]
        if unknown:
            raise WriterLensError(_SUMMARY_OF_OTHER_STORY())
        chosen = [by_id[i] for i in summary_ids]
        if any(s.status not in _SHOWN for s in chosen):
            raise WriterLensError(_SUMMARY_FAILED())
    if not any(s.status is SummaryStatus.OK for s in chosen):
        raise WriterLensError(_NO_FINISHED_SUMMARY())
    return chosen


def shuffled(summary_ids: Sequence[int], rng: random.Random | None = None) -> tuple[int, ...]:
    """A fresh blind order. Drawn from the OS's randomness unless a generator is given (tests)."""
    order = list(summary_ids)
    (rng or random.SystemRandom()).shuffle(order)
    return tuple(order)


def blind(
    order: Sequence[int], summaries: Sequence[Summary], revealed: bool
) -> tuple[BlindSummary, ...]:
    """The recorded order as the writer sees it. A summary that has since been removed from the
    library drops out; the letters of the others do not move."""
    by_id = {s.id: s for s in summaries}
    shown: list[BlindSummary] = []
    for index, summary_id in enumerate(order):
        summary = by_id.get(summary_id)
        if summary is None:
            continue
        shown.append(
            BlindSummary(
                letter=letter(index),
                summary_id=summary_id,
                text=summary.text,
                refused=summary.status is not SummaryStatus.OK,
                provider=summary.provider if revealed else "",
                model=summary.model if revealed else "",
            )
        )
    return tuple(shown)
