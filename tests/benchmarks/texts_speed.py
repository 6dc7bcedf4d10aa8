"""How fast a novel is read into the library's canonical text: a script, not a test.

    .venv/bin/python tests/benchmarks/texts_speed.py [--runs 5]

A ~195,000-word story in three layouts (blank-line paragraphs, one paragraph a line, wrapped at
72 columns) goes through ``normalize_text``; a ~200,000-word book through ``count_words``,
``sentences`` and ``paragraphs``. Each is timed against a baseline that touches every
character once (a plain ``str.split``), runs alternating, and the script prints min/median/max of
each and of the ratio, and the goal (under 1 s for a 200,000-word book; these were timed unit
tests until they failed on a busy machine).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import textwrap
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "texts"))

from test_normalize import long_paragraphs  # noqa: E402

from writerlens.texts.normalize import normalize_text  # noqa: E402
from writerlens.texts.segment import count_words, paragraphs, sentences  # noqa: E402

GOAL_SECONDS = 1.0


def timed(work: Callable[[], object]) -> float:
    started = time.perf_counter()
    work()
    return time.perf_counter() - started


def book() -> str:
    rng = random.Random(5)
    vocabulary = ["Mr.", "Dray", "said", "“Stop!”", "and", "then…", "she", "ran.", "It", "was"]
    vocabulary += ["3.5", "miles.", "Don’t", "well-known"]
    return "\n\n".join(
        " ".join(rng.choice(vocabulary) for _ in range(rng.randint(20, 150))) for _ in range(2300)
    )


def spread(values: list[float]) -> str:
    return f"min {min(values):.3f}  median {statistics.median(values):.3f}  max {max(values):.3f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    story = long_paragraphs(3000, seed=11)
    layouts = {
        "blank-line paragraphs": "\n\n".join(story),
        "one paragraph a line": "\n".join(story),
        "wrapped at 72": "\n\n".join(textwrap.fill(p, 72) for p in story),
    }
    the_book = book()
    cases: dict[str, tuple[str, Callable[[], object]]] = {
        f"normalize ({name})": (raw, lambda raw=raw: normalize_text(raw))
        for name, raw in layouts.items()
    }
    cases["count words + sentences + paragraphs"] = (
        the_book,
        lambda: (count_words(the_book), sentences(the_book), paragraphs(the_book)),
    )
    worst = 0.0
    for name, (text, work) in cases.items():
        ours: list[float] = []
        base: list[float] = []
        for _ in range(args.runs):
            ours.append(timed(work))
            base.append(timed(text.split))
        ratios = [o / b for o, b in zip(ours, base, strict=True)]
        worst = max(worst, statistics.median(ours))
        print(f"{name} ({len(text.split()):,} words)")
        print(f"  WriterLens s: {spread(ours)}")
        print(f"  str.split  s: {spread(base)}")
        print(f"  ratio:        {spread(ratios)}")
    verdict = "met" if worst < GOAL_SECONDS else "NOT met"
    print(f"slowest median {worst:.3f} s vs goal {GOAL_SECONDS:.1f} s: {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
