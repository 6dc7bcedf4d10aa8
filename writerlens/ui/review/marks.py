"""How highlighted spans look: a colour-blind-safe colour AND a line style per attribute, in lanes.

Overlapping spans must all stay visible, so each span is drawn as a bar under its text in its
own lane (spans that overlap never share a lane). Colour is never the only cue: every label
also has its own line pattern, and the label's name is written at the start of the span.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, cached_property

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPen

from writerlens.domain import Span

# Every label has its own colour AND its own line pattern, so that no two labels look alike
# even to a reader who cannot tell the colours apart. The colours come from the two palettes
# designed to stay distinct under the common colour blindnesses: Okabe & Ito (2008) and Paul
# Tol's "muted" set; the patterns are Qt's five styles and seven dash patterns of our own.
_DASHES: dict[str, list[float]] = {
    "long": [6, 2],
    "sparse": [1, 3],
    "double": [4, 1.5, 1, 1.5],
    "long_dot": [7, 2, 1, 2],
    "short": [2, 2],
    "triple": [1, 1.5, 1, 1.5, 1, 4],
    "very_long": [10, 3],
    "long_double_dot": [8, 2, 1, 2, 1, 2],
}
_LABEL_STYLES: dict[str, tuple[str, Qt.PenStyle | str]] = {
    "coverage.insignificant": ("#E69F00", Qt.PenStyle.DashLine),  # orange
    "coverage.vague": ("#997700", "long"),  # dark yellow
    "faithfulness.feeling": ("#CC79A7", Qt.PenStyle.SolidLine),  # reddish purple
    "faithfulness.character": ("#882255", "double"),  # wine
    "faithfulness.causation": ("#D55E00", Qt.PenStyle.DashDotDotLine),  # vermillion
    "faithfulness.action": ("#AA4499", "very_long"),  # purple
    "faithfulness.setting": ("#999933", "sparse"),  # olive
    "coherence.inconsistent": ("#0072B2", Qt.PenStyle.DotLine),  # blue
    "coherence.abrupt_transition": ("#56B4E9", "short"),  # sky blue
    "coherence.missing_context": ("#332288", "long_dot"),  # indigo
    "coherence.repetition": ("#44AA99", Qt.PenStyle.DashDotLine),  # teal
    "analysis.unsupported": ("#009E73", "triple"),  # bluish green
    "unreliable_narrator": ("#555555", "long_double_dot"),  # dark grey
}
# A study's own labels: a colour and pattern per attribute, as close to the default as can be.
_ATTRIBUTE_STYLES: dict[str, tuple[str, Qt.PenStyle | str]] = {
    "coverage": ("#E69F00", Qt.PenStyle.DashLine),
    "faithfulness": ("#D55E00", Qt.PenStyle.SolidLine),
    "coherence": ("#0072B2", Qt.PenStyle.DotLine),
    "analysis": ("#009E73", Qt.PenStyle.DashDotLine),
    "unreliable_narrator": ("#555555", Qt.PenStyle.DashDotDotLine),
    "copied": ("#56B4E9", Qt.PenStyle.DotLine),
}
_FALLBACK = ("#56B4E9", Qt.PenStyle.SolidLine)  # sky blue


@dataclass(frozen=True)
class MarkStyle:
    color: QColor
    pattern: Qt.PenStyle
    dashes: tuple[float, ...] = ()

    def tint(self, alpha: int = 46) -> QColor:
        tinted = QColor(self.color)
        tinted.setAlpha(alpha)
        return tinted

    def pen(self, width: float, alpha: int = 255) -> QPen:
        return _pen(self.key, width, alpha)

    @cached_property
    def key(self) -> tuple[str, Qt.PenStyle, tuple[float, ...]]:
        """What tells two styles apart (tests check that every label has its own)."""
        return (self.color.name(), self.pattern, self.dashes)


@cache
def _pen(key: tuple[str, Qt.PenStyle, tuple[float, ...]], width: float, alpha: int) -> QPen:
    """A pen is made once per style, width and alpha (a screenful of marks paints often)."""
    colour, pattern, dashes = key
    color = QColor(colour)
    color.setAlpha(alpha)
    pen = QPen(color, width, pattern)
    if dashes:
        pen.setDashPattern(list(dashes))
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    return pen


@cache
def style_for(label_or_attribute: str) -> MarkStyle:
    """The label's own style; an unknown label gets its attribute's."""
    colour, pattern = _LABEL_STYLES.get(label_or_attribute) or _ATTRIBUTE_STYLES.get(
        attribute_of(label_or_attribute), _FALLBACK
    )
    if isinstance(pattern, str):
        return MarkStyle(QColor(colour), Qt.PenStyle.CustomDashLine, tuple(_DASHES[pattern]))
    return MarkStyle(QColor(colour), pattern)


def attribute_of(label_id: str) -> str:
    """Label ids are "<attribute>.<label>" (or the attribute alone for one-label attributes)."""
    return label_id.split(".", 1)[0]


def assign_lanes(spans: Iterable[Span]) -> dict[int, int]:
    """Lane per span id: spans that overlap get different lanes; lanes are reused greedily.

    Interval partitioning by start: optimal (as few lanes as the deepest overlap), and stable
    (adding a span never moves spans that start before it).
    """
    lanes: dict[int, int] = {}
    lane_ends: list[int] = []
    # plain tuples sort several times faster than spans by a key function (500 spans, on
    # every change)
    for start, minus_end, span_id in sorted([(s.start, -s.end, s.id) for s in spans]):
        for lane, end in enumerate(lane_ends):
            if end <= start:
                lane_ends[lane] = -minus_end
                lanes[span_id] = lane
                break
        else:
            lanes[span_id] = len(lane_ends)
            lane_ends.append(-minus_end)
    return lanes
