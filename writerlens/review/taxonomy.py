"""The error labels a writer can put on a highlighted passage, loaded from data.

Label ids (``"<attribute>.<label>"``, or the attribute's own id when it has a single label, like
``"unreliable_narrator"``) are written into the library and into study bundles, so they are
stable data, not code. An attribute marked ``within_summary`` judges the summary's own text
(coherence), which is the only case where pointing at an *earlier passage of the summary* (the
antecedent, as in SNaC) means anything; the loader refuses the flag anywhere else.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from writerlens.review.instrument_files import Fields, read_builtin, read_file

DEFAULT_TAXONOMY = "reading-subtext"
_NOUN = "error taxonomy"


@dataclass(frozen=True)
class Label:
    id: str
    attribute_id: str
    name: str
    description: str
    shortcut: str
    may_point_at_antecedent: bool = False


@dataclass(frozen=True)
class Attribute:
    id: str
    name: str
    description: str
    within_summary: bool
    labels: tuple[Label, ...]


@dataclass(frozen=True)
class Taxonomy:
    id: str
    version: str
    title: str
    attributes: tuple[Attribute, ...]

    @property
    def labels(self) -> tuple[Label, ...]:
        return tuple(label for attribute in self.attributes for label in attribute.labels)

    @property
    def label_ids(self) -> tuple[str, ...]:
        return tuple(label.id for label in self.labels)

    def label(self, label_id: str) -> Label:
        for label in self.labels:
            if label.id == label_id:
                return label
        raise KeyError(label_id)

    def by_shortcut(self, key: str) -> Label | None:
        """The label a key press means (case-insensitive), if any."""
        for label in self.labels:
            if label.shortcut.casefold() == key.casefold():
                return label
        return None


def taxonomy_by_id(taxonomy_id: str = DEFAULT_TAXONOMY) -> Taxonomy:
    """One of the error taxonomies that ship with WriterLens."""
    data, source = read_builtin("taxonomy", taxonomy_id, _NOUN)
    return parse_taxonomy(data, source)


def load_taxonomy(path: Path) -> Taxonomy:
    """A taxonomy from a file of the coordinator's (same format as the shipped ones)."""
    data, source = read_file(path, _NOUN)
    return parse_taxonomy(data, source)


def parse_taxonomy(data: dict[str, Any], source: str = "given") -> Taxonomy:
    """Validate and freeze a taxonomy; raises InstrumentError saying what to fix."""
    top = Fields(data, "the taxonomy", _NOUN, source)
    attributes = tuple(
        _attribute(Fields(raw, f"attribute {index}", _NOUN, source))
        for index, raw in enumerate(top.items("attributes"), start=1)
    )
    taxonomy = Taxonomy(
        id=top.ident(),
        version=top.version(),
        title=top.text("title", required=False),
        attributes=attributes,
    )
    _check_unique(top, "attribute id", [a.id for a in attributes])
    _check_unique(top, "label id", [label.id for label in taxonomy.labels])
    _check_unique(top, "shortcut", [label.shortcut for label in taxonomy.labels])
    return taxonomy


def _attribute(fields: Fields) -> Attribute:
    attribute_id = fields.ident()
    fields.where = f"attribute “{attribute_id}”"
    within_summary = fields.flag("within_summary")
    labels: list[Label] = []
    for index, raw in enumerate(fields.items("labels"), start=1):
        label = Fields(raw, f"label {index} of {fields.where}", _NOUN, fields.source)
        label_id = label.ident()
        label.where = f"label “{label_id}”"
        if label_id != attribute_id and not label_id.startswith(attribute_id + "."):
            raise label.error(
                f"{label.where} must be named “{attribute_id}.<name>” after its attribute"
            )
        shortcut = label.text("shortcut")
        if len(shortcut) != 1 or not shortcut.isalnum():
            raise label.error(f"{label.where} needs a single letter or digit as its shortcut")
        may_point = label.flag("may_point_at_antecedent")
        if may_point and not within_summary:
            raise label.error(
                f"{label.where} may not point at an earlier passage: only labels of an "
                "attribute marked “within_summary” (one that judges the summary's own text, "
                "like coherence) can"
            )
        labels.append(
            Label(
                id=label_id,
                attribute_id=attribute_id,
                name=label.text("name"),
                description=label.text("description"),
                shortcut=shortcut.upper(),
                may_point_at_antecedent=may_point,
            )
        )
    return Attribute(
        id=attribute_id,
        name=fields.text("name"),
        description=fields.text("description", required=False),
        within_summary=within_summary,
        labels=tuple(labels),
    )


def _check_unique(top: Fields, what: str, values: list[str]) -> None:
    seen: set[str] = set()
    for value in values:
        if value in seen:
            raise top.error(f"the {what} “{value}” is used twice; each must be unique")
        seen.add(value)
