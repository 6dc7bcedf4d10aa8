"""The model worker stays out of the window's way: its own scheduling group, a lower priority,
and its tokens sent in batches (each batch wakes a thread of the app, which then competes with
the window for the interpreter lock). What the window gains is measured by
tests/benchmarks/ui_stall.py (--only stream --load N); these tests keep the mechanism in place.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import pytest

from writerlens.llm import model_worker
from writerlens.llm.base import ChatMessage, CompletionRequest, ProviderSpec
from writerlens.llm.local import LocalProvider
from writerlens.llm.model_worker import TokenBatch


class Pipe:
    def __init__(self) -> None:
        self.sent: list[tuple[Any, ...]] = []

    def send(self, message: tuple[Any, ...]) -> None:
        self.sent.append(message)


def test_tokens_written_faster_than_the_batch_interval_reach_the_app_together():
    pipe = Pipe()
    batch = TokenBatch(pipe)  # type: ignore[arg-type]
    for n in range(1, 201):  # a fast model (a graphics card): 200 tokens at once
        batch.add(f"w{n} ", n)
    batch.flush()
    assert len(pipe.sent) <= 2  # not one message per token
    text = "".join(m[1] for m in pipe.sent)
    assert text == "".join(f"w{n} " for n in range(1, 201))  # nothing lost, in order
    assert sum(m[3] for m in pipe.sent) == 200  # how many tokens each message carries
    assert pipe.sent[-1][2] == 200  # tokens written so far


def test_a_slow_model_still_shows_each_token_as_it_comes(monkeypatch):
    clock = [0.0]
    monkeypatch.setattr(model_worker.time, "monotonic", lambda: clock[0])
    pipe = Pipe()
    batch = TokenBatch(pipe)  # type: ignore[arg-type]
    for n in range(1, 4):  # a laptop: a token every 0.2 s
        clock[0] += 0.2
        batch.add(f"w{n}", n)
    assert [m[1] for m in pipe.sent] == ["w1", "w2", "w3"]
    batch.flush()  # nothing held back: nothing more sent
    assert len(pipe.sent) == 3


@pytest.mark.slow
@pytest.mark.skipif(sys.platform != "linux", reason="sessions and autogroups are Linux's")
def test_the_worker_runs_in_a_session_of_its_own_at_a_lower_priority(gemma_path: Path):
    spec = ProviderSpec(
        kind="local", model="", model_file=str(gemma_path), context_tokens=512, threads=1
    )
    provider = LocalProvider(spec)
    request = CompletionRequest(messages=(ChatMessage("user", "Say hello."),), max_tokens=4)
    try:
        assert provider.complete(request).output_tokens > 0
        pid = provider.worker().pid
        assert pid is not None
        # the scheduler shares the cores between sessions first: the model spends its own share
        assert os.getsid(pid) == pid != os.getsid(0)
        assert os.getpriority(os.PRIO_PROCESS, pid) >= model_worker.NICENESS
        group = Path(f"/proc/{pid}/autogroup")
        if group.exists():  # a scheduling group of its own, not the app's
            assert group.read_text() != Path("/proc/self/autogroup").read_text()
    finally:
        provider.worker().stop()
