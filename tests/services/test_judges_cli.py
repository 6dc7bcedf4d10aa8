"""The judging verbs from a terminal: ``judge``, ``probes`` and ``scores``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from judges_support import by_request, replies
from llm_server import FakeLLMServer, RecordedRequest

from writerlens.cli import main
from writerlens.llm import keys
from writerlens.services.library import Library


@pytest.fixture
def sample(data_dir: Path) -> dict[str, int]:
    library = Library.open(data_dir)
    try:
        story = library.install_sample()
        return {"story": story.id, **{s.model: s.id for s in library.summaries(story.id)}}
    finally:
        library.close()


def run(capsys: pytest.CaptureFixture[str], data_dir: Path, *argv: str) -> tuple[int, str, str]:
    code = main(["--data-dir", str(data_dir), *argv])
    out, err = capsys.readouterr()
    return code, out, err


def judge_args(server: FakeLLMServer, summary_id: int, *more: str) -> list[str]:
    return [
        "judge",
        str(summary_id),
        "--provider",
        "openai-compatible",
        "--base-url",
        server.openai_base_url,
        "--name",
        "fake",
        "--model",
        "judge-m",
        *more,
    ]


def answer_everything(request: RecordedRequest) -> str:
    text = request.last_user_message
    if "Confusing:" in text:
        return (
            "Confusing: yes\nKinds: duplication\nQuestion: Why again?"
            if "sentence 2 of" in text
            else "No."
        )
    if "Answered:" in text:
        return "Answered: yes\nEvidence: none"
    return "Score: 3"


def test_judge_estimate_sends_nothing(
    capsys: pytest.CaptureFixture[str],
    data_dir: Path,
    sample: dict[str, int],
    llm_server: FakeLLMServer,
) -> None:
    argv = judge_args(llm_server, sample["demo-faithful"], "--estimate")
    code, out, _ = run(capsys, data_dir, *argv)
    assert code == 0
    assert out.startswith("Judge judge-m: about ") and "4 for questions" in out
    assert "cost free (your server)" in out  # as summarize says of the same model
    code, out, _ = run(capsys, data_dir, *argv, "--json")
    estimate = json.loads(out)
    assert estimate["calls_by_kind"]["questions"] == 4 and estimate["calls"] > 4
    assert llm_server.requests == []


def test_judge_runs_both_judges_and_scores_shows_what_was_stored(
    capsys: pytest.CaptureFixture[str],
    data_dir: Path,
    sample: dict[str, int],
    llm_server: FakeLLMServer,
) -> None:
    by_request(llm_server, answer_everything)
    summary_id = sample["demo-faithful"]
    code, out, err = run(capsys, data_dir, *judge_args(llm_server, summary_id))
    assert code == 0, err
    assert "Judge judge-m: about" in err  # the estimate is shown first
    assert "Coverage" in out and "Analysis" in out and " 3" in out
    assert "coherence (BooookScore)" in out and "Why again?" in out

    code, out, _ = run(capsys, data_dir, "scores", str(summary_id), "--json")
    stored = json.loads(out)
    assert stored["questions"][0]["answers"] == dict.fromkeys(
        ["coverage", "faithfulness", "coherence", "analysis"], 3
    )
    [coherence] = stored["coherence"]
    assert coherence["complete"] and len(coherence["sentences"]) == coherence["total_sentences"]
    assert [s["index"] for s in coherence["sentences"] if s["confused"]] == [1]

    code, out, _ = run(capsys, data_dir, "scores", str(summary_id))
    assert code == 0 and "Judge judge-m, the questions" in out and "Sentence 2 (duplication)" in out
    code, out, _ = run(capsys, data_dir, "scores", str(sample["demo-vague"]))
    assert "No judge has looked at summary" in out


def test_judge_questions_only_as_json(
    capsys: pytest.CaptureFixture[str],
    data_dir: Path,
    sample: dict[str, int],
    llm_server: FakeLLMServer,
) -> None:
    replies(llm_server, ["2", "I am unsure.", "not sure at all", "4", "1"])
    argv = judge_args(llm_server, sample["demo-vague"], "--questions", "--json")
    code, out, _ = run(capsys, data_dir, *argv)
    assert code == 0
    result = json.loads(out)
    assert list(result) == ["questions"]
    assert result["questions"]["answers"] == {
        "coverage": 2, "faithfulness": None, "coherence": 4, "analysis": 1
    }  # fmt: skip
    assert result["questions"]["statuses"]["faithfulness"] == "unparseable"


def test_a_cloud_judge_asks_for_consent_first(
    capsys: pytest.CaptureFixture[str],
    data_dir: Path,
    sample: dict[str, int],
    llm_server: FakeLLMServer,
) -> None:
    keys.set_key("anthropic", "test-key")
    argv = [
        "judge",
        str(sample["demo-faithful"]),
        "--provider",
        "anthropic",
        "--model",
        "claude-haiku-4-5",
        "--base-url",
        llm_server.anthropic_base_url,
        "--questions",
    ]
    code, _, err = run(capsys, data_dir, *argv)
    assert code == 1
    assert "Anthropic" in err and "Nothing was sent" in err and "--agree" in err
    assert llm_server.requests == []
    replies(llm_server, ["4", "4", "4", "4"])
    code, out, err = run(capsys, data_dir, *argv, "--agree")
    assert code == 0, err
    assert "Coverage" in out and llm_server.requests[0].api == "anthropic"


def test_probes_are_added_listed_run_and_removed(
    capsys: pytest.CaptureFixture[str],
    data_dir: Path,
    sample: dict[str, int],
    llm_server: FakeLLMServer,
) -> None:
    story = str(sample["story"])
    code, out, _ = run(capsys, data_dir, "probes", "list", story)
    assert code == 0 and "has no questions yet" in out
    code, out, _ = run(
        capsys, data_dir, "probes", "add", story, "--question", "Who keeps the lamps?",
        "--answer", "Walter",
    )  # fmt: skip
    assert code == 0 and out.startswith("Added question #1")
    code, out, _ = run(capsys, data_dir, "probes", "list", story, "--json")
    assert [p["question"] for p in json.loads(out)] == ["Who keeps the lamps?"]

    by_request(llm_server, answer_everything)
    argv = judge_args(llm_server, sample["demo-faithful"])
    argv[0:1] = ["probes", "run"]
    code, out, err = run(capsys, data_dir, *argv)
    assert code == 0, err
    assert "your questions: 100% answered" in out and "Who keeps the lamps? — answered" in out

    code, out, _ = run(capsys, data_dir, "probes", "remove", "1")
    assert code == 0 and "Removed question #1" in out
    code, _, err = run(capsys, data_dir, "probes", "remove", "1")
    assert code == 1 and "no question with id 1" in err
    code, _, err = run(capsys, data_dir, "probes", "add", story, "--question", " ", "--answer", "x")
    assert code == 1 and "the question is empty" in err


def test_judge_says_what_is_missing(
    capsys: pytest.CaptureFixture[str],
    data_dir: Path,
    sample: dict[str, int],
    llm_server: FakeLLMServer,
) -> None:
    code, _, err = run(capsys, data_dir, "judge", "1", "--provider", "anthropic")
    assert code == 2 and "--model" in err
    code, _, err = run(capsys, data_dir, "judge", "1", "--provider", "local")
    assert code == 2 and "--model-file" in err
    code, _, err = run(capsys, data_dir, *judge_args(llm_server, 99))
    assert code == 1 and "no summary with id 99" in err
    code, _, err = run(capsys, data_dir, "scores", "99")
    assert code == 1 and "no summary with id 99" in err
    assert llm_server.requests == []
