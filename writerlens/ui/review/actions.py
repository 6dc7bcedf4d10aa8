"""What the review window does with the writer's actions: each one saved at once, each one
undoable on the undo history of the step it belongs to (see ``ReviewWindow.stack_for``).

Kept apart from the window's building and navigation (``window.py``); the window mixes it in.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QAbstractButton, QMessageBox, QToolTip

from writerlens.domain import Span, StoryLabels, WriterLensError
from writerlens.review.spans import CONTEXT
from writerlens.review.state import ReviewPosition, ReviewStep
from writerlens.ui.errors import show_error
from writerlens.ui.review.commands import AddSpan, Change, DeleteSpan, EditSpan, push
from writerlens.ui.review.span_list import SpanDialog, quote_preview

if TYPE_CHECKING:
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QUndoGroup, QUndoStack
    from PySide6.QtWidgets import QMainWindow, QTabBar

    from writerlens.review.state import ReviewState
    from writerlens.services.review import ReviewSession
    from writerlens.ui.review.pages import LabelsPage, SummaryPage

    _Base = QMainWindow  # the mixin is only ever part of ReviewWindow, a QMainWindow
else:
    _Base = object


class ReviewActions(_Base):
    if TYPE_CHECKING:  # what ReviewWindow sets up and this mixin uses
        session: ReviewSession
        state: ReviewState
        tabs: QTabBar
        labels_page: LabelsPage
        summary_page: SummaryPage
        undo_group: QUndoGroup
        reveal_question: QMessageBox | None
        _stacks: dict[tuple[ReviewStep, int | None], QUndoStack]
        _feedback_timer: QTimer
        _pending_feedback: tuple[int, str] | None
        _picking_for: int | None

        current_step: Callable[[], tuple[ReviewStep, int | None]]
        stack_for: Callable[[tuple[ReviewStep, int | None]], QUndoStack]
        refresh: Callable[[], None]
        _show_step: Callable[[int], None]
        _show_ranking: Callable[[], None]

    # -- saving --------------------------------------------------------------------------------

    def _attempt(self, action: Callable[[], Any]) -> Any:
        try:
            return action()
        except WriterLensError as exc:
            show_error(self, exc)
            self.refresh()
            return None

    def _push(self, command: Any, key: tuple[ReviewStep, int | None] | None = None) -> bool:
        try:
            push(self.stack_for(key or self.current_step()), command)
        except WriterLensError as exc:  # refused by the service: nothing was written
            show_error(self, exc)
            self.refresh()
            return False
        return True

    # -- answers, feedback, story labels, ranking ----------------------------------------------

    def answer(self, question_id: str, value: int) -> None:
        step = self.current_step()
        summary_id = step[1]
        if summary_id is None:
            return
        before = self.state.answers.get(summary_id, {}).get(question_id)
        if before == value:
            return
        session = self.session
        title = self.session.questionnaire.question(question_id).title

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
            self.refresh,
        )
        if self._push(command, step):
            self._attempt(
                lambda: session.set_position(
                    ReviewPosition(ReviewStep.QUESTIONS, summary_id, question_id)
                )
            )

    def _feedback_typed(self, text: str) -> None:
        _step, summary_id = self.current_step()
        if summary_id is not None and not self.state.revealed:
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
        expected = self.state.feedback.get(summary_id, "")
        try:
            self.session.set_feedback(summary_id, text, expected)
        except WriterLensError as exc:
            self._pending_feedback = pending
            show_error(self, exc)
            return False
        self.state = self.session.state()
        return True

    def set_story_labels(self, labels: StoryLabels) -> None:
        before = self.state.labels
        if labels == before:
            return
        session = self.session
        command = Change(
            self.tr("Change your story's labels"),
            lambda chosen: session.set_story_labels(chosen),  # type: ignore[arg-type]
            before,
            labels,
            self._labels_changed,
        )
        self._push(command, (ReviewStep.LABELS, None))

    def _labels_changed(self) -> None:
        self.refresh()
        if self.current_step()[0] is ReviewStep.LABELS:
            self.labels_page.show_state(self.state)

    def set_ranking(self, order: list[int]) -> None:
        before = list(self.state.ranking)
        if order == before:
            return
        session = self.session

        def apply(chosen: object) -> None:
            if chosen:
                session.set_ranking(chosen)  # type: ignore[arg-type]

        command = Change(self.tr("Change the ranking"), apply, before or order, order, self._ranked)
        self._push(command, (ReviewStep.RANKING, None))

    def _ranked(self) -> None:
        self.refresh()
        if self.current_step()[0] is ReviewStep.RANKING:
            self._show_ranking()

    # -- completing and revealing -----------------------------------------------------------

    def complete(self) -> None:
        self.flush_feedback()
        self._attempt(self.session.complete)
        self.refresh()

    def reveal(self) -> QMessageBox:
        """Ask first: seeing the models' names cannot be undone, and ends the blind review."""
        box = QMessageBox(self)
        box.setObjectName("revealQuestion")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Show which model wrote which summary?"))
        box.setText(
            self.tr(
                "Once you see which model wrote which summary, your review is kept exactly as "
                "it is now, blind: you can still read it, but not change it. This cannot be "
                "undone."
            )
        )
        box.setInformativeText(self.tr("Show the models' names now?"))
        yes = box.addButton(self.tr("Show the models"), QMessageBox.ButtonRole.AcceptRole)
        not_yet = box.addButton(self.tr("Not yet"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(not_yet)

        def answered(button: QAbstractButton) -> None:
            if button is yes:
                self._reveal_now()

        box.buttonClicked.connect(answered)
        self.reveal_question = box
        box.open()
        return box

    def _reveal_now(self) -> None:
        self.flush_feedback()
        self._attempt(self.session.reveal)
        self.undo_group.setActiveStack(None)  # type: ignore[arg-type]
        for stack in self._stacks.values():
            stack.clear()  # the judgments can no longer change, nor be undone
        self.refresh()
        self._show_step(self.tabs.currentIndex())

    # -- spans -------------------------------------------------------------------------------

    def add_span(self, start: int, end: int, label_id: str) -> None:
        _step, summary_id = self.current_step()
        if summary_id is None or self.state.revealed:
            return
        self.stop_picking()
        label = self.session.taxonomy.label(label_id)
        command = AddSpan(self.session, self.refresh, summary_id, start, end, label_id, label.name)
        if self._push(command) and label.may_point_at_antecedent and command.span is not None:
            self.start_picking(command.span)

    def label_chosen(self, label_id: str) -> None:
        """A label clicked in the palette: label the selected words with it."""
        chosen = self.summary_page.view.selection()
        if chosen is None:
            button = self.summary_page.palette_box.buttons.get(label_id)
            where = button.mapToGlobal(button.rect().center()) if button else self.pos()
            QToolTip.showText(where, self.tr("First select the words you want to label."))
            return
        self.add_span(chosen[0], chosen[1], label_id)

    def edit_span(self, span_id: int) -> None:
        span = next((s for s in self.state.spans if s.id == span_id), None)
        if span is None or self.state.revealed:
            return
        others = [s for s in self.state.spans_for(span.summary_id) if s.id != span.id]
        dialog = SpanDialog(self.session.taxonomy, span, others, self)
        while True:
            result = dialog.exec()
            if result == SpanDialog.PICK_IN_TEXT:
                self.start_picking(span)
                return
            if result != SpanDialog.DialogCode.Accepted:
                return
            new = (dialog.chosen_label(), dialog.chosen_comment(), dialog.chosen_antecedent())
            if new == (span.label_id, span.comment, span.antecedent):
                return
            if self._push(EditSpan(self.session, self.refresh, span, *new)):
                return
            # not saved (the error says why): the dialog comes back with what was typed, to
            # try again once the cause is fixed, or to copy it; Cancel leaves it

    def delete_span(self, span_id: int) -> None:
        span = next((s for s in self.state.spans if s.id == span_id), None)
        if span is not None and not self.state.revealed:
            name = self.session.taxonomy.label(span.label_id).name
            self._push(DeleteSpan(self.session, self.refresh, span, name))

    def _span_chosen(self, span_id: int) -> None:
        self.summary_page.view.select_span(span_id)
        self.summary_page.spans.select_span(span_id)

    # -- linking a contradiction or repetition to the passage it clashes with ----------------

    def start_picking(self, span: Span) -> None:
        """Wait for the writer to select (or click) the passage this span clashes with."""
        self._picking_for = span.id
        page = self.summary_page
        name = self.session.taxonomy.label(span.label_id).name
        page.pick_note.setText(
            self.tr(
                "“{label}”: now select the passage it clashes with (any words of this summary, "
                "marked or not), or click a mark. Esc: no link."
            ).format(label=name)
        )
        page.pick_note.show()
        cursor = page.view.textCursor()
        cursor.clearSelection()
        page.view.setTextCursor(cursor)
        page.view.set_picking(True)
        page.view.setFocus()

    def stop_picking(self) -> None:
        self._picking_for = None
        self.summary_page.pick_note.hide()
        self.summary_page.view.set_picking(False)

    def antecedent_picked(self, start: int, end: int) -> None:
        span = next((s for s in self.state.spans if s.id == self._picking_for), None)
        self.stop_picking()
        if span is None:
            return
        name = self.session.taxonomy.label(span.label_id).name
        words = self.state.summary(span.summary_id).text[start:end]
        text = self.tr("Link “{label}” to {quote}").format(
            label=name, quote=quote_preview(words, CONTEXT)
        )
        command = EditSpan(
            self.session, self.refresh, span, span.label_id, span.comment, (start, end), text
        )
        if self._push(command):
            self.summary_page.view.set_current_span(span.id)
