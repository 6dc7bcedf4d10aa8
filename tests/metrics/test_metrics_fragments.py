"""Extractive statistics checked against arithmetic done by hand (see the comments)."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from writerlens.metrics.extractive import extractive_stats, fragments, surface_matches
from writerlens.metrics.matching import encode, longest_matches
from writerlens.metrics.words import tokenize
from writerlens.resources import resource_path
from writerlens.texts import read_document


def stats(story: str, summary: str):
    return extractive_stats(tokenize(story), tokenize(summary))


def test_fragments_coverage_density_compression_by_hand() -> None:
    # story:   the cat sat on the mat the dog sat on the log      (12 words)
    # summary: the cat sat on the log                             (6 words)
    # i=0: "the cat sat on the" is the longest run from there (story has "mat", not "log",
    #      next) -> fragment of 5; i=5: "log" -> fragment of 1.
    # coverage = (5 + 1) / 6 = 1.0; density = (25 + 1) / 6 = 4.333...; compression = 12/6 = 2.
    s = stats("The cat sat on the mat. The dog sat on the log.", "The cat sat on the log.")
    assert [(f.summary_word, f.story_word, f.words) for f in s.fragments] == [(0, 0, 5), (5, 11, 1)]
    assert s.coverage == pytest.approx(1.0)
    assert s.density == pytest.approx(26 / 6)
    assert s.compression == pytest.approx(2.0)
    assert (s.story_words, s.summary_words) == (12, 6)


def test_punctuation_and_case_are_ignored() -> None:
    # story:   stop cried mara the bell rusted old rang twice   (9 words; quotes, "!", dashes
    #          and commas are not words)
    # summary: stop cried mara the bell rang                    (6 words)
    # fragments: "stop cried mara the bell" (5), "rang" (1)
    # coverage = 6/6 = 1; density = (25 + 1)/6; compression = 9/6 = 1.5
    s = stats(
        "“Stop!” cried Mara. The bell — rusted, old — rang twice.",
        "STOP, cried mara; THE bell rang.",
    )
    assert [f.words for f in s.fragments] == [5, 1]
    assert s.coverage == pytest.approx(1.0)
    assert s.density == pytest.approx(26 / 6)
    assert s.compression == pytest.approx(1.5)
    assert s.longest.words == 5
    assert s.longest.text == "STOP, cried mara; THE bell"


def test_a_phrase_the_story_repeats_counts_once_at_its_first_place() -> None:
    # story:   rain fell on the old harbour later rain fell on the old harbour again (14)
    # summary: rain fell on the old harbour at dawn                                  (8)
    # fragments: "rain fell on the old harbour" (6, first found at story word 0);
    #            "at" and "dawn" are new.
    # coverage = 6/8 = 0.75; density = 36/8 = 4.5; compression = 14/8 = 1.75
    # n-grams of the summary: 7 bigrams, 5 found (the two with "at"/"dawn" are not) -> 71.43%;
    # 6 trigrams, 4 found -> 66.67%; 5 four-grams, 3 found -> 60%; 4 five-grams, 2 found -> 50%.
    s = stats(
        "Rain fell on the old harbour. Later, rain fell on the old harbour again.",
        "Rain fell on the old harbour at dawn.",
    )
    assert [(f.summary_word, f.story_word, f.words) for f in s.fragments] == [(0, 0, 6)]
    assert s.coverage == pytest.approx(0.75)
    assert s.density == pytest.approx(4.5)
    assert s.compression == pytest.approx(1.75)
    found = {g.n: (g.found, g.total) for g in s.ngrams}
    assert found == {2: (5, 7), 3: (4, 6), 4: (3, 5), 5: (2, 4)}
    assert s.ngram(2).found_percent == pytest.approx(500 / 7)
    assert s.ngram(2).novel_percent == pytest.approx(100 - 500 / 7)
    assert s.ngram(5).novel_percent == pytest.approx(50.0)
    assert s.longest.story_start == 0  # the first of the two places


def test_a_summary_that_copies_a_whole_sentence() -> None:
    # story:   walter lit the lamps at dusk he kept the ledger for thirty-eight years nobody
    #          thanked him                                   (16 words: "thirty-eight" is one)
    # summary: he kept the ledger for thirty-eight years it was enough   (10 words)
    # fragments: the copied sentence (7); "it", "was", "enough" are new.
    # coverage = 7/10; density = 49/10; compression = 16/10
    story = (
        "Walter lit the lamps at dusk. He kept the ledger for thirty-eight years. "
        "Nobody thanked him."
    )
    summary = "He kept the ledger for thirty-eight years. It was enough."
    s = stats(story, summary)
    assert [f.words for f in s.fragments] == [7]
    assert s.coverage == pytest.approx(7 / 10)
    assert s.density == pytest.approx(49 / 10)
    assert s.compression == pytest.approx(16 / 10)
    assert s.longest.words == 7
    assert s.longest.text == "He kept the ledger for thirty-eight years"
    assert story[s.longest.story_start : s.longest.story_end] == s.longest.text


def test_ngrams_compare_stems() -> None:
    # story stems:   she walk to the harbour everi morn
    # summary stems: she was walk to the harbour ("walking" and "walked" both stem to "walk")
    # bigrams (5):  walk-to, to-the, the-harbour found -> 3/5 = 60%
    # trigrams (4): walk-to-the, to-the-harbour -> 2/4 = 50%
    # 4-grams (3):  walk-to-the-harbour -> 1/3
    # 5-grams (2):  none -> 0%
    s = stats("She walked to the harbour every morning.", "She was walking to the harbour.")
    assert [(g.n, g.found, g.total) for g in s.ngrams] == [
        (2, 3, 5),
        (3, 2, 4),
        (4, 1, 3),
        (5, 0, 2),
    ]
    assert s.ngram(2).novel_percent == pytest.approx(40.0)
    # The fragments stay on the words as written: "walking" is not "walked".
    # she (1) | was: new | walking: new | to the harbour (3) -> coverage 4/6
    assert [f.words for f in s.fragments] == [1, 3]
    assert s.coverage == pytest.approx(4 / 6)


def test_apostrophes_match_straight_or_curly() -> None:
    s = stats("Don’t wake the keeper’s dog.", "don't wake the keeper's dog")
    assert s.coverage == pytest.approx(1.0)
    assert s.longest.words == 5


def test_the_longest_common_run_need_not_be_a_greedy_fragment() -> None:
    # story:   x a b c d e f        summary: y x a b z a b c d e f
    # greedy: y new; "x a b" (3); z new; "a b c d e f" (6) -> here the greedy finds it too, but
    # with summary "x a b c" + ... the longest run may start inside a fragment:
    # story:   p q r s t u v        summary: p q k q r s t u v
    # greedy: "p q" (2), k new, "q r s t u v" (6); longest common run = 6 words ("q r s t u v").
    s = stats("p q r s t u v", "p q k q r s t u v")
    assert [f.words for f in s.fragments] == [2, 6]
    assert s.longest.words == 6 and s.longest.text == "q r s t u v"


def test_empty_and_unrelated_summaries() -> None:
    empty = stats("Some story text here.", "")
    assert (empty.coverage, empty.density, empty.compression) == (0.0, 0.0, None)
    assert empty.longest.words == 0 and empty.fragments == ()
    assert all(g.total == 0 and g.found_percent == 0.0 for g in empty.ngrams)
    unrelated = stats("Some story text here.", "Completely different words entirely")
    assert unrelated.coverage == 0.0 and unrelated.ngram(2).novel_percent == 100.0
    json.dumps(unrelated.as_json())


def _grusky_reference(summary: list[str], story: list[str]) -> list[tuple[int, int, int]]:
    """Grusky et al.'s published procedure, transcribed: it skips past each match it tries."""
    matches = []
    i = 0
    while i < len(summary):
        best: tuple[int, int, int] | None = None
        j = 0
        while j < len(story):
            if summary[i] == story[j]:
                i2, j2 = i, j
                while i2 < len(summary) and j2 < len(story) and summary[i2] == story[j2]:
                    i2, j2 = i2 + 1, j2 + 1
                if best is None or i2 - i > best[2]:
                    best = (i, j, i2 - i)
                j = j2
            else:
                j += 1
        if best:
            matches.append(best)
            i += best[2]
        else:
            i += 1
    return matches


def _lamplighter() -> tuple[str, list[str]]:
    story = read_document(resource_path("samples", "the-lamplighters-ledger.md")).text
    demos = json.loads(resource_path("samples", "demo_summaries.json").read_text("utf-8"))
    return story, [d["text"] for d in demos["summaries"]]


def test_fragments_agree_with_the_published_procedure_on_real_prose() -> None:
    story_text, summaries = _lamplighter()
    story = tokenize(story_text)
    for text in summaries:
        summary = tokenize(text)
        ours = fragments(surface_matches(story, summary))
        expected = _grusky_reference(summary.words, story.words)
        assert [(f.summary_word, f.story_word, f.words) for f in ours] == expected


def test_the_longest_match_is_taken_where_the_published_code_would_skip_it() -> None:
    # story a a a a b, summary a a a b: the published loop tries story 0 ("a a a", 3), jumps to
    # story 3 and never tries story 1, where "a a a b" (4) starts. The definition (and we) take 4.
    summary, story = ["a", "a", "a", "b"], ["a", "a", "a", "a", "b"]
    assert _grusky_reference(summary, story) == [(0, 0, 3), (3, 4, 1)]
    s = stats(" ".join(story), " ".join(summary))
    assert [(f.summary_word, f.story_word, f.words) for f in s.fragments] == [(0, 1, 4)]


def _brute_force(story: list[str], summary: list[str]) -> tuple[list[int], list[int]]:
    lengths, wheres = [], []
    for i in range(len(summary)):
        best, at = 0, -1
        for k in range(len(story)):
            n = 0
            while i + n < len(summary) and k + n < len(story) and summary[i + n] == story[k + n]:
                n += 1
            if n > best:
                best, at = n, k
        lengths.append(best)
        wheres.append(at)
    return lengths, wheres


@settings(max_examples=300, deadline=None)
@given(
    story=st.lists(st.sampled_from("abcd"), max_size=40),
    summary=st.lists(st.sampled_from("abcde"), max_size=25),
)
def test_longest_matches_equal_brute_force(story: list[str], summary: list[str]) -> None:
    story_codes, summary_codes = encode(story, summary)
    found = longest_matches(story_codes, summary_codes)
    assert (found.length, found.where) == _brute_force(story, summary)


def test_long_copied_passages_are_followed_to_their_end() -> None:
    # Beyond the one-word rounds the runs are extended by slicing: check against brute force on
    # long repeated material, where the first occurrence is not the longest.
    rng = random.Random(7)
    words = [rng.choice(["the", "lamp", "ledger", "harbour", "gas", "mara"]) for _ in range(300)]
    story = [*words, "x", *words[40:200], "y", *words[:90]]
    summary = ["z", *words[35:180], "q", *words[5:60], *words[250:290]]
    story_codes, summary_codes = encode(story, summary)
    found = longest_matches(story_codes, summary_codes)
    assert (found.length, found.where) == _brute_force(story, summary)
    limited = longest_matches(story_codes, summary_codes, limit=5)
    assert limited.length == [min(n, 5) for n in found.length]
