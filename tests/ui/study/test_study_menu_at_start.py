"""The Study menu reads the study joined when the writer opens it, not at every start (#29):
a writer in a study still finds Instructions and Leave there, one who is not does not."""

from __future__ import annotations

from pathlib import Path

from study_ui_support import make_study_file

from writerlens.services import study
from writerlens.services.library import Library
from writerlens.ui.main_window import MainWindow


def _opened_menu(qtbot, library: Library) -> MainWindow:
    window = MainWindow(library)
    qtbot.addWidget(window)
    window.show()
    window.study.menu.aboutToShow.emit()  # what opening the menu does first
    return window


def test_a_writer_who_joined_before_this_start_finds_instructions_and_leave(
    qtbot, library: Library, tmp_path: Path
) -> None:
    study.join_study(library, make_study_file(tmp_path), "P01")
    menu = _opened_menu(qtbot, library).study
    assert menu.instructions_action.isEnabled() and menu.leave_action.isEnabled()


def test_a_writer_in_no_study_finds_neither(qtbot, library: Library) -> None:
    menu = _opened_menu(qtbot, library).study
    assert not menu.instructions_action.isEnabled() and not menu.leave_action.isEnabled()
