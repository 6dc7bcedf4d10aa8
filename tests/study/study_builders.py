"""Helpers for the study tests: hand-made bundles (valid, synthetic or hostile) as bytes."""

from __future__ import annotations

import io
import random
import struct
import uuid
import warnings
import zipfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from writerlens.study.writer.bundle_data import dumps
from writerlens.study.writer.bundle_file import build_manifest

QUESTIONS = ("coverage", "faithfulness", "coherence", "analysis")
LABELS = ("coverage.vague", "faithfulness.feeling", "faithfulness.action", "coherence.repetition")
SUMMARY_TEXT = "Mara keeps the lighthouse. A storm brings a stranger. Mara lets him in."


def small_data(story: str = "s-1", models: tuple[str, ...] = ("a", "b", "c")) -> dict[str, Any]:
    """A valid data.json: one story, one summary per model, a finished review."""
    summaries = [
        {
            "id": f"m-{story}-{m}",
            "story_id": story,
            "provider": "test",
            "model": m,
            "strategy": "whole",
            "params": {},
            "prompts": [{"role": "whole", "id": "whole-story", "version": "1"}],
            "status": "ok",
            "text": SUMMARY_TEXT,
            "input_tokens": 10,
            "output_tokens": 5,
        }
        for m in models
    ]
    return {
        "stories": [
            {
                "id": story,
                "words": 100,
                "tokens": 120,
                "reading_level": 5.0,
                "labels": {"narrator": None, "detailed_subplot": None, "timeline": None},
            }
        ],
        "summaries": summaries,
        "reviews": [
            {
                "story_id": story,
                "questionnaire": {"id": "reading-subtext", "version": "1"},
                "taxonomy": {"id": "reading-subtext", "version": "1"},
                "complete": True,
                "order": [s["id"] for s in summaries],
                "summaries": [
                    {"summary_id": s["id"], "answers": {q: 3 for q in QUESTIONS}} for s in summaries
                ],
                "spans": [
                    {
                        "id": f"a-{story}",
                        "summary_id": summaries[0]["id"],
                        "start": 0,
                        "end": 4,
                        "quote": "Mara",
                        "label_id": "coverage.vague",
                        "antecedent_id": None,
                    }
                ],
                "ranking": [s["id"] for s in summaries],
            }
        ],
        "probes": [],
        "automatic": [],
    }


def bundle_parts(
    data: dict[str, Any] | None = None,
    *,
    participant: str = "P01",
    study_id: str | None = "pilot",
    bundle_id: str | None = None,
) -> tuple[dict[str, Any], str]:
    data = small_data() if data is None else data
    text = dumps(data)
    manifest = build_manifest(
        data, text, study_id=study_id, participant=participant, bundle_id=bundle_id
    )
    return manifest, text


def zip_bytes(members: list[tuple[str, bytes]], *, compress: bool = True) -> bytes:
    """A zip with exactly these members, names taken as given (even hostile ones)."""
    buffer = io.BytesIO()
    method = zipfile.ZIP_DEFLATED if compress else zipfile.ZIP_STORED
    with zipfile.ZipFile(buffer, "w", compression=method) as archive, warnings.catch_warnings():
        warnings.simplefilter("ignore")  # "Duplicate name": hostile bundles are made on purpose
        for name, raw in members:
            info = zipfile.ZipInfo(name, date_time=(2000, 1, 1, 0, 0, 0))
            info.compress_type = method
            archive.writestr(info, raw)
    return buffer.getvalue()


def bundle_bytes(
    data: dict[str, Any] | None = None,
    *,
    manifest: dict[str, Any] | None = None,
    data_text: str | None = None,
    extra: Sequence[tuple[str, bytes]] = (),
    **kw: Any,
) -> bytes:
    made_manifest, made_text = bundle_parts(data, **kw)
    manifest = made_manifest if manifest is None else manifest
    text = made_text if data_text is None else data_text
    return zip_bytes(
        [("manifest.json", dumps(manifest).encode()), ("data.json", text.encode()), *extra]
    )


def patch_central(
    raw: bytes, name: str, *, size: int | None = None, flags: int | None = None
) -> bytes:
    """Make a member's headers (central and local) lie about its size, or set its flags."""
    out = bytearray(raw)
    encoded = name.encode()
    at = 0
    while True:
        at = out.find(b"PK\x01\x02", at)
        if at < 0:
            break
        name_len = struct.unpack_from("<H", out, at + 28)[0]
        if bytes(out[at + 46 : at + 46 + name_len]) == encoded:
            local = struct.unpack_from("<I", out, at + 42)[0]
            if size is not None:
                struct.pack_into("<I", out, at + 24, size)
                struct.pack_into("<I", out, local + 22, size)
            if flags is not None:
                struct.pack_into("<H", out, at + 8, flags)
                struct.pack_into("<H", out, local + 6, flags)
        at += 4
    return bytes(out)


def write(path: Path, raw: bytes) -> Path:
    path.write_bytes(raw)
    return path


# -- synthetic studies (benchmarks, fuzzing, scale) --------------------------------------------


def synthetic_data(
    rng: random.Random, participant: str, stories: int = 25, models: int = 3
) -> dict[str, Any]:
    """A writer's data: ``stories`` stories with one summary per model, reviewed, some spans,
    judge scores; about 5% of summaries refused."""
    data: dict[str, Any] = {
        "stories": [],
        "summaries": [],
        "reviews": [],
        "probes": [],
        "automatic": [],
    }
    for s in range(stories):
        story = f"s-{participant}-{s}"
        data["stories"].append(
            {
                "id": story,
                "words": rng.randint(1000, 9000),
                "tokens": rng.randint(1200, 11000),
                "reading_level": round(rng.uniform(3, 12), 1),
                "labels": {
                    "narrator": rng.choice(["reliable", "unreliable", None]),
                    "detailed_subplot": rng.choice([True, False, None]),
                    "timeline": rng.choice(["linear", "non-linear", None]),
                },
            }
        )
        ids = []
        for m in range(models):
            summary = f"m-{participant}-{s}-{m}"
            status = "refused" if rng.random() < 0.05 else "ok"
            ids.append((summary, status))
            data["summaries"].append(
                {
                    "id": summary,
                    "story_id": story,
                    "provider": "bench",
                    "model": f"model-{m}",
                    "strategy": "whole",
                    "params": {"words": 400},
                    "prompts": [],
                    "status": status,
                    "text": SUMMARY_TEXT,
                    "input_tokens": 4000,
                    "output_tokens": 500,
                }
            )
            if status == "ok":
                for q in QUESTIONS:
                    data["automatic"].append(
                        {
                            "summary_id": summary,
                            "kind": "judge",
                            "name": "judge-x",
                            "question_id": q,
                            "value": rng.randint(1, 4),
                        }
                    )
        order = [i for i, _ in ids]
        rng.shuffle(order)
        ok = [i for i, st in ids if st == "ok"]
        spans = []
        for n, (summary, status) in enumerate(ids):
            if status == "ok" and rng.random() < 0.5:
                spans.append(
                    {
                        "id": f"a-{summary}-{n}",
                        "summary_id": summary,
                        "start": 0,
                        "end": 4,
                        "quote": "Mara",
                        "label_id": rng.choice(LABELS),
                        "antecedent_id": None,
                    }
                )
        ranking = ok[:]
        rng.shuffle(ranking)
        data["reviews"].append(
            {
                "story_id": story,
                "questionnaire": {"id": "reading-subtext", "version": "1"},
                "taxonomy": {"id": "reading-subtext", "version": "1"},
                "complete": True,
                "order": order,
                "summaries": [
                    {
                        "summary_id": i,
                        "answers": {q: rng.randint(1, 4) for q in QUESTIONS} if st == "ok" else {},
                    }
                    for i, st in ids
                ],
                "spans": spans,
                "ranking": ranking,
            }
        )
    return data


def synthetic_bundle(rng: random.Random, participant: str, **kw: Any) -> bytes:
    data = synthetic_data(rng, participant, **kw)
    return bundle_bytes(
        data, participant=participant, bundle_id=str(uuid.UUID(int=rng.getrandbits(128), version=4))
    )


def listing(folder: Path) -> list[tuple[str, int]]:
    """Every path under ``folder`` with its size (what "nothing was written" compares)."""
    return sorted(
        (str(p.relative_to(folder)), p.stat().st_size if p.is_file() else -1)
        for p in folder.rglob("*")
    )
