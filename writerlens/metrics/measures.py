"""All automatic measures of one (story, summary) pair, bundled for the UI, the CLI and exports.

These are shown apart from the writer's own judgments, never mixed with them. The LLM judges
(coherence judging in the BooookScore manner, question probes) are :mod:`writerlens.judges`,
with their own result types; this bundle holds only what is computed on this machine, in well
under a second for a novel.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from writerlens.domain import CancelToken
from writerlens.metrics.alignment import SentenceAlignment, align
from writerlens.metrics.copying import DEFAULT_MIN_WORDS, CopiedPhrase, copied_phrases
from writerlens.metrics.extractive import ExtractiveStats, extractive_stats, surface_matches
from writerlens.metrics.readability import flesch_kincaid_grade
from writerlens.metrics.words import tokenize

#: Bumped when a measure's definition changes, so stored or exported figures say which they are.
#: 2: a word is the app's one definition ("well-known" and "3.5" are one word each, not two).
MEASURES_VERSION = 2

OnMeasureStep = Callable[[str], None]


@dataclass(frozen=True)
class SummaryMeasures:
    extractive: ExtractiveStats
    copied: tuple[CopiedPhrase, ...]
    min_copy_words: int
    reading_level: float | None  # the summary's Flesch-Kincaid grade
    story_reading_level: float | None
    alignment: tuple[SentenceAlignment, ...]
    summary_id: int | None = None
    manuscript_id: int | None = None

    def as_json(self) -> dict[str, Any]:
        return {
            "measures_version": MEASURES_VERSION,
            "summary_id": self.summary_id,
            "manuscript_id": self.manuscript_id,
            "extractive": self.extractive.as_json(),
            "copied_phrases": {
                "min_words": self.min_copy_words,
                "phrases": [c.as_json() for c in self.copied],
            },
            "reading_level": {
                "summary": self.reading_level,
                "story": self.story_reading_level,
                "scale": "Flesch-Kincaid grade",
            },
            "alignment": [a.as_json() for a in self.alignment],
        }


def measure(
    story_text: str,
    summary_text: str,
    min_copy_words: int = DEFAULT_MIN_WORDS,
    story_reading_level: float | None = None,
    progress: OnMeasureStep | None = None,
    cancel: CancelToken | None = None,
) -> SummaryMeasures:
    """Measure one summary against its story.

    ``story_reading_level`` is taken as given when known (the library stores it at import;
    measuring a novel's takes seconds), and measured otherwise.
    """
    say = progress or (lambda _message: None)

    def step(message: str) -> None:
        if cancel:
            cancel.raise_if_cancelled()
        say(message)

    step("Reading the story and the summary…")
    story, summary = tokenize(story_text), tokenize(summary_text)
    step("Looking for phrases the summary shares with the story…")
    matches = surface_matches(story, summary)
    extractive = extractive_stats(story, summary, matches)
    copied = copied_phrases(story, summary, matches, min_copy_words)
    step("Matching each summary sentence to the story…")
    alignment = align(story, summary_text)
    step("Measuring reading levels…")
    if story_reading_level is None:
        story_reading_level = flesch_kincaid_grade(story_text)
    return SummaryMeasures(
        extractive=extractive,
        copied=tuple(copied),
        min_copy_words=min_copy_words,
        reading_level=flesch_kincaid_grade(summary_text),
        story_reading_level=story_reading_level,
        alignment=tuple(alignment),
    )
