"""Summaries that finish after a story's blind review began: which they are, and joining.

A review knows which summaries it reviews. A summary that a model finishes after the review
began is not slipped in silently. While the writer has judged nothing yet (no answer, feedback,
highlight, ranking, claim verdict or omission), the summary may join: the blind order is drawn
again over all of them, so the newcomer is not recognisable as the last letter. Once anything
was judged, the order stays as drawn and the summary stays out of this review, and the review
window says so (the writer judged the others side by side; a ranking that gains a member later
would not mean what the study's rankings mean).
"""

from __future__ import annotations

import random

from writerlens.domain import WriterLensError
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.review import blinding
from writerlens.review.rules import Rules
from writerlens.services.review import ReviewSession
from writerlens.store import reviews as review_rows

_ALREADY_JUDGING = define(
    "services.review_late.already_judging",
    QT_TRANSLATE_NOOP(
        "messages",
        "You have already judged some summaries of this story side by side, so a summary "
        "finished later cannot join this review. It stays in your library.",
    ),
)


def late_summaries(session: ReviewSession) -> list[int]:
    """The story's summaries (finished or refused) that are not in its review, oldest first."""
    review_order = _order(session)
    everything = blinding.reviewable(session.library.summaries(session.manuscript_id))
    return [s.id for s in everything if s.id not in review_order]


def can_join(session: ReviewSession) -> bool:
    """Whether a late summary may still join: nothing was judged, nothing completed."""
    store = session.store
    if not review_rows.review_is_open(store, session.review_id):
        return False
    return not review_rows.has_judgments(store, session.review_id)


def join_late(session: ReviewSession, rng: random.Random | None = None) -> tuple[int, ...]:
    """Add the late summaries to the review and draw the blind order again (one transaction);
    the new order. Refused (nothing written) once anything was judged."""
    with session.store.write():
        if not can_join(session):
            raise WriterLensError(_ALREADY_JUDGING())
        order = _order(session) + tuple(late_summaries(session))
        order = blinding.shuffled(order, rng)
        review_rows.set_summary_order(session.store, session.review_id, order)
    # the session keeps the blind list it read once: read it again
    session._shown.clear()
    session.rules = Rules(
        blinding.blind(order, session.library.summaries(session.manuscript_id), revealed=False),
        session.questionnaire,
        session.taxonomy,
    )
    return order


def _order(session: ReviewSession) -> tuple[int, ...]:
    return review_rows.summary_order(session.store, session.review_id)
