"""Every line the command line prints passes the one escape (writerlens.escape): text from a
study file, a story's file name or a stored error cannot put ESC, BEL or a right-to-left
override on the writer's terminal, whichever verb prints it."""

from __future__ import annotations

from pathlib import Path

import pytest

from writerlens.cli import main
from writerlens.services import study

HOSTILE = "Evil\x1b[2J\x1b]0;owned\x07\u202eTitle"
RAW = ("\x1b", "\x07", "\u202e")


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    code = main(list(argv))
    captured = capsys.readouterr()
    text = captured.out + captured.err
    assert not any(c in text for c in RAW), (code, text)
    return text


def test_study_join_and_show_escape_the_study_file_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "s.wlstudy"
    study.create_study(path, study_id="s1", title=HOSTILE, instructions=f"Read {HOSTILE} first.")
    data = ["--data-dir", str(tmp_path / "data")]
    out = _run(capsys, *data, "study", "join", str(path))
    assert "Evil\\x1b[2J\\x1b]0;owned\\x07\\u202eTitle" in out
    out = _run(capsys, *data, "study", "show")
    assert "\\u202e" in out


def test_a_story_file_name_is_escaped_in_every_listing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    story = tmp_path / f"{HOSTILE}.txt"
    story.write_text("Once upon a time there was a lamplighter.\n\nShe lit the lamps.\n", "utf-8")
    data = ["--data-dir", str(tmp_path / "data")]
    _run(capsys, *data, "import", str(story))
    _run(capsys, *data, "list")
    _run(capsys, *data, "list", "--json")
    _run(capsys, *data, "show", "1")


def test_progress_lines_keep_their_carriage_return(capsys: pytest.CaptureFixture[str]) -> None:
    from writerlens.escape import escaped_output

    with escaped_output():
        print("\r10 %\x1b[K", end="")
    assert capsys.readouterr().out == "\r10 %\\x1b[K"
