"""OpenDocument text (.odt), as LibreOffice saves it, read with odfpy.

Paragraphs (``text:p``) and headings (``text:h``) are taken in document order, including those
inside lists, sections and tables. Inside a paragraph, spans and links are read through;
``text:s`` is its count of spaces, ``text:tab`` a tab and ``text:line-break`` a line break (all
folded to one space later). Footnotes, comments, tracked deletions, frames (text boxes,
pictures) and generated indexes are not part of the story and are skipped.
"""

from __future__ import annotations

import contextlib
import io
from typing import Any

from lxml import etree

from writerlens.domain import ImportProblem
from writerlens.texts.archive import member_names, open_zip, read_member
from writerlens.texts.extract import Extracted, check_text_size, damaged
from writerlens.texts.normalize import normalize_lines

_TEXT = "urn:oasis:names:tc:opendocument:xmlns:text:1.0"
_OFFICE = "urn:oasis:names:tc:opendocument:xmlns:office:1.0"
_DRAW = "urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"
_DC = "http://purl.org/dc/elements/1.1/"
_ELEMENT, _TEXT_NODE = 1, 3
_SAFE_XML = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)

_PARAGRAPHS = frozenset({(_TEXT, "p"), (_TEXT, "h")})
_SKIP = frozenset(
    {
        (_TEXT, "note"),
        (_TEXT, "tracked-changes"),
        (_TEXT, "table-of-content"),
        (_TEXT, "alphabetical-index"),
        (_TEXT, "illustration-index"),
        (_TEXT, "table-index"),
        (_TEXT, "object-index"),
        (_TEXT, "user-index"),
        (_TEXT, "bibliography"),
        (_TEXT, "sequence-decls"),
        (_TEXT, "variable-decls"),
        (_TEXT, "user-field-decls"),
        (_OFFICE, "annotation"),
        (_DRAW, "frame"),
    }
)


def read_odt(data: bytes, name: str, max_chars: int) -> Extracted:
    """An .odt story; the title is the document's title (File ▸ Properties), if set."""
    with open_zip(data, name, ".odt") as archive:
        names = member_names(archive)
        if "content.xml" not in names:
            raise ImportProblem(name, damaged(".odt", "it has no content.xml"))
        manifest = b""
        if "META-INF/manifest.xml" in names:
            manifest = read_member(archive, "META-INF/manifest.xml", name, ".odt")
        content = read_member(archive, "content.xml", name, ".odt")
    if b"encryption-data" in manifest:
        raise ImportProblem(
            name,
            "this .odt file is password-protected, so WriterLens cannot read its text. Open it "
            "in LibreOffice, save a copy without a password and import that.",
        )
    # odfpy prints and carries on when a part is not well-formed, which would import a story
    # with its text silently missing; so the text part is checked first.
    try:
        etree.fromstring(content, parser=_SAFE_XML)
    except etree.LxmlError:
        raise ImportProblem(
            name, damaged(".odt", "its text part, content.xml, is not well-formed XML")
        ) from None
    try:
        from odf.opendocument import load

        with contextlib.redirect_stdout(io.StringIO()):  # odfpy's complaints about other parts
            document = load(io.BytesIO(data))
        body = getattr(document, "text", None) or document.body
        blocks: list[str] = []
        _collect_blocks(body, blocks)
        title = _title(document)
    except ImportProblem:
        raise
    except Exception:  # odfpy surfaces zip, SAX and attribute errors; none may escape
        raise ImportProblem(
            name, damaged(".odt", "WriterLens could not read its contents")
        ) from None
    check_text_size(name, sum(map(len, blocks)), max_chars)
    return Extracted(text=normalize_lines(blocks, join_wrapped_lines=False), title=title)


def _collect_blocks(node: Any, blocks: list[str]) -> None:
    for child in node.childNodes:
        if child.nodeType != _ELEMENT or child.qname in _SKIP:
            continue
        if child.qname in _PARAGRAPHS:
            parts: list[str] = []
            _collect_inline(child, parts)
            blocks.append("".join(parts))
        else:
            _collect_blocks(child, blocks)


def _collect_inline(node: Any, parts: list[str]) -> None:
    for child in node.childNodes:
        if child.nodeType == _TEXT_NODE:
            parts.append(child.data)
            continue
        if child.nodeType != _ELEMENT or child.qname in _SKIP:
            continue
        namespace, tag = child.qname
        if namespace == _TEXT and tag == "s":
            count = child.attributes.get((_TEXT, "c")) or "1"
            parts.append(" " * min(int(count) if count.isdigit() else 1, 100))
        elif namespace == _TEXT and tag == "tab":
            parts.append("\t")
        elif namespace == _TEXT and tag == "line-break":
            parts.append("\n")
        else:
            _collect_inline(child, parts)


def _title(document: Any) -> str | None:
    meta = getattr(document, "meta", None)
    if meta is None:
        return None
    for child in meta.childNodes:
        if child.nodeType == _ELEMENT and child.qname == (_DC, "title"):
            parts: list[str] = []
            _collect_inline(child, parts)
            return "".join(parts).strip() or None
    return None
