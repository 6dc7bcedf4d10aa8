"""The factory: which provider a spec makes, and what a completion cost."""

from __future__ import annotations

import pytest
from llm_fakes import SECRET

from writerlens.domain import WriterLensError
from writerlens.llm.anthropic_provider import AnthropicProvider
from writerlens.llm.base import Completion, FinishReason, Provider, ProviderSpec
from writerlens.llm.catalog import Catalog
from writerlens.llm.factory import completion_cost, create_provider
from writerlens.llm.openai_provider import OpenAICompatibleProvider, OpenAIProvider


def done(input_tokens: int, output_tokens: int) -> Completion:
    return Completion("text", FinishReason.STOP, input_tokens, output_tokens, "m")


@pytest.mark.parametrize(
    ("spec", "cls"),
    [
        (ProviderSpec(kind="anthropic", model="claude-haiku-4-5"), AnthropicProvider),
        (ProviderSpec(kind="openai", model="gpt-4.1"), OpenAIProvider),
        (
            ProviderSpec(kind="openai-compatible", model="qwen", base_url="http://localhost:1/v1"),
            OpenAICompatibleProvider,
        ),
    ],
)
def test_each_kind_makes_its_provider(spec, cls):
    provider = create_provider(spec, api_key=SECRET)
    assert type(provider) is cls
    assert isinstance(provider, Provider)
    assert provider.kind == spec.kind and provider.model == spec.model
    assert not provider.is_local


def test_an_unknown_kind_is_a_clear_error():
    with pytest.raises(WriterLensError) as caught:
        create_provider(ProviderSpec(kind="gemini", model="x"))
    assert "does not know the model provider “gemini”" in caught.value.message
    assert "openai-compatible" in caught.value.message


def test_a_missing_model_is_a_clear_error():
    with pytest.raises(WriterLensError, match="No model is chosen"):
        create_provider(ProviderSpec(kind="openai", model=" "))


def test_context_windows_come_from_the_catalog_or_the_overrides():
    assert create_provider(ProviderSpec(kind="openai", model="gpt-4o")).context_window() == 128000
    catalog = Catalog.load({"openai": {"gpt-9": {"context_window": 64000}}})
    spec = ProviderSpec(kind="openai", model="gpt-9")
    assert create_provider(spec, catalog=catalog).context_window() == 64000


def test_cloud_token_counts_are_the_cl100k_estimate():
    provider = create_provider(ProviderSpec(kind="anthropic", model="claude-haiku-4-5"))
    assert provider.count_tokens("The lamplighter kept a ledger.") == 8  # The|lamp|l|ighter|...


def test_completion_cost_known_unknown_and_local(gemma_path):
    known = create_provider(ProviderSpec(kind="openai", model="gpt-4.1"))
    # 10,000 in at $2/M + 1,000 out at $8/M
    assert completion_cost(known, done(10_000, 1_000)) == pytest.approx(0.028)
    unknown = create_provider(ProviderSpec(kind="openai", model="gpt-9"))
    assert completion_cost(unknown, done(10_000, 1_000)) is None
    local = create_provider(ProviderSpec(kind="local", model="", model_file=str(gemma_path)))
    assert local.is_local
    assert completion_cost(local, done(10_000, 1_000)) == 0.0
