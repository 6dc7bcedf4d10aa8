"""What the claims code says to a writer, as data (see :mod:`writerlens.messages`).

Every refusal ends by saying that nothing was changed, because by then nothing was: the checks
run inside the action's transaction, before anything is written.
"""

from __future__ import annotations

from writerlens.messages import QT_TRANSLATE_NOOP, define

CLAIM_EMPTY = define(
    "claims.claim_empty",
    QT_TRANSLATE_NOOP("messages", "Write the claim in a few words first. Nothing was changed."),
)
CLAIM_PASSAGE = define(
    "claims.claim_passage",
    QT_TRANSLATE_NOOP(
        "messages",
        "Select at least one word of {summary} as the passage the claim comes from. "
        "Nothing was changed.",
    ),
)
CLAIM_GONE = define(
    "claims.claim_gone",
    QT_TRANSLATE_NOOP(
        "messages",
        "That claim is no longer there (it may have been removed or replaced). Nothing was "
        "changed.",
    ),
)
CLAIM_RETIRED = define(
    "claims.claim_retired",
    QT_TRANSLATE_NOOP(
        "messages",
        "That claim was replaced by your edit, split or merge; work on the claims that replaced "
        "it. Nothing was changed.",
    ),
)
CLAIM_NOT_YOURS = define(
    "claims.claim_not_yours",
    QT_TRANSLATE_NOOP(
        "messages",
        "Only claims you added yourself can be removed. To correct the model's claim, edit, "
        "split or merge it; the original is kept. Nothing was changed.",
    ),
)
CLAIM_UNCHANGED = define(
    "claims.claim_unchanged",
    QT_TRANSLATE_NOOP(
        "messages", "The claim reads the same as before, so there is nothing to change."
    ),
)
SPLIT_PARTS = define(
    "claims.split_parts",
    QT_TRANSLATE_NOOP(
        "messages",
        "Splitting a claim needs at least two parts, each with its own words. Nothing was changed.",
    ),
)
MERGE_CLAIMS = define(
    "claims.merge_claims",
    QT_TRANSLATE_NOOP(
        "messages",
        "Merging needs at least two different claims of the same summary. Nothing was changed.",
    ),
)
UNDO_STALE = define(
    "claims.undo_stale",
    QT_TRANSLATE_NOOP(
        "messages",
        "This change cannot be undone or redone any more, because the claims it touched have "
        "changed since. Nothing was changed.",
    ),
)
UNDO_TAKEN = define(
    "claims.undo_taken",
    QT_TRANSLATE_NOOP(
        "messages",
        "That can no longer be undone or redone: what it would bring back is already there "
        "again. Nothing was changed.",
    ),
)
VERDICT_UNKNOWN = define(
    "claims.verdict_unknown",
    QT_TRANSLATE_NOOP(
        "messages",
        "“{verdict}” is not a verdict. Choose faithful, unfaithful, partly or can't tell. "
        "Nothing was changed.",
    ),
)
EVIDENCE_PASSAGE = define(
    "claims.evidence_passage",
    QT_TRANSLATE_NOOP(
        "messages",
        "Select at least one word of your story as the evidence, or give none. Nothing was "
        "changed.",
    ),
)
OMISSION_PASSAGE = define(
    "claims.omission_passage",
    QT_TRANSLATE_NOOP(
        "messages",
        "Select at least one word of your story to mark what was left out. Nothing was changed.",
    ),
)
OMISSION_KIND = define(
    "claims.omission_kind",
    QT_TRANSLATE_NOOP(
        "messages",
        "“{kind}” is not a kind of omission. Choose an event, a character, a relationship, a "
        "character's state, a theme or the ending. Nothing was changed.",
    ),
)
OMISSION_SUMMARIES = define(
    "claims.omission_summaries",
    QT_TRANSLATE_NOOP(
        "messages",
        "Choose at least one summary that left this passage out. Nothing was changed.",
    ),
)
OMISSION_GONE = define(
    "claims.omission_gone",
    QT_TRANSLATE_NOOP(
        "messages",
        "That omission is no longer there. Nothing was changed.",
    ),
)
# Before the reveal the window must not name a summary by its database id (that would say which
# summary came first, and so hint at its model): the notes below count summaries instead; the
# window names the ones it means by the letters the writer sees.
ALREADY_DECOMPOSED = define(
    "claims.already_decomposed",
    QT_TRANSLATE_NOOP(
        "messages",
        "Of the summaries chosen, %n already have their claims, so they are left out and "
        "nothing is sent for them. Ask again to replace them if you mean to: the claims you "
        "checked are kept, set aside.",
        None,
        1,
    ),
    one="Of the summaries chosen, %n already has its claims, so it is left out and nothing "
    "is sent for it. Ask again to replace them if you mean to: the claims you checked are "
    "kept, set aside.",
)
SUMMARY_NOT_FOUND = define(
    "claims.summary_not_found",
    QT_TRANSLATE_NOOP(
        "messages",
        "Of the summaries chosen, %n are no longer in the library (they may have been "
        "removed), so they are left out.",
        None,
        1,
    ),
    one="Of the summaries chosen, %n is no longer in the library (it may have been removed), "
    "so it is left out.",
)
SUMMARY_NOT_OK = define(
    "claims.summary_not_ok",
    QT_TRANSLATE_NOOP(
        "messages",
        "Of the summaries chosen, %n have no usable text (the model declined or failed), so "
        "they have no claims to check and are left out.",
        None,
        1,
    ),
    one="Of the summaries chosen, %n has no usable text (the model declined or failed), so it "
    "has no claims to check and is left out.",
)
RUN_KEPT = define(
    "claims.run_kept",
    QT_TRANSLATE_NOOP(
        "messages",
        "{problem} The claims of %n summaries finished before were saved.",
        None,
        1,
    ),
    one="{problem} The claims of the %n summary finished before were saved.",
)
NOTHING_TO_JUDGE = define(
    "claims.nothing_to_judge",
    QT_TRANSLATE_NOOP(
        "messages",
        "Of the summaries chosen, %n have no claims yet, so there is nothing to judge there "
        "and they are left out. Find their claims first.",
        None,
        1,
    ),
    one="Of the summaries chosen, %n has no claims yet, so there is nothing to judge there "
    "and it is left out. Find its claims first.",
)
JUDGED_KEPT = define(
    "claims.judged_kept",
    QT_TRANSLATE_NOOP(
        "messages",
        "{problem} The judge's verdicts on %n claims finished before were saved.",
        None,
        1,
    ),
    one="{problem} The judge's verdict on the %n claim finished before was saved.",
)
