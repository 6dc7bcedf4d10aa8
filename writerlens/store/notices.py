"""What the store says to a writer about what it holds, as data (see :mod:`writerlens.messages`):
kinds that the layers above raise alike, defined once here so that each has one id."""

from __future__ import annotations

from writerlens.messages import QT_TRANSLATE_NOOP, define

SUMMARY_NOT_FOUND = define(
    "store.summary_not_found",
    QT_TRANSLATE_NOOP(
        "messages",
        "There is no summary with id {summary_id} in the library.",
    ),
)
