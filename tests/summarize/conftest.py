"""Fixtures for the summarization engine: the sample story in a fresh library, and a runner."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from writerlens.domain import Manuscript
from writerlens.llm.base import Provider, ProviderSpec
from writerlens.services.consent import consent_request, record
from writerlens.services.library import Library
from writerlens.summarize.options import Strategy, SummarizeOptions
from writerlens.summarize.plan import plan_job
from writerlens.summarize.progress import ProgressEvent
from writerlens.summarize.prompts import PromptSet
from writerlens.summarize.runner import JobOutcome, create_job, run_job

Start = Callable[..., JobOutcome]


@pytest.fixture(autouse=True)
def agreed_to_cloud(library: Library) -> None:
    """These tests send the sample to "Anthropic" and "OpenAI" (the local fake server): the
    writer has agreed, as the app would have asked them to (tests/services test the asking)."""
    for kind in ("anthropic", "openai"):
        request = consent_request(ProviderSpec(kind, "any"))
        assert request is not None
        record(library, request, granted=True)


@pytest.fixture
def story(library: Library) -> Manuscript:
    return library.install_sample()


@pytest.fixture
def start(library: Library, story: Manuscript) -> Start:
    """Plan, create and run a job on the sample story; events go to ``events`` if given."""

    def run(
        provider: Provider,
        strategy: str = "auto",
        events: list[ProgressEvent] | None = None,
        manuscript: Manuscript | None = None,
        **options: object,
    ) -> JobOutcome:
        target = manuscript or story
        opts = SummarizeOptions(**options)  # type: ignore[arg-type]
        prompts = PromptSet.load()
        plan = plan_job(target.text, provider, Strategy(strategy), opts, prompts)
        job = create_job(
            library.store, target, ProviderSpec(provider.kind, provider.model), plan, opts, prompts
        )
        return run_job(
            library.store, job.id, provider, progress=events.append if events is not None else None
        )

    return run
