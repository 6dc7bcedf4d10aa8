"""Statistics for the study report: agreement (Krippendorff's alpha through ``krippendorff``,
Fleiss' kappa through statsmodels), Wilcoxon signed-rank tests and correlations through scipy,
each with a note when the data cannot support the number (too few pairs, all ties, a constant
side, a small sample). Every test is two-sided; p-values are also given as the field writes
them (``p_text``).

Numbers that cannot be computed are ``None`` (JSON ``null``), never NaN.
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Hashable, Sequence
from dataclasses import asdict, dataclass
from typing import Any, Literal

import numpy as np
from scipy import stats as sps

#: Below this many untied pairs a two-sided Wilcoxon test cannot reach p < 0.05 (exact
#: distribution: the smallest p for 5 pairs is 2/32 = 0.0625).
MIN_WILCOXON_PAIRS = 6
MIN_CORRELATION_PAIRS = 3
#: Below this many pairs a test or correlation carries a visible "small sample" caveat: its p
#: moves a lot with one answer, and an r far from 0 can come from chance.
SMALL_N = 10
#: Every test and correlation here is two-sided; the report says so next to each.
ALTERNATIVE = "two-sided"


def p_text(p: float | None) -> str:
    """A p-value as the field writes it: "p < 0.001", "p = 0.003", "p = 0.41" (APA style:
    three decimals below 0.01, two above); "" when there is none."""
    if p is None or math.isnan(p):
        return ""
    if p < 0.001:
        return "p < 0.001"
    if p < 0.01:
        return f"p = {p:.3f}"
    return f"p = {p:.2f}"


def small_sample(n: int) -> str:
    return f"small sample (n = {n}): read with care" if 0 < n < SMALL_N else ""


def _join(*notes: str) -> str:
    return "; ".join(n for n in notes if n)


def _number(value: Any) -> float | None:
    try:
        value = float(value)
    except (TypeError, ValueError):
        return None
    return None if math.isnan(value) or math.isinf(value) else value


# -- agreement --------------------------------------------------------------------------------


_Level = Literal["nominal", "ordinal", "interval"]
_LEVELS: dict[str, _Level] = {"nominal": "nominal", "ordinal": "ordinal", "interval": "interval"}


def krippendorff_alpha(units: Sequence[Sequence[Hashable]], level: str = "nominal") -> float | None:
    """Krippendorff's alpha for reliability data given as units, each the list of the values
    its coders gave (missing values left out). ``level``: nominal, ordinal or interval (the
    last two need numbers). Units with fewer than two values carry no pairs and are ignored.
    None when there is nothing to compare or no disagreement is even possible.

    Computed by the ``krippendorff`` package (the field's maintained implementation) from the
    units x values count table, so that missing values need no placeholder."""
    import krippendorff

    measure = _LEVELS.get(level)
    if measure is None:
        raise ValueError(f"unknown level of measurement {level!r}")
    pairable = [list(u) for u in units if len(u) >= 2]
    if not pairable:
        return None
    categories = sorted({v for u in pairable for v in u})  # type: ignore[type-var]
    if len(categories) < 2:
        return None  # every value the same: expected disagreement is zero
    counts = np.asarray(category_table(pairable, categories), dtype=float)
    domain = np.asarray(categories if level != "nominal" else range(len(categories)))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            value = krippendorff.alpha(
                value_counts=counts, value_domain=domain, level_of_measurement=measure
            )
        except (ValueError, ZeroDivisionError):
            return None
    return _number(value)


def fleiss_kappa(table: Sequence[Sequence[int]]) -> float | None:
    """Fleiss' kappa from an items x categories table of how many raters chose each category.

    With the same number of raters on every item this is Fleiss' (1971) formula, computed by
    statsmodels. statsmodels refuses items with different numbers of raters (it asserts they
    are equal), which a study of volunteers always has; then each item's agreement is taken
    over its own rater pairs and category shares over all ratings (the usual generalisation,
    equal to Fleiss' formula when the counts are equal). Items with fewer than two are ignored.
    """
    counts = np.asarray(table, dtype=float)
    if counts.ndim != 2 or counts.size == 0:
        return None
    n_i = counts.sum(axis=1)
    counts = counts[n_i >= 2]
    n_i = n_i[n_i >= 2]
    if len(n_i) == 0:
        return None
    p_j = counts.sum(axis=0) / n_i.sum()
    if (p_j**2).sum() >= 1.0:
        return None  # one category only: agreement is not defined
    if np.all(n_i == n_i[0]):
        from statsmodels.stats.inter_rater import fleiss_kappa as statsmodels_fleiss

        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return _number(statsmodels_fleiss(counts, method="fleiss"))
    p_i = ((counts**2).sum(axis=1) - n_i) / (n_i * (n_i - 1))
    p_e = (p_j**2).sum()
    return _number((p_i.mean() - p_e) / (1.0 - p_e))


def category_table(
    units: Sequence[Sequence[Hashable]], categories: Sequence[Hashable] | None = None
) -> list[list[int]]:
    """Units (values per item) as the items x categories count table Fleiss' kappa takes."""
    if categories is None:
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
        return {
            **asdict(self),
            "p_text": p_text(self.p_value),
            "alternative": ALTERNATIVE,
            "small_n": 0 < self.n_untied < SMALL_N,
        }


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
    note = _join(note, small_sample(untied) if untied >= MIN_WILCOXON_PAIRS else "")
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
        return {
            **asdict(self),
            "pearson_p_text": p_text(self.pearson_p),
            "spearman_p_text": p_text(self.spearman_p),
            "alternative": ALTERNATIVE,
            "small_n": 0 < self.n < SMALL_N,
        }


def correlate(a: Sequence[float] | np.ndarray, b: Sequence[float] | np.ndarray) -> Correlation:
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
        small_sample(n),
    )
