"""The reader pane: a story shown as a writer would read it, paragraph by paragraph.

Ctrl+F finds words in the story; a long story with chapters or scenes gets an outline to jump
to; where the writer was reading can be read back (``top_offset``) and returned to
(``scroll_to_offset``), in story code points, so that it survives resizes and restarts."""

from __future__ import annotations

import time
from bisect import bisect_right

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QColor,
    QFont,
    QFontDatabase,
    QKeySequence,
    QPalette,
    QResizeEvent,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextOption,
)
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QTextBrowser,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from writerlens.domain import Manuscript
from writerlens.review.spans import codepoint_to_utf16, utf16_to_codepoint
from writerlens.ui import glossary, plain
from writerlens.ui.errors import said
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
    from writerlens.texts.segment import paragraphs  # in the worker that loads a story (#29)

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
        self.outline = QComboBox()
        self.outline.setObjectName("storyOutline")
        self.outline.setAccessibleName(self.tr("Chapters and scenes"))
        self.outline.setToolTip(self.tr("Jump to a chapter or scene"))
        self.outline.activated.connect(self._jump)
        self.outline.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.outline.setMinimumContentsLength(12)
        self.outline.hide()
        layout.addWidget(self.outline)
        layout.addSpacing(6)
        layout.addWidget(self.text, 1)
        self.find_box = QLineEdit()
        self.find_box.setObjectName("storyFind")
        self.find_box.setPlaceholderText(self.tr("Find in the story (Enter: next, Esc: close)"))
        self.find_box.setAccessibleName(self.tr("Find in the story"))
        self.find_box.setClearButtonEnabled(True)
        self.find_box.returnPressed.connect(lambda: self.find_next(self.find_box.text()))
        self.find_box.textEdited.connect(lambda text: self.find_next(text, from_start=True))
        self.find_note = QLabel()
        self.find_note.setStyleSheet("color: palette(placeholder-text);")
        find_row = QHBoxLayout()
        find_row.addWidget(self.find_box, 1)
        find_row.addWidget(self.find_note)
        self.find_bar = QWidget()
        self.find_bar.setLayout(find_row)
        find_row.setContentsMargins(0, 0, 0, 0)
        self.find_bar.hide()
        layout.addWidget(self.find_bar)
        self.find_action = QAction(self.tr("Find in the story"), self)
        self.find_action.setShortcut(QKeySequence.StandardKey.Find)
        self.find_action.triggered.connect(self.open_find)
        self.addAction(self.find_action)
        close_find = QAction(self.find_box)
        close_find.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        close_find.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        close_find.triggered.connect(self.close_find)
        self.find_box.addAction(close_find)
        # a window with its own Esc (the review) takes this one away and closes the bar itself
        self.close_find_action = close_find
        self._paragraph_format = QTextBlockFormat()
        self._paragraph_format.setBottomMargin(8)
        self._paragraph_format.setLineHeight(
            140, QTextBlockFormat.LineHeightTypes.ProportionalHeight.value
        )
        self._reading_at = 0  # the story code point at the top, kept through resizes
        self.text.verticalScrollBar().valueChanged.connect(self._note_place)
        self._break_format = QTextBlockFormat()
        self._break_format.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._break_format.setTopMargin(14)
        self._break_format.setBottomMargin(20)
        self.show_nothing()

    def show_nothing(self) -> None:
        self._generation += 1
        self.title.setText(self.tr("No story selected"))
        self.meta.setText(self.tr("Choose a story on the left, or import one of your own."))
        self.meta.setToolTip("")
        self.text.clear()

    def show_loading(self, title: str) -> None:
        self._generation += 1
        self.title.setText(title)
        self.meta.setText(self.tr("Opening…"))
        self.meta.setToolTip("")
        self.text.clear()

    def show_manuscript(self, manuscript: Manuscript, blocks: list[tuple[str, bool]]) -> None:
        self.title.setText(manuscript.title)
        # the writer's measure, words; what models count (tokens) is one hover away
        bits = [self.tr("{words} words").format(words=plain.count(manuscript.words))]
        tips = [
            "<p>"
            + self.tr("About {tokens} tokens for an AI model.").format(
                tokens=plain.count(manuscript.tokens)
            )
            + "</p>",
            glossary.tip("length"),
        ]
        if manuscript.reading_level is not None:
            bits.append(
                self.tr("reading level: {level}").format(
                    level=plain.grade(manuscript.reading_level)
                )
            )
            tips.append(glossary.tip("reading_level"))
        self.meta.setToolTip("".join(tips))
        bits.append(self.tr("imported {date}").format(date=imported_text(manuscript.imported_at)))
        if manuscript.version > 1:
            bits.append(self.tr("version {n}").format(n=manuscript.version))
        lines = ["  ·  ".join(bits), *(said(note) for note in manuscript.notes)]
        self.meta.setText("\n".join(lines))
        self._generation += 1
        self._blocks = blocks
        self._next = 0
        self._reading_at = 0
        self.text.clear()
        self._build_outline()
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

    # -- a passage marked from outside (the measures panel's alignment) ----------------------
    # Paragraph i of the story is block i of the page (story_blocks keeps every paragraph, a
    # scene break shown as one "⁂"), so story code points convert paragraph by paragraph.

    _mark: tuple[int, int, int] | None = None  # generation, start, end (story code points)
    _offset_cache: tuple[int, list[int], list[int]] | None = None
    _mark_waiting = False

    def mark_range(self, start: int, end: int) -> None:
        """Scroll to story code points [start, end) and tint them; a passage the page has not
        laid in yet is marked as soon as the whole story is there."""
        self._mark = (self._generation, start, end)
        if not self._blocks:
            return
        if self._paragraph_of(max(end - 1, start)) >= self._next:
            if not self._mark_waiting:
                self._mark_waiting = True
                self.filled.connect(self._mark_when_filled)
            return
        self._apply_mark()

    def _mark_when_filled(self) -> None:
        self.filled.disconnect(self._mark_when_filled)
        self._mark_waiting = False
        self._apply_mark()

    def clear_mark(self) -> None:
        self._mark = None
        self.text.setExtraSelections([])

    def marked_range(self) -> tuple[int, int] | None:
        """The passage marked now (story code points), if any."""
        mark = self._mark
        return None if mark is None or mark[0] != self._generation else (mark[1], mark[2])

    def visible_range(self) -> tuple[int, int]:
        """The story code points of the paragraphs in view, wholly or partly.

        Found from the layout by bisection over the paragraphs (Qt's hit test is unreliable in
        the page's margins)."""
        doc = self.text.document()
        layout = doc.documentLayout()
        top = self.text.verticalScrollBar().value()
        bottom = top + self.text.viewport().height()

        def first_block_below(y: float) -> int:
            low, high = 0, doc.blockCount()
            while low < high:
                middle = (low + high) // 2
                if layout.blockBoundingRect(doc.findBlockByNumber(middle)).bottom() <= y:
                    low = middle + 1
                else:
                    high = middle
            return min(low, doc.blockCount() - 1)

        first = doc.findBlockByNumber(first_block_below(top))
        last = doc.findBlockByNumber(first_block_below(bottom))
        if layout.blockBoundingRect(last).top() >= bottom and last.blockNumber() > 0:
            last = last.previous()
        end = last.position() + last.length() - 1
        return self._story_offset(first.position()), self._story_offset(end)

    def _apply_mark(self) -> None:
        mark = self.marked_range()
        if mark is None or not self._blocks:
            return
        doc = self.text.document()
        cursor = QTextCursor(doc)
        cursor.setPosition(min(self._doc_position(mark[0]), doc.characterCount() - 1))
        cursor.setPosition(
            min(self._doc_position(mark[1]), doc.characterCount() - 1),
            QTextCursor.MoveMode.KeepAnchor,
        )
        tint = QColor(self.palette().color(QPalette.ColorRole.Highlight))
        tint.setAlpha(55)
        fmt = QTextCharFormat()
        fmt.setBackground(tint)
        selection = QTextEdit.ExtraSelection()
        selection.cursor = cursor
        selection.format = fmt
        self.text.setExtraSelections([selection])
        block = doc.findBlock(cursor.selectionStart())
        top = doc.documentLayout().blockBoundingRect(block).top()
        margin = self.text.viewport().height() // 8  # a little of what comes before shows too
        self.text.verticalScrollBar().setValue(max(int(top) - margin, 0))

    def _offsets(self) -> tuple[list[int], list[int]]:
        """Each paragraph's first code point in the story and first position on the page."""
        cached = self._offset_cache
        if cached is None or cached[0] != self._generation:
            starts: list[int] = []
            positions: list[int] = []
            start = position = 0
            for body, is_break in self._blocks:
                starts.append(start)
                positions.append(position)
                start += len(body) + 2
                position += (1 if is_break else codepoint_to_utf16(body, len(body))) + 1
            cached = (self._generation, starts, positions)
            self._offset_cache = cached
        return cached[1], cached[2]

    def _paragraph_of(self, offset: int) -> int:
        return max(bisect_right(self._offsets()[0], offset) - 1, 0)

    def _doc_position(self, offset: int) -> int:
        starts, positions = self._offsets()
        index = self._paragraph_of(offset)
        body, is_break = self._blocks[index]
        inside = min(max(offset - starts[index], 0), len(body))
        if is_break:
            return positions[index] + (1 if inside else 0)
        return positions[index] + codepoint_to_utf16(body, inside)

    def _story_offset(self, position: int) -> int:
        if not self._blocks:
            return 0
        starts, positions = self._offsets()
        index = max(bisect_right(positions, position) - 1, 0)
        body, is_break = self._blocks[index]
        size = 1 if is_break else codepoint_to_utf16(body, len(body))
        units = min(position - positions[index], size)
        if is_break:
            return starts[index] + (len(body) if units else 0)
        return starts[index] + utf16_to_codepoint(body, units)

    # Public names for other marks on the page (the claims step's evidence and omissions).
    doc_position = _doc_position
    story_offset = _story_offset

    def _note_place(self, _value: int = 0) -> None:
        if self._blocks and not self._resizing:
            self._reading_at = self.top_offset()

    _resizing = False

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A narrower or wider page re-wraps every line: keep the same paragraph at the top."""
        at = self._reading_at
        self._resizing = True
        super().resizeEvent(event)
        if at > 0 and self._blocks:
            QTimer.singleShot(0, lambda: self._back_to(at))
        else:
            self._resizing = False

    def _back_to(self, offset: int) -> None:
        self._resizing = False
        self.scroll_to_offset(offset)
        self._reading_at = offset

    # -- finding words -------------------------------------------------------------------------

    def open_find(self) -> None:
        self.find_bar.show()
        self.find_box.setFocus()
        self.find_box.selectAll()

    def close_find(self) -> None:
        self.find_bar.hide()
        self.text.setFocus()

    def find_next(self, words: str, from_start: bool = False) -> bool:
        """Select the next place the words occur (wrapping round); False if nowhere."""
        if not words:
            self.find_note.clear()
            return False
        if from_start:
            cursor = self.text.textCursor()
            cursor.setPosition(cursor.selectionStart())
            self.text.setTextCursor(cursor)
        found = self.text.find(words)
        if not found:
            self.text.moveCursor(QTextCursor.MoveOperation.Start)
            found = self.text.find(words)
        self.find_note.setText("" if found else self.tr("Not found"))
        return found

    # -- the outline of a long story -----------------------------------------------------------

    def _build_outline(self) -> None:
        """Chapters (a short heading line) and scenes (after a scene break) to jump to."""
        self.outline.clear()
        entries: list[tuple[str, int]] = []
        scene = 1
        for index, (body, is_break) in enumerate(self._blocks):
            if is_break:
                scene += 1
                if index + 1 < len(self._blocks):
                    first = " ".join(self._blocks[index + 1][0].split()[:6])
                    entries.append(
                        (self.tr("Scene {n}: {words}…").format(n=scene, words=first), index + 1)
                    )
            elif _is_heading(body):
                entries.append((body.strip(), index))
                scene = 1
        if len(entries) < 2:
            self.outline.hide()
            return
        self.outline.addItem(self.tr("Contents…"), -1)
        if entries[0][1] > 0:
            self.outline.addItem(self.tr("The beginning"), 0)
        for title, index in entries:
            self.outline.addItem(title, index)
        self.outline.show()

    def _jump(self, row: int) -> None:
        index = self.outline.itemData(row)
        if index is None or index < 0:
            return
        self.scroll_to_offset(self._offsets()[0][index])
        self.outline.setCurrentIndex(0)

    # -- where the writer is reading -------------------------------------------------------------

    def top_offset(self) -> int:
        """The story code point at the top of the view (0 when nothing is shown)."""
        if not self._blocks:
            return 0
        return self.visible_range()[0]

    def scroll_to_offset(self, offset: int) -> None:
        """Put the paragraph holding this story code point at the top of the view; a paragraph
        not laid in yet is scrolled to as soon as the whole story is there."""
        if not self._blocks:
            return
        if self._paragraph_of(offset) >= self._next:
            generation = self._generation

            def later() -> None:
                self.filled.disconnect(later)
                if generation == self._generation:
                    self.scroll_to_offset(offset)

            self.filled.connect(later)
            return
        doc = self.text.document()
        block = doc.findBlock(min(self._doc_position(offset), doc.characterCount() - 1))
        top = doc.documentLayout().blockBoundingRect(block).top()
        self.text.verticalScrollBar().setValue(int(top))


def _is_heading(body: str) -> bool:
    """A chapter heading as importers keep it: a short line that reads as one."""
    words = body.split()
    if not words or len(words) > 8 or body.rstrip()[-1:] in '.,;:!?"”’':
        return False
    first = words[0].lower().strip(".:")
    return first in {"chapter", "part", "book", "prologue", "epilogue", "interlude"} or (
        body.isupper() and any(c.isalpha() for c in body)
    )
