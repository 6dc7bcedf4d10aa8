"""The create-study form's content and its checks, apart from the widgets that show them.

Each check returns a message for one field, so the dialog can show it next to that field; the
study file is then written by ``services.study.create_study``, which checks everything again.
"""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from writerlens.domain import WriterLensError
from writerlens.review.questionnaire import parse_questionnaire
from writerlens.review.taxonomy import parse_taxonomy
from writerlens.services.study import instrument_spec
from writerlens.study.study_file import Collect
from writerlens.ui.errors import said
from writerlens.ui.tr_context import TrContext

#: The schema's id pattern (study ids and participant codes).
CODE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$")
MAX_MODELS = 26
MAX_TITLE = 300
MAX_INSTRUCTIONS = 100_000
#: Letters that cannot be mistaken for each other when read aloud or copied by hand.
_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"


StudyFormText = TrContext("StudyFormText")


@dataclass(frozen=True)
class Instrument:
    """A shipped questionnaire or taxonomy (``builtin``) or the coordinator's JSON file."""

    builtin: str = "reading-subtext"
    file: Path | None = None


@dataclass
class StudyForm:
    study_id: str = ""
    title: str = ""
    instructions: str = ""
    participants: list[str] = field(default_factory=list)
    models: list[tuple[str, str]] = field(default_factory=list)
    strategy: str = "auto"
    words: int = 400
    questionnaire: Instrument = Instrument()
    taxonomy: Instrument = Instrument()
    collect: Collect = field(default_factory=Collect)


def parse_codes(text: str) -> list[str]:
    """Codes typed one per line (commas and spaces separate them too)."""
    return [c for c in re.split(r"[\s,;]+", text) if c]


def generate_codes(count: int, existing: list[str]) -> list[str]:
    """``count`` new random codes like ``P-7KQ3M``: not guessable from one another, unlike
    P01, P02..., so that a writer cannot send bundles under someone else's code."""
    taken = set(existing)
    made: list[str] = []
    while len(made) < count:
        code = "P-" + "".join(secrets.choice(_ALPHABET) for _ in range(5))
        if code not in taken:
            taken.add(code)
            made.append(code)
    return made


def check(form: StudyForm) -> dict[str, str]:
    """Field name -> what to fix; empty when the form can be written."""
    problems: dict[str, str] = {}
    if not form.study_id.strip():
        problems["id"] = StudyFormText.tr("Give the study a short id, for example “pilot-2025”.")
    elif not CODE.fullmatch(form.study_id):
        problems["id"] = StudyFormText.tr(
            "Use letters, digits, '-', '_', '.' or ':' only (no spaces), at most 64, "
            "starting with a letter or a digit."
        )
    if not form.title.strip():
        problems["title"] = StudyFormText.tr(
            "Give the study a title: writers see it when they join."
        )
    elif len(form.title) > MAX_TITLE:
        problems["title"] = StudyFormText.tr("Keep the title under {n} characters.").format(
            n=MAX_TITLE
        )
    if len(form.instructions) > MAX_INSTRUCTIONS:
        problems["instructions"] = StudyFormText.tr(
            "The instructions are too long; keep them under {n} characters."
        ).format(n=MAX_INSTRUCTIONS)
    message = _check_codes(form.participants)
    if message:
        problems["participants"] = message
    message = _check_models(form.models)
    if message:
        problems["models"] = message
    for name, instrument, parse in (
        ("questionnaire", form.questionnaire, parse_questionnaire),
        ("taxonomy", form.taxonomy, parse_taxonomy),
    ):
        message = _check_instrument(instrument, parse)
        if message:
            problems[name] = message
    return problems


def _check_codes(codes: list[str]) -> str:
    bad = [c for c in codes if not CODE.fullmatch(c)]
    if bad:
        shown = ", ".join(f"“{c}”" for c in bad[:3])
        return StudyFormText.tr(
            "These codes cannot be used: {codes}. Use letters, digits, '-', '_', '.' or ':' "
            "(at most 64 each)."
        ).format(codes=shown)
    seen: set[str] = set()
    for code in codes:
        if code in seen:
            return StudyFormText.tr(
                "“{code}” is listed twice; each writer needs their own code."
            ).format(code=code)
        seen.add(code)
    return ""


def _check_models(models: list[tuple[str, str]]) -> str:
    if len(models) > MAX_MODELS:
        return StudyFormText.tr("A study can ask for at most {n} models.").format(n=MAX_MODELS)
    for number, (provider, model) in enumerate(models, start=1):
        if not provider.strip() or not model.strip():
            return StudyFormText.tr(
                "Row {n} needs both a provider and a model id (or remove the row)."
            ).format(n=number)
    if len(set(models)) != len(models):
        return StudyFormText.tr("A model is listed twice; remove one of them.")
    return ""


def _check_instrument(instrument: Instrument, parse: Any) -> str:
    if instrument.file is None:
        return ""
    if instrument.file == Path():
        return StudyFormText.tr("Choose your JSON file, or one of those that ship with WriterLens.")
    try:
        spec = instrument_spec(str(instrument.file))
        if "inline" not in spec:
            return StudyFormText.tr("There is no file at {path}.").format(path=instrument.file)
        parse(spec["inline"], instrument.file.name)
    except WriterLensError as exc:
        return said(exc)
    return ""


def instrument_value(instrument: Instrument) -> dict[str, Any]:
    """The study file's entry: {"id": ...} or the file's content inlined."""
    if instrument.file is None:
        return {"id": instrument.builtin}
    return instrument_spec(str(instrument.file))
