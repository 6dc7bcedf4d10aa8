"""What identifies an unpublished story travels coarsened: its word and token counts (and a
summary's input tokens) to the nearest 100, its reading level and compression to one decimal, no
character count, and no job ids, timings or story sizes in a summary's parameters. The
coordinator still reads bundles written before (exact counts, ``chars``)."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

from study_builders import bundle_bytes, small_data, write
from study_reviews import review

from writerlens.domain import SummaryStatus
from writerlens.services import export
from writerlens.services.library import Library, OnDuplicate
from writerlens.store import library as rows
from writerlens.study.coordinator.bundle_reader import read_bundle
from writerlens.study.coordinator.collection import StudyFolder
from writerlens.study.writer.bundle_data import coarse_count, coarse_level

LOCAL_PARAMS = {
    "job_id": 4711,
    "seconds": 83.25,
    "story_words": 3189,
    "story_tokens": 3869,
    "context_tokens_used": 4093,
    "tokens_per_word": 1.2133,
    "started_time": "2026-11-26T20:01:02Z",
}


def _reviewed(library: Library, folder: Path) -> int:
    path = folder / "keeper.txt"
    sentence = "Mara keeps the lighthouse on the point, and the storm keeps coming back. "
    path.write_text(sentence * 43 + "\n", "utf-8")  # 559 words
    outcome = library.import_file(path, on_duplicate=OnDuplicate.NEW_VERSION)
    assert outcome.manuscript is not None
    manuscript_id = outcome.manuscript.id
    made = {
        model: rows.insert_summary(
            library.store,
            manuscript_id=manuscript_id,
            provider="demo",
            model=model,
            strategy="whole",
            text="A keeper keeps a lighthouse through a storm that keeps coming back to her.",
            status=SummaryStatus.OK,
            params={"words": 400, "temperature": 0.3, **LOCAL_PARAMS},
            prompts={"whole": "whole-story@1"},
            input_tokens=3951,
            output_tokens=17,
        )
        for model in ("m-a", "m-b", "m-c")
    }
    review(library, manuscript_id, made, {m: (3, 3, 3, 3) for m in made}, ranking=tuple(made))
    return manuscript_id


def test_a_bundle_carries_only_coarse_sizes_and_no_local_ids_or_timings(
    library: Library, tmp_path: Path
) -> None:
    manuscript = library.manuscript(_reviewed(library, tmp_path))
    assert manuscript.words == 559 and manuscript.words % 100 != 0
    for story_text in (False, True):
        options = export.ExportOptions(include_story_text=story_text)
        out = tmp_path / f"b{int(story_text)}.wlbundle"
        path = export.export_bundle(library, out, options).path
        bundle = read_bundle(path)  # the coordinator's checks accept it
        (story,) = bundle.data["stories"]
        assert story["words"] == 600 and story["tokens"] == coarse_count(manuscript.tokens)
        assert story["tokens"] % 100 == 0 and story["tokens"] != manuscript.tokens
        assert manuscript.reading_level is not None
        assert story["reading_level"] == round(manuscript.reading_level, 1)
        assert "chars" not in story
        for summary in bundle.data["summaries"]:
            assert summary["input_tokens"] == 4000 and summary["output_tokens"] == 17
            assert summary["params"] == {"temperature": 0.3, "words": 400}
        compression = [a["value"] for a in bundle.data["automatic"] if a["name"] == "compression"]
        assert compression and all(v == round(v, 1) for v in compression)
        values = set(_scalars(json.loads(zipfile.ZipFile(path).read("data.json"))))
        assert not values & {559, 3951, 4711, 83.25, 3189, 3869, 4093, manuscript.tokens}
        assert not any(isinstance(v, str) and "2026-11-26T" in v for v in values)


def _scalars(value: object) -> list[object]:
    if isinstance(value, dict):
        return [s for inner in value.values() for s in _scalars(inner)]
    if isinstance(value, list):
        return [s for inner in value for s in _scalars(inner)]
    return [value]


def test_counts_round_half_up_and_levels_to_one_decimal() -> None:
    assert [coarse_count(n) for n in (0, 49, 50, 149, 150, 3189)] == [0, 0, 100, 100, 200, 3200]
    assert coarse_level(6.849) == 6.8 and coarse_level(None) is None
    assert coarse_level(float("nan")) is None


def test_the_coordinator_still_reads_bundles_with_exact_sizes(tmp_path: Path) -> None:
    data = small_data()
    data["stories"][0].update(words=3189, tokens=3869, reading_level=6.8473, chars=17120)
    data["summaries"][0]["params"] = dict(LOCAL_PARAMS)
    path = write(tmp_path / "old.wlbundle", bundle_bytes(data))
    (result,) = StudyFolder(tmp_path / "study").import_files([path])
    assert result.accepted, result.reason
    stored = json.loads(next((tmp_path / "study" / "bundles").iterdir()).read_text("utf-8"))
    assert stored["data"]["stories"][0]["chars"] == 17120
