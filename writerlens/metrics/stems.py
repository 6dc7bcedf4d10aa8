"""English stems (Snowball "english", i.e. Porter2), remembered across measurements.

The n-gram overlap and the alignment compare "walked" with "walking", so every distinct word of
the story must be stemmed. snowballstemmer hands the work to PyStemmer (the C Snowball, ~0.2 µs a
word) when it is installed, as it is with WriterLens; its pure-Python fallback takes ~20 µs a
word, ~0.25 s for a novel's vocabulary. Either way the stems are kept for the life of the
process, so measuring a story's second and third summary costs almost nothing.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable

import snowballstemmer

#: Enough for the vocabulary of many novels; beyond it the memory is simply started afresh.
_MAX_REMEMBERED = 400_000
_remembered: dict[str, str] = {}
_local = threading.local()


def _stemmer() -> snowballstemmer.stemmer:
    # A Snowball stemmer keeps its working word in itself: one per thread.
    stemmer = getattr(_local, "stemmer", None)
    if stemmer is None:
        stemmer = _local.stemmer = snowballstemmer.stemmer("english")
    return stemmer


def stems(words: Iterable[str]) -> dict[str, str]:
    """The stem of each distinct (normalised, lower-case) word."""
    found: dict[str, str] = {}
    missing: list[str] = []
    for word in dict.fromkeys(words):
        known = _remembered.get(word)
        if known is None:
            missing.append(word)
        else:
            found[word] = known
    if missing:
        fresh = dict(zip(missing, _stemmer().stemWords(missing), strict=True))
        found.update(fresh)
        if len(_remembered) + len(fresh) > _MAX_REMEMBERED:
            _remembered.clear()
        _remembered.update(fresh)
    return found


def stem(word: str) -> str:
    return stems((word,))[word]


def forget() -> None:
    """Drop the remembered stems (for benchmarks that time a first measurement)."""
    _remembered.clear()
