"""Finding a recorded passage again: by position, then by its words and their context."""

from __future__ import annotations

import pytest
from review_support import Demo

from writerlens.review.spans import AnchorStatus, Selector, find_quote, reanchor, select

TEXT = (
    "Walter lit the lamp on the quay. Nell held the ladder. "
    "Years later Walter lit the lamp on the stair, and this time nobody held the ladder."
)


def test_a_selector_keeps_the_quote_and_32_code_points_each_side() -> None:
    start = TEXT.index("Nell held")
    selector = select(TEXT, start, start + len("Nell held the ladder"))
    assert selector.exact == "Nell held the ladder"
    assert selector.prefix == TEXT[start - 32 : start]
    assert selector.suffix == TEXT[selector.end : selector.end + 32]
    at_the_start = select(TEXT, 0, 6)
    assert (at_the_start.prefix, at_the_start.exact) == ("", "Walter")
    at_the_end = select(TEXT, len(TEXT) - 7, len(TEXT))
    assert at_the_end.suffix == ""


def test_an_unchanged_text_is_anchored_exactly() -> None:
    start = TEXT.index("nobody")
    anchor = reanchor(select(TEXT, start, start + 6), TEXT)
    assert (anchor.status, anchor.start, anchor.end) == (AnchorStatus.EXACT, start, start + 6)


def test_a_shifted_text_is_anchored_by_the_quote() -> None:
    start = TEXT.index("Nell held the ladder")
    selector = select(TEXT, start, start + 20)
    shifted = "A preface of a few words.\n\n" + TEXT
    anchor = reanchor(selector, shifted)
    assert anchor.status is AnchorStatus.FOUND
    assert anchor.start == start + 27
    assert shifted[anchor.start : anchor.end] == "Nell held the ladder"


def test_a_repeated_quote_is_told_apart_by_its_context() -> None:
    second = TEXT.index("lit the lamp", 10)
    selector = select(TEXT, second, second + len("lit the lamp"))
    edited = TEXT.replace("on the quay", "on the old quay")  # the offsets no longer fit
    anchor = reanchor(selector, edited)
    assert anchor.status is AnchorStatus.FOUND
    assert anchor.start == edited.index("lit the lamp", 10)
    # The suffix alone can decide too.
    by_suffix = find_quote(TEXT, "held the ladder", suffix=". Years")
    assert by_suffix.start == TEXT.index("held the ladder")
    by_prefix = find_quote(TEXT, "held the ladder", prefix="nobody ")
    assert by_prefix.start == TEXT.rindex("held the ladder")


def test_a_repeated_quote_with_no_telling_context_is_reported_ambiguous() -> None:
    anchor = find_quote(TEXT, "the ladder")
    assert anchor.status is AnchorStatus.AMBIGUOUS and not anchor.found
    assert anchor.candidates == (TEXT.index("the ladder"), TEXT.rindex("the ladder"))
    assert anchor.start is None
    twice = "the same. the same."
    stale = Selector(start=40, end=48, exact="the same", prefix="", suffix=".")
    assert reanchor(stale, twice).status is AnchorStatus.AMBIGUOUS


def test_a_quote_that_is_gone_is_reported_not_found() -> None:
    selector = Selector(start=0, end=9, exact="lamplight", prefix="", suffix="")
    anchor = reanchor(selector, TEXT)
    assert anchor.status is AnchorStatus.NOT_FOUND and not anchor.found
    with pytest.raises(ValueError):
        find_quote(TEXT, "")


def test_overlapping_occurrences_are_all_candidates() -> None:
    anchor = find_quote("aaaa", "aa")
    assert anchor.candidates == (0, 1, 2)


def test_every_planted_error_is_found_exactly_in_its_demo_summary(
    demos: dict[str, Demo],
) -> None:
    for demo in demos.values():
        text = demo.summary.text
        for error in demo.planted:
            anchor = find_quote(text, error["quote"])
            assert anchor.status is AnchorStatus.FOUND
            assert anchor.start is not None and anchor.end is not None
            assert text[anchor.start : anchor.end] == error["quote"]
            moved = reanchor(select(text, anchor.start, anchor.end), "\n\n" + text)
            assert (moved.status, moved.start) == (AnchorStatus.FOUND, anchor.start + 2)
