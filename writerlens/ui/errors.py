"""One place where unexpected errors end up: a log file and a dialog, never a vanished app.

Errors meant for the writer (``WriterLensError``) show their message alone. Anything else is a
bug in WriterLens: the dialog says so, offers the details to copy, and the app keeps running.
The details hold the traceback only: no story text, no keys (exception messages from the
providers are scrubbed of anything that looks like a key before they get here).
"""

from __future__ import annotations

import logging
import re
import sqlite3
import sys
import threading
import traceback
from collections.abc import Iterable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThread, Signal, Slot
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from writerlens.domain import Cancelled, WriterLensError
from writerlens.escape import printable
from writerlens.messages import CONTEXT, Message, render
from writerlens.ui.tr_context import TrContext

ErrorText = TrContext("ErrorText")


log = logging.getLogger("writerlens")

_KEY_LIKE = re.compile(r"\b(sk-[A-Za-z0-9_\-]{8,}|sk-ant-[A-Za-z0-9_\-]{8,})")


def scrub(text: str) -> str:
    """Hide anything shaped like an API key."""
    return _KEY_LIKE.sub("[key hidden]", text)


visible = printable  # the GUI's name for it: control characters shown as escapes


def translated(template: str, count: int | None) -> str:
    """A core message's template in the writer's language (Qt's catalogue, context
    ``"messages"``); ``%n`` becomes ``count`` in the plural form the language needs."""
    return QCoreApplication.translate(CONTEXT, template, None, -1 if count is None else count)


def said(what: BaseException | Message | str, secrets: Iterable[str | None] = ()) -> str:
    """What the core said, as the writer reads it: in the writer's language when it came as a
    message (a :class:`WriterLensError` raised with one, or a stored warning), with control
    characters shown as escapes and anything like a key hidden (``secrets`` too, e.g. the key
    the writer just typed). Every place in the window that shows a core error or notice uses
    this one function, so none of them can forget the translation, the escaping or the keys."""
    if isinstance(what, Message):
        text = render(what, translated)
    elif isinstance(what, WriterLensError):
        text = render(what.said, translated) if what.said is not None else what.message
    else:
        text = str(what)
    from writerlens.llm.errors import scrub as scrub_secrets  # with the first message (#29)

    return scrub(visible(scrub_secrets(text, secrets)))


def show_error(parent: QWidget | None, exc: BaseException, title: str = "") -> QMessageBox | None:
    """Tell the writer what went wrong (GUI thread only). The box is window-modal but does not
    block: the event loop, the workers and any other window keep running.

    A cancel is not an error: the writer asked for it, or closed the window that owned the
    work (a story's text still queued to load when the window closed said "Cancelled before it
    started." in a box of its own). Nothing is shown, and None is returned."""
    if isinstance(exc, Cancelled):
        return None
    box = QMessageBox(parent)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.setIcon(QMessageBox.Icon.Warning)
    if isinstance(exc, WriterLensError):
        box.setWindowTitle(title or ErrorText.tr("WriterLens"))
        box.setTextFormat(Qt.TextFormat.PlainText)  # a quoted name is never read as HTML
        box.setText(said(exc))
    else:
        box.setWindowTitle(ErrorText.tr("Something went wrong"))
        if isinstance(exc, sqlite3.Error | OSError):
            # a read or write that failed: the last change may be the one that was lost,
            # so the promise below would not be true
            box.setText(
                ErrorText.tr(
                    "WriterLens could not read or write a file as it expected, so your last "
                    "change may not have been saved. Check it, and try again."
                )
            )
        else:
            box.setText(
                ErrorText.tr(
                    "WriterLens ran into a problem it did not expect. Your library is safe: "
                    "everything you did before this was saved."
                )
            )
        box.setInformativeText(
            ErrorText.tr("If it happens again, please report it with the details below.")
        )
        box.setDetailedText(scrub("".join(traceback.format_exception(exc))))
    box.setObjectName("errorDialog")
    box.open()
    return box


class _Relay(QObject):
    raised = Signal(object)


class ExceptHook:
    """Routes uncaught exceptions (any thread) to a log file and a dialog on the GUI thread."""

    def __init__(self, log_file: Path | None = None) -> None:
        self.relay = _Relay()
        self.relay.raised.connect(self._show, Qt.ConnectionType.QueuedConnection)
        self.showing = False
        self.handler: logging.Handler | None = None
        # the log file (and its folder) is made with the first error, never at start: a start
        # writes nothing, and a read-only or full disk must not stop the app from opening
        self.log_file = log_file

    def install(self) -> None:
        sys.excepthook = self.handle
        threading.excepthook = lambda args: self.handle(
            args.exc_type, args.exc_value or args.exc_type(), args.exc_traceback
        )

    def uninstall(self) -> None:
        if sys.excepthook == self.handle:
            sys.excepthook = sys.__excepthook__
            threading.excepthook = threading.__excepthook__
        if self.handler is not None:
            log.removeHandler(self.handler)
            self.handler.close()
            self.handler = None

    def handle(
        self,
        exc_type: type[BaseException],
        exc: BaseException,
        tb: TracebackType | None,
    ) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            QApplication.quit()
            return
        self._open_log()
        log.error("Uncaught error\n%s", scrub("".join(traceback.format_exception(exc))))
        app = QApplication.instance()
        if app is None:
            sys.__excepthook__(exc_type, exc, tb)
            return
        if QThread.currentThread() is app.thread():
            self._show(exc)
        else:
            self.relay.raised.emit(exc)

    def _open_log(self) -> None:
        if self.handler is not None or self.log_file is None:
            return
        try:
            self.log_file.parent.mkdir(parents=True, exist_ok=True)
            handler = logging.FileHandler(self.log_file, encoding="utf-8")
        except OSError:
            self.log_file = None  # no log on this disk; the dialog still shows the error
            return
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
        log.addHandler(handler)
        self.handler = handler

    @Slot(object)
    def _show(self, exc: BaseException) -> None:
        if self.showing:  # one dialog at a time; the rest are in the log
            return
        self.showing = True
        box = show_error(QApplication.activeWindow(), exc)
        if isinstance(box, QMessageBox):
            box.finished.connect(self._closed)
        else:
            self.showing = False

    def _closed(self) -> None:
        self.showing = False
