"""The sample story is practice: how a coordinator's import recognises a practice review.

WriterLens gives every new writer a sample story with three demo summaries written by hand, to
try a review on. Those summaries are stored with the provider ``demo`` (no real model is ever
stored so), and the writer's export leaves the sample and its demo summaries out. Bundles made
by an older WriterLens could still carry them; the coordinator's tables would then list
``demo/demo-faithful`` beside the real models. So an import refuses a bundle that carries a
demo summary unless the coordinator asks for practice bundles, and then the folder's index marks
the bundle as practice.
"""

from __future__ import annotations

from typing import Any

from writerlens.messages import QT_TRANSLATE_NOOP, Message, define

#: The provider the sample's demo summaries are stored with (services.library.install_sample).
PRACTICE_PROVIDER = "demo"

_SAMPLE_REVIEW = define(
    "study.practice.sample_review",
    QT_TRANSLATE_NOOP(
        "messages",
        "it holds the practice review of WriterLens's sample story ({models}), made with an "
        "older WriterLens. Ask the writer to export again: WriterLens now leaves the sample out. "
        "(To keep it anyway, marked as practice: writerlens study import --practice)",
    ),
)


def practice_models(data: Any) -> list[str]:
    """The demo summaries' ``provider/model`` names a bundle's data carries (empty when none)."""
    summaries = data.get("summaries", []) if isinstance(data, dict) else []
    found = {
        f"{PRACTICE_PROVIDER}/{s.get('model', '')}"
        for s in summaries
        if isinstance(s, dict) and s.get("provider") == PRACTICE_PROVIDER
    }
    return sorted(found)


def practice_reason(models: list[str]) -> Message:
    """Why an import refuses a bundle carrying ``models`` (the demo summaries), in words."""
    return _SAMPLE_REVIEW(models=", ".join(models))
