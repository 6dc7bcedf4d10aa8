"""``writerlens backup`` and ``writerlens restore`` from a terminal, on real libraries: the move
to a new computer is a backup on one and a restore on the other."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from writerlens.cli import main
from writerlens.store.migrations import SCHEMA_VERSION


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_backup_on_one_computer_restore_on_another(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, sample_path: Path
) -> None:
    old, new, usb = tmp_path / "old", tmp_path / "new", tmp_path / "usb"
    assert run(capsys, "--data-dir", str(old), "import", str(sample_path))[0] == 0
    code, out, _ = run(capsys, "--data-dir", str(old), "backup", "--to", str(usb), "--json")
    assert code == 0
    made = json.loads(out)
    assert made["stories"] == 1 and Path(made["file"]).parent == usb
    code, out, _ = run(capsys, "--data-dir", str(new), "restore", made["file"], "--yes")
    assert code == 0, out
    assert "Restored 1 stories" in out
    code, out, _ = run(capsys, "--data-dir", str(new), "list", "--json")
    assert [s["title"] for s in json.loads(out)] == ["The Lamplighter’s Ledger"]


def test_backup_list_shows_date_stories_reviews(
    capsys: pytest.CaptureFixture[str], data_dir: Path, sample_path: Path
) -> None:
    run(capsys, "--data-dir", str(data_dir), "import", str(sample_path))
    run(capsys, "--data-dir", str(data_dir), "backup")
    code, out, _ = run(capsys, "--data-dir", str(data_dir), "backup", "--list")
    assert code == 0
    assert "1 stories, 0 reviews  (manual)" in out


def test_restore_refuses_a_newer_library_clearly(
    capsys: pytest.CaptureFixture[str], data_dir: Path, tmp_path: Path
) -> None:
    newer = tmp_path / "newer.sqlite3"
    conn = sqlite3.connect(newer)
    conn.execute("CREATE TABLE manuscripts (id INTEGER PRIMARY KEY)")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 3}")
    conn.commit()
    conn.close()
    code, _out, err = run(capsys, "--data-dir", str(data_dir), "restore", str(newer), "--yes")
    assert code == 1
    assert "newer version of WriterLens" in err and "Nothing was changed" in err


def test_export_preview_writes_nothing(
    capsys: pytest.CaptureFixture[str], data_dir: Path, sample_path: Path
) -> None:
    run(capsys, "--data-dir", str(data_dir), "import", str(sample_path))
    library_file = data_dir / "library.sqlite3"

    def dump() -> list[str]:
        conn = sqlite3.connect(library_file)
        try:
            return list(conn.iterdump())
        finally:
            conn.close()

    before = dump()
    code, _out, _err = run(capsys, "--data-dir", str(data_dir), "export", "--preview")
    assert code == 0
    assert dump() == before


def _damage(library_file: Path) -> None:
    """Overwrite the schema page (what SQLite's own check then calls malformed)."""
    with open(library_file, "r+b") as raw:
        raw.seek(100)
        raw.write(b"\xff" * 3000)


def test_a_damaged_library_is_called_damaged_and_restore_latest_brings_it_back(
    capsys: pytest.CaptureFixture[str], data_dir: Path, sample_path: Path
) -> None:
    run(capsys, "--data-dir", str(data_dir), "import", str(sample_path))
    run(capsys, "--data-dir", str(data_dir), "backup")
    library_file = data_dir / "library.sqlite3"
    _damage(library_file)
    code, _out, err = run(capsys, "--data-dir", str(data_dir), "list")
    assert code == 1 and "damaged" in err and "restore --latest" in err
    code, out, err = run(capsys, "--data-dir", str(data_dir), "restore", "--latest", "--yes")
    assert code == 0, err
    assert "damaged library is kept" in out
    assert [p.name for p in data_dir.glob("library.sqlite3.damaged-*")]
    code, out, _ = run(capsys, "--data-dir", str(data_dir), "list", "--json")
    assert [s["title"] for s in json.loads(out)] == ["The Lamplighter’s Ledger"]
