"""Hatch build hook: compile the translation catalogues (.ts -> .qm) into the wheel.

``.qm`` files are build products, never committed. For a wheel they are compiled into
``build/translations`` and added as ``writerlens/_resources/translations/*.qm``; for an editable
install (which reads ``resources/`` from the checkout) they are compiled beside the ``.ts``
files, where ``.gitignore`` keeps them out of git. lrelease comes with PySide6, which is
therefore a build requirement (pyproject's ``[build-system]``).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

try:
    from hatchling.builders.hooks.plugin.interface import BuildHookInterface
except ImportError:  # packaging/build.py uses compile_catalogues without hatchling
    BuildHookInterface = object


def lrelease() -> str:
    beside = Path(sys.executable).parent
    found = shutil.which("pyside6-lrelease", path=str(beside)) or shutil.which("pyside6-lrelease")
    if found:
        return found
    try:
        import PySide6
    except ImportError as exc:
        raise RuntimeError(
            "Building WriterLens needs PySide6 (its lrelease compiles the translations)."
        ) from exc
    folder = Path(PySide6.__file__).parent
    for binary in (folder / "lrelease", folder / "lrelease.exe"):
        if binary.exists():
            return str(binary)
    raise RuntimeError(f"PySide6's lrelease was not found in {folder}.")


def compile_catalogues(ts_dir: Path, out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    made = []
    for ts in sorted(ts_dir.glob("writerlens_*.ts")):
        qm = out / ts.with_suffix(".qm").name
        subprocess.run([lrelease(), "-silent", str(ts), "-qm", str(qm)], check=True)
        made.append(qm)
    return made


class TranslationsHook(BuildHookInterface):  # type: ignore[type-arg]
    PLUGIN_NAME = "writerlens-translations"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        root = Path(self.root)
        ts_dir = root / "resources" / "translations"
        if version == "editable":
            compile_catalogues(ts_dir, ts_dir)
            return
        for qm in compile_catalogues(ts_dir, root / "build" / "translations"):
            build_data["force_include"][str(qm)] = f"writerlens/_resources/translations/{qm.name}"
