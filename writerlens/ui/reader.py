"""The reader pane: a story shown as a writer would read it, paragraph by paragraph."""

from __future__ import annotations

import time

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontDatabase, QTextBlockFormat, QTextCursor, QTextOption
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


def story_blocks(text: str) -> list[tuple[str, bool]]:
    """The story as (paragraph text, is a scene break) pairs. Pure: safe in a worker."""
    return [(text[p.start : p.end], p.is_scene_break) for p in paragraphs(text)]


# Fill the page in small slices so the window never stutters: Qt lays out what a slice
# inserted when the slice ends, so its size is capped in paragraphs as well as in time.
SLICE_SECONDS = 0.006
SLICE_PARAGRAPHS = 60


class ReaderPane(QWidget):
    """Title, a line of facts, and the text. A novel is laid in slice by slice: the first page
    shows at once and the window stays responsive while the rest arrives."""

    #: the whole story is on the page
    filled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._blocks: list[tuple[str, bool]] = []
        self._next = 0
        self._generation = 0
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
        self.text.setUndoRedoEnabled(False)
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
        self._paragraph_format = QTextBlockFormat()
        self._paragraph_format.setBottomMargin(8)
        self._paragraph_format.setLineHeight(
            140, QTextBlockFormat.LineHeightTypes.ProportionalHeight.value
        )
        self._break_format = QTextBlockFormat()
        self._break_format.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._break_format.setTopMargin(14)
        self._break_format.setBottomMargin(20)
        self.show_nothing()

    def show_nothing(self) -> None:
        self._generation += 1
        self.title.setText(self.tr("No story selected"))
        self.meta.setText(self.tr("Choose a story on the left, or import one of your own."))
        self.text.clear()

    def show_loading(self, title: str) -> None:
        self._generation += 1
        self.title.setText(title)
        self.meta.setText(self.tr("Opening…"))
        self.text.clear()

    def show_manuscript(self, manuscript: Manuscript, blocks: list[tuple[str, bool]]) -> None:
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
        self._generation += 1
        self._blocks = blocks
        self._next = 0
        self.text.clear()
        self._fill(self._generation)

    def _fill(self, generation: int) -> None:
        if generation != self._generation:
            return  # another story was opened meanwhile
        first_slice = self._next == 0
        cursor = QTextCursor(self.text.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        deadline = time.perf_counter() + SLICE_SECONDS
        cursor.beginEditBlock()
        stop = min(len(self._blocks), self._next + SLICE_PARAGRAPHS)
        while self._next < stop and time.perf_counter() < deadline:
            body, is_break = self._blocks[self._next]
            fmt = self._break_format if is_break else self._paragraph_format
            if self._next == 0:
                cursor.setBlockFormat(fmt)
            else:
                cursor.insertBlock(fmt)
            cursor.insertText("⁂" if is_break else body)
            self._next += 1
        cursor.endEditBlock()
        if first_slice:
            # The view's own cursor sat where the text went in and was carried to its end;
            # put it back at the top so the story opens at its beginning.
            self.text.setTextCursor(QTextCursor(self.text.document()))
            self.text.verticalScrollBar().setValue(0)
        if self._next < len(self._blocks):
            QTimer.singleShot(0, lambda: self._fill(generation))
        else:
            self.filled.emit()
