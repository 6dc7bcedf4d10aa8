"""paragraphs(), sentences() and count_words(): exact offsets, sensible splits, fast."""

from __future__ import annotations

import random

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from writerlens.domain import SCENE_BREAK, Paragraph
from writerlens.texts import count_words, paragraphs, sentences
from writerlens.texts.normalize import normalize_text

# -- paragraphs -------------------------------------------------------------------------------


def test_paragraph_offsets() -> None:
    text = f"One.\n\nTwo words.\n\n{SCENE_BREAK}\n\nÉnd."
    assert paragraphs(text) == [
        Paragraph(index=0, start=0, end=4),
        Paragraph(index=1, start=6, end=16),
        Paragraph(index=2, start=18, end=23, is_scene_break=True),
        Paragraph(index=3, start=25, end=29),
    ]
    assert paragraphs("") == []


@given(
    st.one_of(
        st.text(),
        st.lists(st.sampled_from(["a", "é", " ", "\n", "*", "* * *", "😀"])).map("".join),
    )
)
def test_paragraphs_tile_any_text(text: str) -> None:
    found = paragraphs(text)
    assert "\n\n".join(text[p.start : p.end] for p in found) == text
    assert [p.index for p in found] == list(range(len(found)))
    assert all(p.is_scene_break == (text[p.start : p.end] == SCENE_BREAK) for p in found)


# -- sentences --------------------------------------------------------------------------------


def split(text: str) -> list[str]:
    return [text[start:end] for start, end in sentences(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Mr. Smith met Dr. Jones at St. Paul’s. They talked.",
            ["Mr. Smith met Dr. Jones at St. Paul’s.", "They talked."],
        ),
        (
            "Mrs. Okafor and Ms. Lee climbed Mt. Kenya with Sr. Ruiz and Smith Jr. Then rain.",
            ["Mrs. Okafor and Ms. Lee climbed Mt. Kenya with Sr. Ruiz and Smith Jr. Then rain."],
        ),
        (
            "J. R. R. Tolkien wrote it. He died in 1973.",
            ["J. R. R. Tolkien wrote it.", "He died in 1973."],
        ),
        ("It cost 3.5 dollars. Cheap.", ["It cost 3.5 dollars.", "Cheap."]),
        ("“Stop!” she said. “Now!”", ["“Stop!” she said.", "“Now!”"]),
        ("“Really?” He laughed.", ["“Really?”", "He laughed."]),
        ("Wait… and then she left. Gone.", ["Wait… and then she left.", "Gone."]),
        ("He paused... then went on. Done.", ["He paused... then went on.", "Done."]),
        ("He paused... Then spoke.", ["He paused...", "Then spoke."]),
        ("She waited . . . Then she left.", ["She waited . . .", "Then she left."]),
        ("Apples, pears, etc. are fruit. Yes.", ["Apples, pears, etc. are fruit.", "Yes."]),
        (
            "Fruit, e.g. Apples, i.e. Pears. Also vs. Kramer.",
            ["Fruit, e.g. Apples, i.e. Pears.", "Also vs. Kramer."],
        ),
        ("(He left.) She stayed.", ["(He left.)", "She stayed."]),
        ("Is it? Yes! No?! Fine.", ["Is it?", "Yes!", "No?!", "Fine."]),
        ("He said “no”. Then left.", ["He said “no”.", "Then left."]),
        (
            "Version 2.0 shipped in 2024. Nobody cared.",
            ["Version 2.0 shipped in 2024.", "Nobody cared."],
        ),
        ("No terminator at the end", ["No terminator at the end"]),
        ("“Go,” she said, “now.” 3 people left.", ["“Go,” she said, “now.”", "3 people left."]),
    ],
)
def test_sentence_examples(text: str, expected: list[str]) -> None:
    assert split(text) == expected


def test_sentences_never_cross_paragraphs_and_skip_scene_breaks() -> None:
    text = f"One. Two\n\n{SCENE_BREAK}\n\nThree! Four."
    assert split(text) == ["One.", "Two", "Three!", "Four."]


def test_sentences_in_a_range_and_trimmed() -> None:
    text = "Intro.  First one.   Second one.  \n\nOther paragraph."
    start = text.index("First")
    end = text.index("\n")
    spans = sentences(text, start, end)
    assert [text[s:e] for s, e in spans] == ["First one.", "Second one."]
    assert sentences(text, 3, 3) == []
    assert sentences("   ") == []


SENTENCE_PIECES = [
    "Word", "word", "Mr.", "J.", "e.g.", "3.5", "etc.", "é", "“", "”", "’", "(", ")",
    ".", "!", "?", "…", "...", " ", " ", " ", "\n", "she", "She",
]  # fmt: skip


@given(
    st.lists(st.sampled_from(SENTENCE_PIECES), max_size=60).map("".join),
    st.integers(min_value=0, max_value=80),
    st.integers(min_value=0, max_value=80),
)
def test_sentence_spans_are_ordered_disjoint_and_cover_every_character(
    raw: str, a: int, b: int
) -> None:
    text = normalize_text(raw)
    start, end = min(a, b, len(text)), min(max(a, b), len(text))
    spans = sentences(text, start, end)
    previous_end = start
    for s, e in spans:
        assert previous_end <= s < e <= end
        chunk = text[s:e]
        assert chunk == chunk.strip() and "\n" not in chunk
        assert not text[previous_end:s].strip() or "\n" in text[previous_end:s]
        previous_end = e
    covered = set()
    for s, e in spans:
        covered.update(range(s, e))
    for paragraph in paragraphs(text):
        if paragraph.is_scene_break:
            continue
        for i in range(max(paragraph.start, start), min(paragraph.end, end)):
            assert text[i].isspace() or i in covered


# -- words ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", 0),
        (SCENE_BREAK, 0),
        ("Don’t stop—the well-known rock'n'roll band.", 6),
        ("It cost 3.5 dollars, or 10,000 pence.", 7),
        ("Cafe\u0301 au lait", 3),
        ("co\u00adoperate", 1),
        ("snake_case", 2),
        ("नमस्ते दुनिया", 2),
        ("  -- — ... ’ ", 0),
        ("’Tis the dogs’ day", 4),
    ],
)
def test_count_words(text: str, words: int) -> None:
    assert count_words(text) == words


WORD_PIECES = [
    "word", "don’t", "well-known", "3.5", "é", "e\u0301", "-", "’", "'", " ", "\t",
    "\u00a0", "\u200b", "\u00ad", "\n", "\n\n", "\r\n", "*", "* * *", "#", ".", "—",
]  # fmt: skip


@given(st.lists(st.sampled_from(WORD_PIECES), max_size=60).map("".join))
def test_count_words_is_the_same_on_raw_and_canonical_text(raw: str) -> None:
    # A hyphen at the end of a wrapped line is glued to the next line ("well-\nknown"),
    # which deliberately turns two words into one.
    assume(not any(line.rstrip().endswith("-") for line in raw.splitlines()))
    assert count_words(normalize_text(raw)) == count_words(raw)


# -- a whole novel (its speed: tests/benchmarks/texts_speed.py) --------------------------------


def test_a_two_hundred_thousand_word_book_is_counted_and_split_whole() -> None:
    rng = random.Random(5)
    vocabulary = ["Mr.", "Dray", "said", "“Stop!”", "and", "then…", "she", "ran.", "It", "was"]
    vocabulary += ["3.5", "miles.", "Don’t", "well-known"]
    book = "\n\n".join(
        " ".join(rng.choice(vocabulary) for _ in range(rng.randint(20, 150))) for _ in range(2300)
    )
    words = count_words(book)
    spans = sentences(book)
    found = paragraphs(book)
    assert words > 190_000 and len(found) == 2300 and len(spans) > 2300
