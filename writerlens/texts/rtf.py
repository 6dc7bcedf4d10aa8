"""Rich Text Format (.rtf), as WordPad, TextEdit and Scrivener save it, read with striprtf.

RTF is 7-bit ASCII with escapes: ``\\'e9`` is a byte in the document's code page and
``\\u8217?`` a Unicode character; striprtf decodes both. Raw 8-bit bytes (which the format
forbids but some programs write) are read as Windows-1252. ``\\par`` ends a paragraph; a page or
section break starts a new one without making a blank line, and ``\\line`` (a line break inside
a paragraph) is folded to a space, like a line break in a Word paragraph.
"""

from __future__ import annotations

import re

from writerlens.domain import ImportProblem
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.texts.extract import Extracted, check_text_size, damaged
from writerlens.texts.normalize import clean_inline, normalize_lines
from writerlens.texts.plain import decode_cp1252

_NOT_RTF = define(
    "texts.rtf.not_rtf",
    QT_TRANSLATE_NOOP(
        "messages",
        "this is not a valid RTF file (it does not start with “{{\\rtf”). Open it in "
        "your word processor, save it as .rtf again and import that.",
    ),
)

_UNDECODABLE = define(
    "texts.rtf.undecodable",
    QT_TRANSLATE_NOOP(
        "messages",
        "WriterLens could not decode it",
    ),
)

_PAGE_BREAK = "\x0c"
_BREAKS = re.compile(r"(?<!\\)\\(page|sect)(?![a-zA-Z])[ ]?")
_LINE = re.compile(r"(?<!\\)\\line(?![a-zA-Z])[ ]?")
_TITLE = re.compile(r"\{\\title[ ]?((?:[^{}\\]|\\[^{}]|\\[{}])*)\}")


def read_rtf(data: bytes, name: str, max_chars: int) -> Extracted:
    """An .rtf story; the title is the ``{\\info{\\title ...}}`` entry, if any."""
    if not data.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"{\\rtf"):
        raise ImportProblem(
            name,
            _NOT_RTF(),
        )
    source = decode_cp1252(data)
    source = _LINE.sub(r"\\tab ", _BREAKS.sub(r"\\'0c", source))
    try:
        from striprtf.striprtf import rtf_to_text

        text = rtf_to_text(source, encoding="cp1252", errors="replace")
        found = _TITLE.search(source)
        title = None
        if found:
            title = clean_inline(
                rtf_to_text("{\\rtf1\\ansi " + found.group(1) + "}", errors="replace")
            )
    except Exception:  # striprtf can raise on malformed control words and code pages
        raise ImportProblem(name, damaged(".rtf", _UNDECODABLE())) from None
    check_text_size(name, len(text), max_chars)
    blocks: list[str] = []
    for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
        if _PAGE_BREAK in line:
            blocks.extend(piece for piece in line.split(_PAGE_BREAK) if piece.strip())
        else:
            blocks.append(line)
    return Extracted(text=normalize_lines(blocks, join_wrapped_lines=False), title=title or None)
