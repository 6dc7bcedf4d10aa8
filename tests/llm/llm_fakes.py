"""Test doubles shared by the provider tests (imported by name: tests/llm is on sys.path)."""

from __future__ import annotations

from memory_keyring import MemoryKeyring

__all__ = ["SECRET", "MemoryKeyring"]

#: A key-shaped secret that must never appear in a message, a repr or a traceback.
SECRET = "sk-test-5eCr3t-0123456789abcdef"
