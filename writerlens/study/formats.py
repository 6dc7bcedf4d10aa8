"""The bundle and study-file formats: names, versions, caps, and their JSON Schemas.

The schemas live in ``resources/schema/`` (data, documented in ``bundle-format.md``) so that a
coordinator can check bundles with any tool; this module only loads them once and reports
violations in plain words.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import cache
from typing import TYPE_CHECKING, Any

from writerlens.resources import resource_path

if TYPE_CHECKING:  # jsonschema is imported when a file is first checked, not at start (#29)
    from jsonschema import Draft202012Validator, ValidationError

BUNDLE_FORMAT = "writerlens-bundle"
#: Version 2 added claim-by-claim checks (claims, the writer's verdicts, omissions, judges'
#: verdicts); bundles of version 1 are still read (they simply hold none).
BUNDLE_VERSION = 2
BUNDLE_SUFFIX = ".wlbundle"
MANIFEST = "manifest.json"
DATA = "data.json"
#: The members a bundle holds (every version so far); anything else is refused.
MEMBERS = (MANIFEST, DATA)

STUDY_FORMAT = "writerlens-study"
STUDY_VERSION = 1
STUDY_SUFFIX = ".wlstudy"

BUNDLE_SCHEMA = "bundle-v2.schema.json"
#: Version 3 added yes/no answers (``yes_no`` of a review and of each reviewed summary). Only a
#: bundle that holds some is written as version 3, so that a coordinator whose WriterLens reads
#: up to version 2 still reads every other bundle.
YES_NO_VERSION = 3
#: The schema of each bundle version this app reads.
BUNDLE_SCHEMAS = {1: "bundle-v1.schema.json", 2: BUNDLE_SCHEMA, 3: "bundle-v3.schema.json"}
#: The newest bundle version this app reads (a newer one asks to update WriterLens).
NEWEST_BUNDLE_VERSION = max(BUNDLE_SCHEMAS)
STUDY_SCHEMA = "study-v1.schema.json"


@dataclass(frozen=True)
class Limits:
    """Caps on what a coordinator's import reads from a bundle it did not make.

    The defaults leave room for a study of long stories with their text (a novel is a few
    megabytes of JSON) while keeping a hostile file from filling memory or disk.
    """

    max_file_bytes: int = 64 * 1024 * 1024
    max_members: int = 8
    max_manifest_bytes: int = 256 * 1024
    max_data_bytes: int = 64 * 1024 * 1024
    max_total_bytes: int = 80 * 1024 * 1024
    #: Uncompressed / compressed size above which a member is treated as a zip bomb ...
    max_ratio: float = 100.0
    #: ... once it is bigger than this (tiny members compress oddly and harmlessly).
    ratio_floor_bytes: int = 1024 * 1024
    max_depth: int = 32
    #: Values (containers and items) one JSON member may hold: a bundle of a large study has a
    #: few hundred thousand; 21 million empty objects would take gigabytes once parsed.
    max_values: int = 4_000_000


DEFAULT_LIMITS = Limits()


def today() -> str:
    """The date as a bundle records it: the day only, in UTC, never the time."""
    return datetime.now(UTC).date().isoformat()


@cache
def schema(name: str) -> dict[str, Any]:
    return json.loads(resource_path("schema", name).read_text("utf-8"))


@cache
def _validator(name: str) -> Draft202012Validator:
    from jsonschema import Draft202012Validator

    found = schema(name)
    Draft202012Validator.check_schema(found)
    # Resolving a "$ref" costs more than checking what it points at; the schemas have no
    # recursive references, so they are inlined once (about 40% faster on a large bundle).
    return _strict_validator()(_inline(found, found.get("$defs", {})))


@cache
def _anchored(pattern: str) -> re.Pattern[str]:
    """A schema pattern with JSON Schema's meaning: there (as in JavaScript) a final ``$`` matches
    only at the very end, while Python's ``$`` also matches before a final newline, which let
    ``"P01\\n"`` pass as an id."""
    if pattern.endswith("$") and not pattern.endswith("\\$"):
        pattern = pattern[:-1] + r"\Z"
    return re.compile(pattern)


def _pattern(
    validator: Any, pattern: str, instance: Any, schema: dict[str, Any]
) -> Iterator[ValidationError]:
    from jsonschema import ValidationError

    if validator.is_type(instance, "string") and not _anchored(pattern).search(instance):
        yield ValidationError(f"{instance!r} does not match {pattern!r}")


def _is_integer(checker: Any, instance: Any) -> bool:
    """Only a real integer: ``4.0`` is a number JSON Schema would take for an integer, and a
    span offset of 4.0 later breaks every tool that slices text with it."""
    return isinstance(instance, int) and not isinstance(instance, bool)


@cache
def _strict_validator() -> Any:
    from jsonschema import Draft202012Validator, validators

    return validators.extend(
        Draft202012Validator,
        validators={"pattern": _pattern},
        type_checker=Draft202012Validator.TYPE_CHECKER.redefine("integer", _is_integer),
    )


def _inline(node: Any, defs: dict[str, Any]) -> Any:
    if isinstance(node, dict):
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/$defs/") and len(node) == 1:
            return _inline(defs[ref.removeprefix("#/$defs/")], defs)
        return {k: _inline(v, defs) for k, v in node.items() if k != "$defs"}
    if isinstance(node, list):
        return [_inline(v, defs) for v in node]
    return node


def violations(instance: Any, name: str, limit: int = 5) -> list[str]:
    """Up to ``limit`` schema violations of ``instance``, each as "where: what"."""
    found: list[str] = []
    for error in _validator(name).iter_errors(instance):
        where = "/".join(str(p) for p in error.absolute_path) or "(top)"
        message = error.message
        if len(message) > 160:
            message = message[:157] + "..."
        found.append(f"{where}: {message}")
        if len(found) >= limit:
            break
    return found


def has_yes_no(data: dict[str, Any]) -> bool:
    """Whether ``data`` holds a yes/no answer (of a review or of a reviewed summary)."""
    return any(
        review.get("yes_no") or any(entry.get("yes_no") for entry in review.get("summaries", ()))
        for review in data.get("reviews", ())
    )


def bundle_version(data: dict[str, Any]) -> int:
    """The format version ``data`` is written in: the oldest that holds all of it."""
    return YES_NO_VERSION if has_yes_no(data) else BUNDLE_VERSION
