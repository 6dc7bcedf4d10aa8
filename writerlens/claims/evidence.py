"""The story passages most likely to support or contradict a claim, best first.

When the writer checks a claim, WriterLens proposes where in the story to look, so that the
evidence is one keystroke away. Two signals, both lexical (the writer decides; nothing here
judges):
- the claim's own words (stemmed content words, no stop words), scored against every story
  paragraph with BM25 (the same similarity the sentence-to-passage alignment uses);
- where the summary sentence the claim came from was aligned (``metrics.alignment``: a summary
  usually retells the story in order, so the alignment knows which part of the story a sentence
  is about even when the claim's words are common ones). Paragraphs it chose get a bonus.
The best paragraphs are then narrowed to their best one or two sentences, so that the proposed
passage is short enough to read at a glance.

A story is indexed once (:class:`StoryIndex`; ~0.1-0.3 s for a 100,000-word novel) and each
summary aligned once (:meth:`StoryIndex.alignment`); a claim then costs a few milliseconds.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from writerlens.metrics.alignment import SentenceAlignment, align
from writerlens.metrics.stems import stems
from writerlens.metrics.stopwords import STOP_WORDS
from writerlens.metrics.words import Words, normalise, tokenize, words_between
from writerlens.texts import sentences

#: BM25 constants, as in the alignment.
K1, B = 1.2, 0.75
#: Added to a paragraph's scaled score when the claim's summary sentence was aligned to it.
ALIGNED_BONUS = 0.5
#: Paragraphs narrowed to sentences; the passage proposed is at most this many sentences.
CANDIDATES = 8
WINDOW = 2


@dataclass(frozen=True)
class Evidence:
    """A proposed story passage (code points into the story) and how well it matches (0..1)."""

    start: int
    end: int
    quote: str
    score: float

    def as_json(self) -> dict[str, object]:
        return {
            "start": self.start,
            "end": self.end,
            "quote": self.quote,
            "score": round(self.score, 4),
        }


class StoryIndex:
    """BM25 statistics of every paragraph of one story, for any query (built once)."""

    def __init__(self, story: str) -> None:
        self.text = story
        self.words: Words = tokenize(story)
        self._stem_of = stems(self.words.distinct())
        first = self.words.block_first
        counts: list[Counter[str]] = []
        lengths: list[int] = []
        stem_of = self._stem_of
        for block in range(len(self.words.blocks)):
            chunk = [w for w in self.words.words[first[block] : first[block + 1]]]
            content = [stem_of[w] for w in chunk if w not in STOP_WORDS]
            counts.append(Counter(content))
            lengths.append(len(content))
        self.counts = counts
        average = sum(lengths) / len(lengths) if lengths else 0.0
        self.weight = [K1 * (1 - B + B * n / average) if average else K1 for n in lengths]
        document_frequency: Counter[str] = Counter()
        for counter in counts:
            document_frequency.update(counter.keys())
        total = len(counts)
        self.idf = {
            term: math.log(1 + (total - n + 0.5) / (n + 0.5))
            for term, n in document_frequency.items()
        }
        self.postings: dict[str, list[tuple[int, int]]] = {}
        for block, counter in enumerate(counts):
            for term, frequency in counter.items():
                self.postings.setdefault(term, []).append((block, frequency))
        self._alignments: dict[str, list[SentenceAlignment]] = {}

    def terms(self, text: str) -> set[str]:
        words = normalise(words_between(text, 0, len(text)))
        missing = [w for w in words if w not in self._stem_of]
        if missing:
            self._stem_of.update(stems(missing))
        return {self._stem_of[w] for w in words if w not in STOP_WORDS}

    def alignment(self, summary: str) -> list[SentenceAlignment]:
        """The summary's sentences aligned to this story (computed once per summary text)."""
        found = self._alignments.get(summary)
        if found is None:
            found = align(self.words, summary)
            if len(self._alignments) > 16:
                self._alignments.clear()
            self._alignments[summary] = found
        return found

    def bm25(self, query: set[str]) -> dict[int, float]:
        scores: dict[int, float] = {}
        for term in query:
            idf = self.idf.get(term)
            if idf is None:
                continue
            for block, frequency in self.postings[term]:
                gain = idf * frequency * (K1 + 1) / (frequency + self.weight[block])
                scores[block] = scores.get(block, 0.0) + gain
        return scores


def propose_evidence(
    index: StoryIndex,
    claim: str,
    summary: str | None = None,
    passage: tuple[int, int] | None = None,
    limit: int = 3,
) -> list[Evidence]:
    """Up to ``limit`` story passages for ``claim``, best first. ``summary`` and ``passage``
    (the claim's code points in it) let the alignment of its sentence(s) help."""
    if limit <= 0 or not index.words.blocks:
        return []
    query = index.terms(claim)
    scores = index.bm25(query)
    top = max(scores.values(), default=0.0)
    combined = {block: value / top for block, value in scores.items()} if top > 0 else {}
    for block in _aligned_blocks(index, summary, passage):
        combined[block] = combined.get(block, 0.0) + ALIGNED_BONUS
    if not combined:
        return []
    best = sorted(combined, key=lambda b: (-combined[b], b))[: max(CANDIDATES, limit)]
    ceiling = 1.0 + ALIGNED_BONUS
    found: list[Evidence] = []
    for block in best:
        start, end = _best_window(index, block, query)
        found.append(
            Evidence(start, end, index.text[start:end], min(1.0, combined[block] / ceiling))
        )
    found.sort(key=lambda e: (-e.score, e.start))
    return found[:limit]


def _aligned_blocks(
    index: StoryIndex, summary: str | None, passage: tuple[int, int] | None
) -> list[int]:
    if not summary or passage is None:
        return []
    start, end = passage
    block_of_start = {span[0]: b for b, span in enumerate(index.words.blocks)}
    chosen: list[int] = []
    for sentence in index.alignment(summary):
        if sentence.summary_start < end and start < sentence.summary_end:
            chosen += [block_of_start[s] for s, _ in sentence.story_spans if s in block_of_start]
    return list(dict.fromkeys(chosen))


def _best_window(index: StoryIndex, block: int, query: set[str]) -> tuple[int, int]:
    """The paragraph's one or two consecutive sentences that hold most of the claim's words."""
    start, end = index.words.blocks[block]
    spans = [(s, e) for s, e in sentences(index.text, start, end) if index.text[s:e].strip()]
    if len(spans) <= WINDOW:
        return _trimmed(index.text, start, end)
    weights = [_weight(index, index.text[s:e], query) for s, e in spans]
    best_total, best_at = -1.0, 0
    for at in range(len(spans)):
        total = sum(weights[at : at + WINDOW]) if weights[at] > 0 else weights[at]
        if total > best_total:
            best_total, best_at = total, at
    last = best_at + (1 if best_at + 1 < len(spans) and weights[best_at + 1] > 0 else 0)
    return _trimmed(index.text, spans[best_at][0], spans[last][1])


def _weight(index: StoryIndex, text: str, query: set[str]) -> float:
    return sum(index.idf.get(term, 0.0) for term in index.terms(text) & query)


def _trimmed(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def covering(spans: Sequence[tuple[int, int]], start: int, end: int) -> bool:
    """Whether any of ``spans`` overlaps ``start``-``end`` (for tests and the UI)."""
    return any(s < end and start < e for s, e in spans)
