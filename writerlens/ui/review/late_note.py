"""The review's note about summaries it does not hold: one still being written, or one that
finished after the review began (offered to join while nothing is judged, else kept out, said
so). See ``services.review_late`` for the rule."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from writerlens.services import review_late
from writerlens.services.review import ReviewSession


class LateNote(QFrame):
    """A bar above the review's steps; hidden while the review holds every summary."""

    # the writer chose to let the late summaries join (the window draws its steps again)
    join_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lateNote")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#lateNote { background: palette(alternate-base); }")
        self.text = QLabel()
        self.text.setObjectName("lateNoteText")
        self.text.setWordWrap(True)
        self.join = QPushButton(self.tr("Add to this review"))
        self.join.setObjectName("joinLate")
        self.join.setToolTip(
            self.tr("The summaries are shuffled again, so you cannot tell which one is new")
        )
        self.join.clicked.connect(self.join_requested)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 4, 8, 4)
        row.addWidget(self.text, 1)
        row.addWidget(self.join)
        self.late: list[int] = []
        self.writing = False
        self.hide()

    def update_from(self, session: ReviewSession) -> None:
        """Say what the review holds and what it does not, from what is saved now."""
        self.late = review_late.late_summaries(session)
        joinable = bool(self.late) and review_late.can_join(session)
        parts: list[str] = []
        if self.writing:
            parts.append(
                self.tr(
                    "A summary of this story is still being written. When it is finished it "
                    "can join this review, as long as you have not judged anything yet."
                )
            )
        if self.late and joinable:
            parts.append(
                self.tr(
                    "%n summaries finished after this review began and are not in it yet. You "
                    "have not judged anything, so they can join.",
                    "",
                    len(self.late),
                )
            )
        elif self.late:
            parts.append(
                self.tr(
                    "%n summaries finished after this review began and are not part of it: you "
                    "judged the others side by side, so the review keeps the summaries it "
                    "started with. They stay in your library.",
                    "",
                    len(self.late),
                )
            )
        self.text.setText(" ".join(parts))
        self.join.setVisible(joinable)
        self.setVisible(bool(parts))
