"""How often a judge model's verdicts on claims agree with the writer's, and Cohen's kappa.

Kappa corrects the raw agreement for the agreement two raters would reach by chance with their
own habits (Cohen 1960). It comes from statsmodels when it is installed (the field's tested
code), with the same formula written out as the fallback; both give None where kappa is
undefined (every verdict of both raters in the same single category, so chance agreement is
already complete).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from writerlens.domain import Verdict

CATEGORIES: tuple[Verdict, ...] = tuple(Verdict)


@dataclass(frozen=True)
class JudgeAgreement:
    """One judge model against the writer on one summary's claims.

    ``n`` counts the claims both judged (a judge's unusable reply is not a verdict);
    ``agreement`` is the share of those on which they gave the same verdict, in percent."""

    judge_model: str
    n: int
    agreement: float | None
    kappa: float | None


def confusion(pairs: Sequence[tuple[Verdict, Verdict]]) -> list[list[int]]:
    """The square table of (first rater's verdict, second rater's verdict) counts."""
    index = {category: i for i, category in enumerate(CATEGORIES)}
    table = [[0] * len(CATEGORIES) for _ in CATEGORIES]
    for a, b in pairs:
        table[index[Verdict(a)]][index[Verdict(b)]] += 1
    return table


def cohen_kappa(pairs: Sequence[tuple[Verdict, Verdict]]) -> float | None:
    """Cohen's kappa of two raters' verdicts on the same claims (None when undefined)."""
    if not pairs:
        return None
    table = confusion(pairs)
    try:
        from statsmodels.stats.inter_rater import cohens_kappa
    except ImportError:  # pragma: no cover - statsmodels is a dependency; the fallback is tested
        return cohen_kappa_plain(table)
    if _chance_is_certain(table):
        return None
    value = float(cohens_kappa(table, return_results=False))
    return None if math.isnan(value) else value


def cohen_kappa_plain(table: Sequence[Sequence[int]]) -> float | None:
    """Cohen's kappa from a square count table, written out: (p_o - p_e) / (1 - p_e)."""
    total = sum(sum(row) for row in table)
    if total == 0 or _chance_is_certain(table):
        return None
    size = len(table)
    observed = sum(table[i][i] for i in range(size)) / total
    rows = [sum(table[i]) / total for i in range(size)]
    cols = [sum(table[i][j] for i in range(size)) / total for j in range(size)]
    expected = sum(r * c for r, c in zip(rows, cols, strict=True))
    return (observed - expected) / (1 - expected)


def _chance_is_certain(table: Sequence[Sequence[int]]) -> bool:
    total = sum(sum(row) for row in table)
    size = len(table)
    expected = sum(
        (sum(table[i]) / total) * (sum(table[r][i] for r in range(size)) / total)
        for i in range(size)
    )
    return math.isclose(expected, 1.0)


def agreement(judge_model: str, pairs: Sequence[tuple[Verdict, Verdict]]) -> JudgeAgreement:
    """The writer's verdicts (first) against one judge's (second) on the same claims."""
    n = len(pairs)
    same = sum(1 for a, b in pairs if Verdict(a) == Verdict(b))
    return JudgeAgreement(
        judge_model=judge_model,
        n=n,
        agreement=None if n == 0 else 100.0 * same / n,
        kappa=cohen_kappa(pairs),
    )
