"""Longest shared word runs between a story and a summary, fast enough for a whole novel.

Every extractive measure (fragments, copied phrases, n-gram overlap, longest common substring)
reduces to one question asked at each summary position ``i``: what is the longest run of summary
words starting at ``i`` that also occurs somewhere in the story, and where does it first occur?
(The "matching statistics" of the summary against the story.)

Words are first mapped to single characters (one code point per distinct word), so a run of
words is a ``str`` slice and comparing or hashing runs happens in C. The story positions that can
still extend a match are then narrowed one length at a time: those whose next ``L`` words form an
``L``-word run of the summary. After two or three rounds only the story positions inside copied
passages are left, so a novel costs a couple of passes over the story, never a nested loop over
both texts. Runs that survive several rounds (long copies) are finished with ``str.find`` for
the run one word longer, which skips through the story in C (see :func:`_extend`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np

#: Rounds of one-word growth before the surviving runs are extended directly (see _extend).
_ROUNDS = 8
_SURROGATES = 0xD800
_SURROGATE_GAP = 0x800
_CODE_SPACE = 0x110000


def _char(index: int) -> str:
    return chr(index if index < _SURROGATES else index + _SURROGATE_GAP)


def encode(*texts: Sequence[str]) -> list[str]:
    """Each sequence of words as a string with one character per word, the same character for
    the same word in all of them."""
    codes: dict[str, str] = {}
    for words in texts:
        codes.update(dict.fromkeys(words, ""))
    for index, word in enumerate(codes):
        codes[word] = _char(index)
    return ["".join(map(codes.__getitem__, words)) for words in texts]


def encode_groups(groups: Iterable[str]) -> dict[str, str]:
    """A character per distinct group key (e.g. a stem), for :func:`encode`-like mapping."""
    return {key: _char(index) for index, key in enumerate(dict.fromkeys(groups))}


@dataclass(frozen=True)
class Matches:
    """For each summary position: the longest run starting there that the story also has
    (``length``, 0 when even the word is new) and the first story position where that run
    starts (``where``, -1 when ``length`` is 0)."""

    length: list[int]
    where: list[int]

    def longest(self) -> tuple[int, int]:
        """``(summary position, length)`` of the longest shared run (first one on ties)."""
        if not self.length:
            return 0, 0
        best = max(self.length)
        return self.length.index(best), best


def longest_matches(story: str, summary: str, limit: int | None = None) -> Matches:
    """Matching statistics of ``summary`` against ``story`` (both encoded, see :func:`encode`).

    With ``limit``, lengths are not followed beyond it (enough for n-grams up to ``limit``).
    """
    m = len(summary)
    length = [0] * m
    where = [-1] * m
    if not m or not story:
        return Matches(length, where)
    first_at = {c: story.find(c) for c in set(summary)}
    alive = [i for i, c in enumerate(summary) if first_at[c] >= 0]
    for i in alive:
        length[i] = 1
        where[i] = first_at[summary[i]]
    cap = m if limit is None else limit
    candidates: list[int] = []
    size = 1
    while alive and size < min(cap, _ROUNDS):
        size += 1
        runs = {summary[i : i + size] for i in alive if i + size <= m}
        # Every story occurrence of a summary run of this size begins with a run of size - 1,
        # so the survivors of the previous round are the only places to look.
        if size == 2:
            candidates = _pairs_in(story, runs)
        else:
            candidates = [k for k in candidates if story[k : k + size] in runs]
        first = {story[k : k + size]: k for k in reversed(candidates)}  # earliest wins
        alive = [i for i in alive if summary[i : i + size] in first]
        for i in alive:
            length[i] = size
            where[i] = first[summary[i : i + size]]
    if alive and size < cap:
        _extend(story, summary, cap, alive, length, where)
    return Matches(length, where)


def _pairs_in(story: str, pairs: set[str]) -> list[int]:
    """Story positions where one of the two-word ``pairs`` starts, found by numpy in one pass
    (a Python loop over a novel's 150,000 positions costs ~20 ms; this, ~2 ms)."""
    codes = np.frombuffer(story.encode("utf-32-le"), dtype=np.uint32).astype(np.int64)
    keys = codes[:-1] * _CODE_SPACE + codes[1:]
    wanted = np.fromiter(
        (ord(p[0]) * _CODE_SPACE + ord(p[1]) for p in pairs), dtype=np.int64, count=len(pairs)
    )
    return np.flatnonzero(np.isin(keys, wanted)).tolist()


def _extend(
    story: str, summary: str, cap: int, alive: list[int], length: list[int], where: list[int]
) -> None:
    """Finish the runs still alive after the rounds: long copies, followed to their end.

    Going on one word per round would slice every survivor once per word (quadratic in the
    length of a copied passage). Instead each run is grown by asking the story for the run one
    word longer (``str.find``, which skips through the story in C), and, where it is found, by
    comparing ever longer slices from there. The run at ``i`` is at least the run at ``i - 1``
    less its first word, so most runs need a single failed search to be known complete, and a
    text that repeats itself ("no, no, no, ...") cannot make this slow.
    """
    previous, previous_length = -2, 0
    for i in alive:
        known = length[i]
        if previous == i - 1:
            known = max(known, previous_length - 1)
        most = min(cap, len(summary) - i)
        while known < most:
            k = story.find(summary[i : i + known + 1])
            if k < 0:
                break
            grown = known + 1
            known = grown + _common_prefix(story, k + grown, summary, i + grown, most - grown)
        if known > length[i]:
            length[i], where[i] = known, story.find(summary[i : i + known])  # the earliest
        previous, previous_length = i, known


def _common_prefix(a: str, i: int, b: str, j: int, cap: int) -> int:
    """Length of the longest common prefix of ``a[i:]`` and ``b[j:]``, at most ``cap``."""
    most = min(len(a) - i, len(b) - j, cap)
    known, step = 0, 8
    while known < most:
        probe = min(known + step, most)
        if a[i + known : i + probe] == b[j + known : j + probe]:
            known, step = probe, step * 2
            continue
        high = probe - 1  # the first mismatch is somewhere in (known, probe]
        while known < high:
            middle = (known + high + 1) // 2
            if a[i + known : i + middle] == b[j + known : j + middle]:
                known = middle
            else:
                high = middle - 1
        break
    return known
