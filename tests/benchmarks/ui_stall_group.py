"""Why the model worker runs in a session of its own: the window's stalls with a busy model in
its session and in a session of its own, without the model's own ups and downs.

    .venv/bin/python tests/benchmarks/ui_stall_group.py [--runs 3] [--seconds 30] [--load N]

Linux shares the cores out between sessions (autogroups) first and only then between the
processes of a session, so a nice-5 worker in the app's session spends the window's share. Here
"the app" is a bare PySide6 window with the heartbeat of ``ui_stall`` (a process and session
of its own) that starts two busy processes at nice 5, as the model worker's two threads are
(at the worker's lower priority, ``model_worker.NICENESS``): in its own session (as before) or
each in a session of its own (``model_worker.step_aside``, as now). Runs alternate; the table
gives the worst gap, the gaps over 20 and 50 ms, and the median of the worst gaps of each.
``--load N`` adds N busy processes at normal priority, each in a session of its own; without
it, the figures mean what the machine's own load (printed) makes of them.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1]))

from ui_stall_gaps import Load  # noqa: E402

from writerlens.llm.model_worker import NICENESS  # noqa: E402

APP = r"""
import os, subprocess, sys
own, niceness = sys.argv[2] == "own", int(sys.argv[3])
code = (
    f"import os\nos.nice({niceness})\n"
    + ("os.setsid()\n" if own else "")
    + "p = os.getppid()\nwhile os.getppid() == p:\n    for _ in range(200_000):\n        pass\n"
)
model = [subprocess.Popen([sys.executable, "-c", code]) for _ in range(2)]
from ui_stall_gaps import bare_window_main
bare_window_main()
"""


def one(mode: str, seconds: float) -> dict:
    env = dict(os.environ, PYTHONPATH=str(HERE), QT_QPA_PLATFORM="offscreen")
    app = subprocess.Popen(
        [sys.executable, "-c", APP, str(HERE), mode, str(NICENESS)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        start_new_session=True,
        env=env,
    )
    assert app.stdin is not None and app.stdout is not None
    app.stdout.readline()  # its heartbeat runs
    time.sleep(seconds)
    app.stdin.close()
    found = json.loads(app.stdout.read())
    app.wait(timeout=30)
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--load", type=int, default=0)
    args = parser.parse_args()
    worst: dict[str, list[float]] = {"same": [], "own": []}
    long: dict[str, list[int]] = {"same": [], "own": []}
    with Load(args.load):
        print(f"load average before: {os.getloadavg()[0]:.2f} ({os.cpu_count()} cores)")
        for run in range(args.runs):
            for mode in ("same", "own"):
                found = one(mode, args.seconds)
                gaps = [g["ms"] for g in found["long"]]
                worst[mode].append(found["worst"])
                long[mode].append(len(gaps))
                where = "the window's session" if mode == "same" else "a session of its own"
                print(
                    f"run {run + 1}: busy nice-{NICENESS} 'model' in {where}: worst gap "
                    f"{found['worst']:6.1f} ms; gaps over 20 ms {len(gaps):3}, over 50 ms "
                    f"{sum(1 for g in gaps if g > 50):2} in {found['seconds']:.0f} s "
                    f"(load {found['load']:.1f})",
                    flush=True,
                )
    same, own = statistics.median(worst["same"]), statistics.median(worst["own"])
    print(
        f"median worst gap: model in the window's session {same:.1f} ms, in its own "
        f"{own:.1f} ms (ratio {same / own:.2f}); goal 50 ms\n"
        f"median number of gaps over 20 ms: in the window's session "
        f"{statistics.median(long['same']):.0f}, in its own {statistics.median(long['own']):.0f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
