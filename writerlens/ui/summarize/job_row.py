"""One model's job in the Summarize dialog: its progress while it runs, then how it ended.

Progress events can come many times a second (several calls at once to a fast cloud model) or
a minute apart (a laptop running a model itself). The row keeps the latest event and repaints
only when the dialog's clock ticks, a few times a second, moving the elapsed time and the time
left along in between.

How a job ended is told with the model's own words: a refusal shows what the model said, a
failure the error the provider gave. A cancelled or failed job keeps its finished steps, and
Resume goes on from there.
"""

from __future__ import annotations

import html
import time
from enum import Enum

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from writerlens.domain import SummaryStatus
from writerlens.services.model_setup import ModelChoice
from writerlens.store.jobs import JobStatus
from writerlens.summarize.options import Strategy, SummarizeOptions
from writerlens.summarize.progress import ProgressEvent
from writerlens.summarize.runner import JobOutcome
from writerlens.texts import count_words
from writerlens.ui.summarize.texts import number, progress_text, tr
from writerlens.ui.workers import Task


class RowState(Enum):
    WAITING = "waiting"
    RUNNING = "running"
    DONE = "done"
    REFUSED = "refused"
    FAILED = "failed"
    CANCELLED = "cancelled"
    NOT_SENT = "not sent"

    @property
    def finished(self) -> bool:
        return self not in (RowState.WAITING, RowState.RUNNING)


def _state_text(state: RowState) -> str:
    return {
        RowState.WAITING: tr("Waiting"),
        RowState.RUNNING: tr("Running"),
        RowState.DONE: tr("Done"),
        RowState.REFUSED: tr("Declined by the model"),
        RowState.FAILED: tr("Failed"),
        RowState.CANCELLED: tr("Cancelled"),
        RowState.NOT_SENT: tr("Not sent"),
    }[state]


class JobRow(QFrame):
    cancel_requested = Signal()
    resume_requested = Signal()

    def __init__(
        self,
        choice: ModelChoice,
        strategy: Strategy,
        options: SummarizeOptions,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.choice = choice
        self.strategy = strategy
        #: the strategy "auto" chose, once known (from the estimate, or the finished job)
        self.resolved: Strategy | None = None if strategy is Strategy.AUTO else strategy
        self.options = options
        self.state = RowState.WAITING
        self.job_id: int | None = None
        self.task: Task | None = None
        self.last_event: ProgressEvent | None = None
        self.outcome: JobOutcome | None = None
        self._arrived = 0.0
        self._dirty = False

        self.setObjectName("jobRow")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(tr("Progress of {model}").format(model=choice.label))
        self.title = QLabel(f"<b>{html.escape(choice.label)}</b>")
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.status = QLabel(_state_text(self.state))
        self.status.setObjectName("jobStatus")
        self.bar = QProgressBar()
        self.bar.setRange(0, 0)  # busy until the first event says how many steps
        self.bar.setAccessibleName(tr("Progress of {model}").format(model=choice.label))
        self.bar.setTextVisible(True)
        self.detail = QLabel()
        self.detail.setObjectName("jobDetail")
        self.detail.setWordWrap(True)
        self.activity = QLabel()
        self.activity.setObjectName("jobActivity")
        self.activity.setWordWrap(True)
        self.activity.setEnabled(False)
        self.message = QLabel()
        self.message.setObjectName("jobMessage")
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.RichText)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message.hide()

        self.cancel_button = QPushButton(tr("Cancel"))
        self.cancel_button.setAccessibleName(tr("Cancel {model}").format(model=choice.label))
        self.cancel_button.clicked.connect(self.cancel_requested)
        self.resume_button = QPushButton(tr("Resume"))
        self.resume_button.setAccessibleName(tr("Resume {model}").format(model=choice.label))
        self.resume_button.clicked.connect(self.resume_requested)
        self.resume_button.hide()
        for button in (self.cancel_button, self.resume_button):
            button.setAutoDefault(False)

        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.status)
        top.addWidget(self.cancel_button)
        top.addWidget(self.resume_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.bar)
        layout.addWidget(self.message)  # the model's or the provider's own words
        layout.addWidget(self.detail)
        layout.addWidget(self.activity)

    # -- while it runs ----------------------------------------------------------------------

    def waiting(self, text: str) -> None:
        self._set_state(RowState.WAITING)
        self.detail.setText(text)

    def running(self, task: Task) -> None:
        self.task = task
        self.last_event = None
        self.outcome = None
        self._set_state(RowState.RUNNING)
        self.bar.setRange(0, 0)
        self.detail.setText(tr("Getting ready (counting the story's tokens)…"))
        self.activity.clear()
        self.message.hide()

    def set_event(self, event: ProgressEvent) -> None:
        """Keep the latest event; it is drawn at the next :meth:`tick`."""
        self.last_event = event
        self.job_id = event.job_id
        self._arrived = time.monotonic()
        self._dirty = True

    def tick(self) -> None:
        if self.state is not RowState.RUNNING or self.last_event is None:
            return
        event = self.last_event
        if self._dirty:
            self.bar.setRange(0, max(1, event.total))
            self.bar.setValue(min(event.step, event.total))
            self.bar.setFormat(tr("%v / %m steps"))
            self.activity.setText(event.activity)
            self._dirty = False
        since = time.monotonic() - self._arrived
        self.detail.setText(progress_text(event, self.resolved, since))

    def stopping(self) -> None:
        if self.task is not None:
            self.task.cancel()
        self.cancel_button.setEnabled(False)
        self.status.setText(tr("Stopping…"))
        self.activity.setText(tr("Stopping after the call under way…"))

    # -- how it ended -----------------------------------------------------------------------

    def finish(self, outcome: JobOutcome) -> None:
        self.outcome = outcome
        self.job_id = outcome.job.id
        self.resolved = Strategy(outcome.job.strategy)
        self.tick()
        summary = outcome.summaries[0] if outcome.summaries else None
        status = outcome.status
        if status is JobStatus.DONE and summary is not None:
            if summary.status is SummaryStatus.REFUSED:
                self._refused(summary.text)
            else:
                self._done(outcome)
        elif status is JobStatus.CANCELLED:
            self._cancelled()
        else:
            self._failed(outcome.job.error or outcome.message, resumable=True)

    def fail(self, message: str) -> None:
        """The job could not start (or stopped in a way that left no job to resume)."""
        self._failed(message, resumable=self.job_id is not None)

    def not_sent(self, provider: str) -> None:
        self._set_state(RowState.NOT_SENT)
        self.bar.hide()
        self.detail.setText(
            tr(
                "You chose not to send your story to {provider}, so this model was left out "
                "and nothing left this computer."
            ).format(provider=provider)
        )

    def _done(self, outcome: JobOutcome) -> None:
        self._set_state(RowState.DONE)
        self._full_bar()
        words = [count_words(s.text) for s in outcome.summaries]
        if len(words) == 1:
            text = tr("Done: the summary ({words} words) is in your library.").format(
                words=number(words[0])
            )
        else:
            text = tr("Done: its {n} summaries ({words} words) are in your library.").format(
                n=len(words), words=", ".join(number(w) for w in words)
            )
        self.detail.setText(text)

    def _refused(self, words: str) -> None:
        self._set_state(RowState.REFUSED)
        self._full_bar()
        said = words.strip()
        if said:
            self._show_message(tr("The model declined: {words}").format(words=f"“{said}”"))
        else:
            self._show_message(tr("The model declined without giving a reason."))
        self.detail.setText(
            tr(
                "Its answer is kept as a refused summary, which a study leaves out of its "
                "averages. You can try another model."
            )
        )

    def _failed(self, message: str, resumable: bool) -> None:
        self._set_state(RowState.FAILED)
        self.bar.hide()
        self._show_message(message)
        if resumable:
            self.detail.setText(
                tr("Finished steps are kept: Try Again goes on from where it stopped.")
            )
            self.resume_button.setText(tr("Try Again"))
            self.resume_button.show()
        else:
            self.detail.setText(tr("Nothing was summarized."))

    def _cancelled(self) -> None:
        self._set_state(RowState.CANCELLED)
        steps = self.last_event.step if self.last_event is not None else 0
        self.detail.setText(
            tr(
                "Cancelled. The {n} finished steps are kept: Resume goes on from there "
                "without doing them again."
            ).format(n=steps)
            if steps
            else tr("Cancelled before the first step finished. Resume starts it again.")
        )
        self.resume_button.setText(tr("Resume"))
        self.resume_button.show()

    def _show_message(self, text: str) -> None:
        self.message.setText(html.escape(text).replace("\n", "<br>"))
        self.message.setAccessibleName(text)
        self.message.show()

    def _full_bar(self) -> None:
        self.bar.setRange(0, 1)
        self.bar.setValue(1)
        self.bar.setFormat(tr("finished"))

    def _set_state(self, state: RowState) -> None:
        self.state = state
        self.status.setText(_state_text(state))
        running = state is RowState.RUNNING
        self.cancel_button.setVisible(running or state is RowState.WAITING)
        self.cancel_button.setEnabled(running)
        if running or state is RowState.WAITING:
            self.resume_button.hide()
            self.bar.show()
        if state.finished:
            self.activity.clear()
