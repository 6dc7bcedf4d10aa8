"""The Study window's Claims tab shows the report's claim-by-claim tables, the same numbers
as report.json, after a real import of a bundle with claims."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "study"))

from claim_seed import claim_data
from study_builders import bundle_bytes, write
from study_ui_support import shoot

from writerlens.ui.study.study_window import StudyWindow
from writerlens.ui.study.table_model import VALUE_ROLE, ReportTableView
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


def _values(view: ReportTableView) -> list[list]:
    model = view.model()
    return [
        [model.index(r, c).data(VALUE_ROLE) for c in range(model.columnCount())]
        for r in range(model.rowCount())
    ]


def test_the_claims_tab_shows_every_claim_table(qtbot, window: StudyWindow, tmp_path: Path):
    bundle = write(tmp_path / "p.wlbundle", bundle_bytes(claim_data()))
    with qtbot.waitSignal(window.analysed, timeout=15000):
        window.open_folder(tmp_path / "study")
    with qtbot.waitSignal(window.imported, timeout=30000):
        window.import_files([bundle])
    qtbot.waitUntil(lambda: window.report is not None, timeout=60000)
    tabs = [window.tabs.tabText(i) for i in range(window.tabs.count())]
    assert "Claims" in tabs
    window.tabs.setCurrentIndex(tabs.index("Claims"))
    views = window.views
    report = window.report["claims"]
    faithful = _values(views["claim_faithfulness"])
    assert [row[0] for row in faithful] == ["test/a", "test/b", "test/c"]
    assert [row[6:8] for row in faithful] == [[50.0, 75.0], [20.0, 40.0], [100.0, 100.0]]
    judges = _values(views["claim_judges"])
    assert judges[0][:2] == ["j1", 12] and judges[0][3] == pytest.approx(41 / 89)
    location = _values(views["claim_location"])
    assert location[-1][0] == "(the story itself)"
    assert [row[6] for row in location[:-1]] == [r["end_pct"] for r in report["location"][:-1]]
    assert len(_values(views["claim_omissions"])) == len(report["omissions"]) == 18
    assert len(_values(views["claim_kinds"])) == 5
    assert _values(views["claims_per_summary"])[1][2] == 5
    assert "Left out and where" in tabs
    assert shoot(window, "study-window-claims", tmp_path).is_file()
    window.tabs.setCurrentIndex(tabs.index("Left out and where"))
    assert shoot(window, "study-window-left-out", tmp_path).is_file()


def test_the_export_preview_says_what_of_the_claim_checks_goes(qapp, tmp_path: Path) -> None:
    from claim_seed import seed

    from writerlens.services import export
    from writerlens.services.library import Library
    from writerlens.ui.study.export_summary import summary_html

    library = Library.open(tmp_path / "data")
    try:
        seed(library, tmp_path)
        for story_text, words in ((False, "only as positions"), (True, "with the words")):
            options = export.ExportOptions(include_story_text=story_text)
            shown = summary_html(export.preview_with_report(library, options), options)
            assert "11 claims from the summaries, 11 verdicts of yours" in shown
            assert "2 passages you marked as left out and 9 verdicts by automatic judges" in shown
            assert words in shown
    finally:
        library.close()
