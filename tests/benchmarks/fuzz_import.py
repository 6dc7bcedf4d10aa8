"""Fuzzing imports: 10,000 mutated bundles, then issue #11's hostile kinds (bundles and
manuscripts), each kind in its own process with a memory limit.

Goals: 0 tracebacks (an exception other than a refusal escaping the import), 0 cases over 10 s,
peak RSS under 1 GB, 0 accepted cases that should be refused, 0 writes outside the study
folder. The slowest case and the largest memory are printed.
Run: ``PYTHONPATH=$PWD .venv/bin/python tests/benchmarks/fuzz_import.py [COUNT] [SEED]``
(COUNT 0 runs only the hostile kinds; a third argument runs only the hostile kinds whose
name holds it, e.g. ``0 2024 "(#18)"`` for the claim kinds of fuzz_claims.py).
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import subprocess
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "study"))

import fuzz_claims
from study_builders import (
    bundle_parts,
    listing,
    patch_central,
    small_data,
    synthetic_data,
    zip_bytes,
)

from writerlens.study.coordinator.collection import INDEX, LOCK, StudyFolder
from writerlens.study.writer.bundle_data import dumps
from writerlens.study.writer.bundle_file import build_manifest

HOSTILE_NAMES = [
    "../data.json", "../../etc/passwd", "/etc/passwd", "C:\\Windows\\x", "..\\..\\x",
    "bundles/../../x", "data.json/", "dir/", "", ".", "manifest.json\x00.txt", "\u202ejson.atad",
    "index.json", "../index.json", "data.JSON", "a" * 300,
]  # fmt: skip
JUNK = [None, True, -1, 2**70, 1e308, "", "x" * 500, [], {}, [[[]]], {"a": {"b": {}}}, "../x"]


def _valid(rng: random.Random) -> tuple[dict, dict]:
    data = synthetic_data(rng, f"P{rng.randint(0, 99)}", stories=rng.randint(1, 3))
    manifest, _ = bundle_parts(data, participant=f"P{rng.randint(0, 99)}")
    return manifest, data


def _pack(manifest: dict, data_text: str, extra: Sequence[tuple[str, bytes]] = ()) -> bytes:
    return zip_bytes(
        [("manifest.json", dumps(manifest).encode()), ("data.json", data_text.encode()), *extra]
    )


def _mutate_json(rng: random.Random, value: object, depth: int = 0) -> object:
    """Change one thing somewhere in a JSON value."""
    if isinstance(value, dict) and value and depth < 8:
        key = rng.choice(list(value))
        roll = rng.random()
        if roll < 0.15:
            return {k: v for k, v in value.items() if k != key}
        if roll < 0.25:
            return {**value, rng.choice(["extra", "__proto__", key + "x"]): rng.choice(JUNK)}
        return {**value, key: _mutate_json(rng, value[key], depth + 1)}
    if isinstance(value, list) and value and depth < 8:
        index = rng.randrange(len(value))
        roll = rng.random()
        if roll < 0.15:
            return value[:index] + value[index + 1 :]
        if roll < 0.25:
            return [*value, value[index]]  # duplicate ids
        return [*value[:index], _mutate_json(rng, value[index], depth + 1), *value[index + 1 :]]
    return rng.choice(JUNK)


def make_case(rng: random.Random) -> tuple[str, bytes]:
    manifest, data = _valid(rng)
    text = dumps(data)
    kind = rng.choice(
        ["json", "json", "json", "bytes", "bytes", "names", "extra", "deep", "nan",
         "checksum", "sizes", "bomb", "truncate", "valid", "claims", "claims", "claims"]
    )  # fmt: skip
    if kind == "claims":  # issue #18: one to three changes inside a format 2 bundle's claim data
        data = fuzz_claims.base(rng, "A keeper waits by the lamp all winter. " * 8)
        parts = [data["claims"], data["claim_judgments"], data["reviews"][0]["claim_verdicts"],
                 data["reviews"][0]["omissions"]]  # fmt: skip
        for _ in range(rng.randint(1, 3)):
            part = rng.choice(parts)
            changed = _mutate_json(rng, part)
            if isinstance(changed, list):
                part[:] = changed
        text = json.dumps(data)
        with contextlib.suppress(Exception):
            manifest = build_manifest(data, text, study_id="pilot", participant="P1")
        return kind, _pack(manifest, text)
    if kind == "json":  # a semantic or schema problem with a correct checksum
        data = _mutate_json(rng, data)  # type: ignore[assignment]  # any JSON, on purpose
        text = json.dumps(data)
        if isinstance(data, dict) and rng.random() < 0.7:
            # the mutated data may have no lists to read instruments from
            with contextlib.suppress(Exception):
                manifest = build_manifest(data, text, study_id="pilot", participant="P1")
        if rng.random() < 0.3:
            manifest = _mutate_json(rng, manifest)  # type: ignore[assignment]
        return kind, _pack(manifest, text)
    if kind == "bytes":
        raw = bytearray(_pack(manifest, text))
        for _ in range(rng.randint(1, 20)):
            raw[rng.randrange(len(raw))] = rng.randrange(256)
        return kind, bytes(raw)
    if kind == "truncate":
        raw = _pack(manifest, text)
        return kind, raw[: rng.randrange(len(raw))]
    if kind == "names":
        members = [("manifest.json", dumps(manifest).encode()), ("data.json", text.encode())]
        index = rng.randrange(2)
        members[index] = (rng.choice(HOSTILE_NAMES), members[index][1])
        return kind, zip_bytes(members)
    if kind == "extra":
        extra = [(rng.choice([*HOSTILE_NAMES, "data.json", "x"]), b"x" * rng.randint(0, 99))
                 for _ in range(rng.randint(1, 12))]  # fmt: skip
        return kind, _pack(manifest, text, extra)
    if kind == "deep":
        depth = rng.choice([33, 100, 5000, 100_000])
        text = text.replace('"params": {', '"params": {"x": ' + "[" * depth + "]" * depth + ",", 1)
        return kind, _pack(build_manifest(data, text, study_id="pilot", participant="P1"), text)
    if kind == "nan":
        text = text.replace('"reading_level": ', '"reading_level": NaN, "r": ', 1)
        return kind, _pack(manifest, text)
    if kind == "checksum":
        manifest["members"]["data.json"]["sha256"] = f"{rng.getrandbits(256):064x}"
        return kind, _pack(manifest, text)
    if kind == "sizes":
        raw = _pack(manifest, text)
        size = rng.choice([0, 1, 100, 2**31, 2**32 - 1])
        flags = rng.choice([None, 0x1, 0x8])
        return kind, patch_central(raw, rng.choice(["data.json", "manifest.json"]), size=size,
                                   flags=flags)  # fmt: skip
    if kind == "bomb":
        bomb = b"[" + b" " * rng.choice([2, 5]) * 1024 * 1024 + b"]"
        return kind, zip_bytes([("manifest.json", dumps(manifest).encode()), ("data.json", bomb)])
    return kind, _pack(manifest, text)


def main(count: int = 10_000, seed: int = 2024) -> int:
    rng = random.Random(seed)
    crashes: list[str] = []
    escapes = 0
    outcome: Counter[str] = Counter()
    reasons: Counter[str] = Counter()
    with tempfile.TemporaryDirectory() as folder:
        arena = Path(folder)
        (arena / "incoming").mkdir()
        (arena / "keep.txt").write_text("the coordinator's own file")
        study = StudyFolder(arena / "study")
        outside = _outside(arena)
        # one valid bundle first, so that the folder has a study and an index
        study.import_file(_write(arena, _pack(*bundle_parts(small_data()))))
        started = time.perf_counter()
        for number in range(count):
            kind, raw = make_case(rng)
            path = _write(arena, raw)
            try:
                result = study.import_file(path)
            except Exception:  # a crash: the import must refuse, never raise
                crashes.append(f"case {number} ({kind}): {traceback.format_exc(limit=3)}")
                continue
            outcome[f"{kind}:{'accepted' if result.accepted else 'rejected'}"] += 1
            if not result.accepted:
                reasons[result.reason.split("(")[0][:60]] += 1
            now = _outside(arena)
            if now != outside:
                escapes += 1
                outside = now
            extra = {p.name for p in study.root.iterdir()} - {INDEX, "bundles", LOCK}
            if extra:
                escapes += 1
        elapsed = time.perf_counter() - started
    print(f"bundles: {count:,} in {elapsed:.1f} s ({1000 * elapsed / count:.2f} ms each)")
    for key, n in sorted(outcome.items()):
        print(f"  {key:<22} {n:>6,}")
    print("most common reasons:")
    for reason, n in reasons.most_common(12):
        print(f"  {n:>6,}  {reason}")
    print(f"crashes: {len(crashes)} (goal 0)")
    print(f"writes outside the study folder: {escapes} (goal 0)")
    for crash in crashes[:5]:
        print(crash)
    return 1 if crashes or escapes else 0


#: The address-space limit of each hostile kind's process: above the 1 GB goal, so that a case
#: over the goal is measured rather than killed, and far below what would hurt the machine.
MEMORY_LIMIT_MB = 3072
SLOW_S = 10.0
RSS_GOAL_MB = 1024.0


def hostile(seed: int, only: str = "") -> int:
    """Run every kind of fuzz_hostile.py (or those whose name holds ``only``) in its own
    limited process; print the goals."""
    from fuzz_hostile import KINDS

    KINDS = {k: v for k, v in KINDS.items() if only in k}

    worker = Path(__file__).with_name("fuzz_hostile.py")
    tracebacks: list[str] = []
    slow: list[str] = []
    wrong: list[str] = []
    raw_controls: list[str] = []
    outside = 0
    slowest = (0.0, "")
    largest = (0.0, "")
    cases = 0
    started = time.perf_counter()
    for kind, (_target, expect, _generate) in KINDS.items():
        with tempfile.TemporaryDirectory() as folder:
            run = subprocess.run(
                [sys.executable, str(worker), kind, folder, str(seed), str(MEMORY_LIMIT_MB)],
                capture_output=True,
                text=True,
                timeout=900,
            )
        lines = [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]
        if run.returncode != 0:
            tracebacks.append(f"{kind}: the process ended with {run.returncode} after "
                              f"{len(lines)} cases: {run.stderr.strip()[-400:]}")  # fmt: skip
        kind_slowest = max((line.get("seconds", 0.0) for line in lines), default=0.0)
        kind_rss = max((line["rss_mb"] for line in lines), default=0.0)
        print(f"  {kind:<38} {len(lines):>3} results, slowest {kind_slowest:6.2f} s, "
              f"peak RSS {kind_rss:7.0f} MB")  # fmt: skip
        first = True
        for line in lines:
            name = f"{kind}: {line['case']}"
            if "outside" in line:
                outside += line["outside"]
                continue
            cases += 1
            if line["crash"]:
                tracebacks.append(f"{name}\n{line['crash']}")
            if line["seconds"] > SLOW_S:
                slow.append(f"{name} ({line['seconds']:.1f} s)")
            if line["seconds"] > slowest[0]:
                slowest = (line["seconds"], name)
            if line["rss_mb"] > largest[0]:
                largest = (line["rss_mb"], name)
            if line.get("raw_controls"):
                raw_controls.append(name)
            should_accept = line.get("later") or expect == "accept" or (expect == "first" and first)
            judged = line.get("later") or expect != "any"
            if judged and bool(line["accepted"]) != bool(should_accept):
                verb = "accepted" if line["accepted"] else "refused"
                wrong.append(f"{name}: {verb} ({line.get('reason', '')})")
            if not line.get("later"):
                first = False
    elapsed = time.perf_counter() - started
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"hostile kinds: {len(KINDS)} kinds, {cases} cases in {elapsed:.0f} s (load {load})")
    print(f"tracebacks: {len(tracebacks)} (goal 0)")
    print(f"cases over {SLOW_S:.0f} s: {len(slow)} (goal 0)")
    print(f"peak RSS: {largest[0]:.0f} MB (goal under {RSS_GOAL_MB:.0f} MB; "
          f"{largest[0] / RSS_GOAL_MB:.2f} of the goal) in {largest[1]}")  # fmt: skip
    print(f"slowest case: {slowest[0]:.2f} s ({slowest[0] / SLOW_S:.2f} of the 10 s goal) "
          f"in {slowest[1]}")  # fmt: skip
    print(f"accepted that should be refused, or the reverse: {len(wrong)} (goal 0)")
    print(f"reasons with raw control characters: {len(raw_controls)} (goal 0)")
    print(f"writes outside the study folder: {outside} (goal 0)")
    for problem in [*tracebacks[:5], *slow[:5], *wrong[:10], *raw_controls[:5]]:
        print("  " + problem)
    bad = tracebacks or slow or wrong or raw_controls or outside or largest[0] > RSS_GOAL_MB
    return 1 if bad else 0


def _outside(arena: Path) -> list[tuple[str, int]]:
    """Everything in the arena but the study folder and the incoming bundle."""
    found = []
    for entry in arena.iterdir():
        if entry.name in ("study", "incoming"):
            continue
        found.append((entry.name, entry.stat().st_size if entry.is_file() else -1))
        if entry.is_dir():
            found.extend((f"{entry.name}/{name}", size) for name, size in listing(entry))
    return sorted(found)


def _write(arena: Path, raw: bytes) -> Path:
    path = arena / "incoming" / "case.wlbundle"
    path.write_bytes(raw)
    return path


if __name__ == "__main__":
    args = [int(a) for a in sys.argv[1:3]]
    count, seed = (args + [10_000, 2024][len(args) :])[:2]
    status = main(count, seed) if count else 0
    sys.path.insert(0, str(Path(__file__).parent))
    raise SystemExit(hostile(seed, sys.argv[3] if len(sys.argv) > 3 else "") or status)
