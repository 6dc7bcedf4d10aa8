"""The row of the review's steps: a tab per step (the story's labels, each summary by its blind
letter with how many questions it has answered, the ranking, the finish) and Back and Next.

Every tab must show whole, on a small screen with the measures panel open and in a longer
language too: when the row is short, Back and Next shrink to their arrows first, then the
summaries' tabs to their letters ("A (0/4)", the full name in the tip). The row never asks
the window for more width than the pages need.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QTabBar, QWidget

from writerlens.review.state import ReviewState, ReviewStep
from writerlens.ui.review.hub import StepKey
from writerlens.ui.review.names import summary_name

#: how wide Back and Next are when they show only their arrows
ARROW_WIDTH = 34


class StepRow(QObject):
    def __init__(self, questions: int, parent: QWidget) -> None:
        super().__init__(parent)
        self.questions = questions  # how many questions each summary has
        self.steps: list[StepKey] = []
        self._compact = False  # the summaries' tabs name only their letters (a short row)
        self._state: ReviewState | None = None
        self.tabs = QTabBar()
        self.tabs.setObjectName("reviewSteps")
        self.tabs.setAccessibleName(self.tr("Review steps"))
        self.tabs.setExpanding(False)
        # The row never makes the window wider than the pages need (in German it pushed a
        # 1024-wide window past the screen with the measures open): fit() makes the tabs fit
        # the room instead.
        self.tabs.setMinimumWidth(1)
        self.back = QPushButton(self.tr("← &Back"))
        self.next = QPushButton(self.tr("&Next →"))
        self.back.setToolTip(self.tr("The step before (Ctrl+Page Up)"))
        self.next.setToolTip(self.tr("The next step (Ctrl+Page Down)"))
        self.layout = QHBoxLayout()
        self.layout.addWidget(self.tabs, 1)
        self.layout.addWidget(self.back)
        self.layout.addWidget(self.next)

    def build(self, state: ReviewState) -> None:
        """A tab per step of the review (again, when late summaries joined)."""
        self.steps = [(ReviewStep.LABELS, None)]
        self.steps += [(ReviewStep.QUESTIONS, s.summary_id) for s in state.summaries]
        self.steps += [(ReviewStep.RANKING, None), (ReviewStep.FINISH, None)]
        self.tabs.blockSignals(True)
        while self.tabs.count():
            self.tabs.removeTab(0)
        for _ in self.steps:
            self.tabs.addTab("")
        self.tabs.blockSignals(False)
        self.show_state(state)

    def show_state(self, state: ReviewState) -> None:
        """Each tab's text: what is answered, ranked, finished."""
        self._state = state
        for index, (step, summary_id) in enumerate(self.steps):
            if step is ReviewStep.LABELS:
                text = self.tr("Your story")
            elif step is ReviewStep.RANKING:
                text = self.tr("Ranking ✓") if state.ranking else self.tr("Ranking")
            elif step is ReviewStep.FINISH:
                text = self.tr("Finish ✓") if state.complete else self.tr("Finish")
            else:
                shown = state.summary(summary_id)  # type: ignore[arg-type]
                answered = len(state.answers.get(shown.summary_id, {}))
                name = shown.letter if self._compact else summary_name(shown)
                if shown.refused:
                    text = self.tr("{name} (refused)").format(name=name)
                elif answered == self.questions:
                    text = self.tr("{name} ✓").format(name=name)
                else:
                    text = self.tr("{name} ({answered}/{questions})").format(
                        name=name, answered=answered, questions=self.questions
                    )
                if self._compact and self.tabs.tabToolTip(index) != summary_name(shown):
                    self.tabs.setTabToolTip(index, summary_name(shown))
            if self.tabs.tabText(index) != text:  # an unchanged tab is not laid out again
                self.tabs.setTabText(index, text)

    def fit(self, width: int) -> None:
        """Make every tab show whole in a row ``width`` wide (see the module's doc)."""
        if not self.steps or self._state is None:  # not built yet
            return
        room = width - 48  # margins and the spaces between
        full = (self.tr("← &Back"), self.tr("&Next →"))
        self._set_compact(False)
        for button, text in zip((self.back, self.next), full, strict=True):
            button.setText(text)
            button.setMaximumWidth(16777215)
        wanted = self.tabs.sizeHint().width() + self.back.sizeHint().width()
        if wanted + self.next.sizeHint().width() <= room:
            return
        for button, arrow in zip((self.back, self.next), ("←", "→"), strict=True):
            button.setText(arrow)
            button.setMaximumWidth(ARROW_WIDTH)
        if self.tabs.sizeHint().width() + 2 * ARROW_WIDTH > room:
            self._set_compact(True)

    def _set_compact(self, compact: bool) -> None:
        if compact != self._compact and self._state is not None:
            self._compact = compact
            self.show_state(self._state)
