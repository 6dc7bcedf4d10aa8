"""Back up and restore the writer's library: the use-cases the app's File menu and the CLI share.

Where backups go is the writer's choice (Settings), kept in the library itself only once they
choose; until then they go to ``backups/`` beside the library, a folder made with the first
backup. Restoring first backs up the library as it is, so a restore can itself be undone.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from writerlens.services.library import Library
from writerlens.store import backup as files
from writerlens.store import library as rows
from writerlens.store.backup import BackupInfo
from writerlens.store.db import DB_FILE_NAME

FOLDER_SETTING = "backup.folder"

__all__ = [
    "FOLDER_SETTING",
    "BackupInfo",
    "back_up",
    "backup_folder",
    "backups",
    "backups_in",
    "maybe_daily_backup",
    "restore",
    "restore_over_damaged",
    "set_backup_folder",
]


def backup_folder(library: Library) -> Path:
    chosen = rows.get_setting(library.store, FOLDER_SETTING, "")
    return Path(chosen) if chosen else library.data_dir / "backups"


def set_backup_folder(library: Library, folder: Path | None) -> None:
    """``None`` goes back to the default folder beside the library."""
    rows.set_setting(library.store, FOLDER_SETTING, str(folder) if folder else "")


def back_up(library: Library, reason: str = "manual", folder: Path | None = None) -> BackupInfo:
    """Write a checked backup now and prune the rotation; returns what the backup holds."""
    target_folder = folder or backup_folder(library)
    # through the library's own open connection: a library moved or deleted while open is
    # still backed up whole (see make_backup)
    path = files.make_backup(
        library.store.path, target_folder, reason, source=library.store.connection()
    )
    info = files.read_info(path)
    files.rotate(target_folder)  # the newest is always kept
    return info


def backups(library: Library) -> list[BackupInfo]:
    return files.list_backups(backup_folder(library))


def backups_in(folder: Path) -> list[BackupInfo]:
    """The backups in a folder, newest first (for a library that cannot be opened)."""
    return files.list_backups(folder)


def maybe_daily_backup(library: Library, now: datetime | None = None) -> BackupInfo | None:
    """The once-a-day backup while the app runs: only when none is a day old and something
    changed since the newest one."""
    folder = backup_folder(library)
    now = now or datetime.now(UTC)
    if not files.backup_due(folder, now):
        return None
    if not files.changed_since_last_backup(library.store.path, folder):
        return None
    return back_up(library, "daily", folder)


def closing_backup(library: Library) -> BackupInfo | None:
    """The backup when the app closes, unless nothing changed since the newest one."""
    folder = backup_folder(library)
    if not files.changed_since_last_backup(library.store.path, folder):
        return None
    return back_up(library, "close", folder)


def restore_over_damaged(data_dir: Path, backup: Path | None = None) -> BackupInfo | None:
    """Put the latest good backup (or ``backup``) in place of a library SQLite found damaged;
    the damaged file (and its -wal) is kept beside it, renamed, never deleted. None when there
    is no backup to restore (then nothing was changed). Looks in the default folder (the
    damaged library cannot say which folder the writer chose)."""
    library_file = Path(data_dir) / DB_FILE_NAME
    if backup is None:
        found = files.list_backups(Path(data_dir) / "backups")
        good = [b for b in found if files.check_file(b.path) is None]
        if not good:
            return None
        backup = good[0].path
    info = files.check_restorable(backup)
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    for suffix in ("", "-wal", "-shm"):
        old = Path(f"{library_file}{suffix}")
        if old.exists():
            old.rename(old.with_name(f"{old.name}.damaged-{stamp}"))
    files.copy_into(backup, library_file)
    return info


def restore(library: Library, backup: Path) -> tuple[BackupInfo, BackupInfo]:
    """Put the backup's content into the library; returns (the backup restored, the backup of
    the library as it was just before). Refuses, changing nothing, a backup that is damaged or
    made by a newer WriterLens. The library's connections are closed and opened again: callers
    reload what they show."""
    info = files.check_restorable(Path(backup))
    folder = backup_folder(library)
    before = back_up(library, "before-restore", folder)
    library.store.close()
    try:
        files.copy_into(Path(backup), library.store.path)
    finally:
        library.store.reopen()
    return info, before
