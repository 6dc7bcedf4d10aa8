"""Write small GGUF files for tests: the real binary layout, with made-up tensors."""

from __future__ import annotations

import struct
from pathlib import Path
from typing import Any

F32 = 0


def _string(text: str) -> bytes:
    raw = text.encode("utf-8")
    return struct.pack("<Q", len(raw)) + raw


class Raw(bytes):
    """A value written as given: its type id and payload (hostile headers in tests)."""


def ints(values: list[int]) -> Raw:
    """An array of uint32."""
    return Raw(
        struct.pack("<IIQ", 9, 4, len(values)) + b"".join(struct.pack("<I", v) for v in values)
    )


def _value(value: Any) -> bytes:
    if isinstance(value, Raw):
        return bytes(value)
    if isinstance(value, bool):
        return struct.pack("<I?", 7, value)
    if isinstance(value, int):
        return struct.pack("<II", 4, value)
    if isinstance(value, float):
        return struct.pack("<If", 6, value)
    if isinstance(value, str):
        return struct.pack("<I", 8) + _string(value)
    if isinstance(value, list):
        body = b"".join(_string(v) for v in value)
        return struct.pack("<IIQ", 9, 8, len(value)) + body
    raise TypeError(value)


def gguf_bytes(metadata: dict[str, Any], tensors: list[tuple[str, list[int]]]) -> bytes:
    """A version-3 GGUF holding ``metadata`` and F32 tensors of the given shapes (zeros)."""
    head = b"GGUF" + struct.pack("<IQQ", 3, len(tensors), len(metadata))
    for key, value in metadata.items():
        head += _string(key) + _value(value)
    offset, blobs = 0, []
    for name, dims in tensors:
        count = 1
        for d in dims:
            count *= d
        head += _string(name) + struct.pack("<I", len(dims))
        head += b"".join(struct.pack("<Q", d) for d in dims)
        head += struct.pack("<IQ", F32, offset)
        blob = bytes(4 * count)
        blob += bytes(-len(blob) % 32)
        blobs.append(blob)
        offset += len(blob)
    head += bytes(-len(head) % 32)
    return head + b"".join(blobs)


def write_gguf(
    path: Path,
    metadata: dict[str, Any] | None = None,
    tensors: list[tuple[str, list[int]]] | None = None,
) -> Path:
    meta = {
        "general.architecture": "llama",
        "general.name": "Tiny Test Model",
        "general.file_type": 15,
        "llama.context_length": 8192,
        "llama.block_count": 2,
        "llama.embedding_length": 64,
        "llama.attention.head_count": 4,
        "llama.attention.head_count_kv": 2,
        "tokenizer.ggml.tokens": ["<s>", "</s>", "a", "b"],
        "tokenizer.chat_template": "{% for m in messages %}{{ m.content }}{% endfor %}",
    }
    meta.update(metadata or {})
    path.write_bytes(gguf_bytes(meta, tensors or [("tok_embd", [64, 4]), ("out", [64, 64])]))
    return path
