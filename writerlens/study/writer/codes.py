"""Participant codes the study controls: listed in the study file, or drawn at random here.

A code goes out in the manifest of every bundle and is kept in the coordinator's index, so it
must never name the writer. A code comes from the study file's list (the coordinator chose it),
or WriterLens draws one ("P-7K3Q9M2X": digits and consonants alternating, so that it cannot
spell a word or a name). A code the writer types for a study that lists none is checked like any
text the bundle carries (the export's identifier check: names the writer listed, the account's
own name, emails, phone numbers, addresses, paths, this computer's login and name) and, since a
code is not prose, by its shape: it needs a digit, no more than three letters in a row (a run of
letters can spell a name or a login) and no long run of digits (a phone or id number).

The coordinator's import checks the code of every bundle it reads with the same detectors, and
refuses one that could identify a writer without ever showing it (see ``coordinator_problem``).
"""

from __future__ import annotations

import re
import secrets
import unicodedata
from collections.abc import Iterable

from writerlens.messages import QT_TRANSLATE_NOOP, Message, define
from writerlens.study.writer.anonymize import Scrubber, machine_identifiers
from writerlens.study.writer.anonymize.scrubber import account_names

#: What a participant code may look like (the bundle schema's pattern for it).
CODE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}\Z")
#: Letters that spell nothing (no vowels, no Y) and cannot be mistaken for a digit (no I, O);
#: digits without 0 and 1 (read as O and I).
_LETTERS = "BCDFGHJKMNPQRSTVWXZ"
_DIGITS = "23456789"
_PAIRS = 4  # 8^4 * 19^4 = 534 million codes: two writers of a large study never share one
_LETTER_RUN = re.compile(r"[^\W\d_]{4,}")
_DIGIT_RUN = re.compile(r"\d{7,}")
_SEPARATORS = re.compile(r"[_.:\-]+")

_CODE_INVALID = define(
    "study.codes.code_invalid",
    QT_TRANSLATE_NOOP(
        "messages",
        "“{participant}” cannot be a participant code: use letters, digits, '-', "
        "'_', '.' or ':' (at most 64), and not your name, since bundles are "
        "anonymous.",
    ),
)

_CODE_IDENTIFIES = define(
    "study.code_identifies",
    QT_TRANSLATE_NOOP(
        "messages",
        "This code cannot be your participant code: it holds {what}, and the code goes out "
        "with every bundle. Leave the code empty and WriterLens draws a random one for you, or "
        "use the code the study coordinator sent you.",
    ),
)

_CODE_SHAPE = define(
    "study.code_shape",
    QT_TRANSLATE_NOOP(
        "messages",
        "“{participant}” cannot be your participant code: a code needs a digit, at most three "
        "letters in a row and at most six digits in a row (like P-7K3Q9M2X), so that it cannot "
        "spell a name or a phone number. Leave the code empty and WriterLens draws a random one "
        "for you, or use the code the study coordinator sent you.",
    ),
)

_WHAT_NAME = define(
    "study.code_identifies.name", QT_TRANSLATE_NOOP("messages", "a name you asked to remove")
)
_WHAT_ACCOUNT = define(
    "study.code_identifies.account",
    QT_TRANSLATE_NOOP("messages", "this computer's user name or the name of its account"),
)
_WHAT_OTHER = define(
    "study.code_identifies.other",
    QT_TRANSLATE_NOOP(
        "messages", "an email address, phone number, web address, handle or file name"
    ),
)

_REFUSED_AT_IMPORT = define(
    "study.bundle_code_identifies",
    QT_TRANSLATE_NOOP(
        "messages",
        "its participant code could identify the writer (it is not a code's shape, or it holds "
        "a name, an address or a number), so the bundle was not imported and its code is not "
        "shown or kept. Ask the writer to join the study again with a code the study gives them "
        "and export again.",
    ),
)


def draw_code() -> str:
    """A random participant code, ``P-`` and digits alternating with consonants."""
    pairs = (secrets.choice(_DIGITS) + secrets.choice(_LETTERS) for _ in range(_PAIRS))
    return "P-" + "".join(pairs)


def writer_problem(
    code: str,
    names: Iterable[str] = (),
    *,
    users: Iterable[str] | None = None,
    hosts: Iterable[str] | None = None,
    account: Iterable[str] | None = None,
    shape: bool = True,
) -> Message | None:
    """Why a code the writer typed cannot be their participant code (None when it can).

    ``names``: the names the writer asked the export to remove. ``users``, ``hosts`` and
    ``account`` default to this computer's own (tests pass their own). ``shape=False`` leaves
    the shape rule out (the export's check of a code joined before there was one)."""
    if not CODE.fullmatch(code):
        return _CODE_INVALID(participant=code)
    found_users, found_hosts, _homes = machine_identifiers()
    users = found_users if users is None else list(users)
    hosts = found_hosts if hosts is None else list(hosts)
    account = account_names(users) if account is None else list(account)
    if _holds_listed(code, names):
        return _CODE_IDENTIFIES(what=_WHAT_NAME())
    if _holds_listed(code, account) or _holds_piece(code, [*users, *hosts]):
        return _CODE_IDENTIFIES(what=_WHAT_ACCOUNT())
    if _detected(code):
        return _CODE_IDENTIFIES(what=_WHAT_OTHER())
    if shape and _bad_shape(code):
        return _CODE_SHAPE(participant=code)
    return None


def coordinator_problem(code: object) -> Message | None:
    """Why the coordinator's import refuses a bundle's participant code, in words that never
    quote it (None when the code is fine). Only what the code itself shows is checked here:
    the coordinator's own codes may hold words (``writer-7``), so the shape rule is the
    writer's app's; an address, a number or a path is refused whoever chose it."""
    if not isinstance(code, str) or not CODE.fullmatch(code) or _detected(code):
        return _REFUSED_AT_IMPORT()
    return None


def _variants(code: str) -> tuple[str, ...]:
    """The code as typed and with its separators as spaces ("anna.quill" -> "anna quill")."""
    spaced = _SEPARATORS.sub(" ", code).strip()
    return (code, spaced) if spaced != code else (code,)


def _scrubber(names: Iterable[str] = ()) -> Scrubber:
    return Scrubber(names, users=(), hosts=(), homes=(), account=(), keys=())


def _holds_listed(code: str, names: Iterable[str]) -> bool:
    listed = [n for n in names if n and n.strip()]
    if not listed:
        return False
    scrub = _scrubber(listed)
    if any(e.kind == "name" for variant in _variants(code) for e in scrub.edits(variant)):
        return True
    # a code is not prose: a listed name's part run into it ("annaq7") still names the writer
    squeezed = _fold(code)
    parts = {_fold(part) for name in listed for part in re.split(r"[\s_.'\-]+", name)}
    return any(len(part) >= 3 and part in squeezed for part in parts)


def _holds_piece(code: str, pieces: Iterable[str]) -> bool:
    squeezed = _fold(code)
    for piece in pieces:
        for part in re.split(r"[\s_.'\-]+", piece):
            folded = _fold(part)
            if len(folded) >= 3 and folded in squeezed:
                return True
    return False


def _detected(code: str) -> bool:
    """The export's detectors (emails, phones, links, handles, paths) over the code."""
    scrub = _scrubber()
    return any(scrub.edits(variant) for variant in _variants(code))


def _bad_shape(code: str) -> bool:
    return (
        not any(c.isdigit() for c in code)
        or _LETTER_RUN.search(code) is not None
        or _DIGIT_RUN.search(code) is not None
    )


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if c.isalnum()).casefold()
