"""Study → Open Published Study Data…: a published study's released data imported into the open
study folder, in a worker, through the same checks and per-file lines as writers' bundles; the
release's licence is shown with the outcome. And making a new study folder by name."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QFileDialog, QWidget

from writerlens.domain import CancelToken, WriterLensError
from writerlens.study.coordinator.releases import RELEASES, ReleaseImport, detect, import_release
from writerlens.ui.errors import said
from writerlens.ui.tr_context import TrContext

ReleaseImportText = TrContext("ReleaseImportText")


def choose_release_folder(parent: QWidget) -> Path | None:
    names = " or ".join(r.title for r in RELEASES.values())
    path = QFileDialog.getExistingDirectory(
        parent,
        ReleaseImportText.tr("Choose the folder of a published study's data ({names})").format(
            names=names
        ),
    )
    return Path(path) if path else None


def work_for(source: Path, folder: Path) -> Callable[[Any, CancelToken], ReleaseImport]:
    """The worker's job: find which release ``source`` holds, then import it."""

    def work(progress: Any, cancel: CancelToken) -> ReleaseImport:
        kind = detect(source)
        if kind is None:
            known = ", ".join(r.title for r in RELEASES.values())
            raise WriterLensError(
                ReleaseImportText.tr(
                    "{source} does not hold a published study's data that WriterLens can open "
                    "({known}). Choose the folder the release unpacked into."
                ).format(source=source, known=known)
            )
        return import_release(kind, source, folder, say=progress, cancel=cancel)

    return work


def outcome_text(outcome: ReleaseImport) -> str:
    accepted = len(outcome.results) - outcome.rejected
    lines = [
        ReleaseImportText.tr("{title}: {accepted} accepted, {rejected} rejected.").format(
            title=outcome.release.title, accepted=accepted, rejected=outcome.rejected
        ),
        said(outcome.licence_text()),
        *(said(line) for line in outcome.comparison_lines),
        *(said(note) for note in outcome.notes),
    ]
    return " ".join(lines)


def make_new_folder(path: Path) -> Path:
    """Create a new, empty study folder (and its parents); WriterLensError says why not."""
    if path.exists() and (not path.is_dir() or any(path.iterdir())):
        raise WriterLensError(
            ReleaseImportText.tr(
                "{path} already exists and is not an empty folder. Choose a new name, or use "
                "Open Folder… to open a study folder you made before."
            ).format(path=path)
        )
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise WriterLensError(
            ReleaseImportText.tr(
                "The folder {path} could not be created ({reason}). Choose a place "
                "where you may write."
            ).format(path=path, reason=exc.strerror or exc)
        ) from None
    return path
