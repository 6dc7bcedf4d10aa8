"""Claim verbs: ``claims decompose``, ``claims list`` and ``claims judge``.

Like the judge verbs: the estimate first, consent to a cloud provider, progress on stderr, a
clean stop on Ctrl-C (what finished is kept), ``--json`` for scripts. The writer's own verdicts
are given in the review window, not here.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Any

from writerlens.cli import model_task as task
from writerlens.cli.output import EXIT_FAILED, EXIT_OK, EXIT_USAGE, print_json
from writerlens.domain import SummaryStatus, WriterLensError
from writerlens.services.library import Library


def add_verbs(verb: Callable[[str, str], argparse.ArgumentParser]) -> None:
    claims = verb("claims", "break summaries into claims you can check one by one")
    steps = claims.add_subparsers(dest="claims_verb", metavar="STEP", required=True)
    decompose = steps.add_parser(
        "decompose", help="let a model break summaries into short claims (a story: all of its)"
    )
    judge = steps.add_parser(
        "judge", help="let a model check each claim against the passages of the story"
    )
    for step in (decompose, judge):
        step.add_argument("ids", type=int, nargs="*", metavar="SUMMARY_ID")
        step.add_argument(
            "--story", type=int, metavar="STORY_ID", help="every finished summary of this story"
        )
        task.add_model_arguments(step, json_flag=True)
    decompose.add_argument(
        "--replace",
        action="store_true",
        help="replace claims already there (the ones you checked are kept, set aside)",
    )
    listing = steps.add_parser("list", help="a summary's claims and the judges' verdicts")
    listing.add_argument("id", type=int, metavar="SUMMARY_ID")
    listing.add_argument("--all", action="store_true", help="also the claims set aside")
    listing.add_argument("--json", action="store_true", default=argparse.SUPPRESS)


def _claims(library: Library, args: argparse.Namespace) -> int:
    if args.claims_verb == "list":
        return _list(library, args)
    from writerlens.services.claims import ClaimsService

    try:
        ids = _summary_ids(library, args)
        spec = task.model_spec(args)
    except task.Usage as exc:
        print(exc, file=sys.stderr)
        return EXIT_USAGE
    service = ClaimsService(library)
    provider = service.provider(spec)
    judging = args.claims_verb == "judge"
    estimate = (
        service.estimate_judge(ids, spec, provider=provider)
        if judging
        else service.estimate_decompose(ids, spec, provider=provider, replace=args.replace)
    )
    stop = task.before_run(library, args, spec, estimate, _estimate_text(estimate))
    if stop is not None:
        return stop
    run: dict[str, Any] = {
        "show": sys.stderr.isatty() and not args.json,
        "line": task.step_line,
        "stopping": "Stopping after the call under way…",
        "stopped": "Stopped. What the model finished is saved.",
        "name": "writerlens-claims",
    }
    if judging:
        judged = task.run_task(
            lambda progress, cancel: service.judge(
                ids, spec, progress=progress, cancel=cancel, provider=provider
            ),
            **run,
        )
        if isinstance(judged, int):
            return judged
        for summary_id in judged:
            _print_claims(library, summary_id, args.json, include_retired=False)
        return EXIT_OK
    made = task.run_task(
        lambda progress, cancel: service.decompose(
            ids, spec, progress=progress, cancel=cancel, provider=provider, replace=args.replace
        ),
        **run,
    )
    if isinstance(made, int):
        return made
    failed = False
    for summary_id in made:
        last = service.claim_sets(summary_id)[-1]
        if last.status != str(SummaryStatus.OK):
            failed = failed or last.status != str(SummaryStatus.TRUNCATED)
            print(f"Summary #{summary_id}: {last.error}", file=sys.stderr)
        _print_claims(library, summary_id, args.json, include_retired=False)
    return EXIT_FAILED if failed else EXIT_OK


def _summary_ids(library: Library, args: argparse.Namespace) -> list[int]:
    ids = list(args.ids)
    if args.story is not None:
        ids += [
            s.id
            for s in library.summaries(args.story)
            if s.status is SummaryStatus.OK and s.text.strip()
        ]
        if not ids:
            raise WriterLensError(
                f"Story #{args.story} has no finished summary yet, so there are no claims to "
                "make. Summarize it first."
            )
    if not ids:
        raise task.Usage("Say which summaries: give their ids, or --story STORY_ID.")
    return list(dict.fromkeys(ids))


def _estimate_text(estimate: Any) -> str:
    what = "Break into claims" if str(estimate.task) == "decompose" else "Check claims"
    return task.estimate_line(estimate, f"{what} with {estimate.model}")


def _list(library: Library, args: argparse.Namespace) -> int:
    from writerlens.services.claims import ClaimsService

    ClaimsService(library)._summary(args.id)  # NotFound, said plainly
    _print_claims(library, args.id, getattr(args, "json", False), include_retired=args.all)
    return EXIT_OK


def _print_claims(library: Library, summary_id: int, as_json: bool, include_retired: bool) -> None:
    from writerlens.services.claims import ClaimsService

    service = ClaimsService(library)
    claims = service.claims(summary_id, include_retired=include_retired)
    judged = service.judgments(summary_id)
    if as_json:
        print_json(
            {
                "summary_id": summary_id,
                "claims": [
                    {
                        "id": c.id,
                        "text": c.text,
                        "start": c.start,
                        "end": c.end,
                        "origin": str(c.origin),
                        "parents": list(c.parents),
                        "retired": c.retired_at is not None,
                        "judgments": [
                            {
                                "judge_model": j.judge_model,
                                "verdict": None if j.verdict is None else str(j.verdict),
                                "status": j.status,
                                "evidence": [list(e) for e in j.evidence],
                                "explanation": j.explanation,
                            }
                            for j in judged.get(c.id, ())
                        ],
                    }
                    for c in claims
                ],
            }
        )
        return
    if not claims:
        print(
            f"Summary #{summary_id} has no claims yet. Make them with: writerlens claims "
            f"decompose {summary_id} --provider ... --model ..."
        )
        return
    print(f"Summary #{summary_id}: {len(claims)} claims.")
    for claim in claims:
        aside = "   (set aside)" if claim.retired_at else ""
        print(f"#{claim.id:<5} {claim.text}{aside}")
        for judgment in judged.get(claim.id, ()):
            verdict = (
                str(judgment.verdict) if judgment.verdict else f"no verdict ({judgment.status})"
            )
            reason = f": {judgment.explanation}" if judgment.explanation else ""
            print(f"        {judgment.judge_model} says {verdict}{reason}")


HANDLERS = {"claims": _claims}
