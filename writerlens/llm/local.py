"""Models on this computer: a GGUF file run by llama.cpp (``llama-cpp-python``).

Nothing leaves the machine, so there is no consent to ask and no cost. WriterLens drives the
token loop itself (``Llama.generate``) rather than ``create_chat_completion``: that gives exact
token counts, UTF-8 that is never split mid-character, stop sequences that never leak into the
text, and a cancel that is honoured between two tokens. The prompt comes from the GGUF's own
chat template (see :mod:`writerlens.llm.chat_prompt`).

The prompt is read in small batches (sized to about a quarter of a second each) rather than in
one call to llama.cpp, so that progress ("read 1,024 of 3,900 tokens") comes from the model as it
reads and Cancel (or Ctrl-C) is honoured between two batches as well as between two tokens.

Cancel raises ``ProviderError(kind=CANCELLED)``; the partial text is not returned.

A loaded model is expensive (seconds, hundreds of megabytes), so models are cached per (file,
context, threads) and shared by every provider that asks for the same; a ``Llama`` object is not
thread-safe, so each carries a lock and only one thread generates with it at a time.
"""

from __future__ import annotations

import atexit
import codecs
import contextlib
import ctypes
import logging
import threading
import time
from collections import OrderedDict
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from writerlens.domain import CancelToken
from writerlens.llm import hardware, load_errors
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
from writerlens.llm.chat_prompt import ChatPrompt, render
from writerlens.llm.errors import cancelled
from writerlens.llm.gguf import (
    GgufInfo,
    estimated_ram_bytes,
    instruction_tuned,
    read_gguf_info,
)
from writerlens.llm.hardware import available_memory_bytes, free_cores
from writerlens.llm.refusal import looks_like_refusal
from writerlens.messages import QT_TRANSLATE_NOOP, define

_MODEL_COULD_NOT_LOADED = define(
    "llm.model_could_not_loaded",
    QT_TRANSLATE_NOOP(
        "messages",
        "The model “{name}” could not be loaded. Its architecture ({architecture}) "
        "may be newer than this version of WriterLens can run, or the file may be "
        "damaged. Try another model file, or update WriterLens. ({detail})",
    ),
)

_MODEL_NEEDS_ABOUT_GB = define(
    "llm.model_needs_about_gb",
    QT_TRANSLATE_NOOP(
        "messages",
        "The model “{name}” needs about {needed__gib:.1f} GB of memory and this "
        "computer has about {free__gib:.1f} GB free. Close other programs, choose a "
        "smaller model, or lower its context size in Settings → Local models.",
    ),
)

_THERE_NOT_ENOUGH_MEMORY = define(
    "llm.there_not_enough_memory",
    QT_TRANSLATE_NOOP(
        "messages",
        "There is not enough memory to load “{name}”. Close other programs or choose "
        "a smaller model.",
    ),
)

_NO_MODEL_FILE_CHOSEN = define(
    "llm.no_model_file_chosen",
    QT_TRANSLATE_NOOP(
        "messages",
        "No model file is chosen for the on-device model. Choose a .gguf file in "
        "Settings → Local models.",
    ),
)

_TEXT_TOO_LONG_MODEL = define(
    "llm.text_too_long_model",
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
#: models kept loaded at once (each holds its weights and attention cache in memory)
CACHE_SIZE = 2
#: a prompt batch should take about this long (for the progress shown); Cancel does not wait
#: for a batch to end: llama.cpp's abort callback checks it inside (see _abort_when)
BATCH_SECONDS = 1.0
#: batches never below this: tiny ones read the prompt at a fraction of llama.cpp's speed
#: (the issue measured 0.55-0.90 of it under load, where batches shrank to 8 tokens)
MIN_BATCH, FIRST_BATCH = 64, 64

_GiB = 2**30


@dataclass
class LoadedModel:
    llama: Any  # llama_cpp.Llama
    info: GgufInfo
    n_ctx: int
    threads: int
    lock: threading.Lock = field(default_factory=threading.Lock)
    closed: bool = False  # evicted: whoever still holds it must load it again


_cache: OrderedDict[tuple[str, int, int], LoadedModel] = OrderedDict()
_cache_lock = threading.Lock()
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
            # ggml levels: 1 debug, 2 info, 3 warn, 4 error, 5 continued; none is the writer's
            # business (a load failure reaches them as a ProviderError), all go to the log
            _log.log(logging.INFO if level == 4 else logging.DEBUG, "llama.cpp: %s", message)

    _log_callback = callback  # keep a reference: llama.cpp holds a raw pointer to it
    llama_cpp.llama_log_set(callback, ctypes.c_void_p(0))


def _load_error(info: GgufInfo, detail: str) -> ProviderError:
    return ProviderError(
        _MODEL_COULD_NOT_LOADED(name=info.path.name, architecture=info.architecture, detail=detail),
        FaultKind.MODEL,
    )


def load_model(info: GgufInfo, n_ctx: int, threads: int) -> LoadedModel:
    """The cached model for (file, context, threads), loading it (and evicting) if needed."""
    key = (str(info.path.resolve()), n_ctx, threads)
    with _cache_lock:
        loaded = _cache.get(key)
        if loaded is not None:
            _cache.move_to_end(key)
            return loaded
        # the oldest models make room first; their memory counts as free
        evict = list(_cache)[: max(0, len(_cache) - CACHE_SIZE + 1)]
        freed = sum(estimated_ram_bytes(_cache[k].info, _cache[k].n_ctx) for k in evict)
        needed = estimated_ram_bytes(info, n_ctx)
        free = available_memory_bytes()
        if free is not None and needed > free + freed:
            raise ProviderError(
                _MODEL_NEEDS_ABOUT_GB(
                    name=info.path.name, needed__gib=needed / _GiB, free__gib=free / _GiB
                ),
                FaultKind.MODEL,
            )
        for old in evict:
            _close(_cache.pop(old))
        _quiet_llama_cpp()
        import llama_cpp

        heard_from = load_errors.mark()
        try:
            llama = llama_cpp.Llama(
                model_path=str(info.path),
                n_ctx=n_ctx,
                n_threads=threads,
                n_threads_batch=threads,
                verbose=False,
            )
        except (ValueError, RuntimeError, OSError) as exc:
            # out of memory (a failed allocation) is not "a newer architecture or a damaged file"
            said = load_errors.classify(
                name=info.path.name,
                architecture=info.architecture,
                n_ctx=n_ctx,
                needed=needed,
                free=available_memory_bytes(),
                detail=str(exc),
                log=load_errors.since(heard_from),
            )
            if said is not None:
                raise ProviderError(said, FaultKind.MODEL) from None
            raise _load_error(info, str(exc)) from None
        except MemoryError:
            raise ProviderError(
                _THERE_NOT_ENOUGH_MEMORY(name=info.path.name),
                FaultKind.MODEL,
            ) from None
        loaded = LoadedModel(llama, info, n_ctx, threads)
        _cache[key] = loaded
        return loaded


def _use_threads(llama: Any, threads: int) -> None:
    """Run the next call on ``threads`` (llama.cpp takes a new count between calls)."""
    import llama_cpp

    try:
        llama_cpp.llama_set_n_threads(llama._ctx.ctx, threads, threads)
    except AttributeError:  # an older binding: the count it was loaded with stays
        return
    llama.n_threads = llama.n_threads_batch = threads


def _close(model: LoadedModel) -> None:
    with model.lock:  # never pull a model from under a thread that is generating with it
        model.closed = True
        model.llama.close()


def unload_models() -> None:
    """Free the memory of every cached model (e.g. when the writer leaves the summary screen)."""
    with _cache_lock:
        while _cache:
            _close(_cache.popitem()[1])


# Close models while the interpreter is still whole: llama-cpp-python's finalizers fail noisily
# when they run during interpreter teardown.
atexit.register(unload_models)


def _is_end(llama: Any, token: int) -> bool:
    import llama_cpp

    try:
        return bool(llama_cpp.llama_vocab_is_eog(llama._model.vocab, token))
    except AttributeError:  # an older binding
        return token == llama.token_eos()


def _held_back(text: str, stops: tuple[str, ...]) -> int:
    """Characters at the end of ``text`` that could be the start of a stop sequence."""
    longest = 0
    for stop in stops:
        for n in range(min(len(stop) - 1, len(text)), longest, -1):
            if text.endswith(stop[:n]):
                longest = n
                break
    return longest


class LocalProvider:
    kind = "local"
    is_local = True
    reports_progress = True

    def __init__(self, spec: ProviderSpec) -> None:
        if not spec.model_file:
            raise ProviderError(
                _NO_MODEL_FILE_CHOSEN(),
                FaultKind.MODEL,
            )
        self.spec = spec
        self.info = read_gguf_info(spec.model_file)
        self.model = spec.model or self.info.name
        self.n_ctx = self.info.context_for(spec.context_tokens)
        # the writer's choice (Settings, --threads) wins; else the cores other programs leave
        self.threads = spec.threads or free_cores()

    def __repr__(self) -> str:
        return f"LocalProvider(file={self.info.path.name!r}, n_ctx={self.n_ctx})"

    # -- the Provider protocol

    def context_window(self) -> int:
        return self.n_ctx

    def count_tokens(self, text: str) -> int:
        """Exact, with the model's own tokenizer (thread-safe: it only reads the vocabulary)."""
        llama = self._loaded().llama
        return len(llama.tokenize(text.encode("utf-8"), add_bos=False, special=False))

    def complete(
        self,
        request: CompletionRequest,
        on_token: TokenCallback | None = None,
        cancel: CancelToken | None = None,
        on_progress: CallProgressCallback | None = None,
    ) -> Completion:
        while True:
            loaded = self._loaded()
            while not loaded.lock.acquire(timeout=0.1):  # another job is using the model
                if cancel is not None and cancel.cancelled:
                    raise cancelled()
            if not loaded.closed:
                break
            loaded.lock.release()  # evicted while we waited: load it again
        try:
            # threads chosen now, from the cores free now (shared with models running now)
            threads = self.spec.threads or free_cores()
            _use_threads(loaded.llama, threads)
            with hardware.running(threads):
                return self._generate(loaded, request, on_token, cancel, on_progress)
        finally:
            loaded.lock.release()

    # -- internals

    def _loaded(self) -> LoadedModel:
        return load_model(self.info, self.n_ctx, self.threads)

    def prompt_for(self, request: CompletionRequest) -> ChatPrompt:
        """The exact prompt the model will read (for inspection and tests)."""
        return self._prompt(self._loaded().llama, request)

    def _prompt(self, llama: Any, request: CompletionRequest) -> ChatPrompt:
        # Never calls load_model: a thread holding a model's lock must not wait for the cache
        # lock, which an eviction may hold while it waits for that same model lock.
        return render(
            request,
            template=self.info.metadata.get("tokenizer.chat_template") or None,
            architecture=self.info.architecture,
            bos_token=_piece(llama, llama.token_bos()),
            eos_token=_piece(llama, llama.token_eos()),
            instruction_tuned=instruction_tuned(self.info),
        )

    @property
    def instruction_tuned(self) -> bool:
        """False for a base model: it continues text rather than following instructions."""
        return instruction_tuned(self.info)

    def tokens_for(self, prompt: ChatPrompt) -> list[int]:
        """The prompt's tokens: the template's markers as control tokens, the writer's text
        always as plain text (a story holding ``<|im_end|>`` does not end the turn)."""
        return _tokenize(self._loaded().llama, prompt)

    def _generate(
        self,
        loaded: LoadedModel,
        request: CompletionRequest,
        on_token: TokenCallback | None,
        cancel: CancelToken | None,
        on_progress: CallProgressCallback | None = None,
    ) -> Completion:
        started = time.monotonic()
        llama = loaded.llama
        prompt = self._prompt(llama, request)
        tokens = _tokenize(llama, prompt)
        _log.debug(
            "Prompt for %s (%s format, %d tokens):\n%s",
            self.info.path.name,
            prompt.format,
            len(tokens),
            prompt.text,
        )
        room = loaded.n_ctx - len(tokens)
        if room < 1:
            raise ProviderError(
                _TEXT_TOO_LONG_MODEL(len_tokens=len(tokens), n_ctx=loaded.n_ctx),
                FaultKind.BAD_REQUEST,
            )
        budget = min(request.max_tokens, room)
        stops = tuple(s for s in (*request.stop, *prompt.stop) if s)
        decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        text, shown, produced = "", 0, 0
        finish = FinishReason.LENGTH
        cut = False  # the text was cut at a stop sequence

        def show(upto: int) -> None:
            nonlocal shown
            if upto > shown and on_token is not None:
                on_token(text[shown:upto])
            shown = max(shown, upto)

        if cancel is not None and cancel.cancelled:
            raise cancelled()
        _read_prompt(llama, tokens, cancel, on_progress)
        writing_started = time.monotonic()
        generator = llama.generate(
            tokens,
            temp=request.temperature,
            top_k=TOP_K,
            top_p=TOP_P,
            min_p=MIN_P,
            repeat_penalty=REPEAT_PENALTY,
        )
        if cancel is not None and cancel.cancelled:
            raise cancelled()
        try:
            for token in generator:
                if _is_end(llama, token):
                    finish = FinishReason.STOP
                    break
                produced += 1
                text += decoder.decode(llama.detokenize([token]))
                hit = min(
                    (i for s in stops if (i := text.find(s, max(0, shown - len(s)))) >= 0),
                    default=-1,
                )
                if hit >= 0:
                    text, cut = text[:hit], True
                    finish = FinishReason.STOP
                    break
                show(len(text) - _held_back(text, stops))
                if on_progress is not None:
                    on_progress(CallProgress("writing", len(tokens), len(tokens), produced))
                if cancel is not None and cancel.cancelled:
                    raise cancelled()
                if produced >= budget:
                    break
        finally:
            generator.close()
        if not cut:
            text += decoder.decode(b"", final=True)
        show(len(text))
        refused = finish == FinishReason.STOP and looks_like_refusal(text)
        return Completion(
            text=text,
            finish_reason=FinishReason.REFUSAL if refused else finish,
            input_tokens=len(tokens),
            output_tokens=produced,
            model=self.model,
            refused=refused,
            seconds=time.monotonic() - started,
            prompt_seconds=writing_started - started,
        )


def _piece(llama: Any, token: int) -> str:
    if token < 0:
        return ""
    return bytes(llama.detokenize([token], special=True)).decode("utf-8", errors="replace")


def _tokenize(llama: Any, prompt: ChatPrompt) -> list[int]:
    tokens: list[int] = []
    for index, (text, special) in enumerate(prompt.pieces()):
        tokens += llama.tokenize(
            text.encode("utf-8"),
            add_bos=index == 0 and not prompt.has_bos,
            special=special,
        )
    return tokens


#: abort callbacks handed to llama.cpp, kept alive while it may call them (by context address)
_aborts: dict[int, Any] = {}


@contextlib.contextmanager
def _abort_when(llama: Any, cancel: CancelToken | None) -> Iterator[None]:
    """Let Cancel stop llama.cpp inside a batch: ggml asks the callback between the steps of
    its computation, so a large batch (read at full speed) is left within milliseconds."""
    import llama_cpp

    if cancel is None or not hasattr(llama_cpp, "llama_set_abort_callback"):
        yield
        return
    ctx = llama._ctx.ctx
    callback = llama_cpp.ggml_abort_callback(lambda _data: bool(cancel.cancelled))
    _aborts[id(ctx)] = callback
    llama_cpp.llama_set_abort_callback(ctx, callback, None)
    try:
        yield
    finally:
        never = llama_cpp.ggml_abort_callback(lambda _data: False)
        llama_cpp.llama_set_abort_callback(ctx, never, None)
        _aborts[id(ctx)] = never


def _read_prompt(
    llama: Any,
    tokens: list[int],
    cancel: CancelToken | None,
    on_progress: CallProgressCallback | None,
) -> None:
    """Evaluate all but the last prompt token in timed batches, reporting and checking cancel.

    The part a previous call already read (the same instructions) is kept, as llama.cpp's own
    ``generate`` would. The last token is left for ``generate``, which then only has to read
    that one before it samples (it finds the rest of the prompt already in the cache).
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
        if cancel is not None and cancel.cancelled:
            raise cancelled()
        batch = tokens[at : min(target, at + size)]
        began = time.monotonic()
        with _abort_when(llama, cancel):
            try:
                llama.eval(batch)
            except RuntimeError:  # llama_decode returned 2: the abort callback stopped it
                if cancel is not None and cancel.cancelled:
                    raise cancelled() from None
                raise
        took = time.monotonic() - began
        at += len(batch)
        if on_progress is not None:
            on_progress(CallProgress("reading", at, total))
        # next batch sized to take about BATCH_SECONDS at the speed just seen
        per_token = took / len(batch) if batch else 0.0
        wanted = int(BATCH_SECONDS / per_token) if per_token > 0 else llama.n_batch
        size = max(MIN_BATCH, min(llama.n_batch, wanted))
