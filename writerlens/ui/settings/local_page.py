"""Models on this computer: add a .gguf file, see what it needs, choose context and threads.

A file is read (its header only, in a worker) before anything is saved, so a broken download or
a file that is not GGUF is explained and never reaches the Summarize dialog. Context and threads
are saved a moment after the writer stops changing them.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyle,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from writerlens.domain import WriterLensError
from writerlens.llm import hardware
from writerlens.llm.gguf import GgufInfo, read_gguf_info, template_problem
from writerlens.messages import Message
from writerlens.services import model_setup
from writerlens.services.library import Library
from writerlens.services.model_setup import LocalModelSetup
from writerlens.ui import glossary, plain
from writerlens.ui.errors import said, show_error, visible
from writerlens.ui.settings.common import (
    SettingsText,
    StatusLine,
    Tone,
    intro,
    page_layout,
    scrolling,
)
from writerlens.ui.settings.download_panel import DownloadPanel
from writerlens.ui.settings.local_details import LocalModelDetails, words_text
from writerlens.ui.settings.recommended import RecommendedTable, how_to_text, in_list_paths
from writerlens.ui.summarize.texts import WORDS_PER_TOKEN
from writerlens.ui.workers import Workers

SAVE_DELAY_MS = 500
_ROLE = Qt.ItemDataRole.UserRole

#: what a worker reads about a file: its header, free memory, physical cores
Reading = tuple[GgufInfo, int | None, int]


def reads_at_once(tokens: int | None) -> str:
    """A model's context in words, short for the list (tokens in its tooltip); "default"
    when none is set."""
    if not tokens:
        return SettingsText.tr("default")
    return SettingsText.tr("about {words} words").format(
        words=plain.count(plain.roughly(tokens * WORDS_PER_TOKEN))
    )


def _read(path: str) -> Reading:
    return read_gguf_info(path), hardware.available_memory_bytes(), hardware.physical_cores()


def _checked(path: str) -> tuple[Reading, Message | None]:
    """What Add checks (in a worker): the header, in the ranges llama.cpp can run (else a
    ProviderError with the reason: nothing is added), and whether the file's own chat template
    renders within its limits (else a note: the model is added, with a plain prompt format)."""
    reading = _read(path)
    return reading, template_problem(reading[0])


class LocalModelsPage(QWidget):
    changed = Signal()
    #: a model file was read and shown (its path); for tests and the status bar
    model_shown = Signal(str)

    FILE, CONTEXT, THREADS = range(3)

    def __init__(self, library: Library, workers: Workers, parent: QWidget | None = None):
        super().__init__(parent)
        self.library = library
        self.workers = workers
        self.readings: dict[str, Reading] = {}
        self._pending: tuple[str, int, int, bool] | None = None
        self._save_timer = QTimer(self)
        self._save_timer.setSingleShot(True)
        self._save_timer.setInterval(SAVE_DELAY_MS)
        self._save_timer.timeout.connect(self.flush)

        content = QWidget()
        layout = page_layout(content)
        layout.addWidget(
            intro(
                SettingsText.tr(
                    "Models that run on this computer: your story never leaves it, and there "
                    "is no key and no cost. WriterLens runs model files in the GGUF format "
                    "(files ending in <i>.gguf</i>), the format of llama.cpp. They are slower "
                    "than cloud models: a summary can take several minutes."
                )
            )
        )
        add_row = QHBoxLayout()
        self.add_button = QPushButton(SettingsText.tr("&Add a .gguf file…"))
        self.add_button.setAccessibleName(SettingsText.tr("Add a model file in GGUF format"))
        self.add_button.clicked.connect(self.choose_file)
        self.remove_button = QPushButton(SettingsText.tr("&Remove"))
        self.remove_button.setAccessibleName(
            SettingsText.tr("Remove the selected model from WriterLens")
        )
        self.remove_button.setToolTip(SettingsText.tr("The file itself stays where it is."))
        self.remove_button.clicked.connect(self.remove_selected)
        add_row.addWidget(self.add_button)
        add_row.addWidget(self.remove_button)
        add_row.addStretch(1)
        layout.addLayout(add_row)
        self.status = StatusLine(SettingsText.tr("Local model status"))
        layout.addWidget(self.status)

        models_row = QHBoxLayout()
        self.list = QTreeWidget()
        self.list.setAccessibleName(SettingsText.tr("Your local models"))
        self.list.setHeaderLabels(
            [
                SettingsText.tr("Model file"),
                SettingsText.tr("Reads at once"),
                SettingsText.tr("Threads"),
            ]
        )
        self.list.headerItem().setToolTip(self.CONTEXT, glossary.tip("context"))
        self.list.setRootIsDecorated(False)
        self.list.setMinimumHeight(160)
        header = self.list.header()
        header.setStretchLastSection(False)  # the file's name takes the room, not Threads
        header.setSectionResizeMode(self.FILE, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(self.CONTEXT, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(self.THREADS, QHeaderView.ResizeMode.ResizeToContents)
        # every header whole in every language: the list is never narrower than its headers
        # ("Archivo del modelo" was cut on a 1024x640 screen in Spanish)
        self.list.setMinimumWidth(
            sum(header.sectionSizeHint(c) for c in range(header.count()))
            + 2 * self.list.frameWidth()
            + self.list.verticalScrollBar().sizeHint().width()
            + 2 * self.list.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin)
        )
        self.list.currentItemChanged.connect(lambda *_: self._selected())
        self.details = LocalModelDetails()
        self.details.edited.connect(self._edited)
        models_row.addWidget(self.list, 2)
        models_row.addWidget(self.details, 3)
        layout.addLayout(models_row)

        suggested = QGroupBox(SettingsText.tr("Get a model: suggestions that run well on a laptop"))
        suggested_layout = QVBoxLayout(suggested)
        self.how_to = how_to = QLabel(how_to_text())
        how_to.setWordWrap(True)
        how_to.setTextFormat(Qt.TextFormat.RichText)
        self.recommended = RecommendedTable()
        self.download = DownloadPanel(workers, self.recommended)
        self.download.downloaded.connect(self._downloaded)
        self.download.finished.connect(self._show_where)
        suggested_layout.addWidget(how_to)
        suggested_layout.addWidget(self.recommended)
        suggested_layout.addWidget(self.download)
        layout.addWidget(suggested)
        layout.addStretch(1)

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scrolling(content))
        self.refresh()

    # -- the list ----------------------------------------------------------------------------

    def models(self) -> list[LocalModelSetup]:
        return model_setup.local_models(self.library)

    def refresh(self, select: str | None = None) -> None:
        keep = select or self.selected_path()
        self.list.blockSignals(True)
        self.list.clear()
        chosen: QTreeWidgetItem | None = None
        for setup in self.models():
            item = QTreeWidgetItem(
                [
                    Path(setup.path).name,
                    reads_at_once(setup.context_tokens),
                    str(setup.threads) if setup.threads else SettingsText.tr("automatic"),
                ]
            )
            item.setToolTip(self.FILE, setup.path)
            item.setToolTip(
                self.CONTEXT,
                f"<p>{words_text(setup.context_tokens)}</p>"
                + glossary.tip("context")
                + glossary.tip("length"),
            )
            item.setData(self.FILE, _ROLE, setup.path)
            self.list.addTopLevelItem(item)
            if setup.path == keep:
                chosen = item
        self.list.blockSignals(False)
        if chosen is None and self.list.topLevelItemCount():
            chosen = self.list.topLevelItem(0)
        if chosen is not None:
            self.list.setCurrentItem(chosen)
        self._selected()
        self._show_where()

    def _show_where(self) -> None:
        self.recommended.show_where(in_list_paths([m.path for m in self.models()]))

    def selected_path(self) -> str | None:
        item = self.list.currentItem()
        return item.data(self.FILE, _ROLE) if item is not None else None

    def _selected(self) -> None:
        self.remove_button.setEnabled(self.selected_path() is not None)
        path = self.selected_path()
        if path is None:
            self.details.show_nothing(
                SettingsText.tr("Add a .gguf file, or select a model in the list.")
            )
            return
        if path == self.details.path:
            return
        if path in self.readings:
            self._show(path)
            return
        self.details.show_nothing(
            SettingsText.tr("Reading {name}…").format(name=Path(path).name), Tone.BUSY
        )
        self.workers.start(
            lambda _p, _c: _read(path),
            lambda reading: self._read_done(path, reading),
            lambda exc: self._read_failed(path, exc),
            key="local:read",
        )

    def _read_done(self, path: str, reading: Reading) -> None:
        self.readings[path] = reading
        if self.selected_path() == path:
            self._show(path)

    def _read_failed(self, path: str, exc: BaseException) -> None:
        if not isinstance(exc, WriterLensError):
            show_error(self.window(), exc)
            return
        if self.selected_path() == path:
            self.details.show_nothing(said(exc), Tone.PROBLEM)

    def _show(self, path: str) -> None:
        setup = next((m for m in self.models() if m.path == path), None)
        if setup is None:
            return
        info, available, cores = self.readings[path]
        self.details.show_model(setup, info, available, cores)
        self.model_shown.emit(path)

    # -- adding and removing -----------------------------------------------------------------

    def choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            SettingsText.tr("Add a model file"),
            "",
            SettingsText.tr("GGUF model files (*.gguf);;All files (*)"),
        )
        if path:
            self.add_gguf(Path(path))

    def add_gguf(self, path: Path) -> None:
        """Read ``path``; if it is a usable GGUF file, keep it (with sensible defaults)."""
        path = Path(path).expanduser()
        self.status.say(SettingsText.tr("Reading {name}…").format(name=path.name), Tone.BUSY)
        self.add_button.setEnabled(False)

        def done(checked: tuple[Reading, Message | None]) -> None:
            self.add_button.setEnabled(True)
            reading, note = checked
            info, _available, _cores = reading
            # threads: none saved, so they are chosen each time it runs from the cores free
            # then (the physical core count saved here made every run on a busy computer slow)
            setup = LocalModelSetup(str(path), info.context_for(None), None)
            model_setup.save_local_model(self.library, setup)
            stored = next((m.path for m in self.models() if Path(m.path) == path), str(path))
            self.readings[stored] = reading
            self.details.path = ""
            self.refresh(select=stored)
            added = SettingsText.tr("Added {name} ({model}).").format(
                name=visible(path.name), model=visible(info.name)
            )
            self.status.say(
                added if note is None else f"{added} {said(note)}",
                Tone.GOOD if note is None else Tone.PROBLEM,
            )
            self.changed.emit()

        def failed(exc: BaseException) -> None:
            self.add_button.setEnabled(True)
            if isinstance(exc, WriterLensError):
                self.status.say(
                    SettingsText.tr("{problem} Nothing was added.").format(problem=said(exc)),
                    Tone.PROBLEM,
                )
            else:
                self.status.say(SettingsText.tr("The file could not be read."), Tone.PROBLEM)
                show_error(self.window(), exc)

        self.workers.start(lambda _p, _c: _checked(str(path)), done, failed, key="local:add")

    def _downloaded(self, path: str) -> None:
        """A downloaded model joins the list like a file the writer chose; one already in the
        list keeps the context and threads the writer set for it."""
        if any(m.path == path for m in self.models()):
            self.refresh(select=path)
            self.status.say(
                SettingsText.tr("{name} is already in your models.").format(name=Path(path).name),
                Tone.GOOD,
            )
            return
        self.add_gguf(Path(path))

    def remove_selected(self) -> None:
        path = self.selected_path()
        if path is None:
            return
        self.flush()
        model_setup.remove_local_model(self.library, path)
        self.readings.pop(path, None)
        self.details.path = ""
        self.refresh()
        self.status.say(
            SettingsText.tr(
                "Removed {name} from WriterLens; the file itself was not deleted."
            ).format(name=Path(path).name),
            Tone.GOOD,
        )
        self.changed.emit()

    # -- context and threads -----------------------------------------------------------------

    def _edited(self, path: str, context: int, threads: int, gpu: bool = True) -> None:
        self._pending = (path, context, threads, gpu)
        self._save_timer.start()

    def flush(self) -> None:
        """Save a pending context/threads change now (also on leaving the page or closing)."""
        self._save_timer.stop()
        if self._pending is None:
            return
        path, context, threads, gpu = self._pending
        self._pending = None
        if not any(m.path == path for m in self.models()):
            return
        # 0 threads is "automatic": saved as none, so the choice is made each time it runs
        chosen = threads or None
        model_setup.save_local_model(self.library, LocalModelSetup(path, context, chosen, gpu))
        item = self.list.currentItem()
        if item is not None and item.data(self.FILE, _ROLE) == path:
            item.setText(self.CONTEXT, reads_at_once(context))
            item.setText(self.THREADS, str(chosen) if chosen else SettingsText.tr("automatic"))
        self.changed.emit()
