"""Qt widgets, item models, dialogs and the worker bridge: the only layer that imports Qt.

Importing PySide6 replaces Python's ``__import__`` with shiboken's ``__feature_import__``, which
exists for PySide's opt-in ``from __feature__ import snake_case, true_property``: after every
import in the process it reads the new module's whole source (``inspect.getsource``, kept in
``linecache`` for the run) to see whether it mentions PySide6 (PYSIDE-2029; napari #8584). For
the ~230 modules the window imports after Qt that was about 70 ms of CPU of every start and the
source of each kept in memory. WriterLens uses no ``__feature__`` (a module that is in no
feature table reads Qt's plain names, as every module does here), so the hook is taken out
again: ``__import__`` goes back to what shiboken wrapped (``__orig_import__``, its lazy-loading
import, which stays).
"""

from __future__ import annotations

import builtins

import PySide6.QtCore  # noqa: F401  (installs the hook that is taken out below)

if getattr(builtins.__import__, "__name__", "") == "__feature_import__":
    builtins.__import__ = getattr(builtins, "__orig_import__", builtins.__import__)
