"""Finding what identifies a writer without being told: email addresses, phone numbers, web
addresses, file paths (POSIX, Windows, ``~``, with spaces, inside brackets).

Each finder returns :class:`Edit` ranges of the original text. They err on the side of hiding
a little too much: a bundle may lose a few words of prose, but must not carry an address.
"""

from __future__ import annotations

import re

from writerlens.study.writer.anonymize.edits import Edit

EMAIL = "[email]"
PHONE = "[phone]"
LINK = "[link]"
HANDLE = "[handle]"
PATH = "[path]"

_EMAIL = re.compile(
    r"(?<![\w.+\-])[\w.+\-'’]{1,64}\s?(?:@|\(at\)|\[at\])\s?[\w\-]{1,63}(?:\.[\w\-]{1,63})+",
    re.UNICODE,
)
# scheme://anything, www.anything, or a bare user@host URL-ish; up to a space or a quote
_LINK = re.compile(
    r"(?i)(?<![\w@])(?:[a-z][a-z0-9+.\-]{1,15}://|www\.)[^\s\"'<>()\[\]{}]+"
    r"(?:\([^\s\"'<>()]*\)[^\s\"'<>()\[\]{}]*)*"
)
# "@annika_l": a handle on a social site names its owner
_HANDLE = re.compile(r"(?<![\w@.])@[A-Za-z0-9_][A-Za-z0-9_.]{1,29}(?<!\.)(?![\w@])")
_PHONE = re.compile(
    r"(?<![\w+\-/.,])(?:\+|00)?\(?\d[\d\s().\-–/]{5,22}\d(?![\w\-/]|[.,]\d)",
)
_DATE = re.compile(r"^\d{4}[\-/.]\d{1,2}[\-/.]\d{1,2}$|^\d{1,2}[\-/.]\d{1,2}[\-/.]\d{2,4}$")
_YEARS = re.compile(r"^(?:1[5-9]\d\d|20\d\d)(?:\s*[\-–/]\s*(?:1[5-9]\d\d|20\d\d|\d\d))?$")
_TRAILING = ".,;:!?'\"’”»"
# where a path may begin: "/x", "~/", "~user/", "C:\", "C:/", "\\server\", "./", "../"
_PATH_START = re.compile(
    r"(?:(?<=^)|(?<=[\s(\[{<\"'“‘«=:,;]))"
    r"(?:~[\w.\-]*[/\\]|[A-Za-z]:[\\/]|\\\\[\w.$\-]+\\|\.{1,2}[/\\]|/(?=[^\s/]))"
)
# a file name on its own ("Harbour_draft-3.docx"): the extensions of stories, notes and models
_FILE_NAME = re.compile(
    r"(?<![\w/\\.\-])[^\s/\\\"<>|*?:()\[\]]{1,120}\.(?:docx?|odt|rtf|txt|md|markdown|pdf|epub|"
    r"pages|scriv|fdx|fountain|gguf|bin|safetensors|json|csv|zip)(?![\w\-]|\.\w)",
    re.IGNORECASE,
)
_EXTENSION = re.compile(r"\.[A-Za-z0-9]{1,6}$")
#: what each pattern's every match holds (``_near``), found fast: ``re`` tries a pattern that
#: opens with a lookbehind at every character of a text, these skip to their first character
_AT_SIGN = re.compile("@")
_EMAIL_MARK = re.compile(r"@|\(at\)|\[at\]")
_SLASH = re.compile(r"[/\\]")
_FILE_MARK = re.compile(
    r"(?i)\.(?:docx?|odt|rtf|txt|md|markdown|pdf|epub|pages|scriv|fdx|fountain|gguf|bin|"
    r"safetensors|json|csv|zip)"
)
_DIGIT = re.compile(r"\d")

_SENTENCE_END = re.compile(r"[.,;:!?]$")


def _near(
    pattern: re.Pattern[str], text: str, mark: re.Pattern[str], before: int, after: int
) -> list[re.Match[str]]:
    """The matches of ``pattern`` in ``text``, for a pattern whose every match holds a ``mark``
    and reaches (lookarounds included) at most ``before`` characters before the mark and
    ``after`` past it: the same as ``pattern.finditer(text)``, read only in the stretches
    around the marks. (No match can cross into a stretch from outside it, so each stretch is
    read as the whole text would be.)"""
    windows: list[tuple[int, int]] = []
    for found in mark.finditer(text):
        lo, hi = max(0, found.start() - before), min(len(text), found.end() + after)
        if windows and lo <= windows[-1][1]:
            windows[-1] = (windows[-1][0], max(hi, windows[-1][1]))
        else:
            windows.append((lo, hi))
    return [m for lo, hi in windows for m in pattern.finditer(text, lo, hi)]


def emails(text: str) -> list[Edit]:
    # a local part of up to 64 characters, a domain of up to 253 (and a space around the @)
    found = _near(_EMAIL, text, _EMAIL_MARK, 70, 300)
    return [Edit(m.start(), m.end(), EMAIL, "email") for m in found]


def links(text: str) -> list[Edit]:
    found: list[Edit] = []
    if "://" not in text and "www." not in text.lower():
        return found  # every link has a scheme's "://" or a "www."
    for m in _LINK.finditer(text):
        end = m.end()
        while end > m.start() and text[end - 1] in _TRAILING:
            end -= 1
        found.append(Edit(m.start(), end, LINK, "link"))
    return found


def handles(text: str) -> list[Edit]:
    found = _near(_HANDLE, text, _AT_SIGN, 1, 32)
    return [Edit(m.start(), m.end(), HANDLE, "link") for m in found]


def phones(text: str) -> list[Edit]:
    found = []
    for m in _near(_PHONE, text, _DIGIT, 30, 30):  # up to 26 characters, a digit in each
        raw = m.group(0)
        stripped = raw.rstrip(" -–/.(")
        digits = sum(c.isdigit() for c in stripped)
        groups = len(re.findall(r"\d+", stripped))
        international = stripped.startswith(("+", "00"))
        if not 7 <= digits <= 15:
            continue
        if not international and groups < 2 and not (stripped.startswith("0") and digits >= 9):
            continue
        core = stripped.strip("()")
        if _DATE.match(core) or _YEARS.match(core) or _all_years(core):
            continue
        if "\n" in stripped:
            continue
        found.append(Edit(m.start(), m.start() + len(stripped), PHONE, "phone"))
    return found


def looks_like_date(raw: str) -> bool:
    """ "2024-05-01", "1914-1918", "1914 1918 1939": dates and years, not phone numbers."""
    core = raw.strip(" -–/.()")
    return bool(_DATE.match(core) or _YEARS.match(core) or _all_years(core))


def _all_years(core: str) -> bool:
    """ "1914 1918 and 1939": years in a row, not a phone number."""
    groups = re.findall(r"\d+", core)
    return all(len(g) == 4 and 1500 <= int(g) <= 2099 for g in groups)


def paths(text: str, homes: tuple[str, ...] = (), file_names: bool = True) -> list[Edit]:
    """File paths, including folders and file names with spaces: a path goes on over a space
    while the words after it lead to another folder separator or to a file extension."""
    # every path starts with a slash or a backslash within reach ("~anna/", "\\\\server\\")
    starts = {m.start() for m in _near(_PATH_START, text, _SLASH, 100, 300)}
    for home in homes:
        if len(home) > 1:
            at = text.find(home)
            while at != -1:
                starts.add(at)
                at = text.find(home, at + 1)
    found = (
        [
            Edit(m.start(), m.end(), PATH, "path")
            for m in _near(_FILE_NAME, text, _FILE_MARK, 122, 4)
        ]
        if file_names
        else []
    )
    covered = -1
    for start in sorted(starts):
        if start < covered:
            continue
        end = _path_end(text, start)
        if end > start + 1:
            found.append(Edit(start, end, PATH, "path"))
            covered = end
    return found


def _path_end(text: str, start: int) -> int:
    line_end = text.find("\n", start)
    stop = len(text) if line_end == -1 else line_end
    stop = min(stop, start + 400)
    words = [(m.start(), m.end()) for m in re.finditer(r"[^\s\"<>|*?]+", text[start:stop])]
    if not words or words[0][0] != 0:
        return start
    end = _trim(text, start, start + words[0][1])
    previous_end = words[0][1]
    previous = text[start : start + previous_end]
    tentative = 0
    for w_start, w_end in words[1:]:
        if _SENTENCE_END.search(previous) or text[start + previous_end : start + w_start] != " ":
            break  # a sentence ended, or more than one space: the path has ended
        tentative += 1
        if tentative > 10:
            break
        if _starts_path(text[start + w_start : start + w_end]):
            break  # "~/a.md and (C:\\b.docx)": two paths, not one
        trimmed_end = _trim(text, start, start + w_end)
        trimmed = text[start + w_start : trimmed_end]
        if "/" in trimmed or "\\" in trimmed or _EXTENSION.search(trimmed.rstrip(")]")):
            end = trimmed_end
            tentative = 0
        previous = text[start + w_start : start + w_end]
        previous_end = w_end
    return end


def _starts_path(word: str) -> bool:
    word = word.lstrip("([{\"'“‘«")
    return bool(word) and bool(_PATH_START.match(" " + word, 1))


def _trim(text: str, start: int, end: int) -> int:
    """The end of a path without the sentence's punctuation or a closing bracket it opened."""
    while end > start:
        last = text[end - 1]
        if last in _TRAILING:
            end -= 1
            continue
        if last in ")]}":
            opener = {")": "(", "]": "[", "}": "{"}[last]
            piece = text[start:end]
            if piece.count(last) > piece.count(opener):
                end -= 1
                continue
        break
    return end
