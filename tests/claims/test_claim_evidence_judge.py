"""Evidence proposed from the story, and the automatic rater kept apart from the writer."""

from __future__ import annotations

import pytest
from claims_support import model_claims
from hypothesis import given, settings
from hypothesis import strategies as st
from llm_server import FakeLLMServer, RecordedRequest, Refuse
from test_claim_decompose import _service, _spec

from writerlens.claims.evidence import StoryIndex, propose_evidence
from writerlens.claims.judge import parse_verdict
from writerlens.domain import Cancelled, CancelToken, Manuscript, Verdict, WriterLensError
from writerlens.services.claim_review import ClaimReview
from writerlens.services.library import Library
from writerlens.services.review import ReviewSession
from writerlens.store import claims as rows
from writerlens.texts import sentences


def test_a_claim_taken_from_a_story_sentence_finds_that_sentence(sample: Manuscript) -> None:
    index = StoryIndex(sample.text)
    spans = [(s, e) for s, e in sentences(sample.text) if len(sample.text[s:e].split()) >= 12]
    assert len(spans) >= 10
    for start, end in spans[:: max(1, len(spans) // 15)]:
        claim = sample.text[start:end]
        found = propose_evidence(index, claim, limit=3)
        assert 1 <= len(found) <= 3
        assert [e.score for e in found] == sorted((e.score for e in found), reverse=True)
        assert all(0 <= e.start < e.end <= len(sample.text) for e in found)
        assert all(sample.text[e.start : e.end] == e.quote for e in found)
        assert found[0].start <= start and end <= found[0].end, (claim, found[0].quote)


def test_the_service_proposes_evidence_for_a_stored_claim_helped_by_the_alignment(
    library: Library, session: ReviewSession, sample: Manuscript
) -> None:
    shown = next(s for s in session.rules.shown if s.rateable)
    claims = model_claims(library, shown.summary_id, shown.text)
    service = _service(library)
    for claim in claims:
        found = service.propose_evidence(claim.id, limit=2)
        assert found and len(found) <= 2
        for evidence in found:
            assert sample.text[evidence.start : evidence.end] == evidence.quote
            assert 0 < evidence.score <= 1
    assert service.propose_evidence(claims[0].id, limit=0) == []
    with pytest.raises(WriterLensError, match="no longer there"):
        service.propose_evidence(999_999)


@pytest.mark.parametrize(
    ("reply", "verdict", "passage"),
    [
        ("Verdict: faithful\nPassage: 2\nReason: It says so.", Verdict.FAITHFUL, 2),
        ("verdict - Unfaithful\npassage: none", Verdict.UNFAITHFUL, None),
        ("**Verdict:** partial\nPassage: [3]", Verdict.PARTIAL, 3),
        ("Verdict: can't tell\nPassage: 9", Verdict.UNVERIFIABLE, None),
        ("Not supported. The story says otherwise.", Verdict.UNFAITHFUL, None),
        ("Verdict: faithful, unfaithful, partial or unverifiable", None, None),
        ("I think it is a lovely claim.", None, None),
    ],
)
def test_judge_replies_are_read_or_refused(reply: str, verdict, passage) -> None:
    read = parse_verdict(reply, passages=3)
    assert (read and read.verdict, read and read.passage) == (verdict, passage) or (
        read is None and verdict is None
    )


@given(
    digits=st.text("0123456789", min_size=1, max_size=6000),
    around=st.text(max_size=20),
    passages=st.integers(1, 5),
)
@settings(max_examples=60, deadline=None)
def test_a_hostile_passage_number_is_ignored_not_a_crash(
    digits: str, around: str, passages: int
) -> None:
    """A reply citing "Passage: 999…9" (5000 digits) made int() raise: only a number of a few
    digits that names a passage shown is read; any other leaves the verdict without one."""
    reply = f"Verdict: faithful\nPassage: {around}{digits}{around}\nReason: so"
    read = parse_verdict(reply, passages=passages)
    assert read is not None and read.verdict is Verdict.FAITHFUL
    assert read.passage is None or 1 <= read.passage <= passages
    huge = parse_verdict("Verdict: faithful\nPassage: " + "9" * 5000, passages=3)
    assert huge is not None and huge.passage is None


def test_the_judge_gives_a_verdict_per_claim_kept_apart_and_agreement_waits(
    library: Library, session: ReviewSession, llm_server: FakeLLMServer
) -> None:
    shown = next(s for s in session.rules.shown if s.rateable)
    every = model_claims(library, shown.summary_id, shown.text)
    claims = every[:4]
    rows.delete_claims(library.store, [c.id for c in every[4:]])
    answers = {
        0: "Verdict: faithful\nPassage: 1\nReason: The story says it.",
        1: "Verdict: unfaithful\nPassage: 2\nReason: The story says the opposite.",
        2: "I cannot decide this.",  # unreadable twice -> unparseable
        3: "Verdict: faithful\nPassage: none\nReason: Close enough.",
    }

    def reply(request: RecordedRequest) -> str:
        claim = request.messages[-1]["content"] if len(request.messages) < 4 else ""
        for n, c in enumerate(claims):
            if f"<claim>\n{c.text}\n</claim>" in claim or c.text in request.messages[1]["content"]:
                return answers[n]
        return "still nothing"

    llm_server.reply = reply
    service = _service(library)
    spec = _spec(llm_server)
    estimate = service.estimate_judge([shown.summary_id], spec)
    assert estimate.calls == 4 and estimate.notes == ()
    judged = service.judge([shown.summary_id], spec)[shown.summary_id]
    assert [j.verdict for j in judged] == [
        Verdict.FAITHFUL,
        Verdict.UNFAITHFUL,
        None,
        Verdict.FAITHFUL,
    ]
    assert [j.status for j in judged] == ["ok", "ok", "unparseable", "ok"]
    assert len(judged[0].evidence) == 1 and len(judged[3].evidence) >= 1
    assert "[asked again]" in judged[2].reply
    assert service.judgments(shown.summary_id) == {j.claim_id: [j] for j in judged}
    # the writer's verdicts are untouched, and agreement waits for all of them
    review = ClaimReview(session)
    assert review.verdicts() == {}
    for claim, verdict in zip(claims[:3], ["faithful", "faithful", "partial"], strict=True):
        review.set_verdict(claim.id, verdict)
    assert review.agreement(shown.summary_id) is None
    review.set_verdict(claims[3].id, "unfaithful")
    (agreement,) = review.agreement(shown.summary_id) or []
    assert (agreement.n, agreement.agreement) == (3, pytest.approx(100 / 3))


def test_a_judge_run_refused_or_cancelled_keeps_what_it_finished(
    library: Library, session: ReviewSession, llm_server: FakeLLMServer
) -> None:
    shown = next(s for s in session.rules.shown if s.rateable)
    claims = model_claims(library, shown.summary_id, shown.text)
    service = _service(library)
    llm_server.enqueue(Refuse())
    llm_server.reply = lambda _r: "Verdict: faithful\nPassage: 1\nReason: Yes."
    cancel = CancelToken()

    def stop(progress) -> None:
        if progress.done == 2:
            cancel.cancel()

    with pytest.raises(Cancelled, match="verdicts on 2 claims finished before were saved"):
        service.judge([shown.summary_id], _spec(llm_server), progress=stop, cancel=cancel)
    stored = service.judgments(shown.summary_id)
    assert [j[0].status for j in stored.values()] == ["refused", "ok"]
    assert stored[claims[0].id][0].verdict is None
    with pytest.raises(WriterLensError, match="no claims yet"):
        other = next(
            s for s in session.rules.shown if s.rateable and s.summary_id != shown.summary_id
        )
        service.judge([other.summary_id], _spec(llm_server))
