"""An export measures and scrubs a story once: the dialog's preview and its export share the
work, and the detectors load in the background when the dialog opens (issue #29)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from study_reviews import MODELS, add_story, review

from writerlens.metrics import batch
from writerlens.services import export, export_source
from writerlens.services.library import Library

STORY = (
    "The lighthouse keeper counted the ships. " * 40
    + "\n\nA ship arrives and the keeper decides to stay. " * 20
)
OPTIONS = export.ExportOptions(include_story_text=True, include_summary_text=True)
ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def library(tmp_path: Path):
    library = Library.open(tmp_path / "data")
    manuscript_id, ids = add_story(library, tmp_path, "keeper.txt", STORY)
    review(library, manuscript_id, ids, {m: (3, 3, 3, 3) for m in MODELS}, ranking=MODELS)
    yield library
    library.close()


def test_the_preview_and_the_export_measure_the_story_once(
    library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[int] = []
    real = batch.measure_summaries

    def counted(story: str, summaries, min_copy_words: int = 5):  # type: ignore[no-untyped-def]
        calls.append(len(summaries))
        return real(story, summaries, min_copy_words)

    monkeypatch.setattr(export_source, "measure_summaries", counted)
    export_source._measured.cache_clear()
    shown = export.preview_with_report(library, OPTIONS)
    first = export.export_bundle(library, tmp_path / "one.wlbundle", OPTIONS)
    assert calls == [3]  # one pass for the story's three summaries, shared by both
    written = json.loads(zipfile.ZipFile(first.path).read("data.json"))
    metrics = [a for a in written["automatic"] if a["kind"] == "metric"]
    assert metrics and metrics == [
        a for a in json.loads(shown.text)["automatic"] if a["kind"] == "metric"
    ]
    # a summary that changes is measured anew (as an edited story or a new summary would be)
    story_id = next(e.id for e in library.entries() if not e.is_sample)
    some = library.summaries(story_id)[0]
    with library.store.write() as db:
        db.execute("UPDATE summaries SET text = ? WHERE id = ?", (some.text + " Then.", some.id))
    export.export_bundle(library, tmp_path / "two.wlbundle", OPTIONS)
    assert calls == [3, 3]


def test_opening_the_export_dialog_loads_the_detectors_in_the_background(
    library: Library, tmp_path: Path
) -> None:
    """Run apart: in this process an earlier test may have loaded them already."""
    script = (
        "import sys, time\n"
        "from writerlens.services import export\n"
        "from writerlens.services.library import Library\n"
        "from writerlens.study.writer.anonymize import detectors\n"
        "library = Library.open(sys.argv[1])\n"
        "before = detectors._engine is not None\n"
        "export.options_for(library)\n"
        "for _ in range(1200):\n"
        "    if detectors._engine is not None:\n"
        "        break\n"
        "    time.sleep(0.1)\n"
        "print(before, detectors._engine is not None)\n"
    )
    library.close()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", script, str(tmp_path / "data")],
        env=env, capture_output=True, text=True, check=False, timeout=300,
    )  # fmt: skip
    assert done.stdout.split() == ["False", "True"], done.stderr[-2000:]
