"""What a writer sees while a model works: reading, writing (the text growing in a preview),
waiting, the time each run will take before it starts, a reply cut off, and Cancel.

The streaming tests run the real openai SDK against the fake server on 127.0.0.1, which streams
its reply a piece at a time; the progress comes from those pieces, not from a timer.
"""

from __future__ import annotations

import itertools
import time
from dataclasses import replace
from pathlib import Path

import pytest
from fake_prose import prose
from llm_server import FakeLLMServer, RateLimit, RecordedRequest, Truncate
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QScrollArea
from summarize_dialog_support import (
    add_server,
    open_dialog,
    quick_service,
    shoot,
    start_and_wait,
    tick,
    wait_estimates,
    wait_for,
)

from writerlens.domain import Manuscript, SummaryStatus
from writerlens.services import model_setup
from writerlens.services.library import Library
from writerlens.services.model_setup import ModelChoice
from writerlens.summarize.options import Strategy, SummarizeOptions
from writerlens.summarize.progress import ProgressEvent
from writerlens.ui.summarize.job_row import JobRow, RowState
from writerlens.ui.summarize.texts import about_time
from writerlens.ui.workers import Task

SAMPLE = Path(__file__).resolve().parents[3] / "resources" / "samples"
# distinct sentences of about the length asked: a phrase said forty times is a loop, which the
# engine stores as "flagged", never done (issue #30)
LONG_REPLY = prose(400)


@pytest.fixture
def story(library: Library) -> Manuscript:
    model_setup.set_cloud_models(library, [])
    return library.install_sample()


def long_reply(_request: RecordedRequest) -> str:
    return LONG_REPLY


class Watcher:
    """Samples what the row shows every few milliseconds, as a writer's eyes would."""

    def __init__(self, row: JobRow) -> None:
        self.row = row
        self.previews: list[str] = []
        self.statuses: list[str] = []
        self.calls: list[str] = []
        self.timer = QTimer()
        self.timer.setInterval(5)
        self.timer.timeout.connect(self._look)
        self.timer.start()

    def _look(self) -> None:
        text = self.row.preview.toPlainText() if self.row.preview.isVisible() else ""
        if not self.previews or self.previews[-1] != text:
            self.previews.append(text)
        for seen, now in ((self.statuses, self.row.status.text()), (self.calls, "")):
            if now and (not seen or seen[-1] != now):
                seen.append(now)
        call = self.row.call.text() if self.row.call.isVisible() else ""
        if call and (not self.calls or self.calls[-1] != call):
            self.calls.append(call)


def test_the_summary_grows_in_the_preview_as_the_model_writes_it(
    qtbot, library: Library, story: Manuscript, llm_server: FakeLLMServer, tmp_path: Path
) -> None:
    key = add_server(library, llm_server, "Studio", "m1")
    llm_server.reply = long_reply
    llm_server.token_delay = 0.01  # about 500 pieces: five seconds of writing
    dialog = open_dialog(qtbot, library, story.id)
    dialog.strategy_radios[Strategy.WHOLE].setChecked(True)
    tick(dialog, key)
    wait_estimates(qtbot, dialog, 1)
    dialog.start_button.click()
    [row] = dialog.rows
    watcher = Watcher(row)
    wait_for(qtbot, lambda: len(row.preview.toPlainText()) > 100)
    shoot(dialog, "live-1-writing-1280", tmp_path)
    assert row.status.text() == "Writing"
    assert "Writing:" in row.call.text() and "words so far" in row.call.text()
    with qtbot.waitSignal(dialog.all_finished, timeout=30_000):
        pass
    watcher._look()
    watcher.timer.stop()
    assert row.state is RowState.DONE
    # Progress reached the row as the engine's own typed events, not text to decode (#15).
    assert isinstance(row.last_event, ProgressEvent) and row.last_event.job_id == row.job_id
    grown = [p for p in watcher.previews if p]
    # It grew in many steps, each one the one before and more: the text was seen being written.
    assert len(grown) >= 5, grown
    assert all(b.startswith(a) for a, b in itertools.pairwise(grown))
    assert grown[-1] == LONG_REPLY == row.preview.toPlainText()
    assert any("words a second" in c for c in watcher.calls), watcher.calls
    [summary] = [s for s in library.summaries(story.id) if not s.is_demo]
    assert summary.text == LONG_REPLY

    # The writer who wants the review blind hides the text.
    dialog.summarize_page.panel.show_text.setChecked(False)
    assert not row.preview.isVisible()


def test_cancel_while_the_model_writes_ends_it_at_once_and_resume_finishes_it(
    qtbot, library: Library, story: Manuscript, llm_server: FakeLLMServer
) -> None:
    key = add_server(library, llm_server, "Studio", "m1")
    llm_server.reply = long_reply
    llm_server.token_delay = 0.1  # the whole reply would take about a minute
    dialog = open_dialog(qtbot, library, story.id)
    dialog.strategy_radios[Strategy.WHOLE].setChecked(True)
    tick(dialog, key)
    wait_estimates(qtbot, dialog, 1)
    dialog.start_button.click()
    [row] = dialog.rows
    wait_for(qtbot, lambda: bool(row.preview.toPlainText()))
    pressed = time.monotonic()
    row.cancel_button.click()
    assert row.status.text() == "Stopping…"
    assert "after the call" not in row.call.text()  # it does not wait for the call to end
    wait_for(qtbot, lambda: row.state is RowState.CANCELLED, timeout=5_000)
    assert time.monotonic() - pressed < 5  # a minute of writing was not waited for
    assert row.resume_button.isVisible()
    assert [s for s in library.summaries(story.id) if not s.is_demo] == []

    llm_server.token_delay = 0.0
    with qtbot.waitSignal(dialog.all_finished, timeout=30_000):
        row.resume_button.click()
    assert row.state is RowState.DONE


def test_a_reply_cut_off_every_time_is_shown_cut_off_never_done(
    qtbot, library: Library, story: Manuscript, llm_server: FakeLLMServer, tmp_path: Path
) -> None:
    key = add_server(library, llm_server, "Studio", "m1")
    llm_server.enqueue(*[Truncate()] * 10)
    dialog = open_dialog(
        qtbot, library, story.id, service=quick_service(library), base_options=SummarizeOptions()
    )
    dialog.strategy_radios[Strategy.WHOLE].setChecked(True)
    tick(dialog, key)
    wait_estimates(qtbot, dialog, 1)
    [row] = start_and_wait(qtbot, dialog)
    shoot(dialog, "live-2-cut-off", tmp_path)
    assert row.state is RowState.TRUNCATED
    assert row.status.text() == "Cut off: not finished"
    assert "Done" not in row.status.text() and "in your library" not in row.status.text()
    assert "length limit" in row.message.accessibleName() and row.message.isVisible()
    assert "marked as cut off" in row.detail.text()
    assert row.bar.format() == "cut off"
    [summary] = [s for s in library.summaries(story.id) if not s.is_demo]
    assert summary.status is SummaryStatus.TRUNCATED


def novella(folder: Path, words: int = 30_000) -> Path:
    body = (SAMPLE / "the-lamplighters-ledger.md").read_text("utf-8").split("---", 2)[2]
    paragraphs = [p for p in body.split("\n\n") if p.strip() and p.strip() != "* * *"]
    out: list[str] = ["The Long Ledger"]
    count = 0
    while count < words:
        for p in paragraphs:
            out.append(p)
            count += len(p.split())
    path = folder / "long-ledger.txt"
    path.write_text("\n\n".join(out), encoding="utf-8")
    return path


def test_every_model_shows_its_time_and_a_long_run_is_named_before_it_starts(
    qtbot, library: Library, llm_server: FakeLLMServer, tmp_path: Path
) -> None:
    model_setup.set_cloud_models(library, [])
    long_story = library.import_file(novella(tmp_path)).manuscript
    assert long_story is not None
    key = add_server(library, llm_server, "Laptop server", "m1")
    dialog = open_dialog(qtbot, library, long_story.id)
    dialog.strategy_radios[Strategy.HIERARCHICAL].setChecked(True)
    tick(dialog, key)
    wait_estimates(qtbot, dialog, 1)
    table = dialog.estimate_table
    estimate = table.estimates[key]
    assert estimate.calls > 10 and estimate.seconds is not None
    cell = table.table.item(0, table.TIME)
    assert cell.text() == about_time(estimate.seconds)
    assert "minutes" in cell.text() or " h" in cell.text()
    # Its basis on hover, and that it covers every call of the merge tree.
    assert estimate.seconds_basis in cell.toolTip()
    assert f"all {estimate.calls} calls" in cell.toolTip()
    # Said plainly before anything starts.
    assert table.warning.isVisible()
    assert f"“m1 (Laptop server)” will take {about_time(estimate.seconds)}" in table.warning.text()
    assert "done in" in table.total.text()
    assert llm_server.requests == [] or all(r.method == "GET" for r in llm_server.requests)
    for size in ((1280, 800), (1024, 640)):
        shoot(dialog, f"live-3-long-run-{size[0]}", tmp_path, size)
        assert table.warning.isVisible()

    # A short run is not called long.
    dialog.words.setValue(100)
    dialog.strategy_radios[Strategy.WHOLE].setChecked(True)
    short = add_server(library, llm_server, "Quick", "m2")
    dialog.reload_models()
    wait_for(qtbot, lambda: short in dialog.picker.boxes)
    dialog.picker.boxes[key].setChecked(False)
    tick(dialog, short)
    wait_for(qtbot, lambda: short in table.estimates or short in table.problems, 20_000)
    assert not table.warning.isVisible()


def _row(qtbot, choice: ModelChoice) -> JobRow:
    row = JobRow(choice, Strategy.HIERARCHICAL, SummarizeOptions(words=400))
    qtbot.addWidget(row)
    row.resize(700, 400)
    row.show()
    row.running(Task())
    return row


EVENT = ProgressEvent(
    job_id=1,
    step=3,
    total=9,
    level=0,
    input_tokens=4000,
    output_tokens=600,
    elapsed=100.0,
    remaining=None,
    cost_usd=0.0,
    activity="Summarizing part 4 of 7",
)


def test_reading_writing_and_waiting_are_each_told_in_plain_words(
    qtbot, library: Library, story: Manuscript, llm_server: FakeLLMServer
) -> None:
    add_server(library, llm_server, "Studio", "m1")
    [choice] = model_setup.choices(library)
    row = _row(qtbot, choice)
    row.words_per_token = 0.75

    row.set_event(replace(EVENT, phase="reading", call_read=1240, call_prompt=3869))
    row.tick()
    assert row.status.text() == "Reading"
    assert row.call.text() == (
        "Summarizing part 4 of 7 · Reading: about 930 of 2,902 words (1,240 of 3,869 tokens)"
    )
    assert row.call_bar.isVisible()
    assert (row.call_bar.value(), row.call_bar.maximum()) == (1240, 3869)

    row.set_event(
        replace(EVENT, phase="writing", call_written=120, tokens_per_second=20.0, preview="Mara")
    )
    row.tick()
    assert row.status.text() == "Writing"
    assert not row.call_bar.isVisible()
    # 400 words asked for: about 533 tokens, 413 still to write at 20 a second.
    assert "Writing: 90 words so far · 15 words a second · about 21 s left" in row.call.text()
    assert row.preview.isVisible() and row.preview.toPlainText() == "Mara"

    reason = "The server is busy; trying again in 8 s."
    row.set_event(replace(EVENT, phase="waiting", retries=2, waiting_reason=reason))
    row.tick()
    assert row.status.text() == "Waiting to try again"
    assert f"Waiting: {reason}" in row.call.text()
    assert "2 retries" in row.detail.text()  # retries are counted in the progress
    assert row.preview.toPlainText() == "Mara"  # what was written stays in view


def test_the_preview_grows_by_what_is_new_and_a_new_call_replaces_it(
    qtbot, library: Library, story: Manuscript, llm_server: FakeLLMServer
) -> None:
    add_server(library, llm_server, "Studio", "m1")
    [choice] = model_setup.choices(library)
    row = _row(qtbot, choice)
    text = ""
    for n in range(30):
        text += f"word{n} "
        row.set_event(replace(EVENT, phase="writing", call_written=n, preview=text))
        if n % 3 == 0:
            row.tick()
    row.tick()
    assert row.preview.toPlainText() == text
    row.set_event(replace(EVENT, step=4, phase="writing", preview="A new part begins"))
    row.tick()
    assert row.preview.toPlainText() == "A new part begins"


def test_at_1024x640_the_model_list_estimate_and_progress_are_not_cut_off(
    qtbot, library: Library, story: Manuscript, llm_server: FakeLLMServer, tmp_path: Path
) -> None:
    model_setup.set_cloud_models(
        library, [("anthropic", "claude-sonnet-4-6"), ("openai", "gpt-4.1")]
    )
    keys = [add_server(library, llm_server, name, f"m{n}") for n, name in enumerate("ABC")]
    dialog = open_dialog(qtbot, library, story.id)
    tick(dialog, *keys)
    wait_estimates(qtbot, dialog, 3)
    table = dialog.estimate_table.table

    def fits() -> None:
        for _ in range(3):
            qtbot.wait(10)
        # Every estimate row is in view in full: no scroll bar, nothing below the edge.
        assert table.verticalScrollBar().maximum() == 0
        bottom = table.visualRect(table.model().index(table.rowCount() - 1, 0)).bottom()
        assert bottom < table.viewport().height()
        # The model list shows at least four lines (five models here: two need a key).
        picker_view = dialog.picker.findChild(QScrollArea)
        line = dialog.picker.boxes[keys[0]].sizeHint().height()
        assert picker_view.viewport().height() >= 4 * line

    for size in ((1280, 800), (1024, 640)):
        dialog.resize(*size)
        fits()
        shoot(dialog, f"layout-choose-{size[0]}", tmp_path, size)

    llm_server.reply = long_reply
    llm_server.token_delay = 0.05
    dialog.strategy_radios[Strategy.WHOLE].setChecked(True)
    wait_estimates(qtbot, dialog, 3)
    dialog.start_button.click()
    wait_for(qtbot, lambda: all(r.preview.toPlainText() for r in dialog.rows), 20_000)
    for size in ((1280, 800), (1024, 640)):
        dialog.resize(*size)
        fits()
        # While running, the notes about starting step aside; a whole job row (with its
        # growing text) and more is in view, not a one-row slit.
        assert not dialog.estimate_table.hint.isVisible()
        view = dialog.summarize_page.panel.findChild(QScrollArea).viewport()
        assert view.height() >= dialog.rows[0].height() + 40, (view.height(), size)
        shoot(dialog, f"layout-running-{size[0]}", tmp_path, size)
    dialog.cancel_all()
    wait_for(qtbot, lambda: all(r.state.finished for r in dialog.rows))


def test_a_busy_server_is_shown_waiting_with_its_reason_and_the_retry_counted(
    qtbot, library: Library, story: Manuscript, llm_server: FakeLLMServer
) -> None:
    key = add_server(library, llm_server, "Studio", "m1")
    llm_server.enqueue(RateLimit(retry_after=1.5))  # the real wait, as the server asks
    dialog = open_dialog(qtbot, library, story.id)
    dialog.strategy_radios[Strategy.WHOLE].setChecked(True)
    tick(dialog, key)
    wait_estimates(qtbot, dialog, 1)
    dialog.start_button.click()
    [row] = dialog.rows
    wait_for(qtbot, lambda: row.status.text() == "Waiting to try again", 5_000)
    assert row.call.text().count("Waiting: ") == 1 and len(row.call.text()) > 30
    with qtbot.waitSignal(dialog.all_finished, timeout=30_000):
        pass
    assert row.state is RowState.DONE
    assert "It took 1 retry on the way." in row.detail.text()


def test_a_model_on_the_writers_own_server_is_free_not_zero_dollars(
    qtbot, library: Library, story: Manuscript, llm_server: FakeLLMServer
) -> None:
    key = add_server(library, llm_server, "Studio", "m1")
    dialog = open_dialog(qtbot, library, story.id)
    tick(dialog, key)
    wait_estimates(qtbot, dialog, 1)
    table = dialog.estimate_table
    assert table.row_texts(key)[table.COST] == "free (your server)"
    assert "free" in table.total.text() and "$" not in table.total.text()
