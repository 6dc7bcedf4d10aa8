"""Alignment of summary sentences to story paragraphs: chronological, and with a flashback."""

from __future__ import annotations

import json
from itertools import pairwise, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from writerlens.metrics.alignment import _path, _scaled, align
from writerlens.resources import resource_path
from writerlens.texts import paragraphs, read_document, sentences

STORY = "\n\n".join(
    [
        "Mara repaired nets on the quay while gulls quarrelled over the herring boxes.",
        "Her brother Tomas sailed north to the whaling grounds and never wrote home.",
        "* * *",
        "Years later a letter arrived at the cottage, stained with salt, signed by Tomas.",
        "Mara burned the letter in the stove, then went back down to mend her nets.",
    ]
)
# Paragraph numbers as the app counts them (the scene break is paragraph 2).
NETS, SAILING, LETTER, BURNING = 0, 1, 3, 4


def aligned(summary: str) -> list[tuple[int, ...]]:
    return [a.paragraphs for a in align(STORY, summary)]


def test_a_chronological_summary_aligns_in_order() -> None:
    summary = (
        "Mara mends fishing nets on the quay among the gulls. "
        "Her brother Tomas sails north to hunt whales. "
        "A salt-stained letter from Tomas arrives years later. "
        "She burns the letter in her stove."
    )
    assert aligned(summary) == [(NETS,), (SAILING,), (LETTER,), (BURNING,)]
    assert not any(a.flashback for a in align(STORY, summary))


def test_a_flashback_is_followed_back_and_marked() -> None:
    # The summary tells paragraphs 1, 3, then 2 of the story (counting only the text ones).
    summary = (
        "Mara mends fishing nets on the quay among the gulls. "
        "A salt-stained letter from Tomas reaches the cottage years afterwards. "
        "Long before, Tomas had sailed north to the whaling grounds."
    )
    result = align(STORY, summary)
    assert [a.paragraphs for a in result] == [(NETS,), (LETTER,), (SAILING,)]
    assert [a.flashback for a in result] == [False, False, True]


def test_spans_point_at_the_sentence_and_the_paragraph() -> None:
    summary = "Tomas sails north for whales.  Mara burns the letter."
    first, second = align(STORY, summary)
    assert summary[first.summary_start : first.summary_end] == "Tomas sails north for whales."
    assert summary[second.summary_start : second.summary_end] == "Mara burns the letter."
    [(start, end)] = second.story_spans
    burning = paragraphs(STORY)[BURNING]
    assert (start, end) == (burning.start, burning.end)
    assert STORY[start:end].startswith("Mara burned the letter")
    assert 0 < first.score <= 1 and 0 < second.score <= 1


def test_a_sentence_with_nothing_in_common_aligns_to_nothing() -> None:
    [result] = align(STORY, "Quantum chromodynamics is hard.")
    assert result.paragraphs == () and result.story_spans == () and result.score == 0.0
    assert align(STORY, "") == []


def test_neighbouring_paragraphs_join_when_the_sentence_spans_them() -> None:
    story = "\n\n".join(
        [
            "The council met in the chapel hall.",
            "Walter lit the forty-eight gas lamps of Keldwick.",
            "He wrote each visit in the lamp ledger.",
            "Gulls slept on the harbour wall.",
        ]
    )
    [result] = align(story, "Walter lit the gas lamps and wrote each visit in the ledger.")
    assert result.paragraphs == (1, 2)


def test_the_demo_summaries_follow_the_sample_story_mostly_forward() -> None:
    # Real prose: a faithful retelling should mostly move forward through the story.
    story = read_document(resource_path("samples", "the-lamplighters-ledger.md")).text
    demos = json.loads(resource_path("samples", "demo_summaries.json").read_text("utf-8"))
    faithful = next(d["text"] for d in demos["summaries"] if d["quality"] == "faithful")
    result = align(story, faithful)
    assert len(result) == len(sentences(faithful))
    matched = [a for a in result if a.paragraphs]
    assert len(matched) >= 0.9 * len(result)
    backward = sum(a.flashback for a in result)
    assert backward <= 0.2 * len(result)
    first_paragraphs = [a.paragraphs[0] for a in matched]
    assert first_paragraphs[-1] > first_paragraphs[0]


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.lists(st.integers(0, 6).map(float), min_size=5, max_size=5), min_size=1, max_size=4
    ),
    st.sampled_from([0.0, 0.3, 0.5, 2.0]),
)
def test_the_path_is_the_best_of_all_paths(similarity: list[list[float]], cost: float) -> None:
    # Every path through 5 paragraphs for up to 4 sentences, scored the way the docstring says:
    # the sum of each sentence's scaled similarity, minus the cost of each step back.
    rows = [_scaled(row) for row in similarity]

    def value(path: tuple[int, ...] | list[int]) -> float:
        gains = sum(rows[m][b] for m, b in enumerate(path))
        return gains - cost * sum(1 for a, b in pairwise(path) if b < a)

    best = max(value(path) for path in product(range(5), repeat=len(rows)))
    assert value(_path(similarity, cost)) == pytest.approx(best)
