"""The export of a novel against a plain dump of the same rows (issue #29), in one run.

A library holds a 200,000-word story (the BooookScore release's summaries strung together, with
personal data sprinkled in), three summaries and a finished review. Each round writes, one
after the other, a plain dump of the rows the bundle draws on (manuscript, summaries, review,
answers, ranking, labels: ``SELECT *`` to JSON) and the bundle itself, with the story's text and
the summaries' text, scrubbed. Printed: CPU and wall seconds of each, min/median/max over the
rounds, and the ratio export/dump pair by pair. Goal: the export of a novel under 1 s CPU.
Also timed: the export right after the dialog's preview of the same options (what the writer's
click on Save costs; the preview runs when the dialog opens).

The detectors are loaded once before the rounds (that one-time load is printed apart as
"first export"; the export dialog starts it in the background when it opens), and each
round's export reads the texts afresh (the detectors' cache of texts already read is emptied
before it, as for a library that changed since the last export).

``--baseline DIR`` runs the same rounds with the code in DIR (a checkout of an older tree), in a
subprocess, and prints both. Run: ``PYTHONPATH=. .venv/bin/python
tests/benchmarks/export_speed.py [--rounds N] [--baseline DIR]``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import _setup

GOAL_CPU_S = 1.0
TABLES = ("manuscripts", "story_labels", "summaries", "reviews", "ratings", "feedback", "spans",
          "rankings")  # fmt: skip


def _library(root: Path) -> Any:
    from writerlens.services.library import Library

    summaries = [text for _n, text, _q in _setup.booookscore_summaries()]
    library = Library.open(root / "data")
    path = root / "long.txt"
    path.write_text("The Long Story\n\n" + _setup.novel(summaries), "utf-8")
    _setup.reviewed_story(library, path, summaries, feedback="Anna Quill thinks it reads well.")
    return library


def _dump(library: Any, path: Path) -> None:
    """The plain baseline: every row the bundle draws on, as JSON, written to a file."""
    conn = library.store.connection()
    data = {}
    for table in TABLES:
        cursor = conn.execute(f"SELECT * FROM {table}")
        names = [d[0] for d in cursor.description]
        data[table] = [dict(zip(names, row, strict=True)) for row in cursor]
    path.write_text(json.dumps(data, ensure_ascii=False), "utf-8")


def _forget_texts() -> None:
    """Empty what an export keeps of texts it read (an older tree keeps less)."""
    try:
        from writerlens.study.writer.anonymize import detectors

        detectors._find.cache_clear()
    except ImportError:  # a tree before the detectors
        pass
    import importlib

    for name in ("writerlens.services.export_source", "writerlens.services.export"):
        try:  # (the measures' cache moved to export_source; an older tree has it in export)
            kept = getattr(importlib.import_module(name), "_measured", None)
        except ImportError:
            continue
        if kept is not None:
            kept.cache_clear()


def _timed(work: Any) -> tuple[float, float]:
    cpu, wall = time.process_time(), time.perf_counter()
    work()
    return time.process_time() - cpu, time.perf_counter() - wall


def rounds(count: int) -> dict[str, Any]:
    from writerlens.services import export

    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        library = _library(root)
        options = export.ExportOptions(
            include_story_text=True, include_summary_text=True, names=("Anna Quill",)
        )
        first = _timed(lambda: export.export_bundle(library, root / "first.wlbundle", options))
        out: dict[str, Any] = {"first": first, "dump": [], "export": [], "after_preview": []}
        for n in range(count):
            out["dump"].append(_timed(lambda n=n: _dump(library, root / f"dump{n}.json")))
            _forget_texts()
            out["export"].append(
                _timed(lambda n=n: export.export_bundle(library, root / f"b{n}.wlbundle", options))
            )
            _forget_texts()
            export.preview_with_report(library, options)  # as the dialog does when it opens
            out["after_preview"].append(
                _timed(lambda n=n: export.export_bundle(library, root / f"c{n}.wlbundle", options))
            )
        library.close()
    return out


def _line(label: str, values: list[float]) -> str:
    return (
        f"  {label:<22} min {min(values):7.3f}  median {statistics.median(values):7.3f}  "
        f"max {max(values):7.3f}"
    )


def report(name: str, found: dict[str, Any]) -> float:
    dump_cpu = [c for c, _w in found["dump"]]
    export_cpu = [c for c, _w in found["export"]]
    ratios = [e / d for e, d in zip(export_cpu, dump_cpu, strict=True) if d > 0]
    print(f"{name}: {len(export_cpu)} rounds, alternating")
    print(f"  first export (detectors loaded): {found['first'][0]:.2f} s CPU, "
          f"{found['first'][1]:.2f} s wall")  # fmt: skip
    print(_line("plain dump, CPU s", dump_cpu))
    print(_line("export, CPU s", export_cpu))
    print(_line("export, wall s", [w for _c, w in found["export"]]))
    print(_line("ratio export/dump", ratios))
    after = [c for c, _w in found["after_preview"]]
    print(_line("export after preview", after))
    print(_line("  ratio to dump", [e / d for e, d in zip(after, dump_cpu, strict=True) if d]))
    return statistics.median(export_cpu)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--baseline", type=Path, help="a checkout of an older tree")
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.json:
        print("JSON " + json.dumps(rounds(args.rounds)))
        return 0
    before = None
    if args.baseline:
        env = {**os.environ, "PYTHONPATH": str(args.baseline)}
        done = subprocess.run(
            [sys.executable, __file__, "--json", "--rounds", str(args.rounds)],
            env=env,
            capture_output=True,
            text=True,
            check=False,
        )
        line = next((x for x in done.stdout.splitlines() if x.startswith("JSON ")), None)
        if line is None:
            print(done.stderr[-2000:])
        else:
            before = json.loads(line[5:])
    after = rounds(args.rounds)
    if before is not None:
        was = report(f"before ({args.baseline})", before)
    median = report("after (this tree)", after)
    if before is not None:
        print(f"median export CPU: {was:.2f} s -> {median:.2f} s ({median / was:.2f}x)")
    met = "met" if median < GOAL_CPU_S else "NOT met"
    print(f"goal: export of a novel under {GOAL_CPU_S:.0f} s CPU -> {met}")
    print(f"load average: {os.getloadavg()[0]:.2f}")
    return 0 if median < GOAL_CPU_S else 1


if __name__ == "__main__":
    raise SystemExit(main())
