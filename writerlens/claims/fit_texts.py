"""The pieces of the judges' "does not fit the model's context" message that the claims code
fills in (noun phrases and a remedy, so kept apart from the whole sentences in ``notices``)."""

from __future__ import annotations

from writerlens.messages import QT_TRANSLATE_NOOP, define

SUMMARY_WITH_INSTRUCTIONS = define(
    "claims.fit.summary_with_instructions",
    QT_TRANSLATE_NOOP("messages", "The summary with the instructions"),
)
CLAIM_WITH_PASSAGES = define(
    "claims.fit.claim_with_passages",
    QT_TRANSLATE_NOOP("messages", "A claim with its story passages"),
)
LARGER_CONTEXT = define(
    "claims.fit.larger_context",
    QT_TRANSLATE_NOOP("messages", "Choose a model with a larger context."),
)
