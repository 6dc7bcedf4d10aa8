"""Models we suggest for a laptop, as a read-only table with how to get one.

WriterLens bundles no model and downloads nothing: the list (``resources/models/recommended.json``)
names each model, the file to look for, its licence and approximate size and memory, and the
writer fetches the file with their browser from the model's own page.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

from writerlens.resources import resource_path
from writerlens.ui.settings.common import tr


@dataclass(frozen=True)
class Recommendation:
    name: str
    publisher: str
    file: str
    quantisation: str
    file_gb: float
    ram_gb_4k: float
    trained_context: int
    licence: str
    why: str


@dataclass(frozen=True)
class Recommendations:
    checked: str
    note: str
    models: tuple[Recommendation, ...]


@cache
def recommendations() -> Recommendations:
    data = json.loads(resource_path("models", "recommended.json").read_text(encoding="utf-8"))
    models = tuple(Recommendation(**entry) for entry in data["models"])
    return Recommendations(data.get("checked", ""), data.get("note", ""), models)


def how_to_text() -> str:
    return tr(
        "<b>Suggested models.</b> None comes with WriterLens and WriterLens downloads "
        "nothing. To use one: look up the file name below on the model's page, read its "
        "licence, download the <i>.gguf</i> file with your browser, then choose "
        "<b>Add a .gguf file…</b> above. Sizes and memory are approximate (at a 4,096-token "
        "context); a bigger model writes better summaries but runs more slowly."
    )


class RecommendedTable(QTableWidget):
    """Read-only, as tall as its rows (the page scrolls, not the table), rows re-fitted to
    the width so the "good for" sentence always shows whole."""

    NAME, SIZE, RAM, CONTEXT, LICENCE, WHY = range(6)

    def __init__(self) -> None:
        found = recommendations()
        super().__init__(len(found.models), 6)
        self.setAccessibleName(tr("Suggested models for a laptop"))
        self.setHorizontalHeaderLabels(
            [
                tr("Model, and the file to look for"),
                tr("File size"),
                tr("Memory needed"),
                tr("Context"),
                tr("Licence"),
                tr("Good for"),
            ]
        )
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.verticalHeader().hide()
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        for row, model in enumerate(found.models):
            cells = (
                tr("{name} ({publisher})").format(name=model.name, publisher=model.publisher)
                + f"\n{model.file}",
                tr("≈ {n} GB").format(n=f"{model.file_gb:.1f}"),
                tr("≈ {n} GB").format(n=f"{model.ram_gb_4k:.1f}"),
                tr("{n}k tokens").format(n=model.trained_context // 1024),
                model.licence,
                model.why,
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                if column in (self.SIZE, self.RAM, self.CONTEXT):
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.setItem(row, column, item)
        header = self.horizontalHeader()
        for column in range(self.WHY):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(self.WHY, QHeaderView.ResizeMode.Stretch)
        # rows are fitted once the columns have their final widths (after layout settles)
        self._fit_timer = QTimer(self)
        self._fit_timer.setSingleShot(True)
        self._fit_timer.setInterval(0)
        self._fit_timer.timeout.connect(self._fit)
        header.sectionResized.connect(lambda *_: self._fit_timer.start())
        self._fit()

    def _fit(self) -> None:
        self.resizeRowsToContents()
        for row in range(self.rowCount()):
            self.setRowHeight(row, self.rowHeight(row) + 6)  # air between the two-line rows
        height = self.horizontalHeader().sizeHint().height() + 2 * self.frameWidth()
        height += sum(self.rowHeight(r) for r in range(self.rowCount()))
        self.setFixedHeight(height)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_timer.start()
