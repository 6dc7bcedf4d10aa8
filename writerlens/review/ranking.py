"""The writer's ranking of the rateable summaries: a strict order, best first.

Ties are impossible by construction: a ranking is an ordered list of summary ids, and it must
be a permutation of the review's rateable summaries (refused ones are not ranked). With a single
rateable summary there is nothing to compare and the ranking is not asked for.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from writerlens.domain import WriterLensError


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
        raise WriterLensError(
            f"{_join(twice)} appears more than once in the ranking. Give each summary its own "
            "place. The ranking was not changed."
        )
    strangers = [i for i in ranked if i not in rateable]
    if strangers:
        refused = [names[i] for i in strangers if i in names]
        if refused:
            raise WriterLensError(
                f"{_join(refused)} cannot be ranked: the model declined to write a summary. "
                "Rank the others. The ranking was not changed."
            )
        raise WriterLensError(
            "The ranking names a summary that is not part of this review. "
            "The ranking was not changed."
        )
    missing = [names.get(i, f"summary {i}") for i in rateable if i not in counts]
    if missing:
        raise WriterLensError(
            f"The ranking leaves out {_join(missing)}. Put every summary in order. "
            "The ranking was not changed."
        )
    return ranked


def _join(names: Sequence[str]) -> str:
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]
