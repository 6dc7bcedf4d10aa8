"""Review details a writer meets in the first hour, each driven by the keys they press (#25):
a claim's tint on another summary, moving a ranking row repeatedly, Esc, the checking model
that gave no usable answer, the link dialog's label, and the welcome's "Open the sample"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel
from review_claims_support import open_claims, seed_claims, summary_steps

from writerlens.domain import ClaimJudgment
from writerlens.services.library import Library
from writerlens.store import claims as claim_rows
from writerlens.ui.main_window import MainWindow
from writerlens.ui.review.span_list import SpanDialog
from writerlens.ui.review.window import ReviewWindow

CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier


@pytest.fixture
def review(qtbot, library: Library) -> ReviewWindow:
    manuscript = library.install_sample()
    win = ReviewWindow(library, manuscript.id)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=3000)
    return win


def key(qtbot, win, which, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key pressed wherever the focus is, as the writer presses it."""
    qtbot.keyClick(QApplication.focusWidget() or win, which, modifier)


def test_a_claims_tint_does_not_follow_to_a_summary_without_claims(
    qtbot, review: ReviewWindow
) -> None:
    first = review.state.summaries[0]
    claims = seed_claims(review.library, first.summary_id, first.text)
    open_claims(review, 0)
    view = review.summary_page.view
    review.claims_panel.list.setFocus()
    assert view._claim == (claims[0].start, claims[0].end)  # marked on Summary A

    key(qtbot, review, Qt.Key.Key_PageDown, CTRL)  # on to Summary B: it has no claims
    assert review.current_step()[1] == review.state.summaries[1].summary_id
    assert review.summary_page.checking_claims
    assert view._claim is None
    claim_yellow = [s for s in view.extraSelections() if s.format.background().color().red()
                    == 255 and s.format.background().color().green() == 196]  # fmt: skip
    assert claim_yellow == []


def test_alt_up_and_down_move_a_ranking_row_again_and_again(qtbot, review: ReviewWindow) -> None:
    review.go(len(review._steps) - 2)  # the ranking
    ranking = review.ranking_page.ranking
    ranking.setFocus()
    ranking.setCurrentRow(2)
    moving = ranking.order()[2]
    key(qtbot, review, Qt.Key.Key_Up, ALT)
    assert ranking.order().index(moving) == 1 and ranking.currentRow() == 1
    key(qtbot, review, Qt.Key.Key_Up, ALT)  # the second press moves it again
    assert ranking.order()[0] == moving and ranking.currentRow() == 0
    assert review.state.ranking[0] == moving  # saved
    key(qtbot, review, Qt.Key.Key_Down, ALT)
    key(qtbot, review, Qt.Key.Key_Down, ALT)
    assert ranking.order()[2] == moving and ranking.currentRow() == 2
    assert list(review.state.ranking)[2] == moving


def test_esc_closes_the_find_bar_first_then_the_review(qtbot, qtlog, review: ReviewWindow) -> None:
    key(qtbot, review, Qt.Key.Key_F, CTRL)
    assert review.story.find_bar.isVisible() and review.story.find_box.hasFocus()
    qtbot.keyClicks(review.story.find_box, "lamp")
    key(qtbot, review, Qt.Key.Key_Escape)
    assert not review.story.find_bar.isVisible()
    assert review.isVisible()  # the review stays
    key(qtbot, review, Qt.Key.Key_Escape)
    assert not review.isVisible()
    assert not [r for r in qtlog.records if "Ambiguous" in r.message]


def test_a_checking_model_with_no_usable_answer_is_said_plainly(
    qtbot, review: ReviewWindow
) -> None:
    first = review.state.summaries[0]
    claims = seed_claims(review.library, first.summary_id, first.text, limit=2)
    for claim in claims:
        claim_rows.put_judgment(
            review.library.store,
            ClaimJudgment(claim.id, "judge-x", None, status="unparseable", reply="Hmm."),
        )
    open_claims(review, 0)
    review.claims_panel.list.setFocus()
    key(qtbot, review, Qt.Key.Key_F)
    key(qtbot, review, Qt.Key.Key_F)
    said = review.claims_panel.second_opinion.text()
    assert review.claims_panel.second_opinion.isVisible()
    assert "gave no usable answer" in said
    assert "0 of 0" not in said


def test_the_link_dialogs_label_shows_its_key_not_an_ampersand(review: ReviewWindow) -> None:
    state = review.state
    shown = state.summaries[0]
    span = review.session.add_span(
        shown.summary_id, 0, 20, "coherence.inconsistent", "", antecedent_id=None
    )
    dialog = SpanDialog(review.session.taxonomy, span, [span], review)
    labels = {label.text(): label for label in dialog.findChildren(QLabel)}
    clashes = labels[dialog.tr("Clashes &with:")]
    assert clashes.buddy() is dialog.antecedent  # Alt+W goes to the list; "&" is not shown
    dialog.deleteLater()


def test_open_the_sample_opens_its_review(qtbot, library: Library) -> None:
    main = MainWindow(library)
    qtbot.addWidget(main)
    main.show()
    with qtbot.waitSignal(main.story_shown, timeout=10_000, raising=False):
        main.start()
        qtbot.waitUntil(lambda: main.welcome is not None, timeout=10_000)
    welcome = main.welcome
    assert welcome is not None
    key(qtbot, welcome, Qt.Key.Key_Return)  # the welcome's one button: Open the sample
    sample = next(e for e in main.entries() if e.is_sample)
    assert sample.id in main.review_windows
    assert main.review_windows[sample.id].isVisible()
    assert summary_steps(main.review_windows[sample.id])
    main.review_windows[sample.id].close()


def _sentence_claims(request) -> str:
    import re

    found = re.findall(r"^\[(\d+)\] (.+)$", request.last_user_message, flags=re.MULTILINE)
    return "\n".join(f"[{number}] {text}" for number, text in found)


def test_the_claims_dialog_fits_its_words_after_a_run_in_german(
    qtbot, library: Library, llm_server, monkeypatch, tmp_path
) -> None:
    from writerlens.services import model_setup
    from writerlens.services.model_setup import ServerSetup
    from writerlens.ui import i18n

    monkeypatch.setattr(i18n, "cache_dir", lambda: tmp_path / "cache")
    i18n.apply_language("de")
    try:
        model_setup.save_server(library, ServerSetup("Local", llm_server.openai_base_url, "c-9"))
        llm_server.reply = _sentence_claims
        win = ReviewWindow(library, library.install_sample().id)
        qtbot.addWidget(win)
        win.resize(1024, 640)
        win.show()
        open_claims(win, 0)
        panel = win.claims_panel
        panel.find_button.setFocus()
        qtbot.keyClick(panel.find_button, Qt.Key.Key_Space)
        dialog = win.parts.claims.claims_dialog
        assert dialog is not None
        qtbot.waitUntil(lambda: dialog.run_button.isEnabled(), timeout=15000)
        # a plural the base dialog writes, in the subclass: German, not English
        assert "Bevor etwas gesendet wird" in dialog.estimate_label.text()
        dialog.run_button.setFocus()
        qtbot.keyClick(dialog.run_button, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: dialog.outcome != "", timeout=30000)
        assert dialog.outcome == "done"
        qtbot.waitUntil(lambda: "0-mal" not in dialog.estimate_label.text(), timeout=15000)
        qtbot.wait(50)
        assert " 0 " not in dialog.estimate_label.text()
        # nothing squeezed or overlapping: each control has its height, in order, on screen
        shown = [dialog.only_current, dialog.estimate_label, dialog.status, dialog.run_button]
        for widget in shown:
            assert widget.height() >= widget.minimumSizeHint().height(), widget
        tops = [w.mapTo(dialog, w.rect().topLeft()).y() for w in shown]
        bottoms = [w.mapTo(dialog, w.rect().bottomLeft()).y() for w in shown]
        assert all(bottoms[i] < tops[i + 1] for i in range(len(shown) - 1)), (tops, bottoms)
        assert bottoms[-1] <= dialog.height()
        label = dialog.estimate_label
        assert label.height() >= label.heightForWidth(label.width())
        dialog.reject()
        win.close()
    finally:
        i18n.apply_language("en")


def test_every_label_of_the_palette_shows_on_a_small_screen(qtbot, library: Library) -> None:
    from PySide6.QtWidgets import QScrollArea

    win = ReviewWindow(library, library.install_sample().id)
    qtbot.addWidget(win)
    win.resize(1024, 640)
    win.show()
    win.go(summary_steps(win)[0])
    qtbot.waitUntil(lambda: win.summary_page.side_split.sizes()[0] > 0, timeout=5000)
    palette = win.summary_page.palette_box
    scroll = next(w for w in win.findChildren(QScrollArea) if w.widget() is palette)
    assert scroll.verticalScrollBar().maximum() == 0  # nothing behind a scroll bar
    for button in palette.buttons.values():
        bottom = button.mapTo(scroll.viewport(), button.rect().bottomLeft()).y()
        assert button.isVisible() and bottom <= scroll.viewport().height(), button.text()
    win.close()
