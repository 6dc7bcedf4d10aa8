"""The questionnaire: the four questions and the feedback on each summary, the story's labels,
and the ranking. Each answer, label and ranking is one committed service call pushed on its
step's history; feedback is saved as the writer types (debounced) and on leaving.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QWidget

from writerlens.domain import StoryLabels, WriterLensError
from writerlens.review.state import ReviewPosition, ReviewStep
from writerlens.ui.errors import show_error
from writerlens.ui.review.commands import Change
from writerlens.ui.review.hub import Part, PartName, ReviewChange, ReviewHub, StepKey
from writerlens.ui.review.names import summary_name
from writerlens.ui.review.pages import LabelsPage, RankingPage, SummaryPage

FEEDBACK_DELAY_MS = 400  # feedback is saved this long after the last keystroke (and on leaving)


class QuestionsPart(QObject):
    # the part's history (see ``ui/review/undo.py``)
    name = PartName.QUESTIONS

    def __init__(
        self,
        hub: ReviewHub,
        summary_page: SummaryPage,
        labels_page: LabelsPage,
        ranking_page: RankingPage,
        where: Callable[[], StepKey],
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self.hub = hub
        self.panel = summary_page.questions
        self.labels_page = labels_page
        self.ranking_page = ranking_page
        self.where = where
        self.parent_widget = parent
        self._pending_feedback: tuple[int, str] | None = None
        # the writer is in this part when the focus is in one of these
        self.widgets: tuple[QWidget, ...] = (self.panel, labels_page, ranking_page)
        self._feedback_timer = QTimer(self)
        self._feedback_timer.setSingleShot(True)
        self._feedback_timer.setInterval(FEEDBACK_DELAY_MS)
        self._feedback_timer.timeout.connect(self.flush_feedback)
        self.panel.answered.connect(self.answer)
        self.panel.feedback_changed.connect(self._feedback_typed)
        summary_page.view.answer_key.connect(self.panel.answer_current)
        summary_page.view.next_question.connect(self.panel.next_question)
        labels_page.labels_changed.connect(self.set_story_labels)
        ranking_page.ranking.order_changed.connect(self.set_ranking)
        hub.changed.connect(self._changed)

    # -- drawing -------------------------------------------------------------------------------

    def show_summary(self, summary_id: int) -> None:
        """The answers and feedback given on the summary (feedback typed, not saved yet, is
        never replaced)."""
        state = self.hub.state
        shown = state.summary(summary_id)
        for box in self.panel.boxes.values():
            box.setEnabled(not shown.refused and not state.revealed)
        feedback = state.feedback.get(summary_id, "")
        if self._pending_feedback is not None and self._pending_feedback[0] == summary_id:
            feedback = self._pending_feedback[1]
        self.panel.show_answers(state.answers.get(summary_id, {}), feedback)

    def show_ranking(self) -> None:
        state = self.hub.state
        rateable = [s for s in state.summaries if s.rateable]
        order = list(state.ranking) or [s.summary_id for s in rateable]
        names = {
            s.summary_id: f"{summary_name(s)} — {' '.join(s.text.split()[:14])}…" for s in rateable
        }
        self.ranking_page.ranking.set_summaries(order, names)
        self.ranking_page.show_saved(bool(state.ranking))
        if state.revealed:
            self.ranking_page.keep.hide()

    def _changed(self, change: ReviewChange) -> None:
        step, summary_id = self.where()
        if change.part is Part.ANSWERS and step is ReviewStep.QUESTIONS:
            if summary_id == change.summary_id and summary_id is not None:
                self.show_summary(summary_id)
        elif change.part is Part.LABELS and step is ReviewStep.LABELS:
            self.labels_page.show_state(self.hub.state)
        elif change.part is Part.RANKING and step is ReviewStep.RANKING:
            self.show_ranking()

    # -- answers and feedback ------------------------------------------------------------------

    def answer(self, question_id: str, value: int) -> None:
        step = self.where()
        summary_id = step[1]
        if summary_id is None:
            return
        before = self.hub.state.answers.get(summary_id, {}).get(question_id)
        if before == value:
            return
        session = self.hub.session
        title = session.questionnaire.question(question_id).title

        def apply(chosen: object) -> None:
            if chosen is None:
                session.clear_answer(summary_id, question_id)
            else:
                session.answer(summary_id, question_id, int(chosen))  # type: ignore[call-overload]

        command = Change(
            self.tr("Answer “{question}”: {value}").format(question=title, value=value),
            apply,
            before,
            value,
            self.hub.notifier(Part.ANSWERS, summary_id),
        )
        if self.hub.push(command, step, self.name):
            self.hub.attempt(
                lambda: session.set_position(
                    ReviewPosition(ReviewStep.QUESTIONS, summary_id, question_id)
                )
            )

    def _feedback_typed(self, text: str) -> None:
        _step, summary_id = self.where()
        if summary_id is not None and not self.hub.state.revealed:
            self._pending_feedback = (summary_id, text)
            self._feedback_timer.start()

    def flush_feedback(self) -> bool:
        """Save the feedback being typed. False when the save failed: the words stay in the box
        and pending (the next keystroke, or closing, tries again), never replaced by what is
        stored, and the writer is told what happened."""
        pending, self._pending_feedback = self._pending_feedback, None
        self._feedback_timer.stop()
        if pending is None:
            return True
        summary_id, text = pending
        expected = self.hub.state.feedback.get(summary_id, "")
        try:
            self.hub.session.set_feedback(summary_id, text, expected)
        except WriterLensError as exc:
            self._pending_feedback = pending
            show_error(self.parent_widget, exc)
            return False
        self.hub.announce(ReviewChange(Part.FEEDBACK, summary_id))
        return True

    # -- the story's labels and the ranking ----------------------------------------------------

    def set_story_labels(self, labels: StoryLabels) -> None:
        before = self.hub.state.labels
        if labels == before:
            return
        session = self.hub.session
        command = Change(
            self.tr("Change your story's labels"),
            lambda chosen: session.set_story_labels(chosen),  # type: ignore[arg-type]
            before,
            labels,
            self.hub.notifier(Part.LABELS),
        )
        self.hub.push(command, (ReviewStep.LABELS, None), self.name)

    def set_ranking(self, order: list[int]) -> None:
        before = list(self.hub.state.ranking)
        if order == before:
            return
        session = self.hub.session

        def apply(chosen: object) -> None:
            if chosen:
                session.set_ranking(chosen)  # type: ignore[arg-type]

        command = Change(
            self.tr("Change the ranking"),
            apply,
            before or order,
            order,
            self.hub.notifier(Part.RANKING),
        )
        self.hub.push(command, (ReviewStep.RANKING, None), self.name)
