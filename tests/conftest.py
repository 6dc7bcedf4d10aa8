"""Shared fixtures. Qt runs offscreen; every test gets its own real SQLite library."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from writerlens.resources import resource_path
from writerlens.services.library import SAMPLE_STORY, Library

EXTERNAL = Path(__file__).resolve().parents[2] / "shared" / "external"


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
    """Released data of published studies (../shared/external); skipped where absent."""
    if not EXTERNAL.is_dir():
        pytest.skip(f"the shared study data is not here ({EXTERNAL})")
    return EXTERNAL


@pytest.fixture
def llm_server():
    """A started fake Anthropic/OpenAI server on 127.0.0.1 (see tests/llm_server.py)."""
    from llm_server import FakeLLMServer

    with FakeLLMServer() as server:
        yield server
