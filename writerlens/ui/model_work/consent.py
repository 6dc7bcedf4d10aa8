"""The one consent flow of every window that runs a model task: ask first, then run.

Before a run starts, each provider that the writer has not agreed to yet is asked about, one
question at a time (one per provider however many models it serves); every answer is kept
(agree, or decline), and the run is told which providers were declined. Nothing is sent before
the writer has answered, so no window runs, catches ``ConsentRequired`` and asks afterwards.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QWidget

from writerlens.llm.base import ProviderSpec
from writerlens.services import consent
from writerlens.services.consent import ConsentRequest
from writerlens.services.library import Library
from writerlens.ui.consent_dialog import ConsentDialog


def needs_asking(library: Library, spec: ProviderSpec) -> ConsentRequest | None:
    """The question to ask before a story goes to ``spec``, or None when none is needed."""
    request = consent.consent_request(spec)
    if request is None or consent.has_consent(library, spec):
        return None
    return request


class ConsentAsker(QObject):
    """Asks about each provider of a run in turn; ``finished`` carries the declined keys."""

    #: every question is answered: the keys ("anthropic", "server:<host>") the writer declined
    finished = Signal(object)
    #: a question opened or closed
    changed = Signal()

    def __init__(self, library: Library, owner: QWidget) -> None:
        super().__init__(owner)
        self.library = library
        self.owner = owner  # the questions open over its window
        self.dialog: ConsentDialog | None = None
        self._queue: list[ConsentRequest] = []
        self._declined: set[str] = set()
        self._pending = False

    def asking(self) -> bool:
        """A question is open, or about to open: the run has not started."""
        return self._pending

    def ask(self, specs: Iterable[ProviderSpec]) -> None:
        """Ask what must be asked for ``specs``, then say ``finished`` (at once when nothing
        needs asking: the run goes ahead in the same turn of the event loop)."""
        self._queue, self._declined, self._pending = [], set(), True
        for spec in specs:
            request = needs_asking(self.library, spec)
            if request is not None and all(r.key != request.key for r in self._queue):
                self._queue.append(request)
        self._next()

    def _next(self) -> None:
        if self._queue:
            request = self._queue.pop(0)
            dialog = ConsentDialog(request, self.owner.window())
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.answered.connect(lambda granted: self._answered(request, granted))
            self.dialog = dialog
            self.changed.emit()
            dialog.open()
            return
        self.dialog = None
        self._pending = False
        self.changed.emit()
        self.finished.emit(set(self._declined))

    def _answered(self, request: ConsentRequest, granted: bool) -> None:
        consent.record(self.library, request, granted)
        if not granted:
            self._declined.add(request.key)
        self.dialog = None
        if self._queue:  # let this question finish closing before the next one opens
            QTimer.singleShot(0, self._next)
        else:  # the last answer: the run goes ahead (or says it sent nothing) at once
            self._next()


def declined(spec: ProviderSpec, keys: set[str]) -> ConsentRequest | None:
    """The request the writer declined for ``spec`` (None: it may be sent to)."""
    request = consent.consent_request(spec)
    return request if request is not None and request.key in keys else None
