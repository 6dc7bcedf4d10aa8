"""The export's last look for something identifying before a bundle is kept: the free text
the scrubber produced, the manifest, and the participant code (see :func:`identifying`)."""

from __future__ import annotations

from collections.abc import Collection, Iterator
from typing import Any

from writerlens.messages import QT_TRANSLATE_NOOP, Message, define
from writerlens.services.library import Library
from writerlens.services.study import membership
from writerlens.study.writer import codes
from writerlens.study.writer.anonymize import Scrubber
from writerlens.study.writer.bundle_data import ExportOptions, ExportSource

#: What the free text of the bundle is searched for again: every text the scrubber produced,
#: and every value of the fields anonymization rewrites (so a field written without the
#: scrubber is caught). Never the bundle's keys, ids, fixed words ("origin": "writer",
#: "evidence_source": "none") or neutral model labels ("local model 1"): a computer login named
#: "writer" or "model" is not in them. Paths, phone numbers and links are not searched for:
#: numbers in a summary could look like them.
_GUARDED = ("name", "email", "user", "computer")
#: the bundle's free-text fields (data.json), wherever they sit; a passage's ``prefix`` and
#: ``suffix`` are cut from the cleaned story at a fixed length (they may cut a placeholder in
#: two) and the whole story is searched already
_FREE_TEXT = frozenset({"title", "text", "comment", "feedback", "question", "answer", "quote",
                        "evidence"})  # fmt: skip

_LEFT_NAME = define(
    "services.export_left.name", QT_TRANSLATE_NOOP("messages", "a name WriterLens could not remove")
)
_LEFT_EMAIL = define(
    "services.export_left.email", QT_TRANSLATE_NOOP("messages", "an email address")
)
_LEFT_USER = define(
    "services.export_left.user", QT_TRANSLATE_NOOP("messages", "this computer's user name")
)
_LEFT_COMPUTER = define(
    "services.export_left.computer", QT_TRANSLATE_NOOP("messages", "this computer's name")
)
_LEFT_SEVERAL = define(
    "services.export_left.several",
    QT_TRANSLATE_NOOP("messages", "{first} and other details that could identify you"),
)
_LEFT = {"name": _LEFT_NAME, "email": _LEFT_EMAIL, "user": _LEFT_USER, "computer": _LEFT_COMPUTER}

_BUNDLE_WOULD_HOLD_LEFTOVER = define(
    "services.bundle_would_hold_leftover",
    QT_TRANSLATE_NOOP(
        "messages",
        "The bundle would still hold {what} in a part WriterLens did not clean, so it cannot be "
        "saved. Leave out the parts you can (story text, titles, summaries or comments) and look "
        "again, and tell the study's coordinator so it can be fixed.",
    ),
)


def identifying(data: dict[str, Any], scrubber: Scrubber) -> Message | None:
    """Why the bundle (``data``, as built with ``scrubber``) must not be saved because its free
    text still holds something identifying (None when nothing is left), in words."""
    return _left_message(scrubber.leftover(_free_text_values(data)))


_CODE_IDENTIFIES = define(
    "services.export.code_identifies",
    QT_TRANSLATE_NOOP(
        "messages",
        "Your participant code “{code}” goes out with the bundle and could identify you: "
        "{problem} Join the study again (Study → Join a Study) with the code the coordinator "
        "sent you, or leave the code empty for a random one, then export again.",
    ),
)


def code_problem(library: Library, source: ExportSource, options: ExportOptions) -> Message | None:
    """Why the participant code must not go out (None when it may): a code the study file lists
    was chosen by the coordinator; any other one (typed when joining, perhaps before WriterLens
    checked codes) is checked like any text the bundle carries."""
    study = membership(library).study
    code = source.participant
    if study is not None and code in study.participants:
        return None
    problem = codes.writer_problem(code, options.names, shape=False)
    return None if problem is None else _CODE_IDENTIFIES(code=code, problem=problem)


def manifest_identifying(manifest: dict[str, Any], scrubber: Scrubber) -> Message | None:
    """The final identifier check over every string of the manifest, as over the free text
    (only the manifest: :func:`identifying` has searched the texts the scrubber produced)."""
    return _left_message(
        {edit.kind for value in _strings(manifest) for edit in scrubber.edits(value)}
    )


def _left_message(left: Collection[str]) -> Message | None:
    """The message for the kinds of identifier ``left`` in the bundle (None when none is)."""
    found = [kind for kind in _GUARDED if kind in left]
    if not found:
        return None
    what = _LEFT[found[0]]()
    if len(found) > 1:
        what = _LEFT_SEVERAL(first=what)
    return _BUNDLE_WOULD_HOLD_LEFTOVER(what=what)


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        for inner in value.values():
            yield from _strings(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from _strings(inner)
    elif isinstance(value, str):
        yield value


def _free_text_values(value: Any, key: str = "") -> Iterator[str]:
    if isinstance(value, dict):
        for name, inner in value.items():
            yield from _free_text_values(inner, str(name))
    elif isinstance(value, list):
        for inner in value:
            yield from _free_text_values(inner, key)
    elif isinstance(value, str) and key in _FREE_TEXT:
        yield value
