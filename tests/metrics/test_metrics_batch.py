"""The export's measures, computed for all of a story's summaries at once, are exactly the
figures each summary gets measured on its own (the review window's and the CLI's)."""

from __future__ import annotations

import json
from pathlib import Path

from writerlens.metrics.batch import measure_summaries
from writerlens.metrics.measures import measure


def test_measuring_together_gives_each_summary_its_own_figures(external: Path) -> None:
    books = json.loads((external / "booookscore" / "summary-gpt4-4096-inc.json").read_text("utf-8"))
    hier = json.loads((external / "booookscore" / "summary-gpt4-4096-hier.json").read_text("utf-8"))
    names = sorted(books)[:4]
    # a "story" made of one book's incremental summary and a few of another's sentences, and
    # summaries that copy from it (quoted and not), paraphrase it, or share nothing with it
    story = books[names[0]]["summary"] + "\n\n" + hier[names[1]]["summary"][:3000]
    quoted = f'She said "{story[200:400]}" and then {story[1000:1300]}'
    # (two summaries that copy one passage in halves: measured together, a copy must not run
    # on from the end of one into the next)
    a, b, c = (story.index(" ", at) + 1 for at in (500, 900, 1300))
    halves = [story[a:b], story[b:c]]
    summaries = [hier[names[0]]["summary"], quoted, books[names[2]]["summary"], "Nothing alike.",
                 *halves]  # fmt: skip
    together = measure_summaries(story, summaries)
    assert len(together) == len(summaries)
    for text, found in zip(summaries, together, strict=True):
        alone = measure(story, text, story_reading_level=1.0)
        assert found.extractive == alone.extractive
        assert found.copied_phrases == len(alone.copied)
    assert together[1].copied_phrases >= 1  # the unquoted copy is counted, so the test can fail
    assert together[3].extractive.coverage == 0.0


def test_no_summaries_reads_nothing() -> None:
    assert measure_summaries("A story.", []) == []
