"""How many layers go to the graphics card: the choice logic, on this CPU-only build.

The probes (nvidia-smi, Metal's share of memory) are passed in, so every branch is covered here;
what this build itself says is checked too (it was built without a GPU backend).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from fresh_process import said
from hypothesis import given
from hypothesis import strategies as st

from writerlens.llm.gguf import read_gguf_info
from writerlens.llm.gpu import (
    ALL,
    HEADROOM,
    backends_say,
    block_count,
    choose_layers,
    layers_to_offload,
    offload_in_this_process,
    supports_offload,
)
from writerlens.llm.model_facts import estimated_ram_bytes

GiB = 2**30


def test_this_build_has_no_gpu_backend_and_offloads_nothing(gemma_path: Path):
    info = read_gguf_info(gemma_path)
    assert not supports_offload()  # the portable CPU build of the test machines
    choice = layers_to_offload(info, 2048)
    assert choice.layers == 0 and "no GPU backend" in choice.reason


def test_a_model_that_fits_goes_to_the_gpu_whole(gemma_path: Path):
    info = read_gguf_info(gemma_path)
    choice = layers_to_offload(info, 2048, offload=True, free_bytes=8 * GiB)
    assert choice.layers == ALL and "all layers" in choice.reason


def test_a_model_too_big_for_the_gpu_sends_as_many_layers_as_fit(gemma_path: Path):
    info = read_gguf_info(gemma_path)
    needed = estimated_ram_bytes(info, 2048)
    choice = layers_to_offload(info, 2048, offload=True, free_bytes=needed // 2)
    assert 0 < choice.layers < block_count(info)
    assert f"of {block_count(info)} layers" in choice.reason


def test_turned_off_or_unknown_memory_offloads_nothing_and_a_number_is_kept(gemma_path: Path):
    info = read_gguf_info(gemma_path)
    assert layers_to_offload(info, 2048, "off", offload=True, free_bytes=8 * GiB).layers == 0
    unknown = layers_to_offload(info, 2048, offload=True, free_bytes=None)
    assert unknown.layers in (0, ALL)  # 0 where nothing can be read (this machine: no GPU)
    assert layers_to_offload(info, 2048, "12", offload=True).layers == 12
    assert layers_to_offload(info, 2048, "12", offload=False).layers == 0


@given(
    st.integers(1, 200),
    st.integers(1, 200 * GiB),
    st.one_of(st.none(), st.integers(0, 200 * GiB)),
)
def test_the_layers_chosen_always_fit_the_free_memory(blocks: int, needed: int, free: int | None):
    layers = choose_layers(blocks, needed, free)
    if free is None or free == 0:
        assert layers == 0
    elif needed <= free * HEADROOM:
        assert layers == ALL
    else:
        assert 0 <= layers < blocks
        # the layers sent (and one more for the output layer) fit in the usable memory
        assert layers == 0 or (layers + 1) * needed / (blocks + 1) <= free * HEADROOM + 1
        # and one layer more would not (up to floating-point rounding at the boundary)
        assert layers == blocks or (layers + 2) * needed / (blocks + 1) >= free * HEADROOM * (
            1 - 1e-9
        )


def test_the_layers_on_the_gpu_are_what_llama_cpp_says_it_did(gemma_path: Path):
    """Seen, not assumed: the worker reports the layers llama.cpp's own load log put on the
    GPU; on this CPU build, none of the model's 19 (18 blocks and the output layer)."""
    from writerlens.llm.base import ProviderSpec
    from writerlens.llm.local import LocalProvider, unload_models

    spec = ProviderSpec("local", "", model_file=str(gemma_path), context_tokens=512, threads=1)
    try:
        worker = LocalProvider(spec).worker()
        worker.count_tokens("loaded")
        assert worker.ready["gpu_layers"] == 0 and worker.ready["offloaded"] == "0/19"
    finally:
        unload_models()


def test_a_gpu_builds_load_log_is_read_for_the_layers_it_offloaded():
    from writerlens.llm import load_errors

    load_errors.heard("load_tensors: loading model tensors, this can take a while...")
    load_errors.heard("load_tensors: layer   0 assigned to device CUDA0, is_swa = 1")
    load_errors.heard("load_tensors: layer   1 assigned to device CPU, is_swa = 0")
    assert load_errors.offloaded() == "1/2"  # where the summing-up line is missing
    load_errors.heard("load_tensors: offloaded 1/3 layers to GPU")
    assert load_errors.offloaded() == "1/3"  # llama.cpp's own count wins
    load_errors.heard("load_tensors: loading model tensors, this can take a while...")
    assert load_errors.offloaded() == ""  # a new model: nothing said of it yet


def test_the_window_reads_gpu_support_from_the_builds_files_and_agrees_with_llama_cpp():
    """Settings asks whether the build has a GPU backend without loading llama.cpp into the
    window's process (a CUDA build would start the driver there); the answer read from the
    installed libraries is what llama.cpp itself says in a process that loads it."""
    code = (
        "import sys; from writerlens.llm.gpu import supports_offload; "
        "said = supports_offload(); print(int(said), int('llama_cpp' in sys.modules))"
    )
    out = said(code)
    assert out[1] == "0", "asking loaded llama.cpp into the process"
    assert bool(int(out[0])) == offload_in_this_process()


@pytest.mark.parametrize(
    ("names", "said"),
    [
        (["libggml-base.so", "libggml-cpu.so", "libggml.so", "libllama.so"], False),
        (["libggml-base.so", "libggml-cpu.so", "libggml-cuda.so", "libllama.so"], True),
        (["ggml-base.dll", "ggml-cpu.dll", "ggml-vulkan.dll", "llama.dll"], True),
        (["libggml-cpu.dylib", "libggml-metal.dylib", "libggml-blas.dylib"], True),
        (["libggml-cpu.so.0.25.3", "libggml-hip.so.0"], True),
        (["libggml-cpu.so", "libggml-blas.so", "libggml-rpc.so"], False),  # not graphics cards
        (["libllama.so"], None),  # one library: the names cannot tell, llama.cpp is asked
        ([], None),
    ],
)
def test_a_builds_library_names_say_whether_it_has_a_gpu_backend(names, said):
    assert backends_say(names) is said


def test_a_build_whose_files_cannot_tell_is_said_unknown_and_no_process_is_started(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, gemma_path: Path
):
    """A build not split per backend: the window says it does not know yet (a child process
    would be the app itself when frozen, and its wait the window's); the worker, which loads
    llama.cpp anyway, asks llama.cpp and offloads by its answer."""
    import importlib.machinery
    import subprocess

    (tmp_path / "llama_cpp" / "lib").mkdir(parents=True)
    (tmp_path / "llama_cpp" / "lib" / "libllama.so").write_bytes(b"")
    spec = importlib.machinery.ModuleSpec("llama_cpp", None, is_package=True)
    spec.submodule_search_locations = [str(tmp_path / "llama_cpp")]
    monkeypatch.setattr("importlib.util.find_spec", lambda name, *a: spec)

    def no_process(*args, **kwargs):
        raise AssertionError(f"started a process: {args}")

    monkeypatch.setattr(subprocess, "run", no_process)
    monkeypatch.setattr(subprocess, "Popen", no_process)
    supports_offload.cache_clear()
    try:
        assert supports_offload() is None
        monkeypatch.setattr("writerlens.llm.gpu.offload_in_this_process", lambda: True)
        choice = layers_to_offload(read_gguf_info(gemma_path), 2048, free_bytes=8 * GiB)
        assert choice.layers == ALL  # llama.cpp's own answer, in the process that loads it
    finally:
        supports_offload.cache_clear()
