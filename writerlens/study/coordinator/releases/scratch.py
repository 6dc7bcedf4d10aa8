"""The temporary folder a release is converted in, left behind by no run, even a killed one.

A ``TemporaryDirectory`` is removed when its ``with`` ends, which a killed process never
reaches (a killed import of a large release left 396 MB). So each run holds an OS lock on a
file inside its folder (``filelock``: ``flock`` / ``msvcrt.locking``) for as long as it runs; the
operating system drops that lock when the process ends, however it ends. Every run first
removes the folders of earlier runs whose lock it can take: their runs are over.
"""

from __future__ import annotations

import contextlib
import shutil
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from filelock import FileLock, Timeout

PREFIX = "writerlens-release-"
_HELD = ".in-use.lock"
#: a folder younger than this may be one whose run has not yet taken its lock
_SETTLE_S = 60.0


@contextlib.contextmanager
def scratch_folder(parent: Path | None = None) -> Iterator[Path]:
    """A new folder under ``parent`` (the system's temporary folder), removed at the end; the
    leftovers of killed runs are removed first."""
    base = Path(parent) if parent is not None else Path(tempfile.gettempdir())
    sweep(base)
    folder = Path(tempfile.mkdtemp(prefix=PREFIX, dir=base))
    lock = FileLock(folder / _HELD, timeout=0)
    try:
        lock.acquire()
        yield folder
    finally:
        with contextlib.suppress(OSError):
            lock.release()
        shutil.rmtree(folder, ignore_errors=True)


def sweep(base: Path, *, settle_s: float = _SETTLE_S) -> list[Path]:
    """Remove the folders of runs that ended without cleaning up; those of running imports
    (their lock is held) and of just-started ones are kept. Returns what was removed."""
    removed: list[Path] = []
    try:
        candidates = [p for p in base.iterdir() if p.name.startswith(PREFIX)]
    except OSError:
        return removed
    now = time.time()
    for folder in candidates:
        try:
            if folder.is_symlink() or not folder.is_dir():
                continue
            if now - folder.stat().st_mtime < settle_s and not (folder / _HELD).exists():
                continue  # made a moment ago; its run may not have taken its lock yet
        except OSError:
            continue
        lock = FileLock(folder / _HELD, timeout=0)
        try:
            lock.acquire()
        except (Timeout, OSError):
            continue  # a running import holds it (or it is not ours to open)
        try:
            shutil.rmtree(folder, ignore_errors=True)
        finally:
            with contextlib.suppress(OSError):
                lock.release()
        if not folder.exists():
            removed.append(folder)
    return removed
