"""The writer's claim, verdict and omission actions inside a review, on a real library."""

from __future__ import annotations

import pytest
from claims_support import model_claims, snapshot

from writerlens.claims.agreement import cohen_kappa, cohen_kappa_plain, confusion
from writerlens.domain import (
    ClaimJudgment,
    ClaimOrigin,
    Manuscript,
    NotFound,
    OmissionKind,
    Verdict,
    WriterLensError,
)
from writerlens.review.rules import ReviewLocked
from writerlens.services.claim_review import ClaimReview
from writerlens.services.library import Library
from writerlens.services.review import ReviewSession
from writerlens.store import claims as rows
from writerlens.store import reviews as review_rows


def _summaries(session: ReviewSession) -> list[tuple[int, str]]:
    return [(s.summary_id, s.text) for s in session.rules.shown if s.rateable]


def test_claims_are_added_edited_split_merged_and_undone_keeping_the_originals(
    library: Library, session: ReviewSession, review: ClaimReview
) -> None:
    summary_id, text = _summaries(session)[0]
    first, second, *_ = model_claims(library, summary_id, text)
    # A verdict on the model's claim, then the writer splits it: the original is kept, retired,
    # with its verdict; the parts name it as their parent.
    review.set_verdict(first.id, Verdict.PARTIAL, comment="half right")
    half = (first.start + first.end) // 2
    while text[half] != " ":
        half += 1
    split = review.split_claim(
        first.id,
        [("Part one is true.", first.start, half), ("Part two is not.", half + 1, first.end)],
    )
    assert [c.id for c in split.retired] == [first.id] and split.retired[0].retired_at
    assert [c.origin for c in split.added] == [ClaimOrigin.SPLIT] * 2
    assert all(c.parents == (first.id,) for c in split.added)
    active = review.claims(summary_id)
    assert first.id not in {c.id for c in active}
    everything = {c.id: c for c in review.claims(summary_id, include_retired=True)}
    assert everything[first.id].retired_at is not None
    assert review.verdicts()[first.id].comment == "half right"
    # Undo brings the original back with its verdict; redo gives the parts their ids back.
    review.undo_replacement(split)
    assert [c.id for c in review.claims(summary_id)][:2] == [first.id, second.id]
    redone = review.redo_replacement(split)
    assert [c.id for c in redone.added] == [c.id for c in split.added]
    review.undo_replacement(redone)

    # Merge two claims: the passage covers both.
    merged = review.merge_claims([second.id, first.id], "Both things happen.")
    (new,) = merged.added
    assert (new.start, new.end, new.origin) == (first.start, second.end, ClaimOrigin.MERGE)
    assert new.parents == (first.id, second.id)
    review.undo_replacement(merged)

    # Edit: reworded, the original kept.
    edit = review.edit_claim(second.id, "A better wording.")
    assert edit.added[0].text == "A better wording." and edit.added[0].parents == (second.id,)
    with pytest.raises(WriterLensError, match="replaced"):
        review.set_verdict(second.id, Verdict.FAITHFUL)
    with pytest.raises(WriterLensError, match="cannot be undone"):
        review.redo_replacement(edit)  # already done
    review.undo_replacement(edit)
    with pytest.raises(WriterLensError, match="cannot be undone"):
        review.undo_replacement(edit)  # already undone

    # A writer's own claim can be removed (with its verdict) and put back.
    added = review.add_claim(summary_id, "  The  ending is sad. ", second.start, second.end)
    assert added.text == "The ending is sad." and added.origin is ClaimOrigin.WRITER
    review.set_verdict(added.id, Verdict.UNFAITHFUL)
    verdict = review.verdicts()[added.id]
    deleted = review.delete_claim(added.id)
    assert added.id not in review.verdicts()
    restored = review.restore_claim(deleted, verdict)
    assert restored == added and review.verdicts()[added.id] == verdict
    with pytest.raises(WriterLensError, match="Only claims you added"):
        review.delete_claim(first.id)


@pytest.mark.parametrize(
    ("action", "match"),
    [
        (lambda r, s, t, c: r.add_claim(s, "x", 0, len(t) + 1), "Select at least one word"),
        (lambda r, s, t, c: r.add_claim(s, "x", 5, 5), "Select at least one word"),
        (lambda r, s, t, c: r.add_claim(s, "x", -1, 4), "Select at least one word"),
        (lambda r, s, t, c: r.add_claim(s, "   ", 0, 4), "Write the claim"),
        (lambda r, s, t, c: r.add_claim(999_999, "x", 0, 4), "not part of this review"),
        (lambda r, s, t, c: r.edit_claim(c, "x", 0, len(t) + 3), "Select at least one word"),
        (lambda r, s, t, c: r.edit_claim(999_999, "x"), "no longer there"),
        (lambda r, s, t, c: r.split_claim(c, [("only one", 0, 4)]), "at least two parts"),
        (lambda r, s, t, c: r.merge_claims([c, c], "same"), "at least two different"),
        (lambda r, s, t, c: r.set_verdict(c, "great"), "is not a verdict"),
        (lambda r, s, t, c: r.set_verdict(c, "faithful", evidence=(0, 10**9)), "your story"),
        (lambda r, s, t, c: r.set_verdict(c, "faithful", kind="nope"), "no error label"),
        (lambda r, s, t, c: r.add_omission(0, 10**9, "event", [s]), "your story"),
        (lambda r, s, t, c: r.add_omission(0, 10, "weather", [s]), "not a kind of omission"),
        (lambda r, s, t, c: r.add_omission(0, 10, "event", []), "at least one summary"),
    ],
)
def test_a_refused_action_says_why_and_writes_nothing(
    library: Library, session: ReviewSession, review: ClaimReview, action, match: str
) -> None:
    summary_id, text = _summaries(session)[0]
    claim = model_claims(library, summary_id, text)[0]
    before = snapshot(library)
    with pytest.raises(WriterLensError, match=match) as refused:
        action(review, summary_id, text, claim.id)
    assert "Nothing was changed" in refused.value.message
    assert snapshot(library) == before


def test_verdicts_keep_the_evidence_quoted_from_the_story_and_undo_restores_them(
    library: Library, session: ReviewSession, review: ClaimReview, sample: Manuscript
) -> None:
    summary_id, text = _summaries(session)[0]
    claim = model_claims(library, summary_id, text)[0]
    previous, new = review.set_verdict(claim.id, "faithful", evidence=(10, 40))
    assert previous is None
    assert new.evidence_quote == sample.text[10:40] and new.evidence_source == "chosen"
    again, newer = review.set_verdict(
        claim.id, Verdict.UNFAITHFUL, kind="faithfulness.feeling", evidence_source="proposed"
    )
    assert again == new
    assert (newer.evidence_start, newer.evidence_quote, newer.evidence_source) == (
        None,
        None,
        "none",
    )
    review.restore_verdict(claim.id, again)
    assert review.verdicts()[claim.id] == new
    review.restore_verdict(claim.id, None)
    assert review.verdicts() == {}


def test_an_omission_is_marked_for_several_summaries_and_undone(
    library: Library, session: ReviewSession, review: ClaimReview, sample: Manuscript
) -> None:
    (a, _), (b, _), *_ = _summaries(session)
    omission = review.add_omission(100, 160, OmissionKind.EVENT, [b, a, b], comment="the storm")
    assert omission.summary_ids == tuple(sorted((a, b)))
    assert omission.quote == sample.text[100:160]
    assert omission.prefix == sample.text[68:100]
    before, after = review.edit_omission(omission.id, kind="character", summary_ids=[a])
    assert (before, after.kind, after.summary_ids) == (omission, OmissionKind.CHARACTER, (a,))
    assert after.comment == "the storm"
    review.edit_omission(omission.id, kind=before.kind, summary_ids=before.summary_ids)
    assert review.omissions()[0].summary_ids == tuple(sorted((a, b)))
    gone = review.delete_omission(omission.id)
    assert review.omissions() == []
    back = review.restore_omission(gone)
    assert back.id == omission.id and back.summary_ids == tuple(sorted((a, b)))
    with pytest.raises(NotFound):
        review.delete_omission(999_999)


def test_after_the_reveal_every_claim_action_is_refused_and_nothing_changes(
    library: Library, session: ReviewSession, review: ClaimReview
) -> None:
    summary_id, text = _summaries(session)[0]
    claims = model_claims(library, summary_id, text)
    review.set_verdict(claims[0].id, "faithful")
    omission = review.add_omission(0, 20, "theme", [summary_id])
    review_rows.set_completed_at(library.store, session.review_id, "2026-01-01T00:00:00+00:00")
    review_rows.set_revealed_at(library.store, session.review_id, "2026-01-01T00:00:00+00:00")
    before = snapshot(library)
    for action in (
        lambda: review.add_claim(summary_id, "x", 0, 4),
        lambda: review.edit_claim(claims[0].id, "other"),
        lambda: review.split_claim(claims[0].id, [("a", 0, 2), ("b", 2, 4)]),
        lambda: review.merge_claims([claims[0].id, claims[1].id], "m"),
        lambda: review.set_verdict(claims[1].id, "faithful"),
        lambda: review.restore_verdict(claims[0].id, None),
        lambda: review.add_omission(0, 20, "theme", [summary_id]),
        lambda: review.edit_omission(omission.id, comment="x"),
        lambda: review.delete_omission(omission.id),
    ):
        with pytest.raises(ReviewLocked):
            action()
    assert snapshot(library) == before
    assert review.verdicts()[claims[0].id].verdict is Verdict.FAITHFUL  # reads still work


def test_agreement_waits_for_every_verdict_then_counts_each_judge(
    library: Library, session: ReviewSession, review: ClaimReview
) -> None:
    summary_id, text = _summaries(session)[0]
    every = model_claims(library, summary_id, text)
    claims = every[:4]
    rows.delete_claims(library.store, [claim.id for claim in every[4:]])
    mine = [Verdict.FAITHFUL, Verdict.FAITHFUL, Verdict.UNFAITHFUL, Verdict.PARTIAL]
    theirs = [Verdict.FAITHFUL, Verdict.UNFAITHFUL, Verdict.UNFAITHFUL, None]
    for claim, verdict in zip(claims, theirs, strict=True):
        rows.put_judgment(
            library.store,
            ClaimJudgment(claim.id, "judge-a", verdict, status="ok" if verdict else "unparseable"),
        )
    for claim, verdict in zip(claims[:3], mine, strict=False):
        review.set_verdict(claim.id, verdict)
        assert review.agreement(summary_id) is None  # not before the writer is done
    review.set_verdict(claims[3].id, mine[3])
    (judge,) = review.agreement(summary_id) or []
    assert (judge.judge_model, judge.n) == ("judge-a", 3)
    assert judge.agreement == pytest.approx(200 / 3)
    # p_o = 2/3; writer F,F,U; judge F,U,U -> p_e = (2/3*1/3) + (1/3*2/3) = 4/9
    assert judge.kappa == pytest.approx((2 / 3 - 4 / 9) / (1 - 4 / 9))


@pytest.mark.parametrize(
    "pairs",
    [
        [("faithful", "faithful"), ("faithful", "unfaithful"), ("partial", "partial")],
        [("faithful", "unfaithful"), ("unfaithful", "faithful")],
        [("faithful", "faithful"), ("unverifiable", "partial"), ("partial", "unverifiable")],
    ],
)
def test_kappa_from_statsmodels_and_the_written_out_fallback_agree(pairs) -> None:
    typed = [(Verdict(a), Verdict(b)) for a, b in pairs]
    assert cohen_kappa(typed) == pytest.approx(cohen_kappa_plain(confusion(typed)))


def test_kappa_is_undefined_when_both_raters_always_say_the_same_one_thing() -> None:
    same = [(Verdict.FAITHFUL, Verdict.FAITHFUL)] * 3
    assert cohen_kappa(same) is None and cohen_kappa_plain(confusion(same)) is None
    assert cohen_kappa([]) is None


def test_a_replaced_claim_of_the_writer_cannot_be_removed_behind_its_replacement(
    library: Library, session: ReviewSession, review: ClaimReview
) -> None:
    summary_id, _text = _summaries(session)[0]
    mine = review.add_claim(summary_id, "My claim.", 0, 10)
    edit = review.edit_claim(mine.id, "My better claim.")
    with pytest.raises(WriterLensError, match="replaced"):
        review.delete_claim(mine.id)
    review.undo_replacement(edit)
    removed = review.delete_claim(mine.id)
    assert (removed.id, removed.text, removed.judgments) == (mine.id, mine.text, ())


def test_every_claims_message_is_a_whole_sentence_with_its_parameters() -> None:
    from writerlens.claims import notices
    from writerlens.messages import MessageKind

    kinds = [v for v in vars(notices).values() if isinstance(v, MessageKind)]
    assert len(kinds) >= 15 and all(k.id.startswith("claims.") for k in kinds)
    for kind in kinds:
        values = {name: "X" for name in kind.placeholders}
        english = kind(count=2 if "%n" in kind.template else None, **values).english()
        assert english.lstrip("“")[0].isupper() and english.rstrip().endswith((".", "…")), kind.id
        assert "{" not in english and "%n" not in english
