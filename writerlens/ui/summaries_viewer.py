"""A story's summaries to read, with their models' names: once the blind review is over (the
writer asked to see the models), or for a story the writer does not want to review."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTabWidget, QTextBrowser, QVBoxLayout

from writerlens.domain import Summary, SummaryStatus
from writerlens.messages import from_record
from writerlens.services.library import Library
from writerlens.ui.errors import said
from writerlens.ui.layout_memory import fit_on_screen
from writerlens.ui.reader import story_font
from writerlens.ui.summarize.texts import plain_strategy


class SummariesViewer(QDialog):
    def __init__(self, library: Library, manuscript_id: int, parent=None) -> None:
        super().__init__(parent)
        manuscript = library.manuscript(manuscript_id)
        self.setObjectName("summariesViewer")
        self.setWindowTitle(self.tr("Summaries of “{title}”").format(title=manuscript.title))
        self.tabs = QTabWidget()
        for summary in library.summaries(manuscript_id):
            if summary.status is SummaryStatus.FAILED:
                continue
            text = QTextBrowser()
            text.setFont(story_font())
            text.setPlainText(summary.text)
            name = summary.label or summary.model
            if summary.status is SummaryStatus.REFUSED:
                name = self.tr("{name} (refused)").format(name=name)
            elif summary.status is SummaryStatus.FLAGGED:
                name = self.tr("{name} (not a summary)").format(name=name)
            elif summary.status is SummaryStatus.TRUNCATED:
                name = self.tr("{name} (cut off)").format(name=name)
            tip = self.tr("{model} ({provider}), {strategy}").format(
                model=summary.model,
                provider=summary.provider,
                strategy=plain_strategy(summary.strategy),
            )
            said_first = _notes(summary)
            if summary.error and summary.status is not SummaryStatus.OK:
                # why it is not a summary (or not a whole one), as the engine found it
                said_first.insert(0, summary.error)
            if said_first:
                tip += "\n" + "\n".join(said_first)
                text.setPlainText("\n\n".join([*said_first, summary.text]))
            self.tabs.addTab(text, name)
            self.tabs.setTabToolTip(self.tabs.count() - 1, tip)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)
        fit_on_screen(self, QSize(760, 600))  # a small screen shows it whole


def _notes(summary: Summary) -> list[str]:
    """The notes the model's answers came with (a local model's chat template not used), in
    the writer's language: they tell how the summary was made, so they stand beside it."""
    recorded = summary.params.get("notes")
    if not isinstance(recorded, list):
        return []
    return [said(from_record(note)) for note in recorded]
