"""The "Check claims" step, driven with the keyboard through the real window, on the sample
story's summaries with claims stored as a decomposition stores them (real SQLite)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from review_claims_support import open_claims, seed_claims, select_story

from writerlens.domain import OmissionKind, Verdict
from writerlens.resources import resource_path
from writerlens.services.claims import ClaimsService
from writerlens.services.library import Library
from writerlens.ui.review.window import ReviewWindow


@pytest.fixture
def review(qtbot, library: Library) -> ReviewWindow:
    manuscript = library.install_sample()
    win = ReviewWindow(library, manuscript.id)
    for shown in win.state.summaries:
        seed_claims(library, shown.summary_id, shown.text)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=3000)
    yield win
    win.close()


def key(qtbot, win: ReviewWindow, which: object, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key pressed wherever the focus is (as the writer presses it)."""
    focused = QApplication.focusWidget() or win
    qtbot.keyClick(focused, which, modifier)


def verdicts(win: ReviewWindow):
    return win.claim_review.verdicts()


def test_claims_checked_with_the_keyboard_only(qtbot, review: ReviewWindow) -> None:
    summary_id = open_claims(review, 0)
    panel = review.claims_panel
    claims = review.claim_review.claims(summary_id)
    assert panel.list.count() == len(claims) >= 5
    panel.list.setFocus()
    # the selected claim's passage is marked in the summary
    assert review.summary_page.view._claim == (claims[0].start, claims[0].end)

    key(qtbot, review, Qt.Key.Key_F)
    assert verdicts(review)[claims[0].id].verdict is Verdict.FAITHFUL
    assert panel.current_claim_id() == claims[1].id  # on to the next claim
    key(qtbot, review, Qt.Key.Key_U)
    assert verdicts(review)[claims[1].id].verdict is Verdict.UNFAITHFUL
    key(qtbot, review, Qt.Key.Key_K)  # back up, to say what is wrong
    assert panel.current_claim_id() == claims[1].id
    panel.kind.setFocus()
    qtbot.keyClick(panel.kind, Qt.Key.Key_Down)
    saved = verdicts(review)[claims[1].id]
    assert saved.verdict is Verdict.UNFAITHFUL and saved.kind == panel.kind.itemData(1)
    panel.list.setFocus()
    key(qtbot, review, Qt.Key.Key_J)
    assert panel.current_claim_id() == claims[2].id

    key(qtbot, review, Qt.Key.Key_F)  # claim 2
    # words the writer selects in the story
    story = review.library.manuscript(review.state.manuscript_id).text
    start = story.index("lamp is a lamp")
    select_story(review, start, start + len("lamp is a lamp"))
    key(qtbot, review, Qt.Key.Key_E)
    key(qtbot, review, Qt.Key.Key_C)
    saved = verdicts(review)[claims[3].id]
    assert saved.verdict is Verdict.UNVERIFIABLE and saved.evidence_quote == "lamp is a lamp"
    assert saved.evidence_source == "chosen"
    assert panel.current_claim_id() == claims[4].id

    # split the claim at the cursor: Enter where the first part ends, Ctrl+Enter saves
    split = claims[4]
    key(qtbot, review, Qt.Key.Key_S)
    dialog = review.parts.claims.claim_dialog
    assert dialog is not None and dialog.isVisible()
    words = split.text.split()
    dialog.set_cursor(len(" ".join(words[: len(words) // 2])))
    qtbot.keyClick(dialog.editor, Qt.Key.Key_Delete)  # the space between the halves
    qtbot.keyClick(dialog.editor, Qt.Key.Key_Return)
    qtbot.keyClick(dialog.editor, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert not dialog.isVisible()
    after = review.claim_review.claims(summary_id)
    halves = [c for c in after if split.id in c.parents]
    assert [c.text for c in halves] == [
        " ".join(words[: len(words) // 2]),
        " ".join(words[len(words) // 2 :]),
    ]
    assert all(split.start <= c.start < c.end <= split.end for c in halves)
    assert halves[0].end <= halves[1].start
    kept = review.claim_review.claims(summary_id, include_retired=True)
    assert any(c.id == split.id and c.retired_at for c in kept)  # the original is kept
    assert panel.changed.count() == 1 and panel.changed.item(0).text() == split.text

    # edit the next claim's words
    panel.select_claim(halves[0].id)
    panel.list.setFocus()
    key(qtbot, review, Qt.Key.Key_F2)
    dialog = review.parts.claims.claim_dialog
    dialog.editor.selectAll()
    qtbot.keyClicks(dialog.editor, "Walter keeps the lamps lit.")
    qtbot.keyClick(dialog.editor, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    texts = [c.text for c in review.claim_review.claims(summary_id)]
    assert "Walter keeps the lamps lit." in texts and halves[0].text not in texts

    # undo the edit, the split and the last verdict; redo them
    undo = (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    key(qtbot, review, *undo)
    texts = [c.text for c in review.claim_review.claims(summary_id)]
    assert halves[0].text in texts and "Walter keeps the lamps lit." not in texts
    key(qtbot, review, *undo)
    assert [c.id for c in review.claim_review.claims(summary_id)] == [c.id for c in claims]
    key(qtbot, review, *undo)
    assert claims[3].id not in verdicts(review)
    assert [panel.list.item(i).text()[0] for i in range(4)] == ["✓", "✗", "✓", "•"]
    for _ in range(3):  # the platform's Redo keys
        QTest.keySequence(QApplication.focusWidget(), review.redo_action.shortcut())
    assert verdicts(review)[claims[3].id].evidence_quote == "lamp is a lamp"
    assert "Walter keeps the lamps lit." in [c.text for c in review.claim_review.claims(summary_id)]
    # the other summaries' histories are their own
    open_claims(review, 1)
    assert not review.undo_action.isEnabled()


def test_one_omission_marked_for_two_summaries(qtbot, review: ReviewWindow) -> None:
    first = open_claims(review, 0)
    names = {s.summary_id: s.name for s in review.state.summaries}
    others = [s.summary_id for s in review.state.summaries if s.summary_id != first]
    second = others[0]
    story = review.library.manuscript(review.state.manuscript_id).text
    quote = "a lamp is a lamp"
    start = story.index(quote)
    select_story(review, start, start + len(quote))
    review.story.text.setFocus()
    key(qtbot, review, Qt.Key.Key_L)
    dialog = review.parts.omissions.omission_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.chosen_summaries() == (first,)  # the summary on screen, to begin with
    qtbot.waitUntil(dialog.isActiveWindow, timeout=3000)
    key(qtbot, review, Qt.Key.Key_2)
    dialog.summaries[second].setFocus()
    qtbot.keyClick(dialog.summaries[second], Qt.Key.Key_Space)
    qtbot.keyClick(dialog.comment, Qt.Key.Key_Return)
    assert not dialog.isVisible()
    [saved] = review.claim_review.omissions()
    assert saved.kind is OmissionKind.CHARACTER
    assert set(saved.summary_ids) == {first, second} and saved.quote == quote
    box = review.claims_panel.omissions
    assert box.list.count() == 1
    shown = box.list.item(0).text()
    assert names[first] in shown and names[second] in shown and "A character" in shown
    # marked in the story
    marks = review.story.text.extraSelections()
    assert any(m.cursor.selectedText() == quote for m in marks)
    # listed on the other summary's step too, and removed with one undoable action
    open_claims(review, 1 if review.state.summaries[1].summary_id == second else 2)
    assert box.list.count() == 1
    box.list.setCurrentRow(0)
    box.delete.click()
    assert review.claim_review.omissions() == [] and box.list.count() == 0
    review.undo_action.trigger()
    [back] = review.claim_review.omissions()
    assert back.id == saved.id and set(back.summary_ids) == {first, second}


@pytest.mark.skipif(
    not hasattr(ClaimsService, "propose_evidence"), reason="needs c18's propose_evidence"
)
def test_a_proposed_passage_is_taken_with_its_number(qtbot, review: ReviewWindow) -> None:
    summary_id = open_claims(review, 0)
    panel = review.claims_panel
    claims = review.claim_review.claims(summary_id)
    panel.list.setFocus()
    qtbot.waitUntil(lambda: claims[0].id in review.parts.claims._proposed, timeout=15000)
    proposed = review.parts.claims._proposed[claims[0].id]
    assert proposed and panel.proposals.item(0).text().startswith("1")
    marks = review.story.text.extraSelections()
    assert len(marks) >= len(proposed)  # the proposals are marked in the story
    key(qtbot, review, Qt.Key.Key_2 if len(proposed) > 1 else Qt.Key.Key_1)
    assert claims[0].id not in verdicts(review)  # waits for the verdict, and says so
    assert "saved with your verdict" in panel.evidence_note.text()
    key(qtbot, review, Qt.Key.Key_P)
    saved = verdicts(review)[claims[0].id]
    chosen = proposed[1 if len(proposed) > 1 else 0]
    assert saved.verdict is Verdict.PARTIAL and saved.evidence_source == "proposed"
    assert (saved.evidence_start, saved.evidence_end) == (chosen.start, chosen.end)
    # on a claim that has its verdict, the evidence changes at once; N takes it away
    key(qtbot, review, Qt.Key.Key_K)
    key(qtbot, review, Qt.Key.Key_N)
    saved = verdicts(review)[claims[0].id]
    assert saved.verdict is Verdict.PARTIAL and saved.evidence_start is None


def visible_text(win: ReviewWindow) -> str:
    """Every piece of text a writer could see in the window now (and its tooltips)."""
    from PySide6.QtWidgets import (
        QAbstractButton,
        QComboBox,
        QLabel,
        QLineEdit,
        QListWidget,
        QTabBar,
        QTextEdit,
        QWidget,
    )

    seen = [win.windowTitle()]
    for widget in win.findChildren(QWidget):
        if not widget.isVisible():
            continue
        seen.append(widget.toolTip())
        if isinstance(widget, QLabel | QAbstractButton | QLineEdit):
            seen.append(widget.text())
        elif isinstance(widget, QListWidget):
            for row in range(widget.count()):
                seen += [widget.item(row).text(), widget.item(row).toolTip()]
        elif isinstance(widget, QTextEdit):
            seen.append(widget.toPlainText())
        elif isinstance(widget, QComboBox):
            seen += [widget.itemText(i) for i in range(widget.count())]
        elif isinstance(widget, QTabBar):
            seen += [widget.tabText(i) for i in range(widget.count())]
    return "\n".join(seen)


def test_the_claims_step_names_no_model_before_the_reveal(
    qtbot, review: ReviewWindow, library: Library
) -> None:
    from writerlens.domain import ClaimJudgment
    from writerlens.store import claims as rows

    demo = json.loads(resource_path("samples", "demo_summaries.json").read_text())
    summarizers = {d["id"] for d in demo["summaries"]}  # the sample's summary models
    assert len(summarizers) == 3
    summary_id = open_claims(review, 0)
    claims = review.claim_review.claims(summary_id)
    for claim in claims:  # a checking model has already given its verdicts
        rows.put_judgment(
            library.store,
            ClaimJudgment(claim.id, "judge-secret-7", Verdict.FAITHFUL, created_at="now"),
        )
    review.parts.claims.show_claims()
    panel = review.claims_panel
    assert "once you have checked every claim" in panel.second_opinion.text()
    panel.list.setFocus()
    for number in range(len(claims)):
        key(qtbot, review, Qt.Key.Key_F if number % 2 else Qt.Key.Key_U)
    # all checked: the other opinion shows, without its name
    opinion = panel.second_opinion.text()
    assert f"agreed with you on {len(claims) // 2} of {len(claims)} claims" in opinion
    panel.select_claim(claims[0].id)
    assert panel.other_verdict.text() == "The checking model said: Faithful."
    for number in range(len(review.state.summaries)):
        open_claims(review, number)
        seen = visible_text(review)
        for name in [*summarizers, "judge-secret-7"]:
            assert name not in seen, (name, number)

    # after the reveal the checking model is named, and nothing can change
    session = review.session
    for shown in review.state.summaries:
        if shown.rateable:
            for question in session.questionnaire.questions:
                session.answer(shown.summary_id, question.id, 3)
    session.set_ranking([s.summary_id for s in review.state.summaries if s.rateable])
    session.complete()
    session.reveal()
    review.refresh()
    review._show_step(review.tabs.currentIndex())
    open_claims(review, 0)
    assert "judge-secret-7 agreed with you" in panel.second_opinion.text()
    assert any(name in visible_text(review) for name in summarizers)  # the check can see
    assert not panel.buttons[Verdict.FAITHFUL].isEnabled()
    assert not panel.key_actions()[0].isEnabled()


def test_join_and_add_claims_with_the_keys(qtbot, review: ReviewWindow) -> None:
    from review_claims_support import summary_steps

    review.go(summary_steps(review)[0])
    review.summary_page.view.setFocus()
    key(qtbot, review, Qt.Key.Key_C, Qt.KeyboardModifier.AltModifier)  # the "Check claims" tab
    assert review.summary_page.checking_claims
    summary_id = review.current_step()[1]
    panel = review.claims_panel
    claims = review.claim_review.claims(summary_id)
    panel.list.setFocus()
    key(qtbot, review, Qt.Key.Key_M)  # join the first claim with the second
    dialog = review.parts.claims.claim_dialog
    assert dialog.editor.toPlainText() == f"{claims[0].text} {claims[1].text}"
    qtbot.keyClick(dialog.editor, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    now = review.claim_review.claims(summary_id)
    joined = now[0]
    assert joined.parents == (claims[0].id, claims[1].id)
    assert (joined.start, joined.end) == (claims[0].start, claims[1].end)
    assert len(now) == len(claims) - 1 and panel.changed.count() == 2

    # a claim the model missed: select its words in the summary, press A
    view = review.summary_page.view
    text = view.text
    words = text.split()[2:6]
    start = text.index(" ".join(words))
    from review_claims_support import select_summary

    select_summary(review, start, start + len(" ".join(words)))
    key(qtbot, review, Qt.Key.Key_A)
    dialog = review.parts.claims.claim_dialog
    assert dialog.editor.toPlainText() == " ".join(words)
    qtbot.keyClicks(dialog.editor, " matters")
    qtbot.keyClick(dialog.editor, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    added = [c for c in review.claim_review.claims(summary_id) if c.origin.value == "writer"]
    assert [c.text for c in added] == [" ".join(words) + " matters"]
    assert panel.current_claim_id() == added[0].id
    review.parts.claims.give_verdict(added[0].id, "faithful")
    panel.select_claim(added[0].id)
    assert panel.remove_button.isEnabled()  # a claim of the writer's own can go again
    panel.remove_button.trigger()
    assert added[0].id not in [c.id for c in review.claim_review.claims(summary_id)]
    review.undo_action.trigger()  # back, with its verdict
    assert review.claim_review.verdicts()[added[0].id].verdict is Verdict.FAITHFUL
    panel.select_claim(joined.id)
    assert not panel.remove_button.isEnabled()  # the model's claims are kept
    for _ in range(3):
        review.undo_action.trigger()
    assert [c.id for c in review.claim_review.claims(summary_id)] == [c.id for c in claims]


def test_a_comment_and_kind_given_before_the_verdict_are_saved_with_it(
    qtbot, review: ReviewWindow
) -> None:
    summary_id = open_claims(review, 0)
    panel = review.claims_panel
    claims = review.claim_review.claims(summary_id)
    panel.comment.setFocus()
    qtbot.keyClicks(panel.comment, "Walter never says this.")
    qtbot.keyClick(panel.comment, Qt.Key.Key_Return)  # noted; back to the claims
    assert panel.list.hasFocus() and claims[0].id not in verdicts(review)
    assert "saved with your verdict" in panel.evidence_note.text()
    panel.kind.setFocus()
    qtbot.keyClick(panel.kind, Qt.Key.Key_Down)
    panel.list.setFocus()
    key(qtbot, review, Qt.Key.Key_U)
    saved = verdicts(review)[claims[0].id]
    assert saved.comment == "Walter never says this." and saved.kind == panel.kind.itemData(1)
    assert panel.current_claim_id() == claims[1].id
    review.undo_action.trigger()  # one action: the verdict with all it carried
    assert claims[0].id not in verdicts(review)


def test_an_omission_changed_and_the_change_undone(qtbot, review: ReviewWindow) -> None:
    first = open_claims(review, 0)
    others = [s.summary_id for s in review.state.summaries if s.summary_id != first]
    story = review.library.manuscript(review.state.manuscript_id).text
    start = story.index("Three people have asked me")
    omission = review.claim_review.add_omission(
        start, start + 26, OmissionKind.EVENT, [first, others[0]]
    )
    review.parts.claims.show_claims()
    box = review.claims_panel.omissions
    box.list.setCurrentRow(0)
    box.edit.click()
    dialog = review.parts.omissions.omission_dialog
    assert set(dialog.chosen_summaries()) == {first, others[0]}
    dialog.summaries[first].setChecked(False)
    dialog.kind_buttons[OmissionKind.THEME].setChecked(True)
    dialog.accept()
    [saved] = review.claim_review.omissions()
    assert saved.summary_ids == (others[0],) and saved.kind is OmissionKind.THEME
    assert "A theme" in box.list.item(0).text()
    # no summary ticked: the dialog will not save it
    box.list.setCurrentRow(0)
    box.edit.click()
    dialog = review.parts.omissions.omission_dialog
    dialog.summaries[others[0]].setChecked(False)
    assert not dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
    dialog.reject()
    review.undo_action.trigger()
    [back] = review.claim_review.omissions()
    assert back.id == omission.id and back.kind is OmissionKind.EVENT
    assert set(back.summary_ids) == {first, others[0]}


def test_every_control_of_the_claims_shows_whole_on_a_small_screen(
    qtbot, review: ReviewWindow
) -> None:
    """At 1024x640 the claims took the labels margin's width only, and their rows ran out of
    sight on the right ("Ask a model to check the c", "Can't t", "Change the"): the summary's
    column gives way instead."""
    review.resize(1024, 640)
    open_claims(review, 0)
    panel = review.claims_panel
    viewport = panel.stack.currentWidget().viewport()
    qtbot.waitUntil(lambda: panel.claims_page.width() <= viewport.width(), timeout=5000)
    shown = [panel.check_button, panel.tools, panel.kind, *panel.buttons.values()]
    for widget in shown:
        right = widget.mapTo(viewport, widget.rect().topRight()).x()
        assert right < viewport.width(), widget.objectName() or widget.text()
    # back on the questions, the summary has its width back
    review.summary_page.sides.setCurrentWidget(review.summary_page.questions_scroll)
    assert review.summary_page.spans.isVisible()
