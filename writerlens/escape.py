"""Text from input, made safe to show: one function for the terminal and the window alike."""

from __future__ import annotations

import unicodedata


def printable(text: str) -> str:
    """``text`` with control characters (ESC, BEL, the C1 range, DEL), direction overrides and
    lone surrogates shown as escapes such as ``\\x1b`` or ``\\u202e``: a file name or a key in a
    hostile file cannot move the cursor, retitle the window, clear the screen or reorder what
    the reader sees, and printing never fails. Line breaks and tabs are kept. Every message that
    quotes input goes through here (the CLI's ``say``, the GUI's ``visible``)."""
    if text.isprintable():
        return text
    return "".join(_escaped(char) for char in text)


def _escaped(char: str) -> str:
    if char.isprintable() or char in "\n\t" or unicodedata.category(char) == "Zs":
        return char
    code = ord(char)
    if code <= 0xFF:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}"
