"""The extractive measures of several summaries of one story, with the story read once.

An export carries, for each summary, the extractive statistics and the number of copied
phrases (not the sentence alignment or reading levels the review window shows). Measuring each
summary on its own (:func:`writerlens.metrics.measures.measure`) reads, encodes and stems a
novel once per summary and aligns every sentence: seconds for a novel with three summaries.
Here the story is tokenized, encoded and stemmed once for all of them, and nothing the export
does not carry is computed; the figures are exactly those of ``measure`` (a test holds them
equal).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from writerlens.metrics.copying import DEFAULT_MIN_WORDS, copied_phrases
from writerlens.metrics.extractive import (
    NGRAM_SIZES,
    ExtractiveStats,
    NgramOverlap,
    fragments,
    longest_common,
)
from writerlens.metrics.matching import encode, encode_groups, longest_matches
from writerlens.metrics.stems import stems
from writerlens.metrics.words import tokenize


@dataclass(frozen=True)
class ExportMeasures:
    extractive: ExtractiveStats
    copied_phrases: int


def measure_summaries(
    story_text: str, summary_texts: Sequence[str], min_copy_words: int = DEFAULT_MIN_WORDS
) -> list[ExportMeasures]:
    """For each summary, in order: its extractive statistics against the story and how many
    phrases it copies (``min_copy_words`` words or more, unquoted)."""
    if not summary_texts:
        return []
    story = tokenize(story_text)
    summaries = [tokenize(text) for text in summary_texts]
    surface = encode(story.words, *(s.words for s in summaries))
    distinct = [*story.distinct(), *(w for s in summaries for w in s.distinct())]
    stem_of = stems(distinct)
    codes = encode_groups(stem_of.values())
    char_of = {word: codes[stem] for word, stem in stem_of.items()}
    story_stems = "".join(map(char_of.__getitem__, story.words))
    out: list[ExportMeasures] = []
    for k, summary in enumerate(summaries):
        matches = longest_matches(surface[0], surface[k + 1])
        found = fragments(matches)
        summary_stems = "".join(map(char_of.__getitem__, summary.words))
        by_stem = longest_matches(story_stems, summary_stems, limit=max(NGRAM_SIZES))
        ngrams = []
        for n in NGRAM_SIZES:
            total = max(0, len(summary_stems) - n + 1)
            hits = sum(1 for i in range(total) if by_stem.length[i] >= n)
            ngrams.append(NgramOverlap(n=n, total=total, found=hits))
        m, n_story = len(summary), len(story)
        stats = ExtractiveStats(
            story_words=n_story,
            summary_words=m,
            coverage=sum(f.words for f in found) / m if m else 0.0,
            density=sum(f.words**2 for f in found) / m if m else 0.0,
            compression=n_story / m if m else None,
            fragments=tuple(found),
            ngrams=tuple(ngrams),
            longest=longest_common(story, summary, matches),
        )
        copied = copied_phrases(story, summary, matches, min_copy_words)
        out.append(ExportMeasures(stats, len(copied)))
    return out
