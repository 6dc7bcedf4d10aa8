"""The reader pane: a story shown as a writer would read it, paragraph by paragraph."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontDatabase, QTextOption
from PySide6.QtWidgets import QLabel, QTextBrowser, QVBoxLayout, QWidget

from writerlens.domain import Manuscript
from writerlens.texts import paragraphs
from writerlens.ui.library_model import imported_text

_SERIFS = ("Literata", "Georgia", "Charter", "Noto Serif", "DejaVu Serif", "Liberation Serif")


def story_font() -> QFont:
    """A book face at the system's text size, so the story reads like a page, not a form."""
    font = QFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont))
    available = set(QFontDatabase.families())
    for family in _SERIFS:
        if family in available:
            font.setFamily(family)
            break
    else:
        font.setStyleHint(QFont.StyleHint.Serif)
    size = font.pointSizeF()
    if size > 0:
        font.setPointSizeF(size * 1.15)
    return font


def story_html(text: str) -> str:
    """HTML for a story: one <p> per paragraph, scene breaks centred. Pure: safe in a worker."""
    parts: list[str] = []
    for para in paragraphs(text):
        if para.is_scene_break:
            parts.append('<p align="center" style="margin-top:14px; margin-bottom:20px;">⁂</p>')
            continue
        body = html.escape(text[para.start : para.end])
        parts.append(f'<p style="margin-top:0; margin-bottom:8px; line-height:140%;">{body}</p>')
    return "\n".join(parts)


class ReaderPane(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        self.title.setObjectName("readerTitle")
        self.title.setWordWrap(True)
        self.title.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        title_font = story_font()
        title_font.setPointSizeF(max(title_font.pointSizeF() * 1.45, 14))
        title_font.setBold(True)
        self.title.setFont(title_font)
        self.meta = QLabel()
        self.meta.setObjectName("readerMeta")
        self.meta.setWordWrap(True)
        self.meta.setForegroundRole(self.meta.foregroundRole())
        self.meta.setStyleSheet("color: palette(placeholder-text);")
        self.text = QTextBrowser()
        self.text.setObjectName("readerText")
        self.text.setAccessibleName(self.tr("Story text"))
        self.text.setOpenLinks(False)
        self.text.setFont(story_font())
        self.text.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        self.text.document().setDocumentMargin(24)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.setSpacing(4)
        layout.addWidget(self.title)
        layout.addWidget(self.meta)
        layout.addSpacing(6)
        layout.addWidget(self.text, 1)
        self.show_nothing()

    def show_nothing(self) -> None:
        self.title.setText(self.tr("No story selected"))
        self.meta.setText(self.tr("Choose a story on the left, or import one of your own."))
        self.text.clear()

    def show_loading(self, title: str) -> None:
        self.title.setText(title)
        self.meta.setText(self.tr("Opening…"))
        self.text.clear()

    def show_manuscript(self, manuscript: Manuscript, body_html: str) -> None:
        self.title.setText(manuscript.title)
        bits = [
            self.tr("{n} words").format(n=f"{manuscript.words:,}"),
            self.tr("{n} tokens").format(n=f"{manuscript.tokens:,}"),
        ]
        if manuscript.reading_level is not None:
            bits.append(
                self.tr("reading level: grade {g}").format(g=f"{manuscript.reading_level:.1f}")
            )
        bits.append(self.tr("imported {date}").format(date=imported_text(manuscript.imported_at)))
        if manuscript.version > 1:
            bits.append(self.tr("version {n}").format(n=manuscript.version))
        self.meta.setText("  ·  ".join(bits))
        if manuscript.notes:
            self.meta.setText(self.meta.text() + "\n" + "\n".join(manuscript.notes))
        self.text.setHtml(body_html)
        self.text.verticalScrollBar().setValue(0)
