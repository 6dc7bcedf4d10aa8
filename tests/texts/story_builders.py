"""One short story, and builders that save it in every format WriterLens imports.

A plain module with a unique name (not ``conftest``), so tests can import it directly.

The files are made with the same libraries a writer's tools use (python-docx, odfpy, ebooklib)
or, for RTF, written by hand with proper escapes, so that the importers are tested against
real files rather than mocks.
"""

from __future__ import annotations

import zipfile
from collections.abc import Sequence
from pathlib import Path

from writerlens.domain import SCENE_BREAK

TITLE = "The Salt Ledger"

BEFORE = [
    "Every morning at six, Hélène Marchetti unlocked the salt house and wrote the tide in the "
    "ledger — a habit her grandmother had started in 1958.",
    "“You’ll ruin your eyes with that pencil,” said Tomás, leaning in the doorway with two "
    "coffees.",
    "She didn’t look up. “The sea doesn’t care about my eyes. It cares whether somebody is "
    "counting.”",
    "Outside, the pans lay flat and pale under a sky the colour of crème anglaise, and the "
    "gulls argued over nothing.",
    "By noon the wind had turned. Tomás said it smelled of rain; Hélène said it smelled of "
    "Brittany, which was the same thing.",
]
AFTER = [
    "Three weeks later the ledger was missing from its shelf.",
    "Hélène searched the salt house twice — the cupboards, the rafters, the tin where "
    "Grand-mère had kept her cigarettes — before she thought to ask.",
    "“I took it to the mairie,” Tomás admitted. “They wanted proof that the tides were ours.”",
    "“The tides aren’t anybody’s,” she said, but she was smiling.",
    "That evening she began a new page, and at the top, in careful capitals, she wrote: DÉJÀ VU.",
]
PARAGRAPHS = [*BEFORE, SCENE_BREAK, *AFTER]
#: The canonical text every format must import to.
CANONICAL = "\n\n".join(PARAGRAPHS)


def write_docx(path: Path, paragraphs: Sequence[str], title: str | None = TITLE) -> Path:
    import docx

    document = docx.Document()
    if title:
        document.core_properties.title = title
    for text in paragraphs:
        document.add_paragraph(text)
    document.save(str(path))
    return path


def write_odt(path: Path, paragraphs: Sequence[str], title: str | None = TITLE) -> Path:
    from odf import dc
    from odf import text as odf_text
    from odf.opendocument import OpenDocumentText

    document = OpenDocumentText()
    if title:
        document.meta.addElement(dc.Title(text=title))
    for text in paragraphs:
        document.text.addElement(odf_text.P(text=text))
    document.save(str(path))
    return path


def _xhtml(paragraphs: Sequence[str]) -> str:
    from html import escape

    body = "".join("<hr/>" if p == SCENE_BREAK else f"<p>{escape(p)}</p>" for p in paragraphs)
    return f"<html><head><title>x</title></head><body>{body}</body></html>"


def write_epub(path: Path, chapters: Sequence[Sequence[str]], title: str | None = TITLE) -> Path:
    """An EPUB 3 with a nav document (first in the spine) and one XHTML file per chapter."""
    from ebooklib import epub

    book = epub.EpubBook()
    book.set_identifier("writerlens-test-book")
    book.set_language("en")
    if title:
        book.set_title(title)
    items = []
    for number, paragraphs in enumerate(chapters, start=1):
        item = epub.EpubHtml(
            title=f"Chapter {number}", file_name=f"chapter{number}.xhtml", lang="en"
        )
        item.content = _xhtml(paragraphs)
        book.add_item(item)
        items.append(item)
    book.toc = items
    book.add_item(epub.EpubNcx())
    book.add_item(epub.EpubNav())
    book.spine = ["nav", *items]
    epub.write_epub(str(path), book)
    return path


def rtf_escape(text: str) -> str:
    """RTF for ``text``: Latin-1 letters as ``\\'xx``, everything else non-ASCII as ``\\uN?``."""
    out = []
    for char in text:
        code = ord(char)
        if char in "\\{}":
            out.append("\\" + char)
        elif code < 0x80:
            out.append(char)
        elif 0xA0 <= code <= 0xFF:
            out.append(f"\\'{code:02x}")
        else:
            out.append(f"\\u{code if code < 0x8000 else code - 0x10000}?")
    return "".join(out)


def write_rtf(path: Path, paragraphs: Sequence[str], title: str | None = TITLE) -> Path:
    info = f"{{\\info{{\\title {rtf_escape(title)}}}{{\\author A. Writer}}}}" if title else ""
    body = "".join(
        "\\pard\\qc #\\par\n" if p == SCENE_BREAK else f"\\pard {rtf_escape(p)}\\par\n"
        for p in paragraphs
    )
    path.write_bytes(
        (
            "{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0\\froman Times New Roman;}}"
            f"{info}\n\\f0\\fs24\n{body}}}"
        ).encode("ascii")
    )
    return path


def add_to_zip(path: Path, member: str, content: str) -> None:
    with zipfile.ZipFile(path, "a") as archive:
        archive.writestr(member, content)
