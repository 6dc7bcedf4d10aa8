"""The one pipeline's shared parts: every model task prices the same model the same way."""

from __future__ import annotations

import pytest
from judges_support import factory, server_spec
from llm_server import FakeLLMServer

from writerlens.services.claims import ClaimsService
from writerlens.services.judges import JudgeService
from writerlens.services.library import Library
from writerlens.services.model_work import MODEL_OVERRIDES, WorkEstimate
from writerlens.services.summarize import SummarizeService
from writerlens.store.library import set_setting


def _estimates(library: Library, server: FakeLLMServer) -> list[WorkEstimate]:
    story = library.install_sample()
    ids = [s.id for s in library.summaries(story.id)][:2]
    spec = server_spec(server)
    return [
        SummarizeService(library, factory).estimate(story.id, spec),
        JudgeService(library, factory).estimate(ids, spec, ["coherence"]),
        ClaimsService(library, factory).estimate_decompose(ids, spec),
    ]


def test_the_writers_own_server_is_free_for_every_task(
    library: Library, llm_server: FakeLLMServer
) -> None:
    # Summarize used to say "free (your server)" and the judges "not known" for this model.
    found = _estimates(library, llm_server)
    assert [type(e).__name__ for e in found] == ["Estimate", "JudgeEstimate", "ClaimsEstimate"]
    for estimate in found:
        assert estimate.calls > 0
        assert (estimate.cost_usd, estimate.is_own_server) == (0.0, True), estimate
        assert estimate.cost_text == "free (your server)"
        assert estimate.as_json()["cost"] == "free (your server)"
    assert llm_server.requests == []  # an estimate sends nothing


def test_a_price_the_writer_set_for_their_server_is_charged_by_every_task(
    library: Library, llm_server: FakeLLMServer
) -> None:
    prices = {"input_usd_per_mtok": 2.0, "output_usd_per_mtok": 8.0}
    set_setting(library.store, MODEL_OVERRIDES, {"openai-compatible": {"judge-model": prices}})
    for estimate in _estimates(library, llm_server):
        assert not estimate.is_own_server
        assert estimate.cost_usd == pytest.approx(
            (estimate.input_tokens * 2.0 + estimate.output_tokens * 8.0) / 1_000_000
        )
        assert estimate.cost_text.startswith("$")
