"""``writerlens metrics --story FILE --summary FILE`` for people and for scripts."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from writerlens.cli import main

STORY = """# The Harbour Lamps

Walter climbed the Cobble Stair every evening at dusk, whistling an old tune.

Nobody in Keldwick remembered a night when the harbour lamps had stayed dark.
"""
SUMMARY = (
    "Every night Walter climbed the Cobble Stair every evening at dusk. "
    "The town, in his words, “remembered a night when the harbour lamps had stayed dark”.\n"
)


@pytest.fixture
def files(tmp_path: Path) -> tuple[Path, Path]:
    story, summary = tmp_path / "harbour.md", tmp_path / "summary.txt"
    story.write_text(STORY, "utf-8")
    summary.write_text(SUMMARY, "utf-8")
    return story, summary


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_for_people(capsys: pytest.CaptureFixture[str], files: tuple[Path, Path]) -> None:
    story, summary = files
    code, out, err = run(capsys, "metrics", "--story", str(story), "--summary", str(summary))
    assert code == 0 and err == ""
    assert "Summary:  summary.txt: 26 words" in out
    assert "Coverage" in out and "Density" in out and "Compression" in out
    assert "Copied phrases (5+ words, outside quotation marks): 1" in out
    assert "1. “Walter climbed the Cobble Stair every evening at dusk” (9 words)" in out
    assert "story: “Walter climbed the Cobble Stair every evening at dusk”" in out
    assert "Reading level (Flesch-Kincaid): summary grade" in out


def test_for_scripts(capsys: pytest.CaptureFixture[str], files: tuple[Path, Path]) -> None:
    story, summary = files
    code, out, _ = run(
        capsys, "metrics", "--story", str(story), "--summary", str(summary), "--json",
        "--min-copy-words", "3",
    )  # fmt: skip
    assert code == 0
    data = json.loads(out)
    assert (data["story"], data["summary"]) == ("harbour.md", "summary.txt")
    e = data["extractive"]
    assert e["summary_words"] == 26 and 0 < e["coverage"] <= 1
    assert [g["n"] for g in e["ngrams"]] == [2, 3, 4, 5]
    phrases = data["copied_phrases"]["phrases"]
    assert data["copied_phrases"]["min_words"] == 3
    # The quoted sentence is not a copy; the unquoted run is.
    assert [p["words"] for p in phrases] == [9]
    start, end = phrases[0]["summary_span"]
    assert SUMMARY[start:end] == phrases[0]["text"]
    assert data["reading_level"]["summary"] is not None
    assert len(data["alignment"]) == 2


def test_unreadable_files_say_so(
    capsys: pytest.CaptureFixture[str], files: tuple[Path, Path], tmp_path: Path
) -> None:
    story, summary = files
    missing = tmp_path / "nowhere.txt"
    code, out, err = run(capsys, "metrics", "--story", str(story), "--summary", str(missing))
    assert code == 1 and out == ""
    assert "Could not read the summary “nowhere.txt”: there is no such file" in err

    binary = tmp_path / "summary.bin.txt"
    binary.write_bytes(b"\xff\xfe\x00caf\xe9 \x81")
    code, _, err = run(capsys, "metrics", "--story", str(story), "--summary", str(binary))
    assert code == 1 and "not plain text in UTF-8" in err

    code, _, err = run(capsys, "metrics", "--story", str(missing), "--summary", str(summary))
    assert code == 1 and "Could not read the story “nowhere.txt”" in err

    empty = tmp_path / "empty.txt"
    empty.write_text("  \n", "utf-8")
    code, _, err = run(capsys, "metrics", "--story", str(story), "--summary", str(empty))
    assert code == 1 and "is empty" in err

    code, _, err = run(
        capsys, "metrics", "--story", str(story), "--summary", str(summary),
        "--min-copy-words", "0",
    )  # fmt: skip
    assert code == 1 and "at least one word" in err


def test_needs_no_library(
    capsys: pytest.CaptureFixture[str], files: tuple[Path, Path], tmp_path: Path
) -> None:
    story, summary = files
    data_dir = tmp_path / "data"
    code, _, _ = run(
        capsys, "--data-dir", str(data_dir), "metrics", "--story", str(story),
        "--summary", str(summary),
    )  # fmt: skip
    assert code == 0 and not data_dir.exists()
