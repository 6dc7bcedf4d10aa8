"""Two and four processes importing at once: into one study folder, and into one new library.

Each round starts real ``python -m writerlens`` processes together (the CLI path a coordinator or
a writer uses) and then checks the promises:

- study folder: every bundle a process reported "accepted" is in the index and its stored file
  is readable (accepted-but-missing, goal 0); a bundle given to every process is accepted by
  exactly one of them (the others call it a copy); no process fails (goal 0).
- new library: every process's ``import`` succeeds on a brand-new ``--data-dir`` (goal 0
  failures), and every story it reported is in the library afterwards (goal 0 missing).

Run: ``PYTHONPATH=$PWD .venv/bin/python tests/benchmarks/concurrent_import.py [ROUNDS]``
(default 40 rounds, each with 2 and with 4 processes).
"""

from __future__ import annotations

import json
import os
import random
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "study"))

from study_builders import synthetic_bundle

from writerlens.study.coordinator.collection import StudyFolder

BUNDLES_PER_PROCESS = 3


def _run(args: list[str]) -> subprocess.Popen[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.Popen(
        [sys.executable, "-m", "writerlens", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )


def study_round(arena: Path, processes: int, rng: random.Random) -> tuple[int, int, int]:
    """(accepted, accepted but missing, failures) of one round into one study folder."""
    study = arena / "study"
    incoming = arena / "incoming"
    incoming.mkdir()
    shared = incoming / "shared.wlbundle"
    shared.write_bytes(synthetic_bundle(rng, "P99", stories=2))
    lists: list[list[str]] = []
    for p in range(processes):
        own = []
        for b in range(BUNDLES_PER_PROCESS):
            path = incoming / f"p{p}-{b}.wlbundle"
            path.write_bytes(synthetic_bundle(rng, f"P{p}x{b}", stories=2))
            own.append(str(path))
        lists.append([*own[:1], str(shared), *own[1:]])
    running = [
        _run(["study", "import", "--study-dir", str(study), *files, "--json"]) for files in lists
    ]
    accepted: list[str] = []
    failures = 0
    shared_accepted = 0
    for proc in running:
        out, err = proc.communicate(timeout=300)
        try:
            results = json.loads(out)
        except ValueError:
            failures += 1
            print(f"  a process failed (exit {proc.returncode}): {err.strip()[-300:]}")
            continue
        for result in results:
            if result["accepted"]:
                accepted.append(result["bundle_id"])
                shared_accepted += result["file"] == "shared.wlbundle"
            elif result["file"] != "shared.wlbundle" or (
                "copy" not in result["reason"] and ("already imported" not in result["reason"])
            ):
                failures += 1
                print(f"  {result['file']} rejected: {result['reason']}")
    if shared_accepted != 1:
        failures += 1
        print(f"  the bundle given to every process was accepted {shared_accepted} times")
    index = StudyFolder(study).index()
    kept = {entry["bundle_id"] for entry in index["bundles"]}
    missing = [b for b in accepted if b not in kept]
    for entry in index["bundles"]:
        try:
            json.loads((study / "bundles" / entry["file"]).read_text("utf-8"))
        except (OSError, ValueError):
            missing.append(entry["bundle_id"])
    if len(index["bundles"]) != len(accepted):
        failures += 1
        print(f"  the index holds {len(index['bundles'])} bundles for {len(accepted)} accepted")
    return len(accepted), len(missing), failures


def library_round(arena: Path, processes: int) -> tuple[int, int, int]:
    """(imported, imported but missing, failures) of one round into one brand-new library."""
    data_dir = arena / "library"
    stories = []
    for p in range(processes):
        path = arena / f"story-{p}.txt"
        path.write_text(f"Story number {p}.\n\nIt rained on the {p} roofs of the town.\n")
        stories.append(path)
    running = [
        _run(["--data-dir", str(data_dir), "import", str(path), "--json"]) for path in stories
    ]
    imported: list[int] = []
    failures = 0
    for proc in running:
        out, err = proc.communicate(timeout=300)
        if proc.returncode != 0:
            failures += 1
            print(f"  a library import failed (exit {proc.returncode}): {err.strip()[-300:]}")
            continue
        for result in json.loads(out):
            if result.get("status") == "imported":
                imported.append(int(result["id"]))
            else:
                failures += 1
                print(f"  unexpected result {result}")
    conn = sqlite3.connect(data_dir / "library.sqlite3")
    present = {row[0] for row in conn.execute("SELECT id FROM manuscripts")}
    conn.close()
    missing = [m for m in imported if m not in present]
    return len(imported), len(missing), failures


def main(rounds: int = 40, seed: int = 11) -> int:
    rng = random.Random(seed)
    started = time.perf_counter()
    bad = 0
    for processes in (2, 4):
        totals = {"study": [0, 0, 0], "library": [0, 0, 0]}
        for _ in range(rounds):
            with tempfile.TemporaryDirectory() as folder:
                arena = Path(folder)
                for key, found in (
                    ("study", study_round(arena, processes, rng)),
                    ("library", library_round(arena, processes)),
                ):
                    totals[key] = [a + b for a, b in zip(totals[key], found, strict=True)]
        for key, (done, missing, failures) in totals.items():
            noun = "bundles accepted" if key == "study" else "stories imported"
            print(
                f"{processes} processes, {rounds} rounds, one {key}: {done} {noun}; "
                f"accepted-but-missing {missing} (goal 0), failures {failures} (goal 0)"
            )
            bad += missing + failures
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"took {time.perf_counter() - started:.0f} s; load average {load}")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main(*[int(a) for a in sys.argv[1:2]]))
