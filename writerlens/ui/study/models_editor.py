"""The models a study asks writers to use: provider + model id rows, with suggestions.

Suggestions are the shipped catalog's cloud models and the models set up in this library
(servers, local GGUF files); any other id can be typed. They are gathered in a worker, since
asking whether a key is set may go through the system's keychain.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from writerlens.llm.catalog import Catalog
from writerlens.services import model_setup
from writerlens.services.library import Library
from writerlens.ui.study.study_text import provider_name
from writerlens.ui.workers import Workers


@dataclass(frozen=True)
class Suggestion:
    provider: str
    model: str
    label: str


def suggestions(library: Library) -> list[Suggestion]:
    """The writer's set-up models first, then the catalog's (worker thread)."""
    found: list[Suggestion] = []
    seen: set[tuple[str, str]] = set()
    for choice in model_setup.choices(library):
        key = (choice.spec.kind, choice.spec.model)
        if key not in seen and choice.spec.model:
            seen.add(key)
            found.append(Suggestion(*key, choice.label))
    catalog = Catalog.load()
    for provider in ("anthropic", "openai"):
        for info in catalog.models(provider):
            key = (provider, info.model)
            if key not in seen:
                seen.add(key)
                found.append(
                    Suggestion(provider, info.model, f"{info.name} ({provider_name(provider)})")
                )
    return found


class ModelsEditor(QWidget):
    PROVIDER, MODEL = range(2)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = QTableWidget(0, 2)
        self.table.setObjectName("studyModels")
        self.table.setAccessibleName(self.tr("Models writers should use"))
        self.table.setHorizontalHeaderLabels([self.tr("Provider"), self.tr("Model id")])
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move inside
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(self.PROVIDER, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(self.MODEL, QHeaderView.ResizeMode.Stretch)
        self.table.setMinimumHeight(120)
        self.pick = QComboBox()
        self.pick.setAccessibleName(self.tr("A model to add"))
        self.pick.setMinimumContentsLength(24)
        self.pick.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.pick.addItem(self.tr("Finding models…"))
        self.pick.setEnabled(False)
        self.add_button = QPushButton(self.tr("A&dd"))
        self.add_button.setAccessibleName(self.tr("Add the model chosen"))
        self.add_button.setEnabled(False)
        self.add_button.clicked.connect(self.add_picked)
        self.other_button = QPushButton(self.tr("Add &Other…"))
        self.other_button.setAccessibleName(self.tr("Add an empty row to type a model id"))
        self.other_button.clicked.connect(self.add_empty)
        self.remove_button = QPushButton(self.tr("Remo&ve"))
        self.remove_button.setAccessibleName(self.tr("Remove the selected model"))
        self.remove_button.clicked.connect(self.remove_selected)
        # the choice on a line of its own, its buttons below: side by side they made the
        # Create a Study File dialog scroll sideways on a 1024x640 screen in German
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.other_button)
        buttons.addStretch(1)
        buttons.addWidget(self.remove_button)
        row = QVBoxLayout()
        row.addWidget(self.pick)
        row.addLayout(buttons)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table, 1)
        layout.addLayout(row)
        self._suggestions: list[Suggestion] = []

    def load_suggestions(self, library: Library, workers: Workers) -> None:
        workers.start(
            lambda _progress, _cancel: suggestions(library),
            self.set_suggestions,
            lambda _exc: self.set_suggestions([]),
            key=f"study-model-suggestions-{id(self)}",
        )

    def set_suggestions(self, found: list[Suggestion]) -> None:
        self._suggestions = list(found)
        self.pick.clear()
        for suggestion in found:
            self.pick.addItem(suggestion.label)
        if not found:
            self.pick.addItem(self.tr("No suggestions: use Add Other…"))
        self.pick.setEnabled(bool(found))
        self.add_button.setEnabled(bool(found))

    def add_picked(self) -> None:
        index = self.pick.currentIndex()
        if 0 <= index < len(self._suggestions):
            chosen = self._suggestions[index]
            self.add_model(chosen.provider, chosen.model)

    def add_model(self, provider: str, model: str) -> None:
        if (provider, model) in self.models():
            return
        row = self.table.rowCount()
        self.table.insertRow(row)
        self.table.setItem(row, self.PROVIDER, QTableWidgetItem(provider))
        self.table.setItem(row, self.MODEL, QTableWidgetItem(model))
        self.table.setCurrentCell(row, self.MODEL)

    def add_empty(self) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        self.table.setItem(row, self.PROVIDER, QTableWidgetItem("openai-compatible"))
        model = QTableWidgetItem("")
        self.table.setItem(row, self.MODEL, model)
        self.table.setCurrentCell(row, self.MODEL)
        self.table.editItem(model)

    def remove_selected(self) -> None:
        row = self.table.currentRow()
        if row >= 0:
            self.table.removeRow(row)

    def models(self) -> list[tuple[str, str]]:
        out = []
        for row in range(self.table.rowCount()):
            cells = [self.table.item(row, c) for c in (self.PROVIDER, self.MODEL)]
            provider, model = (c.text().strip() if c is not None else "" for c in cells)
            out.append((provider, model))
        return out
