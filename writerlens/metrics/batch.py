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
    # the summaries' stems are matched against the story in one pass, joined by a word the
    # story does not have: no shared run can reach across it, so each position's run is what it
    # is in that summary alone (the words are matched one summary at a time: a long copy is
    # followed to its end, and the end of a summary ends it without a search)
    vocabulary = set(story.words)
    gap = "\x00"
    while gap in vocabulary:
        gap += "\x00"
    joined: list[str] = []
    firsts: list[int] = []
    for summary in summaries:
        firsts.append(len(joined))
        joined += [*summary.words, gap]
    story_codes, *summary_codes = encode(story.words, *(s.words for s in summaries))
    stem_of = stems([*vocabulary, *(w for w in joined if w != gap)])
    gap_stem = gap
    while gap_stem in stem_of.values():
        gap_stem += "\x00"
    codes = encode_groups([*stem_of.values(), gap_stem])
    char_of = {word: codes[stem] for word, stem in stem_of.items()}
    char_of[gap] = codes[gap_stem]
    story_stems = "".join(map(char_of.__getitem__, story.words))
    joined_stems = "".join(map(char_of.__getitem__, joined))
    by_stem = longest_matches(story_stems, joined_stems, limit=max(NGRAM_SIZES))
    out: list[ExportMeasures] = []
    for summary, codes_of, first in zip(summaries, summary_codes, firsts, strict=True):
        m, n_story = len(summary), len(story)
        matches = longest_matches(story_codes, codes_of)
        found = fragments(matches)
        lengths = by_stem.length[first : first + m]
        ngrams = []
        for n in NGRAM_SIZES:
            total = max(0, m - n + 1)
            hits = sum(1 for i in range(total) if lengths[i] >= n)
            ngrams.append(NgramOverlap(n=n, total=total, found=hits))
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
