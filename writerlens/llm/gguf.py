"""Read what a .gguf model file says about itself, without loading the model.

The settings screen shows a model's architecture, quantisation, trained context and how much
memory it will need before the writer commits to loading hundreds of megabytes; reading the
header takes milliseconds and catches files that are not GGUF or were cut short by a broken
download. The format (magic "GGUF", version, tensor and key/value counts, typed key/values,
tensor infos, aligned data) is small enough to parse here. What the values read mean (the
name shown, instruction tuning, the memory needed) is :mod:`writerlens.llm.model_facts`.
"""

from __future__ import annotations

import math
import mmap
import os
import struct
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from writerlens.llm.base import FaultKind, ProviderError
from writerlens.llm.model_facts import display_name, estimated_ram_bytes, with_ram_estimate
from writerlens.messages import QT_TRANSLATE_NOOP, Message, define

_NOT_GGUF = define(
    "llm.gguf.not_gguf",
    QT_TRANSLATE_NOOP(
        "messages",
        "“{name}” is not a GGUF model file. WriterLens runs models in the GGUF format (files "
        "ending in .gguf); choose such a file in Settings → Local models.",
    ),
)
_INCOMPLETE = define(
    "llm.gguf.incomplete",
    QT_TRANSLATE_NOOP(
        "messages",
        "“{name}” is incomplete (the download may have been cut short). Download the model again.",
    ),
)
_DAMAGED = define(
    "llm.gguf.damaged",
    QT_TRANSLATE_NOOP(
        "messages", "“{name}” is damaged or uses a GGUF variant WriterLens cannot read."
    ),
)
_UNREADABLE = define(
    "llm.gguf.unreadable",
    QT_TRANSLATE_NOOP("messages", "“{name}” could not be read ({detail})."),
)

_FILE_MISSING = define(
    "llm.gguf.file_missing",
    QT_TRANSLATE_NOOP(
        "messages",
        "The model file {path} is not there. It may have been moved or deleted; "
        "choose the model file again in Settings → Local models.",
    ),
)

_OUT_OF_RANGE = define(
    "llm.gguf.out_of_range",
    QT_TRANSLATE_NOOP(
        "messages",
        "“{name}” cannot be used: its header says {key} = {value}, which llama.cpp cannot run "
        "(it expects {expected}). The file is damaged or was made by a broken converter; "
        "download the model again or choose another file.",
    ),
)
_TEMPLATE_BROKEN = define(
    "llm.gguf.template_broken",
    QT_TRANSLATE_NOOP(
        "messages",
        "The chat template inside “{name}” cannot be used ({reason}); WriterLens writes its "
        "prompts in a plain format instead, which most models follow less well.",
    ),
)
_NEEDS_MORE_MEMORY = define(
    "llm.gguf.needs_more_memory",
    QT_TRANSLATE_NOOP(
        "messages",
        "“{name}” needs about {needed__gib:.1f} GB of memory at its context of {n_ctx} tokens, "
        "more than this computer has ({total__gib:.1f} GB). Choose a smaller model.",
    ),
)

#: The context WriterLens uses unless settings ask for another (bounded by the trained one).
DEFAULT_CONTEXT = 4096
_MAGIC = b"GGUF"
_ARRAY_KEEP = 64  # longer arrays (the vocabulary) are skipped, not kept

# value type -> struct format (scalars)
_SCALARS = {
    0: "B", 1: "b", 2: "H", 3: "h", 4: "I", 5: "i", 6: "f", 7: "?", 10: "Q", 11: "q", 12: "d"
}  # fmt: skip
_STRING, _ARRAY = 8, 9

#: llama.cpp's ``general.file_type`` values (LLAMA_FTYPE_MOSTLY_*)
FILE_TYPES = {
    0: "F32", 1: "F16", 2: "Q4_0", 3: "Q4_1", 7: "Q8_0", 8: "Q5_0", 9: "Q5_1", 10: "Q2_K",
    11: "Q3_K_S", 12: "Q3_K_M", 13: "Q3_K_L", 14: "Q4_K_S", 15: "Q4_K_M", 16: "Q5_K_S",
    17: "Q5_K_M", 18: "Q6_K", 19: "IQ2_XXS", 20: "IQ2_XS", 21: "Q2_K_S", 22: "IQ3_XS",
    23: "IQ3_XXS", 24: "IQ1_S", 25: "IQ4_NL", 26: "IQ3_S", 27: "IQ3_M", 28: "IQ2_S",
    29: "IQ2_M", 30: "IQ4_XS", 31: "IQ1_M", 32: "BF16", 36: "TQ1_0", 37: "TQ2_0",
    38: "MXFP4_MOE",
}  # fmt: skip

#: ggml tensor type -> (elements per block, bytes per block)
_TENSOR_TYPES = {
    0: (1, 4), 1: (1, 2), 2: (32, 18), 3: (32, 20), 6: (32, 22), 7: (32, 24), 8: (32, 34),
    9: (32, 36), 10: (256, 84), 11: (256, 110), 12: (256, 144), 13: (256, 176),
    14: (256, 210), 15: (256, 292), 16: (256, 66), 17: (256, 74), 18: (256, 98),
    19: (256, 50), 20: (32, 18), 21: (256, 110), 22: (256, 82), 23: (256, 136), 24: (1, 1),
    25: (1, 2), 26: (1, 4), 27: (1, 8), 28: (1, 8), 29: (256, 56), 30: (1, 2),
}  # fmt: skip


@dataclass(frozen=True)
class GgufInfo:
    path: Path
    name: str
    size_bytes: int
    architecture: str
    quantisation: str
    trained_context: int | None
    has_chat_template: bool
    estimated_ram_bytes: int
    metadata: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)

    def context_for(self, requested: int | None) -> int:
        """The context to use: as asked (default 4096), never beyond what the model learned
        (nor beyond :data:`MAX_CONTEXT`, whatever a header or a setting says)."""
        wanted = min(requested or DEFAULT_CONTEXT, MAX_CONTEXT)
        return min(wanted, self.trained_context) if self.trained_context else wanted


class _Truncated(Exception):
    pass


class _Damaged(ValueError):
    pass


@dataclass(frozen=True)
class Skipped:
    """A metadata value too long to keep (a vocabulary, a string of megabytes): only its size."""

    kind: int
    count: int

    def __str__(self) -> str:
        return f"<{'string' if self.kind == _STRING else 'array'} of {self.count}>"


#: Bounds on what the header may make the reader do: no real model comes near them (the
#: largest vocabularies have about 260,000 tokens and 500,000 merges; models have hundreds of
#: keys and a few thousand tensors), and a header beyond them would make the app walk or keep
#: data for minutes.
MAX_KEYS = 65_536
MAX_TENSORS = 1_000_000
MAX_WALKED = 8_000_000  # strings of long arrays walked over, all arrays together
MAX_KEPT_STRING = 4 * 2**20  # longer strings are skipped (a chat template is a few KB)
MAX_KEY = 65_536
MAX_DIMS = 4  # GGML_MAX_DIMS


class _Reader:
    """Reads the header from the mapped file, iteratively: nothing recurses (GGUF has no nested
    arrays: llama.cpp refuses them too), and every count is checked against the bytes left
    before anything is walked, so a sparse multi-GB file is never read past its header."""

    def __init__(self, data: mmap.mmap | bytes, version: int) -> None:
        self.data = data
        self.size = len(data)
        self.pos = 0
        self.wide = version >= 2  # version 1 used 32-bit counts and lengths
        self.walked = 0

    def left(self) -> int:
        return self.size - self.pos

    def take(self, fmt: str) -> Any:
        size = struct.calcsize("<" + fmt)
        if self.pos + size > self.size:
            raise _Truncated
        (value,) = struct.unpack_from("<" + fmt, self.data, self.pos)
        self.pos += size
        return value

    def count(self, each: int = 1) -> int:
        """A count of items of at least ``each`` bytes; more than the file holds is cut short."""
        n = int(self.take("Q" if self.wide else "I"))
        if n * each > self.left():
            raise _Truncated
        return n

    def string(self, keep: int = MAX_KEPT_STRING) -> str | Skipped:
        length = self.count()
        if length > keep:
            self.pos += length
            return Skipped(_STRING, length)
        raw = bytes(self.data[self.pos : self.pos + length])
        self.pos += length
        return raw.decode("utf-8", errors="replace")

    def skip_strings(self, n: int) -> None:
        self.walked += n
        if self.walked > MAX_WALKED:
            raise _Damaged("too many strings")
        width = 8 if self.wide else 4
        fmt = "<Q" if self.wide else "<I"
        data, pos, size = self.data, self.pos, self.size
        unpack = struct.Struct(fmt).unpack_from
        for _ in range(n):
            if pos + width > size:
                raise _Truncated
            pos += width + unpack(data, pos)[0]
        if pos > size:
            raise _Truncated
        self.pos = pos

    def value(self, kind: int) -> Any:
        if kind in _SCALARS:
            return self.take(_SCALARS[kind])
        if kind == _STRING:
            return self.string()
        if kind != _ARRAY:
            raise _Damaged(f"unknown GGUF value type {kind}")
        item_kind = self.take("I")
        if item_kind == _STRING:
            n = self.count(8 if self.wide else 4)
            if n <= _ARRAY_KEEP:
                return [self.string() for _ in range(n)]
            self.skip_strings(n)
            return Skipped(_ARRAY, n)
        if item_kind not in _SCALARS:  # nested arrays, unknown types
            raise _Damaged(f"GGUF array of type {item_kind}")
        width = struct.calcsize("<" + _SCALARS[item_kind])
        n = self.count(width)
        if n <= _ARRAY_KEEP:
            fmt = f"<{n}{_SCALARS[item_kind]}"
            values = list(struct.unpack_from(fmt, self.data, self.pos))
            self.pos += n * width
            return values
        self.pos += n * width
        return Skipped(_ARRAY, n)


def _problem(said: Message) -> ProviderError:
    return ProviderError(said, FaultKind.MODEL)


def read_gguf_info(path: str | Path) -> GgufInfo:
    """The header facts of a GGUF file; ProviderError(MODEL) with a plain message otherwise,
    also for a header whose values llama.cpp would abort on (see :func:`header_problem`)."""
    info = read_gguf_header(path)
    problem = header_problem(info)
    if problem is not None:
        raise _problem(problem)
    return info


#: Headers read, by file (its name, and its identity, size and time of change as the open file
#: says: a file replaced or rewritten is read again). Walking a header is pure Python (a
#: 262,000-token vocabulary: ~90 ms), and it was walked again by every provider made, every
#: estimate and every settings page, on worker threads whose hold on the interpreter lock the
#: window felt while a local model wrote (issue #29).
_read: OrderedDict[tuple[object, ...], GgufInfo] = OrderedDict()
_read_lock = threading.Lock()
_KEEP_READ = 16


def read_gguf_header(path: str | Path) -> GgufInfo:
    """The header as it is written, checked for form (not for values): for showing a file."""
    from writerlens.handed_files import FileRefused, open_handed

    path = Path(path)
    not_gguf = _NOT_GGUF(name=path.name)
    try:
        with open_handed(path) as handle:
            found = os.fstat(handle.fileno())
            size = found.st_size
            key = (str(path), found.st_dev, found.st_ino, size, found.st_mtime_ns)
            with _read_lock:
                known = _read.get(key)
            if known is not None:
                return known
            if size < 24:
                raise _problem(not_gguf)
            with mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ) as m:
                if m[:4] != _MAGIC:
                    raise _problem(not_gguf)
                info = _parse(path, m, size)
            with _read_lock:
                _read[key] = info
                if len(_read) > _KEEP_READ:
                    _read.popitem(last=False)
            return info
    except FileRefused as exc:
        if not path.exists():
            raise _problem(_FILE_MISSING(path=path)) from None
        raise ProviderError(exc.said or exc.message, FaultKind.MODEL) from None
    except _Truncated:
        raise _problem(_INCOMPLETE(name=path.name)) from None
    except (ValueError, TypeError, UnicodeDecodeError, OverflowError, struct.error):
        raise _problem(_DAMAGED(name=path.name)) from None
    except OSError as exc:
        raise _problem(_UNREADABLE(name=path.name, detail=exc.strerror or exc)) from None


def _parse(path: Path, data: mmap.mmap, size: int) -> GgufInfo:
    (version,) = struct.unpack_from("<I", data, 4)
    if version not in (1, 2, 3):
        raise _Damaged(f"GGUF version {version}")
    reader = _Reader(data, version)
    reader.pos = 8
    n_tensors = reader.take("Q" if reader.wide else "I")
    n_kv = reader.take("Q" if reader.wide else "I")
    if n_kv * 12 + n_tensors * 24 > reader.left():  # more than the file holds: cut short
        raise _Truncated
    if n_kv > MAX_KEYS or n_tensors > MAX_TENSORS:
        raise _Damaged("too many keys or tensors")
    metadata: dict[str, Any] = {}
    for _ in range(n_kv):
        key = reader.string(keep=MAX_KEY)
        if not isinstance(key, str) or key in metadata:
            raise _Damaged("bad or repeated key")  # llama.cpp refuses duplicate keys too
        metadata[key] = reader.value(reader.take("I"))
    alignment = metadata.get("general.alignment", 32)
    if type(alignment) is not int or alignment <= 0 or alignment & (alignment - 1):
        raise _Damaged("alignment")
    last_end = 0
    for _ in range(n_tensors):
        reader.skip_strings(1)
        n_dims = reader.take("I")
        if n_dims > MAX_DIMS:
            raise _Damaged("tensor dimensions")
        dims = [reader.take("Q" if reader.wide else "I") for _ in range(n_dims)]
        kind = reader.take("I")
        offset = reader.take("Q")
        elements = 1
        for d in dims:
            elements *= d
        if kind not in _TENSOR_TYPES or elements >= 2**63 or offset % alignment:
            raise _Damaged("tensor")
        block, nbytes = _TENSOR_TYPES[kind]
        last_end = max(last_end, offset + max(1, -(-elements // block) * nbytes))
    data_start = -(-reader.pos // alignment) * alignment
    if data_start + last_end > size:
        raise _Truncated
    return _info(path, size, metadata)


def _info(path: Path, size: int, metadata: dict[str, Any]) -> GgufInfo:
    arch_value = metadata.get("general.architecture", "unknown")
    arch = arch_value if isinstance(arch_value, str) else "unknown"
    trained = metadata.get(f"{arch}.context_length")
    file_type = metadata.get("general.file_type")
    quant = FILE_TYPES.get(file_type, f"type {file_type}") if type(file_type) is int else "unknown"
    template = metadata.get("tokenizer.chat_template")
    info = GgufInfo(
        path=path,
        name=display_name(metadata, path),
        size_bytes=size,
        architecture=arch,
        quantisation=quant,
        trained_context=(
            min(trained, MAX_CONTEXT) if type(trained) is int and trained > 0 else None
        ),
        has_chat_template=isinstance(template, str) and bool(template.strip()),
        estimated_ram_bytes=0,
        metadata=metadata,
    )
    return with_ram_estimate(info, info.context_for(None))


# -- what llama.cpp would abort on ---------------------------------------------------------------

#: llama.cpp's LLAMA_MAX_LAYERS and LLAMA_MAX_EXPERTS; wider or longer than any model made
MAX_LAYERS = 512
MAX_EXPERTS = 512
MAX_WIDTH = 1 << 20
MAX_HEADS = 1 << 14
#: the longest context WriterLens will ever ask for (the KV cache grows with it)
MAX_CONTEXT = 1 << 24


def _shown(value: Any) -> str:
    text = str(value)
    return text if len(text) <= 40 else text[:37] + "…"


def header_problem(info: GgufInfo) -> Message | None:
    """Why llama.cpp could not run this header (it asserts, and the process dies, on a layer
    count of 0 or over 512, a NaN or non-positive norm epsilon, head counts that do not divide,
    and more), as one line for the writer; None where the values are in range. Keys the file
    does not have are llama.cpp's to default (it refuses missing required keys with an error,
    not an abort)."""
    m, name = info.metadata, info.path.name
    arch = m.get("general.architecture")

    def bad(key: str, value: Any, expected: str) -> Message:
        return _OUT_OF_RANGE(name=name, key=key, value=_shown(value), expected=expected)

    if not isinstance(arch, str) or not arch or len(arch) > 64:
        return bad("general.architecture", arch, "a short name such as llama")
    p = f"{arch}."
    layers_value = m.get(p + "block_count")
    layers = None
    if layers_value is not None:
        if type(layers_value) is not int or not 1 <= layers_value <= MAX_LAYERS:
            return bad(p + "block_count", layers_value, f"a whole number from 1 to {MAX_LAYERS}")
        layers = layers_value

    def whole(key: str, low: int, high: int, per_layer: bool = False) -> Message | None:
        value = m.get(key)
        if value is None:
            return None
        values = value if per_layer and isinstance(value, list) else [value]
        if per_layer and isinstance(value, list) and layers and len(value) != layers:
            return bad(key, f"{len(value)} values", f"one per layer ({layers})")
        if isinstance(value, Skipped) or not all(
            type(v) is int and low <= v <= high for v in values
        ):
            return bad(key, value, f"a whole number from {low} to {high}")
        return None

    checks = [
        whole(p + "context_length", 1, 2**31 - 1),
        whole(p + "embedding_length", 1, MAX_WIDTH),
        whole(p + "feed_forward_length", 0, MAX_WIDTH * 8, per_layer=True),
        whole(p + "attention.head_count", 0, MAX_HEADS, per_layer=True),
        whole(p + "attention.head_count_kv", 0, MAX_HEADS, per_layer=True),
        whole(p + "attention.key_length", 0, MAX_WIDTH),
        whole(p + "attention.value_length", 0, MAX_WIDTH),
        whole(p + "expert_count", 0, MAX_EXPERTS),
        whole(p + "expert_used_count", 0, MAX_EXPERTS),
        whole(p + "vocab_size", 1, 2**31 - 1),
        whole("general.file_type", 0, 1024),
    ]
    found = next((c for c in checks if c is not None), None)
    if found is not None:
        return found
    heads = m.get(p + "attention.head_count")
    kv = m.get(p + "attention.head_count_kv")
    if heads is not None and kv is not None:
        pairs = list(
            zip(
                heads if isinstance(heads, list) else [heads] * (layers or 1),
                kv if isinstance(kv, list) else [kv] * (layers or 1),
                strict=False,
            )
        )
        for h, k in pairs:
            if h and (not k or k > h or h % k):
                return bad(p + "attention.head_count_kv", kv, f"a divisor of the head count {h}")
    experts, used = m.get(p + "expert_count", 0), m.get(p + "expert_used_count", 0)
    if used > experts:
        return bad(p + "expert_used_count", used, f"at most the expert count {experts}")
    for key in (p + "attention.layer_norm_epsilon", p + "attention.layer_norm_rms_epsilon"):
        value = m.get(key)
        if value is not None and not (
            type(value) is float and math.isfinite(value) and 0 < value < 1
        ):
            return bad(key, value, "a small positive number such as 1e-6")
    for key in (p + "rope.freq_base", p + "rope.scaling.factor", p + "rope.freq_scale"):
        value = m.get(key)
        if value is not None and not (
            type(value) in (int, float) and math.isfinite(value) and value > 0
        ):
            return bad(key, value, "a positive number")
    tokens = m.get("tokenizer.ggml.tokens")
    if tokens is not None and not isinstance(tokens, list | Skipped):
        return bad("tokenizer.ggml.tokens", tokens, "a list of tokens")
    template = m.get("tokenizer.chat_template")
    if template is not None and not isinstance(template, str):
        return bad("tokenizer.chat_template", template, "a short text")
    return None


def check_loadable(path: str | Path, memory_bytes: int | None = None) -> Message | None:
    """Why this file must not be handed to llama.cpp, as one line; None where it may be.

    The one check before a model is added (Settings, ``models add``) and before it is loaded:
    the file is a complete GGUF whose header values are in the ranges llama.cpp asserts, and
    its memory at the context WriterLens uses fits in ``memory_bytes`` (the computer's total,
    if given). The chat template is checked separately (:func:`template_problem`): a broken
    template does not stop a model, it only costs it its own prompt format.
    """
    try:
        info = read_gguf_info(path)
    except ProviderError as exc:
        return exc.said if exc.said is not None else _DAMAGED(name=Path(path).name)
    if memory_bytes is not None:
        n_ctx = info.context_for(None)
        needed = estimated_ram_bytes(info, n_ctx)
        if needed > memory_bytes:
            return _NEEDS_MORE_MEMORY(
                name=info.path.name,
                needed__gib=needed / 2**30,
                n_ctx=n_ctx,
                total__gib=memory_bytes / 2**30,
            )
    return None


def template_problem(info: GgufInfo) -> Message | None:
    """Why the file's own chat template cannot be used (it does not compile, or rendering a
    probe conversation ran past the sandbox's limits), as a note; None where it renders."""
    template = info.metadata.get("tokenizer.chat_template")
    if not isinstance(template, str) or not template.strip():
        return None
    from writerlens.llm.templates import probe_template

    reason = probe_template(template)
    return None if reason is None else _TEMPLATE_BROKEN(name=info.path.name, reason=reason)
