"""A new model task is only what is its own: here "one-line loglines" (a model writes a logline
for each summary). It plans and asks; the pipeline (ModelWork: cost rule, consent, provider,
the step loop with typed progress and cancel) and the one dialog (model, estimate, consent first,
progress, outcome) do the rest, through the real OpenAI SDK against the local test server."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from llm_server import FakeLLMServer

from writerlens.domain import Cancelled, CancelToken
from writerlens.llm.base import ChatMessage, CompletionRequest, ProviderSpec
from writerlens.services import model_setup
from writerlens.services.library import Library
from writerlens.services.model_setup import ServerSetup
from writerlens.services.model_work import (
    ModelWork,
    WorkEstimate,
    WorkProgress,
    WorkProgressCallback,
    each_step,
)
from writerlens.ui.model_work.dialog import ModelWorkDialog, TaskPage

REPLY_TOKENS = 60


class Loglines(ModelWork):
    """The task's service: what it reads, what it asks, what it keeps."""

    def _texts(self, ids: Sequence[int]) -> list[tuple[int, str]]:
        summaries = {
            s.id: s.text for m in self.library.entries() for s in self.library.summaries(m.id)
        }
        return [(i, summaries[i]) for i in ids]

    def estimate(self, ids: Sequence[int], spec: ProviderSpec) -> WorkEstimate:
        provider = self.provider(spec)
        read = sum(provider.count_tokens(text) for _, text in self._texts(ids))
        written = REPLY_TOKENS * len(ids)
        cost, own = self.cost(spec, provider.is_local, read, written)
        return WorkEstimate(
            provider=spec.kind,
            model=provider.model,
            calls=len(ids),
            input_tokens=read,
            output_tokens=written,
            cost_usd=cost,
            is_local=provider.is_local,
            is_own_server=own,
        )

    def run(
        self,
        ids: Sequence[int],
        spec: ProviderSpec,
        progress: WorkProgressCallback | None = None,
        cancel: CancelToken | None = None,
    ) -> dict[int, str]:
        provider = self.sending(spec)
        found: dict[int, str] = {}
        for (summary_id, text), report in each_step(
            self._texts(ids),
            summary_of=lambda step: step[0],
            part_of=lambda _step: "logline",
            progress=progress,
            cancel=cancel,
        ):
            request = CompletionRequest(
                (ChatMessage("user", f"One-line logline of this summary:\n{text}"),), REPLY_TOKENS
            )
            found[summary_id] = provider.complete(request, cancel=cancel).text
            report(1, 1, "")
        return found


class LoglinePage(TaskPage):
    """The task's page: no options of its own; what it estimates and runs."""

    def __init__(self, library: Library) -> None:
        super().__init__()
        self.library = library
        self.results: Any = None

    def estimate_work(self, ids: list[int], spec: ProviderSpec) -> Any:
        return lambda _progress, _cancel: Loglines(self.library).estimate(ids, spec)

    def run_work(self, ids: list[int], spec: ProviderSpec) -> Any:
        return lambda progress, cancel: Loglines(self.library).run(ids, spec, progress, cancel)

    def finished_text(self, ids: list[int], results: Any) -> str:
        self.results = results
        return f"{len(results)} loglines written."


@pytest.fixture
def story(library: Library, llm_server: FakeLLMServer) -> int:
    model_setup.save_server(library, ServerSetup("Mine", llm_server.openai_base_url, "m1"))
    llm_server.reply = lambda _request: "A lamplighter keeps the town's last lights burning."
    return library.install_sample().id


def test_a_new_task_runs_through_the_one_pipeline_and_dialog(
    qtbot, library: Library, story: int, llm_server: FakeLLMServer
) -> None:
    summaries = [(s.id, f"Summary {n}") for n, s in enumerate(library.summaries(story))]
    page = LoglinePage(library)
    dialog = ModelWorkDialog(library, story, summaries, page)
    qtbot.addWidget(dialog)
    dialog.load_choices()
    dialog.show()
    qtbot.waitUntil(lambda: dialog.estimate is not None, timeout=20_000)
    estimate = dialog.estimate
    assert estimate is not None and estimate.calls == len(summaries)
    assert "free (your server)" in dialog.estimate_label.text()  # the one cost rule
    assert llm_server.requests == []  # nothing sent to estimate
    dialog.run_button.click()
    qtbot.waitUntil(lambda: dialog.outcome != "", timeout=20_000)
    assert dialog.outcome == "done", dialog.status.text()
    assert dialog.status.text() == f"{len(summaries)} loglines written."
    assert len(llm_server.requests) == len(summaries)
    assert set(page.results) == {i for i, _ in summaries}
    assert dialog.progress.value() == 1000  # the typed progress reached the end


def test_the_new_task_stops_before_the_next_call_when_cancelled(
    library: Library, story: int, llm_server: FakeLLMServer
) -> None:
    ids = [s.id for s in library.summaries(story)]
    spec = next(
        c.spec for c in model_setup.choices(library) if c.spec.kind != "anthropic" and c.ready
    )
    cancel = CancelToken()

    def stop_after_first(at: WorkProgress) -> None:
        if at.done == 1:
            cancel.cancel()

    with pytest.raises(Cancelled):
        Loglines(library).run(ids, spec, stop_after_first, cancel)
    assert len(llm_server.requests) == 1
