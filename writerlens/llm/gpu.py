"""How many of a model's layers go to the graphics card (llama.cpp's ``n_gpu_layers``).

GPT4All, LM Studio and Ollama offload by default, and so does WriterLens: where this build of
llama.cpp has a GPU backend (``llama_supports_gpu_offload()``: Metal on a Mac, CUDA or Vulkan
where the build carries them), every layer goes to the GPU when the model fits in its free
memory, and as many as fit otherwise. Free memory is read from the system, never guessed:
``nvidia-smi`` for NVIDIA cards; on Apple silicon the GPU shares the computer's memory, and Metal
lets a process use about three quarters of it (``recommendedMaxWorkingSetSize``), of which the
free part counts. Where the free memory cannot be read, nothing is offloaded (a model that does
not fit would fail to load); the writer can set a number of layers in Settings, or turn it off.

The setting is a string: ``"auto"`` (the default), ``"off"``, or a number of layers.
"""

from __future__ import annotations

import contextlib
import functools
import importlib.util
import platform
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from writerlens.llm.gguf import GgufInfo
from writerlens.llm.hardware import available_memory_bytes
from writerlens.llm.model_facts import estimated_ram_bytes

AUTO, OFF = "auto", "off"
#: of the free GPU memory, the part a model may take (drivers and the desktop need the rest)
HEADROOM = 0.9
#: Metal's recommended working set on Apple silicon, as a share of the computer's memory
METAL_SHARE = 0.75
ALL = -1  # llama.cpp: every layer


@dataclass(frozen=True)
class GpuChoice:
    layers: int  # n_gpu_layers: 0 none, -1 all
    reason: str  # in words, for Settings and the log


def choose_layers(block_count: int, needed_bytes: int, free_bytes: int | None) -> int:
    """Layers to offload: all (-1) when the model fits in ``HEADROOM`` of the free memory, as
    many whole layers as fit otherwise, none when the free memory is unknown."""
    if free_bytes is None or free_bytes <= 0 or block_count <= 0 or needed_bytes <= 0:
        return 0
    usable = free_bytes * HEADROOM
    if needed_bytes <= usable:
        return ALL
    # the output layer and buffers live outside the blocks: count one layer more than there are
    per_layer = needed_bytes / (block_count + 1)
    return max(0, min(block_count, int(usable // per_layer) - 1))


#: the ggml backends that run on a graphics card, as llama.cpp names their libraries
#: (``libggml-cuda.so``, ``ggml-vulkan.dll``, ``libggml-metal.dylib``, ...)
GPU_BACKEND_LIB = re.compile(
    r"^(lib)?ggml-(cuda|metal|vulkan|hip|sycl|opencl|musa|cann)\.(so|dylib|dll)(\.[\d.]+)?$",
    re.IGNORECASE,
)
#: the library every split ggml build carries: where it is, the backend list above is complete
CPU_BACKEND_LIB = re.compile(r"^(lib)?ggml-cpu\.(so|dylib|dll)(\.[\d.]+)?$", re.IGNORECASE)


@functools.cache
def supports_offload() -> bool | None:
    """Whether this build of llama.cpp has a GPU backend (Metal, CUDA, Vulkan, ...), read from
    the libraries the build installed, without loading llama.cpp into this process; None where
    the build's file names cannot tell (a build not split per backend).

    Loading it would start the GPU driver in the window's process (a CUDA build initialises the
    card to answer ``llama_supports_gpu_offload()``) and hold its memory there, where #26 wants
    llama.cpp only in the model worker. Nor is a child process asked: in the frozen app
    ``sys.executable`` is the app itself (a second window, not an interpreter), and the wait
    would fall on the window's thread. Where the names cannot tell, the model worker, which
    loads llama.cpp anyway, asks llama.cpp itself (``offload_in_this_process``)."""
    spec = importlib.util.find_spec("llama_cpp")  # finds the package without importing it
    if spec is None or not spec.submodule_search_locations:
        return False
    names: list[str] = []
    for folder in spec.submodule_search_locations:
        for sub in (Path(folder) / "lib", Path(folder)):
            with contextlib.suppress(OSError):
                names.extend(p.name for p in sub.iterdir())
    return backends_say(names)


def backends_say(names: list[str]) -> bool | None:
    """From a build's library file names: True with a GPU backend, False with only the CPU's,
    None where the build is not split per backend (the names cannot tell)."""
    if any(GPU_BACKEND_LIB.match(name) for name in names):
        return True
    if any(CPU_BACKEND_LIB.match(name) for name in names):
        return False
    return None


def offload_in_this_process() -> bool:
    """``llama_supports_gpu_offload()`` itself: for the model worker, which loads llama.cpp
    anyway and is the authority on what the build can do."""
    try:
        import llama_cpp

        return bool(llama_cpp.llama_supports_gpu_offload())
    except (ImportError, AttributeError, OSError):
        return False


def nvidia_free_bytes() -> int | None:
    """Free memory of the emptiest NVIDIA GPU (``nvidia-smi``), or None where there is none."""
    tool = shutil.which("nvidia-smi")
    if tool is None:
        return None
    try:
        out = subprocess.run(
            [tool, "--query-gpu=memory.free", "--format=csv,noheader,nounits"],
            capture_output=True,
            text=True,
            timeout=5,
            check=True,
        ).stdout
        return max(int(line.strip()) for line in out.splitlines() if line.strip()) * 2**20
    except (OSError, subprocess.SubprocessError, ValueError):
        return None


def apple_free_bytes() -> int | None:
    """Apple silicon: the part of Metal's working set that the computer has free."""
    if platform.system() != "Darwin" or platform.machine() != "arm64":
        return None
    try:
        total = int(
            subprocess.run(
                ["sysctl", "-n", "hw.memsize"], capture_output=True, text=True, timeout=5
            ).stdout.strip()
        )
    except (OSError, subprocess.SubprocessError, ValueError):
        return None
    free = available_memory_bytes()
    share = int(total * METAL_SHARE)
    return min(share, free) if free is not None else share


def free_gpu_bytes() -> int | None:
    return nvidia_free_bytes() or apple_free_bytes()


def block_count(info: GgufInfo) -> int:
    value = info.metadata.get(f"{info.architecture}.block_count", 0)
    return int(value) if isinstance(value, int) else 0


def layers_to_offload(
    info: GgufInfo,
    n_ctx: int,
    setting: str = AUTO,
    *,
    offload: bool | None = None,
    free_bytes: int | None = None,
) -> GpuChoice:
    """The layers to offload for this model and setting (``offload`` and ``free_bytes`` are
    read from the system when not given)."""
    setting = (setting or AUTO).strip().lower()
    if setting == OFF:
        return GpuChoice(0, "turned off in Settings")
    if offload is None:
        said = supports_offload()  # unknown: this process loads llama.cpp anyway, ask it
        offload = offload_in_this_process() if said is None else said
    if not offload:
        return GpuChoice(0, "this build of llama.cpp has no GPU backend")
    if setting.lstrip("-").isdigit():
        return GpuChoice(int(setting), f"{setting} layers, as set in Settings")
    if free_bytes is None:
        free_bytes = free_gpu_bytes()
    if free_bytes is None:
        return GpuChoice(0, "the graphics card's free memory is unknown")
    layers = choose_layers(block_count(info), estimated_ram_bytes(info, n_ctx), free_bytes)
    if layers == ALL:
        return GpuChoice(ALL, "all layers: the model fits in the graphics card's free memory")
    return GpuChoice(layers, f"{layers} of {block_count(info)} layers fit in its free memory")
