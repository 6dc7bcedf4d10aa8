"""What the dialog starts with: the models set up, and which of them to tick.

A writer in a study gets the study's models, strategy and length (and is told about those not
set up yet); anyone else gets their last choice. Loading runs in a worker: the keyring behind
"is there a key?" can be slow.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from writerlens.domain import LibraryEntry, WriterLensError
from writerlens.services import model_setup
from writerlens.services.library import Library
from writerlens.services.model_setup import ModelChoice
from writerlens.services.study import membership
from writerlens.store.library import get_setting
from writerlens.study.study_file import StudyFile
from writerlens.ui.summarize.texts import SummarizeText

#: The writer's last choice of models, strategy and length (a settings row).
LAST_CHOICE = "summarize.last"


@dataclass(frozen=True)
class Loaded:
    """What the dialog needs from the library before it can offer anything."""

    entry: LibraryEntry
    choices: list[ModelChoice]
    study: StudyFile | None
    last: dict[str, Any]


@dataclass(frozen=True)
class Preselection:
    keys: list[str]
    strategy: str | None = None
    words: int | None = None
    study_note: str = ""


def load(library: Library, manuscript_id: int, *, with_choices: bool = True) -> Loaded:
    """(Worker thread.) The story's entry, the models, the joined study, the last choice
    (not the models when ``with_choices`` is False: the dialog looks them up itself)."""
    entry = library.entry(manuscript_id)
    try:
        study = membership(library).study
    except WriterLensError:
        study = None  # an unreadable study must not keep the writer from summarizing
    last = get_setting(library.store, LAST_CHOICE, {}) or {}
    return Loaded(entry, model_setup.choices(library) if with_choices else [], study, last)


def preselect(loaded: Loaded) -> Preselection:
    """The joined study's models and settings, else the writer's last choice."""
    study = loaded.study
    if study is not None and study.models:
        keys: list[str] = []
        missing: list[str] = []
        for wanted in study.models:
            match = next(
                (
                    c
                    for c in loaded.choices
                    if c.spec.kind == wanted.provider and c.spec.model == wanted.model
                ),
                None,
            )
            if match is not None and match.ready:
                keys.append(match.key)
            else:
                missing.append(match.label if match else f"{wanted.model} ({wanted.provider})")
        note = SummarizeText.tr(
            "Your study “{study}” asks for these models, so they are chosen for you."
        ).format(study=study.title)
        if missing:
            note += " " + SummarizeText.tr(
                "Not ready yet: {models}. Set them up in Settings."
            ).format(models=", ".join(missing))
        return Preselection(keys, study.strategy, study.words, note)
    last = loaded.last
    words = last.get("words")
    return Preselection(
        [str(k) for k in last.get("models", [])],
        str(last.get("strategy", "auto")),
        words if isinstance(words, int) else None,
    )
