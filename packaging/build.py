"""Build the one-folder WriterLens app with PyInstaller, and optionally check it.

    python packaging/build.py             # build into build/dist/WriterLens
    python packaging/build.py --selftest  # build, then run the frozen app's --selftest offscreen

Prints the size of the result and how long the frozen app's self-test took, so that the
numbers in packaging/README.md can be checked on any machine.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
DIST = ROOT / "build" / "dist"
WORK = ROOT / "build" / "work"
APP_ID = "io.github.writerlens.WriterLens"


def folder_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def compile_translations() -> None:
    """The .qm catalogues are build products: compile them beside the .ts files, which the
    spec copies into the bundle with the rest of resources/."""
    sys.path.insert(0, str(PACKAGING))
    from hatch_build import compile_catalogues

    ts_dir = ROOT / "resources" / "translations"
    compile_catalogues(ts_dir, ts_dir)


def build() -> Path:
    compile_translations()
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--clean",
            "--log-level",
            "WARN",
            "--distpath",
            str(DIST),
            "--workpath",
            str(WORK),
            str(PACKAGING / "writerlens.spec"),
        ],
        check=True,
        cwd=ROOT,
    )
    app = DIST / "WriterLens"
    if sys.platform.startswith("linux"):
        add_linux_desktop_files(app)
    return app


def add_linux_desktop_files(app: Path) -> None:
    """Lay out share/ as a distribution package or `install -D` would want it."""
    share = app / "share"
    (share / "applications").mkdir(parents=True, exist_ok=True)
    (share / "metainfo").mkdir(parents=True, exist_ok=True)
    shutil.copy(PACKAGING / "linux" / f"{APP_ID}.desktop", share / "applications")
    shutil.copy(PACKAGING / "linux" / f"{APP_ID}.metainfo.xml", share / "metainfo")
    for png in (ROOT / "resources" / "icons").glob("writerlens-*.png"):
        size = png.stem.split("-")[-1]
        target = share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(png, target)
    scalable = share / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True, exist_ok=True)
    shutil.copy(ROOT / "resources" / "icons" / "writerlens.svg", scalable / f"{APP_ID}.svg")


def executable(app: Path) -> Path:
    name = "writerlens.exe" if sys.platform == "win32" else "writerlens"
    return app / name


def selftest(app: Path, extra: list[str]) -> float:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    started = time.perf_counter()
    done = subprocess.run([str(executable(app)), "--selftest", *extra], env=env, check=False)
    seconds = time.perf_counter() - started
    if done.returncode != 0:
        raise SystemExit(f"The frozen app's self-test failed (exit {done.returncode}).")
    return seconds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--selftest", action="store_true", help="run the frozen app's self-test")
    parser.add_argument("--skip-build", action="store_true", help="check an existing build")
    parser.add_argument("selftest_args", nargs="*", help="passed on to --selftest")
    args = parser.parse_args()
    started = time.perf_counter()
    app = DIST / "WriterLens" if args.skip_build else build()
    built = time.perf_counter() - started
    size = folder_size(app)
    print(f"built: {app}")
    if not args.skip_build:
        print(f"build time: {built:.0f} s")
    print(f"size: {size / 1024 / 1024:.0f} MiB in {sum(1 for _ in app.rglob('*'))} files")
    if args.selftest:
        seconds = selftest(app, args.selftest_args)
        print(f"frozen --selftest: passed in {seconds:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
