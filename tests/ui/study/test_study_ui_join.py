"""Joining a study from the Study menu: the study file, the code, the instructions; then the
app follows the study (reviews ask its questions, exports carry its id) until the writer leaves.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QMessageBox
from study_ui_support import (
    custom_questionnaire,
    make_study_file,
    manifest_of,
    review_sample,
    shoot,
)

from writerlens.services import study
from writerlens.services.library import Library
from writerlens.services.review import ReviewSession
from writerlens.store import reviews as review_rows
from writerlens.ui.main_window import MainWindow
from writerlens.ui.review.window import ReviewWindow
from writerlens.ui.study.join_dialog import JoinStudyDialog

INSTRUCTIONS = "Review the sample story, then export for the study by Friday."


@pytest.fixture
def window(qtbot, library: Library):
    win = MainWindow(library)
    qtbot.addWidget(win)
    win.show()
    yield win
    win.workers.wait(10000)


@pytest.fixture
def study_file(tmp_path: Path) -> Path:
    return make_study_file(tmp_path, questionnaire=custom_questionnaire())


def _join_dialog(qtbot, window: MainWindow, path: Path) -> JoinStudyDialog:
    dialog = window.study.open_study_file(path)
    qtbot.waitUntil(lambda: dialog.study is not None, timeout=10000)
    return dialog


def test_joining_shows_the_study_then_its_instructions_and_the_app_follows_it(
    qtbot, window: MainWindow, library: Library, study_file: Path, tmp_path: Path
) -> None:
    menu = window.study
    assert menu.menu.title() == "Stu&dy"
    assert not menu.instructions_action.isEnabled() and not menu.leave_action.isEnabled()
    dialog = _join_dialog(qtbot, window, study_file)
    assert "Lighthouse pilot" in dialog.title.text()
    assert dialog.instructions.toPlainText() == INSTRUCTIONS
    # the participant types their code: no other participant's code is shown anywhere
    assert dialog.code.text() == "" and "coordinator sent you" in dialog.code.placeholderText()
    shown = " ".join(w.text() for w in dialog.findChildren(QLabel)) + dialog.asks.text()
    assert not any(code in shown for code in ("P01", "P02", "P03"))
    assert not dialog.findChildren(QComboBox)
    assert "about 400 words" in dialog.asks.text()
    shoot(dialog, "join-dialog", tmp_path)

    qtbot.keyClicks(dialog.code, "P02")
    with qtbot.waitSignal(dialog.joined, timeout=5000):
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    member = study.membership(library)
    assert member.study is not None and member.study.id == "pilot"
    assert member.participant == "P02"

    # the instructions are shown once on joining, and stay in the Study menu
    shown = menu.instructions_dialog
    assert shown is not None and shown.isVisible()
    assert shown.text.toPlainText() == INSTRUCTIONS
    assert "P02" in shown.findChild(type(dialog.title), "instructionsHeading").text()
    shoot(shown, "instructions", tmp_path)
    shown.close()
    assert menu.instructions_action.isEnabled() and menu.leave_action.isEnabled()
    menu.instructions_action.trigger()
    assert menu.instructions_dialog is not None and menu.instructions_dialog.isVisible()

    # the export names the study and the participant code, and the bundle carries them
    review_sample(library, "P02")
    export_dialog = menu.show_export()
    assert export_dialog is not None
    qtbot.waitUntil(lambda: export_dialog.preview is not None, timeout=10000)
    heading = export_dialog.heading.text()
    assert "Lighthouse pilot" in heading and "P02" in heading
    shoot(export_dialog, "export-dialog-in-study", tmp_path)
    with qtbot.waitSignal(export_dialog.saved, timeout=15000) as saved:
        export_dialog.save_to(tmp_path / "p02")
    manifest = manifest_of(saved.args[0].path)
    assert (manifest["study_id"], manifest["participant"]) == ("pilot", "P02")


def test_reviews_use_the_study_questionnaire_in_the_coordinators_words(
    qtbot, window: MainWindow, library: Library, study_file: Path
) -> None:
    study.join_study(library, study_file, "P01")
    sample = library.install_sample().id
    review = ReviewWindow(library, sample)
    qtbot.addWidget(review)
    assert review.session.questionnaire.id == "pilot-questions"
    box = review.summary_page.questions.boxes["coverage"]
    assert box.title() == "Plot points covered"
    assert box.accessibleDescription() == "Are the turns of your plot all there?"
    started = review_rows.review_for(library.store, sample)
    assert started is not None and started.questionnaire_id == "pilot-questions"


def test_a_review_begun_before_joining_keeps_its_own_questions(
    qtbot, window: MainWindow, library: Library, study_file: Path
) -> None:
    sample = library.install_sample().id
    ReviewSession.open(library, sample)  # begun with WriterLens's own questionnaire
    study.join_study(library, study_file, "P01")
    review = ReviewWindow(library, sample)
    qtbot.addWidget(review)
    assert review.session.questionnaire.id == "reading-subtext"
    assert review.summary_page.questions.boxes["coverage"].title() == "Coverage"


def test_a_wrong_code_is_explained_next_to_the_field_and_nothing_is_joined(
    qtbot, window: MainWindow, library: Library, study_file: Path
) -> None:
    dialog = _join_dialog(qtbot, window, study_file)
    dialog.code.setText("p02")
    assert dialog.join() is None
    assert dialog.code_error.isVisible()
    assert "not one of this study's participant codes" in dialog.code_error.text()
    assert study.membership(library).study is None
    assert dialog.isVisible()


def test_a_study_without_codes_takes_free_text_or_gives_a_pseudonym(
    qtbot, window: MainWindow, library: Library, tmp_path: Path
) -> None:
    path = make_study_file(tmp_path, participants=())
    dialog = _join_dialog(qtbot, window, path)
    assert dialog.code.text() == "" and not dialog.code.isReadOnly()
    assert dialog.join() is not None
    member = study.membership(library)
    assert member.study is not None and member.participant.startswith("P-")


def test_an_unusable_study_file_is_explained(
    qtbot, window: MainWindow, library: Library, tmp_path: Path
) -> None:
    path = tmp_path / "broken.wlstudy"
    path.write_text('{"format": "writerlens-study", "version": 1}', "utf-8")
    dialog = window.study.open_study_file(path)
    qtbot.waitUntil(lambda: "cannot be used" in dialog.title.text(), timeout=10000)
    assert not dialog.join_button.isEnabled()
    boxes = [b for b in dialog.findChildren(QMessageBox) if b.objectName() == "errorDialog"]
    assert boxes and "not a usable WriterLens study file" in boxes[-1].text()


def test_leaving_asks_first_then_the_app_is_out_of_the_study(
    qtbot, window: MainWindow, library: Library, study_file: Path, tmp_path: Path
) -> None:
    study.join_study(library, study_file, "P03")
    menu = window.study
    menu.refresh()
    assert menu.leave_action.isEnabled()
    box = menu.ask_leave()
    assert "Lighthouse pilot" in box.text()
    shoot(box, "leave-study", tmp_path)
    box.button(QMessageBox.StandardButton.No).click()
    assert study.membership(library).study is not None
    box = menu.ask_leave()
    box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: study.membership(library).study is None, timeout=5000)
    assert not menu.instructions_action.isEnabled() and not menu.leave_action.isEnabled()
    assert study.review_instruments(library) == (None, None)


def test_a_typed_code_that_names_the_writer_is_refused_next_to_the_field(
    qtbot, window: MainWindow, library: Library, tmp_path: Path
) -> None:
    from writerlens.services.export import save_names

    save_names(library, ("Anna Quill",))
    path = make_study_file(tmp_path, participants=())
    dialog = _join_dialog(qtbot, window, path)
    for typed, reason in (("anna.quill", "a name you asked to remove"), ("writer", "a digit")):
        dialog.code.setText(typed)
        assert dialog.join() is None
        assert dialog.code_error.isVisible() and reason in dialog.code_error.text()
        assert study.membership(library).study is None and dialog.isVisible()
    dialog.code.setText("W-07")
    assert dialog.join() is not None
    assert study.membership(library).participant == "W-07"
