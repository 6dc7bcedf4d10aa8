"""Phrases a summary copies from the story without quotation marks.

A copied phrase is a maximal run of at least ``min_words`` consecutive summary words (5 by
default) that the story also has, word for word (lower-cased, punctuation ignored). Words inside
quotation marks in the summary are quoted, not copied (see :mod:`writerlens.metrics.quotes`): a
run that is partly quoted keeps only its unquoted part, and only if that is still long enough.

From the matching statistics, the run starting at summary word ``i`` is ``[i, i + length[i])``,
and these runs end in non-decreasing order (``length[i + 1] >= length[i] - 1``), so run ``i`` is
maximal exactly when it ends later than run ``i - 1``. Two maximal runs may overlap when the
summary stitches together copies of two different story passages; each is reported with its own
passage.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from writerlens.metrics.matching import Matches
from writerlens.metrics.quotes import inside, quoted_spans
from writerlens.metrics.words import Words

DEFAULT_MIN_WORDS = 5


@dataclass(frozen=True)
class CopiedPhrase:
    """One copied run, with code-point offsets into the summary and into the story."""

    words: int
    summary_start: int
    summary_end: int
    story_start: int
    story_end: int
    text: str  # as it reads in the summary
    story_text: str  # the story passage it comes from

    def as_json(self) -> dict[str, Any]:
        return {
            "words": self.words,
            "text": self.text,
            "summary_span": [self.summary_start, self.summary_end],
            "story_text": self.story_text,
            "story_span": [self.story_start, self.story_end],
        }


def copied_phrases(
    story: Words, summary: Words, matches: Matches, min_words: int = DEFAULT_MIN_WORDS
) -> list[CopiedPhrase]:
    """Every maximal unquoted run of ``min_words`` or more words copied from the story."""
    if min_words < 1:
        raise ValueError("min_words must be at least 1")
    quotes = quoted_spans(summary.text)
    spans = summary.all_spans()
    quoted = [inside(quotes, start, end) for start, end in spans]
    found: list[CopiedPhrase] = []
    i = 0
    while i < len(spans):  # one stretch of unquoted words at a time
        if quoted[i]:
            i += 1
            continue
        stretch_end = i
        while stretch_end < len(spans) and not quoted[stretch_end]:
            stretch_end += 1
        previous = 0
        for j in range(i, stretch_end):
            run = min(matches.length[j], stretch_end - j)
            if run >= min_words and run >= previous:
                found.append(_phrase(story, summary, j, matches.where[j], run))
            previous = run
        i = stretch_end
    return found


def _phrase(story: Words, summary: Words, at: int, story_at: int, words: int) -> CopiedPhrase:
    summary_start, summary_end = summary.run_span(at, words)
    story_start, story_end = story.run_span(story_at, words)
    return CopiedPhrase(
        words=words,
        summary_start=summary_start,
        summary_end=summary_end,
        story_start=story_start,
        story_end=story_end,
        text=summary.text[summary_start:summary_end],
        story_text=story.text[story_start:story_end],
    )
