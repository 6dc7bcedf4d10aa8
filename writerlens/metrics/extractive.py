"""How extractive a summary is: Newsroom fragment statistics, n-gram overlap, longest copy.

Grusky, Naaman and Artzi (2018, "Newsroom") define the extractive fragments F(A, S) of a
summary S against an article A greedily: at each summary position take the longest word run
starting there that also occurs in the article, record it and move past it; if even the word is
new, move on by one. Then

- coverage    = (1/|S|) Σ |f|    the share of summary words that sit in a copied fragment,
- density     = (1/|S|) Σ |f|²   rewards long fragments (a summary that copies whole sentences),
- compression = |A| / |S|        story words per summary word.

(Their published code skips past each match it tries, and so can miss a longer match that
starts inside a shorter one when a copied run repeats a word; we always take the longest, as
their definition says. On ordinary prose the two agree.)

The n-gram overlap (the share of the summary's 2- to 5-word sequences that the story also has,
after stemming) counts every position, so a phrase the summary repeats counts each time.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from writerlens.metrics.matching import Matches, encode, encode_groups, longest_matches
from writerlens.metrics.stems import stems
from writerlens.metrics.words import Words

NGRAM_SIZES = (2, 3, 4, 5)


@dataclass(frozen=True)
class Fragment:
    """One extractive fragment: ``words`` words from summary word ``summary_word`` on, also
    found in the story from story word ``story_word`` on (word indices, not offsets)."""

    summary_word: int
    story_word: int
    words: int


@dataclass(frozen=True)
class NgramOverlap:
    n: int
    total: int  # n-grams in the summary (positions)
    found: int  # of those, how many the story also has (after stemming)

    @property
    def found_percent(self) -> float:
        return 100.0 * self.found / self.total if self.total else 0.0

    @property
    def novel_percent(self) -> float:
        return 100.0 - self.found_percent if self.total else 0.0

    def as_json(self) -> dict[str, Any]:
        return {
            "n": self.n,
            "total": self.total,
            "found": self.found,
            "found_percent": round(self.found_percent, 2),
            "novel_percent": round(self.novel_percent, 2),
        }


@dataclass(frozen=True)
class LongestCommon:
    """The longest word run the summary shares with the story (code-point spans in each)."""

    words: int
    text: str
    summary_start: int = 0
    summary_end: int = 0
    story_start: int = 0
    story_end: int = 0

    def as_json(self) -> dict[str, Any]:
        return {
            "words": self.words,
            "text": self.text,
            "summary_span": [self.summary_start, self.summary_end],
            "story_span": [self.story_start, self.story_end],
        }


@dataclass(frozen=True)
class ExtractiveStats:
    story_words: int
    summary_words: int
    coverage: float
    density: float
    compression: float | None  # None for an empty summary
    fragments: tuple[Fragment, ...]
    ngrams: tuple[NgramOverlap, ...]
    longest: LongestCommon

    def ngram(self, n: int) -> NgramOverlap:
        return next(g for g in self.ngrams if g.n == n)

    def as_json(self) -> dict[str, Any]:
        return {
            "story_words": self.story_words,
            "summary_words": self.summary_words,
            "coverage": round(self.coverage, 4),
            "density": round(self.density, 4),
            "compression": None if self.compression is None else round(self.compression, 4),
            "fragments": [[f.summary_word, f.story_word, f.words] for f in self.fragments],
            "ngrams": [g.as_json() for g in self.ngrams],
            "longest_common": self.longest.as_json(),
        }


def surface_matches(story: Words, summary: Words) -> Matches:
    """Longest matches over the words as written (lower-cased), shared by fragments, the longest
    common run and copied phrases."""
    story_codes, summary_codes = encode(story.words, summary.words)
    return longest_matches(story_codes, summary_codes)


def fragments(matches: Matches) -> list[Fragment]:
    """Grusky et al.'s greedy extractive fragments, from the matching statistics."""
    found: list[Fragment] = []
    length, where = matches.length, matches.where
    i = 0
    while i < len(length):
        if length[i]:
            found.append(Fragment(i, where[i], length[i]))
            i += length[i]
        else:
            i += 1
    return found


def ngram_overlap(
    story: Words, summary: Words, sizes: tuple[int, ...] = NGRAM_SIZES
) -> list[NgramOverlap]:
    """The share of summary n-grams the story also has, comparing stems ("walked" = "walking")."""
    stem_of = stems([*story.distinct(), *summary.distinct()])
    codes = encode_groups(stem_of.values())
    char_of = {word: codes[stem] for word, stem in stem_of.items()}
    story_codes = "".join(map(char_of.__getitem__, story.words))
    summary_codes = "".join(map(char_of.__getitem__, summary.words))
    matches = longest_matches(story_codes, summary_codes, limit=max(sizes, default=1))
    result = []
    for n in sizes:
        total = max(0, len(summary_codes) - n + 1)
        found = sum(1 for i in range(total) if matches.length[i] >= n)
        result.append(NgramOverlap(n=n, total=total, found=found))
    return result


def longest_common(story: Words, summary: Words, matches: Matches) -> LongestCommon:
    start, words = matches.longest()
    if not words:
        return LongestCommon(words=0, text="")
    summary_start, summary_end = summary.run_span(start, words)
    story_start, story_end = story.run_span(matches.where[start], words)
    return LongestCommon(
        words=words,
        text=summary.text[summary_start:summary_end],
        summary_start=summary_start,
        summary_end=summary_end,
        story_start=story_start,
        story_end=story_end,
    )


def extractive_stats(
    story: Words, summary: Words, matches: Matches | None = None
) -> ExtractiveStats:
    """All extractive statistics of one (story, summary) pair."""
    if matches is None:
        matches = surface_matches(story, summary)
    found = fragments(matches)
    m, n = len(summary), len(story)
    return ExtractiveStats(
        story_words=n,
        summary_words=m,
        coverage=sum(f.words for f in found) / m if m else 0.0,
        density=sum(f.words**2 for f in found) / m if m else 0.0,
        compression=n / m if m else None,
        fragments=tuple(found),
        ngrams=tuple(ngram_overlap(story, summary)),
        longest=longest_common(story, summary, matches),
    )
