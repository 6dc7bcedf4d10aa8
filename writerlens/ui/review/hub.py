"""What the review window's parts share: the saved review, its undo histories (one per part
and step, see ``ui/review/undo.py``), and the typed notice of what one action changed.

Each part (``ui/review/parts/``) changes the review only through the service, then announces
a :class:`ReviewChange` naming what changed (an answer of summary B, the spans of summary A, a
claim's verdict...). Every part listens and redraws only what the change concerns; the library
window hears of it only when the story's row in its list now reads differently (Anki's habit:
an operation says what it changed, each screen redraws only that).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum, auto
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from writerlens.domain import LibraryEntry, WriterLensError
from writerlens.review.state import ReviewState
from writerlens.services.library import Library
from writerlens.services.review import ReviewSession
from writerlens.ui.errors import show_error
from writerlens.ui.review.undo import Histories, PartName, StepKey

__all__ = ["Part", "PartName", "ReviewChange", "ReviewHub", "StepKey"]


class Part(Enum):
    """What one action changed."""

    ANSWERS = auto()  #: an answer to a question about one summary
    FEEDBACK = auto()  #: the feedback on one summary (typed: nothing to redraw)
    SPANS = auto()  #: the highlighted passages of one summary
    LABELS = auto()  #: the story's labels
    RANKING = auto()  #: the ranking
    VERDICT = auto()  #: the writer's verdict (or its evidence, kind, comment) on one claim
    CLAIMS = auto()  #: the claims of a summary themselves (added, edited, split, merged, run)
    OMISSIONS = auto()  #: what the writer marked as left out (may name several summaries)
    STATUS = auto()  #: complete, revealed, late summaries joined: everything may differ
    EVERYTHING = auto()  #: read again and redraw all (after an error, or when asked)


#: changes that alter what ``ReviewSession.state()`` holds (the claims are read by their part)
_IN_STATE = {
    Part.ANSWERS,
    Part.FEEDBACK,
    Part.LABELS,
    Part.RANKING,
    Part.STATUS,
    Part.EVERYTHING,
}


@dataclass(frozen=True)
class ReviewChange:
    """One action's notice: what changed, and of which summary (None: not of one)."""

    part: Part
    summary_id: int | None = None
    claim_id: int | None = None

    def concerns(self, *parts: Part) -> bool:
        """Whether a listener that draws ``parts`` must redraw (EVERYTHING and STATUS always)."""
        return self.part in parts or self.part in (Part.EVERYTHING, Part.STATUS)


class ReviewHub(QObject):
    """The review as saved (``state``), the parts' histories, and the notices."""

    #: a ReviewChange, after ``state`` holds it
    changed = Signal(object)
    #: the story's row in the library list reads differently now (status, counts)
    row_changed = Signal()

    def __init__(self, library: Library, session: ReviewSession, owner: QWidget) -> None:
        super().__init__(owner)
        self.library = library
        self.session = session
        self.owner = owner  # errors are shown over it
        self.state: ReviewState = session.state()
        self.histories = Histories(self)
        if self.state.revealed:  # opened after the reveal: nothing to undo, ever
            self.histories.forget()
        #: what the library list was last told (None: not yet; the first notice tells it)
        self._row: LibraryEntry | None = None

    # -- changing ------------------------------------------------------------------------------

    def notifier(self, part: Part, summary_id: int | None = None) -> Callable[[], None]:
        """What a command calls after each do and undo."""
        return lambda: self.announce(ReviewChange(part, summary_id))

    def announce(self, change: ReviewChange) -> None:
        if change.part is Part.SPANS:  # the spans alone (a highlight changes nothing else)
            self.state = self.session.with_spans(self.state)
        elif change.part in _IN_STATE:
            self.state = self.session.state()
        self.changed.emit(change)
        self.check_row()

    def check_row(self, force: bool = False) -> None:
        """Tell the library list, if the story's row would read differently now."""
        try:
            row = self.library.entry(self.session.manuscript_id)
        except WriterLensError:
            row = None
        if force or row is None or row != self._row:
            self._row = row
            self.row_changed.emit()

    def attempt(self, action: Callable[[], Any]) -> Any:
        """Run a service call; a refusal is shown and everything is read again."""
        try:
            return action()
        except WriterLensError as exc:
            show_error(self.owner, exc)
            self.announce(ReviewChange(Part.EVERYTHING))
            return None

    def push(self, command: Any, key: StepKey, part: PartName) -> bool:
        """Do the command now and put it on the part's history of the step; False if
        refused."""
        try:
            self.histories.push(command, key, part)
        except WriterLensError as exc:  # refused by the service: nothing was written
            show_error(self.owner, exc)
            self.announce(ReviewChange(Part.EVERYTHING))
            return False
        return True
