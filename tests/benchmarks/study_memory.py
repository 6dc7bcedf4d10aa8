"""A study report's memory and a study import's cost, against the size of the study folder
(issue #29). Each figure comes from a fresh process; the variants alternate, round by round, so
that a busy machine sways them alike, and each ratio is taken pair by pair.

- ``report N[,N...] [ROUNDS] [--before DIR]``: peak RSS and time of ``study report``'s analysis
  (``analyse_folder``: bundles read one at a time, rows spooled to disk) at N accepted bundles,
  beside a baseline that parses every bundle once and keeps none, and (with ``--before``) the
  same report made by an earlier version's source tree DIR, run the same way in the same
  rounds (make one with ``git archive COMMIT writerlens resources | tar -x -C DIR``). Goal:
  flat in N (the peak at the largest N within 1.2x of that at the smallest), under 500 MB.
- ``import SMALL LARGE [ROUNDS]``: the time to import 20 new bundles into a folder of SMALL
  and of LARGE accepted bundles (a copy of it, each round). Goal: LARGE/SMALL <= 1.1.

Folders are built once (with the import's one-update mode) and kept under the system's
temporary folder for later runs. Run: ``.venv/bin/python tests/benchmarks/study_memory.py
report 1000,5000 3 --before DIR`` and ``... import 100 5000 5``.
"""

from __future__ import annotations

import json
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "study"))
sys.path.insert(0, str(ROOT))

from study_builders import synthetic_bundle  # noqa: E402

from writerlens.study.coordinator.collection import StudyFolder  # noqa: E402

CACHE = Path(tempfile.gettempdir()) / "writerlens-study-memory"

_CHILD = r"""
import json, resource, sys, time
from pathlib import Path
mode, folder = sys.argv[1], Path(sys.argv[2])
from writerlens.study.coordinator.collection import StudyFolder
study = StudyFolder(folder)
started = time.perf_counter()
if mode in ("streamed", "before"):  # (the tree on PYTHONPATH: this one, or the earlier one)
    from writerlens.study.coordinator.report import analyse_folder
    analyse_folder(study)
elif mode == "parse-once":
    for entry in study.entries():
        json.loads((folder / "bundles" / entry["file"]).read_text("utf-8"))
elif mode == "import":
    paths = sorted(Path(sys.argv[3]).iterdir())
    results = study.import_files(paths)
    assert all(r.accepted for r in results), [r.reason for r in results if not r.accepted]
seconds = time.perf_counter() - started
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024  # kilobytes on Linux
print(json.dumps({"seconds": seconds, "peak": peak}))
"""


def folder_of(count: int) -> Path:
    """A study folder of ``count`` accepted synthetic bundles (25 stories x 3 summaries).
    Past 1,000, the folder of 1,000 (imported) is copied with other participants' codes (each
    copy stored and indexed as an import stores it, without the import's checks, which took
    9 minutes per thousand on this loaded machine)."""
    folder = CACHE / f"study-{count}"
    if (folder / "index.sqlite").is_file() and len(StudyFolder(folder).entries()) == count:
        return folder
    shutil.rmtree(folder, ignore_errors=True)
    if count > 1000 and count % 1000 == 0:
        return _copies(folder_of(1000), folder, count // 1000)
    rng = random.Random(count)
    with tempfile.TemporaryDirectory() as incoming:
        paths = []
        for number in range(count):
            path = Path(incoming) / f"b{number:05d}.wlbundle"
            path.write_bytes(synthetic_bundle(rng, f"P{number:05d}"))
            paths.append(path)
        results = StudyFolder(folder).import_files(paths, one_update=True)
    assert all(r.accepted for r in results)
    return folder


def _copies(source: Path, folder: Path, times: int) -> Path:
    """``source``'s bundles ``times`` over, copy k's participant codes P.... renamed k...."""
    from writerlens.study.coordinator import folder_index
    from writerlens.study.coordinator.collection import DIGEST_KEY, content_digest

    entries = StudyFolder(source).entries()
    (folder / "bundles").mkdir(parents=True)
    db = folder_index.connect(folder / folder_index.INDEX, timeout=60)
    with folder_index.transaction(db):
        folder_index.set_meta(db, "study_id", json.dumps(StudyFolder(source).study_id))
        for copy in range(times):
            letter = "PQRSTUVWXYZ"[copy]
            for entry in entries:
                text = (source / "bundles" / entry["file"]).read_text("utf-8")
                if copy:
                    text = re.sub(r"\bP(\d{5})\b", letter + r"\1", text)
                bundle = json.loads(text)
                number = folder_index.next_number(db)
                digest = content_digest(bundle["data"])
                name = f"{number:05d}-{digest[:16]}.json"
                (folder / "bundles" / name).write_text(text, "utf-8")
                participant = bundle["manifest"]["participant"]
                stories = [s["id"] for s in bundle["data"]["stories"]]
                folder_index.append(
                    db,
                    {
                        "file": name,
                        "bundle_id": f"{entry['bundle_id']}-{copy}",
                        "content_sha256": f"{digest}-{copy}",
                        DIGEST_KEY: digest,
                        "participant": participant,
                        "imported": entry["imported"],
                        "stories": stories,
                    },
                    DIGEST_KEY,
                )
    db.close()
    return folder


def child(*args: str, tree: Path = ROOT) -> dict[str, float]:
    # (run in the tree: ``-c`` puts the working folder first on the import path)
    env = dict(os.environ, PYTHONPATH=str(tree))
    out = subprocess.run(
        [sys.executable, "-c", _CHILD, *[str(Path(a).resolve()) if "/" in a else a for a in args]],
        env=env,
        cwd=tree,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return json.loads(out.strip().splitlines()[-1])


def spread(values: list[float], unit: str = "") -> str:
    return (
        f"min {min(values):.2f}{unit}  median {statistics.median(values):.2f}{unit}  "
        f"max {max(values):.2f}{unit}"
    )


#: The goal for the report's peak memory: at the largest study, at most this many times the
#: peak at the smallest ("flat": memory follows the work, not the number of bundles), and
#: under 500 MB.
FLAT = 1.2
LIMIT_MB = 500


def report(counts: list[int], rounds: int, before: Path | None) -> None:
    modes = ("streamed", "before", "parse-once") if before else ("streamed", "parse-once")
    trees = {"before": before or ROOT}
    print(f"load average: {', '.join(f'{v:.2f}' for v in os.getloadavg())}")
    if before:
        print(f"before: the source tree {before}")
    peaks: dict[str, dict[int, list[float]]] = {m: {} for m in modes}
    for count in counts:
        folder = folder_of(count)
        seen: dict[str, list[dict[str, float]]] = {m: [] for m in modes}
        for _ in range(rounds):
            for mode in modes:
                seen[mode].append(child(mode, str(folder), tree=trees.get(mode, ROOT)))
        print(f"\n{count:,} bundles, {rounds} rounds (peak RSS of a fresh process; seconds):")
        for mode in modes:
            mb = [r["peak"] / 1e6 for r in seen[mode]]
            seconds = [r["seconds"] for r in seen[mode]]
            peaks[mode][count] = mb
            print(f"  {mode:<11} RSS MB: {spread(mb)}   s: {spread(seconds)}")
        for mode in modes[:-1]:
            rss = [
                a["peak"] / b["peak"] for a, b in zip(seen[mode], seen["parse-once"], strict=True)
            ]
            took = [
                a["seconds"] / b["seconds"]
                for a, b in zip(seen[mode], seen["parse-once"], strict=True)
            ]
            print(f"  {mode} / parse-once: RSS {spread(rss, 'x')}; time {spread(took, 'x')}")
        if before:
            took = [
                a["seconds"] / b["seconds"]
                for a, b in zip(seen["streamed"], seen["before"], strict=True)
            ]
            rss = [
                a["peak"] / b["peak"] for a, b in zip(seen["streamed"], seen["before"], strict=True)
            ]
            print(f"  streamed / before: RSS {spread(rss, 'x')}; time {spread(took, 'x')}")
    if len(counts) > 1:
        small, large = min(counts), max(counts)
        print(f"\npeak RSS at {large:,} / at {small:,} bundles (goal: flat, <= {FLAT:.2f}x; "
              f"and under {LIMIT_MB} MB):")  # fmt: skip
        for mode in modes[:-1]:
            ratios = [b / a for a, b in zip(peaks[mode][small], peaks[mode][large], strict=True)]
            top = max(peaks[mode][large])
            verdict = "met" if max(ratios) <= FLAT and top < LIMIT_MB else "NOT met"
            print(f"  {mode:<11} {spread(ratios, 'x')}; largest peak {top:.0f} MB: goal {verdict}")


def imports(small: int, large: int, rounds: int) -> None:
    folders = {small: folder_of(small), large: folder_of(large)}
    rng = random.Random(2029)
    took: dict[int, list[float]] = {small: [], large: []}
    print(f"load average: {', '.join(f'{v:.2f}' for v in os.getloadavg())}")
    with tempfile.TemporaryDirectory() as work:
        incoming = Path(work) / "incoming"
        incoming.mkdir()
        for number in range(20):
            (incoming / f"new{number:02d}.wlbundle").write_bytes(
                synthetic_bundle(rng, f"N{number:02d}")
            )
        for _ in range(rounds):
            for size in (small, large):
                copy = Path(work) / f"copy-{size}"
                shutil.rmtree(copy, ignore_errors=True)
                shutil.copytree(folders[size], copy)
                took[size].append(child("import", str(copy), str(incoming))["seconds"])
                shutil.rmtree(copy)
    print(f"import of 20 bundles, {rounds} rounds (seconds):")
    for size in (small, large):
        print(f"  into {size:>6,} entries: {spread(took[size], ' s')}")
    ratios = [b / a for a, b in zip(took[small], took[large], strict=True)]
    print(f"  {large:,} / {small:,}: {spread(ratios, 'x')}   (goal <= 1.10x)")


def main(argv: list[str]) -> int:
    started = time.perf_counter()
    if argv and argv[0] == "report":
        before = None
        if "--before" in argv:
            at = argv.index("--before")
            before = Path(argv[at + 1]).resolve()
            argv = argv[:at] + argv[at + 2 :]
        counts = [int(c) for c in (argv[1] if len(argv) > 1 else "1000,5000").split(",")]
        report(counts, int(argv[2]) if len(argv) > 2 else 3, before)
    elif argv and argv[0] == "import":
        small = int(argv[1]) if len(argv) > 1 else 100
        large = int(argv[2]) if len(argv) > 2 else 5000
        imports(small, large, int(argv[3]) if len(argv) > 3 else 5)
    else:
        print(__doc__)
        return 2
    print(f"(benchmark took {time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
