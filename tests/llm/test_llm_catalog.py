"""The model catalog: what a call costs, and models it does not know."""

from __future__ import annotations

import pytest

from writerlens.llm.catalog import Catalog, estimate_cost, format_cost


def test_the_shipped_catalog_says_when_it_was_checked_and_that_prices_change():
    catalog = Catalog.load()
    assert catalog.checked
    assert "change" in catalog.note
    for provider in ("anthropic", "openai"):
        models = catalog.models(provider)
        assert len(models) >= 5
        for info in models:
            assert info.context_window and info.max_output_tokens and info.has_prices


def test_a_known_models_cost_by_hand():
    info = Catalog.load().get("anthropic", "claude-sonnet-4-6")
    assert info is not None
    # 12,000 tokens in at $3/M + 800 out at $15/M = 0.036 + 0.012
    assert estimate_cost(info, 12_000, 800) == pytest.approx(0.048)
    gpt = Catalog.load().get("openai", "gpt-4o-mini")
    # 100,000 in at $0.15/M + 1,000 out at $0.60/M = 0.015 + 0.0006
    assert estimate_cost(gpt, 100_000, 1_000) == pytest.approx(0.0156)


def test_dated_snapshots_and_aliases_find_their_model():
    catalog = Catalog.load()
    assert catalog.get("anthropic", "claude-sonnet-4-6-20250929").model == "claude-sonnet-4-6"
    assert catalog.get("openai", "gpt-4o-2024-08-06").model == "gpt-4o"
    assert catalog.get("anthropic", "claude-3-5-haiku-20241022").model == (
        "claude-3-5-haiku-latest"
    )
    assert catalog.get("openai", "claude-sonnet-4-6") is None  # providers do not mix


def test_an_unknown_model_has_an_unknown_cost():
    catalog = Catalog.load()
    assert catalog.get("openai", "gpt-9-turbo") is None
    assert estimate_cost(catalog.get("openai", "gpt-9-turbo"), 1000, 1000) is None
    assert format_cost(None) == "unknown"


def test_an_unknown_model_is_described_by_overrides():
    overrides = {
        "openai-compatible": {
            "llama3.1:8b": {"context_window": 131072, "input_usd_per_mtok": 0.0,
                            "output_usd_per_mtok": 0.0},
        },
        "openai": {"gpt-9-turbo": {"context_window": 500_000, "input_usd_per_mtok": 4.0,
                                   "output_usd_per_mtok": 12.0}},
    }  # fmt: skip
    catalog = Catalog.load(overrides)
    llama = catalog.get("openai-compatible", "llama3.1:8b")
    assert llama is not None and llama.context_window == 131072
    assert estimate_cost(llama, 10_000, 1_000) == 0.0
    gpt9 = catalog.get("openai", "gpt-9-turbo")
    assert estimate_cost(gpt9, 1_000_000, 500_000) == pytest.approx(10.0)


def test_an_override_without_prices_still_leaves_the_cost_unknown():
    catalog = Catalog.load({"openai": {"gpt-9-turbo": {"context_window": 500_000}}})
    info = catalog.get("openai", "gpt-9-turbo")
    assert info.context_window == 500_000
    assert estimate_cost(info, 1000, 1000) is None


def test_an_override_changes_only_what_it_names():
    catalog = Catalog.load({"anthropic": {"claude-haiku-4-5": {"input_usd_per_mtok": 2.0}}})
    info = catalog.get("anthropic", "claude-haiku-4-5")
    assert info.input_usd_per_mtok == 2.0
    assert info.output_usd_per_mtok == 5.0 and info.context_window == 200_000


def test_an_override_with_a_misspelt_field_is_refused():
    with pytest.raises(ValueError, match="context_windw"):
        Catalog.load({"openai": {"gpt-4o": {"context_windw": 1}}})


def test_costs_read_plainly():
    assert format_cost(0.0123456) == "$0.0123"
    assert format_cost(12.5) == "$12.50"


def test_retirements_agree_with_the_sdks_own_list_and_no_default_is_retiring():
    """The Anthropic SDK ships the models it warns are deprecated, with their end-of-life date
    (``anthropic._data.DEPRECATED_MODELS``): the catalog says each of them retires on that day
    (Settings and the Summarize dialog warn from it), and the models ticked by default are not
    among them (every call would warn, and the default would stop working)."""
    from datetime import datetime

    data = pytest.importorskip("anthropic._data")
    from writerlens.services.model_setup import DEFAULT_CLOUD

    catalog = Catalog.load()
    for model, day in data.DEPRECATED_MODELS.items():
        info = catalog.get("anthropic", model)
        if info is None:
            continue  # a model the catalog does not offer
        plain = day.replace("st,", ",").replace("nd,", ",").replace("rd,", ",")
        said = datetime.strptime(plain.replace("th,", ","), "%B %d, %Y").date().isoformat()
        assert info.retires == said, f"{model}: the SDK says {said}, the catalog {info.retires!r}"
    for provider, model in DEFAULT_CLOUD:
        if provider == "anthropic":
            assert model not in data.DEPRECATED_MODELS
