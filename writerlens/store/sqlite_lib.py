"""sqlite-utils, imported without pandas and numpy (issue #29).

sqlite-utils imports pandas and numpy whenever they are installed, only to name their scalar
types as column types, which the library never stores: about 400 modules, 1.5 s and 60 MB that
every start (window or command) paid for. It is imported here with those two marked as absent
(None in sys.modules, Python's own mark for "cannot be imported") unless something already
loaded them; then the marks are taken away, and pandas and numpy import normally wherever a
table needs them (the study's analysis). Import sqlite_utils from here, not directly.
"""

from __future__ import annotations

import sys
from types import ModuleType
from typing import TYPE_CHECKING

__all__ = ["sqlite_utils"]


def _import_sqlite_utils() -> ModuleType:
    blocked = [name for name in ("pandas", "numpy") if name not in sys.modules]
    for name in blocked:
        sys.modules[name] = None  # type: ignore[assignment]
    try:
        import sqlite_utils
    finally:
        for name in blocked:
            if name in sys.modules and sys.modules[name] is None:
                del sys.modules[name]
    return sqlite_utils


if TYPE_CHECKING:
    import sqlite_utils
else:
    sqlite_utils = _import_sqlite_utils()
