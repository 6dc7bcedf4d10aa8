"""Closing the review window stops its work: the Run judges dialog's calls stop with it, the
window does not wait for them, and when the judge is one the writer pays for, it asks first.

Before, the window waited up to 3 s on the whole thread pool and never cancelled the dialog:
the judges went on sending calls after the window was gone (8 of 16 in a probe)."""

from __future__ import annotations

import pytest
import shiboken6
from llm_server import FakeLLMServer
from test_review_measures_judges import judge_reply, open_dialog

from writerlens.llm import keys
from writerlens.services import model_setup
from writerlens.services.consent import consent_request, record
from writerlens.services.library import Library
from writerlens.services.model_setup import ServerSetup
from writerlens.ui.review.judge_dialog import JudgeDialog
from writerlens.ui.review.window import ReviewWindow
from writerlens.ui.workers import StopWorkQuestion

#: coherence from a cloud judge takes up to this many sentences at once
IN_FLIGHT = 4


@pytest.fixture
def review(qtbot, library: Library) -> ReviewWindow:
    win = ReviewWindow(library, library.install_sample().id)
    qtbot.addWidget(win)
    win.show()
    return win


def start_judging(qtbot, win: ReviewWindow, server: FakeLLMServer) -> JudgeDialog:
    dialog = open_dialog(qtbot, win, ("questions", "coherence"))
    dialog.every.setChecked(True)  # every summary: far more calls than can be in flight
    qtbot.waitUntil(lambda: dialog.run_button.isEnabled(), timeout=10000)
    server.latency = 0.3
    dialog.run_button.click()
    qtbot.waitUntil(lambda: len(server.requests) >= 2, timeout=10000)
    return dialog


def test_closing_the_window_stops_the_judges_at_once(
    qtbot, review: ReviewWindow, library: Library, llm_server: FakeLLMServer
) -> None:
    model_setup.save_server(library, ServerSetup("Judge", llm_server.openai_base_url, "judge-1"))
    llm_server.reply = judge_reply
    dialog = start_judging(qtbot, review, llm_server)
    planned = dialog.estimate.calls  # type: ignore[union-attr]
    task = dialog.running
    assert task is not None

    review.close()
    at_close = len(llm_server.requests)
    assert not review.isVisible()
    assert task.running  # the window did not wait for the call under way
    assert task.cancel_token.cancelled
    qtbot.waitUntil(lambda: not task.running, timeout=10000)
    qtbot.wait(400)  # a call sent late would have arrived by now
    assert len(llm_server.requests) <= at_close + IN_FLIGHT
    assert len(llm_server.requests) < planned


def start_paid_judging(
    qtbot, review: ReviewWindow, library: Library, server: FakeLLMServer, monkeypatch
) -> JudgeDialog:
    """A cloud judge (Anthropic's real SDK at the fake server), the writer's consent given."""
    monkeypatch.setenv("ANTHROPIC_BASE_URL", server.anthropic_base_url)
    keys.set_key("anthropic", "sk-ant-test-0123456789")
    server.reply = judge_reply
    dialog = review.parts.measures.open_judges()
    qtbot.waitUntil(lambda: dialog.choices != [], timeout=10000)
    cloud = next(i for i, c in enumerate(dialog.choices) if c.spec.kind == "anthropic")
    request = consent_request(dialog.choices[cloud].spec)
    assert request is not None
    record(library, request, granted=True)
    dialog.model.setCurrentIndex(cloud)
    for kind, box in dialog.kinds.items():
        box.setChecked(kind in ("questions", "coherence"))
    return start_judging(qtbot, review, server)


def test_closing_during_paid_judging_asks_first(
    qtbot,
    review: ReviewWindow,
    library: Library,
    llm_server: FakeLLMServer,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    dialog = start_paid_judging(qtbot, review, library, llm_server, monkeypatch)
    task = dialog.running
    assert task is not None and task.paid

    review.close()  # asks; nothing is stopped yet
    question = review.findChild(StopWorkQuestion)
    assert isinstance(question, StopWorkQuestion)
    qtbot.waitUntil(question.isVisible, timeout=5000)
    assert review.isVisible() and not task.cancel_token.cancelled
    question.keep_button.click()
    assert review.isVisible() and not task.cancel_token.cancelled

    review.close()  # asks again; this time the writer stops it

    def asking() -> list[StopWorkQuestion]:
        return [q for q in review.findChildren(StopWorkQuestion) if q.isVisible()]

    qtbot.waitUntil(lambda: len(asking()) == 1, timeout=5000)
    question = asking()[0]
    question.stop_button.click()
    assert task.cancel_token.cancelled
    at_stop = len(llm_server.requests)
    qtbot.waitUntil(lambda: not review.isVisible(), timeout=5000)
    qtbot.waitUntil(lambda: not task.running, timeout=10000)
    qtbot.wait(400)
    assert len(llm_server.requests) <= at_stop + IN_FLIGHT


def test_closing_the_judges_dialog_during_paid_judging_asks_too(
    qtbot,
    review: ReviewWindow,
    library: Library,
    llm_server: FakeLLMServer,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    dialog = start_paid_judging(qtbot, review, library, llm_server, monkeypatch)
    task = dialog.running
    assert task is not None
    dialog.close()
    question = dialog.findChild(StopWorkQuestion)
    assert isinstance(question, StopWorkQuestion)
    qtbot.waitUntil(question.isVisible, timeout=5000)
    assert dialog.isVisible() and not task.cancel_token.cancelled
    question.stop_button.click()
    assert task.cancel_token.cancelled
    qtbot.waitUntil(lambda: not shiboken6.isValid(dialog), timeout=5000)  # closed and gone
    assert review.isVisible()  # only the dialog's work was its to stop
    qtbot.waitUntil(lambda: not task.running, timeout=10000)
