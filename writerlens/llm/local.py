"""Models on this computer: a GGUF file run by llama.cpp (``llama-cpp-python``).

Nothing leaves the machine, so there is no consent to ask and no cost. llama.cpp runs in a
worker process of its own (:mod:`writerlens.llm.model_worker`; the token loop itself is
:mod:`writerlens.llm.local_engine`): a crash, an abort or running out of memory there ends that
process, not the app, and reaches the writer as "the model stopped unexpectedly"; the window
never waits for the interpreter lock of a thread that generates.

Cancel raises ``ProviderError(kind=CANCELLED)``; the words already written travel with it
(``partial``). An answer cut off at its token limit can be continued (:meth:`continue_answer`)
without reading the prompt again: the worker keeps it in llama.cpp's cache.

The worker for a (file, context, threads, GPU setting) is shared by every provider that asks for
the same, started on first use and stopped after it has been idle for a while.
"""

from __future__ import annotations

import contextlib
import dataclasses
import threading
import time
from collections import OrderedDict
from typing import Any

from writerlens.domain import CancelToken
from writerlens.llm import hardware, model_worker
from writerlens.llm.base import (
    CallProgress,
    CallProgressCallback,
    Completion,
    CompletionRequest,
    FaultKind,
    FinishReason,
    ProviderError,
    ProviderSpec,
    TokenCallback,
)
from writerlens.llm.chat_prompt import ChatPrompt
from writerlens.llm.errors import cancelled
from writerlens.llm.gguf import read_gguf_info
from writerlens.llm.gpu import AUTO
from writerlens.llm.hardware import available_memory_bytes, free_cores
from writerlens.llm.local_engine import REPEAT_PENALTY, EngineResult
from writerlens.llm.model_facts import estimated_ram_bytes, instruction_tuned
from writerlens.llm.model_worker import WorkerKey
from writerlens.messages import QT_TRANSLATE_NOOP, define

_MEMORY_SHORT = define(
    "llm.local.memory_short",
    QT_TRANSLATE_NOOP(
        "messages",
        "The model “{name}” needs about {needed__gib:.1f} GB of memory and this "
        "computer has about {free__gib:.1f} GB free. Close other programs, choose a "
        "smaller model, or lower its context size in Settings → Local models.",
    ),
)

_NO_FILE = define(
    "llm.local.no_file",
    QT_TRANSLATE_NOOP(
        "messages",
        "No model file is chosen for the on-device model. Choose a .gguf file in "
        "Settings → Local models.",
    ),
)

__all__ = ["REPEAT_PENALTY", "LocalProvider", "unload_models"]

_GiB = 2**30
#: ProviderSpec.extra's key for the GPU setting ("auto", "off" or a number of layers)
GPU_SETTING = "gpu_layers"
#: answers remembered for a later continuation
KEEP_ANSWERS = 32


#: (messages, stop sequences, text of the answer) -> (its tokens, the prompt's tokens) for the
#: latest answers: an answer cut off or cancelled goes on from exactly these tokens, which are
#: what llama.cpp holds in its cache (shared by providers: a resumed job makes a new one)
_written: OrderedDict[tuple[Any, ...], tuple[tuple[int, ...], int]] = OrderedDict()
_written_lock = threading.Lock()


def _answer_key(request: CompletionRequest, text: str) -> tuple[Any, ...]:
    return (request.messages, request.stop, text)


class LocalProvider:
    kind = "local"
    is_local = True
    reports_progress = True
    #: an answer cut off at its token limit can go on without the prompt being read again
    continues = True

    def __init__(self, spec: ProviderSpec) -> None:
        if not spec.model_file:
            raise ProviderError(_NO_FILE(), FaultKind.MODEL)
        self.spec = spec
        self.info = read_gguf_info(spec.model_file)
        self.model = spec.model or self.info.name
        self.n_ctx = self.info.context_for(spec.context_tokens)
        # the writer's choice (Settings, --threads) wins; else the cores other programs leave
        self.threads = spec.threads or free_cores()
        self.gpu = spec.extra.get(GPU_SETTING, AUTO) or AUTO

    def __repr__(self) -> str:
        return f"LocalProvider(file={self.info.path.name!r}, n_ctx={self.n_ctx})"

    # -- the Provider protocol

    def context_window(self) -> int:
        return self.n_ctx

    def count_tokens(self, text: str) -> int:
        """Exact, with the model's own tokenizer (in the worker)."""
        return self.worker().count_tokens(text)

    def complete(
        self,
        request: CompletionRequest,
        on_token: TokenCallback | None = None,
        cancel: CancelToken | None = None,
        on_progress: CallProgressCallback | None = None,
    ) -> Completion:
        return self._complete(request, (), on_token, cancel, on_progress)

    def continue_answer(
        self,
        request: CompletionRequest,
        text: str,
        more_tokens: int,
        on_token: TokenCallback | None = None,
        cancel: CancelToken | None = None,
        on_progress: CallProgressCallback | None = None,
    ) -> Completion:
        """The answer ``text`` to ``request`` (cut off at its token limit, or cancelled)
        written on by up to ``more_tokens`` tokens; the text returned is the whole answer.
        The prompt and the answer so far are in llama.cpp's cache: they are not read again
        (after a restart of the worker, the prompt is read once more, but not written)."""
        with _written_lock:
            known = _written.get(_answer_key(request, text))
        continuation: tuple[int, ...] | str = known[0] if known else text
        more = dataclasses.replace(request, max_tokens=more_tokens)
        return self._complete(more, continuation, on_token, cancel, on_progress, before=text)

    def room_after(self, request: CompletionRequest, text: str) -> int:
        """Tokens the context still has room for after the answer ``text`` to ``request``."""
        with _written_lock:
            known = _written.get(_answer_key(request, text))
        if known is not None:
            used = known[1] + len(known[0])
        else:
            used = len(self.tokens_for(request)) + self.count_tokens(text)
        return max(0, self.n_ctx - used)

    # -- the worker

    def worker(self) -> model_worker.ModelWorker:
        key = WorkerKey(str(self.info.path.resolve()), self.n_ctx, self.threads, self.gpu)
        return model_worker.worker_for(key, self.model, self._make_room)

    def _make_room(self, evicted: list[WorkerKey]) -> None:
        """Say plainly, before loading, that the model will not fit in memory."""
        needed = estimated_ram_bytes(self.info, self.n_ctx)
        free = available_memory_bytes()
        if free is None:
            return
        freed = 0
        for key in evicted:
            with contextlib.suppress(ProviderError):
                freed += estimated_ram_bytes(read_gguf_info(key.path), key.n_ctx)
        if needed > free + freed:
            raise ProviderError(
                _MEMORY_SHORT(
                    name=self.info.path.name, needed__gib=needed / _GiB, free__gib=free / _GiB
                ),
                FaultKind.MODEL,
            )

    def _complete(
        self,
        request: CompletionRequest,
        continuation: tuple[int, ...] | str,
        on_token: TokenCallback | None,
        cancel: CancelToken | None,
        on_progress: CallProgressCallback | None,
        before: str = "",
    ) -> Completion:
        """``before``: the text of the answer ``continuation`` goes on from."""
        if cancel is not None and cancel.cancelled:
            raise cancelled()
        prompt_tokens = 0
        written = 0
        #: text (and its number of tokens) that arrived after Cancel and was not shown
        dropped: list[str] = []
        dropped_tokens = 0

        def on_event(event: tuple[Any, ...]) -> None:
            nonlocal prompt_tokens, written, dropped_tokens
            if event[0] == "progress":
                prompt_tokens = event[1].prompt
                if on_progress is not None:
                    on_progress(event[1])
            elif event[0] == "token":
                if cancel is not None and cancel.cancelled:
                    # the worker reads Cancel between two tokens, in another process: a token
                    # it wrote before that may still be on its way. Once cancelled, not one
                    # token more reaches the writer, and the partial kept is what they saw
                    dropped.append(event[1])
                    dropped_tokens += event[3] if len(event) > 3 else 1  # tokens sent together
                    return
                if event[1] and on_token is not None:
                    on_token(event[1])
                if event[2] > written:
                    written = event[2]
                    if on_progress is not None:
                        on_progress(CallProgress("writing", prompt_tokens, prompt_tokens, written))

        # threads chosen now, from the cores free now (shared with models running now); the
        # writer's choice (Settings, --threads) wins
        threads = self.spec.threads or free_cores()
        started = time.monotonic()
        try:
            with hardware.running(threads):
                result: EngineResult = self.worker().request(
                    ("complete", request, continuation, threads), cancel, on_event
                )
        except model_worker.WorkerCancelled as killed:
            # the worker did not stop in time and was killed: the words it had sent are the
            # cancelled answer, minus any that reached us after Cancel (never shown)
            sent = killed.partial
            unseen = "".join(dropped)
            if unseen and sent.endswith(unseen):
                sent = sent[: len(sent) - len(unseen)]
            error = cancelled()
            error.partial = Completion(  # type: ignore[attr-defined]
                text=before + sent,
                finish_reason=FinishReason.CANCELLED,
                input_tokens=prompt_tokens,
                output_tokens=written,
                model=self.model,
                seconds=time.monotonic() - started,
            )
            raise error from None
        self.last_result = result
        if result.finish_reason is FinishReason.CANCELLED:
            if dropped:  # the words kept are exactly the words the writer saw
                unseen = "".join(dropped)
                text = result.text[: len(result.text) - len(unseen)]
                if result.text.endswith(unseen) and text:
                    result = dataclasses.replace(
                        result,
                        text=text,
                        generated=result.generated[: len(result.generated) - dropped_tokens],
                    )
            error = cancelled()
            error.partial = self._completion(request, result)  # type: ignore[attr-defined]
            raise error
        return self._completion(request, result)

    def _completion(self, request: CompletionRequest, result: EngineResult) -> Completion:
        completion = Completion(
            text=result.text,
            finish_reason=result.finish_reason,
            # what llama.cpp really read: the part of the prompt (and of an answer continued)
            # already in its cache is not read again (a retry of the same prompt reads one
            # token), so that time and what a model's runs are learned from count real work
            input_tokens=result.evaluated,
            output_tokens=result.output_tokens,
            model=self.model,
            refused=result.refused,
            seconds=result.seconds,
            prompt_seconds=result.prompt_seconds,
            note=result.note,
        )
        with _written_lock:
            if len(_written) >= KEEP_ANSWERS:  # only the latest are worth continuing
                _written.popitem(last=False)
            _written[_answer_key(request, result.text)] = (result.generated, result.input_tokens)
        return completion

    # -- for inspection and tests

    def prompt_for(self, request: CompletionRequest) -> ChatPrompt:
        """The exact prompt the model will read."""
        prompt, _ = self.worker().request(("prompt", request))
        return prompt

    def tokens_for(self, request: CompletionRequest) -> list[int]:
        """The prompt's tokens: the template's markers as control tokens, the writer's text
        always as plain text (a story holding ``<|im_end|>`` does not end the turn)."""
        _, tokens = self.worker().request(("prompt", request))
        return tokens

    def evaluated_tokens(self) -> int:
        """Prompt tokens the worker's llama.cpp has evaluated since it started."""
        return int(self.worker().request(("stats",))["evaluated"])

    @property
    def instruction_tuned(self) -> bool:
        """False for a base model: it continues text rather than following instructions."""
        return instruction_tuned(self.info)


def unload_models() -> None:
    """Stop every model worker (their memory goes back to the system)."""
    model_worker.stop_all()
