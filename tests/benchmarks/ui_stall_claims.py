"""The claims step of ``ui_stall.py``: a summary with 80 claims and 20 omissions on screen.

The writer clicks the summary's tab, opens its "Check claims" step, then checks claims with
the keys (F and U, the list moving on after each) and moves back and forth with J and K; the
heartbeat runs throughout (goal: worst stall <= 50 ms). Each verdict is also timed on its own,
from the key to the repaint that shows it.
"""

from __future__ import annotations

from pathlib import Path

import _setup
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from ui_stall import Heartbeat, Timing, dispose, settle, timed

from writerlens.domain import OmissionKind
from writerlens.services.claim_review import ClaimReview
from writerlens.services.library import Library
from writerlens.services.review import ReviewSession
from writerlens.ui.review.window import ReviewWindow

CLAIMS = 80
OMISSIONS = 20
VERDICTS_PER_RUN = 20


def claims_step(app: QApplication, folder: Path) -> tuple[Heartbeat, list[Timing], int]:
    """Returns the heartbeat, each verdict's timing, and the claims listed on screen."""
    library = Library.open(folder)
    story = library.install_sample()
    summary_id, text = _setup.long_summary(library, story.id, 3000, "claims")
    sentences = _setup.claims_per_sentence(library, summary_id, text, CLAIMS)
    assert sentences >= CLAIMS, sentences
    session = ReviewSession.open(library, story.id)
    review = ClaimReview(session)
    full = library.manuscript(story.id).text
    spaces = [i for i, ch in enumerate(full) if ch == " "]
    kinds = list(OmissionKind)
    ids = [s.summary_id for s in session.state().summaries]
    for n in range(OMISSIONS):
        at = spaces[(n * 37) % (len(spaces) - 10)]
        review.add_omission(at + 1, spaces[spaces.index(at) + 6], kinds[n % len(kinds)], ids[:2])
    window = ReviewWindow(library, story.id)
    window.resize(1280, 800)
    window.show()
    window.activateWindow()
    settle(app)
    index = next(i for i, (_s, sid) in enumerate(window._steps) if sid == summary_id)
    timings: list[Timing] = []
    with Heartbeat() as beat:
        QTest.mouseClick(
            window.tabs, Qt.MouseButton.LeftButton, pos=window.tabs.tabRect(index).center()
        )
        settle(app, 0.2)
        sides = window.summary_page.sides
        sides.tabBar().setCurrentIndex(sides.indexOf(window.claims_panel))
        settle(app, 0.2)
        panel = window.claims_panel
        panel.list.setFocus()
        for n in range(VERDICTS_PER_RUN):
            key = Qt.Key.Key_F if n % 3 else Qt.Key.Key_U
            timings.append(timed(app, lambda k=key: QTest.keyClick(panel.list, k)))
            settle(app, 0.02)
        for key in (Qt.Key.Key_K, Qt.Key.Key_K, Qt.Key.Key_J, Qt.Key.Key_J):
            QTest.keyClick(panel.list, key)
            settle(app, 0.05)
        settle(app, 0.3)
    shown = panel.list.count()
    checked = len(review.verdicts())
    assert checked == VERDICTS_PER_RUN, checked
    assert panel.omissions.list.count() == OMISSIONS
    dispose(window)
    library.close()
    return beat, timings, shown
