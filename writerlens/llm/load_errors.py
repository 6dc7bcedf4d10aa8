"""Why llama.cpp could not load a model, told apart: out of memory, or a model it cannot run.

llama-cpp-python reports every load failure with the same words ("Failed to load model from
file", "Failed to create llama_context"). What went wrong is in llama.cpp's own log, which
WriterLens already receives (see ``local._quiet_llama_cpp``): a failed allocation says
"failed to allocate" or "insufficient memory"; an architecture it does not know says "unknown
model architecture". Where the log says nothing, the model's size (the file and the attention
cache for its context) is compared with the memory that is free. A writer who ran out of memory
is told so, with the numbers, instead of "architecture may be newer, or the file damaged".
"""

from __future__ import annotations

import re
import threading
from collections import deque
from collections.abc import Iterable

from writerlens.messages import QT_TRANSLATE_NOOP, Message, define

_OUT_OF_MEMORY = define(
    "llm.load_out_of_memory",
    QT_TRANSLATE_NOOP(
        "messages",
        "There was not enough memory to load “{name}”: with its context of {n_ctx} tokens it "
        "needs about {needed__gib:.1f} GB, and about {free__gib:.1f} GB was free. Close other "
        "programs, choose a smaller model, or lower its context size in Settings → Local "
        "models.",
    ),
)
_OUT_OF_MEMORY_UNKNOWN_FREE = define(
    "llm.load_out_of_memory_unknown_free",
    QT_TRANSLATE_NOOP(
        "messages",
        "There was not enough memory to load “{name}”: with its context of {n_ctx} tokens it "
        "needs about {needed__gib:.1f} GB. Close other programs, choose a smaller model, or "
        "lower its context size in Settings → Local models.",
    ),
)
_UNKNOWN_ARCHITECTURE = define(
    "llm.load_unknown_architecture",
    QT_TRANSLATE_NOOP(
        "messages",
        "The model “{name}” is of a kind ({architecture}) that this version of WriterLens "
        "cannot run. Choose another model file, or update WriterLens.",
    ),
)

_ALLOCATION = re.compile(
    r"failed to allocate|insufficient memory|out of memory|cannot allocate memory"
    r"|unable to allocate|std::bad_alloc",
    re.IGNORECASE,
)
_ARCHITECTURE = re.compile(r"unknown (model )?architecture", re.IGNORECASE)
#: a model that needs more than this share of the free memory did not fit
FIT = 0.9
_GiB = 2**30

_heard: deque[str] = deque(maxlen=200)
_heard_lock = threading.Lock()
_count = 0  # lines heard so far


#: llama.cpp's load log says where each layer went ("load_tensors: layer   3 assigned to device
#: CUDA0, is_swa = 1"), and a GPU build sums it up ("offloaded 19/19 layers to GPU"); those lines
#: are kept apart (the context's own lines that follow push them out of the last 200)
_LOADING = "loading model tensors"
_ASSIGNED = re.compile(r"layer +\d+ assigned to device (\S+?),")
_OFFLOADED = re.compile(r"offloaded (\d+)/(\d+) layers to GPU")
_layers: list[str] = []  # the device of each layer of the model loading last
_offloaded = ""


def heard(line: str) -> None:
    """One line of llama.cpp's log (called from its log callback)."""
    global _count, _offloaded
    with _heard_lock:
        _heard.append(line)
        _count += 1
        if _LOADING in line:
            _layers.clear()
            _offloaded = ""
        elif (assigned := _ASSIGNED.search(line)) is not None:
            _layers.append(assigned[1])
        elif (found := _OFFLOADED.search(line)) is not None:
            _offloaded = f"{found[1]}/{found[2]}"


def offloaded() -> str:
    """Layers on the GPU of the model loaded last, as llama.cpp's log said ("12/19", "0/19");
    "" where it said nothing of them."""
    with _heard_lock:
        if _offloaded:
            return _offloaded
        if not _layers:
            return ""
        on_gpu = sum(1 for device in _layers if not device.upper().startswith("CPU"))
        return f"{on_gpu}/{len(_layers)}"


def mark() -> int:
    """Where the log is now: :func:`since` gives what was heard after it."""
    with _heard_lock:
        return _count


def since(start: int) -> list[str]:
    with _heard_lock:
        new = min(len(_heard), _count - start)
        return list(_heard)[len(_heard) - new :] if new > 0 else []


def classify(
    *,
    name: str,
    architecture: str,
    n_ctx: int,
    needed: int,
    free: int | None,
    detail: str,
    log: Iterable[str],
) -> Message | None:
    """The message for a load that failed, or None where nothing says why (the caller then
    gives its general one)."""
    lines = list(log)
    allocation = any(_ALLOCATION.search(line) for line in lines) or bool(_ALLOCATION.search(detail))
    if not allocation and free is not None and needed > free * FIT:
        allocation = True
    if allocation:
        if free is None:
            return _OUT_OF_MEMORY_UNKNOWN_FREE(name=name, n_ctx=n_ctx, needed__gib=needed / _GiB)
        return _OUT_OF_MEMORY(
            name=name, n_ctx=n_ctx, needed__gib=needed / _GiB, free__gib=free / _GiB
        )
    if any(_ARCHITECTURE.search(line) for line in lines):
        return _UNKNOWN_ARCHITECTURE(name=name, architecture=architecture)
    return None
