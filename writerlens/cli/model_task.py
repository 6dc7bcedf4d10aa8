"""One helper for every verb that runs a model task (summarize, judge, probes run, claims).

It holds what those verbs share: the model arguments and the spec they name, the estimate line,
the flow estimate -> consent -> run (``--estimate`` shows it and sends nothing; ``--agree`` or a
question on a terminal before a story first goes to a cloud provider), and the run on a worker
thread with a progress line on stderr and a clean stop on Ctrl-C. A verb adds only its own
arguments and prints only its own results.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from writerlens.cli import output
from writerlens.services.library import Library

PROVIDERS = ["anthropic", "openai", "openai-compatible", "local"]


class Usage(Exception):
    """The command line is missing something (exit code 2)."""


def add_model_arguments(
    parser: argparse.ArgumentParser, *, who: str = "the model", json_flag: bool = False
) -> None:
    """The arguments that choose a model and say whether to only estimate or to agree."""
    parser.add_argument("--provider", required=True, choices=PROVIDERS, help=f"where {who} runs")
    parser.add_argument("--model", default="", help="model id (for local: defaults to the file)")
    parser.add_argument("--base-url", default="", metavar="URL", help="the server's address")
    parser.add_argument("--name", default="", help="your name for the server")
    parser.add_argument("--model-file", default="", metavar="GGUF", help="a .gguf file (local)")
    parser.add_argument("--context-tokens", type=int, help="tokens the model reads at once")
    parser.add_argument(
        "--threads",
        type=int,
        help="CPU threads for a local model (default: the cores other programs leave free)",
    )
    parser.add_argument(
        "--estimate", action="store_true", help="only show what it would take; send nothing"
    )
    parser.add_argument(
        "--agree",
        action="store_true",
        help="you have read the provider's data notice and agree to send it your stories "
        "(asked once per provider; withdraw it in the app's Settings)",
    )
    if json_flag:  # a step of a verb group: --json may come after the step's name too
        parser.add_argument("--json", action="store_true", default=argparse.SUPPRESS)


def model_spec(args: argparse.Namespace) -> Any:
    """The ProviderSpec the arguments name; :class:`Usage` when one is missing."""
    from writerlens.domain import WriterLensError
    from writerlens.llm.base import ProviderSpec

    local = args.provider == "local"
    if not local and not args.model:
        raise Usage("Say which model to use with --model (see: writerlens models).")
    if local and not args.model_file:
        raise Usage("Choose the model file with --model-file PATH (a .gguf file).")
    if args.threads is not None and args.threads < 1:
        raise Usage("--threads must be 1 or more.")
    if local and not Path(args.model_file).is_file():
        raise WriterLensError(
            f"There is no model file at {args.model_file}. Check the path and try again."
        )
    return ProviderSpec(
        kind=args.provider,
        model=args.model or (Path(args.model_file).stem if local else ""),
        name=args.name,
        base_url=args.base_url,
        model_file=args.model_file,
        context_tokens=args.context_tokens if local else None,
        threads=args.threads if local else None,
    )


def estimate_line(estimate: Any, head: str, detail: str = "") -> str:
    """Every task's estimate in one shape: "<head>: about 3 calls<detail>, 5,200 tokens in,
    900 out; cost $0.0123; about 2 minutes at this provider's usual speed." """
    time = f"; {estimate.time_text}." if estimate.time_text else "."
    return (
        f"{head}: about {estimate.calls} call{'' if estimate.calls == 1 else 's'}{detail}, "
        f"{estimate.input_tokens:,} tokens in, {estimate.output_tokens:,} out; "
        f"cost {estimate.cost_text}{time}"
    )


def consent(library: Library, spec: Any, agreed: bool) -> bool:
    """Ask (or take --agree) before a story first goes to a cloud provider; True if agreed."""
    from writerlens.services.consent import consent_request, has_consent, record

    request = consent_request(spec)
    if request is None or has_consent(library, spec):
        return True
    print(request.notice, file=sys.stderr)
    if not agreed and sys.stdin.isatty():
        agreed = input("Send stories to this provider? [y/N] ").strip().lower() in {"y", "yes"}
    elif not agreed:
        print(
            "Nothing was sent. If you agree, run the same command again with --agree.",
            file=sys.stderr,
        )
        return False
    if agreed:
        record(library, request, granted=True)
    return agreed


def before_run(
    library: Library, args: argparse.Namespace, spec: Any, estimate: Any, line: str
) -> int | None:
    """Estimate, then consent: the exit code when the verb ends here (``--estimate``, nothing
    to do, no consent), or None when the run may go ahead. ``line`` is the estimate in words."""
    if not args.json or not args.estimate:
        for note in estimate.notes:
            print(note, file=sys.stderr)
    if args.estimate:
        if args.json:
            output.print_json(estimate.as_json())
        else:
            print(line)
        return output.EXIT_OK if estimate.calls else output.EXIT_FAILED
    if not estimate.calls:
        return output.EXIT_FAILED
    if not consent(library, spec, args.agree):
        return output.EXIT_FAILED
    if not args.json:
        print(line, file=sys.stderr)
    return None


def run_task(
    work: Callable[[Callable[[Any], None], Any], Any],
    *,
    show: bool,
    line: Callable[[Any], str],
    stopping: str,
    stopped: str,
    name: str,
    quit_at_once: bool = False,
) -> Any:
    """Run ``work(progress, cancel)`` on a worker thread so that Ctrl-C here cancels cleanly
    between calls or tokens; returns the result, or an exit code when the run was stopped.

    ``line`` says a progress report in one line (shown on a terminal only). With
    ``quit_at_once``, a second Ctrl-C ends the process at once: the worker may be inside a
    model call, and the interpreter's exit would wait for it (a silent server: minutes); every
    finished step is already committed, and SQLite rolls back a write under way."""
    from writerlens.domain import Cancelled, CancelToken

    cancel = CancelToken()

    def progress(at: Any) -> None:
        if show:
            sys.stderr.write("\r\x1b[2K" + line(at)[: output.terminal_width() - 1])
            sys.stderr.flush()

    try:
        result = output.run_interruptible(
            lambda: work(progress, cancel), cancel, stopping=stopping, stopped=stopped, name=name
        )
    except output.Interrupted:
        if quit_at_once:
            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(output.EXIT_INTERRUPTED)
        return output.EXIT_INTERRUPTED
    except Cancelled as stop:
        print(stop.message, file=sys.stderr)
        return output.EXIT_INTERRUPTED
    finally:
        if show:
            sys.stderr.write("\r\x1b[2K")
    if quit_at_once and cancel.cancelled:
        # The writer pressed Ctrl-C and the run stopped at once; another press from here on
        # (while the outcome is printed, or the interpreter winds down) quits without a trace.
        signal.signal(signal.SIGINT, lambda *_: os._exit(output.EXIT_INTERRUPTED))
    return result


def step_line(at: Any) -> str:
    """Any task's progress (a WorkProgress) in one line: a summarizing job's own line (bar,
    tokens, the call under way, time left) from the event it carries, else the calls of the
    step and the task's words."""
    from writerlens.summarize.progress import ProgressEvent, progress_line

    if isinstance(at.detail, ProgressEvent):
        return progress_line(at.detail)
    return f"[{at.done}/{at.total}] {at.message}"
