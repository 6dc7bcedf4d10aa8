"""Study → Open Published Study Data… and New Study Folder…: the coordinator makes a new
folder by name, imports the Reading Subtext release into it, and sees the paper's tables."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox
from study_ui_support import shoot

from writerlens.ui.study.study_window import StudyWindow
from writerlens.ui.study.table_model import VALUE_ROLE
from writerlens.ui.workers import Workers


@pytest.fixture
def window(qtbot):
    workers = Workers()
    made = StudyWindow(workers)
    qtbot.addWidget(made)
    made.show()
    yield made
    workers.cancel_all()
    workers.wait(20000)


def test_new_study_folder_is_created_by_name(
    qtbot, window: StudyWindow, tmp_path: Path, monkeypatch
) -> None:
    target = tmp_path / "studies" / "spring pilot"  # neither exists yet
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    with qtbot.waitSignal(window.analysed, timeout=15000):
        window.new_action.trigger()
    assert target.is_dir() and window.folder == target
    assert "No bundles yet" in window.heading.text()


def test_a_folder_that_is_not_empty_is_not_taken_for_a_new_study(
    window: StudyWindow, tmp_path: Path
) -> None:
    (tmp_path / "taken").mkdir()
    (tmp_path / "taken" / "notes.txt").write_text("mine")
    assert window.create_folder(tmp_path / "taken") is False
    assert window.folder is None
    shown = [box.text() for box in window.findChildren(QMessageBox)]
    assert shown and "is not an empty folder" in shown[-1]
    assert (tmp_path / "taken" / "notes.txt").read_text() == "mine"


def test_the_reading_subtext_release_opens_with_its_licence_and_the_paper_tables(
    qtbot, window: StudyWindow, external: Path, tmp_path: Path
) -> None:
    with qtbot.waitSignal(window.analysed, timeout=15000):
        window.create_folder(tmp_path / "subtext")
    with qtbot.waitSignal(window.release_imported, timeout=60000) as got:
        window.import_release(external / "reading-subtext")
    outcome = got.args[0]
    assert len(outcome.results) == 9 and outcome.rejected == 0
    assert "CC BY-NC-SA 4.0" in window.outcome.text()
    assert "9 accepted, 0 rejected" in window.outcome.text()
    assert len(window.results.lines()) == 9
    qtbot.waitUntil(lambda: "paper_models" in window.views, timeout=60000)
    model = window.views["paper_models"].model()
    rows = {
        model.index(r, 0).data(VALUE_ROLE): [
            model.index(r, c).data(VALUE_ROLE) for c in range(model.columnCount())
        ]
        for r in range(model.rowCount())
    }
    gpt4 = rows["reading-subtext/gpt4"]
    assert round(gpt4[1], 2) == 3.48 and round(gpt4[2], 1) == 56.0  # coverage mean, % 4s
    assert model.index(0, 1).data() == "3.17"
    # no spans in the release: the labels table says so instead of zeros
    assert "paper_labels" not in window.views
    window.tabs.setCurrentIndex(0)
    shoot(window, "study-window-paper-tables", tmp_path)
    window.resize(1024, 640)


def test_a_folder_that_holds_no_release_is_explained(
    qtbot, window: StudyWindow, tmp_path: Path
) -> None:
    with qtbot.waitSignal(window.analysed, timeout=15000):
        window.create_folder(tmp_path / "study")
    (tmp_path / "random").mkdir()
    with qtbot.waitSignal(window.task_failed, timeout=30000):
        window.import_release(tmp_path / "random")
    shown = [box.text() for box in window.findChildren(QMessageBox)]
    assert shown and window.folder == tmp_path / "study"
    assert "does not hold a published study's data" in shown[0]
    assert "Reading Subtext" in shown[0]


def test_the_study_menu_imports_published_data_into_a_new_folder(
    qtbot, library, external: Path, tmp_path: Path, monkeypatch
) -> None:
    from writerlens.ui.main_window import MainWindow

    main = MainWindow(library)
    qtbot.addWidget(main)
    target = tmp_path / "booookscore study"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    monkeypatch.setattr(
        QFileDialog, "getExistingDirectory", lambda *a, **k: str(external / "booookscore")
    )
    main.study.release_action.trigger()
    window = main.study.study_window
    assert window is not None and window.folder == target
    with qtbot.waitSignal(window.release_imported, timeout=60000) as got:
        pass
    outcome = got.args[0]
    assert outcome.release.key == "booookscore" and outcome.rejected == 0
    assert "licence: MIT" in window.outcome.text()
    assert "preference: hierarchical chosen 46 times, incremental 32" in window.outcome.text()
    qtbot.waitUntil(lambda: "ranking_first" in window.views, timeout=60000)
    main.workers.wait(20000)
    window.workers.wait(20000)


def test_open_study_folder_asks_for_a_folder_when_none_was_used_before(
    qtbot, library, tmp_path: Path, monkeypatch
) -> None:
    from writerlens.ui.main_window import MainWindow

    main = MainWindow(library)
    qtbot.addWidget(main)
    chosen = tmp_path / "pilot"
    chosen.mkdir()
    asked: list[str] = []

    def choose(*args, **kwargs) -> str:
        asked.append(args[1])
        return str(chosen)

    monkeypatch.setattr(QFileDialog, "getExistingDirectory", choose)
    main.study.folder_action.trigger()
    window = main.study.study_window
    assert asked and window is not None and window.folder == chosen
    qtbot.waitUntil(lambda: window.status is not None, timeout=60000)
    assert "No bundles yet" in window.heading.text(), window.heading.text()
    assert main.study.last_study_folder() == chosen
    window.workers.wait(20000)
