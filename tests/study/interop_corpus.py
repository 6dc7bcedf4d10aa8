"""Bundle-shaped data for the annotation-tool round trips: summaries that hold what shifts
offsets between tools (emoji, ZWJ sequences, combining marks, CJK, CRLF, U+2028/U+2029/U+0085),
highlights that overlap and repeat, and links to highlighted and unhighlighted passages.

Shared by tests/study/coordinator/test_study_interop_tools.py and
tests/benchmarks/interop_roundtrip.py.
"""

from __future__ import annotations

import re
from typing import Any

from writerlens.review.spans import CONTEXT

FAMILY = "👩\u200d👩\u200d👧"  # ZWJ sequence: one grapheme, 5 code points, 8 UTF-16 units
HARD = [
    "🐱 Warning: This is a test text",
    f"Nell 🕯️ comes back warm.\r\nShe thanks Walter {FAMILY} and stays. She thanks Walter again.",
    "Cafe\u0301 owner Zoe\u0308 lies; the re\u0301sume\u0301 says otherwise. Zoe\u0308 lies again.",
    "東京の夜、ハルは🍜を食べた。ハルは黙っていた。\r\nThen Haru left 🚪 without a word.",
    "One line\u2028two line\u2029three\u0085four 🧭 and a compass, a compass again.",
]


def _words(text: str) -> list[tuple[int, int]]:
    return [(m.start(), m.end()) for m in re.finditer(r"\S+", text)]


def spans_for(text: str, summary_id: str, prefix: str) -> list[dict[str, Any]]:
    """Highlights over ``text``: two-word passages, an overlapping one, and links (to an earlier
    highlight, and to an earlier passage nobody highlighted)."""
    words = _words(text)
    spans: list[dict[str, Any]] = []

    def add(start: int, end: int, label: str, **extra: Any) -> dict[str, Any]:
        span = {
            "id": f"{prefix}-{len(spans) + 1}",
            "summary_id": summary_id,
            "start": start,
            "end": end,
            "quote": text[start:end],
            "prefix": text[max(0, start - CONTEXT) : start],
            "suffix": text[end : end + CONTEXT],
            "label_id": label,
            "antecedent_id": None,
            **extra,
        }
        spans.append(span)
        return span

    for index in range(1, len(words) - 1, 3):
        start, end = words[index][0], words[index + 1][1]
        add(start, end, "faithfulness.action" if index % 2 else "coverage.vague")
    if len(words) > 4:  # overlaps the first highlight
        add(words[2][0], words[3][1], "coherence.missing_context", comment="Who is this? 🤔")
    highlighted = [s for s in spans if s["label_id"] != "coherence.missing_context"]
    if len(highlighted) >= 2 and len(words) > 2:
        later = highlighted[-1]
        earlier = highlighted[0]
        later["label_id"] = "coherence.repetition"
        later["antecedent_id"] = earlier["id"]
        later["antecedent"] = {"start": earlier["start"], "end": earlier["end"]}
        # the very first word was never highlighted: a link to an unhighlighted passage
        start, end = words[0]
        add(
            words[-1][0],
            words[-1][1],
            "coherence.inconsistent",
            antecedent={"start": start, "end": end, "quote": text[start:end]},
        )
    spans.sort(key=lambda s: (s["start"], s["end"]))
    return spans


def corpus(texts: list[str]) -> dict[str, Any]:
    """One review per text (one summary each), bundle-shaped."""
    summaries, reviews = [], []
    for number, text in enumerate(texts, start=1):
        summary_id = f"m-{number}"
        summaries.append(
            {"id": summary_id, "story_id": f"s-{number}", "provider": "p", "model": "x",
             "text": text}
        )  # fmt: skip
        reviews.append(
            {
                "story_id": f"s-{number}",
                "order": [summary_id],
                "spans": spans_for(text, summary_id, f"a{number}"),
            }
        )
    return {"stories": [], "summaries": summaries, "reviews": reviews}


def expected(data: dict[str, Any]) -> dict[str, set[tuple[Any, ...]]]:
    """summary id -> {(id, start, end, label, link, link_id)} as the bundle has them."""
    out: dict[str, set[tuple[Any, ...]]] = {}
    for review in data["reviews"]:
        for span in review["spans"]:
            antecedent = span.get("antecedent")
            link = (antecedent["start"], antecedent["end"]) if antecedent else None
            out.setdefault(span["summary_id"], set()).add(
                (span["id"], span["start"], span["end"], span["label_id"], link,
                 span.get("antecedent_id") or "")
            )  # fmt: skip
    return out


def links(data: dict[str, Any]) -> int:
    return sum(1 for r in data["reviews"] for s in r["spans"] if s.get("antecedent"))
