"""A one-line strip for background work: what is happening, a busy bar, and Cancel.

The screens of a study run their slow steps (exports, imports, the analysis) in workers; this
strip is how the person sees that something is under way and can stop it.

It is shown by the workers' one mechanism for every screen: pass it as ``progress_view`` to
:meth:`Workers.start`, and it appears only once the task has run ``SHOW_AFTER_MS`` (a quick
step never flashes a bar) and hides when the task ends. ``start`` only names the task.
"""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QWidget

from writerlens.ui.errors import said
from writerlens.ui.workers import Task


class TaskBar(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.task: Task | None = None
        self.message = QLabel()
        self.message.setObjectName("taskMessage")
        self.bar = QProgressBar()
        self.bar.setRange(0, 0)  # busy: the steps' count is rarely known in advance
        self.bar.setMaximumWidth(160)
        self.bar.setTextVisible(False)
        self.bar.setAccessibleName(self.tr("Working"))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setAccessibleName(self.tr("Cancel what is running"))
        self.cancel_button.clicked.connect(self.cancel)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.message, 1)
        layout.addWidget(self.bar)
        layout.addWidget(self.cancel_button)
        self.hide()

    @property
    def busy(self) -> bool:
        return self.task is not None

    def start(self, task: Task, message: str) -> None:
        """Name the task started with ``progress_view=self``; the workers show the strip."""
        self.task = task
        self.message.setText(message)
        self.cancel_button.setEnabled(True)

    def progress(self, report: object) -> None:
        """A worker's report: the study screens send a sentence for the person to read (a
        core message, shown in the person's language)."""
        if (
            self.task is not None
            and isinstance(report, str)
            and not self.task.cancel_token.cancelled
        ):
            self.message.setText(said(report))

    def cancel(self) -> None:
        if self.task is not None:
            self.task.cancel()
            self.cancel_button.setEnabled(False)
            self.message.setText(self.tr("Stopping…"))

    def finish(self) -> None:
        self.task = None
        self.hide()
