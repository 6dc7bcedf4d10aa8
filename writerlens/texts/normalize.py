"""Turn the lines or blocks an importer read into canonical text.

Every importer funnels through here so that a story reads the same whichever format it came in:
paragraphs joined by exactly ``"\\n\\n"``, whitespace inside a paragraph folded to single spaces,
Unicode in NFC, and scene breaks written as :data:`~writerlens.domain.SCENE_BREAK`. Offsets into
the canonical text are stored for years (spans, chunks), so this must be deterministic and
idempotent: normalising canonical text again returns it unchanged.

Plain text does not say how its paragraphs are separated, so the layout is inferred from the
gaps between non-empty lines (see :func:`normalize_lines`).
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Collection, Sequence

from writerlens.domain import SCENE_BREAK

#: Characters dropped outright: they are invisible and would only split words or defeat search.
#: Soft hyphen, zero-width space, word joiner, zero-width no-break space (a stray BOM), and C0/C1
#: control characters other than the ones Python treats as whitespace or line breaks. Zero-width
#: (non-)joiners are kept: they change how emoji and several scripts are spelt.
INVISIBLE = re.compile("[\u00ad\u200b\u2060\ufeff\x00-\x08\x0e-\x1b\x7f-\x84\x86-\x9f]")

_WHITESPACE = re.compile(r"\s+")

#: A whole line made only of scene-break symbols: ``*``, ``* * *``, ``#``, ``# # #``, ``---``,
#: ``~~~``, ``§``, ``⁂`` and friends (one symbol, repeated, spaces allowed). Dashes, tildes,
#: equals signs and bullets need three, so that a lone dash of dialogue stays text.
_MARKER = re.compile(
    r"""
    (?: \*(?:\ ?\*)*            # *, ***, * * *
      | \#(?:\ ?\#)*            # #, ###, # # #
      | -(?:\ ?-){2,}           # ---, - - -
      | ~(?:\ ?~){2,}           # ~~~
      | =(?:\ ?=){2,}           # ===
      | •(?:\ ?•){2,} | ·(?:\ ?·){2,}
      | §(?:\ ?§)* | ⁂(?:\ ?⁂)* | ❧ | ☙ | ✽(?:\ ?✽)* | ❦ | ◊(?:\ ?◊)*
    )
    """,
    re.VERBOSE,
)


#: Plausible widths for hard-wrapped text (columns), and what ends a line that is a sentence.
_MIN_WRAP_WIDTH, _MAX_WRAP_WIDTH = 30, 160
_SENTENCE_END = frozenset(".!?…:;\"'”’»)]")


def clean_inline(raw: str) -> str:
    """Fold one line or block to canonical inline form.

    Invisible characters are removed *before* NFC so that a soft hyphen between a letter and its
    combining accent cannot block composition (which would make the result not idempotent).
    """
    text = INVISIBLE.sub("", raw) if INVISIBLE.search(raw) else raw
    if not text.isascii():
        text = unicodedata.normalize("NFC", text)
    return _WHITESPACE.sub(" ", text).strip()


def is_scene_break_marker(line: str) -> bool:
    """True if ``line`` (already cleaned) is a scene-break marker such as ``***`` or ``#``."""
    return bool(line) and _MARKER.fullmatch(line) is not None


def normalize_text(raw: str) -> str:
    """Canonical text from a plain-text file's decoded contents (hard wraps are joined)."""
    return normalize_lines(raw.splitlines(), join_wrapped_lines=True)


def normalize_lines(
    lines: Sequence[str],
    *,
    join_wrapped_lines: bool,
    standalone: Collection[int] = (),
) -> str:
    """Canonical text from raw lines (plain text) or blocks (one per real paragraph).

    ``join_wrapped_lines`` is for plain text, where consecutive non-empty lines between blank
    lines are one hard-wrapped paragraph. Formats whose blocks are real paragraphs (docx, odt,
    epub, rtf) pass ``False``: a block is never merged with its neighbour; a line break *inside*
    a block is folded to a space. ``standalone`` holds indices of lines that are always a
    paragraph of their own (Markdown headings).

    The layout is inferred from the gaps (counts of blank lines) between non-empty lines:

    * if at least as many gaps are blank as are not, paragraphs are blank-separated; the usual
      gap (the most common one) separates paragraphs, and a longer run is a scene break;
    * otherwise there is one line per paragraph and any blank line is a scene break;
    * except that hard-wrapped plain text (inner lines that stop near a fixed width of 30-160
      columns, mostly mid-sentence) is always read as blank-separated, since its many zero gaps
      are wraps, not paragraphs.

    When wrapped lines are joined, a line ending in "letter-" is glued to the next without a
    space ("well-" + "known"), and if some but at most half of the lines are indented, an
    indented line starts a new paragraph (first-line indents, no blank lines).

    Marker lines (``***``, ``#``...) are scene breaks in both layouts. Scene breaks never come
    twice in a row and never open or close the text.
    """
    cleaned = [clean_inline(line) for line in lines]
    marker = [is_scene_break_marker(line) for line in cleaned]
    fixed = set(standalone)

    zero_gaps, blank_gaps = 0, 0
    gap_sizes: Counter[int] = Counter()
    previous: int | None = None
    blanks = 0
    for i, line in enumerate(cleaned):
        if not line:
            blanks += 1
            continue
        if previous is not None and not (
            marker[i] or marker[previous] or i in fixed or previous in fixed
        ):
            if blanks:
                blank_gaps += 1
                gap_sizes[blanks] += 1
            else:
                zero_gaps += 1
        previous, blanks = i, 0

    blank_separated = blank_gaps >= zero_gaps or (
        join_wrapped_lines and _looks_hard_wrapped(cleaned, marker)
    )
    # The usual gap; ties go to the smaller gap so that 1-blank vs 2-blank keeps 2 as a break.
    usual_gap = min(gap_sizes, key=lambda size: (-gap_sizes[size], size)) if gap_sizes else 1
    joining = blank_separated and join_wrapped_lines
    indent_splits = joining and _indentation_marks_paragraphs(lines, cleaned)

    out: list[str] = []
    current: list[str] = []

    def flush() -> None:
        if current:
            paragraph = _join_wrapped(current)
            out.append(SCENE_BREAK if is_scene_break_marker(paragraph) else paragraph)
            current.clear()

    blanks = 0
    for i, line in enumerate(cleaned):
        if not line:
            blanks += 1
            continue
        if blanks:
            flush()
            if blanks > usual_gap or not blank_separated:
                out.append(SCENE_BREAK)
            blanks = 0
        if marker[i]:
            flush()
            out.append(SCENE_BREAK)
        elif not joining or i in fixed:
            flush()
            out.append(line)
        else:
            if indent_splits and lines[i][:1].isspace():
                flush()
            current.append(line)
    flush()
    return "\n\n".join(_tidy_scene_breaks(out))


def _join_wrapped(lines: list[str]) -> str:
    """Join hard-wrapped lines with a space, but "well-" + "known" back into "well-known"."""
    if len(lines) == 1:
        return lines[0]
    parts = [lines[0]]
    for line in lines[1:]:
        previous = parts[-1]
        glued = previous.endswith("-") and previous[-2:-1].isalpha() and line[:1].isalpha()
        parts.append(line if glued else " " + line)
    return "".join(parts)


def _tidy_scene_breaks(paragraphs: list[str]) -> list[str]:
    """Drop scene breaks at the start, the end, and directly after another scene break."""
    tidy: list[str] = []
    for paragraph in paragraphs:
        if paragraph == SCENE_BREAK and (not tidy or tidy[-1] == SCENE_BREAK):
            continue
        tidy.append(paragraph)
    if tidy and tidy[-1] == SCENE_BREAK:
        tidy.pop()
    return tidy


def _looks_hard_wrapped(cleaned: list[str], marker: list[bool]) -> bool:
    """True if lines that continue onto a next line mostly stop because the next word did not fit.

    The width is the 90th percentile of line lengths (robust to one long line). Wrapped text
    shows two signs at once: nearly every inner line would overflow that width with the next
    line's first word, and most of them stop mid-sentence. One-line-per-paragraph prose fails
    both: its short lines plainly had room, and its lines end with a full stop or a quote.
    """
    lengths = sorted(len(line) for line in cleaned if line)
    if len(lengths) < 3:
        return False
    width = lengths[(len(lengths) - 1) * 9 // 10]
    if not _MIN_WRAP_WIDTH <= width <= _MAX_WRAP_WIDTH:
        return False
    inner = wrapped = finished = 0
    for i in range(len(cleaned) - 1):
        line, following = cleaned[i], cleaned[i + 1]
        if not line or not following or marker[i] or marker[i + 1]:
            continue
        inner += 1
        next_word = following.split(" ", 1)[0]
        wrapped += len(line) + 1 + len(next_word) > width
        finished += line[-1] in _SENTENCE_END
    return inner >= 2 and wrapped >= 0.6 * inner and finished < 0.5 * inner


def _indentation_marks_paragraphs(raw: Sequence[str], cleaned: list[str]) -> bool:
    """True if some, but at most half, of the lines are indented: first-line indents."""
    content = indented = 0
    for original, line in zip(raw, cleaned, strict=True):
        if line:
            content += 1
            indented += original[:1].isspace()
    return 0 < indented <= content // 2
