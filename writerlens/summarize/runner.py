"""Run a summarizing job to its end, from wherever it stopped, and store what it made.

A job is created with its plan (strategy, parts, limits) and options. Running it walks the
strategy's steps; every step already saved is taken from the checkpoint, so a job that was
killed, cancelled or failed is resumed by running it again and redoes at most the calls that
were under way. The end of a job is always one of:

- done: the summary (three for gradual) stored with everything that made it;
- refused: the model declined; a summary with status ``refused`` keeps its words (the study
  leaves these out of its averages) and the job is done;
- failed: a call failed after the provider's retries; a summary with status ``failed`` holds
  the message, the finished steps stay, and resuming removes that placeholder and goes on;
- cancelled: the writer stopped it; finished steps stay, no summary is written.

A summary any of whose calls was cut off at the model's token limit (after retries with more
room) is stored as ``truncated``, never ``ok``, with a note saying how many parts were cut. One
any of whose steps kept an answer that is not a summary (by :mod:`writerlens.summarize.checks`:
a copy, a loop, leaked markup, far too short) is stored as ``flagged``, with each step's notes.
"""

from __future__ import annotations

import threading
import time
from collections import Counter
from collections.abc import Callable, Mapping
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from writerlens.domain import (
    Cancelled,
    CancelToken,
    Manuscript,
    Summary,
    SummaryStatus,
    WriterLensError,
)
from writerlens.domain import jobs as domain_jobs
from writerlens.domain.jobs import Job, JobStatus, StepKey, SummaryNode
from writerlens.llm import address
from writerlens.llm.base import Provider, ProviderSpec
from writerlens.llm.speed import Speed
from writerlens.messages import QT_TRANSLATE_NOOP, define, sentences, to_record
from writerlens.store import jobs as rows
from writerlens.store.db import Store, utc_now
from writerlens.store.library import get_manuscript, summaries_for
from writerlens.summarize.options import Strategy, SummarizeOptions
from writerlens.summarize.plan import JobPlan
from writerlens.summarize.progress import CostFunction, ProgressCallback, ProgressTracker
from writerlens.summarize.prompts import PromptSet
from writerlens.summarize.steps import StepExecutor, StepFailed, StepRefused
from writerlens.summarize.strategies import Produced, RunContext, run_strategy
from writerlens.texts import count_words

_STARTING = define("summarize.run.starting", QT_TRANSLATE_NOOP("messages", "Starting"))
_RESUMING = define(
    "summarize.run.resuming",
    QT_TRANSLATE_NOOP("messages", "Resuming (%n steps saved)", None, 1),
    one="Resuming (%n step saved)",
)
_CANCELLED_SHORT = define(
    "summarize.run.cancelled_short", QT_TRANSLATE_NOOP("messages", "Cancelled")
)
_FAILED_SHORT = define("summarize.run.failed_short", QT_TRANSLATE_NOOP("messages", "Failed"))
_DONE_SHORT = define("summarize.run.done_short", QT_TRANSLATE_NOOP("messages", "Done"))
_DONE = define("summarize.run.done", QT_TRANSLATE_NOOP("messages", "Done."))
_DONE_CUT = define("summarize.run.done_cut", QT_TRANSLATE_NOOP("messages", "Done, but cut off"))
_CANCELLED_KEPT = define(
    "summarize.run.cancelled_kept",
    QT_TRANSLATE_NOOP(
        "messages",
        "Cancelled. The %n steps already finished are kept; resume job {job} to go on from there.",
        None,
        1,
    ),
    one="Cancelled. The %n step already finished is kept; resume job {job} to go on from there.",
)
_CANCELLED_KEPT_WORDS = define(
    "summarize.run.cancelled_kept_words",
    QT_TRANSLATE_NOOP(
        "messages",
        "{steps} The %n words written of the step under way are kept too: resuming goes on "
        "from them.",
        None,
        1,
    ),
    one="{steps} The %n word written of the step under way is kept too: resuming goes on from it.",
)
_FAILED_KEPT = define(
    "summarize.run.failed_kept",
    QT_TRANSLATE_NOOP(
        "messages",
        "{problem} The %n steps already finished are kept; resume job {job} to try again from "
        "there.",
        None,
        1,
    ),
    one="{problem} The %n step already finished is kept; resume job {job} to try again from there.",
)
_DECLINED = define(
    "summarize.run.declined",
    QT_TRANSLATE_NOOP("messages", "The model declined to summarize this story."),
)
_DECLINED_SHORT = define(
    "summarize.run.declined_short",
    QT_TRANSLATE_NOOP("messages", "The model declined to summarize this story"),
)
_DECLINED_KEPT = define(
    "summarize.run.declined_kept",
    QT_TRANSLATE_NOOP(
        "messages",
        "The model declined to summarize this story. Its answer is kept as a refused summary, "
        "which the study leaves out of its averages.",
    ),
)
_UNEXPECTED = define(
    "summarize.run.unexpected",
    QT_TRANSLATE_NOOP(
        "messages",
        "WriterLens hit an unexpected problem ({problem}). The finished steps are kept; resume "
        "the job to try again, and report it if it happens again.",
    ),
)
_CUT_WHOLE = define(
    "summarize.run.cut_whole",
    QT_TRANSLATE_NOOP(
        "messages",
        "The model's answer was cut off at its token limit, even when asked again with more "
        "room and for fewer words, so this summary is incomplete. Ask for fewer words, or "
        "choose a model that writes longer answers.",
    ),
)
_CUT_STEPS = define(
    "summarize.run.cut_steps",
    QT_TRANSLATE_NOOP(
        "messages",
        "{cut} of the {steps} steps were cut off at the model's token limit, even when asked "
        "again with more room and for fewer words, so this summary rests on incomplete parts. "
        "Ask for fewer words, or choose a model that writes longer answers.",
    ),
)

_DONE_FLAGGED = define(
    "summarize.run.done_flagged", QT_TRANSLATE_NOOP("messages", "Done, but not a summary")
)
_FLAGGED_WHOLE = define(
    "summarize.run.flagged_whole",
    QT_TRANSLATE_NOOP(
        "messages",
        "What the model wrote is not a summary, so it is kept marked as such and never counted "
        "as one. {notes} Try again, or choose another model.",
    ),
)
_FLAGGED_STEPS = define(
    "summarize.run.flagged_steps",
    QT_TRANSLATE_NOOP(
        "messages",
        "%n of the {steps} steps kept an answer that is not a summary, so this summary is "
        "marked as such and never counted as one. {notes} Try again, or choose another model.",
        None,
        1,
    ),
    one="%n of the {steps} steps kept an answer that is not a summary, so this summary is "
    "marked as such and never counted as one. {notes} Try again, or choose another model.",
)

_JOB_FINISHED = define(
    "summarize.run.job_finished",
    QT_TRANSLATE_NOOP(
        "messages",
        "Job {id} has already finished; there is nothing to resume.",
    ),
)

_MODEL_MISMATCH = define(
    "summarize.run.model_mismatch",
    QT_TRANSLATE_NOOP(
        "messages",
        "Job {id} was started with the model “{model}”, not “{provider_model}”. Resume it "
        "with the same model, or start a new job.",
    ),
)

_PROMPT_CHANGED = define(
    "summarize.run.prompt_changed",
    QT_TRANSLATE_NOOP(
        "messages",
        "The wording of the {items} prompt changed since job {id} began, so its "
        "finished steps no longer match. Start a new job for this story.",
    ),
)


_JOB_ELSEWHERE = define(
    "summarize.run.job_elsewhere",
    QT_TRANSLATE_NOOP(
        "messages",
        "Job {id} is being run right now by another WriterLens (a second window or a "
        "command). Wait until it has finished; nothing was sent twice.",
    ),
)


class JobNotResumable(WriterLensError):
    """The job has finished (or is running right now); there is nothing to resume."""


@dataclass(frozen=True)
class JobOutcome:
    job: Job
    summaries: tuple[Summary, ...]
    calls: int  # model calls made by this run (retries included; restored steps are free)
    restored_steps: int  # steps taken from the checkpoint
    message: str  # what happened, for the writer
    #: the model's speed as this run refined it (local models: kept for the next estimate)
    speed: Speed | None = None

    @property
    def status(self) -> JobStatus:
        return self.job.status


def spec_params(spec: ProviderSpec) -> dict[str, Any]:
    """The provider as a job records it (plain data; a spec never holds a key)."""
    return {
        "kind": spec.kind,
        "model": spec.model,
        "name": spec.name,
        "base_url": address.keep_credentials(spec.base_url),  # its password: to the keyring
        "model_file": spec.model_file,
        "context_tokens": spec.context_tokens,
        "threads": spec.threads,
        "extra": dict(spec.extra),
    }


def spec_from_params(data: dict[str, Any]) -> ProviderSpec:
    return ProviderSpec(
        kind=data["kind"],
        model=data["model"],
        name=data.get("name", ""),
        base_url=data.get("base_url", ""),
        model_file=data.get("model_file", ""),
        context_tokens=data.get("context_tokens"),
        threads=data.get("threads"),
        extra=dict(data.get("extra", {})),
    )


def create_job(
    store: Store,
    manuscript: Manuscript,
    spec: ProviderSpec,
    plan: JobPlan,
    options: SummarizeOptions,
    prompts: PromptSet,
) -> Job:
    params = {
        "provider": spec_params(spec),
        "options": options.as_params(),
        "plan": plan.params(),
        "prompts": {role: t.ref for role, t in prompts.templates.items()},
        "seconds": 0.0,
        "started_at": "",
    }
    job_id = rows.insert_job(
        store,
        manuscript_id=manuscript.id,
        provider=spec.kind,
        model=spec.model,
        strategy=str(plan.strategy),
        params=params,
    )
    return rows.get_job(store, job_id)


def job_spec(job: Job) -> ProviderSpec:
    return spec_from_params(job.params["provider"])


def job_options(job: Job) -> SummarizeOptions:
    return SummarizeOptions.from_params(job.params.get("options", {}))


def run_job(
    store: Store,
    job_id: int,
    provider: Provider,
    *,
    progress: ProgressCallback | None = None,
    cancel: CancelToken | None = None,
    cost: CostFunction | None = None,
    clock: Callable[[], float] = time.monotonic,
    speed: Speed | None = None,
) -> JobOutcome:
    """Run (or resume) a job with ``provider``, which must be the model the job was made for.

    The run holds the job's lease (see :mod:`writerlens.store.jobs`), renewed by a heartbeat
    while it runs: another WriterLens (a second window, a command) that tries to resume the
    same job is refused instead of paying for the same calls twice."""
    owner = rows.lease_owner_name()
    if not rows.claim_lease(store, job_id, owner):
        raise JobNotResumable(_JOB_ELSEWHERE(id=job_id))
    stop = threading.Event()

    def beat() -> None:
        try:
            while not stop.wait(domain_jobs.LEASE_HEARTBEAT_S):
                with suppress(WriterLensError):
                    rows.renew_lease(store, job_id, owner)
        finally:
            store.release()

    heart = threading.Thread(target=beat, name=f"job-{job_id}-heartbeat", daemon=True)
    heart.start()
    try:
        return _run_job(
            store,
            job_id,
            provider,
            progress=progress,
            cancel=cancel,
            cost=cost,
            clock=clock,
            speed=speed,
        )
    finally:
        stop.set()
        heart.join()
        with suppress(WriterLensError):
            rows.release_lease(store, job_id, owner)


def _run_job(
    store: Store,
    job_id: int,
    provider: Provider,
    *,
    progress: ProgressCallback | None,
    cancel: CancelToken | None,
    cost: CostFunction | None,
    clock: Callable[[], float],
    speed: Speed | None,
) -> JobOutcome:
    job = rows.get_job(store, job_id)
    if job.status is JobStatus.DONE:
        raise JobNotResumable(_JOB_FINISHED(id=job.id))
    if provider.model != job.model:
        raise WriterLensError(
            _MODEL_MISMATCH(id=job.id, model=job.model, provider_model=provider.model)
        )
    options = job_options(job)
    plan = JobPlan.from_params(job.params["plan"])
    prompts = _prompts_for(job, options)
    manuscript = get_manuscript(store, job.manuscript_id)
    cancel = cancel or CancelToken()
    price = cost or ((lambda _i, _o: 0.0) if provider.is_local else (lambda _i, _o: None))

    rows.delete_failed_job_summaries(store, job.id)
    params = dict(job.params)
    params["started_at"] = params.get("started_at") or utc_now()
    rows.set_job_status(store, job.id, JobStatus.RUNNING, params=params)

    nodes = rows.job_nodes(store, job.id)
    checkpoint = {n.key: n for n in nodes if n.status is SummaryStatus.OK}
    tracker = ProgressTracker(job.id, progress, price, clock, speed=speed)
    # Tokens of steps that did not survive (failed or cancelled attempts) were still spent.
    spent_in = sum(n.input_tokens for n in nodes if n.status is not SummaryStatus.OK)
    spent_out = sum(n.output_tokens for n in nodes if n.status is not SummaryStatus.OK)
    saved_in = sum(n.input_tokens for n in checkpoint.values())
    saved_out = sum(n.output_tokens for n in checkpoint.values())
    tracker.restore(0, spent_in + saved_in, spent_out + saved_out)
    tracker.planned_input = max(0, plan.input_tokens - saved_in)
    tracker.planned_output = max(0, plan.output_tokens - saved_out)
    executor = StepExecutor(store, job.id, provider, options, tracker, checkpoint, cancel)
    executor.max_output = plan.max_output
    executor.tokens_per_word = plan.tokens_per_word
    executor.partials = dict(params.get("partials") or {})  # words a Cancel kept
    context = RunContext(
        text=manuscript.text,
        plan=plan,
        options=options,
        prompts=prompts,
        budget=plan.budget(options),
        executor=executor,
        tracker=tracker,
        count=provider.count_tokens,
    )
    tracker.activity(_STARTING() if not checkpoint else _RESUMING(count=len(checkpoint)))
    started = clock()
    calls_before = int(params.get("calls_made", 0))

    def finish(status: JobStatus, error: str = "") -> Job:
        params["seconds"] = round(float(params.get("seconds", 0.0)) + clock() - started, 3)
        # every model call made for the job, over all its runs (the estimate learns from it)
        params["calls_made"] = calls_before + executor.calls
        params["partials"] = executor.partials
        rows.set_job_status(store, job.id, status, error=error, params=params)
        return rows.get_job(store, job.id)

    restored = len(checkpoint)
    try:
        produced = run_strategy(context)
    except Cancelled:
        done = finish(JobStatus.CANCELLED)
        tracker.activity(_CANCELLED_SHORT())
        said = _CANCELLED_KEPT(count=len(executor.checkpoint), job=job.id)
        words = sum(count_words(str(p["text"])) for p in executor.partials.values())
        if words:
            said = _CANCELLED_KEPT_WORDS(count=words, steps=said)
        return JobOutcome(done, (), executor.calls, restored, said)
    except StepRefused as refused:
        done = finish(JobStatus.DONE)
        summary = _store_summary(
            store,
            done,
            context,
            params,
            [Produced(refused.result.text, refused.result.key, refused.result.model)],
            SummaryStatus.REFUSED,
            tracker,
            error=_DECLINED(),
        )
        tracker.finish(_DECLINED_SHORT())
        return JobOutcome(
            done,
            tuple(summary),
            executor.calls,
            restored,
            _DECLINED_KEPT(),
        )
    except (StepFailed, WriterLensError) as failure:
        message = failure.error.message if isinstance(failure, StepFailed) else failure.message
        done = finish(JobStatus.FAILED, message)
        summary = _store_summary(
            store,
            done,
            context,
            params,
            [Produced("", ("failed", 0, 0), "")],
            SummaryStatus.FAILED,
            tracker,
            error=message,
        )
        tracker.activity(_FAILED_SHORT())
        return JobOutcome(
            done,
            tuple(summary),
            executor.calls,
            restored,
            _FAILED_KEPT(problem=message, count=len(executor.checkpoint), job=job.id),
        )
    except Exception as exc:
        # A defect, not the writer's doing: leave the job resumable rather than "running".
        finish(
            JobStatus.FAILED,
            _UNEXPECTED(problem=type(exc).__name__),
        )
        raise
    done = finish(JobStatus.DONE)
    flagged = flagged_parts(store, job.id)
    if flagged:
        message = flagged_note(flagged, len(rows.job_nodes(store, job.id)), executor.said)
        summaries = _store_summary(
            store, done, context, params, produced, SummaryStatus.FLAGGED, tracker, error=message
        )
        tracker.finish(_DONE_FLAGGED())
        return JobOutcome(done, tuple(summaries), executor.calls, restored, message, tracker.speed)
    cut = truncated_parts(store, job.id)
    if cut:
        message = truncation_note(cut, len(rows.job_nodes(store, job.id)))
        summaries = _store_summary(
            store, done, context, params, produced, SummaryStatus.TRUNCATED, tracker, error=message
        )
        tracker.finish(_DONE_CUT())
        return JobOutcome(done, tuple(summaries), executor.calls, restored, message, tracker.speed)
    summaries = _store_summary(store, done, context, params, produced, SummaryStatus.OK, tracker)
    tracker.finish(_DONE_SHORT())
    return JobOutcome(done, tuple(summaries), executor.calls, restored, _DONE(), tracker.speed)


def truncated_parts(store: Store, job_id: int) -> int:
    """Calls of the job whose answer was cut off at the token limit in every try."""
    return sum(1 for n in rows.job_nodes(store, job_id) if n.status is SummaryStatus.TRUNCATED)


def flagged_parts(store: Store, job_id: int) -> list[SummaryNode]:
    """Steps of the job whose kept answer is not a summary (and why, in each one's note)."""
    return [n for n in rows.job_nodes(store, job_id) if n.status is SummaryStatus.FLAGGED]


def flagged_note(
    flagged: list[SummaryNode], steps: int, said: Mapping[StepKey, str] | None = None
) -> str:
    """Why the job's summary is not one, from its flagged steps' notes: as said in this run
    where the step ran in it (a message, so shown in the writer's language), else the English
    text the job kept (a step restored from an earlier run)."""
    notes = [(said or {}).get(n.key) or n.error for n in flagged[:3]]
    if steps <= 1:
        return _FLAGGED_WHOLE(notes=notes[0])
    return _FLAGGED_STEPS(count=len(flagged), steps=steps, notes=sentences(notes))


def truncation_note(cut: int, steps: int) -> str:
    if steps <= 1:
        return _CUT_WHOLE()
    return _CUT_STEPS(cut=cut, steps=steps)


def _prompts_for(job: Job, options: SummarizeOptions) -> PromptSet:
    prompts = PromptSet.load(Path(options.prompts_dir) if options.prompts_dir else None)
    recorded: dict[str, str] = job.params.get("prompts", {})
    changed = [
        role
        for role, ref in recorded.items()
        if role in prompts.templates and prompts[role].ref != ref
    ]
    if changed:
        raise JobNotResumable(_PROMPT_CHANGED(items=", ".join(changed), id=job.id))
    return prompts


def _store_summary(
    store: Store,
    job: Job,
    ctx: RunContext,
    params: dict[str, Any],
    produced: list[Produced],
    status: SummaryStatus,
    tracker: ProgressTracker,
    error: str = "",
) -> list[Summary]:
    nodes = rows.job_nodes(store, job.id)
    answered = [n.model_answered for n in nodes if n.model_answered]
    input_tokens = sum(n.input_tokens for n in nodes)
    output_tokens = sum(n.output_tokens for n in nodes)
    cost = tracker.price(input_tokens, output_tokens)
    base = _summary_params(job, ctx, params, len(nodes))
    flaws = Counter(f for found in ctx.executor.flaws.values() for f in found)
    if flaws:
        # what the checks found, per kind of flaw (steps counted once per kind)
        base["checks"] = {"flaws": dict(sorted(flaws.items())), "steps": len(nodes)}
    if ctx.executor.notes:  # shown beside the summary (a chat template not used, ...)
        base["notes"] = [to_record(note) for note in ctx.executor.notes.values()]
    prompts = {role: ctx.prompts[role].ref for role in sorted(ctx.roles)}
    finished_at = utc_now()
    ids = []
    for index, item in enumerate(produced):
        share = len(produced)
        ids.append(
            rows.insert_job_summary(
                store,
                job=job,
                text=item.text,
                status=status,
                params={**base, **item.params},
                prompts=prompts,
                model_answered=item.model
                or (Counter(answered).most_common(1)[0][0] if answered else ""),
                # A gradual job's three summaries share its tokens and cost; each records its
                # share so that totals over summaries add up to the job's.
                input_tokens=input_tokens // share + (input_tokens % share if index == 0 else 0),
                output_tokens=output_tokens // share + (output_tokens % share if index == 0 else 0),
                cost_usd=None if cost is None else cost / share,
                started_at=params["started_at"],
                finished_at=finished_at,
                error=error,
            )
        )
    found = {s.id: s for s in summaries_for(store, job.manuscript_id)}
    return [found[i] for i in ids]


def _summary_params(
    job: Job, ctx: RunContext, params: dict[str, Any], steps: int
) -> dict[str, Any]:
    plan = ctx.plan
    spec = params["provider"]
    data: dict[str, Any] = {
        **ctx.options.as_params(),
        "strategy_requested": str(plan.requested),
        "context_tokens_used": plan.context_tokens,
        "story_tokens": plan.story_tokens,
        "story_words": plan.story_words,
        "tokens_per_word": plan.tokens_per_word,
        "steps": steps,
        "seconds": params.get("seconds", 0.0),
        "job_id": job.id,
        "provider_name": spec.get("name", ""),
        "base_url": address.keep_credentials(str(spec.get("base_url", ""))),
        "model_file": spec.get("model_file", "").rsplit("/", 1)[-1],
    }
    if plan.strategy in (Strategy.HIERARCHICAL, Strategy.INCREMENTAL):
        data.update(
            chunk_tokens_used=plan.chunk_tokens,
            chunks=len(plan.chunks),
            chunk_words=plan.chunk_words,
        )
    if plan.strategy is Strategy.HIERARCHICAL:
        data.update(merge_words=plan.merge_words, merge_with_context=plan.merge_context)
    return data
