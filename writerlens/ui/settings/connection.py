"""The work behind the "Test connection" and "Fetch models" buttons, run in a worker.

A test is one real, tiny request through the same provider code that summarizes, so that
"Connected" means a summary would get through too: a key that works for listing models may
still be refused for the model chosen. It asks for a few tokens only (a fraction of a cent).
Nothing here knows Qt; the pages run it through :class:`writerlens.ui.workers.Workers`.
"""

from __future__ import annotations

from writerlens.llm import keys
from writerlens.llm.base import ChatMessage, CompletionRequest, ProviderSpec
from writerlens.llm.errors import scrub
from writerlens.llm.factory import create_provider

#: The cheapest question that proves a model answers: a handful of tokens each way.
PING = CompletionRequest(
    messages=(ChatMessage("user", "Reply with the single word: ready"),),
    max_tokens=8,
    temperature=0.0,
)
TIMEOUT_SECONDS = 30.0


def try_model(spec: ProviderSpec, api_key: str | None = None) -> str:
    """Ask ``spec``'s model for a word; the id of the model that answered. Raises
    ProviderError (a message for the writer, scrubbed of keys) when it cannot."""
    provider = create_provider(
        spec, api_key=api_key or None, timeout=TIMEOUT_SECONDS, max_retries=0
    )
    completion = provider.complete(PING)
    return completion.model or spec.model


def server_models(base_url: str, server_name: str, api_key: str | None = None) -> list[str]:
    """The models a server offers, using the typed key or else the one kept for the server."""
    from writerlens.llm.openai_provider import list_models  # the SDK when it is first used

    key = api_key or (keys.get_key(keys.server_key_name(server_name)) if server_name else None)
    return list_models(base_url.strip(), key, timeout=TIMEOUT_SECONDS)


def safe_message(message: str, typed_key: str | None) -> str:
    """A message for the screen, with the key the writer just typed cut out for certain."""
    return scrub(message, (typed_key,))
