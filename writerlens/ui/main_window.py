"""The main window: the library on the left, the story being read on the right."""

from __future__ import annotations

from collections.abc import Iterable
from contextlib import suppress
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSize, QSortFilterProxyModel, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QKeySequence,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QSplitter,
    QStackedWidget,
    QStyle,
    QTableView,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from writerlens import APP_NAME
from writerlens.domain import LibraryEntry, Manuscript, ReviewStatus, WriterLensError
from writerlens.services.library import Library
from writerlens.ui.dialogs import WelcomeDialog, bring_forward, show_about
from writerlens.ui.errors import show_error
from writerlens.ui.layout_memory import fit_on_screen, remember, restore, restore_splitters
from writerlens.ui.library_backups import LibraryBackups
from writerlens.ui.library_columns import TitleFirst
from writerlens.ui.library_model import ID_ROLE, SORT_ROLE, LibraryModel
from writerlens.ui.reader import ReaderPane, story_blocks
from writerlens.ui.sample_welcome import SampleWelcome
from writerlens.ui.story_import import StoryImport
from writerlens.ui.story_reading import StoryReading
from writerlens.ui.story_windows import StoryWindows
from writerlens.ui.study.menu import StudyMenu
from writerlens.ui.warming import (  # imported from here by tests and benchmarks
    READING,  # noqa: F401
    TOKENS,  # noqa: F401
    ensure_warm,  # noqa: F401
    warm_up_for_gui,  # noqa: F401
)
from writerlens.ui.work_indicator import WorkIndicator
from writerlens.ui.workers import Workers

if TYPE_CHECKING:  # each screen is imported when the writer first opens it (issue #29)
    from writerlens.ui.backups import RestoreDialog
    from writerlens.ui.review.window import ReviewWindow
    from writerlens.ui.settings import SettingsDialog
    from writerlens.ui.summarize import SummarizeDialog


class MainWindow(StoryReading, QMainWindow):
    #: Emitted after every import round (tests and the status bar listen to it).
    imports_finished = Signal()
    #: Emitted when the reader shows a story (its id).
    story_shown = Signal(int)

    def __init__(self, library: Library, workers: Workers | None = None) -> None:
        super().__init__()
        self.library = library
        self.workers = workers or Workers(self)
        self._shown_id: int | None = None
        self.sample_welcome = SampleWelcome(self)  # the first start's sample, and the welcome
        self.story_import = StoryImport(self)  # the import rounds: files offered, duplicates
        self.story_windows = StoryWindows(self)  # the review and Summarize windows, per story
        self.backups = LibraryBackups(self)  # Back Up Now, Restore, daily and closing backups
        self.settings_dialog: SettingsDialog | None = None
        self.study = StudyMenu(self, library, self.workers)  # the Study menu and its screens

        self.setWindowTitle(APP_NAME)
        self.setObjectName("mainWindow")
        self.setAcceptDrops(True)
        fit_on_screen(self, QSize(1280, 800))

        self.model = LibraryModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)
        self.proxy.setFilterKeyColumn(LibraryModel.TITLE)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)

        self._build_actions()
        self._build_toolbar()
        self._build_central()
        self._build_menus()
        self.statusBar().showMessage(self.tr("Your stories stay on this computer."))
        self.work = WorkIndicator(lambda: self.summarize_dialogs, self._title_of, self)
        self.work.open_requested.connect(self.story_windows.open_work)
        self.statusBar().addPermanentWidget(self.work)
        self._save_place = QTimer(self)
        self._save_place.setSingleShot(True)
        self._save_place.setInterval(800)
        self._save_place.timeout.connect(self.remember_reading_place)
        self.reader.text.verticalScrollBar().valueChanged.connect(
            lambda _v: self._save_place.start()
        )
        restore(library, "main", self, {"library": self.splitter})
        if library.read_only:
            self.setWindowTitle(self.tr("{app} (read-only)").format(app=APP_NAME))
            self.statusBar().showMessage(
                self.tr(
                    "Read-only: this library is open in another WriterLens or cannot be "
                    "written. You can read everything; nothing can be changed here."
                )
            )
        self.refresh()

    # -- building ----------------------------------------------------------------------------

    def _build_actions(self) -> None:
        self.import_action = QAction(
            self.style().standardIcon(QStyle.StandardPixmap.SP_DialogOpenButton),
            self.tr("&Import…"),
            self,
        )
        self.import_action.setShortcut(QKeySequence.StandardKey.Open)
        self.import_action.setToolTip(
            self.tr("Import stories (.txt, .md, .docx, .odt, .epub, .rtf)")
        )
        self.import_action.triggered.connect(self.story_import.choose_files)
        self.review_action = QAction(
            self.style().standardIcon(QStyle.StandardPixmap.SP_FileDialogDetailedView),
            self.tr("&Review Summaries"),
            self,
        )
        self.review_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_R))
        self.review_action.setToolTip(
            self.tr("Judge this story's summaries blind: rate them, mark mistakes, rank them")
        )
        self.review_action.triggered.connect(self.review_selected)
        self.read_action = QAction(self.tr("Read the Summaries"), self)
        self.read_action.setToolTip(
            self.tr("Read this story's summaries with the models' names, outside the blind review")
        )
        self.read_action.triggered.connect(self.read_summaries)
        self.read_action.setEnabled(False)
        self.summarize_action = QAction(
            self.style().standardIcon(QStyle.StandardPixmap.SP_MediaPlay),
            self.tr("&Summarize…"),
            self,
        )
        self.summarize_action.setShortcut(
            QKeySequence(Qt.Modifier.CTRL | Qt.Modifier.SHIFT | Qt.Key.Key_S)
        )
        self.summarize_action.setToolTip(
            self.tr("Get summaries of this story from up to three models")
        )
        self.summarize_action.triggered.connect(self.summarize_selected)
        self.summarize_action.setEnabled(False)
        self.rename_action = QAction(self.tr("&Rename…"), self)
        self.rename_action.setShortcut(QKeySequence(Qt.Key.Key_F2))
        self.rename_action.triggered.connect(self.rename_selected)
        self.remove_action = QAction(self.tr("Re&move from Library…"), self)
        self.remove_action.setShortcut(QKeySequence.StandardKey.Delete)
        self.remove_action.triggered.connect(self.remove_selected)
        self.about_action = QAction(self.tr("&About {app}").format(app=APP_NAME), self)
        self.about_action.triggered.connect(lambda: show_about(self))
        self.glossary_action = QAction(self.tr("&Glossary"), self)
        self.glossary_action.setToolTip(self.tr("What each number WriterLens shows means"))
        self.glossary_action.triggered.connect(self.show_glossary)
        self.welcome_action = QAction(self.tr("&Welcome"), self)
        self.welcome_action.triggered.connect(self.show_welcome)
        self.settings_action = QAction(self.tr("&Settings…"), self)
        self.settings_action.setShortcuts(
            QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences)
            or [QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_Comma)]
        )
        self.settings_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.settings_action.setToolTip(self.tr("API keys, models, servers and privacy"))
        self.settings_action.triggered.connect(self.open_settings)
        self.backup_action = QAction(self.tr("&Back Up Now"), self)
        self.backup_action.setToolTip(self.tr("Make a checked backup of your whole library now"))
        self.backup_action.triggered.connect(self.backups.back_up_now)
        self.restore_action = QAction(self.tr("Restore From &Backup…"), self)
        self.restore_action.setToolTip(
            self.tr("Put back an earlier backup, or open a library brought from another computer")
        )
        self.restore_action.triggered.connect(self.backups.open_restore)
        self.quit_action = QAction(self.tr("&Quit"), self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        for action in (self.review_action, self.rename_action, self.remove_action):
            action.setEnabled(False)

    def show_glossary(self) -> None:
        from writerlens.ui.glossary_dialog import show_glossary  # when asked for (#29)

        show_glossary(self)

    def _build_toolbar(self) -> None:
        bar = QToolBar(self.tr("Library"), self)
        bar.setObjectName("libraryToolbar")
        bar.setMovable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        bar.addAction(self.import_action)
        bar.addAction(self.summarize_action)
        bar.addAction(self.review_action)
        self.addToolBar(bar)

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        file_menu.addAction(self.import_action)
        file_menu.addSeparator()
        file_menu.addAction(self.backup_action)
        file_menu.addAction(self.restore_action)
        file_menu.addSeparator()
        file_menu.addAction(self.settings_action)
        file_menu.addAction(self.quit_action)
        story_menu = self.menuBar().addMenu(self.tr("&Story"))
        story_menu.addAction(self.summarize_action)
        story_menu.addAction(self.review_action)
        story_menu.addAction(self.read_action)
        story_menu.addAction(self.reader.find_action)
        story_menu.addSeparator()
        story_menu.addAction(self.rename_action)
        story_menu.addAction(self.remove_action)
        self.menuBar().addMenu(self.study.menu)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        help_menu.addAction(self.welcome_action)
        help_menu.addAction(self.glossary_action)
        help_menu.addAction(self.about_action)

    def _build_central(self) -> None:
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Find a story by title"))
        self.search.setAccessibleName(self.tr("Find a story by title"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.proxy.setFilterFixedString)

        self.table = QTableView()
        self.table.setObjectName("libraryTable")
        self.table.setAccessibleName(self.tr("Library"))
        self.table.setModel(self.proxy)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(LibraryModel.IMPORTED, Qt.SortOrder.DescendingOrder)
        self.table.setAlternatingRowColors(True)
        self.table.setShowGrid(False)
        self.table.setWordWrap(False)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._context_menu)
        self.table.doubleClicked.connect(lambda _index: self.open_selected())
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(LibraryModel.TITLE, QHeaderView.ResizeMode.Stretch)
        for column in (LibraryModel.WORDS, LibraryModel.IMPORTED, LibraryModel.SUMMARIES):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(LibraryModel.REVIEW, QHeaderView.ResizeMode.ResizeToContents)
        self.title_first = TitleFirst(
            self.table, LibraryModel.TITLE, (LibraryModel.IMPORTED, LibraryModel.WORDS)
        )
        self.table.selectionModel().currentRowChanged.connect(lambda *_: self._selection_changed())

        self.empty_hint = QLabel(
            self.tr(
                "<p style='font-size:large'><b>Your library is empty</b></p>"
                "<p>Drop a story here, or use <b>Import…</b>.</p>"
                "<p>WriterLens reads .txt, .md, .docx, .odt, .epub and .rtf files.</p>"
            )
        )
        self.empty_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_hint.setWordWrap(True)
        self.empty_hint.setObjectName("emptyHint")

        self.left_stack = QStackedWidget()
        self.left_stack.addWidget(self.table)
        self.left_stack.addWidget(self.empty_hint)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(8, 8, 0, 8)
        left_layout.addWidget(self.search)
        left_layout.addWidget(self.left_stack, 1)

        self.reader = ReaderPane()
        self.reader.filled.connect(self._story_filled)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.setObjectName("mainSplitter")
        splitter.addWidget(left)
        splitter.addWidget(self.reader)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([600, 680])
        splitter.setCollapsible(1, False)  # the library list folds away; the reader stays
        self.splitter = splitter
        self.setCentralWidget(splitter)

    # -- the library list --------------------------------------------------------------------

    def refresh(self, select_id: int | None = None) -> None:
        selected = self.selected_id()
        keep = select_id if select_id is not None else selected
        changed = self.model.set_entries(self.library.entries())
        if not changed and keep == selected and self.model.rowCount():
            return  # nothing the list shows has changed (a review's highlight, most often)
        self.left_stack.setCurrentWidget(self.table if self.model.rowCount() else self.empty_hint)
        if keep is not None:
            self.select(keep)
        elif self.proxy.rowCount() == 0:
            self._shown_id = None
            self.reader.show_nothing()
        self._update_actions()

    def entries(self) -> list[LibraryEntry]:
        return [self.model.entry(r) for r in range(self.model.rowCount())]

    def select(self, manuscript_id: int) -> bool:
        row = self.model.row_of(manuscript_id)
        if row is None:
            return False
        index = self.proxy.mapFromSource(self.model.index(row, 0))
        if not index.isValid():
            return False
        self.table.setCurrentIndex(index)
        self.table.scrollTo(index)
        self._selection_changed()
        return True

    def selected_id(self) -> int | None:
        index = self.table.currentIndex()
        return index.data(ID_ROLE) if index.isValid() else None

    def _selection_changed(self) -> None:
        self._update_actions()
        manuscript_id = self.selected_id()
        if manuscript_id is None:
            self._shown_id = None
            self.reader.show_nothing()
            return
        if manuscript_id == self._shown_id:
            return
        self.remember_reading_place()
        self._shown_id = manuscript_id
        self.reader.show_loading(self.model.entry(self.model.row_of(manuscript_id) or 0).title)
        library = self.library

        def load(_progress: Any, _cancel: Any) -> tuple[Manuscript, list[tuple[str, bool]]]:
            manuscript = library.manuscript(manuscript_id)
            return manuscript, story_blocks(manuscript.text)

        self.workers.start(load, self._show_loaded, self._load_failed, key="reader")

    def _show_loaded(self, loaded: tuple[Manuscript, list[tuple[str, bool]]]) -> None:
        manuscript, blocks = loaded
        if manuscript.id != self._shown_id:
            return
        self._restoring_place = True
        self.reader.show_manuscript(manuscript, blocks)
        place = self.library.view_setting(f"reader.place.{manuscript.id}")
        if isinstance(place, int) and place > 0:
            self.reader.scroll_to_offset(place)
        self._restoring_place = False

    def _story_filled(self) -> None:
        if self._shown_id is not None:
            self.story_shown.emit(self._shown_id)

    def _load_failed(self, exc: BaseException) -> None:
        self._shown_id = None
        self.refresh()
        show_error(self, exc)

    def _update_actions(self) -> None:
        selected = self.selected_id()
        has = selected is not None
        self.rename_action.setEnabled(has)
        self.remove_action.setEnabled(has)
        self.summarize_action.setEnabled(has)
        row = self.model.row_of(selected) if selected is not None else None
        reviewable = (
            row is not None and self.model.entry(row).review_status is not ReviewStatus.NO_SUMMARIES
        )
        self.review_action.setEnabled(reviewable)
        self.read_action.setEnabled(reviewable)

    def _context_menu(self, pos: Any) -> None:
        if not self.table.indexAt(pos).isValid():
            return
        menu = QMenu(self)
        menu.addAction(self.summarize_action)
        menu.addAction(self.review_action)
        menu.addAction(self.rename_action)
        menu.addAction(self.remove_action)
        menu.exec(self.table.viewport().mapToGlobal(pos))

    # -- importing ---------------------------------------------------------------------------

    def import_files(self, paths: Iterable[Path]) -> None:
        """Read each file in the background; store it (asking about duplicates) when read."""
        self.story_import.import_files(paths)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        self.story_import.drag_entered(event)

    def dropEvent(self, event: QDropEvent) -> None:
        self.story_import.dropped(event)

    # -- story actions -----------------------------------------------------------------------

    def review_selected(self) -> ReviewWindow | None:
        return self.story_windows.review_selected()

    def summarize_selected(self) -> SummarizeDialog | None:
        """One non-modal dialog per story; it may be hidden with jobs still running."""
        return self.story_windows.summarize_selected()

    @property
    def review_windows(self) -> dict[int, ReviewWindow]:
        return self.story_windows.review_windows

    @property
    def summarize_dialogs(self) -> dict[int, SummarizeDialog]:
        return self.story_windows.summarize_dialogs

    @property
    def summarize_dialog(self) -> SummarizeDialog | None:
        return self.story_windows.summarize_dialog

    def _title_of(self, manuscript_id: int) -> str:
        row = self.model.row_of(manuscript_id)
        return self.model.entry(row).title if row is not None else ""

    def open_settings(self) -> SettingsDialog:
        """One non-modal Settings window, kept for the session (it holds running tests)."""
        if self.settings_dialog is None:
            from writerlens.ui.settings import SettingsDialog

            self.settings_dialog = SettingsDialog(self.library, self)
            self.settings_dialog.changed.connect(self.story_windows.reload_models)
        bring_forward(self.settings_dialog)
        return self.settings_dialog

    def rename_selected(self) -> None:
        manuscript_id = self.selected_id()
        if manuscript_id is None:
            return
        entry = self.library.entry(manuscript_id)
        from PySide6.QtWidgets import QInputDialog  # a dialog the writer opens (#29)

        title, ok = QInputDialog.getText(
            self, self.tr("Rename story"), self.tr("Title:"), QLineEdit.EchoMode.Normal, entry.title
        )
        if not ok:
            return
        try:
            self.library.rename(manuscript_id, title)
        except WriterLensError as exc:
            show_error(self, exc)
            return
        self._shown_id = None
        self.refresh(select_id=manuscript_id)

    def remove_selected(self) -> None:
        manuscript_id = self.selected_id()
        if manuscript_id is None:
            return
        entry = self.library.entry(manuscript_id)
        answer = QMessageBox.question(
            self,
            self.tr("Remove story"),
            self.tr(
                "Remove “{title}” from your library? Its {n} summaries and your review of "
                "them are removed too. The file you imported it from is not touched."
            ).format(title=entry.title, n=entry.summaries),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        self.remove_story(manuscript_id)

    def remove_story(self, manuscript_id: int) -> None:
        window = self.review_windows.pop(manuscript_id, None)
        if window is not None:
            window.close()
        self.library.remove(manuscript_id)
        self._shown_id = None
        self.table.clearSelection()
        self.table.setCurrentIndex(self.proxy.index(-1, -1))
        self.refresh()
        if self.proxy.rowCount():
            self.table.selectRow(0)
            self._selection_changed()

    # -- first start -------------------------------------------------------------------------

    def start(self) -> None:
        """After the window is shown: on first start, put the sample in and say hello.

        Nothing is warmed up here: the tokenizer and the pronunciation dictionary are loaded
        by the first work that needs them (:func:`ensure_warm`)."""
        if self.library.sample_offered() or self.library.read_only:
            if self.proxy.rowCount():
                self.table.selectRow(0)
                self._selection_changed()
            return
        self.sample_welcome.add_sample()

    def show_welcome(self) -> None:
        self.sample_welcome.show_welcome()

    @property
    def welcome(self) -> WelcomeDialog | None:
        return self.sample_welcome.welcome

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not getattr(self, "_splitters_restored", False):
            self._splitters_restored = True
            restore_splitters(self.library, "main", {"library": self.splitter})
            if not self.library.view_setting("main.split.library"):
                QTimer.singleShot(0, self._fit_library_pane)

    def _fit_library_pane(self) -> None:
        """Widen the library list (never the reader below 520px) until titles have room
        beside the other columns: their headers run longer in German or Spanish, and an
        even split left "The Lamplighter's…" cut short. Only while no split is remembered."""
        header = self.table.horizontalHeader()
        others = sum(
            header.sectionSize(c) for c in range(header.count()) if c != LibraryModel.TITLE
        )
        wanted = others + 260 + self.table.verticalScrollBar().sizeHint().width() + 16
        left, right = self.splitter.sizes()
        if not right or left >= wanted:
            return
        total = left + right
        left = max(left, min(wanted, total - 520))
        self.splitter.setSizes([left, total - left])

    # -- backups -----------------------------------------------------------------------------

    def open_restore(self) -> RestoreDialog:
        return self.backups.open_restore()

    def show_restored(self, _info: object) -> None:
        """A backup was put back: the library as it now is."""
        self._shown_id = None
        self.refresh()
        if self.proxy.rowCount():
            self.table.selectRow(0)
            self._selection_changed()

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.library.read_only:
            with suppress(WriterLensError):  # where the writer was: not worth a closing error
                self.remember_reading_place()
                remember(self.library, "main", self, {"library": self.splitter})
        self.story_windows.close_all()
        self.workers.cancel_all()
        self.workers.wait(5000)
        self.backups.at_close()
        super().closeEvent(event)
