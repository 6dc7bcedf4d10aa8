"""The highlighted passages of the summary on screen: its marks, the margin listing them, the
label palette, and the link from a contradiction or repetition to the passage it clashes with.

Each add, edit and delete is one committed service call pushed on the highlights' own history
of the summary; the notice it sends (``Part.SPANS`` of that summary) redraws the marks and the
margin, nothing else.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QToolTip, QWidget

from writerlens.domain import Span
from writerlens.review.spans import CONTEXT
from writerlens.review.state import ReviewStep
from writerlens.ui.review.commands import AddSpan, DeleteSpan, EditSpan
from writerlens.ui.review.hub import Part, PartName, ReviewChange, ReviewHub, StepKey
from writerlens.ui.review.pages import SummaryPage
from writerlens.ui.review.span_list import SpanDialog, quote_preview

#: A summary with more marks than this lists them in the margin just after it is shown, so
#: that showing it and listing them are two short waits for the writer, not one long one.
MARGIN_AT_ONCE = 100


class SpansPart(QObject):
    # the part's history (see ``ui/review/undo.py``)
    name = PartName.SPANS

    def __init__(
        self,
        hub: ReviewHub,
        page: SummaryPage,
        where: Callable[[], StepKey],
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self.hub = hub
        self.page = page
        self.view = page.view
        self.margin = page.spans
        self.palette = page.palette_box
        self.where = where  # the step on screen
        self.parent_widget = parent
        self._picking_for: int | None = None
        # the writer is in this part when the focus is in one of these
        self.widgets: tuple[QWidget, ...] = (self.view, self.margin, self.palette)
        self.view.label_requested.connect(self.add_span)
        self.view.span_activated.connect(self.span_chosen)
        self.view.antecedent_picked.connect(self.antecedent_picked)
        self.view.pick_cancelled.connect(self.stop_picking)
        self.palette.chosen.connect(self.label_chosen)
        self.margin.span_selected.connect(self.span_chosen)
        self.margin.edit_requested.connect(self.edit_span)
        self.margin.delete_requested.connect(self.delete_span)
        hub.changed.connect(self._changed)

    # -- drawing -------------------------------------------------------------------------------

    def show_summary(self, summary_id: int, text: str, fresh: bool) -> None:
        """The summary's text (when it is another, or ``fresh``) with its marks and margin."""
        spans = list(self.hub.state.spans_for(summary_id))
        if fresh or self.view.text != text:
            self.view.set_summary(text, spans)
        else:
            self.view.set_spans(spans)
        if fresh and len(spans) > MARGIN_AT_ONCE:
            self.margin.set_spans([])  # never another summary's marks beside this one
            QTimer.singleShot(0, self, lambda: self._fill_margin(summary_id))
        else:
            self.margin.set_spans(spans)

    def _fill_margin(self, summary_id: int) -> None:
        """List the marks of the summary just shown (if it is still the one on screen; an
        action meanwhile has listed them already, and this changes nothing)."""
        if self.where() == (ReviewStep.QUESTIONS, summary_id):
            self.margin.set_spans(list(self.hub.state.spans_for(summary_id)))

    def _changed(self, change: ReviewChange) -> None:
        if change.part is not Part.SPANS:
            return  # a full redraw goes through the window's show_summary
        step, summary_id = self.where()
        if (
            step is ReviewStep.QUESTIONS
            and summary_id is not None
            and summary_id == change.summary_id
        ):
            spans = list(self.hub.state.spans_for(summary_id))
            self.view.set_spans(spans)
            self.margin.set_spans(spans)

    # -- changing ------------------------------------------------------------------------------

    def _summary(self) -> int | None:
        step, summary_id = self.where()
        return summary_id if step is ReviewStep.QUESTIONS else None

    def add_span(self, start: int, end: int, label_id: str) -> None:
        summary_id = self._summary()
        if summary_id is None or self.hub.state.revealed:
            return
        self.stop_picking()
        session = self.hub.session
        label = session.taxonomy.label(label_id)
        notify = self.hub.notifier(Part.SPANS, summary_id)
        command = AddSpan(session, notify, summary_id, start, end, label_id, label.name)
        if (
            self.hub.push(command, self.where(), self.name)
            and label.may_point_at_antecedent
            and command.span is not None
        ):
            self.start_picking(command.span)

    def label_chosen(self, label_id: str) -> None:
        """A label clicked in the palette: label the selected words with it."""
        chosen = self.view.selection()
        if chosen is None:
            button = self.palette.buttons.get(label_id)
            where = (
                button.mapToGlobal(button.rect().center()) if button else self.parent_widget.pos()
            )
            QToolTip.showText(where, self.tr("First select the words you want to label."))
            return
        self.add_span(chosen[0], chosen[1], label_id)

    def _span(self, span_id: int | None) -> Span | None:
        return next((s for s in self.hub.state.spans if s.id == span_id), None)

    def edit_span(self, span_id: int) -> None:
        span = self._span(span_id)
        state = self.hub.state
        if span is None or state.revealed:
            return
        session = self.hub.session
        others = [s for s in state.spans_for(span.summary_id) if s.id != span.id]
        dialog = SpanDialog(session.taxonomy, span, others, self.parent_widget)
        notify = self.hub.notifier(Part.SPANS, span.summary_id)
        while True:
            result = dialog.exec()
            if result == SpanDialog.PICK_IN_TEXT:
                self.start_picking(span)
                return
            if result != SpanDialog.DialogCode.Accepted:
                return
            new = (dialog.chosen_label(), dialog.chosen_comment(), dialog.chosen_antecedent())
            if new == (span.label_id, span.comment, span.antecedent):
                return
            if self.hub.push(EditSpan(session, notify, span, *new), self.where(), self.name):
                return
            # not saved (the error says why): the dialog comes back with what was typed, to
            # try again once the cause is fixed, or to copy it; Cancel leaves it

    def delete_span(self, span_id: int) -> None:
        span = self._span(span_id)
        if span is not None and not self.hub.state.revealed:
            session = self.hub.session
            name = session.taxonomy.label(span.label_id).name
            notify = self.hub.notifier(Part.SPANS, span.summary_id)
            self.hub.push(DeleteSpan(session, notify, span, name), self.where(), self.name)

    def span_chosen(self, span_id: int) -> None:
        self.view.select_span(span_id)
        self.margin.select_span(span_id)

    # -- linking a contradiction or repetition to the passage it clashes with ----------------

    def start_picking(self, span: Span) -> None:
        """Wait for the writer to select (or click) the passage this span clashes with."""
        self._picking_for = span.id
        name = self.hub.session.taxonomy.label(span.label_id).name
        self.page.pick_note.setText(
            self.tr(
                "“{label}”: now select the passage it clashes with (any words of this summary, "
                "marked or not), or click a mark. Esc: no link."
            ).format(label=name)
        )
        self.page.pick_note.show()
        cursor = self.view.textCursor()
        cursor.clearSelection()
        self.view.setTextCursor(cursor)
        self.view.set_picking(True)
        self.view.setFocus()

    def stop_picking(self) -> None:
        self._picking_for = None
        self.page.pick_note.hide()
        self.view.set_picking(False)

    def antecedent_picked(self, start: int, end: int) -> None:
        span = self._span(self._picking_for)
        self.stop_picking()
        if span is None:
            return
        session = self.hub.session
        name = session.taxonomy.label(span.label_id).name
        words = self.hub.state.summary(span.summary_id).text[start:end]
        text = self.tr("Link “{label}” to {quote}").format(
            label=name, quote=quote_preview(words, CONTEXT)
        )
        notify = self.hub.notifier(Part.SPANS, span.summary_id)
        command = EditSpan(session, notify, span, span.label_id, span.comment, (start, end), text)
        if self.hub.push(command, self.where(), self.name):
            self.view.set_current_span(span.id)
