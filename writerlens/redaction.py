"""The one place that hides API keys, whole or in part, in text that is stored, logged or printed.

A server may echo the key it was sent, or a piece of it: without its ``sk-ant-`` prefix, cut
in the middle, inside an error body or even inside a successful reply. Pattern matching on
"key-shaped" text misses such pieces, so WriterLens remembers the keys it has handled
(``llm.keys`` and the cloud providers call :func:`remember`) and hides any run of
:data:`MIN_RUN` or more characters of one of them.

It sits outside the layers (it imports nothing of WriterLens) so that the store, the model
providers, logging and the command line can all use the same function.
"""

from __future__ import annotations

import logging
import sys
import threading
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any, TextIO

HIDDEN = "[key hidden]"
#: A run this long of a known key is hidden; shorter runs are too likely to be ordinary text.
#: A "key" shorter than this (the "ollama" or "none" a local server is given) is not a secret
#: worth hiding everywhere; the error mapper still hides it as a whole in its own messages.
MIN_RUN = 8

_lock = threading.Lock()
_secrets: set[str] = set()
_grams: set[str] = set()


def remember(*secrets: str | None) -> None:
    """Add keys to hide from now on (for the life of the process; never written anywhere)."""
    if any(secrets):
        install_log_redaction()
    with _lock:
        for secret in secrets:
            secret = (secret or "").strip()
            if len(secret) < MIN_RUN or secret in _secrets:
                continue
            _secrets.add(secret)
            _grams.update(secret[i : i + MIN_RUN] for i in range(len(secret) - MIN_RUN + 1))


def forget_all() -> None:
    """Forget every remembered key (tests, or after the writer deletes all keys)."""
    with _lock:
        _secrets.clear()
        _grams.clear()


def _grams_of(extra: Iterable[str | None]) -> set[str]:
    with _lock:
        grams = set(_grams)
    for secret in extra:
        secret = (secret or "").strip()
        if len(secret) >= MIN_RUN:
            grams.update(secret[i : i + MIN_RUN] for i in range(len(secret) - MIN_RUN + 1))
    return grams


def fragments(text: str, extra: Iterable[str | None] = ()) -> list[tuple[int, int]]:
    """The ranges of ``text`` that hold a run of a known key (merged, in order)."""
    if not text:
        return []
    found: list[tuple[int, int]] = []
    for piece in _grams_of(extra):
        at = text.find(piece)
        while at != -1:
            found.append((at, at + MIN_RUN))
            at = text.find(piece, at + 1)
    if not found:
        return []
    found.sort()
    merged = [found[0]]
    for start, end in found[1:]:
        last_start, last_end = merged[-1]
        if start <= last_end:
            merged[-1] = (last_start, max(last_end, end))
        else:
            merged.append((start, end))
    return merged


def has_fragment(text: str, extra: Iterable[str | None] = ()) -> bool:
    return bool(fragments(text, extra))


def redact(text: str, extra: Iterable[str | None] = ()) -> str:
    """``text`` with every run of a known key (and of ``extra`` keys) replaced by HIDDEN."""
    if not isinstance(text, str) or not text:
        return text
    ranges = fragments(text, extra)
    if not ranges:
        return text
    pieces: list[str] = []
    at = 0
    for start, end in ranges:
        pieces.append(text[at:start])
        pieces.append(HIDDEN)
        at = end
    pieces.append(text[at:])
    return "".join(pieces)


# -- logs and terminals -------------------------------------------------------------------------


def _redacting_factory(previous: Any) -> Any:
    def make(*args: Any, **kwargs: Any) -> logging.LogRecord:
        record = previous(*args, **kwargs)
        if not _grams:
            return record
        try:
            message = record.getMessage()
        except Exception:  # a broken format string is logging's to report, not ours
            return record
        cleaned = redact(message)
        if cleaned != message:
            record.msg, record.args = cleaned, None
        if record.exc_info and not record.exc_text:
            text = logging.Formatter().formatException(record.exc_info)
            record.exc_text = redact(text)
        return record

    make._writerlens_redacts = True  # type: ignore[attr-defined]
    return make


def install_log_redaction() -> None:
    """Make every log record hide key runs, whichever handler writes it (idempotent)."""
    previous = logging.getLogRecordFactory()
    if not getattr(previous, "_writerlens_redacts", False):
        logging.setLogRecordFactory(_redacting_factory(previous))


class RedactingStream:
    """A text stream (stdout, stderr) that hides key runs in everything written to it."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        self._stream.write(redact(text))
        return len(text)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


@contextmanager
def redacted_output() -> Iterator[None]:
    """Within this block, stdout and stderr hide key runs (the command line's output)."""
    out, err = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = RedactingStream(out), RedactingStream(err)
    try:
        yield
    finally:
        sys.stdout, sys.stderr = out, err
