"""The coordinator's tables show names, not ids, and the statistics' notes in the window's
language with their plural forms (#25): report.json keeps the ids and English notes."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from writerlens.resources import resource_dir
from writerlens.study.coordinator import stats
from writerlens.ui.catalogs import release
from writerlens.ui.study.report_words import ReportWordsFor, note_text

REPORT = {
    "instruments": {
        "questionnaires": [{"id": "reading-subtext", "version": "1"}],
        "taxonomies": [{"id": "reading-subtext", "version": "1"}],
    }
}


def _notes() -> list[str]:
    """Notes as the statistics really write them (ties, small samples, too few pairs)."""
    return [
        stats.wilcoxon([1, 2, 3], [1, 1, 1]).note,  # ties and too few untied pairs
        stats.wilcoxon([4, 3, 4, 2, 4, 3, 1], [1, 1, 1, 1, 1, 1, 2]).note,  # a small sample
        stats.wilcoxon([1, 2], [1, 2]).note,  # every pair a tie
        stats.correlate([1, 2], [2, 1]).note,  # too few to correlate
        stats.correlate([1, 2, 3, 4], [2, 2, 2, 2]).note,
    ]


@pytest.fixture
def language(request, tmp_path: Path, qapp) -> Iterator[str]:
    lang = request.param
    qm = tmp_path / f"{lang}.qm"
    release(resource_dir() / "translations" / f"writerlens_{lang}.ts", qm)
    translator = QTranslator()
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    yield lang
    QCoreApplication.removeTranslator(translator)


def test_the_statistics_write_the_notes_the_window_knows(qapp) -> None:
    notes = _notes()
    assert all(notes) and any("(s)" in n for n in notes)
    for note in notes:
        shown = note_text(note)
        assert "(s)" not in shown, shown


@pytest.mark.parametrize("language", ["de", "es"], indirect=True)
def test_every_note_is_translated(language: str) -> None:
    for note in _notes():
        for part in note_text(note).split("; "):
            assert part not in note.split("; "), f"{language}: “{part}” left in English"


@pytest.mark.parametrize("language", ["en"], indirect=True)
def test_one_pair_is_one_pair_in_english(language: str) -> None:
    note = stats.wilcoxon([1, 2, 3], [1, 1, 1]).note  # one tie, two untied pairs
    assert note_text(note).startswith("1 tied pair left out (zero difference); only 2 untied pairs")


@pytest.mark.parametrize("language", ["de"], indirect=True)
def test_ids_are_shown_by_their_names(language: str) -> None:
    words = ReportWordsFor(REPORT)
    assert words.cell("label", "coverage.vague") == "Zu vage (Abdeckung)"
    assert words.cell("question", "coherence") == "Kohärenz"
    assert words.cell("dimension", "detailed_subplot") == "Ausgearbeitete Nebenhandlung"
    assert words.cell("value", "unreliable") == "unzuverlässig"
    for score in ("fragment_coverage", "fragment_density", "ngram_overlap_3", "copied_phrases"):
        shown = words.cell("name", score)
        assert "_" not in shown and shown != score
    # an id no instrument names is shown as words, never as an id
    assert words.cell("label", "pacing.too_fast") == "Too fast"
