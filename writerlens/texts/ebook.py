"""EPUB e-books (.epub), read with ebooklib in spine (reading) order.

Navigation documents (the EPUB 3 nav, the NCX) and non-linear items (pop-up notes) are skipped.
Each content document's block elements (``p``, ``h1``-``h6``, ``div``, ``li``, ``blockquote``...)
become paragraphs; ``<hr/>`` and empty ``<p>`` spacers feed the scene-break logic. A book with
DRM cannot be read and says so, instead of importing ciphertext.
"""

from __future__ import annotations

import io
import re
import warnings
import zipfile
from typing import Any

from lxml import etree

from writerlens.domain import SCENE_BREAK, ImportProblem
from writerlens.messages import QT_TRANSLATE_NOOP, Message, define
from writerlens.texts.archive import check_markup_parts, member_names, open_zip, read_member
from writerlens.texts.extract import Extracted, check_text_size, damaged
from writerlens.texts.normalize import normalize_lines

_EPUB_PROTECTED_DRM_ENCRYPTION = define(
    "texts.epub_protected_drm_encryption",
    QT_TRANSLATE_NOOP(
        "messages",
        "this EPUB is protected by DRM/encryption, so WriterLens cannot read its "
        "text. If it is your own book, export it again without DRM (or save the "
        "story as .docx) and import that.",
    ),
)

_PART_LISTS_MISSING_UNREADABLE = define(
    "texts.part_lists_missing_unreadable",
    QT_TRANSLATE_NOOP(
        "messages",
        "a part it lists is missing or unreadable",
    ),
)

_TABLE_CONTENTS_CHAPTER_CANNOT = define(
    "texts.table_contents_chapter_cannot",
    QT_TRANSLATE_NOOP(
        "messages",
        "its table of contents or a chapter cannot be read",
    ),
)

#: Encryption that only obfuscates embedded fonts (IDPF and Adobe); the text is readable.
_FONT_OBFUSCATION = frozenset(
    {"http://www.idpf.org/2008/embedding", "http://ns.adobe.com/pdf/enc#RC"}
)
_DRM = _EPUB_PROTECTED_DRM_ENCRYPTION()

_BLOCK_TAGS = (
    "p div h1 h2 h3 h4 h5 h6 blockquote li ul ol dl dt dd pre table tr td th caption section "
    "article header footer aside figure figcaption address center main body"
)
_BLOCKS = frozenset(_BLOCK_TAGS.split())
_MEDIA = frozenset(["img", "image", "svg", "object", "video", "audio", "math", "iframe"])
_SKIPPED = frozenset(["head", "script", "style", "title", "template", "nav", "svg", "math"])
_XML_DECLARATION = re.compile(r"^\s*<\?xml[^>]*\?>")
_SELF_CLOSED = re.compile(r"<(title|script|style|a|div|p|span)(\s[^<>]*)?/>", re.IGNORECASE)
_SAFE_XML = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


def read_epub(data: bytes, name: str, max_chars: int) -> Extracted:
    """An .epub story; the title is the book's Dublin Core title, if any."""
    with open_zip(data, name, ".epub") as archive:
        _refuse_drm(archive, name)
        check_markup_parts(archive, name, ".epub")
    try:
        from ebooklib import ITEM_DOCUMENT, epub

        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            book = epub.read_epub(io.BytesIO(data), options={"ignore_ncx": True})
        lines: list[str] = []
        for item_id, linear in book.spine:
            item = book.get_item_with_id(item_id)
            if (
                item is None
                or str(linear).lower() == "no"
                or isinstance(item, epub.EpubNav)
                or "nav" in (getattr(item, "properties", None) or [])
                or item.get_type() != ITEM_DOCUMENT
            ):
                continue
            lines.extend(_html_lines(item.get_content()))
        titles = book.get_metadata("DC", "title")
        title = next((str(value).strip() for value, _ in titles if str(value).strip()), None)
    except ImportProblem:
        raise
    except Exception as error:  # ebooklib raises EpubException, KeyError, zip and lxml errors
        raise ImportProblem(name, damaged(".epub", _describe(error))) from None
    check_text_size(name, sum(map(len, lines)), max_chars)
    return Extracted(text=normalize_lines(lines, join_wrapped_lines=False), title=title)


def _describe(error: Exception) -> Message:
    if isinstance(error, KeyError | zipfile.BadZipFile):
        return _PART_LISTS_MISSING_UNREADABLE()
    return _TABLE_CONTENTS_CHAPTER_CANNOT()


def _refuse_drm(archive: zipfile.ZipFile, name: str) -> None:
    """Raise if the book's text is encrypted; font obfuscation alone is fine.

    Any encrypted entry whose method is not a font-obfuscation algorithm (or is not declared)
    counts as DRM, and so does an encryption manifest that cannot be parsed.
    """
    names = member_names(archive)
    if "META-INF/encryption.xml" not in names:
        return
    manifest = read_member(archive, "META-INF/encryption.xml", name, ".epub")
    try:
        root = etree.fromstring(manifest, parser=_SAFE_XML)
    except etree.LxmlError:
        raise ImportProblem(name, _DRM) from None
    for encrypted in root.iter("{*}EncryptedData"):
        method = next(encrypted.iter("{*}EncryptionMethod"), None)
        if method is None or method.get("Algorithm") not in _FONT_OBFUSCATION:
            raise ImportProblem(name, _DRM)


def _parse(content: bytes) -> Any:
    """Parse XHTML strictly; fall back to the forgiving HTML parser for tag soup."""
    try:
        return etree.fromstring(content, parser=_SAFE_XML)
    except etree.XMLSyntaxError:
        pass
    from lxml import html

    if content.startswith((b"\xff\xfe", b"\xfe\xff")):
        text = content.decode("utf-16", errors="replace")
    else:
        text = content.decode("utf-8", errors="replace")
    text = _SELF_CLOSED.sub(r"<\1\2></\1>", _XML_DECLARATION.sub("", text))
    if not text.strip():
        return None
    return html.document_fromstring(text)


def _html_lines(content: bytes) -> list[str]:
    """Text of each block element, one line each; ``""`` for an empty ``<p>``; hr → break."""
    root = _parse(content)
    if root is None:
        return []
    body = next((el for el in root.iter() if _local(el) == "body"), root)
    lines: list[str] = []
    buffer: list[str] = []
    open_paragraphs: list[int] = []  # len(lines) when each open <p> started

    def flush() -> None:
        if buffer:
            text = "".join(buffer)
            buffer.clear()
            if text.strip():
                lines.append(text)

    walker = etree.iterwalk(body, events=("start", "end", "comment", "pi"))
    for event, element in walker:
        if event in ("comment", "pi"):
            if element.tail:
                buffer.append(element.tail)
            continue
        tag = _local(element)
        if event == "start":
            if tag in _SKIPPED:
                walker.skip_subtree()
                continue
            if tag in _BLOCKS:
                flush()
                if tag == "p":
                    open_paragraphs.append(len(lines))
            elif tag == "br":
                buffer.append("\n")
            elif tag == "hr":
                flush()
                lines.append(SCENE_BREAK)
            if element.text:
                buffer.append(element.text)
        else:
            if tag in _BLOCKS and tag not in _SKIPPED:
                flush()
                if tag == "p" and open_paragraphs and _is_spacer(element, open_paragraphs, lines):
                    lines.append("")  # an empty paragraph (not a picture): a spacer line
            if element.tail and element is not body:
                buffer.append(element.tail)
    flush()
    return lines


def _is_spacer(paragraph: Any, open_paragraphs: list[int], lines: list[str]) -> bool:
    """Close a ``<p>``: True if it produced no line and holds no picture."""
    produced = open_paragraphs.pop() != len(lines)
    return not produced and not any(_local(inner) in _MEDIA for inner in paragraph.iter())


def _local(element: Any) -> str:
    tag = element.tag
    if not isinstance(tag, str):
        return ""
    return tag.rsplit("}", 1)[-1].lower()
