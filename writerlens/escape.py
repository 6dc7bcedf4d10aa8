"""Text from input, made safe to show: one function for the terminal and the window alike."""

from __future__ import annotations

import sys
import unicodedata
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, TextIO


def printable(text: str, keep: str = "") -> str:
    """``text`` with control characters (ESC, BEL, the C1 range, DEL), direction overrides and
    lone surrogates shown as escapes such as ``\\x1b`` or ``\\u202e``: a file name or a key in a
    hostile file cannot move the cursor, retitle the window, clear the screen or reorder what
    the reader sees, and printing never fails. Line breaks and tabs are kept. Every message that
    quotes input goes through here (the CLI's ``say``, the GUI's ``visible``)."""
    if text.isprintable():
        return text
    return "".join(_escaped(char, keep) for char in text)


def _escaped(char: str, keep: str = "") -> str:
    if char.isprintable() or char in "\n\t" or char in keep or unicodedata.category(char) == "Zs":
        return char
    code = ord(char)
    if code <= 0xFF:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}"


class EscapingStream:
    """A text stream (the command line's stdout and stderr) through which everything written
    passes :func:`printable`: no print in any verb can forget the escape. A carriage return is
    kept (progress lines redraw themselves with it)."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        self._stream.write(printable(text, keep="\r"))
        return len(text)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


@contextmanager
def escaped_output() -> Iterator[None]:
    """Within this block, stdout and stderr show control characters as escapes."""
    out, err = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = EscapingStream(out), EscapingStream(err)
    try:
        yield
    finally:
        sys.stdout, sys.stderr = out, err
