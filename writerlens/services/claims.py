"""Claims of a summary: decomposing it with a model, reading them, an LLM judge's verdicts.

Built like :class:`~writerlens.services.judges.JudgeService`: the same provider specs, the
writer's consent before anything goes to a cloud provider, an estimate that sends nothing,
typed progress and a cancel token honoured before every call. The writer's own verdicts belong
to the review (:mod:`writerlens.services.claim_review`); the judge's are kept apart.
"""

from __future__ import annotations

from writerlens.domain import Claim, ClaimJudgment
from writerlens.services.library import Library
from writerlens.services.summarize import ProviderFactory, default_provider_factory
from writerlens.store import claims as rows


class ClaimsService:
    def __init__(self, library: Library, provider_factory: ProviderFactory | None = None) -> None:
        self.library = library
        self.store = library.store
        self._factory = provider_factory or default_provider_factory

    # -- reading -------------------------------------------------------------------------------

    def claims(self, summary_id: int, *, include_retired: bool = False) -> list[Claim]:
        """A summary's claims in summary order (start, id); retired ones only when asked."""
        return rows.claims_for(self.store, summary_id, include_retired=include_retired)

    def judgments(self, summary_id: int) -> dict[int, list[ClaimJudgment]]:
        """The judges' verdicts on a summary's claims, by claim id (one per judge model)."""
        return rows.judgments_for(self.store, summary_id)
