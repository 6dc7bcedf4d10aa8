"""Paragraphs, sentences and words of canonical text, as code-point offsets.

The chunker splits a story on paragraph, then sentence, boundaries and must never lose a
character; the metrics count words and sentences. Both read whole books, so everything here is
driven by compiled regular expressions and visits Python code once per paragraph or per
candidate sentence end, never once per character.
"""

from __future__ import annotations

import re
import unicodedata

from writerlens.domain import SCENE_BREAK, Paragraph
from writerlens.texts.normalize import INVISIBLE

_PARAGRAPH_BREAK = "\n\n"


def paragraphs(text: str) -> list[Paragraph]:
    """The paragraphs of canonical ``text`` (split on ``"\\n\\n"``), tiling it exactly.

    ``"\\n\\n".join(text[p.start:p.end] for p in paragraphs(text)) == text`` holds for any
    string, canonical or not, so offsets can be trusted blindly. Empty text has no paragraphs.
    """
    result: list[Paragraph] = []
    if not text:
        return result
    start, index, size = 0, 0, len(text)
    while True:
        end = text.find(_PARAGRAPH_BREAK, start)
        if end < 0:
            end = size
        is_break = end - start == len(SCENE_BREAK) and text.startswith(SCENE_BREAK, start)
        result.append(Paragraph(index=index, start=start, end=end, is_scene_break=is_break))
        if end == size:
            return result
        start, index = end + len(_PARAGRAPH_BREAK), index + 1


# -- sentences ------------------------------------------------------------------------------

_LINE = re.compile(r"[^\n]+")
_NON_SPACE = re.compile(r"\S")
#: A run of terminators, then any closing quotes/brackets, then a space or the paragraph's end.
_END = re.compile(r"[.!?…‽⁇⁈⁉]+[\"'”’»›)\]}]*(?=\s|$)")
#: After these the sentence goes on ("“Stop!” she said", "Wait… and then", ". . .").
_CONTINUES = frozenset(",;:.…!?)]}”’»›—–-")
_OPENERS = "([{“‘\"'«‹—–-"
#: Abbreviations after which a full stop never ends a sentence (lower case, no final dot).
#: "etc." is not here: it ends a sentence when a capital follows, like any other word.
_ABBREVIATIONS = (
    "mr mrs ms mx dr st mt jr sr prof rev fr gen col capt lt sgt hon messrs mme mlle "
    "vs v e.g i.e cf viz approx fig vol ch pp no nos"
)
ABBREVIATIONS = frozenset(_ABBREVIATIONS.split())


def sentences(text: str, start: int = 0, end: int | None = None) -> list[tuple[int, int]]:
    """Sentence spans ``(start, end)`` inside ``text[start:end]``, as code-point offsets.

    Spans are ordered, never overlap, never cross a line or paragraph break, start and end on a
    non-space character, and together cover every non-space character of the range except
    scene-break paragraphs (which are not sentences). A sentence ends after ``.``, ``!``, ``?``
    or ``…`` (and any closing quotes or brackets) when the next word does not start with a lower
    case letter or continuing punctuation, and not after a title or common abbreviation
    (:data:`ABBREVIATIONS`) or a single capital initial ("J. R. Hartley").
    """
    stop = len(text) if end is None else min(end, len(text))
    spans: list[tuple[int, int]] = []
    for line in _LINE.finditer(text, start, stop):
        line_start, line_end = line.span()
        if line_end - line_start <= len(SCENE_BREAK) + 2 and line.group().strip() == SCENE_BREAK:
            continue
        first = _NON_SPACE.search(text, line_start, line_end)
        if first is None:
            continue
        begin = first.start()
        for terminator in _END.finditer(text, begin, line_end):
            after = _NON_SPACE.search(text, terminator.end(), line_end)
            if after is None:
                break
            if _ends_sentence(text, terminator, after.start(), line_start):
                spans.append((begin, terminator.end()))
                begin = after.start()
        finish = line_end
        while text[finish - 1].isspace():
            finish -= 1
        spans.append((begin, finish))
    return spans


def _ends_sentence(text: str, terminator: re.Match[str], following: int, floor: int) -> bool:
    """Whether the terminator match really ends a sentence, given the next non-space char."""
    next_char = text[following]
    if next_char.islower() or next_char in _CONTINUES:
        return False
    if terminator.group() != ".":
        return True
    before = text[max(floor, terminator.start() - 16) : terminator.start()]
    if not before or before[-1].isspace():
        return True
    token = before.split()[-1].lstrip(_OPENERS)
    if len(token) == 1 and token.isupper():
        return False  # an initial: "J. R. Hartley", "Harry S. Truman"
    return token.lower() not in ABBREVIATIONS


# -- words ----------------------------------------------------------------------------------


def _combining_marks() -> str:
    """A character-class body with every combining mark in the Basic Multilingual Plane.

    ``re``'s ``\\w`` excludes combining marks, which would split "cafe\\u0301" (not NFC) or
    Devanagari words in two. Scanning the BMP takes a few milliseconds at import.
    """
    ranges: list[tuple[int, int]] = []
    for code in range(0x300, 0x10000):
        if unicodedata.category(chr(code))[0] == "M":
            if ranges and ranges[-1][1] == code - 1:
                ranges[-1] = (ranges[-1][0], code)
            else:
                ranges.append((code, code))
    return "".join(chr(a) if a == b else f"{chr(a)}-{chr(b)}" for a, b in ranges)


_MARKS = _combining_marks()
# One character class, never a group of alternatives: ``(?:a|b)+`` keeps backtracking state per
# character, which on one 16 MB "word" took 5 s and gigabytes. The class admits "_", which is
# never part of a word: search :func:`without_underscores` of a text.
_W = rf"[\w{_MARKS}\u200c\u200d]"
#: What WriterLens calls a word, everywhere (counts, summary lengths, the automatic measures):
#: letters/digits (with their accents), joined by internal apostrophes or hyphens, or by a
#: point or comma between digits ("don’t", "well-known", "3.5", "10,000" are one word each).
WORD = re.compile(rf"{_W}+(?:(?:['’‐‑-]|(?<=\d)[.,](?=\d)){_W}+)*")
#: The same words for a text with no combining marks or joiners: ``\w`` alone is twice as
#: fast, and on such a text it finds exactly what :data:`WORD` finds.
_PLAIN_WORD = re.compile(r"\w+(?:(?:['’‐‑-]|(?<=\d)[.,](?=\d))\w+)*")
_NEEDS_FULL = re.compile(rf"[{_MARKS}\u200c\u200d]")


def word_pattern(text: str) -> re.Pattern[str]:
    """The fastest pattern that finds exactly :data:`WORD`'s words in ``text``."""
    return WORD if _NEEDS_FULL.search(text) else _PLAIN_WORD


def without_underscores(text: str) -> str:
    """``text`` with underscores as spaces (same length, so offsets hold): "a_b" is two words."""
    return text.replace("_", " ") if "_" in text else text


def count_words(text: str) -> int:
    """Words in ``text``: "don’t", "well-known" and "3.5" are one word each; "* * *" is none.

    Characters that normalisation removes (soft hyphens, zero-width spaces) are ignored, so a
    raw text and its canonical form count the same.
    """
    if INVISIBLE.search(text):
        text = INVISIBLE.sub("", text)
    text = without_underscores(text)
    return sum(1 for _ in word_pattern(text).finditer(text))
