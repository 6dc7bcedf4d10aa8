"""Where in its summary a claim comes from, and whether it is the summary's claim at all.

The model cites a sentence number; the claim's words (stemmed content words) are checked
against that sentence and, when the number is missing or wrong, against every sentence. A claim
whose words are mostly not the summary's (the prompt's example, a made-up fact) or that negates
what its sentence does not say is not located (None), so it is never stored.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from writerlens.claims.replies import ReadClaim
from writerlens.metrics.stems import stems
from writerlens.metrics.stopwords import STOP_WORDS
from writerlens.metrics.words import normalise, words_between

#: A claim must share this share of its content words with the summary (it adds nothing), and
#: at least one with the sentence(s) it is marked on.
SUMMARY_SHARE = 0.6


@dataclass(frozen=True)
class LocatedClaim:
    """A claim with the summary passage it came from (code points into the summary)."""

    text: str
    start: int
    end: int


#: Words that turn a statement around; a claim may use one only where its sentence does.
_NEGATIONS = frozenset(
    [
        "not",
        "no",
        "never",
        "nor",
        "none",
        "nothing",
        "nobody",
        "neither",
        "nowhere",
        "without",
        "cannot",
    ]
)


def _negates(words: Sequence[str]) -> bool:
    return any(w in _NEGATIONS or w.endswith(("n't", "n’t")) for w in words)


class Locator:
    """Finds the summary sentence(s) a claim came from, by its words."""

    def __init__(self, summary: str, spans: Sequence[tuple[int, int]]) -> None:
        self.summary = summary
        self.spans = list(spans)
        words = [words_between(summary, s, e) for s, e in self.spans]
        self._stem_of = stems([w for ws in words for w in ws])
        self.terms = [self._terms(ws) for ws in words]
        self.negated = [_negates(ws) for ws in words]
        self.all_terms = set().union(*self.terms) if self.terms else set()

    def _terms(self, words: Sequence[str]) -> set[str]:
        missing = [w for w in words if w not in self._stem_of]
        if missing:
            self._stem_of.update(stems(missing))
        return {self._stem_of[w] for w in words if w not in STOP_WORDS}

    def claim_terms(self, text: str) -> set[str]:
        return self._terms(normalise(words_between(text, 0, len(text))))

    def locate(self, claim: ReadClaim, group: range | None = None) -> LocatedClaim | None:
        """The claim with its passage, or None when it is not the summary's (see module)."""
        words = normalise(words_between(claim.text, 0, len(claim.text)))
        terms = self._terms(words)
        if not terms or not self.spans:
            return None
        if len(terms & self.all_terms) < SUMMARY_SHARE * len(terms):
            return None
        shared = [len(terms & t) for t in self.terms]
        cited = [n - 1 for n in claim.cited if 0 < n <= len(self.spans) and shared[n - 1] > 0]
        if cited and max(shared[i] for i in cited) * 2 >= max(shared):
            chosen = cited
        else:
            best = max(shared)
            if best == 0:
                return None
            ties = [i for i, n in enumerate(shared) if n == best]
            nearby = [i for i in ties if group is not None and i in group]
            chosen = [(nearby or ties)[0]]
        if _negates(words) and not any(self.negated[i] for i in chosen):
            return None  # "she does not go": the summary says she goes
        start = self.spans[min(chosen)][0]
        end = self.spans[max(chosen)][1]
        while end > start and self.summary[end - 1].isspace():
            end -= 1
        return LocatedClaim(claim.text, start, end)
