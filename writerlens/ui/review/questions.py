"""The four 1-4 questions about one summary, with each level's anchor text, and its feedback.

Keyboard: 1-4 answer the question in focus, Enter moves to the next one (and from the last
question to the feedback box). The question in focus is framed, so that the writer always sees
which one a key will answer; each summary starts on its first unanswered question. Every
answer is sent out at once; the window saves it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from writerlens.review.questionnaire import Question, Questionnaire


class _ClickableLabel(QLabel):
    """A level's anchor text: wraps, and clicking it picks the level like its button."""

    def __init__(self, text: str, button: QRadioButton) -> None:
        super().__init__(text)
        self.button = button
        self.setWordWrap(True)
        self.setBuddy(button)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.button.click()
        super().mousePressEvent(event)


class QuestionBox(QGroupBox):
    """One question: its prompt and four radio buttons whose text is the level's anchor."""

    answered = Signal(str, int)
    next_requested = Signal()
    focused = Signal(str)

    def __init__(self, question: Question, parent: QWidget | None = None) -> None:
        super().__init__(question.title, parent)
        self.question = question
        self.current = False
        self.setObjectName(f"question-{question.id}")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(question.title)
        self.setAccessibleDescription(question.prompt)
        prompt = QLabel(question.prompt)
        prompt.setWordWrap(True)
        self.group = QButtonGroup(self)
        layout = QVBoxLayout(self)
        layout.setSpacing(2)
        layout.addWidget(prompt)
        for level in question.levels:
            button = QRadioButton(str(level.value))
            button.setAccessibleName(
                self.tr("{question}: {value}, {anchor}").format(
                    question=question.title, value=level.value, anchor=level.anchor
                )
            )
            self.group.addButton(button, level.value)
            anchor = _ClickableLabel(level.anchor, button)
            row = QHBoxLayout()
            row.setSpacing(6)
            row.addWidget(button, 0, Qt.AlignmentFlag.AlignTop)
            row.addWidget(anchor, 1)
            layout.addLayout(row)
        self.group.idClicked.connect(lambda value: self.answered.emit(question.id, value))

    def value(self) -> int | None:
        checked = self.group.checkedId()
        return None if checked < 0 else checked

    def set_value(self, value: int | None) -> None:
        if value == self.value():
            return  # nothing to redraw (a redraw of four buttons costs a frame's share)
        if value is None:
            self.group.setExclusive(False)
            for button in self.group.buttons():
                button.setChecked(False)
            self.group.setExclusive(True)
        else:
            button = self.group.button(value)
            if button is not None:
                button.setChecked(True)

    def set_current(self, current: bool) -> None:
        if current != self.current:
            self.current = current
            self.setTitle(("▸ " if current else "") + self.question.title)
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.current:  # the question the keys 1-4 answer: framed in the highlight colour
            painter = QPainter(self)
            pen = QPen(self.palette().color(QPalette.ColorRole.Highlight), 2.5)
            painter.setPen(pen)
            painter.drawRoundedRect(self.rect().adjusted(1, 1, -2, -2), 5, 5)
            painter.end()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.focused.emit(self.question.id)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text()
        if text in {"1", "2", "3", "4"} and self.isEnabled():
            value = int(text)
            self.set_value(value)
            self.answered.emit(self.question.id, value)
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.next_requested.emit()
            return
        super().keyPressEvent(event)


class QuestionsPanel(QFrame):
    """All four questions and the feedback box for the summary being reviewed."""

    answered = Signal(str, int)
    feedback_changed = Signal(str)

    def __init__(self, questionnaire: Questionnaire, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.questionnaire = questionnaire
        self.boxes: dict[str, QuestionBox] = {}
        self.current: str | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        hint = QLabel(self.tr("Press 1–4 to answer the question in focus, Enter for the next."))
        hint.setWordWrap(True)
        hint.setStyleSheet("color: palette(placeholder-text);")
        layout.addWidget(hint)
        for question in questionnaire.questions:
            box = QuestionBox(question)
            box.answered.connect(self.answered)
            box.next_requested.connect(lambda q=question.id: self._focus_after(q))
            box.focused.connect(self.set_current)
            self.boxes[question.id] = box
            layout.addWidget(box)
        feedback_label = QLabel(questionnaire.feedback_prompt)
        feedback_label.setWordWrap(True)
        self.feedback = QPlainTextEdit()
        self.feedback.setObjectName("feedback")
        self.feedback.setAccessibleName(self.tr("Feedback on this summary"))
        self.feedback.setPlaceholderText(self.tr("Anything you want to say about this summary."))
        self.feedback.setTabChangesFocus(True)
        self.feedback.setMinimumHeight(70)
        feedback_label.setBuddy(self.feedback)
        self.feedback.textChanged.connect(
            lambda: self.feedback_changed.emit(self.feedback.toPlainText())
        )
        layout.addWidget(feedback_label)
        layout.addWidget(self.feedback, 1)

    def show_answers(self, answers: dict[str, int], feedback: str) -> None:
        for question_id, box in self.boxes.items():
            box.set_value(answers.get(question_id))
        if self.feedback.toPlainText() != feedback:
            self.feedback.blockSignals(True)
            self.feedback.setPlainText(feedback)
            self.feedback.blockSignals(False)

    def first_unanswered(self) -> str:
        ids = list(self.boxes)
        return next((q for q in ids if self.boxes[q].value() is None), ids[0])

    def focus_question(self, question_id: str | None = None) -> None:
        """Frame a question and give it the keyboard (default: the first unanswered one)."""
        target = question_id if question_id in self.boxes else self.first_unanswered()
        self.set_current(target)
        self.boxes[target].setFocus(Qt.FocusReason.OtherFocusReason)

    def set_current(self, question_id: str | None) -> None:
        self.current = question_id
        for key, box in self.boxes.items():
            box.set_current(key == question_id)

    def answer_current(self, value: int) -> None:
        """A key 1-4 pressed elsewhere on the summary's page answers the framed question."""
        box = self.boxes.get(self.current or "")
        if box is not None and box.isEnabled() and value in {1, 2, 3, 4}:
            box.set_value(value)
            self.answered.emit(box.question.id, value)

    def next_question(self) -> None:
        if self.current in self.boxes:
            self._focus_after(self.current)

    def _focus_after(self, question_id: str) -> None:
        ids = list(self.boxes)
        index = ids.index(question_id)
        if index + 1 < len(ids):
            self.set_current(ids[index + 1])
            self.boxes[ids[index + 1]].setFocus(Qt.FocusReason.TabFocusReason)
        else:
            self.set_current(None)
            self.feedback.setFocus(Qt.FocusReason.TabFocusReason)

    def set_locked(self, locked: bool) -> None:
        """Revealed: every answer and the feedback can be read, none can change."""
        for box in self.boxes.values():
            box.setEnabled(not locked)
        self.feedback.setReadOnly(locked)
