"""A new coordinator's flows (#25): Write Report into a folder named anew, Open Published Study
Data asking for the data first, and no retired cloud model offered in Settings."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog
from study_ui_support import make_bundles

from writerlens.llm.catalog import Catalog, ModelInfo
from writerlens.services import model_setup
from writerlens.services.library import Library
from writerlens.ui.settings.cloud_page import CloudModelsPage
from writerlens.ui.study.study_window import StudyWindow
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


def test_write_report_makes_the_new_folder_it_is_given(
    qtbot, window: StudyWindow, tmp_path: Path, monkeypatch
) -> None:
    (tmp_path / "writers").mkdir()
    _, bundles = make_bundles(tmp_path / "writers")
    with qtbot.waitSignal(window.analysed, timeout=15000):
        window.open_folder(tmp_path / "study")
    with qtbot.waitSignal(window.imported, timeout=30000):
        window.import_files(bundles)
    qtbot.waitUntil(lambda: window.report_action.isEnabled(), timeout=60000)
    out = tmp_path / "reports" / "spring report"  # neither folder exists
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    monkeypatch.setattr(
        QFileDialog, "getExistingDirectory", lambda *a, **k: pytest.fail("a folder dialog")
    )
    with qtbot.waitSignal(window.report_written, timeout=60000) as got:
        window.report_action.trigger()
    assert got.args[0].html_path == out / "report.html" and (out / "report.html").is_file()
    assert str(out) in window.outcome.text()


def test_published_data_is_asked_for_before_a_study_folder(
    window: StudyWindow, tmp_path: Path, monkeypatch
) -> None:
    asked: list[str] = []

    def data_folder(*args, **kwargs) -> str:
        asked.append("data")
        return ""  # the coordinator cancels: no folder is asked for, none made

    def new_folder(*args, **kwargs) -> tuple[str, str]:
        asked.append("study folder")
        return "", ""

    monkeypatch.setattr(QFileDialog, "getExistingDirectory", data_folder)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", new_folder)
    window.release_action.trigger()
    assert asked == ["data"]
    monkeypatch.setattr(
        QFileDialog, "getExistingDirectory", lambda *a, **k: asked.append("data") or str(tmp_path)
    )
    window.release_action.trigger()
    assert asked == ["data", "data", "study folder"]  # the data, then where to put it
    assert window.folder is None


def test_a_model_its_company_retired_is_not_offered(qtbot, library: Library) -> None:
    catalog = Catalog(
        [
            ModelInfo("anthropic", "claude-old", retires="2001-01-01"),
            ModelInfo("anthropic", "claude-going", retires="2999-01-01"),
            ModelInfo("anthropic", "claude-new"),
            ModelInfo("openai", "gpt-old-but-mine", retires="2001-01-01"),
        ]
    )
    model_setup.set_cloud_models(library, [("openai", "gpt-old-but-mine")])
    page = CloudModelsPage(library, catalog)
    qtbot.addWidget(page)
    with pytest.raises(KeyError):
        page.item_for("anthropic", "claude-old")
    assert page.item_for("anthropic", "claude-going") is not None
    assert page.item_for("anthropic", "claude-new") is not None
    mine = page.item_for("openai", "gpt-old-but-mine")  # ticked before: kept, marked
    assert mine is not None and "retired 2001-01-01" in mine.text(page.MODEL)
