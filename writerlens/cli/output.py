"""Exit codes and printing helpers shared by the verbs."""

from __future__ import annotations

import json
import sys
import threading
from collections.abc import Callable
from typing import Any, TypeVar

from writerlens.escape import printable
from writerlens.messages import Message

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130

T = TypeVar("T")


class Interrupted(Exception):
    """The writer pressed Ctrl-C twice: the run was abandoned (what finished is saved)."""


def say(text: str, *, error: bool = False) -> None:
    """Print a message that may quote input (see :func:`printable`)."""
    print(printable(text), file=sys.stderr if error else sys.stdout)


def print_json(data: Any) -> None:
    """``data`` as JSON; a core message in it (a warning, a reason) is written as its English
    text, as the CLI says everything."""
    print(printable(json.dumps(data, ensure_ascii=False, indent=2, default=_english)))


def _english(value: object) -> str:
    if isinstance(value, Message):
        return value.english()
    raise TypeError(f"{type(value).__name__} is not JSON serializable")


def guarded(verb: Callable[[], int]) -> int:
    """Run a verb as every verb ends: a refusal is its one-line message on stderr (exit 1),
    Ctrl-C a line saying nothing half-written was kept (exit 130)."""
    from writerlens.domain import WriterLensError

    try:
        return verb()
    except WriterLensError as exc:
        say(exc.message, error=True)
        return EXIT_FAILED
    except KeyboardInterrupt:
        print("Stopped. Nothing half-written was kept.", file=sys.stderr)
        return EXIT_INTERRUPTED


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
