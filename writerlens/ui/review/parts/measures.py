"""The review's automatic side, kept apart from the writer's own judgments: the layer of
phrases copied word for word from the story, and the measures panel (a dock) with its judges
and the writer's own questions for them. It changes nothing the writer judged, so it needs no
history; it follows the summary on screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QDockWidget, QLabel, QMainWindow, QScrollArea, QToolBar

from writerlens.metrics.measures import SummaryMeasures
from writerlens.services.library import Library
from writerlens.services.metrics import measures_for_summary
from writerlens.ui.errors import show_error
from writerlens.ui.plural import plural
from writerlens.ui.reader import ReaderPane
from writerlens.ui.review.hub import ReviewHub, StepKey
from writerlens.ui.review.judge_dialog import JudgeDialog
from writerlens.ui.review.measures import MeasuresPanel, select_in_summary
from writerlens.ui.review.names import summary_name
from writerlens.ui.review.pages import SummaryPage
from writerlens.ui.review.probes_editor import ProbesEditor
from writerlens.ui.workers import Workers

NARROW = 1200  # a window narrower than this folds the story away for the measures panel


class MeasuresPart(QObject):
    #: the panel, just shown, has taken its width (the window's layout follows)
    opened = Signal()

    def __init__(
        self,
        hub: ReviewHub,
        page: SummaryPage,
        story: ReaderPane,
        copied_action: QAction,
        copied_note: QLabel,
        where: Callable[[], StepKey],
        window: QMainWindow,
        library: Library,
        workers: Workers,
    ) -> None:
        super().__init__(window)
        self.hub = hub
        self.page = page
        self.story = story
        self.copied_action = copied_action
        self.copied_note = copied_note
        self.where = where
        self.window = window
        self.library = library
        self.workers = workers
        self.judge_dialog: JudgeDialog | None = None
        self.probes_editor: ProbesEditor | None = None
        self._story_put_away = False
        copied_action.toggled.connect(self.show_copied)
        self._build()

    # -- the copied-phrases layer (automatic, kept apart from the writer's marks) -------------

    def show_copied(self, on: bool) -> None:
        _step, summary_id = self.where()
        view = self.page.view
        if not on or summary_id is None:
            view.set_copied([])
            self.copied_note.clear()
            return
        known = self.panel.measured.get(summary_id)
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
            lambda exc: show_error(self.window, exc),
            key="copied",
        )

    def _copied_ready(self, summary_id: int, measures: SummaryMeasures) -> None:
        self.panel.measured[summary_id] = measures  # the Measures panel needs no second run
        found = measures.copied
        if not self.copied_action.isChecked() or self.where()[1] != summary_id:
            return
        self.page.view.set_copied([(c.summary_start, c.summary_end) for c in found])
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

    def _build(self) -> None:
        window = self.window
        self.panel = MeasuresPanel(self.library, self.hub.session.questionnaire)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self.panel)
        dock = QDockWidget(self.tr("Automatic measures"), window)
        dock.setObjectName("measuresDock")
        dock.setWidget(scroll)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.window.resizeDocks([dock], [320], Qt.Orientation.Horizontal)
        dock.visibilityChanged.connect(self._make_room_for_measures)
        dock.hide()  # the writer's own reading comes first; one click shows the figures
        self.dock = dock
        self.action = dock.toggleViewAction()
        self.action.setText(self.tr("Automatic measures"))
        self.action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_M))
        self.action.setToolTip(
            self.tr("Show figures computed about this summary, and judge models' answers (Ctrl+M)")
        )
        self.judges_action = QAction(self.tr("Run judges…"), window)
        self.judges_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_J))
        self.judges_action.setToolTip(self.tr("Ask a judge model about the summaries (Ctrl+J)"))
        self.judges_action.triggered.connect(self.open_judges)
        self.probes_action = QAction(self.tr("Your questions…"), window)
        self.probes_action.setToolTip(
            self.tr("Your questions about the story, for the judges to check the summaries")
        )
        self.probes_action.triggered.connect(lambda: self.open_probes())
        bar = QToolBar(self.tr("Measures"), window)
        bar.setObjectName("measuresBar")
        bar.setMovable(False)
        bar.addActions([self.action, self.judges_action, self.probes_action])
        window.addToolBar(bar)
        self.panel.set_copied_action(self.copied_action)
        self.panel.follow_clicks(self.page.view)
        self.panel.story_passage_chosen.connect(self.story.mark_range)
        self.panel.summary_passage_chosen.connect(
            lambda start, end: select_in_summary(self.page.view, start, end)
        )
        self.panel.run_judges_requested.connect(self.open_judges)
        self.panel.edit_probes_requested.connect(lambda: self.open_probes())

    def _make_room_for_measures(self, shown: bool) -> None:
        """On a small screen the measures panel takes the story pane's room: the story is
        put away while the panel is open, and comes back when it closes."""
        if shown and self.window.width() < NARROW and self.story.isVisible():
            self._story_put_away = True
            self.story.hide()
        if shown:  # the panel opens at a readable width, whatever the window did meanwhile
            width = min(320, max(self.window.width() // 3, 240))
            QTimer.singleShot(0, self, lambda: self._take_width(width))
        elif not shown and self._story_put_away:
            self._story_put_away = False
            self.story.show()

    def _take_width(self, width: int) -> None:
        # The layouts waiting to be redone first (the story just put away, the window's menu
        # bar): the docks' sizes are asked of a window already laid out, else a relayout still
        # pending forgets them and the panel stays a sliver.
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        self.window.resizeDocks([self.dock], [width], Qt.Orientation.Horizontal)
        self.opened.emit()

    def follow(self) -> None:
        _step, summary_id = self.where()
        shown = self.hub.state.summary(summary_id) if summary_id is not None else None
        self.panel.show_summary(summary_id, shown.text if shown else "")

    def open_judges(self) -> JudgeDialog:
        judged = [
            (s.summary_id, summary_name(s)) for s in self.hub.state.summaries if not s.refused
        ]
        dialog = JudgeDialog(
            self.library, self.hub.state.manuscript_id, judged, self.where()[1], self.window
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.judged.connect(self.panel.reload)
        dialog.probes_requested.connect(lambda: self.open_probes(dialog))
        self.judge_dialog = dialog
        dialog.open()
        return dialog

    def open_probes(self, over: JudgeDialog | None = None) -> ProbesEditor:
        editor = ProbesEditor(self.library, self.hub.state.manuscript_id, over or self.window)
        editor.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        editor.changed.connect(self.panel.reload)
        if over is not None:
            editor.changed.connect(over.refresh_probes)
        self.probes_editor = editor
        editor.open()
        return editor
