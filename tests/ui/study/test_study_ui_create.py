"""Creating a study file: each problem is shown next to its field; a good form is written and
reads back as the study a writer will join."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from study_ui_support import custom_questionnaire, shoot

from writerlens.services.library import Library
from writerlens.services.model_setup import ServerSetup, save_server
from writerlens.study.study_file import read_study
from writerlens.ui.study.create_study_dialog import CreateStudyDialog
from writerlens.ui.study.study_form import CODE, generate_codes
from writerlens.ui.workers import Workers


@pytest.fixture
def dialog(qtbot, library: Library):
    save_server(library, ServerSetup("Lab server", "http://127.0.0.1:9/v1", "llama3.1:8b"))
    workers = Workers()
    made = CreateStudyDialog(library, workers)
    qtbot.addWidget(made)
    made.show()
    qtbot.waitUntil(lambda: made.models.add_button.isEnabled(), timeout=10000)
    yield made
    workers.wait(10000)


def _visible_errors(dialog: CreateStudyDialog) -> dict[str, str]:
    return {name: label.text() for name, label in dialog.errors.items() if label.isVisible()}


def test_an_empty_form_says_what_is_missing_and_writes_nothing(
    dialog: CreateStudyDialog, tmp_path: Path
) -> None:
    out = tmp_path / "out"
    out.mkdir()
    assert dialog.save_to(out / "x.wlstudy") is None
    errors = _visible_errors(dialog)
    assert set(errors) == {"id", "title"}
    assert "short id" in errors["id"] and "title" in errors["title"]
    assert dialog.focusWidget() is dialog.study_id
    assert list(out.iterdir()) == []
    shoot(dialog, "create-study-errors", tmp_path)


def test_bad_codes_models_and_files_are_explained_next_to_their_fields(
    dialog: CreateStudyDialog, tmp_path: Path
) -> None:
    dialog.study_id.setText("pilot 2025")
    dialog.title.setText("Pilot")
    dialog.participants.setPlainText("P01\nP/02\nP03")
    dialog.models.add_empty()  # a row with no model id
    broken = tmp_path / "mine.json"
    broken.write_text("{not json", "utf-8")
    dialog.questionnaire.set_file(broken)
    assert dialog.save_to(tmp_path / "pilot.wlstudy") is None
    errors = _visible_errors(dialog)
    assert set(errors) == {"id", "participants", "models", "questionnaire"}
    assert "no spaces" in errors["id"]
    assert "“P/02”" in errors["participants"]
    assert "Row 1" in errors["models"]
    assert "mine.json" in errors["questionnaire"]
    dialog.participants.setPlainText("P01\nP02\nP01")
    dialog.validate()
    assert "listed twice" in _visible_errors(dialog)["participants"]
    assert not (tmp_path / "pilot.wlstudy").exists()


def test_a_complete_form_is_written_and_reads_back(
    dialog: CreateStudyDialog, tmp_path: Path
) -> None:
    dialog.study_id.setText("pilot-2025")
    dialog.title.setText("Lighthouse pilot")
    dialog.instructions.setPlainText("Review two stories.\nExport by Friday.")
    dialog.participants.setPlainText("P01")
    dialog.code_count.setValue(4)
    dialog.generate()
    codes = dialog.participants.toPlainText().split("\n")
    assert len(codes) == 5 and codes[0] == "P01" and len(set(codes)) == 5
    labels = [dialog.models.pick.itemText(i) for i in range(dialog.models.pick.count())]
    assert "llama3.1:8b (Lab server)" in labels  # the writer's own server is offered
    assert any("(Anthropic)" in label for label in labels)  # and the catalog's models
    dialog.models.pick.setCurrentIndex(labels.index("llama3.1:8b (Lab server)"))
    dialog.models.add_picked()
    dialog.models.add_model("anthropic", "claude-sonnet-4-6")
    dialog.strategy.setCurrentIndex(dialog.strategy.findData("hierarchical"))
    dialog.words.setValue(300)
    own = tmp_path / "questions.json"
    own.write_text(json.dumps(custom_questionnaire()), "utf-8")
    dialog.questionnaire.set_file(own)
    dialog.collect_titles.setChecked(True)
    dialog.collect_comments.setChecked(False)
    shoot(dialog, "create-study-filled", tmp_path)

    written = dialog.save_to(tmp_path / "pilot")
    assert written is not None, dialog.outcome.text()
    assert _visible_errors(dialog) == {}
    study = read_study(tmp_path / "pilot.wlstudy")
    assert (study.id, study.title) == ("pilot-2025", "Lighthouse pilot")
    assert study.instructions == "Review two stories.\nExport by Friday."
    assert list(study.participants) == codes
    assert [(m.provider, m.model) for m in study.models] == [
        ("openai-compatible", "llama3.1:8b"),
        ("anthropic", "claude-sonnet-4-6"),
    ]
    assert (study.strategy, study.words) == ("hierarchical", 300)
    assert study.load_questionnaire().questions[0].title == "Plot points covered"
    assert study.taxonomy == {"id": "reading-subtext"}
    assert (study.collect.titles, study.collect.comments) == (True, False)
    assert (study.collect.story_text, study.collect.summary_text) == (False, True)
    assert "pilot.wlstudy" in dialog.outcome.text()


def test_generated_codes_are_valid_new_and_distinct() -> None:
    made = generate_codes(200, ["P-AAAAA"])
    assert len(set(made)) == 200 and "P-AAAAA" not in made
    assert all(CODE.match(code) for code in made)
