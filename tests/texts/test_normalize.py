"""Canonical text: paragraph layouts, scene breaks, whitespace, Unicode, idempotence."""

from __future__ import annotations

import itertools
import random
import re
import textwrap
import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from writerlens.domain import SCENE_BREAK
from writerlens.texts.normalize import (
    INVISIBLE,
    clean_inline,
    is_scene_break_marker,
    normalize_lines,
    normalize_text,
)

SB = SCENE_BREAK


def paras(text: str) -> list[str]:
    return text.split("\n\n")


# -- layouts ----------------------------------------------------------------------------------


def test_blank_separated_with_hard_wraps_and_a_double_gap_scene_break() -> None:
    raw = (
        "It was a dark and stormy night; the rain fell in\n"
        "torrents, except at occasional intervals.\n"
        "\n"
        "The second paragraph begins here and\n"
        "continues on this line.\n"
        "\n\n"
        "After a scene break.\n"
    )
    assert paras(normalize_text(raw)) == [
        "It was a dark and stormy night; the rain fell in torrents, except at occasional "
        "intervals.",
        "The second paragraph begins here and continues on this line.",
        SB,
        "After a scene break.",
    ]


def long_paragraphs(count: int, seed: int = 7) -> list[str]:
    rng = random.Random(seed)
    words = ["the", "salt", "house", "ledger", "tide", "morning", "wrote", "pencil", "gulls"]
    return [
        " ".join(rng.choice(words) for _ in range(rng.randint(40, 90))).capitalize() + "."
        for _ in range(count)
    ]


def test_hard_wrapped_text_is_not_mistaken_for_one_line_per_paragraph() -> None:
    # Most gaps are wraps (no blank line), yet the blank lines separate paragraphs.
    story = long_paragraphs(6)
    raw = "\n\n".join(textwrap.fill(p, 70) for p in story[:3])
    raw += "\n\n\n" + "\n\n".join(textwrap.fill(p, 70) for p in story[3:])
    assert paras(normalize_text(raw)) == [*story[:3], SB, *story[3:]]


def test_hard_wrapped_with_first_line_indents_and_no_blank_lines() -> None:
    story = long_paragraphs(4, seed=3)
    raw = "\n".join(textwrap.fill(p, 66, initial_indent="    ") for p in story)
    assert paras(normalize_text(raw)) == story


def test_one_line_per_paragraph_with_a_blank_line_as_scene_break() -> None:
    raw = "First paragraph.\nSecond paragraph.\nThird paragraph.\n\nAfter the break.\nLast.\n"
    assert paras(normalize_text(raw)) == [
        "First paragraph.",
        "Second paragraph.",
        "Third paragraph.",
        SB,
        "After the break.",
        "Last.",
    ]


@pytest.mark.parametrize(
    "marker", ["***", "* * *", "*", "#", "# # #", "###", "---", "- - -", "~~~", "§", "⁂", "==="]
)
def test_scene_break_markers(marker: str) -> None:
    raw = f"Before.\n\n   {marker}  \n\nAfter.\n"
    assert normalize_text(raw) == f"Before.\n\n{SB}\n\nAfter."
    assert normalize_text(f"One.\nTwo.\n{marker}\nThree.") == f"One.\n\nTwo.\n\n{SB}\n\nThree."


@pytest.mark.parametrize("text", ["- Hola, dijo.", "—", "--", "o0o", "**bold**", "#hashtag", "* a"])
def test_not_scene_break_markers(text: str) -> None:
    assert not is_scene_break_marker(text)


def test_runs_of_blank_lines_and_breaks_never_repeat_or_frame_the_text() -> None:
    raw = "\n\n***\n\nOne.\n\n\n\n\n***\n\n\n#\n\nTwo.\n\n* * *\n\n\n"
    assert normalize_text(raw) == f"One.\n\n{SB}\n\nTwo."


def test_uniform_double_gaps_are_ordinary_paragraph_breaks() -> None:
    raw = "One.\n\n\nTwo.\n\n\nThree.\n\n\n\n\nFour.\n\n\nFive."
    assert paras(normalize_text(raw)) == ["One.", "Two.", "Three.", SB, "Four.", "Five."]


@pytest.mark.parametrize("newline", ["\r\n", "\r", "\u2028", "\u2029", "\x85"])
def test_line_endings(newline: str) -> None:
    raw = newline.join(["One line", "wrapped.", "", "Two.", "", "", "Three.", ""])
    assert normalize_text(raw) == f"One line wrapped.\n\nTwo.\n\n{SB}\n\nThree."


def test_structured_blocks_are_never_joined() -> None:
    blocks = ["One.", "Two.", "", "Three.", "Line\nbreak inside."]
    assert paras(normalize_lines(blocks, join_wrapped_lines=False)) == [
        "One.",
        "Two.",
        SB,
        "Three.",
        "Line break inside.",
    ]


def test_standalone_lines_are_not_joined_or_counted_as_layout() -> None:
    lines = ["Chapter 1", "The first", "paragraph.", "", "The second."]
    assert paras(normalize_lines(lines, join_wrapped_lines=True, standalone={0})) == [
        "Chapter 1",
        "The first paragraph.",
        "The second.",
    ]


def test_hyphen_at_a_wrap_is_glued() -> None:
    raw = "A well-\nknown fact.\n\nA dash -\nhere.\n\nNext."
    assert normalize_text(raw) == "A well-known fact.\n\nA dash - here.\n\nNext."


# -- whitespace and Unicode -------------------------------------------------------------------


def test_whitespace_is_folded_and_invisibles_removed() -> None:
    raw = "\t She\u00a0said\u202f \u2003“co\u00adoperate”\u200b now.\u3000 \ufeff\n"
    assert normalize_text(raw) == "She said “cooperate” now."


def test_control_characters_are_dropped_but_joiners_kept() -> None:
    family = "\U0001f468\u200d\U0001f469\u200d\U0001f467"
    assert clean_inline(f"a\x07b\x1bc {family}") == f"abc {family}"


def test_nfc() -> None:
    assert normalize_text("Cafe\u0301 and Cafe\u00ad\u0301") == "Café and Café"


# -- properties -------------------------------------------------------------------------------

PIECES = [
    "word", "Mr.", "é", "e\u0301", "Ω", "’", "“", "”", "-", ".", "!", "?", "…", "3.5",
    " ", "  ", "\t", "\u00a0", "\u202f", "\u200b", "\u00ad", "\x07",
    "\n", "\n", "\n", "\r\n", "\r", "\u2028",
    "*", "* * *", "#", "---", "~~~", "§", "    ",
]  # fmt: skip
raw_texts = st.lists(st.sampled_from(PIECES), max_size=60).map("".join)


@given(raw_texts)
def test_normalisation_is_idempotent(raw: str) -> None:
    canonical = normalize_text(raw)
    assert normalize_text(canonical) == canonical
    assert normalize_lines(canonical.split("\n\n"), join_wrapped_lines=False) == canonical


@given(st.lists(st.sampled_from(PIECES), max_size=30).map("".join), st.booleans())
def test_structured_normalisation_is_idempotent(block: str, join: bool) -> None:
    canonical = normalize_lines(block.split("\n"), join_wrapped_lines=join)
    assert normalize_text(canonical) == canonical


@given(raw_texts)
def test_canonical_form(raw: str) -> None:
    text = normalize_text(raw)
    assert text == unicodedata.normalize("NFC", text)
    assert not INVISIBLE.search(text)
    if text:
        parts = text.split("\n\n")
        assert all(p and p == p.strip() and not re.search(r"\s\s|[^\S ]", p) for p in parts)
        assert parts[0] != SB and parts[-1] != SB
        assert all(not (a == b == SB) for a, b in itertools.pairwise(parts))


TEXT_ONLY = ["word", "Ana", "é", "’", "“", ".", "!", "3", " ", "\t", "\u00a0", "\n", "\n\n"]


@given(st.lists(st.sampled_from(TEXT_ONLY), max_size=80).map("".join))
def test_no_character_of_real_text_is_lost(raw: str) -> None:
    kept = [p for p in normalize_text(raw).split("\n\n") if p != SB]
    assert re.sub(r"\s", "", "".join(kept)) == re.sub(r"\s", "", raw)


# -- a whole novel (its speed: tests/benchmarks/texts_speed.py) --------------------------------


def test_a_two_hundred_thousand_word_story_comes_back_whole_in_each_layout() -> None:
    story = long_paragraphs(3000, seed=11)  # ~195,000 words
    wrapped = "\n\n".join(textwrap.fill(p, 72) for p in story)
    for raw in ("\n\n".join(story), "\n".join(story), wrapped):
        assert normalize_text(raw) == "\n\n".join(story)
