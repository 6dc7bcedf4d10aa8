"""``writerlens models suggested`` and ``writerlens models download ID``: the app's suggested
on-device models from a terminal. Downloading is the only thing here that contacts the hub."""

from __future__ import annotations

import argparse
import sys

from writerlens.cli.output import (
    EXIT_FAILED,
    EXIT_INTERRUPTED,
    EXIT_OK,
    Interrupted,
    print_json,
    run_interruptible,
    say,
    terminal_width,
)
from writerlens.domain import CancelToken
from writerlens.services.library import Library


def suggested_models(args: argparse.Namespace) -> int:
    from writerlens.services.suggested_models import suggestions

    found = suggestions()
    if args.json:
        print_json([vars(m) | {"unconfirmed": list(m.unconfirmed)} for m in found.models])
        return EXIT_OK
    for m in found.models:
        print(f"{m.id:<16} {m.name:<26} ≈ {m.file_gb:.1f} GB  {m.licence}")
        print(f"{'':<16} {m.why}")
    print("\nDownload one with: writerlens models download ID")
    return EXIT_OK


def download_model(library: Library, args: argparse.Namespace) -> int:
    """Download a suggested model (resuming an earlier try) and add it to the local models."""
    from writerlens.llm.gguf import read_gguf_info
    from writerlens.services import model_download as md
    from writerlens.services import model_setup
    from writerlens.services.suggested_models import suggested

    model = suggested(args.id)
    cancel = CancelToken()
    width = min(terminal_width(), 100)

    def show(p: md.DownloadProgress) -> None:
        if args.json or not sys.stderr.isatty():
            return
        print(f"\r{md.progress_text(p)[: width - 1]:<{width - 1}}", end="", file=sys.stderr)

    print(
        f"Downloading {model.file} from {model.repo} (≈ {model.file_gb:.1f} GB; licence: "
        f"{model.licence}).",
        file=sys.stderr,
    )
    try:
        path = run_interruptible(
            lambda: md.download(md.HubFile(model.repo, model.file), progress=show, cancel=cancel),
            cancel,
            stopping="Pausing the download…",
            stopped="Paused. Run the same command again to go on.",
            name="download",
        )
    except Interrupted:
        return EXIT_INTERRUPTED
    info = read_gguf_info(path)
    existing = {m.path: m for m in model_setup.local_models(library)}
    if str(path) not in existing:
        # threads left to be chosen when it runs (the cores free then), not fixed now
        setup = model_setup.LocalModelSetup(str(path), info.context_for(None), None)
        model_setup.save_local_model(library, setup)
    if args.json:
        print_json({"id": model.id, "path": str(path), "name": info.name})
    else:
        print(file=sys.stderr)
        say(f"Added {info.name}: {path}")
    return EXIT_OK


def add_model(library: Library, args: argparse.Namespace) -> int:
    """Add a GGUF file of the writer's own, after the same check as Settings' Add: a file
    llama.cpp could not run is refused with its reason, and nothing is added."""
    from pathlib import Path

    from writerlens.llm import hardware
    from writerlens.llm.gguf import check_loadable, read_gguf_info, template_problem
    from writerlens.services import model_setup

    path = Path(args.id).expanduser().absolute()
    problem = check_loadable(path)
    if problem is not None:
        say(f"{problem} Nothing was added.", error=True)
        return EXIT_FAILED
    info = read_gguf_info(path)
    note = template_problem(info)
    setup = model_setup.LocalModelSetup(
        str(path), info.context_for(None), hardware.physical_cores()
    )
    model_setup.save_local_model(library, setup)
    if args.json:
        print_json({"path": str(path), "name": info.name, "note": note or ""})
    else:
        say(f"Added {info.name}: {path}")
        if note is not None:
            say(note, error=True)
    return EXIT_OK
