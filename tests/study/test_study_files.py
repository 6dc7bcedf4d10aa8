"""Study files (create, check, join) and the documented formats' examples."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pytest

from writerlens.resources import resource_path
from writerlens.services import study
from writerlens.services.library import Library
from writerlens.study.coordinator.bundle_checks import range_problems, reference_problems
from writerlens.study.errors import StudyFileError
from writerlens.study.formats import BUNDLE_SCHEMA, BUNDLE_VERSION, violations
from writerlens.study.study_file import parse_study, read_study
from writerlens.study.writer.bundle_data import dumps


def _example(marker: str) -> dict:
    text = resource_path("schema", "bundle-format.md").read_text("utf-8")
    found = re.search(rf"<!-- example:{marker} -->\s*```json\n(.*?)\n```", text, re.DOTALL)
    assert found, marker
    return json.loads(found.group(1))


def test_the_documented_bundle_example_is_valid_and_consistent() -> None:
    example = _example("bundle")
    assert example["manifest"]["version"] == BUNDLE_VERSION
    assert violations(example, BUNDLE_SCHEMA) == []
    assert reference_problems(example["data"]) == [] and range_problems(example["data"]) == []
    digest = hashlib.sha256(dumps(example["data"]).encode()).hexdigest()
    assert example["manifest"]["members"]["data.json"]["sha256"] == digest
    # every field of the schema is shown at least once
    shown = json.dumps(example)
    schema = json.loads(resource_path("schema", BUNDLE_SCHEMA).read_text("utf-8"))
    for name in (
        "story", "summary", "span", "review", "probe", "score", "manifest", "claim",
        "claimVerdict", "omission", "claimJudgment", "passage",
    ):  # fmt: skip
        for field in schema["$defs"][name]["properties"]:
            if (name, field) == ("story", "chars"):  # read in older bundles, no longer written
                assert f'"{field}"' not in shown
                continue
            assert f'"{field}"' in shown, (name, field)


def test_the_documented_study_example_is_valid() -> None:
    example = _example("study")
    assert violations(example, "study-v1.schema.json") == []
    assert parse_study(example).participants == ("P01", "P02", "P03", "P07")


def test_create_then_join(library: Library, tmp_path: Path) -> None:
    path = tmp_path / "pilot.wlstudy"
    created = study.create_study(
        path,
        study_id="pilot",
        title="Pilot",
        instructions="Please review two stories.",
        participants=["P01", "P02"],
        models=[("anthropic", "claude-x"), ("local", "gemma.gguf")],
        strategy="whole",
        words=300,
    )
    assert read_study(path) == created
    assert study.membership(library).study is None

    with pytest.raises(StudyFileError, match="participant code"):
        study.join_study(library, path)
    with pytest.raises(StudyFileError, match="not one of"):
        study.join_study(library, path, "P09")
    member = study.join_study(library, path, "P02")
    assert (member.study_id, member.participant) == ("pilot", "P02")
    assert member.study is not None and member.study.instructions == "Please review two stories."
    again = study.membership(library)
    assert again.secret == member.secret and again.participant == "P02"

    study.leave_study(library)
    outside = study.membership(library)
    assert outside.study is None and outside.secret != member.secret
    assert study.join_study(library, path, "P02").secret == member.secret  # same ids again


def test_a_study_without_codes_gives_a_random_pseudonym(library: Library, tmp_path: Path) -> None:
    path = tmp_path / "open.wlstudy"
    study.create_study(path, study_id="open", title="Open study")
    member = study.join_study(library, path)
    assert re.fullmatch(r"P-(?:[2-9][B-DF-HJ-NP-TV-XZ]){4}", member.participant)
    assert study.join_study(library, path).participant == member.participant
    with pytest.raises(StudyFileError, match="cannot be a participant code"):
        study.join_study(library, path, "Anna Lindqvist")
    assert study.join_study(library, path, "W-07").participant == "W-07"


def test_bad_study_files_say_what_is_wrong(tmp_path: Path) -> None:
    with pytest.raises(StudyFileError, match=r"ends in \.wlstudy"):
        study.create_study(tmp_path / "x.json", study_id="x", title="X")
    with pytest.raises(StudyFileError, match="id"):
        study.create_study(tmp_path / "x.wlstudy", study_id="no spaces please", title="X")
    with pytest.raises(StudyFileError, match="no questionnaire called"):
        study.create_study(
            tmp_path / "x.wlstudy", study_id="x", title="X", questionnaire={"id": "missing"}
        )
    bad = tmp_path / "bad.wlstudy"
    bad.write_text("[" * 100 + "]" * 100)
    with pytest.raises(StudyFileError, match="nested"):
        read_study(bad)
    with pytest.raises(StudyFileError, match="no study file"):
        read_study(tmp_path / "absent.wlstudy")
    assert not (tmp_path / "x.wlstudy").exists()


def test_an_inline_questionnaire_is_checked(tmp_path: Path) -> None:
    own = json.loads(resource_path("questionnaire", "reading-subtext.json").read_text("utf-8"))
    own["id"] = "our-questions"
    own["questions"][0]["prompt"] = "Does it tell what happens?"
    made = study.create_study(
        tmp_path / "own.wlstudy", study_id="own", title="Own", questionnaire={"inline": own}
    )
    assert made.load_questionnaire().id == "our-questions"
    library = Library.open(tmp_path / "lib")
    try:
        assert study.review_instruments(library) == (None, None)
        study.join_study(library, tmp_path / "own.wlstudy")
        questionnaire, taxonomy = study.review_instruments(library)
        assert questionnaire is not None and taxonomy is not None
        assert questionnaire.questions[0].prompt == "Does it tell what happens?"
        assert taxonomy.id == "reading-subtext"
    finally:
        library.close()
    del own["questions"][0]["levels"][3]
    with pytest.raises(StudyFileError, match="levels"):
        study.create_study(
            tmp_path / "own2.wlstudy", study_id="own", title="Own", questionnaire={"inline": own}
        )


def test_a_review_in_the_studys_own_wording_reopens_after_leaving_the_study(
    tmp_path: Path,
) -> None:
    from writerlens.services.review import ReviewSession

    own = json.loads(resource_path("questionnaire", "reading-subtext.json").read_text("utf-8"))
    own["id"] = "our-questions"
    own["questions"][0]["prompt"] = "Does it tell what happens?"
    study.create_study(
        tmp_path / "own.wlstudy", study_id="own", title="Own", questionnaire={"inline": own}
    )
    library = Library.open(tmp_path / "lib")
    try:
        story = library.ensure_sample().id
        study.join_study(library, tmp_path / "own.wlstudy")
        questionnaire, taxonomy = study.review_instruments_for(library, story)
        session = ReviewSession.open(library, story, questionnaire=questionnaire, taxonomy=taxonomy)
        first = session.state().summaries[0].summary_id
        session.answer(first, own["questions"][0]["id"], 3)
        study.leave_study(library)
        again = ReviewSession.existing(library, story)
        assert again is not None
        assert again.questionnaire.questions[0].prompt == "Does it tell what happens?"
        assert again.state().answers[first] == {own["questions"][0]["id"]: 3}
        assert ReviewSession.open(library, story).questionnaire.id == "our-questions"
    finally:
        library.close()


def _own_questionnaire() -> dict:
    return json.loads(resource_path("questionnaire", "reading-subtext.json").read_text("utf-8"))


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (
            lambda q: q.__setitem__(
                "questions",
                [dict(q["questions"][0], id=f"q{i}") for i in range(65)],
            ),
            "65 questions (a bundle carries at most 64)",
        ),
        (lambda q: q.__setitem__("id", "a" * 80), "questionnaire"),
        (lambda q: q["questions"][0].__setitem__("id", "x" * 80), "the question id"),
        (lambda q: q.__setitem__("version", "1." * 40), "longer than 32 characters"),
    ],
)
def test_a_study_beyond_the_bundle_format_is_refused_at_creation_and_at_join(
    tmp_path: Path, change, reason: str
) -> None:
    """Every writer's export of such a study would be refused by the coordinator's import:
    refused before anyone reviews, with the reason, at creation and at join."""
    own = _own_questionnaire()
    change(own)
    with pytest.raises(StudyFileError, match=re.escape(reason)):
        study.create_study(
            tmp_path / "own.wlstudy", study_id="own", title="Own", questionnaire={"inline": own}
        )
    good = study.create_study(tmp_path / "good.wlstudy", study_id="own", title="Own")
    data = good.as_json()
    data["questionnaire"] = {"inline": own}
    (tmp_path / "bad.wlstudy").write_text(json.dumps(data), "utf-8")
    library = Library.open(tmp_path / "lib")
    try:
        with pytest.raises(StudyFileError, match=re.escape(reason)) as caught:
            study.join_study(library, tmp_path / "bad.wlstudy")
        assert "\n" not in caught.value.message
        assert study.review_instruments(library) == (None, None)  # nothing joined
    finally:
        library.close()
