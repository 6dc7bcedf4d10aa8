"""Small pieces every settings page shares: a status line, size wording, page scaffolding."""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QScrollArea, QVBoxLayout, QWidget

from writerlens.ui.i18n import decimal, number
from writerlens.ui.tr_context import TrContext

SettingsText = TrContext("SettingsText")


class Tone(Enum):
    PLAIN = ""
    BUSY = "…"
    GOOD = "✓"
    PROBLEM = "⚠"


class StatusLine(QLabel):
    """One line that says how the last action went. The sign carries the tone, not a colour,
    so that it reads the same in light and dark themes and to a screen reader."""

    def __init__(self, accessible_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setAccessibleName(accessible_name)
        self.tone = Tone.PLAIN

    def say(self, text: str, tone: Tone = Tone.PLAIN) -> None:
        self.tone = tone
        sign = tone.value
        self.setText(f"{sign} {text}" if sign and tone is not Tone.BUSY else text)
        self.setAccessibleDescription(text)


def intro(text: str) -> QLabel:
    """A paragraph at the top of a page that says what the page is for."""
    label = QLabel(text)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setOpenExternalLinks(False)
    return label


def heading(text: str) -> QLabel:
    label = QLabel(f"<b>{text}</b>")
    label.setTextFormat(Qt.TextFormat.RichText)
    return label


def scrolling(content: QWidget) -> QScrollArea:
    """Wrap a page so that it stays usable in a small window or with large system fonts."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    area.setWidget(content)
    return area


def page_layout(page: QWidget) -> QVBoxLayout:
    layout = QVBoxLayout(page)
    layout.setContentsMargins(12, 12, 12, 12)
    layout.setSpacing(10)
    return layout


def size_text(n_bytes: int | float) -> str:
    """Sizes as download pages and file managers show them (decimal units)."""
    if n_bytes >= 1e9:
        return SettingsText.tr("{n} GB").format(n=decimal(n_bytes / 1e9))
    if n_bytes >= 1e6:
        return SettingsText.tr("{n} MB").format(n=number(n_bytes / 1e6))
    return SettingsText.tr("{n} KB").format(n=number(max(1, round(n_bytes / 1e3))))


def tokens_text(n: int | None) -> str:
    if not n:
        return SettingsText.tr("unknown")
    return SettingsText.tr("{n} tokens").format(n=number(n))
