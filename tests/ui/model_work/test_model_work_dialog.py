"""The model-task windows at a small laptop's size in German: every model can be ticked
without scrolling sideways, and the one task dialog (summaries, judges, claims) fits the
screen."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from llm_server import FakeLLMServer
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QScrollArea
from summarize_dialog_support import add_server, open_dialog

from writerlens.services import model_setup
from writerlens.services.judges import JudgeKind, JudgeService
from writerlens.services.library import Library
from writerlens.ui import i18n
from writerlens.ui.model_work.dialog import ModelWorkDialog
from writerlens.ui.review.claims_run_dialog import FIND, ClaimsRunDialog
from writerlens.ui.review.judge_dialog import JudgeDialog


@pytest.fixture
def german():
    i18n.apply_language("de")
    yield
    i18n.apply_language("en")


def test_every_model_of_the_german_summarize_dialog_is_in_view_at_1024x640(
    qtbot, german, library: Library, llm_server: FakeLLMServer, tmp_path: Path
) -> None:
    story = library.install_sample()
    model_setup.set_cloud_models(
        library, [("anthropic", "claude-sonnet-4-6"), ("openai", "gpt-4.1")]
    )
    keys = [
        add_server(library, llm_server, "Server des Schreibprojekts", "m0"),
        add_server(library, llm_server, "Labor", "llama-3.1-8b-instruct-q4_k_m"),
    ]
    gguf = tmp_path / "Gemma-3-270M-Instruct-Q4_K_M-mit-langem-Namen.gguf"
    gguf.write_bytes(b"GGUF" + bytes(64))
    model_setup.save_local_model(library, model_setup.LocalModelSetup(str(gguf)))
    dialog = open_dialog(qtbot, library, story.id)
    assert isinstance(dialog, ModelWorkDialog)  # Summarize is a task of the one dialog
    dialog.resize(1024, 640)
    qtbot.wait(50)
    view = dialog.picker.findChild(QScrollArea)
    assert view is not None and not view.horizontalScrollBar().isVisible()
    # every model, and why it cannot run yet, is in view: nothing to scroll to (was 32 pixels)
    assert view.verticalScrollBar().maximum() == 0
    viewport = view.viewport()
    assert len(dialog.picker.boxes) == 5
    for box in dialog.picker.boxes.values():  # two need a key, one its file: with reasons
        top_left = box.mapTo(viewport, QPoint(0, 0))
        assert top_left.x() >= 0 and top_left.x() + box.width() <= viewport.width()
        assert top_left.y() >= 0 and top_left.y() + box.height() <= viewport.height(), box
    # the model's name ticks its box, as a check box's own text does
    name = dialog.picker.boxes[keys[1]].parentWidget()
    qtbot.mouseClick(name, Qt.MouseButton.LeftButton, pos=QPoint(name.width() - 5, 5))
    assert dialog.picker.boxes[keys[1]].isChecked()
    assert keys[1] in dialog.picker.chosen_keys()


def test_the_task_dialogs_are_one_dialog_that_fits_1024x640_in_german(
    qtbot, german, library: Library, llm_server: FakeLLMServer
) -> None:
    story = library.install_sample()
    add_server(library, llm_server, "Server", "m0")
    summaries = [(s.id, f"Zusammenfassung {n}") for n, s in enumerate(library.summaries(story.id))]
    dialogs = [
        JudgeDialog(library, story.id, summaries, summaries[0][0]),
        ClaimsRunDialog(library, story.id, summaries, FIND, summaries[0][0]),
    ]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        assert isinstance(dialog, ModelWorkDialog)
        dialog.show()
        qtbot.waitUntil(lambda d=dialog: d.estimate is not None, timeout=20_000)
        dialog.resize(1024, 600)
        need = dialog.layout().heightForWidth(1024)
        assert need <= 600 and dialog.minimumSizeHint().width() <= 1024, need
        assert "kostenlos (dein Server)" in dialog.estimate_label.text()


def test_a_judge_run_that_was_cancelled_resumes_where_it_stopped(
    qtbot, library: Library, llm_server: FakeLLMServer
) -> None:
    """Resume goes through the one dialog for any task: the judges' first kind, finished
    before the cancel, is not asked again."""
    story = library.install_sample()
    add_server(library, llm_server, "Server", "m0")
    first = library.summaries(story.id)[0].id
    gate = threading.Event()

    def reply(request: Any) -> str:
        if len(llm_server.requests) > 4:  # the four questions are answered; then it waits
            gate.wait(10)
        return "4"

    llm_server.reply = reply
    dialog = JudgeDialog(library, story.id, [(first, "Summary A")], first)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.kinds[JudgeKind.PROBES].setChecked(False)
    qtbot.waitUntil(lambda: dialog.run_button.isEnabled(), timeout=20_000)
    dialog.run_button.click()
    qtbot.waitUntil(
        lambda: (
            bool(dialog.runs) and dialog.runs[0].last is not None and dialog.runs[0].last.step == 1
        ),
        timeout=20_000,
    )
    dialog.cancel_button.click()  # Cancel while it runs
    gate.set()
    qtbot.waitUntil(lambda: dialog.outcome == "cancelled", timeout=20_000)
    assert "kept" in dialog.status.text()
    asked = len(llm_server.requests)
    qtbot.waitUntil(lambda: dialog.run_button.isEnabled(), timeout=20_000)
    assert dialog.run_button.text() == "&Resume"
    dialog.run_button.click()
    qtbot.waitUntil(lambda: dialog.outcome == "done", timeout=30_000)
    # only coherence was asked again: the four questions were not asked twice
    again = [str(r.body["messages"]) for r in llm_server.requests[asked:]]
    assert again and all("confused reader" in text for text in again)
    assert len(JudgeService(library).scores(first).questions) == 1
    assert dialog.run_button.text() == "&Run"
