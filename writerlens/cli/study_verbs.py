"""Study verbs: ``export`` (a participant's bundle) and ``study`` (join, or run a study)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from writerlens.cli.output import EXIT_FAILED, EXIT_OK, EXIT_USAGE, guarded, print_json, say
from writerlens.domain import WriterLensError
from writerlens.services.library import Library

#: Study verbs a coordinator runs on files and folders: they need no library.
COORDINATOR_VERBS = ("create", "import", "import-release", "report", "annotations", "agreement")

if TYPE_CHECKING:
    from writerlens.services.export import ExportPreview


def add_verbs(verb: Callable[[str, str], argparse.ArgumentParser]) -> None:
    exp = verb("export", "export your reviews as an anonymized study bundle (.wlbundle)")
    exp.add_argument("--out", type=Path, metavar="FILE", help="the bundle to write")
    exp.add_argument("--preview", action="store_true", help="print data.json, write nothing")
    exp.add_argument(
        "--story",
        type=int,
        action="append",
        metavar="ID",
        help="export only this story (repeat for more; default: every review)",
    )
    exp.add_argument("--story-text", action="store_true", help="include the stories' text")
    exp.add_argument("--titles", action="store_true", help="include the stories' titles")
    exp.add_argument(
        "--no-summary-text",
        action="store_true",
        help="leave out the summaries' text (and the quoted passages)",
    )
    exp.add_argument(
        "--no-comments", action="store_true", help="leave out your feedback and comments"
    )
    exp.add_argument(
        "--model-names",
        action="store_true",
        help="name your model files, servers and their models (default: “local model 1”, "
        "“server 1”, “server model 1”, “cloud model 1”)",
    )
    exp.add_argument(
        "--name",
        action="append",
        default=[],
        metavar="NAME",
        help="a name to replace with [name] in what you wrote (repeat)",
    )
    study = verb("study", "take part in a study, or run one")
    steps = study.add_subparsers(dest="study_verb", metavar="STEP", required=True)
    create = steps.add_parser("create", help="write a study file for your writers")
    create.add_argument("--id", required=True, dest="study_id", metavar="ID")
    create.add_argument("--title", required=True, metavar="TITLE")
    create.add_argument(
        "--instructions",
        type=Path,
        metavar="FILE",
        help="a text file with the instructions writers see",
    )
    create.add_argument(
        "--participants",
        nargs="*",
        default=[],
        metavar="CODE",
        help="the participant codes you hand out",
    )
    create.add_argument(
        "--model",
        action="append",
        default=[],
        metavar="PROVIDER:MODEL",
        help="a model writers should use (repeat)",
    )
    create.add_argument(
        "--strategy",
        default="auto",
        choices=["auto", "whole", "hierarchical", "incremental", "gradual"],
    )
    create.add_argument("--words", type=int, default=400, help="summary length in words")
    create.add_argument("--questionnaire", default="reading-subtext", metavar="ID|FILE")
    create.add_argument("--taxonomy", default="reading-subtext", metavar="ID|FILE")
    create.add_argument("--collect-story-text", action="store_true")
    create.add_argument("--collect-titles", action="store_true")
    create.add_argument("--no-summary-text", action="store_true")
    create.add_argument("--no-comments", action="store_true")
    create.add_argument("--out", type=Path, required=True, metavar="FILE.wlstudy")
    join = steps.add_parser("join", help="join the study in a .wlstudy file")
    join.add_argument("file", type=Path, metavar="FILE")
    join.add_argument("--participant", metavar="CODE", help="the code the coordinator sent")
    steps.add_parser("show", help="show the study you joined and its instructions")
    steps.add_parser("leave", help="stop taking part in the study you joined")
    imp = steps.add_parser("import", help="check bundles and add them to a study folder")
    imp.add_argument("bundles", nargs="+", type=Path, metavar="BUNDLE")
    imp.add_argument("--study-dir", type=Path, required=True, metavar="DIR")
    imp.add_argument(
        "--practice",
        action="store_true",
        help="also accept bundles holding the sample story's practice review (marked so)",
    )
    rep = steps.add_parser("report", help="tables, statistics and plots of a study folder")
    rep.add_argument("study_dir", type=Path, metavar="DIR")
    rep.add_argument("--out", type=Path, required=True, metavar="OUT")
    rep.add_argument("--no-plots", action="store_true", help="skip the plots (faster)")
    ann = steps.add_parser("annotations", help="the highlighted passages, for annotation tools")
    ann.add_argument("study_dir", type=Path, metavar="DIR")
    ann.add_argument("--format", required=True, choices=["w3c", "doccano", "label-studio"])
    ann.add_argument("--out", type=Path, required=True, metavar="FILE")
    rel = steps.add_parser(
        "import-release",
        help="open a published study's released data (reading-subtext, booookscore) as bundles",
    )
    rel.add_argument("release", choices=["reading-subtext", "booookscore"])
    rel.add_argument(
        "folder", type=Path, metavar="DIR", help="the folder the release unpacked into"
    )
    rel.add_argument("--study-dir", type=Path, required=True, metavar="DIR")
    agr = steps.add_parser(
        "agreement",
        help="Krippendorff's alpha and Fleiss' kappa wherever several people judged one item",
    )
    agr.add_argument(
        "folder",
        type=Path,
        metavar="DIR",
        help="a study folder, or the Reading Subtext release (its three error annotators)",
    )
    for sub in (create, join, imp, rep, ann, rel, agr):
        sub.add_argument("--json", action="store_true", help="print JSON for scripts")


def _export(library: Library, args: argparse.Namespace) -> int:
    from writerlens.services import export

    options = export.ExportOptions(
        include_story_text=args.story_text,
        include_titles=args.titles,
        include_summary_text=not args.no_summary_text,
        include_comments=not args.no_comments,
        include_model_names=args.model_names,
        names=tuple(args.name),
        story_ids=tuple(args.story) if args.story else None,
    )
    if args.preview:
        shown = export.preview_with_report(library, options)
        sys.stdout.write(shown.text)
        print(_taken_out(shown), file=sys.stderr)
        return EXIT_OK
    if args.out is None:
        print(
            "Say where to write the bundle with --out FILE (or look first with --preview).",
            file=sys.stderr,
        )
        return EXIT_USAGE
    result = export.export_bundle(library, args.out, options)
    if args.json:
        print_json(
            {
                "path": str(result.path),
                "bundle_id": result.bundle_id,
                "stories": result.stories,
                "summaries": result.summaries,
                "reviews": result.reviews,
                "bytes": result.size,
            }
        )
    else:
        print(
            f"Wrote {result.path.name}: {result.reviews} review(s) of {result.stories} "
            f"story(ies), {result.summaries} summaries. Send this file to the study "
            "coordinator."
        )
    return EXIT_OK


def _taken_out(shown: ExportPreview) -> str:
    """What the preview replaced, in one paragraph for the terminal (stderr)."""
    from writerlens.study.writer.anonymize import KINDS

    taken = [f"{info['total']} {KINDS.get(kind, kind)}" for kind, info in shown.replaced.items()]
    lines = ["Taken out: " + (", ".join(taken) if taken else "nothing") + "."]
    if shown.suggested_names:
        found = ", ".join(f"{name} ({n}×)" for name, n in shown.suggested_names[:10])
        lines.append(f"Names in the text you did not list (add with --name): {found}.")
    if shown.key_found:
        lines.append("A piece of an API key is in it: exporting it would be refused.")
    return "\n".join(lines)


def _study(library: Library, args: argparse.Namespace) -> int:
    from writerlens.services import study as studies

    if args.study_verb == "join":
        member = studies.join_study(library, args.file, args.participant)
        assert member.study is not None
        if args.json:
            print_json({"study_id": member.study_id, "participant": member.participant})
        else:
            print(f"You joined “{member.study.title}” as {member.participant}.")
            if member.study.instructions.strip():
                print()
                print(member.study.instructions.strip())
        return EXIT_OK
    if args.study_verb == "leave":
        studies.leave_study(library)
        print("You left the study. Your reviews stay in your library.")
        return EXIT_OK
    member = studies.membership(library)
    if member.study is None:
        print("You have not joined a study. Join one with: writerlens study join FILE.wlstudy")
        return EXIT_OK
    if args.json:
        print_json({"study": member.study.as_json(), "participant": member.participant})
        return EXIT_OK
    print(f"Study: {member.study.title} ({member.study.id})")
    print(f"You take part as: {member.participant}")
    if member.study.instructions.strip():
        print()
        print(member.study.instructions.strip())
    return EXIT_OK


def run_coordinator(args: argparse.Namespace) -> int:
    return guarded(lambda: _COORDINATOR_HANDLERS[args.study_verb](args))


def _study_create(args: argparse.Namespace) -> int:
    from writerlens.services import study as studies
    from writerlens.study.study_file import Collect

    instructions = ""
    if args.instructions is not None:
        try:
            instructions = args.instructions.read_text("utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise WriterLensError(
                f"The instructions file {args.instructions} could not be read ({exc})."
            ) from None
    models = []
    for spec in args.model:
        provider, sep, model = spec.partition(":")
        if not sep or not provider or not model:
            raise WriterLensError(f"“{spec}” is not PROVIDER:MODEL (e.g. anthropic:claude-...).")
        models.append((provider, model))
    created = studies.create_study(
        args.out,
        study_id=args.study_id,
        title=args.title,
        instructions=instructions,
        participants=args.participants,
        models=models,
        strategy=args.strategy,
        words=args.words,
        questionnaire=studies.instrument_spec(args.questionnaire),
        taxonomy=studies.instrument_spec(args.taxonomy),
        collect=Collect(
            story_text=args.collect_story_text,
            titles=args.collect_titles,
            summary_text=not args.no_summary_text,
            comments=not args.no_comments,
        ),
    )
    if args.json:
        print_json(created.as_json())
    else:
        print(
            f"Wrote {args.out.name} for study “{created.title}” "
            f"({len(created.participants)} participant code(s))."
        )
    return EXIT_OK


def _study_import(args: argparse.Namespace) -> int:
    from writerlens.services import study as studies

    results = studies.import_bundles(
        args.study_dir,
        args.bundles,
        progress=None if args.json else (lambda result: say(result.line())),
        practice=args.practice,
    )
    rejected = sum(1 for r in results if not r.accepted)
    if args.json:
        print_json(
            [
                {
                    "file": r.file,
                    "accepted": r.accepted,
                    "reason": r.reason,
                    "bundle_id": r.bundle_id,
                    "participant": r.participant,
                    "replaces": r.replaces,
                    "practice": r.practice,
                }
                for r in results
            ]
        )
    else:
        print(f"{len(results) - rejected} accepted, {rejected} rejected.")
    return EXIT_FAILED if rejected else EXIT_OK


def _study_report(args: argparse.Namespace) -> int:
    from writerlens.services import study as studies

    say = None if args.json else print
    files = studies.report(args.study_dir, args.out, plots=not args.no_plots, progress=say)
    if args.json:
        print_json(
            {
                "report": str(files.json_path),
                "html": str(files.html_path),
                "tables": [str(p) for p in files.tables],
            }
        )
    else:
        print(f"Wrote {files.html_path}, {files.json_path.name} and {len(files.tables)} tables.")
    return EXIT_OK


def _study_annotations(args: argparse.Namespace) -> int:
    from writerlens.study.atomic import write_text_atomic
    from writerlens.study.coordinator import interop_export
    from writerlens.study.coordinator.collection import StudyFolder
    from writerlens.study.writer.bundle_data import dumps

    bundles = StudyFolder(args.study_dir).bundles()
    notes: list[str] = []
    if args.format == "doccano":
        text = "".join(interop_export.doccano_jsonl(b["data"]) for b in bundles)
        notes.append(interop_export.DOCCANO_SETUP)
    elif args.format == "w3c":
        items = [a for b in bundles for a in interop_export.web_annotation_items(b["data"])]
        text = dumps(interop_export.annotation_collection(items))
    else:
        tasks = [t for b in bundles for t in interop_export.label_studio_tasks(b["data"])]
        for number, task in enumerate(tasks, start=1):
            task["id"] = number
        text = dumps(tasks)
        config = Path(args.out).with_suffix(".label-config.xml")
        merged = {"reviews": [r for b in bundles for r in b["data"]["reviews"]]}
        write_text_atomic(config, interop_export.label_studio_config(merged))
        notes.append(f"Labeling configuration for the project: {config}")
    write_text_atomic(args.out, text)
    print(f"Wrote {args.out} ({args.format}).")
    for note in notes:
        print(note)
    return EXIT_OK


def _study_import_release(args: argparse.Namespace) -> int:
    from writerlens.study.coordinator.releases import import_release

    say = None if args.json else print
    outcome = import_release(
        args.release,
        args.folder,
        args.study_dir,
        progress=None if args.json else (lambda result: print(result.line())),
    )
    if args.json:
        print_json(
            {
                "release": outcome.release.key,
                "licence": outcome.release.licence,
                "licence_text": outcome.licence_text(),
                "notes": outcome.notes,
                "comparison": outcome.comparison,
                "files": [
                    {"file": r.file, "accepted": r.accepted, "reason": r.reason,
                     "bundle_id": r.bundle_id, "participant": r.participant}
                    for r in outcome.results
                ],
            }
        )  # fmt: skip
    else:
        assert say is not None
        for note in outcome.notes:
            say(f"Note: {note}")
        for line in outcome.comparison_lines:
            say(f"Compared: {line}")
        accepted = len(outcome.results) - outcome.rejected
        say(f"{accepted} accepted, {outcome.rejected} rejected.")
        say(outcome.licence_text())
    return EXIT_FAILED if outcome.rejected or not outcome.results else EXIT_OK


def _study_agreement(args: argparse.Namespace) -> int:
    from writerlens.study.coordinator import agreement_sources

    rows = agreement_sources.agreement_for(args.folder)
    if args.json:
        print_json(rows)
        return EXIT_OK
    for row in rows:
        print(agreement_sources.line(row))
    return EXIT_OK


_COORDINATOR_HANDLERS = {
    "create": _study_create,
    "import": _study_import,
    "import-release": _study_import_release,
    "agreement": _study_agreement,
    "report": _study_report,
    "annotations": _study_annotations,
}


HANDLERS = {
    "export": _export,
    "study": _study,
}
