"""A large study: import and report 1,000 generated bundles (25 stories x 3 summaries each).

Prints the time of each stage; the goal is at most 5 s for the analysis (reading the accepted
bundles, counting, testing, the paper-shaped tables and agreement), with the CSV tables, plots
and page timed apart.
Run: ``.venv/bin/python tests/benchmarks/study_scale.py [BUNDLES]``.

Memory and folder size (issue #29: a report's peak RSS at 1,000 and 5,000 bundles against a
parse-once baseline; an import into 100 vs 5,000 entries): ``study_scale.py report 1000,5000
[ROUNDS]`` and ``study_scale.py import 100 5000 [ROUNDS]`` (see study_memory.py).
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "study"))

from study_builders import synthetic_bundle

from writerlens.study.coordinator.collection import StudyFolder
from writerlens.study.coordinator.report import analyse_folder, make_report

ANALYSIS_GOAL_S = 5.0


def main(count: int = 1000) -> int:
    rng = random.Random(7)
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        incoming = root / "incoming"
        incoming.mkdir()
        started = time.perf_counter()
        paths = []
        for number in range(count):
            path = incoming / f"b{number:04d}.wlbundle"
            path.write_bytes(synthetic_bundle(rng, f"P{number:04d}"))
            paths.append(path)
        made = time.perf_counter() - started
        size = sum(p.stat().st_size for p in paths)

        study = StudyFolder(root / "study")
        started = time.perf_counter()
        results = study.import_files(paths)
        imported = time.perf_counter() - started
        rejected = [r for r in results if not r.accepted]

        analyse_folder(study)  # once to load scipy, krippendorff and statsmodels (not timed)
        started, cpu_started = time.perf_counter(), time.process_time()
        report = analyse_folder(study)
        analysis = time.perf_counter() - started
        analysis_cpu = time.process_time() - cpu_started

        started = time.perf_counter()
        make_report(study, root / "report")
        full = time.perf_counter() - started

    counts = report["counts"]
    paper = report["paper"]
    print(f"load average (1, 5, 15 min): {', '.join(f'{v:.2f}' for v in os.getloadavg())}")
    print(
        f"paper tables: {len(paper['models_by_questions'])} model rows, "
        f"{len(paper['error_labels'].get('by_label', []))} label rows, "
        f"{len(paper['style_buckets'])} style buckets, {len(paper['judges'])} judge rows, "
        f"{len(report['agreement'])} agreement rows"
    )
    print(f"bundles generated: {count:,} ({size / 1e6:.1f} MB) in {made:.1f} s")
    print(
        f"data: {counts['participants']:,} participants, {counts['stories']:,} stories, "
        f"{counts['summaries']:,} summaries, {counts['answers']:,} answers, "
        f"{counts['spans']:,} spans"
    )
    print(
        f"import: {imported:.1f} s ({1000 * imported / count:.1f} ms per bundle), "
        f"{len(rejected)} rejected"
    )
    print(f"analysis (read the accepted bundles, count, test, paper tables): {analysis:.2f} s")
    print(f"  CPU time of that analysis (less swayed by a loaded machine): {analysis_cpu:.2f} s")
    print(f"  goal <= {ANALYSIS_GOAL_S:.1f} s: ratio {analysis / ANALYSIS_GOAL_S:.2f} of the goal")
    print(f"full report (analysis again + tables + plots + page): {full:.2f} s")
    return 0 if not rejected and min(analysis, analysis_cpu) <= ANALYSIS_GOAL_S else 1


if __name__ == "__main__":
    if sys.argv[1:2] and sys.argv[1] in ("report", "import"):
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        from study_memory import main as memory_main

        raise SystemExit(memory_main(sys.argv[1:]))
    raise SystemExit(main(*(int(a) for a in sys.argv[1:2])))
