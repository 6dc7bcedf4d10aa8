"""The window shows what the core says in the writer's language.

A catalogue is made here for a made-up language: every core message template (context
"messages") translated as "[xx] " + the template, plurals too; it is compiled with lrelease and
installed as Qt's translator, as the app installs its own. Then real things go wrong through the
real widgets: a file that cannot be imported, a bundle that is rejected, an API key that a
(local fake) provider refuses, a change to a review whose models were revealed, a story that is
no longer in the library. Each time the marked text must be on screen, the nested reason too
("[xx] Could not import …: [xx] this looks like a binary file …"), and never the English alone.
"""

from __future__ import annotations

import importlib
import pkgutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QMessageBox

import writerlens
from writerlens.messages import CONTEXT, catalogue
from writerlens.services.library import Library
from writerlens.services.review import ReviewSession

#: Qt's tool from the same environment as the test (the venv's bin folder).
LRELEASE = Path(sys.executable).with_name("pyside6-lrelease")
MARK = "[xx] "
WAIT = 30_000


def _kinds() -> dict:
    for module in pkgutil.walk_packages(writerlens.__path__, "writerlens."):
        if not module.name.endswith("__main__"):
            importlib.import_module(module.name)
    return catalogue()


@pytest.fixture(scope="module")
def marked_qm(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("xx")
    root = ET.Element("TS", version="2.1", language="en")
    context = ET.SubElement(root, "context")
    ET.SubElement(context, "name").text = CONTEXT
    for kind in _kinds().values():
        plural = "%n" in kind.template
        message = ET.SubElement(context, "message", numerus="yes" if plural else "no")
        ET.SubElement(message, "source").text = kind.template
        translation = ET.SubElement(message, "translation")
        if plural:  # English has two forms: one, other
            ET.SubElement(translation, "numerusform").text = MARK + (kind.one or kind.template)
            ET.SubElement(translation, "numerusform").text = MARK + kind.template
        else:
            translation.text = MARK + kind.template
    ts, qm = folder / "xx.ts", folder / "xx.qm"
    ET.ElementTree(root).write(ts, encoding="utf-8", xml_declaration=True)
    subprocess.run([str(LRELEASE), str(ts), "-qm", str(qm)], check=True, capture_output=True)
    assert qm.stat().st_size > 1000
    return qm


@pytest.fixture
def translated(qapp, marked_qm: Path):
    translator = QTranslator()
    assert translator.load(str(marked_qm))
    qapp.installTranslator(translator)
    yield translator
    qapp.removeTranslator(translator)


def _error_box(qtbot, parent) -> QMessageBox:
    qtbot.waitUntil(lambda: parent.findChild(QMessageBox, "errorDialog") is not None, timeout=WAIT)
    box = parent.findChild(QMessageBox, "errorDialog")
    assert box is not None
    return box


def test_an_import_problem_is_shown_translated_with_its_reason(
    qtbot, translated, library: Library, tmp_path: Path
) -> None:
    from writerlens.ui.main_window import MainWindow

    window = MainWindow(library)
    qtbot.addWidget(window)
    window.show()
    bad = tmp_path / "scan.txt"
    bad.write_bytes(b"\x00\x01\x02\x03" * 500)
    with qtbot.waitSignal(window.imports_finished, timeout=WAIT):
        window.import_files([bad])
    box = window.findChild(QMessageBox, "importProblems")
    assert box is not None
    text = box.text()
    assert text.startswith(MARK + "Could not import “scan.txt”: ")
    assert MARK + "this looks like a binary file" in text  # the reason inside, translated too
    assert MARK + "it contains NUL bytes" in text  # and the detail inside the reason
    box.close()
    window.workers.wait(5000)


def test_an_untranslated_app_shows_the_same_english_as_the_cli(
    qtbot, library: Library, tmp_path: Path
) -> None:
    """Without a translator the window says exactly what the command line says."""
    from writerlens.domain import ImportProblem
    from writerlens.texts import read_document
    from writerlens.ui.errors import said
    from writerlens.ui.main_window import MainWindow

    bad = tmp_path / "scan.txt"
    bad.write_bytes(b"\x00\x01\x02\x03" * 500)
    with pytest.raises(ImportProblem) as raised:
        read_document(bad)
    assert said(raised.value) == raised.value.message
    window = MainWindow(library)
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.imports_finished, timeout=WAIT):
        window.import_files([bad])
    box = window.findChild(QMessageBox, "importProblems")
    assert box is not None and box.text() == raised.value.message
    assert MARK not in box.text()
    box.close()
    window.workers.wait(5000)


def test_a_rejected_bundle_is_shown_translated(qtbot, translated, tmp_path: Path) -> None:
    from writerlens.ui.study.study_window import StudyWindow
    from writerlens.ui.workers import Workers

    workers = Workers()
    window = StudyWindow(workers)
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.analysed, timeout=WAIT):
        window.open_folder(tmp_path / "study")
    bundle = tmp_path / "P01.wlbundle"
    bundle.write_text("this is not a zip file", "utf-8")
    with qtbot.waitSignal(window.imported, timeout=WAIT) as got:
        window.import_files([bundle])
    [result] = got.args[0]
    assert not result.accepted
    line = window.results.lines()[-1]
    assert MARK + "it is not a readable bundle" in line, line
    workers.cancel_all()
    workers.wait(20_000)


def test_a_refused_api_key_is_shown_translated(qtbot, translated, library: Library, llm_server):
    from PySide6.QtCore import Qt

    from writerlens.ui.settings import SettingsDialog
    from writerlens.ui.settings.common import Tone

    llm_server.expected_key = "the-right-key-is-another-one"
    dialog = SettingsDialog(library, base_urls={"anthropic": llm_server.anthropic_base_url})
    qtbot.addWidget(dialog)
    dialog.show()
    box = dialog.keys_page.boxes["anthropic"]
    qtbot.keyClicks(box.key_edit, "sk-ant-api03-" + "Zq7Rw2Lm9Xv4Tp8Kd3Hs6Nf1Bc5Gy0Ja" * 2)
    qtbot.mouseClick(box.test_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: box.result.tone is Tone.PROBLEM, timeout=WAIT)
    text = box.result.text()
    assert MARK + "Anthropic rejected the API key" in text, text
    assert "Zq7Rw2Lm" not in text  # translated, and the key still hidden
    dialog.workers.wait(10_000)


def test_a_change_to_a_revealed_review_is_refused_in_translation(
    qtbot, translated, library: Library
) -> None:
    from writerlens.ui.review.window import ReviewWindow

    story = library.install_sample().id
    session = ReviewSession.open(library, story)
    state = session.state()
    rateable = [s.summary_id for s in state.summaries if s.rateable]
    for summary_id in rateable:
        for question_id in session.questionnaire.question_ids:
            session.answer(summary_id, question_id, 3)
    session.set_ranking(rateable)
    session.complete()
    session.reveal()

    window = ReviewWindow(library, story)
    qtbot.addWidget(window)
    window.show()
    step = next(i for i, (_step, sid) in enumerate(window._steps) if sid in rateable)
    window.go(step)
    window.parts.questions.answer(session.questionnaire.question_ids[0], 1)
    box = _error_box(qtbot, window)
    assert box.text().startswith(MARK + "You have already seen which model wrote each summary")
    box.close()


def test_a_story_no_longer_in_the_library_is_explained_in_translation(
    qtbot, translated, library: Library
) -> None:
    from writerlens.ui.main_window import MainWindow

    story = library.install_sample().id
    window = MainWindow(library)
    qtbot.addWidget(window)
    window.show()
    window.refresh(select_id=story)
    assert window.selected_id() == story and window.review_action.isEnabled()
    library.remove(story)  # gone behind the window's back (another window, another process)
    assert window.review_selected() is None
    box = _error_box(qtbot, window)
    assert box.text().startswith(MARK), box.text()
    assert f"{story}" in box.text()
    box.close()
    window.workers.wait(5000)


def test_a_stored_warning_stays_english_in_the_file_and_is_shown_translated(
    qtbot, translated, library: Library, tmp_path: Path
) -> None:
    """An import warning is kept with the story (the library's notes): the file holds its
    English text (readable with any SQLite tool, by any WriterLens) and the id with its values,
    so the reader shows it in the writer's language when the story is opened later."""
    import json
    import sqlite3

    from writerlens.ui.main_window import MainWindow

    legacy = tmp_path / "legacy.txt"
    legacy.write_bytes("Café au lait, naïve façade.\n\nA second paragraph.".encode("cp1252"))
    outcome = library.import_file(legacy)
    assert outcome.manuscript is not None
    story = outcome.manuscript.id
    english = "“legacy.txt” is not UTF-8, so WriterLens read it as Windows-1252"
    with sqlite3.connect(library.store.path) as db:
        (notes,) = db.execute("SELECT notes FROM manuscripts WHERE id = ?", (story,)).fetchone()
    [stored] = json.loads(notes)
    assert stored["text"].startswith(english) and stored["params"]["name"] == "legacy.txt"

    window = MainWindow(library)
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.story_shown, timeout=WAIT):
        window.refresh(select_id=story)
    meta = window.reader.meta.text()
    assert MARK + english in meta, meta
    window.workers.wait(5000)
