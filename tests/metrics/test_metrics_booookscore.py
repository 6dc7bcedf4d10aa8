"""Real inputs: the human-annotated GPT-4 book summaries released with BooookScore.

They come without their books, so they test what does not need one: that our sentences agree
with the spans annotators marked, and that every measure holds together on real summaries when
one summary of a book (incremental updating) is measured against another (hierarchical merging).
"""

from __future__ import annotations

import json
from bisect import bisect_left, bisect_right
from pathlib import Path

import pytest

from writerlens.metrics.words import tokenize
from writerlens.services.metrics import measure_texts
from writerlens.texts import paragraphs, sentences


def load(external: Path, kind: str) -> dict[str, dict]:
    return json.loads((external / "booookscore" / f"summary-gpt4-4096-{kind}.json").read_text())


@pytest.mark.parametrize("kind", ["hier", "inc"])
def test_annotated_spans_fall_inside_our_sentences(external: Path, kind: str) -> None:
    # Annotators marked spans of a summary (a clause, a sentence, sometimes several sentences).
    # A span that our sentence splitter cuts where no sentence ends would show up as a span
    # over several of our sentences; measured: 90% (hier) and 96% (inc) lie inside one
    # sentence, 98-99% inside at most three (the rest are spans the annotators drew over
    # several sentences, and "D.C." read as a sentence end).
    books = load(external, kind)
    counts = {"one": 0, "few": 0, "all": 0}
    for book in books.values():
        text = book["summary"]
        spans = sentences(text)
        starts, ends = [s for s, _ in spans], [e for _, e in spans]
        for single in book["singles"]:
            at = text.find(single["span"])
            assert at >= 0, single["span"]
            first = bisect_right(ends, at)
            last = bisect_left(starts, at + len(single["span"])) - 1
            covered = last - first + 1
            counts["all"] += 1
            counts["one"] += covered == 1
            counts["few"] += covered <= 3
    assert counts["all"] > 200
    assert counts["one"] / counts["all"] >= 0.88
    assert counts["few"] / counts["all"] >= 0.97


def test_measures_hold_together_on_real_summaries(external: Path) -> None:
    hier, inc = load(external, "hier"), load(external, "inc")
    copies = 0
    for book in list(hier)[:12]:
        story, summary = hier[book]["summary"], inc[book]["summary"]
        m = measure_texts(story, summary, min_copy_words=4)
        e = m.extractive
        assert 0 < e.coverage <= 1 and e.density >= e.coverage
        assert sum(f.words for f in e.fragments) <= e.summary_words
        assert e.longest.words >= max(f.words for f in e.fragments)
        assert [g.found_percent for g in e.ngrams] == sorted(
            (g.found_percent for g in e.ngrams), reverse=True
        )
        copies += len(m.copied)
        for phrase in m.copied:  # the same words, where the offsets say
            assert phrase.words >= 4
            assert summary[phrase.summary_start : phrase.summary_end] == phrase.text
            assert story[phrase.story_start : phrase.story_end] == phrase.story_text
            copied = tokenize(phrase.text).words
            assert copied == tokenize(phrase.story_text).words and len(copied) == phrase.words
        story_paragraphs = paragraphs(story)
        assert len(m.alignment) == len(sentences(summary))
        for sentence in m.alignment:
            for index, (start, end) in zip(sentence.paragraphs, sentence.story_spans, strict=True):
                assert (story_paragraphs[index].start, story_paragraphs[index].end) == (start, end)
        json.dumps(m.as_json())
    assert copies > 50  # two summaries of one book share many phrases: the loop above ran
