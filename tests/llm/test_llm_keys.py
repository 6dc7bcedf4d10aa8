"""API keys: the keyring when there is one, memory (said plainly) when there is none."""

from __future__ import annotations

import keyring
import pytest
from keyring.backends import fail, null
from llm_fakes import SECRET

from writerlens.llm import keys
from writerlens.llm.base import ProviderSpec
from writerlens.llm.factory import create_provider


def test_a_key_is_kept_in_the_keyring_under_writerlens(isolated_keys):
    assert keys.set_key("anthropic", SECRET) == "keyring"
    assert isolated_keys.passwords == {("WriterLens", "anthropic"): SECRET}
    assert keys.get_key("anthropic") == SECRET
    assert keys.key_source("anthropic") == "keyring"
    assert keys.has_secure_backend()
    assert "system's keyring" in keys.backend_description()


def test_deleting_a_key_forgets_it(isolated_keys):
    keys.set_key("openai", SECRET)
    keys.delete_key("openai")
    assert keys.get_key("openai") is None
    assert isolated_keys.passwords == {}
    keys.delete_key("openai")  # deleting twice is fine


def test_the_environment_variable_wins_over_the_keyring(monkeypatch):
    keys.set_key("openai", "stored-key")
    monkeypatch.setenv("OPENAI_API_KEY", "env-key")
    assert keys.resolve_key("openai") == "env-key"
    assert keys.key_source("openai") == "environment"
    assert keys.get_key("openai") == "stored-key"  # the stored one is untouched
    monkeypatch.delenv("OPENAI_API_KEY")
    assert keys.resolve_key("openai") == "stored-key"


def test_the_factory_uses_the_environment_then_the_keyring(monkeypatch):
    keys.set_key("anthropic", "stored-key")
    provider = create_provider(ProviderSpec(kind="anthropic", model="claude-haiku-4-5"))
    assert provider._key.reveal() == "stored-key"  # type: ignore[attr-defined]
    monkeypatch.setenv("ANTHROPIC_API_KEY", "env-key")
    provider = create_provider(ProviderSpec(kind="anthropic", model="claude-haiku-4-5"))
    assert provider._key.reveal() == "env-key"  # type: ignore[attr-defined]


@pytest.mark.parametrize("backend", [fail.Keyring(), null.Keyring()])
def test_without_a_keyring_keys_live_in_memory_and_the_app_says_so(backend):
    keyring.set_keyring(backend)
    assert not keys.has_secure_backend()
    assert "only in memory until the app closes" in keys.backend_description()
    assert keys.set_key("anthropic", SECRET) == "memory"
    assert keys.get_key("anthropic") == SECRET
    assert keys.key_source("anthropic") == "memory"
    keys.delete_key("anthropic")
    assert keys.get_key("anthropic") is None


def test_a_plaintext_backend_is_not_trusted_with_keys(tmp_path):
    class PlaintextKeyring(keyring.backend.KeyringBackend):
        priority = 1  # type: ignore[assignment]

        def get_password(self, service, username):
            raise AssertionError("must not read a plaintext file")

        def set_password(self, service, username, password):
            raise AssertionError("must not write a key into a plaintext file")

        def delete_password(self, service, username):
            raise AssertionError("must not touch a plaintext file")

    keyring.set_keyring(PlaintextKeyring())
    assert not keys.has_secure_backend()
    assert keys.set_key("openai", SECRET) == "memory"
    assert keys.get_key("openai") == SECRET


def test_a_keyring_that_fails_to_save_falls_back_to_memory(isolated_keys):
    def broken(*_args):
        raise keyring.errors.KeyringLocked("the keychain is locked")

    isolated_keys.set_password = broken  # type: ignore[method-assign]
    assert keys.set_key("openai", SECRET) == "memory"
    assert keys.get_key("openai") == SECRET


def test_an_empty_key_is_not_stored():
    with pytest.raises(ValueError):
        keys.set_key("openai", "   ")


def test_keys_never_show_in_a_providers_repr():
    keys.set_key("openai", SECRET)
    provider = create_provider(ProviderSpec(kind="openai", model="gpt-4o"))
    assert SECRET not in repr(provider)
    assert SECRET not in str(provider)
    assert SECRET not in repr(vars(provider))  # not even in a debugger's dump
