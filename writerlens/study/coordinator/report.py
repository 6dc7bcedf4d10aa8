"""Making a study's report from a study folder: tables/*.csv, report.json, report.html."""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from writerlens.domain import CancelToken, WriterLensError
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.study.atomic import write_text_atomic
from writerlens.study.coordinator.analysis import analyse
from writerlens.study.coordinator.collection import StudyFolder
from writerlens.study.coordinator.dataset import build_dataset
from writerlens.study.coordinator.html_report import render
from writerlens.study.coordinator.plots import all_plots
from writerlens.study.coordinator.tables import write_tables
from writerlens.study.writer.bundle_data import dumps

_NO_BUNDLES = define(
    "study.report.no_bundles",
    QT_TRANSLATE_NOOP(
        "messages",
        "The study folder {root} holds no accepted bundles yet. Import some with "
        "“writerlens study import BUNDLE... --study-dir DIR” first.",
    ),
)


#: What the report is doing, said while the coordinator waits (the study window's progress line).
_REPORT_READING_BUNDLES = define(
    "study.report.reading_bundles",
    QT_TRANSLATE_NOOP("messages", "Reading the accepted bundles…"),
)
_REPORT_ANALYSING = define(
    "study.report.analysing", QT_TRANSLATE_NOOP("messages", "Counting and testing…")
)
_REPORT_DRAWING_PLOTS = define(
    "study.report.drawing_plots", QT_TRANSLATE_NOOP("messages", "Drawing the plots…")
)
_REPORT_FINISHED = define("study.report.finished", QT_TRANSLATE_NOOP("messages", "Done."))


@dataclass(frozen=True)
class ReportFiles:
    report: dict[str, Any]
    json_path: Path
    html_path: Path
    tables: tuple[Path, ...]


def make_report(
    folder: StudyFolder,
    out: Path,
    *,
    plots: bool = True,
    progress: Callable[[str], None] | None = None,
    cancel: CancelToken | None = None,
) -> ReportFiles:
    say = progress or (lambda _m: None)
    report = analyse_folder(folder, progress=say, cancel=cancel)
    drawn: dict[str, bytes] = {}
    if plots:
        say(_REPORT_DRAWING_PLOTS())
        drawn = all_plots(report)
    _check(cancel)
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    written = write_tables(report, out / "tables")
    json_path = out / "report.json"
    html_path = out / "report.html"
    write_text_atomic(json_path, dumps(report))
    write_text_atomic(html_path, render(report, drawn))
    say(_REPORT_FINISHED())
    return ReportFiles(report, json_path, html_path, tuple(written))


def analyse_folder(
    folder: StudyFolder,
    *,
    progress: Callable[[str], None] | None = None,
    cancel: CancelToken | None = None,
) -> dict[str, Any]:
    """Read the accepted bundles and compute every number of the report."""
    say = progress or (lambda _m: None)
    with _no_cycle_collection():
        say(_REPORT_READING_BUNDLES())
        _check(cancel)
        # one bundle in memory at a time: which of a participant's stories a later bundle
        # sent again is known from the index before any bundle is read. The index is read
        # as a stream (each entry's stories go to the dataset's spool, on disk), keeping only
        # the bundles' file names; the bundles are then read in that order.
        files: list[str] = []

        def stories() -> Iterator[tuple[str, list[str]]]:
            for entry in folder.iter_readable_entries():
                files.append(str(entry.get("file", "")))
                yield _stories(folder, entry)

        bundles = _checked(folder.iter_bundles({"file": f} for f in files), cancel)
        dataset = build_dataset(bundles, stories())  # (reads every story, then each bundle)
        if not dataset.bundles:
            raise WriterLensError(_NO_BUNDLES(root=folder.root))
        say(_REPORT_ANALYSING())
        return analyse(dataset, study_id=folder.study_id)


def _stories(folder: StudyFolder, entry: dict[str, Any]) -> tuple[str, list[str]]:
    """A bundle's participant and story ids, from the index (from the bundle itself for an
    entry written by an earlier version, which did not note them)."""
    ids = entry.get("stories")
    if isinstance(ids, list):
        return str(entry.get("participant")), [str(i) for i in ids]
    (bundle,) = folder.iter_bundles([entry])
    return bundle["manifest"]["participant"], [s["id"] for s in bundle["data"]["stories"]]


def _checked(
    bundles: Iterator[dict[str, Any]], cancel: CancelToken | None
) -> Iterator[dict[str, Any]]:
    for bundle in bundles:
        _check(cancel)
        yield bundle


@contextmanager
def _no_cycle_collection() -> Iterator[None]:
    """Reading a large study makes millions of small objects and no reference cycles; the
    cycle collector would scan them again and again (half the time at a thousand bundles)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _check(cancel: CancelToken | None) -> None:
    if cancel is not None:
        cancel.raise_if_cancelled()
