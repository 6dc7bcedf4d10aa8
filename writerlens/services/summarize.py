"""Summarize a story: estimate first, then run, resume, list and inspect jobs.

Called by the UI (in a worker) and the CLI alike. It takes plain arguments (a ProviderSpec, a
strategy name, an options dataclass) and returns domain objects; progress arrives through a
callback and cancelling through a token, so nothing here knows about Qt or terminals.

A job runs on the caller's thread. ``summarize_many`` runs up to three jobs at once (one story,
three models) on threads of its own; each reports progress with its job id.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from writerlens.domain import CancelToken, WriterLensError
from writerlens.llm.base import Provider, ProviderSpec
from writerlens.llm.catalog import Catalog, ModelInfo, estimate_cost
from writerlens.llm.catalog import cost_text as describe_cost
from writerlens.llm.speed import MEASURED, Speed, calibrate, typical_speed
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.services.consent import require_consent
from writerlens.services.library import Library
from writerlens.store import jobs as job_rows
from writerlens.store.db import Store
from writerlens.store.jobs import Job, JobTree
from writerlens.store.library import get_setting, set_setting
from writerlens.summarize.options import Strategy, SummarizeOptions, parse_strategy
from writerlens.summarize.plan import JobPlan, plan_job
from writerlens.summarize.progress import CostFunction, ProgressCallback
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

_CHOOSE_BETWEEN_ONE_MODELS = define(
    "services.choose_between_one_models",
    QT_TRANSLATE_NOOP(
        "messages",
        "Choose between one and {max_parallel_jobs} models to summarize a story with.",
    ),
)

ProviderFactory = Callable[..., Provider]

#: One story, up to three models at once (the study compares three summaries).
MAX_PARALLEL_JOBS = 3
MODEL_OVERRIDES = "model_overrides"
#: A run longer than this is announced plainly before it starts.
LONG_RUN_SECONDS = 600
#: Measured speeds of local models, by model file and thread count (see :mod:`llm.speed`).
LOCAL_SPEEDS = "local_speeds"


@dataclass(frozen=True)
class Estimate:
    """What a job will take, worked out before anything is sent."""

    manuscript_id: int
    provider: str
    model: str
    strategy: str
    requested: str
    calls: int
    input_tokens: int
    output_tokens: int
    cost_usd: float | None  # None: the model's price is unknown
    context_tokens: int
    chunks: int
    is_local: bool
    #: Expected time of the whole job (all calls), or None when nothing is known to base it on.
    seconds: float | None = None
    #: Where ``seconds`` comes from: "measured on this computer" or "typical for this provider".
    seconds_basis: str = ""
    #: a model on the writer's own server with no price set: cost_usd is 0.0, "free (your server)"
    is_own_server: bool = False

    @property
    def cost_text(self) -> str:
        return describe_cost(self.cost_usd, self.is_local, self.is_own_server)

    @property
    def time_text(self) -> str:
        """The time in plain words: "about 25 minutes on this computer"; "" when unknown."""
        if self.seconds is None:
            return ""
        where = (
            "on this computer"
            if self.seconds_basis == MEASURED
            else "at this provider's usual speed"
        )
        return f"{duration_words(self.seconds)} {where}"

    @property
    def takes_long(self) -> bool:
        """Worth saying plainly before it starts (over ten minutes)."""
        return self.seconds is not None and self.seconds > LONG_RUN_SECONDS

    def as_json(self) -> dict[str, Any]:
        return {
            "manuscript_id": self.manuscript_id,
            "provider": self.provider,
            "model": self.model,
            "strategy": self.strategy,
            "requested": self.requested,
            "calls": self.calls,
            "input_tokens": self.input_tokens,
            "output_tokens": self.output_tokens,
            "cost_usd": self.cost_usd,
            "cost": self.cost_text,
            "context_tokens": self.context_tokens,
            "chunks": self.chunks,
            "local": self.is_local,
            "seconds": self.seconds,
            "seconds_basis": self.seconds_basis,
            "own_server": self.is_own_server,
            "time": self.time_text,
        }


@dataclass(frozen=True)
class JobRequest:
    """One of the (up to three) jobs of :meth:`SummarizeService.summarize_many`."""

    spec: ProviderSpec
    strategy: str = "auto"
    options: SummarizeOptions = field(default_factory=SummarizeOptions)
    api_key: str | None = None


def default_provider_factory(spec: ProviderSpec, **kwargs: Any) -> Provider:
    from writerlens.llm.factory import create_provider

    return create_provider(spec, **kwargs)


def writer_catalog(store: Store) -> Catalog:
    """The shipped catalog with the writer's own model settings laid over it (summaries and
    judges price and size models alike)."""
    return Catalog.load(get_setting(store, MODEL_OVERRIDES, {}))


class SummarizeService:
    def __init__(self, library: Library, provider_factory: ProviderFactory | None = None) -> None:
        self.library = library
        self.store = library.store
        self._factory = provider_factory or default_provider_factory
        self._active: set[int] = set()
        self._lock = threading.Lock()

    # -- models ------------------------------------------------------------------------------

    def catalog(self) -> Catalog:
        """The shipped catalog with the writer's own model settings laid over it."""
        return writer_catalog(self.store)

    def models(self) -> list[ModelInfo]:
        """Models the catalog knows, and those the writer configured (servers, overrides)."""
        catalog = self.catalog()
        overrides: dict[str, dict[str, Any]] = get_setting(self.store, MODEL_OVERRIDES, {})
        providers = ["anthropic", "openai", *sorted(set(overrides) - {"anthropic", "openai"})]
        return [info for p in providers for info in catalog.models(p)]

    def provider(self, spec: ProviderSpec, api_key: str | None = None) -> Provider:
        return self._factory(spec, api_key=api_key, catalog=self.catalog())

    def _info(self, spec: ProviderSpec) -> ModelInfo | None:
        return None if spec.kind == "local" else self.catalog().get(spec.kind, spec.model)

    def _cost(self, provider: Provider, spec: ProviderSpec) -> CostFunction:
        if provider.is_local:
            return lambda _i, _o: 0.0
        info = self._info(spec)
        if _own_server(spec, info):
            return lambda _i, _o: 0.0
        return lambda i, o: estimate_cost(info, i, o)

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
        """What this model's finished jobs really took per planned call, token read and token
        written (retries included; a model that writes to its limit shows here), so that the
        next estimate counts them. (1, 1, 1) until a job has finished."""
        planned = [0, 0, 0]
        made = [0, 0, 0]
        for job in job_rows.list_jobs(self.store):
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
        factors = [
            min(4.0, max(1.0 if i == 0 else 0.25, m / p)) if p and m else 1.0
            for i, (p, m) in enumerate(zip(planned, made, strict=True))
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
        cost = self._cost(provider, spec)(input_tokens, output_tokens)
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
            is_own_server=_own_server(spec, self._info(spec)),
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
        require_consent(self.library, spec)
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
        require_consent(self.library, spec)  # withdrawn since the job started: nothing is sent
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

    def summarize_many(
        self,
        manuscript_id: int,
        requests: Sequence[JobRequest],
        *,
        progress: ProgressCallback | None = None,
        cancel: CancelToken | None = None,
        providers: Sequence[Provider] | None = None,
    ) -> list[JobOutcome | WriterLensError]:
        """Up to three jobs on one story at once; one failing to start does not stop the rest.

        Results come back in the order of ``requests``: an outcome, or the error that kept
        that job from starting (a story too long for the model, a missing key...).
        """
        if not 1 <= len(requests) <= MAX_PARALLEL_JOBS:
            raise WriterLensError(_CHOOSE_BETWEEN_ONE_MODELS(max_parallel_jobs=MAX_PARALLEL_JOBS))

        def one(index: int) -> JobOutcome | WriterLensError:
            request = requests[index]
            try:
                return self.summarize(
                    manuscript_id,
                    request.spec,
                    request.strategy,
                    request.options,
                    provider=providers[index] if providers else None,
                    api_key=request.api_key,
                    progress=progress,
                    cancel=cancel,
                )
            except WriterLensError as exc:
                return exc

        with ThreadPoolExecutor(len(requests), thread_name_prefix="writerlens-job") as pool:
            return list(pool.map(one, range(len(requests))))

    # -- reading -----------------------------------------------------------------------------

    def jobs(self, manuscript_id: int | None = None) -> list[Job]:
        return job_rows.list_jobs(self.store, manuscript_id)

    def job(self, job_id: int) -> Job:
        return job_rows.get_job(self.store, job_id)

    def tree(self, job_id: int) -> JobTree:
        return job_rows.job_tree(self.store, job_id)

    def options_of(self, job_id: int) -> SummarizeOptions:
        return job_options(self.job(job_id))


def duration_words(seconds: float) -> str:
    """ "under a minute", "about 1 minute", "about 25 minutes", "about 2 hours 10 minutes"."""
    minutes = round(seconds / 60)
    if seconds < 45:
        return "under a minute"
    if minutes < 60:
        return f"about {minutes} minute{'' if minutes == 1 else 's'}"
    hours, minutes = divmod(minutes, 60)
    rest = f" {minutes} minutes" if minutes else ""
    return f"about {hours} hour{'' if hours == 1 else 's'}{rest}"


def _own_server(spec: ProviderSpec, info: ModelInfo | None) -> bool:
    """A model on the writer's own server that nobody set a price for."""
    return spec.kind == "openai-compatible" and (info is None or not info.has_prices)


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
