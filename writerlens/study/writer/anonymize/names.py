"""Finding the names a writer listed however they are written, and offering the ones they did not.

Names are matched on a folded copy of the text: Unicode compatibility-decomposed, accents
dropped, case-folded (so "Strauß" finds "STRAUSS" and a decomposed "Zoë" finds "Zoe"), every
apostrophe and dash made one character. Each folded character remembers where it came from, so
a match is replaced in the writer's own text. A listed name is matched whole, with its parts
joined by spaces, ``_``, ``.`` or ``-`` (``annika_lindqvist``), and each part on its own (the
surname alone, a two-letter "Li"); lower-case particles ("van", "de") are not parts.
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable

from writerlens.study.writer.anonymize.edits import Edit

NAME = "[name]"
#: A name (or a part of one) needs this many letters: one letter would wipe out "a" and "I".
MIN_NAME_LENGTH = 2

_APOSTROPHES = "'’‘ʼ′`´ʹ＇"
_DASHES = "-‐‑‒–—―−﹣－"
_FOLD_TABLE = str.maketrans({**{c: "'" for c in _APOSTROPHES}, **{c: "-" for c in _DASHES}})
_NON_ASCII = re.compile(r"[^\x00-\x7f]")
_BEFORE = r"(?<![^\W_])"  # not after a letter or digit ("_" may join a name to a word)
_AFTER = r"(?![^\W_])"
_POSSESSIVE = r"(?:'s)?"
_JOIN = r"[\s_.'\-]*"  # between the words of a name: nothing, spaces, _ . ' -


class Folded:
    """A folded copy of a text that knows, for each of its characters, the original range.

    The map is kept by stretches, not by character: a run of plain ASCII folds one to one, so
    it is one entry however long (a novel with a few curly quotes maps in a few hundred
    entries, not two lists of a million offsets)."""

    def __init__(self, text: str) -> None:
        self.original = text
        #: per character (a subclass's map); None where the stretches below are the map
        self.starts: list[int] | None = None
        self.ends: list[int] = []
        #: each stretch: where it begins in the folded text, where in the original, and
        #: where its one original cluster ends (-1: a plain stretch, one to one)
        self._at: list[int] | None = None
        self._from: list[int] = []
        self._to: list[int] = []
        #: a folded character whose original range was widened (an accent that folds to
        #: nothing goes with the letter before it)
        self._widened: dict[int, int] = {}
        if text.isascii():
            self.text = text.lower().translate(_FOLD_TABLE)
            return
        out: list[str] = []
        at_, from_, to_ = [], [], []
        length = 0
        cache: dict[str, str] = {}
        pos, n = 0, len(text)
        for found in _NON_ASCII.finditer(text):
            i = found.start()
            if i < pos:
                continue  # a combining mark already taken with its letter
            if i > pos:  # a run of plain ASCII: folded in one go
                out.append(text[pos:i].lower().translate(_FOLD_TABLE))
                at_.append(length)
                from_.append(pos)
                to_.append(-1)
                length += i - pos
            j = i + 1
            while j < n and unicodedata.combining(text[j]):
                j += 1
            cluster = text[i:j]
            piece = cache.get(cluster)
            if piece is None:
                piece = cache[cluster] = fold(cluster)
            if piece:
                out.append(piece)
                at_.append(length)
                from_.append(i)
                to_.append(j)
                length += len(piece)
            elif length:
                self._at, self._from, self._to = at_, from_, to_
                if self._char(length - 1)[1] == i:
                    self._widened[length - 1] = j  # "e" + U+0301: the accent goes with it
            pos = j
        if pos < n:
            out.append(text[pos:].lower().translate(_FOLD_TABLE))
            at_.append(length)
            from_.append(pos)
            to_.append(-1)
        self.text = "".join(out)
        self._at, self._from, self._to = at_, from_, to_

    def _char(self, k: int) -> tuple[int, int]:
        """The original range of folded character ``k``."""
        assert self._at is not None
        s = bisect.bisect_right(self._at, k) - 1
        if self._to[s] < 0:
            start = self._from[s] + k - self._at[s]
            return start, self._widened.get(k, start + 1)
        return self._from[s], self._widened.get(k, self._to[s])

    def span(self, start: int, end: int) -> tuple[int, int]:
        """The original range of the folded range ``start:end`` (non-empty)."""
        if self.starts is not None:
            return self.starts[start], self.ends[end - 1]
        if self._at is None:
            return start, end
        return self._char(start)[0], self._char(end - 1)[1]


def fold(text: str) -> str:
    """The form names are compared in: no accents, case-folded, one apostrophe, one dash."""
    decomposed = unicodedata.normalize("NFKD", text.translate(_FOLD_TABLE))
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    return unicodedata.normalize("NFKC", plain.casefold()).translate(_FOLD_TABLE)


def _letters(word: str) -> int:
    return sum(c.isalnum() for c in word)


def _word_pattern(word: str) -> str:
    """A folded word whose inner apostrophes and dashes may be written any way or not at all."""
    pieces = [p for p in re.split(r"['\-]+", word) if p]
    return r"['\-\s]?".join(re.escape(p) for p in pieces)


def name_patterns(names: Iterable[str], parts_too: bool = True) -> list[str]:
    """Regular expressions (on folded text) for the names and (``parts_too``) their parts,
    longest first."""
    full: set[tuple[str, ...]] = set()
    parts: set[str] = set()
    for name in names:
        words = [w for w in re.split(r"[\s_.]+", name.strip()) if _letters(w)]
        folded = tuple(fold(w) for w in words)
        if not folded or _letters("".join(folded)) < MIN_NAME_LENGTH:
            continue
        full.add(folded)
        if not parts_too:
            continue
        if len(words) > 1:
            for original, word in zip(words, folded, strict=True):
                if original[:1].isupper() and _letters(word) >= MIN_NAME_LENGTH:
                    parts.add(word)
        for word in folded:  # "Anne-Marie": also "Anne" and "Marie"
            for piece in re.split(r"-+", word):
                if piece != word and _letters(piece) >= 3:
                    parts.add(piece)
    patterns = {_JOIN.join(_word_pattern(w) for w in words) for words in full}
    patterns |= {_word_pattern(p) for p in parts}
    ordered = sorted(patterns, key=len, reverse=True)
    return [_BEFORE + p + _POSSESSIVE + _AFTER for p in ordered if p]


def compile_names(names: Iterable[str], parts_too: bool = True) -> re.Pattern[str] | None:
    patterns = name_patterns(names, parts_too)
    return re.compile("|".join(f"(?:{p})" for p in patterns)) if patterns else None


def find(folded: Folded, regex: re.Pattern[str] | None, placeholder: str, kind: str) -> list[Edit]:
    """Edits replacing every match; a possessive keeps its own apostrophe ("[name]’s")."""
    if regex is None:
        return []
    found = []
    for match in regex.finditer(folded.text):
        if match.end() == match.start():
            continue
        start, end = folded.span(match.start(), match.end())
        replacement = placeholder
        if match.group(0).endswith("'s"):
            replacement += folded.original[end - 2 : end]
        found.append(Edit(start, end, replacement, kind))
    return found


# -- names the writer did not list -----------------------------------------------------------

_CAPITALISED = re.compile(r"[^\W\d_][\w'’\-]*", re.UNICODE)
_NOT_NAMES = frozenset(
    """i i'm i've i'd i'll mr mrs ms miss dr sir madam lord lady god monday tuesday wednesday
    thursday friday saturday sunday january february march april may june july august september
    october november december english british american french german spanish christmas easter
    ok okay tv the a an and but or so yes no oh this that these those he she it they we you his
    her its their our my your there here then when where what who why how if in on at of to for
    with from by as chapter part book story summary""".split()  # noqa: SIM905
)


def candidates(texts: Iterable[str], known: Iterable[str] = ()) -> list[tuple[str, int]]:
    """Words (or runs of words) that look like people's names: capitalised where a sentence
    does not start, never written in lower case, not an ordinary capitalised word. Counted,
    most frequent first; names already listed (in any form) are left out."""
    counts: Counter[str] = Counter()
    lower_seen: set[str] = set()
    spellings: dict[str, str] = {}
    listed = compile_names(known)
    for text in texts:
        if not text:
            continue
        text = unicodedata.normalize("NFC", text)  # "Zoe" + U+0308 is one word, "Zoë"
        words = list(_CAPITALISED.finditer(text))
        for w in words:
            if w.group(0)[:1].islower() and not _in_identifier(text, w):
                lower_seen.add(fold(w.group(0)))
        run: list[re.Match[str]] = []
        for word in [*words, None]:  # None closes the last run
            if word is not None and word.group(0)[:1].isupper() and _joins(text, run, word):
                run.append(word)
                continue
            if run:
                _count_run(text, run, counts, spellings)
            run = [word] if word is not None and word.group(0)[:1].isupper() else []
    for text in texts:  # scripts without capitals: a name is known by its title
        for pattern in _UNCASED_NAMES:
            for match in pattern.finditer(text or ""):
                name = match.group("n")
                counts[fold(name)] += 1
                spellings.setdefault(fold(name), name)
    found = []
    for key, count in counts.most_common():
        name = spellings[key]
        parts = key.split()
        if any(p in lower_seen or p in _NOT_NAMES for p in parts):
            continue
        if listed is not None and listed.fullmatch(fold(name)):
            continue
        found.append((name, count))
    return found


#: a name in a script without capitals, known by the title or honorific it carries: Japanese
#: "花子さん", Chinese "王先生", Korean "민준 씨", Arabic "السيد محمد"
_UNCASED_NAMES = (
    re.compile(
        r"(?P<n>[\u3400-\u4dbf\u4e00-\u9fff\u30a0-\u30ff]{2,4})"
        r"(?=さん|様|さま|先生|君|くん|ちゃん|氏|小姐|女士|老师|同学)"
    ),
    re.compile(r"(?<![\uac00-\ud7af])(?P<n>[\uac00-\ud7af]{2,4})(?=\s?(?:씨|님|선생))"),
    re.compile(
        r"(?:السيد|السيدة|الأستاذ|الأستاذة|الدكتور|الدكتورة)\s+"
        r"(?P<n>[\u0621-\u064a]{2,}(?:\s+[\u0621-\u064a]{2,})?)"
    ),
)


def _in_identifier(text: str, word: re.Match[str]) -> bool:
    """ "annika.lindqvist", "annika-l": lower case inside an address is no ordinary word."""
    before = text[word.start() - 1 : word.start()]
    after = text[word.end() : word.end() + 1]
    return before in {".", "_", "@", "/", "-"} or (
        after in {".", "_", "@", "/"} and (text[word.end() + 1 : word.end() + 2].isalnum())
    )


def _joins(text: str, run: list[re.Match[str]], word: re.Match[str]) -> bool:
    return not run or text[run[-1].end() : word.start()] == " "


def _count_run(
    text: str, run: list[re.Match[str]], counts: Counter[str], spellings: dict[str, str]
) -> None:
    before = text[: run[0].start()].rstrip(" \t\"'“‘«(")
    starts_sentence = not before or before[-1] in ".!?:\n…—"
    words = [w.group(0).rstrip("'’") for w in run]
    if words and words[-1].endswith(("'s", "’s")):
        words[-1] = words[-1][:-2]
    if starts_sentence:
        words = words[1:]  # "Then Annika left": the first word may be only a sentence start
    words = [w for w in words if _letters(w) >= MIN_NAME_LENGTH]
    if any(c.isdigit() for w in words for c in w):
        return  # "Draft-3", "Tb8Nc3": not a person's name
    if not words or any(w.isupper() and len(w) > 1 for w in words):
        return  # "USA", "NASA": shouting or an acronym, not a person
    name = " ".join(words)
    key = fold(name)
    counts[key] += 1
    spellings.setdefault(key, name)
