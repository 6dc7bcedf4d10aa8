"""How fast evidence is proposed for claims on a novel: a script, not a test.

    PYTHONPATH=. .venv/bin/python tests/benchmarks/claims_evidence.py

The book and the 1,000-word summary are those of ``metrics_speed.py`` (~190,000 tokens, about
140,000 words). The story is indexed once (``StoryIndex``), the summary aligned once (the first
claim pays for it), then each claim of the summary (one per sentence) gets its three proposed
passages. Goals: indexing the novel under 2 s (once per story, in a worker), and a claim's
proposal under 50 ms (the writer moves to the next claim and the passages are there).
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from metrics_speed import build_book, build_summary  # noqa: E402

from writerlens.claims.evidence import StoryIndex, propose_evidence  # noqa: E402
from writerlens.texts import sentences  # noqa: E402

INDEX_GOAL_S = 2.0
CLAIM_GOAL_MS = 50.0


def main() -> None:
    book, pool = build_book()
    summary = build_summary(book, pool)
    print(f"book: {len(book.split()):,} words; summary: {len(summary.split()):,} words")
    print(f"load average before: {os.getloadavg()}")
    began = time.perf_counter()
    index = StoryIndex(book)
    indexing = time.perf_counter() - began
    claims = [(summary[a:b], (a, b)) for a, b in sentences(summary)]
    began = time.perf_counter()
    index.alignment(summary)
    aligning = time.perf_counter() - began
    timings: list[float] = []
    for text, passage in claims:
        began = time.perf_counter()
        found = propose_evidence(index, text, summary, passage, limit=3)
        timings.append((time.perf_counter() - began) * 1000)
        assert all(book[e.start : e.end] == e.quote for e in found)
    timings.sort()
    median = timings[len(timings) // 2]
    worst = timings[-1]
    print(
        f"index the story once: {indexing:.2f} s (goal {INDEX_GOAL_S} s; "
        f"{indexing / INDEX_GOAL_S:.2f} of the goal)"
    )
    print(f"align the summary once: {aligning:.2f} s")
    print(
        f"{len(claims)} claims: median {median:.1f} ms, worst {worst:.1f} ms per claim "
        f"(goal {CLAIM_GOAL_MS:.0f} ms; worst is {worst / CLAIM_GOAL_MS:.2f} of the goal)"
    )
    print(f"load average after: {os.getloadavg()}")


if __name__ == "__main__":
    main()
