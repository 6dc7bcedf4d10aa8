"""Where a highlighted passage is, in a form that survives: offsets, quote and context.

Offsets are code points into the summary text (what Python indexes and what the W3C Web
Annotation TextPositionSelector counts). Qt counts differently, so :func:`utf16_to_codepoint`
and :func:`codepoint_to_utf16` are the one place where the two meet: a QTextDocument position
is a UTF-16 code unit index, except that the document stores a CRLF line end as ONE block
separator (checked against Qt in the tests), so a Qt position never falls inside ``"\\r\\n"`` or
inside a surrogate pair and neither does a converted one.

Alongside the offsets a span keeps the exact quote and ~32 code points of prefix and suffix
(TextQuoteSelector), so that :func:`reanchor` can find it again by its words if offsets ever
stop fitting (a text normalized differently, a bundle read elsewhere).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from writerlens.domain import Span, WriterLensError
from writerlens.messages import QT_TRANSLATE_NOOP, define

_SELECTION_EMPTY = define(
    "review.spans.selection_empty",
    QT_TRANSLATE_NOOP(
        "messages",
        "Select at least one word of the summary to label it. Nothing was saved.",
    ),
)

_SELECTION_INSIDE_LINE_BREAK = define(
    "review.spans.selection_inside_line_break",
    QT_TRANSLATE_NOOP(
        "messages",
        "That selection starts or ends inside a line break. Select the words again.",
    ),
)

_LINK_TARGET_GONE = define(
    "review.spans.link_target_gone",
    QT_TRANSLATE_NOOP(
        "messages",
        "The passage you pointed at is no longer there. Choose another one, or none.",
    ),
)

_LINK_TO_OTHER_SUMMARY = define(
    "review.spans.link_to_other_summary",
    QT_TRANSLATE_NOOP(
        "messages",
        "A passage can only point at an earlier passage of the same summary. Choose "
        "one in this summary, or none.",
    ),
)

_LINK_NOT_EARLIER = define(
    "review.spans.link_not_earlier",
    QT_TRANSLATE_NOOP(
        "messages",
        "A passage can only point at a passage that starts before it. Choose an "
        "earlier one, or none.",
    ),
)

#: How much context a selector keeps on each side, in code points.
CONTEXT = 32

# -- Qt positions <-> code points -------------------------------------------------------------


def utf16_to_codepoint(text: str, pos: int) -> int:
    """The code-point offset in ``text`` of a Qt (QTextDocument) position.

    Raises ValueError for a position Qt cannot produce (negative, past the end, or inside a
    surrogate pair).
    """
    if pos < 0:
        raise ValueError(f"position {pos} is before the start of the text")
    if text.isascii() and "\r\n" not in text:
        if pos > len(text):
            raise ValueError(f"position {pos} is past the end of the text ({len(text)})")
        return pos
    units = 0
    index = 0
    size = len(text)
    while units < pos:
        if index >= size:
            raise ValueError(f"position {pos} is past the end of the text ({units})")
        char = text[index]
        if char == "\r" and index + 1 < size and text[index + 1] == "\n":
            index += 2
            units += 1
        else:
            index += 1
            units += 2 if ord(char) > 0xFFFF else 1
    if units != pos:
        raise ValueError(f"position {pos} falls inside a character (a surrogate pair)")
    return index


def codepoint_to_utf16(text: str, pos: int) -> int:
    """The Qt (QTextDocument) position of a code-point offset in ``text``.

    Raises ValueError for an offset outside the text or between the two halves of a CRLF line
    end (Qt has no position there).
    """
    if not 0 <= pos <= len(text):
        raise ValueError(f"offset {pos} is outside the text (0 to {len(text)})")
    if 0 < pos < len(text) and text[pos - 1] == "\r" and text[pos] == "\n":
        raise ValueError(f"offset {pos} falls inside a CRLF line end")
    head = text[:pos]
    if head.isascii():
        return pos - head.count("\r\n")
    return len(head.encode("utf-16-le", "surrogatepass")) // 2 - head.count("\r\n")


def qt_positions(text: str) -> list[int]:
    """Qt's position for every code-point offset of ``text`` (0..len), counted once.

    The same rule as :func:`codepoint_to_utf16` (astral characters take two UTF-16 units;
    "\r\n" is one position), as a table: painting hundreds of spans then costs a lookup per
    offset instead of a pass over the text.
    """
    positions = [0] * (len(text) + 1)
    unit = 0
    for index, char in enumerate(text):
        positions[index] = unit
        if char == "\r" and text[index + 1 : index + 2] == "\n":
            continue
        unit += 2 if ord(char) > 0xFFFF else 1
    positions[len(text)] = unit
    return positions


def utf16_units(text: str, pos: int) -> int:
    """The UTF-16 code-unit offset of code-point offset ``pos``, as a browser's JavaScript
    string counts it (``"\\r\\n"`` is two units there, unlike in Qt): what doccano writes."""
    if not 0 <= pos <= len(text):
        raise ValueError(f"offset {pos} is outside the text (0 to {len(text)})")
    head = text[:pos]
    if head.isascii():
        return pos
    return len(head.encode("utf-16-le", "surrogatepass")) // 2


def from_utf16_units(text: str, units: int) -> int:
    """The code-point offset of a JavaScript (UTF-16 code unit) offset into ``text``.

    Raises ValueError for an offset outside the text or between the two halves of a
    surrogate pair (no character starts there).
    """
    if units < 0:
        raise ValueError(f"offset {units} is before the start of the text")
    if text.isascii():
        if units > len(text):
            raise ValueError(f"offset {units} is past the end of the text ({len(text)})")
        return units
    count = 0
    for index, char in enumerate(text):
        if count == units:
            return index
        if count > units:
            raise ValueError(f"offset {units} falls inside a character (a surrogate pair)")
        count += 2 if ord(char) > 0xFFFF else 1
    if count == units:
        return len(text)
    if count > units:
        raise ValueError(f"offset {units} falls inside a character (a surrogate pair)")
    raise ValueError(f"offset {units} is past the end of the text ({count})")


def is_boundary(text: str, pos: int) -> bool:
    """Whether a code-point offset is a place Qt can put a cursor (see the module doc)."""
    if not 0 <= pos <= len(text):
        return False
    return not (0 < pos < len(text) and text[pos - 1] == "\r" and text[pos] == "\n")


# -- selectors --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Selector:
    """A TextPositionSelector (start, end) and a TextQuoteSelector (exact, prefix, suffix)."""

    start: int
    end: int
    exact: str
    prefix: str = ""
    suffix: str = ""

    @classmethod
    def of(cls, span: Span) -> Selector:
        return cls(span.start, span.end, span.quote, span.prefix, span.suffix)


def select(text: str, start: int, end: int, context: int = CONTEXT) -> Selector:
    """The selector for ``text[start:end]``; ValueError if the range is not a passage of it."""
    if not 0 <= start < end <= len(text):
        raise ValueError(f"{start}-{end} is not a passage of a text of length {len(text)}")
    return Selector(
        start=start,
        end=end,
        exact=text[start:end],
        prefix=text[max(0, start - context) : start],
        suffix=text[end : end + context],
    )


class AnchorStatus(StrEnum):
    EXACT = "exact"  # the recorded offsets still hold the quote
    FOUND = "found"  # found by its words (unique, or told apart by its context)
    AMBIGUOUS = "ambiguous"  # the words occur more than once and the context does not decide
    NOT_FOUND = "not found"


@dataclass(frozen=True)
class Anchor:
    status: AnchorStatus
    start: int | None = None
    end: int | None = None
    candidates: tuple[int, ...] = ()  # starts of the equally good matches when ambiguous

    @property
    def found(self) -> bool:
        return self.status in (AnchorStatus.EXACT, AnchorStatus.FOUND)


def reanchor(selector: Selector, text: str) -> Anchor:
    """Find a recorded passage in ``text``: by position first, then by its quote."""
    start, end = selector.start, selector.end
    if 0 <= start < end <= len(text) and text[start:end] == selector.exact:
        return Anchor(AnchorStatus.EXACT, start, end)
    return find_quote(text, selector.exact, selector.prefix, selector.suffix)


def find_quote(text: str, exact: str, prefix: str = "", suffix: str = "") -> Anchor:
    """Where ``exact`` occurs in ``text``; several occurrences are told apart by how much of
    ``prefix`` precedes and of ``suffix`` follows each one. A tie is reported, not guessed."""
    if not exact:
        raise ValueError("an empty quote cannot be found")
    starts: list[int] = []
    at = text.find(exact)
    while at != -1:
        starts.append(at)
        at = text.find(exact, at + 1)
    if not starts:
        return Anchor(AnchorStatus.NOT_FOUND)
    if len(starts) == 1:
        return Anchor(AnchorStatus.FOUND, starts[0], starts[0] + len(exact))
    scores = {s: _context_score(text, s, s + len(exact), prefix, suffix) for s in starts}
    best = max(scores.values())
    winners = tuple(s for s in starts if scores[s] == best)
    if len(winners) > 1:
        return Anchor(AnchorStatus.AMBIGUOUS, candidates=winners)
    return Anchor(AnchorStatus.FOUND, winners[0], winners[0] + len(exact))


def _context_score(text: str, start: int, end: int, prefix: str, suffix: str) -> int:
    """Code points of context that agree: prefix read backwards, suffix read forwards."""
    score = 0
    for back in range(1, min(len(prefix), start) + 1):
        if text[start - back] != prefix[-back]:
            break
        score += 1
    for ahead in range(min(len(suffix), len(text) - end)):
        if text[end + ahead] != suffix[ahead]:
            break
        score += 1
    return score


# -- rules for a span -------------------------------------------------------------------------


def check_range(text: str, start: int, end: int) -> None:
    """A passage the writer can label: inside the text, not empty, not only white space."""
    if not (0 <= start < end <= len(text)) or not text[start:end].strip():
        raise WriterLensError(_SELECTION_EMPTY())
    if not (is_boundary(text, start) and is_boundary(text, end)):
        raise WriterLensError(_SELECTION_INSIDE_LINE_BREAK())


def check_antecedent(summary_id: int, start: int, antecedent: Span | None) -> None:
    """SNaC's rule: a span points back at an EARLIER span (one that starts before it) of the
    same summary, so links never form a cycle and always read in reading order."""
    if antecedent is None:
        raise WriterLensError(_LINK_TARGET_GONE())
    if antecedent.summary_id != summary_id:
        raise WriterLensError(_LINK_TO_OTHER_SUMMARY())
    if antecedent.start >= start:
        raise WriterLensError(_LINK_NOT_EARLIER())


# -- snapping a selection to whole words ---------------------------------------------------------

_JOINERS = "'’-‐"  # inside a word ("don't", "thirty-one"), not around it


def _in_word(text: str, index: int) -> bool:
    """Whether ``text[index]`` belongs to a word (a letter or digit, or a joiner between two)."""
    if not 0 <= index < len(text):
        return False
    char = text[index]
    if char.isalnum():
        return True
    if char in _JOINERS:
        return (
            index > 0
            and index + 1 < len(text)
            and text[index - 1].isalnum()
            and text[index + 1].isalnum()
        )
    return False


def snap_to_words(text: str, start: int, end: int) -> tuple[int, int]:
    """Widen a selection that starts or ends inside a word to the whole word, and trim the
    white space around it, as annotation tools do ("ouncil, still troubl" becomes
    "Council, still troubled"). A selection of white space only is returned as it was."""
    start, end = max(0, min(start, len(text))), max(0, min(end, len(text)))
    if start > end:
        start, end = end, start
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    if start == end:
        return start, end
    while start > 0 and _in_word(text, start) and _in_word(text, start - 1):
        start -= 1
    while end < len(text) and _in_word(text, end - 1) and _in_word(text, end):
        end += 1
    return start, end
