"""The "changes" scenario of ``ui_stall.py``: one action in a big review, and what it redraws.

A summary with 500 highlights and 80 claims, its review opened from the library window (which
listens to the review, as in the app). On the summary's step the writer:

- "one highlight among 500": selects words (untimed) and presses a label's key (timed, from
  the key to the repaint that shows the new mark);
- "one verdict by key": on the "Check claims" side, presses F or U on the claim list (timed
  the same way; the list moves on to the next claim).

Besides the time, each action is counted: how many times the whole review state was read
again, the library list reloaded (``Library.entries``), and each of the review's redraws
(the summary's marks, the margin, the questions, the tab texts, the claim list, the omissions)
ran. An action that redraws only what it changed shows 0 where it changed nothing.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial, wraps
from pathlib import Path
from typing import Any

import _setup
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from ui_stall import Timing, dispose, settle, timed

from writerlens.services.library import Library
from writerlens.services.review import ReviewSession
from writerlens.ui.main_window import MainWindow
from writerlens.ui.review.window import ReviewWindow

SPANS = 500
CLAIMS = 80
ACTIONS_PER_RUN = 10

#: what is counted: (module, class, method, the name printed)
COUNTED = [
    ("writerlens.services.review", "ReviewSession", "state", "whole review state read"),
    ("writerlens.services.library", "Library", "entries", "library list reloaded"),
    ("writerlens.ui.review.summary_view", "SummaryView", "set_spans", "summary marks redrawn"),
    ("writerlens.ui.review.span_list", "SpanList", "set_spans", "margin redrawn"),
    ("writerlens.ui.review.questions", "QuestionsPanel", "show_answers", "questions redrawn"),
    ("writerlens.ui.review.claims_panel", "ClaimsPanel", "show_claims", "claim list redrawn"),
    ("writerlens.ui.review.claims_panel", "ClaimsPanel", "show_verdicts", "claim marks redrawn"),
    ("writerlens.ui.review.omissions", "OmissionsBox", "show_omissions", "omissions redrawn"),
    ("PySide6.QtWidgets", "QTabBar", "setTabText", "step tab retitled"),
]


@contextmanager
def counting() -> Iterator[Counter[str]]:
    """Count calls of the COUNTED methods while the block runs (the originals put back)."""
    import importlib

    counts: Counter[str] = Counter()
    undo: list[tuple[type, str, Any]] = []
    for module, cls_name, method, name in COUNTED:
        cls = getattr(importlib.import_module(module), cls_name, None)
        original = getattr(cls, method, None) if cls is not None else None
        if cls is None or original is None:
            continue

        def wrapper(*args: Any, __f: Any = original, __n: str = name, **kwargs: Any) -> Any:
            counts[__n] += 1
            return __f(*args, **kwargs)

        try:
            setattr(cls, method, wraps(original)(wrapper))
        except TypeError:  # a Qt class that refuses: count nothing there
            continue
        undo.append((cls, method, original))
    try:
        yield counts
    finally:
        for cls, method, original in undo:
            setattr(cls, method, original)


def _library(folder: Path) -> tuple[Library, int, int]:
    library = Library.open(folder)
    story = library.install_sample().id
    summary_id, text = _setup.long_summary(library, story, 2400, "long")
    session = ReviewSession.open(library, story)
    labels = [label.id for label in session.taxonomy.labels if not label.may_point_at_antecedent]
    starts = [i for i, ch in enumerate(text) if ch == " "]
    for n in range(SPANS):
        start = starts[(n * 7) % (len(starts) - 30)] + 1
        end = starts[(n * 7) % (len(starts) - 30) + 1 + n % 12]
        comment = f"Comment {n}: this is not what happens in the story." if n % 3 == 0 else ""
        session.add_span(summary_id, start, end, labels[n % len(labels)], comment)
    _setup.claims_per_sentence(library, summary_id, text, CLAIMS)
    return library, story, summary_id


def one_change(
    app: QApplication, folder: Path
) -> tuple[list[Timing], list[Timing], Counter[str], Counter[str]]:
    """Each highlight's and each verdict's timing, and what they redrew (summed)."""
    library, story, summary_id = _library(folder)
    main = MainWindow(library)
    main.show()
    main.select(story)
    settle(app)
    window = main.review_selected()
    assert isinstance(window, ReviewWindow)
    window.resize(1280, 800)
    settle(app)
    index = next(i for i, (_s, sid) in enumerate(window._steps) if sid == summary_id)
    window.go(index)
    settle(app, 0.3)
    view = window.summary_page.view
    text = view.text
    starts = [i for i, ch in enumerate(text) if ch == " "]
    key = window.session.taxonomy.labels[0].shortcut
    highlights: list[Timing] = []
    verdicts: list[Timing] = []
    with counting() as highlight_counts:
        for n in range(ACTIONS_PER_RUN):
            with _paused(highlight_counts):
                start, end = starts[-40 - n * 3] + 1, starts[-39 - n * 3]
                cursor = view.textCursor()
                cursor.setPosition(view.qt_position(start))
                cursor.setPosition(view.qt_position(end), cursor.MoveMode.KeepAnchor)
                view.setTextCursor(cursor)
                view.ensureCursorVisible()
                settle(app, 0.05)
            before = len(window.state.spans)
            highlights.append(timed(app, partial(QTest.keyClick, view, key)))
            assert len(window.state.spans) == before + 1, "the key press added no highlight"
    sides = window.summary_page.sides
    sides.tabBar().setCurrentIndex(sides.indexOf(window.claims_panel))
    settle(app, 0.3)
    panel = window.claims_panel
    panel.list.setFocus()
    with counting() as verdict_counts:
        for n in range(ACTIONS_PER_RUN):
            key_pressed = Qt.Key.Key_F if n % 3 else Qt.Key.Key_U
            verdicts.append(timed(app, lambda k=key_pressed: QTest.keyClick(panel.list, k)))
            with _paused(verdict_counts):
                settle(app, 0.05)
    checked = len(window.claim_review.verdicts())
    assert checked == ACTIONS_PER_RUN, checked
    dispose(window)
    dispose(main)
    library.close()
    return highlights, verdicts, highlight_counts, verdict_counts


@contextmanager
def _paused(counts: Counter[str]) -> Iterator[None]:
    """Untimed steps between actions (selecting, settling) do not count."""
    before = counts.copy()
    yield
    counts.clear()
    counts.update(before)


def redraws(counts: Counter[str], actions: int) -> str:
    """What one action redrew, on average (every counted kind, 0 included)."""
    parts = [f"{name} {counts.get(name, 0) / actions:g}" for *_x, name in COUNTED]
    return "; ".join(parts)


def record_all(
    record: Callable[[str, list[Timing], float], None],
    redraw_lines: dict[str, list[Counter[str]]],
    app: QApplication,
    folder: Path,
    frame_ms: float,
    goal_ms: float,
) -> None:
    highlights, verdicts, h_counts, v_counts = one_change(app, folder)
    record(f"one highlight among {SPANS} (x{ACTIONS_PER_RUN} a run)", highlights, frame_ms)
    record(f"one verdict by key, {CLAIMS} claims (x{ACTIONS_PER_RUN} a run)", verdicts, goal_ms)
    redraw_lines.setdefault("one highlight among 500", []).append(h_counts)
    redraw_lines.setdefault("one verdict by key", []).append(v_counts)
