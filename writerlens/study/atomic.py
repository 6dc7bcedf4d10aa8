"""Writing a file so that it is either all there or not there at all.

The data goes to a temporary file in the same folder (so that the final rename stays on one
file system), is flushed and fsynced, and only then renamed over the target with
``os.replace``, which is atomic. Anything that goes wrong before the rename (an exception, a
cancel, a full disk) removes the temporary file: no partial file is ever left behind.
"""

from __future__ import annotations

import contextlib
import os
import secrets
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO


def write_atomic(path: Path, write: Callable[[BinaryIO], object]) -> None:
    """Create or replace ``path`` with what ``write`` writes into the open file."""
    path = Path(path)
    temp = path.with_name(f".{path.name}.{secrets.token_hex(4)}.part")
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o644)
    try:
        with os.fdopen(fd, "wb") as handle:
            write(handle)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise
    _sync_folder(path.parent)


def write_bytes_atomic(path: Path, data: bytes) -> None:
    write_atomic(path, lambda handle: handle.write(data))


def write_text_atomic(path: Path, text: str) -> None:
    write_bytes_atomic(path, text.encode("utf-8"))


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX; Windows has no directory handles to sync)."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
