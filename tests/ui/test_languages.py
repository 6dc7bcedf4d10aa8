"""Every screen in every shipped language and in the pseudo-locale: nothing clipped, nothing
left in English.

The pseudo-locale makes every string ~40 % longer with accented letters (from the English
source, by writerlens.ui.catalogs.pseudo), so clipping shows before the real translations do.
Screens: the main window, each Settings page, the Summarize dialog and each review step, at
1280x800. ``WRITERLENS_SCREENSHOTS=DIR`` saves a PNG of each.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from layout_check import clipped, english_left, shown_texts
from llm_server import FakeLLMServer
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QWidget
from summarize_dialog_support import (
    add_server,
    open_dialog,
    quick_service,
    start_and_wait,
    tick,
    wait_estimates,
)

from writerlens import APP_NAME
from writerlens.resources import resource_dir
from writerlens.services.library import Library
from writerlens.ui.catalogs import Catalogue, make_pseudo, qt_tool, release
from writerlens.ui.main_window import MainWindow
from writerlens.ui.review.window import ReviewWindow
from writerlens.ui.settings.dialog import SettingsDialog

ROOT = Path(__file__).resolve().parents[2]
SHOTS = os.environ.get("WRITERLENS_SCREENSHOTS")
SHIPPED = sorted(
    p.stem.removeprefix("writerlens_")
    for p in (resource_dir() / "translations").glob("writerlens_*.ts")
    if p.stem != "writerlens_en"
)
SIZE = (1280, 800)
SMALL = (1024, 640)


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every string in the code, extracted now (so the pseudo-locale never lags the code)."""
    ts = tmp_path_factory.mktemp("ts") / "writerlens_xx.ts"
    subprocess.run(
        [
            qt_tool("lupdate"),
            "-extensions",
            "py",
            "-locations",
            "none",
            "writerlens",
            "-ts",
            str(ts),
        ],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )
    return ts


@pytest.fixture(params=["pseudo", *SHIPPED])
def language(
    request: pytest.FixtureRequest, template: Path, tmp_path: Path, qapp
) -> Iterator[tuple[str, dict[str, str]]]:
    """Install the language; yields its code and {English source: translation} of the strings
    it translates differently (those must never show in English)."""
    lang = request.param
    if lang == "pseudo":
        ts = tmp_path / "writerlens_pseudo.ts"
        make_pseudo(template, ts)
    else:
        ts = resource_dir() / "translations" / f"writerlens_{lang}.ts"
    qm = tmp_path / "catalogue.qm"
    release(ts, qm)
    translator = QTranslator()
    assert translator.load(str(qm))
    qt = QTranslator()  # Qt's own words (standard buttons), as the app loads them
    if lang != "pseudo":
        qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    QCoreApplication.installTranslator(qt)
    QCoreApplication.installTranslator(translator)
    QLocale.setDefault(QLocale("en" if lang == "pseudo" else lang))
    changed = {
        e.source: e.forms[0]
        for e in Catalogue(ts).entries()
        if e.finished and not e.numerus and e.forms[0] != e.source
    }
    yield lang, changed
    QCoreApplication.removeTranslator(translator)
    QCoreApplication.removeTranslator(qt)
    QLocale.setDefault(QLocale("en_US"))


def _settle(qtbot) -> None:
    """Let deferred work finish (tables refit their rows on a zero-delay timer, then the
    layout takes the new heights on the next pass)."""
    for _ in range(3):
        QCoreApplication.processEvents()
        qtbot.wait(20)


def _look(qtbot, widget: QWidget, name: str, lang: str, changed: dict[str, str]) -> list[str]:
    widget.resize(*SIZE)
    widget.show()
    qtbot.waitExposed(widget)
    _settle(qtbot)
    if SHOTS:
        widget.grab().save(str(Path(SHOTS) / f"{lang}-{name}.png"))
    problems = [f"{name}: {p}" for p in clipped(widget)]
    english = english_left([t for t in shown_texts(widget) if t != APP_NAME], changed)
    problems += [f"{name}: still in English: “{t}”" for t in english]
    if SHOTS:  # and how it looks on a small laptop screen
        widget.resize(*SMALL)
        _settle(qtbot)
        widget.grab().save(str(Path(SHOTS) / f"{lang}-{name}-small.png"))
    return problems


@pytest.fixture
def sample(library: Library) -> int:
    return library.install_sample().id


def test_main_window_and_settings_fit(qtbot, library: Library, sample: int, language) -> None:
    lang, changed = language
    window = MainWindow(library)
    qtbot.addWidget(window)
    problems = _look(qtbot, window, "main", lang, changed)
    settings = SettingsDialog(library, window)
    qtbot.addWidget(settings)
    for index in range(settings.nav.count()):
        settings.show_page(index)
        problems += _look(qtbot, settings, f"settings-{index}", lang, changed)
    settings.close()
    assert not problems, "\n".join(problems)


def test_summarize_dialog_fits(
    qtbot, library: Library, sample: int, language, llm_server: FakeLLMServer
) -> None:
    """Empty, then with two models estimated, then with their summaries done."""
    lang, changed = language
    first = add_server(library, llm_server, "Studio", "m1")
    second = add_server(library, llm_server, "Lab", "m2")
    dialog = open_dialog(qtbot, library, sample, service=quick_service(library))
    problems = _look(qtbot, dialog, "summarize", lang, changed)
    tick(dialog, first, second)
    wait_estimates(qtbot, dialog, 2)
    problems += _look(qtbot, dialog, "summarize-estimated", lang, changed)
    start_and_wait(qtbot, dialog)
    problems += _look(qtbot, dialog, "summarize-done", lang, changed)
    dialog.close()
    assert not problems, "\n".join(problems)


def test_review_steps_fit(qtbot, library: Library, sample: int, language) -> None:
    lang, changed = language
    window = ReviewWindow(library, sample)
    qtbot.addWidget(window)
    problems = _look(qtbot, window, "review-0", lang, changed)
    for step in range(1, window.tabs.count()):
        window.go(step)
        problems += _look(qtbot, window, f"review-{step}", lang, changed)
    window.close()
    assert not problems, "\n".join(problems)


def test_review_steps_show_whole_in_the_narrowest_review_window(
    qtbot, library: Library, sample: int, language
) -> None:
    """The review window at the least width its pages allow, the story put away (what a
    1024-wide screen leaves beside the open measures panel, and less): every step's tab still
    shows whole, none behind the scroll arrows (the summaries' tabs go down to their letters
    when they must), and the ranking's rows show without a sideways scroll bar."""
    lang, _changed = language
    window = ReviewWindow(library, sample)
    qtbot.addWidget(window)
    window.resize(*SMALL)
    window.show()
    qtbot.waitExposed(window)
    window.go(window.tabs.count() - 2)  # the ranking
    window.story.hide()  # as the open measures panel puts it away on a small screen
    for _ in range(3):  # then as narrow as the review gets (its layout settling each time)
        window.resize(1, SMALL[1])
        for _ in range(3):  # every pending layout, however busy the machine
            QCoreApplication.sendPostedEvents()
            QCoreApplication.processEvents()
    tabs = window.tabs
    for i in range(tabs.count()):
        # whole: not scrolled off the start, nor past the end (behind the scroll arrows)
        assert tabs.tabRect(i).left() >= 0, (lang, tabs.tabText(i))
        assert tabs.tabRect(i).right() <= tabs.width(), (lang, tabs.tabText(i))
        assert tabs.tabRect(i).width() >= tabs.tabSizeHint(i).width() - 2, (lang, tabs.tabText(i))
    ranking = window.ranking_page.ranking
    assert not ranking.horizontalScrollBar().isVisible(), lang
    assert all(ranking.item(r).toolTip() == ranking.item(r).text() for r in range(ranking.count()))
    window.close()
