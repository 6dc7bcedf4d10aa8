"""The main window's background-work indicator: what runs (summaries being written, by story),
how far it is, and a click that opens it. It sits in the status bar, so that a model working
on this computer never leaves the window looking idle.

It reads the Summarize dialogs the main window keeps (they run on when hidden) while anything
runs, a few times a second; between runs it is hidden and reads nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QProgressBar, QToolButton, QWidget

if TYPE_CHECKING:  # the dialog and its rows are loaded when the writer first opens it
    from writerlens.ui.summarize import SummarizeDialog

TICK_MS = 400


class WorkIndicator(QWidget):
    """Hidden while nothing runs. ``dialogs`` gives the story id → Summarize dialog map,
    ``title`` a story's title."""

    # the writer clicked it: the story whose work should come forward
    open_requested = Signal(int)

    def __init__(
        self,
        dialogs: Callable[[], dict[int, SummarizeDialog]],
        title: Callable[[int], str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("workIndicator")
        self._dialogs = dialogs
        self._title = title
        self._first: int | None = None
        self.button = QToolButton()
        self.button.setObjectName("workIndicatorButton")
        self.button.setAutoRaise(True)
        self.button.clicked.connect(self._clicked)
        self.bar = QProgressBar()
        self.bar.setObjectName("workIndicatorBar")
        self.bar.setMaximumWidth(120)
        self.bar.setMaximumHeight(14)
        self.bar.setTextVisible(False)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.button)
        row.addWidget(self.bar)
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self.update_now)
        self.hide()

    def watch(self) -> None:
        """Something may have started or ended: look now, and keep looking while it runs."""
        self.update_now()

    def update_now(self) -> None:
        running = {
            manuscript_id: dialog
            for manuscript_id, dialog in self._dialogs().items()
            if dialog.is_running()
        }
        if not running:
            self._first = None
            self._timer.stop()
            self.hide()
            return
        self._first = next(iter(running))
        if len(running) == 1:
            text = self.tr("Writing summaries of “{title}”…").format(title=self._title(self._first))
        else:
            text = self.tr("Writing summaries of %n stories…", "", len(running))
        from writerlens.ui.summarize.job_row import RowState  # loaded with the dialog

        done = total = 0
        unknown = False
        for dialog in running.values():
            for row in dialog.rows:
                if row.state is not RowState.RUNNING:
                    continue
                if row.bar.maximum() == 0:  # no step counted yet
                    unknown = True
                    continue
                done += row.bar.value() if row.bar.value() > 0 else 0
                total += row.bar.maximum()
        if unknown or not total:
            self.bar.setRange(0, 0)
        else:
            self.bar.setRange(0, total)
            self.bar.setValue(done)
        self.button.setText(text)
        self.button.setToolTip(self.tr("Click to see the progress"))
        self.setToolTip(text)
        self.show()
        if not self._timer.isActive():
            self._timer.start()

    def _clicked(self) -> None:
        if self._first is not None:
            self.open_requested.emit(self._first)
