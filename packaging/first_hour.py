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
import fnmatch
import json
import os
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
LANGUAGES = ("en", "de", "es")
SIZES = ((1280, 800), (1024, 640))
NOT_OPENED = "not opened"
KINDS = ("cut off", "raw id", "English", NOT_OPENED)

#: screens that other parts of the app own: the prefix of their names -> whose
OWNERS = {
    "summarize": "the model-task dialog (pipeline)",
    "judges": "the model-task dialog (pipeline)",
    "review": "the review window",
    "consent": "privacy (the providers' policy texts are English data)",
}

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


@dataclass(frozen=True)
class Finding:
    kind: str
    screen: str
    lang: str
    size: str
    text: str

    @property
    def owner(self) -> str | None:
        head = self.screen.split("-")[0]
        return OWNERS.get(head)


# -- the child: one screen size, every language ------------------------------------------------


class Walk:
    """Opens each screen through the app's own windows and checks it as it is shown."""

    def __init__(
        self, lang: str, size: str, wanted: list[str], shots: Path | None, data: set[str]
    ) -> None:
        self.lang = lang
        self.size = size
        self.wanted = wanted
        self.shots = shots
        self.data = data
        self.findings: list[Finding] = []
        self.seen: list[str] = []
        from writerlens.ui.catalogs import Catalogue
        from writerlens.ui.i18n import translations_dir

        self.changed: dict[str, str] = {}
        ts = translations_dir() / f"writerlens_{lang}.ts"
        if lang != "en" and ts.exists():
            self.changed = {
                e.source: e.forms[0]
                for e in Catalogue(ts).entries()
                if e.finished and not e.numerus and e.forms[0] != e.source
            }

    def wants(self, screen: str) -> bool:
        return any(fnmatch.fnmatch(screen, p) for p in self.wanted)

    def wants_any(self, prefix: str) -> bool:
        return any(fnmatch.fnmatch(prefix + "x", p) or p.startswith(prefix) for p in self.wanted)

    def settle(self, rounds: int = 4) -> None:
        from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

        for _ in range(rounds):
            loop = QEventLoop()
            QTimer.singleShot(25, loop.quit)
            loop.exec()
            QCoreApplication.sendPostedEvents()
            QCoreApplication.processEvents()

    def wait_until(self, done: Callable[[], bool], what: str, timeout: float = 60.0) -> None:
        end = time.monotonic() + timeout
        while not done():
            if time.monotonic() > end:
                raise RuntimeError(f"gave up waiting for {what} after {timeout:.0f} s")
            self.settle(1)

    def step(self, name: str, action: Callable[[], object]) -> None:
        """One part of the walk; a part that fails is reported and the walk goes on (a screen
        being rebuilt elsewhere stops nobody's walk)."""
        try:
            action()
        except Exception as exc:
            import traceback

            traceback.print_exc()
            self.findings.append(
                Finding(NOT_OPENED, name, self.lang, self.size, f"{type(exc).__name__}: {exc}")
            )

    def look(self, screen: str, widget: Any) -> None:
        """Check ``widget`` as the user sees it now (shown at the size it opened with)."""
        if not self.wants(screen):
            return
        from screen_checks import (
            CUT,
            ENGLISH,
            RAW,
            clipped,
            cut_off,
            elided_cells,
            english_left,
            english_words,
            raw_ids,
            screen_texts,
        )

        from writerlens import APP_NAME
        from writerlens.ui.layout_memory import FRAME_ALLOWANCE

        if not widget.isVisible():
            widget.show()
        self.settle()
        self.seen.append(screen)
        found: list[tuple[str, str]] = []
        room = widget.screen().availableGeometry().size() - FRAME_ALLOWANCE
        if widget.isWindow() and (widget.width() > room.width() or widget.height() > room.height()):
            found.append(
                (
                    CUT,
                    f"the window opens at {widget.width()}x{widget.height()}, larger than the "
                    f"{room.width()}x{room.height()} a window has on this screen",
                )
            )
        found += [(CUT, p) for p in clipped(widget)]
        found += [(CUT, p) for p in cut_off(widget)]
        found += [(CUT, p) for p in elided_cells(widget)]
        texts = [t for t in screen_texts(widget) if t != APP_NAME]
        found += [(RAW, p) for p in raw_ids(texts)]
        if self.lang != "en":
            # a paragraph of the story or of a summary is the user's, in whatever language
            flat = [_flat(d) for d in self.data]
            own = [t for t in texts if not any(_flat(t) in d for d in flat)]
            left = english_left(own, self.changed)
            found += [(ENGLISH, f"“{t[:70]}” (a catalogue string)") for t in left]
            found += [
                (ENGLISH, p) for p in english_words([t for t in own if t not in left], self.data)
            ]
        for kind, text in dict.fromkeys(found):
            self.findings.append(Finding(kind, screen, self.lang, self.size, text))
        if self.shots is not None:
            path = self.shots / f"{self.lang}-{screen}-{self.size}.png"
            widget.grab().save(str(path))


def _flat(text: str) -> str:
    """Text as compared: soft hyphens and zero-width marks out, white space as one space."""
    for mark in ("\xad", "\u200b", "\u2060", "\ufeff"):
        text = text.replace(mark, "")
    return " ".join(text.split())


def _memory_keyring() -> None:
    sys.path.insert(0, str(ROOT / "packaging"))
    from screenshots import _memory_keyring as install

    install()


def _writer(walk: Walk, library: Any, study_file: Path) -> None:
    """Everything a writer opens in their first hour, through the main window's actions, then
    what a coordinator opens from the same window's Study menu."""
    from writerlens.ui.main_window import MainWindow

    sample = next(e for e in library.entries() if e.is_sample)
    window = MainWindow(library)

    def main() -> None:
        window.show()
        window.select(sample.id)
        walk.wait_until(lambda: bool(window.reader.text.toPlainText()), "the sample story")
        walk.look("main", window)

    def welcome() -> None:
        window.show_welcome()
        walk.look("welcome", window.welcome)
        window.welcome.reject()

    def settings() -> None:
        dialog = window.open_settings()
        names = ("keys", "cloud", "servers", "local", "privacy", "language", "backups")
        for index, name in enumerate(names):
            dialog.show_page(index)
            walk.look(f"settings-{name}", dialog)
        dialog.close()

    def glossary() -> None:
        from writerlens.ui.glossary_dialog import GlossaryDialog

        window.glossary_action.trigger()
        dialog = window.findChild(GlossaryDialog)
        walk.look("glossary", dialog)
        dialog.close()

    def consent() -> None:
        from writerlens.llm.base import ProviderSpec
        from writerlens.services.consent import consent_request
        from writerlens.ui.consent_dialog import ConsentDialog

        request = consent_request(ProviderSpec(kind="anthropic", model="claude-sonnet-4-5"))
        dialog = ConsentDialog(request, window)
        walk.look("consent", dialog)
        dialog.close()

    def summaries() -> None:
        library.set_view_setting(f"review.not_wanted.{sample.id}", True)
        viewer = window.read_summaries()
        walk.look("summaries", viewer)
        viewer.close()

    def export() -> None:
        walk.look("export", window.study.show_export())
        window.study.export_dialog.close()

    def join() -> None:
        dialog = window.study.open_study_file(study_file)
        walk.wait_until(lambda: dialog.join_button.isEnabled(), "the study file")
        walk.look("join", dialog)
        dialog.code.setText("P01")
        dialog.join_button.click()
        walk.settle()
        if window.study.instructions_dialog is not None:
            walk.look("instructions", window.study.instructions_dialog)
            window.study.instructions_dialog.close()
        walk.look("export-in-study", window.study.show_export())
        window.study.export_dialog.close()

    def restore() -> None:
        dialog = window.open_restore()
        walk.look("restore", dialog)
        dialog.close()

    def create() -> None:
        dialog = window.study.show_create()
        walk.look("create-study", dialog)
        dialog.close()

    try:
        walk.step("main", main)
        for name, action, wanted in (
            ("welcome", welcome, walk.wants("welcome")),
            ("settings", settings, walk.wants("settings-*")),
            ("glossary", glossary, walk.wants("glossary")),
            ("summarize", lambda: _summarize(walk, library, sample.id), walk.wants("summarize")),
            ("consent", consent, walk.wants("consent")),
            ("summaries", summaries, walk.wants("summaries")),
            (
                "review",
                lambda: _review(walk, library, sample.id),
                walk.wants_any("review-") or walk.wants("judges"),
            ),
            ("export", export, walk.wants("export")),
            (
                "join",
                join,
                walk.wants("join") or walk.wants("instructions") or walk.wants("export-in-study"),
            ),
            ("restore", restore, walk.wants("restore")),
            ("create-study", create, walk.wants("create-study")),
            ("study", lambda: _study(walk, window), walk.wants_any("study-")),
        ):
            if wanted:
                walk.step(name, action)
    finally:
        window.workers.cancel_all()
        window.workers.wait(20000)
        window.close()
        window.deleteLater()


def _summarize(walk: Walk, library: Any, sample_id: int) -> None:
    from writerlens.ui.summarize import SummarizeDialog

    dialog = SummarizeDialog(library, sample_id)
    loaded: list[bool] = []
    dialog.ready.connect(lambda: loaded.append(True))
    try:
        dialog.show()
        walk.wait_until(lambda: bool(loaded), "the models to load")
        boxes = [b for b in dialog.picker.boxes.values() if b.isEnabled()][:2]
        for box in boxes:
            box.setChecked(True)
        table = dialog.estimate_table
        walk.wait_until(
            lambda: len(table.estimates) + len(table.problems) >= len(boxes), "the estimates"
        )
        walk.look("summarize", dialog)
    finally:
        dialog.close()
        dialog.deleteLater()


def _review(walk: Walk, library: Any, sample_id: int) -> None:
    from writerlens.ui.review.claims_run_dialog import FIND
    from writerlens.ui.review.window import ReviewWindow

    window = ReviewWindow(library, sample_id)
    try:
        window.show()
        for step in range(window.tabs.count()):
            window.go(step)
            name = window.tabs.tabText(step).replace("&", "")
            kind = "summary" if window.current_step()[1] is not None else "step"
            walk.look(f"review-{step}-{kind}" if name else f"review-{step}", window)
        steps = [i for i, (_s, sid) in enumerate(window._steps) if sid is not None]
        window.go(steps[0])
        if walk.wants("judges"):
            judges = window.parts.measures.open_judges()
            walk.look("judges", judges)
            judges.close()
        if walk.wants("review-claims-run"):
            run = window.parts.claims.open_claims_run(FIND)
            walk.look("review-claims-run", run)
            run.close()
    finally:
        window.close()
        window.deleteLater()


def _study(walk: Walk, main: Any) -> None:
    """The coordinator: the Study window on a new folder, then three writers' bundles in it."""
    window = main.study.open_study_folder()
    try:
        walk.look("study-start", window)
        folder = Path(tempfile.mkdtemp(prefix=f"study-{walk.lang}-"))
        analysed: list[bool] = []
        window.analysed.connect(lambda: analysed.append(True))
        window.open_folder(folder / "pilot study")
        walk.wait_until(lambda: bool(analysed), "the study folder")
        walk.look("study-empty-folder", window)
        imported: list[Any] = []
        window.imported.connect(imported.append)
        window.import_files(_BUNDLES)
        walk.wait_until(lambda: bool(imported), "the import", 120)
        walk.wait_until(
            lambda: window.report is not None and bool(window.plots.pixmaps), "the plots", 120
        )
        tabs = window.tabs
        for index in range(tabs.count()):
            tabs.setCurrentIndex(index)
            page = tabs.widget(index)
            key = page.objectName().removeprefix("tab-") or f"{index}"
            if page is window.plots:
                key = "plots"
            walk.look(f"study-{key}", window)
    finally:
        window.close()


_BUNDLES: list[Path] = []


def _data_strings(library: Any) -> set[str]:
    """What the walk's users typed or chose, which may be English on any screen."""
    from study_ui_support import TITLE

    data = {
        "Lighthouse pilot",
        TITLE,
        "Review the sample story, then export for the study by Friday.",
        "Plot points covered",
        "Are the turns of your plot all there?",
    }
    from writerlens.resources import resource_path

    # the suggested local models' own names and licences (proper names, in English anywhere)
    recommended = json.loads(resource_path("models", "recommended.json").read_text("utf-8"))
    for model in recommended["models"]:
        data |= {model["name"], model["publisher"], model["licence"], model["file"]}
    for entry in library.entries():
        data.add(entry.title)
        data.add(library.manuscript(entry.id).text)
        for summary in library.summaries(entry.id):
            data.add(summary.text)
            data.add(summary.model)
    return data


def child(size: str, langs: list[str], wanted: list[str], shots: Path | None, out: Path) -> int:
    with tempfile.TemporaryDirectory(prefix="writerlens-walk-") as scratch_name:
        scratch = Path(scratch_name)
        sys.path.insert(0, str(ROOT / "packaging"))
        from screenshots import DEMO_KEY, _prepare_environment, _quiet_offscreen

        platform = os.environ["QT_QPA_PLATFORM"]
        _prepare_environment(scratch)
        os.environ["QT_QPA_PLATFORM"] = platform  # the screen of this size
        _memory_keyring()
        sys.path.insert(0, str(ROOT / "tests" / "ui"))
        from PySide6.QtCore import qInstallMessageHandler
        from study_ui_support import make_bundles, make_study_file

        from writerlens.llm import keys
        from writerlens.services.library import Library
        from writerlens.ui.app import make_application
        from writerlens.ui.i18n import apply_language
        from writerlens.ui.workers import wait_for_all_work

        app = make_application(["writerlens-walk"])
        qInstallMessageHandler(_quiet_offscreen)
        if any(fnmatch.fnmatch("study-x", p) or p.startswith("study-") for p in wanted):
            (scratch / "writers").mkdir()
            _BUNDLES.extend(make_bundles(scratch / "writers")[1])
        study_file = make_study_file(scratch)
        findings: list[Finding] = []
        seen: list[str] = []
        for lang in langs:
            apply_language(lang)
            library = Library.open(scratch / f"library-{lang}")
            try:
                library.install_sample()
                keys.set_key("anthropic", DEMO_KEY)
                keys.set_key("openai", DEMO_KEY.replace("-ant", ""))
                walk = Walk(lang, size, wanted, shots, _data_strings(library))
                _writer(walk, library, study_file)
                findings += walk.findings
                seen += [f"{lang} {s}" for s in walk.seen]
            finally:
                library.close()
        app.processEvents()
        wait_for_all_work(10_000)
        out.write_text(
            json.dumps({"findings": [asdict(f) for f in findings], "seen": seen}), "utf-8"
        )
    return 0


# -- the parent: one child per size, then the report -------------------------------------------


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
        return child(args.child, langs, wanted, args.shots, args.out)
    findings, seen = walk(langs, args.size or list(SIZES), wanted, args.shots)
    print(report(findings, seen, args.all))
    if args.json:
        args.json.write_text(json.dumps([asdict(f) for f in findings], indent=1), "utf-8")
    counted = findings if args.all else [f for f in findings if f.owner is None]
    return 1 if counted else 0


if __name__ == "__main__":
    raise SystemExit(main())
