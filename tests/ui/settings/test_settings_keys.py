"""Settings → API keys: saving, removing, where a key lives, testing it, and never leaking it.

Real widgets, the real keyring API (the in-memory backend every test gets, or keyring's own
"fail" backend), and the real Anthropic and OpenAI SDKs talking to the local fake server.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

import keyring
import pytest
from keyring.backends import fail
from llm_server import FakeLLMServer
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QLineEdit, QMessageBox

from writerlens.llm import keys
from writerlens.services import model_setup
from writerlens.services.address_secrets import SWEPT
from writerlens.services.library import Library
from writerlens.ui.settings import SettingsDialog
from writerlens.ui.settings.common import Tone
from writerlens.ui.settings.keys_page import ProviderKeyBox

ANTHROPIC_KEY = "sk-ant-api03-" + "Zq7Rw2Lm9Xv4Tp8Kd3Hs6Nf1Bc5Gy0Ja" * 2
OPENAI_KEY = "sk-proj-" + "Vn3Qe8Ui2Ow7Pa4Sd9Fg1Hj6Kl0Zx5Cv" * 2
WAIT = 15_000
SHOTS = os.environ.get("WRITERLENS_SCREENSHOTS")


@pytest.fixture
def dialog(qtbot, library: Library, llm_server: FakeLLMServer):
    dlg = SettingsDialog(
        library,
        base_urls={
            "anthropic": llm_server.anthropic_base_url,
            "openai": llm_server.openai_base_url,
        },
    )
    qtbot.addWidget(dlg)
    dlg.resize(1280, 800)
    dlg.show()
    yield dlg
    dlg.workers.wait(10_000)


def _box(dialog: SettingsDialog, provider: str) -> ProviderKeyBox:
    box = dialog.keys_page.boxes[provider]
    return box


def _wait_status(qtbot, box: ProviderKeyBox, text: str) -> None:
    qtbot.waitUntil(lambda: box.status.text() == text, timeout=WAIT)


def _save(qtbot, box: ProviderKeyBox, key: str) -> None:
    box.key_edit.setFocus()
    qtbot.keyClicks(box.key_edit, key)
    qtbot.mouseClick(box.save_button, Qt.MouseButton.LeftButton)


def test_a_saved_key_goes_to_the_keyring_and_is_shown_only_as_saved(
    qtbot, dialog: SettingsDialog, isolated_keys
) -> None:
    box = _box(dialog, "anthropic")
    _wait_status(qtbot, box, "No Anthropic key yet.")
    assert box.key_edit.echoMode() is QLineEdit.EchoMode.Password
    assert not box.remove_button.isEnabled() and not box.save_button.isEnabled()
    assert not box.test_button.isEnabled()  # nothing to test with yet
    qtbot.waitUntil(lambda: "system's keyring" in dialog.keys_page.backend.text(), timeout=WAIT)

    _save(qtbot, box, ANTHROPIC_KEY)
    _wait_status(qtbot, box, "Key saved in your system keyring.")
    assert box.key_edit.text() == ""  # the key is not kept on screen
    assert isolated_keys.passwords[(keys.SERVICE, "anthropic")] == ANTHROPIC_KEY
    assert keys.key_source("anthropic") == "keyring"
    assert box.remove_button.isEnabled() and box.test_button.isEnabled()
    assert _box(dialog, "openai").status.text() == "No OpenAI key yet."

    qtbot.mouseClick(box.remove_button, Qt.MouseButton.LeftButton)
    _wait_status(qtbot, box, "No Anthropic key yet.")
    assert (keys.SERVICE, "anthropic") not in isolated_keys.passwords
    assert not box.remove_button.isEnabled()


def test_without_a_system_keyring_keys_are_kept_in_memory_and_the_page_says_so(
    qtbot, library: Library
) -> None:
    keyring.set_keyring(fail.Keyring())  # the isolated_keys fixture puts the old one back
    dlg = SettingsDialog(library)
    qtbot.addWidget(dlg)
    dlg.show()
    page = dlg.keys_page
    qtbot.waitUntil(lambda: "in memory until the app closes" in page.backend.text(), timeout=WAIT)
    assert page.backend.tone is Tone.PROBLEM
    box = page.boxes["openai"]
    _save(qtbot, box, OPENAI_KEY)
    _wait_status(qtbot, box, "Key kept in memory until WriterLens closes.")
    assert keys.key_source("openai") == "memory"
    assert box.remove_button.isEnabled()
    qtbot.mouseClick(box.remove_button, Qt.MouseButton.LeftButton)
    _wait_status(qtbot, box, "No OpenAI key yet.")
    assert keys.get_key("openai") is None
    dlg.workers.wait(5000)
    if SHOTS:
        dlg.resize(1280, 800)
        assert dlg.grab().save(str(Path(SHOTS) / "settings-keys-no-keyring.png"))


def test_a_key_from_the_environment_is_named_and_cannot_be_removed_here(
    qtbot, library: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ANTHROPIC_API_KEY", ANTHROPIC_KEY)
    dlg = SettingsDialog(library)
    qtbot.addWidget(dlg)
    dlg.show()
    box = dlg.keys_page.boxes["anthropic"]
    qtbot.waitUntil(lambda: "ANTHROPIC_API_KEY environment variable" in box.status.text())
    assert not box.remove_button.isEnabled()
    assert box.test_button.isEnabled()
    assert ANTHROPIC_KEY not in box.status.text()
    dlg.workers.wait(5000)


@pytest.mark.parametrize(
    ("provider", "key", "model"),
    [("anthropic", ANTHROPIC_KEY, "claude-opus-4-6"), ("openai", OPENAI_KEY, "gpt-4.1")],
)
def test_test_connection_asks_the_first_ticked_model_with_the_saved_key(
    qtbot, dialog: SettingsDialog, llm_server: FakeLLMServer, provider: str, key: str, model: str
) -> None:
    llm_server.expected_key = key
    box = _box(dialog, provider)
    _save(qtbot, box, key)
    _wait_status(qtbot, box, "Key saved in your system keyring.")
    qtbot.mouseClick(box.test_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: box.result.tone not in (Tone.BUSY, Tone.PLAIN), timeout=WAIT)
    assert box.result.text() == f"✓ Connected: {model} answered."
    [request] = [r for r in llm_server.requests if r.method == "POST"]
    assert request.api == provider
    assert request.body["model"] == model
    limit = request.body.get("max_tokens") or request.body.get("max_completion_tokens")
    assert limit <= 8  # a few tokens: a test costs (almost) nothing


def test_test_connection_uses_a_typed_key_before_it_is_saved(
    qtbot, dialog: SettingsDialog, llm_server: FakeLLMServer
) -> None:
    model_setup.set_cloud_models(dialog.library, [("openai", "gpt-4o-mini")])
    llm_server.expected_key = OPENAI_KEY
    box = _box(dialog, "openai")
    qtbot.keyClicks(box.key_edit, OPENAI_KEY)
    qtbot.mouseClick(box.test_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: box.result.tone is Tone.GOOD, timeout=WAIT)
    assert "gpt-4o-mini answered" in box.result.text()
    assert keys.get_key("openai") is None  # testing does not save


@pytest.mark.parametrize(
    ("provider", "company"), [("anthropic", "Anthropic"), ("openai", "OpenAI")]
)
def test_a_refused_key_is_explained(
    qtbot, dialog: SettingsDialog, llm_server: FakeLLMServer, provider: str, company: str
) -> None:
    llm_server.expected_key = "the-right-key-is-another-one"
    box = _box(dialog, provider)
    _save(qtbot, box, ANTHROPIC_KEY if provider == "anthropic" else OPENAI_KEY)
    _wait_status(qtbot, box, "Key saved in your system keyring.")
    qtbot.mouseClick(box.test_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: box.result.tone is Tone.PROBLEM, timeout=WAIT)
    text = box.result.text()
    assert text.startswith("⚠ Not connected.")
    assert f"{company} rejected the API key" in text and "Check the key" in text
    assert box.test_button.isEnabled()  # the writer can fix the key and try again


def test_an_unreachable_service_is_explained(qtbot, library: Library) -> None:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        closed = f"http://127.0.0.1:{sock.getsockname()[1]}"
    dlg = SettingsDialog(library, base_urls={"anthropic": closed})
    qtbot.addWidget(dlg)
    dlg.show()
    box = dlg.keys_page.boxes["anthropic"]
    qtbot.keyClicks(box.key_edit, ANTHROPIC_KEY)
    qtbot.mouseClick(box.test_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: box.result.tone is Tone.PROBLEM, timeout=WAIT)
    assert "Could not reach the server" in box.result.text()
    dlg.workers.wait(5000)


def test_a_key_never_reaches_the_library_file_the_log_or_the_screen(
    qtbot,
    dialog: SettingsDialog,
    llm_server: FakeLLMServer,
    library: Library,
    caplog: pytest.LogCaptureFixture,
    isolated_keys,
) -> None:
    caplog.set_level(logging.DEBUG)
    llm_server.expected_key = "not-the-key-the-writer-typed"  # 401, and the body echoes the key
    box = _box(dialog, "anthropic")
    _save(qtbot, box, ANTHROPIC_KEY)
    _wait_status(qtbot, box, "Key saved in your system keyring.")
    other = _box(dialog, "openai")
    _save(qtbot, other, OPENAI_KEY)
    _wait_status(qtbot, other, "Key saved in your system keyring.")
    for each in (box, other):
        qtbot.mouseClick(each.test_button, Qt.MouseButton.LeftButton)
    for each in (box, other):
        qtbot.waitUntil(lambda each=each: each.result.tone is Tone.PROBLEM, timeout=WAIT)
    # the rest of the dialog saves settings too: tick a model, add a server with a key
    model_setup.set_cloud_models(library, [("anthropic", "claude-haiku-4-5")])
    page = dialog.servers_page
    page.form.name_edit.setText("Box")
    page.form.url_edit.setText(llm_server.openai_base_url)
    page.form.model_combo.setEditText("fake-model-1")
    page.form.key_edit.setText(OPENAI_KEY + "-server")
    page.save_server()
    qtbot.waitUntil(lambda: page.status.tone is Tone.GOOD, timeout=WAIT)
    dialog.workers.wait(5000)

    secrets = (ANTHROPIC_KEY, OPENAI_KEY)
    assert isolated_keys.passwords[(keys.SERVICE, "anthropic")] == ANTHROPIC_KEY  # where it goes
    # the screen: every label, field and status line of the dialog, and any error box
    shown = [w.text() for w in dialog.findChildren(QLabel)]
    shown += [w.text() for w in dialog.findChildren(QLineEdit)]
    shown += [w.accessibleDescription() for w in dialog.findChildren(QLabel)]
    for box_ in dialog.findChildren(QMessageBox):
        shown += [box_.text(), box_.informativeText(), box_.detailedText()]
    assert "[key hidden]" in box.result.text()  # the fake server echoed it; it was cut out
    # the library: the settings rows and every byte of the SQLite files
    settings = [
        r["value"]
        for r in library.store.rows("SELECT value FROM settings WHERE key != ?", (SWEPT,))
    ]
    assert settings, "the dialog saved settings"
    files = [library.store.path, *library.store.path.parent.glob("*.sqlite3-*")]
    stored = b"".join(Path(f).read_bytes() for f in files if Path(f).exists())
    # the log, at DEBUG, from every logger (the SDKs' included)
    logged = [r.getMessage() for r in caplog.records]
    assert logged, "something was logged (the SDKs log their requests at DEBUG)"
    for secret in secrets:
        for text in shown + settings + logged:
            assert secret not in text
            assert secret[-20:] not in text
        assert secret.encode() not in stored
        assert secret[-20:].encode() not in stored
