"""Backups in the window: File → Back Up Now, File → Restore From Backup…, the Backups page of
Settings (where they go), and the automatic ones (daily while the app runs, and on closing).

The work is :mod:`writerlens.services.backups`; this module only asks and tells. A backup file
is the whole library, so the same dialog moves a library to a new computer: copy a backup
there and choose it with "Restore From File…".
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from writerlens.domain import WriterLensError
from writerlens.services import backups
from writerlens.services.library import Library
from writerlens.store.backup import BackupInfo
from writerlens.store.failures import FailureError, classify
from writerlens.ui.errors import show_error
from writerlens.ui.layout_memory import fit_on_screen
from writerlens.ui.settings.common import intro, page_layout
from writerlens.ui.tr_context import TrContext

BackupText = TrContext("BackupText")
T = TypeVar("T")


def _reason(info: BackupInfo) -> str:
    return {
        "manual": BackupText.tr("made by you"),
        "daily": BackupText.tr("daily"),
        "close": BackupText.tr("on closing"),
        "before-restore": BackupText.tr("before a restore"),
    }.get(info.reason, info.reason)


def back_up_now(library: Library, parent: QWidget | None) -> BackupInfo | None:
    """Make a checked backup now; tells the writer where it went, or what went wrong."""
    try:
        info = safely(library, lambda: backups.back_up(library, "manual"))
    except WriterLensError as exc:
        show_error(parent, exc)
        return None
    box = QMessageBox(
        QMessageBox.Icon.Information,
        BackupText.tr("Backed Up"),
        BackupText.tr(
            "Backed up {stories} stories and {reviews} reviews to {path}. The backup was "
            "checked: SQLite read it back whole, with every row."
        ).format(stories=info.stories, reviews=info.reviews, path=info.path),
        QMessageBox.StandardButton.Ok,
        parent,
    )
    box.setObjectName("backedUpDialog")
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return info


def safely(library: Library, action: Callable[[], T]) -> T:
    """Run a backup action; a disk or SQLite failure becomes the plain message of its kind."""
    try:
        return action()
    except (sqlite3.Error, OSError) as exc:
        raise FailureError(classify(exc, library.store.path)) from exc


class RestoreDialog(QDialog):
    """The backups, newest first, with their date, stories and reviews; Restore puts the
    chosen one back after backing up the library as it is."""

    #: Emitted after a restore (the window reloads everything it shows).
    restored = Signal(object)
    #: Emitted when the writer has said yes, before the library is replaced (windows that show
    #: its rows close first).
    about_to_restore = Signal()

    def __init__(self, library: Library, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self.setObjectName("restoreDialog")
        self.setWindowTitle(self.tr("Restore From Backup"))
        fit_on_screen(self, QSize(720, 420))  # a small screen shows it whole
        layout = QVBoxLayout(self)
        self.folder_label = QLabel()
        self.folder_label.setWordWrap(True)
        self.folder_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.folder_label)
        self.table = QTableWidget(0, 4)
        self.table.setObjectName("backupTable")
        self.table.setHorizontalHeaderLabels(
            [self.tr("Made"), self.tr("Why"), self.tr("Stories"), self.tr("Reviews")]
        )
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.itemSelectionChanged.connect(self._update)
        layout.addWidget(self.table, 1)
        note = QLabel(
            self.tr(
                "Restoring replaces your library with the backup. The library as it is now "
                "is backed up first, so a restore can be undone from this list."
            )
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.restore_button = buttons.addButton(
            self.tr("&Restore"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.restore_button.setObjectName("restoreButton")
        self.restore_button.clicked.connect(self.restore_selected)
        self.file_button = buttons.addButton(
            self.tr("Restore From &File…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.file_button.clicked.connect(self.restore_from_file)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.backups: list[BackupInfo] = []
        self.reload()

    def reload(self) -> None:
        folder = backups.backup_folder(self.library)
        self.backups = backups.backups(self.library)
        self.folder_label.setText(self.tr("Backups in {folder}").format(folder=folder))
        self.table.setRowCount(len(self.backups))
        for row, info in enumerate(self.backups):
            made = info.made_at.astimezone().strftime("%Y-%m-%d %H:%M")
            cells = (made, _reason(info), str(info.stories), str(info.reviews))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column >= 2:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(row, column, item)
        if self.backups:
            self.table.selectRow(0)
        self._update()

    def _update(self) -> None:
        self.restore_button.setEnabled(
            bool(self.table.selectionModel().selectedRows()) and not self.library.read_only
        )
        self.file_button.setEnabled(not self.library.read_only)

    def selected(self) -> BackupInfo | None:
        rows = self.table.selectionModel().selectedRows()
        return self.backups[rows[0].row()] if rows else None

    def restore_selected(self) -> None:
        info = self.selected()
        if info is not None:
            self.restore(info.path, info)

    def restore_from_file(self) -> None:
        name, _filter = QFileDialog.getOpenFileName(
            self,
            self.tr("Choose a WriterLens Backup"),
            str(backups.backup_folder(self.library)),
            self.tr("WriterLens backups (*.sqlite3);;All files (*)"),
        )
        if name:
            self.restore(Path(name), None)

    def confirm(self, info: BackupInfo) -> bool:
        answer = QMessageBox.question(
            self,
            self.tr("Restore This Backup?"),
            self.tr(
                "Replace your library with the backup made {made} ({stories} stories, "
                "{reviews} reviews)? Your library as it is now is backed up first."
            ).format(
                made=info.made_at.astimezone().strftime("%Y-%m-%d %H:%M"),
                stories=info.stories,
                reviews=info.reviews,
            ),
        )
        return answer == QMessageBox.StandardButton.Yes

    def restore(self, path: Path, info: BackupInfo | None) -> bool:
        try:
            from writerlens.store.backup import check_restorable

            info = check_restorable(path)
            if not self.confirm(info):
                return False
            self.about_to_restore.emit()
            restored, _before = safely(self.library, lambda: backups.restore(self.library, path))
        except WriterLensError as exc:
            show_error(self, exc)
            return False
        self.reload()
        self.restored.emit(restored)
        QMessageBox.information(
            self,
            self.tr("Restored"),
            self.tr(
                "Your library now holds the backup's {stories} stories and {reviews} reviews. "
                "The library as it was is kept as the backup at the top of this list."
            ).format(stories=restored.stories, reviews=restored.reviews),
        )
        return True


class BackupsPage(QWidget):
    """Settings → Backups: where backups go, and what a backup is."""

    changed = Signal()

    def __init__(self, library: Library, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library = library
        layout = page_layout(self)
        layout.addWidget(
            intro(
                self.tr(
                    "WriterLens backs up your library when you close it, and once a day while "
                    "it is open. It keeps the last five backups and one a week for a month. "
                    "Each backup is one file that holds your whole library, every story, "
                    "summary and review, exactly: to move to a new computer, copy the newest "
                    "backup there and open it with File → Restore From Backup… → Restore From "
                    "File…."
                )
            )
        )
        self.folder = QLabel()
        self.folder.setObjectName("backupFolder")
        self.folder.setWordWrap(True)
        self.folder.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.folder)
        row = QHBoxLayout()
        self.change = QPushButton(self.tr("&Change Folder…"))
        self.change.clicked.connect(self.choose)
        self.default = QPushButton(self.tr("Use the &Default Folder"))
        self.default.clicked.connect(lambda: self.set_folder(None))
        self.change.setAccessibleName(self.tr("Change the backup folder"))
        self.default.setAccessibleName(self.tr("Use the default backup folder"))
        row.addWidget(self.change)
        row.addWidget(self.default)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addStretch(1)
        self._show()

    def _show(self) -> None:
        self.folder.setText(
            self.tr("Backups go to: {folder}").format(folder=backups.backup_folder(self.library))
        )
        self.change.setEnabled(not self.library.read_only)
        self.default.setEnabled(not self.library.read_only)

    def choose(self) -> None:
        name = QFileDialog.getExistingDirectory(
            self, self.tr("Choose the Backup Folder"), str(backups.backup_folder(self.library))
        )
        if name:
            self.set_folder(Path(name))

    def set_folder(self, folder: Path | None) -> None:
        try:
            backups.set_backup_folder(self.library, folder)
        except WriterLensError as exc:
            show_error(self, exc)
            return
        self._show()
        self.changed.emit()
