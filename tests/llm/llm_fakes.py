"""Test doubles shared by the provider tests (imported by name: tests/llm is on sys.path)."""

from __future__ import annotations

import keyring
from keyring.backend import KeyringBackend

#: A key-shaped secret that must never appear in a message, a repr or a traceback.
SECRET = "sk-test-5eCr3t-0123456789abcdef"


class MemoryKeyring(KeyringBackend):
    """A real keyring backend that keeps passwords in a dict."""

    priority = 1  # type: ignore[assignment]

    def __init__(self) -> None:
        super().__init__()
        self.passwords: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.passwords.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.passwords[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        if (service, username) not in self.passwords:
            raise keyring.errors.PasswordDeleteError("not there")
        del self.passwords[(service, username)]
