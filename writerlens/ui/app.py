"""Start the desktop app: QApplication, translations, error hook, library, main window."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from writerlens import APP_NAME, __version__
from writerlens.domain import WriterLensError
from writerlens.resources import resource_dir
from writerlens.services.library import Library, default_data_dir
from writerlens.store.db import DB_FILE_NAME
from writerlens.store.owner import OwnerLock
from writerlens.ui.errors import ExceptHook, said
from writerlens.ui.i18n import SETTING, apply_language
from writerlens.ui.main_window import MainWindow
from writerlens.ui.platform_check import check_platform
from writerlens.ui.tr_context import TrContext
from writerlens.ui.workers import wait_for_all_work

AppText = TrContext("AppText")

#: How long a worker thread running Python may keep the interpreter lock while the window waits
#: for it (Python's default: 5 ms). The window takes the lock many times a frame; each time a
#: worker is in pure Python (reading a file, measuring, checking a summary) it waited up to the
#: whole interval. Measured with a worker walking GGUF headers beside a 2 ms heartbeat (issue
#: #29): the window's worst gap 28-53 ms at 5 ms, 16-32 ms at 0.5 ms (blocked on the lock: 6-11
#: ms, then 1.6-3.8 ms). Workers lose nothing a writer would notice; the window stops stuttering.
SWITCH_INTERVAL_S = 0.0005


def app_icon() -> QIcon:
    icon = QIcon()
    folder = resource_dir() / "icons"
    for png in sorted(folder.glob("writerlens-*.png")):
        icon.addFile(str(png))
    svg = folder / "writerlens.svg"
    if svg.exists():
        icon.addFile(str(svg))
    return icon


def make_application(argv: Sequence[str] | None = None) -> QApplication:
    sys.setswitchinterval(SWITCH_INTERVAL_S)
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(list(argv) if argv is not None else sys.argv[:1])
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    app.setOrganizationName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("writerlens")
    app.setWindowIcon(app_icon())
    _install_translations(app)
    return app


def _install_translations(app: QApplication) -> None:
    """The system's language until the library (and the writer's choice in it) is open."""
    apply_language(None)


def chosen_language(library: Library, lang: str | None = None) -> str | None:
    """--lang, else the writer's choice in Settings, else None (the system's language)."""
    return lang or str(library.view_setting(SETTING, "") or "") or None


def main(
    data_dir: Path | None = None, argv: Sequence[str] | None = None, lang: str | None = None
) -> int:
    """``lang`` (the --lang option) wins over the writer's choice in Settings, which wins over
    the system's language."""
    problem = check_platform()  # before Qt loads its X11 plugin and aborts, naming the wrong one
    if problem is not None:
        print(problem, file=sys.stderr)
        return 1
    app = make_application(argv)
    folder = Path(data_dir) if data_dir else default_data_dir()
    owner = OwnerLock(folder / DB_FILE_NAME)
    read_only = False
    if (folder / DB_FILE_NAME).exists() and not owner.acquire() and not owner.unavailable:
        if not _open_read_only_instead(folder):
            return 1
        read_only = True
    try:
        try:
            library = Library.open(data_dir, read_only=read_only)
        except WriterLensError as exc:
            if str(getattr(exc, "kind", "")) != "corrupt" or not offer_latest_backup(folder, exc):
                raise
            library = Library.open(data_dir, read_only=read_only)
    except WriterLensError as exc:
        owner.release()
        QMessageBox.critical(None, APP_NAME, said(exc))
        return 1
    if not owner.held and not read_only and not library.store.read_only:
        owner.acquire()  # a new library: its lock file goes beside the file just made
    apply_language(chosen_language(library, lang))
    hook = ExceptHook(library.data_dir / "logs" / "writerlens.log")
    hook.install()
    window = MainWindow(library)
    window.show()
    QTimer.singleShot(0, window.start)
    try:
        return app.exec()
    finally:
        # windows do not wait for the work they cancel on closing; with none left, wait here
        # (briefly: cancelled work stops before its next call) so none outlives the library
        wait_for_all_work(5000)
        library.close()
        owner.release()


def offer_latest_backup(folder: Path, exc: WriterLensError) -> bool:
    """SQLite found the library damaged: offer the latest good backup in its place (the damaged
    file is kept, renamed). True when it was restored."""
    from writerlens.services import backups  # only for a damaged library (#29)
    from writerlens.store.backup import check_file

    found = [b for b in backups.backups_in(folder / "backups") if check_file(b.path) is None]
    if not found:
        return False
    latest = found[0]
    box = QMessageBox(QMessageBox.Icon.Warning, APP_NAME, said(exc))
    box.setObjectName("damagedLibraryDialog")
    box.setInformativeText(
        AppText.tr(
            "The latest good backup was made {made} and holds {stories} stories and {reviews} "
            "reviews. Restore it? The damaged file is kept beside it, renamed."
        ).format(
            made=latest.made_at.astimezone().strftime("%Y-%m-%d %H:%M"),
            stories=latest.stories,
            reviews=latest.reviews,
        )
    )
    restore = box.addButton(AppText.tr("Restore the Backup"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    if box.clickedButton() is not restore:
        return False
    try:
        backups.restore_over_damaged(folder, latest.path)
    except (WriterLensError, OSError) as failed:
        QMessageBox.critical(None, APP_NAME, said(failed))
        return False
    return True


def _open_read_only_instead(folder: Path) -> bool:
    """Another WriterLens owns the library: say so, and offer to open it read-only."""
    box = QMessageBox(
        QMessageBox.Icon.Information,
        APP_NAME,
        AppText.tr(
            "Your library ({folder}) is open in another WriterLens window. Two windows "
            "writing to one library could overwrite each other's work, so this one can "
            "open it read-only: you can read everything, and change nothing."
        ).format(folder=folder),
    )
    box.setObjectName("openElsewhereDialog")
    read = box.addButton(AppText.tr("Open Read-Only"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    return box.clickedButton() is read


if __name__ == "__main__":
    raise SystemExit(main())
