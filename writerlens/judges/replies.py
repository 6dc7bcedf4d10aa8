"""Reading a judge's reply: a 1-4 level, a coherence verdict, a probe verdict.

Models answer in many shapes ("Score: 3", "**3**", "3/4", "I would rate this a 3",
``{"score": 3}``, "Three."), so the readers look for every shape they know and accept a reply
only when all the signs they find agree. A reply that names two levels ("2 or 3", "between 2
and 3"), one outside the scale ("5/5"), or none is not guessed at: it is None, and the judge is
asked once more.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from writerlens.judges.results import CONFUSION_KINDS

_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "zero": 0}
_NUMBER = r"(-?\d+(?:\.\d+)?|one|two|three|four|five|zero)"
_MARKUP = re.compile(r"[*_`#>]+")
#: The scale itself ("on a scale of 1 to 4", "(1-4)") is not an answer.
_SCALE = re.compile(
    r"(?:scale|range)\s+(?:of\s+|from\s+)?1\s*(?:-|–|to)\s*4"
    r"|\bfrom\s+1\s+to\s+4\b|\bbetween\s+1\s+and\s+4\b|\(\s*1\s*(?:-|–|to)\s*4\s*\)"
    r"|\b1\s*(?:-|–)\s*4\s+scale\b|\b1\s*,\s*2\s*,\s*3\s*,?\s*(?:or|and)\s*4\b",
    re.IGNORECASE,
)
#: Two levels offered as one answer ("2 or 3", "2-3", "between 2 and 3", "Score: two or three").
_DIGIT = r"(\d+(?:\.\d+)?)"
_BOTH = re.compile(
    rf"\b{_DIGIT}\s*(?:or|to|-|–)\s*{_DIGIT}\b"
    rf"|\bbetween\s+{_NUMBER}\s+and\s+{_NUMBER}\b"
    rf"|\b(?:score|rating|level|answer)\s*(?:is|of|:|-)?\s*{_NUMBER}\s+or\s+{_NUMBER}\b",
    re.IGNORECASE,
)
#: A fraction of another scale ("3/5", "7 out of 10"): not an answer on ours.
_OTHER_SCALE = re.compile(rf"\b{_NUMBER}\s*(?:/|out\s+of)\s*(?!4\b)\d+\b", re.IGNORECASE)
#: A second level offered as a hedge ("3, maybe 4"): counts as a second answer.
_HEDGE = re.compile(
    rf"\b(?:maybe|perhaps|possibly|or\s+even|if\s+not|or\s+maybe)\s+(?:a\s+|an\s+)?{_NUMBER}\b",
    re.IGNORECASE,
)
_STRONG = (
    # "Score: 3", "Rating - 3", "Level 3", "my answer is 3", "Answer: 3"
    re.compile(
        rf"\b(?:score|rating|rate|level|answer|grade|verdict)\s*(?:is|of|would\s+be|=|:|[-–](?=\s))?"
        rf"\s*(?:a\s+|an\s+)?{_NUMBER}\b",
        re.IGNORECASE,
    ),
    # "3/4", "3 / 4", "3 out of 4"
    re.compile(rf"\b{_NUMBER}\s*(?:/|out\s+of)\s*4\b", re.IGNORECASE),
    # "I would rate this a 3", "I'd give it a 3", "I'd say 3", "I choose level 3"
    re.compile(
        rf"\b(?:rate|give|giving|assign|choose|pick|say)\s+(?:it|this|the\s+summary|this\s+summary)?"
        rf"\s*(?:as\s+|at\s+)?(?:a\s+|an\s+)?(?:level\s+|score\s+of\s+)?{_NUMBER}\b",
        re.IGNORECASE,
    ),
)
#: A reply that opens with its number ("3", "3.", "3 - it covers...", "Three:").
_LEADING = re.compile(rf"^\s*{_NUMBER}\s*(?:$|[.:)\-–—,;]|\s+(?=[A-Za-z]))", re.IGNORECASE)


def _value(token: str) -> float:
    token = token.lower()
    return float(_WORDS[token]) if token in _WORDS else float(token)


def _clean(reply: str) -> str:
    return _MARKUP.sub("", reply).strip()


def parse_score(reply: str, low: int = 1, high: int = 4) -> int | None:
    """The level a reply chose, or None when it chose none, several, or one off the scale."""
    found = _json_number(reply, ("score", "rating", "level", "answer", "value"))
    text = _SCALE.sub(" ", _clean(reply))
    if found is None and (_BOTH.search(text) or _OTHER_SCALE.search(text)):
        return None
    values: set[float] = set()
    if found is not None:
        values.add(found)
    else:
        for pattern in _STRONG:
            values.update(_value(m.group(1)) for m in pattern.finditer(text))
        first_line = text.splitlines()[0] if text else ""
        leading = _LEADING.match(first_line)
        if leading:
            values.add(_value(leading.group(1)))
        if values:
            values.update(_value(m.group(1)) for m in _HEDGE.finditer(text))
        if not values:
            values.update(_lone_number(text))
    if len(values) != 1:
        return None
    value = values.pop()
    if value != int(value) or not low <= value <= high:
        return None
    return int(value)


def _lone_number(text: str) -> set[float]:
    """A short reply whose only number is one digit ("Probably 3 overall."), or a bare word."""
    bare = text.strip(" .!\n\t\"'").lower()
    if bare in _WORDS:
        return {float(_WORDS[bare])}
    if len(text.split()) > 40:
        return set()
    return {float(d) for d in re.findall(r"(?<![\d.-])-?\d+(?:\.\d+)?(?![\d.]|\.\d)", text)}


def _json_object(reply: str) -> dict[str, object] | None:
    match = re.search(r"\{.*\}", reply, re.DOTALL)
    if not match:
        return None
    try:
        data = json.loads(match.group(0))
    except ValueError:
        return None
    return data if isinstance(data, dict) else None


def _json_number(reply: str, keys: tuple[str, ...]) -> float | None:
    data = _json_object(reply)
    if data is None:
        return None
    lowered = {str(k).lower(): v for k, v in data.items()}
    for key in keys:
        value = lowered.get(key)
        if isinstance(value, bool):
            continue
        if isinstance(value, int | float):
            return float(value)
        if isinstance(value, str) and value.strip().lower() in _WORDS:
            return float(_WORDS[value.strip().lower()])
        if isinstance(value, str) and re.fullmatch(r"\s*\d+\s*", value):
            return float(value)
    return None


# -- yes/no verdicts ----------------------------------------------------------------------------

_YES = {"yes", "y", "true", "confusing", "confused", "answered"}
_NO = {"no", "n", "false", "none", "not"}


def _yes_no(value: object) -> bool | None:
    if isinstance(value, bool):
        return value
    if not isinstance(value, str):
        return None
    words = re.findall(r"[a-z]+", value.lower())
    if not words:
        return None
    if words[0] in _YES and not (set(words[1:3]) & {"no", "not"}):
        return True
    if words[0] in _NO:
        return False
    return None


def _labelled(text: str, labels: tuple[str, ...]) -> str | None:
    """The rest of the line after ``Label:`` (the first of ``labels`` found)."""
    for label in labels:
        match = re.search(rf"^\s*{label}\s*[:=-]\s*(.*)$", text, re.IGNORECASE | re.MULTILINE)
        if match:
            return match.group(1).strip()
    return None


def _leading_yes_no(text: str) -> bool | None:
    first = text.strip().splitlines()[0] if text.strip() else ""
    words = re.findall(r"[a-z]+", first.lower())
    if not words:
        return None
    if words[0] == "yes":
        return None if "no" in words[1:3] else True  # "Yes and no"
    if words[0] == "no":
        return None if "yes" in words[1:3] else False
    return None


@dataclass(frozen=True)
class ConfusionVerdict:
    confused: bool
    kinds: tuple[str, ...] = ()
    question: str = ""


def parse_confusion(reply: str) -> ConfusionVerdict | None:
    """A coherence verdict on one sentence, or None when the reply does not say yes or no."""
    data = _json_object(reply)
    if data is not None:
        lowered = {str(k).lower(): v for k, v in data.items()}
        flag = next(
            (_yes_no(lowered[k]) for k in ("confusing", "confused", "confusion") if k in lowered),
            None,
        )
        if flag is not None:
            kinds = lowered.get("kinds", lowered.get("types", lowered.get("kind", [])))
            if isinstance(kinds, str):
                kinds = [kinds]
            names = ", ".join(str(k) for k in kinds) if isinstance(kinds, list) else ""
            question = str(lowered.get("question", lowered.get("questions", "")) or "")
            return _confusion(flag, names, question)
    text = _clean(reply)
    stated = _labelled(text, ("confusing", "confused", "confusion"))
    flag = _yes_no(stated) if stated is not None else None
    if flag is None:
        flag = _leading_yes_no(text)
    if flag is None and re.search(r"\bno\s+confusion\b", text, re.IGNORECASE):
        flag = False
    if flag is None:
        return None
    names = _labelled(text, ("kinds", "kind", "types", "type")) or ""
    question = _labelled(text, ("question", "questions")) or ""
    return _confusion(flag, names, question)


def _confusion(flag: bool, names: str, question: str) -> ConfusionVerdict:
    if not flag:
        return ConfusionVerdict(False)
    return ConfusionVerdict(True, confusion_kinds(names), _tidy(question))


def confusion_kinds(text: str) -> tuple[str, ...]:
    """BooookScore kinds named in ``text`` ("Entity omission, causal-omission"), in our order."""
    flat = re.sub(r"[\s_-]+", " ", text.lower())
    return tuple(k for k in CONFUSION_KINDS if k.replace("_", " ") in flat)


@dataclass(frozen=True)
class ProbeAnswer:
    answered: bool
    evidence: str = ""


def parse_probe(reply: str) -> ProbeAnswer | None:
    """A probe verdict (answered or not, and the cited sentence), or None when unclear."""
    data = _json_object(reply)
    if data is not None:
        lowered = {str(k).lower(): v for k, v in data.items()}
        flag = _yes_no(lowered.get("answered", lowered.get("answer")))
        if flag is not None:
            evidence = str(lowered.get("evidence", "") or "") if flag else ""
            return ProbeAnswer(flag, _evidence(evidence))
    text = _clean(reply)
    stated = _labelled(text, ("answered", "answers", "verdict"))
    flag = _yes_no(stated) if stated is not None else None
    if flag is None:
        flag = _leading_yes_no(text)
    if flag is None:
        return None
    evidence = (_labelled(text, ("evidence", "sentence", "quote")) or "") if flag else ""
    return ProbeAnswer(flag, _evidence(evidence))


def _evidence(text: str) -> str:
    text = _tidy(text)
    return "" if text.lower().strip(".") in {"none", "n/a", ""} else text


def _tidy(text: str) -> str:
    return text.strip().strip("\"“”'‘’").strip()
