"""A summary's blind name ("Summary A") in the writer's language.

The review core names a summary in English (``BlindSummary.name``, kept for exports and logs);
every screen shows this translated name instead.
"""

from __future__ import annotations

from writerlens.review.blinding import BlindSummary
from writerlens.ui.tr_context import TrContext

ReviewNames = TrContext("ReviewNames")


def summary_name(shown: BlindSummary) -> str:
    return ReviewNames.tr("Summary {letter}").format(letter=shown.letter)
