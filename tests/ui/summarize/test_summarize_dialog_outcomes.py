"""How jobs end in the Summarize dialog: refused, failed, retried, cancelled and resumed, and
what closing the dialog or the app does to jobs still running."""

from __future__ import annotations

from pathlib import Path

import pytest
from llm_server import FakeLLMServer, Malformed, RateLimit, Refuse, ServerError
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
from writerlens.domain.jobs import JobStatus
from writerlens.services import model_setup
from writerlens.services.library import Library
from writerlens.services.model_setup import ServerSetup
from writerlens.services.summarize import MODEL_OVERRIDES, SummarizeService
from writerlens.store.library import set_setting
from writerlens.summarize.options import Strategy
from writerlens.summarize.progress import ProgressEvent
from writerlens.ui.main_window import MainWindow
from writerlens.ui.summarize.job_row import RowState
from writerlens.ui.summarize.texts import duration, progress_text

REFUSAL = "I'm sorry, but I won't summarize this story: it describes a crime in detail."


@pytest.fixture
def story(library: Library) -> Manuscript:
    model_setup.set_cloud_models(library, [])
    return library.install_sample()


def made(library: Library, story: Manuscript) -> list:
    return [s for s in library.summaries(story.id) if not s.is_demo]


def test_a_refusal_shows_the_models_words_a_failure_its_error_and_a_rate_limit_recovers(
    qtbot, library: Library, story: Manuscript, llm_server: FakeLLMServer, tmp_path: Path
) -> None:
    with FakeLLMServer() as broken, FakeLLMServer() as busy:
        refusing = add_server(library, llm_server, "Careful", "m1")
        failing = add_server(library, broken, "Broken", "m2")
        limited = add_server(library, busy, "Busy", "m3")
        llm_server.enqueue(Refuse(message=REFUSAL))
        broken.enqueue(Malformed())  # not worth retrying: the job fails at once
        busy.enqueue(RateLimit(retry_after=0.1), ServerError(500))
        dialog = open_dialog(qtbot, library, story.id, service=quick_service(library))
        tick(dialog, refusing, failing, limited)
        wait_estimates(qtbot, dialog, 3)
        rows = start_and_wait(qtbot, dialog)
        shoot(dialog, "3-finished-with-a-refusal-and-a-failure", tmp_path)

        refused, failed, recovered = rows
        assert refused.state is RowState.REFUSED
        assert refused.status.text() == "Declined by the model"
        assert REFUSAL in refused.message.accessibleName()
        assert refused.message.isVisible() and not refused.resume_button.isVisible()

        assert failed.state is RowState.FAILED
        error = failed.message.accessibleName()
        assert "Broken" in error or broken.openai_base_url in error
        assert "understood" in error or "went wrong" in error
        assert failed.resume_button.isVisible() and failed.resume_button.text() == "Try Again"

        assert recovered.state is RowState.DONE
        assert len(busy.requests) == 3  # 429, 500, then the answer

        statuses = {s.model: s.status for s in made(library, story)}
        assert statuses == {
            "m1": SummaryStatus.REFUSED,
            "m2": SummaryStatus.FAILED,
            "m3": SummaryStatus.OK,
        }
        assert next(s.text for s in made(library, story) if s.model == "m1") == REFUSAL

        # Try Again picks the failed job up where it stopped; the server answers now.
        with qtbot.waitSignal(dialog.all_finished, timeout=20_000):
            failed.resume_button.click()
        assert failed.state is RowState.DONE
        statuses = {s.model: s.status for s in made(library, story)}
        assert statuses["m2"] is SummaryStatus.OK


def test_a_server_that_cannot_be_reached_is_a_failure_with_a_clear_message(
    qtbot, library: Library, story: Manuscript
) -> None:
    model_setup.save_server(library, ServerSetup("Gone", "http://127.0.0.1:9/v1", "m1"))
    dialog = open_dialog(qtbot, library, story.id, service=quick_service(library))
    [key] = dialog.picker.boxes
    tick(dialog, key)
    [row] = start_and_wait(qtbot, dialog)
    assert row.state is RowState.FAILED
    message = row.message.accessibleName()
    assert "Could not reach the server at http://127.0.0.1:9/v1" in message
    assert "Settings" in message  # what to do
    assert row.resume_button.isVisible()
    job = SummarizeService(library).job(row.job_id)
    assert job.status is JobStatus.FAILED and job.resumable


def test_cancel_one_model_mid_job_the_other_finishes_and_the_cancelled_one_resumes(
    qtbot, library: Library, story: Manuscript, llm_server: FakeLLMServer
) -> None:
    with FakeLLMServer() as other:
        slow = add_server(library, llm_server, "Slow", "m1")
        steady = add_server(library, other, "Steady", "m2")
        llm_server.latency = other.latency = 1.0
        dialog = open_dialog(qtbot, library, story.id)
        tick(dialog, slow, steady)
        dialog.start_button.click()
        first, second = dialog.rows
        wait_for(qtbot, lambda: first.job_id is not None and bool(llm_server.requests))
        first.cancel_button.click()
        assert first.status.text() == "Stopping…"
        with qtbot.waitSignal(dialog.all_finished, timeout=20_000):
            pass
        assert first.state is RowState.CANCELLED and second.state is RowState.DONE
        assert "Resume" in first.detail.text() and first.resume_button.isVisible()
        job = SummarizeService(library).job(first.job_id)
        assert job.status is JobStatus.CANCELLED and job.resumable
        assert [s.model for s in made(library, story)] == ["m2"]

        llm_server.latency = 0.0
        with qtbot.waitSignal(dialog.all_finished, timeout=20_000):
            first.resume_button.click()
        assert first.state is RowState.DONE
        assert first.job_id == job.id  # the same job, resumed
        assert sorted(s.model for s in made(library, story)) == ["m1", "m2"]


def test_closing_while_jobs_run_can_keep_them_running_and_the_library_still_updates(
    qtbot, library: Library, story: Manuscript, llm_server: FakeLLMServer
) -> None:
    key = add_server(library, llm_server, "Slow", "m1")
    llm_server.latency = 1.0
    window = MainWindow(library)
    qtbot.addWidget(window)
    window.show()
    window.select(story.id)
    dialog = window.summarize_selected()
    assert dialog is not None
    qtbot.waitUntil(lambda: bool(dialog.picker.boxes), timeout=10_000)
    tick(dialog, key)
    dialog.start_button.click()
    wait_for(qtbot, dialog.is_running)
    dialog.close()
    assert dialog.isVisible() and dialog.close_question is not None
    assert "still being written" in dialog.close_question.text()
    with qtbot.waitSignal(dialog.summaries_changed, timeout=20_000):
        dialog.keep_button.click()
        assert not dialog.isVisible()  # hidden, still working
    row = window.model.row_of(story.id)
    assert row is not None
    qtbot.waitUntil(lambda: window.model.entry(row).summaries == 4, timeout=5000)
    assert window.summarize_selected() is dialog  # the same dialog, with its results
    assert dialog.rows[0].state is RowState.DONE


def test_closing_while_jobs_run_can_cancel_them_and_quitting_cancels_them(
    qtbot, library: Library, story: Manuscript, llm_server: FakeLLMServer
) -> None:
    key = add_server(library, llm_server, "Slow", "m1")
    llm_server.latency = 1.0
    dialog = open_dialog(qtbot, library, story.id)
    tick(dialog, key)
    dialog.start_button.click()
    wait_for(qtbot, lambda: dialog.rows[0].job_id is not None)
    dialog.reject()  # Escape
    assert dialog.close_question is not None
    with qtbot.waitSignal(dialog.all_finished, timeout=20_000):
        dialog.cancel_jobs_button.click()
    assert not dialog.isVisible()
    assert dialog.rows[0].state is RowState.CANCELLED

    window = MainWindow(library)
    qtbot.addWidget(window)
    window.show()
    window.select(story.id)
    running = window.summarize_selected()
    assert running is not None
    qtbot.waitUntil(lambda: bool(running.picker.boxes), timeout=10_000)
    tick(running, key)
    running.start_button.click()
    wait_for(qtbot, lambda: running.rows[0].job_id is not None)
    window.close()  # quitting: no question, the job is cancelled
    assert running.close_question is None
    jobs = SummarizeService(library).jobs(story.id)
    assert jobs[0].status is JobStatus.CANCELLED and jobs[0].resumable


def test_estimates_follow_the_strategy_and_a_story_too_long_for_whole_says_why(
    qtbot, library: Library, story: Manuscript, llm_server: FakeLLMServer
) -> None:
    key = add_server(library, llm_server, "Small", "m1")
    # A server model the writer told WriterLens reads 2,048 tokens at a time.
    set_setting(
        library.store, MODEL_OVERRIDES, {"openai-compatible": {"m1": {"context_window": 2048}}}
    )
    dialog = open_dialog(qtbot, library, story.id)
    tick(dialog, key)
    wait_estimates(qtbot, dialog, 1)
    auto = dialog.estimate_table.estimates[key]
    assert auto.strategy == "hierarchical" and auto.chunks >= 2 and auto.calls > 2
    assert "parts" in dialog.estimate_table.row_texts(key)[1]

    dialog.strategy_radios[Strategy.WHOLE].setChecked(True)
    assert "Counting…" in dialog.estimate_table.row_texts(key)[1]
    wait_estimates(qtbot, dialog, 1)
    problem = dialog.estimate_table.problems[key]
    assert "do not fit" in problem and "hierarchical" in problem
    assert llm_server.requests == []  # estimating sends nothing

    dialog.strategy_radios[Strategy.GRADUAL].setChecked(True)
    assert not dialog.words.isEnabled()  # gradual lengths follow the story's


def test_progress_reads_plainly() -> None:
    event = ProgressEvent(7, 3, 9, 2, 12_345, 678, 75.0, 130.0, 0.012, "Merging")
    text = progress_text(event, Strategy.HIERARCHICAL, since=10.0)
    assert text == (
        "Step 3 of 9 · merge level 2 · about 9,259 words read, 508 written · "
        "1 min 25 s so far · about 2 min 00 s left"
    )
    whole = progress_text(ProgressEvent(7, 1, 1, 0, 10, 5, 3.0, None, None, "Done"), Strategy.WHOLE)
    assert whole == "Step 1 of 1 · about 8 words read, 4 written · 3 s so far"
    late = progress_text(event, Strategy.GRADUAL, since=200.0)  # the estimate ran out
    assert "summary 3 of 3" in late and late.endswith("almost done")
    assert duration(3 * 3600 + 120) == "3 h 02 min"
