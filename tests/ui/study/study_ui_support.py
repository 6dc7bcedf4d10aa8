"""Helpers for the study screens' tests: reviewed libraries, study files, real bundles.

The study tests' builders (tests/study/study_reviews.py, study_builders.py) are reused: that
folder is put on sys.path here, as the benchmarks do.
"""

from __future__ import annotations

import json
import os
import sys
import zipfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "study"))

from PySide6.QtWidgets import QApplication
from study_builders import bundle_parts, zip_bytes
from study_reviews import review, sample_ids

from writerlens.domain import StoryLabels
from writerlens.resources import resource_path
from writerlens.services import export, study
from writerlens.services.library import Library
from writerlens.study.writer.bundle_data import dumps

F, V, W = "demo-faithful", "demo-vague", "demo-wrong-feeling-cause"
VAGUE = "various events unfold that shape the relationships between the characters"
TITLE = "The Lamplighter’s Ledger"
SHOTS = os.environ.get("WRITERLENS_SCREENSHOTS")

#: participant -> (answers per model, ranking best first, story labels, spans)
PLAN: dict[str, tuple[dict[str, tuple[int, ...]], tuple[str, ...], StoryLabels | None, list]] = {
    "P01": (
        {F: (4, 4, 4, 3), V: (2, 3, 3, 2), W: (3, 1, 4, 2)},
        (F, W, V),
        StoryLabels("unreliable", True, "linear"),
        [(V, VAGUE, "coverage.vague", "Too vague.")],
    ),
    "P02": (
        {F: (3, 4, 4, 3), V: (2, 2, 3, 1), W: (3, 2, 3, 2)},
        (F, V, W),
        StoryLabels("reliable", False, "linear"),
        [],
    ),
    "P03": (
        {F: (4, 4, 3, 4), V: (1, 2, 2, 1), W: (2, 2, 4, 3)},
        (W, F, V),
        None,
        [(V, VAGUE, "coverage.vague", "")],
    ),
}


def shoot(widget: Any, name: str, fallback: Path) -> Path:
    """A 1280x800 screenshot (in $WRITERLENS_SCREENSHOTS when set, else in ``fallback``)."""
    folder = Path(SHOTS) if SHOTS else fallback
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.png"
    widget.resize(1280, 800)
    QApplication.sendPostedEvents()  # the layout catches up with text set just before
    QApplication.processEvents()
    assert widget.grab().save(str(path))
    return path


def review_sample(
    library: Library, participant: str = "P01", feedback: dict[str, str] | None = None
) -> int:
    """The sample story, reviewed as ``participant`` of PLAN does it; its id."""
    answers, ranking, labels, spans = PLAN[participant]
    manuscript_id, ids = sample_ids(library)
    review(
        library,
        manuscript_id,
        ids,
        answers,
        ranking=ranking,
        labels=labels,
        spans=spans,
        feedback=feedback,
    )
    return manuscript_id


def custom_questionnaire() -> dict[str, Any]:
    """The shipped questionnaire in a coordinator's own words (and under their own id)."""
    data = json.loads(resource_path("questionnaire", "reading-subtext.json").read_text("utf-8"))
    data["id"] = "pilot-questions"
    data["questions"][0]["title"] = "Plot points covered"
    data["questions"][0]["prompt"] = "Are the turns of your plot all there?"
    return data


def make_study_file(
    folder: Path, *, questionnaire: dict[str, Any] | None = None, participants=tuple(PLAN)
) -> Path:
    path = folder / "pilot.wlstudy"
    study.create_study(
        path,
        study_id="pilot",
        title="Lighthouse pilot",
        instructions="Review the sample story, then export for the study by Friday.",
        participants=list(participants),
        models=[("test", F), ("test", V), ("test", W)],
        questionnaire={"inline": questionnaire} if questionnaire else None,
    )
    return path


def make_bundles(root: Path) -> tuple[Path, list[Path]]:
    """Three writers join the pilot, review the sample and export: (study file, bundles)."""
    study_file = make_study_file(root)
    bundles = []
    for participant in PLAN:
        library = Library.open(root / participant)
        try:
            study.join_study(library, study_file, participant)
            review_sample(library, participant)
            result = export.export_bundle(
                library, root / f"{participant}.wlbundle", export.options_for(library)
            )
            bundles.append(result.path)
        finally:
            library.close()
    return study_file, bundles


def hostile_bundle(path: Path) -> Path:
    """A bundle with a member that climbs out of any folder it would be unpacked into."""
    manifest, text = bundle_parts(study_id="pilot", participant="P09")
    members = [
        ("manifest.json", dumps(manifest).encode()),
        ("data.json", text.encode()),
        ("../../evil.json", b"{}"),
    ]
    path.write_bytes(zip_bytes(members))
    return path


def manifest_of(bundle: Path) -> dict[str, Any]:
    with zipfile.ZipFile(bundle) as archive:
        return json.loads(archive.read("manifest.json"))
