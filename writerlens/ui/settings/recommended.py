"""Models we suggest for a laptop, as a read-only table that says which ones are already here.

The list is :func:`writerlens.services.suggested_models.suggestions` (from
``resources/models/recommended.json``). What the table shows about each file being on this
computer comes from the disk only; the hub is contacted by the download panel, and only when
the writer presses Download.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

from writerlens.services import model_download as md
from writerlens.services.suggested_models import SuggestedModel, suggestions
from writerlens.ui.i18n import decimal, number
from writerlens.ui.settings.common import SettingsText, size_text


def hub_file(model: SuggestedModel) -> md.HubFile:
    return md.HubFile(model.repo, model.file)


def good_for(model: SuggestedModel) -> str:
    """What the model is good for, in the writer's language: the English text lives in
    recommended.json and is marked for translation in ui/data_texts.py (context
    "SuggestedModels"), like the built-in questionnaires."""
    return QCoreApplication.translate("SuggestedModels", model.why) if model.why else model.why


def how_to_text() -> str:
    return SettingsText.tr(
        "<b>Suggested models.</b> None comes with WriterLens. Select one and press "
        "<b>Download</b>: WriterLens fetches that one file from the Hugging Face model hub, "
        "checks it, and adds it to your models. WriterLens contacts the hub only when you "
        "press Download, and sends nothing about you or your stories. Read the model's "
        "licence first. Sizes and memory are approximate (memory when reading about 3,000 "
        "words at once); "
        "a bigger model writes better summaries but runs more slowly."
    )


class RecommendedTable(QTableWidget):
    """Read-only, as tall as its rows (the page scrolls, not the table), rows re-fitted to
    the width so the "good for" sentence always shows whole."""

    NAME, NEEDS, WHY = range(3)

    def __init__(self) -> None:
        self.models = suggestions().models
        super().__init__(len(self.models), 3)
        self.where = [""] * len(self.models)
        self.setAccessibleName(SettingsText.tr("Suggested models for a laptop"))
        self.setHorizontalHeaderLabels(
            [
                SettingsText.tr("Model"),
                SettingsText.tr("What it needs"),
                SettingsText.tr("Good for"),
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
        for row, model in enumerate(self.models):
            cells = (
                self._name_text(model, ""),
                "\n".join(
                    (
                        SettingsText.tr("≈ {n} GB to download").format(n=decimal(model.file_gb)),
                        SettingsText.tr("≈ {n} GB of memory").format(n=decimal(model.ram_gb_4k)),
                        SettingsText.tr("reads ≈ {n} words at once").format(
                            n=number(round(model.trained_context * 0.75, -3))
                        ),
                    )
                ),
                good_for(model),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                item.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
                if column == self.NAME:
                    item.setToolTip(
                        SettingsText.tr("From {repo} on the model hub").format(repo=model.repo)
                    )
                self.setItem(row, column, item)
        header = self.horizontalHeader()
        header.setSectionResizeMode(self.NAME, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(self.NEEDS, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(self.WHY, QHeaderView.ResizeMode.Stretch)
        # rows are fitted once the columns have their final widths (after layout settles)
        self._fit_timer = QTimer(self)
        self._fit_timer.setSingleShot(True)
        self._fit_timer.setInterval(0)
        self._fit_timer.timeout.connect(self._fit)
        header.sectionResized.connect(lambda *_: self._fit_timer.start())
        if self.models:
            self.selectRow(0)
        self._fit()

    @staticmethod
    def _name_text(model: SuggestedModel, where: str) -> str:
        lines = [
            SettingsText.tr("{name} ({publisher})").format(
                name=model.name, publisher=model.publisher
            ),
            model.file,
            SettingsText.tr("Licence: {licence}").format(licence=model.licence),
        ]
        return "\n".join([*lines, where] if where else lines)

    def selected_model(self) -> SuggestedModel | None:
        rows = self.selectionModel().selectedRows()
        return self.models[rows[0].row()] if rows else None

    def row_of(self, model: SuggestedModel) -> int:
        return self.models.index(model)

    def show_where(self, in_list: set[str]) -> None:
        """Say per model whether it is in the writer's models, downloaded, or part-way.
        Reads the disk only."""
        for row, model in enumerate(self.models):
            path = md.already_downloaded(hub_file(model))
            kept = md.partial_bytes(hub_file(model)) if path is None else 0
            if path is not None and (str(path) in in_list or str(path.resolve()) in in_list):
                text = SettingsText.tr("✓ In your models")
            elif path is not None:
                text = SettingsText.tr("✓ Downloaded")
            elif kept:
                text = SettingsText.tr("Paused: {n} kept").format(n=size_text(kept))
            else:
                text = ""
            self.where[row] = text
            name = self.item(row, self.NAME)
            if name is not None:
                name.setText(self._name_text(model, text))
        self._fit_timer.start()

    def status_text(self, model: SuggestedModel) -> str:
        return self.where[self.row_of(model)]

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


def in_list_paths(paths: list[str]) -> set[str]:
    """The writer's model paths, also resolved (a downloaded model is a link into the cache)."""
    found = set(paths)
    found.update(str(Path(p).resolve()) for p in paths)
    return found
