"""A small filesystem of a test's own, for a full disk and a read-only folder.

A tmpfs mounted for the test (root only). Root ignores permission bits, so a read-only folder
made with chmod proves nothing for root: :func:`remount_read_only` remounts the tmpfs read-only
instead. Where mounting is refused the test is skipped and says why: never passed silently.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest


@contextlib.contextmanager
def small_disk(folder: Path, size: str = "1m") -> Iterator[Path]:
    if os.geteuid() != 0:
        pytest.skip("mounting a small filesystem needs root")
    folder.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)],
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        pytest.skip(f"mount refused: {done.stderr.strip()}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


def remount_read_only(folder: Path) -> None:
    done = subprocess.run(
        ["mount", "-o", "remount,ro", str(folder)], capture_output=True, text=True
    )
    if done.returncode != 0:
        pytest.skip(f"remount read-only refused: {done.stderr.strip()}")


def fill(folder: Path) -> Path:
    """Fill the disk to the last byte; delete the returned file to free it again."""
    filler = folder / "filler"
    with contextlib.suppress(OSError), open(filler, "wb", buffering=0) as out:
        while True:
            out.write(b"\0" * 4096)
    return filler
