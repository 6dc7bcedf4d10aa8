"""The questions a writer answers about each summary, loaded from data.

The wording lives in ``resources/questionnaire/`` rather than in code so that a study file can
swap in a coordinator's own wording, and so that a review can record exactly which id and version
it used. Every question is answered on the same 1-4 scale (the library's ratings table enforces
it), each level with its own short anchor text so that a 2 means the same to every writer.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from writerlens.review.instrument_files import Fields, read_builtin, read_file

DEFAULT_QUESTIONNAIRE = "reading-subtext"
#: The answer scale; fixed, because the study's statistics and the schema assume it.
SCALE = (1, 2, 3, 4)
_NOUN = "questionnaire"


@dataclass(frozen=True)
class Level:
    value: int
    anchor: str


@dataclass(frozen=True)
class Question:
    id: str
    title: str
    prompt: str
    levels: tuple[Level, ...]

    def anchor(self, value: int) -> str:
        return self.levels[value - SCALE[0]].anchor


@dataclass(frozen=True)
class Questionnaire:
    id: str
    version: str
    title: str
    questions: tuple[Question, ...]
    feedback_prompt: str
    ranking_prompt: str

    @property
    def question_ids(self) -> tuple[str, ...]:
        return tuple(q.id for q in self.questions)

    def question(self, question_id: str) -> Question:
        for question in self.questions:
            if question.id == question_id:
                return question
        raise KeyError(question_id)


def questionnaire_by_id(questionnaire_id: str = DEFAULT_QUESTIONNAIRE) -> Questionnaire:
    """One of the questionnaires that ship with WriterLens."""
    data, source = read_builtin("questionnaire", questionnaire_id, _NOUN)
    return parse_questionnaire(data, source)


def load_questionnaire(path: Path) -> Questionnaire:
    """A questionnaire from a file of the coordinator's (same format as the shipped ones)."""
    data, source = read_file(path, _NOUN)
    return parse_questionnaire(data, source)


def parse_questionnaire(data: dict[str, Any], source: str = "given") -> Questionnaire:
    """Validate and freeze a questionnaire; raises InstrumentError saying what to fix."""
    top = Fields(data, "the questionnaire", _NOUN, source)
    questions: list[Question] = []
    for index, raw in enumerate(top.items("questions"), start=1):
        questions.append(_question(Fields(raw, f"question {index}", _NOUN, source)))
    seen: set[str] = set()
    for question in questions:
        if question.id in seen:
            raise top.error(f"two questions have the id “{question.id}”; each needs its own")
        seen.add(question.id)
    return Questionnaire(
        id=top.ident(),
        version=top.version(),
        title=top.text("title", required=False),
        questions=tuple(questions),
        feedback_prompt=top.child("feedback").text("prompt"),
        ranking_prompt=top.child("ranking").text("prompt"),
    )


def _question(fields: Fields) -> Question:
    question_id = fields.ident()
    fields.where = f"question “{question_id}”"
    raw_levels = fields.items("levels")
    if len(raw_levels) != len(SCALE):
        raise fields.error(
            f"{fields.where} has {len(raw_levels)} levels; each question needs exactly "
            f"{len(SCALE)} (answers {SCALE[0]} to {SCALE[-1]})"
        )
    levels: list[Level] = []
    for expected, raw in zip(SCALE, raw_levels, strict=True):
        level = Fields(raw, f"{fields.where}, level {expected}", _NOUN, fields.source)
        value = level.data.get("value")
        if value != expected or isinstance(value, bool):
            raise level.error(
                f"{fields.where} must list its levels in order {SCALE[0]} to {SCALE[-1]}; "
                f"level {expected} has value {value!r}"
            )
        levels.append(Level(value=expected, anchor=level.text("anchor")))
    return Question(
        id=question_id,
        title=fields.text("title"),
        prompt=fields.text("prompt"),
        levels=tuple(levels),
    )
