"""Local model files that cannot be used: each gives a plain ProviderError(MODEL)."""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

import pytest
from gguf_builder import write_gguf
from hypothesis import given
from hypothesis import strategies as st

from writerlens.llm import local, model_worker
from writerlens.llm.base import (
    ChatMessage,
    CompletionRequest,
    FaultKind,
    ProviderError,
    ProviderSpec,
)
from writerlens.llm.factory import create_provider

REQUEST = CompletionRequest(messages=(ChatMessage("user", "Hello."),), max_tokens=4)


def local_spec(path: Path | str, **changes) -> ProviderSpec:
    return ProviderSpec(kind="local", model="", model_file=str(path), **changes)


def test_a_missing_file(tmp_path: Path):
    with pytest.raises(ProviderError) as caught:
        create_provider(local_spec(tmp_path / "gone.gguf"))
    assert caught.value.kind == FaultKind.MODEL
    assert "is not there" in caught.value.message


def test_no_file_chosen():
    with pytest.raises(ProviderError, match="No model file is chosen"):
        create_provider(local_spec(""))


def test_a_file_that_is_not_gguf(tmp_path: Path):
    path = tmp_path / "notes.gguf"
    path.write_text("These are my notes, not a model.")
    with pytest.raises(ProviderError) as caught:
        create_provider(local_spec(path))
    assert caught.value.kind == FaultKind.MODEL
    assert "is not a GGUF model file" in caught.value.message


def test_a_truncated_copy_of_the_real_model(gemma_path: Path, tmp_path: Path):
    cut = tmp_path / "gemma-half.gguf"
    with gemma_path.open("rb") as source:
        cut.write_bytes(source.read(40 * 2**20))
    with pytest.raises(ProviderError) as caught:
        create_provider(local_spec(cut))
    assert caught.value.kind == FaultKind.MODEL
    assert "incomplete" in caught.value.message


def test_an_architecture_llama_cpp_cannot_run(tmp_path: Path):
    path = write_gguf(
        tmp_path / "odd.gguf",
        {"general.architecture": "quantum-weaver", "quantum-weaver.context_length": 4096},
    )
    provider = create_provider(local_spec(path))  # the header is fine...
    assert provider.context_window() == 4096
    with pytest.raises(ProviderError) as caught:  # ...but llama.cpp cannot load it
        provider.complete(REQUEST)
    assert caught.value.kind == FaultKind.MODEL
    assert "cannot run" in caught.value.message  # llama.cpp's log said: unknown architecture
    assert "quantum-weaver" in caught.value.message
    assert "memory" not in caught.value.message


@pytest.mark.slow  # loads the real model into llama.cpp
def test_a_failed_allocation_is_named_out_of_memory_not_a_newer_architecture(
    gemma_path: Path, monkeypatch
):
    """The real model with an attention cache far larger than any memory: llama.cpp's
    allocation fails in the model's worker process (the estimate before loading is told the
    memory is there, to get that far). It used to read "architecture may be newer, or the file
    damaged"."""
    monkeypatch.setattr(model_worker, "_workers", OrderedDict())  # a worker of its own
    monkeypatch.setattr(local, "available_memory_bytes", lambda: 2**50)
    provider = create_provider(local_spec(gemma_path, threads=1))
    # a context far beyond the model's trained length, which Settings would never give it:
    # no computer has the memory for its attention cache
    provider.n_ctx = 2**26  # type: ignore[attr-defined]
    with pytest.raises(ProviderError) as caught:
        provider.complete(REQUEST)
    said = caught.value.message
    assert caught.value.kind == FaultKind.MODEL
    assert "not enough memory" in said and "67108864 tokens" in said
    assert "architecture" not in said and "damaged" not in said
    assert "stopped unexpectedly" not in said  # the worker said why, it did not just die


def test_a_model_larger_than_the_free_memory_is_out_of_memory_even_where_the_log_is_silent():
    from writerlens.llm import load_errors

    said = load_errors.classify(
        name="big.gguf",
        architecture="llama",
        n_ctx=4096,
        needed=8 * 2**30,
        free=6 * 2**30,
        detail="Failed to load model from file",
        log=["llama_model_load: error loading model"],
    )
    assert said is not None and "about 8.0 GB, and about 6.0 GB was free" in said
    unknown = load_errors.classify(
        name="odd.gguf",
        architecture="odd",
        n_ctx=4096,
        needed=2**20,
        free=6 * 2**30,
        detail="Failed to load model from file",
        log=["llama_model_load: error loading model: unknown model architecture: 'odd'"],
    )
    assert unknown is not None and "cannot run" in unknown
    silent = load_errors.classify(
        name="x.gguf", architecture="llama", n_ctx=4096, needed=2**20, free=2**33, detail="", log=[]
    )
    assert silent is None  # the general message, which names both possibilities


def test_not_enough_memory_is_said_before_loading(tmp_path: Path, monkeypatch):
    path = write_gguf(tmp_path / "big.gguf")
    monkeypatch.setattr(model_worker, "_workers", OrderedDict())  # no model to make room from
    monkeypatch.setattr(local, "available_memory_bytes", lambda: 1024)
    provider = create_provider(local_spec(path))
    with pytest.raises(ProviderError) as caught:
        provider.complete(REQUEST)
    assert caught.value.kind == FaultKind.MODEL
    assert "GB of memory" in caught.value.message
    assert "smaller model" in caught.value.message


def test_context_comes_from_settings_bounded_by_the_trained_length(gemma_path: Path):
    assert create_provider(local_spec(gemma_path)).context_window() == 4096
    bounded = create_provider(local_spec(gemma_path, context_tokens=100_000))
    assert bounded.context_window() == 32768
    assert create_provider(local_spec(gemma_path, context_tokens=2048)).context_window() == 2048


def test_threads_default_to_the_cores_other_programs_leave_free(gemma_path: Path, monkeypatch):
    monkeypatch.setattr(local, "free_cores", lambda: 3)
    assert create_provider(local_spec(gemma_path)).threads == 3
    # the writer's choice (Settings, --threads) wins
    assert create_provider(local_spec(gemma_path, threads=1)).threads == 1


@given(st.integers(1, 64), st.floats(0, 200, allow_nan=False))
def test_free_cores_leave_the_busy_ones_alone(cores: int, load: float) -> None:
    from writerlens.llm.hardware import free_cores

    threads = free_cores(loadavg=load, cores=cores)
    assert 1 <= threads <= cores
    if load >= cores:
        assert threads == 1  # a full machine: one thread, never contention
    if load < 0.5:
        assert threads == cores


@pytest.mark.slow  # loads the real model into llama.cpp
def test_threads_are_chosen_when_the_model_runs_not_when_it_was_set_up(
    gemma_path: Path, monkeypatch
):
    """Settings save no thread count by default: each call takes the cores free at that moment
    (another program may have started since the model was loaded). The count goes with each
    call to the model's worker process, whose llama.cpp runs the call on it."""
    provider = create_provider(local_spec(gemma_path, context_tokens=512))
    for free in (1, 2):
        monkeypatch.setattr(local, "free_cores", lambda free=free: free)
        provider.complete(REQUEST)
        assert provider.worker().request(("stats",))["threads"] == free  # what llama.cpp used
    pinned = create_provider(local_spec(gemma_path, context_tokens=512, threads=1))
    pinned.complete(REQUEST)  # two cores are free, but...
    assert pinned.worker().request(("stats",))["threads"] == 1  # the writer's own choice wins
