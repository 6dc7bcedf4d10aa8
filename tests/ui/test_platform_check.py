"""A fresh Linux desktop without a library Qt's X11 plugin needs: the app says which library is
missing and which package ships it, instead of Qt's abort that names another one (#25)."""

from __future__ import annotations

import ctypes
import os
import subprocess
import sys
from pathlib import Path

import pytest

from writerlens.ui import platform_check

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="Qt's X11 plugin is a Linux matter"
)


def test_the_launcher_names_the_missing_library_and_its_package(tmp_path: Path) -> None:
    # an ldd that reports what a fresh Debian desktop lacked, ahead of the real one on PATH
    fake = tmp_path / "bin"
    fake.mkdir()
    (fake / "ldd").write_text(
        "#!/bin/sh\n"
        "echo '\tlibxcb-cursor.so.0 => /lib/x86_64-linux-gnu/libxcb-cursor.so.0 (0x1)'\n"
        "echo '\tlibxcb-icccm.so.4 => not found'\n"
        "echo '\tlibxcb-keysyms.so.1 => not found'\n"
    )
    (fake / "ldd").chmod(0o755)
    env = {
        **{k: v for k, v in os.environ.items() if k != "WAYLAND_DISPLAY"},
        "PATH": f"{fake}{os.pathsep}{os.environ.get('PATH', '')}",
        "PYTHONPATH": str(ROOT),
        "QT_QPA_PLATFORM": "xcb",
        "DISPLAY": ":99",
    }
    done = subprocess.run(
        [sys.executable, "-m", "writerlens", "--data-dir", str(tmp_path / "data")],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1
    assert "libxcb-icccm.so.4, libxcb-keysyms.so.1" in done.stderr
    assert "sudo apt install libxcb-icccm4 libxcb-keysyms1" in done.stderr
    assert "libxcb-cursor0" not in done.stderr  # present: not blamed
    assert "Could not load the Qt platform plugin" not in done.stderr  # Qt never got there


def test_what_ldd_calls_missing_really_cannot_be_loaded() -> None:
    files = platform_check.xcb_files()
    if not files:
        pytest.skip("this PySide6 has no X11 plugin")
    for soname in platform_check.missing_libraries(files):
        with pytest.raises(OSError):
            ctypes.CDLL(soname)


def test_packages_are_named_by_debians_rule() -> None:
    names = {
        "libxcb-icccm.so.4": "libxcb-icccm4",
        "libxcb-keysyms.so.1": "libxcb-keysyms1",
        "libxcb-cursor.so.0": "libxcb-cursor0",
        "libxcb-render-util.so.0": "libxcb-render-util0",
        "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
        "libdbus-1.so.3": "libdbus-1-3",
        "libEGL.so.1": "libegl1",
        "libGL.so.1": "libgl1",
        "libfontconfig.so.1": "libfontconfig1",
    }
    assert {s: platform_check.debian_package(s) for s in names} == names


def test_only_an_x11_start_is_checked() -> None:
    assert platform_check.uses_xcb({}, "linux")
    assert platform_check.uses_xcb({"QT_QPA_PLATFORM": "xcb"}, "linux")
    assert not platform_check.uses_xcb({"QT_QPA_PLATFORM": "offscreen"}, "linux")
    assert not platform_check.uses_xcb({"WAYLAND_DISPLAY": "wayland-0"}, "linux")
    assert not platform_check.uses_xcb({}, "darwin")
