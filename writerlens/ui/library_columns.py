"""The library list on a narrow pane: the title keeps room to be read, and the columns whose
facts the reader's heading repeats (when the story was imported, how many words it has) step
aside first, so that every header still shown stays whole.

German and Spanish headers run long ("Zusammenfassungen", "Importiert"): at 1024x640 the
columns beside the title took all its room and left "Th…". Narrowing a column so that its
header is cut would hide what it counts, so whole columns give way instead, in order of what
the writer loses least: the import date, then the word count (both in the reader's heading).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QAbstractScrollArea, QTableView, QWidget

#: a title is read from this many average characters (about "The Lamplighter's Led")
TITLE_CHARACTERS = 20


def viewport_of(area: QAbstractScrollArea) -> QWidget:
    """``area.viewport()``, found as the child Qt names ``qt_scrollarea_viewport``.

    PySide's first ``viewport()`` in a process looks for the viewport's Python type through
    every widget class of QtWidgets, creating each (QWizard, QFileDialog, QMdiArea... with
    their 70 enums): 13-27 ms of the app's start for a type it then calls QWidget (issue #29).
    Found by name it is wrapped as the QWidget it is asked for; ``viewport()`` then returns the
    same object at no cost."""
    found = area.findChild(
        QWidget, "qt_scrollarea_viewport", Qt.FindChildOption.FindDirectChildrenOnly
    )
    return found if found is not None else area.viewport()


class TitleFirst(QObject):
    """Keeps ``title`` at least TITLE_CHARACTERS wide by hiding ``give_way`` columns, in order,
    while the others would leave it less; shows them again when there is room."""

    def __init__(self, table: QTableView, title: int, give_way: tuple[int, ...]) -> None:
        super().__init__(table)
        self.table = table
        self.title = title
        self.give_way = give_way
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.fit)
        viewport_of(table).installEventFilter(self)
        model = table.model()
        for signal in (model.modelReset, model.layoutChanged, model.rowsInserted):
            signal.connect(self._timer.start)
        model.dataChanged.connect(self._timer.start)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._timer.start()
        return False

    def title_minimum(self) -> int:
        return self.table.fontMetrics().averageCharWidth() * TITLE_CHARACTERS + 12

    def _needed(self, column: int) -> int:
        header = self.table.horizontalHeader()
        return max(header.sectionSizeHint(column), self.table.sizeHintForColumn(column))

    def fit(self) -> None:
        header = self.table.horizontalHeader()
        room = self.table.viewport().width()
        others = [c for c in range(header.count()) if c != self.title]
        shown = list(others)
        for column in (None, *self.give_way):
            if column is not None:
                shown.remove(column)
            if sum(self._needed(c) for c in shown) + self.title_minimum() <= room:
                break
        for column in self.give_way:
            header.setSectionHidden(column, column not in shown)
