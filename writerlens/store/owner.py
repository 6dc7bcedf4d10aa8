"""One owner at a time: the app that opens a library holds its lock until it closes.

The lock is an OS lock on ``library.sqlite3.lock`` beside the library (``filelock``: flock on
Linux and macOS, LockFileEx on Windows). The system lets go of it when the process ends, however
it ends, so a killed WriterLens never leaves a library locked: the file may stay, the lock does
not. A second app is told the library is open elsewhere and may open it read-only. Commands
(``writerlens list``...) take no lock: they are short, and SQLite keeps their writes whole.
"""

from __future__ import annotations

from contextlib import suppress
from pathlib import Path

import filelock

LOCK_SUFFIX = ".lock"


class OwnerLock:
    def __init__(self, library_file: Path) -> None:
        self.path = Path(f"{library_file}{LOCK_SUFFIX}")
        self._lock: filelock.BaseFileLock | None = None
        #: True when the lock could not even be tried (the folder cannot hold a lock file)
        self.unavailable = False

    def acquire(self) -> bool:
        """True when this process now owns the library; False when another process does, or
        when the folder cannot hold a lock file (it is read-only: nobody can write there)."""
        lock = filelock.FileLock(self.path, timeout=0, is_singleton=False)
        self.unavailable = False
        try:
            lock.acquire(timeout=0)
        except filelock.Timeout:
            return False
        except OSError:
            self.unavailable = True  # no lock file can be made here: the folder is read-only
            return False
        self._lock = lock
        return True

    @property
    def held(self) -> bool:
        return self._lock is not None and self._lock.is_locked

    def release(self) -> None:
        if self._lock is not None:
            with suppress(OSError):
                self._lock.release()
            self._lock = None
