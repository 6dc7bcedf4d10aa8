"""Settings → Servers: add an OpenAI-compatible server, fetch its models, test it, remove it.

The server is the local fake (it speaks the OpenAI wire format, ``GET /v1/models`` included),
reached through the real ``openai`` SDK.
"""

from __future__ import annotations

import socket

import pytest
from llm_server import FakeLLMServer
from PySide6.QtCore import Qt

from writerlens.llm import keys
from writerlens.services import model_setup
from writerlens.services.library import Library
from writerlens.services.model_setup import ServerSetup
from writerlens.ui.settings import SettingsDialog
from writerlens.ui.settings.common import Tone
from writerlens.ui.settings.servers_page import ServersPage

SERVER_KEY = "sk-local-" + "Pw4Ne7Rt2Yu9Io3As6Df1Gh8Jk5Lz0Xc"
WAIT = 15_000


@pytest.fixture
def page(qtbot, library: Library):
    dlg = SettingsDialog(library)
    qtbot.addWidget(dlg)
    dlg.resize(1280, 800)
    dlg.show()
    dlg.show_page(SettingsDialog.SERVERS)
    yield dlg.servers_page
    dlg.workers.wait(10_000)


def _settled(qtbot, page: ServersPage) -> str:
    qtbot.waitUntil(lambda: page.status.tone in (Tone.GOOD, Tone.PROBLEM), timeout=WAIT)
    return page.status.text()


def _click(qtbot, page: ServersPage, button) -> str:
    page.status.say("")
    assert button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    return _settled(qtbot, page)


def test_add_fetch_test_and_remove_a_server(
    qtbot, page: ServersPage, library: Library, llm_server: FakeLLMServer
) -> None:
    assert page.empty_hint.isVisible()
    page.form.preset.setCurrentIndex(1)
    page.form.preset.activated.emit(1)  # as when the writer picks "Ollama"
    assert page.form.name_edit.text() == "Ollama"
    assert page.form.url_edit.text() == "http://localhost:11434/v1"
    page.form.name_edit.setText("Fake Ollama")
    page.form.url_edit.setText(llm_server.openai_base_url)
    assert not page.form.test_button.isEnabled()  # no model yet

    said = _click(qtbot, page, page.form.fetch_button)
    assert said == "✓ The server offers 2 models; choose one, then Save server."
    offered = [page.form.model_combo.itemText(i) for i in range(page.form.model_combo.count())]
    assert offered == ["fake-model-1", "fake-model-2"]
    assert page.form.model_combo.currentText() == "fake-model-1"
    page.form.model_combo.setCurrentIndex(1)

    said = _click(qtbot, page, page.form.save_button)
    assert said == "✓ Saved “Fake Ollama”."
    url = llm_server.openai_base_url
    assert model_setup.servers(library) == [ServerSetup("Fake Ollama", url, "fake-model-2")]
    assert page.list.count() == 1 and not page.empty_hint.isVisible()
    assert "fake-model-2" in page.list.item(0).text()
    assert page.remove_button.isEnabled()

    said = _click(qtbot, page, page.form.test_button)
    assert said == "✓ Connected: fake-model-2 answered."
    [post] = [r for r in llm_server.requests if r.method == "POST"]
    assert post.body["model"] == "fake-model-2" and post.body["max_tokens"] <= 8

    said = _click(qtbot, page, page.remove_button)
    assert said == "✓ Removed the server “Fake Ollama”."
    assert model_setup.servers(library) == []
    assert page.list.count() == 0 and page.form.name_edit.text() == ""


def test_a_server_key_is_kept_in_the_keyring_used_and_kept_on_rename(
    qtbot, page: ServersPage, library: Library, llm_server: FakeLLMServer, isolated_keys
) -> None:
    llm_server.expected_key = SERVER_KEY
    page.form.name_edit.setText("vLLM box")
    page.form.url_edit.setText(llm_server.openai_base_url)
    page.form.model_combo.setEditText("fake-model-1")
    said = _click(qtbot, page, page.form.test_button)
    assert said.startswith("⚠ Not connected.") and "rejected the API key" in said

    page.form.key_edit.setText(SERVER_KEY)
    assert _click(qtbot, page, page.form.save_button) == "✓ Saved “vLLM box”."
    assert keys.get_key(keys.server_key_name("vLLM box")) == SERVER_KEY
    assert SERVER_KEY not in str(library.store.scalar("SELECT group_concat(value) FROM settings"))
    qtbot.waitUntil(lambda: page.form.has_key, timeout=WAIT)
    assert page.form.key_edit.text() == "" and "A key is saved" in page.form.key_status.text()

    # fetch and test now use the saved key without it being typed again
    assert _click(qtbot, page, page.form.fetch_button).startswith("✓ The server offers 2")
    assert _click(qtbot, page, page.form.test_button) == "✓ Connected: fake-model-1 answered."

    page.form.name_edit.setText("GPU box")
    assert _click(qtbot, page, page.form.save_button) == "✓ Saved “GPU box”."
    assert [s.name for s in model_setup.servers(library)] == ["GPU box"]
    assert keys.get_key(keys.server_key_name("GPU box")) == SERVER_KEY
    assert keys.get_key(keys.server_key_name("vLLM box")) is None

    qtbot.waitUntil(lambda: page.form.forget_key_button.isEnabled(), timeout=WAIT)
    assert (
        _click(qtbot, page, page.form.forget_key_button) == "✓ The key for “GPU box” is forgotten."
    )
    assert keys.get_key(keys.server_key_name("GPU box")) is None


def test_a_bad_address_or_a_taken_name_is_explained_and_nothing_saved(
    qtbot, page: ServersPage, library: Library
) -> None:
    page.form.name_edit.setText("Studio")
    page.form.url_edit.setText("localhost:1234")
    said = _click(qtbot, page, page.form.save_button)
    assert said.startswith("⚠ The server's address should start with http://")
    assert model_setup.servers(library) == []

    model_setup.save_server(library, ServerSetup("Studio", "http://localhost:1234/v1", "m"))
    page.refresh()
    page.new_server()
    page.form.name_edit.setText("Studio")
    page.form.url_edit.setText("http://localhost:9999/v1")
    said = _click(qtbot, page, page.form.save_button)
    assert "There is already a server called “Studio”" in said
    assert model_setup.servers(library) == [ServerSetup("Studio", "http://localhost:1234/v1", "m")]


def test_a_server_that_is_not_running_is_explained(qtbot, page: ServersPage) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        closed = f"http://127.0.0.1:{sock.getsockname()[1]}/v1"
    page.form.name_edit.setText("Asleep")
    page.form.url_edit.setText(closed)
    said = _click(qtbot, page, page.form.fetch_button)
    assert said.startswith("⚠ Could not reach the server at http://127.0.0.1:")
    assert "Is it running" in said


def test_selecting_a_saved_server_fills_the_form(
    qtbot, page: ServersPage, library: Library
) -> None:
    model_setup.save_server(library, ServerSetup("A", "http://localhost:11434/v1", "llama3.2"))
    model_setup.save_server(library, ServerSetup("B", "http://localhost:1234/v1", "qwen2.5"))
    page.refresh()
    page.list.setCurrentRow(1)
    assert page.form.name_edit.text() == "B"
    assert page.form.url_edit.text() == "http://localhost:1234/v1"
    assert page.form.model_combo.currentText() == "qwen2.5"
    assert page.form.title() == "Server “B”"
    page.new_server()
    assert page.form.name_edit.text() == "" and page.form.title() == "New server"
    assert not page.remove_button.isEnabled()
