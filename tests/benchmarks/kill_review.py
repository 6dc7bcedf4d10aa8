"""Kill the app mid-review, many times: every action the window acknowledged must survive.

    .venv/bin/python tests/benchmarks/kill_review.py [COUNT] [--seed N] [--fresh]

Each round copies a library holding the sample story, starts the review window on it in a
child process (:mod:`kill_review_worker` drives the real widgets and prints ``ACK n`` once step
n is saved), SIGKILLs the child at a random moment (a random number of acknowledged steps, then
0-15 ms: between two steps or inside one), reopens the library with the services and checks
that every acknowledged step is there. Printed: the kills, the acknowledged actions checked,
the lost ones (goal 0), and those found done although they had not started yet (goal 0).

By default each child is forked from this process after everything is imported (a cold start
of Python, Qt, and the review window's imports takes seconds; the child still creates its own
QApplication, opens the library and builds the window, and nothing is open across the fork).
``--fresh`` starts each child as a new interpreter instead, exactly as a writer's app starts.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # no BLAS threads at the fork (scipy)

import argparse
import contextlib
import io
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import kill_review_worker as worker

from writerlens.services.library import Library
from writerlens.services.review import ReviewSession

WORKER = Path(worker.__file__)
GOAL_LOST = 0
MAX_DELAY = 0.015  # seconds after the chosen ACK: lands between two steps or inside one


class Child:
    """One worker process: its stdout lines, and SIGKILL."""

    def __init__(self, data_dir: Path, fresh: bool) -> None:
        self.errors_path = data_dir / "worker-stderr.txt"
        self.process: subprocess.Popen[str] | None = None
        if fresh:
            with self.errors_path.open("w") as errors:
                self.process = subprocess.Popen(
                    [sys.executable, str(WORKER), str(data_dir)],
                    stdout=subprocess.PIPE,
                    stderr=errors,
                    text=True,
                )
            assert self.process.stdout is not None
            self.pid = self.process.pid
            self.stream: io.TextIOBase = self.process.stdout
            return
        sys.stdout.flush()
        sys.stderr.flush()
        read_end, write_end = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child: its stdout is the pipe, its stderr a file
            try:
                os.close(read_end)
                os.dup2(write_end, 1)
                os.dup2(os.open(self.errors_path, os.O_WRONLY | os.O_CREAT, 0o644), 2)
                sys.stdout = open(1, "w", buffering=1, closefd=False)  # noqa: SIM115
                sys.stderr = open(2, "w", buffering=1, closefd=False)  # noqa: SIM115
                worker.main(data_dir)  # ends with os._exit(0)
            except BaseException:
                traceback.print_exc()
            finally:
                os._exit(1)
        os.close(write_end)
        self.pid = pid
        self.stream = open(read_end, encoding="utf-8")  # noqa: SIM115

    def kill(self) -> None:
        with contextlib.suppress(ProcessLookupError):  # it had already ended
            os.kill(self.pid, signal.SIGKILL)

    def wait(self) -> int:
        """The exit code (negative: the signal that ended it); closes the pipe."""
        if self.process is not None:
            code = self.process.wait(timeout=60)
        else:
            _pid, status = os.waitpid(self.pid, 0)
            code = os.waitstatus_to_exitcode(status)
        self.stream.close()
        return code

    def errors(self) -> str:
        return self.errors_path.read_text(errors="replace") if self.errors_path.exists() else ""


def run_and_kill(data_dir: Path, kill_after: int, delay: float, fresh: bool) -> tuple[int, bool]:
    """Run a child; SIGKILL it ``delay`` s after its ACK number ``kill_after``. Returns the last
    step it acknowledged (-1: none) and whether it finished the whole script first."""
    child = Child(data_dir, fresh)
    acked, finished = -1, False
    if kill_after < 0:  # while the window is being built: before anything is acknowledged
        time.sleep(delay * 20)
        child.kill()

    def note(line: str) -> None:
        nonlocal acked, finished
        if line.startswith("ACK "):
            acked = int(line.split()[1])
        elif line.strip() == "DONE":
            finished = True

    while kill_after >= 0:
        line = child.stream.readline()
        if not line:
            break
        note(line)
        if finished:
            break
        if acked >= kill_after:
            time.sleep(delay)
            break
    if not finished:
        child.kill()
    # Every line printed before the kill is in the pipe: read them (not communicate(), which
    # would skip what readline() already buffered). An ACK there was acknowledged too.
    for line in child.stream.read().splitlines():
        note(line)
    code = child.wait()
    if not finished and code != -signal.SIGKILL:
        raise RuntimeError(f"the worker ended by itself (exit {code}):\n{child.errors()}")
    if finished and code not in (0, -signal.SIGKILL):
        raise RuntimeError(f"the worker failed after DONE (exit {code}):\n{child.errors()}")
    return acked, finished


@dataclass
class Tally:
    kills: int = 0
    finished: int = 0
    checked: int = 0
    lost: list[str] = field(default_factory=list)
    early: list[str] = field(default_factory=list)
    in_flight: Counter[str] = field(default_factory=Counter)


def check(data_dir: Path, sample_id: int, acked: int, steps: list[worker.Step]) -> Tally:
    """What survived, against what was acknowledged: steps 1..acked must be there, step
    acked+1 (in flight when the kill came) may or may not, none after it may be."""
    tally = Tally()
    library = Library.open(data_dir)
    try:
        session = ReviewSession.existing(library, sample_id)
        if acked < 0:
            return tally  # killed before the review was acknowledged: either way is fine
        if session is None:
            tally.lost.append("the review itself (ACK 0)")
            return tally
        state = session.state()
        for number, step in enumerate(steps, start=1):
            if number <= acked:
                if step.undone_by is not None and step.undone_by <= acked + 1:
                    continue  # reversed by a later acknowledged (or in-flight) step
                tally.checked += 1
                if not step.done(state):
                    tally.lost.append(f"step {number} ({step.name}) after ACK {acked}")
            elif number == acked + 1:
                if step.appears:
                    tally.in_flight["saved" if step.done(state) else "not saved"] += 1
            elif step.appears and step.done(state):
                tally.early.append(f"step {number} ({step.name}) after ACK {acked}")
    finally:
        library.close()
    return tally


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("count", nargs="?", type=int, default=100, help="kills (default 100)")
    parser.add_argument("--seed", type=int, default=None, help="repeat a run")
    parser.add_argument("--fresh", action="store_true", help="a new interpreter per kill")
    args = parser.parse_args()
    seed = args.seed if args.seed is not None else random.randrange(2**32)
    rng = random.Random(seed)
    steps = worker.script()
    total = Tally()
    where: Counter[str] = Counter()
    began = time.monotonic()
    with tempfile.TemporaryDirectory() as tmp:
        template = Path(tmp) / "template"
        library = Library.open(template)
        sample = library.ensure_sample()
        assert sample is not None
        library.close()  # nothing open across the forks
        for round_ in range(args.count):
            data_dir = Path(tmp) / f"run-{round_}"
            shutil.copytree(template, data_dir)
            kill_after = rng.randrange(-1, len(steps) + 1)
            # Half the kills come within 3 ms of an ACK: inside the next step's write, often.
            delay = rng.uniform(0, 0.003 if rng.random() < 0.5 else MAX_DELAY)
            acked, finished = run_and_kill(data_dir, kill_after, delay, args.fresh)
            tally = check(data_dir, sample.id, acked, steps)
            total.kills += not finished
            total.finished += finished
            total.checked += tally.checked
            total.lost += tally.lost
            total.early += tally.early
            total.in_flight += tally.in_flight
            where["finished" if finished else "before ACK 0" if acked < 0 else "mid-review"] += 1
            shutil.rmtree(data_dir)
            if (round_ + 1) % 10 == 0:
                print(f"  {round_ + 1}/{args.count} rounds", file=sys.stderr, flush=True)
    elapsed = time.monotonic() - began
    lost = len(total.lost)
    mode = "fresh" if args.fresh else "forked"
    verdict = "met" if lost <= GOAL_LOST else "MISSED"
    print(f"seed {seed}; {args.count} rounds in {elapsed:.0f} s ({mode} children)")
    print(
        f"kills: {total.kills} ({where['mid-review']} mid-review, {where['before ACK 0']} before "
        f"the review was up); {total.finished} rounds finished before their kill"
    )
    print(
        f"steps in flight at the kill: {total.in_flight['saved']} found saved, "
        f"{total.in_flight['not saved']} not saved (either is correct)"
    )
    print(f"acknowledged actions checked: {total.checked}")
    print(
        f"lost acknowledged actions: {lost} (goal {GOAL_LOST}; lost/goal "
        f"{lost}/{GOAL_LOST}: {verdict})"
    )
    print(f"actions found done before they started: {len(total.early)} (goal 0)")
    for line in total.lost + total.early:
        print("  ", line)
    return 0 if lost <= GOAL_LOST and not total.early else 1


if __name__ == "__main__":
    sys.exit(main())
