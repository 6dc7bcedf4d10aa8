"""The Qt binding itself: PySide6 6.12.0 released one reference to None per call of a void Qt
method, and Python 3.11 aborted after a few thousand calls (pyproject excludes that release)."""

from __future__ import annotations

import sys

from fresh_process import said
from PySide6.QtWidgets import QLabel


def test_void_qt_calls_do_not_release_none(qtbot) -> None:
    label = QLabel()
    qtbot.addWidget(label)
    before = sys.getrefcount(None)
    for _ in range(2000):
        label.setText("x")
    assert sys.getrefcount(None) >= before - 100


def test_importing_the_ui_takes_out_pysides_feature_hook_and_keeps_its_lazy_import() -> None:
    """PySide's ``__feature__`` hook read the whole source of every module imported after Qt
    (about 70 ms of each start, the sources kept in memory): in a fresh process, importing the
    window leaves ``__import__`` as shiboken's lazy import, no module's source is read, and a
    star import of a lazily loaded Qt module still gives every class."""
    code = (
        "import builtins, linecache\n"
        "import writerlens.ui.main_window\n"
        "import json, csv, difflib\n"
        "from PySide6.QtNetwork import *\n"
        "print(builtins.__import__.__name__, len(linecache.cache), 'QTcpSocket' in dir())\n"
    )
    out = said(code, QT_QPA_PLATFORM="offscreen")
    assert out[0] == "__lazy_import__"
    assert int(out[1]) < 20, f"{out[1]} modules' sources read"
    assert out[2] == "True"
