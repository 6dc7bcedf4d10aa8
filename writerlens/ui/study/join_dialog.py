"""Joining a study: the study file's title and instructions, then the participant code.

The file is read and checked in a worker (a study file may inline a questionnaire and is
checked against the schema); joining itself is one small write to the library.
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from writerlens.domain import WriterLensError
from writerlens.services.library import Library
from writerlens.services.study import Membership, join_study, membership
from writerlens.study.study_file import StudyFile, read_study
from writerlens.ui.errors import said, show_error
from writerlens.ui.layout_memory import fit_on_screen
from writerlens.ui.study.study_text import study_asks
from writerlens.ui.workers import Workers


class JoinStudyDialog(QDialog):
    loaded = Signal()
    joined = Signal(object)  # Membership

    def __init__(self, library: Library, workers: Workers, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self.workers = workers
        self.path: Path | None = None
        self.study: StudyFile | None = None
        self.setObjectName("joinStudyDialog")
        self.setWindowTitle(self.tr("Join a Study"))
        fit_on_screen(self, QSize(760, 620))  # a small screen shows it whole

        self.title = QLabel(self.tr("Reading the study file…"))
        self.title.setObjectName("joinTitle")
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.instructions = QTextBrowser()
        self.instructions.setObjectName("joinInstructions")
        self.instructions.setAccessibleName(self.tr("The study's instructions"))
        self.asks = QLabel()
        self.asks.setWordWrap(True)
        self.asks.setTextFormat(Qt.TextFormat.RichText)
        self.replaces = QLabel()
        self.replaces.setWordWrap(True)
        self.replaces.hide()

        # A line to type in, never a list: a study file names every participant's code, and
        # no participant may see the others' (a code links bundles to a person).
        self.code = QLineEdit()
        self.code.setAccessibleName(self.tr("Your participant code"))
        self.code.setEnabled(False)
        self.code_error = QLabel()
        self.code_error.setObjectName("codeError")
        self.code_error.setWordWrap(True)
        self.code_error.hide()
        code_label = QLabel(self.tr("Your participant &code:"))
        code_label.setBuddy(self.code)
        form = QFormLayout()
        form.addRow(code_label, self.code)
        form.addRow("", self.code_error)

        self.buttons = QDialogButtonBox()
        self.join_button = QPushButton(self.tr("&Join the Study"))
        self.join_button.setEnabled(False)
        self.join_button.setDefault(True)
        self.join_button.clicked.connect(self.join)
        self.buttons.addButton(self.join_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel).clicked.connect(self.reject)

        instructions_label = QLabel(self.tr("&Instructions from the coordinator:"))
        instructions_label.setBuddy(self.instructions)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(instructions_label)
        layout.addWidget(self.instructions, 1)
        layout.addWidget(self.asks)
        layout.addWidget(self.replaces)
        layout.addLayout(form)
        layout.addWidget(self.buttons)

    def load(self, path: Path) -> None:
        """Read and check the study file in a worker, then show it."""
        self.path = Path(path)
        self.workers.start(
            lambda _progress, _cancel: read_study(self.path or path),
            self._show,
            self._failed,
            key=f"join-read-{id(self)}",
        )

    def _show(self, study: StudyFile) -> None:
        self.study = study
        self.title.setText(
            self.tr("<h2>{title}</h2><p>Study id: {id}</p>").format(
                title=escape(study.title), id=escape(study.id)
            )
        )
        self.instructions.setPlainText(
            study.instructions or self.tr("The coordinator gave no instructions.")
        )
        self.asks.setText(study_asks(study))
        self.code.clear()
        if study.participants:
            self.code.setPlaceholderText(self.tr("Type the code the coordinator sent you"))
        else:
            self.code.setPlaceholderText(self.tr("Leave empty for a random pseudonym"))
        self.code.setEnabled(True)
        self.join_button.setEnabled(True)
        self._note_current_study(study)
        self.code.setFocus()
        self.loaded.emit()

    def _note_current_study(self, study: StudyFile) -> None:
        try:
            current = membership(self.library).study
        except WriterLensError:
            current = None
        if current is None:
            self.replaces.hide()
            return
        if current.id == study.id:
            text = self.tr("You have already joined this study; joining again keeps your ids.")
        else:
            text = self.tr(
                "You are taking part in “{current}”. Joining this study replaces it; your "
                "reviews stay in your library."
            ).format(current=current.title)
        self.replaces.setText(text)
        self.replaces.show()

    def _failed(self, exc: BaseException) -> None:
        self.title.setText(self.tr("This study file cannot be used."))
        show_error(self, exc)

    def join(self) -> Membership | None:
        if self.path is None or self.study is None:
            return None
        code: str | None = self.code.text().strip() or None
        try:
            member = join_study(self.library, self.path, code)
        except WriterLensError as exc:
            self.code_error.setText(said(exc))
            self.code_error.show()
            self.code.setFocus()
            return None
        self.joined.emit(member)
        self.accept()
        return member
