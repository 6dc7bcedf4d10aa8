"""The list of names to scrub from an export: the writer's own, a pen name, real people; and
the names WriterLens noticed in the text, offered for the writer to tick.

Names are replaced with "[name]" in everything the writer typed (comments, feedback) and in
any text they chose to include, in any spelling (capitals, accents, apostrophes, the surname
alone); the list is saved for their next export.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)


class _NameList(QListWidget):
    delete_pressed = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.delete_pressed.emit()
            return
        super().keyPressEvent(event)


class NamesEditor(QWidget):
    names_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entry = QLineEdit()
        self.entry.setPlaceholderText(self.tr("A name to remove, e.g. your pen name"))
        self.entry.setAccessibleName(self.tr("Name to remove"))
        self.entry.returnPressed.connect(self.add_from_entry)
        self.add_button = QPushButton(self.tr("&Add"))
        self.add_button.setAccessibleName(self.tr("Add this name"))
        self.add_button.clicked.connect(self.add_from_entry)
        self.list = _NameList()
        self.list.setAccessibleName(self.tr("Names removed from the export"))
        self.list.setMaximumHeight(110)
        self.list.delete_pressed.connect(self.remove_selected)
        self.list.currentRowChanged.connect(lambda _row: self._update_buttons())
        self.remove_button = QPushButton(self.tr("Re&move"))
        self.remove_button.setAccessibleName(self.tr("Remove the selected name from the list"))
        self.remove_button.clicked.connect(self.remove_selected)
        top = QHBoxLayout()
        top.addWidget(self.entry, 1)
        top.addWidget(self.add_button)
        bottom = QHBoxLayout()
        bottom.addWidget(self.list, 1)
        bottom.addWidget(self.remove_button, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addLayout(bottom)
        self._update_buttons()

    def names(self) -> tuple[str, ...]:
        return tuple(self.list.item(i).text() for i in range(self.list.count()))

    def set_names(self, names: tuple[str, ...]) -> None:
        self.list.clear()
        self.list.addItems(list(names))
        self._update_buttons()

    def add_name(self, name: str) -> bool:
        name = " ".join(name.split())
        if not name or name.casefold() in {n.casefold() for n in self.names()}:
            return False
        self.list.addItem(name)
        self._update_buttons()
        self.names_changed.emit()
        return True

    def add_from_entry(self) -> None:
        if self.add_name(self.entry.text()):
            self.entry.clear()

    def remove_selected(self) -> None:
        row = self.list.currentRow()
        if row < 0:
            return
        self.list.takeItem(row)
        self._update_buttons()
        self.names_changed.emit()

    def _update_buttons(self) -> None:
        self.remove_button.setEnabled(self.list.currentRow() >= 0)


class SuggestedNames(QListWidget):
    """Words in the text that look like people's names (capitalised where no sentence starts),
    with how often they appear; ticking one adds it to the names to remove."""

    picked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Names found in your text: tick one to remove it"))
        self.setMaximumHeight(130)
        self._filling = False
        self.itemChanged.connect(self._changed)

    def set_suggestions(self, suggestions: tuple[tuple[str, int], ...]) -> None:
        self._filling = True
        self.clear()
        for name, count in suggestions:
            item = QListWidgetItem(self.tr("{name} ({count}×)").format(name=name, count=count))
            item.setData(Qt.ItemDataRole.UserRole, name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.addItem(item)
        self._filling = False

    def suggestions(self) -> list[str]:
        return [self.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.count())]

    def tick(self, name: str) -> None:
        for i in range(self.count()):
            if self.item(i).data(Qt.ItemDataRole.UserRole) == name:
                self.item(i).setCheckState(Qt.CheckState.Checked)

    def _changed(self, item: QListWidgetItem) -> None:
        if not self._filling and item.checkState() == Qt.CheckState.Checked:
            self.picked.emit(item.data(Qt.ItemDataRole.UserRole))
