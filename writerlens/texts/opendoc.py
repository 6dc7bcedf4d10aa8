"""OpenDocument text (.odt), as LibreOffice saves it, read with lxml.

Paragraphs (``text:p``) and headings (``text:h``) are taken in document order, including those
inside lists, sections and tables. Inside a paragraph, spans and links are read through;
``text:s`` is its count of spaces, ``text:tab`` a tab and ``text:line-break`` a line break (all
folded to one space later). Footnotes, comments, tracked deletions, frames (text boxes,
pictures) and generated indexes are not part of the story and are skipped.

Only content.xml (and meta.xml, for the title) is parsed, with lxml, after its size and number
of tags were checked (see ``archive``): odfpy's Python tree of every part took gigabytes on a
hostile file, where lxml's tree of the checked text part stays small.
"""

from __future__ import annotations

from typing import Any

from lxml import etree

from writerlens.domain import ImportProblem
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.texts.archive import member_names, open_zip, read_member, read_text_part
from writerlens.texts.extract import Extracted, check_text_size, damaged
from writerlens.texts.normalize import normalize_lines

_NO_CONTENT_XML = define(
    "texts.no_content_xml",
    QT_TRANSLATE_NOOP(
        "messages",
        "it has no content.xml",
    ),
)

_ODT_FILE_PASSWORD_PROTECTED = define(
    "texts.odt_file_password_protected",
    QT_TRANSLATE_NOOP(
        "messages",
        "this .odt file is password-protected, so WriterLens cannot read its text. "
        "Open it in LibreOffice, save a copy without a password and import that.",
    ),
)

_TEXT_PART_CONTENT_XML = define(
    "texts.text_part_content_xml",
    QT_TRANSLATE_NOOP(
        "messages",
        "its text part, content.xml, is not well-formed XML",
    ),
)

_TEXT = "urn:oasis:names:tc:opendocument:xmlns:text:1.0"
_OFFICE = "urn:oasis:names:tc:opendocument:xmlns:office:1.0"
_DRAW = "urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"
_DC = "http://purl.org/dc/elements/1.1/"
_SAFE_XML = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)

_PARAGRAPHS = frozenset({f"{{{_TEXT}}}p", f"{{{_TEXT}}}h"})
_SKIP = frozenset(
    {
        f"{{{_TEXT}}}note",
        f"{{{_TEXT}}}tracked-changes",
        f"{{{_TEXT}}}table-of-content",
        f"{{{_TEXT}}}alphabetical-index",
        f"{{{_TEXT}}}illustration-index",
        f"{{{_TEXT}}}table-index",
        f"{{{_TEXT}}}object-index",
        f"{{{_TEXT}}}user-index",
        f"{{{_TEXT}}}bibliography",
        f"{{{_TEXT}}}sequence-decls",
        f"{{{_TEXT}}}variable-decls",
        f"{{{_TEXT}}}user-field-decls",
        f"{{{_OFFICE}}}annotation",
        f"{{{_DRAW}}}frame",
    }
)
_SPACE, _TAB, _LINE_BREAK = f"{{{_TEXT}}}s", f"{{{_TEXT}}}tab", f"{{{_TEXT}}}line-break"
_COUNT = f"{{{_TEXT}}}c"
_MAX_META_BYTES = 4 * 1024 * 1024


def read_odt(data: bytes, name: str, max_chars: int) -> Extracted:
    """An .odt story; the title is the document's title (File ▸ Properties), if set."""
    with open_zip(data, name, ".odt") as archive:
        names = member_names(archive)
        if "content.xml" not in names:
            raise ImportProblem(name, damaged(".odt", _NO_CONTENT_XML()))
        manifest = b""
        if "META-INF/manifest.xml" in names:
            manifest = read_member(archive, "META-INF/manifest.xml", name, ".odt", _MAX_META_BYTES)
        meta = b""
        if "meta.xml" in names:
            meta = read_member(archive, "meta.xml", name, ".odt", _MAX_META_BYTES)
        if b"encryption-data" in manifest:
            raise ImportProblem(
                name,
                _ODT_FILE_PASSWORD_PROTECTED(),
            )
        content = read_text_part(archive, "content.xml", name, ".odt")
    try:
        root = etree.fromstring(content, parser=_SAFE_XML)
    except etree.LxmlError:
        raise ImportProblem(name, damaged(".odt", _TEXT_PART_CONTENT_XML())) from None
    del content
    body = root.find(f"{{{_OFFICE}}}body")
    text = body.find(f"{{{_OFFICE}}}text") if body is not None else None
    blocks: list[str] = []
    _collect_blocks(text if text is not None else root, blocks)
    del root, body, text
    check_text_size(name, sum(map(len, blocks)), max_chars)
    return Extracted(text=normalize_lines(blocks, join_wrapped_lines=False), title=_title(meta))


def _collect_blocks(node: Any, blocks: list[str]) -> None:
    for child in node:
        tag = child.tag
        if not isinstance(tag, str) or tag in _SKIP:  # comments, processing instructions
            continue
        if tag in _PARAGRAPHS:
            parts: list[str] = []
            _collect_inline(child, parts)
            blocks.append("".join(parts))
        else:
            _collect_blocks(child, blocks)


def _collect_inline(node: Any, parts: list[str]) -> None:
    if node.text:
        parts.append(node.text)
    for child in node:
        tag = child.tag
        if isinstance(tag, str) and tag not in _SKIP:
            if tag == _SPACE:
                count = child.get(_COUNT) or "1"
                parts.append(" " * min(int(count) if count.isdigit() else 1, 100))
            elif tag == _TAB:
                parts.append("\t")
            elif tag == _LINE_BREAK:
                parts.append("\n")
            else:
                _collect_inline(child, parts)
        if child.tail:
            parts.append(child.tail)


def _title(meta: bytes) -> str | None:
    if not meta:
        return None
    try:
        root = etree.fromstring(meta, parser=_SAFE_XML)
    except etree.LxmlError:
        return None  # the title is a nicety; a damaged meta.xml costs the story nothing
    found = root.find(f".//{{{_DC}}}title")
    if found is None:
        return None
    parts: list[str] = []
    _collect_inline(found, parts)
    return "".join(parts).strip() or None
