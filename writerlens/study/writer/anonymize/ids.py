"""Pseudonymous ids for what a bundle carries.

A story or summary is named by HMAC-SHA256 of its local id under a secret that is made per
study and kept in the writer's library (never exported). The same story therefore has the same
id in every bundle the writer sends to one study (so a second export can be matched with the
first), while a coordinator cannot recover local ids or link the writer across studies.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass


def new_secret() -> str:
    """A fresh per-study secret (hex), to be kept in the library settings."""
    return secrets.token_hex(32)


def random_pseudonym() -> str:
    """A participant pseudonym for a writer who was not given a code."""
    return "P-" + secrets.token_hex(6)


@dataclass(frozen=True)
class Pseudonyms:
    """Maps local ids to the ids a bundle carries; deterministic for one secret."""

    secret: str

    def _make(self, kind: str, local_id: int | str, prefix: str) -> str:
        digest = hmac.new(
            bytes.fromhex(self.secret), f"{kind}:{local_id}".encode(), hashlib.sha256
        ).hexdigest()
        return f"{prefix}-{digest[:16]}"

    def story(self, local_id: int | str) -> str:
        return self._make("story", local_id, "s")

    def summary(self, local_id: int | str) -> str:
        return self._make("summary", local_id, "m")

    def span(self, local_id: int | str) -> str:
        return self._make("span", local_id, "a")

    def probe(self, local_id: int | str) -> str:
        return self._make("probe", local_id, "q")

    def claim(self, local_id: int | str) -> str:
        return self._make("claim", local_id, "c")

    def omission(self, local_id: int | str) -> str:
        return self._make("omission", local_id, "o")
