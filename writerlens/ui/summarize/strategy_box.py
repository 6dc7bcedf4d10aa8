"""How to summarize: the strategy (with a line on what the chosen one does) and the length.

One line for the chosen strategy, not one under every choice: five wrapped lines took half
the height of a 640-pixel screen and squeezed the model list into a one-row box. Each choice's
line is its tooltip and its accessible description.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from writerlens.summarize.options import Strategy
from writerlens.ui.summarize.texts import strategy_line, strategy_name, strategy_term


class StrategyBox(QGroupBox):
    #: the strategy or the length changed
    changed = Signal()

    def __init__(self, words: int, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("How to summarize"), parent)
        self.setObjectName("strategyBox")
        self.buttons = QButtonGroup(self)
        self.radios: dict[Strategy, QRadioButton] = {}
        layout = QVBoxLayout(self)
        for index, strategy in enumerate(Strategy):
            radio = QRadioButton(strategy_name(strategy))
            radio.setObjectName(f"strategy:{strategy.value}")
            radio.setAccessibleDescription(strategy_line(strategy))
            term = strategy_term(strategy)
            radio.setToolTip(strategy_line(strategy) + (f"\n\n{term}" if term else ""))
            self.buttons.addButton(radio, index)
            self.radios[strategy] = radio
            layout.addWidget(radio)
        self.line = QLabel()
        self.line.setObjectName("strategyLine")
        self.line.setWordWrap(True)
        self.line.setEnabled(False)  # drawn in the style's muted colour
        layout.addWidget(self.line)
        self.radios[Strategy.AUTO].setChecked(True)
        self.line.setText(strategy_line(Strategy.AUTO))

        self.words = QSpinBox()
        self.words.setObjectName("targetWords")
        self.words.setRange(20, 20_000)
        self.words.setSingleStep(50)
        self.words.setValue(words)
        self.words.setSuffix(self.tr(" words"))
        self.words.setAccessibleName(self.tr("Target length of the summary, in words"))
        words_label = QLabel(self.tr("Target &length: about"))
        words_label.setBuddy(self.words)
        row = QHBoxLayout()
        row.addWidget(words_label)
        row.addWidget(self.words)
        row.addStretch(1)
        layout.addLayout(row)

        self.buttons.idToggled.connect(self._toggled)
        self.words.valueChanged.connect(lambda _value: self._changed())

    def _toggled(self, _id: int, on: bool) -> None:
        if on:  # the radio turned off sends its own toggle: one change, not two
            self._changed()

    def strategy(self) -> Strategy:
        return list(Strategy)[self.buttons.checkedId()]

    def set_strategy(self, name: str) -> None:
        """A strategy by name (from a study file or the last choice); unknown ones: auto."""
        try:
            strategy = Strategy(name)
        except ValueError:
            strategy = Strategy.AUTO
        self.radios[strategy].setChecked(True)

    def _changed(self) -> None:
        self.line.setText(strategy_line(self.strategy()))
        # Gradual summaries take their lengths from the story's, not from this field.
        self.words.setEnabled(self.strategy() is not Strategy.GRADUAL)
        self.changed.emit()
