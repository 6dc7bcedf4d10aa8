"""The Qt binding itself: PySide6 6.12.0 released one reference to None per call of a void Qt
method, and Python 3.11 aborted after a few thousand calls (pyproject excludes that release)."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QLabel


def test_void_qt_calls_do_not_release_none(qtbot) -> None:
    label = QLabel()
    qtbot.addWidget(label)
    before = sys.getrefcount(None)
    for _ in range(2000):
        label.setText("x")
    assert sys.getrefcount(None) >= before - 100
