"""A summary's claim decomposition runs and kept judgments as data. Stored by
:mod:`writerlens.store.claims`.
"""

from __future__ import annotations

from dataclasses import dataclass

from writerlens.domain import (
    ClaimJudgment,
)


@dataclass(frozen=True)
class ClaimSet:
    """One decomposition run of one summary, kept with the model's reply (also when it failed)."""

    id: int
    summary_id: int
    provider: str
    model: str
    prompt_id: str
    prompt_version: str
    status: str
    reply: str = ""
    error: str = ""
    input_tokens: int = 0
    output_tokens: int = 0
    created_at: str = ""


#: A judge's verdict with the prompt it was asked with, as kept by undo (see ``judgments_of``).
KeptJudgment = tuple[ClaimJudgment, str]
