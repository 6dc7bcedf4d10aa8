"""Counts in words, right in English too.

Qt picks a plural form with ``tr("%n stories", "", n)``, but only from a catalogue: with none
installed (English, or a language without that string yet) the source is shown as it is, and
"1 stories" is wrong. So a count shown on screen is written with both sentences, each a whole
translatable string: the exact one for a single thing and the ``%n`` plural for any other count
(whose forms a translator gives for 0, 2, 5, 21 … as the language needs)::

    plural(n, self.tr("1 story"), self.tr("%n stories", "", n))
"""

from __future__ import annotations


def plural(n: int, one: str, many: str) -> str:
    """``one`` when there is exactly one, else ``many`` (both already translated)."""
    return one if n == 1 else many
