"""The sample story is practice: a writer's export never carries it, and a coordinator's import
refuses the practice review an older WriterLens exported, unless asked (then it is marked)."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest
from study_reviews import MODELS, add_story, review

from writerlens.services import export, study
from writerlens.services.library import Library
from writerlens.study.coordinator.collection import StudyFolder
from writerlens.study.errors import ExportFailed

FIXTURES = Path(__file__).parent / "fixtures"
ANSWERS = {m: (3, 3, 3, 3) for m in MODELS}
STORY = "Mara keeps the light at Gull Point. A ship arrives in the storm, and she stays.\n"


def _review_the_sample(library: Library) -> int:
    sample = library.ensure_sample()
    assert sample is not None and library.manuscript(sample.id).is_sample
    ids = {s.model: s.id for s in library.summaries(sample.id)}
    assert set(ids) == set(MODELS)
    review(library, sample.id, ids, ANSWERS, ranking=MODELS)
    return sample.id


def test_a_writer_who_only_practised_has_nothing_to_export_and_is_told_why(
    library: Library, tmp_path: Path
) -> None:
    _review_the_sample(library)
    with pytest.raises(ExportFailed, match="sample story is for practice"):
        export.export_bundle(library, tmp_path / "mine", export.ExportOptions())
    assert not list(tmp_path.glob("*.wlbundle"))


def test_the_sample_is_left_out_of_a_bundle_with_a_real_story(
    library: Library, tmp_path: Path
) -> None:
    sample_id = _review_the_sample(library)
    own_id, ids = add_story(library, tmp_path, "gull-point.txt", STORY)
    review(library, own_id, ids, ANSWERS, ranking=MODELS)

    options = export.ExportOptions(include_titles=True)
    shown = json.loads(export.preview(library, options))
    result = export.export_bundle(library, tmp_path / "mine", options)
    data = json.loads(zipfile.ZipFile(result.path).read("data.json"))
    assert data == shown  # the preview says the same
    assert [s["title"] for s in data["stories"]] == ["Gull point"]
    assert len(data["reviews"]) == 1 and len(data["summaries"]) == 3
    assert {s["provider"] for s in data["summaries"]} == {"test"}
    assert "demo" not in {s["provider"] for s in data["summaries"]}
    assert "Lamplighter" not in json.dumps(data)  # not even the sample's title

    # asked for by id (the command line's --story), the sample is refused in words
    with pytest.raises(ExportFailed, match="sample story is for practice"):
        export.export_bundle(
            library, tmp_path / "practice", export.ExportOptions(story_ids=(sample_id,))
        )

    # and the coordinator takes the real story without a word about practice
    (accepted,) = study.import_bundles(tmp_path / "study", [result.path])
    assert accepted.accepted and not accepted.practice, accepted.reason


def test_an_older_bundle_holding_the_practice_review_is_refused_unless_asked(
    tmp_path: Path,
) -> None:
    old = FIXTURES / "bundle-v1.wlbundle"  # made by WriterLens 0.1.0 from the sample
    (refused,) = study.import_bundles(tmp_path / "study", [old])
    assert not refused.accepted
    assert "practice review of WriterLens's sample story" in refused.reason
    assert "demo/demo-faithful" in refused.reason and "export again" in refused.reason
    assert StudyFolder(tmp_path / "study").bundles() == []  # nothing stored

    (taken,) = study.import_bundles(tmp_path / "study", [old], practice=True)
    assert taken.accepted and taken.practice
    assert "practice" in taken.line()
    (entry,) = StudyFolder(tmp_path / "study").index()["bundles"]
    assert entry["practice"] is True
