"""A job being run holds a lease: another runner (a second window, a command, another process)
is refused while its heartbeat is fresh, sends nothing, and takes over once the runner died."""

from __future__ import annotations

import time

import pytest
from scripted_provider import ScriptedProvider

from writerlens.domain import CancelToken
from writerlens.domain.jobs import JobStatus
from writerlens.llm.base import ProviderSpec
from writerlens.services.library import Library
from writerlens.store import jobs
from writerlens.summarize.options import Strategy, SummarizeOptions
from writerlens.summarize.plan import plan_job
from writerlens.summarize.prompts import PromptSet
from writerlens.summarize.runner import JobNotResumable, create_job, run_job


def _job(library: Library) -> int:
    story = library.install_sample()
    model = ScriptedProvider(context=2048)
    options = SummarizeOptions(chunk_tokens=400, words=150)
    prompts = PromptSet.load()
    plan = plan_job(story.text, model, Strategy.HIERARCHICAL, options, prompts)
    job = create_job(
        library.store, story, ProviderSpec("scripted", model.model), plan, options, prompts
    )
    return job.id


def test_resume_is_refused_while_another_runner_holds_the_job(library: Library) -> None:
    job_id = _job(library)
    assert jobs.claim_lease(library.store, job_id, "another-process")
    jobs.set_job_status(library.store, job_id, JobStatus.RUNNING)
    model = ScriptedProvider(context=2048)
    with pytest.raises(JobNotResumable) as refused:
        run_job(library.store, job_id, model)
    assert "another WriterLens" in refused.value.message
    assert model.requests == []  # not one paid call sent twice


def test_a_runner_that_died_leaves_the_job_stopped_and_resumable(library: Library) -> None:
    job_id = _job(library)
    assert jobs.claim_lease(library.store, job_id, "killed", now=time.time() - 3600)
    jobs.set_job_status(library.store, job_id, JobStatus.RUNNING)
    assert jobs.get_job(library.store, job_id).shown_status == "stopped"
    outcome = run_job(library.store, job_id, ScriptedProvider(context=2048))
    assert outcome.status is JobStatus.DONE
    done = jobs.get_job(library.store, job_id)
    assert done.lease_owner == "" and done.shown_status == "done"


def test_the_lease_is_held_while_running_and_let_go_after(library: Library) -> None:
    job_id = _job(library)
    seen: list[tuple[str, bool]] = []
    cancel = CancelToken()

    def during(_event: object) -> None:
        job = jobs.get_job(library.store, job_id)
        seen.append((job.lease_owner, job.is_running()))
        cancel.cancel()

    run_job(library.store, job_id, ScriptedProvider(context=2048), progress=during, cancel=cancel)
    assert seen and seen[0][0] and seen[0][1]
    after = jobs.get_job(library.store, job_id)
    assert after.lease_owner == "" and not after.is_running()
    assert after.shown_status == "cancelled"
