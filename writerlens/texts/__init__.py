"""Stories in, canonical text out: importers, normalisation, paragraphs, sentences, words.

Everything above this layer sees a story only as canonical text (see
:class:`writerlens.domain.Document`) and code-point offsets into it.

The names below are imported from their modules when first used (PEP 562): the importers and
the word patterns cost the app's start 15-40 ms (a scan of every combining mark in Unicode),
and opening the window reads no story file (issue #29).
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from writerlens.texts.importers import SUPPORTED_EXTENSIONS, read_document
    from writerlens.texts.segment import count_words, paragraphs, sentences

__all__ = ["SUPPORTED_EXTENSIONS", "count_words", "paragraphs", "read_document", "sentences"]

_HOME = {
    "SUPPORTED_EXTENSIONS": "importers",
    "read_document": "importers",
    "count_words": "segment",
    "paragraphs": "segment",
    "sentences": "segment",
}


def __getattr__(name: str) -> Any:
    home = _HOME.get(name)
    if home is None:  # a submodule not yet imported, or a mistake: the import system decides
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value
