"""Exporting a reviewed story: what the bundle holds, what it leaves out, and how it is written."""

from __future__ import annotations

import json
import os
import zipfile
from pathlib import Path

import pytest
from study_reviews import review, sample_ids

from writerlens.domain import Cancelled, CancelToken, StoryLabels
from writerlens.services import export
from writerlens.services.library import Library
from writerlens.study.coordinator.bundle_reader import read_bundle
from writerlens.study.errors import ExportFailed

VAGUE = "various events unfold that shape the relationships between the characters"
ANSWERS = {
    "demo-faithful": (4, 4, 4, 3),
    "demo-vague": (1, 3, 3, 2),
    "demo-wrong-feeling-cause": (3, 1, 4, 2),
}


@pytest.fixture
def reviewed(library: Library):
    manuscript_id, ids = sample_ids(library)
    return review(
        library,
        manuscript_id,
        ids,
        ANSWERS,
        ranking=("demo-faithful", "demo-wrong-feeling-cause", "demo-vague"),
        labels=StoryLabels("unreliable", False, "non-linear"),
        feedback={"demo-vague": "It never says what Walter did."},
        spans=[("demo-vague", VAGUE, "coverage.vague", "too general")],
    )


def _members(path: Path) -> dict[str, bytes]:
    with zipfile.ZipFile(path) as archive:
        return {name: archive.read(name) for name in archive.namelist()}


def test_the_bundle_holds_exactly_the_preview(library: Library, reviewed, tmp_path: Path) -> None:
    options = export.ExportOptions()
    shown = export.preview(library, options)
    result = export.export_bundle(library, tmp_path / "mine", options)
    assert result.path == tmp_path / "mine.wlbundle"
    members = _members(result.path)
    assert sorted(members) == ["data.json", "manifest.json"]
    assert members["data.json"].decode("utf-8") == shown

    bundle = read_bundle(result.path)  # the coordinator's checks accept it
    data = bundle.data
    assert (len(data["stories"]), len(data["summaries"]), len(data["reviews"])) == (1, 3, 1)
    story = data["stories"][0]
    assert "title" not in story and "text" not in story  # not opted in
    assert story["labels"] == {
        "narrator": "unreliable", "detailed_subplot": False, "timeline": "non-linear"
    }  # fmt: skip
    manuscript = library.manuscript(reviewed.manuscript_id)
    # rounded to the nearest 100: an unpublished story's exact length identifies it
    assert (story["words"], story["tokens"]) == (3200, 3900)
    assert (manuscript.words, manuscript.tokens) == (3189, 3869)

    summaries = {s["model"]: s for s in data["summaries"]}
    local = {s.model: s for s in library.summaries(reviewed.manuscript_id)}
    assert summaries["demo-vague"]["text"] == local["demo-vague"].text
    the_review = data["reviews"][0]
    answers = {
        summaries_by_id["model"]: entry["answers"]
        for entry in the_review["summaries"]
        for summaries_by_id in data["summaries"]
        if summaries_by_id["id"] == entry["summary_id"]
    }
    assert answers["demo-vague"] == {
        "coverage": 1, "faithfulness": 3, "coherence": 3, "analysis": 2
    }  # fmt: skip
    assert the_review["ranking"] == [
        summaries[m]["id"] for m in ("demo-faithful", "demo-wrong-feeling-cause", "demo-vague")
    ]
    (span,) = the_review["spans"]
    text = summaries["demo-vague"]["text"]
    assert text[span["start"] : span["end"]] == span["quote"] == VAGUE
    assert span["label_id"] == "coverage.vague" and span["comment"] == "too general"

    manifest = bundle.manifest
    assert manifest["study_id"] is None and manifest["participant"].startswith("P-")
    assert manifest["created"] == manifest["created"][:10]
    assert manifest["instruments"]["questionnaires"] == [{"id": "reading-subtext", "version": "1"}]


def test_opting_out_leaves_text_and_comments_out(library: Library, reviewed) -> None:
    data = json.loads(
        export.preview(
            library,
            export.ExportOptions(include_summary_text=False, include_comments=False),
        )
    )
    assert all("text" not in s for s in data["summaries"])
    (span,) = data["reviews"][0]["spans"]
    assert not {"quote", "prefix", "suffix", "comment"} & span.keys()
    assert all("feedback" not in s for s in data["reviews"][0]["summaries"])

    data = json.loads(
        export.preview(library, export.ExportOptions(include_titles=True, include_story_text=True))
    )
    manuscript = library.manuscript(reviewed.manuscript_id)
    assert data["stories"][0]["title"] == manuscript.title
    assert data["stories"][0]["text"] == manuscript.text


def test_ids_are_stable_between_exports_and_nothing_local_leaks(library: Library, reviewed) -> None:
    first = export.preview(library, export.ExportOptions())
    assert export.preview(library, export.ExportOptions()) == first
    data = json.loads(first)
    local_ids = {str(reviewed.manuscript_id), *map(str, reviewed.summary_ids.values())}
    exported_ids = {data["stories"][0]["id"], *(s["id"] for s in data["summaries"])}
    assert not any(i.split("-", 1)[1] in local_ids for i in exported_ids)
    assert all(len(i) == 18 for i in exported_ids)


def test_a_failed_write_leaves_no_file(
    library: Library, reviewed, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "out" / "study.wlbundle"
    target.parent.mkdir()

    def disk_full(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(ExportFailed, match="No space left"):
        export.export_bundle(library, target, export.ExportOptions())
    assert list(target.parent.iterdir()) == []


def test_a_failure_mid_write_keeps_the_earlier_bundle(
    library: Library, reviewed, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "study.wlbundle"
    export.export_bundle(library, target, export.ExportOptions())
    before = target.read_bytes()

    import zipfile as zipmodule

    real = zipmodule.ZipFile.writestr

    def fail_on_data(self, info, data, *args, **kwargs):  # type: ignore[no-untyped-def]
        name = info.filename if hasattr(info, "filename") else info
        if name == "data.json":
            raise OSError(5, "Input/output error")
        return real(self, info, data, *args, **kwargs)

    monkeypatch.setattr(zipmodule.ZipFile, "writestr", fail_on_data)
    with pytest.raises(ExportFailed):
        export.export_bundle(library, target, export.ExportOptions(include_titles=True))
    assert target.read_bytes() == before  # the old bundle, whole
    assert sorted(p.name for p in tmp_path.iterdir() if p.is_file()) == ["study.wlbundle"]


def test_cancel_between_members_leaves_no_file(library: Library, reviewed, tmp_path: Path) -> None:
    token = CancelToken()
    steps: list[str] = []

    def progress(message: str) -> None:
        steps.append(message)
        if message.startswith("Writing"):
            token.cancel()  # the writer presses Cancel as the file is being written

    with pytest.raises(Cancelled):
        export.export_bundle(
            library,
            tmp_path / "b.wlbundle",
            export.ExportOptions(),
            progress=progress,
            cancel=token,
        )
    assert list(tmp_path.glob("*b.wlbundle*")) == []
    assert steps[-1].startswith("Writing")


def test_nothing_to_export_says_what_to_do(library: Library, tmp_path: Path) -> None:
    with pytest.raises(ExportFailed, match="Review a story"):
        export.export_bundle(library, tmp_path / "b.wlbundle", export.ExportOptions())
    assert not list(tmp_path.glob("*.wlbundle*"))


def test_probes_travel_with_their_results(library: Library, reviewed) -> None:
    summary_id = reviewed.summary_ids["demo-vague"]
    with library.store.write() as db:
        db.execute(
            "INSERT INTO probes (id, manuscript_id, question, answer, created_at) "
            "VALUES (5, ?, 'Who wound lamp 31, Walter?', 'Nobody did.', '2025-01-01T10:00:00')",
            (reviewed.manuscript_id,),
        )
        db.execute(
            "INSERT INTO probe_results (probe_id, summary_id, judge_model, answered, evidence, "
            "created_at) VALUES (5, ?, '/home/someone/models/judge.gguf', 1, 'lamp thirty-one', "
            "'2025-01-01T10:00:00')",
            (summary_id,),
        )
    data = json.loads(export.preview(library, export.ExportOptions(names=("Walter",))))
    (probe,) = data["probes"]
    summaries = {s["model"]: s["id"] for s in data["summaries"]}
    assert probe["story_id"] == data["stories"][0]["id"]
    assert probe["question"] == "Who wound lamp 31, [name]?" and probe["answer"] == "Nobody did."
    assert probe["results"] == [
        {"summary_id": summaries["demo-vague"], "judge_model": "local model 1", "answered": True,
         "evidence": "lamp thirty-one"}
    ]  # fmt: skip
    bare = json.loads(
        export.preview(
            library, export.ExportOptions(include_comments=False, include_summary_text=False)
        )
    )
    assert bare["probes"][0].keys() == {"id", "story_id", "results"}
    assert "evidence" not in bare["probes"][0]["results"][0]
