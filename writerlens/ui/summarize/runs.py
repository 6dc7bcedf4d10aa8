"""Where the Summarize page shows its runs: one row per model, the preview switch, Cancel All.

The runs themselves (consent first, one worker per model, cancel, resume) are the one dialog's
(:mod:`writerlens.ui.model_work.dialog`); progress arrives there as the pipeline's
``WorkProgress`` and each row draws the job's own event it carries.

A model that streams reports every token (hundreds a second from a fast server), each with the
whole text so far, so progress is coalesced twice: the job's thread sends at most one event
every ``SEND_INTERVAL`` of the same call and phase (a new step, phase or retry always goes at
once, :class:`Thinner`), and the rows are drawn from the latest event at most every ``TICK_MS``
(10 Hz).
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QTimer, Signal
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

from writerlens.summarize.progress import ProgressEvent
from writerlens.ui.summarize.job_row import JobRow, RowState

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
    """The rows of the last start (the dialog owns the runs; the rows show them)."""

    #: Cancel All was pressed
    cancel_all_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Progress"), parent)
        self.setObjectName("progressBox")
        self.rows: list[JobRow] = []
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
        self.cancel_all_button.clicked.connect(self.cancel_all_requested)
        bottom = QHBoxLayout()
        bottom.addWidget(self.show_text)
        bottom.addStretch(1)
        bottom.addWidget(self.cancel_all_button)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll, 1)
        layout.addLayout(bottom)

    def running(self) -> bool:
        return any(row.state is RowState.RUNNING for row in self.rows)

    def add(self, row: JobRow, keep: list[Any]) -> None:
        """A row for a run of the new start; of the rows shown, only those in ``keep`` stay
        listed (the dialog deletes the rows of the last start)."""
        self.rows = [r for r in self.rows if any(r is k for k in keep)]
        row.allow_preview(self.show_text.isChecked())
        self.rows.append(row)
        self.rows_layout.insertWidget(self.rows_layout.count() - 1, row)
        self.hint.hide()
        self._ticker.start()

    def update_state(self) -> None:
        """A run started or ended: Cancel All while one runs; the clock while one runs."""
        running = self.running()
        self.cancel_all_button.setEnabled(running)
        if not running and all(row.state.finished for row in self.rows):
            self._ticker.stop()
        elif running:
            self._ticker.start()

    def _tick(self) -> None:
        for row in self.rows:
            row.tick()

    def _allow_preview(self, allowed: bool) -> None:
        for row in self.rows:
            row.allow_preview(allowed)
