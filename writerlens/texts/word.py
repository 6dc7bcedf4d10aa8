"""Word documents (.docx): body paragraphs in order, read with python-docx.

``python-docx``'s ``Document.paragraphs`` skips tables and content controls and cannot tell a
page break from a line break, so the body XML is walked directly: every ``w:p`` in document
order, text from ``w:t``, tabs and line breaks as whitespace, a page break as a paragraph
break. Deleted tracked changes (``w:delText``) and text boxes (which Word stores twice) are
left out, and so is hidden text (the Hidden font setting, ``w:vanish``, set on a run or by its
character or paragraph style): Word does not show it, so it is no part of the story, and the
import says how many passages it left out. Each Word paragraph is a real paragraph: lines are
never joined.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from typing import Any

from writerlens.domain import ImportProblem
from writerlens.messages import QT_TRANSLATE_NOOP, Message, define
from writerlens.texts.archive import member_names, open_zip, read_text_part
from writerlens.texts.extract import Extracted, check_text_size, damaged
from writerlens.texts.hidden import hidden_text
from writerlens.texts.normalize import normalize_lines

_DOCUMENT_MISSING = define(
    "texts.docx.document_missing",
    QT_TRANSLATE_NOOP(
        "messages",
        "it has no word/document.xml, so it is not a Word document",
    ),
)

_DOCUMENT_MALFORMED = define(
    "texts.docx.document_malformed",
    QT_TRANSLATE_NOOP(
        "messages",
        "its text part is not well-formed XML",
    ),
)

_PART_MISSING = define(
    "texts.docx.part_missing",
    QT_TRANSLATE_NOOP(
        "messages",
        "a part it refers to is missing",
    ),
)

_UNREADABLE = define(
    "texts.docx.unreadable",
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
_R, _RPR, _PPR, _VANISH = f"{_W}r", f"{_W}rPr", f"{_W}pPr", f"{_W}vanish"
_RSTYLE, _PSTYLE, _STYLE, _VAL = f"{_W}rStyle", f"{_W}pStyle", f"{_W}style", f"{_W}val"
_STYLE_ID, _BASED_ON = f"{_W}styleId", f"{_W}basedOn"
_OFF = frozenset({"0", "false", "off"})
_PAGE_BREAK = "\x0c"


def read_docx(data: bytes, name: str, max_chars: int) -> Extracted:
    """A .docx story; the title is the document's Title property, if set."""
    with open_zip(data, name, ".docx") as archive:
        if "word/document.xml" not in member_names(archive):
            raise ImportProblem(
                name,
                damaged(".docx", _DOCUMENT_MISSING()),
            )
        # python-docx reads the part again; this is the check of its size and tags first
        read_text_part(archive, "word/document.xml", name, ".docx")
    try:
        import docx

        document = docx.Document(io.BytesIO(data))
        title = (document.core_properties.title or "").strip() or None
        hidden = _Hidden(_hidden_styles(document))
        blocks = list(_blocks(document.element.body, hidden))
    except ImportProblem:
        raise
    except Exception as error:  # python-docx/lxml raise many kinds; none may reach the writer
        raise ImportProblem(name, damaged(".docx", _describe(error))) from None
    check_text_size(name, sum(map(len, blocks)), max_chars)
    warnings = (hidden_text(hidden.passages),) if hidden.passages else ()
    return Extracted(
        text=normalize_lines(blocks, join_wrapped_lines=False), title=title, warnings=warnings
    )


def _describe(error: Exception) -> Message:
    kind = type(error).__name__
    if "XMLSyntax" in kind:
        return _DOCUMENT_MALFORMED()
    if isinstance(error, KeyError):
        return _PART_MISSING()
    return _UNREADABLE()


def _blocks(body: Any, hidden: _Hidden) -> Iterator[str]:
    """One string per Word paragraph ("" for an empty one), split at page breaks; hidden runs
    are left out (and counted in ``hidden``)."""
    has_nested = any(True for tag in _NESTED for _ in body.iter(tag))
    for paragraph in body.iter(_P):
        if has_nested and _is_nested(paragraph):
            continue
        parts: list[str] = []
        style_hides = hidden.paragraph_style_hides(paragraph)
        in_hidden = False
        for element in paragraph.iter(_T, _TAB, _BR, _CR, _NO_BREAK_HYPHEN):
            if has_nested and _is_nested(element, stop=paragraph):
                continue
            if hidden.run_hides(element.getparent(), style_hides):
                if not in_hidden and (element.tag != _T or element.text):
                    hidden.passages += 1
                    in_hidden = True
                continue
            in_hidden = False
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


class _Hidden:
    """Which runs Word hides: ``w:vanish`` on the run, or on its character or paragraph style
    (a run's own ``w:vanish w:val="0"`` shows it again); counts the passages left out."""

    def __init__(self, styles: frozenset[str]) -> None:
        self.styles = styles
        self.passages = 0

    def paragraph_style_hides(self, paragraph: Any) -> bool:
        if not self.styles:
            return False
        properties = paragraph.find(_PPR)
        style = None if properties is None else properties.find(_PSTYLE)
        return style is not None and style.get(_VAL) in self.styles

    def run_hides(self, run: Any, style_hides: bool) -> bool:
        if run is None or run.tag != _R:
            return style_hides
        properties = run.find(_RPR)
        if properties is not None:
            vanish = properties.find(_VANISH)
            if vanish is not None:
                return _on(vanish)
            style = properties.find(_RSTYLE)
            if style is not None and style.get(_VAL) in self.styles:
                return True
        return style_hides


def _on(toggle: Any) -> bool:
    return str(toggle.get(_VAL, "true")).lower() not in _OFF


def _hidden_styles(document: Any) -> frozenset[str]:
    """The ids of styles that hide their text (directly or by the style they are based on)."""
    try:
        root = document.styles.element
    except (AttributeError, KeyError):  # a document without a styles part
        return frozenset()
    own: dict[str, bool | None] = {}
    based: dict[str, str] = {}
    for style in root.iter(_STYLE):
        style_id = style.get(_STYLE_ID)
        if not style_id:
            continue
        properties = style.find(_RPR)
        vanish = None if properties is None else properties.find(_VANISH)
        own[style_id] = None if vanish is None else _on(vanish)
        parent = style.find(_BASED_ON)
        if parent is not None and parent.get(_VAL):
            based[style_id] = str(parent.get(_VAL))

    def hides(style_id: str) -> bool:
        seen: set[str] = set()
        while style_id and style_id not in seen:
            seen.add(style_id)
            if own.get(style_id) is not None:
                return bool(own[style_id])
            style_id = based.get(style_id, "")
        return False

    return frozenset(style_id for style_id in own if hides(style_id))
