"""How fast the automatic measures are on a novel: a script, not a test.

    .venv/bin/python tests/benchmarks/metrics_speed.py

Builds a deterministic ~190,000-token book (the BooookScore GPT-4 summaries from
../shared/external when present, then variations of the sample story) and a 1,000-word summary
of it (sentences from the other set of BooookScore summaries of the same books, which share
names and some phrasing, plus a few phrases copied word for word). Prints the best of several
runs of each measure, and the extractive statistics against their goal (200 ms).

"Cold" is the first measurement in a fresh process: the book's ~12,000 distinct words are
stemmed once (PyStemmer, the C Snowball, well under 1 µs a word) and remembered, so every later
summary of the same book, or of another, is "warm".
"""

from __future__ import annotations

import json
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from writerlens.metrics import stems  # noqa: E402
from writerlens.metrics.alignment import align  # noqa: E402
from writerlens.metrics.copying import copied_phrases  # noqa: E402
from writerlens.metrics.extractive import (  # noqa: E402
    ExtractiveStats,
    extractive_stats,
    surface_matches,
)
from writerlens.metrics.measures import measure  # noqa: E402
from writerlens.metrics.words import tokenize  # noqa: E402
from writerlens.resources import resource_path  # noqa: E402
from writerlens.texts import read_document, sentences  # noqa: E402
from writerlens.texts.tokens import count_tokens  # noqa: E402

EXTERNAL = ROOT.parent / "shared" / "external" / "booookscore"
BOOK_TOKENS = 190_000
SUMMARY_WORDS = 1_000
GOAL_MS = 200.0
RUNS = 5
T = TypeVar("T")


def _booookscore(kind: str) -> dict[str, Any]:
    path = EXTERNAL / f"summary-gpt4-4096-{kind}.json"
    return json.loads(path.read_text("utf-8")) if path.is_file() else {}


def build_book() -> tuple[str, list[str]]:
    """The book, and the sentences a summary of it is drawn from."""
    hier, inc = _booookscore("hier"), _booookscore("inc")
    sample = read_document(resource_path("samples", "the-lamplighters-ledger.md")).text
    chapters = [hier[name]["summary"] for name in hier]
    rng = random.Random(190)
    names = ["Walter", "Mara", "Tomas", "Edith", "Ansel", "Ruth", "Idris", "Nell"]
    variation = 0
    while count_tokens("\n\n".join(chapters)) < BOOK_TOKENS:
        variation += 1
        swapped = sample.replace("Walter", rng.choice(names)).replace(
            "Keldwick", f"Keld{variation}"
        )
        paragraphs = swapped.split("\n\n")
        rng.shuffle(paragraphs)  # same words, different runs between paragraphs
        chapters.append(f"Chapter {variation}\n\n" + "\n\n".join(paragraphs))
    book = "\n\n".join(chapters)
    if inc:
        pool = [s for name in inc for s in _sentences(inc[name]["summary"])]
    else:
        demos = json.loads(resource_path("samples", "demo_summaries.json").read_text("utf-8"))
        pool = [s for d in demos["summaries"] for s in _sentences(d["text"])]
    return book, pool


def _sentences(text: str) -> list[str]:
    return [text[a:b] for a, b in sentences(text)]


def build_summary(book: str, pool: list[str]) -> str:
    rng = random.Random(1000)
    book_words = book.split()
    picked: list[str] = []
    words = 0
    step = max(1, len(pool) // 60)
    for index in range(0, len(pool), step):
        if words >= SUMMARY_WORDS:
            break
        sentence = pool[index]
        if len(picked) % 6 == 5:  # now and then, a phrase lifted from the book as it stands
            at = rng.randrange(len(book_words) - 12)
            sentence = "Then " + " ".join(book_words[at : at + 9]).strip(".,;") + "."
        picked.append(sentence)
        words += len(sentence.split())
    return " ".join(" ".join(picked).split()[:SUMMARY_WORDS]) + "."


def best_of(runs: int, work: Callable[[], T]) -> tuple[float, T]:
    """The fastest of ``runs`` runs, in milliseconds, and the result."""
    timings: list[float] = []
    for _ in range(runs):
        began = time.perf_counter()
        result = work()
        timings.append(time.perf_counter() - began)
    return min(timings) * 1000, result


def main() -> None:
    book, pool = build_book()
    summary = build_summary(book, pool)
    print(f"book: {count_tokens(book):,} tokens, {len(tokenize(book)):,} words")
    print(f"summary: {len(summary.split()):,} words")
    print()

    def extractive() -> ExtractiveStats:
        return extractive_stats(tokenize(book), tokenize(summary))

    stems.forget()
    cold, _ = best_of(1, extractive)
    warm, figures = best_of(RUNS, extractive)
    for label, ms in ((f"warm (best of {RUNS})", warm), ("cold (first run)", cold)):
        print(
            f"extractive statistics, {label:<17} {ms:7.1f} ms   goal {GOAL_MS:.0f} ms   "
            f"ratio {ms / GOAL_MS:.2f}"
        )

    story_words, summary_words = tokenize(book), tokenize(summary)
    tokenizing, _ = best_of(RUNS, lambda: tokenize(book))
    matching, matches = best_of(RUNS, lambda: surface_matches(story_words, summary_words))
    copying, copied = best_of(RUNS, lambda: copied_phrases(story_words, summary_words, matches))
    aligning, alignment = best_of(RUNS, lambda: align(story_words, summary))
    # A known story reading level (stored at import) skips textstat's seconds on a novel.
    everything, _ = best_of(RUNS, lambda: measure(book, summary, story_reading_level=5.0))
    print(f"  of which tokenizing the book {tokenizing:.1f} ms, longest matches {matching:.1f} ms")
    print(f"copied phrases, given the matches:         {copying:7.1f} ms   ({len(copied)} found)")
    print(f"alignment of {len(alignment)} sentences:            {aligning:7.1f} ms   goal 1000 ms")
    print(f"all measures (reading level of story known): {everything:5.1f} ms")
    print()
    print(
        f"coverage {figures.coverage:.3f}  density {figures.density:.2f}  "
        f"compression {figures.compression or 0:.1f}  "
        f"novel bigrams {figures.ngram(2).novel_percent:.1f}%  "
        f"longest shared run {figures.longest.words} words"
    )


if __name__ == "__main__":
    main()
