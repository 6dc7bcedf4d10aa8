"""OpenDocument text (.odt), as LibreOffice saves it, read with lxml.

Paragraphs (``text:p``) and headings (``text:h``) are taken in document order, including those
inside lists, sections and tables. Inside a paragraph, spans and links are read through;
``text:s`` is its count of spaces, ``text:tab`` a tab and ``text:line-break`` a line break (all
folded to one space later). Footnotes, comments, tracked deletions, frames (text boxes,
pictures) and generated indexes are not part of the story and are skipped, and so is hidden
text (a style with ``text:display="none"``, a hidden-text field or a hidden paragraph): the
reader never sees it, and the import says how many passages it left out.

Only content.xml (and meta.xml, for the title) is parsed, with lxml, after its size and number
of tags were checked (see ``archive``): odfpy's Python tree of every part took gigabytes on a
hostile file, where lxml's tree of the checked text part stays small.
"""

from __future__ import annotations

from contextlib import suppress
from typing import Any

from lxml import etree

from writerlens.domain import ImportProblem
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.texts.archive import member_names, open_zip, read_member, read_text_part
from writerlens.texts.extract import Extracted, check_text_size, damaged
from writerlens.texts.hidden import hidden_text
from writerlens.texts.normalize import normalize_lines

_CONTENT_MISSING = define(
    "texts.odt.content_missing",
    QT_TRANSLATE_NOOP(
        "messages",
        "it has no content.xml",
    ),
)

_PASSWORD_PROTECTED = define(
    "texts.odt.password_protected",
    QT_TRANSLATE_NOOP(
        "messages",
        "this .odt file is password-protected, so WriterLens cannot read its text. "
        "Open it in LibreOffice, save a copy without a password and import that.",
    ),
)

_CONTENT_MALFORMED = define(
    "texts.odt.content_malformed",
    QT_TRANSLATE_NOOP(
        "messages",
        "its text part, content.xml, is not well-formed XML",
    ),
)

_TEXT = "urn:oasis:names:tc:opendocument:xmlns:text:1.0"
_OFFICE = "urn:oasis:names:tc:opendocument:xmlns:office:1.0"
_DRAW = "urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"
_DC = "http://purl.org/dc/elements/1.1/"
_STYLE = "urn:oasis:names:tc:opendocument:xmlns:style:1.0"
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
_STYLE_NAME, _IS_HIDDEN = f"{{{_TEXT}}}style-name", f"{{{_TEXT}}}is-hidden"
_HIDDEN_TEXT, _HIDDEN_PARAGRAPH = f"{{{_TEXT}}}hidden-text", f"{{{_TEXT}}}hidden-paragraph"
_MAX_META_BYTES = 4 * 1024 * 1024


def read_odt(data: bytes, name: str, max_chars: int) -> Extracted:
    """An .odt story; the title is the document's title (File ▸ Properties), if set."""
    with open_zip(data, name, ".odt") as archive:
        names = member_names(archive)
        if "content.xml" not in names:
            raise ImportProblem(name, damaged(".odt", _CONTENT_MISSING()))
        manifest = b""
        if "META-INF/manifest.xml" in names:
            manifest = read_member(archive, "META-INF/manifest.xml", name, ".odt", _MAX_META_BYTES)
        meta = b""
        if "meta.xml" in names:
            meta = read_member(archive, "meta.xml", name, ".odt", _MAX_META_BYTES)
        if b"encryption-data" in manifest:
            raise ImportProblem(
                name,
                _PASSWORD_PROTECTED(),
            )
        content = read_text_part(archive, "content.xml", name, ".odt")
        styles = b""
        if "styles.xml" in names:
            styles = read_text_part(archive, "styles.xml", name, ".odt")
    try:
        root = etree.fromstring(content, parser=_SAFE_XML)
    except etree.LxmlError:
        raise ImportProblem(name, damaged(".odt", _CONTENT_MALFORMED())) from None
    del content
    body = root.find(f"{{{_OFFICE}}}body")
    text = body.find(f"{{{_OFFICE}}}text") if body is not None else None
    hidden = _Hidden(_hidden_styles(root, styles))
    blocks: list[str] = []
    _collect_blocks(text if text is not None else root, blocks, hidden)
    del root, body, text
    check_text_size(name, sum(map(len, blocks)), max_chars)
    said = (hidden_text(hidden.passages),) if hidden.passages else ()
    return Extracted(
        text=normalize_lines(blocks, join_wrapped_lines=False), title=_title(meta), warnings=said
    )


class _Hidden:
    """The styles that hide their text, and a count of the passages left out."""

    def __init__(self, styles: frozenset[str]) -> None:
        self.styles = styles
        self.passages = 0

    def hides(self, element: Any) -> bool:
        tag = element.tag
        if tag == _HIDDEN_TEXT:
            return str(element.get(_IS_HIDDEN, "true")).lower() != "false"
        return bool(self.styles) and element.get(_STYLE_NAME) in self.styles

    def hides_paragraph(self, paragraph: Any) -> bool:
        if self.hides(paragraph):
            return True
        return any(
            str(field.get(_IS_HIDDEN, "true")).lower() != "false"
            for field in paragraph.iter(_HIDDEN_PARAGRAPH)
        )


def _hidden_styles(content: Any, styles: bytes) -> frozenset[str]:
    """Names of the styles (automatic ones in content.xml, named ones in styles.xml) whose text
    properties say ``text:display="none"``, directly or through their parent style."""
    roots = [content]
    if styles:
        with suppress(etree.LxmlError):  # unreadable styles hide nothing
            roots.append(etree.fromstring(styles, parser=_SAFE_XML))
    own: dict[str, bool | None] = {}
    parents: dict[str, str] = {}
    for root in roots:
        for style in root.iter(f"{{{_STYLE}}}style"):
            style_name = style.get(f"{{{_STYLE}}}name")
            if not style_name:
                continue
            properties = style.find(f"{{{_STYLE}}}text-properties")
            display = None if properties is None else properties.get(f"{{{_TEXT}}}display")
            own[style_name] = None if display is None else display == "none"
            parent = style.get(f"{{{_STYLE}}}parent-style-name")
            if parent:
                parents[style_name] = parent

    def hides(style_name: str) -> bool:
        seen: set[str] = set()
        while style_name and style_name not in seen:
            seen.add(style_name)
            if own.get(style_name) is not None:
                return bool(own[style_name])
            style_name = parents.get(style_name, "")
        return False

    return frozenset(name for name in own if hides(name))


def _collect_blocks(node: Any, blocks: list[str], hidden: _Hidden) -> None:
    for child in node:
        tag = child.tag
        if not isinstance(tag, str) or tag in _SKIP:  # comments, processing instructions
            continue
        if tag in _PARAGRAPHS:
            if hidden.hides_paragraph(child):
                hidden.passages += 1
                continue
            parts: list[str] = []
            _collect_inline(child, parts, hidden)
            blocks.append("".join(parts))
        else:
            _collect_blocks(child, blocks, hidden)


def _collect_inline(node: Any, parts: list[str], hidden: _Hidden | None = None) -> None:
    if node.text:
        parts.append(node.text)
    for child in node:
        tag = child.tag
        if isinstance(tag, str) and hidden is not None and hidden.hides(child):
            hidden.passages += 1
        elif isinstance(tag, str) and tag not in _SKIP:
            if tag == _SPACE:
                count = child.get(_COUNT) or "1"
                parts.append(" " * min(int(count) if count.isdigit() else 1, 100))
            elif tag == _TAB:
                parts.append("\t")
            elif tag == _LINE_BREAK:
                parts.append("\n")
            else:
                _collect_inline(child, parts, hidden)
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
