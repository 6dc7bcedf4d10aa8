"""A model file's header is walked once, until the file changes (issue #29).

Walking a real header is pure Python (Gemma 3's 262,000-token vocabulary: ~90 ms), and every
provider made, every estimate and every settings page walked it again, on worker threads whose
hold on the interpreter lock the window felt while a local model wrote. The file's identity,
size and time of change (as the open file says; what Python's own import cache trusts) decide
whether the header read before still holds.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from gguf_builder import write_gguf

from writerlens.llm import gguf
from writerlens.llm.base import ProviderError


@pytest.fixture
def walks(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    walked: list[Path] = []
    parse = gguf._parse

    def counted(path: Path, data, size: int):  # type: ignore[no-untyped-def]
        walked.append(path)
        return parse(path, data, size)

    monkeypatch.setattr(gguf, "_parse", counted)
    return walked


def test_a_header_is_walked_once_until_its_file_changes(tmp_path: Path, walks: list[Path]):
    path = write_gguf(tmp_path / "model.gguf", {"general.name": "First"})
    assert gguf.read_gguf_info(path).name == "First"
    assert gguf.read_gguf_info(path).name == "First"
    assert gguf.read_gguf_info(str(path)).name == "First"
    assert len(walks) == 1

    # a download finishing: a new file renamed over the old one
    fresh = write_gguf(tmp_path / "model.gguf.part", {"general.name": "Second"})
    os.replace(fresh, path)
    assert gguf.read_gguf_info(path).name == "Second"
    # the same file written again in place, with other contents
    write_gguf(path, {"general.name": "Third, longer"})
    assert gguf.read_gguf_info(path).name == "Third, longer"
    assert len(walks) == 3


def test_a_file_gone_or_spoiled_since_is_not_answered_from_memory(tmp_path: Path):
    path = write_gguf(tmp_path / "model.gguf")
    gguf.read_gguf_info(path)
    path.write_bytes(path.read_bytes()[:100])  # cut short
    with pytest.raises(ProviderError, match="is incomplete"):
        gguf.read_gguf_info(path)
    path.unlink()
    with pytest.raises(ProviderError, match="is not there"):
        gguf.read_gguf_info(path)
