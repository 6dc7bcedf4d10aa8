""" "Ask a model to check the claims…": the run through the fake server, its verdicts kept apart
and shown only once the writer has checked every claim of the summary, never before."""

from __future__ import annotations

import pytest
from llm_server import FakeLLMServer, RecordedRequest
from PySide6.QtWidgets import QApplication
from review_claims_support import open_claims, seed_claims

from writerlens.services import model_setup
from writerlens.services.claims import ClaimsService
from writerlens.services.library import Library
from writerlens.services.model_setup import ServerSetup
from writerlens.ui.review.window import ReviewWindow

pytestmark = pytest.mark.skipif(
    not hasattr(ClaimsService, "judge"), reason="needs c18's ClaimsService.judge"
)


def always_faithful(request: RecordedRequest) -> str:
    return "Verdict: faithful\nPassage: 1\nReason: The story says so."


@pytest.fixture
def review(qtbot, library: Library, llm_server: FakeLLMServer) -> ReviewWindow:
    model_setup.save_server(library, ServerSetup("Local", llm_server.openai_base_url, "checker-4"))
    llm_server.reply = always_faithful
    win = ReviewWindow(library, library.install_sample().id)
    shown = win.state.summaries[0]
    seed_claims(library, shown.summary_id, shown.text, limit=4)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    yield win
    win.close()


def test_the_model_s_verdicts_wait_for_the_writer_s(
    qtbot, review: ReviewWindow, llm_server: FakeLLMServer
) -> None:
    summary_id = open_claims(review, 0)
    panel = review.claims_panel
    claims = review.claim_review.claims(summary_id)
    panel.check_button.click()
    dialog = review.parts.claims.claims_dialog
    qtbot.waitUntil(lambda: dialog.run_button.isEnabled(), timeout=15000)
    assert llm_server.requests == []
    dialog.run_button.click()
    qtbot.waitUntil(lambda: dialog.outcome != "", timeout=30000)
    assert dialog.outcome == "done", dialog.status.text()
    dialog.reject()
    QApplication.processEvents()
    assert len(review.parts.claims.claims_service.judgments(summary_id)) == len(claims)
    # stored, but not shown: the writer has not checked the claims yet
    assert "once you have checked every claim" in panel.second_opinion.text()
    assert not panel.other_verdict.isVisible()
    for claim in claims[:-1]:
        review.parts.claims.give_verdict(claim.id, "faithful")
        assert "agreed" not in panel.second_opinion.text()
        assert panel.other_verdict.text() == ""
    review.parts.claims.give_verdict(claims[-1].id, "unfaithful")
    text = panel.second_opinion.text()
    assert f"agreed with you on {len(claims) - 1} of {len(claims)} claims" in text
    assert "checker-4" not in text  # named only after the reveal
    panel.select_claim(claims[-1].id)
    assert panel.other_verdict.text() == "The checking model said: Faithful."
