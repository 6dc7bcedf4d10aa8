"""Judging through its one entry point, ``JudgeService.run``: every kind on every summary in
order, typed progress, cancel honoured before every call, kinds by enum or by name."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from judges_support import replies, server_spec, service
from llm_server import FakeLLMServer

from writerlens.domain import Cancelled, CancelToken, Manuscript, WriterLensError
from writerlens.services.judges import (
    JUDGE_KINDS,
    CoherenceResult,
    JudgeKind,
    ProbeRun,
    QuestionScores,
)
from writerlens.services.library import Library
from writerlens.services.model_work import WorkProgress


@pytest.fixture
def story(library: Library) -> Manuscript:
    story = library.install_sample()
    service(library).add_probe(story.id, "Who keeps the lamps?", "Walter")
    return story


def test_every_kind_runs_on_every_summary_with_typed_progress(
    library: Library, story: Manuscript, llm_server: FakeLLMServer
) -> None:
    ids = [s.id for s in library.summaries(story.id)][:2]
    replies(llm_server, [])  # every reply "4": a score, and read as no verdict elsewhere
    seen: list[WorkProgress] = []
    found = service(library).run(ids, server_spec(llm_server), JUDGE_KINDS, seen.append)

    assert [(f.summary_id, f.kind) for f in found] == [(i, k) for i in ids for k in JudgeKind]
    types = {JudgeKind.QUESTIONS: QuestionScores, JudgeKind.COHERENCE: CoherenceResult}
    for finding in found:
        assert isinstance(finding.result, types.get(finding.kind, ProbeRun))
        assert finding.result.summary_id == finding.summary_id
    assert all(isinstance(p, WorkProgress) and p.steps == 6 for p in seen)
    fractions = [p.fraction for p in seen]
    assert fractions == sorted(fractions) and fractions[0] >= 0 and fractions[-1] <= 1
    assert [p.step for p in seen if p.total == 0 and not p.message] == list(range(6))
    stored = service(library).scores(ids[1])
    assert (len(stored.questions), len(stored.coherence), len(stored.probes)) == (1, 1, 1)


def test_cancel_stops_before_the_next_call_and_keeps_what_finished(
    library: Library, story: Manuscript, llm_server: FakeLLMServer
) -> None:
    ids = [s.id for s in library.summaries(story.id)]
    replies(llm_server, [])
    cancel = CancelToken()
    sent_when_cancelled: list[int] = []

    def progress(at: WorkProgress) -> None:
        if at.step == 1 and not sent_when_cancelled:  # the first kind is done; stop here
            sent_when_cancelled.append(len(llm_server.requests))
            cancel.cancel()

    with pytest.raises(Cancelled):
        service(library).run(ids, server_spec(llm_server), JUDGE_KINDS, progress, cancel)
    assert len(llm_server.requests) == sent_when_cancelled[0] == 4  # the four questions only
    assert len(service(library).scores(ids[0]).questions) == 1


def test_a_stopped_run_resumes_at_its_step_and_does_not_ask_again_what_finished(
    library: Library, story: Manuscript, llm_server: FakeLLMServer
) -> None:
    ids = [s.id for s in library.summaries(story.id)]
    replies(llm_server, [])
    cancel = CancelToken()
    last: list[WorkProgress] = []

    def progress(at: WorkProgress) -> None:
        last.append(at)
        if at.step == 1:  # the first kind is done; stop here
            cancel.cancel()

    with pytest.raises(Cancelled):
        service(library).run(ids, server_spec(llm_server), JUDGE_KINDS, progress, cancel)
    sent = len(llm_server.requests)
    resumed: list[WorkProgress] = []
    found = service(library).run(
        ids, server_spec(llm_server), JUDGE_KINDS, resumed.append, start=last[-1].step
    )
    steps = len(ids) * len(JUDGE_KINDS)
    assert [(f.summary_id, f.kind) for f in found] == [(i, k) for i in ids for k in JudgeKind][
        1:
    ]  # the first step is not done again
    assert {p.step for p in resumed} == set(range(1, steps))
    assert len(llm_server.requests) > sent
    assert len(service(library).scores(ids[0]).questions) == 1  # asked once, not twice


@settings(max_examples=25, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(kinds=st.lists(st.sampled_from([*JudgeKind, "questions", "probes", "coherence"])))
def test_kinds_are_taken_by_enum_or_by_name_and_nothing_else(
    library: Library, kinds: list[JudgeKind | str]
) -> None:
    judges = service(library)
    if not kinds:
        with pytest.raises(WriterLensError, match="No judge was chosen"):
            judges.run([1], server_spec_stub(), kinds)
        return
    from writerlens.services.judge_run import check_kinds

    chosen = check_kinds(kinds)
    assert chosen == list(dict.fromkeys(JudgeKind(k) for k in kinds))
    with pytest.raises(WriterLensError, match="There is no judge “grammar”"):
        judges.run([1], server_spec_stub(), [*kinds, "grammar"])


def server_spec_stub():
    from writerlens.llm.base import ProviderSpec

    return ProviderSpec(
        kind="openai-compatible", model="m", name="x", base_url="http://127.0.0.1:9"
    )
