"""Reading level of a story (Flesch-Kincaid grade), shown beside the writer's style labels."""

from __future__ import annotations

import textstat


def flesch_kincaid_grade(text: str) -> float | None:
    """US school grade; None for a text with no words (nothing to measure)."""
    if not any(ch.isalpha() for ch in text):
        return None
    return round(float(textstat.flesch_kincaid_grade(text)), 1)
