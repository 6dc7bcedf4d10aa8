"""How long does Cancel take to stop a model download? Goal: at most 1 s, worst of the runs.

    .venv/bin/python tests/benchmarks/download_cancel.py [--runs 10] [--rate 1.0]

The real download code (huggingface_hub's client, WriterLens's resumable fetch) fetches a 40 MB
file from the local stand-in hub (tests/fake_hub.py) sending at ``--rate`` MB/s; Cancel is pressed
at a different moment each run, and the time until the download has stopped (its thread ended,
the partial file closed) is measured. Nothing is fetched from the internet. The machine's load
average is printed too: the figures mean little on a machine busy with other work.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import tempfile
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE.parent.parent))

from fake_hub import BLOCK, FakeHub  # noqa: E402

from writerlens.domain import CancelToken  # noqa: E402
from writerlens.services import model_download as md  # noqa: E402

GOAL_S = 1.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--rate", type=float, default=1.0, help="MB/s the hub sends")
    args = parser.parse_args()
    waits: list[float] = []
    with FakeHub() as hub, tempfile.TemporaryDirectory() as tmp:
        os.environ["HF_ENDPOINT"] = hub.url
        os.environ["HF_HUB_CACHE"] = str(Path(tmp) / "hub")
        os.environ.pop("HF_TOKEN", None)
        hub.add("bench/model-GGUF", "model.gguf", os.urandom(40 * 10**6))
        hub.block_delay = BLOCK / (args.rate * 1e6)
        for run in range(args.runs):
            token = CancelToken()

            def fetch(cancel: CancelToken = token) -> None:
                with contextlib.suppress(md.WriterLensError):  # Cancelled: expected
                    md.download(md.HubFile("bench/model-GGUF", "model.gguf"), cancel=cancel)

            worker = threading.Thread(target=fetch)
            worker.start()
            time.sleep(1.0 + 0.13 * run)  # Cancel lands at a different point of a read each run
            pressed = time.monotonic()
            token.cancel()
            worker.join(60)
            waits.append(time.monotonic() - pressed)
    worst = max(waits)
    print(f"download Cancel at {args.rate:g} MB/s, {args.runs} runs")
    print("  each: " + " ".join(f"{w:.2f}" for w in waits) + " s")
    print(f"  worst {worst:.2f} s; goal <= {GOAL_S:.1f} s; worst/goal = {worst / GOAL_S:.2f}")
    print(f"  load average: {', '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0 if worst <= GOAL_S else 1


if __name__ == "__main__":
    raise SystemExit(main())
