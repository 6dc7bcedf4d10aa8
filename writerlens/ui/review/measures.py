"""Automatic measures of the summary under review, kept visibly apart from the writer's judgments.

Everything here is computed (extractive statistics, reading level, alignment) or comes from a
judge model the writer chose to run; none of it is the writer's opinion, and the panel says so.
The review is blind: the judges are named by their own model ids, and nothing here names the
model that wrote the summary. Measuring and loading stored judge results happen in workers.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QMouseEvent, QShowEvent, QTextCursor
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from writerlens.domain import WriterLensError
from writerlens.metrics.alignment import SentenceAlignment
from writerlens.metrics.measures import SummaryMeasures
from writerlens.review.questionnaire import Questionnaire
from writerlens.review.spans import utf16_to_codepoint
from writerlens.services.judges import JudgeService, SummaryScores
from writerlens.services.library import Library
from writerlens.services.metrics import measures_for_summary
from writerlens.ui import glossary, plain
from writerlens.ui.errors import said, show_error
from writerlens.ui.glossary_dialog import show_glossary
from writerlens.ui.review.judge_results import JudgeResults, hint, snippet
from writerlens.ui.review.summary_view import SummaryView
from writerlens.ui.workers import Workers


@dataclass(frozen=True)
class _Loaded:
    summary_id: int
    measures: SummaryMeasures | None
    problem: str  # why there are no measures (a summary with no text), else ""
    scores: SummaryScores


class MeasuresPanel(QWidget):
    """The figures for one summary; shown in the review window's side panel."""

    #: story code points to scroll to and mark (the sentence's most likely source)
    story_passage_chosen = Signal(int, int)
    #: summary code points to select in the summary text
    summary_passage_chosen = Signal(int, int)
    run_judges_requested = Signal()
    edit_probes_requested = Signal()

    def __init__(
        self, library: Library, questionnaire: Questionnaire, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("measuresPanel")
        self.setAccessibleName(self.tr("Automatic measures — not your judgments"))
        self.library = library
        self.questionnaire = questionnaire
        self.workers = Workers(self)
        self.summary_id: int | None = None
        self.measures: SummaryMeasures | None = None
        #: each summary measured once, shared with the window's copied-phrases layer
        self.measured: dict[int, SummaryMeasures] = {}
        self._shown: int | None = None  # the summary whose figures are on screen
        self._alignment: list[SentenceAlignment] = []
        self._text = ""  # the summary's text, for its sentences

        heading = QLabel(self.tr("<b>Automatic measures — not your judgments</b>"))
        heading.setWordWrap(True)
        about = hint(
            self.tr(
                "Computed by WriterLens, or by a judge model you run. They never change your "
                "answers; use them or ignore them as you like."
            )
        )
        self.status = hint()
        self.status.setObjectName("measuresStatus")
        self.glossary_link = QLabel(
            "<a href='#glossary'>{}</a>".format(self.tr("What these figures mean"))
        )
        self.glossary_link.setObjectName("glossaryLink")
        self.glossary_link.setToolTip(self.tr("Opens Help → Glossary"))
        self.glossary_link.linkActivated.connect(lambda _link: show_glossary(self.window()))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(heading)
        layout.addWidget(about)
        layout.addWidget(self.glossary_link)
        layout.addWidget(self.status)
        layout.addWidget(self._build_copying())
        layout.addWidget(self._build_reading())
        layout.addWidget(self._build_alignment())
        self.judges = JudgeResults(questionnaire)
        self.judges.run_judges_requested.connect(self.run_judges_requested)
        self.judges.edit_probes_requested.connect(self.edit_probes_requested)
        self.judges.summary_passage_chosen.connect(self.summary_passage_chosen)
        layout.addWidget(self.judges)
        layout.addStretch(1)
        self._set_figures(None)

    # -- building ----------------------------------------------------------------------------

    def _figure(self, form: QFormLayout, name: str, tip: str, key: str) -> QLabel:
        value = QLabel("–")
        value.setObjectName(f"figure-{key}")
        value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        value.setWordWrap(True)
        title = QLabel(name)
        for widget in (title, value):
            widget.setToolTip(tip)
        value.setAccessibleName(name)
        value.setAccessibleDescription(tip)
        form.addRow(title, value)
        return value

    def _build_copying(self) -> QGroupBox:
        box = QGroupBox(self.tr("Copying from your story"))
        form = QFormLayout(box)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # a narrow panel
        self.figures: dict[str, QLabel] = {}
        # Plain names on screen; the exact terms (coverage, density, compression, n-grams) are
        # in each tooltip and the glossary, and stay as they are in exports and reports.
        rows = [
            (
                "coverage",
                self.tr("Words shared with your story"),
                glossary.tip("shared_words"),
            ),
            ("density", self.tr("Copied word for word"), glossary.tip("copied_runs")),
            ("compression", self.tr("How much shorter"), glossary.tip("shorter")),
        ]
        for n in (2, 3, 4, 5):  # under their own heading (added below): short labels
            rows.append((f"ngram{n}", self.tr("%n words in a row", "", n), glossary.tip("phrases")))
        rows += [
            ("longest", self.tr("Longest copied run"), glossary.tip("longest_copy")),
            ("copied", self.tr("Copied passages"), glossary.tip("copied_passages")),
        ]
        self.longest_quote = hint()  # a row of its own: a quote wraps over the panel's width
        self.longest_quote.setObjectName("longestQuote")
        for key, name, tip in rows:
            if key == "ngram2":
                runs = QLabel(self.tr("Runs of words also found in your story:"))
                runs.setWordWrap(True)
                runs.setToolTip(glossary.tip("phrases"))
                form.addRow(runs)
            self.figures[key] = self._figure(form, name, tip, key)
            if key == "longest":
                form.addRow(self.longest_quote)
        self.copied_button = QToolButton()
        self.copied_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.copied_button.setVisible(False)
        form.addRow(self.copied_button)
        return box

    def _build_reading(self) -> QGroupBox:
        box = QGroupBox(self.tr("Reading level"))
        form = QFormLayout(box)
        tip = glossary.tip("reading_level")
        self.figures["story_level"] = self._figure(form, self.tr("Your story"), tip, "story_level")
        self.figures["summary_level"] = self._figure(
            form, self.tr("This summary"), tip, "summary_level"
        )
        return box

    def _build_alignment(self) -> QGroupBox:
        box = QGroupBox(self.tr("Where each sentence comes from"))
        layout = QVBoxLayout(box)
        layout.addWidget(
            hint(
                self.tr(
                    "Click a sentence here or in the summary: the story scrolls to the part it "
                    "most likely retells (found by shared words, a guess)."
                )
            )
        )
        self.sentences = QListWidget()
        self.sentences.setObjectName("alignedSentences")
        self.sentences.setAccessibleName(self.tr("Summary sentences and their source"))
        self.sentences.setWordWrap(True)
        self.sentences.setMinimumHeight(140)
        self.sentences.currentRowChanged.connect(self.choose_sentence)
        layout.addWidget(self.sentences)
        return box

    def set_copied_action(self, action: QAction) -> None:
        """Offer the review window's own copied-phrases layer switch next to the count."""
        self.copied_button.setDefaultAction(action)
        self.copied_button.setVisible(True)

    # -- which summary -----------------------------------------------------------------------

    def show_summary(self, summary_id: int | None, text: str = "") -> None:
        """Follow the review: figures for this summary (None: a step that is not a summary)."""
        self.summary_id = summary_id
        self._text = text
        if summary_id is None:
            self._shown = None
            self.status.setText(self.tr("Open one of the summaries to see its measures."))
            self._set_figures(None)
            self.judges.show_scores(None, has_summary=False)
            return
        if self.isVisible():
            self.reload()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.summary_id is not None and self._shown != self.summary_id:
            self.reload()

    def reload(self) -> None:
        """Measure (once per summary) and read the stored judge results, in a worker."""
        summary_id = self.summary_id
        if summary_id is None:
            return
        if self._shown != summary_id:
            self._set_figures(None)
            self.judges.show_scores(None, has_summary=False)
        self._shown = summary_id
        library, known = self.library, self.measured.get(summary_id)
        self.status.setText(
            self.tr("Measuring…") if known is None else self.tr("Reading the judges' answers…")
        )

        def load(progress: Any, cancel: Any) -> _Loaded:
            measures, problem = known, ""
            if measures is None:
                try:
                    measures = measures_for_summary(library, summary_id, cancel=cancel)
                except WriterLensError as exc:
                    problem = said(exc)
            return _Loaded(summary_id, measures, problem, JudgeService(library).scores(summary_id))

        self.workers.start(load, self._loaded, self._failed, key="measures")

    def _loaded(self, loaded: _Loaded) -> None:
        if loaded.measures is not None:
            self.measured[loaded.summary_id] = loaded.measures
        if loaded.summary_id != self.summary_id:
            return
        self.status.setText(loaded.problem)
        self._set_figures(loaded.measures)
        self.judges.show_scores(loaded.scores)

    def _failed(self, exc: BaseException) -> None:
        self.status.setText(self.tr("The measures could not be computed."))
        show_error(self.window(), exc)

    # -- extractive figures, reading level, alignment -----------------------------------------

    def _set_figures(self, measures: SummaryMeasures | None) -> None:
        self.measures = measures
        self.sentences.blockSignals(True)
        self.sentences.clear()
        self.sentences.blockSignals(False)
        self._alignment = list(measures.alignment) if measures else []
        if measures is None:
            for label in self.figures.values():
                label.setText("–")
            self.longest_quote.clear()
            return
        stats = measures.extractive
        figures = self.figures
        figures["coverage"].setText(plain.percent(stats.coverage))
        figures["density"].setText(copied_text(stats.density))
        figures["compression"].setText(
            self.tr("{x} times").format(x=plain.decimal(stats.compression))
            if stats.compression is not None
            else "–"
        )
        for gram in stats.ngrams:
            figures[f"ngram{gram.n}"].setText(plain.percent(gram.found_percent / 100))
        longest = stats.longest
        figures["longest"].setText(
            self.tr("{n} words").format(n=longest.words) if longest.words else self.tr("none")
        )
        self.longest_quote.setText(f"“{snippet(longest.text, 20)}”" if longest.words else "")
        self.longest_quote.setVisible(bool(longest.words))
        figures["copied"].setText(str(len(measures.copied)))
        for key, value in (
            ("story_level", measures.story_reading_level),
            ("summary_level", measures.reading_level),
        ):
            figures[key].setText(plain.grade(value) if value is not None else "–")
        text = self._text
        for aligned in self._alignment:
            sentence = text[aligned.summary_start : aligned.summary_end]
            if aligned.paragraphs:
                first, last = aligned.paragraphs[0] + 1, aligned.paragraphs[-1] + 1
                where = f"¶ {first}" if first == last else f"¶ {first}–{last}"
                if aligned.flashback:
                    where = self.tr("{where} (goes back)").format(where=where)
            else:
                where = self.tr("no match in your story")
            item = QListWidgetItem(f"{aligned.sentence + 1}. {snippet(sentence)}  →  {where}")
            item.setToolTip(sentence)
            self.sentences.addItem(item)

    def choose_sentence(self, row: int) -> None:
        """Show where sentence ``row`` of the summary comes from, and select it there."""
        if not 0 <= row < len(self._alignment):
            return
        aligned = self._alignment[row]
        self.summary_passage_chosen.emit(aligned.summary_start, aligned.summary_end)
        if aligned.story_spans:
            self.story_passage_chosen.emit(aligned.story_spans[0][0], aligned.story_spans[-1][1])

    def sentence_at(self, position: int) -> int | None:
        """The summary sentence holding code point ``position`` (None between sentences)."""
        starts = [a.summary_start for a in self._alignment]
        row = bisect_right(starts, position) - 1
        if row >= 0 and position < self._alignment[row].summary_end:
            return row
        return None

    def summary_clicked(self, position: int) -> None:
        """A click in the summary text: follow that sentence to the story."""
        if not self.isVisible():
            return
        row = self.sentence_at(position)
        if row is None:
            return
        aligned = self._alignment[row]
        self.sentences.blockSignals(True)
        self.sentences.setCurrentRow(row)
        self.sentences.blockSignals(False)
        if aligned.story_spans:
            self.story_passage_chosen.emit(aligned.story_spans[0][0], aligned.story_spans[-1][1])

    def follow_clicks(self, view: SummaryView) -> None:
        """Clicking a sentence of the summary text shows its source while the panel is open."""
        self._follower = _ClickFollower(view, self.summary_clicked)
        view.viewport().installEventFilter(self._follower)

    # -- judge results -----------------------------------------------------------------------


def copied_text(density: float) -> str:
    """How much is copied word for word, in words, with the exact figure after it."""
    x = plain.decimal(density)
    if density < 2:
        return QCoreApplication.translate("MeasuresPanel", "mostly single words ({x})").format(x=x)
    if density < 5:
        return QCoreApplication.translate("MeasuresPanel", "some short phrases ({x})").format(x=x)
    return QCoreApplication.translate("MeasuresPanel", "long passages ({x})").format(x=x)


class _ClickFollower(QObject):
    """Watches clicks on the summary text without taking them from it (labelling still works)."""

    def __init__(self, view: SummaryView, clicked: Any) -> None:
        super().__init__(view)
        self.view = view
        self.clicked = clicked

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.MouseButtonRelease
            and isinstance(event, QMouseEvent)
            and event.button() == Qt.MouseButton.LeftButton
            and not self.view.textCursor().hasSelection()
            and self.view.text
        ):
            position = self.view.cursorForPosition(event.position().toPoint()).position()
            self.clicked(utf16_to_codepoint(self.view.text, position))
        return False


def select_in_summary(view: SummaryView, start: int, end: int) -> None:
    """Select code points [start, end) of the summary text and bring them into view."""
    if not 0 <= start <= end <= len(view.text):
        return
    cursor = view.textCursor()
    cursor.setPosition(view.qt_position(start))
    cursor.setPosition(view.qt_position(end), QTextCursor.MoveMode.KeepAnchor)
    view.setTextCursor(cursor)
    view.ensureCursorVisible()
