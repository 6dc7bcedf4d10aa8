"""Breaking real summaries into claims through the fake server and the real SDKs.

The summaries are the released ones (BooookScore's GPT-4 book summaries, Reading Subtext's
summary passages); the model is the fake server answering the way a careful model would (each
numbered sentence cut into its clauses), or misbehaving (refusing, cut off, chatting).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from claims_support import add_summaries, clause_claims, release_summaries
from llm_server import FakeLLMServer, RecordedRequest, Refuse, RefuseInProse, Truncate

from writerlens.claims.decompose import parse_claims, summary_sentences
from writerlens.claims.results import ClaimTask
from writerlens.domain import Cancelled, CancelToken, ClaimOrigin, WriterLensError
from writerlens.llm.base import ProviderSpec
from writerlens.llm.factory import create_provider
from writerlens.services.claims import ClaimsService
from writerlens.services.consent import ConsentRequired, consent_request, record
from writerlens.services.library import Library
from writerlens.services.model_work import WorkProgress


def _factory(spec: ProviderSpec, **kwargs):
    kwargs["api_key"] = "test-key"
    return create_provider(spec, sleep=lambda _s: None, **kwargs)


def _service(library: Library) -> ClaimsService:
    return ClaimsService(library, provider_factory=_factory)


def _spec(server: FakeLLMServer) -> ProviderSpec:
    return ProviderSpec(
        kind="openai-compatible", model="claims-model", name="fake", base_url=server.openai_base_url
    )


def _answer_with_clauses(server: FakeLLMServer) -> None:
    def reply(request: RecordedRequest) -> str:
        return clause_claims(request.last_user_message)

    server.reply = reply


def test_every_sentence_of_real_summaries_is_covered_by_a_claim(
    library: Library, llm_server: FakeLLMServer, external: Path
) -> None:
    texts = release_summaries(external, books=2, quotes=4)
    ids = add_summaries(library, texts)
    _answer_with_clauses(llm_server)
    service = _service(library)
    estimate = service.estimate_decompose(ids, _spec(llm_server))
    # the writer's own server with no price set: free, as every task says of it
    assert estimate.task is ClaimTask.DECOMPOSE and estimate.cost_text == "free (your server)"
    assert estimate.notes == () and estimate.input_tokens > 0
    seen: list[WorkProgress] = []
    stored = service.decompose(ids, _spec(llm_server), progress=seen.append)
    assert len(llm_server.requests) == estimate.calls  # the estimate counted every call
    assert seen and seen[-1].fraction == pytest.approx((len(ids) - 1 + 1) / len(ids))
    for summary_id, text in zip(ids, texts, strict=True):
        claims = stored[summary_id]
        assert claims == service.claims(summary_id)
        assert all(0 <= c.start < c.end <= len(text) for c in claims)
        assert all(c.origin is ClaimOrigin.MODEL and c.claim_set_id for c in claims)
        spans = summary_sentences(text)
        covered = [any(c.start <= s and e <= c.end for c in claims) for s, e in spans]
        assert all(covered), [
            text[s:e] for (s, e), ok in zip(spans, covered, strict=True) if not ok
        ]
        (claim_set,) = service.claim_sets(summary_id)
        assert claim_set.status == "ok" and claim_set.prompt_id == "claims"
    # A second run is refused before anything is sent, unless the writer replaces them.
    sent = len(llm_server.requests)
    with pytest.raises(WriterLensError, match="already has its claims"):
        service.decompose(ids[:1], _spec(llm_server))
    told = service.estimate_decompose(ids[:1], _spec(llm_server))
    assert told.calls == 0 and "already has its claims" in told.notes[0]
    assert service.estimate_decompose(ids[:1], _spec(llm_server), replace=True).calls
    assert len(llm_server.requests) == sent
    again = service.decompose(ids[:1], _spec(llm_server), replace=True)
    old = {c.id for c in stored[ids[0]]}
    everything = service.claims(ids[0], include_retired=True)
    assert {c.id for c in everything if c.retired_at} == old
    assert [c.id for c in service.claims(ids[0])] == [c.id for c in again[ids[0]]]


def test_a_refusal_a_cut_off_reply_and_chatter_are_never_stored_as_ok(
    library: Library, llm_server: FakeLLMServer, external: Path
) -> None:
    texts = release_summaries(external, books=0, quotes=4)
    ids = add_summaries(library, texts)
    service = _service(library)
    spec = _spec(llm_server)
    llm_server.enqueue(Refuse())
    assert service.decompose(ids[:1], spec) == {ids[0]: []}
    assert service.claim_sets(ids[0])[-1].status == "refused"
    llm_server.enqueue(RefuseInProse())
    service.decompose(ids[1:2], spec)
    assert service.claim_sets(ids[1])[-1].status == "refused"
    assert service.claims(ids[1]) == []
    # Chatter with no claim in it: asked again, then "failed", nothing stored.
    llm_server.reply = lambda _r: "What a lovely summary! I enjoyed reading it very much."
    service.decompose(ids[2:3], spec)
    (failed,) = service.claim_sets(ids[2])
    assert failed.status == "failed" and "[asked again]" in failed.reply
    assert service.claims(ids[2]) == []
    # Cut off at the token limit: the finished lines are kept, the set is "truncated".
    first = numbered_sentences_of(texts[3])
    llm_server.enqueue(Truncate(f"[1] {first}\n[1] The narrator goes down into the cel"))
    kept = service.decompose(ids[3:4], spec)[ids[3]]
    assert service.claim_sets(ids[3])[-1].status == "truncated"
    assert [c.text for c in kept] == [first]


def numbered_sentences_of(text: str) -> str:
    start, end = summary_sentences(text)[0]
    return text[start:end]


def test_the_prompts_example_and_made_up_claims_are_dropped(
    library: Library, llm_server: FakeLLMServer
) -> None:
    (summary_id,) = add_summaries(
        library, ["Iris Winnow is a journalist in Oath. She writes letters to her brother Forest."]
    )
    llm_server.reply = lambda _r: (
        "Here are the claims:\n```\n1. [1] Odile is a lighthouse keeper.\n"
        "2. [1] Iris Winnow is a journalist.\n- [2] Iris writes letters to Forest.\n"
        "- [2] Iris owns a purple dragon named Kevin.\n- [2] Iris does not write to Forest.\n"
        "- [2] Iris writes letters to Forest again.\n```"
    )
    claims = _service(library).decompose([summary_id], _spec(llm_server))[summary_id]
    assert [(c.text, c.start) for c in claims] == [
        ("Iris Winnow is a journalist.", 0),
        ("Iris writes letters to Forest.", 37),
    ]


def test_a_cloud_model_needs_consent_and_cancel_keeps_what_finished(
    library: Library, llm_server: FakeLLMServer, external: Path
) -> None:
    ids = add_summaries(library, release_summaries(external, books=0, quotes=3))
    cloud = ProviderSpec(
        kind="anthropic", model="claude-haiku-4-5", base_url=llm_server.anthropic_base_url
    )
    service = _service(library)
    with pytest.raises(ConsentRequired):
        service.decompose(ids, cloud)
    assert llm_server.requests == []
    request = consent_request(cloud)
    assert request is not None
    record(library, request, granted=True)
    _answer_with_clauses(llm_server)
    cancel = CancelToken()

    def stop_after_first(progress: WorkProgress) -> None:
        if progress.step == 1:
            cancel.cancel()

    with pytest.raises(Cancelled, match="the 1 summary finished before were saved"):
        service.decompose(ids, cloud, progress=stop_after_first, cancel=cancel)
    assert service.claims(ids[0]) and service.claims(ids[1]) == []
    assert service.claims(ids[2]) == []


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("", []),
        (
            '```json\n["Iris is brave.", {"claim": "Iris runs away.", "sentence": 2}]\n```',
            [("Iris is brave.", ()), ("Iris runs away.", (2,))],
        ),
        (
            "Sentence 3: Roman writes letters.\n(4) Iris reads them (sentence 4)",
            [("Roman writes letters.", (3,)), ("Iris reads them", (4,))],
        ),
        ("[2-3] Iris and Roman marry.", [("Iris and Roman marry.", (2, 3))]),
        ("Here are the claims:\n\n**Claims:**", []),
        (
            "[3] Iris leaves Oath. She hides a purple dragon.",
            [("Iris leaves Oath.", (3,)), ("She hides a purple dragon.", (3,))],
        ),
    ],
)
def test_replies_are_read_forgivingly(reply: str, expected: list) -> None:
    assert [(c.text, c.cited) for c in parse_claims(reply)] == expected
