"""The label palette: every error label with its mark and its key, always beside the summary.

The right-click menu stays; the palette is for the writer who does not yet know the keys, and
for the mouse: select a passage, then click the label. Each row shows the label's own colour
and line pattern, as it will be drawn under the text.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QFrame, QLabel, QToolButton, QVBoxLayout, QWidget

from writerlens.review.taxonomy import Taxonomy
from writerlens.ui.review.marks import style_for


@cache
def swatch(label_id: str) -> QIcon:
    """The label's mark as a small picture: its colour and its line pattern."""
    style = style_for(label_id)
    pixmap = QPixmap(22, 12)
    pixmap.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pixmap)
    painter.setPen(style.pen(3.0))
    painter.drawLine(0, 8, 22, 8)
    painter.end()
    return QIcon(pixmap)


class LabelPalette(QFrame):
    """One button per label ("X  Contradiction"), grouped by what the label is about."""

    #: a label was chosen (its id)
    chosen = Signal(str)

    def __init__(self, taxonomy: Taxonomy, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("labelPalette")
        self.setAccessibleName(self.tr("Error labels"))
        self.buttons: dict[str, QToolButton] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        title = QLabel(self.tr("<b>Labels</b> (select words, then a key)"))
        title.setWordWrap(True)
        layout.addWidget(title)
        for attribute in taxonomy.attributes:
            for label in attribute.labels:
                button = QToolButton()
                button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
                button.setAutoRaise(True)
                button.setIcon(swatch(label.id))
                button.setIconSize(QSize(22, 12))
                button.setText(f"{label.shortcut}  {label.name}")
                button.setToolTip(f"{attribute.name}: {label.description}")
                button.setAccessibleName(
                    self.tr("{label}, key {key}").format(label=label.name, key=label.shortcut)
                )
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the selection stays put
                button.clicked.connect(lambda _c=False, i=label.id: self.chosen.emit(i))
                self.buttons[label.id] = button
                layout.addWidget(button)
        layout.addStretch(1)
