"""The main window's Study menu and the study screens it opens.

The main window holds one :class:`StudyMenu` (``window.study``); the dialogs and the Study
window it opened stay reachable from it (``export_dialog``, ``join_dialog``,
``instructions_dialog``, ``create_dialog``, ``study_window``, ``leave_box``).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QMainWindow, QMenu, QMessageBox

from writerlens.domain import WriterLensError
from writerlens.services.library import Library
from writerlens.store import library as settings
from writerlens.ui.dialogs import bring_forward
from writerlens.ui.errors import show_error
from writerlens.ui.workers import Workers

if TYPE_CHECKING:  # each screen is imported when the writer first opens it (issue #29)
    from writerlens.services.study import Membership
    from writerlens.ui.study.create_study_dialog import CreateStudyDialog
    from writerlens.ui.study.export_dialog import ExportDialog
    from writerlens.ui.study.instructions_dialog import InstructionsDialog
    from writerlens.ui.study.join_dialog import JoinStudyDialog
    from writerlens.ui.study.study_window import StudyWindow

#: the library setting that keeps the study folder opened last
LAST_FOLDER = "study.last_folder"


class StudyMenu(QObject):
    #: joined, left or switched studies (the Summarize dialog and others may listen)
    membership_changed = Signal()

    def __init__(self, window: QMainWindow, library: Library, workers: Workers) -> None:
        super().__init__(window)
        self.window = window
        self.library = library
        self.workers = workers
        self.export_dialog: ExportDialog | None = None
        self.join_dialog: JoinStudyDialog | None = None
        self.instructions_dialog: InstructionsDialog | None = None
        self.create_dialog: CreateStudyDialog | None = None
        self.study_window: StudyWindow | None = None
        self.leave_box: QMessageBox | None = None

        self.export_action = QAction(self.tr("&Export for Study…"), window)
        self.export_action.setToolTip(
            self.tr("See exactly what would be sent, choose what to include, and save a bundle")
        )
        self.export_action.triggered.connect(self.show_export)
        self.join_action = QAction(self.tr("&Join a Study…"), window)
        self.join_action.setToolTip(self.tr("Open the study file a coordinator sent you"))
        self.join_action.triggered.connect(self.choose_study_file)
        self.instructions_action = QAction(self.tr("Study &Instructions…"), window)
        self.instructions_action.triggered.connect(self.show_instructions)
        self.leave_action = QAction(self.tr("&Leave Study…"), window)
        self.leave_action.triggered.connect(self.ask_leave)
        self.create_action = QAction(self.tr("&Create a Study File…"), window)
        self.create_action.setToolTip(self.tr("For coordinators: prepare a study for writers"))
        self.create_action.triggered.connect(self.show_create)
        self.folder_action = QAction(self.tr("Open Study &Folder…"), window)
        self.folder_action.setToolTip(
            self.tr("For coordinators: import writers' bundles and see the study's results")
        )
        self.folder_action.triggered.connect(self.choose_study_folder)
        self.release_action = QAction(self.tr("Open &Published Study Data…"), window)
        self.release_action.setToolTip(
            self.tr("For coordinators: the released data of Reading Subtext or BooookScore")
        )
        self.release_action.triggered.connect(self.open_published_data)

        self.menu = QMenu(self.tr("Stu&dy"), window)
        self.menu.setObjectName("studyMenu")
        self.menu.addAction(self.export_action)
        self.menu.addAction(self.join_action)
        self.menu.addAction(self.instructions_action)
        self.menu.addAction(self.leave_action)
        self.menu.addSeparator()
        self.menu.addAction(self.create_action)
        self.menu.addAction(self.folder_action)
        self.menu.addAction(self.release_action)
        # Instructions and Leave wait for the first look at the menu, which reads the study
        # joined (and loads the study code behind it): a start that never opens it pays nothing
        self.instructions_action.setEnabled(False)
        self.leave_action.setEnabled(False)
        self.menu.aboutToShow.connect(self.refresh)

    def current(self) -> Membership | None:
        from writerlens.services.study import membership

        try:
            return membership(self.library)
        except WriterLensError:
            return None

    def refresh(self) -> None:
        """Instructions and Leave are there only for a writer in a study."""
        member = self.current()
        joined = member is not None and member.study is not None
        self.instructions_action.setEnabled(joined)
        self.leave_action.setEnabled(joined or member is None)  # an unreadable study can go

    # -- a writer ------------------------------------------------------------------------------

    def show_export(self) -> ExportDialog | None:
        if self.export_dialog is not None and self.export_dialog.isVisible():
            bring_forward(self.export_dialog)
            return self.export_dialog
        from writerlens.ui.study.export_dialog import ExportDialog

        try:
            dialog = ExportDialog(self.library, self.workers, self.window)
        except WriterLensError as exc:
            show_error(self.window, exc)
            return None
        _replace(self.export_dialog)
        self.export_dialog = dialog
        dialog.show()
        return self.export_dialog

    def choose_study_file(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        from writerlens.study.formats import STUDY_SUFFIX  # the study's formats: on use (#29)

        path, _ = QFileDialog.getOpenFileName(
            self.window,
            self.tr("Join a study"),
            "",
            self.tr("WriterLens study files (*{suffix});;All files (*)").format(
                suffix=STUDY_SUFFIX
            ),
        )
        if path:
            self.open_study_file(Path(path))

    def open_study_file(self, path: Path) -> JoinStudyDialog:
        from writerlens.ui.study.join_dialog import JoinStudyDialog

        dialog = JoinStudyDialog(self.library, self.workers, self.window)
        dialog.joined.connect(self._joined)
        _replace(self.join_dialog)
        self.join_dialog = dialog
        dialog.load(path)
        dialog.open()
        return dialog

    def _joined(self, member: Membership) -> None:
        self.refresh()
        self.membership_changed.emit()
        if member.study is not None:
            self.window.statusBar().showMessage(
                self.tr("You joined “{title}” as {code}.").format(
                    title=member.study.title, code=member.participant
                ),
                10000,
            )
        self.show_instructions()  # shown once on joining; the menu has them after

    def show_instructions(self) -> InstructionsDialog | None:
        member = self.current()
        if member is None or member.study is None:
            return None
        from writerlens.ui.study.instructions_dialog import InstructionsDialog

        _replace(self.instructions_dialog)
        self.instructions_dialog = InstructionsDialog(member, self.window)
        self.instructions_dialog.show()
        return self.instructions_dialog

    def ask_leave(self) -> QMessageBox:
        member = self.current()
        title = member.study.title if member is not None and member.study is not None else ""
        box = QMessageBox(self.window)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Leave the study"))
        box.setText(
            self.tr("Leave the study “{title}”?").format(title=title)
            if title
            else self.tr("Leave the study you joined?")
        )
        box.setInformativeText(
            self.tr(
                "Your stories, summaries and reviews stay in your library. Exports will no "
                "longer carry the study's id, and reviews use WriterLens's own questions. You "
                "can join again with the study file: your ids stay the same."
            )
        )
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.button(QMessageBox.StandardButton.Yes).setText(self.tr("Leave the Study"))
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.finished.connect(
            lambda _result: self._leave_answered(
                box.clickedButton() is box.button(QMessageBox.StandardButton.Yes)
            )
        )
        self.leave_box = box
        box.open()
        return box

    def _leave_answered(self, yes: bool) -> None:
        if yes:
            self.leave()

    def leave(self) -> None:
        from writerlens.services.study import leave_study

        leave_study(self.library)
        if self.instructions_dialog is not None:
            self.instructions_dialog.close()
        self.refresh()
        self.membership_changed.emit()
        self.window.statusBar().showMessage(self.tr("You left the study."), 8000)

    # -- a coordinator -------------------------------------------------------------------------

    def show_create(self) -> CreateStudyDialog:
        if self.create_dialog is None or not self.create_dialog.isVisible():
            from writerlens.ui.study.create_study_dialog import CreateStudyDialog

            _replace(self.create_dialog)
            self.create_dialog = CreateStudyDialog(self.library, self.workers, self.window)
        self.create_dialog.show()
        self.create_dialog.raise_()
        return self.create_dialog

    def last_study_folder(self) -> Path | None:
        """The study folder opened last (kept in the library's settings), if it still exists."""
        value = settings.get_setting(self.library.store, LAST_FOLDER)
        if isinstance(value, str) and value and Path(value).is_dir():
            return Path(value)
        return None

    def _remember(self, path: Path) -> None:
        settings.set_setting(self.library.store, LAST_FOLDER, str(path))

    def choose_study_folder(self) -> None:
        """The Study window, on the folder opened last; from there a folder is opened or a new
        one created (a folder dialog cannot create one by name)."""
        window = self.open_study_folder()
        if window.folder is None:
            window.choose_folder()

    def open_published_data(self) -> StudyWindow:
        window = self.open_study_folder()
        window.choose_release()
        return window

    def open_study_folder(self, path: Path | None = None) -> StudyWindow:
        if self.study_window is None:
            from writerlens.ui.study.study_window import StudyWindow

            last = self.last_study_folder()
            self.study_window = StudyWindow(self.workers, self.window, last_folder=last)
            self.study_window.folder_opened.connect(self._remember)
            if path is None and last is not None:
                path = last
        if path is not None:
            self.study_window.open_folder(path)
        bring_forward(self.study_window)
        return self.study_window


def _replace(dialog: QDialog | None) -> None:
    """A screen opened again starts afresh; the old one goes (not kept hidden for the run)."""
    if dialog is not None:
        dialog.close()
        dialog.deleteLater()
