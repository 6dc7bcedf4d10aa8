"""The one way to open a file the app is handed: a study file, a release's parts, a model, a
manuscript, a bundle.

Whatever path a writer or a coordinator gives may be a named pipe (a read never ends), a device
(``/dev/zero`` never ends either), a folder, or a file far larger than anything the reader
expects. So the file is opened without blocking, its kind and size are checked on the open
handle (``fstat``: what is read is what was checked, even if the name is swapped meanwhile), and
it is read in bounded pieces, never past the limit: a file that grows while it is read is
refused rather than followed.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO

from writerlens.domain import WriterLensError
from writerlens.messages import QT_TRANSLATE_NOOP, Message, define

_NOT_THERE = define(
    "files.not_there",
    QT_TRANSLATE_NOOP("messages", "“{name}” is not there: it may have been moved or deleted."),
)
_NOT_A_FILE = define(
    "files.not_a_file",
    QT_TRANSLATE_NOOP(
        "messages",
        "“{name}” is not a regular file (it is {kind}); choose a file saved on disk.",
    ),
)
_TOO_LARGE = define(
    "files.too_large",
    QT_TRANSLATE_NOOP(
        "messages",
        "“{name}” is too large ({size__mb:.1f} MB; at most {limit__mb:.1f} MB is read here): "
        "it is not the kind of file expected.",
    ),
)
_UNREADABLE = define(
    "files.unreadable",
    QT_TRANSLATE_NOOP("messages", "“{name}” could not be read ({detail})."),
)

#: bytes read at a time
PIECE = 1 << 20
_MB = 1e6


class FileRefused(WriterLensError):
    """A file handed to the app was not read: not there, not a regular file, or too large.
    ``error`` is the operating system's error where there was one (a caller may word a
    permission problem its own way)."""

    def __init__(self, message: str | Message, error: OSError | None = None) -> None:
        super().__init__(message)
        self.error = error


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a file"


@contextmanager
def open_handed(path: str | os.PathLike[str], limit: int | None = None) -> Iterator[BinaryIO]:
    """``path`` opened for reading if it is a regular file of at most ``limit`` bytes
    (``None``: any size); :class:`FileRefused` with a one-line reason otherwise."""
    path = Path(path)
    name = path.name or str(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise FileRefused(_NOT_THERE(name=name)) from None
    except IsADirectoryError:
        raise FileRefused(_NOT_A_FILE(name=name, kind=_kind(stat.S_IFDIR))) from None
    except OSError as exc:
        raise FileRefused(_UNREADABLE(name=name, detail=exc.strerror or exc), exc) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise FileRefused(_NOT_A_FILE(name=name, kind=_kind(info.st_mode)))
        if limit is not None and info.st_size > limit:
            raise FileRefused(
                _TOO_LARGE(name=name, size__mb=info.st_size / _MB, limit__mb=limit / _MB)
            )
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        handle = os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise
    with handle:
        yield handle


def read_handed(path: str | os.PathLike[str], limit: int) -> bytes:
    """The whole of a regular file of at most ``limit`` bytes, read in pieces; a file that
    grows past ``limit`` while it is read is refused (the pieces read so far are dropped)."""
    name = Path(path).name or str(path)
    pieces: list[bytes] = []
    total = 0
    with open_handed(path, limit) as handle:
        try:
            while piece := handle.read(min(PIECE, limit + 1 - total)):
                pieces.append(piece)
                total += len(piece)
                if total > limit:
                    raise FileRefused(
                        _TOO_LARGE(name=name, size__mb=total / _MB, limit__mb=limit / _MB)
                    )
        except OSError as exc:
            raise FileRefused(_UNREADABLE(name=name, detail=exc.strerror or exc), exc) from None
    return b"".join(pieces)


def size_of_handed(path: str | os.PathLike[str]) -> int:
    """The size of a regular file (refused like :func:`open_handed` otherwise)."""
    with open_handed(path) as handle:
        return os.fstat(handle.fileno()).st_size
