"""A bundle's highlighted passages, and the links between them, in annotation tools' formats.

Each format has ONE offset convention, the tool's own, converted here at the edge (the reader
in :mod:`interop_import` converts back); ``resources/schema/bundle-format.md`` ("Annotation
tools") says the same for coordinators:

- W3C Web Annotation (JSON-LD): TextPositionSelector ``start``/``end`` count code points, as
  the Web Annotation Data Model defines them, with a TextQuoteSelector (exact, prefix, suffix)
  beside it. A link is a ``linking`` body: the earlier annotation when the linked passage is a
  highlight, else the passage itself (the summary with both selectors).
- Label Studio (JSON tasks): region ``start``/``end`` are code points (Python string indexes).
  Label Studio's own test "NER - Emoji - Text" expects "test" in "🐱 Warning: This is a test
  text" at 21-25, and its converters slice ``text[start:end]`` in Python. A link is a
  ``relation`` result between two regions; a linked passage that nobody highlighted gets a
  region of its own labelled :data:`LINKED_PASSAGE`.
- doccano (JSONL, the "JSONL(Relation)" import of a sequence-labelling project): offsets are
  UTF-16 code units, because doccano's browser side measures JavaScript strings (doccano
  issue 2290: "👨🏻‍🚒 firemen drive firetrucks" has "firetrucks" at 22-32, not 19-29). The
  project must keep "Count grapheme clusters as one character" off, have "Allow overlapping
  spans" on (a default project drops overlapping spans) and "Use relation labeling" on (links
  are ``relations``).

They work on a bundle's data (ids already pseudonymous). Summaries whose text was not
exported cannot be annotated elsewhere and are skipped.
"""

from __future__ import annotations

import json
from typing import Any
from xml.sax.saxutils import quoteattr

from writerlens.review.spans import CONTEXT, utf16_units
from writerlens.study.coordinator.dataset import model_name

ANNOTATION_CONTEXT = "http://www.w3.org/ns/anno.jsonld"
#: The label of a passage that a highlight points at but nobody highlighted (Label Studio
#: region, doccano entity).
LINKED_PASSAGE = "linked passage"
#: The relation name of a link from a highlight to the earlier passage it points at.
LINK = "points at"
#: What a coordinator sets when creating the doccano project (its field names).
DOCCANO_PROJECT = {
    "project_type": "SequenceLabeling",
    "allow_overlapping": True,
    "use_relation": True,
    "grapheme_mode": False,
}


#: What the coordinator is told with a doccano file (the project options by their names in
#: doccano's project form).
DOCCANO_SETUP = (
    "In doccano, create a Sequence Labeling project with “Allow overlapping spans” and “Use "
    "relation labeling” ticked and “Count grapheme clusters as one character” left off, then "
    "import this file as “JSONL(Relation)”. A project without overlapping spans drops the "
    "highlights that overlap."
)


def _texts(data: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {s["id"]: s for s in data["summaries"] if "text" in s}


def _spans(data: dict[str, Any]) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """(review, span) for every span, in review then position order."""
    return [(review, span) for review in data["reviews"] for span in review["spans"]]


def linked_passage(
    span: dict[str, Any], others: dict[str, dict[str, Any]], text: str
) -> tuple[int, int] | None:
    """The (start, end) in code points of the passage ``span`` points at, highlighted or not
    (None where it points at nothing inside ``text``)."""
    antecedent = span.get("antecedent")
    target = others.get(span.get("antecedent_id") or "")
    if isinstance(antecedent, dict) and isinstance(antecedent.get("start"), int):
        passage = antecedent["start"], antecedent["end"]
    elif target is not None:
        passage = target["start"], target["end"]
    else:
        return None
    return passage if 0 <= passage[0] < passage[1] <= len(text) else None


def _by_id(spans: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {s["id"]: s for s in spans}


def _linked_highlight(span: dict[str, Any], spans: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The earlier highlight ``span`` points at (``antecedent_id``), if that is what it links to;
    a link to a passage nobody highlighted as such has none."""
    wanted = span.get("antecedent_id")
    return next((s for s in spans if wanted and s["id"] == wanted), None)


# -- W3C --------------------------------------------------------------------------------------


def _selectors(text: str, start: int, end: int) -> list[dict[str, Any]]:
    return [
        {"type": "TextPositionSelector", "start": start, "end": end},
        {
            "type": "TextQuoteSelector",
            "exact": text[start:end],
            "prefix": text[max(0, start - CONTEXT) : start],
            "suffix": text[end : end + CONTEXT],
        },
    ]


def annotation_collection(
    items: list[dict[str, Any]], base: str = "urn:writerlens:"
) -> dict[str, Any]:
    """The collection and its one page, each with the ``id`` the model requires."""
    return {
        "@context": ANNOTATION_CONTEXT,
        "id": f"{base}annotations",
        "type": "AnnotationCollection",
        "label": "WriterLens highlighted passages",
        "total": len(items),
        "first": {
            "id": f"{base}annotations:page-1",
            "type": "AnnotationPage",
            "startIndex": 0,
            "items": items,
        },
    }


def web_annotation_items(
    data: dict[str, Any], base: str = "urn:writerlens:"
) -> list[dict[str, Any]]:
    summaries = _texts(data)
    items = []
    for review, span in _spans(data):
        summary = summaries.get(span["summary_id"])
        if summary is None:
            continue
        text = summary["text"]
        source = f"{base}summary:{summary['id']}"
        body: list[dict[str, Any]] = [
            {"type": "TextualBody", "purpose": "classifying", "value": span["label_id"]}
        ]
        if span.get("comment"):
            body.append({"type": "TextualBody", "purpose": "commenting", "value": span["comment"]})
        passage = linked_passage(span, _by_id(review["spans"]), text)
        if passage is not None:
            target = _linked_highlight(span, review["spans"])
            if target is not None:
                link: dict[str, Any] = {"source": f"{base}span:{target['id']}"}
            else:
                link = {"source": source, "selector": _selectors(text, *passage)}
            body.append({"type": "SpecificResource", "purpose": "linking", **link})
        items.append(
            {
                "@context": ANNOTATION_CONTEXT,
                "id": f"{base}span:{span['id']}",
                "type": "Annotation",
                "motivation": "assessing",
                "body": body,
                "target": {
                    "source": source,
                    "selector": _selectors(text, span["start"], span["end"]),
                },
            }
        )
    return items


def web_annotations(data: dict[str, Any], base: str = "urn:writerlens:") -> dict[str, Any]:
    return annotation_collection(web_annotation_items(data, base), base)


# -- doccano ----------------------------------------------------------------------------------


def doccano_jsonl(data: dict[str, Any]) -> str:
    """One JSON Lines record per shown summary, in doccano's "JSONL(Relation)" layout."""
    summaries = _texts(data)
    lines = []
    for review in data["reviews"]:
        for summary_id in review["order"]:
            summary = summaries.get(summary_id)
            if summary is None:
                continue
            lines.append(json.dumps(_doccano_record(review, summary), ensure_ascii=False))
    # JSON Lines: "\n" ends every record; json.dumps escapes "\n" and "\r" inside strings, and
    # U+2028/U+2029/U+0085 are left as they are (they end no JSON Lines record).
    return "".join(line + "\n" for line in lines)


def _doccano_record(review: dict[str, Any], summary: dict[str, Any]) -> dict[str, Any]:
    text = summary["text"]
    mine = [s for s in review["spans"] if s["summary_id"] == summary["id"]]
    entities: list[dict[str, Any]] = []
    relations: list[dict[str, Any]] = []
    number: dict[tuple[int, int, str], int] = {}

    def entity(start: int, end: int, label: str) -> int:
        key = (start, end, label)
        if key not in number:
            number[key] = len(entities) + 1
            entities.append(
                {
                    "id": number[key],
                    "label": label,
                    "start_offset": utf16_units(text, start),
                    "end_offset": utf16_units(text, end),
                }
            )
        return number[key]

    ids = {s["id"]: entity(s["start"], s["end"], s["label_id"]) for s in mine}
    for span in mine:
        passage = linked_passage(span, _by_id(mine), text)
        if passage is None:
            continue
        target = _linked_highlight(span, mine)
        to_id = ids[target["id"]] if target is not None else entity(*passage, LINKED_PASSAGE)
        relations.append(
            {"id": len(relations) + 1, "from_id": ids[span["id"]], "to_id": to_id, "type": LINK}
        )
    return {
        "id": summary["id"],
        "text": text,
        "entities": entities,
        "relations": relations,
        "Comments": [s["comment"] for s in mine if s.get("comment")],
        "span_ids": {str(ids[s["id"]]): s["id"] for s in mine},
        "story_id": summary["story_id"],
        "model": model_name(summary),
    }


# -- Label Studio -----------------------------------------------------------------------------


def label_studio_tasks(data: dict[str, Any]) -> list[dict[str, Any]]:
    summaries = _texts(data)
    tasks: list[dict[str, Any]] = []
    for review in data["reviews"]:
        for summary_id in review["order"]:
            summary = summaries.get(summary_id)
            if summary is None:
                continue
            mine = [s for s in review["spans"] if s["summary_id"] == summary_id]
            tasks.append(
                {
                    "id": len(tasks) + 1,
                    "data": {
                        "text": summary["text"],
                        "summary_id": summary_id,
                        "story_id": summary["story_id"],
                        "model": model_name(summary),
                    },
                    "annotations": [{"result": _label_studio_result(summary["text"], mine)}],
                }
            )
    return tasks


def _region(text: str, region_id: str, start: int, end: int, label: str) -> dict[str, Any]:
    return {
        "id": region_id,
        "from_name": "label",
        "to_name": "text",
        "type": "labels",
        "value": {"start": start, "end": end, "text": text[start:end], "labels": [label]},
    }


def _label_studio_result(text: str, spans: list[dict[str, Any]]) -> list[dict[str, Any]]:
    result: list[dict[str, Any]] = []
    for span in spans:
        result.append(_region(text, span["id"], span["start"], span["end"], span["label_id"]))
        if span.get("comment"):
            result.append(
                {
                    "id": span["id"],
                    "from_name": "comment",
                    "to_name": "text",
                    "type": "textarea",
                    "value": {
                        "start": span["start"],
                        "end": span["end"],
                        "text": [span["comment"]],
                    },
                }
            )
    passages: dict[tuple[int, int], str] = {}
    for span in spans:
        passage = linked_passage(span, _by_id(spans), text)
        if passage is None:
            continue
        target = _linked_highlight(span, spans)
        if target is not None:
            to_id = target["id"]
        elif passage in passages:
            to_id = passages[passage]
        else:
            to_id = passages[passage] = f"{span['id']}-linked"
            result.append(_region(text, to_id, *passage, LINKED_PASSAGE))
        result.append(
            {
                "type": "relation",
                "from_id": span["id"],
                "to_id": to_id,
                "direction": "right",
                "labels": [LINK],
            }
        )
    return result


def label_studio_config(data: dict[str, Any]) -> str:
    """The labeling configuration the tasks need: every label they use, the linked-passage
    label, the relation and the per-region comment."""
    labels = sorted({span["label_id"] for _review, span in _spans(data)} | {LINKED_PASSAGE})
    label_lines = "\n".join(f"    <Label value={quoteattr(label)}/>" for label in labels)
    return (
        "<View>\n"
        f'  <Labels name="label" toName="text">\n{label_lines}\n  </Labels>\n'
        '  <Text name="text" value="$text"/>\n'
        f"  <Relations>\n    <Relation value={quoteattr(LINK)}/>\n  </Relations>\n"
        '  <TextArea name="comment" toName="text" perRegion="true"/>\n'
        "</View>\n"
    )
