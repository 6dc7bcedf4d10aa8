"""The measures panel of the review: the figures of each summary, and where its sentences come
from in the story (the sample story and its demo summaries, real SQLite, real widgets)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QTextCursor
from PySide6.QtWidgets import QLabel, QWidget

from writerlens.metrics.alignment import SentenceAlignment
from writerlens.services.library import Library
from writerlens.services.metrics import measures_for_summary
from writerlens.texts import paragraphs
from writerlens.ui.review.window import ReviewWindow

SHOTS = os.environ.get("WRITERLENS_SCREENSHOTS")


def shoot(widget, name: str, tmp_path: Path, over: QWidget | None = None) -> None:
    """Save a picture of ``widget``, with a dialog ``over`` it drawn where it would open."""
    folder = Path(SHOTS) if SHOTS else tmp_path
    folder.mkdir(parents=True, exist_ok=True)
    picture = widget.grab()
    if over is not None:
        painter = QPainter(picture)
        top = over.grab()
        x = (picture.width() - top.width()) // 2
        y = (picture.height() - top.height()) // 3
        painter.fillRect(picture.rect(), QColor(0, 0, 0, 60))
        painter.drawPixmap(x, y, top)
        painter.setPen(QColor(90, 90, 90))
        painter.drawRect(x - 1, y - 1, top.width() + 1, top.height() + 1)
        painter.end()
    assert picture.save(str(folder / f"{name}.png"))


@pytest.fixture
def review(qtbot, library: Library) -> ReviewWindow:
    manuscript = library.install_sample()
    win = ReviewWindow(library, manuscript.id)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    count = len(paragraphs(manuscript.text))
    qtbot.waitUntil(lambda: win.story.text.document().blockCount() == count, timeout=10000)
    yield win
    win.close()


def summary_steps(win: ReviewWindow) -> list[int]:
    return [i for i, (_step, sid) in enumerate(win._steps) if sid is not None]


def open_summary(qtbot, win: ReviewWindow, number: int) -> int:
    """Go to the number-th summary with the panel open; wait for its figures."""
    win.go(summary_steps(win)[number])
    if not win.parts.measures.dock.isVisible():
        win.parts.measures.action.trigger()
    summary_id = win.current_step()[1]
    assert summary_id is not None
    panel = win.parts.measures.panel

    def measured() -> bool:
        return panel.measures is not None and panel.measures.summary_id == summary_id

    qtbot.waitUntil(measured, timeout=10000)
    return summary_id


def test_the_panel_starts_hidden_and_shows_each_summarys_own_figures(
    qtbot, review: ReviewWindow, library: Library, tmp_path: Path
) -> None:
    assert not review.parts.measures.dock.isVisible()  # the writer's own reading comes first
    shown: dict[int, dict[str, str]] = {}
    for number in range(3):
        summary_id = open_summary(qtbot, review, number)
        figures = {key: label.text() for key, label in review.parts.measures.panel.figures.items()}
        expected = measures_for_summary(library, summary_id)
        stats = expected.extractive
        assert figures["coverage"] == f"{stats.coverage:.0%}"
        assert f"({stats.density:.1f}" in figures["density"]
        assert figures["compression"] == f"{stats.compression:.1f} times"
        for n in (2, 3, 4, 5):
            assert figures[f"ngram{n}"] == f"{stats.ngram(n).found_percent:.0f}%"
        assert figures["longest"] == f"{stats.longest.words} words"
        quote = review.parts.measures.panel.longest_quote.text()
        assert quote.strip("“”…").split()[:5] == stats.longest.text.split()[:5]
        assert figures["copied"] == str(len(expected.copied))
        assert f"(grade {round(expected.story_reading_level)})" in figures["story_level"]
        assert f"(grade {round(expected.reading_level)})" in figures["summary_level"]
        assert review.parts.measures.panel.sentences.count() == len(expected.alignment)
        shown[summary_id] = figures
        if number == 0:
            shoot(review, "measures-panel", tmp_path)
    assert len({tuple(sorted(f.items())) for f in shown.values()}) == 3  # A, B, C differ
    # every figure explains itself in plain words
    assert all(label.toolTip() for label in review.parts.measures.panel.figures.values())
    # the panel says what it is, and the copied-phrases switch is the window's own
    assert "not your judgments" in review.parts.measures.panel.accessibleName()
    assert review.parts.measures.panel.copied_button.defaultAction() is review.copied_action
    # the blind review: nothing in the panel names a summarizing model
    panel = review.parts.measures.panel
    everything = " ".join(
        [label.text() for label in panel.findChildren(QLabel)]
        + [panel.sentences.item(r).text() for r in range(panel.sentences.count())]
    )
    for summary in library.summaries(review.state.manuscript_id):
        assert summary.model and summary.model not in everything


def _far_sentence(win: ReviewWindow) -> SentenceAlignment:
    """The aligned sentence whose source is furthest into the story (so the story must scroll)."""
    measures = win.parts.measures.panel.measures
    assert measures is not None
    aligned = [a for a in measures.alignment if a.story_spans]
    return max(aligned, key=lambda a: a.story_spans[0][0])


def test_clicking_a_summary_sentence_scrolls_the_story_to_its_source_and_marks_it(
    qtbot, review: ReviewWindow, tmp_path: Path
) -> None:
    open_summary(qtbot, review, 0)
    view = review.summary_page.view
    story = review.story
    assert story.visible_range()[0] == 0  # the story opens at its top
    target = _far_sentence(review)
    source = (target.story_spans[0][0], target.story_spans[-1][1])
    assert source[0] > story.visible_range()[1]  # not on screen yet

    middle = (target.summary_start + target.summary_end) // 2
    cursor = QTextCursor(view.document())
    cursor.setPosition(view.qt_position(middle))
    view.setTextCursor(cursor)
    view.ensureCursorVisible()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.cursorRect().center())

    assert story.marked_range() == source
    first, last = story.visible_range()
    assert first <= source[0] <= last
    [selection] = story.text.extraSelections()
    marked = selection.cursor.selectedText().replace("\u2029", "\n")
    manuscript_text = review.library.manuscript(review.state.manuscript_id).text
    assert marked == manuscript_text[source[0] : source[1]].replace("\n\n", "\n")
    assert review.parts.measures.panel.sentences.currentRow() == target.sentence
    assert not view.textCursor().hasSelection()  # a click never selects (labelling is safe)
    shoot(review, "measures-alignment", tmp_path)


def test_the_sentence_list_is_keyboard_operable_and_selects_the_sentence(
    qtbot, review: ReviewWindow
) -> None:
    open_summary(qtbot, review, 1)
    panel = review.parts.measures.panel
    alignment = panel.measures.alignment  # type: ignore[union-attr]
    panel.sentences.setFocus()
    panel.sentences.setCurrentRow(0)
    qtbot.keyClick(panel.sentences, Qt.Key.Key_Down)
    second = alignment[1]
    view = review.summary_page.view
    assert view.textCursor().selectedText() == view.text[second.summary_start : second.summary_end]
    if second.story_spans:
        assert review.story.marked_range() == (second.story_spans[0][0], second.story_spans[-1][1])


def test_clicks_in_the_summary_leave_the_story_alone_while_the_panel_is_closed(
    qtbot, review: ReviewWindow
) -> None:
    open_summary(qtbot, review, 0)
    review.parts.measures.action.trigger()  # close it again
    assert not review.parts.measures.dock.isVisible()
    view = review.summary_page.view
    target = _far_sentence(review)
    cursor = QTextCursor(view.document())
    cursor.setPosition(view.qt_position(target.summary_start + 1))
    view.setTextCursor(cursor)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.cursorRect().center())
    assert review.story.marked_range() is None
    assert review.story.visible_range()[0] == 0


def test_steps_that_are_not_a_summary_say_so(qtbot, review: ReviewWindow) -> None:
    open_summary(qtbot, review, 0)
    review.go(0)  # the story's labels
    assert "Open one of the summaries" in review.parts.measures.panel.status.text()
    assert review.parts.measures.panel.figures["coverage"].text() == "–"


def test_the_panel_and_the_judges_open_from_the_keyboard(qtbot, review: ReviewWindow) -> None:
    review.go(summary_steps(review)[0])
    review.activateWindow()
    qtbot.waitUntil(review.isActiveWindow, timeout=3000)
    qtbot.keyClick(review, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert review.parts.measures.dock.isVisible()
    qtbot.waitUntil(lambda: review.parts.measures.panel.measures is not None, timeout=10000)
    qtbot.keyClick(review, Qt.Key.Key_J, Qt.KeyboardModifier.ControlModifier)
    dialog = review.parts.measures.judge_dialog
    assert dialog.isVisible()
    dialog.reject()
    qtbot.keyClick(review, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert not review.parts.measures.dock.isVisible()
