"""llama.cpp itself: the code that runs inside the model worker process (see model_worker.py).

WriterLens drives the token loop itself (``Llama.generate``) rather than
``create_chat_completion``: that gives exact token counts, UTF-8 that is never split
mid-character, stop sequences that never leak into the text, and a cancel that is honoured
between two tokens. The prompt comes from the GGUF's own chat template (see
:mod:`writerlens.llm.chat_prompt`).

The prompt is read in small batches (sized to about a quarter of a second each) rather than in
one call to llama.cpp, so that progress ("read 1,024 of 3,900 tokens") comes from the model as it
reads and Cancel is honoured between two batches as well as between two tokens.

Nothing is read twice: the tokens already in llama.cpp's cache (the same instructions, the same
story, an answer cut off at its token limit) are kept and only what follows them is read. An
answer that is continued passes the tokens it wrote (``continuation``): with the prompt they are
exactly the cache's contents, so a continued answer reads nothing again.

This module never imports Qt and never talks to the app: the worker passes it callbacks.
"""

from __future__ import annotations

import codecs
import contextlib
import ctypes
import logging
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from writerlens.llm import load_errors, local_length
from writerlens.llm.base import (
    CallProgress,
    CompletionRequest,
    FaultKind,
    FinishReason,
    ProviderError,
)
from writerlens.llm.chat_prompt import ChatPrompt, render
from writerlens.llm.gguf import GgufInfo
from writerlens.llm.hardware import available_memory_bytes
from writerlens.llm.model_facts import estimated_ram_bytes, instruction_tuned
from writerlens.llm.refusal import looks_like_refusal
from writerlens.messages import QT_TRANSLATE_NOOP, define

_LOAD_FAILED = define(
    "llm.engine.load_failed",
    QT_TRANSLATE_NOOP(
        "messages",
        "The model “{name}” could not be loaded. Its architecture ({architecture}) "
        "may be newer than this version of WriterLens can run, or the file may be "
        "damaged. Try another model file, or update WriterLens. ({detail})",
    ),
)

_OUT_OF_MEMORY = define(
    "llm.engine.out_of_memory",
    QT_TRANSLATE_NOOP(
        "messages",
        "There is not enough memory to load “{name}”. Close other programs or choose "
        "a smaller model.",
    ),
)

_INPUT_EXCEEDS_CONTEXT = define(
    "llm.engine.input_exceeds_context",
    QT_TRANSLATE_NOOP(
        "messages",
        "The text is too long for this model: it is {len_tokens} tokens and the "
        "model reads at most {n_ctx} at a time. Use a summary strategy that works in "
        "parts, or raise the context size in Settings → Local models.",
    ),
)

_log = logging.getLogger(__name__)

#: sampling defaults for small local models (a light repeat penalty keeps them out of loops)
TOP_K, TOP_P, MIN_P, REPEAT_PENALTY = 40, 0.95, 0.05, 1.1
#: a prompt batch should take about this long: progress ("read 1,024 of 3,900 tokens") comes
#: once a batch. Cancel does not wait for a batch to end (llama.cpp reads the abort flag inside
#: it, see AbortFlag), so batches are sized for throughput and a steady progress line, not for
#: Cancel (they were sized to a quarter of a second when Cancel was read between batches)
BATCH_SECONDS = 1.0
#: batches never below MIN_BATCH: small ones read the prompt at a fraction of llama.cpp's speed
#: (#30 measured 0.55-0.90 of it under load, where batches shrank to 8 tokens; 0.92 with 64);
#: the first is small so that the first progress comes quickly
MIN_BATCH, FIRST_BATCH = 128, 64

#: (piece of text to show, tokens written so far): the piece may be empty (a held-back stop)
TokenSink = Callable[[str, int], None]
ProgressSink = Callable[[CallProgress], None]


@dataclass(frozen=True)
class EngineResult:
    """One answer, as plain data that crosses the process boundary."""

    text: str  # the whole answer, a continued one included
    finish_reason: FinishReason
    input_tokens: int  # the prompt's tokens
    output_tokens: int  # tokens written by this call
    generated: tuple[int, ...]  # every token of the answer (to continue it later)
    refused: bool
    seconds: float
    prompt_seconds: float
    #: tokens llama.cpp evaluated to read this call's prompt (and earlier answer), and the
    #: tokens it found already in its cache: a continued answer reads (almost) nothing
    evaluated: int
    reused: int
    #: the prompt's note (a chat template not used), for the writer (see Completion.note)
    note: str = ""


_log_callback: Any = None


def _quiet_llama_cpp() -> None:
    """Send llama.cpp's own logging to our log instead of the writer's terminal."""
    global _log_callback
    if _log_callback is not None:
        return
    import llama_cpp

    @llama_cpp.llama_log_callback
    def callback(level: int, text: bytes, user_data: ctypes.c_void_p) -> None:
        message = text.decode("utf-8", errors="replace").rstrip()
        if message:
            load_errors.heard(message)  # why a load failed is told by these lines
            _log.log(logging.INFO if level == 4 else logging.DEBUG, "llama.cpp: %s", message)

    _log_callback = callback  # keep a reference: llama.cpp holds a raw pointer to it
    llama_cpp.llama_log_set(callback, ctypes.c_void_p(0))


def load_error(info: GgufInfo, detail: str) -> ProviderError:
    return ProviderError(
        _LOAD_FAILED(name=info.path.name, architecture=info.architecture, detail=detail),
        FaultKind.MODEL,
    )


@contextlib.contextmanager
def _no_chat_handlers(llama_cpp: Any) -> Iterator[None]:
    """Load without llama-cpp-python's chat handlers. Its ``Llama()`` compiles every chat
    template in the file's header, in a plain (not sandboxed) Jinja environment, and a template
    that does not compile ends the load with a traceback: the model could not be used at all,
    although WriterLens never uses those handlers (it renders its prompts itself, sandboxed,
    with a plain format when the template cannot be used: see chat_prompt)."""
    formats = llama_cpp.llama_chat_format
    real = formats.Jinja2ChatFormatter
    formats.Jinja2ChatFormatter = _UnusedChatFormatter
    try:
        yield
    finally:
        formats.Jinja2ChatFormatter = real


class _UnusedChatFormatter:
    def __init__(self, *_args: Any, **_kwargs: Any) -> None:
        pass

    def to_chat_handler(self) -> None:
        return None


class Engine:
    """One loaded model. Not thread-safe: the worker process runs one call at a time."""

    def __init__(
        self,
        info: GgufInfo,
        n_ctx: int,
        threads: int,
        gpu_layers: int = 0,
        name: str = "",
        abort: AbortFlag | None = None,
    ) -> None:
        _quiet_llama_cpp()
        import llama_cpp

        heard_from = load_errors.mark()
        try:
            with _no_chat_handlers(llama_cpp):
                self.llama = llama_cpp.Llama(
                    model_path=str(info.path),
                    n_ctx=n_ctx,
                    n_threads=threads,
                    n_threads_batch=threads,
                    n_gpu_layers=gpu_layers,
                    verbose=False,
                )
        except (ValueError, RuntimeError, OSError) as exc:
            # out of memory (a failed allocation) is not "a newer architecture or a damaged file"
            said = load_errors.classify(
                name=info.path.name,
                architecture=info.architecture,
                n_ctx=n_ctx,
                needed=estimated_ram_bytes(info, n_ctx),
                free=available_memory_bytes(),
                detail=str(exc),
                log=load_errors.since(heard_from),
            )
            if said is not None:
                raise ProviderError(said, FaultKind.MODEL) from None
            raise load_error(info, str(exc)) from None
        except MemoryError:
            raise ProviderError(_OUT_OF_MEMORY(name=info.path.name), FaultKind.MODEL) from None
        self.info, self.n_ctx, self.threads, self.gpu_layers = info, n_ctx, threads, gpu_layers
        #: "offloaded/layers" as llama.cpp's own load log says ("" where it said nothing: a
        #: build without a GPU backend), so that the layers on the GPU are seen, not assumed
        self.offloaded = load_errors.offloaded()
        self.model = name or info.name
        #: prompt tokens evaluated since loading (a benchmark reads it)
        self.evaluated_total = 0
        self._end_tokens: list[int] | None = None
        #: Cancel as llama.cpp reads it between two nodes of its graph (see AbortFlag)
        self.abort = abort if abort is not None and abort.install(self.llama) else None

    def close(self) -> None:
        self.llama.close()

    def end_tokens(self) -> list[int]:
        """The tokens that end generation (asked of llama.cpp once per model)."""
        if self._end_tokens is None:
            self._end_tokens = local_length.end_tokens(self.llama)
        return self._end_tokens

    def count_tokens(self, text: str) -> int:
        return len(self.llama.tokenize(text.encode("utf-8"), add_bos=False, special=False))

    def prompt(self, request: CompletionRequest) -> ChatPrompt:
        llama = self.llama
        return render(
            request,
            template=self.info.metadata.get("tokenizer.chat_template") or None,
            architecture=self.info.architecture,
            bos_token=_piece(llama, llama.token_bos()),
            eos_token=_piece(llama, llama.token_eos()),
            instruction_tuned=instruction_tuned(self.info),
        )

    def tokens(self, prompt: ChatPrompt) -> list[int]:
        return tokenize(self.llama, prompt)

    def complete(
        self,
        request: CompletionRequest,
        on_token: TokenSink | None = None,
        on_progress: ProgressSink | None = None,
        cancelled: Callable[[], bool] = lambda: False,
        continuation: Sequence[int] | str = (),
        threads: int | None = None,
    ) -> EngineResult:
        """The answer to ``request``; with ``continuation`` (the tokens of an answer cut off at
        its limit or cancelled, or its text when its tokens are gone) the answer goes on from
        there and the text returned is the whole answer.

        Cancel returns what was written so far with ``FinishReason.CANCELLED``."""
        abort = self.abort

        def stop() -> bool:  # the app's flag (shared memory), then the worker's own messages
            return (abort is not None and abort.set()) or cancelled()

        started = time.monotonic()
        llama = self.llama
        if threads:  # chosen by the app for this call, from the cores free now
            use_threads(llama, threads)
        prompt = self.prompt(request)
        prompt_tokens = tokenize(llama, prompt)
        if isinstance(continuation, str):  # the words of an earlier run (its tokens are gone)
            continuation = llama.tokenize(continuation.encode("utf-8"), add_bos=False)
        tokens = prompt_tokens + list(continuation)
        _log.debug("Prompt (%s format, %d tokens):\n%s", prompt.format, len(tokens), prompt.text)
        room = self.n_ctx - len(tokens)
        if room < 1:
            raise ProviderError(
                _INPUT_EXCEEDS_CONTEXT(len_tokens=len(tokens), n_ctx=self.n_ctx),
                FaultKind.BAD_REQUEST,
            )
        budget = min(request.max_tokens, room)
        stops = tuple(s for s in (*request.stop, *prompt.stop) if s)
        decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        text = decoder.decode(llama.detokenize(list(continuation))) if continuation else ""
        shown, produced = len(text), 0
        generated = list(continuation)
        finish = FinishReason.LENGTH
        cut = False  # the text was cut at a stop sequence

        def show(upto: int) -> None:
            nonlocal shown
            if upto > shown and on_token is not None:
                on_token(text[shown:upto], produced)
            elif on_token is not None:
                on_token("", produced)
            shown = max(shown, upto)

        def result(reason: FinishReason) -> EngineResult:
            refused = reason == FinishReason.STOP and looks_like_refusal(text)
            return EngineResult(
                text=text,
                finish_reason=FinishReason.REFUSAL if refused else reason,
                input_tokens=len(prompt_tokens),
                output_tokens=produced,
                generated=tuple(generated),
                refused=refused,
                seconds=time.monotonic() - started,
                prompt_seconds=writing_started - started,
                evaluated=evaluated,
                reused=reused,
                note=prompt.note,
            )

        writing_started = started
        evaluated = reused = 0
        if stop():
            return result(FinishReason.CANCELLED)
        reused, evaluated, stopped = read_prompt(
            llama, tokens, stop, on_progress, checked_inside=abort is not None
        )
        evaluated += 1  # generate reads the last token itself
        self.evaluated_total += evaluated
        writing_started = time.monotonic()
        if stopped:
            return result(FinishReason.CANCELLED)
        # the answer's minimum (a continued one's words count): no end of text, no stop
        # sequence before it; stops and sentence ends are looked for after it only
        floor = request.min_tokens
        ends = self.end_tokens() if floor > len(generated) else []
        after = 0 if floor <= len(generated) else -1  # where the floor was reached (-1: not yet)
        generator = local_length.sampled(
            llama,
            prompt_tokens,
            generated,
            floor,
            ends,
            temp=request.temperature,
            top_k=TOP_K,
            top_p=TOP_P,
            min_p=MIN_P,
            repeat_penalty=REPEAT_PENALTY,
        )
        try:
            for token in generator:  # llama.cpp stopped by the abort flag raises RuntimeError
                if is_end(llama, token):
                    finish = FinishReason.STOP
                    break
                produced += 1
                generated.append(token)
                text += decoder.decode(llama.detokenize([token]))
                if after < 0 and len(generated) >= floor:
                    after = len(text)
                hit = -1
                if after >= 0:
                    hit = min(
                        (i for s in stops if (i := text.find(s, max(after, shown - len(s)))) >= 0),
                        default=-1,
                    )
                    if hit < 0 and request.end_at_sentence:
                        end = local_length.sentence_end(text, max(after - 1, shown - 4))
                        if end >= 0:
                            hit = end
                if hit >= 0:
                    text, cut = text[:hit], True
                    finish = FinishReason.STOP
                    break
                show(len(text) - _held_back(text, stops))
                if stop():
                    finish = FinishReason.CANCELLED
                    break
                if produced >= budget:
                    break
        except RuntimeError:  # llama_decode returned 2: the abort flag stopped it mid-token
            if not stop():
                raise
            finish = FinishReason.CANCELLED
        finally:
            generator.close()  # the primed sampler was for this call only
        if not cut:
            text += decoder.decode(b"", final=True)
        if finish is FinishReason.CANCELLED:
            text = text[:shown]  # exactly what the writer saw
        else:
            show(len(text))
        return result(finish)


def is_end(llama: Any, token: int) -> bool:
    import llama_cpp

    try:
        return bool(llama_cpp.llama_vocab_is_eog(llama._model.vocab, token))
    except AttributeError:  # an older binding
        return bool(token == llama.token_eos())


def _held_back(text: str, stops: tuple[str, ...]) -> int:
    """Characters at the end of ``text`` that could be the start of a stop sequence."""
    longest = 0
    for stop in stops:
        for n in range(min(len(stop) - 1, len(text)), longest, -1):
            if text.endswith(stop[:n]):
                longest = n
                break
    return longest


def _piece(llama: Any, token: int) -> str:
    if token < 0:
        return ""
    return bytes(llama.detokenize([token], special=True)).decode("utf-8", errors="replace")


def tokenize(llama: Any, prompt: ChatPrompt) -> list[int]:
    """The prompt's tokens: the template's markers as control tokens, the writer's text
    always as plain text (a story holding ``<|im_end|>`` does not end the turn)."""
    tokens: list[int] = []
    for index, (text, special) in enumerate(prompt.pieces()):
        tokens += llama.tokenize(
            text.encode("utf-8"),
            add_bos=index == 0 and not prompt.has_bos,
            special=special,
        )
    return tokens


def read_prompt(
    llama: Any,
    tokens: list[int],
    cancelled: Callable[[], bool],
    on_progress: ProgressSink | None,
    checked_inside: bool = False,
) -> tuple[int, int, bool]:
    """Evaluate all but the last prompt token in timed batches, reporting and checking cancel.

    The part already in the cache (the same instructions, the same story, an answer so far) is
    kept. The last token is left for ``generate``, which then only has to read that one before
    it samples. Returns (tokens reused, tokens evaluated, cancelled). ``checked_inside``: an
    :class:`AbortFlag` is installed, no Python callback is needed inside a batch.
    """
    total = len(tokens)
    target = total - 1
    same = 0
    if llama.n_tokens > 0:
        cached = llama.input_ids[: llama.n_tokens]
        for a, b in zip(cached, tokens[:target], strict=False):
            if a != b:
                break
            same += 1
    if same and llama._ctx.kv_cache_seq_rm(-1, same, -1):
        llama.n_tokens = same
    else:
        llama.reset()
        same = 0
    at = same
    if on_progress is not None:
        on_progress(CallProgress("reading", at, total))
    size = min(FIRST_BATCH, llama.n_batch)
    while at < target:
        if cancelled():
            return same, at - same, True
        batch = tokens[at : min(target, at + size)]
        began = time.monotonic()
        with contextlib.nullcontext() if checked_inside else _abort_when(llama, cancelled):
            try:
                llama.eval(batch)
            except RuntimeError:  # llama_decode returned 2: the abort callback stopped it
                if cancelled():
                    return same, at - same, True
                raise
        took = time.monotonic() - began
        at += len(batch)
        if on_progress is not None:
            on_progress(CallProgress("reading", at, total))
        # next batch sized to take about BATCH_SECONDS at the speed just seen
        per_token = took / len(batch) if batch else 0.0
        wanted = int(BATCH_SECONDS / per_token) if per_token > 0 else llama.n_batch
        size = max(MIN_BATCH, min(llama.n_batch, wanted))
    return same, at - same, False


def use_threads(llama: Any, threads: int) -> None:
    """Run the next call on ``threads`` (llama.cpp takes a new count between calls)."""
    import llama_cpp

    try:
        llama_cpp.llama_set_n_threads(llama._ctx.ctx, threads, threads)
    except AttributeError:  # an older binding: the count it was loaded with stays
        return
    llama.n_threads = llama.n_threads_batch = threads


#: abort callbacks handed to llama.cpp, kept alive while it may call them (by context address)
_aborts: dict[int, Any] = {}


def _c_strlen() -> Any:
    """The C library's ``strlen``, or None where it cannot be found."""
    import ctypes.util

    with contextlib.suppress(OSError, AttributeError, TypeError):
        if sys.platform == "win32":
            return ctypes.cdll.msvcrt.strlen
        return ctypes.CDLL(None).strlen
    with contextlib.suppress(OSError, AttributeError, TypeError):
        name = ctypes.util.find_library("c")
        return ctypes.CDLL(name).strlen if name else None
    return None


class AbortFlag:
    """Cancel, read by llama.cpp itself between two steps of its computation, at no cost.

    ggml asks a context's abort callback after every node of the graph it computes (a token
    is several hundred nodes): a Python callback there costs an interpreter entry per node,
    each time, on the thread the others wait for at the next barrier. This one is the C
    library's ``strlen`` over a two-byte buffer (``[flag, NUL]``): it returns 1 once the flag
    byte is set and 0 before, with no Python at all, so it can stay installed for the whole
    life of the model, reading and writing alike, and Cancel stops llama.cpp within one node
    (milliseconds) rather than at the end of a token or a prompt batch.

    The buffer is shared memory (``multiprocessing`` ``RawArray('c', 2)``) that the app sets
    from its own process the moment Cancel is pressed: the worker need not read a message
    first. Where no C library can be found (never seen), :meth:`install` says False and the
    engine checks Cancel between tokens and inside prompt batches with a Python callback.
    GPU backends do not ask the callback: there the app kills a worker that does not stop.
    """

    def __init__(self, buffer: Any) -> None:
        self.buffer = buffer  # two c_char: [flag, NUL]

    def set(self) -> bool:
        return self.buffer[0] != b"\x00"

    def install(self, llama: Any) -> bool:
        import llama_cpp

        strlen = _c_strlen()
        if strlen is None or not hasattr(llama_cpp, "llama_set_abort_callback"):
            return False
        address = ctypes.cast(strlen, ctypes.c_void_p).value
        if not address:
            return False
        callback = llama_cpp.ggml_abort_callback(address)
        data = ctypes.cast(self.buffer, ctypes.c_void_p)
        ctx = llama._ctx.ctx
        _aborts[id(ctx)] = (callback, self.buffer)  # alive as long as llama.cpp may call it
        llama_cpp.llama_set_abort_callback(ctx, callback, data)
        return True


@contextlib.contextmanager
def _abort_when(llama: Any, cancelled: Callable[[], bool]) -> Iterator[None]:
    """Let Cancel stop llama.cpp inside a batch: ggml asks the callback between the steps of
    its computation, so a large batch (read at full speed) is left within milliseconds."""
    import llama_cpp

    if not hasattr(llama_cpp, "llama_set_abort_callback"):
        yield
        return
    ctx = llama._ctx.ctx
    callback = llama_cpp.ggml_abort_callback(lambda _data: bool(cancelled()))
    _aborts[id(ctx)] = callback
    llama_cpp.llama_set_abort_callback(ctx, callback, None)
    try:
        yield
    finally:
        never = llama_cpp.ggml_abort_callback(lambda _data: False)
        llama_cpp.llama_set_abort_callback(ctx, never, None)
        _aborts[id(ctx)] = never
