"""The side list of a summary's highlighted passages, and the dialog that edits one."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QIcon, QKeyEvent, QPainter, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QWidget,
)

from writerlens.domain import Span
from writerlens.review.taxonomy import Taxonomy
from writerlens.ui.review.marks import attribute_of, style_for

_ID = Qt.ItemDataRole.UserRole
_SHOWN = Qt.ItemDataRole.UserRole + 1


@cache
def _swatch(label_id: str) -> QIcon:
    style = style_for(attribute_of(label_id))
    pixmap = QPixmap(18, 12)
    pixmap.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pixmap)
    pen = painter.pen()
    pen.setColor(style.color)
    pen.setWidth(3)
    pen.setStyle(style.pattern)
    painter.setPen(pen)
    painter.drawLine(0, 9, 18, 9)
    painter.end()
    return QIcon(pixmap)


def quote_preview(quote: str, width: int = 60) -> str:
    flat = " ".join(quote.split())
    return f"“{flat}”" if len(flat) <= width else f"“{flat[: width - 1]}…”"


class SpanList(QListWidget):
    """Every passage the writer labelled in this summary; Delete removes, Enter edits."""

    span_selected = Signal(int)
    edit_requested = Signal(int)
    delete_requested = Signal(int)

    def __init__(self, taxonomy: Taxonomy, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.taxonomy = taxonomy
        self._rows: list[tuple[Span, str | None]] = []  # what each row shows
        self._names = {label.id: label.name for label in taxonomy.labels}
        self.setAccessibleName(self.tr("Highlighted passages"))
        self.setUniformItemSizes(True)  # one line each: hundreds of spans stay instant
        self.currentItemChanged.connect(self._current_changed)
        self.itemActivated.connect(lambda item: self.edit_requested.emit(item.data(_ID)))

    def set_spans(self, spans: Sequence[Span]) -> None:
        """Show these spans (in this order), touching only the rows that changed: with
        hundreds of spans, adding one must not rebuild the list, nor ask Qt about every row
        (``_rows`` mirrors what each row shows, so unchanged rows cost one comparison)."""
        quotes = {span.id: span.quote for span in spans}
        wanted = [(span, quotes.get(span.antecedent_id or -1)) for span in spans]
        if len(self._rows) != self.count():  # the rows changed behind our back: read them
            self._rows = [self.item(row).data(_SHOWN) for row in range(self.count())]
        ids = {span.id for span in spans}
        self.blockSignals(True)
        for row in reversed(range(self.count())):
            if self._rows[row][0].id not in ids:
                self.takeItem(row)
                del self._rows[row]
        for row, shown in enumerate(wanted):
            if row < len(self._rows) and self._rows[row] == shown:
                continue
            span = shown[0]
            if row >= len(self._rows) or self._rows[row][0].id != span.id:
                rest = range(row + 1, len(self._rows))
                old = next((r for r in rest if self._rows[r][0].id == span.id), None)
                if old is None:
                    item = QListWidgetItem()
                    self._fill(item, span, shown[1])
                    self._rows.insert(row, shown)
                else:
                    item = self.takeItem(old)
                    self._rows.insert(row, self._rows.pop(old))
                self.insertItem(row, item)
                item.setData(_ID, span.id)
            if self._rows[row] != shown:
                self._fill(self.item(row), span, shown[1])
                self._rows[row] = shown
        self.blockSignals(False)

    def _fill(self, item: QListWidgetItem, span: Span, antecedent_quote: str | None) -> None:
        text = f"{self._name(span.label_id)} — {quote_preview(span.quote)}"
        tip = span.quote
        if antecedent_quote is not None:
            clash = self.tr("clashes with {quote}").format(
                quote=quote_preview(antecedent_quote, 30)
            )
            text += f" — {clash}"
            tip += f"\n{clash}"
        if span.comment:
            text += " — 💬"
            tip += "\n" + self.tr("Comment: {c}").format(c=span.comment)
        item.setIcon(_swatch(span.label_id))
        item.setText(text)
        item.setToolTip(tip)
        item.setData(_SHOWN, (span, antecedent_quote))

    def current_span_id(self) -> int | None:
        item = self.currentItem()
        return None if item is None else item.data(_ID)

    def select_span(self, span_id: int) -> None:
        for row in range(self.count()):
            if self.item(row).data(_ID) == span_id:
                self.blockSignals(True)
                self.setCurrentRow(row)
                self.blockSignals(False)
                return

    def keyPressEvent(self, event: QKeyEvent) -> None:
        span_id = self.current_span_id()
        if span_id is not None and event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.delete_requested.emit(span_id)
            return
        super().keyPressEvent(event)

    def _current_changed(self, item: QListWidgetItem | None, _previous: object) -> None:
        if item is not None:
            self.span_selected.emit(item.data(_ID))

    def _name(self, label_id: str) -> str:
        return self._names.get(label_id, label_id)


class SpanDialog(QDialog):
    """Change a passage's label, add a comment, or point at the earlier passage it clashes with."""

    def __init__(
        self,
        taxonomy: Taxonomy,
        span: Span,
        earlier: Sequence[Span],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.taxonomy = taxonomy
        self.setWindowTitle(self.tr("Highlighted passage"))
        self.label = QComboBox()
        self.label.setAccessibleName(self.tr("Label"))
        for attribute in taxonomy.attributes:
            for label in attribute.labels:
                self.label.addItem(_swatch(label.id), f"{attribute.name}: {label.name}", label.id)
        self.label.setCurrentIndex(max(0, self.label.findData(span.label_id)))
        self.comment = QPlainTextEdit(span.comment)
        self.comment.setAccessibleName(self.tr("Comment"))
        self.comment.setTabChangesFocus(True)
        self.comment.setPlaceholderText(self.tr("Optional: why this passage is wrong."))
        self.antecedent = QComboBox()
        self.antecedent.setAccessibleName(self.tr("Clashes with"))
        self.antecedent.addItem(self.tr("(no earlier passage)"), None)
        for other in earlier:
            self.antecedent.addItem(quote_preview(other.quote, 50), other.id)
        self.antecedent.setCurrentIndex(max(0, self.antecedent.findData(span.antecedent_id)))
        form = QFormLayout(self)
        form.addRow(self.tr("Passage:"), _quote_label(span.quote))
        form.addRow(self.tr("&Label:"), self.label)
        form.addRow(self.tr("&Comment:"), self.comment)
        form.addRow(self.tr("Clashes &with:"), self.antecedent)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.label.currentIndexChanged.connect(self._allow_link)
        self._allow_link()
        self.resize(520, 320)

    def _allow_link(self) -> None:
        label = self.taxonomy.label(self.chosen_label())
        self.antecedent.setEnabled(label.may_point_at_antecedent and self.antecedent.count() > 1)
        if not self.antecedent.isEnabled():
            self.antecedent.setCurrentIndex(0)

    def chosen_label(self) -> str:
        return str(self.label.currentData())

    def chosen_comment(self) -> str:
        return self.comment.toPlainText().strip()

    def chosen_antecedent(self) -> int | None:
        data = self.antecedent.currentData()
        return None if data is None else int(data)


def _quote_label(quote: str) -> QWidget:
    shown = QLabel(quote_preview(quote, 200))
    shown.setWordWrap(True)
    return shown
