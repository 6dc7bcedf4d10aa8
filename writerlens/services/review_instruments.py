"""A study's own questionnaire or taxonomy, kept in the library for good (see the review)."""

from __future__ import annotations

from typing import Any

from writerlens.review.questionnaire import parse_questionnaire, questionnaire_by_id
from writerlens.review.taxonomy import parse_taxonomy, taxonomy_by_id
from writerlens.services.library import Library
from writerlens.store.library import get_setting, set_setting

_KEPT = "instrument.{kind}.{id}@{version}"


def keep_instrument(library: Library, kind: str, data: dict[str, Any]) -> None:
    """Keep a study's own questionnaire or taxonomy in the library for good: a review begun
    with it must reopen after the writer has left the study (its answers mean what it said)."""
    key = _KEPT.format(kind=kind, id=data.get("id", ""), version=data.get("version", ""))
    set_setting(library.store, key, data)


def _instrument(library: Library, kind: str, instrument_id: str, version: str) -> Any:
    """A shipped instrument, or the study's own one the library kept (see keep_instrument)."""
    kept = get_setting(library.store, _KEPT.format(kind=kind, id=instrument_id, version=version))
    if kept is not None:
        parse = parse_questionnaire if kind == "questionnaire" else parse_taxonomy
        return parse(kept, "the study's own wording kept in your library")
    by_id = questionnaire_by_id if kind == "questionnaire" else taxonomy_by_id
    return by_id(instrument_id)
