"""Pseudonymous ids and scrubbing of free text, for bundles that leave the writer's computer.

Ids: a story or summary is named by HMAC-SHA256 of its local id under a secret that is made per
study and kept in the writer's library (never exported). The same story therefore has the same
id in every bundle the writer sends to one study (so a second export can be matched with the
first), while a coordinator cannot recover local ids or link the writer across studies.

Free text: the names a writer lists (their own, a pen name, real people they mention), and
the capitalised parts of each, are replaced by ``[name]``, case-insensitively, as whole words,
possessives included ("Anna's" -> "[name]'s"); so are the computer's user name and host name,
and paths in the home folder.
"""

from __future__ import annotations

import bisect
import getpass
import hashlib
import hmac
import os
import re
import secrets
import socket
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

NAME_PLACEHOLDER = "[name]"
USER_PLACEHOLDER = "[user]"
HOST_PLACEHOLDER = "[computer]"
PATH_PLACEHOLDER = "[path]"

_PATH_TAIL = r"""(?:[^\s"'<>|]*[^\s"'<>|.,;:!?)\]])?"""
_POSSESSIVE = re.compile(r"['’]s$", re.IGNORECASE)

#: Names shorter than this are not scrubbed: one letter would wipe out "a" and "I".
MIN_NAME_LENGTH = 2


def new_secret() -> str:
    """A fresh per-study secret (hex), to be kept in the library settings."""
    return secrets.token_hex(32)


def random_pseudonym() -> str:
    """A participant pseudonym for a writer who was not given a code."""
    return "P-" + secrets.token_hex(6)


@dataclass(frozen=True)
class Pseudonyms:
    """Maps local ids to the ids a bundle carries; deterministic for one secret."""

    secret: str

    def _make(self, kind: str, local_id: int | str, prefix: str) -> str:
        digest = hmac.new(
            bytes.fromhex(self.secret), f"{kind}:{local_id}".encode(), hashlib.sha256
        ).hexdigest()
        return f"{prefix}-{digest[:16]}"

    def story(self, local_id: int | str) -> str:
        return self._make("story", local_id, "s")

    def summary(self, local_id: int | str) -> str:
        return self._make("summary", local_id, "m")

    def span(self, local_id: int | str) -> str:
        return self._make("span", local_id, "a")

    def probe(self, local_id: int | str) -> str:
        return self._make("probe", local_id, "q")


# -- scrubbing --------------------------------------------------------------------------------


def machine_identifiers() -> tuple[list[str], list[str], list[str]]:
    """This computer's user names, host names and home folder paths, as they may appear."""
    users: set[str] = set()
    hosts: set[str] = set()
    with _quietly():
        users.add(getpass.getuser())
    for key in ("USER", "USERNAME", "LOGNAME"):
        if os.environ.get(key):
            users.add(os.environ[key])
    with _quietly():
        host = socket.gethostname()
        hosts.add(host)
        hosts.add(host.split(".")[0])
    homes: set[str] = set()
    with _quietly():
        home = str(Path.home())
        homes.add(home)
        homes.add(home.replace("\\", "/"))
        homes.add(home.replace("/", "\\"))
    return (
        sorted(u for u in users if u),
        sorted(h for h in hosts if h),
        sorted((h for h in homes if len(h) > 1), key=len, reverse=True),
    )


class _quietly:
    """Some platforms cannot tell a user or host name; that is then nothing to scrub."""

    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> bool:
        return exc[0] is not None and issubclass(exc[0], (OSError, KeyError, ImportError))


@dataclass(frozen=True)
class Edit:
    start: int
    end: int
    replacement: str


class Scrubber:
    """Replaces listed names, user and host names and home paths in free text."""

    def __init__(
        self,
        names: Iterable[str] = (),
        *,
        users: Iterable[str] | None = None,
        hosts: Iterable[str] | None = None,
        homes: Iterable[str] | None = None,
    ) -> None:
        found_users, found_hosts, found_homes = machine_identifiers()
        users = found_users if users is None else list(users)
        hosts = found_hosts if hosts is None else list(hosts)
        homes = found_homes if homes is None else list(homes)
        self.names = tuple(_clean_names(_with_parts(names)))
        parts: list[tuple[str, str]] = []
        for home in sorted(homes, key=len, reverse=True):
            if len(home) > 1:
                # the home path with whatever path follows it, up to a space or a quote (a
                # full stop, comma or bracket at its end belongs to the sentence)
                parts.append((re.escape(home) + _PATH_TAIL, PATH_PLACEHOLDER))
        word_groups = (
            (self.names, NAME_PLACEHOLDER),
            (_clean_names(users), USER_PLACEHOLDER),
            (_clean_names(hosts), HOST_PLACEHOLDER),
        )
        for group, placeholder in word_groups:
            for name in group:
                parts.append((_whole_word(name), placeholder))
        self._placeholders = [p for _, p in parts]
        pattern = "|".join(f"(?P<g{i}>{regex})" for i, (regex, _) in enumerate(parts))
        self._regex = re.compile(pattern, re.IGNORECASE) if parts else None

    def edits(self, text: str) -> list[Edit]:
        if self._regex is None or not text:
            return []
        found: list[Edit] = []
        for match in self._regex.finditer(text):
            index = int(match.lastgroup[1:]) if match.lastgroup else 0
            replacement = self._placeholders[index]
            matched = match.group(0)
            if replacement != PATH_PLACEHOLDER and _POSSESSIVE.search(matched):
                replacement += matched[-2:]  # "Anna's" -> "[name]'s"
            found.append(Edit(match.start(), match.end(), replacement))
        return found

    def __call__(self, text: str) -> str:
        return apply(text, self.edits(text))[0]

    def with_map(self, text: str) -> tuple[str, Callable[[int, bool], int]]:
        """The scrubbed text, and a function that moves an offset of the old text to the new
        one (``end=True`` for the end of a range: an offset inside a replaced name moves to
        the end of its placeholder, a start moves to its beginning)."""
        return apply(text, self.edits(text))


def apply(text: str, edits: list[Edit]) -> tuple[str, Callable[[int, bool], int]]:
    """``text`` with ``edits`` (sorted, not overlapping) made, and the offset mover."""
    pieces: list[str] = []
    starts: list[int] = []
    new_starts: list[int] = []
    shift_after: list[int] = []  # how far the text after each edit has moved
    at = shift = 0
    for edit in edits:
        pieces.append(text[at : edit.start])
        pieces.append(edit.replacement)
        starts.append(edit.start)
        new_starts.append(edit.start + shift)
        shift += len(edit.replacement) - (edit.end - edit.start)
        shift_after.append(shift)
        at = edit.end
    pieces.append(text[at:])

    def move(offset: int, end: bool = False) -> int:
        i = bisect.bisect_right(starts, offset) - 1
        if i < 0:
            return offset
        edit = edits[i]
        if offset >= edit.end:
            return offset + shift_after[i]
        if offset == edit.start:
            return new_starts[i]
        # inside a replaced passage: snap to the placeholder's edge
        return new_starts[i] + (len(edit.replacement) if end else 0)

    return "".join(pieces), move


def _with_parts(names: Iterable[str]) -> list[str]:
    """A full name and its capitalised parts ("Anna Lindqvist" -> also "Anna", "Lindqvist"):
    people are often named by one part. Lower-case particles ("van", "de") are not parts."""
    found: list[str] = []
    for name in names:
        found.append(name)
        words = name.split()
        if len(words) > 1:
            found.extend(w for w in words if len(w) >= 3 and w[0].isupper())
    return found


def _clean_names(names: Iterable[str]) -> list[str]:
    cleaned = {" ".join(n.split()) for n in names if n and len(n.strip()) >= MIN_NAME_LENGTH}
    return sorted(cleaned, key=len, reverse=True)


def _whole_word(name: str) -> str:
    words = [re.escape(w) for w in name.split()]
    # whole words only: "Anna" is not scrubbed out of "Annabel"; a possessive goes with it
    return r"(?<!\w)" + r"\s+".join(words) + r"(?:['’]s)?(?!\w)"
