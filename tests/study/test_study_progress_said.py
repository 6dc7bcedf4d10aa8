"""What the export and the report say while they work reaches the window as core messages, so
a writer or coordinator reading WriterLens in German or Spanish reads those sentences in their
language: each step is a message kind, and the shipped catalogues translate every one."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from study_builders import bundle_bytes, small_data, write
from study_reviews import review, sample_ids

from writerlens.messages import Message
from writerlens.resources import resource_path
from writerlens.services import export
from writerlens.services.library import Library
from writerlens.study.coordinator.collection import StudyFolder
from writerlens.study.coordinator.report import make_report


def _translations(language: str) -> dict[str, str]:
    root = ET.parse(resource_path("translations", f"writerlens_{language}.ts")).getroot()
    return {
        m.findtext("source") or "": m.findtext("translation") or ""
        for c in root.iter("context")
        if c.findtext("name") == "messages"
        for m in c.iter("message")
        if m.find("translation") is not None and m.find("translation").get("type") is None
    }


def _said_while_exporting(library: Library, tmp_path: Path) -> list[str]:
    manuscript_id, ids = sample_ids(library)
    review(library, manuscript_id, ids, {name: (3, 3, 3, 3) for name in ids}, ranking=tuple(ids))
    steps: list[str] = []
    export.export_bundle(
        library, tmp_path / "b.wlbundle", export.ExportOptions(), progress=steps.append
    )
    return steps


def _said_while_reporting(tmp_path: Path) -> list[str]:
    folder = StudyFolder(tmp_path / "study")
    assert folder.import_file(write(tmp_path / "p.wlbundle", bundle_bytes(small_data()))).accepted
    steps: list[str] = []
    make_report(folder, tmp_path / "report", plots=True, progress=steps.append)
    return steps


@pytest.mark.parametrize("language", ["de", "es"])
def test_export_and_report_steps_are_messages_translated_in_both_languages(
    library: Library, tmp_path: Path, language: str
) -> None:
    steps = _said_while_exporting(library, tmp_path) + _said_while_reporting(tmp_path)
    assert len(steps) == 7  # reading, scrubbing, writing; reading, counting, plots, done
    plain = [s for s in steps if not isinstance(s, Message)]
    assert plain == []
    catalogue = _translations(language)
    for step in steps:
        assert isinstance(step, Message)
        translated = catalogue.get(step.kind.template, "")
        assert translated and translated != step.kind.template, step.id
    assert steps[2].english() == "Writing b.wlbundle…"  # the file's name is in the sentence
