"""Kill the app right after the writer's claim actions: reopened, the review shows them all."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from claims_kill_worker import EDITED, EVIDENCE, LEFT_OUT
from review_claims_support import open_claims, seed_claims

from writerlens.domain import Verdict
from writerlens.services.library import Library
from writerlens.ui.review.window import ReviewWindow

WORKER = Path(__file__).with_name("claims_kill_worker.py")


def test_claim_actions_survive_a_kill(qtbot, data_dir: Path) -> None:
    library = Library.open(data_dir)
    manuscript = library.install_sample()
    win = ReviewWindow(library, manuscript.id)  # makes the review, as opening it does
    for shown in win.state.summaries:
        seed_claims(library, shown.summary_id, shown.text)
    first = win.state.summaries[0].summary_id
    before = [c.text for c in library_claims(win, first)]
    win.close()
    library.close()

    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    worker = subprocess.Popen(
        [sys.executable, str(WORKER), str(data_dir), str(manuscript.id)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert worker.stdout is not None and worker.stderr is not None
    acked = []
    for line in worker.stdout:
        if line.startswith("ACK"):
            acked.append(int(line.split()[1]))
        if line.strip() == "WAITING":
            break
    os.kill(worker.pid, signal.SIGKILL)
    worker.wait(timeout=30)
    assert acked == [0, 1, 2, 3, 4], worker.stderr.read()
    assert worker.returncode == -signal.SIGKILL

    library = Library.open(data_dir)
    win = ReviewWindow(library, manuscript.id)
    qtbot.addWidget(win)
    win.show()
    summary_id = open_claims(win, 0)
    assert summary_id == first
    panel = win.claims_panel
    shown = [panel.list.item(i).text() for i in range(panel.list.count())]
    assert shown[0] == f"✓  {before[0]}"
    assert shown[1] == f"✗  {before[1]}"
    assert "✗" not in "".join(shown[2:])  # nothing else got a verdict
    assert [s[3:] for s in shown[2:5]] == ["First half.", "Second half.", EDITED]
    changed = [panel.changed.item(i).text() for i in range(panel.changed.count())]
    assert sorted(changed) == sorted([before[2], before[3]])
    saved = win.claim_review.verdicts()
    evidence = [v for v in saved.values() if v.verdict is Verdict.UNFAITHFUL]
    assert [v.evidence_quote for v in evidence] == [EVIDENCE]
    assert panel.omissions.list.count() == 1
    assert LEFT_OUT in panel.omissions.list.item(0).text()
    for other in win.state.summaries:  # marked for every summary at once
        assert other.name in panel.omissions.list.item(0).text()
    win.close()
    library.close()


def library_claims(win: ReviewWindow, summary_id: int):
    return win.claim_review.claims(summary_id)
