"""Reading judges' replies: every shape models answer in, and no guess when a reply is unclear."""

from __future__ import annotations

import re

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from writerlens.judges.replies import (
    confusion_kinds,
    parse_confusion,
    parse_probe,
    parse_score,
)
from writerlens.judges.results import CONFUSION_KINDS

WORDS = {1: "one", 2: "two", 3: "three", 4: "four"}

#: Reply shapes seen from real models, with {v} for the level.
SHAPES = [
    "{v}",
    "{v}.",
    " {v}\n",
    "Score: {v}",
    "score:{v}",
    "SCORE - {v}",
    "**{v}**",
    "**Score: {v}**",
    "Rating: **{v}**",
    "{v}/4",
    "{v} / 4",
    "Score: {v}/4",
    "{v} out of 4",
    "I would rate this a {v}.",
    "I'd give it a {v} on the scale of 1 to 4.",
    "I would give this summary a {v}.",
    "I choose level {v}.",
    "Level {v}: the anchor fits best.",
    "My answer is {v}.",
    "The answer is {v}, because one or two details are missing.",
    '{{"score": {v}}}',
    '```json\n{{"score": {v}, "reason": "it misses 2 scenes"}}\n```',
    '{{"rating": "{v}"}}',
    "{v} - most of the important details are there; one or two are missing.",
    "{v}. The summary covers the main events (1-4 scale).",
    "{w}",
    "{W}.",
    "Score: {w}",
    "The summary covers 2 of the 3 main threads.\n\nScore: {v}",
    "Answer: {v}\nReason: the summary names one or two of the themes.",
    "Probably a {v} overall.",
]


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("value", [1, 2, 3, 4])
def test_every_known_shape_gives_its_level(shape: str, value: int) -> None:
    reply = shape.format(v=value, w=WORDS[value], W=WORDS[value].title())
    assert parse_score(reply) == value


AMBIGUOUS = [
    "2 or 3",
    "Score: 2 or 3",
    "2-3",
    "2 – 3",
    "Somewhere between 2 and 3.",
    "Score: two or three",
    "I would say 3, maybe 4.",
    "Score: 3 (or perhaps 2)",
    "Score: 2\nActually, score: 3",
    '{{"score": "high"}}',
    "",
    "I cannot judge this.",
    "The summary is good but misses things.",
    "I rate it 2.5.",
    "3/5",
    "7 out of 10",
    "Score: 5",
    "Score: 0",
    "5/4",
    "Score: 12",
    '{"score": 5}',
    '{"score": true}',
]


@pytest.mark.parametrize("reply", AMBIGUOUS)
def test_unclear_or_off_scale_replies_are_not_guessed(reply: str) -> None:
    assert parse_score(reply) is None


@given(
    st.integers(1, 4),
    st.integers(1, 4),
    st.sampled_from(["{a} or {b}", "between {a} and {b}", "{a}-{b}", "Score: {a} or {b}"]),
)
def test_two_different_levels_are_never_read_as_one(a: int, b: int, shape: str) -> None:
    assume(a != b)
    assert parse_score(shape.format(a=a, b=b)) is None


@given(st.integers(-3, 40).filter(lambda n: not 1 <= n <= 4), st.sampled_from(SHAPES[:20]))
def test_a_level_off_the_scale_is_never_accepted(value: int, shape: str) -> None:
    assume("/4" not in shape.replace(" ", "") and "out of 4" not in shape)
    assert parse_score(shape.format(v=value, w="", W="")) is None


_PROSE = st.lists(
    st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=9), max_size=12
).map(" ".join)


def _plain(text: str) -> bool:
    words = set(text.split())
    return not words & {"one", "two", "three", "four", "five", "zero", "or", "to", "and"}


@given(_PROSE, st.integers(1, 4), _PROSE)
def test_a_labelled_level_is_found_inside_prose(before: str, value: int, after: str) -> None:
    assume(_plain(before) and _plain(after))
    assert parse_score(f"{before}\nScore: {value}\n{after}") == value


@given(_PROSE)
def test_prose_without_a_level_has_none(text: str) -> None:
    assume(_plain(text))
    assert parse_score(text) is None


@given(st.text(max_size=300))
def test_any_text_gives_a_level_on_the_scale_or_none(text: str) -> None:
    assert parse_score(text) in (None, 1, 2, 3, 4)


# -- coherence verdicts ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "reply",
    [
        "Confusing: no",
        "confusing: No.",
        "**Confusing:** no",
        "No.",
        "No, the sentence follows naturally.",
        "There is no confusion here.",
        '{"confusing": false}',
        "Confusing: no\nKinds:\nQuestion:",
    ],
)
def test_a_clear_sentence(reply: str) -> None:
    verdict = parse_confusion(reply)
    assert verdict is not None and not verdict.confused and verdict.kinds == ()


@pytest.mark.parametrize(
    ("reply", "kinds", "question"),
    [
        (
            "Confusing: yes\nKinds: entity omission, causal omission\nQuestion: Who is Nell?",
            ("entity_omission", "causal_omission"),
            "Who is Nell?",
        ),
        (
            "**Confusing:** Yes\n**Kinds:** Duplication\n**Question:** “Why say it twice?”",
            ("duplication",),
            "Why say it twice?",
        ),
        ("Yes.\nType: language", ("language",), ""),
        (
            '{"confusing": "yes", "types": ["event_omission", "salience"], "question": "What?"}',
            ("event_omission", "salience"),
            "What?",
        ),
        ("Confusing: yes\nKinds: something else entirely", (), ""),
    ],
)
def test_a_confusing_sentence(reply: str, kinds: tuple[str, ...], question: str) -> None:
    verdict = parse_confusion(reply)
    assert verdict is not None and verdict.confused
    assert verdict.kinds == kinds and verdict.question == question


@pytest.mark.parametrize(
    "reply", ["", "Perhaps.", "It depends on the reader.", "Yes and no.", "Confusing: maybe"]
)
def test_an_unclear_coherence_verdict_is_none(reply: str) -> None:
    assert parse_confusion(reply) is None


@given(st.lists(st.sampled_from(CONFUSION_KINDS), min_size=1, unique=True))
def test_kinds_are_read_in_any_spelling(kinds: list[str]) -> None:
    spelled = ", ".join(k.replace("_", " ").title() if i % 2 else k for i, k in enumerate(kinds))
    assert set(confusion_kinds(spelled)) == set(kinds)


# -- probe verdicts ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("reply", "answered", "evidence"),
    [
        ("Answered: yes\nEvidence: Walter tends the lamps.", True, "Walter tends the lamps."),
        ('Answered: **Yes**\nEvidence: "Walter tends the lamps."', True, "Walter tends the lamps."),
        ("Yes\nEvidence: none", True, ""),
        ("Answered: no\nEvidence: none", False, ""),
        ("No. The summary never says.", False, ""),
        ('{"answered": true, "evidence": "Nell returns."}', True, "Nell returns."),
        ('{"answered": "no"}', False, ""),
    ],
)
def test_probe_verdicts(reply: str, answered: bool, evidence: str) -> None:
    verdict = parse_probe(reply)
    assert verdict is not None
    assert (verdict.answered, verdict.evidence) == (answered, evidence)


@pytest.mark.parametrize("reply", ["", "Partly.", "Yes and no.", "Answered: somewhat"])
def test_an_unclear_probe_verdict_is_none(reply: str) -> None:
    assert parse_probe(reply) is None


def test_the_number_words_in_prose_do_not_count_as_levels() -> None:
    # the anchors themselves say "one or two": a judge that quotes them still has one level
    anchor = "Most of the important details are there; one or two are missing."
    assert parse_score(f"3 — {anchor}") == 3
    assert parse_score(anchor) is None
    assert re.search("one or two", anchor)
