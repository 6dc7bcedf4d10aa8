"""The writer's own questions about their story, each with the answer a good summary gives.

A judge model later checks which questions each summary answers (the LCFO question probes).
The questions belong to the story, not to a summary, so they are written once and serve every
summary. Each change is saved at once, like everything else in the review; nothing to lose.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from writerlens.domain import WriterLensError
from writerlens.services.judges import JudgeService, Probe
from writerlens.services.library import Library
from writerlens.ui.errors import show_error
from writerlens.ui.review.judge_results import hint

_ID = Qt.ItemDataRole.UserRole


class ProbesEditor(QDialog):
    """Add, change and remove the story's questions; opened with ``open()`` or ``show()``."""

    #: the questions changed (the judge dialog counts them again)
    changed = Signal()

    def __init__(self, library: Library, manuscript_id: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.service = JudgeService(library)
        self.manuscript_id = manuscript_id
        self.probes: list[Probe] = []
        self.setObjectName("probesEditor")
        self.setWindowTitle(self.tr("Your questions about the story"))
        self.setMinimumSize(560, 460)

        intro = QLabel(
            self.tr(
                "<p>Write questions a reader of a good summary should be able to answer, each "
                "with the answer you have in mind. For example: <i>Why does Nell keep the "
                "ledger?</i> A judge model then checks which questions each summary "
                "answers.</p>"
            )
        )
        intro.setWordWrap(True)
        intro.setTextFormat(Qt.TextFormat.RichText)
        self.list = QListWidget()
        self.list.setObjectName("probeList")
        self.list.setAccessibleName(self.tr("Your questions"))
        self.list.setWordWrap(True)
        self.list.currentRowChanged.connect(self._chosen)
        self.empty = hint(self.tr("No questions yet. Write the first one below."))

        self.question = QLineEdit()
        self.question.setObjectName("probeQuestion")
        self.question.setAccessibleName(self.tr("Question"))
        self.question.setPlaceholderText(self.tr("A question about what happens, or why"))
        self.answer = QPlainTextEdit()
        self.answer.setObjectName("probeAnswer")
        self.answer.setAccessibleName(self.tr("Your answer"))
        self.answer.setPlaceholderText(self.tr("The answer a good summary would give"))
        self.answer.setTabChangesFocus(True)
        self.answer.setFixedHeight(self.answer.fontMetrics().lineSpacing() * 4 + 16)
        form = QFormLayout()
        question_label = QLabel(self.tr("&Question:"))
        question_label.setBuddy(self.question)
        answer_label = QLabel(self.tr("&Answer:"))
        answer_label.setBuddy(self.answer)
        form.addRow(question_label, self.question)
        form.addRow(answer_label, self.answer)

        self.add_button = QPushButton(self.tr("A&dd as a new question"))
        self.save_button = QPushButton(self.tr("&Save changes"))
        self.remove_button = QPushButton(self.tr("&Remove"))
        self.new_button = QPushButton(self.tr("&New question"))
        self.add_button.clicked.connect(self.add)
        self.save_button.clicked.connect(self.save)
        self.remove_button.clicked.connect(self.remove)
        self.new_button.clicked.connect(self.start_new)
        self.question.textChanged.connect(self._update_buttons)
        self.answer.textChanged.connect(self._update_buttons)
        row = QHBoxLayout()
        for button in (self.new_button, self.add_button, self.save_button, self.remove_button):
            button.setAutoDefault(False)
            row.addWidget(button)
        row.addStretch(1)
        self.saved = hint()
        self.saved.setObjectName("probesSaved")

        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.empty)
        layout.addLayout(form)
        layout.addLayout(row)
        layout.addWidget(self.saved)
        layout.addWidget(close)
        self.reload()

    # -- showing -------------------------------------------------------------------------------

    def reload(self, select: int | None = None) -> None:
        """Read the questions again (one small query) and show them."""
        self.probes = self.service.probes(self.manuscript_id)
        self.list.blockSignals(True)
        self.list.clear()
        for number, probe in enumerate(self.probes, start=1):
            item = QListWidgetItem(f"{number}. {probe.question}\n    → {probe.answer}")
            item.setData(_ID, probe.id)
            item.setToolTip(probe.answer)
            self.list.addItem(item)
        self.list.blockSignals(False)
        self.empty.setVisible(not self.probes)
        row = next((i for i, p in enumerate(self.probes) if p.id == select), -1)
        self.list.setCurrentRow(row)
        if row < 0:
            self.start_new()

    def current(self) -> Probe | None:
        row = self.list.currentRow()
        return self.probes[row] if 0 <= row < len(self.probes) else None

    def _chosen(self, _row: int) -> None:
        probe = self.current()
        if probe is not None:
            self.question.setText(probe.question)
            self.answer.setPlainText(probe.answer)
        self._update_buttons()

    def start_new(self) -> None:
        """Empty fields for a new question (the list keeps its questions)."""
        self.list.blockSignals(True)
        self.list.setCurrentRow(-1)
        self.list.clearSelection()
        self.list.blockSignals(False)
        self.question.clear()
        self.answer.clear()
        self.question.setFocus()
        self._update_buttons()

    def _typed(self) -> tuple[str, str]:
        return self.question.text().strip(), self.answer.toPlainText().strip()

    def _update_buttons(self) -> None:
        question, answer = self._typed()
        probe = self.current()
        filled = bool(question and answer)
        self.add_button.setEnabled(filled)
        self.add_button.setDefault(filled and probe is None)
        self.save_button.setEnabled(
            filled and probe is not None and (question, answer) != (probe.question, probe.answer)
        )
        self.remove_button.setEnabled(probe is not None)

    # -- changes (each saved at once) ---------------------------------------------------------

    def add(self) -> None:
        question, answer = self._typed()
        try:
            self.service.add_probe(self.manuscript_id, question, answer)
        except WriterLensError as exc:
            show_error(self, exc)
            return
        self.reload()
        self._changed(self.tr("Question added. Write another one, or close."))

    def save(self) -> None:
        probe = self.current()
        if probe is None:
            return
        question, answer = self._typed()
        try:
            self.service.update_probe(probe.id, question, answer)
        except WriterLensError as exc:
            show_error(self, exc)
            return
        self.reload(select=probe.id)
        self._changed(self.tr("Changes saved."))

    def remove(self) -> None:
        probe = self.current()
        if probe is None:
            return
        try:
            self.service.remove_probe(probe.id)
        except WriterLensError as exc:
            show_error(self, exc)
            return
        self.reload()
        self._changed(self.tr("Question removed."))

    def _changed(self, message: str) -> None:
        self.saved.setText(message)
        self.changed.emit()
