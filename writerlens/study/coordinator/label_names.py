"""Error labels as a reader of the report knows them ("Abrupt transition", not
``coherence.abrupt_transition``): taken from the taxonomies the bundles name. Ids stay in the
CSV and JSON files, where a script needs them; the page and its plots show names."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, TypeVar

from writerlens.domain import WriterLensError

if TYPE_CHECKING:
    from writerlens.review.questionnaire import Questionnaire
    from writerlens.review.taxonomy import Taxonomy

T = TypeVar("T")


def _same(instrument: T) -> T:
    return instrument


def _label_of(label: str, attribute: str) -> str:
    return f"{label} ({attribute.lower()})"


def _instruments(
    report: dict[str, Any], kind: str, load: Callable[[str], T], shown: Callable[[T], T]
) -> Iterator[T]:
    """The instruments of ``kind`` ("taxonomies", "questionnaires") the report's bundles used
    and WriterLens knows, as ``shown`` presents them; one it does not know is passed over."""
    for ref in report.get("instruments", {}).get(kind, []):
        try:
            yield shown(load(str(ref.get("id", ""))))
        except (WriterLensError, OSError, ValueError, KeyError):
            continue


def label_names(
    report: dict[str, Any],
    *,
    shown: Callable[[Taxonomy], Taxonomy] = _same,
    label_of: Callable[[str, str], str] = _label_of,
) -> dict[str, str]:
    """label or attribute id -> its name, from every taxonomy the report's bundles used that
    WriterLens knows; an id no taxonomy names is shown as its words. The window passes
    ``shown`` (the taxonomy in its language) and ``label_of`` ("Vague (coverage)" in its
    language); the printed report keeps the English."""
    from writerlens.review.taxonomy import taxonomy_by_id

    names: dict[str, str] = {}
    for taxonomy in _instruments(report, "taxonomies", taxonomy_by_id, shown):
        for attribute in taxonomy.attributes:
            names.setdefault(attribute.id, attribute.name)
            for label in attribute.labels:
                shown_name = label.name
                if label.id != attribute.id:
                    shown_name = label_of(label.name, attribute.name)
                names.setdefault(label.id, shown_name)
    return names


def name_of(label_id: str, names: dict[str, str]) -> str:
    if label_id in names:
        return names[label_id]
    attribute, _, label = label_id.partition(".")
    words = (label or attribute).replace("_", " ")
    return f"{words.capitalize()} ({attribute.replace('_', ' ')})" if label else words.capitalize()


def question_names(
    report: dict[str, Any], *, shown: Callable[[Questionnaire], Questionnaire] = _same
) -> dict[str, str]:
    """question id -> its title, from every questionnaire the report's bundles used that
    WriterLens knows ("Coverage", not ``coverage``)."""
    from writerlens.review.questionnaire import questionnaire_by_id

    names: dict[str, str] = {}
    for questionnaire in _instruments(report, "questionnaires", questionnaire_by_id, shown):
        for question in questionnaire.questions:
            names.setdefault(question.id, question.title)
    return names
