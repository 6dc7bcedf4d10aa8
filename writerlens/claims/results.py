"""What a claims run hands out: its estimate and its typed progress (like the judges')."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from writerlens.llm.catalog import cost_text as describe_cost


class ClaimTask(StrEnum):
    """The two things a model does with claims."""

    DECOMPOSE = "decompose"  # break a summary into claims
    JUDGE = "judge"  # give a verdict on each claim, from the story passages retrieved for it


@dataclass(frozen=True)
class ClaimsEstimate:
    """What a claims run will take, counted before anything is sent (replies are guessed)."""

    task: ClaimTask
    model: str
    summary_ids: tuple[int, ...]
    calls: int
    input_tokens: int
    output_tokens: int
    cost_usd: float | None  # None: the model's price is unknown
    is_local: bool
    context_tokens: int = 0
    #: things the writer should know first (a summary without text, one too long)
    notes: tuple[str, ...] = ()

    @property
    def cost_text(self) -> str:
        return describe_cost(self.cost_usd, self.is_local)

    def as_json(self) -> dict[str, Any]:
        return {
            "task": str(self.task),
            "model": self.model,
            "summary_ids": list(self.summary_ids),
            "calls": self.calls,
            "input_tokens": self.input_tokens,
            "output_tokens": self.output_tokens,
            "cost_usd": self.cost_usd,
            "cost": self.cost_text,
            "local": self.is_local,
            "context_tokens": self.context_tokens,
            "notes": list(self.notes),
        }


@dataclass(frozen=True)
class ClaimsProgress:
    """Where a claims run is: summary ``step`` of ``steps``, and ``done`` of ``total`` calls
    (decomposing) or claims (judging) within it. ``message`` is the run's own words."""

    task: ClaimTask
    step: int
    steps: int
    summary_id: int
    done: int = 0
    total: int = 0
    message: str = ""

    @property
    def fraction(self) -> float:
        """How much of the whole run is done, 0..1."""
        within = self.done / self.total if self.total else 0.0
        return min(1.0, (self.step + within) / max(self.steps, 1))


ClaimsProgressCallback = Callable[[ClaimsProgress], None]
