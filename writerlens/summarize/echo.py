"""Tell a summary from an echo: a model that repeats its prompt (the story, or the instructions)
has not summarized anything, whatever it returns.

Base models (never taught to follow instructions) do this: they continue the text they read,
often by copying it. A real summary may quote a phrase or two; an echo is mostly runs of the
prompt's own words. The measure: the share of the answer's 6-word runs that occur in the prompt.
"""

from __future__ import annotations

import re

_WORD = re.compile(r"\w+", re.UNICODE)
#: runs of this many words
RUN = 6
#: an answer whose runs come from the prompt this often is an echo
ECHO_SHARE = 0.5
#: answers shorter than this (in words) are not judged (too few runs to tell: 15 runs at 20
#: words, of which a copy has 8). It was 30, and a part's summary asked for 20-30 words (the
#: chunks of a hierarchical run, once a local model's answer is held to the length asked) was
#: stored as ok while copying 65 % of the story (tests/benchmarks/summary_checks.py)
MIN_WORDS = 20


def _runs(words: list[str]) -> set[tuple[str, ...]]:
    return {tuple(words[i : i + RUN]) for i in range(len(words) - RUN + 1)}


def copied_share(answer: str, prompt: str) -> float:
    """Share (0-1) of the answer's 6-word runs found word for word in the prompt."""
    words = [w.lower() for w in _WORD.findall(answer)]
    if len(words) < RUN:
        return 0.0
    ours = [tuple(words[i : i + RUN]) for i in range(len(words) - RUN + 1)]
    source = _runs([w.lower() for w in _WORD.findall(prompt)])
    return sum(run in source for run in ours) / len(ours)


def echo_of(answer: str, prompt: str) -> bool:
    """True when the answer is mostly the prompt repeated (not a summary of it)."""
    if len(_WORD.findall(answer)) < MIN_WORDS:
        return False
    return copied_share(answer, prompt) >= ECHO_SHARE
