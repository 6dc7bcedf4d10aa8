"""The coordinator's Study window: importing bundles (one hostile), the report's tables and
plots, and writing the report. Bundles are made through the services: three writers join a
study, review the sample story's demo summaries and export."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QThreadPool, QUrl
from study_ui_support import hostile_bundle, make_bundles, shoot

from writerlens.domain import Cancelled
from writerlens.services.library import Library
from writerlens.ui.main_window import MainWindow
from writerlens.ui.study import study_window as study_window_module
from writerlens.ui.study.study_window import StudyWindow
from writerlens.ui.study.table_model import VALUE_ROLE, ReportTableView, format_value
from writerlens.ui.workers import Workers

_ALIGN = Qt.ItemDataRole.TextAlignmentRole
_RIGHT = Qt.AlignmentFlag.AlignRight
MODELS = ["test/demo-faithful", "test/demo-vague", "test/demo-wrong-feeling-cause"]


@pytest.fixture(scope="module")
def bundles(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    root = tmp_path_factory.mktemp("writers")
    _, made = make_bundles(root)
    return [*made, hostile_bundle(root / "P09.wlbundle")]


@pytest.fixture
def window(qtbot):
    workers = Workers()
    made = StudyWindow(workers)
    qtbot.addWidget(made)
    made.show()
    yield made
    workers.cancel_all()
    workers.wait(20000)


def _open(qtbot, window: StudyWindow, folder: Path) -> None:
    with qtbot.waitSignal(window.analysed, timeout=15000):
        window.open_folder(folder)


def _import(qtbot, window: StudyWindow, paths: list[Path]) -> list:
    with qtbot.waitSignal(window.imported, timeout=30000) as got:
        window.import_files(paths)
    # the tables, then the plots (drawn after them, in another worker)
    qtbot.waitUntil(lambda: window.report is not None and bool(window.plots.pixmaps), timeout=60000)
    return got.args[0]


def _values(view: ReportTableView) -> list[list]:
    model = view.model()
    return [
        [model.index(r, c).data(VALUE_ROLE) for c in range(model.columnCount())]
        for r in range(model.rowCount())
    ]


@pytest.fixture
def imported(qtbot, window: StudyWindow, bundles: list[Path], tmp_path: Path) -> StudyWindow:
    _open(qtbot, window, tmp_path / "study")
    assert window.report is None and not window.report_action.isEnabled()
    results = _import(qtbot, window, bundles)
    assert [r.accepted for r in results] == [True, True, True, False]
    return window


def test_an_empty_folder_invites_an_import(qtbot, window: StudyWindow, tmp_path: Path) -> None:
    assert not window.import_action.isEnabled()
    shoot(window, "study-window-none", tmp_path)
    _open(qtbot, window, tmp_path / "new study")
    assert (tmp_path / "new study").is_dir()
    assert "No bundles yet" in window.heading.text()
    assert window.import_action.isEnabled() and not window.report_action.isEnabled()
    assert window.tabs.tabText(0) == "Tables" and window.plots.pixmaps == {}
    shoot(window, "study-window-empty", tmp_path)


@pytest.mark.slow
def test_imports_show_each_file_and_the_tables_equal_the_report(
    qtbot, imported: StudyWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = imported
    lines = window.results.lines()
    assert [line.split(" | ")[0] for line in lines] == ["Accepted"] * 3 + ["Rejected"]
    assert "participant P01" in lines[0]
    assert lines[3].startswith("Rejected | P09.wlbundle | ") and "climbs out" in lines[3]
    assert "3 accepted, 1 rejected" in window.outcome.text()
    assert "Study “pilot”" in window.heading.text()
    assert "3 bundles from 3 participants" in window.heading.text()
    tabs = [window.tabs.tabText(i) for i in range(window.tabs.count())]
    assert tabs == [
        "Paper tables",
        "Answers",
        "Error labels",
        "Ranking",
        "Model differences",
        "By story style",
        "Automatic scores",
        "Agreement",
        "Claims",
        "Left out and where",
        "Plots",
    ]
    assert set(window.plots.pixmaps) == {
        "Answers per model and question",
        "Ranking: how often one model was placed above another",
        "Highlighted passages per error label",
    }
    assert all(not p.isNull() and p.width() > 200 for p in window.plots.pixmaps.values())
    for index, tab in enumerate(tabs):
        window.tabs.setCurrentIndex(index)
        shoot(window, "study-window-" + tab.lower().replace(" ", "-"), tmp_path)

    opened: list[QUrl] = []
    monkeypatch.setattr(study_window_module, "open_url", lambda url: opened.append(url) or True)
    assert not window.open_report_action.isEnabled()
    out = tmp_path / "report"
    with qtbot.waitSignal(window.report_written, timeout=60000):
        window.write_report(out)
    assert (out / "report.html").is_file() and (out / "tables" / "ratings.csv").is_file()
    assert "report.html" in window.outcome.text()
    assert window.open_report_action.isEnabled()
    window.open_report_action.trigger()
    assert opened == [QUrl.fromLocalFile(str(out / "report.html"))]

    report = json.loads((out / "report.json").read_text("utf-8"))
    assert report["models"] == MODELS
    views = window.views
    ratings = _values(views["ratings"])
    assert ratings == [
        [r["model"], r["question"], r["n"], r["mean"], r["sd"], r["median"], r["perfect_pct"]]
        + [r["counts"][level] for level in "1234"]
        for r in report["ratings"]
    ]
    assert len(ratings) == 12 and ratings[0][:4] == [MODELS[0], "coverage", 3, 11 / 3]
    assert _values(views["refusals"]) == [
        [r["model"], r["summaries"], r["refused"], r["failed"], r["answers_left_out"]]
        for r in report["refusals"]
    ]
    labels = {
        (m, row[0]): n
        for row in _values(views["labels"])
        for m, n in zip(MODELS, row[1:], strict=True)
    }
    for entry in report["labels"]["by_label"]:
        assert labels[(entry["model"], entry["label"])] == entry["count"]
    assert labels[(MODELS[1], "coverage.vague")] == 2
    pairs = {(p["model"], p["other"]): p["pct"] for p in report["ranking"]["pairs"]}
    matrix = _values(views["ranking_pairs"])
    for i, row in enumerate(matrix):
        assert row[0] == MODELS[i]
        for j, other in enumerate(MODELS):
            assert row[j + 1] == pairs.get((MODELS[i], other))
    assert matrix[0][2] == pytest.approx(100.0)  # faithful above vague in all three rankings
    assert _values(views["wilcoxon"]) == [
        [w["question"], w["model_a"], w["model_b"], w["n_pairs"], w["n_untied"],
         w["mean_difference"], w["statistic"], w["p_value"], w["note"]]
        for w in report["wilcoxon"]
    ]  # fmt: skip
    assert [row[:4] for row in _values(views["by_style"])] == [
        [r["dimension"], r["value"], r["model"], r["question"]] for r in report["by_style"]
    ]
    assert [row[5] for row in _values(views["by_style"])] == [r["mean"] for r in report["by_style"]]
    assert _values(views["agreement"])[0][3] == report["agreement"][0]["krippendorff_alpha_nominal"]
    correlations = _values(views["correlations"])
    assert [row[5] for row in correlations] == [c["pearson_r"] for c in report["correlations"]]
    # the paper-shaped tables: one row per model, mean and % of 4s side by side, an average
    paper = _values(views["paper_models"])
    expected = report["paper"]["models_by_questions"]
    assert [row[0] for row in paper] == MODELS
    assert paper[0][1:3] == [expected[0]["questions"]["coverage"]["mean"],
                             expected[0]["questions"]["coverage"]["top_pct"]]  # fmt: skip
    assert paper[0][-2:] == [expected[0]["average"]["mean"], expected[0]["average"]["top_pct"]]
    shares = {(r[0], r[1]): r[4] for r in _values(views["paper_labels"])}
    assert shares[("coverage.vague", MODELS[1])] == pytest.approx(100 * 2 / 3)

    # what is shown is rounded for reading, numbers right-aligned and text left
    model = views["ratings"].model()
    assert model.index(0, 3).data() == format_value(11 / 3, "mean") == "3.67"
    assert model.index(0, 6).data() == "66.7%"
    assert model.index(0, 3).data(_ALIGN) & int(_RIGHT)
    assert not model.index(0, 0).data(_ALIGN) & int(_RIGHT)


def test_importing_the_same_bundle_again_is_refused_with_its_reason(
    qtbot, window: StudyWindow, bundles: list[Path], tmp_path: Path
) -> None:
    _open(qtbot, window, tmp_path / "study")
    _import(qtbot, window, bundles[:1])
    with qtbot.waitSignal(window.imported, timeout=30000) as again:
        window.import_files(bundles[:1])
    [result] = again.args[0]
    assert not result.accepted and "already imported" in result.reason
    assert "already imported" in window.results.lines()[-1]
    assert "0 accepted, 1 rejected" in window.outcome.text()


def test_the_study_menu_opens_the_study_window(qtbot, library: Library, tmp_path: Path) -> None:
    main = MainWindow(library)
    qtbot.addWidget(main)
    titles = [a.text() for a in main.study.menu.actions()]
    assert titles == [
        "&Export for Study…",
        "&Join a Study…",
        "Study &Instructions…",
        "&Leave Study…",
        "",
        "&Create a Study File…",
        "Open Study &Folder…",
        "Open &Published Study Data…",
    ]
    window = main.study.open_study_folder(tmp_path / "study")
    assert main.study.study_window is window and window.isVisible()
    assert window.folder == tmp_path / "study"
    qtbot.waitUntil(lambda: "No bundles yet" in window.heading.text(), timeout=15000)
    dialog = main.study.show_create()
    assert main.study.create_dialog is dialog and dialog.isVisible()
    main.workers.wait(10000)

    # the next time the app runs, the Study window opens on the same folder
    again = MainWindow(library)
    qtbot.addWidget(again)
    reopened = again.study.open_study_folder()
    assert reopened.folder == tmp_path / "study"
    qtbot.waitUntil(lambda: "No bundles yet" in reopened.heading.text(), timeout=60000)
    again.workers.wait(10000)


@pytest.fixture
def one_thread(qtbot):
    """Workers with a single thread, so that a test can hold a task back behind another."""
    pool = QThreadPool()
    pool.setMaxThreadCount(1)
    workers = Workers(pool=pool)
    yield workers
    workers.cancel_all()
    workers.wait(20000)


def test_a_cancelled_report_writes_nothing(
    qtbot, one_thread: Workers, bundles: list[Path], tmp_path: Path
) -> None:
    workers = one_thread
    window = StudyWindow(workers)
    qtbot.addWidget(window)
    _open(qtbot, window, tmp_path / "study")
    _import(qtbot, window, bundles[:2])
    gate = threading.Event()
    workers.start(lambda _p, _c: gate.wait(10))  # the report waits behind this
    out = tmp_path / "report"
    assert window.write_report(out) is not None
    assert not window.report_action.isEnabled() and not window.import_action.isEnabled()
    assert window.task_bar.isHidden()  # shown after a moment, never at once
    qtbot.waitUntil(lambda: not window.task_bar.isHidden(), timeout=5000)
    qtbot.mouseClick(window.task_bar.cancel_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(window.task_failed, timeout=30000) as failed:
        gate.set()
    assert isinstance(failed.args[0], Cancelled)
    assert not out.exists()
    assert "cancelled" in window.outcome.text()
    assert window.report_action.isEnabled() and not window.open_report_action.isEnabled()
