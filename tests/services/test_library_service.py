from __future__ import annotations

import json
import shutil
import zipfile
from pathlib import Path

import pytest

from writerlens.domain import ImportProblem, ReviewStatus, StoryLabels, WriterLensError
from writerlens.resources import resource_path
from writerlens.services.library import DuplicateText, Library, OnDuplicate
from writerlens.texts import count_words, paragraphs
from writerlens.texts.tokens import count_tokens


def _snapshot(library: Library) -> list[tuple]:
    """Everything a writer could lose: every row of every table."""
    tables = [r[0] for r in library.store.rows("SELECT name FROM sqlite_master WHERE type='table'")]
    return [
        (table, [tuple(row) for row in library.store.rows(f"SELECT * FROM {table}")])
        for table in sorted(tables)
    ]


def test_sample_story_imports_with_correct_counts(library: Library, sample_path: Path) -> None:
    outcome = library.import_file(sample_path)
    m = outcome.manuscript
    assert m is not None
    assert m.title == "The Lamplighter’s Ledger"  # from the front matter
    assert "license" not in m.text.lower()[:400]  # the header is not part of the story
    assert m.words == count_words(m.text)
    assert 2500 <= m.words <= 4000
    assert m.tokens == count_tokens(m.text)
    assert m.source_format == "md"
    assert m.reading_level is not None and 2 < m.reading_level < 14
    breaks = [p for p in paragraphs(m.text) if p.is_scene_break]
    assert len(breaks) >= 2
    [entry] = library.entries()
    assert (entry.id, entry.words, entry.tokens) == (m.id, m.words, m.tokens)
    assert entry.review_status is ReviewStatus.NO_SUMMARIES


def test_the_same_text_again_is_offered_as_new_version_or_skipped(
    library: Library, sample_path: Path, tmp_path: Path
) -> None:
    first = library.import_file(sample_path).manuscript
    assert first is not None
    copy = tmp_path / "copy-of-the-story.md"
    shutil.copy(sample_path, copy)

    with pytest.raises(DuplicateText) as asked:
        library.import_file(copy)  # ASK is the default: the caller must choose
    assert asked.value.existing.id == first.id
    assert "copy-of-the-story.md" in asked.value.message
    assert len(library.entries()) == 1

    skipped = library.import_file(copy, on_duplicate=OnDuplicate.SKIP)
    assert skipped.skipped and skipped.manuscript is None
    assert skipped.duplicate_of is not None and skipped.duplicate_of.id == first.id
    assert len(library.entries()) == 1

    second = library.import_file(copy, on_duplicate=OnDuplicate.NEW_VERSION).manuscript
    assert second is not None
    assert (second.version, second.family_id) == (2, first.family_id)
    assert len(library.entries()) == 2


def _corrupt_docx(path: Path) -> None:
    path.write_bytes(b"PK\x03\x04" + b"\x00garbage" * 200)


def _encrypted_epub(path: Path) -> None:
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("mimetype", "application/epub+zip", compress_type=zipfile.ZIP_STORED)
        z.writestr(
            "META-INF/container.xml",
            '<?xml version="1.0"?><container version="1.0" '
            'xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles>'
            '<rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>'
            "</rootfiles></container>",
        )
        z.writestr(
            "META-INF/encryption.xml",
            '<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container">'
            '<EncryptedData xmlns="http://www.w3.org/2001/04/xmlenc#"><CipherData>'
            '<CipherReference URI="OEBPS/chapter1.xhtml"/></CipherData></EncryptedData>'
            "</encryption>",
        )
        z.writestr("OEBPS/content.opf", "<package/>")
        z.writestr("OEBPS/chapter1.xhtml", b"\x8f\x12\x00\xff encrypted bytes")


def _huge_text(path: Path) -> None:
    with path.open("wb") as f:
        f.truncate(50 * 1024 * 1024)  # 50 MB, written sparsely so the test stays fast


BAD_INPUTS = {
    "empty.txt": (lambda p: p.write_bytes(b""), "empty"),
    "picture.txt": (
        lambda p: p.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)) * 8),
        "binary",
    ),
    "damaged.docx": (_corrupt_docx, "damaged"),
    "damaged.epub": (lambda p: p.write_bytes(b"PK\x03\x04 not really a zip"), "damaged"),
    "locked.epub": (_encrypted_epub, "DRM"),
    "novel.txt": (_huge_text, "MB"),
    "story.pdf": (lambda p: p.write_bytes(b"%PDF-1.7\n"), ".pdf"),
}


@pytest.mark.parametrize("name", sorted(BAD_INPUTS))
def test_bad_input_gets_one_clear_message_and_changes_nothing(
    library: Library, sample_path: Path, tmp_path: Path, name: str
) -> None:
    library.import_file(sample_path)
    library.set_story_labels(library.entries()[0].id, StoryLabels(narrator="unreliable"))
    before = _snapshot(library)
    make, reason_word = BAD_INPUTS[name]
    path = tmp_path / name
    make(path)

    with pytest.raises(ImportProblem) as problem:
        library.import_file(path)

    message = problem.value.message
    assert name in message
    assert reason_word.lower() in message.lower()
    assert "\n" not in message.strip() and "Traceback" not in message
    assert _snapshot(library) == before


def test_install_sample_brings_three_demo_summaries_once(library: Library) -> None:
    assert library.ensure_sample() is not None
    [entry] = library.entries()
    assert entry.is_sample and entry.summaries == 3
    assert entry.review_status is ReviewStatus.NOT_STARTED
    demos = json.loads(resource_path("samples", "demo_summaries.json").read_text("utf-8"))
    summaries = library.summaries(entry.id)
    assert [s.text for s in summaries] == [d["text"] for d in demos["summaries"]]
    assert all(s.is_demo and s.provider == "demo" for s in summaries)
    # A writer who removes the sample does not get it back at the next start.
    library.remove(entry.id)
    assert library.ensure_sample() is None
    assert library.entries() == []


def test_demo_summaries_plant_the_errors_they_promise() -> None:
    demos = json.loads(resource_path("samples", "demo_summaries.json").read_text("utf-8"))
    by_quality = {d["quality"]: d for d in demos["summaries"]}
    assert set(by_quality) == {"faithful", "vague", "wrong feeling and wrong cause"}
    assert by_quality["faithful"]["planted_errors"] == []
    wrong = {e["label"] for e in by_quality["wrong feeling and wrong cause"]["planted_errors"]}
    assert {"faithfulness.feeling", "faithfulness.causation"} <= wrong
    for demo in demos["summaries"]:
        for error in demo["planted_errors"]:
            assert demo["text"].count(error["quote"]) == 1


def test_rename_and_remove(library: Library, sample_path: Path) -> None:
    m = library.import_file(sample_path).manuscript
    assert m is not None
    library.rename(m.id, "  The   Ledger  ")
    assert library.manuscript(m.id).title == "The Ledger"
    with pytest.raises(WriterLensError, match="needs a title"):
        library.rename(m.id, "   ")
    assert library.manuscript(m.id).title == "The Ledger"
    library.remove(m.id)
    assert library.entries() == []
    with pytest.raises(WriterLensError, match="no story with id"):
        library.manuscript(m.id)


def test_cp1252_file_imports_with_a_warning_kept_on_the_story(
    library: Library, tmp_path: Path
) -> None:
    path = tmp_path / "old_draft.txt"
    path.write_bytes("“Café,” she said. It was the last day of the fête.".encode("cp1252"))
    outcome = library.import_file(path)
    assert outcome.manuscript is not None
    assert "Café" in outcome.manuscript.text
    assert outcome.warnings and "Windows-1252" in str(outcome.warnings[0])
    assert outcome.manuscript.notes == outcome.warnings
