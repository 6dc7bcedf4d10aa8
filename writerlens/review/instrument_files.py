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
from writerlens.resources import resource_dir

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
        raise InstrumentError(
            f"WriterLens has no {noun} called “{instrument_id}” (it has: {known}). "
            "Check the study file, or reinstall WriterLens if its own files are missing."
        )
    data, source = read_file(path, noun)
    if data.get("id") != instrument_id:
        raise InstrumentError(
            f"The {noun} file {source} says its id is “{data.get('id')}”, not “{instrument_id}”. "
            "Reinstall WriterLens to restore its own files."
        )
    return data, source


def read_file(path: Path, noun: str) -> tuple[dict[str, Any], str]:
    """The parsed JSON object in ``path``, and the file name to use in messages."""
    path = Path(path)
    source = path.name
    try:
        data = json.loads(path.read_text("utf-8"))
    except FileNotFoundError:
        raise InstrumentError(
            f"The {noun} file {path} does not exist. Check the path in the study file."
        ) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise InstrumentError(f"The {noun} file {path} could not be read ({exc}).") from None
    except json.JSONDecodeError as exc:
        raise InstrumentError(
            f"The {noun} file {source} is not valid JSON (line {exc.lineno}, column {exc.colno}: "
            f"{exc.msg}). Fix the file or ask the study coordinator for a corrected one."
        ) from None
    if not isinstance(data, dict):
        raise InstrumentError(f"The {noun} file {source} must hold one JSON object.")
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
        return InstrumentError(
            f"The {self.noun} file {self.source} is not usable: {problem}. "
            "Fix the file or ask the study coordinator for a corrected one."
        )

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
