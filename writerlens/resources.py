"""Where the data files in ``resources/`` live, however WriterLens was installed.

Three layouts exist: a source checkout (``resources/`` beside the package), an installed wheel
(the build copies it into the package as ``writerlens/_resources``) and a PyInstaller bundle
(the spec copies it to ``<bundle>/resources``). Everything that reads a data file goes through
:func:`resource_path` so that the three never drift apart.
"""

from __future__ import annotations

import os
import sys
from functools import cache
from pathlib import Path
from typing import Any

from writerlens.domain import WriterLensError
from writerlens.messages import QT_TRANSLATE_NOOP, define

_PACKAGE_DIR = Path(__file__).resolve().parent


def _candidates() -> list[Path]:
    found: list[Path] = []
    override = os.environ.get("WRITERLENS_RESOURCES")
    if override:
        found.append(Path(override))
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        found.append(Path(bundle) / "resources")
    found.append(_PACKAGE_DIR / "_resources")
    found.append(_PACKAGE_DIR.parent / "resources")
    return found


@cache
def resource_dir() -> Path:
    for candidate in _candidates():
        if (candidate / "samples").is_dir():
            return candidate
    tried = ", ".join(str(c) for c in _candidates())
    raise FileNotFoundError(
        f"WriterLens could not find its data files (looked in {tried}). "
        "Reinstall the app; if you run from source, run it from the project folder."
    )


def resource_path(*parts: str) -> Path:
    """Path of a file under ``resources/``; raises a clear error when it is missing."""
    path = resource_dir().joinpath(*parts)
    if not path.exists():
        raise FileNotFoundError(f"WriterLens is missing its data file resources/{'/'.join(parts)}.")
    return path


_FILE_UNREADABLE = define(
    "prompts.file_unreadable",
    QT_TRANSLATE_NOOP("messages", "Could not read the prompt file {path}: {strerror}."),
)
_FILE_NOT_TOML = define(
    "prompts.file_not_toml",
    QT_TRANSLATE_NOOP("messages", "The prompt file {path} is not valid TOML ({exc})."),
)


def read_prompt_file(path: Path, error: type[WriterLensError]) -> dict[str, Any]:
    """A prompt file's TOML (ours or a study's), or ``error`` saying why it cannot be read.
    Summarizing and judging prompts share it, so both refuse a bad file in the same words."""
    import tomllib  # with the first prompt read: the app's start reads none (#29)

    try:
        return tomllib.loads(Path(path).read_text("utf-8"))
    except OSError as exc:
        raise error(_FILE_UNREADABLE(path=path, strerror=exc.strerror)) from exc
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise error(_FILE_NOT_TOML(path=path, exc=exc)) from exc
