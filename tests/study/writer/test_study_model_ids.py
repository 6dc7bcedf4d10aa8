"""A writer's own model ids leave a bundle as neutral ids unless they opt in: a model on their
server ("annaquill/harbour-tuned:latest"), a local model file, a cloud model id the catalogue
does not know (a fine-tune names its owner). A study file's own models and the catalogue's
cloud models keep their names; the coordinator's report then carries none of the private ids."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest
from study_reviews import review

from writerlens.cli import main
from writerlens.domain import SummaryStatus
from writerlens.services import export, study
from writerlens.services.library import Library, OnDuplicate
from writerlens.store import library as rows

SERVER_MODEL = "annaquill/harbour-tuned:latest"
LOCAL_FILE = "/home/annaquill/models/quill-story-7b.Q4_K_M.gguf"
FINE_TUNE = "ft:gpt-4o-mini-2024-07-18:annaquill-org:harbour:9xYz"
CATALOGUED = "claude-sonnet-4-6"
STUDY_SERVER_MODEL = "llama3.1:8b"
PRIVATE = ("annaquill", "harbour", "quill-story")


def _story(library: Library, folder: Path) -> tuple[int, dict[str, int]]:
    path = folder / "keeper.txt"
    path.write_text("Mara keeps the lighthouse. A storm brings a stranger.\n", "utf-8")
    outcome = library.import_file(path, on_duplicate=OnDuplicate.NEW_VERSION)
    assert outcome.manuscript is not None
    made = {}
    for provider, model, params in (
        ("openai-compatible", SERVER_MODEL, {"provider_name": "Anna's box"}),
        ("local", LOCAL_FILE, {}),
        ("openai", FINE_TUNE, {}),
        ("anthropic", CATALOGUED, {}),
        ("openai-compatible", STUDY_SERVER_MODEL, {}),
    ):
        made[model] = rows.insert_summary(
            library.store,
            manuscript_id=outcome.manuscript.id,
            provider=provider,
            model=model,
            strategy="whole",
            text="A keeper lets a stranger in during a storm.",
            status=SummaryStatus.OK,
            params={"words": 400, "provider": {"kind": provider, "model": model}, **params},
            prompts={"whole": "whole-story@1"},
            input_tokens=900,
            output_tokens=120,
        )
    return outcome.manuscript.id, made


@pytest.fixture
def reviewed(library: Library, tmp_path: Path) -> Library:
    study_file = tmp_path / "models.wlstudy"
    study.create_study(
        study_file,
        study_id="models",
        title="Models",
        participants=["P01"],
        models=[("openai-compatible", STUDY_SERVER_MODEL), ("anthropic", CATALOGUED)],
    )
    study.join_study(library, study_file, "P01")
    manuscript_id, made = _story(library, tmp_path)
    review(library, manuscript_id, made, {m: (3, 3, 3, 3) for m in made}, ranking=tuple(made))
    return library


def _models(data: dict) -> set[str]:
    return {s["model"] for s in data["summaries"]}


def test_private_model_ids_leave_as_neutral_ids(reviewed: Library) -> None:
    text = export.preview(reviewed, export.ExportOptions())
    data = json.loads(text)
    assert _models(data) == {
        "server model 1",
        "local model 1",
        "cloud model 1",
        CATALOGUED,
        STUDY_SERVER_MODEL,
    }
    for private in PRIVATE:
        assert private not in text.lower()
    server = next(s for s in data["summaries"] if s["model"] == "server model 1")
    assert server["params"]["provider"]["model"] == "server model 1"
    assert server["params"]["provider_name"] == "server 1"
    again = json.loads(export.preview(reviewed, export.ExportOptions()))
    assert _models(again) == _models(data)  # the same neutral id in every export


def test_the_writer_may_opt_in_to_their_model_names(reviewed: Library) -> None:
    data = json.loads(export.preview(reviewed, export.ExportOptions(include_model_names=True)))
    assert {SERVER_MODEL, "quill-story-7b.Q4_K_M.gguf", FINE_TUNE} <= _models(data)


def test_the_coordinators_report_never_carries_a_writers_model_ids(
    reviewed: Library, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bundle = export.export_bundle(reviewed, tmp_path / "p01", export.options_for(reviewed)).path
    with zipfile.ZipFile(bundle) as archive:
        for member in archive.namelist():
            assert "annaquill" not in archive.read(member).decode("utf-8").lower()
    study_dir, out = tmp_path / "study", tmp_path / "report"
    assert main(["study", "import", str(bundle), "--study-dir", str(study_dir)]) == 0
    assert main(["study", "report", str(study_dir), "--out", str(out), "--no-plots"]) == 0
    printed = capsys.readouterr()
    assert "annaquill" not in (printed.out + printed.err).lower()
    files = [p for p in out.rglob("*") if p.is_file()]
    assert any(p.suffix == ".csv" for p in files) and any(p.suffix == ".html" for p in files)
    report = (out / "report.json").read_text("utf-8")
    assert "server model 1" in report and CATALOGUED in report
    for written in files:
        for private in PRIVATE:
            assert private not in written.read_bytes().decode("utf-8", "replace").lower()


def test_the_export_flag_names_the_models_from_the_terminal(
    reviewed: Library, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data_dir = str(reviewed.data_dir)
    assert main(["--data-dir", data_dir, "export", "--preview"]) == 0
    assert SERVER_MODEL not in capsys.readouterr().out
    assert main(["--data-dir", data_dir, "export", "--preview", "--model-names"]) == 0
    assert SERVER_MODEL in capsys.readouterr().out
