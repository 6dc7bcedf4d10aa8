"""A real keyring backend that keeps passwords in a dict: no test touches a real keychain."""

from __future__ import annotations

import keyring.errors
from keyring.backend import KeyringBackend


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
