"""Backup verbs: ``backup`` (make one, or list them) and ``restore`` (put one back).

A backup file is the whole library at full fidelity: ``writerlens restore FILE`` on another
computer moves the library there (the anonymized study bundle is something else).
"""

from __future__ import annotations

import argparse
import sqlite3
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from writerlens.cli.output import EXIT_FAILED, EXIT_OK, EXIT_USAGE, print_json, say
from writerlens.domain import WriterLensError
from writerlens.services import backups
from writerlens.services.library import Library
from writerlens.store.backup import BackupInfo, check_restorable
from writerlens.store.failures import FailureError, classify


def add_verbs(verb: Callable[[str, str], argparse.ArgumentParser]) -> None:
    back = verb(
        "backup",
        "make a checked backup of the library (one file that holds all of it: copy it to "
        "another computer and run `writerlens restore FILE` there)",
    )
    back.add_argument(
        "--to", type=Path, metavar="DIR", help="the folder to write it to (default: Settings')"
    )
    back.add_argument("--list", action="store_true", help="list the backups instead")
    restore = verb(
        "restore",
        "replace the library with a backup (the library as it is now is backed up first)",
    )
    restore.add_argument("file", type=Path, metavar="FILE", nargs="?", help="the backup file")
    restore.add_argument("--latest", action="store_true", help="restore the newest backup")
    restore.add_argument("--yes", action="store_true", help="do not ask for confirmation")


def _json(info: BackupInfo) -> dict[str, Any]:
    return {
        "file": str(info.path),
        "made_at": info.made_at.isoformat(),
        "reason": info.reason,
        "stories": info.stories,
        "reviews": info.reviews,
        "schema_version": info.schema_version,
    }


def _line(info: BackupInfo) -> str:
    return (
        f"{info.made_at.astimezone():%Y-%m-%d %H:%M}  {info.stories} stories, "
        f"{info.reviews} reviews  ({info.reason})  {info.path}"
    )


def _backup(library: Library, args: argparse.Namespace) -> int:
    if args.list:
        found = backups.backups(library)
        if args.json:
            print_json([_json(i) for i in found])
        elif not found:
            print(f"No backups yet in {backups.backup_folder(library)}.")
        for info in [] if args.json else found:
            print(_line(info))
        return EXIT_OK
    try:
        info = backups.back_up(library, "manual", args.to)
    except (sqlite3.Error, OSError) as exc:
        raise FailureError(classify(exc, library.store.path)) from exc
    if args.json:
        print_json(_json(info))
    else:
        say(
            f"Backed up {info.stories} stories and {info.reviews} reviews to {info.path} "
            "(checked: the copy is whole and holds every row)."
        )
    return EXIT_OK


def _restore(library: Library, args: argparse.Namespace) -> int:
    path = args.file
    if path is None and args.latest:
        found = backups.backups(library)
        path = found[0].path if found else None
    if path is None:
        say(
            "Name a backup file, or use --latest. `writerlens backup --list` lists them.",
            error=True,
        )
        return EXIT_USAGE
    info = check_restorable(path)
    if not args.yes and sys.stdin.isatty():
        answer = input(
            f"Replace the library with the backup of {info.made_at.astimezone():%Y-%m-%d %H:%M} "
            f"({info.stories} stories, {info.reviews} reviews)? The library as it is now is "
            "backed up first. [y/N] "
        )
        if answer.strip().lower() not in {"y", "yes"}:
            print("Nothing was changed.")
            return EXIT_OK
    try:
        restored, before = backups.restore(library, path)
    except (sqlite3.Error, OSError) as exc:
        raise FailureError(classify(exc, library.store.path)) from exc
    if args.json:
        print_json({"restored": _json(restored), "previous_library": _json(before)})
    else:
        say(
            f"Restored {restored.stories} stories and {restored.reviews} reviews from "
            f"{restored.path}. The library as it was is kept in {before.path}."
        )
    return EXIT_OK


def restore_damaged(args: argparse.Namespace) -> int:
    """``restore`` when the library cannot be opened because SQLite found it damaged."""
    from writerlens.services.library import default_data_dir

    folder = Path(args.data_dir) if args.data_dir else default_data_dir()
    try:
        info = backups.restore_over_damaged(folder, args.file)
    except WriterLensError as exc:
        say(exc.message, error=True)
        return EXIT_FAILED
    if info is None:
        say(f"No good backup in {folder / 'backups'}: name one with FILE.", error=True)
        return EXIT_FAILED
    say(
        f"Restored {info.stories} stories and {info.reviews} reviews from {info.path}. "
        "The damaged library is kept beside it, renamed."
    )
    return EXIT_OK


HANDLERS = {"backup": _backup, "restore": _restore}
