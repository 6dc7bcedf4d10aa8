"""The metrics service: stored summaries, any two texts, and what goes wrong."""

from __future__ import annotations

import json

import pytest

from writerlens.domain import Cancelled, CancelToken, NotFound, SummaryStatus, WriterLensError
from writerlens.metrics.measures import MEASURES_VERSION
from writerlens.services.library import Library
from writerlens.services.metrics import measure_texts, measures_for_summary
from writerlens.store import library as rows


def test_measures_for_each_demo_summary_of_the_sample(library: Library) -> None:
    manuscript = library.install_sample()
    summaries = library.summaries(manuscript.id)
    by_quality = {}
    for summary in summaries:
        messages: list[str] = []
        m = measures_for_summary(library, summary.id, progress=messages.append)
        assert (m.summary_id, m.manuscript_id) == (summary.id, manuscript.id)
        assert m.story_reading_level == manuscript.reading_level
        assert m.reading_level is not None and m.min_copy_words == 5
        assert m.extractive.story_words > 3000 and 0 < m.extractive.coverage < 1
        assert len(messages) >= 3
        data = json.loads(json.dumps(m.as_json()))
        assert data["summary_id"] == summary.id and data["measures_version"] == MEASURES_VERSION
        by_quality[summary.params["quality"]] = m
    # The faithful demo retells the story closely; the vague one stays general.
    assert by_quality["faithful"].extractive.density > by_quality["vague"].extractive.density
    assert len(by_quality["faithful"].copied) > len(by_quality["vague"].copied)


def test_the_same_figures_from_texts_as_from_the_library(library: Library) -> None:
    manuscript = library.install_sample()
    summary = library.summaries(manuscript.id)[0]
    stored = measures_for_summary(library, summary.id, min_copy_words=4)
    direct = measure_texts(manuscript.text, summary.text, min_copy_words=4)
    assert direct.extractive == stored.extractive
    assert direct.copied == stored.copied and direct.alignment == stored.alignment
    assert direct.summary_id is None


def test_unknown_failed_and_badly_asked(library: Library) -> None:
    manuscript = library.install_sample()
    with pytest.raises(NotFound, match="no summary with id 999"):
        measures_for_summary(library, 999)
    failed = rows.insert_summary(
        library.store,
        manuscript_id=manuscript.id,
        provider="openai",
        model="m",
        strategy="whole",
        text="",
        status=SummaryStatus.FAILED,
        error="timeout",
    )
    with pytest.raises(WriterLensError, match="no text to measure"):
        measures_for_summary(library, failed)
    with pytest.raises(WriterLensError, match="at least one word"):
        measure_texts("a story", "a summary", min_copy_words=0)


def test_cancel_stops_before_the_work() -> None:
    token = CancelToken()
    token.cancel()
    with pytest.raises(Cancelled):
        measure_texts("A story.", "A summary.", cancel=token)


def test_texts_with_nothing_to_compare() -> None:
    no_story = measure_texts("", "A summary with words.")
    assert no_story.extractive.story_words == 0 and no_story.extractive.coverage == 0.0
    assert no_story.extractive.ngram(2).novel_percent == 100.0
    assert [a.paragraphs for a in no_story.alignment] == [()]
    assert no_story.story_reading_level is None and no_story.copied == ()
    no_words = measure_texts("A story.", "…!")
    assert no_words.extractive.compression is None and no_words.reading_level is None
    json.dumps(no_words.as_json())
