"""Fixtures for the texts tests: the sample story saved in every supported format."""

from __future__ import annotations

from pathlib import Path

import pytest
from story_builders import (
    AFTER,
    BEFORE,
    PARAGRAPHS,
    TITLE,
    write_docx,
    write_epub,
    write_odt,
    write_rtf,
)

from writerlens.domain import SCENE_BREAK


@pytest.fixture
def story_files(tmp_path: Path) -> dict[str, Path]:
    """The story saved in every supported format, each in its own idiom."""
    txt = tmp_path / "the_salt_ledger.txt"
    txt.write_text("\n\n".join("* * *" if p == SCENE_BREAK else p for p in PARAGRAPHS) + "\n")
    md = tmp_path / "salt.md"
    md_body = [p.replace("ruin", "*ruin*") for p in BEFORE] + ["***"] + AFTER
    md.write_text(f"# {TITLE}\n\n" + "\n\n".join(md_body) + "\n")
    return {
        "txt": txt,
        "md": md,
        "docx": write_docx(tmp_path / "salt.docx", [*BEFORE, "#", *AFTER]),
        "odt": write_odt(tmp_path / "salt.odt", PARAGRAPHS),
        "epub": write_epub(tmp_path / "salt.epub", [BEFORE, [SCENE_BREAK, *AFTER]]),
        "rtf": write_rtf(tmp_path / "salt.rtf", PARAGRAPHS),
    }
