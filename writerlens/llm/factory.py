"""Build the provider a :class:`ProviderSpec` describes; the one door to the model back-ends.

Keys are looked up here (environment variable, then the keyring) unless the caller passes one,
so that strategies and services never handle them. Provider modules are imported on demand: the
local back-end pulls in llama.cpp, which a writer who only uses cloud models never needs.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from typing import TypedDict

from writerlens.domain import WriterLensError
from writerlens.llm import address, keys
from writerlens.llm.base import Completion, Provider, ProviderSpec
from writerlens.llm.catalog import Catalog, estimate_cost
from writerlens.messages import QT_TRANSLATE_NOOP, define

_UNKNOWN_PROVIDER = define(
    "llm.unknown_provider",
    QT_TRANSLATE_NOOP(
        "messages",
        "WriterLens does not know the model provider “{kind}”. Choose one of: {kinds}.",
    ),
)

_NO_MODEL = define(
    "llm.factory.no_model",
    QT_TRANSLATE_NOOP(
        "messages",
        "No model is chosen. Choose a model in Settings → Cloud models.",
    ),
)

_SERVER_WITHOUT_ADDRESS = define(
    "llm.factory.server_without_address",
    QT_TRANSLATE_NOOP(
        "messages",
        "The server “{server}” has no address. Enter its address in "
        "Settings → Servers (for example http://localhost:11434/v1 for Ollama).",
    ),
)

KINDS = ("anthropic", "openai", "openai-compatible", "local")


class _CloudOptions(TypedDict):
    """What every cloud provider takes besides its spec and key (typed, so ``**`` is checked)."""

    catalog: Catalog
    timeout: float
    max_retries: int
    sleep: Callable[[float], None]


def create_provider(
    spec: ProviderSpec,
    *,
    api_key: str | None = None,
    catalog: Catalog | None = None,
    timeout: float = 120.0,
    max_retries: int = 4,
    sleep: Callable[[float], None] = time.sleep,
) -> Provider:
    """A ready provider. A missing cloud key is reported when the first call is made (so the
    settings screen can still ask a provider for its context window)."""
    if spec.base_url:  # credentials in the address go to the keyring, out of the spec
        spec = replace(spec, base_url=address.keep_credentials(spec.base_url))
    if spec.kind == "local":
        from writerlens.llm.local import LocalProvider

        return LocalProvider(spec)
    if spec.kind not in KINDS:
        raise WriterLensError(_UNKNOWN_PROVIDER(kind=spec.kind, kinds=", ".join(KINDS)))
    if not spec.model.strip():
        raise WriterLensError(_NO_MODEL())
    catalog = catalog or Catalog.load()
    options: _CloudOptions = {
        "catalog": catalog,
        "timeout": timeout,
        "max_retries": max_retries,
        "sleep": sleep,
    }
    if spec.kind == "anthropic":
        from writerlens.llm.anthropic_provider import AnthropicProvider

        return AnthropicProvider(spec, api_key=api_key or keys.resolve_key("anthropic"), **options)
    from writerlens.llm.openai_provider import OpenAICompatibleProvider, OpenAIProvider

    if spec.kind == "openai":
        return OpenAIProvider(spec, api_key=api_key or keys.resolve_key("openai"), **options)
    if not spec.base_url.strip():
        raise WriterLensError(_SERVER_WITHOUT_ADDRESS(server=spec.name or spec.model))
    # Never the OPENAI_API_KEY of the environment: it must not go to someone else's server.
    key = api_key or keys.get_key(keys.server_key_name(spec.name or spec.base_url))
    return OpenAICompatibleProvider(spec, api_key=key, **options)


def completion_cost(provider: Provider, completion: Completion) -> float | None:
    """US dollars a completion cost: 0 on this computer, None when the price is unknown."""
    if provider.is_local:
        return 0.0
    info = getattr(provider, "info", None)
    return estimate_cost(info, completion.input_tokens, completion.output_tokens)
