"""The joined study's instructions, reachable from the Study menu at any time."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTextBrowser, QVBoxLayout, QWidget

from writerlens.services.study import Membership
from writerlens.ui.layout_memory import fit_on_screen
from writerlens.ui.study.study_text import study_asks


class InstructionsDialog(QDialog):
    def __init__(self, member: Membership, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        study = member.study
        assert study is not None
        self.setObjectName("instructionsDialog")
        self.setWindowTitle(self.tr("Study Instructions — {title}").format(title=study.title))
        fit_on_screen(self, QSize(720, 560))  # a small screen shows it whole
        since = (
            self.tr(
                "<h2>{title}</h2><p>You take part as <b>{code}</b> since {day}. Your exports "
                "carry this code and the study id ({id}), never your name.</p>"
            )
            if member.joined
            else self.tr(
                "<h2>{title}</h2><p>You take part as <b>{code}</b>. Your exports "
                "carry this code and the study id ({id}), never your name.</p>"
            )
        )
        heading = QLabel(
            since.format(
                title=escape(study.title),
                code=escape(member.participant),
                day=member.joined,
                id=escape(study.id),
            )
        )
        heading.setObjectName("instructionsHeading")
        heading.setWordWrap(True)
        heading.setTextFormat(Qt.TextFormat.RichText)
        self.text = QTextBrowser()
        self.text.setObjectName("instructionsText")
        self.text.setAccessibleName(self.tr("The study's instructions"))
        self.text.setPlainText(
            study.instructions or self.tr("The coordinator gave no instructions.")
        )
        asks = QLabel(study_asks(study))
        asks.setWordWrap(True)
        asks.setTextFormat(Qt.TextFormat.RichText)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.text, 1)
        layout.addWidget(asks)
        layout.addWidget(buttons)
