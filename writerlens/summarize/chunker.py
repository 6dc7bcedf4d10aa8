"""Cut a story into parts that each fit a model's budget, losing no character of it.

Parts follow the story's own joints: whole paragraphs are packed greedily; a paragraph too long
for one part is cut at sentence ends, a sentence too long at commas (or semicolons, colons,
dashes), a clause too long at spaces. A single word longer than a whole part is kept whole (it
then exceeds the budget: cutting inside a word helps no model).

Chunks are code-point spans. What lies between two chunks (and before the first, after the
last) is whitespace only, so ``text[:c0.start] + c0 + text[c0.end:c1.start] + c1 + ...``
rebuilds the story exactly and a summary's merge tree can point back into the text.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from writerlens.texts import paragraphs, sentences

CountTokens = Callable[[str], int]

DEFAULT_CHUNK_TOKENS = 2048

_CLAUSE_END = re.compile(r"[,;:—–](?=\s)|[,;:]")
_SPACE = re.compile(r"\s+")


@dataclass(frozen=True)
class Chunk:
    index: int
    start: int
    end: int
    tokens: int

    def text(self, story: str) -> str:
        return story[self.start : self.end]


def chunk_text(
    text: str, count_tokens: CountTokens, max_tokens: int = DEFAULT_CHUNK_TOKENS
) -> list[Chunk]:
    """Greedy chunks of at most ``max_tokens`` (as ``count_tokens`` counts them)."""
    if max_tokens < 1:
        raise ValueError("max_tokens must be positive")
    units = _pack(text, list(_units(text, count_tokens, max_tokens)), count_tokens, max_tokens)
    return [Chunk(index=i, start=a, end=b, tokens=t) for i, (a, b, t) in enumerate(units)]


Unit = tuple[int, int, int]  # start, end, tokens


def _pack(text: str, units: list[Unit], count: CountTokens, budget: int) -> list[Unit]:
    """Join neighbouring units greedily while the joined text stays within budget.

    Token counts are not quite additive (a paragraph break may merge with what follows), so
    the running sum plus one token per join is only a guide: when it says "too big", the joined
    text is counted for real before giving up, and what is kept is always a real count.
    """
    packed: list[Unit] = []
    i = 0
    while i < len(units):
        start, end, total = units[i]
        j = i + 1
        while j < len(units):
            guess = total + 1 + units[j][2]
            if guess > budget:
                guess = count(text[start : units[j][1]])
                if guess > budget:
                    break
            total, end, j = guess, units[j][1], j + 1
        if j - i > 1:
            total = count(text[start:end])
            while total > budget and j - i > 1:  # the guesses undercounted: give units back
                j -= 1
                end = units[j - 1][1]
                total = count(text[start:end]) if j - i > 1 else units[i][2]
        packed.append((start, end, total))
        i = j
    return packed


def _units(text: str, count: CountTokens, budget: int) -> Iterator[Unit]:
    """Pieces no chunk boundary may fall inside: paragraphs, or parts of long ones."""
    for para in paragraphs(text):
        start, end = _strip(text, para.start, para.end)
        if start >= end:
            continue
        tokens = count(text[start:end])
        if tokens <= budget:
            yield start, end, tokens
        else:
            yield from _split(text, start, end, count, budget, level=0)


def _split(
    text: str, start: int, end: int, count: CountTokens, budget: int, level: int
) -> list[Unit]:
    """Cut ``text[start:end]`` at the joints of ``level`` and pack the pieces up to budget.

    Packing here too makes a long paragraph a few budget-sized runs of sentences rather than
    hundreds of one-sentence units.
    """
    cuts = _cuts(text, start, end, level)
    pieces: list[Unit] = []
    for a, b in zip([start, *cuts], [*cuts, end], strict=True):
        a, b = _strip(text, a, b)
        if a >= b:
            continue
        tokens = count(text[a:b])
        if tokens > budget and level < 2:
            pieces.extend(_split(text, a, b, count, budget, level + 1))
        else:
            pieces.append((a, b, tokens))
    return _pack(text, pieces, count, budget)


def _cuts(text: str, start: int, end: int, level: int) -> list[int]:
    """Offsets strictly inside (start, end) where the span may be cut at this level."""
    if level == 0:
        found = [e for _, e in sentences(text, start, end)]
    elif level == 1:
        found = [m.end() for m in _CLAUSE_END.finditer(text, start, end)]
    else:
        found = [m.start() for m in _SPACE.finditer(text, start, end)]
    return sorted({c for c in found if start < c < end})


def _strip(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end
