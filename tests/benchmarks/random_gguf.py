"""A random-weight llama-architecture GGUF, for a GPU check on a machine that can reach no model
hub and to which the test model (253 MB) cannot be carried: a script, not a test.

    PYTHONPATH=<llama-cpp-python sdist>/vendor/llama.cpp/gguf-py \
        python tests/benchmarks/random_gguf.py OUT.gguf N_LAYER N_EMBD N_FF VOCAB

It uses llama.cpp's own writer (gguf-py, shipped in llama-cpp-python's source distribution), a
SentencePiece-style vocabulary of byte tokens and made-up words, and f16 weights. Its answers are
nonsense, but loading, offloading, reading and writing cost what a real model of that shape costs.
Session 6 ran ``22 2048 5632 32000`` (1.1B parameters, like TinyLlama) for gpu_offload.py on an
H100, with llama-cpp-python built there from its sdist with ``-DGGML_CUDA=on``.
"""

from __future__ import annotations

import sys

import gguf  # llama.cpp's gguf-py: on PYTHONPATH from the sdist, not a dependency
import numpy as np


def vocabulary(size: int) -> tuple[list[str], list[float], list[int]]:
    """<unk>, <s>, </s>, the 256 byte tokens, then made-up words ("▁a", "▁b", … "▁ba", …)."""
    tokens, scores, types = ["<unk>", "<s>", "</s>"], [0.0, 0.0, 0.0], [2, 3, 3]
    for byte in range(256):
        tokens.append(f"<0x{byte:02X}>")
        scores.append(0.0)
        types.append(6)
    letters = "abcdefghijklmnopqrstuvwxyz"
    number = 0
    while len(tokens) < size:
        word, rest = "", number
        while True:
            word += letters[rest % 26]
            rest //= 26
            if rest == 0:
                break
        tokens.append("\u2581" + word)
        scores.append(-float(number))
        types.append(1)
        number += 1
    return tokens, scores, types


def main(argv: list[str]) -> int:
    out, n_layer, n_embd, n_ff, n_vocab = argv[0], *map(int, argv[1:5])
    n_head = max(1, n_embd // 64)
    rng = np.random.default_rng(0)
    writer = gguf.GGUFWriter(out, "llama")
    writer.add_name("random-llama")
    writer.add_context_length(4096)
    writer.add_embedding_length(n_embd)
    writer.add_block_count(n_layer)
    writer.add_feed_forward_length(n_ff)
    writer.add_head_count(n_head)
    writer.add_head_count_kv(n_head)
    writer.add_rope_dimension_count(n_embd // n_head)
    writer.add_layer_norm_rms_eps(1e-5)
    writer.add_file_type(gguf.LlamaFileType.MOSTLY_F16)
    tokens, scores, types = vocabulary(n_vocab)
    writer.add_tokenizer_model("llama")
    writer.add_token_list(tokens)
    writer.add_token_scores(scores)
    writer.add_token_types(types)
    writer.add_bos_token_id(1)
    writer.add_eos_token_id(2)
    writer.add_unk_token_id(0)

    def weights(name: str, *shape: int) -> None:
        values = rng.standard_normal(shape, dtype=np.float32) * 0.02
        writer.add_tensor(name, values.astype(np.float16))

    def ones(name: str) -> None:
        writer.add_tensor(name, np.ones(n_embd, dtype=np.float32))

    weights("token_embd.weight", n_vocab, n_embd)
    for layer in range(n_layer):
        ones(f"blk.{layer}.attn_norm.weight")
        ones(f"blk.{layer}.ffn_norm.weight")
        for part in ("attn_q", "attn_k", "attn_v", "attn_output"):
            weights(f"blk.{layer}.{part}.weight", n_embd, n_embd)
        weights(f"blk.{layer}.ffn_gate.weight", n_ff, n_embd)
        weights(f"blk.{layer}.ffn_up.weight", n_ff, n_embd)
        weights(f"blk.{layer}.ffn_down.weight", n_embd, n_ff)
    ones("output_norm.weight")
    weights("output.weight", n_vocab, n_embd)
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    print("wrote", out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
