"""Helpers for the judges' tests: a service whose providers reach the fake server, specs, and
scripted replies."""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Iterable
from typing import Any

from llm_server import FakeLLMServer, RecordedRequest

from writerlens.llm.base import Provider, ProviderSpec
from writerlens.llm.factory import create_provider
from writerlens.services.consent import consent_request, record
from writerlens.services.judges import JudgeService
from writerlens.services.library import Library


def factory(spec: ProviderSpec, **kwargs: Any) -> Provider:
    """Real providers with a test key that never sleep between retries."""
    kwargs["api_key"] = "test-key"
    return create_provider(spec, sleep=lambda _s: None, **kwargs)


def service(library: Library) -> JudgeService:
    return JudgeService(library, provider_factory=factory)


def server_spec(server: FakeLLMServer, model: str = "judge-model", **changes: Any) -> ProviderSpec:
    """An OpenAI-compatible server on this computer (no consent needed)."""
    return ProviderSpec(
        kind="openai-compatible",
        model=model,
        name="fake",
        base_url=server.openai_base_url,
        **changes,
    )


def cloud_spec(server: FakeLLMServer, kind: str = "anthropic") -> ProviderSpec:
    """A named cloud provider (consent needed), reached at the fake server."""
    base = server.anthropic_base_url if kind == "anthropic" else server.openai_base_url
    model = "claude-haiku-4-5" if kind == "anthropic" else "gpt-4o"
    return ProviderSpec(kind=kind, model=model, base_url=base)


def agree(library: Library, spec: ProviderSpec) -> None:
    request = consent_request(spec)
    assert request is not None
    record(library, request, granted=True)


def replies(server: FakeLLMServer, answers: Iterable[str]) -> None:
    """Answer the requests, in arrival order, with ``answers`` (then "4")."""
    queue = list(answers)
    lock = threading.Lock()

    def reply(_request: RecordedRequest) -> str:
        with lock:
            return queue.pop(0) if queue else "4"

    server.reply = reply


def by_request(server: FakeLLMServer, answer: Callable[[RecordedRequest], str]) -> None:
    server.reply = answer


def sentence_number(request: RecordedRequest) -> int:
    """Which summary sentence a coherence request is about ("sentence 3 of 19")."""
    first_user = next(m["content"] for m in request.messages if m["role"] == "user")
    found = re.search(r"sentence (\d+) of (\d+)", first_user)
    assert found, first_user[:200]
    return int(found.group(1))


def between(content: str, tag: str) -> str:
    return content.split(f"<{tag}>\n", 1)[1].split(f"\n</{tag}>", 1)[0]
