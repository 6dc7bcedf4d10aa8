"""Agreement and test statistics against values computed by hand or published with the method."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from writerlens.study.coordinator.stats import (
    category_table,
    correlate,
    fleiss_kappa,
    krippendorff_alpha,
    p_text,
    wilcoxon,
)

# Krippendorff (2011), "Computing Krippendorff's Alpha-Reliability", section C: 4 observers,
# 12 units, values 1-5, missing values left out. Published: nominal .743, ordinal .815,
# interval .849.
_A = [1, 2, 3, 3, 2, 1, 4, 1, 2, None, None, None]
_B = [1, 2, 3, 3, 2, 2, 4, 1, 2, 5, None, 3]
_C = [None, 3, 3, 3, 2, 3, 4, 2, 2, 5, 1, None]
_D = [1, 2, 3, 3, 2, 4, 4, 1, 2, 5, 1, None]
KRIPPENDORFF_UNITS = [
    [v for v in unit if v is not None] for unit in zip(_A, _B, _C, _D, strict=True)
]


@pytest.mark.parametrize(
    ("level", "published"), [("nominal", 0.743), ("ordinal", 0.815), ("interval", 0.849)]
)
def test_krippendorff_alpha_matches_the_published_example(level: str, published: float) -> None:
    assert krippendorff_alpha(KRIPPENDORFF_UNITS, level) == pytest.approx(published, abs=5e-4)


def test_krippendorff_alpha_on_a_tiny_case_worked_by_hand() -> None:
    # Two coders, three units: (1,1), (1,2), (2,2). Coincidences: o11 = 2, o12 = o21 = 1,
    # o22 = 2; n1 = n2 = 3, n = 6. Nominal: Do = 2/6, De = 2*3*3/(6*5) = 0.6,
    # alpha = 1 - (1/3)/0.6 = 4/9.
    units = [[1, 1], [1, 2], [2, 2]]
    assert krippendorff_alpha(units, "nominal") == pytest.approx(4 / 9)
    # With two values interval and nominal distances coincide (delta = 1).
    assert krippendorff_alpha(units, "interval") == pytest.approx(4 / 9)
    # Ordinal with two categories: delta_12 = (n1 + n2 - (n1 + n2)/2)^2 = 9, same ratio.
    assert krippendorff_alpha(units, "ordinal") == pytest.approx(4 / 9)


def test_krippendorff_alpha_perfect_agreement_and_nothing_to_compare() -> None:
    assert krippendorff_alpha([[1, 1], [2, 2], [3, 3]], "ordinal") == pytest.approx(1.0)
    assert krippendorff_alpha([[1], [2]], "nominal") is None  # no unit has two values
    assert krippendorff_alpha([[3, 3], [3, 3]], "nominal") is None  # no variation at all


def test_fleiss_kappa_matches_the_textbook_example() -> None:
    # Fleiss (1971) layout as in the usual worked example: 10 subjects, 14 raters, 5 classes;
    # P-bar = 0.378, P-e = 0.213, kappa = 0.210.
    table = [
        [0, 0, 0, 0, 14], [0, 2, 6, 4, 2], [0, 0, 3, 5, 6], [0, 3, 9, 2, 0], [2, 2, 8, 1, 1],
        [7, 7, 0, 0, 0], [3, 2, 6, 3, 0], [2, 5, 3, 2, 2], [6, 5, 2, 1, 0], [0, 2, 2, 3, 7],
    ]  # fmt: skip
    assert fleiss_kappa(table) == pytest.approx(0.210, abs=5e-4)


def test_fleiss_kappa_small_case_by_hand() -> None:
    # 3 items, 2 raters, 2 categories: (2,0), (1,1), (0,2). P_i = 1, 0, 1 -> P-bar = 2/3;
    # p_j = 3/6 each -> P-e = 1/2; kappa = (2/3 - 1/2) / (1/2) = 1/3.
    assert fleiss_kappa([[2, 0], [1, 1], [0, 2]]) == pytest.approx(1 / 3)
    assert fleiss_kappa(category_table([[1, 1], [1, 2], [2, 2]])) == pytest.approx(1 / 3)
    assert fleiss_kappa([[2, 0], [2, 0]]) is None  # one category only: undefined


def test_wilcoxon_reports_ties_and_small_samples() -> None:
    ties = wilcoxon([3, 3, 3], [3, 3, 3])
    assert (ties.n_pairs, ties.n_untied, ties.p_value) == (3, 0, None)
    assert "tie" in ties.note

    # Differences 2, 3, 1, 2, 3: all positive, five untied pairs; W = 0 and the exact
    # two-sided p is 2/32.
    small = wilcoxon([4, 4, 3, 4, 4], [2, 1, 2, 2, 1])
    assert small.statistic == 0
    assert small.p_value == pytest.approx(2 / 32)
    assert small.mean_difference == pytest.approx(11 / 5)
    assert "too few" in small.note

    tied = wilcoxon([4, 3, 4, 4], [3, 3, 2, 3])
    assert (tied.n_pairs, tied.n_untied) == (4, 3)
    assert "1 tied pair" in tied.note

    empty = wilcoxon([], [])
    assert empty.n_pairs == 0 and empty.p_value is None and empty.note


def test_correlate_refuses_what_cannot_be_computed() -> None:
    assert correlate([1, 2], [2, 3]).pearson_r is None
    constant = correlate([1, 2, 3], [2, 2, 2])
    assert constant.pearson_r is None and "same" in constant.note
    # x = 1,2,3,4 and y = 1,3,2,4: ranks equal the values, so r = rho = 0.8
    # (sum of products of deviations 4, sums of squares 5 and 5).
    found = correlate([1, 2, 3, 4], [1, 3, 2, 4])
    assert found.pearson_r == pytest.approx(0.8)
    assert found.spearman_rho == pytest.approx(0.8)
    assert found.n == 4 and 0 < found.pearson_p < 1


# -- p-values and caveats as the field writes them ---------------------------------------------


@pytest.mark.parametrize(
    ("p", "text"),
    [(0.0, "p < 0.001"), (0.000999, "p < 0.001"), (0.001, "p = 0.001"), (0.0034, "p = 0.003"),
     (0.0099, "p = 0.010"), (0.01, "p = 0.01"), (0.0449, "p = 0.04"), (0.5, "p = 0.50"),
     (1.0, "p = 1.00"), (None, "")],
)  # fmt: skip
def test_p_values_read_as_papers_write_them(p: float | None, text: str) -> None:
    assert p_text(p) == text


@given(st.floats(min_value=0.0, max_value=1.0))
def test_a_p_value_is_never_written_as_zero(p: float) -> None:
    text = p_text(p)
    assert text.startswith(("p < 0.001", "p = "))
    assert text not in ("p = 0.00", "p = 0.000")
    if p < 0.05 and text.startswith("p = "):  # rounding never makes a finding look absent
        assert float(text.removeprefix("p = ")) <= 0.05


def test_small_samples_carry_a_caveat_and_every_test_says_two_sided() -> None:
    few = correlate([1, 2, 3, 4, 5], [2, 1, 4, 3, 5])
    assert few.n == 5 and "small sample (n = 5)" in few.note
    assert few.as_json()["alternative"] == "two-sided" and few.as_json()["small_n"]
    many = correlate(list(range(30)), [v * 2 + (v % 3) for v in range(30)])
    assert many.note == "" and not many.as_json()["small_n"]
    paired = wilcoxon([4, 4, 3, 4, 4, 3, 4], [2, 1, 2, 2, 1, 1, 1])
    assert "small sample (n = 7)" in paired.note
    assert paired.as_json()["p_text"] == p_text(paired.p_value)
    assert paired.as_json()["alternative"] == "two-sided"


def test_fleiss_kappa_with_unequal_raters_falls_back_to_the_generalisation() -> None:
    # statsmodels asserts equal raters per item; items of 2 and 3 raters still get a kappa,
    # and with equal raters the two agree exactly.
    assert fleiss_kappa([[2, 0], [1, 2], [0, 3]]) is not None
    table = [[2, 1, 0], [0, 3, 0], [1, 1, 1], [3, 0, 0]]
    n_i = 3
    p_i = [(sum(c * c for c in row) - n_i) / (n_i * (n_i - 1)) for row in table]
    p_j = [sum(row[j] for row in table) / 12 for j in range(3)]
    p_e = sum(p * p for p in p_j)
    assert fleiss_kappa(table) == pytest.approx((sum(p_i) / 4 - p_e) / (1 - p_e))
