"""The claim verbs from a terminal: decompose, list and judge, through the fake server."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from claims_support import clause_claims
from llm_server import FakeLLMServer, RecordedRequest

from writerlens.cli import main
from writerlens.services.library import Library


def _run(capsys: pytest.CaptureFixture[str], data_dir: Path, *argv: str) -> tuple[int, str, str]:
    code = main(["--data-dir", str(data_dir), *argv])
    out, err = capsys.readouterr()
    return code, out, err


def _model(server: FakeLLMServer) -> list[str]:
    return [
        "--provider",
        "openai-compatible",
        "--base-url",
        server.openai_base_url,
        "--name",
        "fake",
        "--model",
        "claims-m",
    ]


def _answer(request: RecordedRequest) -> str:
    text = request.last_user_message
    if "<sentences>" in text:
        return clause_claims(text)
    return "Verdict: partial\nPassage: 1\nReason: Half of it is there."


def test_decompose_list_and_judge_a_story_from_the_terminal(
    capsys: pytest.CaptureFixture[str], data_dir: Path, llm_server: FakeLLMServer
) -> None:
    library = Library.open(data_dir)
    story = library.install_sample()
    summary = library.summaries(story.id)[0]
    library.close()
    llm_server.reply = _answer
    code, out, _ = _run(
        capsys,
        data_dir,
        "claims",
        "decompose",
        "--story",
        str(story.id),
        *_model(llm_server),
        "--estimate",
    )
    assert code == 0 and out.startswith("Break into claims with claims-m: about ")
    assert llm_server.requests == []
    code, out, err = _run(
        capsys, data_dir, "claims", "decompose", "--story", str(story.id), *_model(llm_server)
    )
    assert code == 0, err
    assert f"Summary #{summary.id}: " in out
    code, out, err = _run(
        capsys, data_dir, "claims", "decompose", str(summary.id), *_model(llm_server)
    )
    assert code == 1 and "already has its claims" in err
    code, out, err = _run(
        capsys, data_dir, "claims", "judge", str(summary.id), *_model(llm_server), "--json"
    )
    assert code == 0, err
    listed = json.loads(out)
    assert listed["summary_id"] == summary.id and listed["claims"]
    assert all(
        c["judgments"][0]["verdict"] == "partial" and c["judgments"][0]["judge_model"]
        for c in listed["claims"]
    )
    code, out, _ = _run(capsys, data_dir, "claims", "list", str(summary.id))
    assert code == 0 and "says partial: Half of it is there." in out
    code, _, err = _run(capsys, data_dir, "claims", "judge", *_model(llm_server))
    assert code == 2 and "Say which summaries" in err
