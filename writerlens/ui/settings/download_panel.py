"""Download the selected suggested model: progress with speed and time left, Cancel, go on.

The download itself is :func:`writerlens.services.model_download.download`, run in a worker.
Its progress arrives on the worker thread; the latest figure is kept here and the GUI thread
is woken (through the worker's progress signal) to show it. Nothing here contacts the hub
until the writer presses Download.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QProgressBar, QPushButton, QVBoxLayout, QWidget

from writerlens.domain import Cancelled, WriterLensError
from writerlens.services import model_download as md
from writerlens.services.suggested_models import SuggestedModel
from writerlens.ui.errors import said, show_error
from writerlens.ui.settings.common import SettingsText, StatusLine, Tone, size_text
from writerlens.ui.settings.recommended import RecommendedTable, hub_file
from writerlens.ui.workers import Task, Workers

BAR_STEPS = 1000


def duration_words(seconds: float) -> str:
    if seconds < 90:
        return (
            SettingsText.tr("less than a minute")
            if seconds < 45
            else SettingsText.tr("about a minute")
        )
    if seconds < 3600:
        return SettingsText.tr("about {n} minutes").format(n=round(seconds / 60))
    hours, minutes = divmod(round(seconds / 60), 60)
    return SettingsText.tr("about {h} h {m} min").format(h=hours, m=minutes)


def progress_words(p: md.DownloadProgress) -> str:
    if p.stage is md.Stage.ASKING:
        return SettingsText.tr("Asking the model hub about the file…")
    if p.stage is md.Stage.CHECKING:
        return SettingsText.tr(
            "Checking the file is complete and undamaged: {done} of {total}…"
        ).format(done=size_text(p.done), total=size_text(p.total))
    if p.stage is md.Stage.DONE:
        return SettingsText.tr("Downloaded and checked.")
    if p.stage is md.Stage.RETRYING:
        return SettingsText.tr(
            "The connection dropped at {done} of {total}; trying again ({n} of {max})…"
        ).format(done=size_text(p.done), total=size_text(p.total), n=p.attempt, max=md.RETRIES)
    parts = [
        SettingsText.tr("{done} of {total}").format(
            done=size_text(p.done), total=size_text(p.total)
        )
    ]
    if p.speed:
        parts.append(SettingsText.tr("{n}/s").format(n=size_text(p.speed)))
    parts.append(
        SettingsText.tr("{time} left").format(time=duration_words(p.seconds_left))
        if p.seconds_left is not None
        else SettingsText.tr("working out the time left…")
    )
    text = " · ".join(parts)
    if p.resumed_from:
        text = SettingsText.tr("{progress} (went on from {n} kept)").format(
            progress=text, n=size_text(p.resumed_from)
        )
    return text


class DownloadPanel(QWidget):
    #: a model was downloaded and checked (its path): add it like a file the writer chose
    downloaded = Signal(str)
    #: a download started, paused, failed or finished (for the table's "on this computer")
    finished = Signal()

    def __init__(
        self, workers: Workers, table: RecommendedTable, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.workers = workers
        self.table = table
        self.task: Task | None = None
        self.model: SuggestedModel | None = None
        self.latest: md.DownloadProgress | None = None
        self.download_button = QPushButton(SettingsText.tr("&Download"))
        self.download_button.setAccessibleName(
            SettingsText.tr("Download the selected suggested model")
        )
        self.download_button.setToolTip(
            SettingsText.tr(
                "Fetches the model's file from the model hub; a paused download goes on."
            )
        )
        self.download_button.clicked.connect(self.start)
        self.cancel_button = QPushButton(SettingsText.tr("&Cancel download"))
        self.cancel_button.setAccessibleName(
            SettingsText.tr("Cancel the download (what arrived is kept)")
        )
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        self.bar = QProgressBar()
        self.bar.setRange(0, BAR_STEPS)
        self.bar.setAccessibleName(SettingsText.tr("Download progress"))
        self.bar.setTextVisible(True)
        self.bar.hide()
        self.status = StatusLine(SettingsText.tr("Download status"))
        row = QHBoxLayout()
        row.addWidget(self.download_button)
        row.addWidget(self.cancel_button)
        row.addWidget(self.bar, 1)
        self.spacer = QWidget()  # holds the buttons to their size while the bar is hidden
        row.addWidget(self.spacer, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.status)
        table.itemSelectionChanged.connect(self._selection_changed)
        self._selection_changed()

    @property
    def busy(self) -> bool:
        return self.task is not None

    def _selection_changed(self) -> None:
        model = self.table.selected_model()
        self.download_button.setEnabled(model is not None and not self.busy)
        if model is not None and not self.busy:
            kept = md.partial_bytes(hub_file(model))
            self.download_button.setText(
                SettingsText.tr("&Go on downloading") if kept else SettingsText.tr("&Download")
            )

    def start(self) -> None:
        model = self.table.selected_model()
        if model is None or self.busy:
            return
        self.model = model
        here = md.already_downloaded(hub_file(model))
        if here is not None:  # on disk already: nothing to fetch, and no need to ask the hub
            self.status.say(
                SettingsText.tr("{name} is already downloaded.").format(name=model.name), Tone.GOOD
            )
            self.downloaded.emit(str(here))
            self.finished.emit()
            return
        self.latest = None
        self.bar.setValue(0)
        self.bar.setFormat(SettingsText.tr("Starting…"))
        self.bar.show()
        self.spacer.hide()
        self.download_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.status.say(
            SettingsText.tr("Downloading {file} from {repo} on the model hub…").format(
                file=model.file, repo=model.repo
            ),
            Tone.BUSY,
        )

        def work(wake, cancel) -> Path:  # worker thread
            def report(p: md.DownloadProgress) -> None:
                self.latest = p
                wake("")

            return md.download(hub_file(model), progress=report, cancel=cancel)

        self.task = self.workers.start(
            work, self._done, self._failed, self._progressed, key="local:download"
        )

    def cancel(self) -> None:
        if self.task is not None:
            self.task.cancel()
            self.cancel_button.setEnabled(False)
            self.status.say(SettingsText.tr("Pausing the download…"), Tone.BUSY)

    def _progressed(self, _message: str) -> None:
        p = self.latest
        if p is None or self.task is None:
            return
        if p.total:
            self.bar.setValue(round(BAR_STEPS * min(p.done, p.total) / p.total))
        self.bar.setFormat(SettingsText.tr("%p%"))
        self.status.say(progress_words(p), Tone.BUSY)

    def _ended(self) -> None:
        self.task = None
        self.cancel_button.setEnabled(False)
        self.bar.hide()
        self.spacer.show()
        self._selection_changed()
        self.finished.emit()

    def _done(self, path: Path) -> None:
        self._ended()
        self.status.say(
            SettingsText.tr("Downloaded and checked {file}.").format(file=path.name), Tone.GOOD
        )
        self.downloaded.emit(str(path))

    def _failed(self, exc: BaseException) -> None:
        self._ended()
        if isinstance(exc, Cancelled):
            self.status.say(said(exc), Tone.PLAIN)
        elif isinstance(exc, WriterLensError):
            self.status.say(said(exc), Tone.PROBLEM)
        else:
            self.status.say(SettingsText.tr("The download failed unexpectedly."), Tone.PROBLEM)
            show_error(self.window(), exc)
