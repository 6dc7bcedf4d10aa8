"""API keys: from the environment, else the OS keyring, else (said plainly) process memory.

A key is never written to SQLite, settings or logs. Where the computer has no real keyring
(keyring's fail/null backend, or only the plaintext backends of ``keyrings.alt``), keys are kept
in memory until the app closes and :func:`backend_description` says so, so the writer knows
they will have to enter the key again; WriterLens never falls back to a file on its own.

``provider`` is "anthropic", "openai", or ``server_key_name(name)`` for an OpenAI-compatible
server the writer named.
"""

from __future__ import annotations

import logging
import os
import threading
from collections.abc import Iterable
from typing import TYPE_CHECKING, Literal

from writerlens import redaction
from writerlens.messages import QT_TRANSLATE_NOOP, define

# keyring (and the backends it looks up) is imported when a key is first wanted, not when the
# library opens: a quarter of a second of every start (issue #29).
if TYPE_CHECKING:
    from keyring.backend import KeyringBackend

_KEYRING = define(
    "llm.keys.keyring",
    QT_TRANSLATE_NOOP("messages", "Keys are kept in your system's keyring ({name})."),
)
_NO_KEYRING = define(
    "llm.keys.no_keyring",
    QT_TRANSLATE_NOOP(
        "messages",
        "This computer has no system keyring that WriterLens can use, so keys are kept only "
        "in memory until the app closes; you will need to enter them again next time.",
    ),
)


SERVICE = "WriterLens"
ENV_VARS = {"anthropic": "ANTHROPIC_API_KEY", "openai": "OPENAI_API_KEY"}

KeySource = Literal["environment", "keyring", "memory"]

_log = logging.getLogger(__name__)
_memory: dict[str, str] = {}
_memory_lock = threading.Lock()


def server_key_name(server_name: str) -> str:
    """The keyring entry for an OpenAI-compatible server's (optional) key."""
    return f"openai-compatible:{server_name}"


def _secure(backend: KeyringBackend) -> bool:
    from keyring.backends import chainer, fail, null

    if isinstance(backend, fail.Keyring | null.Keyring):
        return False
    if isinstance(backend, chainer.ChainerBackend):
        return any(_secure(b) for b in backend.backends)
    cls = type(backend)
    # keyrings.alt: plaintext files, or "encrypted" ones that ask for a password on a terminal
    return not (cls.__module__.startswith("keyrings.alt") or "plaintext" in cls.__name__.lower())


def has_secure_backend() -> bool:
    """True when keys can be kept in the operating system's keyring."""
    import keyring

    return _secure(keyring.get_keyring())


def backend_description() -> str:
    """One sentence for the settings screen: where a key the writer enters will be kept."""
    import keyring

    backend = keyring.get_keyring()
    if _secure(backend):
        name = getattr(backend, "name", type(backend).__name__)
        return _KEYRING(name=name)
    return _NO_KEYRING()


def key_from_env(provider: str) -> str | None:
    var = ENV_VARS.get(provider)
    value = os.environ.get(var, "").strip() if var else ""
    redaction.remember(value)
    return value or None


def get_key(provider: str) -> str | None:
    """The stored key (keyring, or memory where there is no keyring); ignores the environment."""
    import keyring.errors

    if has_secure_backend():
        try:
            stored = keyring.get_password(SERVICE, provider)
        except keyring.errors.KeyringError as exc:
            _log.warning("could not read the keyring: %s", type(exc).__name__)
            stored = None
        if stored:
            redaction.remember(stored)
            return stored
    with _memory_lock:
        return _memory.get(provider)


def resolve_key(provider: str) -> str | None:
    """The key to use: the environment variable wins, then the stored key."""
    return key_from_env(provider) or get_key(provider)


def key_source(provider: str) -> KeySource | None:
    """Where :func:`resolve_key` finds the key, for the settings screen."""
    if key_from_env(provider):
        return "environment"
    with _memory_lock:
        if provider in _memory:
            return "memory"
    return "keyring" if get_key(provider) else None


def known_keys(providers: Iterable[str] = ()) -> list[str]:
    """Every key WriterLens can find now (environment, keyring, memory) for the two cloud
    services and ``providers`` (e.g. ``server_key_name(name)``), all remembered for redaction.
    Used to check that an export holds no piece of one."""
    found: list[str] = []
    for provider in ("anthropic", "openai", *providers):
        for key in (key_from_env(provider), get_key(provider)):
            if key and key not in found:
                found.append(key)
    return found


def set_key(provider: str, key: str) -> KeySource:
    """Keep ``key``; says where. Falls back to memory (not a file) if the keyring fails."""
    key = key.strip()
    if not key:
        raise ValueError("an empty key cannot be stored; use delete_key")
    redaction.remember(key)
    import keyring.errors

    if has_secure_backend():
        try:
            keyring.set_password(SERVICE, provider, key)
        except keyring.errors.KeyringError as exc:
            _log.warning("could not write to the keyring: %s", type(exc).__name__)
        else:
            with _memory_lock:
                _memory.pop(provider, None)
            return "keyring"
    with _memory_lock:
        _memory[provider] = key
    return "memory"


def delete_key(provider: str) -> None:
    """Forget the stored key (the environment variable, if set, is not ours to touch)."""
    with _memory_lock:
        _memory.pop(provider, None)
    import keyring.errors

    if has_secure_backend():
        try:
            keyring.delete_password(SERVICE, provider)
        except keyring.errors.PasswordDeleteError:
            pass
        except keyring.errors.KeyringError as exc:
            _log.warning("could not delete from the keyring: %s", type(exc).__name__)
