"""packaging/screenshots.py runs from the checkout and writes a real PNG of a screen in a
translated language (one screen, one size: the whole set takes half a minute)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[1]


def test_the_script_writes_a_png_of_the_screen(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}  # the script finds ROOT
    done = subprocess.run(
        [
            sys.executable,
            str(ROOT / "packaging" / "screenshots.py"),
            str(tmp_path),
            "--lang",
            "es",
            "--screen",
            "main",
            "--size",
            "1024x640",
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert done.returncode == 0, done.stderr
    shot = tmp_path / "es-main-1024x640.png"
    assert done.stdout.split() == [str(shot)]
    image = QImage(str(shot))
    assert (image.width(), image.height()) == (1024, 640)
    # a real picture, not a blank grab (a window that failed to paint is one flat colour)
    assert len({image.pixel(x, y) for x in range(0, 1024, 16) for y in range(0, 640, 16)}) > 8
