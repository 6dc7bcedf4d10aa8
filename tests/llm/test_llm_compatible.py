"""Servers that speak OpenAI's API (Ollama, LM Studio, vLLM, llama.cpp): keys, limits, models."""

from __future__ import annotations

import socket

import pytest
from llm_fakes import SECRET
from llm_server import AuthError

from writerlens.domain import WriterLensError
from writerlens.llm import keys
from writerlens.llm.base import (
    ChatMessage,
    CompletionRequest,
    FaultKind,
    ProviderError,
    ProviderSpec,
)
from writerlens.llm.factory import create_provider
from writerlens.llm.openai_provider import PLACEHOLDER_KEY, list_models
from writerlens.messages import Message as Said
from writerlens.messages import render

REQUEST = CompletionRequest(
    messages=(ChatMessage("user", "Summarize this story. It is short."),), max_tokens=50
)


def spec(server, **changes) -> ProviderSpec:
    values = {"kind": "openai-compatible", "model": "llama3.1:8b", "name": "Ollama"}
    values["base_url"] = server.openai_base_url
    values.update(changes)
    return ProviderSpec(**values)


def test_a_server_without_a_key_gets_a_placeholder_not_the_openai_key(llm_server, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)  # must never go to someone else's server
    llm_server.expected_key = PLACEHOLDER_KEY
    completion = create_provider(spec(llm_server)).complete(REQUEST)
    assert completion.text == "Summarize this story. The end."


def test_a_named_servers_key_comes_from_the_keyring(llm_server):
    keys.set_key(keys.server_key_name("Ollama"), "server-key-123")
    llm_server.expected_key = "server-key-123"
    completion = create_provider(spec(llm_server)).complete(REQUEST)
    assert completion.text.endswith("The end.")


def test_servers_get_max_tokens_and_temperature(llm_server):
    request = CompletionRequest(messages=REQUEST.messages, max_tokens=77, temperature=0.1)
    create_provider(spec(llm_server)).complete(request)
    body = llm_server.requests[-1].body
    assert body["max_tokens"] == 77
    assert body["temperature"] == 0.1
    assert "max_completion_tokens" not in body


def test_errors_name_the_server_the_writer_chose(llm_server):
    provider = create_provider(spec(llm_server), max_retries=0)
    llm_server.enqueue(AuthError())
    with pytest.raises(ProviderError) as caught:
        provider.complete(REQUEST)
    assert caught.value.message.startswith("“Ollama” rejected the API key")
    # in German the sentence and the quotation marks are the translator's, with no English
    # noun phrase ("the server “Ollama”") inside
    said = caught.value.said
    assert isinstance(said, Said)
    german = {
        said.kind.template: "{subject} hat den API-Schlüssel abgelehnt ({detail}).",
        "“{name}”": "„{name}“",
    }
    text = render(said, lambda template, count: german.get(template, template))
    assert text.startswith("„Ollama“ hat den API-Schlüssel abgelehnt (")
    assert "server" not in text.lower()


def test_context_window_of_an_unknown_model_comes_from_settings(llm_server):
    assert create_provider(spec(llm_server, context_tokens=32768)).context_window() == 32768
    assert create_provider(spec(llm_server)).context_window() == 8192  # cautious default


def test_a_server_needs_an_address():
    with pytest.raises(WriterLensError, match="has no address"):
        create_provider(ProviderSpec(kind="openai-compatible", model="m", name="LM Studio"))


def test_list_models_reads_the_servers_model_list(llm_server):
    llm_server.models = ["qwen2.5:7b", "llama3.1:8b"]
    assert list_models(llm_server.openai_base_url) == ["llama3.1:8b", "qwen2.5:7b"]
    assert llm_server.requests[-1].path == "/v1/models"


def test_list_models_says_plainly_when_a_server_does_not_list_them(llm_server):
    llm_server.models = None  # answers 404
    with pytest.raises(ProviderError) as caught:
        list_models(llm_server.openai_base_url)
    assert "does not list its models" in caught.value.message
    assert "type the model name" in caught.value.message


def test_list_models_says_plainly_when_nothing_answers():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        url = f"http://127.0.0.1:{sock.getsockname()[1]}/v1"
    with pytest.raises(ProviderError) as caught:
        list_models(url, api_key=SECRET)
    assert caught.value.kind == FaultKind.NETWORK
    assert url in caught.value.message
    assert SECRET not in caught.value.message
