"""Prompt files: the project's own load and fit their roles; broken ones fail at load."""

from __future__ import annotations

from pathlib import Path

import pytest

from writerlens.summarize.prompts import DEFAULT_FILES, ROLES, PromptError, PromptSet, load_prompt


def test_the_projects_prompts_load_with_ids_versions_and_their_placeholders() -> None:
    prompts = PromptSet.load()
    assert set(prompts.templates) == set(ROLES)
    for role, template in prompts.templates.items():
        required, optional = ROLES[role]
        assert required <= template.placeholders <= required | optional
        assert template.id and template.version and template.description
        assert template.ref == f"{template.id}@{template.version}"
    whole = prompts["whole"].render(story="Once upon a time.", words=400).turns[-1].content
    assert "Once upon a time." in whole and "about 400 words" in whole
    gradual = prompts["gradual"].render(story="S", lower=90, upper=110, words=110)
    assert "at least 90 and at most 110 words" in gradual.turns[-1].content
    assert "segment" in prompts["cleanup"].user  # what the clean-up pass looks for


def test_a_story_with_braces_is_sent_as_written() -> None:
    story = "She wrote {name} and {{x}} on the wall; then }{."
    request = PromptSet.load()["chunk"].render(story=story, words=80)
    assert story in request.turns[-1].content


def write(folder: Path, name: str, body: str) -> Path:
    path = folder / name
    path.write_text(body, "utf-8")
    return path


GOOD = """
id = "my-merge"
version = 2
role = "merge"
description = "A coordinator's wording."
system = "Be brief."
user = "Join these: {summaries} in {words} words."
"""


def test_a_study_folder_replaces_only_the_prompts_it_has(tmp_path: Path) -> None:
    write(tmp_path, DEFAULT_FILES["merge"], GOOD)
    prompts = PromptSet.load(tmp_path)
    assert prompts["merge"].ref == "my-merge@2"
    assert prompts["chunk"].ref == "chunk@1"


@pytest.mark.parametrize(
    ("user", "complaint"),
    [
        ("Join these: {summaries} in {words} words, see {story}.", "uses {story}"),
        ("Join these in {words} words.", "never uses {summaries}"),
        ("Join {summaries} in {words} words {", "stray brace"),
        ("Join {summaries} in {words:>5} words.", "plain name"),
        ("Join {summaries} in {words!r} words.", "plain name"),
        ("Join {summaries.upper} in {words} words.", "plain name"),
    ],
)
def test_a_broken_template_is_refused_when_loaded(
    tmp_path: Path, user: str, complaint: str
) -> None:
    body = GOOD.replace('user = "Join these: {summaries} in {words} words."', f"user = {user!r}")
    path = write(tmp_path, "merge.toml", body)  # user = '...' is a TOML literal string
    with pytest.raises(PromptError) as error:
        load_prompt(path)
    assert complaint in error.value.message and "merge.toml" in error.value.message


def test_missing_fields_unknown_roles_and_bad_toml_are_clear(tmp_path: Path) -> None:
    with pytest.raises(PromptError, match="version"):
        load_prompt(write(tmp_path, "a.toml", GOOD.replace("version = 2\n", "")))
    with pytest.raises(PromptError, match="role “summary”"):
        load_prompt(write(tmp_path, "b.toml", GOOD.replace('role = "merge"', 'role = "summary"')))
    with pytest.raises(PromptError, match="not valid TOML"):
        load_prompt(write(tmp_path, "c.toml", "id = "))
    with pytest.raises(PromptError, match="user"):
        load_prompt(write(tmp_path, "d.toml", GOOD.replace("user =", "usr =")))
    wrong_role = write(tmp_path, DEFAULT_FILES["chunk"], GOOD)
    with pytest.raises(PromptError, match="reads its “chunk” prompt"):
        PromptSet.load(wrong_role.parent)
