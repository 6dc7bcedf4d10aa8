"""Summarize a story: estimate first, then run, resume, list and inspect jobs.

Called by the UI (in a worker) and the CLI alike. It takes plain arguments (a ProviderSpec, a
strategy name, an options dataclass) and returns domain objects; progress arrives through a
callback and cancelling through a token, so nothing here knows about Qt or terminals.

A job runs on the caller's thread; a front end that runs several at once (the Summarize dialog,
one story and up to three models) gives each a worker of its own, and each reports progress with
its job id. The service keeps one job from running twice at once.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from writerlens.domain import CancelToken
from writerlens.domain.jobs import Job, JobTree
from writerlens.llm.base import Provider, ProviderSpec
from writerlens.llm.catalog import ModelInfo
from writerlens.llm.speed import MEASURED, Speed, calibrate, typical_speed
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.services.library import Library
from writerlens.services.model_work import (
    MODEL_OVERRIDES,
    ModelWork,
    ProviderFactory,
    WorkEstimate,
    WorkProgress,
    WorkProgressCallback,
    cost_of,
)
from writerlens.store import jobs as job_rows
from writerlens.store.library import get_setting, set_setting
from writerlens.summarize.options import Strategy, SummarizeOptions, parse_strategy
from writerlens.summarize.plan import JobPlan, plan_job
from writerlens.summarize.progress import CostFunction, ProgressCallback, ProgressEvent
from writerlens.summarize.prompts import PromptSet
from writerlens.summarize.runner import (
    JobNotResumable,
    JobOutcome,
    create_job,
    job_options,
    job_spec,
    run_job,
)

_JOB_RUNNING = define(
    "services.summarize.job_running",
    QT_TRANSLATE_NOOP(
        "messages",
        "Job {job_id} is running right now.",
    ),
)

_JOB_FINISHED = define(
    "services.summarize.job_finished",
    QT_TRANSLATE_NOOP(
        "messages",
        "Job {job_id} has already finished; there is nothing to resume.",
    ),
)

#: One story, up to three models at once (the study compares three summaries).
MAX_PARALLEL_JOBS = 3
#: Measured speeds of local models, by model file and thread count (see :mod:`llm.speed`).
LOCAL_SPEEDS = "local_speeds"
#: a model's estimates learn from its latest this many finished jobs
LEARN_JOBS = 5
#: (lowest, highest) ratio of made to planned learned for calls, tokens read, tokens written
LEARN_BOUNDS = ((1.0, 3.0), (0.5, 2.0), (0.5, 2.0))


@dataclass(frozen=True, kw_only=True)
class Estimate(WorkEstimate):
    """What a summarizing job will take: the shared figures, and its story, strategy and
    parts."""

    manuscript_id: int
    strategy: str
    requested: str
    chunks: int

    def as_json(self) -> dict[str, Any]:
        return {
            "manuscript_id": self.manuscript_id,
            "strategy": self.strategy,
            "requested": self.requested,
            "chunks": self.chunks,
            **super().as_json(),
        }


class SummarizeService(ModelWork):
    def __init__(self, library: Library, provider_factory: ProviderFactory | None = None) -> None:
        super().__init__(library, provider_factory)
        self._active: set[int] = set()
        self._lock = threading.Lock()

    # -- models ------------------------------------------------------------------------------

    def models(self) -> list[ModelInfo]:
        """Models the catalog knows, and those the writer configured (servers, overrides)."""
        catalog = self.catalog()
        overrides: dict[str, dict[str, Any]] = get_setting(self.store, MODEL_OVERRIDES, {})
        providers = ["anthropic", "openai", *sorted(set(overrides) - {"anthropic", "openai"})]
        return [info for p in providers for info in catalog.models(p)]

    def _info(self, spec: ProviderSpec) -> ModelInfo | None:
        return None if spec.kind == "local" else self.catalog().get(spec.kind, spec.model)

    def _cost(self, provider: Provider, spec: ProviderSpec) -> CostFunction:
        catalog = self.catalog()
        return lambda i, o: cost_of(catalog, spec, provider.is_local, i, o)[0]

    # -- estimate and start ------------------------------------------------------------------

    def plan(
        self,
        manuscript_id: int,
        spec: ProviderSpec,
        strategy: str | Strategy = Strategy.AUTO,
        options: SummarizeOptions | None = None,
        *,
        provider: Provider | None = None,
    ) -> tuple[JobPlan, Provider]:
        options = options or SummarizeOptions()
        provider = provider or self.provider(spec)
        manuscript = self.library.manuscript(manuscript_id)
        info = self._info(spec)
        prompts = PromptSet.load(_folder(options))
        plan = plan_job(
            manuscript.text,
            provider,
            parse_strategy(str(strategy)),
            options,
            prompts,
            max_output=info.max_output_tokens if info else None,
        )
        return plan, provider

    # -- speed and time --------------------------------------------------------------------

    def speed(
        self, spec: ProviderSpec, provider: Provider, *, measure: bool = True
    ) -> Speed | None:
        """How fast the model reads and writes: measured on this computer for a local model
        (a few seconds' calibration the first time for this file and thread count, then kept
        and refined by every real job), typical rates for a cloud provider or server."""
        if not provider.is_local:
            return typical_speed(spec.kind)
        key = _speed_key(provider)
        if key is None:
            return None
        known: dict[str, Any] = get_setting(self.store, LOCAL_SPEEDS, {})
        if key in known:
            return Speed.from_json(known[key])
        if not measure:
            return None
        measured = calibrate(provider)
        self._keep_speed(key, measured)
        return measured

    def _keep_speed(self, key: str, speed: Speed) -> None:
        known: dict[str, Any] = dict(get_setting(self.store, LOCAL_SPEEDS, {}))
        known[key] = speed.as_json()
        set_setting(self.store, LOCAL_SPEEDS, known)

    def learned_factors(self, spec: ProviderSpec, model: str) -> tuple[float, float, float]:
        """What this model's latest finished jobs really took per planned call, token read and
        token written (retries included), so that the next estimate counts them. (1, 1, 1)
        until a job has finished.

        Tokens read are those the model really read: a local model's retry whose prompt is in
        its cache reads one token, not the prompt again (llm.local reports what llama.cpp
        evaluated; counting the prompt again made 2,489 tokens of 1,428 planned, #30). So that
        one unusual run does not over-correct the next estimate, only the latest
        :data:`LEARN_JOBS` jobs count, each ratio is bounded (:data:`LEARN_BOUNDS`), and it
        counts in proportion to the jobs behind it: ``ratio ** (n / (n + 1))``, half of it
        (in log terms) after one job, two thirds after two."""
        planned = [0, 0, 0]
        made = [0, 0, 0]
        jobs = 0
        for job in sorted(job_rows.list_jobs(self.store), key=lambda j: j.id, reverse=True):
            if job.provider != spec.kind or job.model != model or job.status.value != "done":
                continue
            plan = job.params.get("plan", {})
            calls = int(job.params.get("calls_made", 0) or 0)
            if not (plan.get("calls") and calls):
                continue
            nodes = job_rows.job_nodes(self.store, job.id)
            planned = [
                planned[0] + int(plan["calls"]),
                planned[1] + int(plan.get("input_tokens", 0)),
                planned[2] + int(plan.get("output_tokens", 0)),
            ]
            made = [
                made[0] + calls,
                made[1] + sum(n.input_tokens for n in nodes),
                made[2] + sum(n.output_tokens for n in nodes),
            ]
            jobs += 1
            if jobs >= LEARN_JOBS:
                break
        weight = jobs / (jobs + 1)
        factors = [
            min(high, max(low, m / p)) ** weight if p and m else 1.0
            for (low, high), p, m in zip(LEARN_BOUNDS, planned, made, strict=True)
        ]
        return factors[0], factors[1], factors[2]

    def retry_factor(self, spec: ProviderSpec, model: str) -> float:
        """Calls made per call planned in this model's finished jobs (1.0 until one finished)."""
        return self.learned_factors(spec, model)[0]

    def estimate(
        self,
        manuscript_id: int,
        spec: ProviderSpec,
        strategy: str | Strategy = Strategy.AUTO,
        options: SummarizeOptions | None = None,
        *,
        provider: Provider | None = None,
        measure_speed: bool = False,
    ) -> Estimate:
        """Tokens, calls, cost and time of a job, counted without sending anything.

        What this model's earlier jobs really took (retries, longer answers) is counted in
        calls, tokens and time. A local model not yet measured with its thread count has no
        time (``seconds`` None) unless ``measure_speed``: then it is calibrated here first (a
        few seconds on an idle computer; nothing leaves it). A front end that must stay quick
        calls :meth:`speed` on a worker and estimates again when it returns."""
        plan, provider = self.plan(manuscript_id, spec, strategy, options, provider=provider)
        calls_f, in_f, out_f = self.learned_factors(spec, provider.model)
        calls = round(plan.calls * calls_f)
        input_tokens = round(plan.input_tokens * in_f)
        output_tokens = round(plan.output_tokens * out_f)
        cost, is_own_server = self.cost(spec, provider.is_local, input_tokens, output_tokens)
        speed = self.speed(spec, provider, measure=measure_speed)
        seconds = speed.seconds(calls, input_tokens, output_tokens) if speed else None
        return Estimate(
            manuscript_id=manuscript_id,
            provider=spec.kind,
            model=provider.model,
            strategy=str(plan.strategy),
            requested=str(plan.requested),
            calls=calls,
            input_tokens=input_tokens,
            output_tokens=output_tokens,
            cost_usd=cost,
            context_tokens=plan.context_tokens,
            chunks=len(plan.chunks),
            is_local=provider.is_local,
            seconds=seconds,
            seconds_basis=speed.basis if speed else "",
            is_own_server=is_own_server,
        )

    def start(
        self,
        manuscript_id: int,
        spec: ProviderSpec,
        strategy: str | Strategy = Strategy.AUTO,
        options: SummarizeOptions | None = None,
        *,
        provider: Provider | None = None,
    ) -> Job:
        """Plan a job and record it (nothing sent yet); run it with :meth:`execute`.

        Raises ConsentRequired, before anything else, if the story would go to a provider the
        writer has not agreed to."""
        self.require_consent(spec)
        options = options or SummarizeOptions()
        plan, provider = self.plan(manuscript_id, spec, strategy, options, provider=provider)
        manuscript = self.library.manuscript(manuscript_id)
        prompts = PromptSet.load(_folder(options))
        # A local model may be named by its file only; the job records what it is called.
        return create_job(
            self.store, manuscript, replace(spec, model=provider.model), plan, options, prompts
        )

    # -- run, resume -------------------------------------------------------------------------

    def execute(
        self,
        job_id: int,
        *,
        provider: Provider | None = None,
        api_key: str | None = None,
        progress: ProgressCallback | None = None,
        cancel: CancelToken | None = None,
    ) -> JobOutcome:
        """Run a job from wherever it stopped (a new job starts at its beginning)."""
        job = job_rows.get_job(self.store, job_id)
        spec = job_spec(job)
        self.require_consent(spec)  # withdrawn since the job started: nothing is sent
        with self._lock:
            if job_id in self._active:
                raise JobNotResumable(_JOB_RUNNING(job_id=job_id))
            self._active.add(job_id)
        try:
            if provider is None:
                provider = self.provider(spec, api_key=api_key)
            speed = self.speed(spec, provider, measure=False)
            outcome = run_job(
                self.store,
                job_id,
                provider,
                progress=progress,
                cancel=cancel,
                cost=self._cost(provider, spec),
                speed=speed,
            )
            key = _speed_key(provider) if provider.is_local else None
            if key and outcome.speed is not None and outcome.speed.basis == MEASURED:
                self._keep_speed(key, outcome.speed)  # what this run showed, for next time
            return outcome
        finally:
            with self._lock:
                self._active.discard(job_id)

    def summarize(
        self,
        manuscript_id: int,
        spec: ProviderSpec,
        strategy: str | Strategy = Strategy.AUTO,
        options: SummarizeOptions | None = None,
        *,
        provider: Provider | None = None,
        api_key: str | None = None,
        progress: ProgressCallback | None = None,
        cancel: CancelToken | None = None,
    ) -> JobOutcome:
        provider = provider or self.provider(spec, api_key=api_key)
        job = self.start(manuscript_id, spec, strategy, options, provider=provider)
        return self.execute(job.id, provider=provider, progress=progress, cancel=cancel)

    def resume(
        self,
        job_id: int,
        *,
        provider: Provider | None = None,
        api_key: str | None = None,
        progress: ProgressCallback | None = None,
        cancel: CancelToken | None = None,
    ) -> JobOutcome:
        job = job_rows.get_job(self.store, job_id)
        if not job.resumable:
            raise JobNotResumable(_JOB_FINISHED(job_id=job_id))
        return self.execute(
            job_id, provider=provider, api_key=api_key, progress=progress, cancel=cancel
        )

    def run_work(
        self,
        manuscript_id: int,
        spec: ProviderSpec,
        strategy: str | Strategy = Strategy.AUTO,
        options: SummarizeOptions | None = None,
        *,
        job_id: int | None = None,
        provider: Provider | None = None,
        progress: WorkProgressCallback | None = None,
        cancel: CancelToken | None = None,
        wanted: Callable[[ProgressEvent], bool] | None = None,
    ) -> JobOutcome:
        """Summarizing as a task of the one pipeline: start a job (or, with ``job_id``, go on
        with one that stopped) and report where it is as :class:`WorkProgress`, the progress
        type of every model task (the job's own event rides along as ``detail``). ``wanted``
        may drop events that only repeat the last one (a streaming model reports every
        token)."""
        say = progress or (lambda _at: None)

        def report(event: ProgressEvent) -> None:
            if wanted is None or wanted(event):
                say(work_progress(event))

        if job_id is not None:
            return self.resume(job_id, provider=provider, progress=report, cancel=cancel)
        provider = provider or self.provider(spec)
        job = self.start(manuscript_id, spec, strategy, options, provider=provider)
        return self.execute(job.id, provider=provider, progress=report, cancel=cancel)

    # -- reading -----------------------------------------------------------------------------

    def jobs(self, manuscript_id: int | None = None) -> list[Job]:
        return job_rows.list_jobs(self.store, manuscript_id)

    def job(self, job_id: int) -> Job:
        return job_rows.get_job(self.store, job_id)

    def tree(self, job_id: int) -> JobTree:
        return job_rows.job_tree(self.store, job_id)

    def options_of(self, job_id: int) -> SummarizeOptions:
        return job_options(self.job(job_id))


def work_progress(event: ProgressEvent) -> WorkProgress:
    """A summarizing job's progress in the pipeline's one type: its calls are its steps."""
    return WorkProgress(
        step=event.step,
        steps=event.total,
        summary_id=0,  # the summary is being written: it has no id yet
        part="summary",
        message=event.activity,
        detail=event,
    )


def _speed_key(provider: Provider) -> str | None:
    """A local model's speed belongs to its file (path, size, date) and its thread count."""
    info = getattr(provider, "info", None)
    threads = getattr(provider, "threads", None)
    if info is None or threads is None:
        return None
    try:
        stat = Path(info.path).stat()
    except OSError:
        return None
    return f"{Path(info.path).resolve()}|{stat.st_size}|{int(stat.st_mtime)}|{threads}"


def _folder(options: SummarizeOptions) -> Path | None:
    return Path(options.prompts_dir) if options.prompts_dir else None
