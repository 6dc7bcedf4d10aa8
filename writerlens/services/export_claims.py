"""Reading a story's claims, verdicts, omissions and judgments for an export."""

from __future__ import annotations

import json

from writerlens.domain import (
    Claim,
    ClaimJudgment,
    ClaimOrigin,
    ClaimVerdict,
    Omission,
    OmissionKind,
    Verdict,
)
from writerlens.store.db import Store


def claims_for(store: Store, summary_id: int) -> list[Claim]:
    return [
        Claim(
            r["id"],
            r["summary_id"],
            r["text"],
            r["start"],
            r["end"],
            ClaimOrigin(r["origin"]),
            tuple(json.loads(r["parents"] or "[]")),
            r["claim_set_id"],
            r["retired_at"],
            r["created_at"],
        )
        for r in store.rows(
            "SELECT * FROM claims WHERE summary_id = ? ORDER BY start, id", (summary_id,)
        )
    ]


def verdicts(store: Store, review_id: int) -> dict[int, ClaimVerdict]:
    return {
        r["claim_id"]: ClaimVerdict(
            r["review_id"],
            r["claim_id"],
            Verdict(r["verdict"]),
            r["kind"],
            r["comment"],
            r["evidence_start"],
            r["evidence_end"],
            r["evidence_quote"],
            r["evidence_source"],
            r["updated_at"],
        )
        for r in store.rows(
            "SELECT * FROM claim_verdicts WHERE review_id = ? ORDER BY claim_id", (review_id,)
        )
    }


def omissions(store: Store, review_id: int) -> list[Omission]:
    found = []
    for r in store.rows(
        "SELECT * FROM omissions WHERE review_id = ? ORDER BY start, id", (review_id,)
    ):
        summaries = tuple(
            s[0]
            for s in store.rows(
                "SELECT summary_id FROM omission_summaries WHERE omission_id = ? "
                "ORDER BY summary_id",
                (r["id"],),
            )
        )
        found.append(
            Omission(
                r["id"],
                r["review_id"],
                r["start"],
                r["end"],
                r["quote"],
                r["prefix"],
                r["suffix"],
                OmissionKind(r["kind"]),
                summaries,
                r["comment"],
                r["created_at"],
                r["updated_at"],
            )
        )
    return found


def judgments_for(store: Store, summary_id: int) -> dict[int, list[ClaimJudgment]]:
    found: dict[int, list[ClaimJudgment]] = {}
    for r in store.rows(
        "SELECT j.* FROM claim_judgments j JOIN claims c ON c.id = j.claim_id "
        "WHERE c.summary_id = ? ORDER BY j.claim_id, j.judge_model",
        (summary_id,),
    ):
        found.setdefault(r["claim_id"], []).append(
            ClaimJudgment(
                r["claim_id"],
                r["judge_model"],
                Verdict(r["verdict"]) if r["verdict"] else None,
                tuple(tuple(p) for p in json.loads(r["evidence"] or "[]")),  # type: ignore[misc]
                r["explanation"],
                r["status"],
                r["reply"],
                r["input_tokens"],
                r["output_tokens"],
                r["created_at"],
            )
        )
    return found
