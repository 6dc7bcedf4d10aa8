"""The questionnaire and the error taxonomy: shipped as data, swappable, validated."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from review_support import Demo

from writerlens.domain import Manuscript, WriterLensError
from writerlens.resources import resource_path
from writerlens.review.instrument_files import InstrumentError
from writerlens.review.questionnaire import (
    load_questionnaire,
    parse_questionnaire,
    questionnaire_by_id,
)
from writerlens.review.taxonomy import load_taxonomy, parse_taxonomy, taxonomy_by_id
from writerlens.services.library import Library
from writerlens.services.review import ReviewSession

LABELS = {
    "coverage.insignificant",
    "coverage.vague",
    "faithfulness.feeling",
    "faithfulness.character",
    "faithfulness.causation",
    "faithfulness.action",
    "faithfulness.setting",
    "coherence.inconsistent",
    "coherence.abrupt_transition",
    "coherence.missing_context",
    "coherence.repetition",
    "analysis.unsupported",
    "unreliable_narrator",
}


def _raw(kind: str) -> dict[str, Any]:
    return json.loads(resource_path(kind, "reading-subtext.json").read_text("utf-8"))


def test_the_shipped_questionnaire_asks_the_four_questions_on_an_anchored_scale() -> None:
    questionnaire = questionnaire_by_id("reading-subtext")
    assert questionnaire.id == "reading-subtext" and questionnaire.version == "1"
    assert questionnaire.question_ids == ("coverage", "faithfulness", "coherence", "analysis")
    for question in questionnaire.questions:
        assert [level.value for level in question.levels] == [1, 2, 3, 4]
        anchors = [level.anchor for level in question.levels]
        assert all(anchors) and len(set(anchors)) == 4
        assert question.prompt.endswith("?")
    assert "themes" in questionnaire.question("analysis").anchor(4)
    assert "correct" in questionnaire.question("faithfulness").anchor(4)
    assert questionnaire.feedback_prompt and questionnaire.ranking_prompt


def test_the_shipped_taxonomy_has_every_label_with_a_unique_shortcut() -> None:
    taxonomy = taxonomy_by_id("reading-subtext")
    assert set(taxonomy.label_ids) == LABELS
    shortcuts = [label.shortcut for label in taxonomy.labels]
    assert len(set(shortcuts)) == len(shortcuts)
    assert all(label.description and label.name for label in taxonomy.labels)
    linkable = {label.id for label in taxonomy.labels if label.may_point_at_antecedent}
    assert linkable == {"coherence.inconsistent", "coherence.repetition"}
    narrator = taxonomy.label("unreliable_narrator")
    assert narrator.attribute_id == "unreliable_narrator"
    assert "at their word" in narrator.description
    assert taxonomy.by_shortcut("v") == taxonomy.label("coverage.vague")
    assert taxonomy.by_shortcut("?") is None


def test_the_demo_summaries_use_labels_of_the_shipped_taxonomy(demos: dict[str, Demo]) -> None:
    taxonomy = taxonomy_by_id()
    used = {error["label"] for demo in demos.values() for error in demo.planted}
    assert used and used <= set(taxonomy.label_ids)


def test_a_coordinator_can_swap_in_their_own_wording(
    tmp_path: Path, library: Library, sample: Manuscript
) -> None:
    data = _raw("questionnaire")
    data["id"], data["version"] = "our-study", "2"
    data["questions"][0]["prompt"] = "Is everything that matters in it?"
    path = tmp_path / "ours.json"
    path.write_text(json.dumps(data), "utf-8")
    ours = load_questionnaire(path)
    assert ours.question("coverage").prompt == "Is everything that matters in it?"

    tax = _raw("taxonomy")
    tax["id"] = "our-labels"
    tax_path = tmp_path / "labels.json"
    tax_path.write_text(json.dumps(tax), "utf-8")
    labels = load_taxonomy(tax_path)

    session = ReviewSession.open(library, sample.id, questionnaire=ours, taxonomy=labels)
    state = session.state()
    assert (state.questionnaire_id, state.questionnaire_version) == ("our-study", "2")
    assert (state.taxonomy_id, state.taxonomy_version) == ("our-labels", "1")
    # Resuming with other wording than the review started with would change what answers mean.
    with pytest.raises(WriterLensError, match="started with the questionnaire “our-study”"):
        ReviewSession.open(library, sample.id, questionnaire=questionnaire_by_id(), taxonomy=labels)
    with pytest.raises(WriterLensError, match="no questionnaire called “our-study”"):
        ReviewSession.open(library, sample.id)  # the study's files are needed to go on
    resumed = ReviewSession.open(library, sample.id, questionnaire=ours, taxonomy=labels)
    assert resumed.review_id == session.review_id


def _questionnaire_broken(change: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
    data = copy.deepcopy(_raw("questionnaire"))
    change(data)
    return data


def _set(path: list[Any], value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        target: Any = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return change


@pytest.mark.parametrize(
    ("change", "says"),
    [
        (_set(["questions", 1, "id"], "coverage"), "two questions have the id “coverage”"),
        (lambda d: d["questions"][0]["levels"].pop(), "has 3 levels"),
        (_set(["questions", 2, "levels", 1, "value"], 3), "in order 1 to 4"),
        (_set(["questions", 3, "levels", 0, "anchor"], " "), "needs a text “anchor”"),
        (_set(["questions", 0, "id"], "Coverage!"), "needs an “id”"),
        (lambda d: d.pop("version"), "needs a “version”"),
        (_set(["questions"], []), "non-empty list “questions”"),
        (lambda d: d.pop("ranking"), "ranking must be a JSON object"),
    ],
)
def test_a_broken_questionnaire_is_refused_saying_what_to_fix(
    change: Callable[[dict[str, Any]], None], says: str
) -> None:
    with pytest.raises(InstrumentError) as refused:
        parse_questionnaire(_questionnaire_broken(change), "ours.json")
    assert says in refused.value.message
    assert "ours.json" in refused.value.message


@pytest.mark.parametrize(
    ("change", "says"),
    [
        (_set(["attributes", 0, "labels", 1, "id"], "coverage.insignificant"), "label id"),
        (_set(["attributes", 1, "labels", 0, "shortcut"], "v"), "shortcut “V” is used twice"),
        (_set(["attributes", 1, "labels", 0, "shortcut"], "FE"), "single letter or digit"),
        (
            _set(["attributes", 1, "labels", 0, "may_point_at_antecedent"], True),
            "“faithfulness.feeling” may not point at an earlier passage",
        ),
        (_set(["attributes", 0, "labels", 0, "id"], "coherence.vague"), "named “coverage.<name>”"),
        (_set(["attributes", 2, "within_summary"], "yes"), "must be true or false"),
        (
            lambda d: d["attributes"].append(copy.deepcopy(d["attributes"][3])),
            "attribute id “analysis” is used twice",
        ),
    ],
)
def test_a_broken_taxonomy_is_refused_saying_what_to_fix(
    change: Callable[[dict[str, Any]], None], says: str
) -> None:
    data = copy.deepcopy(_raw("taxonomy"))
    change(data)
    with pytest.raises(InstrumentError) as refused:
        parse_taxonomy(data, "labels.json")
    assert says in refused.value.message


def test_files_that_cannot_be_read_are_refused_clearly(tmp_path: Path) -> None:
    with pytest.raises(InstrumentError, match="does not exist"):
        load_questionnaire(tmp_path / "missing.json")
    bad = tmp_path / "bad.json"
    bad.write_text('{"id": "x",', "utf-8")
    with pytest.raises(InstrumentError, match=r"not valid JSON \(line 1"):
        load_taxonomy(bad)
    listed = tmp_path / "list.json"
    listed.write_text("[]", "utf-8")
    with pytest.raises(InstrumentError, match="one JSON object"):
        load_questionnaire(listed)
    with pytest.raises(InstrumentError, match=r"no questionnaire called “nope”.*reading-subtext"):
        questionnaire_by_id("nope")
    with pytest.raises(InstrumentError, match="no error taxonomy called"):
        taxonomy_by_id("../questionnaire/reading-subtext")
