"""How highlighted spans look: a colour-blind-safe colour AND a line style per attribute, in lanes.

Overlapping spans must all stay visible, so each span is drawn as a bar under its text in its
own lane (spans that overlap never share a lane). Colour is never the only cue: every attribute
also has its own line pattern, and the label's name is written at the start of the span.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from writerlens.domain import Span

# Okabe & Ito (2008), the palette designed to stay distinct under every common colour blindness.
_OKABE_ITO = {
    "coverage": "#E69F00",  # orange
    "faithfulness": "#D55E00",  # vermillion
    "coherence": "#0072B2",  # blue
    "analysis": "#009E73",  # bluish green
    "unreliable_narrator": "#CC79A7",  # reddish purple
}
_FALLBACK = "#56B4E9"  # sky blue

_PATTERNS = {
    "coverage": Qt.PenStyle.DashLine,
    "faithfulness": Qt.PenStyle.SolidLine,
    "coherence": Qt.PenStyle.DotLine,
    "analysis": Qt.PenStyle.DashDotLine,
    "unreliable_narrator": Qt.PenStyle.DashDotDotLine,
}


@dataclass(frozen=True)
class MarkStyle:
    color: QColor
    pattern: Qt.PenStyle

    def tint(self, alpha: int = 46) -> QColor:
        tinted = QColor(self.color)
        tinted.setAlpha(alpha)
        return tinted


def style_for(attribute_id: str) -> MarkStyle:
    return MarkStyle(
        QColor(_OKABE_ITO.get(attribute_id, _FALLBACK)),
        _PATTERNS.get(attribute_id, Qt.PenStyle.SolidLine),
    )


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
    for span in sorted(spans, key=lambda s: (s.start, -s.end, s.id)):
        for lane, end in enumerate(lane_ends):
            if end <= span.start:
                lane_ends[lane] = span.end
                lanes[span.id] = lane
                break
        else:
            lanes[span.id] = len(lane_ends)
            lane_ends.append(span.end)
    return lanes
