from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QInputDialog, QMessageBox

from writerlens.domain import ReviewStatus
from writerlens.services.library import Library
from writerlens.ui import dialogs, errors, main_window, story_import
from writerlens.ui.errors import ExceptHook
from writerlens.ui.main_window import MainWindow
from writerlens.ui.workers import Workers

SHOTS = os.environ.get("WRITERLENS_SCREENSHOTS")


def _shoot(widget, name: str, tmp_path: Path) -> Path:
    folder = Path(SHOTS) if SHOTS else tmp_path
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.png"
    assert widget.grab().save(str(path))
    return path


@pytest.fixture
def window(qtbot, library: Library):
    win = MainWindow(library)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    yield win
    win.workers.wait(5000)


def _start_first_time(qtbot, win: MainWindow) -> None:
    with qtbot.waitSignal(win.story_shown, timeout=15000):
        win.start()
    qtbot.waitUntil(lambda: win.welcome is not None and win.welcome.isVisible(), timeout=5000)


def test_first_start_shows_welcome_and_the_sample_with_its_demo_summaries(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    _start_first_time(qtbot, window)
    _shoot(window.welcome, "welcome", tmp_path)
    [entry] = window.entries()
    assert entry.is_sample and entry.summaries == 3
    assert entry.review_status is ReviewStatus.NOT_STARTED
    assert "sample" in window.model.index(0, 0).data()
    assert window.model.index(0, window.model.REVIEW).data() == "Ready to review"
    assert window.reader.title.text() == "The Lamplighter’s Ledger"
    assert "words" in window.reader.meta.text() and "reading level" in window.reader.meta.text()
    story = window.reader.text.toPlainText()
    assert story.startswith("The council voted on Tuesday")
    assert "⁂" in story  # scene breaks are shown as such
    assert window.reader.text.document().blockCount() > 20  # paragraph by paragraph
    window.welcome.accept()
    _shoot(window, "main-window", tmp_path)


def test_second_start_does_not_bring_the_sample_back(qtbot, library: Library) -> None:
    library.ensure_sample()
    library.remove(library.entries()[0].id)
    win = MainWindow(library)
    qtbot.addWidget(win)
    win.show()
    win.start()
    assert win.welcome is None
    assert win.entries() == []
    assert win.left_stack.currentWidget() is win.empty_hint


def test_import_a_file_and_see_it_selected(
    qtbot, window: MainWindow, tmp_path: Path, sample_path: Path
) -> None:
    story = tmp_path / "harbour_lights.txt"
    story.write_text(
        "The ferry was late.\n\nMara waited by the rail, counting gulls.\n\n***\n\n"
        "By nightfall she had stopped counting.",
        encoding="utf-8",
    )
    with qtbot.waitSignal(window.imports_finished, timeout=15000):
        window.import_files([story])
    qtbot.waitUntil(lambda: "counting gulls" in window.reader.text.toPlainText(), timeout=5000)
    assert window.reader.title.text() == "Harbour lights"
    assert [e.title for e in window.entries()] == ["Harbour lights"]
    assert window.library.entries()[0].words == 17


def test_drop_files_on_the_window_imports_them(qtbot, window: MainWindow, tmp_path: Path) -> None:
    one = tmp_path / "one.md"
    one.write_text("# First\n\nA story about a kite.", encoding="utf-8")
    two = tmp_path / "two.txt"
    two.write_text("Another, about a boat.", encoding="utf-8")
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(one)), QUrl.fromLocalFile(str(two))])
    event = QDropEvent(
        QPointF(100, 100),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    with qtbot.waitSignal(window.imports_finished, timeout=15000):
        window.dropEvent(event)
    assert sorted(e.title for e in window.entries()) == ["First", "Two"]


def test_a_bad_file_is_explained_and_the_library_is_unchanged(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    bad = tmp_path / "scan.txt"
    bad.write_bytes(b"\x00\x01\x02\x03" * 500)
    with qtbot.waitSignal(window.imports_finished, timeout=15000):
        window.import_files([bad])
    box = window.findChild(QMessageBox, "importProblems")
    assert box is not None and box.isVisible()
    assert "scan.txt" in box.text() and "binary" in box.text()
    assert window.entries() == []
    box.close()


def test_duplicate_import_asks_and_can_add_a_new_version(
    qtbot, window: MainWindow, sample_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []

    def answer(parent, file_name, existing):
        asked.append(existing.title)
        return dialogs.DuplicateChoice.NEW_VERSION

    monkeypatch.setattr(story_import, "ask_duplicate", answer)
    with qtbot.waitSignal(window.imports_finished, timeout=15000):
        window.import_files([sample_path])
    assert asked == []
    with qtbot.waitSignal(window.imports_finished, timeout=15000):
        window.import_files([sample_path])
    assert asked == ["The Lamplighter’s Ledger"]
    assert sorted(e.version for e in window.entries()) == [1, 2]
    assert (
        "(version 2)"
        in window.model.index(
            window.model.row_of(max(e.id for e in window.entries())) or 0, 0
        ).data()
    )


def test_rename_and_remove_from_the_window(
    qtbot, window: MainWindow, sample_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with qtbot.waitSignal(window.imports_finished, timeout=15000):
        window.import_files([sample_path])
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Ledger, second draft", True))
    window.rename_action.trigger()
    assert window.entries()[0].title == "Ledger, second draft"
    qtbot.waitUntil(lambda: window.reader.title.text() == "Ledger, second draft", timeout=5000)
    monkeypatch.setattr(
        main_window.QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes
    )
    window.remove_action.trigger()
    assert window.entries() == [] and window.library.entries() == []
    assert window.left_stack.currentWidget() is window.empty_hint
    assert window.reader.title.text() == "No story selected"


def test_search_filters_the_library(qtbot, window: MainWindow, tmp_path: Path) -> None:
    for name in ("winter_ferry.txt", "summer_kite.txt"):
        (tmp_path / name).write_text(f"A story called {name}.", encoding="utf-8")
    with qtbot.waitSignal(window.imports_finished, timeout=15000):
        window.import_files([tmp_path / "winter_ferry.txt", tmp_path / "summer_kite.txt"])
    qtbot.waitUntil(lambda: len(window.entries()) == 2, timeout=5000)
    qtbot.keyClicks(window.search, "kite")
    assert window.proxy.rowCount() == 1
    assert window.proxy.index(0, 0).data() == "Summer kite"


def test_stale_results_are_dropped(qtbot) -> None:
    workers = Workers()
    shown: list[str] = []
    release = threading.Event()

    def slow(_p, _c):
        release.wait(5)
        return "old story"

    workers.start(slow, shown.append, key="reader")
    workers.start(lambda _p, _c: "new story", shown.append, key="reader")
    qtbot.waitUntil(lambda: shown == ["new story"], timeout=5000)
    release.set()
    workers.wait(5000)
    qtbot.wait(50)
    assert shown == ["new story"]


def test_worker_errors_reach_the_gui_thread(qtbot) -> None:
    workers = Workers()
    seen: list[tuple[str, bool]] = []
    main_thread = threading.current_thread()

    def boom(_p, _c):
        raise ValueError("disk on fire")

    workers.start(
        boom,
        on_error=lambda exc: seen.append((str(exc), threading.current_thread() is main_thread)),
    )
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    assert seen == [("disk on fire", True)]


def test_uncaught_errors_show_a_dialog_instead_of_killing_the_app(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[tuple[BaseException, bool]] = []
    gui = threading.current_thread()
    monkeypatch.setattr(
        errors,
        "show_error",
        lambda parent, exc: shown.append((exc, threading.current_thread() is gui)),
    )
    hook = ExceptHook(tmp_path / "logs" / "writerlens.log")
    try:
        raise RuntimeError("unexpected sk-ant-api03-secretsecretsecret in the works")
    except RuntimeError as exc:
        hook.handle(type(exc), exc, exc.__traceback__)

    def from_a_thread() -> None:
        try:
            raise KeyError("from a worker")
        except KeyError as exc:
            hook.handle(type(exc), exc, exc.__traceback__)

    thread = threading.Thread(target=from_a_thread)
    thread.start()
    thread.join()
    qtbot.waitUntil(lambda: len(shown) == 2, timeout=5000)
    assert all(on_gui for _exc, on_gui in shown)
    logged = (tmp_path / "logs" / "writerlens.log").read_text("utf-8")
    assert "RuntimeError" in logged and "KeyError" in logged
    assert "secretsecret" not in logged and "[key hidden]" in logged
    hook.uninstall()
