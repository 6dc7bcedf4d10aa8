"""A study file checked against the bundle format it will produce.

Everything a writer's export records about the study (the study's id, the questionnaire's and
taxonomy's ids and versions, each question's id and answer levels, each error label's id, the
models' names, how many summaries a story has) must pass the coordinator's bundle schema, or
the coordinator's import refuses the writer's whole review. So the limits are read from that
schema itself and checked when a study file is created and when a writer joins: the study is
refused before anyone does work that would be thrown away.
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING, Any

from writerlens.study.formats import BUNDLE_SCHEMA, schema

if TYPE_CHECKING:
    from writerlens.study.study_file import StudyFile


@cache
def _limits() -> dict[str, Any]:
    defs = schema(BUNDLE_SCHEMA)["$defs"]
    summary = defs["summary"]["properties"]
    return {
        "id": re.compile(defs["id"]["pattern"]),
        "instrument": re.compile(defs["instrumentId"]["pattern"]),
        "version": int(defs["version"]["maxLength"]),
        "questions": int(defs["answers"]["maxProperties"]),
        "answer_max": int(defs["answers"]["additionalProperties"]["maximum"]),
        "summaries": int(defs["review"]["properties"]["summaries"]["maxItems"]),
        "provider": int(summary["provider"]["maxLength"]),
        "model": int(summary["model"]["maxLength"]),
        "strategy": int(summary["strategy"]["maxLength"]),
    }


def _short(text: str) -> str:
    return text if len(text) <= 40 else text[:37] + "…"


def bundle_problems(study: StudyFile) -> list[str]:
    """What in ``study`` a bundle could not carry, one short line each (empty: all fits)."""
    limits = _limits()
    found: list[str] = []

    def identifier(kind: str, value: str, pattern: re.Pattern[str]) -> None:
        if not pattern.fullmatch(value):
            found.append(f"{kind} “{_short(value)}” is not an id a bundle can carry")

    def version(kind: str, value: str) -> None:
        if len(value) > limits["version"]:
            found.append(f"{kind} version is longer than {limits['version']} characters")

    identifier("the study id", study.id, limits["id"])
    questionnaire = study.load_questionnaire()
    identifier("the questionnaire id", questionnaire.id, limits["instrument"])
    version("the questionnaire", questionnaire.version)
    if len(questionnaire.questions) > limits["questions"]:
        found.append(
            f"{len(questionnaire.questions)} questions (a bundle carries at most "
            f"{limits['questions']})"
        )
    for question in questionnaire.questions:
        identifier("the question id", question.id, limits["instrument"])
        if any(level.value > limits["answer_max"] for level in question.levels):
            found.append(
                f"question “{_short(question.id)}” has answers above {limits['answer_max']}"
            )
    taxonomy = study.load_taxonomy()
    identifier("the taxonomy id", taxonomy.id, limits["instrument"])
    version("the taxonomy", taxonomy.version)
    for label in taxonomy.labels:
        identifier("the label id", label.id, limits["instrument"])
    if len(study.models) > limits["summaries"]:
        found.append(f"{len(study.models)} models (a story has at most {limits['summaries']})")
    for model in study.models:
        if len(model.provider) > limits["provider"] or len(model.model) > limits["model"]:
            found.append(f"the model name “{_short(model.model)}” is too long for a bundle")
    if len(study.strategy) > limits["strategy"]:
        found.append("the strategy's name is too long for a bundle")
    return list(dict.fromkeys(found))
