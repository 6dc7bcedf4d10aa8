"""Reading the claims out of a model's reply, forgivingly but never credulously.

One claim per line (with or without numbering, bullets, a cited sentence number in square
brackets, code fences, a preamble) or JSON (a list of strings, or of objects with ``claim`` and
``sentence``). A line of several sentences is several claims. A reply cut off at the token limit
loses its last, unfinished line.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from writerlens.texts import sentences


@dataclass(frozen=True)
class ReadClaim:
    """A claim as read from a reply: its words and the sentence numbers (1-based) it cites."""

    text: str
    cited: tuple[int, ...] = ()


_FENCE = re.compile(r"^\s*```[\w-]*\s*$")
_BULLET = re.compile(r"^\s*(?:[-*•·–—>]+|\(?\d{1,3}[.)]|\(?[a-z][.)])\s+", re.IGNORECASE)
_CITE_FRONT = re.compile(
    r"^\s*[\[(]\s*(?:s(?:entence)?\.?\s*)?(\d{1,3}(?:\s*(?:[-–,]|and)\s*\d{1,3})*)\s*[\])]\s*[:.\-–]?\s*",
    re.IGNORECASE,
)
_CITE_LABEL = re.compile(r"^\s*(?:s|sentence)\s*(\d{1,3})\s*[:.)\-–]\s*", re.IGNORECASE)
_CITE_BACK = re.compile(
    r"\s*[\[(]\s*(?:s(?:entence)?\.?\s*)?(\d{1,3}(?:\s*[-–,]\s*\d{1,3})*)\s*[\])]\s*[.]?\s*$",
    re.IGNORECASE,
)
_PREAMBLE = re.compile(
    r"^(?:here\s+(?:are|is)|sure|certainly|okay|ok|of course|atomic claims|claims|the claims|"
    r"sentence\s+\d+\s*$|note)\b",
    re.IGNORECASE,
)
_MAX_CLAIM = 400


def parse_claims(reply: str, *, truncated: bool = False) -> list[ReadClaim]:
    """The claims in a reply (JSON or one per line). A reply cut off at the token limit loses
    its last, unfinished line."""
    text = reply.strip()
    as_json = _from_json(text)
    if as_json is not None:
        return as_json
    lines = reply.splitlines()
    if truncated and lines and not reply.endswith("\n"):
        lines = lines[:-1]
    found: list[ReadClaim] = []
    for line in lines:
        claim = _from_line(line)
        if claim is not None:
            found += _one_fact_each(claim)
    return found


def _one_fact_each(claim: ReadClaim) -> list[ReadClaim]:
    """A line of several sentences is several claims (a made-up second sentence must not
    cost the first one its place)."""
    spans = sentences(claim.text)
    if len(spans) <= 1:
        return [claim]
    parts = [claim.text[s:e].strip() for s, e in spans]
    return [ReadClaim(p, claim.cited) for p in parts if len(p.split()) >= 2]


def _from_line(line: str) -> ReadClaim | None:
    if _FENCE.match(line) or not line.strip():
        return None
    body = line.strip()
    cited: tuple[int, ...] = ()
    for _ in range(2):  # "1. [3] ...", "- [3] ...", "[3] - ..."
        body = _BULLET.sub("", body, count=1)
        for pattern in (_CITE_FRONT, _CITE_LABEL):
            match = pattern.match(body)
            if match:
                cited = cited or _numbers(match.group(1))
                body = body[match.end() :]
    match = _CITE_BACK.search(body)
    if match:
        cited = cited or _numbers(match.group(1))
        body = body[: match.start()]
    body = body.strip().strip("\"'“”‘’*_`").strip()
    if not body or body.endswith(":") or (_PREAMBLE.match(body) and len(body.split()) < 8):
        return None
    if len(body.split()) < 2 or not any(c.isalpha() for c in body) or len(body) > _MAX_CLAIM:
        return None
    return ReadClaim(" ".join(body.split()), cited)


def _numbers(found: str) -> tuple[int, ...]:
    parts = [int(n) for n in re.findall(r"\d+", found)]
    if (
        re.search(r"\d\s*[-–]\s*\d", found)
        and len(parts) == 2
        and parts[0] <= parts[1] < parts[0] + 10
    ):
        return tuple(range(parts[0], parts[1] + 1))
    return tuple(parts)


def _from_json(text: str) -> list[ReadClaim] | None:
    body = "\n".join(line for line in text.splitlines() if not _FENCE.match(line)).strip()
    if not body or body[0] not in "[{":
        return None
    try:
        data = json.loads(body)
    except ValueError:
        return None
    if isinstance(data, dict):
        data = data.get("claims", data.get("Claims"))
    if not isinstance(data, list):
        return None
    found: list[ReadClaim] = []
    for item in data:
        if isinstance(item, str):
            claim = _from_line(item)
        elif isinstance(item, dict):
            words = item.get("claim", item.get("text", ""))
            cited_raw = item.get("sentence", item.get("sentences", ()))
            cited_list = cited_raw if isinstance(cited_raw, list) else [cited_raw]
            claim = _from_line(str(words)) if isinstance(words, str) else None
            numbers = tuple(n for n in cited_list if isinstance(n, int) and not isinstance(n, bool))
            if claim is not None and numbers:
                claim = ReadClaim(claim.text, numbers)
        else:
            claim = None
        if claim is not None:
            found.append(claim)
    return found
