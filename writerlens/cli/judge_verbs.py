"""Judging verbs: ``judge`` (questionnaire and coherence), ``probes`` and ``scores``.

A judge run shows its estimate first, asks for consent to a cloud provider like ``summarize``
does, prints progress to stderr, and stops cleanly on Ctrl-C (what the judge finished is kept).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Any

from writerlens.cli import model_task as task
from writerlens.cli.output import EXIT_OK, EXIT_USAGE, print_json
from writerlens.services.library import Library


def add_verbs(verb: Callable[[str, str], argparse.ArgumentParser]) -> None:
    judge = verb("judge", "let a model judge a summary: the four questions and its coherence")
    judge.add_argument("id", type=int, metavar="SUMMARY_ID", help="the summary (see: show ID)")
    judge.add_argument(
        "--questions", action="store_true", help="the four 1-4 questions (default: both)"
    )
    judge.add_argument(
        "--coherence",
        action="store_true",
        help="BooookScore-style: which sentences would confuse a reader (default: both)",
    )
    task.add_model_arguments(judge, who="the judge")

    probes = verb("probes", "your questions about a story, and whether summaries answer them")
    steps = probes.add_subparsers(dest="probes_verb", metavar="STEP", required=True)
    add = steps.add_parser("add", help="add a question and its answer to a story")
    add.add_argument("story", type=int, metavar="STORY_ID")
    add.add_argument("--question", required=True, metavar="Q")
    add.add_argument("--answer", required=True, metavar="A")
    listing = steps.add_parser("list", help="the story's questions")
    listing.add_argument("story", type=int, metavar="STORY_ID")
    remove = steps.add_parser("remove", help="remove a question (and its verdicts)")
    remove.add_argument("probe", type=int, metavar="PROBE_ID")
    run = steps.add_parser("run", help="ask a model whether a summary answers each question")
    run.add_argument("id", type=int, metavar="SUMMARY_ID")
    task.add_model_arguments(run, who="the judge", json_flag=True)
    for step in (add, listing, remove):
        step.add_argument("--json", action="store_true", default=argparse.SUPPRESS)

    verb("scores", "everything the judges found about a summary").add_argument(
        "id", type=int, metavar="SUMMARY_ID"
    )


def _judge(library: Library, args: argparse.Namespace) -> int:
    kinds = [k for k in ("questions", "coherence") if getattr(args, k)] or [
        "questions",
        "coherence",
    ]
    return _run(library, args, kinds)


def _run(library: Library, args: argparse.Namespace, kinds: list[str]) -> int:
    from writerlens.services.judges import JudgeKind, JudgeService

    try:
        spec = task.model_spec(args)
    except task.Usage as exc:
        print(exc, file=sys.stderr)
        return EXIT_USAGE
    service = JudgeService(library)
    service.scores(args.id)  # NotFound, said plainly, for a summary that is not there
    provider = service.provider(spec)
    estimate = service.estimate([args.id], spec, kinds, provider=provider)
    stop = task.before_run(library, args, spec, estimate, _estimate_text(estimate))
    if stop is not None:
        return stop
    # what the estimate found nothing to do for (no questions for the probes) is left out
    todo = [kind for kind in kinds if estimate.calls_by_kind.get(JudgeKind(kind))]
    outcome = task.run_task(
        lambda progress, cancel: service.run(
            [args.id], spec, todo, progress, cancel, provider=provider
        ),
        show=sys.stderr.isatty() and not args.json,
        line=task.step_line,
        stopping="Stopping after the call under way…",
        stopped="Stopped. What the judge finished is saved.",
        name="writerlens-judge",
    )
    if isinstance(outcome, int):
        return outcome
    if args.json:
        print_json({str(f.kind): f.result.as_json() for f in outcome})
        return EXIT_OK
    for found in outcome:
        print("\n".join(_LINES[found.kind](found.result)))
    return EXIT_OK


def _estimate_text(estimate: Any) -> str:
    parts = ", ".join(f"{n} for {kind}" for kind, n in estimate.calls_by_kind.items() if n)
    return task.estimate_line(
        estimate, f"Judge {estimate.judge_model}", f" ({parts})" if parts else ""
    )


# -- printing findings --------------------------------------------------------------------------


def _question_lines(scores: Any) -> list[str]:
    from writerlens.review.questionnaire import questionnaire_by_id

    titles = {q.id: q.title for q in questionnaire_by_id().questions}
    lines = [f"Judge {scores.judge_model}, the questions ({scores.questionnaire}):"]
    for question, value in scores.answers.items():
        status = str(scores.statuses.get(question, "ok"))
        asked_twice = "[asked again]" in scores.replies.get(question, "")
        if value is not None:
            shown = f"{value}" + ("   (asked twice)" if asked_twice else "")
        elif status == "refused":
            shown = "—   the judge declined to answer"
        else:
            shown = "—   the judge's reply could not be read, even when asked again"
        lines.append(f"  {titles.get(question, question):<14} {shown}")
    return lines


def _coherence_lines(result: Any) -> list[str]:
    judged = [s for s in result.sentences if str(s.status) == "ok"]
    score = "no score" if result.score is None else f"{result.score:.2f}"
    clear = sum(not s.confused for s in judged)
    state = "" if result.complete else " (stopped part way)"
    lines = [
        f"Judge {result.judge_model}, coherence (BooookScore): {score}{state} — {clear} of "
        f"{len(judged)} sentences read without confusion ({result.total_sentences} in all)."
    ]
    for sentence in result.confused:
        kinds = ", ".join(k.replace("_", " ") for k in sentence.kinds) or "unspecified"
        lines.append(f"  Sentence {sentence.index + 1} ({kinds}): “{sentence.text}”")
        if sentence.question:
            lines.append(f"      A reader would ask: {sentence.question}")
    unread = len(result.sentences) - len(judged)
    if unread:
        lines.append(f"  {unread} sentence(s) got no usable verdict.")
    return lines


def _probe_lines(run: Any) -> list[str]:
    share = "no verdicts" if run.share_answered is None else f"{run.share_answered:.0%}"
    lines = [f"Judge {run.judge_model}, your questions: {share} answered."]
    for result in run.results:
        status = str(result.status)
        if status != "ok":
            verdict = "declined" if status == "refused" else "reply could not be read"
        else:
            verdict = "answered" if result.answered else "not answered"
        lines.append(f"  #{result.probe_id} {result.question} — {verdict}")
        if result.evidence:
            lines.append(f"      “{result.evidence}”")
    return lines


_LINES: dict[str, Callable[[Any], list[str]]] = {
    "questions": _question_lines,
    "coherence": _coherence_lines,
    "probes": _probe_lines,
}


# -- probes and scores --------------------------------------------------------------------------


def _probes(library: Library, args: argparse.Namespace) -> int:
    from writerlens.services.judges import JudgeService

    service = JudgeService(library)
    json_out = getattr(args, "json", False)
    step = args.probes_verb
    if step == "run":
        return _run(library, args, ["probes"])
    if step == "add":
        probe = service.add_probe(args.story, args.question, args.answer)
        if json_out:
            print_json(probe.as_json())
        else:
            print(f"Added question #{probe.id} to story #{probe.manuscript_id}.")
        return EXIT_OK
    if step == "remove":
        service.remove_probe(args.probe)
        if not json_out:
            print(f"Removed question #{args.probe} and its verdicts.")
        return EXIT_OK
    library.manuscript(args.story)  # NotFound for a story that is not there
    found = service.probes(args.story)
    if json_out:
        print_json([p.as_json() for p in found])
        return EXIT_OK
    if not found:
        print(
            f"Story #{args.story} has no questions yet. Add one with: writerlens probes add "
            f'{args.story} --question "..." --answer "..."'
        )
    for probe in found:
        print(f"#{probe.id:<4} {probe.question}\n      answer: {probe.answer}")
    return EXIT_OK


def _scores(library: Library, args: argparse.Namespace) -> int:
    from writerlens.services.judges import JudgeService

    scores = JudgeService(library).scores(args.id)
    if args.json:
        print_json(scores.as_json())
        return EXIT_OK
    if scores.empty:
        print(
            f"No judge has looked at summary #{args.id} yet. Run one with: writerlens judge "
            f"{args.id} --provider ... --model ..."
        )
        return EXIT_OK
    blocks = (
        [_question_lines(q) for q in scores.questions]
        + [_coherence_lines(c) for c in scores.coherence]
        + [_probe_lines(p) for p in scores.probes]
    )
    print("\n\n".join("\n".join(block) for block in blocks))
    return EXIT_OK


HANDLERS = {"judge": _judge, "probes": _probes, "scores": _scores}
