"""Where a summary's marks are drawn: each span's share of each line, the label tags kept in
view, and the curve joining a contradiction to the passage it clashes with."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen, QTextDocument

from writerlens.domain import Span
from writerlens.ui.review.marks import MarkStyle


@dataclass(frozen=True)
class Piece:
    """One line's share of a span, in document coordinates."""

    span_id: int
    x1: float
    x2: float
    y: float  # bottom of the text line: lanes start here
    first: bool


def span_pieces(doc: QTextDocument, positions: Sequence[int], span: Span) -> list[Piece]:
    """Where a span lies, line by line, in document coordinates."""
    pieces: list[Piece] = []
    layout = doc.documentLayout()
    start = positions[span.start]
    end = positions[span.end]
    block = doc.findBlock(start)
    first = True
    while block.isValid() and block.position() < end:
        text_layout = block.layout()
        origin = layout.blockBoundingRect(block).topLeft()
        base = block.position()
        first_line = text_layout.lineForTextPosition(max(start - base, 0)).lineNumber()
        last_line = text_layout.lineForTextPosition(min(end - base, block.length() - 1))
        stop = text_layout.lineCount() - 1 if not last_line.isValid() else (last_line.lineNumber())
        for i in range(max(first_line, 0), stop + 1):
            line = text_layout.lineAt(i)
            line_start = base + line.textStart()
            line_end = line_start + line.textLength()
            lo, hi = max(start, line_start), min(end, line_end)
            if lo >= hi:
                continue
            # PySide6's stub says cursorToX returns ``object``; it returns (x, cursor position)
            x1 = line.cursorToX(lo - base)[0]  # type: ignore[index]
            x2 = line.cursorToX(hi - base)[0]  # type: ignore[index]
            y = origin.y() + line.y() + line.ascent() + line.descent() + 2
            pieces.append(Piece(span.id, origin.x() + x1, origin.x() + x2, y, first))
            first = False
        block = block.next()
    return pieces


def tag_left(x: float, width: float, right_edge: float) -> float:
    """Where a label's name starts: at its mark, unless that would run past the right edge
    (then it is written leftwards from the edge), and never left of the margin."""
    return max(min(x, right_edge - width), 2.0)


def draw_join(painter: QPainter, a: QPointF, b: QPointF, style: MarkStyle) -> None:
    painter.setPen(QPen(style.tint(140), 1.0, Qt.PenStyle.DashLine))
    path = QPainterPath(a)
    bend = max(abs(b.y() - a.y()) * 0.3, 12.0)
    path.cubicTo(a + QPointF(-bend, 0), b + QPointF(-bend, 0), b)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
