"""The writer's claims, verdicts and omissions inside a review, one committed action at a time.

Checking claims is a step of the review, so it obeys the review's rules (see
``services.review``): every changing method is ONE transaction, committed before it returns;
a refusal (a WriterLensError) has written nothing; after the models are revealed everything
here is kept as it was made, blind (the review's LOCKED message). Checking claims is optional:
nothing here changes when a review counts as complete.

Offsets are code points: a claim's ``start``/``end`` point into its SUMMARY (the passage it came
from); a verdict's evidence and an omission point into the STORY. Each is checked to lie inside
its text before anything is written.

Undo: every changing method returns what its undo needs. A claim the writer edits, splits or
merges is never lost: it is retired (kept, with its verdict) and the new claims name it in
``parents``; :meth:`ClaimReview.undo_replacement` removes the new claims and brings the old ones
back, :meth:`ClaimReview.redo_replacement` does it again with the same ids. Ids are never
reused (the tables are AUTOINCREMENT), so the UI's undo history, which knows claims by id, can
never put a verdict on another summary's claim; should an old id be taken all the same, undo and
redo refuse (``UNDO_TAKEN``) and change nothing. A judge's verdicts on a claim that undo deletes
travel with what undo returns and come back on redo: they were paid for.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from writerlens.claims import notices
from writerlens.claims.agreement import JudgeAgreement, agreement
from writerlens.domain import (
    Claim,
    ClaimOrigin,
    ClaimVerdict,
    NotFound,
    Omission,
    Verdict,
    WriterLensError,
)
from writerlens.domain.claims import KeptJudgment
from writerlens.services.claim_rules import (
    check_free,
    check_passage,
    claim_text,
    existing_set,
    put_judgments,
    verdict_of,
)
from writerlens.services.omission_review import OmissionReview
from writerlens.services.review import ReviewSession
from writerlens.store import claims as rows
from writerlens.store.db import utc_now

#: Where the evidence for a verdict came from.
EVIDENCE_SOURCES = ("none", "proposed", "chosen")


@dataclass(frozen=True)
class Replacement:
    """An edit, split or merge: the claims set aside (kept, with their verdicts) and the claims
    that took their place. Hand it back to undo or redo the change."""

    retired: tuple[Claim, ...]
    added: tuple[Claim, ...]
    #: The judges' verdicts on the added claims, kept by undo (which deletes those claims) so
    #: that redo puts them back.
    judgments: tuple[KeptJudgment, ...] = ()


@dataclass(frozen=True)
class RemovedClaim(Claim):
    """A claim taken out (:meth:`ClaimReview.delete_claim`) with the judges' verdicts it had,
    which :meth:`ClaimReview.restore_claim` puts back with it."""

    judgments: tuple[KeptJudgment, ...] = ()


class ClaimReview:
    """The claims step of one story's review (cheap to make; the store holds the state)."""

    def __init__(self, session: ReviewSession) -> None:
        self.session = session
        self.store = session.store
        self.review_id = session.review_id
        self._story: str | None = None  # a story's text never changes: read it once
        #: the omissions are a step of their own; their calls are its own (see
        #: :class:`~writerlens.services.omission_review.OmissionReview`), under the names the
        #: review's undo history and panels use
        self.left_out = OmissionReview(session, self._story_text)
        self.add_omission = self.left_out.add
        self.edit_omission = self.left_out.edit
        self.delete_omission = self.left_out.delete
        self.restore_omission = self.left_out.restore

    # -- reading -------------------------------------------------------------------------------

    def claims(self, summary_id: int, *, include_retired: bool = False) -> list[Claim]:
        """A summary's claims in summary order (start, id); retired ones only when asked."""
        return rows.claims_for(self.store, summary_id, include_retired=include_retired)

    def verdicts(self) -> dict[int, ClaimVerdict]:
        """The writer's verdicts in this review by claim id (retired claims keep theirs)."""
        return rows.verdicts(self.store, self.review_id)

    def omissions(self) -> list[Omission]:
        """This review's omissions in story order."""
        return self.left_out.omissions()

    def agreement(self, summary_id: int) -> list[JudgeAgreement] | None:
        """Each judge model against the writer on this summary's active claims, or None until
        the writer has a verdict on every one of them (so the judge cannot sway the writer).

        One entry per judge model that judged any of them, by model name; ``n`` counts the
        claims where the judge gave a usable verdict."""
        with self.session._reading():
            active = rows.claims_for(self.store, summary_id)
            mine = rows.verdicts(self.store, self.review_id)
            if not active or any(claim.id not in mine for claim in active):
                return None
            judged = rows.judgments_for(self.store, summary_id)
        pairs: dict[str, list[tuple[Verdict, Verdict]]] = {}
        for claim in active:
            for judgment in judged.get(claim.id, ()):
                found = pairs.setdefault(judgment.judge_model, [])
                if judgment.verdict is not None:
                    found.append((mine[claim.id].verdict, judgment.verdict))
        return [agreement(model, pairs[model]) for model in sorted(pairs)]

    # -- claims --------------------------------------------------------------------------------

    def add_claim(self, summary_id: int, text: str, start: int, end: int) -> Claim:
        """A claim the writer adds (one the model missed). Undo: ``delete_claim(claim.id)``."""
        with self.session._judging():
            summary = self.session.rules.rateable(summary_id)
            text = claim_text(text)
            check_passage(summary.text, start, end, notices.CLAIM_PASSAGE, summary=summary.name)
            return rows.insert_claim(
                self.store,
                summary_id=summary_id,
                text=text,
                start=start,
                end=end,
                origin=ClaimOrigin.WRITER,
            )

    def delete_claim(self, claim_id: int) -> RemovedClaim:
        """Remove a claim the writer added (with its verdict). Undo: ``restore_claim(claim,
        verdict)`` with the verdict read from :meth:`verdicts` before deleting; the judges'
        verdicts travel in the returned claim."""
        with self.session._judging():
            claim = self._active(claim_id)
            if claim.origin != ClaimOrigin.WRITER:
                raise WriterLensError(notices.CLAIM_NOT_YOURS())
            judged = rows.judgments_of(self.store, [claim.id])
            rows.delete_claims(self.store, [claim.id])
            fields = {f: getattr(claim, f) for f in Claim.__dataclass_fields__}
            return RemovedClaim(**fields, judgments=judged)

    def restore_claim(self, claim: Claim, verdict: ClaimVerdict | None = None) -> Claim:
        """Put a deleted claim back with its old id, its verdict if given, and the judges'
        verdicts it had (a :class:`RemovedClaim`). Refused if the id is taken."""
        with self.session._judging():
            summary = self.session.rules.rateable(claim.summary_id)
            check_free(self.store, [claim.id])
            check_passage(
                summary.text, claim.start, claim.end, notices.CLAIM_PASSAGE, summary=summary.name
            )
            restored = rows.insert_claim(
                self.store,
                summary_id=claim.summary_id,
                text=claim_text(claim.text),
                start=claim.start,
                end=claim.end,
                origin=claim.origin,
                parents=claim.parents,
                claim_set_id=existing_set(self.store, claim.claim_set_id),
                claim_id=claim.id,
                created_at=claim.created_at or None,
                retired_at=claim.retired_at,
            )
            if verdict is not None:
                rows.put_verdict(
                    self.store, replace(verdict, review_id=self.review_id, claim_id=restored.id)
                )
            put_judgments(self.store, getattr(claim, "judgments", ()))
            return restored

    def edit_claim(
        self, claim_id: int, text: str, start: int | None = None, end: int | None = None
    ) -> Replacement:
        """Reword a claim (and move its passage, if given). The original is kept, retired."""
        with self.session._judging():
            old = self._active(claim_id)
            summary = self.session.rules.rateable(old.summary_id)
            text = claim_text(text)
            start = old.start if start is None else start
            end = old.end if end is None else end
            check_passage(summary.text, start, end, notices.CLAIM_PASSAGE, summary=summary.name)
            if (text, start, end) == (old.text, old.start, old.end):
                raise WriterLensError(notices.CLAIM_UNCHANGED())
            return self._replace([old], [(text, start, end)], ClaimOrigin.EDIT)

    def split_claim(self, claim_id: int, parts: Sequence[tuple[str, int, int]]) -> Replacement:
        """Split a claim that says several things into parts (text, start, end), in order."""
        with self.session._judging():
            old = self._active(claim_id)
            summary = self.session.rules.rateable(old.summary_id)
            checked = []
            for text, start, end in parts:
                if not text.strip():
                    raise WriterLensError(notices.SPLIT_PARTS())
                check_passage(summary.text, start, end, notices.CLAIM_PASSAGE, summary=summary.name)
                checked.append((claim_text(text), start, end))
            if len(checked) < 2:
                raise WriterLensError(notices.SPLIT_PARTS())
            return self._replace([old], checked, ClaimOrigin.SPLIT)

    def merge_claims(self, claim_ids: Sequence[int], text: str) -> Replacement:
        """Merge claims of one summary into one; its passage covers all of theirs."""
        with self.session._judging():
            ids = list(dict.fromkeys(claim_ids))
            if len(ids) < 2:
                raise WriterLensError(notices.MERGE_CLAIMS())
            olds = [self._active(claim_id) for claim_id in ids]
            if len({claim.summary_id for claim in olds}) != 1:
                raise WriterLensError(notices.MERGE_CLAIMS())
            self.session.rules.rateable(olds[0].summary_id)
            text = claim_text(text)
            start = min(claim.start for claim in olds)
            end = max(claim.end for claim in olds)
            olds.sort(key=lambda c: (c.start, c.id))
            return self._replace(olds, [(text, start, end)], ClaimOrigin.MERGE)

    def undo_replacement(self, r: Replacement) -> Replacement:
        """Take back an edit, split or merge: the new claims go, the old ones come back.
        Returns ``r`` with the judges' verdicts on the new claims: redo that one."""
        with self.session._judging():
            for claim in r.added:
                self.session.rules.rateable(claim.summary_id)
                now = rows.get_claim(self.store, claim.id)
                if now is None or now.retired_at is not None or now.text != claim.text:
                    raise WriterLensError(notices.UNDO_STALE())
            for claim in r.retired:
                now = rows.get_claim(self.store, claim.id)
                if now is None or now.retired_at is None:
                    raise WriterLensError(notices.UNDO_STALE())
            added_ids = [claim.id for claim in r.added]
            judged = rows.judgments_of(self.store, added_ids)
            rows.delete_claims(self.store, added_ids)
            rows.set_retired(self.store, [claim.id for claim in r.retired], None)
            return replace(r, judgments=judged)

    def redo_replacement(self, r: Replacement) -> Replacement:
        """Make an undone edit, split or merge again: the new claims get their old ids back
        (refused if one is taken) with the judges' verdicts undo kept. The Replacement returned
        holds them as stored (undo that one)."""
        with self.session._judging():
            for claim in r.retired:
                self.session.rules.rateable(claim.summary_id)
                now = rows.get_claim(self.store, claim.id)
                if now is None or now.retired_at is not None:
                    raise WriterLensError(notices.UNDO_STALE())
            check_free(self.store, [claim.id for claim in r.added])
            when = utc_now()
            rows.set_retired(self.store, [claim.id for claim in r.retired], when)
            added = tuple(
                rows.insert_claim(
                    self.store,
                    summary_id=claim.summary_id,
                    text=claim.text,
                    start=claim.start,
                    end=claim.end,
                    origin=claim.origin,
                    parents=claim.parents,
                    claim_id=claim.id,
                    created_at=claim.created_at or None,
                )
                for claim in r.added
            )
            put_judgments(self.store, r.judgments)
            retired = tuple(replace(claim, retired_at=when) for claim in r.retired)
            return Replacement(retired=retired, added=added)

    def _replace(
        self, olds: Sequence[Claim], parts: Iterable[tuple[str, int, int]], origin: ClaimOrigin
    ) -> Replacement:
        when = utc_now()
        rows.set_retired(self.store, [claim.id for claim in olds], when)
        parents = tuple(claim.id for claim in olds)
        added = tuple(
            rows.insert_claim(
                self.store,
                summary_id=olds[0].summary_id,
                text=text,
                start=start,
                end=end,
                origin=origin,
                parents=parents,
            )
            for text, start, end in parts
        )
        retired = tuple(replace(claim, retired_at=when) for claim in olds)
        return Replacement(retired=retired, added=added)

    # -- verdicts ------------------------------------------------------------------------------

    def set_verdict(
        self,
        claim_id: int,
        verdict: Verdict | str,
        *,
        kind: str | None = None,
        comment: str = "",
        evidence: tuple[int, int] | None = None,
        evidence_source: str = "none",
    ) -> tuple[ClaimVerdict | None, ClaimVerdict]:
        """The writer's verdict on an active claim, with the story passage given as evidence
        (code points into the story; None: no evidence). ``kind`` is an error label of the
        review's taxonomy. Returns (previous, new); undo: ``restore_verdict(claim_id,
        previous)``."""
        with self.session._judging():
            claim = self._active(claim_id)
            self.session.rules.rateable(claim.summary_id)
            chosen = verdict_of(verdict)
            if kind is not None:
                kind = self.session.rules.label(kind).id
            if evidence_source not in EVIDENCE_SOURCES:
                raise ValueError(f"evidence_source must be one of {EVIDENCE_SOURCES}")
            quote = None
            if evidence is None:
                evidence_source = "none"
                ev_start = ev_end = None
            else:
                ev_start, ev_end = evidence
                story = self._story_text()
                check_passage(story, ev_start, ev_end, notices.EVIDENCE_PASSAGE)
                quote = story[ev_start:ev_end]
                if evidence_source == "none":
                    evidence_source = "chosen"
            previous = rows.get_verdict(self.store, self.review_id, claim_id)
            new = rows.put_verdict(
                self.store,
                ClaimVerdict(
                    review_id=self.review_id,
                    claim_id=claim_id,
                    verdict=chosen,
                    kind=kind,
                    comment=comment,
                    evidence_start=ev_start,
                    evidence_end=ev_end,
                    evidence_quote=quote,
                    evidence_source=evidence_source,
                    updated_at=utc_now(),
                ),
            )
            return previous, new

    def restore_verdict(self, claim_id: int, previous: ClaimVerdict | None) -> None:
        """Undo of :meth:`set_verdict`: put the previous verdict back (None: no verdict)."""
        with self.session._judging():
            claim = self._claim(claim_id)
            self.session.rules.rateable(claim.summary_id)
            if previous is None:
                rows.delete_verdict(self.store, self.review_id, claim_id)
                return
            if previous.evidence_start is not None and previous.evidence_end is not None:
                check_passage(
                    self._story_text(),
                    previous.evidence_start,
                    previous.evidence_end,
                    notices.EVIDENCE_PASSAGE,
                )
            rows.put_verdict(
                self.store, replace(previous, review_id=self.review_id, claim_id=claim_id)
            )

    # -- helpers -------------------------------------------------------------------------------

    def _story_text(self) -> str:
        if self._story is None:
            self._story = self.session.library.manuscript(self.session.manuscript_id).text
        return self._story

    def _claim(self, claim_id: int) -> Claim:
        """A claim of one of this review's summaries (retired or not)."""
        claim = rows.get_claim(self.store, claim_id)
        if claim is None or all(s.summary_id != claim.summary_id for s in self.session.rules.shown):
            raise NotFound(notices.CLAIM_GONE())
        return claim

    def _active(self, claim_id: int) -> Claim:
        claim = self._claim(claim_id)
        if claim.retired_at is not None:
            raise WriterLensError(notices.CLAIM_RETIRED())
        return claim


__all__ = ["EVIDENCE_SOURCES", "ClaimReview", "JudgeAgreement", "RemovedClaim", "Replacement"]
