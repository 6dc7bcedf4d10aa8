"""Hatch build hook: compile the translation catalogues (.ts -> .qm) into the wheel.

``.qm`` files are build products, never committed. For a wheel they are compiled into
``build/translations`` and added as ``writerlens/_resources/translations/*.qm``; for an editable
install (which reads ``resources/`` from the checkout) they are compiled beside the ``.ts``
files, where ``.gitignore`` keeps them out of git. lrelease comes with PySide6, which is
therefore a build requirement (pyproject's ``[build-system]``).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

try:
    from hatchling.builders.hooks.plugin.interface import BuildHookInterface
except ImportError:  # packaging/build.py uses compile_catalogues without hatchling
    BuildHookInterface = object


def _catalogs() -> ModuleType:
    """writerlens/ui/catalogs.py, loaded from its file: the build environment holds only the
    build requirements (hatchling, PySide6), not WriterLens's own dependencies, and the module
    needs none of them (only the standard library and, for the tool's path, PySide6)."""
    path = Path(__file__).resolve().parents[1] / "writerlens" / "ui" / "catalogs.py"
    spec = importlib.util.spec_from_file_location("_writerlens_catalogs", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the file runs
    spec.loader.exec_module(module)
    return module


def compile_catalogues(ts_dir: Path, out: Path) -> list[Path]:
    """Every .ts compiled by the app's own ``release`` (the same lrelease, found the same way,
    written to a temporary name and moved into place)."""
    catalogs = _catalogs()
    made = []
    for ts in sorted(ts_dir.glob("writerlens_*.ts")):
        qm = out / ts.with_suffix(".qm").name
        try:
            catalogs.release(ts, qm)
        except FileNotFoundError as exc:
            raise RuntimeError(
                "Building WriterLens needs PySide6 (its lrelease compiles the translations)."
            ) from exc
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
