"""The report's plots in the Study window: the same PNGs as report.html, drawn in a worker."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap, QResizeEvent
from PySide6.QtWidgets import QLabel, QScrollArea, QVBoxLayout, QWidget


class PlotsView(QScrollArea):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("studyPlots")
        self.setAccessibleName(self.tr("Plots"))
        self.setWidgetResizable(True)
        self.pixmaps: dict[str, QPixmap] = {}
        self._images: list[tuple[QLabel, QPixmap]] = []
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
        self._images = []
        label = QLabel(text)
        label.setWordWrap(True)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._layout.addWidget(label, 1)

    def set_plots(self, plots: dict[str, bytes]) -> None:
        self._clear()
        self.pixmaps = {}
        self._images = []
        if not plots:
            self.show_message(self.tr("There is nothing to plot yet."))
            return
        for title, png in plots.items():
            pixmap = QPixmap()
            if not pixmap.loadFromData(png, "PNG"):
                continue
            self.pixmaps[title] = pixmap
            shown = self.caption(title)
            caption = QLabel(f"<b>{escape(shown)}</b>")
            caption.setTextFormat(Qt.TextFormat.RichText)
            caption.setWordWrap(True)
            image = QLabel()
            image.setPixmap(pixmap)
            image.setAccessibleName(shown)
            image.setToolTip(shown)
            self._images.append((image, pixmap))
            self._layout.addWidget(caption)
            self._layout.addWidget(image)
        self._layout.addStretch(1)
        self._fit_images()

    def caption(self, title: str) -> str:
        """A plot's title (the report's English, writerlens/study/coordinator/plots.py) in the
        window's language."""
        return {
            "Answers per model and question": self.tr("Answers per model and question"),
            "Ranking: how often one model was placed above another": self.tr(
                "Ranking: how often one model was placed above another"
            ),
            "Highlighted passages per error label": self.tr("Highlighted passages per error label"),
            "Claims: where in the story the claimed events sit": self.tr(
                "Claims: where in the story the claimed events sit"
            ),
        }.get(title, title)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_images()

    def _fit_images(self) -> None:
        """A plot wider than the pane is shown smaller (never larger than drawn), so that a
        small screen sees it whole without scrolling sideways."""
        margins = self._layout.contentsMargins()
        room = self.viewport().width() - margins.left() - margins.right()
        for image, pixmap in self._images:
            if room <= 0:
                return
            width = min(pixmap.width(), room)
            if image.pixmap().width() != width:
                image.setPixmap(
                    pixmap
                    if width == pixmap.width()
                    else pixmap.scaledToWidth(width, Qt.TransformationMode.SmoothTransformation)
                )
