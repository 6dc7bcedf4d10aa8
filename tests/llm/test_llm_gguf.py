"""Reading a GGUF file's header: what the settings screen shows before loading a model."""

from __future__ import annotations

from pathlib import Path

import pytest
from gguf_builder import write_gguf

from writerlens.llm.base import FaultKind, ProviderError
from writerlens.llm.gguf import DEFAULT_CONTEXT, read_gguf_info
from writerlens.llm.model_facts import kv_cache_bytes


def test_the_header_facts_are_read(tmp_path: Path):
    path = write_gguf(tmp_path / "tiny.gguf")
    info = read_gguf_info(path)
    assert info.name == "Tiny Test Model"
    assert info.architecture == "llama"
    assert info.quantisation == "Q4_K_M"
    assert info.trained_context == 8192
    assert info.has_chat_template
    assert info.size_bytes == path.stat().st_size
    # 2 layers x 4096 tokens x 2 kv heads x 16 dims x (k + v) x 2 bytes
    assert kv_cache_bytes(info, 4096) == 2 * 2 * 4096 * 2 * 16 * 2
    assert info.estimated_ram_bytes > info.size_bytes + kv_cache_bytes(info, 4096)


def test_a_file_without_a_template_or_name_says_so(tmp_path: Path):
    path = write_gguf(tmp_path / "plain.gguf", {"tokenizer.chat_template": "", "general.name": ""})
    info = read_gguf_info(path)
    assert not info.has_chat_template
    assert info.name == "plain"


def test_context_is_bounded_by_what_the_model_was_trained_on(tmp_path: Path):
    info = read_gguf_info(write_gguf(tmp_path / "m.gguf", {"llama.context_length": 2048}))
    assert info.context_for(None) == 2048
    assert info.context_for(8192) == 2048
    assert info.context_for(1024) == 1024
    roomy = read_gguf_info(write_gguf(tmp_path / "n.gguf", {"llama.context_length": 131072}))
    assert roomy.context_for(None) == DEFAULT_CONTEXT
    assert roomy.context_for(16384) == 16384


def test_a_missing_file_is_a_plain_model_error(tmp_path: Path):
    with pytest.raises(ProviderError) as caught:
        read_gguf_info(tmp_path / "gone.gguf")
    assert caught.value.kind == FaultKind.MODEL
    assert "is not there" in caught.value.message
    assert "Settings → Local models" in caught.value.message


@pytest.mark.parametrize("content", [b"", b"hello", b"Once upon a time, a lamplighter" * 10])
def test_a_file_that_is_not_gguf_is_a_plain_model_error(tmp_path: Path, content: bytes):
    path = tmp_path / "story.gguf"
    path.write_bytes(content)
    with pytest.raises(ProviderError) as caught:
        read_gguf_info(path)
    assert caught.value.kind == FaultKind.MODEL
    assert "“story.gguf” is not a GGUF model file" in caught.value.message


@pytest.mark.parametrize("keep", [0.1, 0.5, 0.95])
def test_a_file_cut_short_is_reported_as_incomplete(tmp_path: Path, keep: float):
    whole = write_gguf(tmp_path / "whole.gguf").read_bytes()
    path = tmp_path / "cut.gguf"
    path.write_bytes(whole[: max(30, int(len(whole) * keep))])
    with pytest.raises(ProviderError) as caught:
        read_gguf_info(path)
    assert caught.value.kind == FaultKind.MODEL
    assert "is incomplete" in caught.value.message
    assert "Download the model again" in caught.value.message


def test_the_real_gemma_file_header(gemma_path: Path):
    info = read_gguf_info(gemma_path)
    assert info.architecture == "gemma3"
    assert info.quantisation == "Q4_K_M"
    assert info.trained_context == 32768 > 2048
    assert info.name == "Gemma 3 270m"
    # this package's file carries no chat template (WriterLens uses Gemma's built-in format)
    assert info.has_chat_template is False
    assert info.size_bytes < info.estimated_ram_bytes < 2 * info.size_bytes


def test_the_real_gemma_file_cut_short_is_incomplete(gemma_path: Path, tmp_path: Path):
    cut = tmp_path / "gemma-cut.gguf"
    with gemma_path.open("rb") as source:
        cut.write_bytes(source.read(12 * 2**20))  # the header and the start of the weights
    with pytest.raises(ProviderError, match="is incomplete"):
        read_gguf_info(cut)


def test_display_names_come_from_the_metadata_not_a_mangled_name(tmp_path: Path) -> None:
    from writerlens.llm.model_facts import display_name

    smol = {
        "general.name": "Smollm2 135M 8k Lc100K Mix1 Ep2",
        "general.basename": "SmolLM2",
        "general.size_label": "135M",
        "general.finetune": "Instruct",
    }
    assert display_name(smol, tmp_path / "x.gguf") == "SmolLM2 135M Instruct"
    gemma = {
        "general.name": "Gemma 3 270m",
        "general.basename": "gemma-3",
        "general.size_label": "270M",
    }
    assert display_name(gemma, tmp_path / "x.gguf") == "Gemma 3 270m"  # says the same: kept
    qwen = {"general.basename": "qwen2.5", "general.size_label": "0.5B", "general.finetune": "it"}
    assert display_name(qwen, tmp_path / "x.gguf") == "Qwen2.5 0.5B IT"
    assert display_name({}, tmp_path / "my-model.gguf") == "my-model"
