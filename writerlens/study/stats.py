"""Statistics for the study report: agreement (Krippendorff's alpha, Fleiss' kappa) in numpy,
Wilcoxon signed-rank tests and correlations through scipy, each with a note when the data
cannot support the number (too few pairs, all ties, a constant side).

Numbers that cannot be computed are ``None`` (JSON ``null``), never NaN.
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Hashable, Sequence
from dataclasses import asdict, dataclass
from typing import Any

import numpy as np
from scipy import stats as sps

#: Below this many untied pairs a two-sided Wilcoxon test cannot reach p < 0.05 (exact
#: distribution: the smallest p for 5 pairs is 2/32 = 0.0625).
MIN_WILCOXON_PAIRS = 6
MIN_CORRELATION_PAIRS = 3


def _number(value: Any) -> float | None:
    try:
        value = float(value)
    except (TypeError, ValueError):
        return None
    return None if math.isnan(value) or math.isinf(value) else value


# -- agreement --------------------------------------------------------------------------------


def krippendorff_alpha(units: Sequence[Sequence[Hashable]], level: str = "nominal") -> float | None:
    """Krippendorff's alpha for reliability data given as units, each the list of the values
    its coders gave (missing values left out). ``level``: nominal, ordinal or interval (the
    last two need numbers). Units with fewer than two values carry no pairs and are ignored.
    None when there is nothing to compare or no disagreement is even possible."""
    pairable = [list(u) for u in units if len(u) >= 2]
    if not pairable:
        return None
    categories = sorted({v for u in pairable for v in u})  # type: ignore[type-var]
    if len(categories) < 2:
        return None  # every value the same: expected disagreement is zero
    where = {c: i for i, c in enumerate(categories)}
    counts = np.zeros((len(pairable), len(categories)))
    for row, unit in enumerate(pairable):
        for value in unit:
            counts[row, where[value]] += 1
    m = counts.sum(axis=1)
    weighted = counts / (m - 1)[:, None]
    coincidence = weighted.T @ counts - np.diag(weighted.sum(axis=0))
    n_c = coincidence.sum(axis=1)
    n = n_c.sum()
    delta = _delta(categories, n_c, level)
    observed = (coincidence * delta).sum() / n
    expected = (np.outer(n_c, n_c) * delta).sum() / (n * (n - 1))
    if expected == 0:
        return None
    return _number(1.0 - observed / expected)


def _delta(categories: list[Any], n_c: np.ndarray, level: str) -> np.ndarray:
    """Squared difference between every two values, for the level of measurement."""
    size = len(categories)
    if level == "nominal":
        return 1.0 - np.eye(size)
    if level == "interval":
        values = np.asarray(categories, dtype=float)
        return (values[:, None] - values[None, :]) ** 2
    if level == "ordinal":
        cumulative = np.cumsum(n_c)
        delta = np.zeros((size, size))
        for c in range(size):
            for k in range(c + 1, size):
                between = cumulative[k] - (cumulative[c - 1] if c else 0.0)
                delta[c, k] = delta[k, c] = (between - (n_c[c] + n_c[k]) / 2.0) ** 2
        return delta
    raise ValueError(f"unknown level of measurement {level!r}")


def fleiss_kappa(table: Sequence[Sequence[int]]) -> float | None:
    """Fleiss' kappa from an items x categories table of how many raters chose each category.

    Items may have different numbers of raters (each item's agreement is taken over its own
    rater pairs; category shares over all ratings); items with fewer than two are ignored.
    With the same number of raters everywhere this is Fleiss' (1971) formula exactly.
    """
    counts = np.asarray(table, dtype=float)
    if counts.ndim != 2 or counts.size == 0:
        return None
    n_i = counts.sum(axis=1)
    counts = counts[n_i >= 2]
    n_i = n_i[n_i >= 2]
    if len(n_i) == 0:
        return None
    p_i = ((counts**2).sum(axis=1) - n_i) / (n_i * (n_i - 1))
    p_bar = p_i.mean()
    p_j = counts.sum(axis=0) / n_i.sum()
    p_e = (p_j**2).sum()
    if p_e >= 1.0:
        return None
    return _number((p_bar - p_e) / (1.0 - p_e))


def category_table(units: Sequence[Sequence[Hashable]]) -> list[list[int]]:
    """Units (values per item) as the items x categories count table Fleiss' kappa takes."""
    categories = sorted({v for u in units for v in u})  # type: ignore[type-var]
    where = {c: i for i, c in enumerate(categories)}
    table = []
    for unit in units:
        row = [0] * len(categories)
        for value in unit:
            row[where[value]] += 1
        table.append(row)
    return table


# -- tests ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class PairedTest:
    n_pairs: int
    n_untied: int
    mean_difference: float | None
    statistic: float | None
    p_value: float | None
    note: str = ""

    def as_json(self) -> dict[str, Any]:
        return asdict(self)


def wilcoxon(a: Sequence[float], b: Sequence[float]) -> PairedTest:
    """Two-sided Wilcoxon signed-rank test of a - b; ties (zero differences) are dropped, as
    Wilcoxon proposed, and said so."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    diff = x - y
    n = len(diff)
    untied = int(np.count_nonzero(diff))
    mean = _number(diff.mean()) if n else None
    if n == 0:
        return PairedTest(0, 0, None, None, None, "no story has answers for both models")
    if untied == 0:
        return PairedTest(n, 0, mean, None, None, "every pair is a tie: nothing to test")
    note = ""
    if untied < n:
        note = f"{n - untied} tied pair(s) left out (zero differences)"
    if untied < MIN_WILCOXON_PAIRS:
        small = (
            f"only {untied} untied pair(s): too few for the test to show a difference "
            f"at p < 0.05 (it needs {MIN_WILCOXON_PAIRS})"
        )
        note = f"{note}; {small}" if note else small
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        result = sps.wilcoxon(x, y, zero_method="wilcox", alternative="two-sided")
    return PairedTest(n, untied, mean, _number(result.statistic), _number(result.pvalue), note)


@dataclass(frozen=True)
class Correlation:
    n: int
    pearson_r: float | None
    pearson_p: float | None
    spearman_rho: float | None
    spearman_p: float | None
    note: str = ""

    def as_json(self) -> dict[str, Any]:
        return asdict(self)


def correlate(a: Sequence[float], b: Sequence[float]) -> Correlation:
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    n = len(x)
    if n < MIN_CORRELATION_PAIRS:
        return Correlation(n, None, None, None, None, f"only {n} pair(s): too few to correlate")
    if np.all(x == x[0]) or np.all(y == y[0]):
        return Correlation(n, None, None, None, None, "one side is the same everywhere")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        pearson = sps.pearsonr(x, y)
        spearman = sps.spearmanr(x, y)
    return Correlation(
        n,
        _number(pearson.statistic),
        _number(pearson.pvalue),
        _number(spearman.statistic),
        _number(spearman.pvalue),
    )
