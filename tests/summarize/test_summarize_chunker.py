"""The chunker: parts follow paragraphs, then sentences, commas, spaces; no character is lost."""

from __future__ import annotations

import itertools

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from writerlens.domain import Manuscript
from writerlens.summarize.chunker import Chunk, chunk_text
from writerlens.texts.tokens import count_tokens


def rebuild(text: str, chunks: list[Chunk]) -> str:
    """The story from its chunks and the (whitespace-only) gaps between them."""
    out, at = [], 0
    for chunk in chunks:
        gap = text[at : chunk.start]
        assert gap.isspace() or gap == "", f"non-space text between chunks: {gap!r}"
        out.append(gap)
        out.append(text[chunk.start : chunk.end])
        at = chunk.end
    tail = text[at:]
    assert tail.isspace() or tail == ""
    out.append(tail)
    return "".join(out)


_pieces = st.one_of(
    st.text(alphabet="abcdeé🦊xyz’", min_size=1, max_size=12),
    st.sampled_from(
        [" ", "  ", ". ", "! ", "? ", ", ", "; ", "\n", "\n\n", "\n\n\n", "“", "”", "—"]
    ),
    st.sampled_from(["* * *", "Mr. Dray", "J. R. Hartley", "…", "\t"]),
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=st.lists(_pieces, max_size=80).map("".join), budget=st.integers(1, 40))
def test_no_character_is_lost_and_chunks_keep_their_budget(text: str, budget: int) -> None:
    chunks = chunk_text(text, count_tokens, budget)
    assert rebuild(text, chunks) == text
    assert [c.index for c in chunks] == list(range(len(chunks)))
    for before, after in itertools.pairwise(chunks):
        assert before.end <= after.start
    for chunk in chunks:
        body = text[chunk.start : chunk.end]
        assert body and body == body.strip()
        assert chunk.tokens == count_tokens(body)
        # Over budget only when the chunk is one piece that has no space left to cut at.
        assert chunk.tokens <= budget or not any(ch.isspace() for ch in body), body
    if text.strip():
        assert chunks


def test_the_sample_story_is_cut_between_paragraphs(story: Manuscript) -> None:
    chunks = chunk_text(story.text, count_tokens, 1000)
    assert len(chunks) == 5
    assert all(c.tokens <= 1000 for c in chunks)
    for before, after in itertools.pairwise(chunks):
        assert story.text[before.end : after.start] == "\n\n"
    # Greedy: no chunk could have taken the next paragraph as well.
    for before, after in itertools.pairwise(chunks):
        next_para_end = story.text.find("\n\n", after.start)
        grown = story.text[before.start : next_para_end if next_para_end > 0 else None]
        assert count_tokens(grown) > 1000


def test_a_long_paragraph_is_cut_at_sentence_ends_then_commas_then_spaces() -> None:
    sentence = "The lamps along Chapel Row were wound every fortnight without fail. "
    paragraph = (sentence * 30).strip()
    chunks = chunk_text(paragraph, count_tokens, 60)
    assert len(chunks) > 1
    assert all(paragraph[c.start : c.end].endswith("fail.") for c in chunks)

    clause = "the lamp on the corner, "
    long_sentence = "He walked past " + clause * 40 + "and home."
    chunks = chunk_text(long_sentence, count_tokens, 30)
    assert all(c.tokens <= 30 for c in chunks)
    assert all(long_sentence[c.start : c.end].endswith((",", ".")) for c in chunks)

    no_commas = " ".join(["lamplight"] * 200)
    chunks = chunk_text(no_commas, count_tokens, 25)
    assert all(c.tokens <= 25 for c in chunks) and rebuild(no_commas, chunks) == no_commas


def test_a_single_word_longer_than_a_chunk_is_kept_whole() -> None:
    word = "x" * 400
    text = f"Before it. {word} After it."
    chunks = chunk_text(text, count_tokens, 10)
    assert any(text[c.start : c.end] == word for c in chunks)
    assert rebuild(text, chunks) == text
