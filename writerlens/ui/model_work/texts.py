"""An estimate's cost in the writer's words, the same in every window (one rule: a model here
or on the writer's own server with no price is free; a cloud price is money; else unknown)."""

from __future__ import annotations

from writerlens.services.model_work import WorkEstimate
from writerlens.ui import plain
from writerlens.ui.tr_context import TrContext

ModelWorkText = TrContext("ModelWorkText")


def cost_words(estimate: WorkEstimate) -> str:
    """ "free (on this computer)", "free (your server)", "about 3 cents ($0.03)", "price
    unknown"."""
    if estimate.is_local:
        return ModelWorkText.tr("free (on this computer)")
    if estimate.is_own_server and not estimate.cost_usd:
        return ModelWorkText.tr("free (your server)")
    return plain.cost(estimate.cost_usd)
