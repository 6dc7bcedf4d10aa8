"""Reading a questionnaire or taxonomy file, shared by both loaders.

Both instruments live in ``resources/<kind>/<id>.json`` and may be replaced by a study
coordinator's own file, so every problem is reported as an :class:`InstrumentError` naming the
file and saying what to fix, never as a bare ``KeyError`` from deep inside the parser.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from writerlens.domain import WriterLensError
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.resources import resource_dir

_UNKNOWN_ID = define(
    "review.instrument.unknown_id",
    QT_TRANSLATE_NOOP(
        "messages",
        "WriterLens has no {noun} called “{instrument_id}” (it has: {known}). Check "
        "the study file, or reinstall WriterLens if its own files are missing.",
    ),
)

_ID_MISMATCH = define(
    "review.instrument.id_mismatch",
    QT_TRANSLATE_NOOP(
        "messages",
        "The {noun} file {source} says its id is “{id}”, not “{instrument_id}”. "
        "Reinstall WriterLens to restore its own files.",
    ),
)

_FILE_MISSING = define(
    "review.instrument.file_missing",
    QT_TRANSLATE_NOOP(
        "messages",
        "The {noun} file {path} does not exist. Check the path in the study file.",
    ),
)

_FILE_UNREADABLE = define(
    "review.instrument.file_unreadable",
    QT_TRANSLATE_NOOP(
        "messages",
        "The {noun} file {path} could not be read ({exc}).",
    ),
)

_FILE_NOT_JSON = define(
    "review.instrument.file_not_json",
    QT_TRANSLATE_NOOP(
        "messages",
        "The {noun} file {source} is not valid JSON (line {lineno}, column {colno}: "
        "{msg}). Fix the file or ask the study coordinator for a corrected one.",
    ),
)

_FILE_NOT_OBJECT = define(
    "review.instrument.file_not_object",
    QT_TRANSLATE_NOOP(
        "messages",
        "The {noun} file {source} must hold one JSON object.",
    ),
)

_FILE_INVALID = define(
    "review.instrument.file_invalid",
    QT_TRANSLATE_NOOP(
        "messages",
        "The {noun} file {source} is not usable: {problem}. Fix the file or ask the "
        "study coordinator for a corrected one.",
    ),
)

#: Ids are written into the library and into study bundles: keep them plain.
ID_PATTERN = re.compile(r"^[a-z0-9][a-z0-9_.-]*$")


class InstrumentError(WriterLensError):
    """A questionnaire or taxonomy file cannot be used; nothing was loaded from it."""


def builtin_ids(kind: str) -> list[str]:
    """Ids of the instruments of one kind that ship with WriterLens."""
    folder = resource_dir() / kind
    return sorted(p.stem for p in folder.glob("*.json")) if folder.is_dir() else []


def read_builtin(kind: str, instrument_id: str, noun: str) -> tuple[dict[str, Any], str]:
    """The parsed file of a shipped instrument, and a name for it in messages."""
    path = resource_dir() / kind / f"{instrument_id}.json"
    if not ID_PATTERN.fullmatch(instrument_id) or not path.is_file():
        known = ", ".join(builtin_ids(kind)) or "none"
        raise InstrumentError(_UNKNOWN_ID(noun=noun, instrument_id=instrument_id, known=known))
    data, source = read_file(path, noun)
    if data.get("id") != instrument_id:
        raise InstrumentError(
            _ID_MISMATCH(noun=noun, source=source, id=data.get("id"), instrument_id=instrument_id)
        )
    return data, source


def read_file(path: Path, noun: str) -> tuple[dict[str, Any], str]:
    """The parsed JSON object in ``path``, and the file name to use in messages."""
    path = Path(path)
    source = path.name
    try:
        data = json.loads(path.read_text("utf-8"))
    except FileNotFoundError:
        raise InstrumentError(_FILE_MISSING(noun=noun, path=path)) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise InstrumentError(_FILE_UNREADABLE(noun=noun, path=path, exc=exc)) from None
    except json.JSONDecodeError as exc:
        raise InstrumentError(
            _FILE_NOT_JSON(
                noun=noun, source=source, lineno=exc.lineno, colno=exc.colno, msg=exc.msg
            )
        ) from None
    if not isinstance(data, dict):
        raise InstrumentError(_FILE_NOT_OBJECT(noun=noun, source=source))
    return data, source


class Fields:
    """Typed access to one JSON object, with errors that say where in the file the problem is."""

    def __init__(self, data: Any, where: str, noun: str, source: str) -> None:
        self.where = where
        self.noun = noun
        self.source = source
        if not isinstance(data, dict):
            raise self.error(f"{where} must be a JSON object")
        self.data: dict[str, Any] = data

    def error(self, problem: str) -> InstrumentError:
        return InstrumentError(_FILE_INVALID(noun=self.noun, source=self.source, problem=problem))

    def text(self, key: str, *, required: bool = True) -> str:
        value = self.data.get(key, None if required else "")
        if not isinstance(value, str) or (required and not value.strip()):
            raise self.error(f"{self.where} needs a text “{key}”")
        return value.strip()

    def ident(self, key: str = "id") -> str:
        value = self.data.get(key)
        if not isinstance(value, str) or not ID_PATTERN.fullmatch(value):
            raise self.error(
                f"{self.where} needs an “{key}” of lowercase letters, digits, '_', '.' or '-' "
                f"(found {value!r})"
            )
        return value

    def version(self) -> str:
        value = self.data.get("version")
        if isinstance(value, int) and not isinstance(value, bool):
            value = str(value)
        if not isinstance(value, str) or not value.strip():
            raise self.error(f"{self.where} needs a “version”")
        return value.strip()

    def flag(self, key: str) -> bool:
        value = self.data.get(key, False)
        if not isinstance(value, bool):
            raise self.error(f"{self.where}: “{key}” must be true or false")
        return value

    def items(self, key: str) -> list[Any]:
        value = self.data.get(key)
        if not isinstance(value, list) or not value:
            raise self.error(f"{self.where} needs a non-empty list “{key}”")
        return value

    def child(self, key: str) -> Fields:
        return Fields(self.data.get(key), f"{self.where} → {key}", self.noun, self.source)
