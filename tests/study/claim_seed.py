"""A story whose three summaries have claims, the writer's verdicts with evidence, omissions and
LLM judges' verdicts, made the way the app makes them: the model's claims and the judges'
verdicts through the claims store, the writer's actions through ClaimReview."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from study_builders import small_data
from study_reviews import add_story, review

from writerlens.domain import ClaimJudgment, ClaimOrigin, Verdict
from writerlens.services.claim_review import ClaimReview
from writerlens.services.library import Library
from writerlens.services.review import ReviewSession
from writerlens.store import claims as claim_rows
from writerlens.store import reviews as review_rows

STORY = (
    "The Keeper\n\nAnnika Lindqvist wrote this. A keeper waits by the lamp all winter. "
    "A ship arrives in the storm, and its captain is hurt. The keeper decides to stay "
    "with the lamp, and the captain leaves at dawn.\n"
)
JUDGE_FILE = "/home/annika/models/judge-harbour-q4.gguf"


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
    session = ReviewSession.open(library, manuscript_id)
    writer = ClaimReview(session)

    def claim(summary_id: int, text: str, quote: str) -> int:
        start = texts[summary_id].index(quote)
        made = claim_rows.insert_claim(
            library.store, summary_id=summary_id, text=text, start=start,
            end=start + len(quote), origin=ClaimOrigin.MODEL,
        )  # fmt: skip
        seeded.claims.append(made.id)
        return made.id

    def verdict(claim_id: int, value: str, evidence: str | None = None, **kw: str) -> None:
        where = story_offsets(evidence) if evidence else None
        source = "chosen" if evidence else "none"
        writer.set_verdict(claim_id, value, evidence=where, evidence_source=source, **kw)

    def judged(claim_id: int, judge: str, value: str | None, evidence: str) -> None:
        claim_rows.put_judgment(
            library.store,
            ClaimJudgment(
                claim_id, judge, Verdict(value) if value else None, (story_offsets(evidence),),
                "Annika Lindqvist says so", "ok" if value else "unparseable", "raw",
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
            at = texts[summary_id].index("a keeper waits")
            split = writer.split_claim(
                waits, [("A keeper", at, at + 8), ("waits", at + 9, at + 14)]
            )
            first, second = (c.id for c in split.added)
            seeded.claims += [first, second]
            verdict(first, "faithful")
            verdict(second, "unverifiable")
    note = "Ask Annika Lindqvist at /home/annika/notes.txt"
    shared = list(ids.values())
    for quote, kind, marked in (
        ("its captain is hurt", "event", shared[:2]),
        ("the captain leaves at dawn", "ending", shared),
    ):
        start, end = story_offsets(quote)
        seeded.omissions.append(writer.add_omission(start, end, kind, marked, note).id)
    return seeded


# -- a hand-made bundle with known verdicts, for the report's numbers ----------------------

LENGTH = 300  # the story's length: thirds are 0-99, 100-199, 200-299

# model -> claims as (writer's verdict, kind, where the writer's evidence sits (middle) or None,
#                     judge j1's verdict, where j1's evidence sits)
PLAN = {
    "a": [
        ("faithful", None, 10, "faithful", 10),
        ("faithful", None, 150, "faithful", 150),
        ("partial", "faithfulness.action", 250, "faithful", 250),
        ("unfaithful", "faithfulness.feeling", None, "unfaithful", 260),
    ],
    "b": [
        ("faithful", None, 20, "faithful", 20),
        ("unfaithful", "faithfulness.feeling", 280, "faithful", 280),
        ("unfaithful", None, 290, "unfaithful", 290),
        ("unverifiable", None, None, "partial", None),
        ("partial", "faithfulness.character", 210, "partial", 210),
    ],
    "c": [
        ("faithful", None, 50, "faithful", 50),
        ("faithful", None, 60, "unfaithful", 60),
        ("faithful", None, 250, "faithful", 250),
    ],
}  # fmt: skip


def _passage(middle: int | None) -> dict | None:
    return None if middle is None else {"start": middle - 1, "end": middle + 1}


def claim_data() -> dict:
    data = small_data(models=("a", "b", "c"))
    data["stories"][0]["chars"] = LENGTH
    review = data["reviews"][0]
    review["claim_verdicts"], data["claims"], data["claim_judgments"] = [], [], []
    text = data["summaries"][0]["text"]
    for summary in data["summaries"]:
        model = summary["model"]
        for n, (verdict, kind, at, judged, judge_at) in enumerate(PLAN[model]):
            claim_id = f"c-{model}{n}"
            data["claims"].append(
                {"id": claim_id, "summary_id": summary["id"], "start": 0, "end": len(text),
                 "origin": "model", "parents": [], "retired": False}
            )  # fmt: skip
            review["claim_verdicts"].append(
                {"claim_id": claim_id, "verdict": verdict, "kind": kind,
                 "evidence": _passage(at), "evidence_source": "chosen" if at else "none"}
            )  # fmt: skip
            data["claim_judgments"].append(
                {"claim_id": claim_id, "judge_model": "j1", "verdict": judged, "status": "ok",
                 "evidence": [p for p in [_passage(judge_at)] if p]}
            )  # fmt: skip
        # a retired claim (replaced by the writer) is kept but never counted
        data["claims"].append(
            {"id": f"c-{model}-old", "summary_id": summary["id"], "start": 0, "end": 4,
             "origin": "model", "parents": [], "retired": True}
        )  # fmt: skip
        review["claim_verdicts"].append(
            {"claim_id": f"c-{model}-old", "verdict": "unfaithful", "kind": None,
             "evidence": None, "evidence_source": "none"}
        )  # fmt: skip
    # a second judge whose reply could not be used on one claim, and that always says faithful
    data["claim_judgments"] += [
        {"claim_id": "c-a0", "judge_model": "j2", "verdict": "faithful", "status": "ok",
         "evidence": []},
        {"claim_id": "c-a1", "judge_model": "j2", "verdict": None, "status": "unparseable",
         "evidence": []},
    ]  # fmt: skip
    ids = [s["id"] for s in data["summaries"]]
    review["omissions"] = [
        {"id": "o-1", "start": 10, "end": 20, "kind": "event", "summary_ids": ids},
        {"id": "o-2", "start": 280, "end": 299, "kind": "ending", "summary_ids": ids[:1]},
        {"id": "o-3", "start": 100, "end": 120, "kind": "event", "summary_ids": ids[1:2]},
    ]
    return data
