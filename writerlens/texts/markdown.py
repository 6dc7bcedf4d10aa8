"""Markdown stories (.md, .markdown): front matter, headings and emphasis, conservatively.

Writers use Markdown as plain text with a little markup. The words must survive exactly; only
markup is removed: front matter (its ``title:`` names the story), heading hashes, emphasis
markers, link targets, blockquote markers and backslash escapes. Anything ambiguous is left as
text, since a stray asterisk is a smaller harm than a lost word. HTML comments (``<!-- ... -->``)
are not shown when Markdown is read: they are left out (a note to oneself, a name, a draft's
history) and the import says how many; one that is never closed is kept as text.

Every pattern here sees a writer's text (or a hostile file), so each must run in linear time:
no lazy ``.+?`` that can run to the end of a paragraph from every opener, and no loop that
rebuilds a long line once per marker. Emphasis is therefore only removed around text holding
no marker of its kind (``*a*``, ``**b**``, ``**b *a* b**`` after the inner pair), and a link's
target stops at the next bracket or parenthesis. tests/texts/test_adversarial_patterns.py runs
every one of them on hostile input.
"""

from __future__ import annotations

import re

from writerlens.domain import SCENE_BREAK
from writerlens.texts.extract import Extracted, check_text_size
from writerlens.texts.hidden import comments
from writerlens.texts.normalize import clean_inline, is_scene_break_marker, normalize_lines
from writerlens.texts.plain import decode_text

_FRONT_MATTER_LINES = 200
# \A: tried at the start of a line only, however they are called (a search from every position
# of a long line would be quadratic)
_YAML_KEY = re.compile(r"\A([A-Za-z_][\w.-]*)[ \t]*:(?:[ \t]+(.*))?$")
_YAML_OTHER = re.compile(r"\A(?:\s+\S|-\s|-$|#)")
_ATX = re.compile(r" {0,3}(#{1,6})(?:[ \t]+(.*))?$")
_SETEXT = re.compile(r" {0,3}(=+|-{3,})[ \t]*$")
_BLOCKQUOTES = re.compile(r"(?: {0,3}>[ ]?)+")

# Applied to whole paragraphs, after hard-wrapped lines are joined.
_IMAGE = re.compile(r"!\[([^\[\]]*)\]\([^()\s]*(?:\s+\"[^\"()]*\")?\)")
_LINK = re.compile(r"(?<!\\)\[([^\[\]]+)\]\([^()\s]*(?:\s+\"[^\"()]*\")?\)")
_STRONG_STAR = re.compile(r"(?<![\\\w*])\*\*(?=[^\s*])([^*]+?)(?<=[^\s\\*])\*\*(?![\w*])")
_STRONG_UNDERSCORE = re.compile(r"(?<![\\\w_])__(?=[^\s_])([^_]+?)(?<=[^\s\\_])__(?![\w_])")
_STAR = re.compile(r"(?<![\\\w*])\*(?=[^\s*])([^*]+?)(?<=[^\s\\*])\*(?![\w*])")
_UNDERSCORE = re.compile(r"(?<![\\\w_])_(?=[^\s_])([^_]+?)(?<=[^\s\\_])_(?![\w_])")
_ESCAPE = re.compile(r"\\([\\`*_{}\[\]()#+\-.!|>~<\"'])")


def read_markdown(data: bytes, name: str, max_chars: int) -> Extracted:
    """A Markdown story: title from front matter or a leading ``# Heading``, markup removed."""
    raw, warnings = decode_text(data, name)
    check_text_size(name, len(raw), max_chars)
    raw, left_out = without_comments(raw)
    if left_out:
        warnings = [*warnings, comments(left_out)]
    lines = raw.splitlines()
    title, body_start = _front_matter(lines)
    body, standalone, heading_title = _block_lines(lines[body_start:], want_title=title is None)
    text = normalize_lines(body, join_wrapped_lines=True, standalone=standalone)
    paragraphs = [_strip_inline_markup(p) for p in text.split("\n\n")] if text else []
    text = normalize_lines([p for p in paragraphs if p], join_wrapped_lines=False)
    return Extracted(text=text, title=title or heading_title, warnings=tuple(warnings))


def without_comments(text: str) -> tuple[str, int]:
    """``text`` without its closed HTML comments and how many there were. A comment within a
    line goes (with any line breaks inside it); one on lines of its own goes with its lines and,
    between two blank lines, with one of them, so that no paragraph or scene break appears
    where it stood. Linear: one scan with ``str.find``."""
    if "<!--" not in text:
        return text, 0
    out: list[str] = []
    count = pos = 0
    while True:
        start = text.find("<!--", pos)
        if start < 0:
            break
        end = text.find("-->", start + 4)
        if end < 0:
            break  # never closed: kept as text, not a lost story
        end += 3
        count += 1
        line_start = text.rfind("\n", 0, start) + 1
        line_end = _line_end(text, end)
        if line_start < pos or text[line_start:start].strip() or text[end:line_end].strip():
            out.append(text[pos:start])  # within a line
            pos = end
            continue
        out.append(text[pos:line_start])
        pos = min(line_end + 1, len(text))
        before_blank = line_start == 0 or not _line_before(text, line_start).strip()
        if before_blank and pos < len(text) and not text[pos : _line_end(text, pos)].strip():
            pos = min(_line_end(text, pos) + 1, len(text))
    out.append(text[pos:])
    return "".join(out), count


def _line_end(text: str, at: int) -> int:
    found = text.find("\n", at)
    return len(text) if found < 0 else found


def _line_before(text: str, line_start: int) -> str:
    return text[text.rfind("\n", 0, line_start - 1) + 1 : line_start - 1]


def _front_matter(lines: list[str]) -> tuple[str | None, int]:
    """``(title, first body line)`` if the file opens with YAML front matter, else ``(None, 0)``.

    Only a block that looks like YAML counts (``key: value`` lines, indented or list lines,
    comments), so a story that opens with a ``---`` scene-break line is left alone.
    """
    if not lines or lines[0].strip() != "---":
        return None, 0
    for end in range(1, min(len(lines), _FRONT_MATTER_LINES)):
        if lines[end].strip() not in ("---", "..."):
            continue
        block = lines[1:end]
        keys = [m for m in map(_YAML_KEY.match, block) if m]
        looks_yaml = keys and all(
            not line.strip() or _YAML_KEY.match(line) or _YAML_OTHER.match(line) for line in block
        )
        if not looks_yaml:
            return None, 0
        for key in keys:
            if key.group(1).strip().lower() == "title" and key.group(2):
                return _unquote(key.group(2).strip()) or None, end + 1
        return None, end + 1
    return None, 0


def _unquote(value: str) -> str:
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
        return value[1:-1]
    return value


def _block_lines(lines: list[str], *, want_title: bool) -> tuple[list[str], set[int], str | None]:
    """Lines with block markup removed, the indices of heading lines, and a heading title.

    A level-1 heading (``# Title`` or ``Title`` over ``===``) that is the first non-empty line
    becomes the title when the front matter gave none; every other heading is a paragraph.
    """
    out: list[str] = []
    headings: set[int] = set()
    title: str | None = None
    first_text: int | None = None
    for line in lines:
        quotes = _BLOCKQUOTES.match(line)
        if quotes:
            line = line[quotes.end() :]
        cleaned = clean_inline(line)
        if not cleaned:
            out.append("")
            continue
        previous = len(out) - 1
        setext = _SETEXT.match(line)
        if setext and out and out[-1].strip() and previous not in headings:
            if (
                setext.group(1)[0] == "="
                and want_title
                and title is None
                and previous == first_text
            ):
                title = _strip_inline_markup(clean_inline(out.pop()))
                first_text = None
            else:
                headings.add(previous)
            continue
        atx = None if is_scene_break_marker(cleaned) else _ATX.match(line)
        heading = _heading_text(atx.group(2)) if atx and atx.group(2) else ""
        if heading and atx:
            if len(atx.group(1)) == 1 and want_title and title is None and first_text is None:
                title = _strip_inline_markup(clean_inline(heading))
                continue
            headings.add(len(out))
            line = heading
        elif line.rstrip().endswith("\\") and not line.rstrip().endswith("\\\\"):
            line = line.rstrip()[:-1]  # a Markdown hard line break
        if first_text is None:
            first_text = len(out)
        out.append(line)
    return out, headings, title


def _heading_text(content: str) -> str:
    """An ATX heading's text without its optional closing hashes (``## Title ##``)."""
    content = content.rstrip(" \t")
    bare = content.rstrip("#")
    if bare != content and (not bare or bare[-1] in " \t"):
        content = bare.rstrip(" \t")
    return content


def _strip_inline_markup(paragraph: str) -> str:
    """Remove images, link targets, emphasis markers and backslash escapes from a paragraph."""
    if paragraph == SCENE_BREAK:
        return paragraph
    if "](" in paragraph:
        paragraph = _IMAGE.sub(r"\1", paragraph)
        paragraph = _LINK.sub(r"\1", paragraph)
    if "*" in paragraph:  # inner single markers first, so that the strong pair holds none
        paragraph = _STAR.sub(r"\1", paragraph)
        paragraph = _STRONG_STAR.sub(r"\1", paragraph)
    if "_" in paragraph:
        paragraph = _UNDERSCORE.sub(r"\1", paragraph)
        paragraph = _STRONG_UNDERSCORE.sub(r"\1", paragraph)
    if "\\" in paragraph:
        paragraph = _ESCAPE.sub(r"\1", paragraph)
    return clean_inline(paragraph)
