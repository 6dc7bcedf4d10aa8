"""The blind review of one story's summaries, step by step, saved at every action.

The story stays on the left, scrolling on its own; the steps are tabs: the story's labels, each
summary as "Summary A/B/C" in the order drawn for this story, the ranking, and the finish. The
window holds no data of its own: every change goes to the review service, which commits it.

The window is the frame: the steps, moving between them, the lock after the reveal, the
finish. What the writer does on a step belongs to the window's parts (``ui/review/parts/``:
questions, spans, claims, omissions, measures), each owning the widgets it draws; a part
announces what its action changed (``ui/review/hub.py``) and each part, and the window's step
tabs, redraw only what that concerns. The library window hears of it only when the story's
row there changed.

Undo: each part keeps its own history on each step (``ui/review/undo.py``), and Undo acts on
the history of the part the writer is in, on the step on screen: Ctrl+Z undoes the last action
of that part, and the Edit menu says what it will undo. The window tells the histories which
step is on screen and which part the focus moved into. After the reveal the review is
read-only: every control that would change a judgment is disabled, and a note says why.
"""

from __future__ import annotations

from contextlib import suppress
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShowEvent, QUndoStack
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QStackedWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from writerlens.domain import WriterLensError
from writerlens.review.practice import practice_report
from writerlens.review.state import ReviewPosition, ReviewState, ReviewStep
from writerlens.services import review_late
from writerlens.services.claim_review import ClaimReview
from writerlens.services.library import Library
from writerlens.services.review import ReviewSession
from writerlens.services.study import review_instruments_for
from writerlens.ui.instrument_texts import shown_questionnaire, shown_taxonomy
from writerlens.ui.layout_memory import fit_on_screen, remember, restore, restore_splitters
from writerlens.ui.reader import ReaderPane, story_blocks
from writerlens.ui.review.claims_panel import ClaimsPanel
from writerlens.ui.review.hub import Part, ReviewChange, ReviewHub, StepKey
from writerlens.ui.review.late_note import LateNote
from writerlens.ui.review.names import summary_name
from writerlens.ui.review.pages import FinishPage, LabelsPage, LockedNote, RankingPage, SummaryPage
from writerlens.ui.review.parts.claims import ClaimsPart
from writerlens.ui.review.parts.measures import MeasuresPart
from writerlens.ui.review.parts.omissions import OmissionsPart
from writerlens.ui.review.parts.questions import QuestionsPart
from writerlens.ui.review.parts.spans import SpansPart
from writerlens.ui.review.reveal import ask_to_reveal
from writerlens.ui.review.steps import StepRow
from writerlens.ui.workers import Workers, confirm_close


@dataclass(frozen=True)
class ReviewParts:
    """The window's parts, each with its widgets, its actions and what it redraws."""

    questions: QuestionsPart
    spans: SpansPart
    claims: ClaimsPart
    omissions: OmissionsPart
    measures: MeasuresPart

    def with_history(self) -> tuple[QuestionsPart | SpansPart | ClaimsPart | OmissionsPart, ...]:
        """The parts that keep an undo history (the measures change no judgment)."""
        return (self.questions, self.spans, self.claims, self.omissions)


class ReviewWindow(QMainWindow):
    #: something the library list shows may have changed (status, counts)
    changed = Signal()

    def __init__(self, library: Library, manuscript_id: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.library = library
        questionnaire, taxonomy = review_instruments_for(library, manuscript_id)  # the study's
        self.session = ReviewSession.open(
            library, manuscript_id, questionnaire=questionnaire, taxonomy=taxonomy
        )
        # shown in the writer's language when built in (ids, versions and storage unchanged)
        self.session.questionnaire = shown_questionnaire(self.session.questionnaire)
        self.session.taxonomy = shown_taxonomy(self.session.taxonomy)
        self.hub = ReviewHub(library, self.session, self)
        self.hub.row_changed.connect(self.changed)
        self.reveal_question: QMessageBox | None = None
        self._kept_open_once = False
        self.workers = Workers(self)

        manuscript = library.manuscript(manuscript_id)
        self.setWindowTitle(self.tr("Review — {title}").format(title=manuscript.title))
        self.setObjectName("reviewWindow")
        fit_on_screen(self, QSize(1280, 800))

        self.story = ReaderPane()
        self.story.show_manuscript(manuscript, story_blocks(manuscript.text))
        self.labels_page = LabelsPage()
        self.summary_page = SummaryPage(self.session.questionnaire, self.session.taxonomy)
        self.ranking_page = RankingPage(self.session.questionnaire)
        self.finish_page = FinishPage()
        self.locked_note = LockedNote()
        self.pages = QStackedWidget()
        for page in (self.labels_page, self.summary_page, self.ranking_page, self.finish_page):
            self.pages.addWidget(page)

        self.step_row = StepRow(len(self.session.questionnaire.questions), self)
        self.tabs, self.back, self.next = self.step_row.tabs, self.step_row.back, self.step_row.next
        self.back.clicked.connect(lambda: self.go(self.tabs.currentIndex() - 1))
        self.next.clicked.connect(lambda: self.go(self.tabs.currentIndex() + 1))

        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 8, 8)
        # above the steps' pages, beside the story (a word-wrapped note in the window's own
        # layout would change how the steps and the measures panel share the width)
        self.late_note = LateNote()
        self.late_note.join_requested.connect(self.join_late)
        right_layout.addWidget(self.late_note)
        right_layout.addWidget(self.locked_note)
        right_layout.addWidget(self.pages, 1)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.setObjectName("reviewSplit")
        split.addWidget(self.story)
        split.addWidget(right)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 5)
        split.setSizes([290, 990])
        split.setCollapsible(1, False)  # the story pane folds away; the review never does
        self.split = split
        # The steps run across the whole window, above the story and the review, so that
        # every tab shows even on a small screen with the measures panel open.
        central = QWidget()
        central_layout = QVBoxLayout(central)
        central_layout.setContentsMargins(8, 6, 8, 0)
        central_layout.setSpacing(4)
        central_layout.addLayout(self.step_row.layout)
        central_layout.addWidget(split, 1)
        self.setCentralWidget(central)
        central.installEventFilter(self)  # its width decides how the step row fits
        self._build_actions()
        self.tabs.currentChanged.connect(self._step_changed)
        self.finish_page.complete_requested.connect(self.complete)
        self.finish_page.reveal_requested.connect(self.reveal)
        self.parts = self._build_parts()
        edit_menu = self.menuBar().addMenu(self.tr("&Edit"))
        edit_menu.addActions([self.undo_action, self.redo_action])
        self._showing_step = False  # the window moves the focus itself: not the writer
        self._part_of = {w: part.name for part in self.parts.with_history() for w in part.widgets}
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.focusChanged.connect(self._focus_moved)
        self.tabs.currentChanged.connect(lambda _index: self.parts.measures.follow())
        self.hub.changed.connect(self._changed)
        self._build_steps()
        self._splitters = {
            "story": split,
            "margin": self.summary_page.inner,
            "questions": self.summary_page.split,
        }
        restore(library, "review", self, self._splitters)
        self._go_to_position(self.state.position)
        self.late_note.update_from(self.session)

    def _build_parts(self) -> ReviewParts:
        hub, page, where = self.hub, self.summary_page, self.current_step
        self.claim_review = ClaimReview(self.session)
        questions = QuestionsPart(hub, page, self.labels_page, self.ranking_page, where, self)
        spans = SpansPart(hub, page, where, self)
        omissions = OmissionsPart(
            hub,
            self.claim_review,
            page.claims.omissions,
            self.story,
            where,
            self,
            self.library,
            tint=lambda at: claims.mark_for_claim(scroll_to=at),
        )
        claims = ClaimsPart(
            hub,
            self.claim_review,
            page,
            self.story,
            omissions,
            where,
            self,
            self.library,
            self.workers,
        )
        measures = MeasuresPart(
            hub,
            page,
            self.story,
            self.copied_action,
            self.copied_note,
            where,
            self,
            self.library,
            self.workers,
        )
        return ReviewParts(questions, spans, claims, omissions, measures)

    # -- what the parts share ------------------------------------------------------------------

    @property
    def state(self) -> ReviewState:
        """The review as saved (the hub reads it again after each change)."""
        return self.hub.state

    @property
    def claims_panel(self) -> ClaimsPanel:
        return self.summary_page.claims

    def flush_feedback(self) -> bool:
        """Save the feedback being typed (False, and the words kept, if that failed)."""
        return self.parts.questions.flush_feedback()

    # -- summaries that finish after the review began (see services.review_late) -------------

    def set_writing(self, writing: bool) -> None:
        """Whether a model is writing a summary of this story now (the main window knows)."""
        if writing != self.late_note.writing:
            self.late_note.writing = writing
            self.late_note.update_from(self.session)

    def summaries_changed(self) -> None:
        """A summary of this story finished (or was removed): say what the review holds."""
        self.late_note.update_from(self.session)

    def join_late(self) -> None:
        """Let the late summaries join: the blind order is drawn again, the steps rebuilt."""
        self.flush_feedback()
        if not self.hub.attempt(lambda: review_late.join_late(self.session)):
            self.late_note.update_from(self.session)
            return
        self.hub.state = self.session.state()
        self._build_steps()
        self._go_to_position(self.state.position)
        self.late_note.update_from(self.session)
        self.hub.check_row(force=True)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.centralWidget() and event.type() == QEvent.Type.Resize:
            self._fit_steps()
        return super().eventFilter(watched, event)

    def _fit_steps(self) -> None:
        central = self.centralWidget()
        if central is not None:  # built
            self.step_row.fit(central.width())

    # -- undo: one history per part and step ---------------------------------------------------

    @property
    def undo_stack(self) -> QUndoStack:
        """The history Undo and Redo act on: the part the writer is in, on the step on screen."""
        histories = self.hub.histories
        return histories.stack(histories.part_on(self.current_step()), self.current_step())

    def _focus_moved(self, _old: QWidget | None, new: QWidget | None) -> None:
        """The writer moved into a part (clicked, tabbed): Undo acts on that part's history."""
        if self._showing_step or new is None or new.window() is not self:
            return
        widget: QWidget | None = new
        while widget is not None and widget is not self:
            part = self._part_of.get(widget)
            if part is not None:
                self.hub.histories.enter(part)
                return
            widget = widget.parentWidget()

    # -- building ----------------------------------------------------------------------------

    def _build_actions(self) -> None:
        bar = QToolBar(self.tr("Review"), self)
        bar.setObjectName("reviewBar")
        bar.setMovable(False)
        self.undo_action, self.redo_action = self.hub.histories.actions(self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action.setShortcut(QKeySequence.StandardKey.Redo)
        self.copied_action = QAction(self.tr("Show copied phrases"), self)
        self.copied_action.setCheckable(True)
        self.copied_action.setToolTip(
            self.tr("Mark passages the summary copies word for word from your story")
        )
        for action in (self.undo_action, self.redo_action):
            bar.addAction(action)
        bar.addSeparator()
        bar.addAction(self.copied_action)
        self.copied_note = QLabel()
        self.copied_note.setObjectName("copiedNote")
        bar.addWidget(self.copied_note)
        self.addToolBar(bar)
        prev_step = QAction(self)
        prev_step.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_PageUp))
        prev_step.triggered.connect(lambda: self.go(self.tabs.currentIndex() - 1))
        next_step = QAction(self)
        next_step.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_PageDown))
        next_step.triggered.connect(lambda: self.go(self.tabs.currentIndex() + 1))
        self.close_action = QAction(self.tr("Close the review"), self)
        self.close_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_W))
        self.close_action.triggered.connect(self.close)
        # Esc is bound once in the review (two bindings are ambiguous and Qt runs neither):
        # it closes the Find bar when that is open, else the review.
        self.escape_action = QAction(self)
        self.escape_action.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self.escape_action.triggered.connect(self.escape)
        self.story.find_box.removeAction(self.story.close_find_action)
        self.addActions(
            [prev_step, next_step, self.close_action, self.escape_action, self.story.find_action]
        )

    def escape(self) -> None:
        if self.story.find_bar.isVisible():
            self.story.close_find()
        else:
            self.close()

    @property
    def _steps(self) -> list[StepKey]:
        return self.step_row.steps

    def _build_steps(self) -> None:
        self.step_row.build(self.state)
        self._fit_steps()

    def _update_tab_texts(self) -> None:
        self.step_row.show_state(self.state)

    # -- moving between steps ----------------------------------------------------------------

    def go(self, index: int) -> None:
        if 0 <= index < self.tabs.count():
            self.tabs.setCurrentIndex(index)

    def current_step(self) -> StepKey:
        return self._steps[max(0, self.tabs.currentIndex())]

    def _go_to_position(self, position: ReviewPosition) -> None:
        wanted = (position.step, position.summary_id)
        if position.step.about_a_summary:
            wanted = (ReviewStep.QUESTIONS, position.summary_id)
        index = self._steps.index(wanted) if wanted in self._steps else 0
        if self.tabs.currentIndex() == index:
            self._show_step(index)
        else:
            self.tabs.setCurrentIndex(index)

    def _step_changed(self, index: int) -> None:
        self.flush_feedback()
        self.claims_panel.flush_comment()
        self.parts.spans.stop_picking()
        self._show_step(index)
        step, summary_id = self._steps[index]
        self.hub.attempt(lambda: self.session.set_position(ReviewPosition(step, summary_id)))

    def _show_step(self, index: int) -> None:
        self._showing_step = True
        try:
            self._show_step_now(index)
        finally:
            self._showing_step = False

    def _show_step_now(self, index: int) -> None:
        step, summary_id = self._steps[index]
        self.claims_panel.set_keys_enabled(False)  # on again below if claims are on screen
        self.hub.histories.show_step((step, summary_id))
        self._show_lock()
        self.back.setEnabled(index > 0)
        self.next.setEnabled(index < len(self._steps) - 1)
        if step is ReviewStep.LABELS:
            self.labels_page.show_state(self.state)
            self.pages.setCurrentWidget(self.labels_page)
        elif step is ReviewStep.RANKING:
            self.parts.questions.show_ranking()
            self.pages.setCurrentWidget(self.ranking_page)
        elif step is ReviewStep.FINISH:
            self._show_finish()
            self.pages.setCurrentWidget(self.finish_page)
        else:
            # The page takes its size first: the summary is then laid out once, at that width.
            self.pages.setCurrentWidget(self.summary_page)
            self._show_summary(summary_id, fresh=True)  # type: ignore[arg-type]
            self.parts.claims.shown()
            self.parts.measures.show_copied(self.copied_action.isChecked())
            # Each summary starts on its own first unanswered question, never on the question
            # the writer was at on another summary.
            self.summary_page.questions.focus_question(None)

    def _show_lock(self) -> None:
        locked = self.state.revealed
        self.locked_note.setVisible(locked)
        self.summary_page.set_locked(locked)
        self.ranking_page.ranking.setEnabled(not locked)
        if locked:
            self.ranking_page.keep.hide()

    def _show_finish(self) -> None:
        self.finish_page.show_state(self.state)
        report = None
        if self.state.complete:
            shown = [(summary_name(s), s.summary_id, s.text) for s in self.state.summaries]
            report = practice_report(shown, self.state.spans)
        names = {label.id: label.name for label in self.session.taxonomy.labels}
        self.finish_page.show_practice(report, names)

    def _show_summary(self, summary_id: int, fresh: bool = False) -> None:
        """Everything of the summary's step: its title, its text with its marks and margin,
        the refused note, the answers."""
        shown = self.state.summary(summary_id)
        name = summary_name(shown)
        if self.state.revealed and shown.model:
            name = self.tr("{name}, written by {model}").format(name=name, model=shown.model)
        self.summary_page.show_heading(name, shown.refused)
        self.parts.spans.show_summary(summary_id, shown.text, fresh)
        self.parts.questions.show_summary(summary_id)

    # -- changes -------------------------------------------------------------------------------

    def _changed(self, change: ReviewChange) -> None:
        """What the step row and the step's frame show of a change (the parts draw theirs)."""
        if change.part in (Part.ANSWERS, Part.RANKING, Part.STATUS, Part.EVERYTHING):
            self._update_tab_texts()
        step, summary_id = self.current_step()
        if change.part in (Part.STATUS, Part.EVERYTHING):
            if step is ReviewStep.QUESTIONS and summary_id is not None:
                self._show_summary(summary_id)
            elif step is ReviewStep.RANKING:
                self.ranking_page.show_saved(bool(self.state.ranking))
        if step is ReviewStep.FINISH and change.part not in _CLAIM_PARTS:
            self._show_finish()
        if self.late_note.late and change.part not in _CLAIM_PARTS:
            self.late_note.update_from(self.session)  # a first judgment keeps it out: say so

    def refresh(self) -> None:
        """Read everything again and redraw it all (the library list too)."""
        self.hub.announce(ReviewChange(Part.EVERYTHING))
        self.hub.check_row(force=True)

    # -- completing and revealing -----------------------------------------------------------

    def complete(self) -> None:
        self.flush_feedback()
        self.hub.attempt(self.session.complete)
        self.hub.announce(ReviewChange(Part.STATUS))

    def reveal(self) -> QMessageBox:
        """Ask first: seeing the models' names cannot be undone, and ends the blind review."""
        self.reveal_question = ask_to_reveal(self, self._reveal_now)
        return self.reveal_question

    def _reveal_now(self) -> None:
        self.flush_feedback()
        self.hub.attempt(self.session.reveal)
        self.hub.histories.forget()  # the judgments can no longer change, nor be undone
        self.hub.announce(ReviewChange(Part.STATUS))
        self._show_step(self.tabs.currentIndex())

    # -- the window itself ---------------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not getattr(self, "_splitters_restored", False):
            self._splitters_restored = True
            restore_splitters(self.library, "review", self._splitters)

    def closeEvent(self, event: QCloseEvent) -> None:
        # stops the work of this window and its dialogs (asks first if it is paid); no waiting
        if not confirm_close(self, event):
            return
        if not self.flush_feedback() and not self._kept_open_once:
            # the words typed could not be saved: the window stays, with them, once; the
            # writer has been told why and may copy them (a second close closes)
            self._kept_open_once = True
            event.ignore()
            return
        self.claims_panel.flush_comment()  # a comment being typed is kept
        if not self.library.read_only:
            with suppress(WriterLensError):
                remember(self.library, "review", self, self._splitters)
        self.changed.emit()
        super().closeEvent(event)


#: changes the step row, the finish and the late note do not show
_CLAIM_PARTS = (Part.VERDICT, Part.CLAIMS, Part.OMISSIONS)
