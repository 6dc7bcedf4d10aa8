"""Reading level of a story (Flesch-Kincaid grade), shown beside the writer's style labels.

textstat counts words, sentences and syllables with regular expressions over the whole text;
on a novel one such call holds Python's GIL for a quarter of a second, which the app's window
would feel as a freeze while a worker imports. The counts add up, so they are taken paragraph
batch by paragraph batch and combined with textstat's own formula.

A "word" longer than any English word (a hostile file of one 16 MB word, a pasted URL or hash)
is not handed to textstat, whose hyphenation of it took minutes: it counts as one word with a
syllable per three letters.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

#: Above this the "grade" says only that the text has no sentence ends (one run-on paragraph of
#: a million words scores about a million): such a text has no reading level to show or export.
_HIGHEST_GRADE = 100.0
_BATCH_CHARS = 8_000
_LONGEST_WORD = 45
#: a run without spaces longer than any word, tried only where a run starts (linear)
_OVERLONG = re.compile(rf"(?<!\S)\S{{{_LONGEST_WORD + 1},}}")


def flesch_kincaid_grade(text: str) -> float | None:
    """US school grade; None for a text with no words, or with no sentences to speak of
    (nothing to measure)."""
    if not any(ch.isalpha() for ch in text):
        return None
    # textstat (and the pronunciation table) when a text is first measured, not at start
    from textstat.backend.counts._count_sentences import count_sentences
    from textstat.backend.counts._count_words import count_words

    from writerlens.metrics.syllables import count_syllables

    words = sentences = syllables = 0
    for batch in _batches(text):
        if _OVERLONG.search(batch):
            for run in _OVERLONG.findall(batch):
                words += 1
                syllables += max(1, min(len(run), _LONGEST_WORD) // 3)
            batch = _OVERLONG.sub(" ", batch)
        words += count_words(batch)
        sentences += count_sentences(batch)
        syllables += count_syllables(batch)
    if words == 0 or sentences == 0:
        return None
    grade = 0.39 * (words / sentences) + 11.8 * (syllables / words) - 15.59
    return round(grade, 1) if grade <= _HIGHEST_GRADE else None


def _batches(text: str) -> Iterator[str]:
    """Whole paragraphs, about _BATCH_CHARS at a time (sentences never straddle a batch)."""
    start = 0
    while start < len(text):
        end = text.find("\n\n", start + _BATCH_CHARS)
        end = len(text) if end < 0 else end
        yield text[start:end]
        start = end + 2
