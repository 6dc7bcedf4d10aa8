"""Choosing a questionnaire or an error taxonomy: one that ships, or the coordinator's file."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from writerlens.review.instrument_files import builtin_ids
from writerlens.ui.study.study_form import Instrument

OWN_FILE = "__file__"


class InstrumentPicker(QWidget):
    def __init__(self, kind: str, noun: str, parent: QWidget | None = None) -> None:
        """``kind`` is the resources folder ("questionnaire", "taxonomy"); ``noun`` names it."""
        super().__init__(parent)
        self.noun = noun
        self.combo = QComboBox()
        self.combo.setAccessibleName(noun)
        # as wide as the form gives it, not as its longest choice (a small screen scrolled
        # the whole dialog sideways)
        self.combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.combo.setMinimumContentsLength(16)
        for instrument_id in builtin_ids(kind):
            # named as the study it follows ("Reading Subtext"), not by its id
            name = instrument_id.replace("-", " ").replace("_", " ").title()
            self.combo.addItem(
                self.tr("{id} (ships with WriterLens)").format(id=name), instrument_id
            )
        self.combo.addItem(self.tr("Your own (a JSON file)…"), OWN_FILE)
        self.combo.currentIndexChanged.connect(lambda _i: self._update())
        self.path = QLineEdit()
        self.path.setPlaceholderText(self.tr("The JSON file, in the format of the shipped ones"))
        self.path.setAccessibleName(self.tr("{noun} file").format(noun=noun))
        self.browse = QPushButton(self.tr("Browse…"))
        self.browse.setAccessibleName(self.tr("Choose the {noun} file").format(noun=noun))
        self.browse.clicked.connect(self.choose_file)
        file_row = QHBoxLayout()
        file_row.setContentsMargins(0, 0, 0, 0)
        file_row.addWidget(self.path, 1)
        file_row.addWidget(self.browse)
        self.file_row = QWidget()
        self.file_row.setLayout(file_row)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.combo)
        layout.addWidget(self.file_row)
        self._update()

    def _update(self) -> None:
        self.file_row.setVisible(self.combo.currentData() == OWN_FILE)

    def choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Choose the {noun} file").format(noun=self.noun),
            "",
            self.tr("JSON files (*.json);;All files (*)"),
        )
        if path:
            self.set_file(Path(path))

    def set_file(self, path: Path) -> None:
        self.combo.setCurrentIndex(self.combo.findData(OWN_FILE))
        self.path.setText(str(path))

    def value(self) -> Instrument:
        data = self.combo.currentData()
        if data == OWN_FILE:
            text = self.path.text().strip()
            return Instrument(file=Path(text) if text else Path())
        return Instrument(builtin=str(data))
