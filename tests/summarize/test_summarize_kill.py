"""A summarizing process killed mid-job resumes where it stopped, redoing only calls in flight."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from fake_prose import prose
from llm_server import FakeLLMServer, RecordedRequest

from writerlens.services.library import Library

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]


def saved_nodes(db: Path) -> int:
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5) as conn:
        return int(
            conn.execute("SELECT count(*) FROM summary_nodes WHERE status = 'ok'").fetchone()[0]
        )


def writerlens(data_dir: Path, *argv: str) -> list[str]:
    return [sys.executable, "-m", "writerlens", "--data-dir", str(data_dir), *argv]


def test_a_killed_job_resumes_and_redoes_at_most_the_calls_in_flight(
    tmp_path: Path, data_dir: Path, sample_path: Path, llm_server: FakeLLMServer
) -> None:
    library = Library.open(data_dir)
    library.import_file(sample_path)
    library.close()
    llm_server.latency = 0.3

    def reply(request: RecordedRequest) -> str:
        # distinct sentences (one said six times would be a loop, not a summary)
        return "Tobias winds the lamps of Keldwick while the council votes. " + prose(54)

    llm_server.reply = reply
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "ANTHROPIC_"))}
    env["PYTHONPATH"] = str(ROOT)
    concurrency = 2
    summarize = writerlens(
        data_dir,
        "summarize", "1",
        "--provider", "openai-compatible", "--model", "fake-model-1",
        "--base-url", llm_server.openai_base_url,
        "--context-tokens", "2048", "--chunk-tokens", "300", "--words", "150",
        "--concurrency", str(concurrency), "--json",
    )  # fmt: skip
    process = subprocess.Popen(summarize, env=env, cwd=tmp_path, stderr=subprocess.PIPE)
    db = data_dir / "library.sqlite3"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and process.poll() is None:
        if db.exists() and saved_nodes(db) >= 4:
            break
        time.sleep(0.05)
    assert process.poll() is None, process.stderr.read().decode() if process.stderr else ""
    process.send_signal(signal.SIGKILL)
    process.wait(timeout=10)
    assert process.stderr is not None
    process.stderr.close()

    time.sleep(0.5)  # let the calls the killed process had under way arrive and finish
    sent_before = len(llm_server.requests)
    saved = saved_nodes(db)
    assert saved >= 4
    assert sent_before - saved <= concurrency  # what was in flight when it died

    resumed = subprocess.run(
        writerlens(data_dir, "resume", "1", "--json"),
        env=env,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert resumed.returncode == 0, resumed.stderr
    report = json.loads(resumed.stdout)
    assert report["job"]["status"] == "done" and report["restored_steps"] == saved
    [summary] = report["summaries"]
    assert summary["status"] == "ok" and summary["text"].startswith("Tobias")

    total_nodes = saved_nodes(db)
    sent = len(llm_server.requests)
    assert sent - sent_before == total_nodes - saved == report["calls"]  # only the missing ones
    redone = sent - total_nodes
    assert 0 <= redone <= concurrency
