"""Word tokens shared by every automatic measure, with code-point offsets found only on demand.

A word is what :data:`writerlens.texts.segment.WORD` says it is, the one definition the whole app
uses (word counts and summary lengths too): letters or digits with their combining accents,
joined by internal apostrophes or hyphens or by a point or comma between digits. "don’t",
"writer's", "well-known" and "3.5" are one word each, and punctuation is never a word. (The
measures once split "well-known" and "3.5" in two; ``MEASURES_VERSION`` 2 says they no longer
do.) Words are lower-cased and curly apostrophes are read as straight
ones, so "Don’t" and "don't" match. The story and the summary go through exactly this, so every
measure compares like with like.

A novel has ~200,000 words and the measures only ever need the offsets of a few dozen of them
(the copied passages), so the story is tokenized paragraph by paragraph with ``findall`` (fast,
no match objects) and a word's offsets are recovered later by re-scanning just its paragraph.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass, field

from writerlens.texts import paragraphs
from writerlens.texts.segment import WORD, without_underscores, word_pattern

__all__ = ["WORD", "Words", "normalise", "tokenize", "words_between"]


_JOIN = "\x00"  # cannot occur inside a word, so joining, lower-casing and splitting is lossless


@dataclass
class Words:
    """The normalised words of one text, and where each of them is in that text.

    ``blocks`` are the paragraphs that have words (code-point ``(start, end)``), ``block_index``
    their numbers in :func:`writerlens.texts.paragraphs`; ``block_first[b]`` is the index of the
    first word of block ``b`` (with the total word count appended), so a word's paragraph is one
    bisection away.
    """

    text: str
    words: list[str]
    blocks: list[tuple[int, int]]
    block_index: list[int]
    block_first: list[int]
    pattern: re.Pattern[str] = field(repr=False)
    #: :attr:`text` as the pattern searches it (underscores as spaces; same offsets)
    searched: str = field(default="", repr=False)
    _spans: dict[int, list[tuple[int, int]]] = field(default_factory=dict, repr=False)
    _distinct: list[str] | None = field(default=None, repr=False)

    def __len__(self) -> int:
        return len(self.words)

    def distinct(self) -> list[str]:
        """Each word once, in order of first use (stemming a novel is per distinct word)."""
        if self._distinct is None:
            self._distinct = list(dict.fromkeys(self.words))
        return self._distinct

    def block_of(self, index: int) -> int:
        """The paragraph (block number) that holds word ``index``."""
        return bisect_right(self.block_first, index) - 1

    def span(self, index: int) -> tuple[int, int]:
        """Code-point ``(start, end)`` of word ``index`` in :attr:`text`."""
        block = self.block_of(index)
        spans = self._spans.get(block)
        if spans is None:
            start, end = self.blocks[block]
            spans = [
                m.span() for m in self.pattern.finditer(self.searched or self.text, start, end)
            ]
            self._spans[block] = spans
        return spans[index - self.block_first[block]]

    def run_span(self, first: int, count: int) -> tuple[int, int]:
        """Code-point ``(start, end)`` from the start of word ``first`` to the end of the
        ``count``-th word from there (punctuation between them included)."""
        return self.span(first)[0], self.span(first + count - 1)[1]

    def all_spans(self) -> list[tuple[int, int]]:
        """Offsets of every word (for short texts such as summaries)."""
        return [self.span(i) for i in range(len(self.words))]


def tokenize(text: str) -> Words:
    """Split ``text`` into normalised words (see the module docstring)."""
    blocks: list[tuple[int, int]] = []
    block_index: list[int] = []
    block_first: list[int] = []
    raw: list[str] = []
    searched = without_underscores(text)
    pattern = _pattern(searched)
    for paragraph in paragraphs(text):
        found = pattern.findall(searched, paragraph.start, paragraph.end)
        if not found:
            continue
        blocks.append((paragraph.start, paragraph.end))
        block_index.append(paragraph.index)
        block_first.append(len(raw))
        raw.extend(found)
    block_first.append(len(raw))
    return Words(text, normalise(raw), blocks, block_index, block_first, pattern, searched)


def words_between(text: str, start: int, end: int) -> list[str]:
    """The normalised words of ``text[start:end]`` (one sentence, say)."""
    searched = without_underscores(text)
    return normalise(_pattern(searched[start:end]).findall(searched, start, end))


def normalise(words: list[str]) -> list[str]:
    """Lower-case and straighten apostrophes in one pass over the joined words (C speed)."""
    if not words:
        return []
    return _JOIN.join(words).lower().replace("’", "'").split(_JOIN)


def _pattern(text: str) -> re.Pattern[str]:
    return word_pattern(text)
