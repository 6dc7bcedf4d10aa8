"""GPU offload through the app's own path (#26): layers offloaded, tokens/s CPU vs GPU, a summary.

For a machine whose llama-cpp-python was built with a GPU backend (CUDA, Metal, Vulkan:
``llama_supports_gpu_offload()`` true). Given a GGUF file, it

1. asks the app's own choice (``writerlens.llm.gpu.layers_to_offload``, setting "auto") how many
   layers go to the GPU, from the GPU's free memory;
2. loads the model through the app's real worker process twice, GPU setting "off" and "auto",
   and reports the layers llama.cpp itself says it offloaded (its load log);
3. measures tokens/s writing, and prompt reading, CPU-only vs offloaded (a warm-up, then
   ``--runs`` calls each, alternating, medians);
4. times the app's first short speed measurement (the estimate a writer waits for);
5. summarizes a short story (the app's sample story, strategy auto) on the offloaded model in a
   fresh library and prints its status, calls and time.

A build without GPU support prints one line saying so and exits 0. Needs nothing but
``writerlens`` importable (``PYTHONPATH=<checkout>``) and llama-cpp-python installed; no network.

    PYTHONPATH=$PWD python tests/benchmarks/gpu_offload.py MODEL.gguf \\
        [--context 4096] [--threads N] [--runs 3] [--max-tokens 128] [--answer-tokens 1000]

Exit status: 0 when the summary completed (or the build has no GPU support), 1 otherwise.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("model", help="a .gguf file")
    parser.add_argument("--context", type=int, default=4096)
    parser.add_argument("--threads", type=int, default=0, help="CPU threads (0: the app's choice)")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--max-tokens", type=int, default=128)
    parser.add_argument("--story-words", type=int, default=0, help="trim the story (0: whole)")
    parser.add_argument(
        "--answer-tokens", type=int, default=1000, help="the summary's max_tokens (app: 1000)"
    )
    parser.add_argument(
        "--even-without-gpu",
        action="store_true",
        help="run every step on a build without GPU support too (both sides on the CPU): "
        "a check of this script itself",
    )
    args = parser.parse_args()
    model = Path(args.model)
    if not model.is_file():
        print(f"gpu_offload: no such model file: {model}")
        return 1
    # llama.cpp is never loaded into this process (as in the app, only the model workers load
    # it): a CUDA build would start the driver here too
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as installed

    try:
        version = installed("llama_cpp_python")
    except PackageNotFoundError as exc:
        print(f"gpu_offload: llama-cpp-python is not installed here ({exc}); nothing to measure")
        return 1
    from writerlens.llm.gpu import offload_in_this_process, supports_offload

    said = supports_offload()  # None: the build's files cannot tell; llama.cpp itself is asked
    supported = offload_in_this_process() if said is None else said
    if not supported and not args.even_without_gpu:
        print(
            f"gpu_offload: SKIPPED: this llama-cpp-python build ({version}) has no GPU offload "
            "(llama_supports_gpu_offload() is false); rebuild it with a GPU backend, e.g. "
            'CMAKE_ARGS="-DGGML_CUDA=on", to measure'
        )
        return 0
    return measure(model, args, version, supported)


def measure(model: Path, args: argparse.Namespace, version: str, supported: bool) -> int:
    from writerlens.llm import local
    from writerlens.llm.base import ChatMessage, CompletionRequest, ProviderSpec
    from writerlens.llm.gguf import read_gguf_info
    from writerlens.llm.gpu import block_count, free_gpu_bytes, layers_to_offload
    from writerlens.llm.local import GPU_SETTING, LocalProvider
    from writerlens.llm.speed import calibrate

    info = read_gguf_info(model)
    free = free_gpu_bytes()
    choice = layers_to_offload(info, info.context_for(args.context), "auto")
    said = "supported" if supported else "NOT supported (a check of the script only)"
    print(f"llama-cpp-python {version}, GPU offload {said}; model {model.name}")
    print(
        f"free GPU memory: {'unknown' if free is None else f'{free / 2**30:.1f} GiB'}; "
        f"the app's choice: n_gpu_layers={choice.layers} ({choice.reason}); "
        f"{block_count(info)} blocks in the model"
    )

    def provider(setting: str) -> LocalProvider:
        spec = ProviderSpec(
            "local",
            "",
            model_file=str(model),
            context_tokens=args.context,
            threads=args.threads or None,
            extra={GPU_SETTING: setting},
        )
        return LocalProvider(spec)

    cpu, gpu = provider("off"), provider("auto")
    for name, side in (("CPU-only", cpu), ("offloaded", gpu)):
        began = time.monotonic()
        side.count_tokens("load")  # starts the worker and loads the model
        ready = side.worker().ready
        print(
            f"{name}: loaded in {time.monotonic() - began:.1f} s by worker pid {ready.get('pid')}, "
            f"n_gpu_layers={ready.get('gpu_layers')} ({ready.get('gpu')}); "
            f"{said_offloaded(ready.get('offloaded'))}; {side.threads} threads"
        )
    offloaded = gpu.worker().ready.get("offloaded") or ""
    if not offloaded or offloaded.startswith("0/"):
        where = "a build that supports it" if supported else "this build (it has no GPU backend)"
        print(f"gpu_offload: FAILED: the app offloaded no layer on {where}")

    story = (
        "Write a long story about a lamplighter in a northern harbour town who keeps a ledger "
        "of every lamp she lights. "
    )
    rates: dict[str, list[tuple[float, float]]] = {"CPU-only": [], "offloaded": []}
    for run in range(args.runs + 1):
        for name, side in (("CPU-only", cpu), ("offloaded", gpu)):
            # each run's prompt opens differently: nothing is read from the cache
            request = CompletionRequest(
                (ChatMessage("user", f"Run {run}. {story * 20}"),),
                max_tokens=args.max_tokens,
                temperature=0.0,
            )
            done = side.complete(request)
            writing = max(1e-6, done.seconds - done.prompt_seconds)
            if run:  # the first is a warm-up
                rates[name].append(
                    (
                        done.input_tokens / max(1e-6, done.prompt_seconds),
                        done.output_tokens / writing,
                    )
                )
    medians = {
        name: (statistics.median(r for r, _ in got), statistics.median(w for _, w in got))
        for name, got in rates.items()
    }
    for name, (read, write) in medians.items():
        print(f"{name}: reads {read:,.0f} tokens/s, writes {write:,.1f} tokens/s (median)")
    (cpu_read, cpu_write), (gpu_read, gpu_write) = medians["CPU-only"], medians["offloaded"]
    print(
        f"offloaded / CPU-only: writing {gpu_write / cpu_write:.2f}x, "
        f"reading {gpu_read / cpu_read:.2f}x"
    )

    began = time.monotonic()
    speed = calibrate(gpu)
    print(
        f"first speed measurement (offloaded): {time.monotonic() - began:.1f} s; reads "
        f"{speed.read_tps:,.0f} tokens/s, writes {speed.write_tps:,.1f} tokens/s"
    )

    status = summarize(gpu, args.story_words, args.answer_tokens)
    local.unload_models()
    return 0 if status and offloaded and not offloaded.startswith("0/") else 1


def said_offloaded(layers: object) -> str:
    if not layers:
        return "llama.cpp's load log says nothing of offloading"
    return f"llama.cpp's load log says it offloaded {layers} layers to the GPU"


def summarize(provider: object, words: int, answer_tokens: int) -> bool:
    """The sample story (its first ``words`` words where given) summarized on the offloaded
    model, in a fresh library."""
    from writerlens.domain.jobs import JobStatus
    from writerlens.resources import resource_path
    from writerlens.services.library import Library
    from writerlens.services.summarize import SummarizeService
    from writerlens.store.library import insert_manuscript
    from writerlens.summarize.options import SummarizeOptions
    from writerlens.texts import count_words
    from writerlens.texts.tokens import count_tokens

    sample = resource_path("samples", "the-lamplighters-ledger.md").read_text("utf-8")
    text = sample.split("---", 2)[2].strip()
    if words:
        text = " ".join(text.split(" ")[:words])
    with tempfile.TemporaryDirectory() as folder:
        library = Library.open(Path(folder))
        try:
            story_id = insert_manuscript(
                library.store,
                title="The Lamplighter's Ledger",
                text=text,
                words=count_words(text),
                tokens=count_tokens(text),
                sha256="gpu-offload-sample",
                source_format="md",
            )
            story = library.manuscript(story_id)
            service = SummarizeService(library)
            options = SummarizeOptions(words=200, max_tokens=answer_tokens)
            estimate = service.estimate(
                story.id,
                provider.spec,  # type: ignore[attr-defined]
                "auto",
                options,
                provider=provider,  # type: ignore[arg-type]
                measure_speed=True,
            )
            began = time.monotonic()
            outcome = service.summarize(
                story.id,
                provider.spec,  # type: ignore[attr-defined]
                "auto",
                options,
                provider=provider,  # type: ignore[arg-type]
            )
            took = time.monotonic() - began
            statuses = [s.status.value for s in outcome.summaries]
            print(
                f"summary of the sample story ({story.words:,} words, {estimate.strategy}): job "
                f"{outcome.status}, summaries {statuses}, {outcome.calls} calls in "
                f"{took:.1f} s (estimated {estimate.seconds or 0:.0f} s); "
                f"{outcome.message}"
            )
            if outcome.summaries:
                words = outcome.summaries[0].text.split()
                print(f"its opening: {' '.join(words[:40])}…")
            return outcome.status is JobStatus.DONE
        finally:
            library.close()


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.exit(main())
