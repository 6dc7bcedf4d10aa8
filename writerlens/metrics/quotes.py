"""Where a summary quotes: words inside quotation marks are quoted, not copied.

Writers objected to summaries that reuse their phrasing *without* quotation marks; a summary
that quotes a line of dialogue in marks is doing the right thing. Recognised marks: straight
double quotes, curly double and single quotes, and guillemets (« » and ‹ ›). A curly ’ closes a
single quote only when one is open and it does not sit between two letters or digits (there it
is an apostrophe: "don’t"). Straight single quotes are never taken for quotation marks: in plain
text they are far more often apostrophes. Quotations do not run across paragraphs: one left open
ends with its paragraph.
"""

from __future__ import annotations

import re
from bisect import bisect_right

from writerlens.texts import paragraphs

_OPEN_FOR = {"”": "“", "’": "‘", "»": "«", "›": "‹"}
_MARKS = re.compile('["“”‘’«»‹›]')


def quoted_spans(text: str) -> list[tuple[int, int]]:
    """Code-point ``(start, end)`` of each outermost quotation, marks excluded, in order."""
    spans: list[tuple[int, int]] = []
    for paragraph in paragraphs(text):
        spans.extend(_in_paragraph(text, paragraph.start, paragraph.end))
    return spans


def _in_paragraph(text: str, start: int, end: int) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    stack: list[tuple[str, int]] = []  # (opening mark, its position)
    for match in _MARKS.finditer(text, start, end):
        mark, at = match.group(), match.start()
        if mark == '"':
            closes = any(opener == '"' for opener, _ in stack)
            opener = '"'
        elif mark in _OPEN_FOR:
            opener = _OPEN_FOR[mark]
            closes = any(o == opener for o, _ in stack)
            if mark == "’" and _between_letters(text, at, start, end):
                closes = False  # an apostrophe, even inside a single quotation
        else:
            stack.append((mark, at))
            continue
        if not closes:
            if mark == '"':
                stack.append((mark, at))
            continue
        while stack:  # close it, and any quotation left open inside it
            open_mark, open_at = stack.pop()
            if open_mark == opener:
                break
        if not stack:
            spans.append((open_at + 1, at))
    # A double quotation left open runs to the paragraph's end (as dialogue does across
    # paragraphs); a lone ‘ is far more likely an apostrophe ("the ‘90s", "‘em") than a quotation.
    still_open = [at for mark, at in stack if mark != "‘"]
    if still_open:
        spans.append((still_open[0] + 1, end))
    return spans


def _between_letters(text: str, at: int, start: int, end: int) -> bool:
    return start < at < end - 1 and text[at - 1].isalnum() and text[at + 1].isalnum()


def inside(spans: list[tuple[int, int]], start: int, end: int) -> bool:
    """Whether ``[start, end)`` lies within one of the (sorted, disjoint) ``spans``."""
    before = bisect_right(spans, start, key=_start) - 1  # the last span starting by ``start``
    return before >= 0 and end <= spans[before][1]


def _start(span: tuple[int, int]) -> int:
    return span[0]
