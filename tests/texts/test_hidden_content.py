"""What a reader never sees is not the story: Word's hidden text, Markdown comments and an
e-book's front and back matter (title page, copyright page, colophon, dedication...) are left
out of the imported story, and the import says so. Real files, made with the libraries a
writer's tools use, through the library's real import."""

from __future__ import annotations

from pathlib import Path

from story_builders import BEFORE, CANONICAL, PARAGRAPHS, TITLE, write_epub

from writerlens.services.library import Library

PEN_NAME = "Anna Quill"
SECRETS = (PEN_NAME, "Annika Lindqvist", "978-3-16-148410-0", "anna@example.org", "draft 3")


def _imported(library: Library, path: Path) -> tuple[str, list[str]]:
    outcome = library.import_file(path)
    assert outcome.manuscript is not None
    return outcome.manuscript.text, [str(w) for w in outcome.warnings]


def _nothing_hidden_in(text: str) -> None:
    for secret in SECRETS:
        assert secret not in text


def test_word_hidden_text_is_left_out_and_the_import_says_so(
    library: Library, tmp_path: Path
) -> None:
    import docx
    from docx.enum.style import WD_STYLE_TYPE

    document = docx.Document()
    document.core_properties.title = TITLE
    secret_style = document.styles.add_style("Private note", WD_STYLE_TYPE.CHARACTER)
    secret_style.font.hidden = True
    for number, text in enumerate(PARAGRAPHS):
        paragraph = document.add_paragraph(text)
        if number == 1:  # hidden by the run's own Hidden setting
            paragraph.add_run(f" [{PEN_NAME}, {SECRETS[4]}]").font.hidden = True
        if number == 3:  # hidden by its character style
            paragraph.add_run(f" Ask {SECRETS[1]} ({SECRETS[3]}).", style="Private note")
        if number == 4:  # hidden, then shown again by the run itself
            run = paragraph.add_run(" ", style="Private note")
            run.font.hidden = False
    document.add_paragraph(f"ISBN {SECRETS[2]}").runs[0].font.hidden = True
    path = tmp_path / "ledger.docx"
    document.save(str(path))

    text, warnings = _imported(library, path)
    assert text == CANONICAL
    _nothing_hidden_in(text)
    assert any("Left out 3 passages of hidden text" in w for w in warnings), warnings


def test_a_word_document_without_hidden_text_says_nothing_about_it(
    library: Library, tmp_path: Path
) -> None:
    from story_builders import write_docx

    text, warnings = _imported(library, write_docx(tmp_path / "plain.docx", PARAGRAPHS))
    assert text == CANONICAL and not any("hidden" in w for w in warnings)


def test_markdown_comments_are_left_out_and_an_unclosed_one_is_kept(
    library: Library, tmp_path: Path
) -> None:
    lines = [f"# {TITLE}", "", f"<!-- by {PEN_NAME}, {SECRETS[3]} -->", ""]
    for number, paragraph in enumerate(PARAGRAPHS):
        if number == 2:
            paragraph += f" <!-- ask\n{SECRETS[1]} about this -->"
        lines += [paragraph, ""]
    path = tmp_path / "ledger.md"
    path.write_text("\n".join(lines), "utf-8")
    text, warnings = _imported(library, path)
    assert text == CANONICAL
    _nothing_hidden_in(text)
    assert any("Left out 2 comments" in w for w in warnings), warnings

    unclosed = tmp_path / "unclosed.md"
    unclosed.write_text("The tide came in. <!-- and never went out\n\nShe waited.\n", "utf-8")
    text, warnings = _imported(library, unclosed)
    assert "never went out" in text and "She waited." in text
    assert not any("comment" in w for w in warnings)


def _page(title: str, body: str, file_name: str):  # -> epub.EpubHtml
    from ebooklib import epub

    item = epub.EpubHtml(title=title, file_name=file_name, lang="en")
    item.content = f"<html><head><title>{title}</title></head><body>{body}</body></html>"
    return item


def _book_with_matter(path: Path, *, marked: bool) -> Path:
    """A book: title page, copyright page, dedication, the story, a colophon; ``marked``: as an
    EPUB 3 tool marks them (epub:type, roles, landmarks/guide), else as plain pages."""
    from html import escape

    from ebooklib import epub
    from story_builders import AFTER

    book = epub.EpubBook()
    book.set_identifier("writerlens-matter-book")
    book.set_language("en")
    book.set_title(TITLE)
    book.add_author(PEN_NAME)
    ops = ' xmlns:epub="http://www.idpf.org/2007/ops"'

    def typed(kind: str) -> str:
        return f'{ops} epub:type="{kind}"' if marked else ""

    title_page = _page(
        "Title", f"<section{typed('titlepage')}><h1>{TITLE}</h1><p>{PEN_NAME}</p></section>",
        "title.xhtml",
    )  # fmt: skip
    rights = _page(
        "Rights",
        f"<section{typed('copyright-page')}><p>Copyright © 2026 {SECRETS[1]}. All rights "
        f"reserved.</p><p>ISBN {SECRETS[2]}</p></section>",
        "rights.xhtml",
    )
    role = ' role="doc-dedication"' if marked else ""
    dedication = _page(
        "For",
        f"<section{role}><p>For {SECRETS[1]}</p></section>",
        "dedication.xhtml",
    )
    chapters = [
        _page("One", "".join(f"<p>{escape(p)}</p>" for p in BEFORE), "one.xhtml"),
        _page("Two", "<hr/>" + "".join(f"<p>{escape(p)}</p>" for p in AFTER), "two.xhtml"),
    ]
    colophon = _page(
        "Colophon",
        f"<section{typed('colophon')}><p>Set in Garamond by {PEN_NAME}; printed in "
        f"Lisbon.</p><p>Write to {SECRETS[3]}</p></section>",
        "colophon.xhtml",
    )
    pages = [title_page, rights, dedication, *chapters, colophon]
    for page in pages:
        book.add_item(page)
    if marked:
        book.guide = [{"type": "copyright-page", "href": "rights.xhtml", "title": "Rights"}]
    book.toc = chapters
    book.add_item(epub.EpubNcx())
    book.add_item(epub.EpubNav())
    book.spine = ["nav", *pages]
    epub.write_epub(str(path), book)
    return path


def test_an_epubs_marked_front_and_back_matter_is_left_out(
    library: Library, tmp_path: Path
) -> None:
    text, warnings = _imported(library, _book_with_matter(tmp_path / "m.epub", marked=True))
    assert text == CANONICAL
    _nothing_hidden_in(text)
    assert any("Left out 4 parts of the book" in w for w in warnings), warnings


def test_an_epub_that_marks_nothing_loses_its_title_and_copyright_pages_by_how_they_read(
    library: Library, tmp_path: Path
) -> None:
    text, warnings = _imported(library, _book_with_matter(tmp_path / "u.epub", marked=False))
    # the title page, the pages with a copyright line, ISBN or printer, and the dedication
    assert text == CANONICAL
    _nothing_hidden_in(text)
    assert any("Left out 4 parts of the book" in w for w in warnings), warnings


def test_a_one_page_book_keeps_its_copyright_line_and_hidden_elements_go(
    library: Library, tmp_path: Path
) -> None:
    path = write_epub(
        tmp_path / "one.epub", [[*PARAGRAPHS, "Copyright © 2026, all rights reserved."]]
    )
    text, _warnings = _imported(library, path)
    assert text.startswith(CANONICAL) and text.endswith("all rights reserved.")


def test_opendocument_hidden_text_is_left_out_and_the_import_says_so(
    library: Library, tmp_path: Path
) -> None:
    from odf import text as odf_text
    from odf.opendocument import OpenDocumentText
    from odf.style import Style, TextProperties

    document = OpenDocumentText()
    hidden = Style(name="Secret", family="text")
    hidden.addElement(TextProperties(display="none"))
    document.automaticstyles.addElement(hidden)
    hidden_paragraph = Style(name="SecretPara", family="paragraph")
    hidden_paragraph.addElement(TextProperties(display="none"))
    document.automaticstyles.addElement(hidden_paragraph)
    for number, text in enumerate(PARAGRAPHS):
        paragraph = odf_text.P(text=text)
        if number == 1:
            paragraph.addElement(odf_text.Span(stylename=hidden, text=f" [{PEN_NAME}]"))
        document.text.addElement(paragraph)
    document.text.addElement(odf_text.P(stylename=hidden_paragraph, text=f"ISBN {SECRETS[2]}"))
    path = tmp_path / "ledger.odt"
    document.save(str(path))

    text, warnings = _imported(library, path)
    assert text == CANONICAL
    _nothing_hidden_in(text)
    assert any("Left out 2 passages of hidden text" in w for w in warnings), warnings
