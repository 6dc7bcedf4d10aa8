"""The coordinator's Study window: a study folder, its imported bundles, the report's tables
and plots, and writing the report.

Importing, analysing, drawing and writing all run in workers; the tables and plots are laid
out from the same dictionary ``report.json`` holds, so the window and the report agree.
"""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QSize, Qt, QUrl, Signal
from PySide6.QtGui import QAction, QCloseEvent, QDesktopServices, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QSplitter,
    QStyle,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from writerlens.domain import Cancelled, CancelToken, WriterLensError
from writerlens.services import study as studies
from writerlens.services.study import ImportResult
from writerlens.study.formats import BUNDLE_SUFFIX
from writerlens.ui.errors import show_error
from writerlens.ui.layout_memory import fit_on_screen
from writerlens.ui.plural import plural
from writerlens.ui.study.import_results import ImportResults
from writerlens.ui.study.release_import import (
    choose_release_folder,
    make_new_folder,
    outcome_text,
    work_for,
)
from writerlens.ui.study.report_tables import counts_line
from writerlens.ui.study.report_tabs import ReportTabs
from writerlens.ui.study.table_model import ReportTableView
from writerlens.ui.study.task_bar import TaskBar
from writerlens.ui.workers import Task, Workers

if TYPE_CHECKING:
    from writerlens.study.coordinator.releases import ReleaseImport
    from writerlens.study.coordinator.report import ReportFiles


def open_url(url: QUrl) -> bool:
    """Hand a file to the desktop (a module function, so tests can stand in for it)."""
    return QDesktopServices.openUrl(url)


class StudyWindow(QMainWindow):
    analysed = Signal()
    plots_drawn = Signal()
    imported = Signal(object)  # list[ImportResult]
    report_written = Signal(object)  # ReportFiles
    task_failed = Signal(object)
    folder_opened = Signal(object)  # Path: the menu remembers it for next time
    release_imported = Signal(object)  # ReleaseImport

    def __init__(
        self, workers: Workers, parent: QWidget | None = None, last_folder: Path | None = None
    ) -> None:
        super().__init__(parent)
        self.workers = workers
        #: where the folder dialogs start: the folder opened last time
        self.last_folder = last_folder
        self.folder: Path | None = None
        self.status: studies.FolderStatus | None = None
        self.report: dict[str, Any] | None = None
        self.report_files: ReportFiles | None = None
        self._task: Task | None = None
        self.setObjectName("studyWindow")
        self.setWindowTitle(self.tr("Study"))
        fit_on_screen(self, QSize(1280, 800))  # title bar included, on a small screen too
        self._build_actions()

        self.heading = QLabel()
        self.heading.setObjectName("studyHeading")
        self.heading.setWordWrap(True)
        self.heading.setTextFormat(Qt.TextFormat.RichText)
        self.heading.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.tabs = ReportTabs()
        self.plots = self.tabs.plots
        self.results = ImportResults()
        results_box = QWidget()
        results_layout = QVBoxLayout(results_box)
        results_layout.setContentsMargins(0, 0, 0, 0)
        results_title = QLabel(self.tr("<b>Imported files</b>"))
        results_layout.addWidget(results_title)
        results_layout.addWidget(self.results, 1)
        self.results_box = results_box
        self.results_box.hide()
        split = QSplitter(Qt.Orientation.Vertical)
        report_area = QWidget()
        beside = QHBoxLayout(report_area)
        beside.setContentsMargins(0, 0, 0, 0)
        beside.addWidget(self.tabs.sections)
        beside.addWidget(self.tabs, 1)
        split.addWidget(report_area)
        split.addWidget(results_box)
        split.setStretchFactor(0, 4)
        split.setStretchFactor(1, 1)
        split.setSizes([560, 140])
        split.setChildrenCollapsible(False)
        self.task_bar = TaskBar()
        self.outcome = QLabel()
        self.outcome.setObjectName("studyOutcome")
        self.outcome.setWordWrap(True)
        self.outcome.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.outcome.hide()
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.addWidget(self.heading)
        layout.addWidget(split, 1)
        layout.addWidget(self.outcome)
        layout.addWidget(self.task_bar)
        self.setCentralWidget(body)
        self.tabs.show_report(None)
        self._show_heading()
        self._update_actions()

    def _build_actions(self) -> None:
        style = self.style()
        self.open_action = QAction(
            style.standardIcon(QStyle.StandardPixmap.SP_DirOpenIcon),
            self.tr("&Open Folder…"),
            self,
        )
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.setToolTip(self.tr("Choose the folder that collects this study's bundles"))
        self.open_action.triggered.connect(self.choose_folder)
        self.new_action = QAction(
            style.standardIcon(QStyle.StandardPixmap.SP_FileDialogNewFolder),
            self.tr("&New Study Folder…"),
            self,
        )
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.setToolTip(self.tr("Name a new folder for a new study; it is created"))
        self.new_action.triggered.connect(self.choose_new_folder)
        self.release_action = QAction(self.tr("Open &Published Study Data…"), self)
        self.release_action.setToolTip(
            self.tr("Import the released data of Reading Subtext or BooookScore into this folder")
        )
        self.release_action.triggered.connect(self.choose_release)
        self.import_action = QAction(
            style.standardIcon(QStyle.StandardPixmap.SP_ArrowDown),
            self.tr("&Import Bundles…"),
            self,
        )
        self.import_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_I))
        self.import_action.setToolTip(self.tr("Check the bundles writers sent and add them"))
        self.import_action.triggered.connect(self.choose_bundles)
        self.report_action = QAction(
            style.standardIcon(QStyle.StandardPixmap.SP_DialogSaveButton),
            self.tr("&Write Report…"),
            self,
        )
        self.report_action.setShortcut(QKeySequence.StandardKey.Save)
        self.report_action.setToolTip(
            self.tr("Write report.html, report.json and the tables as CSV into a folder")
        )
        self.report_action.triggered.connect(self.choose_report_folder)
        self.open_report_action = QAction(
            style.standardIcon(QStyle.StandardPixmap.SP_FileDialogContentsView),
            self.tr("O&pen Report"),
            self,
        )
        self.open_report_action.triggered.connect(self.open_report)
        self.close_action = QAction(self.tr("&Close"), self)
        self.close_action.setShortcut(QKeySequence.StandardKey.Close)
        self.close_action.triggered.connect(self.close)
        bar = QToolBar(self.tr("Study"), self)
        bar.setObjectName("studyToolbar")
        bar.setMovable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        for action in (
            self.open_action,
            self.new_action,
            self.import_action,
            self.report_action,
            self.open_report_action,
        ):
            bar.addAction(action)
        self.addToolBar(bar)
        menu = self.menuBar().addMenu(self.tr("&Study"))
        for action in (
            self.open_action,
            self.new_action,
            self.import_action,
            self.release_action,
            self.report_action,
            self.open_report_action,
        ):
            menu.addAction(action)
        menu.addSeparator()
        menu.addAction(self.close_action)

    # -- the folder ----------------------------------------------------------------------------

    def _start_dir(self) -> str:
        last = self.folder or self.last_folder
        return str(last.parent if last is not None else "")

    def choose_folder(self) -> None:
        path = QFileDialog.getExistingDirectory(
            self, self.tr("Choose the study's folder"), self._start_dir()
        )
        if path:
            self.open_folder(Path(path))

    def choose_new_folder(self) -> None:
        """A save dialog names a folder that does not exist yet (a folder dialog refuses such a
        name with "Directory not found"); it is created, then opened."""
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Name the new study folder"), self._start_dir()
        )
        if path:
            self.create_folder(Path(path))

    def create_folder(self, path: Path) -> bool:
        try:
            made = make_new_folder(Path(path))
        except WriterLensError as exc:
            show_error(self, exc)
            return False
        self.open_folder(made)
        return True

    def open_folder(self, path: Path) -> None:
        self.folder = Path(path)
        self.last_folder = self.folder
        self.folder_opened.emit(self.folder)
        self.report = None
        self.report_files = None
        self.results.clear()
        self.results.results.clear()
        self.results_box.hide()
        self.outcome.hide()
        self.setWindowTitle(self.tr("Study — {folder}").format(folder=self.folder.name))
        self.refresh()

    def refresh(self) -> None:
        """Read the folder and compute the report's numbers again (worker)."""
        folder = self.folder
        if folder is None:
            return

        def work(progress: Any, cancel: CancelToken) -> tuple[studies.FolderStatus, Any]:
            folder.mkdir(parents=True, exist_ok=True)
            status = studies.folder_status(folder)
            return status, studies.analyse_study(folder, progress=progress, cancel=cancel)

        self.heading.setText(self.tr("Reading the study folder…"))
        self.workers.start(
            work, self._analysed, self._analysis_failed, key=f"study-analysis-{id(self)}"
        )

    @property
    def views(self) -> dict[str, ReportTableView]:
        """The tables shown, by the report section they show (``ratings``, ``wilcoxon``, …)."""
        return self.tabs.views

    def _analysed(self, found: tuple[studies.FolderStatus, dict[str, Any] | None]) -> None:
        self.status, self.report = found
        self._show_heading()
        self.tabs.show_report(self.report)
        self._update_actions()
        self.analysed.emit()
        if self.report is None:
            self.plots.show_message(self.tr("The plots appear here once bundles are imported."))
            return
        report = self.report
        self.plots.show_message(self.tr("Drawing the plots…"))
        self.workers.start(
            lambda _progress, _cancel: studies.draw_plots(report),
            self._plots_drawn,
            self._plots_failed,
            key=f"study-plots-{id(self)}",
        )

    def _analysis_failed(self, exc: BaseException) -> None:
        self.status, self.report = None, None
        self._show_heading()
        self.tabs.show_report(None)
        self._update_actions()
        show_error(self, exc)
        self.task_failed.emit(exc)

    def _plots_drawn(self, plots: dict[str, bytes]) -> None:
        self.plots.set_plots(plots)
        self.plots_drawn.emit()

    def _plots_failed(self, exc: BaseException) -> None:
        self.plots.show_message(self.tr("The plots could not be drawn."))
        show_error(self, exc)

    def _show_heading(self) -> None:
        if self.folder is None:
            self.heading.setText(
                self.tr(
                    "<h2>No study folder open</h2><p>Choose <b>New Study Folder…</b> to start a "
                    "study, or <b>Open Folder…</b> for a folder you used before. <b>Open "
                    "Published Study Data…</b> (Study menu) imports Reading Subtext's or "
                    "BooookScore's released data.</p>"
                )
            )
            return
        status = self.status
        study_id = status.study_id if status else None
        title = (
            self.tr("Study “{id}”").format(id=escape(study_id))
            if study_id
            else self.tr("A new study folder")
        )
        lines = [f"<h2>{title}</h2>", f"<p>{escape(str(self.folder))}</p>"]
        if self.report is not None:
            lines.append(f"<p>{escape(counts_line(self.report))}</p>")
            lines += [f"<p><i>{escape(note)}</i></p>" for note in self.report["notes"]]
        else:
            lines.append(
                self.tr(
                    "<p>No bundles yet. Use <b>Import Bundles…</b> to add the {suffix} files "
                    "writers sent you; each is checked before it is accepted.</p>"
                ).format(suffix=BUNDLE_SUFFIX)
            )
        self.heading.setText("".join(lines))

    # -- importing -----------------------------------------------------------------------------

    def choose_bundles(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(
            self,
            self.tr("Import bundles"),
            "",
            self.tr("WriterLens bundles (*{suffix});;All files (*)").format(suffix=BUNDLE_SUFFIX),
        )
        if paths:
            self.import_files([Path(p) for p in paths])

    def import_files(self, paths: list[Path]) -> Task | None:
        folder = self.folder
        if folder is None or self._task is not None or not paths:
            return None
        done: list[ImportResult] = []
        total = len(paths)

        def work(progress: Any, cancel: CancelToken) -> list[ImportResult]:
            def one(result: ImportResult) -> None:
                done.append(result)
                progress(
                    QCoreApplication.translate(
                        "StudyWindow", "Checked {n} of {total}: {file}"
                    ).format(n=len(done), total=total, file=result.file)
                )

            return studies.import_bundles(folder, paths, progress=one, cancel=cancel)

        def failed(exc: BaseException) -> None:
            self._task_done()
            self._imported(list(done), cancelled=isinstance(exc, Cancelled))
            if not isinstance(exc, Cancelled):
                show_error(self, exc)

        task = self.workers.start(
            work,
            self._import_finished,
            failed,
            on_progress=self.task_bar.progress,
            progress_view=self.task_bar,
        )
        self._start_task(
            task,
            plural(total, self.tr("Checking 1 file…"), self.tr("Checking %n files…", "", total)),
        )
        return task

    def _import_finished(self, results: list[ImportResult]) -> None:
        self._task_done()
        self._imported(results)

    def _imported(self, results: list[ImportResult], cancelled: bool = False) -> None:
        self.results.add_results(results)
        self.results_box.show()
        accepted = sum(r.accepted for r in results)
        text = self.tr("{accepted} accepted, {rejected} rejected.").format(
            accepted=accepted, rejected=len(results) - accepted
        )
        if cancelled:
            text = plural(
                len(results),
                self.tr("Import cancelled after 1 file: {outcome}"),
                self.tr("Import cancelled after %n files: {outcome}", "", len(results)),
            ).format(outcome=text)
        self.outcome.setText(text)
        self.outcome.show()
        self.imported.emit(results)
        if accepted:
            self.refresh()

    # -- published data ------------------------------------------------------------------------

    def choose_release(self) -> None:
        """The published data first (what the coordinator came for), then, only when no study
        folder is open, a new folder to import it into."""
        source = choose_release_folder(self)
        if source is None:
            return
        if self.folder is None:
            self.choose_new_folder()
            if self.folder is None:
                return
        self.import_release(source)

    def import_release(self, source: Path) -> Task | None:
        folder = self.folder
        if folder is None or self._task is not None:
            return None

        def done(outcome: ReleaseImport) -> None:
            self._task_done()
            self._imported(outcome.results)
            self.outcome.setText(outcome_text(outcome))
            self.release_imported.emit(outcome)

        def failed(exc: BaseException) -> None:
            self._task_done()
            if not isinstance(exc, Cancelled):
                show_error(self, exc)
            self.task_failed.emit(exc)

        task = self.workers.start(
            work_for(source, folder),
            done,
            failed,
            on_progress=self.task_bar.progress,
            progress_view=self.task_bar,
        )
        self._start_task(task, self.tr("Converting and checking the published data…"))
        return task

    # -- the report ----------------------------------------------------------------------------

    def choose_report_folder(self) -> None:
        """A save dialog, so that the report's folder can be a new name (a folder dialog
        refuses one with "Directory not found"); a new folder is made, an existing one used."""
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Name the report's folder (a new one is made)"),
            self._start_dir(),
            options=QFileDialog.Option.ShowDirsOnly,
        )
        if path:
            self.write_report_into(Path(path))

    def write_report_into(self, out: Path) -> Task | None:
        """Make the report's folder when it is new, then write the report there."""
        if out.exists() and not out.is_dir():
            show_error(
                self,
                WriterLensError(
                    self.tr("{path} is a file. Choose a folder, or a new name for one.").format(
                        path=out
                    )
                ),
            )
            return None
        try:
            out.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            show_error(
                self,
                WriterLensError(
                    self.tr(
                        "The folder {path} could not be made ({reason}). Choose another place."
                    ).format(path=out, reason=exc.strerror or exc)
                ),
            )
            return None
        return self.write_report(out)

    def write_report(self, out: Path) -> Task | None:
        folder = self.folder
        if folder is None or self._task is not None:
            return None

        def work(progress: Any, cancel: CancelToken) -> ReportFiles:
            return studies.report(folder, out, plots=True, progress=progress, cancel=cancel)

        def failed(exc: BaseException) -> None:
            self._task_done()
            if isinstance(exc, Cancelled):
                self.outcome.setText(self.tr("Writing the report was cancelled."))
                self.outcome.show()
            else:
                show_error(self, exc)
            self.task_failed.emit(exc)

        task = self.workers.start(
            work,
            self._report_written,
            failed,
            on_progress=self.task_bar.progress,
            progress_view=self.task_bar,
        )
        self._start_task(task, self.tr("Writing the report…"))
        return task

    def _report_written(self, files: ReportFiles) -> None:
        self._task_done()
        self.report_files = files
        self.outcome.setText(
            self.tr(
                "The report is in {folder}: report.html (to read), report.json and the "
                "tables as CSV (for spreadsheets and R)."
            ).format(folder=files.html_path.parent)
        )
        self.outcome.show()
        self._update_actions()
        self.report_written.emit(files)

    def open_report(self) -> bool:
        if self.report_files is None:
            return False
        return open_url(QUrl.fromLocalFile(str(self.report_files.html_path)))

    # -- busy ----------------------------------------------------------------------------------

    def _start_task(self, task: Task, message: str) -> None:
        self._task = task
        self.task_bar.start(task, message)
        self._update_actions()

    def _task_done(self) -> None:
        self._task = None
        self.task_bar.finish()
        self._update_actions()

    def _update_actions(self) -> None:
        idle = self._task is None
        self.open_action.setEnabled(idle)
        self.import_action.setEnabled(idle and self.folder is not None)
        self.new_action.setEnabled(idle)
        self.release_action.setEnabled(idle)
        self.report_action.setEnabled(idle and self.report is not None)
        self.open_report_action.setEnabled(self.report_files is not None)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._task is not None:
            self._task.cancel()
        super().closeEvent(event)
