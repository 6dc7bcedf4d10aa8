"""Library verbs: ``import``, ``list``, ``show``, ``rename`` and ``remove``."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from writerlens.cli.output import EXIT_FAILED, EXIT_OK, print_json, say
from writerlens.domain import LibraryEntry, Manuscript, WriterLensError
from writerlens.services.library import Library, OnDuplicate
from writerlens.texts import SUPPORTED_EXTENSIONS, paragraphs


def add_verbs(verb: Callable[[str, str], argparse.ArgumentParser]) -> None:
    imp = verb("import", "import story files into the library")
    imp.add_argument("files", nargs="+", type=Path, metavar="FILE", help=_formats_help())
    imp.add_argument(
        "--duplicate",
        choices=[OnDuplicate.SKIP.value, OnDuplicate.NEW_VERSION.value],
        default=OnDuplicate.SKIP.value,
        help="when the same text is already in the library: skip it (default) or add it "
        "as a new version",
    )
    verb("list", "list the stories in the library")
    show = verb("show", "show one story's details")
    show.add_argument("id", type=int, metavar="ID")
    show.add_argument("--text", action="store_true", help="also print the story's text")
    rename = verb("rename", "give a story a new title")
    rename.add_argument("id", type=int, metavar="ID")
    rename.add_argument("title", metavar="TITLE")
    remove = verb("remove", "remove a story with its summaries and review")
    remove.add_argument("id", type=int, metavar="ID")
    remove.add_argument("--yes", action="store_true", help="do not ask for confirmation")


def _formats_help() -> str:
    return "files to import (" + ", ".join(SUPPORTED_EXTENSIONS) + ")"


def _import(library: Library, args: argparse.Namespace) -> int:
    failures = 0
    results: list[dict[str, Any]] = []
    policy = OnDuplicate(args.duplicate)
    for path in args.files:
        try:
            outcome = library.import_file(path, on_duplicate=policy)
        except WriterLensError as exc:
            say(exc.message, error=True)
            results.append({"file": path.name, "status": "failed", "error": exc.message})
            failures += 1
            continue
        for warning in outcome.warnings:
            say(f"Note: {warning}", error=True)
        if outcome.skipped and outcome.duplicate_of is not None:
            dup = outcome.duplicate_of
            results.append({"file": path.name, "status": "skipped", "duplicate_of": dup.id})
            if not args.json:
                say(
                    f"Skipped “{path.name}”: the same text is already in the library as "
                    f"#{dup.id} “{dup.title}”. Use --duplicate new-version to add it as "
                    "a new version."
                )
            continue
        assert outcome.manuscript is not None
        m = outcome.manuscript
        results.append({"file": path.name, "status": "imported", **_manuscript_json(m)})
        if not args.json:
            version = f" (version {m.version})" if m.version > 1 else ""
            say(f"Imported #{m.id} “{m.title}”{version}: {m.words:,} words, {m.tokens:,} tokens.")
    if args.json:
        print_json(results)
    return EXIT_FAILED if failures else EXIT_OK


def _list(library: Library, args: argparse.Namespace) -> int:
    entries = library.entries()
    if args.json:
        print_json([e.as_json() for e in entries])
        return EXIT_OK
    if not entries:
        print("The library is empty. Add a story with: writerlens import FILE")
        return EXIT_OK
    print(_table(entries))
    return EXIT_OK


def _table(entries: list[LibraryEntry]) -> str:
    header = ("ID", "Title", "Words", "Tokens", "Imported", "Summaries", "Review")
    body = [
        (
            str(e.id),
            _clip(e.title + (f" (v{e.version})" if e.version > 1 else ""), 40),
            f"{e.words:,}",
            f"{e.tokens:,}",
            e.imported_at[:10],
            str(e.summaries),
            str(e.review_status),
        )
        for e in entries
    ]
    widths = [max(len(row[i]) for row in [header, *body]) for i in range(len(header))]
    right = {0, 2, 3, 5}
    lines = []
    for row in [header, *body]:
        cells = [
            cell.rjust(widths[i]) if i in right else cell.ljust(widths[i])
            for i, cell in enumerate(row)
        ]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)


def _clip(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


def _show(library: Library, args: argparse.Namespace) -> int:
    m = library.manuscript(args.id)
    entry = library.entry(args.id)
    summaries = library.summaries(args.id)
    paras = paragraphs(m.text)
    if args.json:
        data = _manuscript_json(m)
        data["paragraphs"] = sum(1 for p in paras if not p.is_scene_break)
        data["scene_breaks"] = sum(1 for p in paras if p.is_scene_break)
        data["review_status"] = str(entry.review_status)
        data["summaries"] = [
            {"id": s.id, "status": str(s.status), "words": len(s.text.split()), "demo": s.is_demo}
            for s in summaries
        ]
        if args.text:
            data["text"] = m.text
        print_json(data)
        return EXIT_OK
    level = "—" if m.reading_level is None else f"grade {m.reading_level:.1f} (Flesch-Kincaid)"
    print(f"#{m.id}  {m.title}" + (f"  (version {m.version})" if m.version > 1 else ""))
    print(f"  Words:         {m.words:,}")
    print(f"  Tokens:        {m.tokens:,} (cl100k_base)")
    print(f"  Paragraphs:    {sum(1 for p in paras if not p.is_scene_break)}")
    print(f"  Scene breaks:  {sum(1 for p in paras if p.is_scene_break)}")
    print(f"  Reading level: {level}")
    print(f"  Imported:      {m.imported_at[:10]} from a .{m.source_format} file")
    print(f"  Summaries:     {len(summaries)}")
    print(f"  Review:        {entry.review_status}")
    for note in m.notes:
        print(f"  Note: {note}")
    if args.text:
        print()
        print(m.text)
    return EXIT_OK


def _rename(library: Library, args: argparse.Namespace) -> int:
    library.rename(args.id, args.title)
    title = library.manuscript(args.id).title
    if args.json:
        print_json({"id": args.id, "title": title})
    else:
        print(f"Renamed #{args.id} to “{title}”.")
    return EXIT_OK


def _remove(library: Library, args: argparse.Namespace) -> int:
    entry = library.entry(args.id)
    if not args.yes and sys.stdin.isatty():
        answer = input(
            f"Remove “{entry.title}” with its {entry.summaries} summaries and its review? [y/N] "
        )
        if answer.strip().lower() not in {"y", "yes"}:
            print("Kept.")
            return EXIT_OK
    library.remove(args.id)
    if args.json:
        print_json({"id": args.id, "removed": True})
    else:
        print(f"Removed #{entry.id} “{entry.title}”.")
    return EXIT_OK


def _manuscript_json(m: Manuscript) -> dict[str, Any]:
    return {
        "id": m.id,
        "title": m.title,
        "words": m.words,
        "tokens": m.tokens,
        "sha256": m.sha256,
        "format": m.source_format,
        "imported_at": m.imported_at,
        "version": m.version,
        "reading_level": m.reading_level,
        "notes": [str(note) for note in m.notes],
    }


HANDLERS = {
    "import": _import,
    "list": _list,
    "show": _show,
    "rename": _rename,
    "remove": _remove,
}
