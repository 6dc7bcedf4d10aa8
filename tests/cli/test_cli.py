from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from writerlens import __version__
from writerlens.cli import main
from writerlens.texts import count_words
from writerlens.texts.tokens import count_tokens


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_import_then_list_json_shows_correct_counts(
    capsys: pytest.CaptureFixture[str], data_dir: Path, sample_path: Path
) -> None:
    code, out, _ = run(capsys, "--data-dir", str(data_dir), "import", str(sample_path))
    assert code == 0
    assert "Imported #1 “The Lamplighter’s Ledger”" in out

    code, out, _ = run(capsys, "--data-dir", str(data_dir), "list", "--json")
    assert code == 0
    [story] = json.loads(out)
    assert story["title"] == "The Lamplighter’s Ledger"
    body = sample_path.read_text("utf-8").split("---", 2)[2]
    assert story["words"] == count_words(body)
    assert abs(story["tokens"] - count_tokens(body)) <= 5  # whitespace folding only
    assert {"id", "title", "words", "tokens"} <= set(story)


def test_list_for_people_is_a_readable_table(
    capsys: pytest.CaptureFixture[str], data_dir: Path, sample_path: Path
) -> None:
    code, out, _ = run(capsys, "--data-dir", str(data_dir), "list")
    assert code == 0 and "library is empty" in out
    run(capsys, "--data-dir", str(data_dir), "import", str(sample_path))
    code, out, _ = run(capsys, "--data-dir", str(data_dir), "list")
    header, row = out.splitlines()
    assert header.split() == ["ID", "Title", "Words", "Tokens", "Imported", "Summaries", "Review"]
    assert "The Lamplighter’s Ledger" in row and "no summaries" in row


def test_show_and_remove(
    capsys: pytest.CaptureFixture[str], data_dir: Path, sample_path: Path
) -> None:
    run(capsys, "--data-dir", str(data_dir), "import", str(sample_path))
    code, out, _ = run(capsys, "--data-dir", str(data_dir), "show", "1")
    assert code == 0
    assert "Reading level: grade" in out and "Scene breaks:" in out
    code, out, _ = run(capsys, "--data-dir", str(data_dir), "show", "1", "--json", "--text")
    shown = json.loads(out)
    assert shown["paragraphs"] > 20 and shown["text"].startswith("The council voted")

    code, out, _ = run(capsys, "--data-dir", str(data_dir), "remove", "1", "--yes")
    assert code == 0 and "Removed #1" in out
    code, _, err = run(capsys, "--data-dir", str(data_dir), "show", "1")
    assert code == 1 and "no story with id 1" in err


def test_rename(capsys: pytest.CaptureFixture[str], data_dir: Path, sample_path: Path) -> None:
    run(capsys, "--data-dir", str(data_dir), "import", str(sample_path))
    code, out, _ = run(capsys, "--data-dir", str(data_dir), "rename", "1", "Ledger, draft 2")
    assert code == 0
    _, out, _ = run(capsys, "--data-dir", str(data_dir), "list", "--json")
    assert json.loads(out)[0]["title"] == "Ledger, draft 2"


def test_bad_files_fail_with_reasons_and_the_good_ones_still_import(
    capsys: pytest.CaptureFixture[str], data_dir: Path, sample_path: Path, tmp_path: Path
) -> None:
    empty = tmp_path / "empty.txt"
    empty.write_bytes(b"")
    pdf = tmp_path / "story.pdf"
    pdf.write_bytes(b"%PDF-1.4")
    code, out, err = run(
        capsys, "--data-dir", str(data_dir), "import", str(empty), str(sample_path), str(pdf)
    )
    assert code == 1
    assert "“empty.txt”" in err and "empty" in err
    assert "“story.pdf”" in err and ".pdf" in err
    assert "Imported #1" in out
    _, out, _ = run(capsys, "--data-dir", str(data_dir), "list", "--json")
    assert len(json.loads(out)) == 1


def test_duplicates_are_skipped_unless_asked_for_a_new_version(
    capsys: pytest.CaptureFixture[str], data_dir: Path, sample_path: Path
) -> None:
    run(capsys, "--data-dir", str(data_dir), "import", str(sample_path))
    code, out, _ = run(capsys, "--data-dir", str(data_dir), "import", str(sample_path))
    assert code == 0 and "Skipped" in out and "--duplicate new-version" in out
    code, out, _ = run(
        capsys,
        "--data-dir",
        str(data_dir),
        "import",
        "--duplicate",
        "new-version",
        str(sample_path),
    )
    assert code == 0 and "(version 2)" in out
    _, out, _ = run(capsys, "--data-dir", str(data_dir), "list", "--json")
    assert sorted(s["version"] for s in json.loads(out)) == [1, 2]


def test_import_json_reports_each_file(
    capsys: pytest.CaptureFixture[str], data_dir: Path, sample_path: Path, tmp_path: Path
) -> None:
    missing = tmp_path / "missing.txt"
    code, out, _ = run(
        capsys, "--data-dir", str(data_dir), "import", "--json", str(sample_path), str(missing)
    )
    assert code == 1
    report = json.loads(out)
    assert [r["status"] for r in report] == ["imported", "failed"]
    assert report[0]["words"] > 2500 and "missing.txt" in report[1]["error"]


def test_version_and_help(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    assert __version__ in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["--help"])
    text = capsys.readouterr().out
    for verb in ("import", "list", "show", "remove", "--data-dir"):
        assert verb in text


def test_a_damaged_library_is_reported_not_crashed_on(
    capsys: pytest.CaptureFixture[str], data_dir: Path
) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / "library.sqlite3").write_bytes(b"not a database" * 500)
    code, _, err = run(capsys, "--data-dir", str(data_dir), "list")
    assert code == 1 and "damaged" in err and "Traceback" not in err


@pytest.mark.slow
def test_the_installed_command_works_in_a_real_process(data_dir: Path, sample_path: Path) -> None:
    """The console script of the installed package (what `pip install .` gives a writer)."""
    script = Path(sys.executable).with_name("writerlens")
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    if script.exists():
        command = [str(script)]
    else:  # not installed: run the checkout
        command = [sys.executable, "-m", "writerlens"]
        env["PYTHONPATH"] = str(Path(__file__).resolve().parents[2])
    imported = subprocess.run(
        [*command, "--data-dir", str(data_dir), "import", str(sample_path)],
        capture_output=True,
        text=True,
        env=env,
        cwd=data_dir.parent,
        check=False,
    )
    assert imported.returncode == 0, imported.stderr
    listed = subprocess.run(
        [*command, "--data-dir", str(data_dir), "list", "--json"],
        capture_output=True,
        text=True,
        env=env,
        cwd=data_dir.parent,
        check=True,
    )
    assert json.loads(listed.stdout)[0]["words"] > 2500
    bad = subprocess.run(
        [*command, "--data-dir", str(data_dir), "import", str(data_dir / "nope.docx")],
        capture_output=True,
        text=True,
        env=env,
        cwd=data_dir.parent,
        check=False,
    )
    assert bad.returncode != 0 and "nope.docx" in bad.stderr
    assert "Traceback" not in bad.stderr
