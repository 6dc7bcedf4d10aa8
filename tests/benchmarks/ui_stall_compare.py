"""The "changes" scenario of ``ui_stall.py`` on a baseline checkout and on this tree, in turns.

    .venv/bin/python tests/benchmarks/ui_stall_compare.py --before /tmp/baseline [--pairs 2]

``--before`` is a checkout of the baseline (``git archive COMMIT | tar -x -C DIR``). Each pair
runs ``ui_stall.py --only changes --runs 3`` there, then here, so that both see the same load
on a shared machine; the figures printed are the medians over the pairs of each run's median
(wall-clock, and the GUI thread's own CPU time, which a busy machine disturbs less), both
trees', and the ratio after/before (below 1: faster now). What each action redrew is printed
as the last run of each tree counted it.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parents[2]
ACTIONS = ("one highlight among 500", "one verdict by key")
_WALL = re.compile(r"median\s+([\d.]+)")
_CPU = re.compile(r"GUI thread's own CPU: min\s+[\d.]+\s+median\s+([\d.]+)")


def run(root: Path, runs: int) -> tuple[dict[str, tuple[float, float]], list[str]]:
    """Each action's (wall median, GUI CPU median) in ms, and the redraw lines."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    script = root / "tests" / "benchmarks" / "ui_stall.py"
    command = [sys.executable, str(script), "--only", "changes", "--runs", str(runs)]
    lines = subprocess.run(
        command, cwd=root, env=env, capture_output=True, text=True, check=True
    ).stdout.splitlines()
    figures: dict[str, tuple[float, float]] = {}
    for number, line in enumerate(lines):
        for action in ACTIONS:
            if line.startswith(action) and number + 1 < len(lines):
                wall = _WALL.search(line)
                cpu = _CPU.search(lines[number + 1])
                if wall and cpu:
                    figures[action] = (float(wall.group(1)), float(cpu.group(1)))
    redraws = [line.strip() for line in lines if line.startswith("  one ")]
    return figures, redraws


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--before", type=Path, required=True, help="the baseline checkout")
    parser.add_argument("--pairs", type=int, default=2, help="turns of before, then after")
    parser.add_argument("--runs", type=int, default=3, help="ui_stall.py --runs, each turn")
    args = parser.parse_args()
    seen: dict[str, dict[str, list[tuple[float, float]]]] = {"before": {}, "after": {}}
    redrawn: dict[str, list[str]] = {}
    print(f"load average before: {os.getloadavg()[0]:.2f} (2 cores)", flush=True)
    for pair in range(args.pairs):
        for name, root in (("before", args.before), ("after", HERE)):
            figures, redrawn[name] = run(root, args.runs)
            for action, values in figures.items():
                seen[name].setdefault(action, []).append(values)
        print(f"pair {pair + 1}/{args.pairs} done", file=sys.stderr, flush=True)
    print(f"load average after: {os.getloadavg()[0]:.2f}")
    print(f"{args.pairs} pairs of {args.runs} runs (x10 actions a run); medians in ms")
    for action in ACTIONS:
        before, after = seen["before"].get(action), seen["after"].get(action)
        if not before or not after:
            print(f"{action}: not measured (before {bool(before)}, after {bool(after)})")
            continue
        for k, what in enumerate(("wall-clock", "GUI thread's CPU")):
            b = statistics.median(v[k] for v in before)
            a = statistics.median(v[k] for v in after)
            print(
                f"{action:<26} {what:<17} before {b:7.1f}  after {a:7.1f}  "
                f"ratio after/before {a / b:5.2f}"
            )
    for name in ("before", "after"):
        for line in redrawn.get(name, []):
            print(f"{name}: {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
