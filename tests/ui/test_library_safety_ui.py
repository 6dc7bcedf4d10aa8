"""Backups, restore and the truth about failed saves, through the real window and dialogs."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from small_fs import fill, small_disk

from writerlens.services import backups
from writerlens.services.library import Library, OnDuplicate
from writerlens.ui.main_window import MainWindow
from writerlens.ui.review.window import ReviewWindow


def _dump(path: Path) -> list[str]:
    conn = sqlite3.connect(path)
    try:
        return list(conn.iterdump())
    finally:
        conn.close()


def _boxes(object_name: str | None = None) -> list[QMessageBox]:
    return [
        w
        for w in QApplication.topLevelWidgets()
        if isinstance(w, QMessageBox)
        and w.isVisible()
        and (object_name is None or w.objectName() == object_name)
    ]


@pytest.fixture
def window(qtbot, library: Library) -> MainWindow:
    library.install_sample()
    win = MainWindow(library)
    qtbot.addWidget(win)
    win.show()
    return win


def test_back_up_now_from_the_file_menu_says_what_it_holds(qtbot, window: MainWindow) -> None:
    file_menu = window.menuBar().actions()[0].menu()
    assert window.backup_action in file_menu.actions()
    assert window.restore_action in file_menu.actions()
    window.backup_action.trigger()
    qtbot.waitUntil(lambda: bool(_boxes("backedUpDialog")))
    [box] = _boxes("backedUpDialog")
    assert "1 stories and 0 reviews" in box.text() and "checked" in box.text()
    [made] = backups.backups(window.library)
    assert str(made.path) in box.text()
    box.close()


def test_restore_dialog_lists_backups_and_restores_after_backing_up(
    qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, sample_path: Path
) -> None:
    library = window.library
    saved = backups.back_up(library)
    before = _dump(library.store.path)
    library.import_file(sample_path, on_duplicate=OnDuplicate.NEW_VERSION)
    window.refresh()
    assert window.model.rowCount() == 2
    dialog = window.open_restore()
    table = dialog.table
    assert table.rowCount() == 1
    assert table.item(0, 2).text() == "1" and table.item(0, 3).text() == "0"
    assert table.item(0, 0).text() == saved.made_at.astimezone().strftime("%Y-%m-%d %H:%M")
    asked: list[str] = []

    def yes(_parent, _title, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", yes)
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: QMessageBox.StandardButton.Ok)
    table.selectRow(0)
    dialog.restore_button.click()
    assert asked and "backed up first" in asked[0]
    assert _dump(library.store.path) == before
    assert window.model.rowCount() == 1  # the window shows the restored library
    reasons = [b.reason for b in backups.backups(library)]
    assert reasons == ["before-restore", "manual"]
    assert dialog.table.rowCount() == 2
    assert dialog.table.item(0, 2).text() == "2"  # the library as it was, kept


def test_closing_the_window_backs_up_a_changed_library(qtbot, window: MainWindow) -> None:
    window.close()
    [made] = backups.backups(window.library)
    assert made.reason == "close" and made.stories == 1


def test_starting_the_app_writes_nothing(qtbot, data_dir: Path) -> None:
    first = Library.open(data_dir)
    first.install_sample()
    first.close()
    files_before = sorted(p.name for p in data_dir.iterdir())
    dump_before = _dump(data_dir / "library.sqlite3")
    library = Library.open(data_dir)
    try:
        win = MainWindow(library)
        qtbot.addWidget(win)
        win.show()
        win.start()
        qtbot.wait(1200)  # longer than the reading place's save delay
        assert _dump(data_dir / "library.sqlite3") == dump_before
        names = sorted(p.name for p in data_dir.iterdir())
        assert "logs" not in names and "backups" not in names
        assert set(names) - set(files_before) <= {"library.sqlite3-wal", "library.sqlite3-shm"}
        win.hide()
        win.deleteLater()
    finally:
        library.close()


def test_a_read_only_library_opens_read_only_in_the_window(qtbot, data_dir: Path) -> None:
    first = Library.open(data_dir)
    first.install_sample()
    first.close()
    library = Library.open(data_dir, read_only=True)
    try:
        win = MainWindow(library)
        qtbot.addWidget(win)
        win.show()
        win.start()
        assert "read-only" in win.windowTitle()
        assert win.model.rowCount() == 1
        dialog = win.open_restore()
        assert not dialog.restore_button.isEnabled()
        dialog.close()
        win.close()
        assert backups.backups(library) == []  # no closing backup of a library not ours
    finally:
        library.close()


def test_feedback_typed_when_the_disk_is_full_stays_and_is_saved_after_space_is_freed(
    qtbot, tmp_path: Path
) -> None:
    with small_disk(tmp_path / "disk") as disk:
        library = Library.open(disk / "lib")
        try:
            story = library.install_sample().id
            win = ReviewWindow(library, story)
            qtbot.addWidget(win)
            win.show()
            steps = [i for i, (_s, sid) in enumerate(win._steps) if sid is not None]
            win.go(steps[0])
            summary_id = win.current_step()[1]
            filler = fill(disk)
            words = "The ending is wrong: Nell never leaves the town. " * 200
            box = win.summary_page.questions.feedback
            box.setPlainText(words)
            assert not win.flush_feedback()
            [shown] = _boxes()
            assert "full" in shown.text() and "safe" not in shown.text()
            assert "damaged" not in shown.text()
            shown.close()
            win.refresh()  # a redraw from what is stored keeps what was typed
            assert box.toPlainText() == words
            filler.unlink()
            assert win.flush_feedback()  # retried once there is room
            assert win.session.state().feedback[summary_id] == words.strip() or (
                win.session.state().feedback[summary_id] == words
            )
            win.close()
        finally:
            library.close()


def test_a_second_window_never_overwrites_newer_feedback(qtbot, library: Library) -> None:
    story = library.install_sample().id
    first = ReviewWindow(library, story)
    second = ReviewWindow(library, story)  # opened before the first saved anything
    for win in (first, second):
        qtbot.addWidget(win)
        win.show()
        steps = [i for i, (_s, sid) in enumerate(win._steps) if sid is not None]
        win.go(steps[0])
    summary_id = first.current_step()[1]
    first.summary_page.questions.feedback.setPlainText("The first window's careful note.")
    assert first.flush_feedback()
    second.summary_page.questions.feedback.setPlainText("Stale window typing.")
    assert not second.flush_feedback()
    [shown] = _boxes()
    assert "another WriterLens window" in shown.text()
    shown.close()
    assert second.summary_page.questions.feedback.toPlainText() == "Stale window typing."
    assert first.session.state().feedback[summary_id] == "The first window's careful note."


def test_a_comment_typed_when_the_disk_is_full_comes_back_to_retry(qtbot, tmp_path: Path) -> None:
    from PySide6.QtCore import QTimer

    from writerlens.ui.review.span_list import SpanDialog

    with small_disk(tmp_path / "disk") as disk:
        library = Library.open(disk / "lib")
        try:
            story = library.install_sample().id
            win = ReviewWindow(library, story)
            qtbot.addWidget(win)
            win.show()
            steps = [i for i, (_s, sid) in enumerate(win._steps) if sid is not None]
            win.go(steps[0])
            summary_id = win.current_step()[1]
            span = win.session.add_span(summary_id, 0, 4, "coherence.abrupt_transition")
            win.refresh()
            filler = fill(disk)
            comment = "This opening skips the whole first scene. " * 300
            seen: list[str] = []

            def drive() -> None:
                dialog = QApplication.activeModalWidget()
                if not isinstance(dialog, SpanDialog):
                    QTimer.singleShot(20, drive)
                    return
                if not seen:
                    dialog.comment.setPlainText(comment)
                    seen.append("typed")
                    dialog.accept()  # fails: the disk is full
                    QTimer.singleShot(20, drive)
                    return
                seen.append(dialog.comment.toPlainText())  # back, with what was typed
                for box in _boxes():
                    seen.append(box.text())
                    box.close()
                filler.unlink()
                dialog.accept()

            QTimer.singleShot(0, drive)
            win.parts.spans.edit_span(span.id)
            assert seen[1] == comment
            assert any("full" in text for text in seen[2:])
            saved = [s for s in win.session.state().spans if s.id == span.id]
            assert saved and saved[0].comment == comment.strip()
            win.close()
        finally:
            library.close()
