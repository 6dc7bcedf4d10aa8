"""The report's plots in the Study window: the same PNGs as report.html, drawn in a worker."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QLabel, QScrollArea, QVBoxLayout, QWidget


class PlotsView(QScrollArea):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("studyPlots")
        self.setAccessibleName(self.tr("Plots"))
        self.setWidgetResizable(True)
        self.pixmaps: dict[str, QPixmap] = {}
        self._body = QWidget()
        self._layout = QVBoxLayout(self._body)
        self.setWidget(self._body)
        self.show_message(self.tr("The plots appear here once bundles are imported."))

    def _clear(self) -> None:
        while self._layout.count():
            item = self._layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()

    def show_message(self, text: str) -> None:
        self._clear()
        self.pixmaps = {}
        label = QLabel(text)
        label.setWordWrap(True)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._layout.addWidget(label, 1)

    def set_plots(self, plots: dict[str, bytes]) -> None:
        self._clear()
        self.pixmaps = {}
        if not plots:
            self.show_message(self.tr("There is nothing to plot yet."))
            return
        for title, png in plots.items():
            pixmap = QPixmap()
            if not pixmap.loadFromData(png, "PNG"):
                continue
            self.pixmaps[title] = pixmap
            caption = QLabel(f"<b>{escape(title)}</b>")
            caption.setTextFormat(Qt.TextFormat.RichText)
            image = QLabel()
            image.setPixmap(pixmap)
            image.setAccessibleName(title)
            image.setToolTip(title)
            self._layout.addWidget(caption)
            self._layout.addWidget(image)
        self._layout.addStretch(1)
