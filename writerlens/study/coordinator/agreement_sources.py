"""Inter-annotator agreement from the command line: of a study folder (writers who judged the
same story and model), or of the Reading Subtext release's three annotators, who each put the
same 20 writer-marked errors per model into a faithfulness category."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from writerlens.domain import WriterLensError
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.study.coordinator.analysis import agreement

_FILE_UNREADABLE = define(
    "study.agreement.file_unreadable",
    QT_TRANSLATE_NOOP(
        "messages",
        "{path} could not be read ({exc}).",
    ),
)

_FOLDER_MISSING = define(
    "study.agreement.folder_missing",
    QT_TRANSLATE_NOOP(
        "messages",
        "The folder {folder} was not found.",
    ),
)

ERRORS = "error_annotations"
MODELS = ("claude", "gpt4", "llama")
NO_ERROR = "no error"


def _annotators(root: Path) -> list[Path]:
    return sorted(p for p in (root / ERRORS).glob("Annotator*") if p.is_dir())


def release_units(root: Path) -> dict[str, list[list[str]]]:
    """model -> one unit per error: each annotator's category ("no error" for "No")."""
    folders = _annotators(root)
    out: dict[str, list[list[str]]] = {}
    for model in MODELS:
        tables = []
        for folder in folders:
            path = folder / f"{model}-errors.json"
            try:
                tables.append(json.loads(path.read_text("utf-8")))
            except (OSError, ValueError) as exc:
                raise WriterLensError(_FILE_UNREADABLE(path=path, exc=exc)) from None
        units = []
        for error in tables[0] if tables else {}:
            unit = []
            for table in tables:
                answer = table.get(error)
                if isinstance(answer, list) and len(answer) == 2:
                    unit.append(str(answer[1]) if answer[0] == "Yes" else NO_ERROR)
            units.append(unit)
        out[model] = units
    return out


def agreement_for(folder: Path) -> list[dict[str, Any]]:
    from writerlens.study.coordinator.releases import booookscore

    folder = Path(folder)
    if booookscore.looks_like(folder):
        units = booookscore.release_units(folder)
        return [
            agreement(
                u,
                f"{q}, BooookScore annotators",
                "yes/no" if q in booookscore.YES_NO else "categories",
            )
            for q, u in units.items()
        ]
    if _annotators(folder):
        units = release_units(folder)
        rows = [agreement(u, f"faithfulness category, {m} summaries") for m, u in units.items()]
        rows.append(
            agreement([u for us in units.values() for u in us], "faithfulness category, all")
        )
        return rows
    from writerlens.study.coordinator.collection import StudyFolder
    from writerlens.study.coordinator.report import analyse_folder

    if not folder.is_dir():
        raise WriterLensError(_FOLDER_MISSING(folder=folder))
    rows = list(analyse_folder(StudyFolder(folder))["agreement"])
    return rows or [agreement([], "answers to the questions", "1-4")]


def _coef(value: float | None) -> str:
    return "—" if value is None else f"{value:.3f}"


def line(row: dict[str, Any]) -> str:
    """One row as a sentence. Answers on the 1-4 scale get the alphas of all three levels;
    yes/no answers and other categories, which have no order or distance, the nominal alpha
    (a row of an older report without ``scale`` is taken as on the scale)."""
    alpha = f"Krippendorff's α nominal {_coef(row['krippendorff_alpha_nominal'])}"
    if row.get("scale", "1-4") == "1-4":
        alpha += (
            f", ordinal {_coef(row['krippendorff_alpha_ordinal'])}, interval "
            f"{_coef(row['krippendorff_alpha_interval'])}"
        )
    answers = " (yes/no)" if row.get("scale") == "yes/no" else ""
    text = (
        f"{row['what']}{answers}: {row['items']} item(s) judged by up to {row['max_raters']} "
        f"people; {alpha}; Fleiss' κ {_coef(row['fleiss_kappa'])}"
    )
    return f"{text} ({row['note']})" if row["note"] else text
