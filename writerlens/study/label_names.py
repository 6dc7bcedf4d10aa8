"""Error labels as a reader of the report knows them ("Abrupt transition", not
``coherence.abrupt_transition``): taken from the taxonomies the bundles name. Ids stay in the
CSV and JSON files, where a script needs them; the page and its plots show names."""

from __future__ import annotations

from typing import Any

from writerlens.domain import WriterLensError


def label_names(report: dict[str, Any]) -> dict[str, str]:
    """label or attribute id -> its name, from every taxonomy the report's bundles used that
    WriterLens knows; an id no taxonomy names is shown as its words."""
    from writerlens.review.taxonomy import taxonomy_by_id

    names: dict[str, str] = {}
    for ref in report.get("instruments", {}).get("taxonomies", []):
        try:
            taxonomy = taxonomy_by_id(str(ref.get("id", "")))
        except (WriterLensError, OSError, ValueError, KeyError):
            continue
        for attribute in taxonomy.attributes:
            names.setdefault(attribute.id, attribute.name)
            for label in attribute.labels:
                shown = label.name
                if label.id != attribute.id:
                    shown = f"{label.name} ({attribute.name.lower()})"
                names.setdefault(label.id, shown)
    return names


def name_of(label_id: str, names: dict[str, str]) -> str:
    if label_id in names:
        return names[label_id]
    attribute, _, label = label_id.partition(".")
    words = (label or attribute).replace("_", " ")
    return f"{words.capitalize()} ({attribute.replace('_', ' ')})" if label else words.capitalize()


def question_names(report: dict[str, Any]) -> dict[str, str]:
    """question id -> its title, from every questionnaire the report's bundles used that
    WriterLens knows ("Coverage", not ``coverage``)."""
    from writerlens.review.questionnaire import questionnaire_by_id

    names: dict[str, str] = {}
    for ref in report.get("instruments", {}).get("questionnaires", []):
        try:
            questionnaire = questionnaire_by_id(str(ref.get("id", "")))
        except (WriterLensError, OSError, ValueError, KeyError):
            continue
        for question in questionnaire.questions:
            names.setdefault(question.id, question.title)
    return names
