"""The reviewer's sequence through the window's own undo stacks (one per summary), review #18:
A adds a claim and a verdict, undoes both; B adds a claim; A redoes both. The verdict must be
on A's claim, B's claim untouched; the same for omissions."""

from __future__ import annotations

import random

from PySide6.QtGui import QUndoStack

from writerlens.domain import OmissionKind, Verdict
from writerlens.services.claim_review import ClaimReview
from writerlens.services.library import Library
from writerlens.services.review import ReviewSession
from writerlens.texts.segment import sentences
from writerlens.ui.review.claim_commands import AddClaim, AddOmission, SetVerdict
from writerlens.ui.review.commands import push


def test_redo_on_one_summarys_stack_never_lands_on_anothers_claim(qtbot, library: Library) -> None:
    manuscript = library.ensure_sample()
    assert manuscript is not None
    session = ReviewSession.open(library, manuscript.id, rng=random.Random(7))
    review = ClaimReview(session)
    a, b = [s for s in session.rules.shown if s.rateable][:2]
    stacks = {a.summary_id: QUndoStack(), b.summary_id: QUndoStack()}
    changed = lambda: None  # noqa: E731
    st, en = sentences(a.text)[0]
    add_a = AddClaim(review, changed, a.summary_id, "A claim", st, en)
    push(stacks[a.summary_id], add_a)
    assert add_a.claim is not None
    push(stacks[a.summary_id], SetVerdict(review, changed, add_a.claim.id, Verdict.UNFAITHFUL))
    push(
        stacks[a.summary_id],
        AddOmission(
            review, changed, start=0, end=20, kind=OmissionKind.EVENT, summary_ids=[a.summary_id]
        ),
    )
    for _ in range(3):
        stacks[a.summary_id].undo()
    st2, en2 = sentences(b.text)[0]
    add_b = AddClaim(review, changed, b.summary_id, "B claim", st2, en2)
    push(stacks[b.summary_id], add_b)
    push(
        stacks[b.summary_id],
        AddOmission(
            review, changed, start=30, end=60, kind=OmissionKind.THEME, summary_ids=[b.summary_id]
        ),
    )
    for _ in range(3):
        stacks[a.summary_id].redo()
    assert add_b.claim is not None and add_a.claim is not None
    verdicts = review.verdicts()
    assert add_a.claim.summary_id == a.summary_id
    assert verdicts[add_a.claim.id].verdict is Verdict.UNFAITHFUL
    assert add_b.claim.id not in verdicts
    assert [c.text for c in review.claims(b.summary_id) if c.origin == "writer"] == ["B claim"]
    assert sorted(o.summary_ids for o in review.omissions()) == sorted(
        [(a.summary_id,), (b.summary_id,)]
    )
