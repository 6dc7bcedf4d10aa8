"""Parsing JSON that came from someone else, with caps on size, nesting and number of values.

``json.loads`` recurses once per level of nesting, so a few kilobytes of ``[[[[...`` raise a
RecursionError deep inside the parser (or, with a raised recursion limit, crash the process);
and 700 KB of zipped ``{},{},...`` unpack into 21 million Python objects (gigabytes). Both are
therefore measured *before* parsing, by one pass over the text that skips strings. The pass is
a plain loop over ``str.find`` results, never a regular expression: a backtracking pattern over
hostile quotes (``"\\"\\"\\"...``) went quadratic and hung an import for minutes.

NaN, Infinity and numbers too big for a float (``1e400``, which Python reads as infinity),
duplicate keys (where readers disagree about which one wins) and lone UTF-16 surrogates
(``"\\ud800"``, which no UTF-8 file can hold, so saving the bundle would fail) are refused too.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

#: JSON's structural characters outside strings, plus the quote that opens a string.
_STRUCTURE = re.compile(r'["\[\]{},]')
#: A \u escape of a UTF-16 surrogate; only when one is present is the parsed value walked.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
_MAX_QUOTED = 40


class UnsafeJson(ValueError):
    """The text is not JSON we are willing to read; the message says why."""


def quoted(text: str, limit: int = _MAX_QUOTED) -> str:
    """``text`` for a message: shortened, with control characters and surrogates escaped (a
    key from a hostile file may hold terminal escape sequences)."""
    shown = text if len(text) <= limit else text[: limit - 3] + "..."
    return "".join(_escaped(ch) for ch in shown)


def _escaped(char: str) -> str:
    code = ord(char)
    if 0xD800 <= code <= 0xDFFF:
        return f"\\u{code:04x}"
    if char.isprintable():
        return char
    return char.encode("unicode_escape").decode("ascii")


def measure(text: str) -> tuple[int, int]:
    """``(deepest nesting, number of values)`` of JSON ``text``, strings skipped.

    Linear: every character is looked at a bounded number of times. The count is of containers
    and separators, an upper bound on the number of objects the parser would build. An
    unterminated string ends the scan (the parser then refuses the text).
    """
    depth = deepest = values = 0
    position = 0
    length = len(text)
    search = _STRUCTURE.search
    find = text.find
    while position < length:
        found = search(text, position)
        if found is None:
            break
        char = found.group()
        position = found.end()
        if char == '"':
            position = _string_end(text, position, find)
            if position < 0:
                break
            continue
        values += 1
        if char in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
        elif char in "]}":
            depth -= 1
    return deepest, values


def _string_end(text: str, start: int, find: Any) -> int:
    """The index after the quote closing the string whose content starts at ``start``; -1 if
    it never closes. Each backslash is skipped with the character it escapes."""
    position = start
    while True:
        quote = find('"', position)
        if quote < 0:
            return -1
        backslashes = 0
        back = quote - 1
        while back >= start and text[back] == "\\":
            backslashes += 1
            back -= 1
        if backslashes % 2 == 0:
            return quote + 1
        position = quote + 1


def nesting_depth(text: str) -> int:
    """The deepest nesting of arrays and objects in ``text`` (strings ignored)."""
    return measure(text)[0]


def _refuse_constant(name: str) -> Any:
    raise UnsafeJson(f"it contains {name}, which JSON does not allow")


def _finite_float(literal: str) -> float:
    value = float(literal)
    if not math.isfinite(value):
        raise UnsafeJson(f"it contains the number {quoted(literal)}, too big to be read")
    return value


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise UnsafeJson(f"the key “{quoted(key)}” appears twice in one object")
        result[key] = value
    return result


def _has_lone_surrogate(value: Any) -> bool:
    """True if any string (key or value) in the parsed ``value`` holds a lone surrogate."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                return True
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


def loads_capped(
    raw: bytes, *, max_bytes: int, max_depth: int, max_values: int | None = None
) -> Any:
    """Parse UTF-8 JSON bytes, refusing anything over ``max_bytes``, nested beyond
    ``max_depth`` or holding more than ``max_values`` values; every refusal is an
    :class:`UnsafeJson` saying why."""
    if len(raw) > max_bytes:
        raise UnsafeJson(f"it is {len(raw):,} bytes, more than the {max_bytes:,} allowed")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UnsafeJson(f"it is not UTF-8 text (byte {exc.start})") from None
    depth, values = measure(text)
    if depth > max_depth:
        raise UnsafeJson(f"it is nested {depth} levels deep, more than the {max_depth} allowed")
    if max_values is not None and values > max_values:
        raise UnsafeJson(f"it holds more than {max_values:,} values, more than a bundle ever needs")
    try:
        value = json.loads(
            text,
            parse_constant=_refuse_constant,
            parse_float=_finite_float,
            object_pairs_hook=_no_duplicates,
        )
    except UnsafeJson:
        raise
    except RecursionError:  # the depth check should make this impossible; be safe anyway
        raise UnsafeJson("it is nested too deeply") from None
    except ValueError as exc:  # JSONDecodeError, or an integer with too many digits
        raise UnsafeJson(f"it is not valid JSON ({quoted(str(exc), 120)})") from None
    if _SURROGATE_ESCAPE.search(text) and _has_lone_surrogate(value):
        raise UnsafeJson(
            "it holds a broken character (a lone UTF-16 surrogate such as \\ud800), which no "
            "text file can store"
        )
    return value
