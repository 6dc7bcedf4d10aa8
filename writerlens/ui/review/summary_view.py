"""A summary's text with the writer's highlighted spans drawn as stacked, labelled marks.

Qt counts text positions in UTF-16 units; spans are stored in code points. The conversion
happens here, at the edge, through :mod:`writerlens.review.spans` and nowhere else.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import replace

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QContextMenuEvent,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextOption,
)
from PySide6.QtWidgets import QMenu, QTextBrowser, QTextEdit, QToolTip, QWidget

from writerlens.domain import Span
from writerlens.review.spans import codepoint_at, qt_positions, snap_to_words
from writerlens.review.taxonomy import Taxonomy
from writerlens.ui.review.mark_pieces import (
    Piece,
    draw_join,
    span_pieces,
    tag_left,
)
from writerlens.ui.review.marks import assign_lanes, style_for

LANE = 13  # pixels per lane under a line: a 3 px bar and the label's name beneath it


class SummaryView(QTextBrowser):
    """Read-only summary text; select a passage and press a label's key (or right-click)."""

    #: start, end (code points), label id
    label_requested = Signal(int, int, str)
    #: a span was clicked in the text
    span_activated = Signal(int)
    #: while choosing what a span clashes with: the passage chosen (code points)
    antecedent_picked = Signal(int, int)
    #: while choosing what a span clashes with: the writer gave up (Esc)
    pick_cancelled = Signal()
    #: a key 1-4 with nothing selected: the framed question's answer
    answer_key = Signal(int)
    #: Enter with nothing selected: on to the next question
    next_question = Signal()

    def __init__(self, taxonomy: Taxonomy, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.taxonomy = taxonomy
        self._names = {label.id: label.name for label in taxonomy.labels}
        self._text = ""
        self._spans: dict[int, Span] = {}
        self._lanes: dict[int, int] = {}
        self._pieces: dict[int, tuple[Span, list[Piece]]] = {}
        self._current: int | None = None
        self._copied: list[tuple[int, int]] = []
        self._ranges: dict[tuple[int, int], tuple[int, int]] = {}  # span -> its blocks
        self._links: dict[int, tuple[Span, Span]] = {}  # span id -> (span, its linked mark)
        self._picking = False  # choosing the passage a span clashes with
        self._tints: tuple[object, ...] = ()  # what the background tints show now
        self._locked = False  # revealed: the review is kept as it was made
        self._exact_selection = False  # Alt held: the selection is not snapped to words
        self._positions: Sequence[int] = [0]
        # What keeps hundreds of spans cheap: where each block starts (to find a span's
        # blocks), and the line height given to each block (only changed blocks are touched).
        self._block_starts: list[int] | None = None
        self._room: dict[int, float] = {}
        self.setOpenLinks(False)
        self.setUndoRedoEnabled(False)
        self.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        # The scroll bar always takes its place: one that comes and goes as the text changes
        # changes the width, and a 2,400-word summary is laid out again each time (~3 ms).
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.document().setDocumentMargin(16)
        self.setAccessibleName(self.tr("Summary text"))
        self.setAccessibleDescription(
            self.tr("Select a passage, then press a label's key or open the context menu.")
        )
        self._tag_font = QFont(self.font())
        self._tag_font.setPointSizeF(max(self.font().pointSizeF() * 0.72, 6.5))
        self.document().documentLayout().documentSizeChanged.connect(self._layout_changed)

    # -- content -----------------------------------------------------------------------------

    def set_summary(self, text: str, spans: list[Span]) -> None:
        self._text = text
        self._positions = qt_positions(text)
        self._block_starts = None
        self._ranges.clear()
        self._room.clear()
        self._tints = ()  # the new text has none yet
        self._claim = None  # a claim's passage belongs to the text it was marked in
        self._forget_pieces()
        # One edit block around the text and the room under its lines: Qt lays the document
        # out once, when it ends, instead of once for the text and again for the room.
        edit = QTextCursor(self.document())
        edit.beginEditBlock()
        # Qt folds "\r\n" into one position; review.spans' converters count the same way.
        self.setPlainText(text)
        self._keep_shaping()
        self.set_spans(spans)
        edit.endEditBlock()

    @property
    def text(self) -> str:
        return self._text

    def set_spans(self, spans: list[Span]) -> None:
        # A span's antecedent is drawn as a fainter mark of its own (id: minus the span's),
        # in a lane of its own, joined to the span by a thin line.
        links = [
            self._linked_mark(s)
            for s in spans
            if (a := s.antecedent) is not None and 0 <= a[0] < a[1] < len(self._positions)
        ]
        everything = list(spans) + links if links else spans
        self._spans = {s.id: s for s in everything}
        if self._current is not None and self._current not in self._spans:
            self._current = None  # gone: a new span that gets its id is not "current"
        self._lanes = assign_lanes(everything)
        if self._make_room():
            self._forget_pieces()  # line heights changed: every mark moves
        for span_id in [i for i, (was, _p) in self._pieces.items() if self._spans.get(i) != was]:
            del self._pieces[span_id]  # gone or changed; the rest keep their place
        self._refresh_selection_marks()
        self.viewport().update()

    def _linked_mark(self, span: Span) -> Span:
        """The fainter mark of the passage a span clashes with (made once per span object:
        the review reuses unchanged spans, so most redraws make none)."""
        known = self._links.get(span.id)
        if known is None or known[0] is not span:
            where = span.antecedent
            assert where is not None
            mark = replace(span, id=-span.id, start=where[0], end=where[1], antecedent_start=None)
            known = (span, mark)
            self._links[span.id] = known
        return known[1]

    def set_copied(self, runs: list[tuple[int, int]]) -> None:
        """Passages copied word for word from the story (a layer apart from the writer's)."""
        self._copied = runs
        self._refresh_selection_marks()

    _claim: tuple[int, int] | None = None  # the claims step's selected claim, in code points

    def set_claim_passage(self, passage: tuple[int, int] | None) -> None:
        """Mark the passage the selected claim came from, and bring it into view."""
        self._claim = passage
        self._refresh_selection_marks()
        if passage is not None and passage[1] <= len(self._text):
            cursor = QTextCursor(self.document())
            cursor.setPosition(self._positions[passage[0]])
            self.setTextCursor(cursor)
            self.ensureCursorVisible()

    def set_current_span(self, span_id: int | None) -> None:
        self._current = span_id
        self._refresh_selection_marks()
        self.viewport().update()

    def set_picking(self, on: bool) -> None:
        """Choosing the passage a span clashes with: the next selection (or mark clicked)
        is that passage, not something to label."""
        if on == self._picking:
            return
        self._picking = on
        self.viewport().setCursor(Qt.CursorShape.CrossCursor if on else Qt.CursorShape.IBeamCursor)

    @property
    def picking(self) -> bool:
        return self._picking

    def set_locked(self, locked: bool) -> None:
        self._locked = locked

    def select_span(self, span_id: int) -> None:
        """Select the span's text and bring it into view (the side list's click)."""
        span = self._spans.get(span_id)
        if span is None:
            return
        cursor = self.textCursor()
        cursor.setPosition(self._positions[span.start])
        cursor.setPosition(self._positions[span.end], QTextCursor.MoveMode.KeepAnchor)
        self.setTextCursor(cursor)
        self.ensureCursorVisible()
        self.set_current_span(span_id)

    def selection(self) -> tuple[int, int] | None:
        """The selected passage in code points, trimmed of surrounding spaces and widened to
        whole words (unless Alt was held when it was made); None if empty."""
        cursor = self.textCursor()
        if not cursor.hasSelection():
            return None
        start = codepoint_at(self._positions, cursor.selectionStart())
        end = codepoint_at(self._positions, cursor.selectionEnd())
        if self._exact_selection:
            while start < end and self._text[start].isspace():
                start += 1
            while end > start and self._text[end - 1].isspace():
                end -= 1
        else:
            start, end = snap_to_words(self._text, start, end)
        return (start, end) if end > start else None

    def snap_selection(self, exact: bool = False) -> None:
        """Show the selection as it will be labelled: whole words, unless ``exact`` (Alt)."""
        self._exact_selection = exact
        chosen = self.selection()
        if chosen is None or exact:
            return
        cursor = self.textCursor()
        wanted = (self._positions[chosen[0]], self._positions[chosen[1]])
        if (cursor.selectionStart(), cursor.selectionEnd()) == wanted:
            return
        backwards = cursor.position() < cursor.anchor()
        cursor.setPosition(wanted[1] if backwards else wanted[0])
        cursor.setPosition(wanted[0] if backwards else wanted[1], QTextCursor.MoveMode.KeepAnchor)
        self.setTextCursor(cursor)

    # -- asking for a label ------------------------------------------------------------------

    def label_menu(self) -> QMenu:
        menu = QMenu(self)
        menu.setToolTipsVisible(True)
        for attribute in self.taxonomy.attributes:
            section = menu.addSection(attribute.name)
            section.setToolTip(attribute.description)
            for label in attribute.labels:
                action = menu.addAction(f"{label.name}\t{label.shortcut}")
                action.setToolTip(label.description)
                action.setData(label.id)
        return menu

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        self._ask_label(event.globalPos())

    def _ask_label(self, where: QPoint) -> None:
        if self._locked:
            QToolTip.showText(where, self.tr("This review is finished and can be read only."))
            return
        chosen = self.selection()
        if chosen is None:
            QToolTip.showText(where, self.tr("First select the passage you want to label."), self)
            return
        menu = self.label_menu()
        action = menu.exec(where)
        if action is not None and action.data():
            self.label_requested.emit(chosen[0], chosen[1], str(action.data()))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            self._exact_selection = False  # a keyboard selection snaps too
        chosen = self.selection()
        text = event.text()
        if self._picking:
            if event.key() == Qt.Key.Key_Escape:
                self.pick_cancelled.emit()
                return
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and chosen is not None:
                self.antecedent_picked.emit(*chosen)
                return
        if self._locked:
            super().keyPressEvent(event)
            return
        plain = not (event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier)
        if chosen is None and plain and text in {"1", "2", "3", "4"}:
            self.answer_key.emit(int(text))
            return
        if chosen is None and plain and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.next_question.emit()
            return
        no_modifier = not (
            event.modifiers()
            & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
        )
        if chosen is not None and text and no_modifier:
            label = self.taxonomy.by_shortcut(text)
            if label is not None:
                self.label_requested.emit(chosen[0], chosen[1], label.id)
                return
        if event.key() == Qt.Key.Key_Menu or (
            event.key() == Qt.Key.Key_F10 and event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        ):
            rect = self.cursorRect()
            self._ask_label(self.viewport().mapToGlobal(rect.bottomLeft()))
            return
        super().keyPressEvent(event)

    def event(self, event: QEvent) -> bool:
        # Esc while choosing a passage ends the choosing; it must not close the window.
        if (
            self._picking
            and event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Escape
        ):
            event.accept()
            return True
        return super().event(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        if event.button() != Qt.MouseButton.LeftButton:
            return
        if self.textCursor().hasSelection():
            self.snap_selection(exact=bool(event.modifiers() & Qt.KeyboardModifier.AltModifier))
            chosen = self.selection()
            if self._picking and chosen is not None:
                self.antecedent_picked.emit(*chosen)
            return
        span_id = self.span_at(event.position().toPoint())
        if span_id is None:
            return
        if self._picking:
            span = self._spans[span_id]
            self.antecedent_picked.emit(span.start, span.end)
        else:
            self.span_activated.emit(span_id)

    def span_at(self, point: QPoint) -> int | None:
        """The innermost span under a viewport point (shortest wins where they overlap)."""
        position = codepoint_at(self._positions, self.cursorForPosition(point).position())
        hits = [s for s in self._spans.values() if s.id > 0 and s.start <= position < s.end]
        if not hits:
            return None
        return min(hits, key=lambda s: (s.end - s.start, s.id)).id

    # -- drawing -----------------------------------------------------------------------------

    def _make_room(self) -> bool:
        """Give each paragraph enough space under its lines for the lanes it needs.

        Returns whether any paragraph's spacing changed (then every mark below it moves).
        """
        changed = False
        needed: dict[int, int] = {}
        spans = self._spans
        ranges = self._ranges
        if self.document().blockCount() == 1:  # one paragraph: it needs the deepest lane
            deepest = max(self._lanes.values(), default=None)
            needed = {0: deepest + 1} if deepest is not None else {}
        else:
            for span_id, lane in self._lanes.items():
                span = spans[span_id]
                first, last = ranges.get((span.start, span.end)) or self._block_range(span)
                if first == last:  # the usual case, kept cheap: 500 spans, after every change
                    if needed.get(first, 0) <= lane:
                        needed[first] = lane + 1
                    continue
                for number in range(first, last + 1):
                    if needed.get(number, 0) <= lane:
                        needed[number] = lane + 1
        doc = self.document()
        line = QFontMetricsF(self.font()).lineSpacing()
        cursor = QTextCursor(doc)
        block = doc.begin()
        number = 0
        while block.isValid():
            lanes = needed.get(number, 0)
            height = line + lanes * LANE + (4 if lanes else 0)
            if self._room.get(number) != height:
                self._room[number] = height
                fmt = QTextBlockFormat(block.blockFormat())
                if abs(fmt.lineHeight() - height) > 0.5 or fmt.lineHeightType() == 0:
                    fmt.setLineHeight(height, QTextBlockFormat.LineHeightTypes.MinimumHeight.value)
                    # A taller line gets its room above the text, so a line's lanes use the
                    # room of the line below; the last line's lanes need a margin of their own.
                    fmt.setBottomMargin(line * 0.5 + height - line)
                    cursor.setPosition(block.position())
                    cursor.setBlockFormat(fmt)
                    changed = True
            block = block.next()
            number += 1
        return changed

    def _block_range(self, span: Span) -> tuple[int, int]:
        """The numbers of the first and last block a span covers: a bisection in the blocks'
        starts, noted once per summary (a summary has few blocks and may have 500 spans)."""
        starts = self._block_starts
        if starts is None:
            starts = []
            block = self.document().begin()
            while block.isValid():
                starts.append(block.position())
                block = block.next()
            self._block_starts = starts
        key = (span.start, span.end)
        known = self._ranges.get(key)
        if known is None and len(starts) == 1:  # one paragraph: every span is in it
            known = self._ranges[key] = (0, 0)
        if known is None:
            first = bisect_right(starts, self._positions[span.start]) - 1
            known = max(first, 0), max(bisect_right(starts, self._positions[span.end]) - 1, 0)
            self._ranges[key] = known
        return known

    def _spans_between(self, top: float, bottom: float) -> list[Span]:
        """The spans with text between two document heights. Only these are measured and
        drawn, so a summary with 500 marks paints as fast as the screenful it shows."""
        layout = self.document().documentLayout()
        fuzzy = Qt.HitTestAccuracy.FuzzyHit
        first = layout.hitTest(QPointF(0, max(top, 0.0)), fuzzy)
        last = layout.hitTest(QPointF(self.viewport().width() + 1000, bottom), fuzzy)
        first = max(first, 0)
        last = self._positions[-1] if last < 0 else last
        positions = self._positions
        return [
            span
            for span in self._spans.values()
            if positions[span.start] <= last and positions[span.end] >= first
        ]

    def _keep_shaping(self) -> None:
        """Keep each paragraph's shaped glyphs after it is drawn. Qt throws them away after
        every paint, and a 2,400-word paragraph then costs ~1 ms to shape again, twice per
        change: once to draw the text, once to place a new mark (``cursorToX``). A summary is
        short: keeping them costs a few hundred KB."""
        block = self.document().begin()
        while block.isValid():
            block.layout().setCacheEnabled(True)
            block = block.next()

    def _layout_changed(self) -> None:
        self._keep_shaping()
        self._forget_pieces()
        self.viewport().update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._forget_pieces()

    def qt_position(self, codepoint: int) -> int:
        """Qt's position of a code-point offset of the summary (a table lookup)."""
        return self._positions[codepoint]

    def _pieces_of(self, span: Span) -> list[Piece]:
        cached = self._pieces.get(span.id)
        if cached is None or cached[0] != span:
            cached = (span, self._compute_pieces(span))
            self._pieces[span.id] = cached
        return cached[1]

    def _forget_pieces(self) -> None:
        """The layout changed: every mark's place is gone."""
        self._pieces.clear()

    def _compute_pieces(self, span: Span) -> list[Piece]:
        return span_pieces(self.document(), self._positions, span)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._spans:
            return
        dx = -self.horizontalScrollBar().value()
        dy = -self.verticalScrollBar().value()
        visible = QRectF(event.rect()).adjusted(0, -LANE * 4, 0, LANE * 4)
        # A line's lanes hang below its text: look a line and the deepest lane higher up.
        reach: float = (max(self._lanes.values(), default=0) + 2) * LANE
        reach += QFontMetricsF(self.font()).lineSpacing()
        shown = self._spans_between(visible.top() - dy - reach, visible.bottom() - dy)
        painter = QPainter(self.viewport())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(self._tag_font)
        pieces = [p for span in shown for p in self._pieces_of(span)]
        metrics = painter.fontMetrics()
        right_edge = self.viewport().width() - 4
        for piece in pieces:
            span = self._spans[piece.span_id]
            lane_y = piece.y + dy + self._lanes[piece.span_id] * LANE
            if not visible.contains(visible.center().x(), lane_y):
                continue
            style = style_for(span.label_id)
            linked = piece.span_id < 0  # the passage a span clashes with: fainter
            current = abs(piece.span_id) == self._current
            width = (2.0 if current else 1.4) if linked else (3.5 if current else 2.2)
            painter.setPen(style.pen(width, 120 if linked else 255))
            painter.drawLine(int(piece.x1 + dx), int(lane_y), int(piece.x2 + dx), int(lane_y))
            if piece.first:
                name = self._label_name(span.label_id)
                if linked:
                    name = self.tr("{label}: the other passage").format(label=name)
                # Keep the whole name in view: a mark near the right margin writes it leftwards.
                wide = metrics.horizontalAdvance(name) + 2
                x = tag_left(piece.x1 + dx, wide, right_edge)
                color = style.color.darker(130)
                if linked:
                    color.setAlpha(150)
                painter.setPen(color)
                painter.drawText(
                    QRectF(x, lane_y + 1, wide, LANE - 2),
                    Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                    name,
                )
                if linked:
                    self._join(painter, piece, dx, dy)
        painter.end()

    def _join(self, painter: QPainter, linked: Piece, dx: float, dy: float) -> None:
        """A thin curve from the passage a span clashes with to the span itself."""
        span = self._spans.get(-linked.span_id)
        target = None if span is None else next(iter(self._pieces_of(span)), None)
        if span is None or target is None:
            return
        a = QPointF(linked.x1 + dx, linked.y + dy + self._lanes[linked.span_id] * LANE)
        b = QPointF(target.x1 + dx, target.y + dy + self._lanes[span.id] * LANE)
        draw_join(painter, a, b, style_for(span.label_id))

    def _label_name(self, label_id: str) -> str:
        return self._names.get(label_id, label_id)

    def _refresh_selection_marks(self) -> None:
        """Background tints: the span in focus, and the copied-phrases layer when it is on."""
        current = self._spans.get(self._current) if self._current is not None else None
        linked = None if current is None else self._spans.get(-current.id)
        shown = (tuple(self._copied), current, linked, self._claim)
        if shown == self._tints:
            return  # the same tints: setting them again would measure and repaint them all
        self._tints = shown
        marks: list[QTextEdit.ExtraSelection] = []
        for start, end in self._copied:
            marks.append(self._tinted(start, end, style_for("copied").tint(60), dotted=True))
        if self._claim is not None and self._claim[1] < len(self._positions):
            marks.append(self._tinted(*self._claim, QColor(255, 196, 0, 90)))
        if current is not None:
            style = style_for(current.label_id)
            marks.append(self._tinted(current.start, current.end, style.tint()))
            if linked is not None:
                marks.append(self._tinted(linked.start, linked.end, style.tint(22)))
        self.setExtraSelections(marks)

    def _tinted(
        self, start: int, end: int, color: QColor, dotted: bool = False
    ) -> QTextEdit.ExtraSelection:
        mark = QTextEdit.ExtraSelection()
        cursor = QTextCursor(self.document())
        cursor.setPosition(self._positions[start])
        cursor.setPosition(self._positions[end], QTextCursor.MoveMode.KeepAnchor)
        mark.cursor = cursor
        fmt = QTextCharFormat()
        fmt.setBackground(color)
        if dotted:
            fmt.setFontUnderline(True)
            fmt.setUnderlineStyle(QTextCharFormat.UnderlineStyle.DotLine)
        mark.format = fmt
        return mark
