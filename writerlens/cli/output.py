"""Exit codes and printing helpers shared by the verbs."""

from __future__ import annotations

import json
import sys
import threading
import unicodedata
from collections.abc import Callable
from typing import Any, TypeVar

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130

T = TypeVar("T")


class Interrupted(Exception):
    """The writer pressed Ctrl-C twice: the run was abandoned (what finished is saved)."""


def printable(text: str) -> str:
    """``text`` safe to print on a terminal: control characters (ESC, BEL, the C1 range, DEL)
    and lone surrogates are shown as escapes such as ``\\x1b``, so that a file name or a key
    in a hostile file cannot move the cursor, retitle the window or clear the screen, and
    printing never fails. Line breaks and tabs are kept. Every CLI message that quotes input
    goes through here."""
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


def say(text: str, *, error: bool = False) -> None:
    """Print a message that may quote input (see :func:`printable`)."""
    print(printable(text), file=sys.stderr if error else sys.stdout)


def print_json(data: Any) -> None:
    print(printable(json.dumps(data, ensure_ascii=False, indent=2)))


def terminal_width() -> int:
    """Columns for a one-line progress display (100 when not on a terminal)."""
    import shutil

    return shutil.get_terminal_size((100, 20)).columns


def run_interruptible(
    work: Callable[[], T], cancel: Any, *, stopping: str, stopped: str, name: str
) -> T:
    """Run ``work`` on a thread so that Ctrl-C here cancels it cleanly between calls (the first
    press sets ``cancel`` and waits, the second gives up: :class:`Interrupted`). An error in
    ``work`` is raised here, on the main thread."""
    result: dict[str, Any] = {}
    finished = threading.Event()  # not Thread.join: an interrupted join can lose track

    def run() -> None:
        try:
            result["value"] = work()
        except BaseException as exc:  # handed to the main thread, which reports it
            result["error"] = exc
        finally:
            finished.set()

    threading.Thread(target=run, name=name, daemon=True).start()
    try:
        while not finished.wait(0.2):
            pass
    except KeyboardInterrupt:
        cancel.cancel()
        print(f"\n{stopping}", file=sys.stderr)
        try:
            while not finished.wait(0.2):
                pass
        except KeyboardInterrupt:
            print(stopped, file=sys.stderr)
            raise Interrupted from None
    if "error" in result:
        raise result["error"]
    return result["value"]
