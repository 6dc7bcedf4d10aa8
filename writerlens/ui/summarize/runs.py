"""The jobs of one Start: consent first, then one worker per model, progress, how each ended.

Before a story first goes to a cloud provider the writer is asked (one question per provider,
however many of its models were chosen); declining leaves those models out and nothing is
sent. Jobs run in a thread pool of their own, as many as the models (at most three), so that
long jobs never hold up the rest of the app's background work.

Progress travels from the job's thread through the Workers' progress signal as the engine's
own ``ProgressEvent`` objects (typed, nothing packed as text). A model
that streams reports every token (hundreds a second from a fast server), each with the whole
text so far, so progress is coalesced twice: the job's thread sends at most one event every
``SEND_INTERVAL`` of the same call and phase (a new step, phase or retry always goes at once),
and the rows are drawn from the latest event at most every ``TICK_MS`` (10 Hz).
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QThreadPool, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from writerlens.domain import CancelToken, WriterLensError
from writerlens.services import consent
from writerlens.services.library import Library
from writerlens.services.model_setup import ModelChoice
from writerlens.services.summarize import MAX_PARALLEL_JOBS, SummarizeService
from writerlens.summarize.options import Strategy, SummarizeOptions
from writerlens.summarize.progress import ProgressEvent
from writerlens.summarize.runner import JobOutcome
from writerlens.ui.consent_dialog import ConsentDialog
from writerlens.ui.errors import said, show_error
from writerlens.ui.model_work.consent import ConsentAsker, declined, needs_asking
from writerlens.ui.summarize.job_row import JobRow, RowState
from writerlens.ui.summarize.texts import WORDS_PER_TOKEN
from writerlens.ui.workers import Report, Workers

TICK_MS = 100  # progress rows are redrawn at most this often (10 Hz)
SEND_INTERVAL = 0.05  # seconds: a job's thread sends at most 20 events a second per phase


class Thinner:
    """Drops events that only repeat the call's progress sooner than ``interval`` after the
    last one sent; anything the writer must see at once (a step finished, a new phase, a
    retry, a new activity) is always sent. Runs on the job's thread."""

    def __init__(self, interval: float = SEND_INTERVAL, clock: Any = time.monotonic) -> None:
        self.interval = interval
        self._clock = clock
        self._last = -float("inf")
        self._key: tuple[Any, ...] | None = None

    def wanted(self, event: ProgressEvent) -> bool:
        key = (event.step, event.total, event.phase, event.retries, event.activity)
        now = self._clock()
        if key == self._key and now - self._last < self.interval:
            return False
        self._key, self._last = key, now
        return True


class RunPanel(QGroupBox):
    #: a job ended and the story's summaries changed
    summaries_changed = Signal()
    #: every job of the last start has ended (done, refused, failed, cancelled, not sent)
    all_finished = Signal()
    #: jobs started or ended, or a consent question opened or closed
    busy_changed = Signal()

    def __init__(
        self,
        library: Library,
        manuscript_id: int,
        service: SummarizeService,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(self.tr("Progress"), parent)
        self.setObjectName("progressBox")
        self.library = library
        self.manuscript_id = manuscript_id
        self.service = service
        pool = QThreadPool(self)
        pool.setMaxThreadCount(MAX_PARALLEL_JOBS)
        self.workers = Workers(self, pool)
        self.rows: list[JobRow] = []
        self.words_per_token = WORDS_PER_TOKEN  # the dialog sets this story's own
        self.consent = ConsentAsker(library, self)
        self.consent.changed.connect(self._changed)
        self.consent.finished.connect(self._asked)
        self._ticker = QTimer(self)
        self._ticker.setInterval(TICK_MS)
        self._ticker.timeout.connect(self._tick)

        self.rows_widget = QWidget()
        self.rows_layout = QVBoxLayout(self.rows_widget)
        self.rows_layout.setContentsMargins(0, 0, 0, 0)
        self.hint = QLabel(
            self.tr(
                "Progress shows here once you start. You can keep reading and reviewing in "
                "WriterLens meanwhile; finished summaries appear in your library."
            )
        )
        self.hint.setWordWrap(True)
        self.hint.setEnabled(False)
        self.rows_layout.addWidget(self.hint)
        self.rows_layout.addStretch(1)
        self.show_text = QCheckBox(self.tr("Show the &text as it is written"))
        self.show_text.setObjectName("showText")
        self.show_text.setChecked(True)
        self.show_text.setToolTip(
            self.tr(
                "Seeing a summary being written may tell you which model wrote which summary, "
                "which the blind review hides. Untick this to keep the review blind."
            )
        )
        self.show_text.toggled.connect(self._allow_preview)
        scroll = QScrollArea()
        scroll.setWidget(self.rows_widget)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.cancel_all_button = QPushButton(self.tr("Canc&el All"))
        self.cancel_all_button.setAccessibleName(self.tr("Cancel all running summaries"))
        self.cancel_all_button.setAutoDefault(False)
        self.cancel_all_button.setEnabled(False)
        self.cancel_all_button.clicked.connect(self.cancel_all)
        bottom = QHBoxLayout()
        bottom.addWidget(self.show_text)
        bottom.addStretch(1)
        bottom.addWidget(self.cancel_all_button)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll, 1)
        layout.addLayout(bottom)

    # -- state -------------------------------------------------------------------------------

    def running(self) -> bool:
        return any(row.state is RowState.RUNNING for row in self.rows)

    def busy(self) -> bool:
        """Jobs run, or the writer is being asked about sending the story."""
        return self.running() or self.consent.asking()

    @property
    def consent_dialog(self) -> ConsentDialog | None:
        return self.consent.dialog

    # -- starting: consent first -------------------------------------------------------------

    def start(
        self,
        chosen: Sequence[ModelChoice],
        strategy: Strategy,
        options: SummarizeOptions,
        resolved: Mapping[str, Strategy] | None = None,
    ) -> None:
        """One row per model; ask what must be asked, then run. ``resolved`` is what "auto"
        chose per model key, when the estimate already knows it (for the progress words)."""
        if not chosen or self.busy():
            return
        self._clear_rows()
        for choice in chosen:
            row = JobRow(choice, strategy, options)
            row.allow_preview(self.show_text.isChecked())
            row.words_per_token = self.words_per_token
            if row.resolved is None and resolved:
                row.resolved = resolved.get(choice.key)
            row.cancel_requested.connect(lambda row=row: self.cancel(row))
            row.resume_requested.connect(lambda row=row: self._run(row, resume=True))
            self.rows.append(row)
            self.rows_layout.insertWidget(self.rows_layout.count() - 1, row)
            request = needs_asking(self.library, choice.spec)
            if request is not None:
                row.waiting(
                    self.tr(
                        "Waiting for your answer about sending the story to {provider}."
                    ).format(provider=request.provider_name)
                )
            else:
                row.waiting(self.tr("Starting…"))
        self.hint.hide()
        self.consent.ask(row.choice.spec for row in self.rows)

    def _asked(self, declined_keys: set[str]) -> None:
        """Every question is answered: run each model the writer did not decline."""
        for row in self.rows:
            asked = declined(row.choice.spec, declined_keys)
            if asked is not None:
                row.not_sent(asked.provider_name)
            else:
                self._run(row)
        self._changed()
        self._check_all_finished()

    # -- running -----------------------------------------------------------------------------

    def _run(self, row: JobRow, resume: bool = False) -> None:
        service, manuscript_id = self.service, self.manuscript_id
        spec, strategy, options = row.choice.spec, row.strategy, row.options
        job_id = row.job_id if resume else None

        def work(progress: Report, cancel: CancelToken) -> JobOutcome:
            thinner = Thinner()

            def send(event: ProgressEvent) -> None:
                if thinner.wanted(event):  # the event itself travels, typed
                    progress(event)

            if job_id is not None:
                return service.resume(job_id, progress=send, cancel=cancel)
            provider = service.provider(spec)
            job = service.start(manuscript_id, spec, strategy, options, provider=provider)
            return service.execute(job.id, provider=provider, progress=send, cancel=cancel)

        task = self.workers.start(
            work,
            on_done=lambda outcome: self._job_done(row, outcome),
            on_error=lambda exc: self._job_failed(row, exc),
            on_progress=row.set_event,
            paid=consent.consent_request(spec) is not None,
        )
        row.running(task)
        self._ticker.start()
        self._changed()

    def _job_done(self, row: JobRow, outcome: JobOutcome) -> None:
        row.finish(outcome)
        if outcome.summaries:
            self.summaries_changed.emit()
        self._changed()
        self._check_all_finished()

    def _job_failed(self, row: JobRow, exc: BaseException) -> None:
        if isinstance(exc, WriterLensError):
            row.fail(said(exc))
        else:
            row.fail(
                self.tr(
                    "WriterLens ran into a problem it did not expect ({error}). Your library "
                    "is safe; please report it if it happens again."
                ).format(error=type(exc).__name__)
            )
            show_error(self.window(), exc)
        self._changed()
        self._check_all_finished()

    def _check_all_finished(self) -> None:
        if self.rows and all(row.state.finished for row in self.rows):
            self._ticker.stop()
            self.all_finished.emit()

    def _tick(self) -> None:
        for row in self.rows:
            row.tick()

    def _allow_preview(self, allowed: bool) -> None:
        for row in self.rows:
            row.allow_preview(allowed)

    def _changed(self) -> None:
        self.cancel_all_button.setEnabled(self.running())
        self.busy_changed.emit()

    # -- stopping ----------------------------------------------------------------------------

    def cancel(self, row: JobRow) -> None:
        if row.state is RowState.RUNNING:
            row.stopping()

    def cancel_all(self) -> None:
        for row in self.rows:
            self.cancel(row)

    def shut_down(self, msecs: int) -> None:
        """Cancel every job (finished steps stay) and give them ``msecs`` to stop."""
        self.cancel_all()
        self.workers.cancel_all()
        self.workers.wait(msecs)

    def _clear_rows(self) -> None:
        for row in self.rows:
            self.rows_layout.removeWidget(row)
            row.deleteLater()
        self.rows.clear()
