"""A claims run skips exactly what its estimate skipped, names no summary by its database id,
tells what it kept in the words the window shows, and never gives a summary two active claim
sets (review #18, items 2, 3, 5 and 7). Real SDKs against the fake server, real SQLite."""

from __future__ import annotations

from pathlib import Path

import pytest
from claims_support import add_summaries, model_claims, release_summaries
from llm_server import AuthError, FakeLLMServer, Refuse
from test_claim_decompose import _answer_with_clauses, _service, _spec

from writerlens.claims import notices
from writerlens.llm.base import ProviderError
from writerlens.messages import Message, catalogue
from writerlens.services.library import Library
from writerlens.services.model_work import WorkProgress
from writerlens.store import claims as rows


def _kinds(notes: tuple[str, ...]) -> list[tuple[str, int | None]]:
    return [(n.id, n.n) if isinstance(n, Message) else (n, None) for n in notes]


def test_all_summaries_are_decomposed_when_one_already_has_claims_as_estimated(
    library: Library, llm_server: FakeLLMServer, external: Path
) -> None:
    texts = release_summaries(external, books=0, quotes=4)
    ids = add_summaries(library, texts)
    done = model_claims(library, ids[1], texts[1])
    _answer_with_clauses(llm_server)
    service, spec = _service(library), _spec(llm_server)
    estimate = service.estimate_decompose(ids, spec)
    assert _kinds(estimate.notes) == [("claims.already_decomposed", 1)]
    stored = service.decompose(ids, spec)  # was refused: "Summary 2 already has its claims"
    assert len(llm_server.requests) == estimate.calls
    assert set(stored) == {ids[0], ids[2], ids[3]} and all(stored.values())
    assert service.claims(ids[1]) == done  # left alone


def test_all_summaries_are_judged_when_one_has_no_claims_as_estimated(
    library: Library, llm_server: FakeLLMServer, external: Path
) -> None:
    texts = release_summaries(external, books=0, quotes=3)
    ids = add_summaries(library, texts)
    for summary_id, text in zip(ids[1:], texts[1:], strict=True):
        model_claims(library, summary_id, text)
    llm_server.reply = lambda _r: "Verdict: faithful\nPassage: 1\nReason: It says so."
    service, spec = _service(library), _spec(llm_server)
    estimate = service.estimate_judge(ids, spec)
    assert _kinds(estimate.notes) == [("claims.nothing_to_judge", 1)]
    found = service.judge(ids, spec)  # was refused for the first summary
    assert len(llm_server.requests) == estimate.calls > 0
    assert set(found) == set(ids[1:]) and all(found.values())
    # Nothing at all to do is still refused before anything is sent, in counted words.
    sent = len(llm_server.requests)
    with pytest.raises(Exception, match="Of the summaries chosen, 1 has no claims yet"):
        service.judge(ids[:1], spec)
    assert len(llm_server.requests) == sent


def test_no_claims_message_names_a_summary_by_its_database_id(
    library: Library, llm_server: FakeLLMServer, external: Path
) -> None:
    """Before the reveal an id says which summary was stored first, a hint at its model."""
    import writerlens.services.claims  # noqa: F401 (registers its kinds)

    for kind in catalogue().values():
        if kind.id.startswith("claims."):
            assert not {"summary_id", "id"} & kind.placeholders, kind.id
    texts = release_summaries(external, books=0, quotes=2)
    ids = add_summaries(library, texts)
    model_claims(library, ids[0], texts[0])
    service, spec = _service(library), _spec(llm_server)
    notes = service.estimate_decompose([ids[0], 999_999], spec).notes
    notes += service.estimate_judge([ids[1]], spec).notes
    assert len(notes) == 3
    for note in notes:
        assert not any(str(n) in note for n in (*ids, 999_999)), note


def test_a_run_stopped_part_way_says_in_the_window_what_it_kept_counting_summaries_with_claims(
    library: Library, llm_server: FakeLLMServer, external: Path
) -> None:
    ids = add_summaries(library, release_summaries(external, books=0, quotes=3))
    _answer_with_clauses(llm_server)
    llm_server.enqueue(Refuse())  # the first summary: kept, refused, with no claims

    def third_fails(at: WorkProgress) -> None:
        if at.step == 2 and at.done == 0 and not at.message:
            llm_server.enqueue(AuthError())

    with pytest.raises(ProviderError) as caught:
        _service(library).decompose(ids, _spec(llm_server), progress=third_fails)
    said = caught.value.said  # what the window shows
    assert isinstance(said, Message) and said.kind is notices.RUN_KEPT
    assert said.n == 1  # the refused summary got no claims: it is not counted
    assert "the 1 summary finished before were saved" in caught.value.message
    assert [bool(rows.claims_for(library.store, i)) for i in ids] == [False, True, False]


def test_claims_stored_by_another_run_meanwhile_are_not_doubled(
    library: Library, llm_server: FakeLLMServer, external: Path
) -> None:
    """The CLI and the window decompose the same summary at once: the second to finish keeps
    its reply in its claim set, but the summary keeps one set of active claims."""
    texts = release_summaries(external, books=0, quotes=1)
    ids = add_summaries(library, texts)
    _answer_with_clauses(llm_server)
    service, spec = _service(library), _spec(llm_server)
    other = [True]  # the other run, finishing while this one waits for its reply

    def meanwhile(at: WorkProgress) -> None:
        if other:
            other.clear()
            _service(library).decompose(ids, spec)

    first = service.claims(ids[0])
    assert first == []
    stored = service.decompose(ids, spec, progress=meanwhile)
    active = service.claims(ids[0])
    sets = {c.claim_set_id for c in active}
    assert active and len(sets) == 1
    assert stored[ids[0]] == []
    assert len(service.claim_sets(ids[0])) == 2  # both replies kept


def test_no_summaries_chosen_is_nothing_done_not_a_crash(
    library: Library, llm_server: FakeLLMServer
) -> None:
    service, spec = _service(library), _spec(llm_server)
    assert service.decompose([], spec) == {} and service.judge([], spec) == {}
    assert service.estimate_decompose([], spec).calls == 0
    assert llm_server.requests == []
