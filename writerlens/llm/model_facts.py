"""What a GGUF model's header means for the writer and the computer: the model's name as a
writer should see it, whether it was taught to follow instructions, and how much memory it needs
at a given context. Reading the file itself is :mod:`writerlens.llm.gguf`'s job; everything
here works on what it read (a :class:`~writerlens.llm.gguf.GgufInfo` or its metadata).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from writerlens.llm.gguf import GgufInfo


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


def _whole(value: Any) -> int:
    """An integer key as llama.cpp reads it: a number, or per layer an array (its largest)."""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return value
    if isinstance(value, list) and value and all(type(v) is int for v in value):
        return max(value)
    return 0


def kv_cache_bytes(info: GgufInfo, n_ctx: int) -> int:
    """Memory for the attention cache at ``n_ctx`` tokens (f16 keys and values); where the
    header does not say the head sizes, the whole embedding width (never an underestimate)."""
    m, arch = info.metadata, info.architecture
    layers = _whole(m.get(f"{arch}.block_count", 0))
    heads = _whole(m.get(f"{arch}.attention.head_count", 0))
    kv_heads = _whole(m.get(f"{arch}.attention.head_count_kv", heads)) or heads
    embed = _whole(m.get(f"{arch}.embedding_length", 0))
    head_dim = _whole(m.get(f"{arch}.attention.key_length", 0)) or (embed // heads if heads else 0)
    width = kv_heads * head_dim or embed
    return 2 * layers * n_ctx * width * 2


def with_ram_estimate(info: GgufInfo, n_ctx: int) -> GgufInfo:
    """``info`` with its memory estimate (``estimated_ram_bytes``) at ``n_ctx`` tokens."""
    from dataclasses import replace

    # weights (mapped from the file) + attention cache + ~15% and 64 MB for compute buffers
    estimate = info.size_bytes + kv_cache_bytes(info, n_ctx)
    return replace(info, estimated_ram_bytes=int(estimate * 1.15) + 64 * 2**20)


def estimated_ram_bytes(info: GgufInfo, n_ctx: int) -> int:
    """Memory needed to run the model with ``n_ctx`` tokens of context."""
    return with_ram_estimate(info, n_ctx).estimated_ram_bytes
