"""What a claim, a verdict or an omission must be before the review writes it: a passage a
cursor can mark, a claim with words, a verdict and an omission kind WriterLens knows, and an id
that undo can give back without taking someone else's (see
:mod:`writerlens.services.claim_review`)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from writerlens.claims import notices
from writerlens.domain import OmissionKind, Verdict, WriterLensError
from writerlens.domain.claims import KeptJudgment
from writerlens.messages import MessageKind
from writerlens.review import spans
from writerlens.store import claims as rows
from writerlens.store.db import Store


def check_passage(text: str, start: int, end: int, said: MessageKind, **params: Any) -> None:
    """A passage of ``text`` with at least one word, whose ends a cursor can be put at."""
    if (
        isinstance(start, bool)
        or isinstance(end, bool)
        or not isinstance(start, int)
        or not isinstance(end, int)
        or not 0 <= start < end <= len(text)
        or not text[start:end].strip()
        or not (spans.is_boundary(text, start) and spans.is_boundary(text, end))
    ):
        raise WriterLensError(said(**params))


def claim_text(text: str) -> str:
    cleaned = " ".join(str(text).split())
    if not cleaned:
        raise WriterLensError(notices.CLAIM_EMPTY())
    return cleaned


def verdict_of(value: Verdict | str) -> Verdict:
    try:
        return Verdict(value)
    except ValueError:
        raise WriterLensError(notices.VERDICT_UNKNOWN(verdict=str(value))) from None


def omission_kind(value: OmissionKind | str) -> OmissionKind:
    try:
        return OmissionKind(value)
    except ValueError:
        raise WriterLensError(notices.OMISSION_KIND(kind=str(value))) from None


def check_free(store: Store, claim_ids: Iterable[int]) -> None:
    """Undo and redo give claims back their ids, which the UI's history knows them by; a taken
    id would put the next verdict on someone else's claim, so refuse instead."""
    if any(rows.get_claim(store, claim_id) is not None for claim_id in claim_ids):
        raise WriterLensError(notices.UNDO_TAKEN())


def put_judgments(store: Store, judged: Iterable[KeptJudgment]) -> None:
    for judgment, prompt in judged:
        rows.put_judgment(store, judgment, prompt=prompt)


def existing_set(store: Store, claim_set_id: int | None) -> int | None:
    if claim_set_id is None:
        return None
    return claim_set_id if rows.has_claim_set(store, claim_set_id) else None
