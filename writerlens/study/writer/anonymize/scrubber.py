"""The scrubber every free-text field of a bundle goes through, and its account of what it did.

By default, without being told anything, it replaces email addresses, phone numbers, web
addresses and handles, file paths and file names, this computer's user and host names, the full
name its account carries, and any piece of a known API key.
It also replaces the names the writer listed, however they are written (see ``names``). Every
replacement is counted by kind and by where it was made, with a few examples, so that the export
preview can show the writer what was taken out before anything is saved.
"""

from __future__ import annotations

import getpass
import os
import socket
from collections.abc import Iterable
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path

from writerlens import redaction
from writerlens.study.writer.anonymize import detect, detectors, names
from writerlens.study.writer.anonymize.edits import Edit, Mover, apply, resolve
from writerlens.study.writer.anonymize.name_match import NameMatcher

USER_PLACEHOLDER = "[user]"
HOST_PLACEHOLDER = "[computer]"
KEY_PLACEHOLDER = redaction.HIDDEN

#: What each kind is called where the writer reads it, in the order the preview lists them.
KINDS = {
    "name": "names",
    "email": "email addresses",
    "phone": "phone numbers",
    "link": "web addresses and @handles",
    "path": "file paths and file names",
    "card": "card numbers",
    "iban": "bank account numbers",
    "national_id": "identity and tax numbers",
    "birth": "dates of birth",
    "address": "postal addresses and postcodes",
    "gps": "GPS coordinates",
    "ip": "IP addresses",
    "mac": "device (MAC) addresses",
    "user": "this computer's user name",
    "computer": "this computer's name",
    "model": "model file and server names",
    "key": "pieces of an API key",
}
_EXAMPLES = 3
_AROUND = 30  # characters of context each side of a change shown in the preview
#: the places whose text a model wrote: there this computer's account name is replaced only
#: whole or as an identifier (a summary's "Grace" is a character, whoever the account is)
MODEL_WRITTEN = frozenset({"summaries", "claims", "evidence"})
#: words before a bare login or host name that make it one ("my login is root", "on vm")
_USER_CUES = r"login|log-in|user|username|user name|account|signed in as|logged in as|whoami"
_HOST_CUES = r"on|computer|machine|laptop|host|hostname|host name|pc|server"


def machine_identifiers() -> tuple[list[str], list[str], list[str]]:
    """This computer's user names, host names and home folder paths, as they may appear."""
    users: set[str] = set()
    hosts: set[str] = set()
    homes: set[str] = set()
    with suppress(OSError, KeyError, ImportError):  # some platforms cannot tell
        users.add(getpass.getuser())
    for key in ("USER", "USERNAME", "LOGNAME"):
        if os.environ.get(key):
            users.add(os.environ[key])
    try:
        host = socket.gethostname()
        hosts.update((host, host.split(".")[0]))
    except OSError:
        pass
    try:
        home = str(Path.home())
        homes.update((home, home.replace("\\", "/"), home.replace("/", "\\")))
    except (OSError, KeyError, RuntimeError):
        pass
    return (
        sorted(u for u in users if u),
        sorted(h for h in hosts if h),
        sorted((h for h in homes if len(h) > 1), key=len, reverse=True),
    )


def account_names(users: Iterable[str] = ()) -> list[str]:
    """The full name the computer's account carries ("Annika Lindqvist" in the passwd entry on
    Linux and macOS): the writer's own name, scrubbed even when they list none."""
    found: list[str] = []
    with suppress(ImportError, KeyError, OSError, AttributeError):
        import pwd

        gecos = pwd.getpwuid(os.getuid()).pw_gecos.split(",")[0].strip()
        taken = {u.casefold() for u in users}
        if gecos and gecos.casefold() not in taken and any(c.isalpha() for c in gecos):
            found.append(gecos)
    return found


@dataclass
class ScrubReport:
    """What was replaced: per kind, how many times in each part of the bundle, and examples."""

    counts: dict[str, dict[str, int]] = field(default_factory=dict)
    examples: dict[str, list[str]] = field(default_factory=dict)
    #: every change made to a text a model wrote (a summary, a model's claim, a judge's
    #: evidence), all of them: (where, the passage as it was, as it is now), a few words of
    #: context each side; a key piece is never shown, even here
    model_changes: list[tuple[str, str, str]] = field(default_factory=list)

    def change(self, where: str, text: str, edit: Edit) -> None:
        before = text[max(0, edit.start - _AROUND) : edit.start]
        after = text[edit.end : edit.end + _AROUND]
        was = "…" if edit.kind == "key" else text[edit.start : edit.end]
        self.model_changes.append(
            (where, " ".join(f"{before}{was}{after}".split()),
             " ".join(f"{before}{edit.replacement}{after}".split()))
        )  # fmt: skip

    def add(self, kind: str, where: str, original: str) -> None:
        per_place = self.counts.setdefault(kind, {})
        per_place[where] = per_place.get(where, 0) + 1
        shown = self.examples.setdefault(kind, [])
        example = " ".join(original.split())[:80]
        if kind != "key" and example not in shown and len(shown) < _EXAMPLES:
            shown.append(example)  # a key is never shown, not even here

    def total(self, kind: str | None = None) -> int:
        kinds = [kind] if kind else list(self.counts)
        return sum(sum(self.counts.get(k, {}).values()) for k in kinds)

    def as_dict(self) -> dict[str, dict[str, object]]:
        return {
            kind: {
                "total": self.total(kind),
                "where": dict(sorted(self.counts[kind].items())),
                "examples": list(self.examples.get(kind, [])),
            }
            for kind in KINDS
            if kind in self.counts
        }


class Scrubber:
    """Replaces what could identify the writer in free text (see the module docstring)."""

    def __init__(
        self,
        names_to_remove: Iterable[str] = (),
        *,
        users: Iterable[str] | None = None,
        hosts: Iterable[str] | None = None,
        homes: Iterable[str] | None = None,
        keys: Iterable[str] = (),
        account: Iterable[str] | None = None,
    ) -> None:
        found_users, found_hosts, found_homes = machine_identifiers()
        users = found_users if users is None else list(users)
        account = account_names(users) if account is None else list(account)
        hosts = found_hosts if hosts is None else list(hosts)
        self.homes = tuple(found_homes if homes is None else list(homes))
        listed = tuple(n for n in names_to_remove if n and n.strip())
        self.names = (*listed, *(n for n in account if n and n.strip()))
        self.keys = tuple(k for k in keys if k)
        # the writer's list: every spelling, never a lower-case word of prose; this computer's
        # names (login, host, the account's name): only as identifiers, or the whole name
        self._names = NameMatcher(listed)
        self._account = NameMatcher(account)
        self._account_in_model_text = NameMatcher(account, identifiers_only=True)
        self._users = NameMatcher(users, parts_too=False, identifiers_only=True, cue=_USER_CUES)
        self._hosts = NameMatcher(hosts, parts_too=False, identifiers_only=True, cue=_HOST_CUES)
        self.report = ScrubReport()
        #: every text this scrubber produced and the placeholders it put in them: the export
        #: checks exactly these again (:meth:`leftover`), never the bundle's keys, ids or words
        #: of its fixed vocabulary (a login named "writer" is not in ``"origin": "writer"``)
        self.cleaned: list[str] = []
        #: the cleaned texts a model wrote (checked again by the model-text rules)
        self._model_texts: set[str] = set()
        self._placeholders: set[str] = {USER_PLACEHOLDER, HOST_PLACEHOLDER, KEY_PLACEHOLDER}
        #: where in each text it produced this scrubber put a placeholder: :meth:`leftover`
        #: reads again only around these (the rest of the text is the writer's, unchanged, and
        #: was read once already)
        self._replaced_at: dict[str, list[tuple[int, int]]] = {}

    def edits(self, text: str, file_names: bool = True, model_written: bool = False) -> list[Edit]:
        if not text:
            return []
        found = [
            Edit(start, end, KEY_PLACEHOLDER, "key")
            for start, end in redaction.fragments(text, self.keys)
        ]
        # Presidio's recognizers and libphonenumber (imported on the first export only); they
        # come before the plain patterns, so that a validated finding names what two share
        for edit in detectors.find(text):
            kind = {"handle": "link"}.get(edit.kind, edit.kind)
            found.append(Edit(edit.start, edit.end, edit.replacement, kind))
        found += detect.links(text)
        found += detect.handles(text)
        found += detect.emails(text)
        found += detect.paths(text, self.homes, file_names)
        found += detect.phones(text)
        found += self._name_edits(text, model_written)
        return resolve(found)

    def with_map(
        self, text: str, where: str = "text", file_names: bool = True
    ) -> tuple[str, Mover]:
        """The scrubbed text, and a function that moves an offset of the old text to the new
        one (``end=True`` for the end of a range: an offset inside a replaced passage moves to
        the end of its placeholder, a start to its beginning). ``file_names=False`` keeps a
        bare file name (a model file the writer chose to name)."""
        edits = self.edits(text, file_names, where in MODEL_WRITTEN)
        for edit in edits:
            self.report.add(edit.kind, where, text[edit.start : edit.end])
            self._placeholders.add(edit.replacement)
            if where in MODEL_WRITTEN:
                self.report.change(where, text, edit)
        cleaned, move = apply(text, edits)
        if cleaned:
            self.cleaned.append(cleaned)
            placed = self._replaced_at.setdefault(cleaned, [])
            shift = 0
            for edit in edits:
                at = edit.start + shift
                placed.append((at, at + len(edit.replacement)))
                shift += len(edit.replacement) - (edit.end - edit.start)
            if where in MODEL_WRITTEN:
                self._model_texts.add(cleaned)
        return cleaned, move

    def _guarded_edits(self, text: str, model_written: bool) -> list[Edit]:
        """What :meth:`leftover` looks for again: addresses and every kind of name. (Numbers,
        links and paths are not: a summary's numbers could look like them, and the detectors
        already had their pass.)"""
        return detect.emails(text) + self._name_edits(text, model_written)

    def _name_edits(self, text: str, model_written: bool) -> list[Edit]:
        """Every kind of name in ``text``: the writer's listed names, this computer's account
        name (in what a model wrote, only where it reads as an identifier), user names and the
        computer's name."""
        folded = names.Folded(text)
        account = self._account_in_model_text if model_written else self._account
        return [
            *self._names.find(folded, names.NAME, "name"),
            *account.find(folded, names.NAME, "name"),
            *self._users.find(folded, USER_PLACEHOLDER, "user"),
            *self._hosts.find(folded, HOST_PLACEHOLDER, "computer"),
        ]

    def leftover(self, also: Iterable[str] = ()) -> set[str]:
        """The kinds (names, emails, user, computer) this scrubber would still find in the texts
        it produced (and in ``also``), its own placeholders aside: what one pass left, or a
        text that never went through it. Empty when every text is clean.

        A text this scrubber produced is read again only around its placeholders (what a
        replacement could have left or made: a part of a name next to one, two pieces joined);
        the rest of it is the writer's text as the one pass read it, where that pass found
        nothing (a novel is not scrubbed twice). Any other text is read whole."""
        placeholders = sorted(self._placeholders, key=len, reverse=True)
        found: set[str] = set()
        # a highlight's quote is cut from a summary: it is read as the summary was
        model_text = "\x00".join(self._model_texts)
        for text in dict.fromkeys((*self.cleaned, *also)):
            model_written = text in self._model_texts or (bool(text) and text in model_text)
            placed = self._replaced_at.get(text)
            pieces = [text] if placed is None else _around(text, placed)
            for piece in pieces:
                for placeholder in placeholders:
                    if placeholder in piece:
                        piece = piece.replace(placeholder, " " * len(placeholder))
                found |= {edit.kind for edit in self._guarded_edits(piece, model_written)}
        return found

    def __call__(self, text: str, where: str = "text", file_names: bool = True) -> str:
        return self.with_map(text, where, file_names)[0]


#: how far around a placeholder :meth:`Scrubber.leftover` reads again: more than any guarded
#: pattern reaches (a name's parts with what joins them, an address, a cue word before a login)
_RECHECK_REACH = 400


def _around(text: str, placed: list[tuple[int, int]]) -> list[str]:
    """The stretches of ``text`` within :data:`_RECHECK_REACH` of a placeholder, widened to the
    nearest space or line break (no word is cut in two), merged where they meet."""
    windows: list[tuple[int, int]] = []
    for start, end in sorted(placed):
        lo = max(0, start - _RECHECK_REACH)
        hi = min(len(text), end + _RECHECK_REACH)
        if lo > 0:
            lo = max(text.rfind(" ", 0, lo), text.rfind("\n", 0, lo)) + 1
        if hi < len(text):
            ends = [at for at in (text.find(" ", hi), text.find("\n", hi)) if at >= 0]
            hi = min(ends) if ends else len(text)
        if windows and lo <= windows[-1][1]:
            windows[-1] = (windows[-1][0], max(hi, windows[-1][1]))
        else:
            windows.append((lo, hi))
    return [text[lo:hi] for lo, hi in windows]
