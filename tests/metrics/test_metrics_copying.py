"""Copied phrases: flagged outside quotation marks only, with offsets into both texts."""

from __future__ import annotations

import pytest

from writerlens.metrics.copying import CopiedPhrase, copied_phrases
from writerlens.metrics.extractive import surface_matches
from writerlens.metrics.quotes import quoted_spans
from writerlens.metrics.words import tokenize

STORY = (
    "The old lamplighter climbed the Cobble Stair every evening at dusk, whistling. "
    "Nobody in Keldwick remembered a night when the harbour lamps had stayed dark."
)
RUN = "climbed the Cobble Stair every evening at dusk"


def copies(summary: str, story: str = STORY, min_words: int = 5) -> list[CopiedPhrase]:
    story_words, summary_words = tokenize(story), tokenize(summary)
    return copied_phrases(
        story_words, summary_words, surface_matches(story_words, summary_words), min_words
    )


def assert_points_at(phrase: CopiedPhrase, summary: str, story: str, expected: str) -> None:
    assert summary[phrase.summary_start : phrase.summary_end] == expected
    assert phrase.text == expected
    assert story[phrase.story_start : phrase.story_end] == phrase.story_text
    assert phrase.story_text.lower().replace(",", "") == expected.lower().replace(",", "")


def test_an_unquoted_copy_is_flagged_with_both_passages() -> None:
    summary = f"Walter {RUN} for years."
    [phrase] = copies(summary)
    assert phrase.words == 8
    assert_points_at(phrase, summary, STORY, RUN)
    assert phrase.story_start == STORY.index(RUN)


@pytest.mark.parametrize(
    ("opening", "closing"),
    [('"', '"'), ("“", "”"), ("‘", "’"), ("«", "»"), ("« ", " »")],
)
def test_the_same_run_inside_quotation_marks_is_not_flagged(opening: str, closing: str) -> None:
    summary = f"Walter, as the story has it, {opening}{RUN}{closing} for years."
    assert copies(summary) == []


def test_only_the_part_outside_the_quotes_is_flagged_if_long_enough() -> None:
    summary = "He “climbed the Cobble” Stair every evening at dusk, whistling, they say."
    [phrase] = copies(summary)
    assert phrase.words == 6
    assert_points_at(phrase, summary, STORY, "Stair every evening at dusk, whistling")

    too_short = "“He climbed the Cobble Stair every” evening at dusk."
    assert copies(too_short) == []


def test_apostrophes_are_not_quotation_marks() -> None:
    summary = "Walter’s habit: he climbed the Cobble Stair every evening, and the town’s lamps lit."
    [phrase] = copies(summary)
    assert_points_at(phrase, summary, STORY, "climbed the Cobble Stair every evening")

    # A lone ‘ is an apostrophe too, not a quotation running to the end of the paragraph.
    nineties = f"Back in the ‘90s he {RUN}."
    [phrase] = copies(nineties)
    assert_points_at(phrase, nineties, STORY, RUN)

    # A closing ’ after an s (a plural possessive) inside an open ‘…’ still ends the quotation.
    quoted = "He said ‘the lamplighters’ Stair every evening at dusk is steep."
    assert [quoted[a:b] for a, b in quoted_spans(quoted)] == ["the lamplighters"]


def test_the_minimum_length_is_configurable() -> None:
    summary = "Each night the harbour lamps were lit."
    assert copies(summary) == []  # "the harbour lamps" is 3 words
    [phrase] = copies(summary, min_words=3)
    assert_points_at(phrase, summary, STORY, "the harbour lamps")
    with pytest.raises(ValueError):
        copies(summary, min_words=0)


def test_offsets_are_code_points_past_accents_and_emoji() -> None:
    story = "Café 🌊 au lait. " + STORY
    summary = "Naïve 🎉🎉 note: he " + RUN + " — so it goes."
    [phrase] = copies(summary, story=story)
    assert_points_at(phrase, summary, story, RUN)
    assert phrase.summary_start == len("Naïve 🎉🎉 note: he ")
    assert phrase.story_start == story.index(RUN)


def test_overlapping_copies_of_two_passages_are_each_reported() -> None:
    story = "one two three four five six seven. Later: five six seven eight nine ten eleven."
    summary = "one two three four five six seven eight nine ten eleven"
    found = copies(summary, story=story)
    assert [(p.text, p.story_start) for p in found] == [
        ("one two three four five six seven", 0),
        ("five six seven eight nine ten eleven", story.index("five six seven eight")),
    ]


def test_a_quotation_left_open_ends_with_its_paragraph() -> None:
    text = "He said “climbed the Cobble Stair every evening\n\nat dusk the lamps were lit."
    assert quoted_spans(text) == [(9, text.index("\n\n"))]
    summary = "He said “" + RUN + "\n\n" + "Then he " + RUN + "."
    [phrase] = copies(summary)
    assert phrase.summary_start == summary.rindex(RUN)


def test_nested_and_stray_marks() -> None:
    text = '“Outer ‘inner’ end” and ” stray, then "plain".'
    assert [text[a:b] for a, b in quoted_spans(text)] == ["Outer ‘inner’ end", "plain"]
