"""The engine through the real anthropic and openai SDKs, against the local fake server."""

from __future__ import annotations

import itertools
import re
import threading
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from fake_prose import asked_words, prose
from llm_server import (
    FakeLLMServer,
    Hang,
    RateLimit,
    RecordedRequest,
    Refuse,
    RefuseInProse,
    ServerError,
)

from writerlens.domain import Manuscript, SummaryStatus
from writerlens.domain.jobs import JobStatus
from writerlens.llm.base import Provider, ProviderSpec
from writerlens.llm.factory import create_provider
from writerlens.services.library import Library
from writerlens.services.summarize import SummarizeService
from writerlens.summarize.options import SummarizeOptions
from writerlens.summarize.runner import JobOutcome


@pytest.fixture(autouse=True)
def no_real_services(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL", "OPENAI_API_KEY", "OPENAI_BASE_URL"):
        monkeypatch.delenv(var, raising=False)


def numbered_replies(server: FakeLLMServer, long: bool = False) -> None:
    """Each answer is unique and ends a sentence, so the tests can follow it through merges;
    ``long`` ones are as long as the prompt allows, so that merges need several levels."""
    counter = itertools.count(1)
    lock = threading.Lock()

    def reply(request: RecordedRequest) -> str:
        with lock:
            n = next(counter)
        if not long:
            return (
                f"Answer {n}: Tobias keeps the lamps of Keldwick and Nell comes back. "
                + prose(max(30, asked_words(request.last_user_message) // 5) - 12)
            ).strip()
        limit = re.search(r"(?:no more than|about|at most) (\d+) words", request.last_user_message)
        words = int(limit.group(1)) if limit else 60
        return f"Answer {n}: {prose(words - 3)} Tonight."

    server.reply = reply


def provider(server: FakeLLMServer, kind: str, model: str, **kw: object) -> Provider:
    base = server.anthropic_base_url if kind == "anthropic" else server.openai_base_url
    spec = ProviderSpec(kind=kind, model=model, base_url=base, name="fake")
    return create_provider(spec, api_key="test-key", sleep=lambda _s: None, **kw)  # type: ignore[arg-type]


def between(content: str, tag: str) -> str | None:
    if f"<{tag}>" not in content:
        return None
    return content.split(f"<{tag}>\n", 1)[1].split(f"\n</{tag}>", 1)[0]


def test_hierarchical_through_anthropic_merges_at_once_reading_what_came_before(
    library: Library, story: Manuscript, llm_server: FakeLLMServer
) -> None:
    numbered_replies(llm_server, long=True)
    llm_server.model_answered = "claude-test-2026"
    model = provider(llm_server, "anthropic", "claude-haiku-4-5")
    service = SummarizeService(library)
    options = SummarizeOptions(context_tokens=2048, chunk_tokens=300, words=150, concurrency=4)
    outcome = service.summarize(story.id, model.spec, "hierarchical", options, provider=model)  # type: ignore[attr-defined]

    assert outcome.status is JobStatus.DONE
    tree = service.tree(outcome.job.id)
    assert len(llm_server.requests) == len(tree.nodes) and all(
        r.api == "anthropic" and r.path == "/v1/messages" for r in llm_server.requests
    )
    n = len(tree.chunks)
    chunk_calls = llm_server.requests[:n]
    assert sorted(between(r.last_user_message, "part") or "" for r in chunk_calls) == sorted(
        story.text[a:b] for a, b in tree.chunks
    )
    for request in llm_server.requests:
        assert request.body["temperature"] == 0.3 and request.messages[0]["role"] == "system"
    # Merges of a level run at once (concurrency 4); each after the first reads, as what came
    # earlier, the last summary of the group before it.
    merges = [node for node in tree.nodes if node.kind == "merge"]
    by_summaries = {between(r.last_user_message, "summaries"): r for r in llm_server.requests[n:]}
    for node in merges:
        request = by_summaries["\n\n".join(child.text for child in tree.children_of(node))]
        earlier = between(request.last_user_message, "earlier")
        before = [m for m in merges if m.level == node.level and m.position == node.position - 1]
        assert earlier == (tree.children_of(before[0])[-1].text if before else None)
    assert any(between(r.last_user_message, "earlier") for r in llm_server.requests)
    [summary] = outcome.summaries
    row = library.store.row("SELECT model_answered FROM summaries WHERE id = ?", (summary.id,))
    assert row is not None and row[0] == "claude-test-2026"
    assert summary.text == tree.roots()[0].text
    # claude-haiku-4-5 has a price in the catalog: the cost is known and matches the tokens.
    assert summary.cost_usd == pytest.approx(
        (summary.input_tokens * 1 + summary.output_tokens * 5) / 1_000_000
    )


@pytest.mark.parametrize("strategy", ["whole", "hierarchical", "incremental", "gradual"])
def test_every_strategy_stores_summaries_through_openai(
    library: Library, story: Manuscript, llm_server: FakeLLMServer, strategy: str
) -> None:
    numbered_replies(llm_server)
    model = provider(llm_server, "openai", "gpt-4o-mini")
    service = SummarizeService(library)
    context = 16_000 if strategy in ("whole", "gradual") else 2048
    options = SummarizeOptions(context_tokens=context, words=150, cleanup=strategy != "whole")
    outcome = service.summarize(story.id, model.spec, strategy, options, provider=model)  # type: ignore[attr-defined]
    assert outcome.status is JobStatus.DONE
    expected = 3 if strategy == "gradual" else 1
    assert [s.status for s in outcome.summaries] == [SummaryStatus.OK] * expected
    assert all(s.strategy == strategy and s.text.startswith("Answer") for s in outcome.summaries)
    assert len(llm_server.requests) == len(service.tree(outcome.job.id).nodes)
    assert all(r.path == "/v1/chat/completions" for r in llm_server.requests)
    if strategy in ("hierarchical", "incremental"):  # the clean-up pass was the last call
        assert "<summary>" in llm_server.requests[-1].last_user_message
        assert "cleanup" in outcome.summaries[0].prompts


def test_a_refusal_signal_ends_the_job_as_refused(
    library: Library, story: Manuscript, llm_server: FakeLLMServer
) -> None:
    llm_server.enqueue(Refuse("I can't help with summarizing this."))
    model = provider(llm_server, "openai", "gpt-4o-mini")
    service = SummarizeService(library)
    outcome = service.summarize(story.id, model.spec, "whole", provider=model)  # type: ignore[attr-defined]
    [summary] = outcome.summaries
    assert summary.status is SummaryStatus.REFUSED
    assert "can't help" in summary.text
    assert len(llm_server.requests) == 1


def test_a_refusal_in_prose_keeps_the_models_words(
    library: Library, story: Manuscript, llm_server: FakeLLMServer
) -> None:
    llm_server.enqueue(RefuseInProse())
    model = provider(llm_server, "anthropic", "claude-haiku-4-5")
    outcome = SummarizeService(library).summarize(story.id, model.spec, "whole", provider=model)  # type: ignore[attr-defined]
    [summary] = outcome.summaries
    assert summary.status is SummaryStatus.REFUSED
    assert summary.text.startswith("I'm sorry, but I can't help summarize this story.")


def test_rate_limits_and_server_errors_are_retried_by_the_provider(
    library: Library, story: Manuscript, llm_server: FakeLLMServer
) -> None:
    llm_server.enqueue(RateLimit(retry_after=0.01), ServerError(529))
    model = provider(llm_server, "anthropic", "claude-haiku-4-5")
    outcome = SummarizeService(library).summarize(story.id, model.spec, "whole", provider=model)  # type: ignore[attr-defined]
    assert outcome.status is JobStatus.DONE
    assert len(llm_server.requests) == 3  # the same call, twice refused, then answered
    assert outcome.summaries[0].status is SummaryStatus.OK


def test_a_failure_mid_job_keeps_finished_steps_and_resume_makes_only_the_missing_calls(
    library: Library, story: Manuscript, llm_server: FakeLLMServer
) -> None:
    numbered_replies(llm_server)
    # One call at a time: the first two parts are answered, the third gets a 500 (no retries).
    llm_server.enqueue(Hang(0), Hang(0), ServerError(500))
    model = provider(llm_server, "openai", "gpt-4o-mini", max_retries=0)
    service = SummarizeService(library)
    options = SummarizeOptions(context_tokens=2048, chunk_tokens=600, words=150, concurrency=1)
    outcome = service.summarize(story.id, model.spec, "hierarchical", options, provider=model)  # type: ignore[attr-defined]
    assert outcome.status is JobStatus.FAILED
    assert outcome.summaries[0].status is SummaryStatus.FAILED
    tree = service.tree(outcome.job.id)
    assert [(n.kind, n.position, str(n.status)) for n in tree.nodes] == [
        ("chunk", 0, "ok"),
        ("chunk", 1, "ok"),
        ("chunk", 2, "failed"),
    ]
    before = len(llm_server.requests)
    resumed = service.resume(outcome.job.id, provider=model)
    assert resumed.status is JobStatus.DONE
    tree = service.tree(outcome.job.id)
    made = len(llm_server.requests) - before
    assert made == len(tree.nodes) - 2  # everything except the two saved parts
    assert (
        between(llm_server.requests[before].last_user_message, "part")
        == story.text[tree.chunks[2][0] : tree.chunks[2][1]]
    )
    kinds = [s.status for s in library.summaries(story.id) if not s.is_demo]
    assert kinds == [SummaryStatus.OK]


def test_three_models_summarize_one_story_at_once(
    library: Library, story: Manuscript, llm_server: FakeLLMServer
) -> None:
    llm_server.latency = 0.2
    numbered_replies(llm_server)
    service = SummarizeService(library)
    models = [
        provider(llm_server, "anthropic", "claude-haiku-4-5"),
        provider(llm_server, "openai", "gpt-4o-mini"),
        provider(llm_server, "openai", "gpt-4.1-mini"),
    ]
    seen: set[int] = set()

    def one(model: Any) -> JobOutcome:  # a worker each, as the Summarize dialog runs them
        return service.summarize(
            story.id, model.spec, "whole", provider=model, progress=lambda e: seen.add(e.job_id)
        )

    with ThreadPoolExecutor(len(models)) as pool:
        results = list(pool.map(one, models))
    assert [r.status for r in results] == [JobStatus.DONE] * 3  # type: ignore[union-attr]
    assert {r.job.model for r in results} == {"claude-haiku-4-5", "gpt-4o-mini", "gpt-4.1-mini"}  # type: ignore[union-attr]
    assert seen == {r.job.id for r in results}  # type: ignore[union-attr]
    assert len([s for s in library.summaries(story.id) if not s.is_demo]) == 3


def test_estimate_before_anything_is_sent(
    library: Library, story: Manuscript, llm_server: FakeLLMServer
) -> None:
    service = SummarizeService(library)
    known = provider(llm_server, "anthropic", "claude-haiku-4-5")
    estimate = service.estimate(story.id, known.spec, provider=known)  # type: ignore[attr-defined]
    assert estimate.strategy == "whole" and estimate.calls == 1
    assert estimate.input_tokens > story.tokens
    assert estimate.cost_usd == pytest.approx(
        (estimate.input_tokens * 1 + estimate.output_tokens * 5) / 1_000_000
    )
    unknown = provider(llm_server, "openai-compatible", "my-llama")
    small = SummarizeOptions(context_tokens=2048)
    estimate = service.estimate(story.id, unknown.spec, options=small, provider=unknown)  # type: ignore[attr-defined]
    assert estimate.strategy == "hierarchical" and estimate.calls > 2
    # the writer's own server, with no price set: nothing to pay WriterLens or anyone it knows
    assert estimate.cost_usd == 0.0 and estimate.cost_text == "free (your server)"
    assert estimate.seconds and estimate.seconds_basis == "typical for this provider"
    assert llm_server.requests == []
