"""Study files (``.wlstudy``): what a coordinator hands to the writers of a study.

A study file is JSON checked against ``resources/schema/study-v1.schema.json``; an inline
questionnaire or taxonomy is also checked with the same loaders the review uses, so that a
writer never joins a study whose questions cannot be shown.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from writerlens.messages import QT_TRANSLATE_NOOP, define, semicolon_list
from writerlens.review.instrument_files import InstrumentError
from writerlens.review.questionnaire import (
    Questionnaire,
    parse_questionnaire,
    questionnaire_by_id,
)
from writerlens.review.taxonomy import Taxonomy, parse_taxonomy, taxonomy_by_id
from writerlens.study.errors import StudyFileError
from writerlens.study.formats import STUDY_FORMAT, STUDY_SCHEMA, STUDY_VERSION, today, violations
from writerlens.study.safe_json import UnsafeJson, loads_capped

_INVALID = define(
    "study.file.invalid",
    QT_TRANSLATE_NOOP(
        "messages",
        "{source} is not a usable WriterLens study file: {problems}. Ask the study "
        "coordinator for a corrected file.",
    ),
)

_REFUSED = define(
    "study.file.refused",
    QT_TRANSLATE_NOOP(
        "messages",
        "{source} cannot be used: {message}",
    ),
)

_MISSING = define(
    "study.file.missing",
    QT_TRANSLATE_NOOP(
        "messages",
        "There is no study file at {path}. Check the name.",
    ),
)

_FOREIGN = define(
    "study.file.foreign",
    QT_TRANSLATE_NOOP(
        "messages",
        "{name} is not a WriterLens study file ({exc}). Ask the study coordinator "
        "for the .wlstudy file again.",
    ),
)

_BEYOND_BUNDLE = define(
    "study.beyond_bundle",
    QT_TRANSLATE_NOOP(
        "messages",
        "{source} cannot be used: the answers it asks for could not be sent back to the "
        "coordinator ({problems}). Ask the coordinator for a corrected study file.",
    ),
)

MAX_STUDY_BYTES = 4 * 1024 * 1024


@dataclass(frozen=True)
class ModelChoice:
    provider: str
    model: str


@dataclass(frozen=True)
class Collect:
    """What the study asks writers to send (the export dialog starts from this)."""

    story_text: bool = False
    titles: bool = False
    summary_text: bool = True
    comments: bool = True


@dataclass(frozen=True)
class StudyFile:
    id: str
    title: str
    instructions: str = ""
    participants: tuple[str, ...] = ()
    models: tuple[ModelChoice, ...] = ()
    strategy: str = "auto"
    words: int = 400
    #: {"id": "reading-subtext"} or {"inline": {...the questionnaire's own JSON...}}
    questionnaire: dict[str, Any] = field(default_factory=lambda: {"id": "reading-subtext"})
    taxonomy: dict[str, Any] = field(default_factory=lambda: {"id": "reading-subtext"})
    collect: Collect = Collect()
    created: str = ""

    def as_json(self) -> dict[str, Any]:
        return {
            "format": STUDY_FORMAT,
            "version": STUDY_VERSION,
            "id": self.id,
            "title": self.title,
            "instructions": self.instructions,
            "participants": list(self.participants),
            "generate": {
                "models": [{"provider": m.provider, "model": m.model} for m in self.models],
                "strategy": self.strategy,
                "words": self.words,
            },
            "questionnaire": self.questionnaire,
            "taxonomy": self.taxonomy,
            "collect": {
                "story_text": self.collect.story_text,
                "titles": self.collect.titles,
                "summary_text": self.collect.summary_text,
                "comments": self.collect.comments,
            },
            "created": self.created or today(),
        }

    def load_questionnaire(self) -> Questionnaire:
        return _instrument(self.questionnaire, questionnaire_by_id, parse_questionnaire)

    def load_taxonomy(self) -> Taxonomy:
        return _instrument(self.taxonomy, taxonomy_by_id, parse_taxonomy)


def _instrument(spec: dict[str, Any], by_id: Any, parse: Any) -> Any:
    if "inline" in spec:
        return parse(spec["inline"], "the study file")
    return by_id(spec["id"])


def parse_study(data: Any, source: str = "the study file") -> StudyFile:
    """Check a study file's JSON and freeze it; StudyFileError says what to fix."""
    problems = violations(data, STUDY_SCHEMA)
    if problems:
        raise StudyFileError(_INVALID(source=source, problems=semicolon_list(problems[:3])))
    generate = data["generate"]
    collect = data["collect"]
    study = StudyFile(
        id=data["id"],
        title=data["title"],
        instructions=data["instructions"],
        participants=tuple(data["participants"]),
        models=tuple(ModelChoice(m["provider"], m["model"]) for m in generate["models"]),
        strategy=generate["strategy"],
        words=generate["words"],
        questionnaire=data["questionnaire"],
        taxonomy=data["taxonomy"],
        collect=Collect(
            story_text=collect["story_text"],
            titles=collect["titles"],
            summary_text=collect["summary_text"],
            comments=collect["comments"],
        ),
        created=data.get("created", ""),
    )
    from writerlens.study.study_limits import bundle_problems

    try:
        beyond = bundle_problems(study)  # (loads the questionnaire and the taxonomy)
    except InstrumentError as exc:
        raise StudyFileError(_REFUSED(source=source, message=exc.message)) from None
    if beyond:
        raise StudyFileError(_BEYOND_BUNDLE(source=source, problems=semicolon_list(beyond[:3])))
    return study


def read_study(path: Path) -> StudyFile:
    from writerlens.handed_files import FileRefused, read_handed

    path = Path(path)
    if not path.exists() and not path.is_symlink():
        raise StudyFileError(_MISSING(path=path))
    try:  # a pipe, a device or a file over the cap is refused before a byte is read
        raw = read_handed(path, MAX_STUDY_BYTES)
    except FileRefused as exc:
        raise StudyFileError(exc.said or exc.message) from None
    try:
        data = loads_capped(raw, max_bytes=MAX_STUDY_BYTES, max_depth=24)
    except UnsafeJson as exc:
        raise StudyFileError(_FOREIGN(name=path.name, exc=exc)) from None
    return parse_study(data, path.name)


def dumps_study(study: StudyFile) -> str:
    return json.dumps(study.as_json(), ensure_ascii=False, indent=2) + "\n"
