"""The word tokens every measure shares, their offsets, and stems."""

from __future__ import annotations

import threading

from hypothesis import given, settings
from hypothesis import strategies as st

from writerlens.metrics.stems import stem, stems
from writerlens.metrics.words import WORD, normalise, tokenize
from writerlens.texts import count_words, paragraphs


def test_words_are_letters_and_digits_joined_by_apostrophes_and_hyphens() -> None:
    text = "Don’t say “well-known”: it's 3.5 miles, _dear_ MARA’S dog!"
    assert tokenize(text).words == [
        "don't", "say", "well-known", "it's", "3.5", "miles", "dear", "mara's", "dog"
    ]  # fmt: skip


_ANY = st.sampled_from([*"ab Zé1 .,'’-‐_\n\"“”", "\n\n", "e\u0301", "\u200d", "ß", "3.5", "*"])


@settings(max_examples=300, deadline=None)
@given(st.lists(_ANY, max_size=60).map("".join))
def test_the_measures_and_the_word_count_agree_on_what_a_word_is(text: str) -> None:
    # one definition: the count a writer sees is the count the measures work from
    assert len(tokenize(text)) == count_words(text)


def test_combining_accents_stay_in_their_word() -> None:
    words = tokenize("Cafe\u0301 and Zoe\u0308 meet.")
    assert words.words == ["cafe\u0301", "and", "zoe\u0308", "meet"]
    assert [words.text[a:b] for a, b in words.all_spans()] == [
        "Cafe\u0301",
        "and",
        "Zoe\u0308",
        "meet",
    ]


def test_offsets_of_any_word_in_a_long_text() -> None:
    paragraph = "The lamplighter’s ledger — {n} — sat by the stove; “Nobody reads it,” he said."
    text = "\n\n".join("* * *" if n % 7 == 3 else paragraph.format(n=n) for n in range(200))
    words = tokenize(text)
    assert len(words) == sum(len(WORD.findall(text[p.start : p.end])) for p in paragraphs(text))
    for index in (0, 1, len(words) // 2, len(words) - 1, 577):
        start, end = words.span(index)
        assert normalise([text[start:end]]) == [words.words[index]]
    start, end = words.run_span(2, 4)
    assert text[start:end] == "ledger — 0 — sat by"


_ALPHABET = st.sampled_from([*"ab Zé1 .,'’-\n\"“”", "\n\n", "ß", "İ", "ǅ"])


@settings(max_examples=200, deadline=None)
@given(st.lists(_ALPHABET, max_size=60).map("".join))
def test_the_fast_pattern_finds_exactly_the_full_one(text: str) -> None:
    # Texts without combining marks or underscores take the faster \w pattern; it must find
    # the same words as the full pattern, with the same offsets.
    words = tokenize(text)
    assert words.words == normalise(WORD.findall(text))
    assert [m.span() for m in WORD.finditer(text)] == words.all_spans()


def test_stems_join_inflections_and_are_shared_between_threads() -> None:
    assert stem("walked") == stem("walking") == stem("walks") == "walk"
    assert stem("writer's") == "writer"
    results: list[dict[str, str]] = []
    words = [f"lamp{n}ing" for n in range(200)] + ["harbours", "harbour"]
    threads = [threading.Thread(target=lambda: results.append(stems(words))) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert all(r == results[0] for r in results) and results[0]["harbours"] == "harbour"


def test_stemming_uses_the_c_snowball_and_agrees_with_the_pure_python_one() -> None:
    import snowballstemmer
    from snowballstemmer.english_stemmer import EnglishStemmer

    from writerlens.metrics.stems import stems

    assert type(snowballstemmer.stemmer("english")).__module__ == "Stemmer"
    words = ["walking", "happiness", "lamplighter's", "generously", "ledgers", "naïve"]
    assert stems(words) == dict(zip(words, EnglishStemmer().stemWords(words), strict=True))
