"""Read what a .gguf model file says about itself, without loading the model.

The settings screen shows a model's architecture, quantisation, trained context and how much
memory it will need before the writer commits to loading hundreds of megabytes; reading the
header takes milliseconds and catches files that are not GGUF or were cut short by a broken
download. The format (magic "GGUF", version, tensor and key/value counts, typed key/values,
tensor infos, aligned data) is small enough to parse here.
"""

from __future__ import annotations

import mmap
import re
import struct
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from writerlens.llm.base import FaultKind, ProviderError
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

_MODEL_FILE_NOT_THERE = define(
    "llm.model_file_not_there",
    QT_TRANSLATE_NOOP(
        "messages",
        "The model file {path} is not there. It may have been moved or deleted; "
        "choose the model file again in Settings → Local models.",
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
        """The context to use: as asked (default 4096), never beyond what the model learned."""
        wanted = requested or DEFAULT_CONTEXT
        return min(wanted, self.trained_context) if self.trained_context else wanted


class _Truncated(Exception):
    pass


class _Reader:
    def __init__(self, data: mmap.mmap | bytes, version: int) -> None:
        self.data = data
        self.pos = 0
        self.wide = version >= 2  # version 1 used 32-bit counts and lengths

    def take(self, fmt: str) -> Any:
        size = struct.calcsize("<" + fmt)
        if self.pos + size > len(self.data):
            raise _Truncated
        (value,) = struct.unpack_from("<" + fmt, self.data, self.pos)
        self.pos += size
        return value

    def count(self) -> int:
        return int(self.take("Q" if self.wide else "I"))

    def string(self) -> str:
        length = self.count()
        if self.pos + length > len(self.data):
            raise _Truncated
        raw = bytes(self.data[self.pos : self.pos + length])
        self.pos += length
        return raw.decode("utf-8", errors="replace")

    def skip_string(self) -> None:
        length = self.count()
        self.pos += length
        if self.pos > len(self.data):
            raise _Truncated

    def value(self, kind: int) -> Any:
        if kind in _SCALARS:
            return self.take(_SCALARS[kind])
        if kind == _STRING:
            return self.string()
        if kind == _ARRAY:
            item_kind = self.take("I")
            n = self.count()
            if n <= _ARRAY_KEEP:
                return [self.value(item_kind) for _ in range(n)]
            if item_kind in _SCALARS:
                self.pos += n * struct.calcsize("<" + _SCALARS[item_kind])
                if self.pos > len(self.data):
                    raise _Truncated
            else:
                for _ in range(n):
                    self.value(item_kind) if item_kind != _STRING else self.skip_string()
            return f"<array of {n}>"
        raise ValueError(f"unknown GGUF value type {kind}")


def _problem(said: Message) -> ProviderError:
    return ProviderError(said, FaultKind.MODEL)


def read_gguf_info(path: str | Path) -> GgufInfo:
    """The header facts of a GGUF file; ProviderError(MODEL) with a plain message otherwise."""
    path = Path(path)
    if not path.is_file():
        raise ProviderError(
            _MODEL_FILE_NOT_THERE(path=path),
            FaultKind.MODEL,
        )
    size = path.stat().st_size
    not_gguf = _NOT_GGUF(name=path.name)
    if size < 24:
        raise _problem(not_gguf)
    try:
        with path.open("rb") as handle, mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ) as m:
            if m[:4] != _MAGIC:
                raise _problem(not_gguf)
            return _parse(path, m, size)
    except _Truncated:
        raise _problem(_INCOMPLETE(name=path.name)) from None
    except (ValueError, UnicodeDecodeError, OverflowError, struct.error):
        raise _problem(_DAMAGED(name=path.name)) from None
    except OSError as exc:
        raise _problem(_UNREADABLE(name=path.name, detail=exc.strerror or exc)) from None


def _parse(path: Path, data: mmap.mmap, size: int) -> GgufInfo:
    (version,) = struct.unpack_from("<I", data, 4)
    if version not in (1, 2, 3):
        raise ValueError(f"GGUF version {version}")
    reader = _Reader(data, version)
    reader.pos = 8
    n_tensors = reader.count()
    n_kv = reader.count()
    metadata: dict[str, Any] = {}
    for _ in range(n_kv):
        key = reader.string()
        metadata[key] = reader.value(reader.take("I"))
    last_end = 0
    for _ in range(n_tensors):
        reader.skip_string()
        dims = [reader.count() for _ in range(reader.take("I"))]
        kind = reader.take("I")
        offset = reader.take("Q")
        elements = 1
        for d in dims:
            elements *= d
        block, nbytes = _TENSOR_TYPES.get(kind, (1, 0))
        last_end = max(last_end, offset + max(1, -(-elements // block) * nbytes))
    alignment = int(metadata.get("general.alignment", 32)) or 32
    data_start = -(-reader.pos // alignment) * alignment
    if data_start + last_end > size:
        raise _Truncated
    return _info(path, size, metadata)


#: words in a model's name or file name that mark an instruction-tuned (chat) model
_TUNED = re.compile(r"(?i)(instruct|chat|(?:^|[-_ .])it(?:$|[-_ .])|rlhf|sft|dpo|assistant)")


def instruction_tuned(info: GgufInfo) -> bool:
    """Whether the model was taught to follow instructions: it carries a chat template, or its
    name says so (``-it``, ``Instruct``, ``Chat``). A file with neither is a base model."""
    if info.has_chat_template:
        return True
    names = [info.path.stem]
    names += [str(info.metadata.get(k, "")) for k in ("general.name", "general.finetune")]
    return any(_TUNED.search(name) for name in names if name)


def display_name(metadata: dict[str, Any], path: Path) -> str:
    """A model's name as a writer should see it, from the file's own metadata.

    ``general.name`` is often the converter's mangling of a folder name ("Smollm2 135M 8k
    Lc100K Mix1 Ep2" for SmolLM2-135M-Instruct); the base name, size label and fine-tune
    ("SmolLM2", "135M", "Instruct") say what the model is. Where ``general.name`` says the same
    thing, it is kept as written.
    """
    name = str(metadata.get("general.name") or "").strip()
    basename = str(metadata.get("general.basename") or "").strip()
    if not basename:
        return name or path.stem
    parts = [_words(basename)]
    size = str(metadata.get("general.size_label") or "").strip()
    if size and size.lower() not in parts[0].lower():
        parts.append(size)
    finetune = str(metadata.get("general.finetune") or "").strip()
    if finetune:
        parts.append("IT" if finetune.lower() == "it" else _words(finetune))
    composed = " ".join(parts)
    return name if name.lower() == composed.lower() else composed


def _words(text: str) -> str:
    """ "gemma-3" -> "Gemma 3"; names with capitals of their own ("SmolLM2") keep them."""
    spaced = text.replace("-", " ").replace("_", " ")
    if spaced.islower():
        return " ".join(word[:1].upper() + word[1:] for word in spaced.split())
    return spaced


def _info(path: Path, size: int, metadata: dict[str, Any]) -> GgufInfo:
    arch = str(metadata.get("general.architecture", "unknown"))
    trained = metadata.get(f"{arch}.context_length")
    file_type = metadata.get("general.file_type")
    quant = FILE_TYPES.get(file_type, f"type {file_type}") if file_type is not None else "unknown"
    info = GgufInfo(
        path=path,
        name=display_name(metadata, path),
        size_bytes=size,
        architecture=arch,
        quantisation=quant,
        trained_context=int(trained) if isinstance(trained, int) and trained > 0 else None,
        has_chat_template=bool(metadata.get("tokenizer.chat_template")),
        estimated_ram_bytes=0,
        metadata=metadata,
    )
    return _with_ram(info, info.context_for(None))


def kv_cache_bytes(info: GgufInfo, n_ctx: int) -> int:
    """Memory for the attention cache at ``n_ctx`` tokens (f16 keys and values)."""
    m, arch = info.metadata, info.architecture
    layers = int(m.get(f"{arch}.block_count", 0) or 0)
    heads = int(m.get(f"{arch}.attention.head_count", 0) or 0)
    kv_heads = m.get(f"{arch}.attention.head_count_kv", heads)
    kv_heads = int(kv_heads if isinstance(kv_heads, int) else max(kv_heads or [heads]))
    embed = int(m.get(f"{arch}.embedding_length", 0) or 0)
    head_dim = int(m.get(f"{arch}.attention.key_length", 0) or (embed // heads if heads else 0))
    return 2 * layers * n_ctx * kv_heads * head_dim * 2


def _with_ram(info: GgufInfo, n_ctx: int) -> GgufInfo:
    from dataclasses import replace

    # weights (mapped from the file) + attention cache + ~15% and 64 MB for compute buffers
    estimate = info.size_bytes + kv_cache_bytes(info, n_ctx)
    return replace(info, estimated_ram_bytes=int(estimate * 1.15) + 64 * 2**20)


def estimated_ram_bytes(info: GgufInfo, n_ctx: int) -> int:
    """Memory needed to run the model with ``n_ctx`` tokens of context."""
    return _with_ram(info, n_ctx).estimated_ram_bytes
