"""The built-in questionnaire and error taxonomy, shown in the writer's language.

Their English wording is marked for translation in ``data_texts.py`` (generated from the JSON).
Only an instrument that is exactly a built-in one is translated: a study's own questionnaire
stays word for word as its coordinator wrote it. The copies made here are for display only; ids
and versions are unchanged, so what is stored and exported is the same in every language.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication

from writerlens.review.instrument_files import builtin_ids
from writerlens.review.questionnaire import Questionnaire, questionnaire_by_id
from writerlens.review.taxonomy import Taxonomy, taxonomy_by_id


def _q(text: str) -> str:
    return QCoreApplication.translate("Questionnaire", text) if text else text


def _t(text: str) -> str:
    return QCoreApplication.translate("Taxonomy", text) if text else text


def is_builtin_questionnaire(questionnaire: Questionnaire) -> bool:
    return questionnaire.id in builtin_ids("questionnaire") and questionnaire == (
        questionnaire_by_id(questionnaire.id)
    )


def is_builtin_taxonomy(taxonomy: Taxonomy) -> bool:
    return taxonomy.id in builtin_ids("taxonomy") and taxonomy == taxonomy_by_id(taxonomy.id)


def shown_questionnaire(questionnaire: Questionnaire) -> Questionnaire:
    if not is_builtin_questionnaire(questionnaire):
        return questionnaire
    questions = tuple(
        replace(
            question,
            title=_q(question.title),
            prompt=_q(question.prompt),
            levels=tuple(replace(level, anchor=_q(level.anchor)) for level in question.levels),
        )
        for question in questionnaire.questions
    )
    return replace(
        questionnaire,
        title=_q(questionnaire.title),
        questions=questions,
        feedback_prompt=_q(questionnaire.feedback_prompt),
        ranking_prompt=_q(questionnaire.ranking_prompt),
    )


def shown_taxonomy(taxonomy: Taxonomy) -> Taxonomy:
    if not is_builtin_taxonomy(taxonomy):
        return taxonomy
    attributes = tuple(
        replace(
            attribute,
            name=_t(attribute.name),
            description=_t(attribute.description),
            labels=tuple(
                replace(label, name=_t(label.name), description=_t(label.description))
                for label in attribute.labels
            ),
        )
        for attribute in taxonomy.attributes
    )
    return replace(taxonomy, title=_t(taxonomy.title), attributes=attributes)
