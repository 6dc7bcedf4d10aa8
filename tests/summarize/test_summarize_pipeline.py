"""Summarizing as a task of the one model-work pipeline: its progress is the pipeline's
``WorkProgress`` (the job's own event carried as ``detail``), and a cancelled run resumes
through the same entry with the job's id, without doing its finished steps again."""

from __future__ import annotations

from typing import Any

from scripted_provider import ScriptedProvider

from writerlens.domain import CancelToken, Manuscript
from writerlens.domain.jobs import JobStatus
from writerlens.llm.base import ProviderSpec
from writerlens.services.library import Library
from writerlens.services.model_work import WorkProgress
from writerlens.services.summarize import SummarizeService
from writerlens.store.jobs import job_nodes
from writerlens.summarize.options import Strategy, SummarizeOptions
from writerlens.summarize.progress import ProgressEvent


def test_a_summary_reports_work_progress_and_resumes_by_its_job(
    library: Library, story: Manuscript
) -> None:
    model = ScriptedProvider(context=2048, is_local=True, latency=0.02)
    service = SummarizeService(library, provider_factory=lambda _spec, **_kw: model)
    spec = ProviderSpec("local", model.model)
    options = SummarizeOptions(chunk_tokens=400, words=150)
    cancel = CancelToken()
    seen: list[WorkProgress] = []

    def progress(at: Any) -> None:
        seen.append(at)
        if at.step == 3:
            cancel.cancel()

    stopped = service.run_work(
        story.id, spec, Strategy.HIERARCHICAL, options, progress=progress, cancel=cancel
    )
    assert stopped.status is JobStatus.CANCELLED
    assert seen and all(isinstance(at, WorkProgress) for at in seen)
    assert all(isinstance(at.detail, ProgressEvent) for at in seen)
    assert [(at.step, at.steps) for at in seen] == [
        (e.step, e.total) for e in (at.detail for at in seen)
    ]
    assert len(job_nodes(library.store, stopped.job.id)) == 3 == len(model.requests)

    again: list[WorkProgress] = []
    resumed = service.run_work(story.id, spec, job_id=stopped.job.id, progress=again.append)
    assert resumed.status is JobStatus.DONE and resumed.restored_steps == 3
    assert resumed.job.id == stopped.job.id  # the same job went on, no new one
    assert again[-1].step == again[-1].steps and again[-1].fraction == 1.0
    assert again[-1].detail.job_id == stopped.job.id
