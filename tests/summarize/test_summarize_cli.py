"""The summarize, models, jobs and resume verbs, against the fake server."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from fake_prose import asked_words, prose
from llm_server import FakeLLMServer, RecordedRequest, ServerError
from sigint import default_sigint

from writerlens.cli import main

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def no_real_services(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL", "OPENAI_API_KEY", "OPENAI_BASE_URL"):
        monkeypatch.delenv(var, raising=False)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def imported(capsys: pytest.CaptureFixture[str], data_dir: Path, sample_path: Path) -> Path:
    assert run(capsys, "--data-dir", str(data_dir), "import", str(sample_path))[0] == 0
    return data_dir


def server_args(server: FakeLLMServer, *extra: str) -> list[str]:
    return [
        "--provider", "openai-compatible", "--model", "fake-model-1",
        "--base-url", server.openai_base_url, *extra,
    ]  # fmt: skip


def test_summarize_then_list_and_inspect_jobs(
    capsys: pytest.CaptureFixture[str], imported: Path, llm_server: FakeLLMServer
) -> None:
    d = str(imported)
    args = server_args(llm_server, "--context-tokens", "2048", "--words", "150", "--json")
    code, out, err = run(capsys, "--data-dir", d, "summarize", "1", *args)
    assert code == 0, err
    report = json.loads(out)
    assert report["job"]["status"] == "done" and report["job"]["strategy"] == "hierarchical"
    [summary] = report["summaries"]
    assert summary["status"] == "ok" and summary["params"]["words"] == 150
    assert report["calls"] == len(llm_server.requests)
    assert "\r" not in err  # no progress bar when stderr is not a terminal

    code, out, _ = run(capsys, "--data-dir", d, "jobs", "--json")
    assert [j["id"] for j in json.loads(out)] == [1]
    code, out, _ = run(capsys, "--data-dir", d, "jobs", "1", "--json")
    tree = json.loads(out)
    assert len(tree["nodes"]) == report["calls"] and len(tree["chunks"]) >= 2
    code, out, _ = run(capsys, "--data-dir", d, "jobs", "1")
    assert "Job 1: story #1" in out and "merge" in out and "from chunk 0.0" in out
    code, out, _ = run(capsys, "--data-dir", d, "jobs")
    assert "hierarchical" in out and "done" in out

    code, _, err = run(capsys, "--data-dir", d, "resume", "1")
    assert code == 1 and "already finished" in err


def test_human_output_shows_the_estimate_and_the_summary(
    capsys: pytest.CaptureFixture[str], imported: Path, llm_server: FakeLLMServer
) -> None:
    code, out, err = run(
        capsys, "--data-dir", str(imported), "summarize", "1", *server_args(llm_server)
    )
    assert code == 0
    assert "whole: about 1 call," in err and "cost free (your server)" in err
    assert "at this provider's usual speed" in err  # a time, said plainly
    assert out.startswith("Summary #") and "ok, whole" in out


def test_estimate_sends_nothing(
    capsys: pytest.CaptureFixture[str], imported: Path, llm_server: FakeLLMServer
) -> None:
    args = server_args(llm_server, "--strategy", "gradual", "--estimate", "--json")
    code, out, _ = run(capsys, "--data-dir", str(imported), "summarize", "1", *args)
    assert code == 0
    estimate = json.loads(out)
    assert estimate["calls"] == 3 and estimate["cost"] == "free (your server)"
    assert estimate["seconds"] > 0 and estimate["seconds_basis"] == "typical for this provider"
    assert llm_server.requests == []


def test_a_failed_job_says_how_to_resume_and_resume_finishes_it(
    capsys: pytest.CaptureFixture[str], imported: Path, llm_server: FakeLLMServer
) -> None:
    d = str(imported)
    llm_server.enqueue(*[ServerError(400)])  # a bad request is not retried
    code, _, err = run(capsys, "--data-dir", d, "summarize", "1", *server_args(llm_server))
    assert code == 1 and "writerlens resume 1" in err
    code, out, err = run(capsys, "--data-dir", d, "resume", "1", "--json")
    assert code == 0, err
    assert json.loads(out)["summaries"][0]["status"] == "ok"


def test_usage_mistakes_are_explained(capsys: pytest.CaptureFixture[str], imported: Path) -> None:
    d = str(imported)
    code, _, err = run(capsys, "--data-dir", d, "summarize", "1", "--provider", "openai")
    assert code == 2 and "--model" in err
    code, _, err = run(capsys, "--data-dir", d, "summarize", "1", "--provider", "local")
    assert code == 2 and "--model-file" in err
    code, _, err = run(
        capsys, "--data-dir", d, "summarize", "9", "--provider", "openai", "--model", "gpt-4o"
    )
    assert code == 1 and "no story with id 9" in err
    code, _, err = run(capsys, "--data-dir", d, "jobs", "4")
    assert code == 1 and "no summarizing job with id 4" in err


def test_models_lists_the_catalog_and_the_writers_own(
    capsys: pytest.CaptureFixture[str], imported: Path
) -> None:
    from writerlens.services.library import Library
    from writerlens.store.library import set_setting

    library = Library.open(imported)
    overrides = {"openai-compatible": {"my-llama": {"context_window": 32768}}}
    set_setting(library.store, "model_overrides", overrides)
    library.close()
    code, out, _ = run(capsys, "--data-dir", str(imported), "models", "--json")
    assert code == 0
    models = json.loads(out)
    names = {(m["provider"], m["model"]) for m in models}
    assert ("anthropic", "claude-haiku-4-5") in names and ("openai", "gpt-4o-mini") in names
    assert ("openai-compatible", "my-llama") in names
    code, out, _ = run(capsys, "--data-dir", str(imported), "models")
    assert code == 0
    assert "claude-haiku-4-5" in out and "Prices change" in out


@pytest.mark.slow
def test_ctrl_c_cancels_cleanly_and_says_how_to_resume(
    tmp_path: Path, imported: Path, llm_server: FakeLLMServer
) -> None:
    llm_server.latency = 0.3

    def reply(request: RecordedRequest) -> str:
        # a summary of the length asked for: ten words where 169 were asked is flagged short
        # (writerlens/summarize/checks.py) and asked again, so no part would have finished
        said = "Tobias winds the lamps of Keldwick while the council votes."
        return f"{said} {prose(asked_words(request.last_user_message, default=0) // 5)}"

    llm_server.reply = reply
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "ANTHROPIC_"))}
    env["PYTHONPATH"] = str(ROOT)
    command = [
        sys.executable, "-m", "writerlens", "--data-dir", str(imported), "summarize", "1",
        *server_args(llm_server, "--context-tokens", "2048", "--chunk-tokens", "300",
                     "--concurrency", "1"),
    ]  # fmt: skip
    process = subprocess.Popen(
        command,
        env=env,
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=default_sigint,  # even when the test run was started with SIGINT ignored
    )
    llm_server.wait_for_requests(3, timeout=30)
    process.send_signal(signal.SIGINT)
    _out, err = process.communicate(timeout=30)
    assert process.returncode == 130, err
    assert "writerlens resume 1" in err and "Traceback" not in err
    from writerlens.domain.jobs import JobStatus
    from writerlens.services.library import Library
    from writerlens.store.jobs import get_job, job_nodes

    time.sleep(0.1)
    library = Library.open(imported)
    try:
        assert get_job(library.store, 1).status is JobStatus.CANCELLED
        assert len(job_nodes(library.store, 1)) >= 2  # the finished parts are kept
    finally:
        library.close()
