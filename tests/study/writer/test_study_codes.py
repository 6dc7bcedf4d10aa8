"""Participant codes the study controls: listed, drawn, or typed and checked like any text; a
code that could name the writer never leaves their computer, and the coordinator's import never
shows or keeps one it refuses."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from study_builders import bundle_bytes, bundle_parts, small_data, write
from study_reviews import review, sample_ids

from writerlens.cli import main
from writerlens.services import study
from writerlens.services.export import ExportOptions, export_bundle, preview_with_report, save_names
from writerlens.services.library import Library
from writerlens.store import library as settings
from writerlens.study.coordinator.collection import StudyFolder
from writerlens.study.errors import ExportFailed, StudyFileError
from writerlens.study.writer.codes import coordinator_problem, draw_code, writer_problem

_DRAWN = re.compile(r"P-(?:[2-9][B-DF-HJ-NP-TV-XZ]){4}")


def _open_study(tmp_path: Path) -> Path:
    path = tmp_path / "open.wlstudy"
    study.create_study(path, study_id="open", title="Open study")
    return path


def test_drawn_codes_pass_the_writers_own_check_and_differ() -> None:
    drawn = {draw_code() for _ in range(500)}
    assert len(drawn) == 500
    for code in drawn:
        assert _DRAWN.fullmatch(code)
        assert writer_problem(code, ["Anna Quill"], users=["anna"], hosts=["box"]) is None


@pytest.mark.parametrize(
    ("code", "reason"),
    [
        ("anna.quill", "a name you asked to remove"),
        ("AnnaQ-7", "a name you asked to remove"),
        ("Li-7", "a name you asked to remove"),
        ("amq-7", "this computer's user name"),
        ("P7-harbourbox", "this computer's user name"),
        ("anna.quill@example.com", "cannot be a participant code"),
        ("Anna Quill", "cannot be a participant code"),
        ("writer-7", "at most three letters in a row"),
        ("Bob", "needs a digit"),
        ("07700900123", "phone number"),
        ("P-7700900", "digits in a row"),
    ],
)
def test_a_typed_code_that_could_name_the_writer_is_refused_with_the_reason(
    code: str, reason: str
) -> None:
    problem = writer_problem(
        code, ["Anna Quill", "Li Wei"], users=["amq"], hosts=["harbourbox"], account=[]
    )
    assert problem is not None and reason in problem


def test_join_from_the_terminal_refuses_a_code_that_names_the_writer(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("USER", "amq")  # this computer's login, as machine_identifiers reads it
    data_dir = tmp_path / "data"
    path = _open_study(tmp_path)
    library = Library.open(data_dir)
    save_names(library, ("Anna Quill",))  # the names the writer asks the export to remove
    library.close()
    join = ["--data-dir", str(data_dir), "study", "join", str(path), "--participant"]
    for typed, reason in (
        ("anna.quill", "a name you asked to remove"),
        ("amq-7", "user name"),
        ("writer-7", "three letters in a row"),
    ):
        assert main([*join, typed]) == 1
        assert reason in capsys.readouterr().err
    library = Library.open(data_dir)
    assert study.membership(library).study is None  # nothing was joined
    library.close()
    assert main([*join, "W-07"]) == 0
    assert "as W-07" in capsys.readouterr().out
    # no code typed: the app draws one
    fresh = str(tmp_path / "fresh")
    assert main(["--data-dir", fresh, "study", "join", str(path), "--json"]) == 0
    assert _DRAWN.fullmatch(json.loads(capsys.readouterr().out)["participant"])


def test_a_listed_code_is_the_coordinators_choice(library: Library, tmp_path: Path) -> None:
    path = tmp_path / "listed.wlstudy"
    study.create_study(path, study_id="listed", title="Listed", participants=["alpha-one"])
    with pytest.raises(StudyFileError, match="not one of"):
        study.join_study(library, path, "W-07")
    assert study.join_study(library, path, "alpha-one").participant == "alpha-one"


def test_an_export_refuses_a_code_joined_before_codes_were_checked(
    library: Library, tmp_path: Path
) -> None:
    """A library that joined with "anna.quill" under an older WriterLens: the export's final
    check reads the manifest too, and nothing is written."""
    path = _open_study(tmp_path)
    study.join_study(library, path)
    joined = settings.get_setting(library.store, study.JOINED)
    settings.set_setting(library.store, study.JOINED, {**joined, "participant": "anna.quill"})
    manuscript_id, ids = sample_ids(library)
    review(library, manuscript_id, ids, {m: (3, 3, 3, 3) for m in ids}, ranking=tuple(ids))
    options = ExportOptions(names=("Anna Quill",))
    shown = preview_with_report(library, options)
    assert shown.leftover is not None and "participant code" in shown.leftover
    out = tmp_path / "mine.wlbundle"
    with pytest.raises(ExportFailed, match=r"participant code “anna\.quill” goes out"):
        export_bundle(library, out, options)
    assert not out.exists()
    study.join_study(library, path, "W-07")  # joined again with a code that names no one
    assert export_bundle(library, out, options).path == out


@pytest.mark.parametrize(
    "code",
    ["anna.quill@example.com", "Anna Quill", "+44 7700 900123", "C:\\Users\\anna", 770090],
)
def test_the_coordinators_import_never_shows_or_keeps_a_code_it_refuses(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], code: object
) -> None:

    manifest, text = bundle_parts(small_data("s-1"), study_id="pilot")
    manifest["participant"] = code
    bad = write(tmp_path / "bad.wlbundle", bundle_bytes(manifest=manifest, data_text=text))
    good = write(tmp_path / "good.wlbundle", bundle_bytes(small_data("s-2"), study_id="pilot"))
    study_dir = tmp_path / "study"
    rc = main(["study", "import", str(bad), str(good), "--study-dir", str(study_dir)])
    printed = capsys.readouterr()
    assert rc == 1
    assert "rejected  bad.wlbundle: its participant code could identify the writer" in printed.out
    index = (study_dir / "index.sqlite").read_bytes().decode("utf-8", "replace")
    for where in (printed.out, printed.err, index):
        assert str(code) not in where
        assert "anna" not in where.lower() and "7700" not in where and "77009" not in where
    assert StudyFolder(study_dir).entries()[0]["participant"] == "P01"


def test_the_coordinator_accepts_codes_of_its_own_making() -> None:
    for code in ("P01", "writer-7", "alpha-one", draw_code()):
        assert coordinator_problem(code) is None


def test_the_final_check_reads_every_string_of_the_manifest(
    library: Library, tmp_path: Path
) -> None:
    """Even a code the coordinator listed goes out only if it names no one the writer listed."""
    path = tmp_path / "listed.wlstudy"
    study.create_study(path, study_id="listed", title="Listed", participants=["anna.quill"])
    study.join_study(library, path, "anna.quill")
    manuscript_id, ids = sample_ids(library)
    review(library, manuscript_id, ids, {m: (3, 3, 3, 3) for m in ids}, ranking=tuple(ids))
    out = tmp_path / "mine.wlbundle"
    with pytest.raises(ExportFailed, match="would still hold a name"):
        export_bundle(library, out, ExportOptions(names=("Anna Quill",)))
    assert not out.exists()
    assert export_bundle(library, out, ExportOptions()).path == out  # no name listed
