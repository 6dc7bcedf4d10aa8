"""A review driven through the real review window, run in a process that gets SIGKILLed.

``python kill_review_worker.py DATA_DIR`` opens the ReviewWindow (offscreen) on the sample story
in DATA_DIR and works through :func:`script` with the widgets a writer uses: radio buttons and
number keys, typed feedback, passages selected and labelled (by key, and through the signal the
label menu sends), Delete in the list of marks, Undo, Alt+Down in the ranking, the Finish
buttons. After step n it prints ``ACK n``.

Acknowledged, precisely: step n is acknowledged once the widget event that does it has been
handled and the review, read back through the window's own ReviewSession (``window.session``,
the connection the window writes with), shows the step's effect. For a click or a key that is
as soon as the event returns (the window saves before it returns); for typed feedback it is
when the debounce timer has fired and the window has saved the text (feedback still waiting
for its timer is not acknowledged, and may be lost). A write left uncommitted would already
show on that connection: the kill is what tells whether it was really on disk.

:mod:`kill_review` imports this module for :func:`script`, so that both sides agree on what
each step does and how to see that it was done.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QEvent, Qt  # noqa: E402
from PySide6.QtGui import QKeyEvent, QTextCursor  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from writerlens.review.spans import codepoint_to_utf16  # noqa: E402
from writerlens.review.state import ReviewState, ReviewStep  # noqa: E402
from writerlens.services.library import Library  # noqa: E402
from writerlens.ui.review.window import ReviewWindow  # noqa: E402

QUESTIONS = ("coverage", "faithfulness", "coherence", "analysis")
ACK_TIMEOUT = 10.0  # seconds a step may take to show as saved before the worker gives up


@dataclass(frozen=True)
class Step:
    """One thing the writer does. ``done`` tells, from a review's state, that it was done.

    ``undone_by``: the number of a later step that reverses this one (its check then covers
    the end result). ``appears``: False when ``done`` may hold before the step ran (a deletion:
    the span was absent before it was added), so it cannot show that a step ran too early.
    """

    name: str
    do: Callable[[ReviewWindow], object]
    done: Callable[[ReviewState], bool]
    undone_by: int | None = None
    appears: bool = True


# -- where the review is -------------------------------------------------------------------


def _rank(state: ReviewState) -> int:
    """How far along the window is: labels 0, summary i 1+i, ranking 4, finish 5."""
    position = state.position
    if position.step is ReviewStep.LABELS:
        return 0
    if position.step is ReviewStep.RANKING:
        return 4
    if position.step is ReviewStep.FINISH:
        return 5
    ids = [s.summary_id for s in state.summaries]
    return 1 + ids.index(position.summary_id) if position.summary_id in ids else 0


def _next_step(rank: int) -> Step:
    # Positions only move forward in this script, so "this far or further" is exact.
    return Step(f"Next → (to stage {rank})", lambda w: w.next.click(), lambda s: _rank(s) >= rank)


# -- the story's labels --------------------------------------------------------------------


def _choice(name: str, pick: Callable[[ReviewWindow], object], done: Callable[..., bool]) -> Step:
    return Step(name, pick, done)


def _labels() -> list[Step]:
    return [
        _choice(
            "narrator: unreliable",
            lambda w: w.labels_page.narrator.group.button(1).click(),
            lambda s: s.labels.narrator == "unreliable",
        ),
        _choice(
            "detailed subplot: yes",
            lambda w: w.labels_page.subplot.group.button(0).click(),
            lambda s: s.labels.detailed_subplot is True,
        ),
        _choice(
            "timeline: non-linear",
            lambda w: w.labels_page.timeline.group.button(1).click(),
            lambda s: s.labels.timeline == "non-linear",
        ),
    ]


# -- one summary ---------------------------------------------------------------------------


def _answer(index: int, question: str, value: int, by_key: bool) -> Step:
    def do(w: ReviewWindow) -> None:
        box = w.summary_page.questions.boxes[question]
        if by_key:
            box.setFocus()
            QTest.keyClick(box, str(value))
        else:
            box.group.button(value).click()

    def done(s: ReviewState) -> bool:
        return s.answers.get(s.summaries[index].summary_id, {}).get(question) == value

    how = "key" if by_key else "click"
    return Step(f"summary {index}: {question} = {value} ({how})", do, done)


def _feedback(index: int) -> Step:
    text = f"Summary {index}: ça manque de détails ✓"

    def do(w: ReviewWindow) -> None:
        box = w.summary_page.questions.feedback
        box.setFocus()
        _type(box, text)

    def done(s: ReviewState) -> bool:
        return s.feedback.get(s.summaries[index].summary_id) == text

    return Step(f"summary {index}: feedback typed", do, done)


def _type(widget: QWidget, text: str) -> None:
    """Key presses carrying each character (QTest.keyClicks only knows ASCII)."""
    for ch in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            event = QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, ch)
            QApplication.sendEvent(widget, event)


def _word_range(text: str, first: int, count: int) -> tuple[int, int]:
    """Code points of words first..first+count-1 of a summary."""
    starts, inside = [], False
    for i, ch in enumerate(text):
        if not ch.isspace() and not inside:
            starts.append(i)
        inside = not ch.isspace()
    start = starts[first]
    end = starts[first + count] if first + count < len(starts) else len(text)
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def _select(w: ReviewWindow, start: int, end: int) -> None:
    view = w.summary_page.view
    cursor = view.textCursor()
    cursor.setPosition(codepoint_to_utf16(view.text, start))
    cursor.setPosition(codepoint_to_utf16(view.text, end), QTextCursor.MoveMode.KeepAnchor)
    view.setTextCursor(cursor)


def _has_span(s: ReviewState, index: int, word: int, label: str) -> bool:
    summary = s.summaries[index]
    start, end = _word_range(summary.text, word, 3)
    return any(
        (x.start, x.end, x.label_id) == (start, end, label) for x in s.spans_for(summary.summary_id)
    )


def _span(index: int, word: int, label: str, by_key: bool, undone_by: int | None = None) -> Step:
    """Select three words and label them: by the label's key, or as the label menu does
    (it emits the view's label_requested with the selection once a label is chosen)."""

    def do(w: ReviewWindow) -> None:
        view = w.summary_page.view
        _select(w, *_word_range(view.text, word, 3))
        if by_key:
            view.setFocus()
            QTest.keyClick(view, w.session.taxonomy.label(label).shortcut)
        else:
            chosen = view.selection()
            assert chosen is not None
            view.label_requested.emit(chosen[0], chosen[1], label)

    how = "key" if by_key else "menu"
    return Step(
        f"summary {index}: mark words {word}+3 as {label} ({how})",
        do,
        lambda s: _has_span(s, index, word, label),
        undone_by=undone_by,
    )


def _delete_span(index: int, word: int, label: str, undone_by: int) -> Step:
    """Choose the mark in the side list and press Delete."""

    def do(w: ReviewWindow) -> None:
        summary = w.state.summaries[index]
        start, end = _word_range(summary.text, word, 3)
        span = next(
            x
            for x in w.state.spans_for(summary.summary_id)
            if (x.start, x.end, x.label_id) == (start, end, label)
        )
        marks = w.summary_page.spans
        row = next(r for r in range(marks.count()) if marks.item(r).data(Qt.UserRole) == span.id)
        marks.setCurrentRow(row)
        marks.setFocus()
        QTest.keyClick(marks, Qt.Key.Key_Delete)

    return Step(
        f"summary {index}: delete the mark on words {word}+3",
        do,
        lambda s: not _has_span(s, index, word, label),
        undone_by=undone_by,
        appears=False,
    )


def _undo(index: int, word: int, label: str) -> Step:
    return Step(
        f"summary {index}: undo (the mark comes back)",
        lambda w: w.undo_action.trigger(),
        lambda s: _has_span(s, index, word, label),
        appears=False,
    )


def _linked(s: ReviewState, index: int, word: int, to_word: int) -> bool:
    summary = s.summaries[index]
    start, end = _word_range(summary.text, word, 3)
    wanted = _word_range(summary.text, to_word, 2)
    return any(
        (x.start, x.end, x.antecedent) == (start, end, wanted)
        for x in s.spans_for(summary.summary_id)
    )


def _others_intact(s: ReviewState, index: int) -> bool:
    """Undo on summary ``index`` never touched an earlier summary's marks."""
    return all(
        _has_span(s, other, 2, "coverage.vague")
        and _has_span(s, other, 8, "faithfulness.character")
        for other in range(index)
    )


def _link(index: int, word: int, to_word: int, undone_by: int) -> Step:
    """Mark words as a contradiction by key; then, as the window asks, select two earlier
    unmarked words (a mouse release ends the selection) as the passage it clashes with."""

    def do(w: ReviewWindow) -> None:
        view = w.summary_page.view
        _select(w, *_word_range(view.text, word, 3))
        view.setFocus()
        QTest.keyClick(view, w.session.taxonomy.label("coherence.inconsistent").shortcut)
        _select(w, *_word_range(view.text, to_word, 2))
        QTest.mouseRelease(
            view.viewport(), Qt.MouseButton.LeftButton, pos=view.cursorRect().center()
        )

    return Step(
        f"summary {index}: contradiction on words {word}+3 linked to words {to_word}+2",
        do,
        lambda s: _linked(s, index, word, to_word),
        undone_by=undone_by,
    )


def _undo_link(index: int, word: int, to_word: int, undone_by: int) -> Step:
    def done(s: ReviewState) -> bool:
        return (
            _has_span(s, index, word, "coherence.inconsistent")
            and not _linked(s, index, word, to_word)
            and _others_intact(s, index)
        )

    return Step(
        f"summary {index}: undo the link (this summary's history only)",
        lambda w: w.undo_action.trigger(),
        done,
        undone_by=undone_by,
        appears=False,
    )


def _redo_link(index: int, word: int, to_word: int) -> Step:
    return Step(
        f"summary {index}: redo the link",
        lambda w: w.redo_action.trigger(),
        lambda s: _linked(s, index, word, to_word) and _others_intact(s, index),
        appears=False,
    )


def _summary_steps(index: int, first_number: int) -> list[Step]:
    """Answers, feedback, three marks, one deleted and brought back by Undo; a contradiction
    linked to an unmarked passage, the link undone on this summary only, and redone."""
    steps = [
        _answer(index, q, 1 + (index + n) % 4, by_key=n % 2 == 0) for n, q in enumerate(QUESTIONS)
    ]
    steps.append(_feedback(index))
    steps.append(_span(index, 2, "coverage.vague", by_key=True))
    steps.append(_span(index, 8, "faithfulness.character", by_key=False))
    number = first_number + len(steps)  # the number the next step gets
    steps.append(_span(index, 14, "coherence.abrupt_transition", by_key=True, undone_by=number + 1))
    steps.append(_delete_span(index, 14, "coherence.abrupt_transition", undone_by=number + 2))
    steps.append(_undo(index, 14, "coherence.abrupt_transition"))
    number = first_number + len(steps)
    steps.append(_link(index, 20, 0, undone_by=number + 1))
    steps.append(_undo_link(index, 20, 0, undone_by=number + 2))
    steps.append(_redo_link(index, 20, 0))
    return steps


# -- the whole review ----------------------------------------------------------------------


def _rank_second_first() -> Step:
    def do(w: ReviewWindow) -> None:
        ranking = w.ranking_page.ranking
        ranking.setCurrentRow(0)
        ranking.setFocus()
        QTest.keyClick(ranking, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)

    def done(s: ReviewState) -> bool:
        ids = [x.summary_id for x in s.summaries]
        return s.ranking == (ids[1], ids[0], ids[2])

    return Step("ranking: the first moved down (Alt+Down)", do, done)


def script() -> list[Step]:
    """The steps, numbered from 1 (ACK 0 means the window is open on a started review)."""
    steps = _labels()
    for index in range(3):
        steps.append(_next_step(1 + index))
        steps += _summary_steps(index, first_number=len(steps) + 1)
    steps.append(_next_step(4))
    steps.append(_rank_second_first())
    steps.append(_next_step(5))
    steps.append(Step("mark complete", lambda w: w.finish_page.complete.click(), _complete))
    steps.append(Step("reveal the models (asked, then yes)", _reveal, _revealed))
    return steps


def _reveal(w: ReviewWindow) -> None:
    w.finish_page.reveal.click()
    yes = next(b for b in w.reveal_question.buttons() if b.text() == "Show the models")
    yes.click()


def _complete(state: ReviewState) -> bool:
    return state.complete


def _revealed(state: ReviewState) -> bool:
    return state.revealed


# -- running it ----------------------------------------------------------------------------


def wait_for(app: QApplication, condition: Callable[[], bool], timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            return False
        app.processEvents()
        time.sleep(0.002)
    return True


def run(
    app: QApplication, window: ReviewWindow, ack: Callable[[int], None], steps: list[Step]
) -> None:
    """Each step through the widgets, then wait until the window's session reads it back."""
    for number, step in enumerate(steps, start=1):
        step.do(window)
        saved = wait_for(app, lambda step=step: step.done(window.session.state()), ACK_TIMEOUT)
        if not saved:
            raise RuntimeError(f"step {number} ({step.name}) never showed as saved")
        ack(number)


def main(data_dir: Path) -> None:
    app = QApplication(sys.argv[:1])
    library = Library.open(data_dir)
    sample = next(entry for entry in library.entries() if entry.is_sample)
    window = ReviewWindow(library, sample.id)
    window.resize(1280, 800)
    window.show()
    app.processEvents()

    def ack(number: int) -> None:
        print(f"ACK {number}", flush=True)

    ack(0)  # the review is started and saved: ReviewSession.open created it
    run(app, window, ack, script())
    print("DONE", flush=True)
    os._exit(0)  # as abrupt as the kills: nothing may depend on a tidy exit


if __name__ == "__main__":
    main(Path(sys.argv[1]))
