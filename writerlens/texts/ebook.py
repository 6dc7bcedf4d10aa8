"""EPUB e-books (.epub), read with ebooklib in spine (reading) order.

Navigation documents (the EPUB 3 nav, the NCX) and non-linear items (pop-up notes) are skipped.
Each content document's block elements (``p``, ``h1``-``h6``, ``div``, ``li``, ``blockquote``...)
become paragraphs; ``<hr/>`` and empty ``<p>`` spacers feed the scene-break logic. A book with
DRM cannot be read and says so, instead of importing ciphertext.

A book's front and back matter is not the story, and it is where a pen name, a legal name and an
ISBN stand: the title page, copyright page, colophon, dedication, acknowledgments, credits, a
table of contents or an index are left out, found as the book itself marks them (the EPUB 3
landmarks and ``epub:type``, DPUB-ARIA roles, the EPUB 2 guide) and, where it marks nothing, by
how such a page reads (a short page at either end of the book with a copyright line or ISBN, a
first page that holds little but the title, a line "For ..." before the story begins). Hidden
elements (``hidden``, ``display: none``) are left out too. The import says how many parts it
left out.
"""

from __future__ import annotations

import io
import posixpath
import re
import warnings
import zipfile
from typing import Any

from lxml import etree

from writerlens.domain import SCENE_BREAK, ImportProblem
from writerlens.messages import QT_TRANSLATE_NOOP, Message, define
from writerlens.texts.archive import check_markup_parts, member_names, open_zip, read_member
from writerlens.texts.extract import Extracted, check_text_size, damaged
from writerlens.texts.hidden import book_matter
from writerlens.texts.normalize import normalize_lines

_DRM_PROTECTED = define(
    "texts.epub.drm_protected",
    QT_TRANSLATE_NOOP(
        "messages",
        "this EPUB is protected by DRM/encryption, so WriterLens cannot read its "
        "text. If it is your own book, export it again without DRM (or save the "
        "story as .docx) and import that.",
    ),
)

_PART_MISSING = define(
    "texts.epub.part_missing",
    QT_TRANSLATE_NOOP(
        "messages",
        "a part it lists is missing or unreadable",
    ),
)

_NAVIGATION_UNREADABLE = define(
    "texts.epub.navigation_unreadable",
    QT_TRANSLATE_NOOP(
        "messages",
        "its table of contents or a chapter cannot be read",
    ),
)

#: Encryption that only obfuscates embedded fonts (IDPF and Adobe); the text is readable.
_FONT_OBFUSCATION = frozenset(
    {"http://www.idpf.org/2008/embedding", "http://ns.adobe.com/pdf/enc#RC"}
)
_DRM = _DRM_PROTECTED()

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

_OPS_TYPE = "{http://www.idpf.org/2007/ops}type"
#: ``epub:type`` (EPUB 3 structural semantics) and EPUB 2 guide types of matter that is not the
#: story; the story's own parts (prologue, chapters, epilogue, an epigraph) are kept.
_MATTER = frozenset({
    "cover", "titlepage", "halftitlepage", "title-page", "copyright-page", "colophon", "imprint",
    "imprimatur", "dedication", "acknowledgments", "acknowledgements", "contributors",
    "other-credits", "credits", "toc", "loi", "lot", "index", "errata", "seriespage",
    "frontispiece",
})  # fmt: skip
_MATTER_ROLES = frozenset({
    "doc-cover", "doc-colophon", "doc-dedication", "doc-acknowledgments", "doc-credits",
    "doc-toc", "doc-index", "doc-errata",
})  # fmt: skip
_DISPLAY_NONE = re.compile(r"(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)", re.I)
#: What a copyright page or colophon says (heuristics for books that mark nothing).
_RIGHTS = re.compile(
    r"©|\(c\)\s*\d{4}|\bcopyright\b|\ball rights reserved\b|\bisbn\b|\bfirst published\b"
    r"|\bpublished by\b|\bprinted in\b",
    re.I,
)
#: A page at an end of the book this short (words) may be front or back matter.
_SHORT_PAGE_WORDS = 300
_TITLE_PAGE_WORDS = 40
#: A dedication: a line or two before the story begins that opens with "For", "To", "In memory".
_DEDICATION = re.compile(r"^\s*(?:for|to|in (?:loving )?memory of)\b", re.I)
_DEDICATION_WORDS = 15
_ENDS = 3


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
        marked = _marked_matter(book, epub)
        titles = book.get_metadata("DC", "title")
        title = next((str(value).strip() for value, _ in titles if str(value).strip()), None)
        pages: list[tuple[str, list[str]]] = []
        left_out = 0
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
            href = posixpath.normpath(item.get_name())
            if "" in marked.get(href, ()):
                left_out += 1
                continue
            page = _Page(marked.get(href, set()))
            pages.append((href, _html_lines(item.get_content(), page)))
            left_out += page.left_out
        kept, guessed = _without_unmarked_matter(pages, title, marked)
        left_out += guessed
        lines = [line for _href, page_lines in kept for line in page_lines]
    except ImportProblem:
        raise
    except Exception as error:  # ebooklib raises EpubException, KeyError, zip and lxml errors
        raise ImportProblem(name, damaged(".epub", _describe(error))) from None
    check_text_size(name, sum(map(len, lines)), max_chars)
    said = (book_matter(left_out),) if left_out else ()
    return Extracted(
        text=normalize_lines(lines, join_wrapped_lines=False), title=title, warnings=said
    )


class _Page:
    """What to leave out of one content document: the elements whose ids the landmarks or guide
    name, elements marked as matter or hidden; counts what it left out."""

    def __init__(self, ids: set[str]) -> None:
        self.ids = ids
        self.left_out = 0

    def skips(self, element: Any) -> bool:
        if _is_matter(element) or (self.ids and element.get("id") in self.ids):
            self.left_out += 1
            return True
        return element.get("hidden") is not None or bool(
            _DISPLAY_NONE.search(element.get("style") or "")
        )


def _is_matter(element: Any) -> bool:
    types = set((element.get(_OPS_TYPE) or "").lower().split())
    roles = set((element.get("role") or "").lower().split())
    return bool(types & _MATTER or roles & _MATTER_ROLES)


def _marked_matter(book: Any, epub: Any) -> dict[str, set[str]]:
    """Content documents (by path in the book) the book marks as matter: ``{""}`` for a whole
    document, else the ids of its elements. From the EPUB 2 guide and the EPUB 3 landmarks."""
    marked: dict[str, set[str]] = {}

    def mark(base: str, href: str) -> None:
        path, _, fragment = href.partition("#")
        if not path:
            return
        full = posixpath.normpath(posixpath.join(posixpath.dirname(base), path))
        marked.setdefault(full, set()).add(fragment)

    for reference in getattr(book, "guide", None) or []:
        kind = str(reference.get("type", "")).lower()
        if kind in _MATTER and reference.get("href"):
            mark("", str(reference["href"]))
    for item in book.get_items():
        is_nav = isinstance(item, epub.EpubNav) or "nav" in (
            getattr(item, "properties", None) or []
        )
        if not is_nav:
            continue
        try:
            root = _parse(item.get_content())
        except etree.LxmlError:
            continue
        if root is None:
            continue
        for nav in root.iter():
            if _local(nav) != "nav" or "landmarks" not in (nav.get(_OPS_TYPE) or "").split():
                continue
            for link in nav.iter():
                if _local(link) == "a" and link.get("href"):
                    types = set((link.get(_OPS_TYPE) or "").lower().split())
                    if types & _MATTER:
                        mark(item.get_name(), str(link.get("href")))
    return marked


def _without_unmarked_matter(
    pages: list[tuple[str, list[str]]], title: str | None, marked: dict[str, set[str]]
) -> tuple[list[tuple[str, list[str]]], int]:
    """The pages without the front and back matter of a book that marks none: a short page at
    either end with a copyright line or an ISBN, a first page holding little but the title, a
    dedication ("For ...", a line or two) before the first page of prose. A book of one page keeps
    it (a story's copyright line is then part of its page)."""
    if len(pages) < 2 or marked:
        return pages, 0
    folded_title = " ".join((title or "").split()).casefold()
    drop: set[int] = set()
    ends = set(range(min(_ENDS, len(pages)))) | set(range(max(0, len(pages) - _ENDS), len(pages)))
    lengths = [len(" ".join(lines).split()) for _href, lines in pages]
    story_starts = next((n for n, words in enumerate(lengths) if words > _TITLE_PAGE_WORDS), 0)
    for index in sorted(ends):
        text = " ".join(pages[index][1])
        words = len(text.split())
        if words > _SHORT_PAGE_WORDS:
            continue
        rights = _RIGHTS.search(text) is not None
        dedication = (
            index < story_starts and words <= _DEDICATION_WORDS and bool(_DEDICATION.match(text))
        )
        title_page = (
            index == 0
            and words <= _TITLE_PAGE_WORDS
            and bool(folded_title)
            and folded_title in " ".join(text.split()).casefold()
        )
        if rights or dedication or title_page:
            drop.add(index)
    if len(drop) >= len(pages):
        return pages, 0
    return [page for n, page in enumerate(pages) if n not in drop], len(drop)


def _describe(error: Exception) -> Message:
    if isinstance(error, KeyError | zipfile.BadZipFile):
        return _PART_MISSING()
    return _NAVIGATION_UNREADABLE()


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


def _html_lines(content: bytes, page: _Page | None = None) -> list[str]:
    """Text of each block element, one line each; ``""`` for an empty ``<p>``; hr → break.
    What ``page`` skips (front and back matter, hidden elements) is left out."""
    root = _parse(content)
    if root is None:
        return []
    body = next((el for el in root.iter() if _local(el) == "body"), root)
    lines: list[str] = []
    buffer: list[str] = []
    open_paragraphs: list[int] = []  # len(lines) when each open <p> started
    left: set[Any] = set()  # elements left out (front and back matter, hidden)

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
            if page is not None and page.skips(element):
                left.add(element)  # its end event still comes: only its tail is the story
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
        elif element in left:
            if element.tail and element is not body:
                buffer.append(element.tail)
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
