"""Parsing JSON that came from someone else, with caps on size and nesting.

``json.loads`` recurses once per level of nesting, so a few kilobytes of ``[[[[...`` raise a
RecursionError deep inside the parser (or, with a raised recursion limit, crash the process).
The nesting is therefore measured *before* parsing, on the text with its strings blanked out,
which is linear and needs no recursion. NaN and Infinity (which JSON does not allow but Python
accepts) and duplicate keys (where readers disagree about which one wins) are refused too.
"""

from __future__ import annotations

import json
import re
from typing import Any

_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


class UnsafeJson(ValueError):
    """The text is not JSON we are willing to read; the message says why."""


def nesting_depth(text: str) -> int:
    """The deepest nesting of arrays and objects in ``text`` (strings ignored)."""
    bare = _STRING.sub("", text)
    brackets = _NOT_BRACKET.sub("", bare)
    depth = deepest = 0
    for char in brackets:
        if char in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
        else:
            depth -= 1
    return deepest


def _refuse_constant(name: str) -> Any:
    raise UnsafeJson(f"it contains {name}, which JSON does not allow")


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise UnsafeJson(f"the key “{key[:40]}” appears twice in one object")
        result[key] = value
    return result


def loads_capped(raw: bytes, *, max_bytes: int, max_depth: int) -> Any:
    """Parse UTF-8 JSON bytes, refusing anything over ``max_bytes`` or nested beyond
    ``max_depth``; every refusal is an :class:`UnsafeJson` saying why."""
    if len(raw) > max_bytes:
        raise UnsafeJson(f"it is {len(raw):,} bytes, more than the {max_bytes:,} allowed")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UnsafeJson(f"it is not UTF-8 text (byte {exc.start})") from None
    depth = nesting_depth(text)
    if depth > max_depth:
        raise UnsafeJson(f"it is nested {depth} levels deep, more than the {max_depth} allowed")
    try:
        return json.loads(text, parse_constant=_refuse_constant, object_pairs_hook=_no_duplicates)
    except UnsafeJson:
        raise
    except RecursionError:  # the depth check should make this impossible; be safe anyway
        raise UnsafeJson("it is nested too deeply") from None
    except ValueError as exc:  # JSONDecodeError, or an integer with too many digits
        raise UnsafeJson(f"it is not valid JSON ({str(exc)[:120]})") from None
