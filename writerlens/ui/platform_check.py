"""Before the window opens on Linux: are the system libraries Qt's X11 plugin (xcb) needs there?

Without one of them Qt aborts with "Could not load the Qt platform plugin "xcb"" and names
``libxcb-cursor0`` whatever is really missing, so a writer on a fresh Debian or Ubuntu desktop
cannot tell what to install. The plugin itself knows what it needs: ``ldd`` lists the shared
libraries it and Qt's XCB library link against, and marks the absent ones "not found". We ask it
before creating the QApplication, and name each missing library with the package that ships it
(Debian names a library's package after its soname: ``libxcb-icccm.so.4`` is in
``libxcb-icccm4``, ``libdbus-1.so.3`` in ``libdbus-1-3``).
"""

from __future__ import annotations

import os
import re
import shutil
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

from PySide6.QtCore import QLibraryInfo

_NOT_FOUND = re.compile(r"^\s*(\S+)\s+=>\s+not found", re.MULTILINE)


def uses_xcb(env: Mapping[str, str] = os.environ, platform: str = sys.platform) -> bool:
    """Whether Qt will load its X11 plugin: on Linux, when asked for it, or when nothing else
    is asked for and no Wayland session is running (Qt may then choose Wayland)."""
    if not platform.startswith("linux"):
        return False
    chosen = env.get("QT_QPA_PLATFORM", "").strip().lower()
    if chosen:
        return chosen.split(";")[0].split(":")[0] == "xcb"
    return not env.get("WAYLAND_DISPLAY")


def xcb_files() -> list[Path]:
    """The X11 plugin and Qt's XCB library (the plugin loads it) of this PySide6."""
    plugins = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath))
    libs = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.LibrariesPath))
    return [p for p in (plugins / "platforms" / "libqxcb.so", *libs.glob("libQt6XcbQpa.so*"))
            if p.is_file()]  # fmt: skip


def missing_libraries(
    files: list[Path], run: Callable[[list[str]], str] | None = None
) -> list[str]:
    """The shared libraries ``ldd`` reports "not found" for ``files`` (sonames, sorted); empty
    when nothing is missing or ``ldd`` cannot tell (then Qt's own message is all there is)."""
    ldd = shutil.which("ldd")
    if not files or (ldd is None and run is None):
        return []
    import subprocess  # only where Qt will use X11: not on Wayland, macOS or Windows (#29)

    missing: set[str] = set()
    for path in files:
        try:
            out = run([str(path)]) if run else _ldd(ldd or "ldd", path)
        except (OSError, subprocess.SubprocessError):
            return []
        missing.update(_NOT_FOUND.findall(out))
    return sorted(missing)


def _ldd(ldd: str, path: Path) -> str:
    import subprocess

    done = subprocess.run([ldd, str(path)], capture_output=True, text=True, timeout=20, check=False)
    return done.stdout


def debian_package(soname: str) -> str:
    """The Debian/Ubuntu package a library ships in, by Debian's naming policy for libraries:
    the soname's name and version joined, with a hyphen when the name ends in a digit."""
    name, _, version = soname.partition(".so")
    version = version.lstrip(".").split(".")[0]
    name = name.lower()
    if not version:
        return name
    return f"{name}-{version}" if name[-1:].isdigit() else f"{name}{version}"


def explain(missing: list[str]) -> str:
    """What the writer reads in the terminal (English: Qt is not running, so no catalogue)."""
    packages = sorted({debian_package(soname) for soname in missing})
    return (
        "WriterLens cannot open its window: Qt's X11 plugin (xcb) needs these system "
        f"libraries, which are missing: {', '.join(missing)}.\n"
        "On Debian or Ubuntu, install them with:\n"
        f"    sudo apt install {' '.join(packages)}\n"
        "(other systems: install the packages that provide these files), then start "
        "WriterLens again."
    )


def check_platform() -> str | None:
    """The message to show instead of Qt's abort when the X11 plugin cannot load; None when
    all is there (or it cannot be told, or Qt will not use X11)."""
    if not uses_xcb():
        return None
    missing = missing_libraries(xcb_files())
    return explain(missing) if missing else None
