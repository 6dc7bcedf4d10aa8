"""A story's title from the story itself, when the file's own metadata gave none.

The importers fall back to the file name ("Tell tale heart" from ``tell_tale_heart.txt``); a
writer's manuscript nearly always opens with its real title ("The Tell-Tale Heart"). This looks
at the text's first lines and takes the first one that reads as a title: short, not a sentence,
not a chapter heading, not a byline. Kept apart from the importers, which only read files.
"""

from __future__ import annotations

import re

from writerlens.texts.importers import title_from_file_name

MAX_TITLE_WORDS = 12
MAX_TITLE_CHARS = 90
_CHAPTER = re.compile(
    r"^(chapter|part|book|prologue|epilogue|contents|table of contents)\b|^[ivxlcdm]+\.?$|^\d+\.?$",
    re.IGNORECASE,
)
_BYLINE = re.compile(r"^(by|written by|a story by|a novel by)\s", re.IGNORECASE)
_SMALL = {"a", "an", "and", "as", "at", "but", "by", "for", "in", "of", "on", "or", "the", "to"}


def title_line(text: str) -> str | None:
    """The story's title as its opening line gives it, or None if it opens with prose."""
    for line in text.splitlines()[:6]:
        line = " ".join(line.split()).strip("*_#= ")
        if not line:
            continue
        if _BYLINE.match(line):
            continue
        if _CHAPTER.match(line):
            return None
        words = line.split()
        if len(words) > MAX_TITLE_WORDS or len(line) > MAX_TITLE_CHARS:
            return None
        if line[-1] in ".,;:" or line[0] in "\"'“‘—-(":
            return None  # a sentence or dialogue: the story starts here
        if not any(c.isalpha() for c in line):
            return None  # a scene break or a number
        return _readable(line)
    return None


def _readable(line: str) -> str:
    """An ALL-CAPS title line in title case ("THE TELL-TALE HEART" -> "The Tell-Tale Heart")."""
    if not (line.isupper() and any(c.isalpha() for c in line)):
        return line
    words = []
    for number, word in enumerate(line.lower().split()):
        if number and word in _SMALL:
            words.append(word)
        else:
            words.append("-".join(part[:1].upper() + part[1:] for part in word.split("-")))
    return " ".join(words)


def story_title(found_title: str, text: str, source_name: str) -> str:
    """The best title: the file's own (metadata, front matter, a Markdown heading) when it had
    one, else the story's opening title line, else the importer's name from the file name."""
    from_file_name = title_from_file_name(source_name) if source_name else ""
    if found_title and found_title != from_file_name:
        return found_title
    return title_line(text) or found_title or from_file_name
