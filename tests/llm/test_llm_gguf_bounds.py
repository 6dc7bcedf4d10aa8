"""A hostile or broken GGUF header: refused with one line, never a crash, a hang or an abort.

llama.cpp asserts (the process dies with GGML_ASSERT) on header values such as 0 or 1,000
layers or a NaN norm epsilon; the reader must see them first, refuse the file at Add, and a
model that was listed before its file went bad must still leave the model list usable.
"""

from __future__ import annotations

import math
import struct
from pathlib import Path

import pytest
from gguf_builder import Raw, gguf_bytes, ints, write_gguf

from writerlens.llm.base import FaultKind, ProviderError
from writerlens.llm.gguf import (
    MAX_CONTEXT,
    check_loadable,
    read_gguf_header,
    read_gguf_info,
    template_problem,
)


def _refused(path: Path) -> str:
    with pytest.raises(ProviderError) as caught:
        read_gguf_info(path)
    assert caught.value.kind == FaultKind.MODEL
    message = caught.value.message
    assert "\n" not in message
    assert check_loadable(path) == message
    return message


@pytest.mark.parametrize(
    ("key", "value", "shown"),
    [
        ("llama.block_count", 0, "llama.block_count = 0"),
        ("llama.block_count", 1000, "llama.block_count = 1000"),
        ("llama.attention.layer_norm_rms_epsilon", math.nan, "= nan"),
        ("llama.attention.layer_norm_rms_epsilon", math.inf, "= inf"),
        ("llama.attention.layer_norm_epsilon", 0.0, "= 0.0"),
        ("llama.attention.layer_norm_epsilon", -1e-5, "layer_norm_epsilon"),
        ("llama.attention.head_count_kv", 3, "a divisor of the head count 4"),
        ("llama.embedding_length", 0, "llama.embedding_length = 0"),
        ("llama.expert_used_count", 9, "expert_used_count"),
    ],
)
def test_values_llama_cpp_aborts_on_are_refused_with_the_key(
    tmp_path: Path, key: str, value: object, shown: str
):
    path = write_gguf(tmp_path / "bad.gguf", {key: value})
    message = _refused(path)
    assert shown in message
    assert "“bad.gguf” cannot be used" in message


def test_a_good_header_passes_every_check(tmp_path: Path):
    path = write_gguf(
        tmp_path / "good.gguf",
        {"llama.attention.layer_norm_rms_epsilon": 1e-5, "llama.block_count": 2},
    )
    assert check_loadable(path) is None
    assert check_loadable(path, memory_bytes=2**40) is None


def test_a_model_larger_than_the_computer_is_refused(tmp_path: Path):
    path = write_gguf(tmp_path / "big.gguf")
    message = check_loadable(path, memory_bytes=1000)
    assert message is not None and "more than this computer has" in message


@pytest.mark.parametrize(
    "metadata",
    [
        {"general.file_type": ints([1, 2])},  # a list where a number belongs
        {"general.architecture": ints([1])},
        {"llama.context_length": "long"},
        {"llama.block_count": ints([2, 2])},
        {"tokenizer.chat_template": ints([1, 2, 3])},
        {"llama.attention.head_count": "four"},
    ],
)
def test_list_and_string_values_where_numbers_belong_are_a_reason_not_a_crash(
    tmp_path: Path, metadata: dict
):
    message = _refused(write_gguf(tmp_path / "odd.gguf", metadata))
    assert "cannot be used" in message


def test_per_layer_arrays_of_the_right_length_are_accepted(tmp_path: Path):
    path = write_gguf(
        tmp_path / "layers.gguf",
        {"llama.attention.head_count": ints([4, 4]), "llama.attention.head_count_kv": ints([2, 1])},
    )
    assert check_loadable(path) is None
    path = write_gguf(tmp_path / "short.gguf", {"llama.attention.head_count": ints([4, 4, 4])})
    assert "one per layer" in _refused(path)


def test_nested_arrays_are_refused_without_recursing(tmp_path: Path):
    # 100,000 arrays each holding the next: a recursive reader overflows its stack
    depth = 100_000
    nested = struct.pack("<IIQ", 9, 9, 1) * depth + struct.pack("<IQ", 4, 0)
    path = write_gguf(tmp_path / "nested.gguf", {"deep": Raw(nested)})
    with pytest.raises(ProviderError, match="is damaged"):
        read_gguf_header(path)


def test_counts_larger_than_the_file_are_cut_short_at_once(tmp_path: Path):
    huge = struct.pack("<IIQ", 9, 8, 2**62)  # 4.6e18 strings
    path = write_gguf(tmp_path / "huge.gguf", {"tokenizer.ggml.tokens": Raw(huge)})
    with pytest.raises(ProviderError, match="is incomplete"):
        read_gguf_header(path)
    head = b"GGUF" + struct.pack("<IQQ", 3, 2**60, 2**60)
    (tmp_path / "counts.gguf").write_bytes(head + bytes(64))
    with pytest.raises(ProviderError, match="is incomplete"):
        read_gguf_header(tmp_path / "counts.gguf")


def test_a_sparse_multi_gigabyte_file_is_not_walked(tmp_path: Path):
    """A header that says 500 million (empty) vocabulary strings in a 4 GB sparse file: the
    reader stops at its bound instead of walking gigabytes of zeros for minutes."""
    n = 500_000_000
    head = gguf_bytes({"general.architecture": "llama"}, [])
    head = head.rstrip(b"\0")
    body = b"GGUF" + struct.pack("<IQQ", 3, 0, 2)
    body += head[len(body) :]
    body += struct.pack("<Q", len("tokenizer.ggml.tokens")) + b"tokenizer.ggml.tokens"
    body += struct.pack("<IIQ", 9, 8, n)
    path = tmp_path / "sparse.gguf"
    with path.open("wb") as f:
        f.write(body)
        f.truncate(len(body) + n * 8 + 4096)
    with pytest.raises(ProviderError, match="is damaged"):
        read_gguf_header(path)


@pytest.mark.parametrize("kind", ["fifo", "folder"])
def test_a_pipe_or_a_folder_is_refused_without_waiting(tmp_path: Path, kind: str):
    import os

    path = tmp_path / "model.gguf"
    if kind == "fifo":
        os.mkfifo(path)
    else:
        path.mkdir()
    with pytest.raises(ProviderError) as caught:
        read_gguf_info(path)
    assert "is not a regular file" in caught.value.message


def test_a_declared_context_beyond_reason_is_capped(tmp_path: Path):
    path = write_gguf(tmp_path / "ctx.gguf", {"llama.context_length": 2**31 - 1})
    info = read_gguf_info(path)
    assert info.context_for(2**31 - 1) == MAX_CONTEXT
    assert info.context_for(None) == 4096


# -- the chat template --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("template", "reason"),
    [
        ("{% for m in messages %}{{ m.content ", "line 1"),
        ("{{ 'x' * 10000000000 }}", "too large"),
        ("{{ 'x' ~ ('y' * 900000) ~ ('y' * 900000) }}", "more than a megabyte"),
        (
            "{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}",
            "took too long",
        ),
        ("{% macro f(n) %}{{ f(n + 1) }}{% endmacro %}{{ f(0) }}", "recursed"),
        ("{{ ''.center(2000000000) }}", "too large"),
        ("{{ 2 ** 100000000 }}", "too large"),
        ("{{ raise_exception('never') }}", "refused every conversation"),
    ],
)
def test_a_hostile_template_is_a_note_not_a_crash(tmp_path: Path, template: str, reason: str):
    path = write_gguf(tmp_path / "t.gguf", {"tokenizer.chat_template": template})
    note = template_problem(read_gguf_info(path))
    assert note is not None
    assert reason in note
    assert "plain format" in note


def test_a_working_template_has_no_note(tmp_path: Path):
    assert template_problem(read_gguf_info(write_gguf(tmp_path / "ok.gguf"))) is None


def test_models_add_checks_like_settings(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    """``writerlens models add FILE``: a header llama.cpp would abort on is refused with one
    line and nothing is added; a good file is added; a file whose template fails is added
    with a note; a name with control characters is shown escaped."""
    from writerlens.cli import main

    base = ["--data-dir", str(tmp_path / "data"), "models", "add"]
    bad = write_gguf(tmp_path / "bad.gguf", {"llama.block_count": 0})
    assert main([*base, str(bad)]) == 1
    err = capsys.readouterr().err
    assert "llama.block_count = 0" in err and "Nothing was added." in err
    assert err.count("\n") == 1
    odd = write_gguf(
        tmp_path / "odd.gguf",
        {"general.name": "Evil\x1b]0;pwned\x07\u202eName", "tokenizer.chat_template": "{{ x "},
    )
    assert main([*base, str(odd)]) == 0
    captured = capsys.readouterr()
    assert "Added Evil\\x1b]0;pwned\\x07\\u202eName" in captured.out
    assert "\x1b" not in captured.out + captured.err
    assert "plain format" in captured.err
