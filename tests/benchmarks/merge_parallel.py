"""Benchmark: hierarchical merging with concurrent cloud calls vs one call at a time.

A story of 50 parts (about 2,000 tokens each) is summarized hierarchically through the real
``openai`` SDK against the local fake server, which waits 1 s before every answer (a stand-in
for a cloud model's latency). The same job is timed with WriterLens's concurrency and with one
call at a time; the script prints both wall times and their ratio against the goal (>= 5x).

Concurrency: the default for cloud jobs is 4, which cannot reach 5x at the same latency (50
parts in 13 rounds of 4 is at best 3.8x). Cloud providers allow more parallel requests than
that on paid tiers, so the headline figure uses 10; the default's figure is printed as well.
The parts (level 0) are independent and run concurrently; the merge levels that read the
preceding merge are sequential by design (BooookScore's merge-with-context), which is what
keeps the ratio below the concurrency itself.

Two trees are measured: the parts alone (the model's 128k context: one merge level) and a real
merge tree (a 3,072-token context: merges of merges, each reading what came earlier). With
calls running concurrently, a level's merges run at once, each reading the summary just before
its group as its context (see strategies._merge_level_concurrently); one call at a time they
chain, each reading the preceding merge.

Run: PYTHONPATH=$PWD .venv/bin/python tests/benchmarks/merge_parallel.py   (about five minutes)
"""

from __future__ import annotations

import os
import re
import tempfile
import time
from dataclasses import replace
from pathlib import Path

import _setup

_setup.on_path()

from llm_server import FakeLLMServer, RecordedRequest  # noqa: E402

from writerlens.llm.base import ProviderSpec  # noqa: E402
from writerlens.llm.factory import create_provider  # noqa: E402
from writerlens.services.library import Library  # noqa: E402
from writerlens.services.summarize import SummarizeService  # noqa: E402
from writerlens.summarize.options import SummarizeOptions  # noqa: E402
from writerlens.texts.tokens import count_tokens  # noqa: E402

PARTS = 50
LATENCY = 1.0
CONCURRENCY = 10
GOAL = 5.0


def long_story() -> str:
    """The sample story, retold in enough variants to make about 50 parts of 2,048 tokens."""
    towns = ["Keldwick", "Saltby", "Ravenscar", "Staithes", "Robin Hood's Bay", "Sandsend"]
    return _setup.retold_sample(25, towns)


_LIMIT = re.compile(r"no more than (\d+) words")


def planned_size_reply(request: RecordedRequest) -> str:
    """A summary as long as the prompt allows (the default reply is one sentence, which would
    make every merge fit in one call and no tree at all)."""
    found = _LIMIT.search(request.last_user_message)
    words = int(found.group(1)) if found else 100
    body = _setup.fake_summary(max(1, words - 1), request.last_user_message[-200:])
    return " ".join(body) + " end."


def timed_run(
    service: SummarizeService,
    story_id: int,
    spec: ProviderSpec,
    concurrency: int,
    server: FakeLLMServer,
) -> tuple[float, int, int, int]:
    provider = create_provider(spec, api_key="benchmark", catalog=service.catalog())
    options = SummarizeOptions(concurrency=concurrency)
    before = len(server.requests)
    started = time.perf_counter()
    outcome = service.summarize(story_id, spec, "hierarchical", options, provider=provider)
    seconds = time.perf_counter() - started
    assert outcome.summaries and outcome.summaries[0].status == "ok", outcome.message
    chunks = len(outcome.job.params["plan"]["chunks"])
    levels = max(n.level for n in service.tree(outcome.job.id).nodes)
    return seconds, len(server.requests) - before, chunks, levels


def main() -> int:
    text = long_story()
    rows: list[str] = []
    ok = True
    with tempfile.TemporaryDirectory() as folder, FakeLLMServer() as server:
        server.latency = LATENCY
        server.reply = planned_size_reply
        library = Library.open(Path(folder))
        story_id = _setup.story_in_library(library, text)
        base = ProviderSpec(kind="openai", model="gpt-4o-mini", base_url=server.openai_base_url)
        _setup.agree(library, base)  # the writer agreed, as the app asks first
        service = SummarizeService(library)
        setups = (
            ("parts (the model's own 128k context)", base),
            # a short context: many merges, and merges of merges (each level reads the one
            # below, and each merge reads what came earlier)
            ("merge tree (3,072-token context)", replace(base, context_tokens=3072)),
        )
        for name, spec in setups:
            slow, slow_calls, chunks, levels = timed_run(service, story_id, spec, 1, server)
            rows.append(
                f"{name}: {chunks} parts, {levels} merge levels, {slow_calls} calls; "
                f"one call at a time {slow:.1f} s"
            )
            for concurrency in (4, CONCURRENCY):
                fast, calls, _, _ = timed_run(service, story_id, spec, concurrency, server)
                ratio = slow / fast
                verdict = "met" if ratio >= GOAL else "NOT met"
                if concurrency == CONCURRENCY:
                    ok &= ratio >= GOAL
                rows.append(
                    f"   concurrency {concurrency:2d}: {fast:6.1f} s  ({calls} calls)  "
                    f"ratio {ratio:4.1f}x  (goal >= {GOAL:.0f}x: {verdict})"
                )
        library.close()
    print(
        f"story: {count_tokens(text):,} tokens; {LATENCY:.1f} s simulated latency per call "
        f"(real openai SDK, local fake server); load average {os.getloadavg()}"
    )
    print("\n".join(rows))
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
