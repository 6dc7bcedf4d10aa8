"""read_document: every format gives the same canonical text; every bad file a clear reason."""

from __future__ import annotations

import codecs
import zipfile
from pathlib import Path

import pytest
from story_builders import (
    AFTER,
    BEFORE,
    CANONICAL,
    PARAGRAPHS,
    TITLE,
    add_to_zip,
    rtf_escape,
    write_docx,
    write_epub,
    write_odt,
    write_rtf,
)

from writerlens.domain import SCENE_BREAK, ImportProblem
from writerlens.texts import SUPPORTED_EXTENSIONS, importers, read_document
from writerlens.texts.importers import title_from_file_name

MB = 1024 * 1024
SAMPLES = sorted((Path(__file__).parents[2] / "resources" / "samples").glob("*.md"))


def problem(path: Path) -> ImportProblem:
    with pytest.raises(ImportProblem) as caught:
        read_document(path)
    error = caught.value
    assert error.file_name == path.name
    assert error.message == f"Could not import “{path.name}”: {error.reason}"
    return error


# -- the same story in every format -----------------------------------------------------------


@pytest.mark.parametrize("kind", ["txt", "md", "docx", "odt", "epub", "rtf"])
def test_every_format_imports_the_same_text(story_files: dict[str, Path], kind: str) -> None:
    document = read_document(story_files[kind])
    assert document.text == CANONICAL
    assert document.source_format == kind
    assert document.warnings == ()
    assert "é" in document.text and "“" in document.text and "—" in document.text


@pytest.mark.parametrize(
    ("kind", "title"),
    [
        ("txt", "The salt ledger"),
        ("md", TITLE),
        ("docx", TITLE),
        ("odt", TITLE),
        ("epub", TITLE),
        ("rtf", TITLE),
    ],
)
def test_titles(story_files: dict[str, Path], kind: str, title: str) -> None:
    assert read_document(story_files[kind]).title == title


def test_supported_extensions_are_case_insensitive(story_files: dict[str, Path]) -> None:
    assert SUPPORTED_EXTENSIONS == (".txt", ".md", ".markdown", ".docx", ".odt", ".epub", ".rtf")
    loud = story_files["docx"].with_name("LOUD.DOCX")
    story_files["docx"].rename(loud)
    assert read_document(loud).text == CANONICAL


def test_markdown_extension_is_md(tmp_path: Path) -> None:
    path = tmp_path / "notes.markdown"
    path.write_text("Hello there.\n")
    document = read_document(path)
    assert (document.source_format, document.title, document.text) == (
        "md",
        "Notes",
        "Hello there.",
    )


@pytest.mark.parametrize("sample", SAMPLES, ids=[s.name for s in SAMPLES])
def test_shipped_samples_import_cleanly(sample: Path) -> None:
    document = read_document(sample)
    assert document.title and document.warnings == ()
    assert "---" not in document.text and "title:" not in document.text
    assert "\n\n\n" not in document.text and not document.text.startswith(SCENE_BREAK)


def test_title_from_file_name() -> None:
    assert title_from_file_name("the_salt_ledger.txt") == "The salt ledger"
    assert title_from_file_name("chapter-one__draft.md") == "Chapter one draft"
    assert title_from_file_name(".txt") == "Untitled"


# -- bad input --------------------------------------------------------------------------------


def test_empty_file(tmp_path: Path) -> None:
    path = tmp_path / "empty.txt"
    path.write_bytes(b"")
    assert problem(path).reason == "the file is empty."


def test_whitespace_only_file_has_no_text(tmp_path: Path) -> None:
    path = tmp_path / "blank.txt"
    path.write_text(" \n\t\n\u00a0\n* * *\n")
    assert problem(path).reason.startswith("the file contains no text.")


def test_binary_renamed_to_txt(tmp_path: Path) -> None:
    path = tmp_path / "picture.txt"
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + b"\x00\x00\x00\rIHDR" + bytes(200))
    reason = problem(path).reason
    assert reason.startswith("this looks like a binary file, not text (it contains NUL bytes).")
    assert "save it as .txt, .docx, .odt, .epub or .rtf" in reason


@pytest.mark.parametrize(
    "data",
    [b"\x00\x01\x02\x03" * 500, b"\x01\x00\x02\x00" * 500, b"\xff\xfe" + b"\x01\x00" * 100],
    ids=["nul-pattern-be", "nul-pattern-le", "utf16-bom-controls"],
)
def test_binary_that_looks_a_bit_like_utf16(tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "scan.txt"
    path.write_bytes(data)
    assert problem(path).reason.startswith("this looks like a binary file, not text")


def test_control_characters_mean_binary(tmp_path: Path) -> None:
    path = tmp_path / "blob.md"
    path.write_bytes(bytes(range(1, 9)) * 50 + b"some text")
    assert "control characters" in problem(path).reason


def test_binary_with_a_text_extension_is_refused_for_md_too(tmp_path: Path) -> None:
    path = tmp_path / "story.md"
    path.write_bytes(b"PK\x03\x04" + bytes(64))
    assert "NUL bytes" in problem(path).reason


@pytest.mark.parametrize("kind", [".docx", ".epub", ".odt"])
def test_random_bytes_container_is_damaged(tmp_path: Path, kind: str) -> None:
    path = tmp_path / f"broken{kind}"
    path.write_bytes(b"this is not a zip archive at all " * 20)
    reason = problem(path).reason
    assert reason.startswith(f"the {kind} file is damaged (it is not a valid zip archive).")


def test_damaged_docx_message_matches_the_documented_wording(tmp_path: Path) -> None:
    path = tmp_path / "broken.docx"
    path.write_bytes(b"\x01\x02\x03 not a zip")
    assert problem(path).reason == (
        "the .docx file is damaged (it is not a valid zip archive). Open it in your word "
        "processor and save it again."
    )


@pytest.mark.parametrize("kind", ["docx", "epub", "odt"])
def test_truncated_container_is_damaged(story_files: dict[str, Path], kind: str) -> None:
    path = story_files[kind]
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    assert problem(path).reason.startswith(f"the .{kind} file is damaged (")


def test_zip_that_is_not_a_word_document(tmp_path: Path) -> None:
    path = tmp_path / "photos.docx"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("holiday.txt", "not word")
    assert "no word/document.xml" in problem(path).reason


def test_docx_with_broken_xml(tmp_path: Path) -> None:
    source = write_docx(tmp_path / "good.docx", ["Hello."])
    path = tmp_path / "bad.docx"
    with zipfile.ZipFile(source) as old, zipfile.ZipFile(path, "w") as new:
        for entry in old.infolist():
            data = old.read(entry.filename)
            if entry.filename == "word/document.xml":
                data = data[: len(data) // 2]
            new.writestr(entry, data)
    assert problem(path).reason.startswith("the .docx file is damaged (")


def test_old_word_file_renamed_to_docx(tmp_path: Path) -> None:
    path = tmp_path / "old.docx"
    path.write_bytes(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(600))
    assert "password-protected or an older format" in problem(path).reason


def test_encrypted_epub_is_refused(tmp_path: Path) -> None:
    path = write_epub(tmp_path / "locked.epub", [BEFORE, AFTER])
    add_to_zip(
        path,
        "META-INF/encryption.xml",
        '<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" '
        'xmlns:enc="http://www.w3.org/2001/04/xmlenc#"><enc:EncryptedData>'
        '<enc:EncryptionMethod Algorithm="http://www.w3.org/2001/04/xmlenc#aes128-cbc"/>'
        '<enc:CipherData><enc:CipherReference URI="EPUB/chapter1.xhtml"/></enc:CipherData>'
        "</enc:EncryptedData></encryption>",
    )
    assert problem(path).reason.startswith(
        "this EPUB is protected by DRM/encryption, so WriterLens cannot read its text."
    )


def test_epub_with_only_font_obfuscation_is_read(tmp_path: Path) -> None:
    path = write_epub(tmp_path / "fonts.epub", [BEFORE, [SCENE_BREAK, *AFTER]])
    add_to_zip(
        path,
        "META-INF/encryption.xml",
        '<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" '
        'xmlns:enc="http://www.w3.org/2001/04/xmlenc#"><enc:EncryptedData>'
        '<enc:EncryptionMethod Algorithm="http://www.idpf.org/2008/embedding"/>'
        '<enc:CipherData><enc:CipherReference URI="EPUB/font.otf"/></enc:CipherData>'
        "</enc:EncryptedData></encryption>",
    )
    assert read_document(path).text == CANONICAL


def test_encrypted_entry_without_a_declared_method_counts_as_drm(tmp_path: Path) -> None:
    path = write_epub(tmp_path / "bare.epub", [BEFORE])
    add_to_zip(
        path,
        "META-INF/encryption.xml",
        '<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container">'
        '<EncryptedData xmlns="http://www.w3.org/2001/04/xmlenc#"><CipherData>'
        '<CipherReference URI="EPUB/chapter1.xhtml"/></CipherData></EncryptedData>'
        "</encryption>",
    )
    assert "DRM" in problem(path).reason


def test_unreadable_encryption_manifest_counts_as_drm(tmp_path: Path) -> None:
    path = write_epub(tmp_path / "odd.epub", [BEFORE])
    add_to_zip(path, "META-INF/encryption.xml", "<not xml")
    assert "DRM" in problem(path).reason


def test_password_protected_odt(tmp_path: Path) -> None:
    path = tmp_path / "secret.odt"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("mimetype", "application/vnd.oasis.opendocument.text")
        archive.writestr("content.xml", b"\x8a\x13garbage")
        archive.writestr(
            "META-INF/manifest.xml",
            "<manifest:manifest xmlns:manifest="
            '"urn:oasis:names:tc:opendocument:xmlns:manifest:1.0">'
            '<manifest:file-entry manifest:full-path="content.xml">'
            "<manifest:encryption-data/></manifest:file-entry></manifest:manifest>",
        )
    assert problem(path).reason.startswith("this .odt file is password-protected")


def test_text_file_over_the_limit_is_refused_before_reading(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "huge.txt"
    with path.open("wb") as handle:
        handle.truncate(50 * MB)  # sparse: instant, and NULs would be "binary" if it were read

    def no_reading(self: Path) -> bytes:
        raise AssertionError("read before the size check")

    monkeypatch.setattr(Path, "read_bytes", no_reading)
    assert problem(path).reason == (
        "the file is 50.0 MB; WriterLens imports stories up to 16 MB of text (about 2.5 million "
        "words). Split it into parts and import each."
    )


def test_fifty_megabytes_of_real_text(tmp_path: Path) -> None:
    path = tmp_path / "long.md"
    path.write_bytes(b"a " * (25 * MB))
    assert problem(path).reason.startswith("the file is 50.0 MB;")


def test_container_over_the_limit(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = write_docx(tmp_path / "pictures.docx", ["Hello."])
    monkeypatch.setattr(importers, "MAX_CONTAINER_FILE_BYTES", 1000)
    reason = problem(path).reason
    assert "WriterLens imports .docx files up to 0 MB" in reason
    assert "large pictures" in reason


def test_zip_bomb_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from writerlens.texts import archive

    path = tmp_path / "bomb.epub"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as bomb:
        bomb.writestr("mimetype", "application/epub+zip")
        bomb.writestr("EPUB/zeros.xhtml", bytes(4 * MB))
    assert path.stat().st_size < 64 * 1024
    monkeypatch.setattr(archive, "MAX_UNCOMPRESSED_BYTES", 2 * MB)
    assert "would unpack to 4 MB" in problem(path).reason


def test_too_much_text_after_extraction(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = write_docx(tmp_path / "long.docx", ["word " * 400] * 5)
    monkeypatch.setattr(importers, "MAX_TEXT_CHARS", 1000)
    reason = problem(path).reason
    assert reason.startswith("the story is 0.0 million characters long;")
    assert reason.endswith("Split it into parts and import each.")


@pytest.mark.parametrize(
    ("name", "hint"),
    [
        ("story.pdf", ""),
        ("story.doc", " Open it in your word processor, save it as .docx and import that."),
    ],
)
def test_unknown_extension(tmp_path: Path, name: str, hint: str) -> None:
    path = tmp_path / name
    path.write_bytes(b"%PDF-1.7 whatever")
    extension = path.suffix
    reason = problem(path).reason
    assert reason.startswith(
        f"WriterLens cannot read “{extension}” files. It reads .txt, .md, .docx, .odt, .epub "
        "and .rtf."
    )
    assert reason.endswith(hint or "that.")


def test_no_extension(tmp_path: Path) -> None:
    path = tmp_path / "README"
    path.write_text("hello")
    assert "has no extension" in problem(path).reason


def test_directory(tmp_path: Path) -> None:
    folder = tmp_path / "drafts.txt"
    folder.mkdir()
    assert problem(folder).reason.startswith("it is a folder, not a file.")


def test_missing_file(tmp_path: Path) -> None:
    reason = problem(tmp_path / "gone.docx").reason
    assert reason == "the file was not found. It may have been moved, renamed or deleted."


def test_permission_denied(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "locked.txt"
    path.write_text("secret")

    import os

    real_open = os.open

    def denied(file: object, *args: object, **kwargs: object) -> int:
        if str(file) == str(path):
            raise PermissionError(13, "Permission denied")
        return real_open(file, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", denied)
    assert "permission denied" in problem(path).reason


def test_not_an_rtf(tmp_path: Path) -> None:
    path = tmp_path / "fake.rtf"
    path.write_text("Just some words, not RTF.")
    assert problem(path).reason.startswith("this is not a valid RTF file")


# -- encodings --------------------------------------------------------------------------------

ENCODED = "“Café,” she said — naïve, déjà vu.\n\nSecond paragraph: Ærø ’tis."


@pytest.mark.parametrize(
    "encode",
    [
        lambda s: s.encode("utf-8"),
        lambda s: codecs.BOM_UTF8 + s.encode("utf-8"),
        lambda s: codecs.BOM_UTF16_LE + s.encode("utf-16-le"),
        lambda s: codecs.BOM_UTF16_BE + s.encode("utf-16-be"),
        lambda s: s.encode("utf-16-le"),  # Notepad-style UTF-16 without a byte-order mark
        lambda s: codecs.BOM_UTF32_LE + s.encode("utf-32-le"),
    ],
    ids=["utf8", "utf8-bom", "utf16le-bom", "utf16be-bom", "utf16le-nobom", "utf32-bom"],
)
def test_unicode_encodings_decode_without_warning(tmp_path: Path, encode) -> None:
    path = tmp_path / "enc.txt"
    path.write_bytes(encode(ENCODED))
    document = read_document(path)
    assert document.text == ENCODED
    assert document.warnings == ()


def test_windows_1252_is_read_with_a_warning(tmp_path: Path) -> None:
    path = tmp_path / "legacy.txt"
    path.write_bytes(ENCODED.encode("cp1252"))
    document = read_document(path)
    assert document.text == ENCODED
    assert tuple(map(str, document.warnings)) == (
        "“legacy.txt” is not UTF-8, so WriterLens read it as Windows-1252 (Western European). "
        "If accented letters look wrong, save the file as UTF-8 and import it again.",
    )


def test_undefined_windows_1252_bytes_do_not_crash(tmp_path: Path) -> None:
    path = tmp_path / "odd.txt"
    path.write_bytes(b"caf\xe9 \x81 ok")
    assert read_document(path).text == "café ok"


def test_damaged_utf16_is_read_with_a_warning(tmp_path: Path) -> None:
    path = tmp_path / "half.txt"
    path.write_bytes(codecs.BOM_UTF16_LE + "Hello there".encode("utf-16-le") + b"\x00\xd8")
    document = read_document(path)
    assert document.text.startswith("Hello there")
    assert "damaged" in str(document.warnings[0])


# -- markdown ---------------------------------------------------------------------------------


def test_markdown_front_matter_title_and_headings(tmp_path: Path) -> None:
    path = tmp_path / "story.md"
    path.write_text(
        "---\n"
        'title: "The Glass Orchard"\n'
        "author: Someone\n"
        "tags:\n  - fiction\n"
        "---\n"
        "# Part One\n\n"
        "## Chapter 1\n"
        "It was **very** late, and _nobody_ was __awake__.\n"
        "The clock said 2\\*3 = 6, which was *wrong*.\n\n"
        "#\n\n"
        "> A letter, quoted.\n\n"
        "See [the map](https://example.com/map.png) and ![a picture](pic.png).\n"
    )
    document = read_document(path)
    assert document.title == "The Glass Orchard"
    assert document.text.split("\n\n") == [
        "Part One",
        "Chapter 1",
        "It was very late, and nobody was awake. The clock said 2*3 = 6, which was wrong.",
        SCENE_BREAK,
        "A letter, quoted.",
        "See the map and a picture.",
    ]


def test_markdown_first_heading_becomes_title(tmp_path: Path) -> None:
    path = tmp_path / "story.md"
    path.write_text("\n# *The* Orchard\n\nFirst line.\n\n# Later heading\n\nMore.\n")
    document = read_document(path)
    assert document.title == "The Orchard"
    assert document.text == "First line.\n\nLater heading\n\nMore."


def test_markdown_setext_title(tmp_path: Path) -> None:
    path = tmp_path / "story.md"
    path.write_text("The Orchard\n===========\n\nFirst line.\n\nPart Two\n--------\nMore.\n")
    document = read_document(path)
    assert document.title == "The Orchard"
    assert document.text == "First line.\n\nPart Two\n\nMore."


def test_markdown_leading_rule_is_not_front_matter(tmp_path: Path) -> None:
    path = tmp_path / "story.md"
    path.write_text("---\n\nOnce upon a time.\n\n---\n\nThe end.\n")
    document = read_document(path)
    assert document.text == f"Once upon a time.\n\n{SCENE_BREAK}\n\nThe end."
    assert document.title == "Story"


def test_markdown_keeps_ambiguous_asterisks_and_underscores(tmp_path: Path) -> None:
    path = tmp_path / "story.md"
    path.write_text("She rated it 5 * 3 stars; file_name_here stays; a*b*c stays.\n")
    assert read_document(path).text == (
        "She rated it 5 * 3 stars; file_name_here stays; a*b*c stays."
    )


# -- docx -------------------------------------------------------------------------------------


def test_docx_runs_tables_breaks_and_blank_paragraph_scene_break(tmp_path: Path) -> None:
    import docx
    from docx.enum.text import WD_BREAK

    document = docx.Document()
    paragraph = document.add_paragraph("She ran ")
    paragraph.add_run("very").bold = True
    paragraph.add_run(" fast.\tThen\u00a0stopped.")
    line = document.add_paragraph("First line")
    line.add_run().add_break()  # a line break inside the paragraph
    line.add_run("second line.")
    document.add_paragraph("")  # one blank paragraph in a one-per-line document: a scene break
    document.add_paragraph("After the break.")
    chapter = document.add_paragraph("End of chapter.")
    chapter.add_run().add_break(WD_BREAK.PAGE)
    chapter.add_run("Chapter Two")
    document.add_paragraph("").add_run().add_break(WD_BREAK.PAGE)
    table = document.add_table(rows=1, cols=1)
    table.cell(0, 0).text = "A note in a table."
    document.add_paragraph("The last line.")
    path = tmp_path / "layout.docx"
    document.save(str(path))

    imported = read_document(path)
    assert imported.title == "Layout"
    assert imported.text.split("\n\n") == [
        "She ran very fast. Then stopped.",
        "First line second line.",
        SCENE_BREAK,
        "After the break.",
        "End of chapter.",
        "Chapter Two",
        "A note in a table.",
        "The last line.",
    ]


def test_docx_blank_separated_paragraphs(tmp_path: Path) -> None:
    path = write_docx(
        tmp_path / "spaced.docx",
        ["One.", "", "Two.", "", "Three.", "", "", "Four.", "", "Five."],
        title=None,
    )
    assert read_document(path).text == f"One.\n\nTwo.\n\nThree.\n\n{SCENE_BREAK}\n\nFour.\n\nFive."


def test_docx_without_text(tmp_path: Path) -> None:
    path = write_docx(tmp_path / "blank.docx", ["", "   ", ""])
    assert problem(path).reason.startswith("the file contains no text.")


# -- odt --------------------------------------------------------------------------------------


def test_odt_spans_spaces_tabs_line_breaks_headings_and_notes(tmp_path: Path) -> None:
    from odf import text as odf_text
    from odf.opendocument import OpenDocumentText

    document = OpenDocumentText()
    document.text.addElement(odf_text.H(outlinelevel=1, text="Chapter One"))
    paragraph = odf_text.P(text="She said")
    paragraph.addElement(odf_text.S(c=3))
    paragraph.addElement(odf_text.Span(text="“wait”"))
    paragraph.addElement(odf_text.Tab())
    paragraph.addText("and")
    paragraph.addElement(odf_text.LineBreak())
    paragraph.addText("left.")
    note = odf_text.Note(noteclass="footnote")
    note.addElement(odf_text.NoteCitation(text="1"))
    body = odf_text.NoteBody()
    body.addElement(odf_text.P(text="A footnote that is not part of the story."))
    note.addElement(body)
    paragraph.addElement(note)
    document.text.addElement(paragraph)
    items = odf_text.List()
    item = odf_text.ListItem()
    item.addElement(odf_text.P(text="A listed line."))
    items.addElement(item)
    document.text.addElement(items)
    path = tmp_path / "rich.odt"
    document.save(str(path))

    imported = read_document(path)
    assert imported.title == "Rich"
    assert imported.text == "Chapter One\n\nShe said “wait” and left.\n\nA listed line."


# -- epub -------------------------------------------------------------------------------------


def test_epub_nav_is_skipped_and_blocks_are_paragraphs(tmp_path: Path) -> None:
    from ebooklib import epub

    book = epub.EpubBook()
    book.set_identifier("id")
    book.set_title("Blocks")
    chapter = epub.EpubHtml(title="One", file_name="one.xhtml")
    chapter.content = (
        "<html><body><h1>One</h1><div>Direct text in a div.<p>A paragraph &amp; more.</p>"
        "tail text</div><blockquote>Quoted <em>words</em>.</blockquote>"
        "<ul><li>Item one</li><li>Item two</li></ul><p>Line<br/>broken.</p>"
        "<!-- a comment -->"
        '<p><img src="map.png" alt="A map"/></p><p>Not a break: that was a picture.</p>'
        "<p>&#160;</p><p>After a spacer.</p><script>var x = 1;</script></body></html>"
    )
    book.add_item(chapter)
    book.add_item(epub.EpubNav())
    book.toc = [chapter]
    book.spine = ["nav", chapter]
    path = tmp_path / "blocks.epub"
    epub.write_epub(str(path), book)

    document = read_document(path)
    assert document.title == "Blocks"
    assert document.text.split("\n\n") == [
        "One",
        "Direct text in a div.",
        "A paragraph & more.",
        "tail text",
        "Quoted words.",
        "Item one",
        "Item two",
        "Line broken.",
        "Not a break: that was a picture.",
        SCENE_BREAK,
        "After a spacer.",
    ]


def test_epub_html_with_named_entities_falls_back_to_html_parser(tmp_path: Path) -> None:
    path = write_epub(tmp_path / "entities.epub", [["placeholder"]])
    with zipfile.ZipFile(path) as old:
        entries = [(entry, old.read(entry.filename)) for entry in old.infolist()]
    with zipfile.ZipFile(path, "w") as new:
        for entry, data in entries:
            if entry.filename.endswith("chapter1.xhtml"):
                data = (
                    b"<?xml version='1.0' encoding='utf-8'?><html><head><title/></head><body>"
                    b"<p>Caf&eacute; &mdash; na&iuml;ve&nbsp;words.</p></body></html>"
                )
            new.writestr(entry, data)
    assert read_document(path).text == "Café — naïve words."


# -- rtf --------------------------------------------------------------------------------------


def test_rtf_escapes_line_and_page_breaks(tmp_path: Path) -> None:
    path = tmp_path / "breaks.rtf"
    path.write_bytes(
        (
            "{\\rtf1\\ansi\\ansicpg1252{\\fonttbl{\\f0 Times;}}\n"
            "{\\pard Caf\\'e9 \\ldblquote quoted\\rdblquote  \\emdash  done\\par}\n"
            "{\\pard First\\line second\\par}\n"
            "{\\pard End of part.\\par}\n"
            "{\\pard \\page Part Two\\par}\n"
            "{\\pard Brace \\{ and backslash \\\\ kept. \\u8217?\\par}\n"
            "}"
        ).encode("ascii")
    )
    document = read_document(path)
    assert document.title == "Breaks"
    assert document.text.split("\n\n") == [
        "Café “quoted” — done",
        "First second",
        "End of part.",
        "Part Two",
        "Brace { and backslash \\ kept. ’",
    ]


def test_rtf_blank_paragraph_is_a_scene_break_and_title_escapes(tmp_path: Path) -> None:
    path = write_rtf(
        tmp_path / "scene.rtf", ["One.", "Two.", "Three.", "", "Four."], title="Déjà — vu"
    )
    path.write_bytes(path.read_bytes().replace(b"\\pard \\par", b"\\par"))
    document = read_document(path)
    assert document.title == "Déjà — vu"
    assert document.text == f"One.\n\nTwo.\n\nThree.\n\n{SCENE_BREAK}\n\nFour."
    assert rtf_escape("é’{") == "\\'e9\\u8217?\\{"


def test_odt_and_docx_match_when_paragraph_is_the_scene_break_marker(tmp_path: Path) -> None:
    odt = write_odt(tmp_path / "a.odt", [*BEFORE, "***", *AFTER])
    assert read_document(odt).text == CANONICAL
    assert PARAGRAPHS.count(SCENE_BREAK) == 1
