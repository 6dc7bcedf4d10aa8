"""The first hour's route through the app, run in a child process whose offscreen screen is
one size (see ``first_hour.py``): a writer's windows and dialogs through the main window, then
a coordinator's Study window on three writers' real bundles, each screen looked at by a
:class:`~first_hour_walk.Walk`."""

from __future__ import annotations

import fnmatch
import json
import os
import sys
import tempfile
from dataclasses import asdict
from pathlib import Path
from typing import Any

from first_hour_walk import Finding, Walk

ROOT = Path(__file__).resolve().parents[1]


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
        sys.path.insert(0, str(ROOT / "tests" / "ui" / "study"))  # study_ui_support
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
