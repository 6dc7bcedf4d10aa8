"""A story's title from its own first title line, not its file name (issue 14)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from story_builders import write_docx, write_epub

from writerlens.services.library import Library
from writerlens.texts.titles import MAX_TITLE_CHARS, story_title, title_line

OPENING = [
    "True! nervous, very, very dreadfully nervous I had been and am; but why will you say "
    "that I am mad?",
    "It is impossible to say how first the idea entered my brain.",
]


def _write(kind: str, folder: Path, title_line: str) -> Path:
    path = folder / f"tell_tale_heart.{kind}"
    if kind == "txt":
        path.write_text("\n\n".join([title_line, "by Edgar Allan Poe", *OPENING]), "utf-8")
    elif kind == "md":
        path.write_text("\n\n".join([title_line, *OPENING]), "utf-8")  # no "#": a plain line
    elif kind == "docx":
        write_docx(path, [title_line, *OPENING], title=None)
    else:
        write_epub(path, [[title_line, *OPENING]], title=None)
    return path


@pytest.mark.parametrize("kind", ["txt", "md", "docx", "epub"])
@pytest.mark.parametrize("line", ["The Tell-Tale Heart", "THE TELL-TALE HEART"])
def test_a_story_is_named_by_its_own_title_line(
    library: Library, tmp_path: Path, kind: str, line: str
) -> None:
    outcome = library.import_file(_write(kind, tmp_path, line))
    assert outcome.manuscript is not None
    assert outcome.manuscript.title == "The Tell-Tale Heart"


def test_a_story_that_opens_with_prose_keeps_its_file_name(
    library: Library, tmp_path: Path
) -> None:
    path = tmp_path / "tell_tale_heart.txt"
    path.write_text("\n\n".join(OPENING), "utf-8")
    manuscript = library.import_file(path).manuscript
    assert manuscript is not None and manuscript.title == "Tell tale heart"


def test_the_files_own_title_wins(tmp_path: Path) -> None:
    assert story_title("Front matter title", "Another Line\n\nProse.", "x.md") == (
        "Front matter title"
    )
    assert story_title("X", "Chapter One\n\nProse.", "x.txt") == "X"  # a chapter is no title
    assert title_line("“Come in,” she said.\n\nProse.") is None  # dialogue is the story
    assert title_line("* * *\n\nProse.") is None


@given(st.text(max_size=400))
def test_any_text_gives_a_short_single_line_title_or_none(text: str) -> None:
    found = title_line(text)
    assert found is None or (found and "\n" not in found and len(found) <= MAX_TITLE_CHARS)
