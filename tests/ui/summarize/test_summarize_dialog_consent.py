"""Before a story first goes to a cloud provider the writer is asked, once per provider.

The cloud models are the real Anthropic SDK pointed at the fake server (ANTHROPIC_BASE_URL),
with a key in the (in-memory) keyring, so the dialog takes exactly the path it takes for real.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from llm_server import FakeLLMServer
from summarize_dialog_support import open_dialog, shoot, start_and_wait, tick

from writerlens.domain import Manuscript, SummaryStatus
from writerlens.llm import keys
from writerlens.services import consent, model_setup
from writerlens.services.library import Library
from writerlens.ui.consent_dialog import ConsentDialog
from writerlens.ui.summarize import SummarizeDialog
from writerlens.ui.summarize.job_row import RowState

OPUS = "anthropic||claude-opus-4-6|"
HAIKU = "anthropic||claude-haiku-4-5|"


@pytest.fixture
def story(
    library: Library, llm_server: FakeLLMServer, monkeypatch: pytest.MonkeyPatch
) -> Manuscript:
    monkeypatch.setenv("ANTHROPIC_BASE_URL", llm_server.anthropic_base_url)
    keys.set_key("anthropic", "sk-ant-test-0123456789")
    model_setup.set_cloud_models(
        library, [("anthropic", "claude-opus-4-6"), ("anthropic", "claude-haiku-4-5")]
    )
    return library.install_sample()


def asked(qtbot, dialog: SummarizeDialog) -> ConsentDialog:
    dialog.start_button.click()
    qtbot.waitUntil(
        lambda: dialog.consent_dialog is not None and dialog.consent_dialog.isVisible(),
        timeout=5000,
    )
    assert dialog.consent_dialog is not None
    return dialog.consent_dialog


def granted(library: Library) -> dict[str, bool]:
    return {row["provider"]: bool(row["granted"]) for row in consent.consents(library)}


def test_declining_sends_nothing_and_leaves_the_models_out(
    qtbot, library: Library, story: Manuscript, llm_server: FakeLLMServer, tmp_path: Path
) -> None:
    dialog = open_dialog(qtbot, library, story.id)
    assert list(dialog.picker.boxes) == [OPUS, HAIKU]
    tick(dialog, OPUS, HAIKU)
    question = asked(qtbot, dialog)
    text = question.notice.text()
    assert "Anthropic" in question.windowTitle()
    assert "leave this computer" in text and "does not use text sent through its API" in text
    assert question.decline_button.isDefault()  # Enter does not send the story
    assert [r.state for r in dialog.rows] == [RowState.WAITING, RowState.WAITING]
    assert not dialog.start_button.isEnabled()
    question.adjustSize()  # a question, not a screen: shown at its own size
    shoot(question, "4-consent-before-the-story-leaves", tmp_path, size=None)
    question.decline_button.click()

    qtbot.waitUntil(lambda: all(r.state is RowState.NOT_SENT for r in dialog.rows), timeout=5000)
    assert dialog.consent_dialog is None  # one question for both Anthropic models
    assert "nothing left this computer" in dialog.rows[0].detail.text()
    assert llm_server.requests == []
    assert granted(library) == {"anthropic": False}
    assert [s for s in library.summaries(story.id) if not s.is_demo] == []
    assert dialog.start_button.isEnabled()


def test_agreeing_is_recorded_the_story_is_sent_and_the_question_is_not_asked_again(
    qtbot, library: Library, story: Manuscript, llm_server: FakeLLMServer
) -> None:
    dialog = open_dialog(qtbot, library, story.id)
    tick(dialog, OPUS)
    question = asked(qtbot, dialog)
    with qtbot.waitSignal(dialog.all_finished, timeout=30_000):
        question.send_button.click()
    assert granted(library) == {"anthropic": True}
    [row] = dialog.rows
    assert row.state is RowState.DONE
    assert {r.api for r in llm_server.requests} == {"anthropic"}
    assert llm_server.requests[0].body["model"] == "claude-opus-4-6"
    [summary] = [s for s in library.summaries(story.id) if not s.is_demo]
    assert summary.status is SummaryStatus.OK and summary.provider == "anthropic"

    # Asked once per provider: the next start goes straight to work.
    dialog.picker.boxes[HAIKU].setChecked(True)
    rows = start_and_wait(qtbot, dialog)
    assert dialog.consent_dialog is None
    assert [r.state for r in rows] == [RowState.DONE, RowState.DONE]
