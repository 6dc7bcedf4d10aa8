"""The writer's ranking of the rateable summaries: a strict order, best first.

Ties are impossible by construction: a ranking is an ordered list of summary ids, and it must
be a permutation of the review's rateable summaries (refused ones are not ranked). With a single
rateable summary there is nothing to compare and the ranking is not asked for.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from writerlens.domain import WriterLensError
from writerlens.messages import QT_TRANSLATE_NOOP, define

_SUMMARY_TWICE = define(
    "review.ranking.summary_twice",
    QT_TRANSLATE_NOOP(
        "messages",
        "{join_twice} appears more than once in the ranking. Give each summary its "
        "own place. The ranking was not changed.",
    ),
)

_REFUSAL_RANKED = define(
    "review.ranking.refusal_ranked",
    QT_TRANSLATE_NOOP(
        "messages",
        "{join_refused} cannot be ranked: the model declined to write a summary. "
        "Rank the others. The ranking was not changed.",
    ),
)

_SUMMARY_NOT_SHOWN = define(
    "review.ranking.summary_not_shown",
    QT_TRANSLATE_NOOP(
        "messages",
        "The ranking names a summary that is not part of this review. The ranking was not changed.",
    ),
)

_INCOMPLETE = define(
    "review.ranking.incomplete",
    QT_TRANSLATE_NOOP(
        "messages",
        "The ranking leaves out {join_missing}. Put every summary in order. The "
        "ranking was not changed.",
    ),
)


def ranking_required(rateable: Sequence[int]) -> bool:
    return len(rateable) >= 2


def check_ranking(
    ranking: Sequence[int], rateable: Sequence[int], names: Mapping[int, str]
) -> tuple[int, ...]:
    """The ranking as stored, or a WriterLensError that names the summaries by their letters."""
    ranked = tuple(ranking)
    counts: dict[int, int] = {}
    for summary_id in ranked:
        counts[summary_id] = counts.get(summary_id, 0) + 1
    twice = [names.get(i, f"summary {i}") for i, n in counts.items() if n > 1]
    if twice:
        raise WriterLensError(_SUMMARY_TWICE(join_twice=_join(twice)))
    strangers = [i for i in ranked if i not in rateable]
    if strangers:
        refused = [names[i] for i in strangers if i in names]
        if refused:
            raise WriterLensError(_REFUSAL_RANKED(join_refused=_join(refused)))
        raise WriterLensError(_SUMMARY_NOT_SHOWN())
    missing = [names.get(i, f"summary {i}") for i in rateable if i not in counts]
    if missing:
        raise WriterLensError(_INCOMPLETE(join_missing=_join(missing)))
    return ranked


def _join(names: Sequence[str]) -> str:
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]
