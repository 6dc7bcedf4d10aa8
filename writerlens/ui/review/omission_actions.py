"""Marking what the summaries left out, mixed into ``ReviewWindow`` (through
``ClaimActions``): each omission added, changed or removed is one call to
:class:`ClaimReview`, pushed as an undoable command on the history of the summary on screen
(one omission may name several summaries).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from writerlens.domain import Omission
from writerlens.ui.review.claim_commands import AddOmission, DeleteOmission, EditOmission
from writerlens.ui.review.names import summary_name
from writerlens.ui.review.omissions import OmissionDialog
from writerlens.ui.review.story_marks import story_selection
from writerlens.ui.tr_context import TrContext

if TYPE_CHECKING:
    from writerlens.services.claim_review import ClaimReview
    from writerlens.services.library import Library
    from writerlens.ui.reader import ReaderPane
    from writerlens.ui.review.actions import ReviewActions as _Base
    from writerlens.ui.review.claims_panel import ClaimsPanel
else:
    _Base = object


#: lupdate cannot tell which class a mixin's self.tr() belongs to (it filed this under no
#: context, so the sentence stayed English): name the context
OmissionText = TrContext("OmissionText")


class OmissionActions(_Base):
    if TYPE_CHECKING:
        library: Library
        story: ReaderPane
        claim_review: ClaimReview
        omission_dialog: OmissionDialog | None

        @property
        def claims_panel(self) -> ClaimsPanel: ...
        def _push(self, command: Any, key: Any = None) -> bool: ...
        def _claims_changed(self) -> None: ...
        def _say(self, widget: Any, text: str) -> None: ...
        def _summary_on_screen(self) -> int | None: ...
        def _mark_for_claim(self, scroll_to: int | None = None) -> None: ...

    # -- omissions -----------------------------------------------------------------------------

    def _names(self) -> list[tuple[int, str]]:
        return [(s.summary_id, summary_name(s)) for s in self.state.summaries if not s.refused]

    def mark_left_out(self) -> None:
        if self.state.revealed:
            return
        chosen = story_selection(self.story)
        if chosen is None:
            self._say(
                self.claims_panel.omissions.add,
                OmissionText.tr(
                    "First select the passage of your story that was left out, then press L."
                ),
            )
            return
        start, end = chosen
        current = self._summary_on_screen()
        dialog = OmissionDialog(
            self.library.manuscript(self.state.manuscript_id).text[start:end],
            self._names(),
            [current] if current is not None else [],
            parent=self,
        )

        def save() -> None:
            command = AddOmission(
                self.claim_review,
                self._claims_changed,
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
        if omission is None or self.state.revealed:
            return
        dialog = OmissionDialog(
            omission.quote,
            self._names(),
            omission.summary_ids,
            omission.kind,
            omission.comment,
            parent=self,
        )

        def save() -> None:
            after = {
                "kind": dialog.chosen_kind(),
                "summary_ids": dialog.chosen_summaries(),
                "comment": dialog.comment.text().strip(),
            }
            before = (omission.kind, tuple(omission.summary_ids), omission.comment)
            if tuple(after.values()) != before:
                self._push(EditOmission(self.claim_review, self._claims_changed, omission, **after))

        dialog.accepted.connect(save)
        self.omission_dialog = dialog
        dialog.open()

    def delete_omission(self, omission_id: int) -> None:
        if not self.state.revealed:
            self._push(DeleteOmission(self.claim_review, self._claims_changed, omission_id))

    def _omission_selected(self, omission_id: int) -> None:
        omission = self._omission(omission_id)
        if omission is not None:
            self._mark_for_claim(scroll_to=omission.start)
