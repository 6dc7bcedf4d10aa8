"""The margin beside a summary: each highlighted passage with its label, its words, the
writer's comment and the passage it clashes with (a word processor's comments pane); and the
dialog that edits one.

Rows are drawn by a delegate at one fixed height, so a summary with 500 marks opens at once
(no row is measured) and every comment is visible without opening anything."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QKeyEvent, QPainter, QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from writerlens.domain import Span
from writerlens.review.taxonomy import Taxonomy
from writerlens.ui.review.marks import style_for
from writerlens.ui.review.palette import swatch as _swatch

_ID = Qt.ItemDataRole.UserRole
_SHOWN = Qt.ItemDataRole.UserRole + 1
_LINES = Qt.ItemDataRole.UserRole + 2  # (label line, quote line, comment line)
_LABEL = Qt.ItemDataRole.UserRole + 3
_VERSION = Qt.ItemDataRole.UserRole + 4


def quote_preview(quote: str, width: int = 60) -> str:
    flat = " ".join(quote.split())
    return f"“{flat}”" if len(flat) <= width else f"“{flat[: width - 1]}…”"


@dataclass(frozen=True)
class _Shown:
    lines: tuple[tuple[str, str], ...]
    text: str
    tip: str


class _Row(QListWidgetItem):
    """A mark's row. What it shows is worked out when Qt first asks (only for the rows on
    screen), so that listing 500 marks costs 500 small objects, not 500 descriptions."""

    def __init__(self, owner: SpanList) -> None:
        super().__init__()
        self.owner = owner
        self.shown: tuple[Span, str | None] | None = None
        self._described: _Shown | None = None
        self._version = 0

    def show(self, shown: tuple[Span, str | None]) -> None:
        self.shown = shown
        self._described = None
        self._version += 1
        super().setData(_VERSION, self._version)  # tells the view to repaint the row

    def _describe(self) -> _Shown:
        if self._described is None:
            assert self.shown is not None
            self._described = self.owner.describe(*self.shown)
        return self._described

    def data(self, role: int) -> object:
        shown = self.shown
        if shown is None:
            return super().data(role)
        if role == _ID:
            return shown[0].id
        if role == _SHOWN:
            return shown
        if role == _LABEL:
            return shown[0].label_id
        if role == _LINES:
            return self._describe().lines
        if role == Qt.ItemDataRole.DisplayRole:
            return self._describe().text
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._describe().tip
        return super().data(role)


class _MarginRow(QStyledItemDelegate):
    """Three lines per mark: its label (in the label's colour, with what it clashes with), its
    words, and the writer's comment. One height for every row: nothing is measured."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._height = QFontMetrics(parent.font()).lineSpacing() * 3 + 10

    def _fonts(self, base: QFont) -> dict[str, QFont]:
        """The row's three faces, made once per base font (rows are painted often)."""
        key = base.key()
        if getattr(self, "_font_key", None) != key:
            bold, italic = QFont(base), QFont(base)
            bold.setBold(True)
            italic.setItalic(True)
            self._font_cache = {"label": bold, "empty": italic, "quote": QFont(base)}
            self._font_key = key
        return self._font_cache

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        return QSize(120, self._height)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        lines = index.data(_LINES)
        if not lines:
            return
        painter.save()
        rect: QRect = option.rect
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        palette: QPalette = option.palette
        if selected:
            painter.fillRect(rect, palette.highlight())
        text_color = palette.color(
            QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        )
        style = style_for(str(index.data(_LABEL)))
        painter.setPen(style.pen(3.0))
        painter.drawLine(rect.left() + 3, rect.top() + 4, rect.left() + 3, rect.bottom() - 4)
        line = QFontMetrics(option.font).lineSpacing()
        x = rect.left() + 10
        width = rect.width() - 14
        fonts = self._fonts(option.font)
        for number, (text, kind) in enumerate(lines):
            font = fonts.get(kind, fonts["quote"])
            painter.setFont(font)
            color = text_color
            if kind == "label" and not selected:
                color = style.color.darker(130)
            elif kind == "empty":
                color = palette.color(QPalette.ColorRole.PlaceholderText)
            painter.setPen(color)
            shown = painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, width)
            painter.drawText(
                QRect(x, rect.top() + 5 + number * line, width, line),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                shown,
            )
        painter.restore()


class SpanList(QListWidget):
    """The margin: every passage the writer labelled in this summary, with its comment.
    A click jumps to the passage and selects it; a double-click (or Enter) edits it; Delete
    removes it."""

    span_selected = Signal(int)
    edit_requested = Signal(int)
    delete_requested = Signal(int)

    def __init__(self, taxonomy: Taxonomy, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.taxonomy = taxonomy
        self._rows: list[tuple[Span, str | None]] = []  # what each row shows
        self._names = {label.id: label.name for label in taxonomy.labels}
        self.setObjectName("marginList")
        self.setAccessibleName(self.tr("Highlighted passages and your comments"))
        self.setUniformItemSizes(True)  # one height each: hundreds of spans stay instant
        self.setItemDelegate(_MarginRow(self))
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.currentItemChanged.connect(self._current_changed)
        self.itemClicked.connect(lambda item: self.span_selected.emit(item.data(_ID)))
        self.itemDoubleClicked.connect(lambda item: self.edit_requested.emit(item.data(_ID)))

    def set_spans(self, spans: Sequence[Span]) -> None:
        """Show these spans (in this order), touching only the rows that changed: with
        hundreds of spans, adding one must not rebuild the list, nor ask Qt about every row
        (``_rows`` mirrors what each row shows, so unchanged rows cost one comparison)."""
        wanted = [(span, span.antecedent_quote) for span in spans]
        if len(self._rows) != self.count():  # the rows changed behind our back: read them
            self._rows = [self.item(row).data(_SHOWN) for row in range(self.count())]
        ids = {span.id for span in spans}
        if not ids.intersection(shown[0].id for shown in self._rows):
            self._fill_afresh(wanted)  # another summary: no row to keep
            return
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
                item: QListWidgetItem
                if old is None:
                    item = _Row(self)
                    self._fill(item, span, shown[1])
                    self._rows.insert(row, shown)
                else:
                    item = self.takeItem(old)
                    self._rows.insert(row, self._rows.pop(old))
                self.insertItem(row, item)
            if self._rows[row] != shown:
                self._fill(self.item(row), span, shown[1])
                self._rows[row] = shown
        self.blockSignals(False)

    def _fill_afresh(self, wanted: list[tuple[Span, str | None]]) -> None:
        """Every row new (a summary opened): no comparing, and no row told to repaint before
        it is even listed (500 marks: half the time of adding them one by one)."""
        self.blockSignals(True)
        self.clear()
        for shown in wanted:
            item = _Row(self)
            item.shown = shown
            self.addItem(item)
        self._rows = wanted
        self.blockSignals(False)

    def _fill(self, item: QListWidgetItem, span: Span, antecedent_quote: str | None) -> None:
        assert isinstance(item, _Row)
        item.show((span, antecedent_quote))

    def describe(self, span: Span, antecedent_quote: str | None) -> _Shown:
        """What a row shows: its three lines, its text for screen readers, its tooltip."""
        name = self._name(span.label_id)
        head = name
        tip = f"{name}: {span.quote}"
        if antecedent_quote is not None:
            clash = self.tr("clashes with {quote}").format(
                quote=quote_preview(antecedent_quote, 40)
            )
            head += f" · {clash}"
            tip += f"\n{clash}"
        if span.comment:
            comment = (" ".join(span.comment.split()), "comment")
            tip += "\n" + self.tr("Your comment: {c}").format(c=span.comment)
        else:
            comment = (self.tr("No comment (double-click to add one)"), "empty")
        lines = ((head, "label"), (quote_preview(span.quote, 200), "quote"), comment)
        text = f"{head} — {quote_preview(span.quote)} — {comment[0]}"
        return _Shown(lines, text, tip)

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
        if span_id is not None and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.edit_requested.emit(span_id)
            return
        super().keyPressEvent(event)

    def _current_changed(self, item: QListWidgetItem | None, _previous: object) -> None:
        if item is not None:
            self.span_selected.emit(item.data(_ID))

    def _name(self, label_id: str) -> str:
        return self._names.get(label_id, label_id)


class SpanDialog(QDialog):
    """Change a passage's label, add a comment, or say which passage it clashes with."""

    #: the dialog's result when the writer wants to choose the passage in the summary itself
    PICK_IN_TEXT = 2

    def __init__(
        self,
        taxonomy: Taxonomy,
        span: Span,
        others: Sequence[Span],
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
        self.antecedent.addItem(self.tr("(no other passage)"), None)
        places = set()
        if span.antecedent is not None:
            places.add(span.antecedent)
            self.antecedent.addItem(
                quote_preview(span.antecedent_quote or "", 50), _key(span.antecedent)
            )
        for other in others:
            where = (other.start, other.end)
            if other.id != span.id and where not in places and where != (span.start, span.end):
                places.add(where)
                self.antecedent.addItem(quote_preview(other.quote, 50), _key(where))
        if span.antecedent is not None:
            self.antecedent.setCurrentIndex(max(0, self.antecedent.findData(_key(span.antecedent))))
        self.pick = QPushButton(self.tr("Choose in the summary…"))
        self.pick.setToolTip(
            self.tr("Close this and select the passage it clashes with in the summary's text")
        )
        self.pick.clicked.connect(lambda: self.done(self.PICK_IN_TEXT))
        link_row = QHBoxLayout()
        link_row.addWidget(self.antecedent, 1)
        link_row.addWidget(self.pick)
        form = QFormLayout(self)
        form.addRow(self.tr("Passage:"), _quote_label(span.quote))
        form.addRow(self.tr("&Label:"), self.label)
        form.addRow(self.tr("&Comment:"), self.comment)
        # a layout has no buddy to give its label: the label is made here, with the list as
        # its buddy, or its "&" would show as written
        clashes = QLabel(self.tr("Clashes &with:"))
        clashes.setBuddy(self.antecedent)
        form.addRow(clashes, link_row)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.label.currentIndexChanged.connect(self._allow_link)
        self._allow_link()
        self.resize(560, 320)

    def _allow_link(self) -> None:
        label = self.taxonomy.label(self.chosen_label())
        self.antecedent.setEnabled(label.may_point_at_antecedent)
        self.pick.setEnabled(label.may_point_at_antecedent)
        if not label.may_point_at_antecedent:
            self.antecedent.setCurrentIndex(0)

    def chosen_label(self) -> str:
        return str(self.label.currentData())

    def chosen_comment(self) -> str:
        return self.comment.toPlainText().strip()

    def chosen_antecedent(self) -> tuple[int, int] | None:
        data = self.antecedent.currentData()
        if not data:
            return None
        start, end = str(data).split(":")
        return int(start), int(end)


def _key(where: tuple[int, int]) -> str:
    return f"{where[0]}:{where[1]}"


def _quote_label(quote: str) -> QWidget:
    shown = QLabel(quote_preview(quote, 200))
    shown.setWordWrap(True)
    return shown
