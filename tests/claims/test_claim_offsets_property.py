"""Whatever a summary and a model's reply look like, a claim's passage lies inside its summary
and has words in it; and reading a reply never fails."""

from __future__ import annotations

from itertools import pairwise

from hypothesis import given, settings
from hypothesis import strategies as st

from writerlens.claims.decompose import Locator, parse_claims, summary_sentences

_WORDS = st.sampled_from(
    [
        "Iris",
        "Roman",
        "she",
        "the",
        "letter",
        "war",
        "D.C.",
        "Mr.",
        "café",
        "naïve",
        "🙂",
        "—",
        "and",
        "left",
        "Forest",
        "wrote",
        "1.",
        "[2]",
        "(3)",
        "```",
        "*",
        "e.g.",
        "Ω",
        "\u200b",
    ]
)
_SEPARATORS = st.sampled_from([" ", " ", " ", ". ", "! ", "? ", "\n\n", ", ", "… ", "\r\n"])


@st.composite
def _texts(draw: st.DrawFn) -> str:
    parts = draw(st.lists(st.tuples(_WORDS, _SEPARATORS), max_size=60))
    return "".join(w + s for w, s in parts) + draw(st.text(max_size=20))


@settings(max_examples=300, deadline=None)
@given(summary=_texts(), reply=st.one_of(_texts(), st.text(max_size=300)), cut=st.booleans())
def test_located_claims_lie_inside_the_summary(summary: str, reply: str, cut: bool) -> None:
    spans = summary_sentences(summary)
    assert all(0 <= s < e <= len(summary) for s, e in spans)
    assert spans == sorted(spans) and all(a[1] <= b[0] for a, b in pairwise(spans))
    locator = Locator(summary, spans)
    for claim in parse_claims(reply, truncated=cut):
        assert claim.text.strip() and claim.text == " ".join(claim.text.split())
        located = locator.locate(claim, range(0, 3))
        if located is not None:
            assert 0 <= located.start < located.end <= len(summary)
            assert summary[located.start : located.end].strip()
