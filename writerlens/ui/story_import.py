"""The library window's imports: the files a writer offers (the file dialog, a drop) are read
in the background, stored one at a time (asking about a duplicate), and each round ends with
its outcome in the status bar and its problems in one box.

Its texts are the library window's: they are translated in the context "MainWindow".
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QMessageBox

from writerlens.domain import ImportOutcome, WriterLensError
from writerlens.services.library import OnDuplicate, PreparedImport
from writerlens.ui.dialogs import DuplicateChoice, ask_duplicate
from writerlens.ui.errors import said
from writerlens.ui.i18n import number
from writerlens.ui.warming import ensure_warm

if TYPE_CHECKING:
    from writerlens.ui.main_window import MainWindow


def supported_extensions() -> tuple[str, ...]:
    """The story files WriterLens reads; the importers load when a file is first offered."""
    from writerlens.texts.importers import SUPPORTED_EXTENSIONS

    return SUPPORTED_EXTENSIONS


def is_importable(path: Path) -> bool:
    return path.suffix.lower() in supported_extensions()


class StoryImport:
    """Owned by the library window: its import rounds, from the files offered to the box of
    problems; the window's ``imports_finished`` is emitted after each round."""

    def __init__(self, window: MainWindow) -> None:
        self.main_window = window
        self.library = window.library
        self.workers = window.workers
        self._pending_imports = 0
        self._import_problems: list[str] = []
        self._to_commit: list[PreparedImport] = []  # read, waiting to be stored
        self._committing = False
        self._import_result: str | None = None

    def choose_files(self) -> None:
        patterns = " ".join(f"*{ext}" for ext in supported_extensions())
        from PySide6.QtWidgets import QFileDialog  # a dialog the writer opens (#29)

        paths, _ = QFileDialog.getOpenFileNames(
            self.main_window,
            QCoreApplication.translate("MainWindow", "Import stories"),
            "",
            QCoreApplication.translate("MainWindow", "Stories ({patterns});;All files (*)").format(
                patterns=patterns
            ),
        )
        self.import_files(Path(p) for p in paths)

    def import_files(self, paths: Iterable[Path]) -> None:
        """Read each file in the background; store it (asking about duplicates) when read."""
        library = self.library
        for path in paths:
            self._pending_imports += 1
            self.main_window.statusBar().showMessage(
                QCoreApplication.translate("MainWindow", "Importing {name}…").format(name=path.name)
            )
            self._import_result = None

            def prepare(progress: Any, cancel: Any, path: Path = path) -> PreparedImport:
                ensure_warm()  # what the import measures with, loaded before it, once
                return library.prepare_import(path, progress, cancel)

            self.workers.start(
                prepare,
                self._prepared,
                self._import_failed,
                on_progress=lambda said_now: self.main_window.statusBar().showMessage(
                    said(said_now)
                ),
            )

    def drag_entered(self, event: QDragEnterEvent) -> None:
        urls = event.mimeData().urls()
        if any(u.isLocalFile() and is_importable(Path(u.toLocalFile())) for u in urls):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropped(self, event: QDropEvent) -> None:
        paths = [Path(u.toLocalFile()) for u in event.mimeData().urls() if u.isLocalFile()]
        event.acceptProposedAction()
        self.main_window.import_files(paths)

    def _prepared(self, prepared: PreparedImport) -> None:
        """Read: queue it to be stored. Stories are stored one at a time, so that a second
        copy of a text imported at the same moment is still recognised as a duplicate."""
        self._to_commit.append(prepared)
        self._commit_next()

    def _commit_next(self) -> None:
        if self._committing or not self._to_commit:
            return
        prepared = self._to_commit.pop(0)
        try:
            existing = self.library.duplicate_of(prepared)  # one indexed query
            policy = OnDuplicate.NEW_VERSION
            if existing is not None:
                choice = ask_duplicate(self.main_window, prepared.source_name, existing)
                policy = (
                    OnDuplicate.NEW_VERSION
                    if choice is DuplicateChoice.NEW_VERSION
                    else OnDuplicate.SKIP
                )
        except WriterLensError as exc:
            self._import_problems.append(said(exc))
            self._import_done()
            self._commit_next()
            return
        # Storing a novel (a megabyte of text written, then read back) took ~10 ms of the
        # GUI thread: it runs in a worker (tests/benchmarks/ui_stall.py, import scenario).
        library = self.library
        self._committing = True
        self.workers.start(
            lambda _p, _c: library.commit_import(prepared, policy),
            self._committed,
            self._commit_failed,
        )

    def _commit_failed(self, exc: BaseException) -> None:
        self._committing = False
        try:
            self._import_failed(exc)
        finally:
            self._commit_next()

    def _committed(self, outcome: ImportOutcome) -> None:
        self._committing = False
        try:
            if outcome.manuscript is not None:
                self.main_window.refresh(select_id=outcome.manuscript.id)
                words = number(outcome.manuscript.words)
                self._import_result = QCoreApplication.translate(
                    "MainWindow", "Imported “{title}” ({words} words)."
                ).format(title=outcome.manuscript.title, words=words)
            for warning in outcome.warnings:
                self._import_problems.append(said(warning))
        finally:
            self._import_done()
            self._commit_next()

    def _import_failed(self, exc: BaseException) -> None:
        if not isinstance(exc, WriterLensError):
            self._import_done()
            raise exc
        self._import_problems.append(said(exc))
        self._import_done()

    def _import_done(self) -> None:
        self._pending_imports -= 1
        if self._pending_imports > 0:
            return
        # A finished job's progress message never stays: the outcome replaces it, for a while.
        result, self._import_result = self._import_result, None
        if result:
            self.main_window.statusBar().showMessage(result, 8000)
        else:
            self.main_window.statusBar().clearMessage()
        problems, self._import_problems = self._import_problems, []
        if problems:
            box = QMessageBox(self.main_window)
            box.setObjectName("importProblems")
            box.setIcon(QMessageBox.Icon.Warning)
            box.setWindowTitle(QCoreApplication.translate("MainWindow", "Import"))
            box.setTextFormat(Qt.TextFormat.PlainText)  # a quoted file name is never HTML
            box.setText("\n\n".join(problems))
            box.open()
        self.main_window.imports_finished.emit()
