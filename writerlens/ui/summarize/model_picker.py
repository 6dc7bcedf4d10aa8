"""The checklist of models a story can be summarized with: up to three, ready ones only.

A model that cannot run now (no key yet, a missing file) stays in the list, disabled, with the
reason under it, so the writer sees what to fix in Settings instead of wondering where it went.
The order of ticking is kept: it is the order of the estimate and progress rows.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from writerlens.services.consent import consent_request
from writerlens.services.model_setup import ModelChoice
from writerlens.services.summarize import MAX_PARALLEL_JOBS
from writerlens.ui.errors import said


def _where(choice: ModelChoice) -> str:
    """Where the story goes with this model: the first thing a writer of unpublished work asks."""
    request = consent_request(choice.spec)
    if request is None:
        return QCoreApplication.translate(
            "ModelPicker", "Runs on this computer: the story does not leave it."
        )
    return QCoreApplication.translate("ModelPicker", "Sends the story to {provider}.").format(
        provider=request.provider_name
    )


class ModelPicker(QGroupBox):
    changed = Signal()
    settings_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Models (choose up to three)"), parent)
        self.setObjectName("modelPicker")
        self.boxes: dict[str, QCheckBox] = {}
        #: the name shown beside each box (it wraps; the box's own text would not)
        self.names: dict[str, QLabel] = {}
        self._choices: dict[str, ModelChoice] = {}
        self._order: list[str] = []

        self._list = QWidget()
        self._list_layout = QVBoxLayout(self._list)
        self._list_layout.setContentsMargins(4, 4, 4, 4)
        scroll = QScrollArea()
        scroll.setWidget(self._list)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        # A model's name wraps rather than hiding behind a sideways scroll bar (German, 1024
        # pixels: the bar took a line and the names and the reasons ran off the edge).
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Room for four models at least: never a one-row box on a small screen.
        scroll.setMinimumHeight(4 * (self.fontMetrics().height() + 10))

        self.loading = QLabel(self.tr("Looking up the models you set up…"))
        self._list_layout.addWidget(self.loading)
        self._list_layout.addStretch(1)

        self.note = QLabel()
        self.note.setObjectName("modelLimitNote")
        self.note.setWordWrap(True)
        self.note.hide()
        self.study_note = QLabel()
        self.study_note.setObjectName("studyNote")
        self.study_note.setWordWrap(True)
        self.study_note.hide()

        self.settings_button = QPushButton(self.tr("Open Se&ttings…"))
        self.settings_button.setAccessibleName(self.tr("Open Settings to set up models and keys"))
        self.settings_button.clicked.connect(self.settings_requested)
        # What Settings is for, as the button's tip: beside it, it took three lines of a small
        # screen's height from the model list.
        self.settings_button.setToolTip(self.tr("Add keys, servers and model files in Settings."))
        settings_row = QHBoxLayout()
        settings_row.addWidget(self.settings_button)
        settings_row.addStretch(1)

        layout = QVBoxLayout(self)
        layout.addWidget(self.study_note)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.note)
        layout.addLayout(settings_row)

    # -- filling ----------------------------------------------------------------------------

    def set_choices(self, choices: Sequence[ModelChoice], checked: Sequence[str]) -> None:
        """Show these models; tick those of ``checked`` (in that order) that can run now."""
        while self._list_layout.count():
            item = self._list_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.boxes.clear()
        self.names.clear()
        self._choices = {c.key: c for c in choices}
        ready = [c.key for c in choices if c.ready]
        self._order = [k for k in checked if k in ready][:MAX_PARALLEL_JOBS]
        self.note.hide()
        if not choices:
            empty = QLabel(
                self.tr(
                    "No models are set up yet. Add a cloud model's key, a server, or a model "
                    "file on this computer in Settings."
                )
            )
            empty.setWordWrap(True)
            self._list_layout.addWidget(empty)
        for choice in choices:
            label = said(choice.label)
            box = QCheckBox()
            box.setObjectName("model:" + choice.key)
            box.setAccessibleName(label)
            box.setChecked(choice.key in self._order)
            box.setEnabled(choice.ready)
            if choice.ready:
                box.setToolTip(_where(choice))
                box.setAccessibleDescription(_where(choice))
            box.toggled.connect(lambda on, key=choice.key: self._toggled(key, on))
            self.boxes[choice.key] = box
            row = _WrappedRow(box, label)
            self.names[choice.key] = row.label
            self._list_layout.addWidget(row)
            if not choice.ready:
                why_not = said(choice.why_not)
                box.setToolTip(why_not)
                box.setAccessibleDescription(why_not)
                why = QLabel(why_not)
                why.setObjectName("whyNot")
                why.setWordWrap(True)
                why.setEnabled(False)  # drawn in the style's muted colour
                why.setContentsMargins(24, 0, 0, 4)
                self._list_layout.addWidget(why)
        self._list_layout.addStretch(1)
        self.changed.emit()

    def set_study_note(self, text: str) -> None:
        self.study_note.setText(text)
        self.study_note.setVisible(bool(text))

    # -- reading ----------------------------------------------------------------------------

    def chosen(self) -> list[ModelChoice]:
        return [self._choices[k] for k in self._order]

    def chosen_keys(self) -> list[str]:
        return list(self._order)

    def choices(self) -> list[ModelChoice]:
        return list(self._choices.values())

    # -- ticking ----------------------------------------------------------------------------

    def _toggled(self, key: str, on: bool) -> None:
        if on and key not in self._order:
            if len(self._order) >= MAX_PARALLEL_JOBS:
                box = self.boxes[key]
                box.blockSignals(True)
                box.setChecked(False)
                box.blockSignals(False)
                self.note.setText(
                    self.tr(
                        "You can choose up to three models: a study compares three summaries "
                        "of each story. Untick one to choose “{model}” instead."
                    ).format(model=said(self._choices[key].label))
                )
                self.note.show()
                return
            self._order.append(key)
        elif not on and key in self._order:
            self._order.remove(key)
        self.note.hide()
        self.changed.emit()


class _WrappedRow(QWidget):
    """A check box whose text wraps (a QCheckBox's own text never does): the box, and beside it
    the model's name, which ticks the box when clicked, as the box's own text would."""

    def __init__(self, box: QCheckBox, text: str) -> None:
        super().__init__()
        self.box = box
        self.label = QLabel(text)
        self.label.setObjectName("modelName")
        self.label.setWordWrap(True)
        self.label.setEnabled(box.isEnabled())
        self.label.setToolTip(box.toolTip())
        self.label.setBuddy(box)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(box, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.label, 1)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()  # the release comes here, where the name was clicked

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self.box.isEnabled() and event.button() == Qt.MouseButton.LeftButton:
            self.box.click()
        super().mouseReleaseEvent(event)
