"""Background work: results come back on the GUI thread, stale ones are dropped, and letting go
of finished tasks never crashes (it once did, about one run in three of the dialog tests)."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import time

from writerlens.ui.workers import Workers

STRESS = textwrap.dedent(
    """
    import os, time
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtWidgets import QApplication
    from writerlens.ui.workers import Workers

    app = QApplication([])
    done = []
    kept = []
    for _ in range(60):
        workers = Workers()
        for i in range(6):
            key = f"k{i % 3}" if i % 2 else None
            work = lambda p, c, i=i: (time.sleep(0.001 * (i % 3)), i)[1]
            workers.start(work, done.append, key=key)
        until = time.monotonic() + 0.05
        while time.monotonic() < until:
            app.processEvents()
        workers.wait(1000)
        app.processEvents()
        kept.append(workers)
    print(len(done))
    """
)


def test_a_result_arrives_on_the_gui_thread_and_a_superseded_one_is_dropped(qtbot) -> None:
    workers = Workers()
    results: list[str] = []
    workers.start(lambda p, c: (time.sleep(0.2), "old")[1], results.append, key="story")
    workers.start(lambda p, c: "new", results.append, key="story")
    qtbot.waitUntil(lambda: workers.wait(0) and results == ["new"], timeout=5000)
    qtbot.wait(50)
    assert results == ["new"]


def test_many_short_tasks_finish_without_crashing_the_process() -> None:
    run = subprocess.run(
        [sys.executable, "-c", STRESS], capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 0, run.stderr[-2000:]
    # 6 tasks a round; of the three keyed ones started, one per key survives each round
    assert int(run.stdout.split()[-1]) >= 60 * 3
