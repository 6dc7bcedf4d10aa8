"""A message stored under an id that was renamed since (a summary's notes in a writer's
library, written by an older WriterLens) is still read as its kind, so the window shows it
translated, not frozen in English."""

from __future__ import annotations

import importlib
import pkgutil

import writerlens
from writerlens.message_renames import RENAMED
from writerlens.messages import Message, catalogue, from_record, render, to_record


def _kinds() -> dict:
    for module in pkgutil.walk_packages(writerlens.__path__, "writerlens."):
        if not module.name.endswith("__main__"):
            importlib.import_module(module.name)
    return catalogue()


def test_every_renamed_id_points_at_a_kind_that_exists() -> None:
    kinds = _kinds()
    assert len(RENAMED) >= 300
    assert sorted(new for new in RENAMED.values() if new not in kinds) == []
    assert sorted(old for old in RENAMED if old in kinds) == []  # an old id is free again


def test_a_note_stored_under_its_old_id_is_read_back_translated() -> None:
    kinds = _kinds()
    kind = kinds[RENAMED["review.answers_go_not_one"]]
    stored = to_record(kind(lowest=1, highest=4, value=7))
    assert isinstance(stored, dict)
    older = {**stored, "id": "review.answers_go_not_one"}  # as an older WriterLens wrote it
    read = from_record(older)
    assert isinstance(read, Message) and read.kind is kind
    marked = render(read, lambda template, count: "[xx] " + template)
    assert marked.startswith("[xx] Answers go from 1 to 4")
    # an id nobody knows is kept as its English text, as before
    assert from_record({**stored, "id": "review.no_such_kind"}) == stored["text"]
