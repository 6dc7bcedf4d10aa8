"""The blind review of one story's summaries, step by step, saved at every action.

The story stays on the left, scrolling on its own; the steps are tabs: the story's labels, each
summary as "Summary A/B/C" in the order drawn for this story, the ranking, and the finish. The
window holds no data of its own: every change goes to the review service, which commits it,
and the screen is redrawn from a fresh snapshot.

Undo: each step has its own history (a QUndoGroup with one stack per step), and the Undo
action follows the step on screen, so an undo never changes something the writer cannot see.
After the reveal the review is read-only: every control that would change a judgment is
disabled, and a note says why.
"""

from __future__ import annotations

import html
from contextlib import suppress

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShowEvent, QUndoGroup, QUndoStack
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTabBar,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from writerlens.domain import WriterLensError
from writerlens.review.practice import practice_report
from writerlens.review.state import ReviewPosition, ReviewState, ReviewStep
from writerlens.services import review_late
from writerlens.services.library import Library
from writerlens.services.review import ReviewSession
from writerlens.services.study import review_instruments_for
from writerlens.ui.instrument_texts import shown_questionnaire, shown_taxonomy
from writerlens.ui.layout_memory import fit_on_screen, remember, restore, restore_splitters
from writerlens.ui.reader import ReaderPane, story_blocks
from writerlens.ui.review.actions import ReviewActions
from writerlens.ui.review.claim_actions import ClaimActions
from writerlens.ui.review.commands import undo_redo_actions
from writerlens.ui.review.late_note import LateNote
from writerlens.ui.review.names import summary_name
from writerlens.ui.review.pages import FinishPage, LabelsPage, RankingPage, SummaryPage
from writerlens.ui.review.window_measures import ReviewMeasures
from writerlens.ui.workers import Workers, confirm_close

FEEDBACK_DELAY_MS = 400  # feedback is saved this long after the last keystroke (and on leaving)
#: A summary with more marks than this lists them in the margin just after it is shown, so
#: that showing it and listing them are two short waits for the writer, not one long one.
MARGIN_AT_ONCE = 100


class ReviewWindow(ClaimActions, ReviewActions, ReviewMeasures, QMainWindow):
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
        self.undo_group = QUndoGroup(self)
        self._stacks: dict[tuple[ReviewStep, int | None], QUndoStack] = {}
        self._picking_for: int | None = None
        self.reveal_question: QMessageBox | None = None
        self.state: ReviewState = self.session.state()
        self._steps: list[tuple[ReviewStep, int | None]] = []
        self._pending_feedback: tuple[int, str] | None = None
        self._kept_open_once = False
        self._feedback_timer = QTimer(self)
        self._feedback_timer.setSingleShot(True)
        self._feedback_timer.setInterval(FEEDBACK_DELAY_MS)
        self._feedback_timer.timeout.connect(self.flush_feedback)
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
        self.locked_note = QLabel(
            self.tr(
                "You have seen which model wrote each summary, so this review is kept as you "
                "made it, blind. You can read everything; nothing can be changed."
            )
        )
        self.locked_note.setObjectName("lockedNote")
        self.locked_note.setWordWrap(True)
        self.locked_note.setStyleSheet(
            "background: palette(alternate-base); border: 1px solid palette(mid); padding: 4px;"
        )
        self.locked_note.hide()
        self.pages = QStackedWidget()
        for page in (self.labels_page, self.summary_page, self.ranking_page, self.finish_page):
            self.pages.addWidget(page)

        self.tabs = QTabBar()
        self.tabs.setObjectName("reviewSteps")
        self.tabs.setAccessibleName(self.tr("Review steps"))
        self.tabs.setExpanding(False)
        self.back = QPushButton(self.tr("← &Back"))
        self.next = QPushButton(self.tr("&Next →"))
        self.back.setToolTip(self.tr("The step before (Ctrl+Page Up)"))
        self.next.setToolTip(self.tr("The next step (Ctrl+Page Down)"))
        self.back.clicked.connect(lambda: self.go(self.tabs.currentIndex() - 1))
        self.next.clicked.connect(lambda: self.go(self.tabs.currentIndex() + 1))
        nav = QHBoxLayout()
        nav.addWidget(self.tabs, 1)
        nav.addWidget(self.back)
        nav.addWidget(self.next)

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
        central_layout.addLayout(nav)
        central_layout.addWidget(split, 1)
        self.setCentralWidget(central)
        central.installEventFilter(self)  # its width decides how the step row fits
        self._build_actions()
        self._connect()
        self._build_measures()
        self._build_steps()
        self._build_claims()
        self._splitters = {
            "story": split,
            "margin": self.summary_page.inner,
            "questions": self.summary_page.split,
        }
        restore(library, "review", self, self._splitters)
        self._go_to_position(self.state.position)
        self.late_note.update_from(self.session)

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
        if not self._attempt(lambda: review_late.join_late(self.session)):
            self.late_note.update_from(self.session)
            return
        self.state = self.session.state()
        self._build_steps()
        self._go_to_position(self.state.position)
        self.late_note.update_from(self.session)
        self.changed.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.centralWidget() and event.type() == QEvent.Type.Resize:
            self._fit_steps()
        return super().eventFilter(watched, event)

    def _fit_steps(self) -> None:
        """Every step's tab must show: when the row is short (a small screen, the measures
        panel open), Back and Next shrink to their arrows (their keys and tips stay)."""
        central = self.centralWidget()
        if central is None:  # not built yet
            return
        room = central.width() - 48  # margins and the spaces between
        full = (self.tr("← &Back"), self.tr("&Next →"))
        for button, text in zip((self.back, self.next), full, strict=True):
            button.setText(text)
            button.setMaximumWidth(16777215)
        wanted = self.tabs.sizeHint().width() + self.back.sizeHint().width()
        if wanted + self.next.sizeHint().width() > room:
            for button, arrow in zip((self.back, self.next), ("←", "→"), strict=True):
                button.setText(arrow)
                button.setMaximumWidth(34)

    # -- undo: one history per step ------------------------------------------------------------

    def stack_for(self, key: tuple[ReviewStep, int | None]) -> QUndoStack:
        stack = self._stacks.get(key)
        if stack is None:
            stack = QUndoStack(self.undo_group)
            self._stacks[key] = stack
        return stack

    @property
    def undo_stack(self) -> QUndoStack:
        """The history of the step on screen (the one Undo and Redo act on)."""
        return self.stack_for(self.current_step())

    # -- building ----------------------------------------------------------------------------

    def _build_actions(self) -> None:
        bar = QToolBar(self.tr("Review"), self)
        bar.setObjectName("reviewBar")
        bar.setMovable(False)
        self.undo_action, self.redo_action = undo_redo_actions(self.undo_group, self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action.setShortcut(QKeySequence.StandardKey.Redo)
        self.copied_action = QAction(self.tr("Show copied phrases"), self)
        self.copied_action.setCheckable(True)
        self.copied_action.setToolTip(
            self.tr("Mark passages the summary copies word for word from your story")
        )
        self.copied_action.toggled.connect(self._show_copied)
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

    def _connect(self) -> None:
        self.tabs.currentChanged.connect(self._step_changed)
        self.labels_page.labels_changed.connect(self.set_story_labels)
        page = self.summary_page
        page.questions.answered.connect(self.answer)
        page.questions.feedback_changed.connect(self._feedback_typed)
        page.view.label_requested.connect(self.add_span)
        page.view.span_activated.connect(self._span_chosen)
        page.view.antecedent_picked.connect(self.antecedent_picked)
        page.view.pick_cancelled.connect(self.stop_picking)
        page.view.answer_key.connect(page.questions.answer_current)
        page.view.next_question.connect(page.questions.next_question)
        page.palette_box.chosen.connect(self.label_chosen)
        page.spans.span_selected.connect(self._span_chosen)
        page.spans.edit_requested.connect(self.edit_span)
        page.spans.delete_requested.connect(self.delete_span)
        self.ranking_page.ranking.order_changed.connect(self.set_ranking)
        self.finish_page.complete_requested.connect(self.complete)
        self.finish_page.reveal_requested.connect(self.reveal)

    def _build_steps(self) -> None:
        self._steps = [(ReviewStep.LABELS, None)]
        self._steps += [(ReviewStep.QUESTIONS, s.summary_id) for s in self.state.summaries]
        self._steps += [(ReviewStep.RANKING, None), (ReviewStep.FINISH, None)]
        self.tabs.blockSignals(True)
        while self.tabs.count():
            self.tabs.removeTab(0)
        for _ in self._steps:
            self.tabs.addTab("")
        self.tabs.blockSignals(False)
        self._update_tab_texts()

    def _update_tab_texts(self) -> None:
        questions = len(self.session.questionnaire.questions)
        for index, (step, summary_id) in enumerate(self._steps):
            if step is ReviewStep.LABELS:
                text = self.tr("Your story")
            elif step is ReviewStep.RANKING:
                text = self.tr("Ranking ✓") if self.state.ranking else self.tr("Ranking")
            elif step is ReviewStep.FINISH:
                text = self.tr("Finish ✓") if self.state.complete else self.tr("Finish")
            else:
                shown = self.state.summary(summary_id)  # type: ignore[arg-type]
                answered = len(self.state.answers.get(shown.summary_id, {}))
                if shown.refused:
                    text = self.tr("{name} (refused)").format(name=summary_name(shown))
                elif answered == questions:
                    text = self.tr("{name} ✓").format(name=summary_name(shown))
                else:
                    text = self.tr("{name} ({answered}/{questions})").format(
                        name=summary_name(shown), answered=answered, questions=questions
                    )
            if self.tabs.tabText(index) != text:  # an unchanged tab is not laid out again
                self.tabs.setTabText(index, text)

    # -- moving between steps ----------------------------------------------------------------

    def go(self, index: int) -> None:
        if 0 <= index < self.tabs.count():
            self.tabs.setCurrentIndex(index)

    def current_step(self) -> tuple[ReviewStep, int | None]:
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
        self.stop_picking()
        self._show_step(index)
        step, summary_id = self._steps[index]
        self._attempt(lambda: self.session.set_position(ReviewPosition(step, summary_id)))

    def _show_step(self, index: int) -> None:
        step, summary_id = self._steps[index]
        self.claims_panel.set_keys_enabled(False)  # on again below if claims are on screen
        if not self.state.revealed:
            self.undo_group.setActiveStack(self.stack_for((step, summary_id)))
        self._show_lock()
        self.back.setEnabled(index > 0)
        self.next.setEnabled(index < len(self._steps) - 1)
        if step is ReviewStep.LABELS:
            self.labels_page.show_state(self.state)
            self.pages.setCurrentWidget(self.labels_page)
        elif step is ReviewStep.RANKING:
            self._show_ranking()
            self.pages.setCurrentWidget(self.ranking_page)
        elif step is ReviewStep.FINISH:
            self._show_finish()
            self.pages.setCurrentWidget(self.finish_page)
        else:
            # The page takes its size first: the summary is then laid out once, at that width.
            self.pages.setCurrentWidget(self.summary_page)
            self._show_summary(summary_id, fresh=True)  # type: ignore[arg-type]
            self._claims_shown()
            self._show_copied(self.copied_action.isChecked())
            # Each summary starts on its own first unanswered question, never on the question
            # the writer was at on another summary.
            self.summary_page.questions.focus_question(None)

    def _show_lock(self) -> None:
        locked = self.state.revealed
        self.locked_note.setVisible(locked)
        page = self.summary_page
        page.view.set_locked(locked)
        page.palette_box.setEnabled(not locked)
        page.questions.set_locked(locked)
        page.help_text.setVisible(not locked and not page.checking_claims)
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
        page = self.summary_page
        shown = self.state.summary(summary_id)
        spans = list(self.state.spans_for(summary_id))
        name = summary_name(shown)
        if self.state.revealed and shown.model:
            name = self.tr("{name}, written by {model}").format(name=name, model=shown.model)
        title = f"<h3>{html.escape(name)}</h3>"
        if page.title.text() != title:
            page.title.setText(title)
        if fresh or page.view.text != shown.text:
            page.view.set_summary(shown.text, spans)
        else:
            page.view.set_spans(spans)
        if fresh and len(spans) > MARGIN_AT_ONCE:
            page.spans.set_spans([])  # never another summary's marks beside this one
            QTimer.singleShot(0, self, lambda: self._fill_margin(summary_id))
        else:
            page.spans.set_spans(spans)
        page.refused.setVisible(shown.refused)
        if shown.refused and not page.refused.text():
            page.refused.setText(
                self.tr(
                    "The model declined to summarize this story; its words are shown as it "
                    "wrote them. A refused summary is not rated or ranked, and the study leaves "
                    "it out of its averages. You can still leave feedback."
                )
            )
        for box in page.questions.boxes.values():
            box.setEnabled(not shown.refused and not self.state.revealed)
        feedback = self.state.feedback.get(summary_id, "")
        if self._pending_feedback is not None and self._pending_feedback[0] == summary_id:
            feedback = self._pending_feedback[1]  # typed, not saved yet: never replaced
        page.questions.show_answers(self.state.answers.get(summary_id, {}), feedback)

    def _fill_margin(self, summary_id: int) -> None:
        """List the marks of the summary just shown (if it is still the one on screen; an
        action meanwhile has listed them already, and this changes nothing)."""
        if self.current_step() == (ReviewStep.QUESTIONS, summary_id):
            self.summary_page.spans.set_spans(list(self.state.spans_for(summary_id)))

    def _show_ranking(self) -> None:
        rateable = [s for s in self.state.summaries if s.rateable]
        order = list(self.state.ranking) or [s.summary_id for s in rateable]
        names = {
            s.summary_id: f"{summary_name(s)} — {' '.join(s.text.split()[:14])}…" for s in rateable
        }
        self.ranking_page.ranking.set_summaries(order, names)
        self.ranking_page.show_saved(bool(self.state.ranking))
        if self.state.revealed:
            self.ranking_page.keep.hide()

    # -- changes (see ReviewActions) ---------------------------------------------------------

    def refresh(self) -> None:
        """Redraw from a fresh snapshot of what is saved."""
        self.state = self.session.state()
        self._update_tab_texts()
        step, summary_id = self.current_step()
        if step is ReviewStep.QUESTIONS and summary_id is not None:
            self._show_summary(summary_id)
            if self.summary_page.checking_claims:
                self.show_claims(summary_id)
        elif step is ReviewStep.FINISH:
            self._show_finish()
        elif step is ReviewStep.RANKING:
            self.ranking_page.show_saved(bool(self.state.ranking))
        if self.late_note.late:  # a first judgment keeps a late summary out: say so
            self.late_note.update_from(self.session)
        self.changed.emit()

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
