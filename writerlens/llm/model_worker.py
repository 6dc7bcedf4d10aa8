"""llama.cpp in a process of its own: one worker per loaded model, as LM Studio does.

Why a process and not a thread: llama.cpp aborts the whole process on some model files
(``GGML_ABORT``), can crash or be killed for memory, and the Python thread that drives its token
loop holds the interpreter lock between tokens, which stalled the window. In a worker process a
crash is a message ("the model stopped unexpectedly"), the window never waits for the lock,
and memory goes back to the system when the worker stops.

A worker is started (``multiprocessing`` with the *spawn* start method, which also works in the
frozen app: the entry point calls ``freeze_support``) on first use, for one (file, context,
threads, GPU layers), kept warm for the next call, and stopped after it has been idle for
:data:`IDLE_SECONDS`. Requests go one at a time over a pipe; a call's tokens and progress come
back as they are made. Cancel sets a byte of memory shared with the worker that llama.cpp
itself reads between two steps of its computation (see ``local_engine.AbortFlag``), so it stops
within milliseconds, in the middle of a token or a prompt batch; a cancel message follows for
the worker's own loop. A worker that has not answered within :data:`CANCEL_GRACE` seconds (a
GPU backend, which does not read the flag; a computer too busy to run it) is killed: the words
it had sent are kept as the cancelled answer (:attr:`WorkerCancelled.partial`), and the next
call starts a new worker.
"""

from __future__ import annotations

import atexit
import contextlib
import ctypes
import logging
import multiprocessing
import os
import signal
import threading
import time
from collections import OrderedDict, deque
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing import connection
from multiprocessing.connection import Connection
from typing import Any

from writerlens.domain import CancelToken
from writerlens.llm.base import FaultKind, ProviderError
from writerlens.llm.errors import cancelled as cancelled_error
from writerlens.messages import QT_TRANSLATE_NOOP, define

_CRASHED = define(
    "llm.worker.crashed",
    QT_TRANSLATE_NOOP(
        "messages",
        "The model stopped unexpectedly ({how}). Everything finished before it is kept: "
        "press Resume to go on. If it happens again, close other programs, choose a smaller "
        "model or a smaller context size in Settings → Local models, or turn off the "
        "graphics card there.",
    ),
)

_log = logging.getLogger(__name__)

#: a warm worker with nothing to do stops after this long (its memory goes back)
IDLE_SECONDS = 300.0
#: after Cancel, the worker has this long to stop by itself before it is killed (it normally
#: answers within milliseconds: llama.cpp reads the abort flag between two nodes of its graph)
CANCEL_GRACE = 0.6
#: workers (loaded models) kept at once
CACHE_SIZE = 2
_POLL = 0.02
#: the worker's scheduling priority below the app's (POSIX; Windows keeps normal priority)
NICENESS = 5


@dataclass(frozen=True)
class WorkerKey:
    path: str
    n_ctx: int
    threads: int
    gpu_layers: str  # "auto", "off" or a number of layers


def how_it_ended(exitcode: int | None) -> str:
    """The worker's end in words for the log and the message ("killed: out of memory?")."""
    if exitcode is None:
        return "no answer"
    if exitcode < 0:
        try:
            name = signal.Signals(-exitcode).name
        except ValueError:
            name = f"signal {-exitcode}"
        if -exitcode == getattr(signal, "SIGKILL", 9):
            return f"{name}: killed, perhaps for lack of memory"
        if -exitcode == getattr(signal, "SIGABRT", 6):
            return f"{name}: llama.cpp gave up on this model"
        return name
    if exitcode == 134:
        return "exit code 134: llama.cpp gave up on this model"
    return f"exit code {exitcode}"


class WorkerStopped(ProviderError):
    """The worker process ended in the middle of a call (a crash, an abort, killed)."""

    def __init__(self, exitcode: int | None, partial: str = "") -> None:
        super().__init__(_CRASHED(how=how_it_ended(exitcode)), FaultKind.MODEL, retryable=True)
        self.exitcode = exitcode
        self.partial = partial


class WorkerCancelled(ProviderError):
    """Cancelled, and the worker was killed because it did not stop in time: ``partial`` holds
    the text of every token it had sent (the caller makes the cancelled answer of it)."""

    def __init__(self, partial: str = "") -> None:
        error = cancelled_error()
        super().__init__(error.message, FaultKind.CANCELLED)
        self.said = error.said
        self.partial = partial


class ModelWorker:
    """The app's side of one worker process."""

    def __init__(self, key: WorkerKey, name: str = "") -> None:
        self.key = key
        self.lock = threading.Lock()  # one request at a time
        self.closed = False
        self.last_used = time.monotonic()
        self.ready: dict[str, Any] = {}
        context = multiprocessing.get_context("spawn")
        self._conn, child = context.Pipe(duplex=True)
        # token counts go on a pipe of their own, answered between two tokens of a call under
        # way: an estimate never waits for a summary to finish
        self._counts, counts_child = context.Pipe(duplex=True)
        self._counts_lock = threading.Lock()
        # Cancel, read by llama.cpp inside the worker between two nodes of its graph: [flag, NUL]
        self._abort = context.RawArray(ctypes.c_char, 2)
        # the chat template is checked here: the worker, a daemonic process, can start no
        # process of its own to check it in
        verdicts = _template_verdicts(key.path)
        self.process = context.Process(
            target=serve,
            args=(
                child,
                key.path,
                key.n_ctx,
                key.threads,
                key.gpu_layers,
                name,
                counts_child,
                verdicts,
                self._abort,
            ),
            name=f"writerlens-model-{os.path.basename(key.path)}",
            daemon=True,
        )
        self.process.start()
        child.close()  # ours is closed: a worker that dies is seen as the end of the pipe
        counts_child.close()
        self._timer: threading.Timer | None = None

    @property
    def pid(self) -> int | None:
        return self.process.pid

    def alive(self) -> bool:
        return not self.closed and self.process.is_alive()

    # -- requests

    def request(
        self,
        message: tuple[Any, ...],
        cancel: CancelToken | None = None,
        on_event: Callable[[tuple[Any, ...]], None] | None = None,
    ) -> Any:
        """Send ``message``, pass every event to ``on_event``, return the result.

        Raises the worker's ProviderError, ``cancelled()`` after Cancel (the worker is killed
        if it does not stop within the grace), or :class:`WorkerStopped`."""
        while not self.lock.acquire(timeout=0.1):  # another job is using the model
            if cancel is not None and cancel.cancelled:
                raise cancelled_error()
        try:
            self._stop_timer()
            if not self.ready:
                self._wait_ready(cancel)
            if not self.alive():
                raise WorkerStopped(self.process.exitcode)
            self._abort[0] = b"\x00"  # nothing else runs in the worker now
            try:
                self._conn.send(message)
            except (OSError, ValueError):
                raise self._died() from None
            return self._answer(cancel, on_event)
        finally:
            self.last_used = time.monotonic()
            self._start_timer()
            self.lock.release()

    def count_tokens(self, text: str) -> int:
        """Tokens of ``text``, answered even while another call is generating."""
        if not self.ready:  # not loaded yet: the first request waits for it
            return int(self.request(("count", text)))
        with self._counts_lock:
            if not self.alive():
                raise WorkerStopped(self.process.exitcode)
            try:
                self._counts.send(text)
                while not self._counts.poll(_POLL):
                    if not self.process.is_alive():
                        raise self._died()
                return int(self._counts.recv())
            except (EOFError, OSError, ValueError):
                raise self._died() from None

    def _wait_ready(self, cancel: CancelToken | None) -> None:
        event = self._receive(cancel, None)
        if event[0] == "error":
            self._kill()
            raise _error(event[1])
        self.ready = event[1]

    def _answer(
        self, cancel: CancelToken | None, on_event: Callable[[tuple[Any, ...]], None] | None
    ) -> Any:
        partial: list[str] = []

        def events(event: tuple[Any, ...]) -> None:
            if event[0] == "token":
                partial.append(event[1])
            if on_event is not None:
                on_event(event)

        try:
            event = self._receive(cancel, events)
        except (WorkerStopped, WorkerCancelled) as stopped:
            stopped.partial = "".join(partial)
            raise
        if event[0] == "error":
            raise _error(event[1])
        return event[1]

    def _receive(
        self, cancel: CancelToken | None, on_event: Callable[[tuple[Any, ...]], None] | None
    ) -> tuple[Any, ...]:
        asked_to_stop: float | None = None
        while True:
            if cancel is not None and cancel.cancelled and asked_to_stop is None:
                asked_to_stop = time.monotonic()
                self._abort[0] = b"\x01"  # llama.cpp stops at its next node
                with contextlib.suppress(OSError, ValueError):
                    self._conn.send(("cancel",))
            if asked_to_stop is not None and time.monotonic() - asked_to_stop > CANCEL_GRACE:
                _log.info("The model worker did not stop within %.1f s: killed", CANCEL_GRACE)
                # not waited for: a killed process can take a while to be reaped on a busy
                # computer (its memory given back), and the writer is waiting for Cancel
                self._kill(wait=False)
                raise WorkerCancelled()
            try:
                if not self._conn.poll(_POLL):
                    if not self.process.is_alive():
                        raise self._died()
                    continue
                event = self._conn.recv()
            except (EOFError, OSError):
                raise self._died() from None
            if event[0] in ("result", "error", "ready"):
                return event
            if on_event is not None:
                on_event(event)

    def _died(self) -> WorkerStopped:
        self.process.join(timeout=5)
        code = self.process.exitcode
        _log.warning("The model worker for %s stopped: %s", self.key.path, how_it_ended(code))
        self.closed = True
        return WorkerStopped(code)

    # -- lifetime

    def _start_timer(self) -> None:
        if self.closed:
            return
        self._timer = threading.Timer(IDLE_SECONDS, self._idle)
        self._timer.daemon = True
        self._timer.start()

    def _stop_timer(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _idle(self) -> None:
        if not self.lock.acquire(blocking=False):
            return  # a call is under way: it starts a new timer when it ends
        try:
            if time.monotonic() - self.last_used >= IDLE_SECONDS * 0.99:
                _log.info("The model %s was idle: its worker stops", self.key.path)
                self._stop()
            else:  # used since this timer was set (a token count): wait again, never forever
                self._start_timer()
        finally:
            self.lock.release()
        forget(self)

    def stop(self) -> None:
        """Stop the worker, waiting for a call under way to end first."""
        with self.lock:
            self._stop()

    def _stop(self) -> None:
        self._stop_timer()
        if self.closed and not self.process.is_alive():
            return
        self.closed = True
        with contextlib.suppress(OSError, ValueError):
            self._conn.send(("stop",))
        self.process.join(timeout=5)
        self._kill()

    def _kill(self, wait: bool = True) -> None:
        self.closed = True
        if self.process.is_alive():
            self.process.kill()
        if wait:
            self.process.join(timeout=5)
        else:  # reaped in the background (no zombie is left behind)
            threading.Thread(target=self.process.join, args=(5,), daemon=True).start()
        self._conn.close()
        self._counts.close()


def _error(data: tuple[Any, ...]) -> ProviderError:
    message, kind, retryable = data
    return ProviderError(message, FaultKind(kind), retryable=retryable)


# -- the pool of workers ---------------------------------------------------------------------

_workers: OrderedDict[WorkerKey, ModelWorker] = OrderedDict()
_workers_lock = threading.Lock()


def worker_for(
    key: WorkerKey, name: str = "", make_room: Callable[[list[WorkerKey]], None] | None = None
) -> ModelWorker:
    """The running worker for ``key``, starting it (and stopping the oldest) if needed.
    ``make_room(evicted)`` is called before a new one starts: it may refuse by raising."""
    with _workers_lock:
        worker = _workers.get(key)
        if worker is not None and not worker.closed:
            _workers.move_to_end(key)
            return worker
        _workers.pop(key, None)
        evict = list(_workers)[: max(0, len(_workers) - CACHE_SIZE + 1)]
        if make_room is not None:
            make_room(evict)
        for old in evict:
            _workers.pop(old).stop()
        worker = ModelWorker(key, name)
        _workers[key] = worker
        return worker


def forget(worker: ModelWorker) -> None:
    with _workers_lock:
        if _workers.get(worker.key) is worker and worker.closed:
            del _workers[worker.key]


def running() -> list[ModelWorker]:
    with _workers_lock:
        return [w for w in _workers.values() if not w.closed]


def stop_all() -> None:
    """Stop every worker (their memory goes back to the system)."""
    with _workers_lock:
        workers = list(_workers.values())
        _workers.clear()
    for worker in workers:
        worker.stop()


atexit.register(stop_all)


def _template_verdicts(path: str) -> dict[str, str | None]:
    """Whether the model's chat template can be used, decided in this process (see
    templates.verdicts); nothing when the header cannot be read (the worker says why)."""
    from writerlens.llm.gguf import read_gguf_header
    from writerlens.llm.templates import verdicts

    try:
        template = read_gguf_header(path).metadata.get("tokenizer.chat_template")
    except ProviderError:
        return {}
    return verdicts([template]) if isinstance(template, str) and template.strip() else {}


# -- the worker process ----------------------------------------------------------------------


def step_aside() -> None:
    """The window comes first: where the cores are busy, the model waits rather than the app
    (on an idle computer this changes nothing).

    A lower priority alone is not enough on Linux, where the scheduler first shares the cores
    out between sessions (autogroups) and only then between the processes of a session: in the
    app's session the worker spent the app's share, and the window then waited for a core
    while the model ran (tests/benchmarks/ui_stall.py: the long gaps were waits for a core,
    not for the interpreter lock; ui_stall_group.py at load 7-8: worst gap 70 ms with a busy
    nice-5 process in the window's session, 19 ms with it in its own). In a session of its own
    the model spends a share of its own, as any other program does, and the window, which uses
    little of its share, gets a core as soon as it wakes. The session's own priority is left
    as it is: lowered (to nice 5), the model got a tenth of a core at load 10 and a summary
    that takes 2-4 minutes there had not ended after 9."""
    with contextlib.suppress(AttributeError, OSError):  # Windows: no sessions
        os.setsid()
    with contextlib.suppress(AttributeError, OSError):  # where there are no autogroups
        os.nice(NICENESS)


#: tokens reach the app at most this often (seconds): the app's thread that reads them wakes
#: as often, whether the model writes 20 tokens a second or 2,000 (on a graphics card)
TOKEN_BATCH_SECONDS = 0.05


class TokenBatch:
    """Tokens sent together, at most every :data:`TOKEN_BATCH_SECONDS`.

    Each thread of the app's process that wakes competes with the window for the interpreter
    lock; one wake per token was as many competitions as tokens. An event says how many tokens
    it carries (``("token", text, written, count)``), so that the app can drop exactly those
    that arrive after Cancel."""

    def __init__(self, conn: Connection) -> None:
        self._conn = conn
        self._pieces: list[str] = []
        self._count = 0
        self._written = 0
        self._sent = time.monotonic()

    def add(self, piece: str, written: int) -> None:
        self._pieces.append(piece)
        self._count += 1
        self._written = written
        if time.monotonic() - self._sent >= TOKEN_BATCH_SECONDS:
            self.flush()

    def flush(self) -> None:
        if self._count:
            self._conn.send(("token", "".join(self._pieces), self._written, self._count))
            self._pieces.clear()
            self._count = 0
        self._sent = time.monotonic()


def serve(
    conn: Connection,
    path: str,
    n_ctx: int,
    threads: int,
    gpu: str,
    name: str,
    counts: Connection | None = None,
    verdicts: dict[str, str | None] | None = None,
    abort: Any = None,
) -> None:
    """The worker process: load the model, then answer requests until told to stop."""
    # Ctrl-C in a terminal reaches the whole process group: the app decides, not the worker
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    step_aside()
    from writerlens.llm.gguf import read_gguf_info
    from writerlens.llm.gpu import layers_to_offload, offload_in_this_process
    from writerlens.llm.local_engine import AbortFlag, Engine
    from writerlens.llm.templates import accept_verdicts

    accept_verdicts(verdicts or {})
    try:
        info = read_gguf_info(path)
        layers = layers_to_offload(info, n_ctx, gpu, offload=offload_in_this_process())
        flag = AbortFlag(abort) if abort is not None else None
        engine = Engine(info, n_ctx, threads, layers.layers, name, abort=flag)
    except ProviderError as exc:
        conn.send(("error", (exc.said or exc.message, exc.kind.value, exc.retryable)))
        return
    conn.send(
        (
            "ready",
            {
                "pid": os.getpid(),
                "gpu_layers": layers.layers,
                "gpu": layers.reason,
                "offloaded": engine.offloaded,
                # Cancel is read inside llama.cpp (the abort flag could be installed)
                "abort_inside": engine.abort is not None,
            },
        )
    )
    pending: deque[tuple[Any, ...]] = deque()
    cancel_asked = False

    def answer_counts() -> None:
        while counts is not None and counts.poll():
            counts.send(engine.count_tokens(counts.recv()))

    def cancelled() -> bool:
        nonlocal cancel_asked
        answer_counts()
        while conn.poll():
            message = conn.recv()
            if message[0] == "cancel":
                cancel_asked = True
            else:
                pending.append(message)
        return cancel_asked

    while True:
        try:
            if not pending and counts is not None:
                while not connection.wait([conn, counts]) or not conn.poll():
                    answer_counts()
            message = pending.popleft() if pending else conn.recv()
        except (EOFError, OSError):  # the app is gone
            break
        op = message[0]
        if op == "stop":
            break
        if op == "cancel":  # too late: the call it meant had ended
            continue
        cancel_asked = False
        try:
            if op == "count":
                conn.send(("result", engine.count_tokens(message[1])))
            elif op == "prompt":
                prompt = engine.prompt(message[1])
                conn.send(("result", (prompt, engine.tokens(prompt))))
            elif op == "complete":
                request, continuation = message[1], message[2]
                call_threads = message[3] if len(message) > 3 else None
                tokens = TokenBatch(conn)
                try:
                    result = engine.complete(
                        request,
                        on_token=tokens.add,
                        on_progress=lambda p: conn.send(("progress", p)),
                        cancelled=cancelled,
                        continuation=continuation,
                        threads=call_threads,
                    )
                finally:
                    tokens.flush()
                conn.send(("result", result))
            elif op == "stats":
                # prompt tokens read since loading; the threads the latest call ran on
                stats = {"evaluated": engine.evaluated_total, "threads": engine.llama.n_threads}
                conn.send(("result", stats))
            else:
                conn.send(("error", (f"unknown request {op!r}", FaultKind.MODEL.value, False)))
        except ProviderError as exc:
            conn.send(("error", (exc.said or exc.message, exc.kind.value, exc.retryable)))
    engine.close()
