"""Rank the summaries by dragging them into order; an order has no ties by construction."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem, QWidget

_ID = Qt.ItemDataRole.UserRole


class RankingList(QListWidget):
    """Best first. Drag with the mouse, or move the current item with Alt+Up / Alt+Down."""

    #: the summary ids in their new order, best first
    order_changed = Signal(list)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setAccessibleName(self.tr("Ranking, best first"))
        self.setAccessibleDescription(
            self.tr("Drag a summary up or down, or press Alt+Up and Alt+Down to move it.")
        )
        self.setSpacing(4)
        # a narrow window (1024 wide, the measures panel open) shows each row whole up to an
        # ellipsis, never behind a sideways scroll bar; the whole row is its tooltip
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.model().rowsMoved.connect(lambda *_: self._emit())
        self._labels: dict[int, str] = {}

    def set_summaries(self, order: Sequence[int], labels: dict[int, str]) -> None:
        """Show ``order``; the summary that was current stays current (Alt+Up pressed again
        moves it again)."""
        current = self.currentItem()
        keep = current.data(_ID) if current is not None else None
        self._labels = dict(labels)
        self.blockSignals(True)
        self.clear()
        for summary_id in order:
            item = QListWidgetItem()
            item.setData(_ID, summary_id)
            self.addItem(item)
        self._renumber()
        if keep in order:
            self.setCurrentRow(list(order).index(keep))
        self.blockSignals(False)

    def order(self) -> list[int]:
        return [self.item(row).data(_ID) for row in range(self.count())]

    def move_current(self, delta: int) -> None:
        row = self.currentRow()
        target = row + delta
        if row < 0 or not 0 <= target < self.count():
            return
        item = self.takeItem(row)
        self.insertItem(target, item)
        self.setCurrentRow(target)
        self._emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.AltModifier and event.key() in (
            Qt.Key.Key_Up,
            Qt.Key.Key_Down,
        ):
            self.move_current(-1 if event.key() == Qt.Key.Key_Up else 1)
            return
        super().keyPressEvent(event)

    def _renumber(self) -> None:
        for row in range(self.count()):
            item = self.item(row)
            summary_id = item.data(_ID)
            text = self.tr("{rank}.  {name}").format(
                rank=row + 1, name=self._labels.get(summary_id)
            )
            item.setText(text)
            item.setToolTip(text)

    def _emit(self) -> None:
        self._renumber()
        self.order_changed.emit(self.order())
