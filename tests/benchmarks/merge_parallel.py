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

Run: .venv/bin/python tests/benchmarks/merge_parallel.py   (about two minutes)
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve()
sys.path.insert(0, str(HERE.parents[1]))  # tests/, for llm_server
sys.path.insert(0, str(HERE.parents[2]))  # the checkout, for writerlens

from llm_server import FakeLLMServer  # noqa: E402

from writerlens.llm.base import ProviderSpec  # noqa: E402
from writerlens.llm.factory import create_provider  # noqa: E402
from writerlens.resources import resource_path  # noqa: E402
from writerlens.services.library import Library  # noqa: E402
from writerlens.services.summarize import SummarizeService  # noqa: E402
from writerlens.store.library import insert_manuscript  # noqa: E402
from writerlens.summarize.options import SummarizeOptions  # noqa: E402
from writerlens.texts import count_words  # noqa: E402
from writerlens.texts.tokens import count_tokens  # noqa: E402

PARTS = 50
LATENCY = 1.0
CONCURRENCY = 10
GOAL = 5.0


def long_story() -> str:
    """The sample story, retold in enough variants to make about 50 parts of 2,048 tokens."""
    sample = resource_path("samples", "the-lamplighters-ledger.md").read_text("utf-8")
    body = sample.split("---", 2)[2].strip()
    towns = ["Keldwick", "Saltby", "Ravenscar", "Staithes", "Robin Hood's Bay", "Sandsend"]
    copies = [body.replace("Keldwick", f"{towns[i % 6]} {i + 1}") for i in range(25)]
    return "\n\n* * *\n\n".join(copies)


def timed_run(
    service: SummarizeService,
    story_id: int,
    spec: ProviderSpec,
    concurrency: int,
    server: FakeLLMServer,
) -> tuple[float, int, int]:
    provider = create_provider(spec, api_key="benchmark", catalog=service.catalog())
    options = SummarizeOptions(concurrency=concurrency)
    before = len(server.requests)
    started = time.perf_counter()
    outcome = service.summarize(story_id, spec, "hierarchical", options, provider=provider)
    seconds = time.perf_counter() - started
    assert outcome.summaries and outcome.summaries[0].status == "ok", outcome.message
    chunks = len(outcome.job.params["plan"]["chunks"])
    return seconds, len(server.requests) - before, chunks


def main() -> int:
    text = long_story()
    with tempfile.TemporaryDirectory() as folder, FakeLLMServer() as server:
        server.latency = LATENCY
        library = Library.open(Path(folder))
        story_id = insert_manuscript(
            library.store,
            title="The Lamplighters' Ledgers",
            text=text,
            words=count_words(text),
            tokens=count_tokens(text),
            sha256="benchmark",
            source_format="md",
        )
        service = SummarizeService(library)
        spec = ProviderSpec(kind="openai", model="gpt-4o-mini", base_url=server.openai_base_url)

        fast, calls, chunks = timed_run(service, story_id, spec, CONCURRENCY, server)
        default, _, _ = timed_run(service, story_id, spec, 4, server)
        slow, slow_calls, _ = timed_run(service, story_id, spec, 1, server)
        library.close()

    print(
        f"story: {count_tokens(text):,} tokens in {chunks} parts; {calls} calls per run; "
        f"{LATENCY:.1f} s simulated latency per call (real openai SDK, local fake server)"
    )
    print(f"one call at a time:          {slow:7.1f} s  ({slow_calls} calls)")
    print(f"concurrency 4 (the default): {default:7.1f} s  ratio {slow / default:4.1f}x")
    print(
        f"concurrency {CONCURRENCY}:              {fast:7.1f} s  ratio {slow / fast:4.1f}x  "
        f"(goal >= {GOAL:.0f}x: {'met' if slow / fast >= GOAL else 'NOT met'})"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
