"""Judges from the review window: the writer's questions, the estimate, a run against the fake
OpenAI-compatible server, its results in the panel, cancel, refusals, failures and consent."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from llm_server import AuthError, FakeLLMServer, RecordedRequest, Refuse
from PySide6.QtWidgets import QListWidget, QMessageBox
from test_review_measures import open_summary, shoot

from writerlens.llm import keys
from writerlens.services import model_setup
from writerlens.services.judges import JudgeService
from writerlens.services.library import Library
from writerlens.services.model_setup import ServerSetup
from writerlens.ui.consent_dialog import ConsentDialog
from writerlens.ui.review.judge_dialog import JudgeDialog
from writerlens.ui.review.window import ReviewWindow

CONFUSED_SENTENCE = 2
READER_QUESTION = "Who is Nell, and why does it matter that she will do the work?"


def judge_reply(request: RecordedRequest) -> str:
    """A judge that gives every question a 3, finds sentence 2 confusing, and says the summary
    answers a question only when it names the lamps."""
    text = request.last_user_message
    sentence = re.search(r"Now look at sentence (\d+) of", text)
    if sentence:
        if int(sentence.group(1)) == CONFUSED_SENTENCE:
            return f"Confusing: yes\nKinds: entity omission\nQuestion: {READER_QUESTION}"
        return "Confusing: no"
    if "The author's answer" in text:
        if "lamps" in text.split("Question:")[1].split("\n")[0]:
            return "Answered: yes\nEvidence: He writes his account in the back of the lamp ledger."
        return "Answered: no\nEvidence: none"
    return "3"


@pytest.fixture
def server(library: Library, llm_server: FakeLLMServer) -> FakeLLMServer:
    model_setup.save_server(library, ServerSetup("Judge", llm_server.openai_base_url, "judge-1"))
    llm_server.reply = judge_reply
    return llm_server


@pytest.fixture
def review(qtbot, library: Library) -> ReviewWindow:
    win = ReviewWindow(library, library.install_sample().id)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    yield win
    win.close()


def open_dialog(qtbot, win: ReviewWindow, kinds: tuple[str, ...]) -> JudgeDialog:
    dialog = win.parts.measures.open_judges()
    qtbot.waitUntil(lambda: dialog.choices != [], timeout=10000)
    for kind, box in dialog.kinds.items():
        box.setChecked(kind in kinds)
    qtbot.waitUntil(lambda: dialog.run_button.isEnabled(), timeout=10000)
    return dialog


def run(qtbot, dialog: JudgeDialog, timeout: int = 20000) -> None:
    dialog.run_button.click()
    qtbot.waitUntil(lambda: dialog.outcome != "", timeout=timeout)


def rows_of(found: QListWidget) -> list[str]:
    return [found.item(i).text() for i in range(found.count())]


def test_the_estimate_comes_first_then_the_scores_appear_in_the_panel(
    qtbot, review: ReviewWindow, server: FakeLLMServer, tmp_path: Path
) -> None:
    summary_id = open_summary(qtbot, review, 0)
    dialog = open_dialog(qtbot, review, ("questions", "coherence"))
    assert dialog.choice() is not None and dialog.choice().label == "judge-1 (Judge)"
    estimate = dialog.estimate
    assert estimate is not None and estimate.calls > 4
    assert f"asked {estimate.calls} times" in dialog.estimate_label.text()
    assert f"words ({estimate.input_tokens:,} tokens)" in dialog.estimate_label.text()
    assert server.requests == []  # nothing sent to know the cost
    # the writer's own server, no price set: the words Summarize uses for it (was "not known")
    assert "free (your server)" in dialog.estimate_label.text()
    # cloud models without a key are listed, but cannot be chosen
    blocked = [c for c in dialog.choices if not c.ready]
    assert blocked and all(c.why_not for c in blocked)
    shoot(review, "judge-dialog-estimate", tmp_path, over=dialog)

    run(qtbot, dialog)
    assert dialog.outcome == "done", dialog.status.text()
    assert len(server.requests) == estimate.calls
    results = review.parts.measures.panel.judges
    qtbot.waitUntil(lambda: results.score_table.columnCount() == 1, timeout=5000)
    table = results.score_table
    assert table.horizontalHeaderItem(0).text() == "judge-1"  # the judge, never the summarizer
    assert [table.item(r, 0).text() for r in range(table.rowCount())] == ["3 of 4"] * 4
    assert "judge-1" in results.judge_note.text()

    heading, *rows = rows_of(results.coherence)
    stored = JudgeService(review.library).scores(summary_id).coherence[0]
    total = len(stored.sentences)
    assert heading.startswith(f"judge-1: {total - 1} of {total} sentences read clearly")
    assert len(rows) == total
    confused = [r for r in rows if r.startswith("✗")]
    assert len(confused) == 1 and rows[CONFUSED_SENTENCE - 1] == confused[0]
    assert "someone or something not introduced" in confused[0]
    assert READER_QUESTION in confused[0]

    # clicking the confused sentence selects it in the summary
    item = results.coherence.item(CONFUSED_SENTENCE)
    results.coherence.setCurrentItem(item)
    results.coherence.itemClicked.emit(item)
    verdict = stored.sentences[CONFUSED_SENTENCE - 1]
    view = review.summary_page.view
    assert view.textCursor().selectedText() == view.text[verdict.start : verdict.end]
    dialog.close()
    review.parts.measures.panel.parentWidget().parentWidget().verticalScrollBar().setValue(10_000)
    shoot(review, "measures-coherence", tmp_path)


def test_the_writers_questions_are_kept_and_the_judge_checks_them(
    qtbot, review: ReviewWindow, server: FakeLLMServer, library: Library, data_dir: Path, tmp_path
) -> None:
    summary_id = open_summary(qtbot, review, 1)
    review.parts.measures.probes_action.trigger()
    editor = review.parts.measures.probes_editor
    assert editor.list.count() == 0 and not editor.add_button.isEnabled()
    for question, answer in [
        ("Why are the lamps replaced?", "The council votes for LED fittings to save money."),
        ("Who taught Nell?", "Walter, years ago."),
        ("What does Walter feel?", "Grief he will not admit."),
    ]:
        qtbot.keyClicks(editor.question, question)
        qtbot.keyClicks(editor.answer, answer)
        editor.add_button.click()
    assert editor.list.count() == 3
    shoot(review, "probes-editor", tmp_path, over=editor)
    editor.list.setCurrentRow(1)
    assert editor.question.text() == "Who taught Nell?"
    editor.answer.setPlainText("Walter taught her the timers.")
    assert editor.save_button.isEnabled()
    editor.save_button.click()
    editor.list.setCurrentRow(2)
    editor.remove_button.click()
    editor.close()

    service = JudgeService(library)
    stored = [(p.question, p.answer) for p in service.probes(review.state.manuscript_id)]
    assert stored == [
        ("Why are the lamps replaced?", "The council votes for LED fittings to save money."),
        ("Who taught Nell?", "Walter taught her the timers."),
    ]
    again = Library.open(data_dir)  # what is saved is on disk, not only in this window
    reopened = JudgeService(again).probes(review.state.manuscript_id)
    assert [(p.question, p.answer) for p in reopened] == stored
    again.close()

    dialog = open_dialog(qtbot, review, ("probes",))
    assert dialog.kinds["probes"].isEnabled()
    run(qtbot, dialog)
    assert dialog.outcome == "done", dialog.status.text()
    found = review.parts.measures.panel.judges.probe_list
    qtbot.waitUntil(lambda: found.count() == 3, timeout=5000)
    heading, *rows = rows_of(found)
    assert heading == "judge-1: answers 1 of your 2 questions (50%)"
    assert rows[0].startswith("✓ Yes — Why are the lamps replaced?")
    assert "Evidence: He writes his account" in rows[0]
    assert rows[1].startswith("✗ No — Who taught Nell?")
    assert service.scores(summary_id).probes[0].share_answered == 0.5


def test_a_dialog_without_questions_offers_to_write_them(
    qtbot, review: ReviewWindow, server: FakeLLMServer
) -> None:
    open_summary(qtbot, review, 0)
    dialog = open_dialog(qtbot, review, ("questions",))
    assert not dialog.kinds["probes"].isEnabled()
    assert "not written any questions" in dialog.probes_note.text()
    dialog.add_probes.click()
    editor = review.parts.measures.probes_editor
    assert editor.parent() is dialog
    qtbot.keyClicks(editor.question, "Why are the lamps replaced?")
    qtbot.keyClicks(editor.answer, "To save money.")
    editor.add_button.click()
    qtbot.waitUntil(lambda: dialog.kinds["probes"].isEnabled(), timeout=5000)
    assert "1 question of yours" in dialog.probes_note.text()


def test_cancel_stops_the_run_and_keeps_what_finished(
    qtbot, review: ReviewWindow, server: FakeLLMServer, library: Library, tmp_path: Path
) -> None:
    summary_id = open_summary(qtbot, review, 0)
    dialog = open_dialog(qtbot, review, ("coherence",))
    planned = dialog.estimate.calls  # type: ignore[union-attr]
    server.latency = 0.25
    dialog.run_button.click()
    assert dialog.cancel_button.text() == "Cancel"
    qtbot.waitUntil(lambda: len(server.requests) > 4, timeout=10000)  # the first answers are in
    qtbot.waitUntil(lambda: dialog.progress.value() > 0, timeout=5000)
    assert re.match(r"Summary [ABC] — coherence — \d+ of \d+ done", dialog.status.text())
    shoot(review, "judge-dialog-running", tmp_path, over=dialog)
    dialog.cancel_button.click()
    qtbot.waitUntil(lambda: dialog.outcome != "", timeout=10000)
    assert dialog.outcome == "cancelled"
    assert "kept" in dialog.status.text()
    assert len(server.requests) < planned
    [kept] = JudgeService(library).scores(summary_id).coherence
    assert 0 < len(kept.sentences) < planned and not kept.complete
    found = review.parts.measures.panel.judges.coherence
    qtbot.waitUntil(lambda: found.count() > 0, timeout=5000)
    heading, *rows = rows_of(found)
    assert "stopped after" in heading
    assert len(rows) == len(kept.sentences)
    assert dialog.cancel_button.text() == "Close"  # nothing running any more


def test_a_refusal_shows_in_the_scores(qtbot, review: ReviewWindow, server: FakeLLMServer) -> None:
    open_summary(qtbot, review, 2)
    dialog = open_dialog(qtbot, review, ("questions",))
    server.enqueue(Refuse())
    run(qtbot, dialog)
    table = review.parts.measures.panel.judges.score_table
    qtbot.waitUntil(lambda: table.columnCount() == 1, timeout=5000)
    cells = [table.item(r, 0).text() for r in range(table.rowCount())]
    assert cells == ["refused", "–", "–", "–"]  # a judge that declines is not asked again
    assert "declined" in table.item(0, 0).toolTip()
    assert "Not asked" in table.item(1, 0).toolTip()
    assert len(server.requests) == 1


def test_a_failure_is_shown_plainly(qtbot, review: ReviewWindow, server: FakeLLMServer) -> None:
    open_summary(qtbot, review, 0)
    dialog = open_dialog(qtbot, review, ("questions",))
    server.enqueue(*[AuthError()] * 3)
    run(qtbot, dialog)
    assert dialog.outcome == "failed"
    boxes = [b for b in dialog.findChildren(QMessageBox) if b.isVisible()]
    assert boxes and boxes[0].text()
    assert "Traceback" not in boxes[0].text()
    assert "could not finish" in dialog.status.text()


def test_a_cloud_judge_asks_for_consent_and_sends_nothing_if_declined(
    qtbot, review: ReviewWindow, library: Library, llm_server: FakeLLMServer
) -> None:
    keys.set_key("anthropic", "sk-ant-test-0123456789")
    open_summary(qtbot, review, 0)
    dialog = review.parts.measures.open_judges()
    qtbot.waitUntil(lambda: dialog.choices != [], timeout=10000)
    cloud = next(i for i, c in enumerate(dialog.choices) if c.spec.kind == "anthropic")
    assert dialog.choices[cloud].ready
    dialog.model.setCurrentIndex(cloud)
    qtbot.waitUntil(lambda: dialog.run_button.isEnabled(), timeout=10000)
    run(qtbot, dialog)
    assert dialog.outcome == "consent"
    asking = dialog.consent_dialog
    assert isinstance(asking, ConsentDialog) and asking.isVisible()
    assert dialog.running is None  # asked before the run starts, not after it was refused
    assert "Anthropic" in asking.windowTitle()
    asking.decline_button.click()
    assert "Nothing was sent" in dialog.status.text()
    assert llm_server.requests == []
    assert dialog.outcome == "consent"
