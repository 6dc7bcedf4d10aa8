"""Word documents (.docx): body paragraphs in order, read with python-docx.

``python-docx``'s ``Document.paragraphs`` skips tables and content controls and cannot tell a
page break from a line break, so the body XML is walked directly: every ``w:p`` in document
order, text from ``w:t``, tabs and line breaks as whitespace, a page break as a paragraph
break. Deleted tracked changes (``w:delText``) and text boxes (which Word stores twice) are
left out. Each Word paragraph is a real paragraph: lines are never joined.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from typing import Any

from writerlens.domain import ImportProblem
from writerlens.messages import QT_TRANSLATE_NOOP, Message, define
from writerlens.texts.archive import member_names, open_zip, read_text_part
from writerlens.texts.extract import Extracted, check_text_size, damaged
from writerlens.texts.normalize import normalize_lines

_NO_WORD_DOCUMENT_XML = define(
    "texts.no_word_document_xml",
    QT_TRANSLATE_NOOP(
        "messages",
        "it has no word/document.xml, so it is not a Word document",
    ),
)

_TEXT_PART_NOT_WELL = define(
    "texts.text_part_not_well",
    QT_TRANSLATE_NOOP(
        "messages",
        "its text part is not well-formed XML",
    ),
)

_PART_REFERS_MISSING = define(
    "texts.part_refers_missing",
    QT_TRANSLATE_NOOP(
        "messages",
        "a part it refers to is missing",
    ),
)

_WRITERLENS_COULD_NOT_READ = define(
    "texts.writerlens_could_not_read",
    QT_TRANSLATE_NOOP(
        "messages",
        "WriterLens could not read its contents",
    ),
)

_W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
_MC = "{http://schemas.openxmlformats.org/markup-compatibility/2006}"
_P, _T, _TAB, _BR, _CR = f"{_W}p", f"{_W}t", f"{_W}tab", f"{_W}br", f"{_W}cr"
_NO_BREAK_HYPHEN = f"{_W}noBreakHyphen"
_TYPE = f"{_W}type"
_NESTED = frozenset({f"{_W}txbxContent", f"{_MC}Fallback"})
_PAGE_BREAK = "\x0c"


def read_docx(data: bytes, name: str, max_chars: int) -> Extracted:
    """A .docx story; the title is the document's Title property, if set."""
    with open_zip(data, name, ".docx") as archive:
        if "word/document.xml" not in member_names(archive):
            raise ImportProblem(
                name,
                damaged(".docx", _NO_WORD_DOCUMENT_XML()),
            )
        # python-docx reads the part again; this is the check of its size and tags first
        read_text_part(archive, "word/document.xml", name, ".docx")
    try:
        import docx

        document = docx.Document(io.BytesIO(data))
        title = (document.core_properties.title or "").strip() or None
        blocks = list(_blocks(document.element.body))
    except ImportProblem:
        raise
    except Exception as error:  # python-docx/lxml raise many kinds; none may reach the writer
        raise ImportProblem(name, damaged(".docx", _describe(error))) from None
    check_text_size(name, sum(map(len, blocks)), max_chars)
    return Extracted(text=normalize_lines(blocks, join_wrapped_lines=False), title=title)


def _describe(error: Exception) -> Message:
    kind = type(error).__name__
    if "XMLSyntax" in kind:
        return _TEXT_PART_NOT_WELL()
    if isinstance(error, KeyError):
        return _PART_REFERS_MISSING()
    return _WRITERLENS_COULD_NOT_READ()


def _blocks(body: Any) -> Iterator[str]:
    """One string per Word paragraph ("" for an empty one), split at page breaks."""
    has_nested = any(True for tag in _NESTED for _ in body.iter(tag))
    for paragraph in body.iter(_P):
        if has_nested and _is_nested(paragraph):
            continue
        parts: list[str] = []
        for element in paragraph.iter(_T, _TAB, _BR, _CR, _NO_BREAK_HYPHEN):
            if has_nested and _is_nested(element, stop=paragraph):
                continue
            tag = element.tag
            if tag == _T:
                parts.append(element.text or "")
            elif tag == _TAB:
                parts.append("\t")
            elif tag == _NO_BREAK_HYPHEN:
                parts.append("\u2011")
            elif tag == _BR and element.get(_TYPE) == "page":
                parts.append(_PAGE_BREAK)
            else:
                parts.append("\n")
        text = "".join(parts)
        if _PAGE_BREAK in text:
            # A page break starts a new paragraph but is not a blank line (which could be read
            # as a scene break): a paragraph holding only a page break disappears.
            yield from (piece for piece in text.split(_PAGE_BREAK) if piece.strip())
        else:
            yield text


def _is_nested(element: Any, stop: Any = None) -> bool:
    """True if ``element`` sits in a text box or a compatibility fallback (below ``stop``)."""
    for ancestor in element.iterancestors():
        if ancestor is stop:
            return False
        if ancestor.tag in _NESTED:
            return True
    return False
