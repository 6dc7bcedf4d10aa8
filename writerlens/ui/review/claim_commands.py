"""The writer's claim and omission changes as undoable commands on the summary's history.

Each do and undo is one committed write through :class:`ClaimReview` (one service call), as
the span commands are (see :mod:`writerlens.ui.review.commands` for how the first "do" runs
before the command enters the stack, so that a refused change pushes nothing).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from writerlens.domain import Claim, ClaimVerdict, Omission, Verdict
from writerlens.ui.review.commands import Changed, _Command
from writerlens.ui.tr_context import TrContext

ClaimCommands = TrContext("ClaimCommands")


class SetVerdict(_Command):
    """A verdict, a comment, a kind or a piece of evidence given to one claim."""

    def __init__(
        self, review: Any, changed: Changed, claim_id: int, verdict: Verdict, **fields: Any
    ) -> None:
        super().__init__(ClaimCommands.tr("Check a claim"))
        self.review = review
        self.changed = changed
        self.claim_id = claim_id
        self.verdict = verdict
        self.fields = fields
        self.previous: ClaimVerdict | None = None
        self._done_once = False
        self.saved: ClaimVerdict | None = None

    def do(self) -> None:
        previous, self.saved = self.review.set_verdict(self.claim_id, self.verdict, **self.fields)
        if not self._done_once:  # a redo's "previous" is this command's own undo
            self._done_once = True
            self.previous = previous
        self.changed()

    def undo(self) -> None:
        self.review.restore_verdict(self.claim_id, self.previous)
        self.changed()


class ReplaceClaims(_Command):
    """An edit, a split or a merge: the originals are retired (kept), new claims added."""

    def __init__(self, text: str, change: Callable[[], Any], review: Any, changed: Changed):
        super().__init__(text)
        self.change = change
        self.review = review
        self.changed = changed
        self.replacement: Any = None

    def do(self) -> None:
        if self.replacement is None:
            self.replacement = self.change()
        else:  # the same claims again, with their ids when free
            self.replacement = self.review.redo_replacement(self.replacement)
        self.changed()

    def undo(self) -> None:  # keeps the judges' verdicts on the new claims for redo
        self.replacement = self.review.undo_replacement(self.replacement)
        self.changed()


class AddClaim(_Command):
    def __init__(
        self, review: Any, changed: Changed, summary_id: int, text: str, start: int, end: int
    ) -> None:
        super().__init__(ClaimCommands.tr("Add a claim"))
        self.review = review
        self.changed = changed
        self.args = (summary_id, text, start, end)
        self.claim: Claim | None = None
        self.deleted: Claim | None = None
        self.verdict: ClaimVerdict | None = None

    def do(self) -> None:
        if self.deleted is not None:  # redo: the same claim, with the verdict it had
            self.claim = self.review.restore_claim(self.deleted, self.verdict)
        else:
            self.claim = self.review.add_claim(*self.args)
        self.changed()

    def undo(self) -> None:
        assert self.claim is not None
        self.verdict = self.review.verdicts().get(self.claim.id)
        self.deleted = self.review.delete_claim(self.claim.id)
        self.changed()


class DeleteClaim(_Command):
    """A claim the writer added, taken out again (with its verdict, put back on undo)."""

    def __init__(self, review: Any, changed: Changed, claim: Claim) -> None:
        super().__init__(ClaimCommands.tr("Remove a claim you added"))
        self.review = review
        self.changed = changed
        self.claim = claim
        self.verdict: ClaimVerdict | None = None

    def do(self) -> None:
        self.verdict = self.review.verdicts().get(self.claim.id)
        self.claim = self.review.delete_claim(self.claim.id)
        self.changed()

    def undo(self) -> None:
        self.claim = self.review.restore_claim(self.claim, self.verdict)
        self.changed()


class AddOmission(_Command):
    def __init__(self, review: Any, changed: Changed, **fields: Any) -> None:
        super().__init__(ClaimCommands.tr("Mark what was left out"))
        self.review = review
        self.changed = changed
        self.fields = fields
        self.omission: Omission | None = None
        self.deleted: Omission | None = None

    def do(self) -> None:
        if self.deleted is not None:
            self.omission = self.review.restore_omission(self.deleted)
        else:
            self.omission = self.review.add_omission(**self.fields)
        self.changed()

    def undo(self) -> None:
        assert self.omission is not None
        self.deleted = self.review.delete_omission(self.omission.id)
        self.changed()


class DeleteOmission(_Command):
    def __init__(self, review: Any, changed: Changed, omission_id: int) -> None:
        super().__init__(ClaimCommands.tr("Remove what was left out"))
        self.review = review
        self.changed = changed
        self.omission_id = omission_id
        self.deleted: Omission | None = None

    def do(self) -> None:
        self.deleted = self.review.delete_omission(self.omission_id)
        self.changed()

    def undo(self) -> None:
        assert self.deleted is not None
        self.omission_id = self.review.restore_omission(self.deleted).id
        self.changed()


class EditOmission(_Command):
    def __init__(self, review: Any, changed: Changed, omission: Omission, **after: Any) -> None:
        super().__init__(ClaimCommands.tr("Change what was left out"))
        self.review = review
        self.changed = changed
        self.omission_id = omission.id
        self.before = {
            "kind": omission.kind,
            "summary_ids": tuple(omission.summary_ids),
            "comment": omission.comment,
        }
        self.after = after

    def do(self) -> None:
        self.review.edit_omission(self.omission_id, **self.after)
        self.changed()

    def undo(self) -> None:
        self.review.edit_omission(self.omission_id, **self.before)
        self.changed()
