"""The review's undo histories: one per part and step, and Undo follows the part the writer is in.

Each part that changes the writer's judgments (the questions, the highlights, the claims, what
was left out) keeps a history of its own on each step, so that Ctrl+Z undoes the last action of
the part the writer is working in, never something done meanwhile in another part (a verdict
given after a highlight does not stand in the way of undoing the highlight from the summary's
text, nor the other way round). The step on screen still chooses the histories: an undo never
changes something the writer cannot see.

The part the writer is in is the one they last acted in, or moved into by mouse or keyboard
(a focus change into one of its widgets). The window's own moves of the focus when a step is
shown do not count (it puts the cursor on the first unanswered question; the writer has not
gone there). The measures part changes nothing the writer judged and has no history: moving
into it leaves Undo where it was. The Undo and Redo actions (the Edit menu, the toolbar) say
what they will undo and, in their tooltip, in which part.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QUndoCommand, QUndoGroup, QUndoStack

from writerlens.review.state import ReviewStep
from writerlens.ui.review.commands import ReviewCommandText, push, undo_redo_actions

# a step of the review: (the step, the summary it is about, if any)
StepKey = tuple[ReviewStep, "int | None"]


class PartName(Enum):
    """The parts that keep a history (``ui/review/parts/`` has a file of each name)."""

    QUESTIONS = "questions"
    SPANS = "spans"
    CLAIMS = "claims"
    OMISSIONS = "omissions"

    def title(self) -> str:
        """The part's name as the Undo action's tooltip gives it."""
        titles = {
            PartName.QUESTIONS: ReviewCommandText.tr("Questions"),
            PartName.SPANS: ReviewCommandText.tr("Highlights"),
            PartName.CLAIMS: ReviewCommandText.tr("Claims"),
            PartName.OMISSIONS: ReviewCommandText.tr("Left out"),
        }
        return titles[self]


class Histories(QObject):
    """Every (part, step) history, and which one Undo and Redo act on now."""

    # the part the writer is in changed (a PartName)
    entered = Signal(object)

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.group = QUndoGroup(self)
        self._stacks: dict[tuple[PartName, StepKey], QUndoStack] = {}
        self.part = PartName.QUESTIONS  # where the cursor is when a review opens
        self.step: StepKey | None = None
        self.locked = False  # after the reveal nothing can be undone

    def stack(self, part: PartName, step: StepKey) -> QUndoStack:
        stack = self._stacks.get((part, step))
        if stack is None:
            stack = QUndoStack(self.group)
            self._stacks[(part, step)] = stack
        return stack

    def part_on(self, step: StepKey) -> PartName:
        """The part whose history Undo acts on, on ``step`` (only a summary's step has more
        than one part: the story's labels and the ranking belong to the questionnaire)."""
        return self.part if step[0] is ReviewStep.QUESTIONS else PartName.QUESTIONS

    @property
    def active(self) -> QUndoStack | None:
        """The history Undo acts on now (None before a step is shown, and after the reveal)."""
        return self.group.activeStack()

    def show_step(self, step: StepKey) -> None:
        self.step = step
        self._activate()

    def enter(self, part: PartName) -> None:
        """The writer is in ``part`` now: Undo acts on its history on the step on screen."""
        if part is not self.part:
            self.part = part
            self._activate()
            self.entered.emit(part)

    def push(self, command: QUndoCommand, step: StepKey, part: PartName) -> None:
        """Do the command now (raising if the service refuses) and put it on the part's
        history of ``step``; the part is the one the writer is in from now on."""
        push(self.stack(part, step), command)  # type: ignore[arg-type]
        if step == self.step:
            self.enter(part)

    def forget(self) -> None:
        """After the reveal nothing can change, nor be undone."""
        self.locked = True
        self.group.setActiveStack(None)  # type: ignore[arg-type]
        for stack in self._stacks.values():
            stack.clear()

    def _activate(self) -> None:
        if self.step is not None and not self.locked:
            self.group.setActiveStack(self.stack(self.part_on(self.step), self.step))

    def actions(self, parent: QObject) -> tuple[QAction, QAction]:
        """Undo and Redo: their text says what they will do, their tooltip in which part."""
        undo, redo = undo_redo_actions(self.group, parent)

        def name_the_part(*_args: object) -> None:
            part = self.part_on(self.step) if self.step is not None else self.part
            for action in (undo, redo):
                tip = ReviewCommandText.tr("{action} ({part})").format(
                    action=action.text(), part=part.title()
                )
                if action.toolTip() != tip:  # each change redraws the toolbar and the menu
                    action.setToolTip(tip)

        for signal in (self.group.undoTextChanged, self.group.redoTextChanged, self.entered):
            signal.connect(name_the_part)
        self.group.activeStackChanged.connect(name_the_part)
        name_the_part()
        return undo, redo
