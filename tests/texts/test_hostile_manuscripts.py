"""Regression tests for issue #11's hostile-manuscript findings (numbered as in the issue), and
every regular expression that sees a writer's text run on input made to make it backtrack.

The linear-time checks use inputs of a few hundred kilobytes, where the quadratic patterns took
minutes, and allow 10-20 s (they take well under a second on an idle machine): they catch a
return to quadratic behaviour, not a slow machine.
"""

from __future__ import annotations

import io
import itertools
import random
import re
import time
import zipfile
from collections.abc import Callable
from pathlib import Path

import pytest

from writerlens.domain import ImportProblem
from writerlens.services.library import Library
from writerlens.texts import markdown, normalize, plain, rtf, segment, tokens
from writerlens.texts.importers import read_document
from writerlens.texts.markdown import read_markdown


def _within(seconds: float, work: Callable[[], object]) -> None:
    started = time.perf_counter()
    work()
    elapsed = time.perf_counter() - started
    assert elapsed < seconds, f"took {elapsed:.1f} s: not linear time"


# 4 -- memory: the text part is capped by bytes produced and by tags --------------------------

_ODT_HEAD = (
    b'<?xml version="1.0"?><office:document-content '
    b'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
    b'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:text>'
)
_ODT_TAIL = b"</office:text></office:body></office:document-content>"


def _odt(body: bytes) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("mimetype", "application/vnd.oasis.opendocument.text")
        archive.writestr("content.xml", _ODT_HEAD + body + _ODT_TAIL)
    return buffer.getvalue()


def test_an_odt_of_millions_of_empty_paragraphs_is_refused_early(tmp_path: Path) -> None:
    path = tmp_path / "bomb.odt"
    path.write_bytes(_odt(b"<text:p/>" * 4_100_000))  # 37 MB of tags in a 100 KB file
    with pytest.raises(ImportProblem, match="pieces of markup"):
        read_document(path)


def test_an_epub_of_millions_of_empty_paragraphs_is_refused_early(tmp_path: Path) -> None:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("mimetype", "application/epub+zip")
        archive.writestr("OEBPS/ch1.xhtml", b"<html><body>" + b"<p/>" * 2_100_000)
        archive.writestr("OEBPS/ch2.xhtml", b"<html><body>" + b"<p/>" * 2_100_000)
    path = tmp_path / "bomb.epub"
    path.write_bytes(buffer.getvalue())
    with pytest.raises(ImportProblem, match="pieces of markup"):
        read_document(path)


def test_an_odt_still_reads_its_paragraphs_spans_and_title(tmp_path: Path) -> None:
    body = (
        b'<text:h>Chapter</text:h><text:p>One<text:s text:c="2"/>two<text:tab/>three'
        b"<text:span> four</text:span><text:note><text:p>footnote</text:p></text:note>.</text:p>"
    )
    path = tmp_path / "small.odt"
    path.write_bytes(_odt(body))
    assert read_document(path).text == "Chapter\n\nOne two three four."


# 7 -- Markdown and long words in linear time ------------------------------------------------


@pytest.mark.parametrize(
    "unit",
    ["*a **a ", "[a](", "![a](", "_a __a ", "**a", '[a](b "', ">", "# a" + " " * 50 + "b"],
)
def test_hostile_markdown_is_read_in_linear_time(unit: str) -> None:
    data = (unit * (400_000 // len(unit))).encode()
    _within(10.0, lambda: read_markdown(data, "hostile.md", 16 * 2**20))


def test_markdown_emphasis_and_links_are_still_removed() -> None:
    source = b'A **bold *and* plain** word, _it_, [a link](https://x.y "t") and ![pic](p.png).\n'
    text = read_markdown(source, "s.md", 10**6).text
    assert text == "A bold and plain word, it, a link and pic."


def test_a_long_heading_line_with_closing_hashes() -> None:
    source = b"Intro.\n\n## Part two " + b" " * 200_000 + b"##\n\nBody.\n"
    _within(10.0, lambda: read_markdown(source, "h.md", 10**6))
    assert "Part two" in read_markdown(source, "h.md", 10**6).text


def test_one_very_long_word_is_counted_in_linear_time() -> None:
    from writerlens.metrics.readability import flesch_kincaid_grade

    _within(20.0, lambda: tokens.count_tokens("a" * 4_000_000))
    _within(20.0, lambda: flesch_kincaid_grade("a" * 4_000_000))  # 128 s before
    grade = flesch_kincaid_grade("Start. " + "a" * 2_000_000 + ". End.")
    assert grade is not None and -100 <= grade <= 1000  # the range a bundle allows


def test_a_story_with_no_sentence_ends_has_no_reading_level() -> None:
    """One run-on paragraph of half a million words scored a "grade" of about 200,000, outside
    the range a bundle allows (the export would then refuse the writer's whole library)."""
    from writerlens.metrics.readability import flesch_kincaid_grade

    assert flesch_kincaid_grade("and then the boat " * 120_000) is None
    assert flesch_kincaid_grade("The boat left. The sea was calm.") is not None
    assert tokens.count_tokens("Short words only.") == len(
        tokens.cl100k().encode_ordinary("Short words only.")
    )


_HOSTILE_UNITS = ["a", " ", "*", "_", "[", "](", "\\", '"', "#", "-", "=", ">", "a ", "* ", "\t",
                  ".", "!", "?", "…", "'", "\n", "-\n", "a.\n", "x" * 99 + " "]  # fmt: skip


def _patterns() -> list[tuple[str, re.Pattern[str]]]:
    found = []
    for module in (markdown, normalize, plain, rtf, segment, tokens):
        for name, value in vars(module).items():
            if isinstance(value, re.Pattern):
                found.append((f"{module.__name__}.{name}", value))
    return found


@pytest.mark.parametrize(("name", "pattern"), _patterns(), ids=[n for n, _ in _patterns()])
def test_every_pattern_that_sees_user_text_is_linear(name: str, pattern: re.Pattern[str]) -> None:
    rng = random.Random(name)
    inputs = [unit * (60_000 // len(unit)) for unit in _HOSTILE_UNITS]
    inputs += ["".join(rng.choice(_HOSTILE_UNITS) for _ in range(30_000)) for _ in range(3)]
    pairs = [a + b for a, b in itertools.pairwise(_HOSTILE_UNITS)]
    inputs += [pair * (60_000 // len(pair)) for pair in pairs]

    def run() -> None:
        for text in inputs:
            pattern.search(text)
            for _ in pattern.finditer(text):
                pass
            pattern.match(text)

    _within(20.0, run)


# 8 -- no tracebacks: lone surrogates from RTF, file names that are not UTF-8 ----------------


def test_rtf_with_a_lone_surrogate_imports_with_a_warning(tmp_path: Path) -> None:
    path = tmp_path / "s.rtf"
    path.write_bytes(b"{\\rtf1\\ansi Hello \\u55296? world, \\u-10179?\\u-8704? pair.\\par}")
    library = Library.open(tmp_path / "lib")
    outcome = library.import_file(path)
    assert outcome.manuscript is not None
    assert outcome.manuscript.text == "Hello \ufffd world, \U0001f600 pair."
    assert any("cannot be stored" in str(w) for w in outcome.warnings)
    library.close()


def test_a_file_name_that_is_not_utf8_imports(tmp_path: Path) -> None:
    path = tmp_path / ("st" + b"\xff".decode("utf-8", "surrogateescape") + "ry.txt")
    path.write_text("A story.\n\nIt rained.\n")
    library = Library.open(tmp_path / "lib")
    outcome = library.import_file(path)
    assert outcome.manuscript is not None
    assert outcome.manuscript.title == "St\ufffdry"
    library.close()


# 11 -- encodings: garbage refused, UTF-16 without a mark read in any script -----------------


def test_random_high_bytes_are_not_a_story(tmp_path: Path) -> None:
    rng = random.Random(11)
    path = tmp_path / "noise.txt"
    path.write_bytes(bytes(rng.randrange(128, 256) for _ in range(50_000)))
    with pytest.raises(ImportProblem, match="binary file"):
        read_document(path)


@pytest.mark.parametrize("codec", ["utf-16-le", "utf-16-be"])
def test_cyrillic_utf16_without_a_byte_order_mark_is_read(tmp_path: Path, codec: str) -> None:
    story = "Привет, как дела? Это история о море и о старом маяке.\n\n" * 40
    path = tmp_path / "russian.txt"
    path.write_bytes(story.encode(codec))
    document = read_document(path)
    assert document.text.startswith("Привет, как дела?")


def test_koi8_text_is_read_with_a_warning_naming_it(tmp_path: Path) -> None:
    path = tmp_path / "koi8.txt"
    path.write_bytes(("Это история о море и о старом маяке. " * 40).encode("koi8_r"))
    document = read_document(path)
    assert document.text.startswith("Это история о море")
    assert "KOI8-R" in str(document.warnings[0])
