"""The release converters on made-up release folders that try to break them: odd cells, -1s,
words, NaN, missing files. Nothing crashes, nothing out of range gets in, -1 is never a score."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from writerlens.domain import WriterLensError
from writerlens.study.coordinator.collection import StudyFolder
from writerlens.study.coordinator.releases import import_release

HEADER = "SummID\tUserID\tCoverage\tFaithfulness\tCoherence\tInterpretation\tFeedback\tPreference"
CELL = st.one_of(
    st.sampled_from(["1", "2", "3", "4", "-1", "", "99", "0", "nan", "inf", "2.5", "four"]),
    st.integers(-5, 9).map(str),
)


def _release(root: Path, cells: list[list[str]], judge: list[int]) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    lines = [HEADER]
    for n, row in enumerate(cells):
        story = f"50000_{n}"
        for model, values in zip(("claude", "gpt4", "llama"), (row, row[::-1], row), strict=True):
            lines.append(f"{story}{model}\t{story}\t" + "\t".join(values) + "\tfine\t")
        lines.append(
            f"\t{story}\t\t\t\t\t\t{{'1': 'Summary 2', '2': 'Summary 1', '3': 'Summary 3'}}"
        )
    (root / "writer_ratings_comments.tsv").write_text("\n".join(lines) + "\n", "utf-8")
    (root / "story_labels.json").write_text(json.dumps({"50000_0": ["unreliable"]}), "utf-8")
    scores = root / "summary_scores" / "gpt4_summaries"
    scores.mkdir(parents=True, exist_ok=True)
    table = {f"50000_{n}": judge for n in range(len(cells))}
    (scores / "judge-x_scores.json").write_text(json.dumps(table), "utf-8")
    (root / "LICENSE").write_text("Attribution-NonCommercial-ShareAlike 4.0 International\n")
    return root


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    cells=st.lists(st.lists(CELL, min_size=4, max_size=4), min_size=1, max_size=3),
    judge=st.lists(st.integers(-3, 8), min_size=4, max_size=4),
)
def test_any_release_cells_either_go_in_within_range_or_are_refused_with_a_reason(
    tmp_path_factory: pytest.TempPathFactory, cells: list[list[str]], judge: list[int]
) -> None:
    tmp = tmp_path_factory.mktemp("release")
    root = _release(tmp / "release", cells, judge)
    outcome = import_release("reading-subtext", root, tmp / "study")
    assert len(outcome.results) == 1  # one writer: 50000
    for result in outcome.results:
        assert result.accepted or result.reason
    for bundle in StudyFolder(tmp / "study").bundles():
        data = bundle["data"]
        for review in data["reviews"]:
            for entry in review["summaries"]:
                assert all(v in (1, 2, 3, 4) for v in entry["answers"].values())
        assert all(1 <= s["value"] <= 4 for s in data["automatic"] if s["kind"] == "judge")
    accepted = outcome.results[0].accepted
    clean = all(c in ("1", "2", "3", "4", "-1", "", "nan", "inf", "four") for r in cells for c in r)
    judge_clean = all(v == -1 or 1 <= v <= 4 for v in judge)
    if clean and judge_clean:
        assert accepted, outcome.results[0].reason  # -1, blanks and words are left out, not refused
    if not judge_clean:
        assert not accepted
    if clean and not judge_clean:
        assert "judge-x" in outcome.results[0].reason


def test_a_folder_without_the_release_says_what_it_needs(tmp_path: Path) -> None:
    with pytest.raises(WriterLensError, match="does not hold the Reading Subtext release"):
        import_release("reading-subtext", tmp_path, tmp_path / "study")
    with pytest.raises(WriterLensError, match="was not found"):
        import_release("booookscore", tmp_path / "nowhere", tmp_path / "study")
    with pytest.raises(WriterLensError, match="not a release WriterLens can open"):
        import_release("lcfo", tmp_path, tmp_path / "study")
    assert not (tmp_path / "study").exists()


def test_words_and_minus_one_are_noted_not_guessed(tmp_path: Path) -> None:
    root = _release(tmp_path / "release", [["4", "-1", "four", "3"]], [3, -1, 4, 2])
    outcome = import_release("reading-subtext", root, tmp_path / "study")
    assert outcome.results[0].accepted, outcome.results[0].reason
    notes = " ".join(outcome.notes)
    assert "“four” is not a number" in notes and "-1 (no answer)" in notes
    (bundle,) = StudyFolder(tmp_path / "study").bundles()
    answers = bundle["data"]["reviews"][0]["summaries"][0]["answers"]
    assert answers == {"coverage": 4, "analysis": 3}
    judged = [s["value"] for s in bundle["data"]["automatic"]]
    assert sorted(judged) == [2, 3, 4] and "CC BY-NC-SA" in outcome.licence_text()


def test_names_differing_by_punctuation_stay_apart() -> None:
    """Two annotator files (or books) whose names differ by a punctuation mark used to become
    one id, and one was dropped silently; each name now keeps an id of its own."""
    from writerlens.study.coordinator.releases.booookscore import _slug

    names = ["annotator 1", "annotator-1", "annotator_1", "annotator:1", "annotator/1"]
    assert len({_slug(n, 60) for n in names}) == len(names)
    assert _slug("annotator-1", 60) == "annotator-1"  # a name that is already an id is kept
    assert all(len(_slug("x" * 300 + n, 60)) <= 60 for n in names)
