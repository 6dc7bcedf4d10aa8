"""A report's memory follows the work, not the number of bundles: the rows are spooled to disk
as the bundles are read, and only a few numbers per summary are ever held at once.

Counted with tracemalloc (Python's and numpy's allocations, not time): the peak of reading and
analysing 4N bundles may exceed that of N bundles by a few numbers per summary, far less than
the rows themselves would take. Each bundle here carries many highlighted passages and
answers (rows the report only counts), so that a report holding its rows, even as compact
typed columns, grows by several times the bound per bundle.
"""

from __future__ import annotations

import gc
import random
import tracemalloc
from collections.abc import Iterator
from typing import Any

import pytest
from study_builders import LABELS, synthetic_data

from writerlens.study.coordinator import row_table
from writerlens.study.coordinator.analysis import analyse
from writerlens.study.coordinator.dataset import build_dataset

#: Bundles of the smaller study; the larger one has four times as many.
N = 40
#: Spans added to each summary (rows the report counts by model and label only).
SPANS = 12
#: What the larger study may add to the peak, per bundle it adds. Each bundle has 15
#: summaries (a few numbers each in the statistics that need every value: means, scores,
#: ranks): about 1.3 KB here. Its rows (some 57 answers, 57 scores, 180 spans, ...) held as
#: compact typed columns, as the report did before it spooled them, added 25 KB.
BOUND_PER_BUNDLE = 6_000


def _bundles(count: int) -> Iterator[dict[str, Any]]:
    """``count`` writers' bundles, made one at a time (never all in memory)."""
    rng = random.Random(count)
    for number in range(count):
        participant = f"P{number:05d}"
        data = synthetic_data(rng, participant, stories=5)
        for review in data["reviews"]:
            review["spans"] = [
                {"id": f"a-{n}-{s['summary_id']}", "summary_id": s["summary_id"], "start": 0,
                 "end": 4, "quote": "Mara", "label_id": LABELS[n % len(LABELS)],
                 "antecedent_id": None}
                for s in review["summaries"]
                for n in range(SPANS)
            ]  # fmt: skip
        manifest = {"participant": participant, "study_id": "pilot", "instruments": {}}
        yield {"manifest": manifest, "data": data}


def _stories(count: int) -> Iterator[tuple[str, list[str]]]:
    for number in range(count):
        participant = f"P{number:05d}"
        yield participant, [f"s-{participant}-{s}" for s in range(5)]


def _peak(count: int) -> tuple[int, dict[str, Any]]:
    """The peak of Python's allocations while ``count`` bundles are read and analysed."""
    gc.collect()
    tracemalloc.start()
    try:
        report = analyse(build_dataset(_bundles(count), list(_stories(count))))
        return tracemalloc.get_traced_memory()[1], report
    finally:
        tracemalloc.stop()


def test_a_report_of_four_times_the_bundles_holds_a_few_numbers_more_per_summary(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # the columns read from the spool a chunk at a time: smaller chunks here, so that this
    # small study's chunks are full at N (a chunk is a constant, not a number of bundles)
    monkeypatch.setattr(row_table, "_CHUNK", 256)
    _peak(N)  # (imports and first-use caches out of the way)
    small, small_report = _peak(N)
    large, large_report = _peak(4 * N)
    # the studies were read and counted in full
    assert small_report["counts"]["bundles"] == N
    assert large_report["counts"]["bundles"] == 4 * N
    assert large_report["counts"]["spans"] == 4 * N * 15 * SPANS
    per_bundle = (large - small) / (3 * N)
    assert per_bundle < BOUND_PER_BUNDLE, (small, large, per_bundle)
