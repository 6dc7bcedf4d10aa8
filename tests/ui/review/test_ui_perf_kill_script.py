"""The kill benchmark's scripted review still runs through the real review window.

tests/benchmarks/kill_review.py SIGKILLs a process running this script at random moments; if
the window changed under it, the script would fail before the first kill. Here it runs once,
in this process and to the end, and every step's effect is read back from the library.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from PySide6.QtWidgets import QApplication

from writerlens.services.library import Library
from writerlens.services.review import ReviewSession
from writerlens.ui.review.window import ReviewWindow

WORKER = Path(__file__).resolve().parents[2] / "benchmarks" / "kill_review_worker.py"


def load_worker() -> ModuleType:
    spec = importlib.util.spec_from_file_location("kill_review_worker", WORKER)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def test_the_scripted_review_runs_to_the_end_and_is_all_saved(qtbot, library: Library) -> None:
    worker = load_worker()
    sample = library.install_sample()
    window = ReviewWindow(library, sample.id)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    steps = worker.script()
    acked: list[int] = []

    worker.run(QApplication.instance(), window, acked.append, steps)

    assert acked == list(range(1, len(steps) + 1))
    again = Library.open(library.data_dir)
    try:
        session = ReviewSession.existing(again, sample.id)
        assert session is not None
        state = session.state()
    finally:
        again.close()
    assert state.complete and state.revealed
    for step in steps:
        if step.undone_by is None:
            assert step.done(state), step.name
