"""Run a few lines of Python in a fresh interpreter with this checkout first on its path: for
tests of what a process loads or holds from its start (imports, caches, hooks)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def said(code: str, **env: str) -> list[str]:
    """What ``code`` printed in a fresh process (its words), which must succeed; ``env`` is
    added to this process's environment."""
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT), **env},
        timeout=180,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout.split()
