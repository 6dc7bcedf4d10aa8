"""Undo and redo across two summaries' histories: an id the history knows must never name
another summary's claim or omission, and a judge's paid verdicts survive undo (review #18)."""

from __future__ import annotations

import pytest
from claims_support import model_claims, snapshot

from writerlens.claims import notices
from writerlens.domain import ClaimJudgment, OmissionKind, Verdict, WriterLensError
from writerlens.services.claim_review import ClaimReview
from writerlens.services.library import Library
from writerlens.services.review import ReviewSession
from writerlens.store import claims as rows
from writerlens.texts.segment import sentences


def _two(session: ReviewSession) -> list[tuple[int, str]]:
    return [(s.summary_id, s.text) for s in session.rules.shown if s.rateable][:2]


def test_redo_of_a_claim_and_its_verdict_lands_on_that_claim_not_another_summarys(
    session: ReviewSession, review: ClaimReview
) -> None:
    (a, a_text), (b, b_text) = _two(session)
    st, en = sentences(a_text)[0]
    added = review.add_claim(a, "A claim", st, en)
    previous, _ = review.set_verdict(added.id, Verdict.FAITHFUL)
    review.restore_verdict(added.id, previous)  # undo the verdict
    removed = review.delete_claim(added.id)  # undo the claim
    st2, en2 = sentences(b_text)[0]
    other = review.add_claim(b, "B claim", st2, en2)  # on B's own history
    assert other.id != added.id  # ids are never reused
    again = review.restore_claim(removed, None)  # redo on A's history
    review.set_verdict(added.id, Verdict.FAITHFUL)  # the redone verdict keeps the old id
    assert again.id == added.id and again.summary_id == a
    mine = review.verdicts()
    assert added.id in mine and other.id not in mine
    assert [c.text for c in review.claims(b) if c.origin == "writer"] == ["B claim"]


def test_redo_of_an_omission_keeps_its_id_and_a_new_one_never_takes_it(
    session: ReviewSession, review: ClaimReview
) -> None:
    (a, _), (b, _) = _two(session)
    first = review.add_omission(0, 20, OmissionKind.EVENT, [a])
    removed = review.delete_omission(first.id)
    other = review.add_omission(30, 60, OmissionKind.THEME, [b])
    assert other.id != first.id
    back = review.restore_omission(removed)
    assert back.id == first.id and back.summary_ids == (a,)
    assert {o.id: o.summary_ids for o in review.omissions()} == {first.id: (a,), other.id: (b,)}


def test_undo_refuses_rather_than_take_a_new_id_when_the_old_one_is_taken(
    library: Library, session: ReviewSession, review: ClaimReview
) -> None:
    (a, a_text), (b, _) = _two(session)
    st, en = sentences(a_text)[0]
    added = review.add_claim(a, "A claim", st, en)
    removed = review.delete_claim(added.id)
    # Somehow the id is taken again (an older database, a bundle): refuse, change nothing.
    with library.store.write() as db:
        db.execute(
            'INSERT INTO claims (id, summary_id, text, start, "end", origin, created_at) '
            "VALUES (?, ?, 'squatter', ?, ?, 'writer', 'now')",
            (added.id, a, st, en),
        )
    before = snapshot(library)
    with pytest.raises(WriterLensError) as caught:
        review.restore_claim(removed, None)
    assert caught.value.said.kind is notices.UNDO_TAKEN
    assert snapshot(library) == before
    omission = review.add_omission(0, 20, OmissionKind.EVENT, [b])
    gone = review.delete_omission(omission.id)
    with library.store.write() as db:
        db.execute(
            'INSERT INTO omissions (id, review_id, start, "end", quote, kind, created_at, '
            "updated_at) VALUES (?, ?, 0, 20, 'x', 'event', 'now', 'now')",
            (omission.id, review.review_id),
        )
    before = snapshot(library)
    with pytest.raises(WriterLensError) as caught:
        review.restore_omission(gone)
    assert caught.value.said.kind is notices.UNDO_TAKEN
    assert snapshot(library) == before


def _judged(library: Library, claim_id: int) -> None:
    rows.put_judgment(
        library.store,
        ClaimJudgment(
            claim_id=claim_id,
            judge_model="judge-1",
            verdict=Verdict.UNFAITHFUL,
            evidence=((3, 9),),
            explanation="paid for",
            reply="Verdict: unfaithful",
        ),
        prompt="claim-judge@1",
    )


def test_undo_and_redo_keep_the_judges_paid_verdicts(
    library: Library, session: ReviewSession, review: ClaimReview
) -> None:
    (a, a_text), _ = _two(session)
    first, *_ = model_claims(library, a, a_text)
    edit = review.edit_claim(first.id, "Reworded claim.")
    new_id = edit.added[0].id
    _judged(library, new_id)
    undone = review.undo_replacement(edit)
    assert new_id not in rows.judgments_for(library.store, a)
    redone = review.redo_replacement(undone)
    assert redone.added[0].id == new_id
    back = rows.judgments_for(library.store, a)[new_id]
    assert [(j.judge_model, j.verdict, j.explanation) for j in back] == [
        ("judge-1", Verdict.UNFAITHFUL, "paid for")
    ]
    assert (
        library.store.scalar("SELECT prompt FROM claim_judgments WHERE claim_id = ?", (new_id,))
        == "claim-judge@1"
    )
    # A claim the writer added, judged, removed and put back keeps its judgment too.
    st, en = sentences(a_text)[-1]
    added = review.add_claim(a, "Mine", st, en)
    _judged(library, added.id)
    removed = review.delete_claim(added.id)
    review.restore_claim(removed, None)
    assert [j.explanation for j in rows.judgments_for(library.store, a)[added.id]] == ["paid for"]
