"""The review's steps: the story's labels, one page per summary, the ranking, and the finish."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from writerlens.domain import StoryLabels
from writerlens.review.practice import PracticeReport
from writerlens.review.questionnaire import Questionnaire
from writerlens.review.state import ReviewState
from writerlens.review.taxonomy import Taxonomy
from writerlens.ui import glossary, plain
from writerlens.ui.errors import said
from writerlens.ui.reader import story_font
from writerlens.ui.review.claims_panel import ClaimsPanel
from writerlens.ui.review.names import summary_name
from writerlens.ui.review.palette import LabelPalette
from writerlens.ui.review.practice_view import practice_html
from writerlens.ui.review.questions import QuestionsPanel
from writerlens.ui.review.ranking import RankingList
from writerlens.ui.review.span_list import SpanList
from writerlens.ui.review.summary_view import SummaryView


def _hint(text: str) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setStyleSheet("color: palette(placeholder-text);")
    return label


class _Choice(QGroupBox):
    """A yes/no style question about the story, as two radio buttons."""

    changed = Signal()

    def __init__(self, title: str, options: list[tuple[str, object]]) -> None:
        super().__init__(title)
        self.setAccessibleName(title)
        self.group = QButtonGroup(self)
        layout = QHBoxLayout(self)
        self.values: list[object] = []
        for i, (text, value) in enumerate(options):
            button = QRadioButton(text)
            self.group.addButton(button, i)
            self.values.append(value)
            layout.addWidget(button)
        layout.addStretch(1)
        self.group.idClicked.connect(lambda _i: self.changed.emit())

    def value(self) -> object:
        checked = self.group.checkedId()
        return None if checked < 0 else self.values[checked]

    def set_value(self, value: object) -> None:
        if value in self.values:
            self.group.button(self.values.index(value)).setChecked(True)


class LabelsPage(QWidget):
    """Step 1: what kind of story this is, in the writer's own judgment."""

    labels_changed = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.narrator = _Choice(
            self.tr("Is the narrator reliable?"),
            [(self.tr("Reliable"), "reliable"), (self.tr("Unreliable"), "unreliable")],
        )
        self.subplot = _Choice(
            self.tr("Does the story have a detailed subplot (with niche knowledge)?"),
            [(self.tr("Yes"), True), (self.tr("No"), False)],
        )
        self.timeline = _Choice(
            self.tr("Is the timeline linear?"),
            [(self.tr("Linear"), "linear"), (self.tr("Non-linear (flashbacks)"), "non-linear")],
        )
        self.reading_level = QLabel()
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("<h3>About your story</h3>")))
        layout.addWidget(
            _hint(
                self.tr(
                    "These describe the story, not the summaries. The study used them to see "
                    "which kinds of story models find hard."
                )
            )
        )
        for choice in (self.narrator, self.subplot, self.timeline):
            choice.changed.connect(self._emit)
            layout.addWidget(choice)
        layout.addWidget(self.reading_level)
        layout.addStretch(1)

    def show_state(self, state: ReviewState) -> None:
        self.narrator.set_value(state.labels.narrator)
        self.subplot.set_value(state.labels.detailed_subplot)
        self.timeline.set_value(state.labels.timeline)
        level = state.reading_level
        self.reading_level.setText(
            self.tr("Reading level, worked out by WriterLens: {level}.").format(
                level=plain.grade(level)
            )
            if level is not None
            else self.tr("Reading level: not available for this story.")
        )
        self.reading_level.setToolTip(glossary.tip("reading_level"))

    def _emit(self) -> None:
        subplot = self.subplot.value()
        self.labels_changed.emit(
            StoryLabels(
                narrator=self.narrator.value(),  # type: ignore[arg-type]
                detailed_subplot=None if subplot is None else bool(subplot),
                timeline=self.timeline.value(),  # type: ignore[arg-type]
            )
        )


class LockedNote(QLabel):
    """Above every step once the models are revealed: why nothing can be changed any more."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setText(
            self.tr(
                "You have seen which model wrote each summary, so this review is kept as you "
                "made it, blind. You can read everything; nothing can be changed."
            )
        )
        self.setObjectName("lockedNote")
        self.setWordWrap(True)
        self.setStyleSheet(
            "background: palette(alternate-base); border: 1px solid palette(mid); padding: 4px;"
        )
        self.hide()


class SummaryPage(QWidget):
    """One summary: its text with the writer's marks, the label palette and the margin of
    marks and comments beside it, and the questions."""

    def __init__(
        self, questionnaire: Questionnaire, taxonomy: Taxonomy, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.title = QLabel()
        self.title.setObjectName("summaryTitle")
        self.title.setWordWrap(True)
        self.view = SummaryView(taxonomy)
        self.view.setFont(story_font())
        self.view.setMinimumWidth(220)
        self.spans = SpanList(taxonomy)
        self.palette_box = LabelPalette(taxonomy)
        self.help_text = _hint(
            self.tr(
                "Select the words that are wrong, then press the label's key or click it. "
                "Alt keeps the exact characters. Ctrl+Z undoes."
            )
        )
        self.help_text.setObjectName("reviewHint")
        self.pick_note = QLabel()
        self.pick_note.setObjectName("pickNote")
        self.pick_note.setWordWrap(True)
        self.pick_note.setStyleSheet(
            "background: palette(highlight); color: palette(highlighted-text); padding: 4px;"
        )
        self.pick_note.hide()
        self.refused = _hint("")
        self.refused.setObjectName("refusedNote")
        self.questions = QuestionsPanel(questionnaire)

        side = QSplitter(Qt.Orientation.Vertical)
        side.setObjectName("marginSplit")
        palette_scroll = QScrollArea()
        palette_scroll.setWidgetResizable(True)
        palette_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        palette_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        palette_scroll.setWidget(self.palette_box)
        side.addWidget(palette_scroll)
        side.addWidget(self.spans)
        side.setStretchFactor(0, 0)
        side.setStretchFactor(1, 1)
        side.setMinimumWidth(self.palette_box.sizeHint().width() + 6)  # no label cut off
        self.side_split = side

        inner = QSplitter(Qt.Orientation.Horizontal)
        inner.setObjectName("summaryMarginSplit")
        inner.addWidget(self.view)
        inner.addWidget(side)
        inner.setStretchFactor(0, 3)
        inner.setStretchFactor(1, 2)
        inner.setCollapsible(0, False)
        self.inner = inner

        text_side = QWidget()
        text_layout = QVBoxLayout(text_side)
        text_layout.setContentsMargins(0, 0, 0, 0)
        text_layout.addWidget(self.title)
        text_layout.addWidget(self.refused)
        text_layout.addWidget(self.help_text)
        text_layout.addWidget(self.pick_note)
        text_layout.addWidget(inner, 1)

        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self.questions)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setMinimumWidth(230)
        self.questions_scroll = scroll

        # Beside the summary: the four questions, or the claims to check one by one.
        self.claims = ClaimsPanel(taxonomy)
        self.sides = QTabWidget()
        self.sides.setObjectName("summarySides")
        self.sides.setDocumentMode(True)
        self.sides.addTab(scroll, self.tr("The &questions"))
        self.sides.addTab(self.claims, self.tr("Check &claims"))
        # never narrower than its two tabs: "Comprobar afirmaciones" was cut behind scroll
        # arrows at 1024x640
        tabs = self.sides.tabBar()
        both = sum(tabs.tabSizeHint(i).width() for i in range(tabs.count()))
        self.sides.setMinimumWidth(max(230, both + 4))
        self.sides.currentChanged.connect(self._side_changed)

        split = QSplitter(Qt.Orientation.Horizontal)
        split.setObjectName("summaryQuestionsSplit")
        split.addWidget(text_side)
        split.addWidget(self.sides)
        split.setStretchFactor(0, 5)
        split.setStretchFactor(1, 2)
        split.setCollapsible(0, False)
        self.split = split
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(split)

    @property
    def checking_claims(self) -> bool:
        return self.sides.currentWidget() is self.claims

    def show_heading(self, name: str, refused: bool) -> None:
        """The summary's name above its text, and the note when the model declined."""
        title = f"<h3>{html.escape(name)}</h3>"
        if self.title.text() != title:
            self.title.setText(title)
        self.refused.setVisible(refused)
        if refused and not self.refused.text():
            self.refused.setText(
                self.tr(
                    "The model declined to summarize this story; its words are shown as it "
                    "wrote them. A refused summary is not rated or ranked, and the study leaves "
                    "it out of its averages. You can still leave feedback."
                )
            )

    def set_locked(self, locked: bool) -> None:
        """After the reveal: readable, nothing that would change a judgment enabled."""
        self.view.set_locked(locked)
        self.palette_box.setEnabled(not locked)
        self.questions.set_locked(locked)
        self.help_text.setVisible(not locked and not self.checking_claims)

    def _side_changed(self, _index: int) -> None:
        """Checking claims needs room beside the summary, and no labels margin: the claims take
        the margin's place, so the summary keeps its width (and is not laid out again)."""
        claims = self.checking_claims
        sizes = self.split.sizes()
        margin_shown = self.side_split.isVisible()
        # the margin goes first: while it shows, the summary's column cannot be narrower than
        # the summary and the margin together, and the split would keep the claims narrow
        self.side_split.setVisible(not claims)
        if claims and sum(sizes) > 0 and margin_shown:
            self._question_sizes = sizes
            text = self.view.width() + self.view.x()  # what the summary column keeps
            # ...unless the claims' rows would be cut (at 1024x640 their buttons ran out of
            # sight on the right): then the summary gives way
            text = min(text, sum(sizes) - self.claims.width_needed())
            wanted = [text, sum(sizes) - text]
            self.split.setSizes(wanted)
            if self.split.sizes() != wanted:  # the summary's column keeps the margin's
                # minimum until the layout hears the margin is gone: once it has
                QTimer.singleShot(0, self, lambda: self._claims_width(wanted))
        elif not claims and getattr(self, "_question_sizes", None):
            self.split.setSizes(self._question_sizes)
        self.help_text.setVisible(not claims and self.palette_box.isEnabled())

    def _claims_width(self, wanted: list[int]) -> None:
        if self.checking_claims and sum(self.split.sizes()) == sum(wanted):
            self.split.setSizes(wanted)

    def _fit_palette(self) -> None:
        """The palette takes the height its labels need (every label shows, none behind a
        scroll bar, on a 1024x640 screen too), the margin list the rest, keeping some rows."""
        wanted = self.palette_box.sizeHint().height() + 4
        total = sum(self.side_split.sizes())
        if total > 0:
            top = min(wanted, max(total - MARGIN_ROWS_PX, total // 2))
            self.side_split.setSizes([top, max(total - top, 0)])

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not getattr(self, "_palette_fitted", False):
            self._palette_fitted = True
            self._fit_palette()


#: what the margin list of marks keeps below the label palette (a few rows)
MARGIN_ROWS_PX = 90


class RankingPage(QWidget):
    def __init__(self, questionnaire: Questionnaire, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ranking = RankingList()
        self.keep = QPushButton(self.tr("&Keep this order"))
        self.keep.setToolTip(self.tr("Save the order as it is shown, if it is already right"))
        self.keep.clicked.connect(lambda: self.ranking.order_changed.emit(self.ranking.order()))
        self.saved = _hint("")
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("<h3>Rank the summaries</h3>")))
        layout.addWidget(_hint(questionnaire.ranking_prompt))
        layout.addWidget(
            _hint(self.tr("Best first. Drag them into order, or use Alt+Up and Alt+Down."))
        )
        layout.addWidget(self.ranking, 1)
        row = QHBoxLayout()
        row.addWidget(self.keep)
        row.addWidget(self.saved, 1)
        layout.addLayout(row)

    def show_saved(self, saved: bool) -> None:
        self.keep.setVisible(not saved)
        self.saved.setText(
            self.tr("Your ranking is saved.") if saved else self.tr("Not ranked yet.")
        )


class FinishPage(QWidget):
    complete_requested = Signal()
    reveal_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.status = QLabel()
        self.status.setObjectName("finishStatus")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.RichText)
        self.complete = QPushButton(self.tr("Mark the review complete"))
        self.complete.clicked.connect(self.complete_requested)
        self.reveal = QPushButton(self.tr("Show which model wrote which summary"))
        self.reveal.clicked.connect(self.reveal_requested)
        self.models = QLabel()
        self.models.setObjectName("revealedModels")
        self.models.setWordWrap(True)
        self.models.setTextFormat(Qt.TextFormat.RichText)
        self.practice = QTextBrowser()
        self.practice.setObjectName("practiceReport")
        self.practice.setAccessibleName(self.tr("The mistakes planted in the practice summaries"))
        self.practice.setOpenLinks(False)
        self.practice.hide()
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("<h3>Finish</h3>")))
        layout.addWidget(self.status)
        row = QHBoxLayout()
        row.addWidget(self.complete)
        row.addWidget(self.reveal)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addWidget(self.models)
        layout.addWidget(self.practice, 1)
        self._stretch = QWidget()
        layout.addWidget(self._stretch, 1)

    def show_state(self, state: ReviewState) -> None:
        if state.revealed:
            self.status.setText(
                self.tr(
                    "<p><b>Your review is complete.</b> The models' names are shown below. "
                    "Your judgments are kept exactly as you made them, blind: from now on the "
                    "review can be read but not changed.</p>"
                )
            )
        elif state.complete:
            self.status.setText(
                self.tr(
                    "<p><b>Your review is complete.</b> You can go back and change anything. "
                    "When you are sure, you can see which model wrote which summary. After "
                    "that your review can be read but no longer changed.</p>"
                )
            )
        else:
            self.status.setText(
                self.tr("<p><b>Not complete yet.</b> {missing}</p>").format(
                    missing=html.escape(said(state.progress.message))
                )
            )
        self.complete.setEnabled(state.progress.complete and not state.complete)
        self.reveal.setEnabled(state.complete and not state.revealed)
        if state.revealed:
            rows = "".join(
                f"<li><b>{summary_name(s)}</b>: {s.model} ({s.provider})</li>"
                for s in state.summaries
            )
            self.models.setText(f"<ul>{rows}</ul>")
        else:
            self.models.clear()

    def show_practice(self, report: PracticeReport | None, names: dict[str, str]) -> None:
        """After the sample's review: the planted mistakes found, and where the others were."""
        self.practice.setVisible(report is not None)
        self._stretch.setVisible(report is None)
        if report is not None:
            self.practice.setHtml(practice_html(report, names))
