"""The judges' prompt files: they load, they say what they must, and a broken one is refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from writerlens.judges.prompts import ROLES, JudgePromptError, load_judge_prompt


@pytest.mark.parametrize("role", list(ROLES))
def test_the_shipped_judge_prompts_load_with_their_id_and_version(role: str) -> None:
    prompt = load_judge_prompt(role)
    assert prompt.ref == f"{role}@1"
    assert set(prompt.parts) == set(ROLES[role])
    assert prompt.parts["system"] and prompt.parts["retry"]


def test_the_questions_prompt_puts_story_summary_and_question_in_order() -> None:
    prompt = load_judge_prompt("judge-questions")
    text = prompt.text("user", story="STORY", summary="SUMMARY", question="QUESTION")
    assert text.index("STORY") < text.index("SUMMARY") < text.index("QUESTION")
    turn = prompt.text("question", number=2, count=4, title="T", prompt="P?", levels="1: a")
    assert "Question 2 of 4: P?" in turn and "1: a" in turn


def _write(folder: Path, role: str, user: str, **extra: str) -> None:
    fields = {"id": "mine", "version": "2", "role": role, "user": user, "retry": "Again?"}
    fields.update(extra)
    body = "\n".join(f'{k} = """{v}"""' for k, v in fields.items())
    (folder / f"{role}.toml").write_text(body, "utf-8")


def test_a_study_folder_may_reword_a_judge(tmp_path: Path) -> None:
    _write(tmp_path, "judge-probe", "{summary} / {question} / {answer}")
    prompt = load_judge_prompt("judge-probe", tmp_path)
    assert prompt.ref == "mine@2"
    assert load_judge_prompt("judge-coherence", tmp_path).ref == "judge-coherence@1"


@pytest.mark.parametrize(
    ("user", "problem"),
    [
        ("{summary} {question}", "never uses {answer}"),
        ("{summary} {question} {answer} {story}", "uses {story}"),
        ("{summary} {question} {answer} {", "stray brace"),
    ],
)
def test_a_prompt_that_would_not_show_the_judge_its_work_is_refused(
    tmp_path: Path, user: str, problem: str
) -> None:
    _write(tmp_path, "judge-probe", user)
    with pytest.raises(JudgePromptError, match=problem.replace("{", r"\{").replace("}", r"\}")):
        load_judge_prompt("judge-probe", tmp_path)


def test_a_file_for_another_role_is_refused(tmp_path: Path) -> None:
    _write(tmp_path, "judge-probe", "{summary} {question} {answer}")
    (tmp_path / "judge-probe.toml").rename(tmp_path / "judge-coherence.toml")
    with pytest.raises(JudgePromptError, match="has role “judge-probe”"):
        load_judge_prompt("judge-coherence", tmp_path)
