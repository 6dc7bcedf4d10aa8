"""Pseudonymous ids, and the scrubbing of anything that could identify a writer in free text.

``ids``: HMAC pseudonyms for stories, summaries, spans and probes. ``detect``: emails, phone
numbers, web addresses and paths, found without being told. ``names``: the writer's listed
names in any spelling, and names the text suggests. ``scrubber``: all of it over one text, with
an account of what was replaced. ``edits``: replacing ranges while keeping offsets valid.
"""

from writerlens.study.writer.anonymize.detect import EMAIL, LINK, PATH, PHONE
from writerlens.study.writer.anonymize.edits import Edit, Mover, apply
from writerlens.study.writer.anonymize.ids import Pseudonyms, new_secret, random_pseudonym
from writerlens.study.writer.anonymize.names import MIN_NAME_LENGTH, NAME, candidates, fold
from writerlens.study.writer.anonymize.scrubber import (
    HOST_PLACEHOLDER,
    KEY_PLACEHOLDER,
    KINDS,
    USER_PLACEHOLDER,
    Scrubber,
    ScrubReport,
    machine_identifiers,
)

NAME_PLACEHOLDER = NAME
PATH_PLACEHOLDER = PATH

__all__ = [
    "EMAIL",
    "HOST_PLACEHOLDER",
    "KEY_PLACEHOLDER",
    "KINDS",
    "LINK",
    "MIN_NAME_LENGTH",
    "NAME_PLACEHOLDER",
    "PATH_PLACEHOLDER",
    "PHONE",
    "USER_PLACEHOLDER",
    "Edit",
    "Mover",
    "Pseudonyms",
    "ScrubReport",
    "Scrubber",
    "apply",
    "candidates",
    "fold",
    "machine_identifiers",
    "new_secret",
    "random_pseudonym",
]
