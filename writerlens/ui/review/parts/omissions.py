"""What the summaries left out: each omission the writer marks in the story, changes or
removes is one call to :class:`ClaimReview`, pushed as an undoable command on the omissions' own
history of the summary on screen (one omission may name several summaries). Its notice
(``Part.OMISSIONS``) redraws the omissions list and the story's tints, not the claims.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMainWindow, QToolTip, QWidget

from writerlens.domain import Omission
from writerlens.review.state import ReviewStep
from writerlens.services.claim_review import ClaimReview
from writerlens.services.library import Library
from writerlens.ui.reader import ReaderPane
from writerlens.ui.review.claim_commands import AddOmission, DeleteOmission, EditOmission
from writerlens.ui.review.hub import Part, PartName, ReviewChange, ReviewHub, StepKey
from writerlens.ui.review.names import summary_name
from writerlens.ui.review.omissions import OmissionDialog, OmissionsBox
from writerlens.ui.review.story_marks import story_selection


def say(widget: QWidget, text: str, window: QMainWindow) -> None:
    """A short note beside the control the writer used, and in the status bar."""
    QToolTip.showText(widget.mapToGlobal(widget.rect().center()), text, widget)
    window.statusBar().showMessage(text, 6000)


class OmissionsPart(QObject):
    # the part's history (see ``ui/review/undo.py``)
    name = PartName.OMISSIONS

    def __init__(
        self,
        hub: ReviewHub,
        claim_review: ClaimReview,
        box: OmissionsBox,
        story: ReaderPane,
        where: Callable[[], StepKey],
        window: QMainWindow,
        library: Library,
        tint: Callable[[int | None], None],
    ) -> None:
        super().__init__(window)
        self.hub = hub
        self.claim_review = claim_review
        self.box = box
        self.story = story
        self.where = where
        self.window = window
        self.library = library
        self.tint = tint  # the story's tints, scrolled to a passage (the claims part draws them)
        self.omission_dialog: OmissionDialog | None = None
        # the writer is in this part when the focus is in one of these
        self.widgets: tuple[QWidget, ...] = (box,)
        box.add_requested.connect(self.mark_left_out)
        box.edit_requested.connect(self.edit_omission)
        box.delete_requested.connect(self.delete_omission)
        box.selected.connect(self._omission_selected)
        hub.changed.connect(self._changed)

    # -- drawing -------------------------------------------------------------------------------

    def show(self) -> None:
        state = self.hub.state
        names = {s.summary_id: summary_name(s) for s in state.summaries}
        self.box.show_omissions(self.claim_review.omissions(), names, state.revealed)

    def _changed(self, change: ReviewChange) -> None:
        if change.part is Part.OMISSIONS and self.where()[0] is ReviewStep.QUESTIONS:
            self.show()

    def names(self) -> list[tuple[int, str]]:
        """The summaries an omission may name (not the refused ones)."""
        return [(s.summary_id, summary_name(s)) for s in self.hub.state.summaries if not s.refused]

    # -- changing ------------------------------------------------------------------------------

    def _summary_on_screen(self) -> int | None:
        step, summary_id = self.where()
        return summary_id if step is ReviewStep.QUESTIONS else None

    def _push(self, command: Any) -> bool:
        return self.hub.push(command, self.where(), self.name)

    def _notify(self) -> Callable[[], None]:
        return self.hub.notifier(Part.OMISSIONS, self._summary_on_screen())

    def mark_left_out(self) -> None:
        if self.hub.state.revealed:
            return
        chosen = story_selection(self.story)
        if chosen is None:
            say(
                self.box.add,
                self.tr("First select the passage of your story that was left out, then press L."),
                self.window,
            )
            return
        start, end = chosen
        current = self._summary_on_screen()
        dialog = OmissionDialog(
            self.library.manuscript(self.hub.state.manuscript_id).text[start:end],
            self.names(),
            [current] if current is not None else [],
            parent=self.window,
        )

        def save() -> None:
            command = AddOmission(
                self.claim_review,
                self._notify(),
                start=start,
                end=end,
                kind=dialog.chosen_kind(),
                summary_ids=dialog.chosen_summaries(),
                comment=dialog.comment.text().strip(),
            )
            self._push(command)

        dialog.accepted.connect(save)
        self.omission_dialog = dialog
        dialog.open()

    def _omission(self, omission_id: int) -> Omission | None:
        return next((o for o in self.claim_review.omissions() if o.id == omission_id), None)

    def edit_omission(self, omission_id: int) -> None:
        omission = self._omission(omission_id)
        if omission is None or self.hub.state.revealed:
            return
        dialog = OmissionDialog(
            omission.quote,
            self.names(),
            omission.summary_ids,
            omission.kind,
            omission.comment,
            parent=self.window,
        )

        def save() -> None:
            after = {
                "kind": dialog.chosen_kind(),
                "summary_ids": dialog.chosen_summaries(),
                "comment": dialog.comment.text().strip(),
            }
            before = (omission.kind, tuple(omission.summary_ids), omission.comment)
            if tuple(after.values()) != before:
                self._push(EditOmission(self.claim_review, self._notify(), omission, **after))

        dialog.accepted.connect(save)
        self.omission_dialog = dialog
        dialog.open()

    def delete_omission(self, omission_id: int) -> None:
        if not self.hub.state.revealed:
            self._push(DeleteOmission(self.claim_review, self._notify(), omission_id))

    def _omission_selected(self, omission_id: int) -> None:
        omission = self._omission(omission_id)
        if omission is not None:
            self.tint(omission.start)
