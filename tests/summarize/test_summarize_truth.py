"""The engine tells the truth (issue #13): through the real SDKs against the fault-injecting
fake server, a cut-off answer is never stored as "ok", a hung server is reported and Cancel ends
it at once, retries are counted, and a resumed job never reuses a summary's id."""

from __future__ import annotations

import threading
import time

import pytest
from fake_prose import prose
from llm_server import FakeLLMServer, Hang, RateLimit, RecordedRequest, ServerError, Truncate

from writerlens.domain import CancelToken, Manuscript, SummaryStatus
from writerlens.domain.jobs import JobStatus
from writerlens.llm import cloud
from writerlens.llm.base import (
    ChatMessage,
    CompletionRequest,
    FaultKind,
    ProviderError,
    ProviderSpec,
)
from writerlens.llm.factory import create_provider
from writerlens.services.library import Library
from writerlens.services.summarize import SummarizeService
from writerlens.summarize.options import SummarizeOptions
from writerlens.summarize.progress import ProgressEvent


def server_spec(server: FakeLLMServer, kind: str = "openai-compatible") -> ProviderSpec:
    if kind == "anthropic":
        return ProviderSpec("anthropic", "claude-sonnet-4-6", base_url=server.anthropic_base_url)
    return ProviderSpec(kind, "fake-model-1", name="Fake", base_url=server.openai_base_url)


def endless(request: RecordedRequest) -> str:
    """An answer longer than any token limit: every call is cut off. (Distinct words: a
    phrase said over and over would be a loop, which is a flaw of its own.)"""
    return "The lamplighter walked on. " + prose(12_000)


@pytest.mark.parametrize("kind", ["openai-compatible", "anthropic"])
def test_an_answer_cut_off_every_time_is_stored_truncated_never_ok(
    library: Library, story: Manuscript, llm_server: FakeLLMServer, kind: str, monkeypatch
) -> None:
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-test")
    llm_server.reply = endless
    service = SummarizeService(library)
    options = SummarizeOptions(words=60, min_chunk_words=30, chunk_tokens=400, step_retries=1)
    spec = server_spec(llm_server, kind)
    if kind == "openai-compatible":
        spec = ProviderSpec(**{**spec.__dict__, "context_tokens": 2048})
    outcome = service.summarize(story.id, spec, "hierarchical", options)
    assert outcome.status is JobStatus.DONE
    [summary] = outcome.summaries
    assert summary.status is SummaryStatus.TRUNCATED  # never "ok"
    assert "cut off" in summary.error
    nodes = service.tree(outcome.job.id).nodes
    assert len(nodes) > 2 and all(n.status is SummaryStatus.TRUNCATED for n in nodes)
    # each part was asked again with more room before it was marked
    limits = [
        r.body.get("max_tokens") or r.body.get("max_completion_tokens") for r in llm_server.requests
    ]
    assert max(limits) > min(limits)


def test_an_answer_cut_off_once_is_asked_again_with_more_room_and_kept_ok(
    library: Library, story: Manuscript, llm_server: FakeLLMServer
) -> None:
    llm_server.enqueue(Truncate())
    events: list[ProgressEvent] = []
    options = SummarizeOptions(words=60, step_retries=2)
    outcome = SummarizeService(library).summarize(
        story.id, server_spec(llm_server), "whole", options, progress=events.append
    )
    [summary] = outcome.summaries
    assert summary.status is SummaryStatus.OK
    first, second = (r.body["max_tokens"] for r in llm_server.requests[:2])
    assert second > first
    assert events[-1].retries == 1  # the retry is counted in the progress


def test_a_hung_server_is_reported_as_waiting_and_cancel_ends_it_at_once(
    llm_server: FakeLLMServer, monkeypatch
) -> None:
    monkeypatch.setattr(cloud, "QUIET_SECONDS", 0.3)
    llm_server.enqueue(Hang(30))
    provider = create_provider(server_spec(llm_server))
    cancel = CancelToken()
    reasons: list[str] = []

    def seen(event):
        if event.phase == "waiting":
            reasons.append(event.reason)
            cancel.cancel()

    request = CompletionRequest((ChatMessage("user", "Summarize: the lamp."),), max_tokens=50)
    began = time.monotonic()
    with pytest.raises(ProviderError) as raised:
        provider.complete(request, cancel=cancel, on_progress=seen)  # type: ignore[call-arg]
    assert raised.value.kind is FaultKind.CANCELLED
    assert time.monotonic() - began < 3  # not the 120 s timeout
    assert reasons and "has sent nothing" in reasons[0]


def test_retries_say_why_count_in_progress_and_cancel_ends_the_wait(
    library: Library, story: Manuscript, llm_server: FakeLLMServer
) -> None:
    llm_server.enqueue(RateLimit(retry_after=0.2), ServerError(503))
    events: list[ProgressEvent] = []
    outcome = SummarizeService(library).summarize(
        story.id,
        server_spec(llm_server),
        "whole",
        SummarizeOptions(words=60),
        progress=events.append,
        cancel=CancelToken(),
    )
    assert outcome.summaries[0].status is SummaryStatus.OK
    waits = [e.waiting_reason for e in events if e.phase == "waiting"]
    assert any("slow down" in w for w in waits) and any("busy" in w for w in waits)
    assert events[-1].retries == 2

    # a long wait ends the moment the writer cancels
    llm_server.enqueue(RateLimit(retry_after=30))
    cancel = CancelToken()
    threading.Timer(0.5, cancel.cancel).start()
    began = time.monotonic()
    outcome = SummarizeService(library).summarize(
        story.id, server_spec(llm_server), "whole", SummarizeOptions(words=60), cancel=cancel
    )
    assert outcome.status is JobStatus.CANCELLED and time.monotonic() - began < 2


def test_resuming_a_failed_job_never_reuses_the_failed_summarys_id(
    library: Library, story: Manuscript, llm_server: FakeLLMServer
) -> None:
    service = SummarizeService(library)
    llm_server.enqueue(*[ServerError(500)] * 10)
    failed = service.summarize(story.id, server_spec(llm_server), "whole", SummarizeOptions())
    assert failed.status is JobStatus.FAILED
    [placeholder] = failed.summaries
    llm_server._queue.clear()
    resumed = service.resume(failed.job.id)
    [summary] = resumed.summaries
    assert summary.status is SummaryStatus.OK and summary.id != placeholder.id


def test_the_estimate_learns_the_retries_a_model_needed(
    library: Library, story: Manuscript, llm_server: FakeLLMServer
) -> None:
    service = SummarizeService(library)
    spec, options = server_spec(llm_server), SummarizeOptions(words=60)
    before = service.estimate(story.id, spec, "whole", options)
    assert before.calls == 1
    llm_server.enqueue(Truncate())  # the first answer is cut off: two calls for one step
    outcome = service.summarize(story.id, spec, "whole", options)
    assert outcome.calls == 2 and outcome.job.params["calls_made"] == 2
    after = service.estimate(story.id, spec, "whole", options)
    # one job is one sample: it counts half (in log terms), so one odd run does not double
    # the next estimate (#30), and more as more jobs agree
    assert after.input_tokens > before.input_tokens
    assert after.seconds is not None and before.seconds is not None
    assert after.seconds > before.seconds
    for _ in range(2):
        llm_server.enqueue(Truncate())
        assert service.summarize(story.id, spec, "whole", options).calls == 2
    learned = service.estimate(story.id, spec, "whole", options)
    assert learned.calls == 2  # three jobs of two calls: 2 ** (3 / 4), about 1.7 a step
    assert learned.seconds is not None and learned.seconds > after.seconds
