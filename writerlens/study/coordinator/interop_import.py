"""Annotations made in other tools, read into plain records WriterLens can count.

Read: doccano JSONL (span labels, document labels, entities and relations; UTF-16 offsets),
Label Studio JSON exports (span labels, relations, choices, text areas, pairwise and ranking
answers; code-point offsets), W3C Web Annotation collections (position and quote selectors,
linking bodies), and spans given only as quoted text (as in the BooookScore release), which are
found in the summary and flagged when a quote occurs more than once. Each format's offsets are
read in that tool's one convention (see :mod:`interop_export`); offsets that do not hold the
quote fall back to the quote and its context, never to its first repeat.

These files come from outside: they are parsed with size and depth caps, and a
malformed record is reported, not guessed at.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from writerlens.domain import WriterLensError
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.review.spans import AnchorStatus, find_quote, from_utf16_units
from writerlens.study.coordinator.interop_export import LINKED_PASSAGE
from writerlens.study.safe_json import UnsafeJson, loads_capped

_FILE_UNREADABLE = define(
    "study.interop.file_unreadable",
    QT_TRANSLATE_NOOP(
        "messages",
        "The {what} cannot be read: {exc}.",
    ),
)

_DOCCANO_TEXT_MISSING = define(
    "study.interop.doccano_text_missing",
    QT_TRANSLATE_NOOP(
        "messages",
        "Doccano line {number} has no “text”. Export the project as JSONL again.",
    ),
)

_LABEL_STUDIO_NOT_LIST = define(
    "study.interop.label_studio_not_list",
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
    #: The earlier passage this one points at (code points), highlighted or not, and the id of
    #: the highlight there when there is one.
    link: tuple[int, int] | None = None
    link_id: str = ""


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
        raise AnnotationFileError(_FILE_UNREADABLE(what=what, exc=exc)) from None


# -- spans by offsets or by quote -------------------------------------------------------------


def _offset(text: str, value: Any, utf16: bool) -> int | None:
    if not isinstance(value, int) or isinstance(value, bool):
        return None
    if not utf16:
        return value
    try:
        return from_utf16_units(text, value)
    except ValueError:
        return None


def locate(text: str, start: Any, end: Any, quote: str, *, utf16: bool = False) -> ImportedSpan:
    """A span given by offsets in the format's one convention (code points, or UTF-16 code
    units when ``utf16``) and/or a quote. Offsets that hold the quote are "exact"; otherwise
    the quote is searched for and a repeat is reported as ambiguous, never guessed."""
    s, e = _offset(text, start, utf16), _offset(text, end, utf16)
    if (
        s is not None
        and e is not None
        and 0 <= s < e <= len(text)
        and text[s:e] == (quote or text[s:e])
    ):
        return ImportedSpan(s, e, "", text[s:e], "exact")
    if not quote:
        return ImportedSpan(None, None, "", "", "not found")
    return resolve_quote(text, quote)


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


def json_lines(text: str) -> list[tuple[int, str]]:
    """(line number, line) of a JSON Lines text: only "\\n" ends a line (a trailing "\\r" is
    JSON white space), so U+2028, U+2029 and U+0085 inside a string stay in it."""
    text = text.removeprefix("\ufeff")
    return [(n, line) for n, line in enumerate(text.split("\n"), start=1) if line.strip(" \t\r")]


def read_doccano(raw: bytes | str) -> list[ImportedDocument]:
    """doccano JSONL, offsets in UTF-16 code units (see :mod:`interop_export`): ``label`` as
    ``[[start, end, label], ...]`` (sequence labelling) or ``["label", ...]`` (document
    classification); ``entities`` and ``relations`` (a project that uses relation labeling)."""
    text = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else raw
    documents = []
    for number, line in json_lines(text):
        record = _parse(line, f"Doccano line {number}")
        if not isinstance(record, dict) or not isinstance(record.get("text"), str):
            raise AnnotationFileError(_DOCCANO_TEXT_MISSING(number=number))
        body = record["text"]
        spans: list[ImportedSpan] = []
        labels: list[str] = []
        for item in record.get("label", []) or []:
            if isinstance(item, list) and len(item) == 3:
                found = locate(body, item[0], item[1], "", utf16=True)
                spans.append(_with(found, label=str(item[2])))
            elif isinstance(item, str):
                labels.append(item)
        raw_names = record.get("span_ids")
        names: dict[str, Any] = raw_names if isinstance(raw_names, dict) else {}
        entities: dict[str, ImportedSpan] = {}
        for item in record.get("entities", []) or []:
            if isinstance(item, dict):
                number_id = str(item.get("id", ""))
                entities[number_id] = _with(
                    locate(body, item.get("start_offset"), item.get("end_offset"), "", utf16=True),
                    label=str(item.get("label", "")),
                    id=str(names.get(number_id, number_id)),
                )
        links: dict[str, str] = {}
        for item in record.get("relations", []) or []:
            if isinstance(item, dict):
                links[str(item.get("from_id", ""))] = str(item.get("to_id", ""))
        for key, span in entities.items():
            if span.label == LINKED_PASSAGE:
                continue
            target = entities.get(links.get(key, ""))
            if target is not None and target.start is not None and target.end is not None:
                link_id = "" if target.label == LINKED_PASSAGE else target.id
                span = _with(span, link=(target.start, target.end), link_id=link_id)
            spans.append(span)
        meta = {
            k: v
            for k, v in record.items()
            if k not in ("text", "label", "entities", "relations", "span_ids")
        }
        documents.append(
            ImportedDocument(str(record.get("id", number)), body, tuple(spans), tuple(labels), meta)
        )
    return documents


# -- Label Studio -----------------------------------------------------------------------------


def read_label_studio(raw: bytes | str) -> list[ImportedTask]:
    tasks = _parse(raw, "Label Studio export")
    if not isinstance(tasks, list):
        raise AnnotationFileError(_LABEL_STUDIO_NOT_LIST())
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


def _linked(spans: list[ImportedSpan], links: dict[str, str]) -> list[ImportedSpan]:
    """Relations applied (from a highlight to the passage it points at); the regions that only
    mark a linked passage are not highlights of their own."""
    regions = {s.id: s for s in spans}
    out = []
    for span in spans:
        if span.label == LINKED_PASSAGE:
            continue
        target = regions.get(links.get(span.id, ""))
        if target is not None and target.start is not None and target.end is not None:
            link_id = "" if target.label == LINKED_PASSAGE else target.id
            span = _with(span, link=(target.start, target.end), link_id=link_id)
        out.append(span)
    return out


def _annotation(annotation: dict[str, Any], data: dict[str, Any]) -> ImportedAnnotation:
    spans: list[ImportedSpan] = []
    choices: dict[str, tuple[str, ...]] = {}
    texts: dict[str, str] = {}
    pairwise: dict[str, str] = {}
    rankings: dict[str, tuple[str, ...]] = {}
    ratings: dict[str, float] = {}
    comments: dict[str, str] = {}
    links: dict[str, str] = {}
    for result in annotation.get("result", []) or []:
        if isinstance(result, dict) and result.get("type") == "relation":
            links[str(result.get("from_id", ""))] = str(result.get("to_id", ""))
            continue
        if not isinstance(result, dict) or not isinstance(result.get("value"), dict):
            continue
        kind = result.get("type")
        name = str(result.get("from_name", ""))
        value = result["value"]
        if kind in ("labels", "hypertextlabels") and "start" in value:
            body = data.get(str(result.get("to_name", "")), "")
            body = body if isinstance(body, str) else ""
            quote = value.get("text") if isinstance(value.get("text"), str) else ""
            found = locate(body, value.get("start"), value.get("end"), quote)
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
    spans = _linked([_with(s, comment=comments.get(s.id, s.comment)) for s in spans], links)
    annotator = annotation.get("completed_by", "")
    if isinstance(annotator, dict):
        annotator = annotator.get("email") or annotator.get("id", "")
    return ImportedAnnotation(
        str(annotator), tuple(spans), choices, texts, pairwise, rankings, ratings
    )


# -- W3C Web Annotation -----------------------------------------------------------------------


def read_web_annotations(
    raw: bytes | str, texts: dict[str, str], base: str = "urn:writerlens:"
) -> dict[str, list[ImportedSpan]]:
    """A W3C annotation collection (or a list of annotations) read against the summaries'
    texts (``source`` -> text): summary source -> spans. Each target is found by its
    TextPositionSelector (code points) when that holds its TextQuoteSelector's words, else by
    the quote and its prefix and suffix; linking bodies become links."""
    found = _parse(raw, "W3C annotation collection")
    if isinstance(found, dict) and isinstance(found.get("first"), dict):
        items = found["first"].get("items", [])
    elif isinstance(found, dict) and isinstance(found.get("items"), list):
        items = found["items"]
    else:
        items = found if isinstance(found, list) else [found]
    anchored: dict[str, tuple[str, ImportedSpan]] = {}
    links: dict[str, dict[str, Any]] = {}
    for item in items:
        if not isinstance(item, dict) or not isinstance(item.get("target"), dict):
            continue
        source = str(item["target"].get("source", ""))
        text = texts.get(source)
        if text is None:
            continue
        bodies = item.get("body", [])
        bodies = bodies if isinstance(bodies, list) else [bodies]
        label = next(
            (str(b.get("value", "")) for b in bodies
             if isinstance(b, dict) and b.get("purpose") == "classifying"),
            "",
        )  # fmt: skip
        comment = next(
            (str(b.get("value", "")) for b in bodies
             if isinstance(b, dict) and b.get("purpose") == "commenting"),
            "",
        )  # fmt: skip
        span_id = str(item.get("id", "")).removeprefix(f"{base}span:")
        span = _with(_by_selectors(text, item["target"].get("selector")), label=label, id=span_id)
        anchored[span_id] = (source, _with(span, comment=comment))
        link = next(
            (b for b in bodies if isinstance(b, dict) and b.get("purpose") == "linking"), None
        )
        if link is not None:
            links[span_id] = link
    out: dict[str, list[ImportedSpan]] = {}
    for span_id, (source, span) in anchored.items():
        link = links.get(span_id)
        if link is not None:
            target_id = str(link.get("source", "")).removeprefix(f"{base}span:")
            if target_id in anchored:
                target = anchored[target_id][1]
                if target.start is not None and target.end is not None:
                    span = _with(span, link=(target.start, target.end), link_id=target_id)
            elif link.get("source") == source:
                passage = _by_selectors(texts[source], link.get("selector"))
                if passage.start is not None and passage.end is not None:
                    span = _with(span, link=(passage.start, passage.end))
        out.setdefault(source, []).append(span)
    return out


def _by_selectors(text: str, selectors: Any) -> ImportedSpan:
    selectors = selectors if isinstance(selectors, list) else [selectors]
    position = next(
        (s for s in selectors if isinstance(s, dict) and s.get("type") == "TextPositionSelector"),
        {},
    )
    quote = next(
        (s for s in selectors if isinstance(s, dict) and s.get("type") == "TextQuoteSelector"),
        {},
    )
    exact = quote.get("exact") if isinstance(quote.get("exact"), str) else ""
    start, end = position.get("start"), position.get("end")
    fits = isinstance(start, int) and isinstance(end, int) and 0 <= start < end <= len(text)
    if fits and (not exact or text[start:end] == exact):
        return ImportedSpan(start, end, "", text[start:end], "exact")
    if not exact:
        return ImportedSpan(None, None, "", "", "not found")
    prefix = quote["prefix"] if isinstance(quote.get("prefix"), str) else ""
    suffix = quote["suffix"] if isinstance(quote.get("suffix"), str) else ""
    return resolve_quote(text, exact, prefix, suffix)
