"""The one bridge between Qt and the core's slow work (imports, LLM calls, metrics, exports).

Core functions know nothing of Qt: they take a ``progress`` callback and a ``CancelToken``. Here
they run on a QThreadPool; their results come back as queued signals, so widgets are only ever
touched on the GUI thread. A task started with a ``key`` supersedes any earlier task with the
same key: the earlier one is cancelled and its result, if it still arrives, is dropped (the
writer clicked another story; the old story's text must not appear).

Ownership (as Anki's operations and novelWriter's workers have it): a ``Workers`` belongs to the
window or dialog it is a child of, and so do its tasks. Closing a window cancels the tasks of
every ``Workers`` under it (:func:`confirm_close` asks first when paid work is running) and
never waits for them on the GUI thread: a cancelled task stops before its next call, and its
late result goes nowhere once the window is gone. A task cancelled before a pool thread took it
up does not start at all.

Progress is typed: whatever object the core reports (a ``JudgeProgress``, a ``ProgressEvent``,
or plain text from older screens) reaches ``on_progress`` as it was sent. A screen that shows
a progress widget passes it as ``progress_view``: it appears only once the task has run
:data:`SHOW_AFTER_MS`, so a short operation never flashes a bar or a dialog.

Database connections: a pool thread's SQLite connection is closed when its task ends, so that
threads the pool retires (after 30 s idle) leave no connections or open files behind.
"""

from __future__ import annotations

import logging
import threading
import time
import weakref
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal, Slot
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMessageBox, QWidget

from writerlens.domain import Cancelled, CancelToken
from writerlens.store.db import release_thread_connections

log = logging.getLogger(__name__)

#: A short operation's progress widget appears only after it has run this long (Anki: 0.5 s).
SHOW_AFTER_MS = 500

Report = Callable[[Any], None]
Work = Callable[[Report, CancelToken], Any]


class _Signals(QObject):
    progress = Signal(object)
    done = Signal(object)
    failed = Signal(object)


# A task's objects (its runnable, signals and handle) are held here from its start until the GUI
# thread lets go of them after it ended. Two reasons: a signals object freed on its worker thread
# deletes a GUI-thread QObject while the GUI thread may be touching its connections (a
# segfault); and once a window no longer waits for its tasks, a task routinely outlives the
# Workers that started it, and Python's collector then cleared the orphaned task's attributes
# under its running worker ("'Task' object has no attribute ...", then a crash).
_in_flight: dict[int, tuple[object, ...]] = {}
_retired: list[int] = []
_retired_lock = threading.Lock()


def _hold(*objects: object) -> int:  # GUI thread
    with _retired_lock:
        number = id(objects)
        _in_flight[number] = objects
        return number


def _retire(number: int) -> None:  # worker thread, after its last emit
    with _retired_lock:
        _retired.append(number)


def _sweep() -> None:  # GUI thread
    with _retired_lock:
        done = [_in_flight.pop(n, None) for n in _retired]
        _retired.clear()
    del done  # the last references go here, on the GUI thread


@dataclass(eq=False)
class Task:
    """A handle on background work, to cancel it or ask whether it is still running.

    ``paid`` marks work that costs the writer money (calls to a cloud model): closing its
    window asks before stopping it."""

    cancel_token: CancelToken = field(default_factory=CancelToken)
    paid: bool = False
    _ended: threading.Event = field(default_factory=threading.Event, repr=False)

    def cancel(self) -> None:
        self.cancel_token.cancel()

    @property
    def running(self) -> bool:
        """Not yet ended on its pool thread (a queued task counts as running)."""
        return not self._ended.is_set()

    def wait(self, seconds: float | None = None) -> bool:
        """Block until the work has ended (tests and app exit only: never on a click)."""
        return self._ended.wait(seconds)


class _Runnable(QRunnable):
    def __init__(self, work: Work, signals: _Signals, task: Task) -> None:
        super().__init__()
        self._work = work
        self._signals = signals
        self._task = task
        self._number = _hold(self, work, signals, task)

    def run(self) -> None:  # worker thread
        # Everything is taken into locals first, and ``self`` is not touched again: PySide may
        # let go of this wrapper's attributes while the pool still runs it (seen as "'Task'
        # object has no attribute '_ended'" once a task outlived its owner).
        work, signals, task, number = self._work, self._signals, self._task, self._number
        try:
            if task.cancel_token.cancelled:  # its owner went before a thread was free
                raise Cancelled("Cancelled before it started.")
            result = work(signals.progress.emit, task.cancel_token)
        except BaseException as exc:  # delivered to the GUI thread, never lost
            signals.failed.emit(exc)
        else:
            signals.done.emit(result)
        finally:
            release_thread_connections()
            task._ended.set()
            _retire(number)


class _Job(QObject):
    """Receives one task's signals on the GUI thread (a QObject there, so they are queued).

    No Qt parent: a job outlives the ``Workers`` (and the window) that started it when they are
    closed mid-work; it then delivers nothing. Jobs are kept in ``_jobs_alive`` until their
    task ends, and let go from the event loop (never inside their own slot)."""

    def __init__(
        self,
        owner: Workers,
        task: Task,
        key: str | None,
        on_done: Callable[[Any], object] | None,
        on_error: Callable[[BaseException], object] | None,
        on_progress: Callable[[Any], object] | None,
        progress_view: QWidget | None,
    ) -> None:
        super().__init__()
        self._owner = weakref.ref(owner)
        self.task = task
        self.key = key
        self.abandoned = False  # its window is closing: its outcome goes nowhere
        self.signals: _Signals | None = _Signals()
        self._on_done = on_done
        self._on_error = on_error
        self._on_progress = on_progress
        self._view = progress_view
        self._show_timer: QTimer | None = None
        if progress_view is not None:
            self._show_timer = QTimer(self)
            self._show_timer.setSingleShot(True)
            self._show_timer.setInterval(SHOW_AFTER_MS)
            self._show_timer.timeout.connect(self._show_view)
            self._show_timer.start()
        self.signals.done.connect(self.finished)
        self.signals.failed.connect(self.failed)
        self.signals.progress.connect(self.progressed)

    def owner(self) -> Workers | None:
        """The Workers that started it, while it (and so its window) still exists."""
        owner = self._owner()
        return owner if owner is not None and shiboken6.isValid(owner) else None

    def current(self) -> bool:
        owner = self.owner()
        return owner is not None and not self.abandoned and owner.is_current(self.task, self.key)

    def _show_view(self) -> None:
        view = self._view
        if view is not None and shiboken6.isValid(view) and self.task.running and self.current():
            view.show()

    def end_view(self) -> None:
        if self._show_timer is not None:
            self._show_timer.stop()
        view, self._view = self._view, None
        if view is not None and shiboken6.isValid(view):
            view.hide()

    @Slot(object)
    def progressed(self, report: Any) -> None:
        if self._on_progress is not None and self.current():
            self._on_progress(report)

    @Slot(object)
    def finished(self, result: Any) -> None:
        current = self.current()
        self._forget()
        if not current:
            log.debug("dropped a stale result for %s", self.key)
        elif self._on_done is not None:
            self._on_done(result)

    @Slot(object)
    def failed(self, exc: BaseException) -> None:
        current = self.current()
        self._forget()
        if not current:
            return
        if self._on_error is None:
            if isinstance(exc, Cancelled):
                return  # nobody waits for it: a cancel is not an error
            raise exc  # reaches the excepthook dialog
        self._on_error(exc)

    def _forget(self) -> None:
        owner = self.owner()
        if owner is not None:
            owner.forget(self)
        self.end_view()
        # Cut the job loose from its signals here, on the GUI thread. Otherwise the worker
        # thread may drop the last reference to the signals object while this thread, deleting
        # the job, still asks that object about its connections: a segfault (8 of 8 runs of a
        # six-tasks-at-a-time stress loop before this; 0 of 16 after).
        if self.signals is not None:
            self.signals.disconnect(self)
            self.signals = None
        _jobs_alive.discard(self)
        _jobs_ended.append(self)
        QTimer.singleShot(0, _let_go_of_jobs)


#: jobs whose task has not ended; jobs ended, let go of from the event loop
_jobs_alive: set[_Job] = set()
_jobs_ended: list[_Job] = []


def _let_go_of_jobs() -> None:
    ended = _jobs_ended[:]
    _jobs_ended.clear()
    del ended


class Workers(QObject):
    """Starts background work and routes its outcome to callbacks on the GUI thread.

    Make it a child of the window or dialog the work belongs to: that is how closing the
    window finds the work to stop (:func:`stop_owned_work`), and once the window is gone, its
    tasks' late results go nowhere."""

    def __init__(self, parent: QObject | None = None, pool: QThreadPool | None = None) -> None:
        super().__init__(parent)
        self._pool = pool or QThreadPool.globalInstance()
        self._latest: dict[str, Task] = {}
        self._jobs: set[_Job] = set()

    def start(
        self,
        work: Work,
        on_done: Callable[[Any], object] | None = None,
        on_error: Callable[[BaseException], object] | None = None,
        on_progress: Callable[[Any], object] | None = None,
        key: str | None = None,
        *,
        paid: bool = False,
        progress_view: QWidget | None = None,
    ) -> Task:
        """Run ``work(progress, cancel)`` on the pool.

        ``on_progress`` gets each object the work reports, as sent. ``progress_view`` (a bar,
        a strip, a dialog) is shown once the task has run :data:`SHOW_AFTER_MS` and hidden
        when it ends. ``paid``: closing the window asks before stopping this task."""
        _sweep()
        task = Task(paid=paid)
        if key is not None:
            previous = self._latest.get(key)
            if previous is not None:
                previous.cancel()
            self._latest[key] = task
        job = _Job(self, task, key, on_done, on_error, on_progress, progress_view)
        self._jobs.add(job)
        _jobs_alive.add(job)
        assert job.signals is not None
        self._pool.start(_Runnable(work, job.signals, task))
        return task

    def is_current(self, task: Task, key: str | None) -> bool:
        return key is None or self._latest.get(key) is task

    def forget(self, job: _Job) -> None:
        if job.key is not None and self._latest.get(job.key) is job.task:
            del self._latest[job.key]
        self._jobs.discard(job)

    def tasks(self) -> list[Task]:
        """This owner's tasks that have not ended (including cancelled ones still stopping)."""
        return [job.task for job in self._jobs if job.task.running]

    @property
    def busy(self) -> bool:
        return bool(self.tasks())

    @property
    def paid_running(self) -> bool:
        """Paid work is under way and not yet asked to stop."""
        return any(t.paid and not t.cancel_token.cancelled for t in self.tasks())

    def cancel_all(self) -> None:
        """Ask every task of this owner to stop; returns at once (nothing waits here). Their
        outcomes still arrive (a cancelled run says what it kept)."""
        for job in list(self._jobs):
            job.task.cancel()
            job.end_view()

    def abandon_all(self) -> None:
        """Its window is closing: cancel every task and drop whatever they still deliver."""
        for job in list(self._jobs):
            job.abandoned = True
        self.cancel_all()

    def wait(self, msecs: int = -1) -> bool:
        """Block until this owner's tasks have ended (tests and app exit only).

        Only its own: another window's work, or the pool's, is not waited for."""
        deadline = None if msecs < 0 else time.monotonic() + msecs / 1000
        for task in [job.task for job in list(self._jobs)]:
            left = None if deadline is None else max(0.0, deadline - time.monotonic())
            if not task.wait(left):
                return False
        return True


# -- a window and its work ---------------------------------------------------------------------


def owned_workers(owner: QObject) -> list[Workers]:
    """Every ``Workers`` that belongs to ``owner``: its own and its child widgets' and dialogs'."""
    found: list[Workers] = [owner] if isinstance(owner, Workers) else []
    found += owner.findChildren(Workers)
    return found


def paid_work_running(owner: QObject) -> bool:
    return any(w.paid_running for w in owned_workers(owner))


def stop_owned_work(owner: QObject) -> int:
    """``owner`` is closing: cancel every task that belongs to it, without waiting, and drop
    what they still deliver (the window is going). The number of tasks stopped."""
    count = 0
    for workers in owned_workers(owner):
        count += len(workers.tasks())
        workers.abandon_all()
    return count


class StopWorkQuestion(QMessageBox):
    """Asked when a window is closed while work the writer pays for is running."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("stopWorkQuestion")
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(self.tr("Stop the work under way?"))
        self.setText(
            self.tr(
                "A model you pay for is still working for this window. Closing the window stops "
                "it before its next call; everything it finished is kept."
            )
        )
        self.stop_button = self.addButton(
            self.tr("&Stop and close"), QMessageBox.ButtonRole.AcceptRole
        )
        self.keep_button = self.addButton(
            self.tr("&Keep working"), QMessageBox.ButtonRole.RejectRole
        )
        self.setDefaultButton(self.keep_button)


_STOP_CONFIRMED = "writerlensStopConfirmed"


def confirm_close(window: QWidget, event: QCloseEvent) -> bool:
    """The first thing a window's ``closeEvent`` does. True: the window's work is cancelled
    (not waited for) and the close goes on. False: paid work is running, so the close is put
    off (``event`` ignored) and the writer is asked, without blocking: "Stop and close" stops
    the work and closes the window; "Keep working" leaves both as they are."""
    if window.property(_STOP_CONFIRMED) or not paid_work_running(window):
        window.setProperty(_STOP_CONFIRMED, None)  # the next close (if it is shown again) asks
        stop_owned_work(window)
        return True
    event.ignore()
    asked = window.findChild(StopWorkQuestion)
    if isinstance(asked, StopWorkQuestion) and asked.isVisible():
        asked.raise_()
        return False
    question = StopWorkQuestion(window)

    def answered(button: object) -> None:
        question.deleteLater()
        if button is question.stop_button:
            window.setProperty(_STOP_CONFIRMED, True)
            stop_owned_work(window)
            QTimer.singleShot(0, window, window.close)  # not at all if it is gone by then

    question.buttonClicked.connect(answered)
    question.open()
    return False


def wait_for_all_work(msecs: int) -> bool:
    """At app exit only, with every window gone: wait for the work they cancelled to stop, so
    that none of it outlives the library. Never called while a window is open."""
    return QThreadPool.globalInstance().waitForDone(msecs)
