"""The library window's backups: Back Up Now, Restore From Backup…, the once-a-day backup
while the app runs (checked hourly; nothing when unchanged) and the one when it closes. The
backup dialog and the backup service are imported when first used (issue #29).

Its texts are the library window's: they are translated in the context "MainWindow".
"""

from __future__ import annotations

import sqlite3
from contextlib import suppress
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer

from writerlens.domain import WriterLensError
from writerlens.ui.errors import said

if TYPE_CHECKING:
    from writerlens.store.backup import BackupInfo
    from writerlens.ui.backups import RestoreDialog
    from writerlens.ui.main_window import MainWindow


class LibraryBackups:
    """Owned by the library window (``MainWindow.backups``)."""

    def __init__(self, window: MainWindow) -> None:
        self.main_window = window
        self.library = window.library
        self.restore_dialog: RestoreDialog | None = None
        # the once-a-day backup while the app runs (checked hourly; nothing when unchanged)
        self._daily_backup = QTimer(window)
        self._daily_backup.setInterval(3_600_000)
        self._daily_backup.timeout.connect(self.daily_backup)
        if not self.library.read_only:
            self._daily_backup.start()

    def back_up_now(self) -> BackupInfo | None:
        from writerlens.ui.backups import back_up_now

        return back_up_now(self.library, self.main_window)

    def open_restore(self) -> RestoreDialog:
        if self.restore_dialog is None:
            from writerlens.ui.backups import RestoreDialog

            self.restore_dialog = RestoreDialog(self.library, self.main_window)
            self.restore_dialog.restored.connect(self.main_window.show_restored)
            # windows that show the library's rows close before it is replaced under them
            self.restore_dialog.about_to_restore.connect(self.main_window.story_windows.close_all)
        else:
            self.restore_dialog.reload()
        self.restore_dialog.open()
        return self.restore_dialog

    def daily_backup(self) -> None:
        if self.library.read_only:
            return
        try:
            from writerlens.services import backups  # an hour in, or at closing (#29)

            backups.maybe_daily_backup(self.library)
        except (WriterLensError, sqlite3.Error, OSError) as exc:
            self.main_window.statusBar().showMessage(
                QCoreApplication.translate(
                    "MainWindow", "The daily backup could not be made: {problem}"
                ).format(problem=said(exc))
            )

    def at_close(self) -> None:
        """The app closes: no more daily checks, and the backup when it closes."""
        self._daily_backup.stop()
        if not self.library.read_only:
            # the backup when the app closes (nothing when unchanged since the newest one); a
            # failure must not keep the writer from closing: the next start can try again
            with suppress(WriterLensError, sqlite3.Error, OSError):
                from writerlens.services import backups

                backups.closing_backup(self.library)
