"""A story whose three summaries have claims, the writer's verdicts with evidence, omissions and
an LLM judge's verdicts, stored the way the app stores them (for the bundle and report tests)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from study_reviews import add_story, review

from writerlens.services.library import Library
from writerlens.store import reviews as review_rows

STORY = (
    "The Keeper\n\nAnnika Lindqvist wrote this. A keeper waits by the lamp all winter. "
    "A ship arrives in the storm, and its captain is hurt. The keeper decides to stay "
    "with the lamp, and the captain leaves at dawn.\n"
)
JUDGE_FILE = "/home/annika/models/judge-harbour-q4.gguf"
NOW = "2025-01-01T10:00:00"


@dataclass
class Seeded:
    manuscript_id: int
    review_id: int
    summary_ids: dict[str, int]
    claims: list[int] = field(default_factory=list)
    omissions: list[int] = field(default_factory=list)


def story_offsets(quote: str) -> tuple[int, int]:
    start = STORY.index(quote)
    return start, start + len(quote)


def seed(library: Library, folder: Path, name: str = "keeper.txt") -> Seeded:
    manuscript_id, ids = add_story(library, folder, name, STORY)
    review(library, manuscript_id, ids, {m: (3, 3, 3, 3) for m in ids}, ranking=list(ids))
    found = review_rows.review_for(library.store, manuscript_id)
    assert found is not None
    seeded = Seeded(manuscript_id, found.id, ids)
    texts = {s.id: s.text for s in library.summaries(manuscript_id)}
    with library.store.write() as db:

        def claim(summary_id: int, text: str, quote: str, **kw: object) -> int:
            start = texts[summary_id].index(quote)
            db.execute(
                'INSERT INTO claims (summary_id, text, start, "end", origin, parents, '
                "retired_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    summary_id, text, start, start + len(quote), kw.get("origin", "model"),
                    json.dumps(kw.get("parents", [])), kw.get("retired"), NOW,
                ),
            )  # fmt: skip
            made = db.execute("SELECT max(id) FROM claims").fetchone()[0]
            seeded.claims.append(made)
            return made

        def verdict(claim_id: int, value: str, evidence: str | None = None, **kw: object) -> None:
            start, end = story_offsets(evidence) if evidence else (None, None)
            db.execute(
                "INSERT INTO claim_verdicts (review_id, claim_id, verdict, kind, comment, "
                "evidence_start, evidence_end, evidence_quote, evidence_source, updated_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    seeded.review_id, claim_id, value, kw.get("kind"), kw.get("comment", ""),
                    start, end, evidence, "chosen" if evidence else "none", NOW,
                ),
            )  # fmt: skip

        def judged(claim_id: int, judge: str, value: str | None, evidence: str) -> None:
            db.execute(
                "INSERT INTO claim_judgments (claim_id, judge_model, verdict, evidence, "
                "explanation, status, reply, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    claim_id, judge, value, json.dumps([list(story_offsets(evidence))]),
                    "Annika Lindqvist says so", "ok" if value else "unparseable", "raw", NOW,
                ),
            )  # fmt: skip

        for model, summary_id in ids.items():
            waits = claim(summary_id, "A keeper waits.", "a keeper waits")
            ship = claim(summary_id, "A ship arrives, said Annika Lindqvist.", "a ship arrives")
            stays = claim(summary_id, "The keeper decides to stay.", "The keeper decides to stay")
            verdict(waits, "faithful", "A keeper waits by the lamp all winter.")
            verdict(
                ship, "partial", "A ship arrives in the storm", kind="faithfulness.action",
                comment="Mail annika@example.org about the storm.",
            )  # fmt: skip
            verdict(stays, "unfaithful", kind="faithfulness.feeling", comment="She never decides.")
            judged(waits, JUDGE_FILE, "faithful", "A keeper waits by the lamp all winter.")
            judged(ship, "claude-x", "faithful", "A ship arrives in the storm")
            judged(stays, "claude-x", None, "The keeper decides to stay")
            if model.endswith("vague"):  # the writer split a claim: the original is kept
                a = claim(summary_id, "A keeper", "a keeper", origin="split", parents=[waits])
                b = claim(summary_id, "waits", "waits", origin="split", parents=[waits])
                db.execute("UPDATE claims SET retired_at = ? WHERE id = ?", (NOW, waits))
                verdict(a, "faithful")
                verdict(b, "unverifiable")
        start, end = story_offsets("its captain is hurt")
        for kind, shared in (("event", list(ids.values())[:2]), ("ending", list(ids.values()))):
            if kind == "ending":
                start, end = story_offsets("the captain leaves at dawn")
            db.execute(
                'INSERT INTO omissions (review_id, start, "end", quote, prefix, suffix, kind, '
                "comment, created_at, updated_at) VALUES (?, ?, ?, ?, '', '', ?, ?, ?, ?)",
                (
                    seeded.review_id, start, end, STORY[start:end], kind,
                    "Ask Annika Lindqvist at /home/annika/notes.txt", NOW, NOW,
                ),
            )  # fmt: skip
            omission = db.execute("SELECT max(id) FROM omissions").fetchone()[0]
            seeded.omissions.append(omission)
            for summary_id in shared:
                db.execute(
                    "INSERT INTO omission_summaries (omission_id, summary_id) VALUES (?, ?)",
                    (omission, summary_id),
                )
    return seeded
