"""Walk a writer's and a coordinator's first hour through every window and dialog they open, on
a small and a usual laptop screen in each language, and report what a user would notice:

- **cut off**: text that does not fit its widget (labels, buttons, tabs, column headers, combo
  boxes, table cells shown with "…"), controls outside the window or behind a scroll bar, a
  window opening larger than the screen;
- **raw id**: an id where words belong (``coverage.vague``, ``detailed_subplot``, a provider's
  kind after a model's name);
- **English**: English left on a German or Spanish screen (a catalogue string shown
  untranslated, or a sentence of English words).

    python packaging/first_hour.py                      # everything: en/de/es, 1280x800, 1024x640
    python packaging/first_hour.py --lang de --size 1024x640 --screen 'study*'
    python packaging/first_hour.py --shots /tmp/shots   # and a PNG of each screen
    python packaging/first_hour.py --list               # the screens' names

Each size runs in a child process whose (offscreen) screen is that size, so windows open as
they would on that laptop; each child walks every language on throw-away libraries holding the
sample story and three writers' real bundles (made through the services). Nothing is sent
anywhere; the writer's own library, settings and keychain are never opened.

It prints counts per kind and per screen, then each finding. Screens that another part of the
app owns (the Summarize and judge dialogs, the review window) are counted apart: ``--all`` makes
them count for the exit status too. Exit status: 0 when nothing was found, 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict
from dataclasses import asdict
from pathlib import Path

from first_hour_walk import KINDS, OWNERS, Finding

ROOT = Path(__file__).resolve().parents[1]
LANGUAGES = ("en", "de", "es")
SIZES = ((1280, 800), (1024, 640))

#: every screen of the walk, in the order a writer, then a coordinator, meets them
SCREENS = (
    "main",
    "welcome",
    "settings-keys",
    "settings-cloud",
    "settings-servers",
    "settings-local",
    "settings-privacy",
    "settings-language",
    "settings-backups",
    "glossary",
    "summarize",
    "consent",
    "summaries",
    "review-*",
    "judges",
    "review-claims-run",
    "export",
    "join",
    "instructions",
    "export-in-study",
    "restore",
    "create-study",
    "study-start",
    "study-*",
)


# -- the parent: one child per size (first_hour_route.child), then the report --------------------


def _screen_config(folder: Path, width: int, height: int) -> Path:
    """An offscreen screen of this size (Qt's offscreen platform reads it from a file)."""
    path = folder / f"screen-{width}x{height}.json"
    screen = {"name": "laptop", "x": 0, "y": 0, "width": width, "height": height}
    screen |= {"logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}
    path.write_text(json.dumps({"screens": [screen]}), "utf-8")
    return path


def walk(
    langs: list[str],
    sizes: list[tuple[int, int]],
    wanted: list[str],
    shots: Path | None = None,
) -> tuple[list[Finding], list[str]]:
    """Every finding, and the screens looked at (``lang size screen``)."""
    findings: list[Finding] = []
    seen: list[str] = []
    if shots is not None:
        shots.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="writerlens-walk-") as folder_name:
        folder = Path(folder_name)
        for width, height in sizes:
            size = f"{width}x{height}"
            out = folder / f"{size}.json"
            env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
            env["QT_QPA_PLATFORM"] = f"offscreen:configfile={_screen_config(folder, width, height)}"
            command = [sys.executable, str(Path(__file__).resolve()), "--child", size]
            command += [a for lang in langs for a in ("--lang", lang)]
            command += [a for pattern in wanted for a in ("--screen", pattern)]
            command += ["--out", str(out)]
            if shots is not None:
                command += ["--shots", str(shots)]
            done = subprocess.run(command, env=env, cwd=ROOT, check=False)
            if done.returncode != 0 or not out.exists():
                raise RuntimeError(f"the walk at {size} stopped (exit status {done.returncode})")
            result = json.loads(out.read_text("utf-8"))
            findings += [Finding(**f) for f in result["findings"]]
            seen += [f"{size} {s}" for s in result["seen"]]
    return findings, seen


def report(findings: list[Finding], seen: list[str], everything: bool) -> str:
    lines = [f"Screens looked at: {len(seen)}"]
    ours = [f for f in findings if f.owner is None]
    theirs = [f for f in findings if f.owner is not None]
    for title, group in (("Ours", ours), ("Owned elsewhere", theirs)):
        kinds = Counter(f.kind for f in group)
        lines.append(f"\n{title}: " + ", ".join(f"{k} {kinds.get(k, 0)}" for k in KINDS))
        per_screen: dict[str, Counter[str]] = defaultdict(Counter)
        for f in group:
            per_screen[f.screen][f.kind] += 1
        for screen, counts in sorted(per_screen.items()):
            owner = OWNERS.get(screen.split("-")[0])
            where = f"  [{owner}]" if owner else ""
            lines.append(
                f"  {screen:<28}" + "".join(f"{k} {counts.get(k, 0):<4} " for k in KINDS) + where
            )
    lines.append("\nFindings:")
    for f in sorted(findings, key=lambda f: (f.owner is not None, f.screen, f.kind, f.lang)):
        lines.append(f"  [{f.lang} {f.size}] {f.screen}: {f.kind}: {f.text}")
    counted = findings if everything else ours
    lines.append(f"\nTotal{'' if everything else ' (ours)'}: {len(counted)}")
    return "\n".join(lines)


def _size(text: str) -> tuple[int, int]:
    width, _, height = text.partition("x")
    return int(width), int(height)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", action="append", choices=LANGUAGES, help="default: all")
    parser.add_argument("--size", action="append", type=_size, help="WxH; default: both")
    parser.add_argument(
        "--screen", action="append", help="a screen's name or a pattern (study-*); default: all"
    )
    parser.add_argument("--shots", type=Path, help="save a PNG of each screen in this folder")
    parser.add_argument("--all", action="store_true", help="screens owned elsewhere count too")
    parser.add_argument("--json", type=Path, help="also write the findings to this file")
    parser.add_argument("--list", action="store_true", help="list the screens and stop")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--out", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    langs = args.lang or list(LANGUAGES)
    wanted = args.screen or ["*"]
    if args.list:
        print("\n".join(SCREENS))
        return 0
    if args.child:
        from first_hour_route import child

        return child(args.child, langs, wanted, args.shots, args.out)
    findings, seen = walk(langs, args.size or list(SIZES), wanted, args.shots)
    print(report(findings, seen, args.all))
    if args.json:
        args.json.write_text(json.dumps([asdict(f) for f in findings], indent=1), "utf-8")
    counted = findings if args.all else [f for f in findings if f.owner is None]
    return 1 if counted else 0


if __name__ == "__main__":
    raise SystemExit(main())
