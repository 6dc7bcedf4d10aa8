"""What each chosen model would take, shown before anything is sent.

Rows follow the order the models were ticked. A row says "Counting…" until its estimate
arrives from a worker; a model that cannot take the story (too long for it, a file that will
not load) shows why across the row instead of numbers.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from writerlens.llm.catalog import format_cost
from writerlens.services.model_setup import ModelChoice
from writerlens.services.summarize import Estimate
from writerlens.ui.summarize.texts import number, plain_strategy


class EstimateTable(QGroupBox):
    MODEL, HOW, CALLS, SENT, WRITTEN, COST = range(6)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Estimate"), parent)
        self.setObjectName("estimates")
        self.table = QTableWidget(0, 6)
        self.table.setObjectName("estimateTable")
        self.table.setAccessibleName(self.tr("Estimate per model"))
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Model"),
                self.tr("How"),
                self.tr("Calls"),
                self.tr("Tokens sent"),
                self.tr("Tokens written"),
                self.tr("Cost"),
            ]
        )
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setWordWrap(True)
        self.table.setShowGrid(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(self.MODEL, QHeaderView.ResizeMode.Stretch)
        for column in range(self.HOW, self.COST + 1):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.total = QLabel()
        self.total.setObjectName("estimateTotal")
        self.total.setWordWrap(True)
        self.hint = QLabel(
            self.tr(
                "Nothing is sent until you start. Tokens are counted on this computer; a "
                "cloud model's own count may differ a little. Costs use the published prices "
                "WriterLens knows of."
            )
        )
        self.hint.setWordWrap(True)
        self.hint.setEnabled(False)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.total)
        layout.addWidget(self.hint)
        self._keys: list[str] = []
        self.estimates: dict[str, Estimate] = {}
        self.problems: dict[str, str] = {}
        self.show_models([])

    def show_models(self, choices: Sequence[ModelChoice]) -> None:
        """One row per chosen model, each waiting for its numbers."""
        self._keys = [c.key for c in choices]
        self.estimates.clear()
        self.problems.clear()
        self.table.clearSpans()
        self.table.setRowCount(len(choices))
        for row, choice in enumerate(choices):
            self._put(row, self.MODEL, choice.label)
            self._put(row, self.HOW, self.tr("Counting…"))
            for column in range(self.CALLS, self.COST + 1):
                self._put(row, column, "")
        self._update_total()

    def set_estimate(self, key: str, estimate: Estimate) -> None:
        if key not in self._keys:
            return  # the model was unticked meanwhile
        row = self._keys.index(key)
        self.problems.pop(key, None)
        self.estimates[key] = estimate
        if self.table.columnSpan(row, self.HOW) > 1:
            self.table.setSpan(row, self.HOW, 1, 1)
        how = plain_strategy(estimate.strategy)
        if estimate.chunks > 1:
            how = self.tr("{how}, {n} parts").format(how=how, n=estimate.chunks)
        self._put(row, self.HOW, how)
        self._put(row, self.CALLS, number(estimate.calls), numeric=True)
        self._put(row, self.SENT, self.tr("about {n}").format(n=number(estimate.input_tokens)))
        self._put(row, self.WRITTEN, self.tr("about {n}").format(n=number(estimate.output_tokens)))
        cost = (
            self.tr("free (on this computer)")
            if estimate.is_local
            else self.tr("about {cost}").format(cost=estimate.cost_text)
            if estimate.cost_usd is not None
            else self.tr("price unknown")
        )
        self._put(row, self.COST, cost)
        self._update_total()

    def set_problem(self, key: str, message: str) -> None:
        if key not in self._keys:
            return
        row = self._keys.index(key)
        self.estimates.pop(key, None)
        self.problems[key] = message
        for column in range(self.HOW + 1, self.COST + 1):
            self._put(row, column, "")
        self.table.setSpan(row, self.HOW, 1, self.COST - self.HOW + 1)
        self._put(row, self.HOW, message)
        self.table.resizeRowToContents(row)
        self._update_total()

    def row_texts(self, key: str) -> list[str]:
        """What a row shows, cell by cell (for tests and accessibility checks)."""
        row = self._keys.index(key)
        return [self.table.item(row, c).text() for c in range(self.table.columnCount())]

    def _put(self, row: int, column: int, text: str, numeric: bool = False) -> None:
        item = QTableWidgetItem(text)
        item.setToolTip(text)
        if numeric:
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.table.setItem(row, column, item)

    def _update_total(self) -> None:
        if not self._keys:
            self.total.setText(self.tr("Choose a model to see what summarizing would take."))
            return
        waiting = len(self._keys) - len(self.estimates) - len(self.problems)
        if waiting:
            self.total.setText(self.tr("Counting the story's tokens…"))
            return
        if not self.estimates:
            self.total.setText("")
            return
        found = list(self.estimates.values())
        calls = sum(e.calls for e in found)
        sent = sum(e.input_tokens for e in found)
        costs = [e.cost_usd for e in found if not e.is_local]
        if any(c is None for c in costs):
            cost = self.tr("part of the cost is unknown")
        elif costs:
            cost = self.tr("about {cost} in all").format(
                cost=format_cost(sum(c for c in costs if c is not None))
            )
        else:
            cost = self.tr("free")
        self.total.setText(
            self.tr("In all: {calls} calls, about {sent} tokens sent; {cost}.").format(
                calls=number(calls), sent=number(sent), cost=cost
            )
        )
