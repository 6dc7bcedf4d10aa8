"""A read-only item model for one of the report's tables, and the view that shows it.

The display is rounded for reading (means to two decimals, shares to one, p-values to three);
``VALUE_ROLE`` gives the exact number from the report, so nothing is lost by the rounding.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QLocale, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from writerlens.ui.study.report_tables import Table

VALUE_ROLE = Qt.ItemDataRole.UserRole + 1
_Index = QModelIndex | QPersistentModelIndex
_DECIMALS = {"mean": 2, "pct": 1, "p": 3, "coef": 3}


def format_value(value: Any, kind: str, locale: QLocale | None = None) -> str:
    locale = locale or QLocale()
    if value is None:
        return "—"
    if kind == "text" or isinstance(value, str):
        return str(value)
    if isinstance(value, bool):
        return str(value)
    if kind == "count":
        return locale.toString(int(value))
    number = float(value)
    if kind == "p" and 0 < number < 0.001:
        return "< " + locale.toString(0.001, "f", 3)
    text = locale.toString(number, "f", _DECIMALS.get(kind, 2))
    return text + "%" if kind == "pct" else text


class ReportTableModel(QAbstractTableModel):
    def __init__(self, table: Table, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self._locale = QLocale()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.table.rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.table.columns)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        value = self.table.rows[index.row()][index.column()]
        column = self.table.columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            if column.shown is not None:  # an id shown by its name (VALUE_ROLE keeps the id)
                value = column.shown(value)
            return format_value(value, column.kind, self._locale)
        if role == VALUE_ROLE:
            return value
        if role == Qt.ItemDataRole.TextAlignmentRole:
            horizontal = (
                Qt.AlignmentFlag.AlignLeft if column.kind == "text" else Qt.AlignmentFlag.AlignRight
            )
            return int(horizontal | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = self.table.tips.get((index.row(), index.column()))
            if tip:
                return tip
            shown = column.shown(value) if column.shown is not None else value
            if column.kind == "text" and isinstance(shown, str) and len(shown) > 30:
                return shown
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        column = self.table.columns[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return column.header
        if role == Qt.ItemDataRole.ToolTipRole and column.tip:
            return column.tip
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(
                Qt.AlignmentFlag.AlignLeft if column.kind == "text" else Qt.AlignmentFlag.AlignRight
            )
        return None

    def column_values(self, header: str) -> list[Any]:
        """The exact values of one column (tests compare them with report.json)."""
        col = [c.header for c in self.table.columns].index(header)
        return [row[col] for row in self.table.rows]


class ReportTableView(QTableView):
    def __init__(self, table: Table, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.report_model = ReportTableModel(table, self)
        self.setModel(self.report_model)
        self.setObjectName(f"table-{table.key}")
        self.setAccessibleName(table.title)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        self.setTabKeyNavigation(False)  # Tab moves on to the next table, arrows move inside
        self.verticalHeader().hide()
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # a last column of text (a note) takes the room left; numbers stay by their neighbours
        header.setStretchLastSection(table.columns[-1].kind == "text")
