""" "Find the claims…" from the claims step: the model chosen, the estimate before anything is
sent, the run through the fake OpenAI-compatible server (the real SDK), the claims listed."""

from __future__ import annotations

import re

import pytest
from llm_server import FakeLLMServer, RecordedRequest
from review_claims_support import open_claims

from writerlens.services import model_setup
from writerlens.services.claims import ClaimsService
from writerlens.services.library import Library
from writerlens.services.model_setup import ServerSetup
from writerlens.ui.review.window import ReviewWindow

pytestmark = pytest.mark.skipif(
    not hasattr(ClaimsService, "decompose"), reason="needs c18's ClaimsService.decompose"
)


def sentence_claims(request: RecordedRequest) -> str:
    """Each numbered sentence given back as one claim (what a lazy but honest model does)."""
    found = re.findall(r"^\[(\d+)\] (.+)$", request.last_user_message, flags=re.MULTILINE)
    return "\n".join(f"[{number}] {text}" for number, text in found)


@pytest.fixture
def review(qtbot, library: Library, llm_server: FakeLLMServer) -> ReviewWindow:
    model_setup.save_server(library, ServerSetup("Local", llm_server.openai_base_url, "cutter-9"))
    llm_server.reply = sentence_claims
    win = ReviewWindow(library, library.install_sample().id)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    yield win
    win.close()


def test_find_the_claims_estimates_first_then_lists_them(
    qtbot, review: ReviewWindow, llm_server: FakeLLMServer
) -> None:
    summary_id = open_claims(review, 0)
    panel = review.claims_panel
    assert panel.stack.currentIndex() == 0 and panel.find_button.isVisible()
    panel.find_button.click()
    dialog = review.parts.claims.claims_dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.waitUntil(lambda: dialog.run_button.isEnabled(), timeout=15000)
    estimate = dialog.estimate
    assert estimate is not None and estimate.calls >= 1
    assert "Before anything is sent" in dialog.estimate_label.text()
    assert llm_server.requests == []  # nothing sent to know the cost
    assert dialog.only_current.isChecked()
    dialog.run_button.click()
    qtbot.waitUntil(lambda: dialog.outcome != "", timeout=30000)
    assert dialog.outcome == "done", dialog.status.text()
    assert len(llm_server.requests) == estimate.calls
    dialog.reject()
    stored = review.claim_review.claims(summary_id)
    assert stored and panel.stack.currentIndex() == 1
    assert panel.list.count() == len(stored)
    assert [panel.list.item(i).text()[3:] for i in range(len(stored))] == [c.text for c in stored]
    text = review.state.summary(summary_id).text
    assert all(0 <= c.start < c.end <= len(text) for c in stored)
    # blind: the claims were found by "a model"; its name is on no part of the step
    assert "cutter-9" not in panel.progress.text() + panel.second_opinion.text()
    # a summary with claims is not offered again
    again = review.parts.claims.open_claims_run("find")
    assert summary_id not in again.summaries
    again.reject()


def test_cancel_keeps_the_summaries_finished(
    qtbot, review: ReviewWindow, llm_server: FakeLLMServer
) -> None:
    import threading

    release = threading.Event()
    answered: list[str] = []

    def slow_after_the_first(request: RecordedRequest) -> str:
        summary = request.last_user_message.split("</summary>")[0]
        answered.append(summary)
        if summary != answered[0]:  # the second summary: the writer cancels meanwhile
            release.wait(10)
        return sentence_claims(request)

    llm_server.reply = slow_after_the_first
    open_claims(review, 0)
    dialog = review.parts.claims.open_claims_run("find")
    qtbot.waitUntil(lambda: dialog.run_button.isEnabled(), timeout=15000)
    dialog.every.click()
    qtbot.waitUntil(lambda: dialog.run_button.isEnabled(), timeout=15000)
    dialog.run_button.click()
    qtbot.waitUntil(lambda: len(set(answered)) > 1, timeout=30000)
    dialog.cancel_button.click()
    assert "Stopping" in dialog.status.text()
    release.set()
    qtbot.waitUntil(lambda: dialog.outcome != "", timeout=30000)
    assert dialog.outcome == "cancelled"
    assert dialog.status.text().startswith("Stopped.")
    with_claims = [
        s.summary_id for s in review.state.summaries if review.claim_review.claims(s.summary_id)
    ]
    assert 1 <= len(with_claims) < len(review.state.summaries)
    dialog.reject()


def test_done_names_the_summaries_a_model_refused_by_their_blind_names(
    qtbot, review: ReviewWindow, llm_server: FakeLLMServer
) -> None:
    """ "Done" is a promise: a summary the model declined got no claims, and the dialog says
    which one, by the name the writer sees (never a database id)."""
    from llm_server import Refuse

    open_claims(review, 0)
    dialog = review.parts.claims.open_claims_run("find")
    qtbot.waitUntil(lambda: dialog.run_button.isEnabled(), timeout=15000)
    dialog.every.click()
    qtbot.waitUntil(lambda: dialog.run_button.isEnabled(), timeout=15000)
    llm_server.enqueue(Refuse())  # the first summary asked
    dialog.run_button.click()
    qtbot.waitUntil(lambda: dialog.outcome != "", timeout=30000)
    text = dialog.status.text()
    missed = [name for sid, name in dialog.summaries.items() if not review.claim_review.claims(sid)]
    assert len(missed) == 1 and missed[0] in text, text
    assert not text.startswith("Done.") and "no claims were found for" in text
    assert not re.search(r"\d", text)  # names, not database ids
    dialog.reject()
