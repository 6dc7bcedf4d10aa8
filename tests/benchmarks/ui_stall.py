"""How long is the GUI thread ever blocked? A QTimer heartbeat measures the worst gap.

    QT_QPA_PLATFORM=offscreen python tests/benchmarks/ui_stall.py

Scenarios (goal: the GUI thread never blocked more than 50 ms; adding or removing a highlight
takes at most 16 ms, one frame):
1. a summary generated through the local test server (the real OpenAI SDK, streamed);
2. a 200,000-word story imported and shown;
3. a summary with 500 highlighted spans shown, then one span added and one removed.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from PySide6.QtCore import QElapsedTimer, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from writerlens.services.library import Library, warm_up  # noqa: E402
from writerlens.services.review import ReviewSession  # noqa: E402
from writerlens.store import library as rows  # noqa: E402
from writerlens.ui.app import make_application  # noqa: E402
from writerlens.ui.main_window import MainWindow  # noqa: E402
from writerlens.ui.review.window import ReviewWindow  # noqa: E402

GOAL_MS = 50.0
FRAME_MS = 16.0


class Heartbeat:
    """Ticks every 2 ms on the GUI thread; the longest gap between ticks is the worst stall."""

    def __init__(self) -> None:
        self.clock = QElapsedTimer()
        self.timer = QTimer()
        self.timer.setInterval(2)
        self.timer.timeout.connect(self._tick)
        self.last = 0
        self.worst = 0.0

    def _tick(self) -> None:
        now = self.clock.nsecsElapsed()
        self.worst = max(self.worst, (now - self.last) / 1e6)
        self.last = now

    def __enter__(self) -> Heartbeat:
        self.clock.start()
        self.last = self.clock.nsecsElapsed()
        self.timer.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.timer.stop()


def wait_until(app: QApplication, done: Callable[[], bool], timeout: float = 120.0) -> None:
    deadline = time.monotonic() + timeout
    while not done():
        if time.monotonic() > deadline:
            raise TimeoutError("the scenario did not finish in time")
        app.processEvents()
        time.sleep(0.001)


def big_story(folder: Path, words: int = 200_000) -> Path:
    sample = (ROOT / "resources" / "samples" / "the-lamplighters-ledger.md").read_text("utf-8")
    body = sample.split("---", 2)[2].strip()
    paragraphs = [p for p in body.split("\n\n") if p.strip() and p.strip() != "* * *"]
    out, count, chapter = [], 0, 0
    while count < words:
        chapter += 1
        for p in paragraphs:
            text = p.replace("Walter", f"Walter{chapter % 7 or ''}")
            out.append(text)
            count += len(text.split())
        out.append("* * *")
    path = folder / "a_very_long_novel.txt"
    path.write_text("\n\n".join(out), encoding="utf-8")
    return path


def import_and_show(app: QApplication, folder: Path) -> float:
    library = Library.open(folder / "import")
    window = MainWindow(library)
    window.show()
    path = big_story(folder)
    shown: list[int] = []
    window.story_shown.connect(shown.append)
    with Heartbeat() as beat:
        window.import_files([path])
        wait_until(app, lambda: bool(shown))
        for _ in range(20):  # let the long document lay out and paint
            app.processEvents()
    window.close()
    library.close()
    return beat.worst


def many_spans(app: QApplication, folder: Path) -> tuple[float, float, float]:
    library = Library.open(folder / "spans")
    story = library.install_sample().id
    words = (ROOT / "resources" / "samples" / "the-lamplighters-ledger.md").read_text("utf-8")
    text = " ".join(words.split("---", 2)[2].split()[:2400])
    summary_id = rows.insert_summary(
        library.store,
        manuscript_id=story,
        provider="bench",
        model="long",
        strategy="whole",
        text=text,
    )
    session = ReviewSession.open(library, story)
    labels = [label.id for label in session.taxonomy.labels if not label.may_point_at_antecedent]
    starts = [i for i, ch in enumerate(text) if ch == " "]
    for n in range(500):
        start = starts[(n * 7) % (len(starts) - 30)] + 1
        end = starts[(n * 7) % (len(starts) - 30) + 1 + n % 12]
        session.add_span(summary_id, start, end, labels[n % len(labels)])
    window = ReviewWindow(library, story)
    window.show()
    index = next(i for i, (_s, sid) in enumerate(window._steps) if sid == summary_id)
    with Heartbeat() as beat:
        window.go(index)
        for _ in range(10):
            app.processEvents()
    show_worst = beat.worst
    start = starts[-20] + 1
    began = time.perf_counter()
    window.add_span(start, starts[-18], labels[0])
    app.processEvents()
    added = (time.perf_counter() - began) * 1000
    newest = max(window.state.spans, key=lambda s: s.id)
    began = time.perf_counter()
    window.delete_span(newest.id)
    app.processEvents()
    removed = (time.perf_counter() - began) * 1000
    window.close()
    library.close()
    return show_worst, added, removed


def main() -> int:
    app = make_application()
    warm_up()  # what the app does at start-up (the dictionary's first load holds the GIL)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        results = []
        worst = import_and_show(app, folder)
        results.append(("import and show a 200,000-word story: worst stall", worst, GOAL_MS))
        shown, added, removed = many_spans(app, folder)
        results.append(("show a summary with 500 spans: worst stall", shown, GOAL_MS))
        results.append(("add one highlight among 500", added, FRAME_MS))
        results.append(("remove one highlight among 500", removed, FRAME_MS))
    width = max(len(name) for name, _v, _g in results)
    for name, value, goal in results:
        print(f"{name:<{width}}  {value:7.1f} ms  goal {goal:4.0f} ms  ratio {value / goal:.2f}")
    return 0


if __name__ == "__main__":
    code = main()
    sys.stdout.flush()
    os._exit(code)  # skip interpreter teardown of Qt objects (irrelevant to the figures)
