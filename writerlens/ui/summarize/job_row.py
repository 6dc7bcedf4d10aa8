"""One model's job in the Summarize dialog: its progress while it runs, then how it ended.

Progress events can come many times a second (a model streaming its reply token by token) or
a minute apart (a laptop reading a long story). The row keeps the latest event and repaints
only when the dialog's clock ticks, about ten times a second, moving the elapsed time and the
time left along in between: however fast the model writes, the GUI thread does a bounded amount
of work.

While a call runs the row says what it is doing, from the model's own reports: reading the
text (a bar of tokens read of the whole prompt), writing (words so far, speed, time left, and
the text itself growing in a preview), or waiting to try again (and why).

How a job ended is told with the model's own words: a refusal shows what the model said, a
failure the error the provider gave. A cancelled or failed job keeps its finished steps, and
Resume goes on from there.
"""

from __future__ import annotations

import html
import time
from enum import Enum

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from writerlens.domain import SummaryStatus, WriterLensError
from writerlens.domain.jobs import JobStatus
from writerlens.services.model_setup import ModelChoice
from writerlens.services.model_work import WorkProgress
from writerlens.summarize.options import Strategy, SummarizeOptions
from writerlens.summarize.progress import ProgressEvent
from writerlens.summarize.runner import JobOutcome
from writerlens.texts import count_words
from writerlens.ui import glossary
from writerlens.ui.errors import said, show_error
from writerlens.ui.summarize.texts import (
    WORDS_PER_TOKEN,
    SummarizeText,
    call_text,
    number,
    progress_text,
    retries_text,
)
from writerlens.ui.workers import Task


class RowState(Enum):
    WAITING = "waiting"
    RUNNING = "running"
    DONE = "done"
    REFUSED = "refused"
    TRUNCATED = "truncated"
    FLAGGED = "flagged"
    FAILED = "failed"
    CANCELLED = "cancelled"
    NOT_SENT = "not sent"

    @property
    def finished(self) -> bool:
        return self not in (RowState.WAITING, RowState.RUNNING)


def _state_text(state: RowState) -> str:
    return {
        RowState.WAITING: SummarizeText.tr("Waiting"),
        RowState.RUNNING: SummarizeText.tr("Running"),
        RowState.DONE: SummarizeText.tr("Done"),
        RowState.REFUSED: SummarizeText.tr("Declined by the model"),
        RowState.TRUNCATED: SummarizeText.tr("Cut off: not finished"),
        RowState.FLAGGED: SummarizeText.tr("Not a summary"),
        RowState.FAILED: SummarizeText.tr("Failed"),
        RowState.CANCELLED: SummarizeText.tr("Cancelled"),
        RowState.NOT_SENT: SummarizeText.tr("Not sent"),
    }[state]


def _phase_text(phase: str) -> str:
    """The status word while a job runs: what the model is doing right now."""
    return {
        "reading": SummarizeText.tr("Reading"),
        "writing": SummarizeText.tr("Writing"),
        "waiting": SummarizeText.tr("Waiting to try again"),
    }.get(phase, SummarizeText.tr("Running"))


#: A state the writer must notice: drawn in a warning colour (with its words, never colour alone).
_WARNING_STYLE = "color: #9a4b00; font-weight: bold;"
PREVIEW_LINES = 4


def is_truncated(summary: object) -> bool:
    """A summary the model stopped writing at its length limit (never "done")."""
    return str(getattr(summary, "status", "")) == "truncated"


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
        self._stopping = False
        #: this story's words per token, so that the row's words match the dialog's
        self.words_per_token = WORDS_PER_TOKEN

        self.setObjectName("jobRow")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(
            SummarizeText.tr("Progress of {model}").format(model=said(choice.label))
        )
        self.title = QLabel(f"<b>{html.escape(said(choice.label))}</b>")
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.status = QLabel(_state_text(self.state))
        self.status.setObjectName("jobStatus")
        self.bar = QProgressBar()
        self.bar.setRange(0, 0)  # busy until the first event says how many steps
        self.bar.setAccessibleName(
            SummarizeText.tr("Progress of {model}").format(model=said(choice.label))
        )
        self.bar.setTextVisible(True)
        self.detail = QLabel()
        self.detail.setObjectName("jobDetail")
        self.detail.setWordWrap(True)
        self.activity = QLabel()
        self.activity.setObjectName("jobActivity")
        self.activity.setWordWrap(True)
        self.activity.setEnabled(False)
        # The call under way: reading (with a bar of the prompt read), writing or waiting.
        self.call = QLabel()
        self.call.setObjectName("jobCall")
        self.call.setToolTip(glossary.tip("length"))  # "… words (… tokens)" while it reads
        self.call.setWordWrap(True)
        self.call.hide()
        self.call_bar = QProgressBar()
        self.call_bar.setObjectName("jobCallBar")
        self.call_bar.setAccessibleName(
            SummarizeText.tr("How much of the text {model} has read").format(
                model=said(choice.label)
            )
        )
        self.call_bar.setTextVisible(True)
        self.call_bar.setMaximumHeight(self.fontMetrics().height() + 4)
        self.call_bar.hide()
        self.preview = QPlainTextEdit()
        self.preview.setObjectName("jobPreview")
        self.preview.setReadOnly(True)
        self.preview.setAccessibleName(
            SummarizeText.tr("What {model} is writing").format(model=said(choice.label))
        )
        self.preview.setPlaceholderText(
            SummarizeText.tr("The summary appears here as it is written.")
        )
        line = self.preview.fontMetrics().lineSpacing()
        self.preview.setFixedHeight(line * PREVIEW_LINES + 12)
        self.preview.hide()
        self.preview_allowed = True
        self._shown_preview = ""
        self._latest_preview = ""
        self.message = QLabel()
        self.message.setObjectName("jobMessage")
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.RichText)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message.hide()

        self.cancel_button = QPushButton(SummarizeText.tr("Cancel"))
        self.cancel_button.setAccessibleName(
            SummarizeText.tr("Cancel {model}").format(model=said(choice.label))
        )
        self.cancel_button.clicked.connect(self.cancel_requested)
        self.resume_button = QPushButton(SummarizeText.tr("Resume"))
        self.resume_button.setAccessibleName(
            SummarizeText.tr("Resume {model}").format(model=said(choice.label))
        )
        self.resume_button.clicked.connect(self.resume_requested)
        self.resume_button.hide()
        for button in (self.cancel_button, self.resume_button):
            button.setAutoDefault(False)

        # One line for the model, its steps and its state: rows stay short enough for two or
        # three of them to show at once on a 640-pixel-high screen.
        top = QHBoxLayout()
        top.addWidget(self.title)
        top.addWidget(self.bar, 1)
        top.addWidget(self.status)
        top.addWidget(self.cancel_button)
        top.addWidget(self.resume_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.message)  # the model's or the provider's own words
        layout.addWidget(self.detail)
        layout.addWidget(self.call)  # the engine's activity and the call's phase, one line
        layout.addWidget(self.call_bar)
        layout.addWidget(self.preview)

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
        self.detail.setText(SummarizeText.tr("Getting ready (measuring the story's length)…"))
        self.activity.clear()
        self.message.hide()
        self.call.hide()
        self.call_bar.hide()
        self.preview.clear()
        self._shown_preview = ""
        self._latest_preview = ""
        self._stopping = False

    def progressed(self, at: WorkProgress) -> None:
        """The pipeline's progress of this run: the job's own event rides in ``detail``."""
        if isinstance(at.detail, ProgressEvent):
            self.set_event(at.detail)

    def set_event(self, event: ProgressEvent) -> None:
        """Keep the latest event; it is drawn at the next :meth:`tick`."""
        self.last_event = event
        if event.preview:  # a new call starts empty: the last text written stays in view
            self._latest_preview = event.preview
        self.job_id = event.job_id
        self._arrived = time.monotonic()
        self._dirty = True

    def tick(self) -> None:
        if self.state is not RowState.RUNNING or self.last_event is None:
            return
        event = self.last_event
        since = time.monotonic() - self._arrived
        if self._dirty:
            self.bar.setRange(0, max(1, event.total))
            self.bar.setValue(min(event.step, event.total))
            self.bar.setFormat(SummarizeText.tr("%v / %m steps"))
            _set_text(self.activity, said(event.activity))
            if not self._stopping:
                self.status.setText(_phase_text(event.phase))
                self.status.setStyleSheet(_WARNING_STYLE if event.phase == "waiting" else "")
            self._show_call_bar(event)
            self._show_preview(self._latest_preview)
            self._dirty = False
        if not self._stopping:
            words = None if self.strategy is Strategy.GRADUAL else self.options.words
            call = call_text(event, words, since, self.words_per_token)
            now = " · ".join(t for t in (said(event.activity), call) if t)
            _set_text(self.call, now)
            self.call.setVisible(bool(now))
        _set_text(self.detail, progress_text(event, self.resolved, since, self.words_per_token))

    def _show_call_bar(self, event: ProgressEvent) -> None:
        """Tokens read of the whole prompt, while the model reads (a long wait on a laptop)."""
        reading = event.phase == "reading" and event.call_prompt > 0
        if reading:
            self.call_bar.setRange(0, event.call_prompt)
            self.call_bar.setValue(min(event.call_read, event.call_prompt))
            self.call_bar.setFormat(SummarizeText.tr("read %p %"))
        self.call_bar.setVisible(reading)

    def _show_preview(self, text: str) -> None:
        """Grow the preview by what is new (the common case) instead of setting it again: a
        reply of thousands of words costs the GUI thread the same at its end as at its start."""
        if text == self._shown_preview:
            return
        if not text:  # a new call begins: its preview starts empty; keep the last one shown
            return
        bar = self.preview.verticalScrollBar()
        at_end = bar.value() >= bar.maximum() - 2
        if self._shown_preview and text.startswith(self._shown_preview):
            cursor = QTextCursor(self.preview.document())
            cursor.movePosition(QTextCursor.MoveOperation.End)
            cursor.insertText(text[len(self._shown_preview) :])
        else:
            self.preview.setPlainText(text)
        self._shown_preview = text
        if at_end:
            bar.setValue(bar.maximum())
        self.preview.setVisible(self.preview_allowed)

    def allow_preview(self, allowed: bool) -> None:
        """The writer may hide the text being written (it tells which model wrote what)."""
        self.preview_allowed = allowed
        self.preview.setVisible(allowed and bool(self._shown_preview))

    def stopping(self) -> None:
        """Cancel now: the model stops between tokens (or the stream is closed), so the row
        says it is stopping, not that it waits for a call to finish."""
        if self.task is not None:
            self.task.cancel()
        self._stopping = True
        self.cancel_button.setEnabled(False)
        self.status.setText(SummarizeText.tr("Stopping…"))
        self.status.setStyleSheet("")
        self.call.setText(SummarizeText.tr("Stopping now; what is finished is kept."))
        self.call.show()
        self.call_bar.hide()

    # -- how it ended -----------------------------------------------------------------------

    def finish(self, outcome: JobOutcome) -> None:
        self.outcome = outcome
        self.job_id = outcome.job.id
        self.resolved = Strategy(outcome.job.strategy)
        self.tick()
        if outcome.summaries and self._shown_preview:
            # The last pieces may not have been drawn yet: end on the text as it was stored.
            self._show_preview(outcome.summaries[-1].text)
        summary = outcome.summaries[0] if outcome.summaries else None
        status = outcome.status
        if status is JobStatus.DONE and summary is not None:
            if summary.status is SummaryStatus.REFUSED:
                self._refused(summary.text)
            elif any(s.status is SummaryStatus.FLAGGED for s in outcome.summaries):
                self._flagged(outcome)
            elif any(is_truncated(s) for s in outcome.summaries):
                self._truncated(outcome)
            else:
                self._done(outcome)
        elif status is JobStatus.CANCELLED:
            self._cancelled(outcome)
        else:
            self._failed(outcome.job.error or said(outcome.message), resumable=True)

    def finished(self, outcome: JobOutcome) -> None:
        self.finish(outcome)

    def failed(self, exc: BaseException) -> None:
        """The run raised instead of returning an outcome: say why in the row."""
        if isinstance(exc, WriterLensError):
            self.fail(said(exc))
            return
        self.fail(
            SummarizeText.tr(
                "WriterLens ran into a problem it did not expect ({error}). Your library "
                "is safe; please report it if it happens again."
            ).format(error=type(exc).__name__)
        )
        show_error(self.window(), exc)

    def fail(self, message: str) -> None:
        """The job could not start (or stopped in a way that left no job to resume)."""
        self._failed(message, resumable=self.job_id is not None)

    def not_sent(self, provider: str) -> None:
        self._set_state(RowState.NOT_SENT)
        self.bar.hide()
        self.detail.setText(
            SummarizeText.tr(
                "You chose not to send your story to {provider}, so this model was left out "
                "and nothing left this computer."
            ).format(provider=provider)
        )

    def _done(self, outcome: JobOutcome) -> None:
        self._set_state(RowState.DONE)
        self._full_bar()
        words = [count_words(s.text) for s in outcome.summaries]
        if len(words) == 1:
            text = SummarizeText.tr("Done: the summary ({words} words) is in your library.").format(
                words=number(words[0])
            )
        else:
            text = SummarizeText.tr(
                "Done: its {n} summaries ({words} words) are in your library."
            ).format(n=len(words), words=", ".join(number(w) for w in words))
        retries = self.last_event.retries if self.last_event is not None else 0
        if retries:
            text += " " + SummarizeText.tr("It took {retries} on the way.").format(
                retries=retries_text(retries)
            )
        self.detail.setText(text)

    def _truncated(self, outcome: JobOutcome) -> None:
        """Cut off at the length limit: kept, marked, and never called done."""
        self._set_state(RowState.TRUNCATED)
        self._full_bar()
        self.bar.setFormat(SummarizeText.tr("cut off"))
        cut = [s for s in outcome.summaries if is_truncated(s)]
        if len(outcome.summaries) == 1:
            said = SummarizeText.tr(
                "The model stopped at its length limit before it finished the summary."
            )
        else:
            said = SummarizeText.tr(
                "The model stopped at its length limit before it finished {n} of its "
                "{all} summaries."
            ).format(n=len(cut), all=len(outcome.summaries))
        self._show_message(said)
        self.detail.setText(
            SummarizeText.tr(
                "What it wrote is in your library, marked as cut off, so it is never taken "
                "for a finished summary. A shorter target length, or a model that can write "
                "more at a time, may finish it."
            )
        )

    def _flagged(self, outcome: JobOutcome) -> None:
        """A copy, a loop, leaked markup or a few words: kept, marked, and never called done."""
        self._set_state(RowState.FLAGGED)
        self._full_bar()
        self.bar.setFormat(SummarizeText.tr("not a summary"))
        self._show_message(said(outcome.message))
        self.detail.setText(
            SummarizeText.tr(
                "What it wrote is in your library, marked as not a summary, so it is never "
                "reviewed or counted as one. Another model, or an instruction-tuned (chat) "
                "version of this one, may do better."
            )
        )

    def _refused(self, words: str) -> None:
        self._set_state(RowState.REFUSED)
        self._full_bar()
        said = words.strip()
        if said:
            self._show_message(
                SummarizeText.tr("The model declined: {words}").format(words=f"“{said}”")
            )
        else:
            self._show_message(SummarizeText.tr("The model declined without giving a reason."))
        self.detail.setText(
            SummarizeText.tr(
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
                SummarizeText.tr(
                    "Finished steps are kept: Try Again goes on from where it stopped."
                )
            )
            self.resume_button.setText(SummarizeText.tr("Try Again"))
            self.resume_button.show()
        else:
            self.detail.setText(SummarizeText.tr("Nothing was summarized."))

    def _cancelled(self, outcome: JobOutcome | None = None) -> None:
        self._set_state(RowState.CANCELLED)
        steps = self.last_event.step if self.last_event is not None else 0
        partials = outcome.job.params.get("partials") if outcome is not None else None
        words = sum(count_words(str(p.get("text", ""))) for p in (partials or {}).values())
        if words:
            text = SummarizeText.tr(
                "Cancelled. The {n} finished steps and the {words} words written of the next "
                "are kept: Resume goes on from there without doing them again."
            ).format(n=steps, words=words)
        elif steps:
            text = SummarizeText.tr(
                "Cancelled. The {n} finished steps are kept: Resume goes on from there "
                "without doing them again."
            ).format(n=steps)
        else:
            text = SummarizeText.tr(
                "Cancelled before the first step finished. Resume starts it again."
            )
        self.detail.setText(text)
        self.resume_button.setText(SummarizeText.tr("Resume"))
        self.resume_button.show()

    def _show_message(self, text: str) -> None:
        self.message.setText(html.escape(text).replace("\n", "<br>"))
        self.message.setAccessibleName(text)
        self.message.show()

    def _full_bar(self) -> None:
        self.bar.setRange(0, 1)
        self.bar.setValue(1)
        self.bar.setFormat(SummarizeText.tr("finished"))

    def _set_state(self, state: RowState) -> None:
        self.state = state
        self.status.setText(_state_text(state))
        warn = state in (RowState.TRUNCATED, RowState.FLAGGED, RowState.FAILED)
        self.status.setStyleSheet(_WARNING_STYLE if warn else "")
        running = state is RowState.RUNNING
        self.cancel_button.setVisible(running or state is RowState.WAITING)
        self.cancel_button.setEnabled(running)
        if running or state is RowState.WAITING:
            self.resume_button.hide()
            self.bar.show()
        if state.finished:
            self.activity.clear()
            self.call.hide()
            self.call_bar.hide()
            self._stopping = False


def _set_text(label: QLabel, text: str) -> None:
    """Only when it changed: a word-wrapped label asks for a new layout on every setText."""
    if label.text() != text:
        label.setText(text)
