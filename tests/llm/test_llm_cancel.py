"""Cancel while a local model reads or writes (#30): llama.cpp itself reads the abort flag
between two nodes of its graph, and a worker that does not stop in time is killed with every
word it had sent kept as the cancelled answer, which Resume continues.

Real llama-cpp-python on the real Gemma 3 270M GGUF. A worker "too busy to answer" is a worker
stopped with SIGSTOP: it reads nothing, as on a computer where it gets no time at all.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
from pathlib import Path

import pytest

from writerlens.domain import CancelToken
from writerlens.llm import model_worker
from writerlens.llm.base import (
    ChatMessage,
    CompletionRequest,
    FaultKind,
    FinishReason,
    ProviderError,
    ProviderSpec,
)
from writerlens.llm.gguf import read_gguf_info
from writerlens.llm.local import LocalProvider
from writerlens.llm.local_engine import AbortFlag, Engine

pytestmark = pytest.mark.slow

LONG = CompletionRequest(
    messages=(ChatMessage("user", "Tell a long story about a lamplighter who keeps a ledger."),),
    max_tokens=400,
    temperature=0.0,
)


@pytest.fixture(scope="module")
def engine(gemma_path: Path):
    flag = AbortFlag(multiprocessing.get_context("spawn").RawArray("c", 2))
    made = Engine(read_gguf_info(gemma_path), 512, 1, abort=flag)
    yield made
    made.close()


def test_llama_cpp_itself_stops_when_the_flag_is_set(engine):
    """The flag is read inside ``llama_decode``: set before a batch, the batch is refused."""
    assert engine.abort is not None  # the C library's strlen was found and installed
    tokens = engine.llama.tokenize(b"The lamplighter climbed the hill at dusk.")
    engine.llama.reset()
    engine.abort.buffer[0] = b"\x01"
    with pytest.raises(RuntimeError):
        engine.llama.eval(tokens)
    assert engine.llama.n_tokens == 0  # nothing of the aborted batch is taken as read
    engine.abort.buffer[0] = b"\x00"
    engine.llama.eval(tokens)  # cleared: the same batch is read
    assert engine.llama.n_tokens == len(tokens)


def test_the_flag_stops_writing_mid_token_and_keeps_every_word_shown(engine):
    """Only the flag is set (the worker's own cancel check says no): llama.cpp stops inside
    the next token's computation and the answer is what was shown, marked cancelled."""
    shown: list[str] = []

    def on_token(piece: str, _written: int) -> None:
        shown.append(piece)
        if len(shown) == 4:
            engine.abort.buffer[0] = b"\x01"

    try:
        result = engine.complete(LONG, on_token=on_token, cancelled=lambda: False)
    finally:
        engine.abort.buffer[0] = b"\x00"
    assert result.finish_reason is FinishReason.CANCELLED
    assert len(shown) == 4  # not one token after the flag
    assert result.text == "".join(shown) and result.text.strip()
    # the next call runs normally (the flag is cleared, the cache is consistent)
    again = engine.complete(CompletionRequest(LONG.messages, max_tokens=3, temperature=0.0))
    assert again.finish_reason is FinishReason.LENGTH and again.output_tokens == 3


def test_the_flag_stops_prompt_reading_inside_a_batch(engine):
    story = "The lamplighter counted the lamps and wrote each one in her ledger. " * 30
    request = CompletionRequest((ChatMessage("user", f"Summarize:\n\n{story}"),), max_tokens=5)
    engine.llama.reset()
    engine.abort.buffer[0] = b"\x01"
    try:
        result = engine.complete(request, cancelled=lambda: False)
    finally:
        engine.abort.buffer[0] = b"\x00"
    assert result.finish_reason is FinishReason.CANCELLED
    assert result.text == "" and result.output_tokens == 0


def test_the_worker_says_cancel_is_read_inside_llama_cpp(gemma_path: Path):
    spec = ProviderSpec(
        kind="local", model="", model_file=str(gemma_path), context_tokens=512, threads=1
    )
    provider = LocalProvider(spec)
    try:
        provider.complete(CompletionRequest(LONG.messages, max_tokens=2))
        assert provider.worker().ready["abort_inside"] is True
    finally:
        provider.worker().stop()


def test_a_worker_that_does_not_stop_is_killed_and_its_words_are_kept(gemma_path: Path):
    spec = ProviderSpec(
        kind="local", model="", model_file=str(gemma_path), context_tokens=1024, threads=1
    )
    provider = LocalProvider(spec)
    frozen = provider.worker()
    cancel = CancelToken()
    pieces: list[str] = []
    written: list[int] = []  # the tokens the writer has seen (a piece may carry several)

    def on_token(piece: str) -> None:
        pieces.append(piece)
        if len(pieces) == 5:
            os.kill(frozen.pid, signal.SIGSTOP)  # it reads no flag and no message any more
            cancel.cancel()

    try:
        with pytest.raises(ProviderError) as caught:
            provider.complete(
                LONG,
                on_token=on_token,
                on_progress=lambda p: written.append(p.written),
                cancel=cancel,
            )
        assert caught.value.kind is FaultKind.CANCELLED
        assert not frozen.alive()  # killed after the grace
        partial = caught.value.partial  # type: ignore[attr-defined]
        assert partial.finish_reason is FinishReason.CANCELLED
        assert partial.text == "".join(pieces)  # every word the writer saw, nothing more
        assert partial.output_tokens == written[-1] >= 5
        # Resume: a new worker goes on from the words kept
        more = provider.continue_answer(LONG, partial.text, 4)
        assert more.text.startswith(partial.text) and len(more.text) > len(partial.text)
        assert provider.worker() is not frozen
    finally:
        if frozen.process.is_alive():
            os.kill(frozen.pid, signal.SIGKILL)
        provider.worker().stop()
        model_worker.stop_all()
