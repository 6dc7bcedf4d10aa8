"""A split claim's parts share its summary passage: generated passages and part counts."""

from __future__ import annotations

from itertools import pairwise

from hypothesis import given
from hypothesis import strategies as st

from writerlens.ui.review.parts.claims import share_passage

words = st.lists(
    st.text(alphabet=st.characters(blacklist_categories=("Z", "Cc", "Cs")), min_size=1),
    min_size=1,
    max_size=30,
)
spaces = st.sampled_from([" ", "  ", "\n", " \t "])


@given(words, spaces, st.integers(0, 5), st.integers(0, 5), st.integers(1, 8))
def test_parts_lie_in_order_inside_the_passage(
    parts_of: list[str], space: str, before: int, after: int, parts: int
) -> None:
    passage = space.join(parts_of)
    text = "x" * before + " " + passage + " " + "y" * after
    start = before + 1
    end = start + len(passage)
    pieces = share_passage(text, start, end, parts)
    assert len(pieces) == parts
    for a, b in pieces:
        assert start <= a < b <= end
    if len(parts_of) >= parts:  # enough words: consecutive, no overlap, no loose spaces
        assert pieces[0][0] == start
        for (_a, b), (c, _d) in pairwise(pieces):
            assert b <= c and text[b:c].isspace()
        for a, b in pieces:
            assert not text[a].isspace() and not text[b - 1].isspace()
    else:  # too few words to cut: each part keeps the whole passage
        assert set(pieces) == {(start, end)}
