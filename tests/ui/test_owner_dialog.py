"""A second app on a library another WriterLens process owns: told so, offered read-only."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from writerlens.services.library import Library
from writerlens.store.owner import OwnerLock
from writerlens.ui import app

ROOT = Path(__file__).resolve().parents[2]
_HOLD = """
import sys, time
from writerlens.store.owner import OwnerLock
lock = OwnerLock(sys.argv[1])
print("held" if lock.acquire() else "refused", flush=True)
time.sleep(600)
"""


def test_second_app_is_told_and_opens_read_only(qtbot, data_dir: Path) -> None:
    Library.open(data_dir).close()
    holder = subprocess.Popen(
        [sys.executable, "-c", _HOLD, str(data_dir / "library.sqlite3")],
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        assert not OwnerLock(data_dir / "library.sqlite3").acquire()
        told: list[str] = []

        def answer() -> None:
            for widget in QApplication.topLevelWidgets():
                if isinstance(widget, QMessageBox) and widget.objectName() == "openElsewhereDialog":
                    told.append(widget.text())
                    [read] = [b for b in widget.buttons() if b.text() == "Open Read-Only"]
                    read.click()
                    return
            QTimer.singleShot(20, answer)

        QTimer.singleShot(0, answer)
        assert app._open_read_only_instead(data_dir)
        assert told and "open in another WriterLens window" in told[0]
        library = Library.open(data_dir, read_only=True)
        try:
            assert library.read_only
        finally:
            library.close()
    finally:
        holder.kill()
        holder.wait()


def test_a_damaged_library_is_offered_its_latest_good_backup(qtbot, data_dir: Path) -> None:
    from writerlens.domain import WriterLensError
    from writerlens.services import backups

    library = Library.open(data_dir)
    library.install_sample()
    backups.back_up(library)
    library.close()
    with open(data_dir / "library.sqlite3", "r+b") as raw:
        raw.seek(100)
        raw.write(b"\xff" * 3000)
    try:
        Library.open(data_dir)
    except WriterLensError as exc:
        damaged = exc
    assert str(getattr(damaged, "kind", "")) == "corrupt"
    shown: list[str] = []

    def answer() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, QMessageBox) and widget.objectName() == "damagedLibraryDialog":
                shown.append(widget.text() + widget.informativeText())
                [restore] = [b for b in widget.buttons() if b.text() == "Restore the Backup"]
                restore.click()
                return
        QTimer.singleShot(20, answer)

    QTimer.singleShot(0, answer)
    assert app.offer_latest_backup(data_dir, damaged)
    assert "damaged" in shown[0] and "1 stories" in shown[0]
    reopened = Library.open(data_dir)
    try:
        assert len(reopened.entries()) == 1
    finally:
        reopened.close()
