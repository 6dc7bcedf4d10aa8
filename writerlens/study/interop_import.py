"""Annotations made in other tools, read into plain records WriterLens can count.

Read: Doccano JSONL (span labels and document labels), Label Studio JSON exports (span labels,
choices, text areas, pairwise and ranking answers), and spans given only as quoted text (as in
the BooookScore release), which are found in the summary and flagged when a quote occurs more
than once. These files come from outside: they are parsed with size and depth caps, and a
malformed record is reported, not guessed at.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from writerlens.domain import WriterLensError
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.review.spans import AnchorStatus, find_quote
from writerlens.study.safe_json import UnsafeJson, loads_capped

_CANNOT_READ = define(
    "study.cannot_read_2",
    QT_TRANSLATE_NOOP(
        "messages",
        "The {what} cannot be read: {exc}.",
    ),
)

_DOCCANO_LINE_NO_TEXT = define(
    "study.doccano_line_no_text",
    QT_TRANSLATE_NOOP(
        "messages",
        "Doccano line {number} has no “text”. Export the project as JSONL again.",
    ),
)

_LABEL_STUDIO_EXPORT_JSON = define(
    "study.label_studio_export_json",
    QT_TRANSLATE_NOOP(
        "messages",
        "A Label Studio export is a JSON list of tasks. Export the project as “JSON” again.",
    ),
)

MAX_IMPORT_BYTES = 256 * 1024 * 1024
MAX_IMPORT_DEPTH = 64


class AnnotationFileError(WriterLensError):
    """An annotation file cannot be read; nothing was imported from it."""


@dataclass(frozen=True)
class ImportedSpan:
    start: int | None
    end: int | None
    label: str
    quote: str = ""
    #: "exact" (offsets hold the quote), "found" (located by the quote), "ambiguous" (the
    #: quote occurs several times; ``candidates`` are the starts), "not found".
    status: str = "exact"
    candidates: tuple[int, ...] = ()
    comment: str = ""
    id: str = ""


@dataclass(frozen=True)
class ImportedDocument:
    """One Doccano line."""

    id: str
    text: str
    spans: tuple[ImportedSpan, ...] = ()
    labels: tuple[str, ...] = ()
    meta: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class ImportedAnnotation:
    """One person's annotation of one Label Studio task."""

    annotator: str
    spans: tuple[ImportedSpan, ...] = ()
    choices: dict[str, tuple[str, ...]] = field(default_factory=dict)
    texts: dict[str, str] = field(default_factory=dict)
    pairwise: dict[str, str] = field(default_factory=dict)
    rankings: dict[str, tuple[str, ...]] = field(default_factory=dict)
    ratings: dict[str, float] = field(default_factory=dict)


@dataclass(frozen=True)
class ImportedTask:
    id: str
    data: dict[str, Any]
    annotations: tuple[ImportedAnnotation, ...]


def _parse(raw: bytes | str, what: str) -> Any:
    if isinstance(raw, str):
        raw = raw.encode("utf-8")
    try:
        return loads_capped(raw, max_bytes=MAX_IMPORT_BYTES, max_depth=MAX_IMPORT_DEPTH)
    except UnsafeJson as exc:
        raise AnnotationFileError(_CANNOT_READ(what=what, exc=exc)) from None


# -- spans by offsets or by quote -------------------------------------------------------------


def locate(text: str, start: Any, end: Any, quote: str, *, utf16: bool = False) -> ImportedSpan:
    """A span given by offsets (code points, or UTF-16 units when ``utf16``) and/or a quote.
    Offsets win when they hold the quote; otherwise the quote is searched for."""
    if isinstance(start, int) and isinstance(end, int) and not isinstance(start, bool):
        for s, e in _candidates(text, start, end, utf16):
            if 0 <= s < e <= len(text) and (not quote or text[s:e] == quote):
                return ImportedSpan(s, e, "", text[s:e], "exact")
    if not quote:
        return ImportedSpan(None, None, "", "", "not found")
    return resolve_quote(text, quote)


def _candidates(text: str, start: int, end: int, utf16: bool) -> list[tuple[int, int]]:
    found = [(start, end)]
    if utf16:
        s, e = _from_utf16(text, start), _from_utf16(text, end)
        if s is not None and e is not None:
            found.insert(0, (s, e))
    return found


def _from_utf16(text: str, units: int) -> int | None:
    count = 0
    for index, char in enumerate(text):
        if count == units:
            return index
        if count > units:
            return None
        count += 2 if ord(char) > 0xFFFF else 1
    return len(text) if count == units else None


def resolve_quote(text: str, quote: str, prefix: str = "", suffix: str = "") -> ImportedSpan:
    """Find a quoted passage; several equally good places make it ambiguous, not guessed."""
    if not quote.strip():
        return ImportedSpan(None, None, "", quote, "not found")
    anchor = find_quote(text, quote, prefix, suffix)
    if anchor.status is AnchorStatus.AMBIGUOUS:
        return ImportedSpan(None, None, "", quote, "ambiguous", anchor.candidates)
    if anchor.status is AnchorStatus.NOT_FOUND:
        return ImportedSpan(None, None, "", quote, "not found")
    return ImportedSpan(anchor.start, anchor.end, "", quote, "found")


def quote_spans(text: str, items: Iterable[dict[str, Any]]) -> list[ImportedSpan]:
    """Quote-only spans (``{"id", "span": quote, "labels": [...], "questions": comment}``, the
    BooookScore layout), one ImportedSpan per label, each found in ``text``."""
    out = []
    for item in items:
        if not isinstance(item, dict) or not isinstance(item.get("span"), str):
            continue
        found = resolve_quote(text, item["span"])
        labels = [lab for lab in item.get("labels", []) if isinstance(lab, str)] or [""]
        comment = item.get("questions") if isinstance(item.get("questions"), str) else ""
        for label in labels:
            out.append(_with(found, label=label, comment=comment, id=str(item.get("id", ""))))
    return out


def _with(span: ImportedSpan, **changes: Any) -> ImportedSpan:
    return replace(span, **changes)


# -- Doccano ----------------------------------------------------------------------------------


def read_doccano(raw: bytes | str) -> list[ImportedDocument]:
    """Doccano JSONL: ``label`` as ``[[start, end, label], ...]`` (sequence labelling) or as
    ``["label", ...]`` (document classification); newer exports' ``entities`` too."""
    text = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else raw
    documents = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        record = _parse(line, f"Doccano line {number}")
        if not isinstance(record, dict) or not isinstance(record.get("text"), str):
            raise AnnotationFileError(_DOCCANO_LINE_NO_TEXT(number=number))
        body = record["text"]
        spans: list[ImportedSpan] = []
        labels: list[str] = []
        for item in record.get("label", []) or []:
            if isinstance(item, list) and len(item) == 3:
                spans.append(_with(locate(body, item[0], item[1], ""), label=str(item[2])))
            elif isinstance(item, str):
                labels.append(item)
        for item in record.get("entities", []) or []:
            if isinstance(item, dict):
                spans.append(
                    _with(
                        locate(body, item.get("start_offset"), item.get("end_offset"), ""),
                        label=str(item.get("label", "")),
                        id=str(item.get("id", "")),
                    )
                )
        meta = {k: v for k, v in record.items() if k not in ("text", "label", "entities")}
        documents.append(
            ImportedDocument(str(record.get("id", number)), body, tuple(spans), tuple(labels), meta)
        )
    return documents


# -- Label Studio -----------------------------------------------------------------------------


def read_label_studio(raw: bytes | str) -> list[ImportedTask]:
    tasks = _parse(raw, "Label Studio export")
    if not isinstance(tasks, list):
        raise AnnotationFileError(_LABEL_STUDIO_EXPORT_JSON())
    out = []
    for task in tasks:
        if not isinstance(task, dict):
            continue
        raw_data = task.get("data")
        data: dict[str, Any] = raw_data if isinstance(raw_data, dict) else {}
        annotations = tuple(
            _annotation(a, data)
            for a in task.get("annotations", []) or []
            if isinstance(a, dict) and not a.get("was_cancelled")
        )
        out.append(ImportedTask(str(task.get("id", "")), data, annotations))
    return out


def _annotation(annotation: dict[str, Any], data: dict[str, Any]) -> ImportedAnnotation:
    spans: list[ImportedSpan] = []
    choices: dict[str, tuple[str, ...]] = {}
    texts: dict[str, str] = {}
    pairwise: dict[str, str] = {}
    rankings: dict[str, tuple[str, ...]] = {}
    ratings: dict[str, float] = {}
    comments: dict[str, str] = {}
    for result in annotation.get("result", []) or []:
        if not isinstance(result, dict) or not isinstance(result.get("value"), dict):
            continue
        kind = result.get("type")
        name = str(result.get("from_name", ""))
        value = result["value"]
        if kind in ("labels", "hypertextlabels") and "start" in value:
            body = data.get(str(result.get("to_name", "")), "")
            body = body if isinstance(body, str) else ""
            quote = value.get("text") if isinstance(value.get("text"), str) else ""
            found = locate(body, value.get("start"), value.get("end"), quote, utf16=True)
            for label in value.get("labels", []) or [""]:
                spans.append(_with(found, label=str(label), id=str(result.get("id", ""))))
        elif kind == "choices":
            choices[name] = tuple(str(c) for c in value.get("choices", []) or [])
        elif kind == "textarea":
            joined = "\n".join(str(t) for t in value.get("text", []) or [])
            if "start" in value:
                comments[str(result.get("id", ""))] = joined
            else:
                texts[name] = joined
        elif kind == "pairwise":
            pairwise[name] = str(value.get("selected", ""))
        elif kind == "ranker":
            ranked = value.get("ranker", {})
            if isinstance(ranked, dict):
                for bucket, ids in ranked.items():
                    rankings[f"{name}:{bucket}"] = tuple(str(i) for i in ids or [])
        elif kind == "rating" and isinstance(value.get("rating"), int | float):
            ratings[name] = float(value["rating"])
    spans = [_with(s, comment=comments.get(s.id, s.comment)) for s in spans]
    annotator = annotation.get("completed_by", "")
    if isinstance(annotator, dict):
        annotator = annotator.get("email") or annotator.get("id", "")
    return ImportedAnnotation(
        str(annotator), tuple(spans), choices, texts, pairwise, rankings, ratings
    )
