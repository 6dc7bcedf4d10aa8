"""Participant codes and server passwords (#22): what the checks refuse, and what they cost.

1. Codes a writer might type for a study that lists none, in the forms people use (names,
   logins, emails, phone numbers, initials, run-together names), with the writer's name listed
   and this computer's login set: how many the join refuses, and every code WriterLens draws
   passing the same check (goal: every identifying one refused, every drawn one accepted).
2. Opening a library of N summaries: the time the one-time sweep for passwords in server
   addresses adds (the first open after an update), against opening the store alone.
Run: ``PYTHONPATH=. .venv/bin/python tests/benchmarks/codes_and_secrets.py [N]``.
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
from pathlib import Path

from writerlens.services.address_secrets import SWEPT, move_to_keyring
from writerlens.store.db import Store
from writerlens.store.library import set_setting
from writerlens.study.writer.codes import draw_code, writer_problem

NAMES = ["Anna Quill", "Jean-Luc Marchetti", "Zoë Li"]
LOGIN, HOST = "aquill", "quills-mbp"
IDENTIFYING = [
    "anna.quill", "annaquill", "AnnaQ", "anna_q", "aquill", "aquill-7", "AQuill1", "quill.a",
    "anna.quill@example.com", "anna+study@gmail.com", "07700900123", "+447700900123",
    "0612345678", "5551234567", "jl.marchetti", "JLMarchetti", "marchetti-2", "zoe.li",
    "ZoeLi88", "li-zoe", "quills-mbp", "annaq.com", "writer-anna", "Anna", "Quill",
    "annaquill.substack.com", "C:Users", "jean-luc", "Marchetti", "zoe",
]  # fmt: skip
ACCEPTABLE = ["P01", "W-07", "S3-X9", "P-42", "A1", "G7-K2"]


def codes() -> None:
    refused = [c for c in IDENTIFYING if writer_problem(c, NAMES, users=[LOGIN], hosts=[HOST])]
    passed = [c for c in IDENTIFYING if c not in refused]
    drawn = [draw_code() for _ in range(10_000)]
    drawn_bad = [c for c in drawn if writer_problem(c, NAMES, users=[LOGIN], hosts=[HOST])]
    fine = [c for c in ACCEPTABLE if not writer_problem(c, NAMES, users=[LOGIN], hosts=[HOST])]
    print(f"identifying codes typed: {len(IDENTIFYING)}, refused {len(refused)}, "
          f"accepted {len(passed)} {passed}")  # fmt: skip
    print(f"plain codes typed: {len(ACCEPTABLE)}, accepted {len(fine)}")
    print(f"drawn codes: {len(drawn)}, distinct {len(set(drawn))}, refused {len(drawn_bad)}")


def sweep(n: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        store = Store(Path(folder) / "library.sqlite3")
        params = json.dumps({"words": 400, "provider": {"base_url": "http://localhost:11434/v1"}})
        with store.write() as db:
            db.execute(
                "INSERT INTO manuscripts (title, text, words, tokens, sha256, source_format, "
                "imported_at) VALUES ('t', 'x', 1, 1, 'x', 'txt', '')"
            )
            store.connection().executemany(
                "INSERT INTO summaries (manuscript_id, provider, model, strategy, params, text, "
                "status, created_at) VALUES (1, 'p', 'm', 'whole', ?, 'x', 'ok', '')",
                [(params,)] * n,
            )
        runs = 5
        started = time.perf_counter()
        for _ in range(runs):
            Store(store.path).close()
        baseline = (time.perf_counter() - started) / runs
        started = time.perf_counter()
        for _ in range(runs):
            opened = Store(store.path)
            set_setting(opened, SWEPT, None)  # as a library an older WriterLens wrote
            move_to_keyring(opened)
            opened.close()
        with_sweep = (time.perf_counter() - started) / runs
        store.close()
    print(
        f"open a library of {n} summaries: store alone {baseline * 1000:.1f} ms, "
        f"with the sweep {with_sweep * 1000:.1f} ms (ratio {with_sweep / baseline:.2f})"
    )


if __name__ == "__main__":
    codes()
    sweep(int(sys.argv[1]) if len(sys.argv) > 1 else 20_000)
