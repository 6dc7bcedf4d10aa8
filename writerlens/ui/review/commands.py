"""Span changes as undoable commands. Each do/undo is one committed write through the service.

The first "do" runs in :func:`push` before the command enters the stack, so a change that the
service refuses raises there (and nothing is pushed); QUndoStack's own first ``redo()`` call is
then skipped. Exceptions must not be raised inside ``redo()`` called from C++.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QUndoCommand, QUndoGroup, QUndoStack

from writerlens.domain import Span
from writerlens.review.state import DeletedSpan
from writerlens.services.review import ReviewSession
from writerlens.ui.tr_context import TrContext

Changed = Callable[[], None]


ReviewCommandText = TrContext("ReviewCommandText")


class _Command(QUndoCommand):
    def __init__(self, text: str) -> None:
        super().__init__(text)
        self._pushed = False

    def do(self) -> None:
        raise TypeError(f"{type(self).__name__} must say what it does")

    def redo(self) -> None:
        if self._pushed:
            self.do()
        self._pushed = True


def push(stack: QUndoStack, command: _Command) -> None:
    """Do the command now (raising if the service refuses), then make it undoable."""
    command.do()
    stack.push(command)


class AddSpan(_Command):
    def __init__(
        self,
        session: ReviewSession,
        changed: Changed,
        summary_id: int,
        start: int,
        end: int,
        label_id: str,
        label_name: str,
        antecedent_id: int | None = None,
    ) -> None:
        super().__init__(ReviewCommandText.tr("Label “{label}”").format(label=label_name))
        self.session = session
        self.changed = changed
        self.args = (summary_id, start, end, label_id)
        self.antecedent_id = antecedent_id
        self.span: Span | None = None
        self.deleted: DeletedSpan | None = None

    def do(self) -> None:
        if self.deleted is not None:  # redo after undo: the same span, the same id if free
            self.span = self.session.restore_span(self.deleted)
        else:
            self.span = self.session.add_span(*self.args, antecedent_id=self.antecedent_id)
        self.changed()

    def undo(self) -> None:
        assert self.span is not None
        self.deleted = self.session.delete_span(self.span.id)
        self.changed()


class DeleteSpan(_Command):
    def __init__(self, session: ReviewSession, changed: Changed, span: Span, name: str) -> None:
        super().__init__(ReviewCommandText.tr("Remove “{label}”").format(label=name))
        self.session = session
        self.changed = changed
        self.span_id = span.id
        self.deleted: DeletedSpan | None = None

    def do(self) -> None:
        self.deleted = self.session.delete_span(self.span_id)
        self.changed()

    def undo(self) -> None:
        assert self.deleted is not None
        self.span_id = self.session.restore_span(self.deleted).id
        self.changed()


class EditSpan(_Command):
    """A label, comment or link changed; the text says which, for the Undo action."""

    def __init__(
        self,
        session: ReviewSession,
        changed: Changed,
        span: Span,
        label_id: str,
        comment: str,
        antecedent: tuple[int, int] | None,
        text: str | None = None,
    ) -> None:
        super().__init__(text or ReviewCommandText.tr("Edit a highlighted passage"))
        self.session = session
        self.changed = changed
        self.span_id = span.id
        self.before = (span.label_id, span.comment, span.antecedent)
        self.after = (label_id, comment, antecedent)

    def _apply(self, values: tuple[str, str, tuple[int, int] | None]) -> None:
        label_id, comment, antecedent = values
        self.session.edit_span(
            self.span_id, label_id=label_id, comment=comment, antecedent=antecedent
        )
        self.changed()

    def do(self) -> None:
        self._apply(self.after)

    def undo(self) -> None:
        self._apply(self.before)


class Change(_Command):
    """Any other saved change that has a before and an after (an answer, the story's labels,
    the ranking): undo puts the before back through the same service call."""

    def __init__(
        self,
        text: str,
        apply: Callable[[object], None],
        before: object,
        after: object,
        changed: Changed,
    ) -> None:
        super().__init__(text)
        self.apply = apply
        self.before = before
        self.after = after
        self.changed = changed

    def do(self) -> None:
        self.apply(self.after)
        self.changed()

    def undo(self) -> None:
        self.apply(self.before)
        self.changed()


def undo_redo_actions(group: QUndoGroup, parent: QObject) -> tuple[QAction, QAction]:
    """Undo and Redo actions whose text is one whole translated sentence ("Undo: {what}"),
    not Qt's "Undo %1" prefix glued to our command text, so that each language puts the
    command where its grammar wants it."""

    def follow(action: QAction, bare: str, sentence: str, text: str) -> None:
        action.setText(sentence.format(what=text) if text else bare)
        # The toolbar's button keeps the short word (a long command pushed the rest of the
        # bar out of sight on a small screen); the whole sentence is its tooltip.
        action.setIconText(bare)
        action.setToolTip(action.text())

    undo = QAction(ReviewCommandText.tr("Undo"), parent)
    undo.setEnabled(group.canUndo())
    undo.triggered.connect(group.undo)
    group.canUndoChanged.connect(undo.setEnabled)
    group.undoTextChanged.connect(
        lambda text: follow(
            undo, ReviewCommandText.tr("Undo"), ReviewCommandText.tr("Undo: {what}"), text
        )
    )
    redo = QAction(ReviewCommandText.tr("Redo"), parent)
    redo.setEnabled(group.canRedo())
    redo.triggered.connect(group.redo)
    group.canRedoChanged.connect(redo.setEnabled)
    group.redoTextChanged.connect(
        lambda text: follow(
            redo, ReviewCommandText.tr("Redo"), ReviewCommandText.tr("Redo: {what}"), text
        )
    )
    return undo, redo
