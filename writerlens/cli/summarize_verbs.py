"""Summarizing verbs: ``summarize``, ``models``, ``jobs`` and ``resume``."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Any

from writerlens.cli import model_task as task
from writerlens.cli.output import EXIT_FAILED, EXIT_OK, EXIT_USAGE, print_json
from writerlens.services.library import Library


def add_verbs(verb: Callable[[str, str], argparse.ArgumentParser]) -> None:
    from writerlens.summarize.options import Strategy

    summ = verb("summarize", "summarize a story with a cloud or on-device model")
    summ.add_argument("id", type=int, metavar="ID", help="the story's id (see: writerlens list)")
    task.add_model_arguments(summ)
    summ.add_argument(
        "--strategy", default="auto", choices=[s.value for s in Strategy], help="default: auto"
    )
    summ.add_argument("--words", type=int, default=400, help="summary length (default 400)")
    summ.add_argument("--chunk-tokens", type=int, default=2048, help="part size (default 2048)")
    summ.add_argument("--concurrency", type=int, default=4, help="cloud calls at once (4)")
    summ.add_argument("--cleanup", action="store_true", help="a last pass to smooth the text")
    models = verb("models", "list the models WriterLens knows, with context and prices")
    models.add_argument(
        "action",
        nargs="?",
        choices=["suggested", "download", "add"],
        help="suggested: on-device models WriterLens suggests; download ID: fetch one; "
        "add FILE: add a .gguf file of your own (checked first)",
    )
    models.add_argument("id", nargs="?", metavar="ID", help="a suggested model's id, or a file")
    jobs = verb("jobs", "list summarizing jobs, or show one job's steps")
    jobs.add_argument("job", type=int, nargs="?", metavar="JOB")
    resume = verb("resume", "go on with a job that was stopped, failed or cancelled")
    resume.add_argument("job", type=int, metavar="JOB")
    resume.add_argument("--agree", action="store_true", help="as for summarize")
    consent = verb("consent", "the providers you agreed to send stories to; withdraw an answer")
    consent.add_argument("--withdraw", metavar="PROVIDER", help="e.g. anthropic, openai")


def _summarize(library: Library, args: argparse.Namespace) -> int:
    from writerlens.services.summarize import SummarizeService
    from writerlens.summarize.options import SummarizeOptions

    try:
        spec = task.model_spec(args)
    except task.Usage as exc:
        print(exc, file=sys.stderr)
        return EXIT_USAGE
    local = spec.kind == "local"
    options = SummarizeOptions(
        words=args.words,
        chunk_tokens=args.chunk_tokens,
        context_tokens=None if local else args.context_tokens,
        concurrency=args.concurrency,
        cleanup=args.cleanup,
    )
    service = SummarizeService(library)
    provider = service.provider(spec)
    if local and service.speed(spec, provider, measure=False) is None and not args.json:
        print("Measuring how fast this model runs on this computer (once)…", file=sys.stderr)
    estimate = service.estimate(
        args.id, spec, args.strategy, options, provider=provider, measure_speed=True
    )
    stop = task.before_run(library, args, spec, estimate, _estimate_text(estimate))
    if stop is not None:
        return stop
    job = service.start(args.id, spec, args.strategy, options, provider=provider)
    return _run_job(service, job.id, args, provider)


def _estimate_text(estimate: Any) -> str:
    parts = f" in {estimate.chunks} parts" if estimate.chunks else ""
    return task.estimate_line(estimate, f"{estimate.model}, {estimate.strategy}{parts}")


def _resume(library: Library, args: argparse.Namespace) -> int:
    from writerlens.services.summarize import SummarizeService
    from writerlens.summarize.runner import JobNotResumable, job_spec

    service = SummarizeService(library)
    job = service.job(args.job)
    if not job.resumable:
        raise JobNotResumable(f"Job {args.job} has already finished; there is nothing to resume.")
    if not task.consent(library, job_spec(job), args.agree):
        return EXIT_FAILED
    return _run_job(service, args.job, args, None)


def _run_job(service: Any, job_id: int, args: argparse.Namespace, provider: Any) -> int:
    """Run the job through the pipeline like every task (progress as WorkProgress; Ctrl-C
    cancels it cleanly, twice quits at once: ``model_task.run_task``)."""
    from writerlens.domain.jobs import JobStatus
    from writerlens.summarize.runner import job_spec

    job = service.job(job_id)
    outcome = task.run_task(
        lambda progress, cancel: service.run_work(
            job.manuscript_id,
            job_spec(job),
            job_id=job_id,
            provider=provider,
            progress=progress,
            cancel=cancel,
        ),
        show=sys.stderr.isatty() and not args.json,
        line=task.step_line,
        stopping="Stopping… (press Ctrl-C again to quit at once)",
        stopped=f"Stopped. Finished steps are saved: writerlens resume {job_id}",
        name="writerlens-summarize",
        quit_at_once=True,
    )
    if args.json:
        print_json(
            {
                "job": outcome.job.as_json(),
                "message": outcome.message,
                "calls": outcome.calls,
                "restored_steps": outcome.restored_steps,
                "summaries": [_summary_json(s) for s in outcome.summaries],
            }
        )
    else:
        for summary in outcome.summaries:
            label = summary.params.get("gradual_share")
            title = f" ({round(label * 100)} %)" if label else ""
            print(
                f"Summary #{summary.id}{title}, {summary.status}, {summary.strategy}, "
                f"{len(summary.text.split())} words:\n"
            )
            print(summary.text or summary.error)
            print()
        incomplete = any(s.status.value != "ok" for s in outcome.summaries)
        if outcome.status is not JobStatus.DONE or not outcome.summaries or incomplete:
            print(outcome.message, file=sys.stderr)  # e.g. why a summary is marked truncated
    if outcome.status in (JobStatus.CANCELLED, JobStatus.FAILED):
        print(f"To go on from there: writerlens resume {job_id}", file=sys.stderr)
    if outcome.status is JobStatus.CANCELLED:
        return 130
    return EXIT_FAILED if outcome.status is JobStatus.FAILED else EXIT_OK


def _summary_json(summary: Any) -> dict[str, Any]:
    return {
        "id": summary.id,
        "status": str(summary.status),
        "strategy": summary.strategy,
        "provider": summary.provider,
        "model": summary.model,
        "text": summary.text,
        "error": summary.error,
        "params": summary.params,
        "prompts": summary.prompts,
        "input_tokens": summary.input_tokens,
        "output_tokens": summary.output_tokens,
        "cost_usd": summary.cost_usd,
    }


def _models(library: Library, args: argparse.Namespace) -> int:
    from writerlens.cli import model_verbs
    from writerlens.services.summarize import SummarizeService

    if args.action == "suggested":
        return model_verbs.suggested_models(args)
    if args.action == "download":
        if not args.id:
            print("Say which model: writerlens models download ID", file=sys.stderr)
            print("(see: writerlens models suggested)", file=sys.stderr)
            return EXIT_USAGE
        return model_verbs.download_model(library, args)
    if args.action == "add":
        if not args.id:
            print("Say which file: writerlens models add FILE.gguf", file=sys.stderr)
            return EXIT_USAGE
        return model_verbs.add_model(library, args)

    models = SummarizeService(library).models()
    if args.json:
        print_json([vars(m) | {"aliases": list(m.aliases)} for m in models])
        return EXIT_OK

    def price(value: float | None) -> str:
        return "?" if value is None else f"${value:g}"

    for m in models:
        context = f"{m.context_window:,}" if m.context_window else "?"
        print(
            f"{m.provider:<18} {m.model:<28} context {context:>9}  "
            f"{price(m.input_usd_per_mtok)} in / {price(m.output_usd_per_mtok)} out per M tokens"
        )
    print("\nPrices change; check them with the provider. On-device models cost nothing.")
    return EXIT_OK


def _jobs(library: Library, args: argparse.Namespace) -> int:
    from writerlens.services.summarize import SummarizeService

    service = SummarizeService(library)
    if args.job is not None:
        tree = service.tree(args.job)
        if args.json:
            print_json(tree.as_json())
            return EXIT_OK
        job = tree.job
        print(
            f"Job {job.id}: story #{job.manuscript_id}, {job.model} ({job.provider}), "
            f"{job.strategy}, {job.shown_status}"
        )
        if job.error:
            print(f"  {job.error}")
        for node in tree.nodes:
            made_from = ", ".join(f"{k} {lv}.{p}" for k, lv, p in node.children)
            print(
                f"  {node.kind:<8} level {node.level} #{node.position:<3} {node.status!s:<7} "
                f"{len(node.text.split()):>4} words" + (f"  from {made_from}" if made_from else "")
            )
        return EXIT_OK
    jobs = service.jobs()
    if args.json:
        print_json([j.as_json() for j in jobs])
        return EXIT_OK
    if not jobs:
        print("No summarizing jobs yet. Start one with: writerlens summarize ID --provider ...")
        return EXIT_OK
    for job in jobs:
        print(
            f"{job.id:>4}  story #{job.manuscript_id:<4} {job.model:<28} {job.strategy:<13} "
            f"{job.shown_status:<9} {job.updated_at[:16]}"
        )
    return EXIT_OK


def _consents(library: Library, args: argparse.Namespace) -> int:
    from writerlens.services.consent import consents, withdraw

    if args.withdraw:
        withdraw(library, args.withdraw)
        if not args.json:
            print(
                f"Withdrawn: WriterLens will ask again before sending a story to {args.withdraw}."
            )
    answers = consents(library)
    if args.json:
        print_json(answers)
    elif not args.withdraw:
        if not answers:
            print("You have not agreed to send stories to any provider.")
        for row in answers:
            state = "agreed" if row["granted"] else "withdrawn"
            print(f"{row['provider']:<24} {state:<9} {row['decided_at'][:10]}")
    return EXIT_OK


HANDLERS = {
    "consent": _consents,
    "summarize": _summarize,
    "models": _models,
    "jobs": _jobs,
    "resume": _resume,
}
