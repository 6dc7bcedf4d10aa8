"""Replacing ranges of a text, and moving offsets of the old text to the new one.

Spans of a summary are stored as offsets into its text; after names and addresses are replaced
the offsets must point at the same words, so every replacement is made here and each one's
shift is remembered.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable
from dataclasses import dataclass

Mover = Callable[[int, bool], int]


@dataclass(frozen=True)
class Edit:
    start: int
    end: int
    replacement: str
    kind: str = ""


def resolve(found: list[Edit]) -> list[Edit]:
    """Sorted edits that do not overlap. Where two overlap, their union is replaced (with the
    earlier one's placeholder), so that no part of either is left in the text."""
    out: list[Edit] = []
    for edit in sorted(found, key=lambda e: (e.start, -e.end)):
        if edit.end <= edit.start:
            continue
        if out and edit.start < out[-1].end:
            last = out[-1]
            if edit.end > last.end:
                out[-1] = Edit(last.start, edit.end, last.replacement, last.kind)
            continue
        out.append(edit)
    return out


def apply(text: str, edits: list[Edit]) -> tuple[str, Mover]:
    """``text`` with ``edits`` (sorted, not overlapping) made, and the offset mover: it moves an
    offset of the old text to the new one (``end=True`` for the end of a range: an offset
    inside a replaced passage moves to the end of its placeholder, a start to its beginning)."""
    pieces: list[str] = []
    starts: list[int] = []
    new_starts: list[int] = []
    shift_after: list[int] = []  # how far the text after each edit has moved
    at = shift = 0
    for edit in edits:
        pieces.append(text[at : edit.start])
        pieces.append(edit.replacement)
        starts.append(edit.start)
        new_starts.append(edit.start + shift)
        shift += len(edit.replacement) - (edit.end - edit.start)
        shift_after.append(shift)
        at = edit.end
    pieces.append(text[at:])

    def move(offset: int, end: bool = False) -> int:
        i = bisect.bisect_right(starts, offset) - 1
        if i < 0:
            return offset
        edit = edits[i]
        if offset >= edit.end:
            return offset + shift_after[i]
        if offset == edit.start:
            return new_starts[i]
        # inside a replaced passage: snap to the placeholder's edge
        return new_starts[i] + (len(edit.replacement) if end else 0)

    return "".join(pieces), move
