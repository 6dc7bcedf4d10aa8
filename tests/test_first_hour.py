"""packaging/first_hour.py walks a writer's and a coordinator's first hour on a 1024x640 screen
in German (the longest words on the smallest screen) and finds nothing cut off, no raw id and
no English: a screen that regresses fails here, with the walk's own report as the message.

The review window, the Summarize and judge dialogs and the consent dialog are walked by the
script too (their owners read its report); this test keeps to the other screens so that it
stays short.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCREENS = [
    "main",
    "welcome",
    "settings-*",
    "glossary",
    "summaries",
    "export",
    "join",
    "instructions",
    "export-in-study",
    "restore",
    "create-study",
    "study-*",
]


@pytest.mark.slow
def test_the_first_hour_fits_a_small_screen_in_german() -> None:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}  # the script finds ROOT
    command = [sys.executable, str(ROOT / "packaging" / "first_hour.py")]
    command += ["--lang", "de", "--size", "1024x640"]
    command += [a for screen in SCREENS for a in ("--screen", screen)]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=600)
    report = done.stdout
    assert "Total (ours): 0" in report and done.returncode == 0, report + done.stderr[-3000:]
    looked = int(report.split("Screens looked at: ")[1].split()[0])
    assert looked >= 20, report  # the walk really opened the screens
