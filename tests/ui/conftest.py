"""Qt test hygiene: no test's background work may outlive it.

Workers run on the global QThreadPool. A task a test left running (an estimate, a slow fake
server reply) would otherwise deliver its result during a later test, to widgets that are gone.
"""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _background_work_finishes(qtbot, qapp):
    # After qtbot in set-up, so before it in tear-down: the widgets still exist while we wait.
    from PySide6.QtCore import QThreadPool

    yield
    pool = QThreadPool.globalInstance()
    if not pool.waitForDone(30_000):
        pytest.fail("background work was still running 30 s after the test ended")
    qapp.processEvents()
