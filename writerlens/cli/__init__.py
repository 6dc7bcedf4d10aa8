"""``writerlens``: the library's services from a terminal; with no verb it opens the app.

Each verb group lives in its own module, which registers its subcommands (``add_verbs``)
and maps verb names to handlers (``HANDLERS``); this module builds the parser and
dispatches to them.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from writerlens import APP_NAME, __version__, redaction
from writerlens.cli.output import EXIT_FAILED, EXIT_OK, EXIT_USAGE, guarded, say
from writerlens.escape import escaped_output

# The verb modules (and the services behind them) are imported when a verb is given: opening
# the app and --version need none of them (issue #29: they cost a second and 1,000 modules).

__all__ = ["EXIT_FAILED", "EXIT_OK", "EXIT_USAGE", "build_parser", "main"]


def build_parser() -> argparse.ArgumentParser:
    from writerlens.cli import (
        backup_verbs,
        claims_verbs,
        judge_verbs,
        library_verbs,
        metrics_verbs,
        study_verbs,
        summarize_verbs,
    )

    parser = argparse.ArgumentParser(
        prog="writerlens",
        description=(
            f"{APP_NAME}: get AI summaries of your own stories and judge them blind. "
            "Run with no command to open the app."
        ),
        epilog="Your stories stay on this computer unless you send them to a cloud model.",
    )
    parser.add_argument("--version", action="version", version=f"{APP_NAME} {__version__}")
    _app_options(parser)
    verbs = parser.add_subparsers(dest="verb", metavar="COMMAND")

    def verb(name: str, help_text: str) -> argparse.ArgumentParser:
        sub = verbs.add_parser(name, help=help_text, description=help_text)
        sub.add_argument("--json", action="store_true", help="print JSON for scripts")
        return sub

    library_verbs.add_verbs(verb)
    metrics_verbs.add_verbs(verb)
    summarize_verbs.add_verbs(verb)
    study_verbs.add_verbs(verb)
    judge_verbs.add_verbs(verb)
    claims_verbs.add_verbs(verb)
    backup_verbs.add_verbs(verb)
    return parser


def _app_only(argv: Sequence[str] | None) -> argparse.Namespace | None:
    """The arguments when they name no verb (open the app, --version, --selftest), parsed by
    the app's own options alone; None for anything else (a verb, --help, a mistake), which the
    whole parser then reads and answers as it always has."""
    parser = _Tentative(prog="writerlens", add_help=False, exit_on_error=False)
    parser.add_argument("--version", action="store_true")
    _app_options(parser)
    parser.set_defaults(verb=None)
    try:
        args, rest = parser.parse_known_args(argv)
    except argparse.ArgumentError:
        return None
    return None if rest else args


class _Tentative(argparse.ArgumentParser):
    """Says nothing on a mistake: the whole parser reads the arguments again and answers."""

    def error(self, message: str) -> NoReturn:
        raise argparse.ArgumentError(None, message)


def _app_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--selftest",
        action="store_true",
        help="check that this installation works (opens the window offscreen) and exit",
    )
    parser.add_argument(
        "--selftest-model",
        metavar="GGUF",
        help="with --selftest: also make one summary with this on-device model file",
    )
    parser.add_argument(
        "--selftest-server",
        metavar="URL",
        help="with --selftest: also make one summary through this OpenAI-compatible server",
    )
    parser.add_argument(
        "--selftest-server-model",
        metavar="MODEL",
        default="",
        help="the model to ask the --selftest-server for",
    )
    parser.add_argument(
        "--data-dir",
        type=Path,
        metavar="DIR",
        help="folder that holds the library (default: your user data folder)",
    )
    parser.add_argument(
        "--lang",
        metavar="CODE",
        help="open the app in this language (en, de, es; default: your choice in Settings, "
        "else your system's language)",
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; no piece of an API key reaches the terminal (writerlens.redaction)."""
    with redaction.redacted_output(), escaped_output():  # every line: no key, no control
        return _main(argv)


def _main(argv: Sequence[str] | None) -> int:
    args = _app_only(argv)
    if args is None:
        args = build_parser().parse_args(argv)
    elif args.version:  # as argparse's version action answers it
        print(f"{APP_NAME} {__version__}")
        raise SystemExit(EXIT_OK)
    if args.selftest:
        from writerlens.ui.selftest import run as selftest

        return selftest(
            model_file=args.selftest_model,
            server_url=args.selftest_server,
            server_model=args.selftest_server_model,
        )
    if args.verb is None:
        from writerlens.ui.app import main as open_app

        return open_app(data_dir=args.data_dir, lang=args.lang)
    from writerlens.cli import backup_verbs, metrics_verbs, study_verbs
    from writerlens.domain import WriterLensError
    from writerlens.services.library import Library

    if args.verb == "metrics":  # any two files: needs no library
        return metrics_verbs.run_metrics(args)
    if args.verb == "study" and args.study_verb in study_verbs.COORDINATOR_VERBS:  # no library
        return study_verbs.run_coordinator(args)
    try:
        library = Library.open(args.data_dir)
    except WriterLensError as exc:
        if args.verb == "restore" and str(getattr(exc, "kind", "")) == "corrupt":
            return backup_verbs.restore_damaged(args)
        say(exc.message, error=True)
        return EXIT_FAILED
    try:
        handler = _handlers()[args.verb]
        return guarded(lambda: handler(library, args))
    except BrokenPipeError:  # `writerlens list --json | head`: the reader left, not an error
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_OK
    finally:
        library.close()


def _handlers() -> dict[str, Any]:
    from writerlens.cli import (
        backup_verbs,
        claims_verbs,
        judge_verbs,
        library_verbs,
        study_verbs,
        summarize_verbs,
    )

    return {
        **library_verbs.HANDLERS,
        **summarize_verbs.HANDLERS,
        **study_verbs.HANDLERS,
        **judge_verbs.HANDLERS,
        **claims_verbs.HANDLERS,
        **backup_verbs.HANDLERS,
    }
