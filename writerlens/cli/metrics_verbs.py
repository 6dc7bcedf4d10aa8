"""The ``metrics`` verb: how a summary reuses a story's words, for any two files."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

from writerlens.cli.output import EXIT_FAILED, EXIT_OK, print_json, say
from writerlens.domain import WriterLensError
from writerlens.services.metrics import SummaryMeasures, measure_files
from writerlens.texts import SUPPORTED_EXTENSIONS


def add_verbs(verb: Callable[[str, str], argparse.ArgumentParser]) -> None:
    metrics = verb("metrics", "measure how a summary reuses a story's words (any two files)")
    metrics.add_argument(
        "--story",
        type=Path,
        required=True,
        metavar="FILE",
        help="the story (" + ", ".join(SUPPORTED_EXTENSIONS) + ")",
    )
    metrics.add_argument(
        "--summary", type=Path, required=True, metavar="FILE", help="the summary (a text file)"
    )
    metrics.add_argument(
        "--min-copy-words",
        type=int,
        default=5,
        metavar="N",
        help="list copied phrases of at least N words (default: 5)",
    )


def run_metrics(args: argparse.Namespace) -> int:
    try:
        measures = measure_files(args.story, args.summary, args.min_copy_words)
    except WriterLensError as exc:
        say(exc.message, error=True)
        return EXIT_FAILED
    if args.json:
        print_json({"story": args.story.name, "summary": args.summary.name, **measures.as_json()})
    else:
        print(_metrics_report(args.story.name, args.summary.name, measures))
    return EXIT_OK


def _metrics_report(story: str, summary: str, m: SummaryMeasures) -> str:
    e = m.extractive

    def grade(level: float | None) -> str:
        return "—" if level is None else f"grade {level:.1f}"

    compression = "—" if e.compression is None else f"{e.compression:.1f}"
    novel = "  ".join(f"{g.n}-grams {g.novel_percent:.1f}%" for g in e.ngrams)
    lines = [
        f"Story:    {story}: {e.story_words:,} words",
        f"Summary:  {summary}: {e.summary_words:,} words",
        "",
        "Extractive statistics (Grusky et al., 2018)",
        f"  Coverage     {e.coverage:.2f}  share of summary words inside copied fragments",
        f"  Density      {e.density:.2f}  average squared length of those fragments",
        f"  Compression  {compression}  story words per summary word",
        f"  Novel n-grams (stemmed): {novel}",
        f"  Longest shared run: {e.longest.words} words"
        + (f": “{_one_line(e.longest.text)}”" if e.longest.words else ""),
        "",
        f"Copied phrases ({m.min_copy_words}+ words, outside quotation marks): {len(m.copied)}",
    ]
    for number, phrase in enumerate(m.copied, 1):
        lines.append(f"  {number}. “{_one_line(phrase.text)}” ({phrase.words} words)")
        lines.append(f"     story: “{_one_line(phrase.story_text)}”")
    lines += [
        "",
        "Reading level (Flesch-Kincaid): "
        f"summary {grade(m.reading_level)}, story {grade(m.story_reading_level)}",
    ]
    return "\n".join(lines)


def _one_line(text: str) -> str:
    return " ".join(text.split())
