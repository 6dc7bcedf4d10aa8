"""Shared fixtures. Qt runs offscreen; every test gets its own real SQLite library."""

from __future__ import annotations

import gc
import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from shared_data import EXTERNAL, need_shared_data

from writerlens.resources import resource_path
from writerlens.services.library import SAMPLE_STORY, Library

#: Fixtures that make a test slow wherever it uses them: ``gemma_spec`` (the real small GGUF
#: run by llama.cpp: seconds per load and per answer on two cores) and ``cheap_gc``, which exists
#: only for tests that collect garbage in a long loop. (``gemma_path`` and the UI tests' ``gemma``
#: only name the file, and reading its header is quick; the summarize tests' ``gemma`` provider
#: is in modules marked slow.) A test using one is marked ``slow`` here, so that
#: ``pytest -m "not slow"`` (the fast lane in README.md) leaves it out; a module whose helpers
#: start a process or load the model without such a fixture marks itself
#: (``pytestmark = pytest.mark.slow``).
SLOW_FIXTURES = frozenset({"gemma_spec", "cheap_gc"})


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if SLOW_FIXTURES.intersection(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.slow)


@pytest.fixture(autouse=True)
def isolated_keys(monkeypatch: pytest.MonkeyPatch):
    """Every test runs with a private in-memory keyring and no keys or addresses from the
    developer's environment, so that no test can reach a real service or a real keychain."""
    import keyring
    from memory_keyring import MemoryKeyring

    from writerlens import redaction
    from writerlens.llm import keys

    redaction.forget_all()  # keys remembered for redaction by another test are not this one's
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
    redaction.forget_all()


@pytest.fixture
def cheap_gc():
    """`gc.collect()` inside a loop costs only what the test itself made: whatever earlier tests
    left is collected once and frozen (Python's permanent generation) for the test's duration.
    In a full run each collection otherwise walks the whole session's heap (about 2 s, 20 times)."""
    gc.collect()
    gc.freeze()
    yield
    gc.unfreeze()


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    return tmp_path / "data"


@pytest.fixture
def library(data_dir: Path):
    lib = Library.open(data_dir)
    yield lib
    lib.close()


@pytest.fixture
def sample_path() -> Path:
    return resource_path("samples", SAMPLE_STORY)


@pytest.fixture
def external() -> Path:
    """Released data of published studies (../shared/external); skipped, saying so, where
    absent (see tests/shared_data.py)."""
    return need_shared_data(EXTERNAL)


@pytest.fixture
def llm_server():
    """A started fake Anthropic/OpenAI server on 127.0.0.1 (see tests/llm_server.py)."""
    from llm_server import FakeLLMServer

    with FakeLLMServer() as server:
        yield server
