"""What judge models said about a summary: scores per question, coherence sentence by
sentence, and the writer's own questions answered or not.

A judge is named by the model id that answered (the judge's, never the summarizer's: the review
is blind). Each figure keeps its evidence one hover or click away, so a writer can see why a
judge said what it said instead of taking a bare number.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from writerlens.judges.results import (
    CONFUSION_MEANINGS,
    CoherenceResult,
    JudgeStatus,
    ProbeRun,
    QuestionScores,
    SummaryScores,
)
from writerlens.review.questionnaire import Questionnaire

#: The kinds of confusion a coherence judge reports, in a few words (the tooltip says more).
CONFUSION_KINDS = {
    "entity_omission": QT_TRANSLATE_NOOP("JudgeResults", "someone or something not introduced"),
    "event_omission": QT_TRANSLATE_NOOP("JudgeResults", "an event left out"),
    "causal_omission": QT_TRANSLATE_NOOP("JudgeResults", "a missing reason"),
    "salience": QT_TRANSLATE_NOOP("JudgeResults", "a minor detail given weight"),
    "discontinuity": QT_TRANSLATE_NOOP("JudgeResults", "an abrupt jump"),
    "duplication": QT_TRANSLATE_NOOP("JudgeResults", "says the same twice"),
    "inconsistency": QT_TRANSLATE_NOOP("JudgeResults", "contradicts itself"),
    "language": QT_TRANSLATE_NOOP("JudgeResults", "unclear wording"),
}

_RANGE = Qt.ItemDataRole.UserRole  # (start, end) code points of the summary a row points at


def hint(text: str = "") -> QLabel:
    """A quiet explanatory line (the system's secondary text colour)."""
    label = QLabel(text)
    label.setWordWrap(True)
    label.setStyleSheet("color: palette(placeholder-text);")
    return label


def snippet(text: str, words: int = 9) -> str:
    parts = text.split()
    return " ".join(parts[:words]) + ("…" if len(parts) > words else "")


def quoted(text: str) -> str:
    """In quotation marks, unless the text already opens with one."""
    return text if text[:1] in "“‘\"'«" else f"“{text}”"


class JudgeResults(QGroupBox):
    """The judges' part of the measures panel, with the buttons to run them."""

    run_judges_requested = Signal()
    edit_probes_requested = Signal()
    #: summary code points to select (a sentence a coherence judge found confusing)
    summary_passage_chosen = Signal(int, int)

    def __init__(self, questionnaire: Questionnaire, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Judge models"), parent)
        self.questionnaire = questionnaire
        self.scores: SummaryScores | None = None
        layout = QVBoxLayout(self)
        buttons = QHBoxLayout()
        self.run_button = QPushButton(self.tr("Run &judges…"))
        self.run_button.setToolTip(
            self.tr("Ask a model you set up to score this summary (you see the cost first)")
        )
        self.run_button.clicked.connect(self.run_judges_requested)
        self.probes_button = QPushButton(self.tr("Your &questions…"))
        self.probes_button.setToolTip(
            self.tr("Questions about your story a good summary should answer, with your answers")
        )
        self.probes_button.clicked.connect(self.edit_probes_requested)
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.probes_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.judge_note = hint()
        self.judge_note.setObjectName("judgeNote")
        layout.addWidget(self.judge_note)

        self.score_table = QTableWidget(0, 0)
        self.score_table.setObjectName("judgeScores")
        self.score_table.setAccessibleName(self.tr("Judge scores per question"))
        self.score_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.score_table.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        self.score_table.verticalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        layout.addWidget(self.score_table)

        self.coherence_title = QLabel(self.tr("<b>Coherence, sentence by sentence</b>"))
        self.coherence = self._list(
            "coherenceSentences", self.tr("Coherence, sentence by sentence")
        )
        self.coherence.itemActivated.connect(self._item_chosen)
        self.coherence.itemClicked.connect(self._item_chosen)
        self.probes_title = QLabel(self.tr("<b>Your questions about the story</b>"))
        self.probe_list = self._list("probeResults", self.tr("Your questions answered"))
        for widget in (self.coherence_title, self.coherence, self.probes_title, self.probe_list):
            layout.addWidget(widget)
        self.show_scores(None, has_summary=False)

    def _list(self, name: str, title: str) -> QListWidget:
        """A list whose rows wrap and grow again whenever the panel is resized."""
        found = QListWidget()
        found.setObjectName(name)
        found.setAccessibleName(title)
        found.setWordWrap(True)
        found.setResizeMode(QListView.ResizeMode.Adjust)
        found.setUniformItemSizes(False)
        found.setTextElideMode(Qt.TextElideMode.ElideNone)
        found.setMinimumHeight(160)
        return found

    def _heading(self, found: QListWidget, text: str) -> None:
        """A row that says whose verdicts follow (not selectable)."""
        item = QListWidgetItem(text)
        font = found.font()
        font.setBold(True)
        item.setFont(font)
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        found.addItem(item)

    def show_scores(self, scores: SummaryScores | None, has_summary: bool = True) -> None:
        """A summary's stored judge results (None: nothing to show)."""
        self.scores = scores
        questions = list(scores.questions) if scores is not None else []
        coherence = list(scores.coherence) if scores is not None else []
        probes = list(scores.probes) if scores is not None else []
        judges = sorted(
            {r.judge_model for r in questions}
            | {r.judge_model for r in coherence}
            | {r.judge_model for r in probes}
        )
        if not has_summary:
            self.judge_note.clear()
        elif judges:
            self.judge_note.setText(
                self.tr(
                    "Judged by: {models}. A judge is another AI model: its scores are its "
                    "reading, not yours. Hover over a score for its reply."
                ).format(models=", ".join(judges))
            )
        else:
            self.judge_note.setText(
                self.tr(
                    "No judge model has read this summary yet. Run judges… asks a model you "
                    "set up; you see what it would cost before anything is sent."
                )
            )
        self._fill_score_table(questions)
        self._fill_coherence(coherence)
        self._fill_probes(probes)

    def _fill_score_table(self, results: list[QuestionScores]) -> None:
        table = self.score_table
        table.clear()
        ids = list(self.questionnaire.question_ids)
        ids += sorted({q for r in results for q in r.answers if q not in ids})
        table.setRowCount(len(ids) if results else 0)
        table.setColumnCount(len(results))
        titles = {q.id: q.title for q in self.questionnaire.questions}
        table.setVerticalHeaderLabels([titles.get(q, q) for q in ids])
        table.setHorizontalHeaderLabels([r.judge_model for r in results])
        for column, result in enumerate(results):
            for row, question_id in enumerate(ids):
                value = result.answers.get(question_id)
                reply = result.replies.get(question_id, "")
                if question_id not in result.answers:
                    item = QTableWidgetItem("–")
                    tip = self.tr(
                        "Not asked: the judge declined an earlier question, or the run stopped."
                    )
                elif value is None and result.statuses.get(question_id) is JudgeStatus.REFUSED:
                    item = QTableWidgetItem(self.tr("refused"))
                    tip = self.tr("The judge declined to answer this question.")
                elif value is None:
                    item = QTableWidgetItem("?")
                    tip = self.tr("The judge's reply could not be read as a score 1–4.")
                else:
                    item = QTableWidgetItem(self.tr("{v} of 4").format(v=value))
                    tip = self._anchor(question_id, value)
                if reply:
                    tip += "\n\n" + self.tr("Its reply: {reply}").format(reply=snippet(reply, 60))
                item.setToolTip(tip)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(row, column, item)
        table.setVisible(bool(results))
        table.setFixedHeight(
            table.horizontalHeader().sizeHint().height()
            + sum(table.rowHeight(r) for r in range(table.rowCount()))
            + 2 * table.frameWidth()
        )

    def _anchor(self, question_id: str, value: int) -> str:
        try:
            return self.questionnaire.question(question_id).anchor(value)
        except (KeyError, IndexError):
            return ""

    def _fill_coherence(self, results: list[CoherenceResult]) -> None:
        found = self.coherence
        found.clear()
        for result in results:
            sentences = list(result.sentences)
            judged = [s for s in sentences if s.status is JudgeStatus.OK]
            clear = sum(not s.confused for s in judged)
            heading = (
                self.tr("{judge}: {clear} of {n} sentences read clearly ({share})").format(
                    judge=result.judge_model,
                    clear=clear,
                    n=len(judged),
                    share=f"{result.score:.0%}",
                )
                if result.score is not None
                else self.tr("{judge}: no sentence got a usable answer").format(
                    judge=result.judge_model
                )
            )
            if not result.complete:
                heading = self.tr("{heading} — stopped after {n} of {total} sentences").format(
                    heading=heading, n=len(sentences), total=result.total_sentences or "?"
                )
            self._heading(found, heading)
            for verdict in sentences:
                number = f"{verdict.index + 1}. {quoted(snippet(verdict.text, 14))}"
                if verdict.status is not JudgeStatus.OK:
                    text = "? " + number + " — " + self._status_text(verdict.status)
                elif verdict.confused:
                    kinds = ", ".join(map(self._kind_name, verdict.kinds))
                    text = "✗ " + number + (f" — {kinds}" if kinds else "")
                    if verdict.question:
                        text += "\n" + self.tr("A reader asks: {q}").format(q=verdict.question)
                else:
                    text = "✓ " + number
                item = QListWidgetItem(text)
                item.setData(_RANGE, (verdict.start, verdict.end))
                meanings = [
                    QCoreApplication.translate("JudgeResults", CONFUSION_MEANINGS[k])
                    for k in verdict.kinds
                    if k in CONFUSION_MEANINGS
                ]
                item.setToolTip("\n".join([verdict.text, *(f"• {m}" for m in meanings)]))
                if verdict.status is JudgeStatus.OK and not verdict.confused:
                    item.setForeground(found.palette().placeholderText())
                found.addItem(item)
        self.coherence_title.setVisible(bool(results))
        found.setVisible(bool(results))

    def _kind_name(self, kind: str) -> str:
        known = CONFUSION_KINDS.get(kind)
        return self.tr(str(known)) if known else kind.replace("_", " ")

    def _status_text(self, status: JudgeStatus) -> str:
        if status is JudgeStatus.REFUSED:
            return self.tr("the judge declined to answer")
        return self.tr("the judge's reply could not be read")

    def _fill_probes(self, results: list[ProbeRun]) -> None:
        found = self.probe_list
        found.clear()
        for run in results:
            verdicts = list(run.results)
            usable = [v for v in verdicts if v.status is JudgeStatus.OK]
            share = run.share_answered
            self._heading(
                found,
                self.tr("{judge}: answers {k} of your {n} questions ({share})").format(
                    judge=run.judge_model,
                    k=sum(v.answered for v in usable),
                    n=len(usable),
                    share=f"{share:.0%}" if share is not None else "–",
                ),
            )
            for verdict in verdicts:
                if verdict.status is not JudgeStatus.OK:
                    mark = "? " + self._status_text(verdict.status)
                elif verdict.answered:
                    mark = self.tr("✓ Yes")
                else:
                    mark = self.tr("✗ No")
                text = f"{mark} — {verdict.question}"
                if verdict.evidence:
                    text += "\n" + self.tr("Evidence: {e}").format(e=verdict.evidence)
                item = QListWidgetItem(text)
                item.setToolTip(verdict.evidence or verdict.question)
                found.addItem(item)
        self.probes_title.setVisible(bool(results))
        found.setVisible(bool(results))

    def _item_chosen(self, item: QListWidgetItem) -> None:
        chosen = item.data(_RANGE)
        if chosen:
            self.summary_passage_chosen.emit(int(chosen[0]), int(chosen[1]))
