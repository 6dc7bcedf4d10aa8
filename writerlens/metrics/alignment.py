"""Which story paragraphs each summary sentence most likely comes from.

Two steps. First a lexical similarity: BM25 between each summary sentence (its distinct stemmed
content words: no stop words) and each story paragraph. Then a path: a summary usually retells a
story in order, so a dynamic-programming pass picks one paragraph per sentence maximising the
total similarity, where moving forward (or staying) is free and moving back costs
:data:`JUMP_BACK_COST`. A sentence that really recalls earlier events (a flashback) still goes
back when the earlier paragraph is clearly the better match; a sentence that matches two places
about equally keeps to the story's order.

Similarities are scaled per sentence (its best paragraph = 1), so the cost of a jump means the
same for a long sentence as for a short one. Only a sentence's own words are scored: the story's
other words never need their BM25 weights, which keeps a novel to one pass over its words.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from itertools import accumulate
from typing import Any

from writerlens.metrics.stems import stems
from writerlens.metrics.stopwords import STOP_WORDS
from writerlens.metrics.words import Words, tokenize, words_between
from writerlens.texts import sentences

#: BM25's usual constants: term-frequency saturation and length normalisation.
K1, B = 1.2, 0.75
#: Cost of going back in the story, in units of a sentence's best similarity.
JUMP_BACK_COST = 0.5
#: Neighbouring paragraphs join the chosen one when they score at least this share of it.
NEIGHBOUR_SHARE = 0.6
NEIGHBOURS = 2


@dataclass(frozen=True)
class SentenceAlignment:
    """One summary sentence and the story paragraph(s) it most likely comes from.

    ``paragraphs`` are indices in :func:`writerlens.texts.paragraphs` of the story (empty when
    the sentence shares no content word with the story); ``score`` is the share of the
    sentence's content words, weighted by rarity (idf), that those paragraphs contain;
    ``flashback`` says the path went back in the story to reach them.
    """

    sentence: int
    summary_start: int
    summary_end: int
    paragraphs: tuple[int, ...]
    story_spans: tuple[tuple[int, int], ...]
    score: float
    flashback: bool = False

    def as_json(self) -> dict[str, Any]:
        return {
            "sentence": self.sentence,
            "summary_span": [self.summary_start, self.summary_end],
            "paragraphs": list(self.paragraphs),
            "story_spans": [list(span) for span in self.story_spans],
            "score": round(self.score, 4),
            "flashback": self.flashback,
        }


@dataclass(frozen=True)
class _Index:
    """BM25 statistics of the story's paragraphs, for the summary's terms only."""

    counts: list[Counter[str]]  # per block: term -> frequency
    weight: list[float]  # per block: K1 * (1 - B + B * length / average length)
    idf: dict[str, float]
    postings: dict[str, list[tuple[int, int]]]  # term -> [(block, frequency)]


def align(
    story: Words | str, summary_text: str, jump_back_cost: float = JUMP_BACK_COST
) -> list[SentenceAlignment]:
    """Align every sentence of ``summary_text`` to the story's paragraphs."""
    if isinstance(story, str):
        story = tokenize(story)
    spans = sentences(summary_text)
    if not spans:
        return []
    sentence_words = [words_between(summary_text, start, end) for start, end in spans]
    stem_of = stems([*story.distinct(), *(w for words in sentence_words for w in words)])
    queries = [_terms(words, stem_of) for words in sentence_words]
    index = _index(story, set().union(*queries), stem_of)
    similarity = [_bm25(query, index, len(story.blocks)) for query in queries]
    path = _path(similarity, jump_back_cost)
    result: list[SentenceAlignment] = []
    last = -1
    for number, ((start, end), query, scores, block) in enumerate(
        zip(spans, queries, similarity, path, strict=True)
    ):
        chosen = _neighbours(story, scores, block) if scores and scores[block] > 0 else []
        result.append(
            SentenceAlignment(
                sentence=number,
                summary_start=start,
                summary_end=end,
                paragraphs=tuple(story.block_index[b] for b in chosen),
                story_spans=tuple(story.blocks[b] for b in chosen),
                score=_share(query, chosen, index, len(story.blocks)),
                flashback=bool(chosen) and 0 <= block < last,
            )
        )
        if chosen:
            last = block
    return result


def _terms(words: list[str], stem_of: dict[str, str]) -> set[str]:
    return {stem_of[w] for w in words if w not in STOP_WORDS}


def _index(story: Words, terms: set[str], stem_of: dict[str, str]) -> _Index:
    relevant = {w: s for w, s in stem_of.items() if s in terms and w not in STOP_WORDS}
    counts: list[Counter[str]] = []
    lengths: list[int] = []
    words, first = story.words, story.block_first
    for block in range(len(story.blocks)):
        chunk = words[first[block] : first[block + 1]]
        lengths.append(len(chunk) - sum(map(STOP_WORDS.__contains__, chunk)))
        counts.append(Counter(filter(None, map(relevant.get, chunk))))
    average = (sum(lengths) / len(lengths)) if lengths else 0.0
    weight = [K1 * (1 - B + B * n / average) if average else K1 for n in lengths]
    postings: dict[str, list[tuple[int, int]]] = {t: [] for t in terms}
    for block, counter in enumerate(counts):
        for term, frequency in counter.items():
            postings[term].append((block, frequency))
    total = len(counts)
    idf = {t: math.log(1 + (total - len(p) + 0.5) / (len(p) + 0.5)) for t, p in postings.items()}
    return _Index(counts=counts, weight=weight, idf=idf, postings=postings)


def _bm25(query: set[str], index: _Index, blocks: int) -> list[float]:
    scores = [0.0] * blocks
    for term in query:
        idf = index.idf[term]
        for block, frequency in index.postings[term]:
            scores[block] += idf * frequency * (K1 + 1) / (frequency + index.weight[block])
    return scores


def _path(similarity: list[list[float]], jump_back_cost: float) -> list[int]:
    """The best block per sentence: forward moves free, backward ones cost ``jump_back_cost``.

    The best forward predecessor of every block is the running maximum of the previous row
    (``accumulate``, in C), so the pass is O(sentences x paragraphs); the predecessors are
    found again on the way back, for the one block per row that the path uses.
    """
    if not similarity or not similarity[0]:
        return [0] * len(similarity)
    rows = [_scaled(row) for row in similarity]
    totals = [rows[0]]
    for row in rows[1:]:
        total = totals[-1]
        jump = max(total) - jump_back_cost
        ahead = accumulate(total, max)
        totals.append([gain + max(best, jump) for gain, best in zip(row, ahead, strict=True)])
    block = totals[-1].index(max(totals[-1]))
    path = [block]
    for total in reversed(totals[:-1]):
        best_so_far = max(total[: block + 1])
        if best_so_far >= max(total) - jump_back_cost:
            block = total.index(best_so_far)  # the earliest best block at or before this one
        else:
            block = total.index(max(total))
        path.append(block)
    return path[::-1]


def _scaled(row: list[float]) -> list[float]:
    top = max(row)
    return [value / top for value in row] if top > 0 else row


def _neighbours(story: Words, scores: list[float], block: int) -> list[int]:
    """The chosen block with the adjacent ones (same scene) that score nearly as well."""
    floor = scores[block] * NEIGHBOUR_SHARE
    chosen = [block]
    for step in (-1, 1):
        current = block
        for _ in range(NEIGHBOURS):
            nearby = current + step
            if not 0 <= nearby < len(scores) or scores[nearby] < floor:
                break
            if abs(story.block_index[nearby] - story.block_index[current]) != 1:
                break  # a scene break (or an empty paragraph) in between
            chosen.append(nearby)
            current = nearby
    return sorted(chosen)


def _share(query: set[str], chosen: list[int], index: _Index, blocks: int) -> float:
    """Share of the query's idf weight found in the chosen blocks (unknown terms weigh most)."""
    if not query:
        return 0.0
    unseen = math.log(1 + (blocks + 0.5) / 0.5)
    present: set[str] = set()
    for block in chosen:
        present.update(index.counts[block])
    weights = {t: index.idf.get(t, unseen) for t in query}
    total = sum(weights.values())
    return sum(w for t, w in weights.items() if t in present) / total if total else 0.0
