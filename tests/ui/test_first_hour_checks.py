"""The first-hour walk's checks (packaging/screen_checks.py) find what a user would notice, and
only that: an id among words, English on a German screen, a control out of reach."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtWidgets import QPushButton, QScrollArea, QVBoxLayout, QWidget

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "packaging"))

from screen_checks import cut_off, english_words, raw_ids


def test_ids_among_words_are_found() -> None:
    found = raw_ids(
        [
            "coverage.vague",
            "Geschichten mit detailed_subplot",
            "fake-model (openai-compatible)",
            "ngram_overlap_2",
            "3 bundle(s) from 2 participant(s)",
        ]
    )
    assert len(found) == 5
    assert "coverage.vague" in found[0] and "(openai-compatible)" in found[2]


def test_names_files_and_addresses_are_not_ids() -> None:
    assert not raw_ids(
        [
            "Gespeichert in report.json und ratings.csv",
            "z.B. ein Modell, e.g. a model",
            "llama.cpp server",
            "Siehe https://example.org/some_page.html",
            "Ordner /home/ana/my_study/bundles",
            "Vague (coverage)",
            "Claude (Anthropic)",
        ]
    )


def test_english_on_a_translated_screen_is_found() -> None:
    found = english_words(
        [
            "only 3 untied pairs: too few for the test",
            "no item was judged by more than one person",
            "Open the sample",
            "Nur 3 Paare ohne Gleichstand: zu wenige für den Test",
            "Die Zusammenfassung ist klar.",
            "Es la historia de un farero.",
        ]
    )
    assert [f.split("”")[0] for f in found] == [
        "“only 3 untied pairs: too few for the test",
        "“no item was judged by more than one person",
        "“Open the sample",
    ]


def test_what_the_user_wrote_is_not_english_left() -> None:
    story = "The council voted on Tuesday to take the gas out of Keldwick, and I want it set down."
    assert not english_words(
        [
            "Szene 2: The council voted on Tuesday to take the gas…",
            "Zusammenfassung von The Lamplighter’s Ledger",
        ],
        data=[story, "The Lamplighter’s Ledger"],
    )


def test_a_button_outside_the_window_is_out_of_reach(qtbot) -> None:
    top = QWidget()
    qtbot.addWidget(top)
    button = QPushButton("Close", top)
    top.resize(300, 200)
    button.setGeometry(250, 180, 90, 30)
    top.show()
    qtbot.waitExposed(top)
    assert any("partly outside the window" in f for f in cut_off(top))
    button.setGeometry(10, 10, 90, 30)
    assert not cut_off(top)


def _scrolled(qtbot, pane_height: int) -> QWidget:
    top = QWidget()
    qtbot.addWidget(top)
    area = QScrollArea()
    body = QWidget()
    column = QVBoxLayout(body)
    for number in range(20):
        column.addWidget(QPushButton(f"Label {number}"))
    area.setWidget(body)
    area.setWidgetResizable(True)
    area.setFixedHeight(pane_height)
    layout = QVBoxLayout(top)
    layout.addWidget(area)
    layout.addStretch(1)
    top.resize(300, 400)
    top.show()
    qtbot.waitExposed(top)
    return top


def test_controls_behind_a_small_panes_scroll_bar_are_found(qtbot) -> None:
    assert any("behind a scroll bar" in f for f in cut_off(_scrolled(qtbot, 90)))


def test_a_page_that_scrolls_as_pages_do_is_not_cut_off(qtbot) -> None:
    assert not cut_off(_scrolled(qtbot, 360))
