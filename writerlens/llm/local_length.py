"""How long a local model's answer is: a minimum, and an end at a sentence once it is reached.

A model's answer length is its own choice, and a small one chooses badly in both directions: a
base model (it continues text, it was never taught to answer) either stops at once (16 tokens
for a 100-word summary) or never stops and runs to its token limit; an instruction-tuned one
sometimes answers a 400-word request in four words. Neither can be planned for, and each short
answer is asked again (#30).

The field's rule for the first is a minimum length: vLLM's ``min_tokens`` and Hugging Face's
``min_new_tokens`` leave the end of text (and the stop sequences) out of what may be sampled
until the answer is that long. Here that is llama.cpp's own logit-bias sampler, with the
end-of-generation tokens at minus infinity, at the head of the same chain llama-cpp-python
builds (no Python runs per token for it); once the minimum is reached, generation goes on from
the cache with the ordinary chain. For a model that does not end on its own, the answer then
ends with the first sentence that ends (``CompletionRequest.end_at_sentence``): its length lies
between the minimum and the minimum plus a sentence, which a plan can count on.
"""

from __future__ import annotations

import math
import re
from collections.abc import Generator, Sequence
from typing import Any

#: a sentence's end: its mark, closing quotes or brackets, and the space that follows
SENTENCE_END = re.compile(r"[.!?…‽][\"'”’»›)\]]*(?=\s)")


def end_tokens(llama: Any) -> list[int]:
    """Every token that ends generation in this model's vocabulary (end of text, end of turn,
    …: llama.cpp's own ``llama_vocab_is_eog``) and every control token (a turn's start,
    padding: ``llama_vocab_is_control``), none of which belongs in an answer that must go on:
    asked once per token of the vocabulary (a quarter of a second for Gemma's 262,144, once
    per loaded model)."""
    import llama_cpp

    try:
        vocab = llama._model.vocab
        is_eog, is_control = llama_cpp.llama_vocab_is_eog, llama_cpp.llama_vocab_is_control
        return [t for t in range(llama.n_vocab()) if is_eog(vocab, t) or is_control(vocab, t)]
    except AttributeError:  # an older binding
        return [llama.token_eos()]


def use_sampler(llama: Any, written: Sequence[int], ban: Sequence[int] = ()) -> None:
    """The next sampler ``generate`` makes has seen the tokens already ``written`` (as it had
    in the call that wrote them: the repeat penalty then weighs the same history), and never
    samples a token of ``ban``. The caller removes it after the call
    (``llama.__dict__.pop("_init_sampler")``)."""
    make = type(llama)._init_sampler

    def made(*args: Any, **kwargs: Any) -> Any:
        sampler = _banning(llama, ban, **kwargs) if ban else make(llama, *args, **kwargs)
        for token in written:
            sampler.accept(token)
        return sampler

    llama._init_sampler = made


def _banning(
    llama: Any,
    ban: Sequence[int],
    *,
    top_k: int = 40,
    top_p: float = 0.95,
    min_p: float = 0.05,
    typical_p: float = 1.0,
    temp: float = 0.8,
    repeat_penalty: float = 1.0,
    frequency_penalty: float = 0.0,
    presence_penalty: float = 0.0,
    **_unused: Any,
) -> Any:
    """llama-cpp-python's sampler chain for these settings (``Llama._init_sampler``, without
    mirostat, grammar or a Python logits processor, which WriterLens never uses), with a logit
    bias of minus infinity for the tokens of ``ban`` at its head."""
    from llama_cpp import _internals

    sampler = _internals.LlamaSampler()
    sampler.add_logit_bias(llama._n_vocab, dict.fromkeys(ban, -math.inf))
    sampler.add_penalties(
        n_vocab=llama._n_vocab,
        penalty_last_n=llama.last_n_tokens_size,
        penalty_repeat=repeat_penalty,
        penalty_freq=frequency_penalty,
        penalty_present=presence_penalty,
    )
    if temp < 0.0:
        sampler.add_dist(llama._seed)
    elif temp == 0.0:
        sampler.add_greedy()
    else:
        sampler.add_top_k(top_k)
        sampler.add_typical(typical_p, 1)
        sampler.add_top_p(top_p, 1)
        sampler.add_min_p(min_p, 1)
        sampler.add_temp(temp)
        sampler.add_dist(llama._seed)
    return sampler


def sampled(
    llama: Any,
    prompt: Sequence[int],
    generated: list[int],
    floor: int,
    ends: Sequence[int],
    **settings: Any,
) -> Generator[int, None, None]:
    """Tokens of the answer that goes on from ``prompt`` + ``generated`` (the caller appends
    each token it takes to ``generated``): while ``generated`` is shorter than ``floor``, none
    of ``ends``; then the model's own choice, from the cache (nothing is read again)."""
    if floor > len(generated) and ends:
        use_sampler(llama, generated, ends)
        early = llama.generate([*prompt, *generated], **settings)
        try:
            for token in early:
                yield token
                if len(generated) >= floor:
                    break
        finally:
            early.close()
            llama.__dict__.pop("_init_sampler", None)
        if len(generated) < floor:  # stopped by the caller or by llama.cpp
            return
    if generated:
        use_sampler(llama, generated)
    rest = llama.generate([*prompt, *generated], **settings)
    try:
        yield from rest
    finally:
        rest.close()
        llama.__dict__.pop("_init_sampler", None)


def sentence_end(text: str, start: int) -> int:
    """Where the first sentence that ends at or after ``start`` ends in ``text`` (-1: none
    yet; an end is known once the space after it is written)."""
    match = SENTENCE_END.search(text, max(0, start))
    return match.end() if match else -1
