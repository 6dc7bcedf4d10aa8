"""Small dialogs: About, Welcome, and the question asked when a text is already imported."""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from writerlens import APP_NAME, __version__
from writerlens.domain import LibraryEntry
from writerlens.ui.tr_context import TrContext

DialogText = TrContext("DialogText")


def about_text() -> str:
    return DialogText.tr(
        "<h3>{app} {version}</h3>"
        "<p>Get summaries of your own stories from AI models, then judge them blind: "
        "rate them, mark their mistakes and rank them, the way the <i>Reading Subtext</i> "
        "study (Subbiah et al., TACL 2024) asked writers to.</p>"
        "<p><b>Your stories stay on this computer.</b> A story leaves it only when you send "
        "it to a cloud model you chose, after WriterLens has told you who that is. "
        "Exports for a study are anonymized and shown to you before they are written.</p>"
        "<p>Summarization strategies follow <i>BooookScore</i> (Chang et al., ICLR 2024); "
        "coherence labels follow <i>SNaC</i> (Goyal et al., EMNLP 2022).</p>"
    ).format(app=APP_NAME, version=__version__)


def show_about(parent: QWidget) -> None:
    QMessageBox.about(parent, DialogText.tr("About {app}").format(app=APP_NAME), about_text())


class WelcomeDialog(QDialog):
    """Shown once, on first start, with the sample story already in the library."""

    def __init__(self, sample_title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Welcome to {app}").format(app=APP_NAME))
        self.setObjectName("welcomeDialog")
        text = QLabel(
            self.tr(
                "<h2>Welcome to {app}</h2>"
                "<p>{app} helps you see how well AI models summarize <i>your</i> stories.</p>"
                "<ol>"
                "<li><b>Import a story</b> (.txt, .md, .docx, .odt, .epub or .rtf): use "
                "<i>Import…</i> or drop a file on the window.</li>"
                "<li><b>Get summaries</b> from up to three models: cloud models with your own "
                "key, or a model that runs on this computer.</li>"
                "<li><b>Review them blind</b>: answer four questions about each, highlight "
                "its mistakes, and rank the three.</li>"
                "</ol>"
                "<p>To try it now with no key and no model, open <b>{sample}</b>: it is in "
                "your library with three demo summaries written by hand, one good, one "
                "vague and one with planted mistakes.</p>"
                "<p><b>Your stories stay on this computer</b> unless you choose to send one to "
                "a cloud model.</p>"
            ).format(app=APP_NAME, sample=sample_title)
        )
        text.setWordWrap(True)
        text.setTextFormat(Qt.TextFormat.RichText)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Open the sample"))
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addWidget(buttons)
        self.setMinimumWidth(520)


class DuplicateChoice(Enum):
    SKIP = "skip"
    NEW_VERSION = "new version"


def ask_duplicate(parent: QWidget, file_name: str, existing: LibraryEntry) -> DuplicateChoice:
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(DialogText.tr("Already in your library"))
    box.setText(
        DialogText.tr(
            "“{file}” has the same text as “{title}”, which is already in your library."
        ).format(file=file_name, title=existing.title)
    )
    box.setInformativeText(
        DialogText.tr(
            "Import it as version {n} of that story (to summarize and review it afresh), "
            "or skip it?"
        ).format(n=existing.version + 1)
    )
    new_version = box.addButton(
        DialogText.tr("Import as version {n}").format(n=existing.version + 1),
        QMessageBox.ButtonRole.AcceptRole,
    )
    skip = box.addButton(DialogText.tr("Skip"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(skip)
    box.exec()
    return (
        DuplicateChoice.NEW_VERSION if box.clickedButton() is new_version else DuplicateChoice.SKIP
    )


def bring_forward(window: QWidget) -> None:
    """Show a window the writer asked for again, in front (it may be hidden or behind)."""
    window.show()
    window.raise_()
    window.activateWindow()
