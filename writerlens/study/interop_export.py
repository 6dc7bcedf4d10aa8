"""A bundle's highlighted passages in the formats annotation tools read.

- W3C Web Annotation (JSON-LD): each span is an Annotation whose target carries a
  TextPositionSelector (code points, as the model defines them) and a TextQuoteSelector.
- Doccano (JSONL, sequence labelling): one line per summary, ``label`` as
  ``[start, end, label]`` in code points (Python string indexes, as Doccano's export).
- Label Studio (JSON tasks with one annotation each): region offsets are counted in UTF-16
  code units, as Label Studio's browser side counts them; ``text`` repeats the quote so a
  reader can check (and :mod:`interop_import` does).

They work on a bundle's data (ids already pseudonymous). Summaries whose text was not
exported cannot be annotated elsewhere and are skipped.
"""

from __future__ import annotations

import json
from typing import Any

from writerlens.study.dataset import model_name

ANNOTATION_CONTEXT = "http://www.w3.org/ns/anno.jsonld"


def _texts(data: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {s["id"]: s for s in data["summaries"] if "text" in s}


def _spans(data: dict[str, Any]) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """(review, span) for every span, in review then position order."""
    return [(review, span) for review in data["reviews"] for span in review["spans"]]


def utf16_offset(text: str, offset: int) -> int:
    return len(text[:offset].encode("utf-16-le", "surrogatepass")) // 2


def web_annotations(data: dict[str, Any], base: str = "urn:writerlens:") -> dict[str, Any]:
    summaries = _texts(data)
    items = []
    for _review, span in _spans(data):
        summary = summaries.get(span["summary_id"])
        if summary is None:
            continue
        text = summary["text"]
        start, end = span["start"], span["end"]
        body: list[dict[str, Any]] = [
            {"type": "TextualBody", "purpose": "classifying", "value": span["label_id"]}
        ]
        if span.get("comment"):
            body.append({"type": "TextualBody", "purpose": "commenting", "value": span["comment"]})
        if span.get("antecedent_id"):
            body.append(
                {
                    "type": "SpecificResource",
                    "purpose": "linking",
                    "source": f"{base}span:{span['antecedent_id']}",
                }
            )
        items.append(
            {
                "@context": ANNOTATION_CONTEXT,
                "id": f"{base}span:{span['id']}",
                "type": "Annotation",
                "motivation": "assessing",
                "body": body,
                "target": {
                    "source": f"{base}summary:{summary['id']}",
                    "selector": [
                        {"type": "TextPositionSelector", "start": start, "end": end},
                        {
                            "type": "TextQuoteSelector",
                            "exact": text[start:end],
                            "prefix": text[max(0, start - 32) : start],
                            "suffix": text[end : end + 32],
                        },
                    ],
                },
            }
        )
    return {
        "@context": ANNOTATION_CONTEXT,
        "type": "AnnotationCollection",
        "label": "WriterLens highlighted passages",
        "total": len(items),
        "first": {"type": "AnnotationPage", "items": items},
    }


def doccano_jsonl(data: dict[str, Any]) -> str:
    summaries = _texts(data)
    spans: dict[str, list[dict[str, Any]]] = {}
    for _review, span in _spans(data):
        spans.setdefault(span["summary_id"], []).append(span)
    lines = []
    for review in data["reviews"]:
        for summary_id in review["order"]:
            summary = summaries.get(summary_id)
            if summary is None:
                continue
            line = {
                "id": summary_id,
                "text": summary["text"],
                "label": [[s["start"], s["end"], s["label_id"]] for s in spans.get(summary_id, [])],
                "Comments": [s["comment"] for s in spans.get(summary_id, []) if s.get("comment")],
                "story_id": summary["story_id"],
                "model": model_name(summary),
            }
            lines.append(json.dumps(line, ensure_ascii=False))
    return "\n".join(lines) + ("\n" if lines else "")


def label_studio_tasks(data: dict[str, Any]) -> list[dict[str, Any]]:
    summaries = _texts(data)
    tasks: list[dict[str, Any]] = []
    for review in data["reviews"]:
        by_summary: dict[str, list[dict[str, Any]]] = {}
        for span in review["spans"]:
            by_summary.setdefault(span["summary_id"], []).append(span)
        for summary_id in review["order"]:
            summary = summaries.get(summary_id)
            if summary is None:
                continue
            text = summary["text"]
            result: list[dict[str, Any]] = []
            for span in by_summary.get(summary_id, []):
                value = {
                    "start": utf16_offset(text, span["start"]),
                    "end": utf16_offset(text, span["end"]),
                    "text": text[span["start"] : span["end"]],
                }
                result.append(
                    {
                        "id": span["id"],
                        "from_name": "label",
                        "to_name": "text",
                        "type": "labels",
                        "value": {**value, "labels": [span["label_id"]]},
                    }
                )
                if span.get("comment"):
                    result.append(
                        {
                            "id": span["id"],
                            "from_name": "comment",
                            "to_name": "text",
                            "type": "textarea",
                            "value": {**value, "text": [span["comment"]]},
                        }
                    )
            tasks.append(
                {
                    "id": len(tasks) + 1,
                    "data": {
                        "text": text,
                        "summary_id": summary_id,
                        "story_id": summary["story_id"],
                        "model": model_name(summary),
                    },
                    "annotations": [{"result": result}],
                }
            )
    return tasks
