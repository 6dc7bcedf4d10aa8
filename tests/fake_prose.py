"""Filler for fake model answers that passes the engine's summary checks (writerlens/summarize/
checks.py): as many words as asked, none of them copied from the prompt, and no 4-word run said
twice (a cycled phrase is a loop, which the engine rightly refuses to call a summary)."""

from __future__ import annotations

import re

_ASKED = re.compile(r"(?:no more than|about|at most|and) (\d+) words")


def prose(words: int) -> str:
    """Exactly ``words`` words (none if it is not positive) of distinct sentences."""
    if words <= 0:
        return ""
    said = [f"Beat {i} follows." for i in range(words // 3)]
    said += [("", "Done.", "All done.")[words % 3]]
    return " ".join(s for s in said if s)


def asked_words(prompt: str, default: int = 60) -> int:
    """The words a prompt asks for (the last number it gives), or ``default``."""
    found = _ASKED.findall(prompt)
    return int(found[-1]) if found else default
