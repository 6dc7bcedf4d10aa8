"""Kill the app mid-review: every action it acknowledged must be in the library afterwards."""

from __future__ import annotations

import os
import random
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from review_kill_worker import script

from writerlens.services.library import Library
from writerlens.services.review import ReviewSession

WORKER = Path(__file__).with_name("review_kill_worker.py")
ITERATIONS = 6


def _run_and_kill(data_dir: Path, kill_after: int, delay: float) -> tuple[int, str]:
    """Start the worker, SIGKILL it ``delay`` s after its ACK number ``kill_after``; return the
    last step it acknowledged (-1: none) and its stderr."""
    worker = subprocess.Popen(
        [sys.executable, str(WORKER), str(data_dir)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert worker.stdout is not None
    acked = -1
    finished = False
    while True:
        line = worker.stdout.readline()
        if not line:
            break
        if line.startswith("ACK "):
            acked = int(line.split()[1])
        if line.strip() == "DONE":
            finished = True
            break
        if acked >= kill_after:
            time.sleep(delay)  # land somewhere inside the next action, or between two
            break
    if not finished:
        os.kill(worker.pid, signal.SIGKILL)
    worker.wait(timeout=30)
    # Not communicate(): with two pipes it reads the raw descriptors and would miss the lines
    # that readline() above already pulled into the stream's buffer.
    assert worker.stderr is not None
    rest, errors = worker.stdout.read(), worker.stderr.read()
    for line in rest.splitlines():  # printed before the kill, not read yet: acknowledged too
        if line.startswith("ACK "):
            acked = int(line.split()[1])
    if not finished and worker.returncode != -signal.SIGKILL:
        pytest.fail(f"the worker ended by itself ({worker.returncode}):\n{errors}")
    return acked, errors


@pytest.mark.slow
def test_every_acknowledged_action_survives_a_kill(tmp_path: Path) -> None:
    template = tmp_path / "template"
    library = Library.open(template)
    sample = library.ensure_sample()
    assert sample is not None
    library.close()

    steps = script()
    seed = random.randrange(2**32)
    rng = random.Random(seed)
    for iteration in range(ITERATIONS):
        data_dir = tmp_path / f"run-{iteration}"
        shutil.copytree(template, data_dir)
        kill_after = rng.randrange(-1, len(steps) + 1)
        acked, errors = _run_and_kill(data_dir, kill_after, rng.uniform(0, 0.004))
        context = f"seed {seed}, run {iteration}, killed after ACK {acked}\n{errors}"

        again = Library.open(data_dir)
        try:
            session = ReviewSession.existing(again, sample.id)
            if acked < 0:
                continue  # killed before the review was acknowledged: either way is fine
            assert session is not None, context
            state = session.state()
            done = [step.done(state) for step in steps]
            # Steps 1..acked were acknowledged: all there. The one in flight may or may not
            # have been committed; none after it can have run.
            assert all(done[:acked]), (
                context,
                [s.name for s, d in zip(steps, done, strict=True) if not d],
            )
            assert not any(done[acked + 1 :]), context
        finally:
            again.close()
