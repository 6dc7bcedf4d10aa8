"""The one bridge between Qt and the core's slow work (imports, LLM calls, metrics, exports).

Core functions know nothing of Qt: they take a ``progress`` callback and a ``CancelToken``. Here
they run on a QThreadPool; their results come back as queued signals, so widgets are only ever
touched on the GUI thread. A task started with a ``key`` supersedes any earlier task with the
same key: the earlier one is cancelled and its result, if it still arrives, is dropped (the
writer clicked another story; the old story's text must not appear).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, Slot

from writerlens.domain import CancelToken

log = logging.getLogger(__name__)

Work = Callable[[Callable[[str], None], CancelToken], Any]


class _Signals(QObject):
    progress = Signal(str)
    done = Signal(object)
    failed = Signal(object)


class _Runnable(QRunnable):
    def __init__(self, work: Work, signals: _Signals, cancel: CancelToken) -> None:
        super().__init__()
        self._work = work
        self._signals = signals
        self._cancel = cancel

    def run(self) -> None:  # worker thread
        try:
            result = self._work(self._signals.progress.emit, self._cancel)
        except BaseException as exc:  # delivered to the GUI thread, never lost
            self._signals.failed.emit(exc)
        else:
            self._signals.done.emit(result)


@dataclass
class Task:
    """A handle on background work, to cancel it."""

    cancel_token: CancelToken = field(default_factory=CancelToken)

    def cancel(self) -> None:
        self.cancel_token.cancel()


class _Job(QObject):
    """Receives one task's signals on the GUI thread (a QObject there, so they are queued)."""

    def __init__(
        self,
        owner: Workers,
        task: Task,
        key: str | None,
        on_done: Callable[[Any], None] | None,
        on_error: Callable[[BaseException], None] | None,
        on_progress: Callable[[str], None] | None,
    ) -> None:
        super().__init__(owner)
        self.owner = owner
        self.task = task
        self.key = key
        self.signals = _Signals()
        self._on_done = on_done
        self._on_error = on_error
        self._on_progress = on_progress
        self.signals.done.connect(self.finished)
        self.signals.failed.connect(self.failed)
        self.signals.progress.connect(self.progressed)

    def current(self) -> bool:
        return self.owner.is_current(self.task, self.key)

    @Slot(str)
    def progressed(self, message: str) -> None:
        if self._on_progress is not None and self.current():
            self._on_progress(message)

    @Slot(object)
    def finished(self, result: Any) -> None:
        current = self.current()
        self.owner.forget(self)
        if not current:
            log.debug("dropped a stale result for %s", self.key)
        elif self._on_done is not None:
            self._on_done(result)

    @Slot(object)
    def failed(self, exc: BaseException) -> None:
        current = self.current()
        self.owner.forget(self)
        if not current:
            return
        if self._on_error is None:
            raise exc  # reaches the excepthook dialog
        self._on_error(exc)


class Workers(QObject):
    """Starts background work and routes its outcome to callbacks on the GUI thread."""

    def __init__(self, parent: QObject | None = None, pool: QThreadPool | None = None) -> None:
        super().__init__(parent)
        self._pool = pool or QThreadPool.globalInstance()
        self._latest: dict[str, Task] = {}
        self._jobs: set[_Job] = set()

    def start(
        self,
        work: Work,
        on_done: Callable[[Any], None] | None = None,
        on_error: Callable[[BaseException], None] | None = None,
        on_progress: Callable[[str], None] | None = None,
        key: str | None = None,
    ) -> Task:
        task = Task()
        if key is not None:
            previous = self._latest.get(key)
            if previous is not None:
                previous.cancel()
            self._latest[key] = task
        job = _Job(self, task, key, on_done, on_error, on_progress)
        self._jobs.add(job)
        self._pool.start(_Runnable(work, job.signals, task.cancel_token))
        return task

    def is_current(self, task: Task, key: str | None) -> bool:
        return key is None or self._latest.get(key) is task

    def forget(self, job: _Job) -> None:
        if job.key is not None and self._latest.get(job.key) is job.task:
            del self._latest[job.key]
        self._jobs.discard(job)
        # Cut the job loose from its signals here, on the GUI thread. Otherwise the worker
        # thread may drop the last reference to the signals object while this thread, deleting
        # the job, still asks that object about its connections: a segfault (8 of 8 runs of a
        # six-tasks-at-a-time stress loop before this; 0 of 16 after).
        job.signals.disconnect(job)
        job.signals = None  # type: ignore[assignment]
        job.deleteLater()

    def cancel_all(self) -> None:
        for job in list(self._jobs):
            job.task.cancel()

    def wait(self, msecs: int = -1) -> bool:
        """Block until the pool is idle (app exit and tests only)."""
        return self._pool.waitForDone(msecs)
