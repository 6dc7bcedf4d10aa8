"""The omissions of a review's claims step: story passages (code points) that summaries should
have included, each committed as one action with what its undo needs, by the review's rules
(see :mod:`writerlens.services.claim_review`, which hands these on under its own names)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from writerlens.claims import notices
from writerlens.domain import NotFound, Omission, OmissionKind, WriterLensError
from writerlens.review import spans
from writerlens.review.state import KEEP, Keep
from writerlens.services.claim_rules import check_passage, omission_kind
from writerlens.services.review import ReviewSession
from writerlens.store import claims as rows


class OmissionReview:
    """The omissions of one story's review (cheap to make; the store holds the state)."""

    def __init__(self, session: ReviewSession, story: Callable[[], str]) -> None:
        self.session = session
        self.store = session.store
        self.review_id = session.review_id
        self._story = story  # the story's text (read once by whoever owns it)

    def omissions(self) -> list[Omission]:
        """This review's omissions in story order."""
        return rows.omissions(self.store, self.review_id)

    def add(
        self,
        start: int,
        end: int,
        kind: OmissionKind | str,
        summary_ids: Sequence[int],
        comment: str = "",
    ) -> Omission:
        """Mark a story passage (code points) that these summaries should have included.
        Undo: ``delete(omission.id)``."""
        with self.session._judging():
            story = self._story()
            check_passage(story, start, end, notices.OMISSION_PASSAGE)
            chosen = omission_kind(kind)
            ids = self._omission_summaries(summary_ids)
            selector = spans.select(story, start, end)
            return rows.insert_omission(
                self.store,
                Omission(
                    id=0,
                    review_id=self.review_id,
                    start=start,
                    end=end,
                    quote=selector.exact,
                    prefix=selector.prefix,
                    suffix=selector.suffix,
                    kind=chosen,
                    summary_ids=ids,
                    comment=comment,
                ),
            )

    def edit(
        self,
        omission_id: int,
        *,
        kind: OmissionKind | str | Keep = KEEP,
        summary_ids: Sequence[int] | Keep = KEEP,
        comment: str | Keep = KEEP,
    ) -> tuple[Omission, Omission]:
        """Change what was left out, for which summaries, or the comment. Returns (before,
        after); undo: ``edit`` again with the before values."""
        with self.session._judging():
            before = self._omission(omission_id)
            after = rows.update_omission(
                self.store,
                omission_id,
                kind=before.kind if isinstance(kind, Keep) else omission_kind(kind),
                summary_ids=(
                    before.summary_ids
                    if isinstance(summary_ids, Keep)
                    else self._omission_summaries(summary_ids)
                ),
                comment=before.comment if isinstance(comment, Keep) else comment,
            )
            return before, after

    def delete(self, omission_id: int) -> Omission:
        """Remove an omission. Undo: ``restore(omission)``."""
        with self.session._judging():
            omission = self._omission(omission_id)
            rows.delete_omission(self.store, omission_id)
            return omission

    def restore(self, omission: Omission) -> Omission:
        """Put a deleted omission back with the same id (refused if the id is taken)."""
        with self.session._judging():
            if omission.id and rows.get_omission(self.store, omission.id) is not None:
                raise WriterLensError(notices.UNDO_TAKEN())
            story = self._story()
            check_passage(story, omission.start, omission.end, notices.OMISSION_PASSAGE)
            ids = self._omission_summaries(omission.summary_ids)
            selector = spans.select(story, omission.start, omission.end)
            return rows.insert_omission(
                self.store,
                replace(
                    omission,
                    review_id=self.review_id,
                    quote=selector.exact,
                    prefix=selector.prefix,
                    suffix=selector.suffix,
                    kind=omission_kind(omission.kind),
                    summary_ids=ids,
                ),
                keep_id=True,
            )

    def _omission(self, omission_id: int) -> Omission:
        omission = rows.get_omission(self.store, omission_id)
        if omission is None or omission.review_id != self.review_id:
            raise NotFound(notices.OMISSION_GONE())
        return omission

    def _omission_summaries(self, summary_ids: Sequence[int]) -> tuple[int, ...]:
        ids = tuple(dict.fromkeys(summary_ids))
        if not ids:
            raise WriterLensError(notices.OMISSION_SUMMARIES())
        for summary_id in ids:
            self.session.rules.rateable(summary_id)
        return tuple(sorted(ids))
