"""The Summarize dialog from the main window: choose models, see the estimate, run, see results.

Models are OpenAI-compatible servers on 127.0.0.1 (the fake server, through the real openai
SDK), which need no key and no consent: nothing leaves the computer.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from llm_server import FakeLLMServer
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from summarize_dialog_support import (
    add_server,
    open_dialog,
    shoot,
    start_and_wait,
    tick,
    wait_estimates,
    wait_for,
)

from writerlens.domain import Manuscript, SummaryStatus
from writerlens.llm import keys
from writerlens.services import model_setup
from writerlens.services.library import Library
from writerlens.services.study import create_study, join_study
from writerlens.services.summarize import MODEL_OVERRIDES
from writerlens.store.library import get_setting, set_setting
from writerlens.summarize.options import Strategy
from writerlens.ui.main_window import MainWindow
from writerlens.ui.summarize.job_row import RowState
from writerlens.ui.summarize.preselect import LAST_CHOICE


@pytest.fixture
def story(library: Library) -> Manuscript:
    model_setup.set_cloud_models(library, [])  # no cloud models: only what a test sets up
    return library.install_sample()


def test_two_models_from_the_main_window_estimate_run_and_fill_the_library(
    qtbot, library: Library, story: Manuscript, llm_server: FakeLLMServer, tmp_path: Path
) -> None:
    first = add_server(library, llm_server, "Studio", "m1")
    second = add_server(library, llm_server, "Lab", "m2")
    # m1 reads 2,048 tokens at a time (as set in Settings): "auto" merges it in parts.
    set_setting(
        library.store, MODEL_OVERRIDES, {"openai-compatible": {"m1": {"context_window": 2048}}}
    )
    window = MainWindow(library)
    qtbot.addWidget(window)
    window.show()
    window.select(story.id)
    assert window.summarize_action.isEnabled()
    assert window.summarize_action.shortcut().toString() == "Ctrl+Shift+S"
    window.summarize_action.trigger()
    dialog = window.summarize_dialog
    assert dialog is not None and dialog.isVisible() and not dialog.isModal()
    qtbot.waitUntil(lambda: bool(dialog.picker.boxes), timeout=10_000)
    assert "The Lamplighter" in dialog.windowTitle()
    assert "words" in dialog.header.text() and "tokens" in dialog.header.text()
    assert not dialog.start_button.isEnabled()  # nothing chosen yet

    tick(dialog, first, second)
    wait_estimates(qtbot, dialog, 2)
    estimate = dialog.estimate_table.estimates[first]
    assert estimate.strategy == "hierarchical" and estimate.calls > 2
    assert estimate.input_tokens > 3000 and estimate.is_local is False  # the whole sample
    table = dialog.estimate_table
    cells = table.row_texts(first)
    assert cells[table.MODEL] == "m1 (Studio)"
    assert cells[table.HOW].startswith("In parts, then joined") and "parts" in cells[table.HOW]
    assert cells[table.CALLS] == str(estimate.calls)
    # Lengths in words (a writer's unit), the tokens on hover.
    assert cells[table.WORDS].endswith(" words")
    reads = table.table.item(0, table.WORDS).toolTip()
    assert f"({estimate.input_tokens:,} tokens)" in reads
    assert dialog.estimate_table.estimates[second].strategy == "whole"
    assert "In all" in dialog.estimate_table.total.text()
    dialog.resize(1280, 800)
    shoot(dialog, "1-choosing-models-with-estimates", tmp_path)

    llm_server.latency = 0.4  # slow enough to see the rows move
    dialog.start_button.click()
    assert [r.choice.key for r in dialog.rows] == [first, second]
    wait_for(qtbot, lambda: all(r.state is RowState.RUNNING for r in dialog.rows))
    wait_for(qtbot, lambda: all("Step" in r.detail.text() for r in dialog.rows))
    wait_for(qtbot, lambda: dialog.rows[0].bar.value() >= 1)  # the parts are summarized
    detail = dialog.rows[0].detail.text()
    assert "summarizing the parts" in detail or "merge level" in detail, detail
    assert not dialog.start_button.isEnabled() and dialog.cancel_all_button.isEnabled()
    shoot(dialog, "2-running-with-progress", tmp_path)
    with qtbot.waitSignal(dialog.all_finished, timeout=30_000):
        pass
    assert [r.state for r in dialog.rows] == [RowState.DONE, RowState.DONE]
    assert all("in your library" in r.detail.text() for r in dialog.rows)
    assert all(r.bar.value() == r.bar.maximum() for r in dialog.rows)

    # The library's Summaries column counts them without a restart (3 demo + 2 new).
    row = window.model.row_of(story.id)
    assert row is not None
    qtbot.waitUntil(lambda: window.model.entry(row).summaries == 5, timeout=5000)
    made = [s for s in library.summaries(story.id) if not s.is_demo]
    assert sorted(s.model for s in made) == ["m1", "m2"]
    assert all(s.status is SummaryStatus.OK for s in made)
    assert {r.body["model"] for r in llm_server.requests} == {"m1", "m2"}

    # The choice is remembered for next time.
    assert get_setting(library.store, LAST_CHOICE)["models"] == [first, second]
    dialog.close()
    assert not dialog.isVisible()
    qtbot.waitUntil(lambda: story.id not in window.summarize_dialogs, timeout=5000)
    window.close()


def test_a_fourth_model_is_refused_gently_and_the_last_choice_comes_back(
    qtbot, library: Library, story: Manuscript, llm_server: FakeLLMServer
) -> None:
    keys = [add_server(library, llm_server, f"Server {n}", f"m{n}") for n in range(1, 5)]
    dialog = open_dialog(qtbot, library, story.id)
    tick(dialog, *keys[:3])
    assert not dialog.picker.note.isVisible()
    dialog.picker.boxes[keys[3]].setChecked(True)
    assert not dialog.picker.boxes[keys[3]].isChecked()
    assert dialog.picker.note.isVisible()
    assert (
        "up to three" in dialog.picker.note.text() and "m4 (Server 4)" in dialog.picker.note.text()
    )
    assert dialog.picker.chosen_keys() == keys[:3]
    dialog.picker.boxes[keys[0]].setChecked(False)
    dialog.picker.boxes[keys[3]].setChecked(True)
    assert dialog.picker.chosen_keys() == [keys[1], keys[2], keys[3]]
    assert not dialog.picker.note.isVisible()

    dialog.strategy_radios[Strategy.HIERARCHICAL].setChecked(True)
    dialog.words.setValue(250)
    start_and_wait(qtbot, dialog)
    dialog.close()

    again = open_dialog(qtbot, library, story.id)
    assert again.picker.chosen_keys() == [keys[1], keys[2], keys[3]]
    assert again.strategy() is Strategy.HIERARCHICAL and again.words.value() == 250


def test_models_that_cannot_run_are_shown_with_the_reason_and_cannot_be_chosen(
    qtbot, library: Library, story: Manuscript, tmp_path: Path
) -> None:
    model_setup.set_cloud_models(library, [("anthropic", "claude-sonnet-4-6")])
    model_setup.save_local_model(library, model_setup.LocalModelSetup(str(tmp_path / "gone.gguf")))
    asked: list[bool] = []
    dialog = open_dialog(qtbot, library, story.id)
    dialog.settings_requested.connect(lambda: asked.append(True))
    boxes = list(dialog.picker.boxes.values())
    assert len(boxes) == 2 and not any(b.isEnabled() for b in boxes)
    assert "No Anthropic API key yet" in boxes[0].toolTip()
    assert "missing" in boxes[1].toolTip()
    hints = [label.text() for label in dialog.picker.findChildren(type(dialog.header), "whyNot")]
    assert any("No Anthropic API key yet" in h for h in hints)
    assert not dialog.start_button.isEnabled()
    dialog.picker.settings_button.click()
    assert asked == [True]


def test_the_joined_studys_models_strategy_and_length_are_preselected(
    qtbot, library: Library, story: Manuscript, llm_server: FakeLLMServer, tmp_path: Path
) -> None:
    add_server(library, llm_server, "One", "m1")
    wanted = add_server(library, llm_server, "Two", "m2")
    study_file = tmp_path / "pilot.wlstudy"
    create_study(
        study_file,
        study_id="pilot",
        title="Pilot study",
        models=[("openai-compatible", "m2"), ("openai", "gpt-4.1")],
        strategy="incremental",
        words=300,
    )
    join_study(library, study_file)
    dialog = open_dialog(qtbot, library, story.id)
    assert dialog.picker.chosen_keys() == [wanted]
    assert dialog.strategy() is Strategy.INCREMENTAL and dialog.words.value() == 300
    note = dialog.picker.study_note
    assert note.isVisible() and "Pilot study" in note.text()
    assert "gpt-4.1" in note.text()  # asked for, not set up here: the writer is told


def test_a_key_added_in_settings_makes_the_model_ready_when_the_writer_comes_back(
    qtbot, library: Library, story: Manuscript
) -> None:
    model_setup.set_cloud_models(library, [("openai", "gpt-4.1")])
    window = MainWindow(library)
    qtbot.addWidget(window)
    window.settings_action = QAction("Settings", window)  # as the Settings dialog provides
    opened: list[bool] = []
    window.settings_action.triggered.connect(lambda: opened.append(True))
    window.show()
    window.select(story.id)
    dialog = window.summarize_selected()
    assert dialog is not None
    qtbot.waitUntil(lambda: bool(dialog.picker.boxes), timeout=10_000)
    [box] = dialog.picker.boxes.values()
    assert not box.isEnabled()
    assert dialog.picker.settings_button.isVisible()
    dialog.picker.settings_button.click()
    assert opened == [True]

    keys.set_key("openai", "sk-test-0123456789abcdef")  # what Settings does
    dialog.reload_models()  # also done when the dialog is activated again
    qtbot.waitUntil(lambda: next(iter(dialog.picker.boxes.values())).isEnabled(), timeout=5000)
    [box] = dialog.picker.boxes.values()
    assert "Sends the story to OpenAI" in box.toolTip()


def test_enter_in_the_length_field_does_not_start_anything(
    qtbot, library: Library, story: Manuscript, llm_server: FakeLLMServer
) -> None:
    key = add_server(library, llm_server, "Studio", "m1")
    dialog = open_dialog(qtbot, library, story.id)
    tick(dialog, key)
    assert "this computer" in dialog.picker.boxes[key].toolTip()
    dialog.words.setFocus()
    qtbot.keyClick(dialog.words, Qt.Key.Key_Return)
    qtbot.wait(50)
    assert dialog.rows == [] and dialog.isVisible()
    assert llm_server.requests == []
