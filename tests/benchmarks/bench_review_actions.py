"""How long a review action takes, committed (synchronous=FULL), on the sample story.

Run: ``.venv/bin/python tests/benchmarks/bench_review_actions.py``. Prints the median and the
95th percentile per action and their ratio to the goal: an action the writer takes (a click on
an answer, a highlighted passage) must be on disk well within what feels instant, 50 ms.
"""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from writerlens.services.library import Library
from writerlens.services.review import ReviewSession

GOAL_MS = 50.0
ROUNDS = 60


def _measure(name: str, action: Callable[[int], object]) -> None:
    times = []
    for n in range(ROUNDS):
        began = time.perf_counter()
        action(n)
        times.append((time.perf_counter() - began) * 1000)
    times.sort()
    median = statistics.median(times)
    p95 = times[int(len(times) * 0.95) - 1]
    print(
        f"{name:<28} median {median:6.2f} ms  p95 {p95:6.2f} ms  "
        f"goal {GOAL_MS:.0f} ms  (p95/goal {p95 / GOAL_MS:.2f})"
    )


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        library = Library.open(Path(folder))
        sample = library.ensure_sample()
        assert sample is not None
        session = ReviewSession.open(library, sample.id, rng=random.Random(1))
        ids = [s.summary_id for s in session.state().summaries]
        text_len = min(len(s.text) for s in session.state().summaries)
        questions = session.questionnaire.question_ids

        _measure(
            "answer (upsert + commit)",
            # the value changes on every call: an unchanged row is not even written
            lambda n: session.answer(ids[n % 3], questions[n % 4], 1 + (n + n // 12) % 4),
        )
        spans: list[int] = []

        def add(n: int) -> None:
            start = (n * 37) % (text_len - 20)
            spans.append(session.add_span(ids[n % 3], start, start + 12, "coverage.vague").id)

        _measure("add_span (checks + commit)", add)
        _measure("edit_span comment", lambda n: session.edit_span(spans[n], comment=f"c{n}"))
        _measure("set_feedback", lambda n: session.set_feedback(ids[n % 3], "x" * (n + 1)))
        _measure("state() snapshot (60 spans)", lambda n: session.state())
        deleted = []
        _measure("delete_span", lambda n: deleted.append(session.delete_span(spans[n])))
        _measure("restore_span (undo)", lambda n: session.restore_span(deleted[n]))
        library.close()


if __name__ == "__main__":
    main()
