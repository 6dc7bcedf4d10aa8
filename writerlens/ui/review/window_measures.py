"""The review window's automatic side: the copied-phrases layer and the measures panel with
its judges, kept apart from the writer's own judgments (mixed into ``ReviewWindow``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QScrollArea, QToolBar

from writerlens.metrics.measures import SummaryMeasures
from writerlens.services.metrics import measures_for_summary
from writerlens.ui.errors import show_error
from writerlens.ui.plural import plural
from writerlens.ui.review.judge_dialog import JudgeDialog
from writerlens.ui.review.measures import MeasuresPanel, select_in_summary
from writerlens.ui.review.names import summary_name
from writerlens.ui.review.probes_editor import ProbesEditor

if TYPE_CHECKING:
    from PySide6.QtWidgets import QLabel, QMainWindow, QTabBar

    from writerlens.review.state import ReviewState, ReviewStep
    from writerlens.services.library import Library
    from writerlens.services.review import ReviewSession
    from writerlens.ui.reader import ReaderPane
    from writerlens.ui.review.pages import SummaryPage
    from writerlens.ui.workers import Workers

    _Base = QMainWindow  # the mixin is only ever part of ReviewWindow, a QMainWindow
else:
    _Base = object

NARROW = 1200  # a window narrower than this folds the story away for the measures panel


class ReviewMeasures(_Base):
    if TYPE_CHECKING:  # what ReviewWindow sets up and this mixin uses
        library: Library
        session: ReviewSession
        state: ReviewState
        story: ReaderPane
        summary_page: SummaryPage
        tabs: QTabBar
        workers: Workers
        copied_action: QAction
        copied_note: QLabel

        current_step: Callable[[], tuple[ReviewStep, int | None]]

    # -- the copied-phrases layer (automatic, kept apart from the writer's marks) -------------

    def _show_copied(self, on: bool) -> None:
        _step, summary_id = self.current_step()
        view = self.summary_page.view
        if not on or summary_id is None:
            view.set_copied([])
            self.copied_note.clear()
            return
        known = self.measures.measured.get(summary_id)
        if known is not None:
            self._copied_ready(summary_id, known)
            return
        self.copied_note.setText(self.tr("Looking for copied phrases…"))
        library = self.library

        def find(progress: Any, cancel: Any) -> SummaryMeasures:
            return measures_for_summary(library, summary_id, cancel=cancel)

        self.workers.start(
            find,
            lambda found: self._copied_ready(summary_id, found),
            lambda exc: show_error(self, exc),
            key="copied",
        )

    def _copied_ready(self, summary_id: int, measures: SummaryMeasures) -> None:
        self.measures.measured[summary_id] = measures  # the Measures panel needs no second run
        found = measures.copied
        if not self.copied_action.isChecked() or self.current_step()[1] != summary_id:
            return
        self.summary_page.view.set_copied([(c.summary_start, c.summary_end) for c in found])
        self.copied_note.setText(
            "  "
            + plural(
                len(found),
                self.tr("1 passage copied word for word from your story"),
                self.tr("%n passages copied word for word from your story", "", len(found)),
            )
            if found
            else "  " + self.tr("No copied phrases of 5 words or more")
        )

    # -- automatic measures and judges (a side panel, apart from the writer's judgments) -----

    def _build_measures(self) -> None:
        self.measures = MeasuresPanel(self.library, self.session.questionnaire)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self.measures)
        dock = QDockWidget(self.tr("Automatic measures"), self)
        dock.setObjectName("measuresDock")
        dock.setWidget(scroll)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.resizeDocks([dock], [320], Qt.Orientation.Horizontal)
        dock.visibilityChanged.connect(self._make_room_for_measures)
        dock.hide()  # the writer's own reading comes first; one click shows the figures
        self.measures_dock = dock
        self.measures_action = dock.toggleViewAction()
        self.measures_action.setText(self.tr("Automatic measures"))
        self.measures_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_M))
        self.measures_action.setToolTip(
            self.tr("Show figures computed about this summary, and judge models' answers (Ctrl+M)")
        )
        self.judges_action = QAction(self.tr("Run judges…"), self)
        self.judges_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_J))
        self.judges_action.setToolTip(self.tr("Ask a judge model about the summaries (Ctrl+J)"))
        self.judges_action.triggered.connect(self.open_judges)
        self.probes_action = QAction(self.tr("Your questions…"), self)
        self.probes_action.setToolTip(
            self.tr("Your questions about the story, for the judges to check the summaries")
        )
        self.probes_action.triggered.connect(lambda: self.open_probes())
        bar = QToolBar(self.tr("Measures"), self)
        bar.setObjectName("measuresBar")
        bar.setMovable(False)
        bar.addActions([self.measures_action, self.judges_action, self.probes_action])
        self.addToolBar(bar)
        self.measures.set_copied_action(self.copied_action)
        self.measures.follow_clicks(self.summary_page.view)
        self.measures.story_passage_chosen.connect(self.story.mark_range)
        self.measures.summary_passage_chosen.connect(
            lambda start, end: select_in_summary(self.summary_page.view, start, end)
        )
        self.measures.run_judges_requested.connect(self.open_judges)
        self.measures.edit_probes_requested.connect(lambda: self.open_probes())
        self.tabs.currentChanged.connect(self._measures_follow)

    def _make_room_for_measures(self, shown: bool) -> None:
        """On a small screen the measures panel takes the story pane's room: the story is
        put away while the panel is open, and comes back when it closes."""
        if shown and self.width() < NARROW and self.story.isVisible():
            self._story_put_away = True
            self.story.hide()
        if shown:  # the panel opens at a readable width, whatever the window did meanwhile
            width = min(320, max(self.width() // 3, 240))
            QTimer.singleShot(
                0,
                lambda: self.resizeDocks([self.measures_dock], [width], Qt.Orientation.Horizontal),
            )
        elif not shown and getattr(self, "_story_put_away", False):
            self._story_put_away = False
            self.story.show()

    def _measures_follow(self, _index: int = 0) -> None:
        _step, summary_id = self.current_step()
        shown = self.state.summary(summary_id) if summary_id is not None else None
        self.measures.show_summary(summary_id, shown.text if shown else "")

    def open_judges(self) -> JudgeDialog:
        judged = [(s.summary_id, summary_name(s)) for s in self.state.summaries if not s.refused]
        dialog = JudgeDialog(
            self.library, self.state.manuscript_id, judged, self.current_step()[1], self
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.judged.connect(self.measures.reload)
        dialog.probes_requested.connect(lambda: self.open_probes(dialog))
        self.judge_dialog = dialog
        dialog.open()
        return dialog

    def open_probes(self, over: JudgeDialog | None = None) -> ProbesEditor:
        editor = ProbesEditor(self.library, self.state.manuscript_id, over or self)
        editor.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        editor.changed.connect(self.measures.reload)
        if over is not None:
            editor.changed.connect(over.refresh_probes)
        self.probes_editor = editor
        editor.open()
        return editor
