"""OpenAI's Chat Completions API, and the servers that speak it (Ollama, LM Studio, vLLM,
llama.cpp's server) through the same ``openai`` SDK.

OpenAI's own models take ``max_completion_tokens`` (reasoning models accept nothing else and only
their default temperature); local servers often know only the older ``max_tokens``, so each
gets what it understands. A server without a key is sent a placeholder, because the SDK insists
on one and the server ignores it. Streams ask for usage (``include_usage``) so that token counts
are the server's own, and fall back to an estimate where a server does not send it.
"""

from __future__ import annotations

import json
from typing import Any

import openai

from writerlens.domain import CancelToken
from writerlens.llm.address import with_credentials, without_credentials
from writerlens.llm.base import CompletionRequest, FaultKind, FinishReason, ProviderError
from writerlens.llm.cloud import CloudProvider, Emit, RawReply
from writerlens.llm.errors import map_sdk_error
from writerlens.messages import QT_TRANSLATE_NOOP, define

#: a server the writer named, as messages quote it (the translator picks the quotation marks)
_SERVER_NAMED = define("llm.server_named", QT_TRANSLATE_NOOP("messages", "“{name}”"))

_MODELS_UNLISTED = define(
    "llm.openai.models_unlisted",
    QT_TRANSLATE_NOOP(
        "messages",
        "The server at {base_url} does not list its models. Check the address (it "
        "usually ends in /v1), or type the model name yourself.",
    ),
)

#: Sent to servers that need no key (the SDK refuses to run without one).
PLACEHOLDER_KEY = "not-needed"


def _finish(reason: str | None, refusal: str | None) -> tuple[FinishReason, bool]:
    if refusal:
        return FinishReason.REFUSAL, True
    if reason == "content_filter":
        return FinishReason.CONTENT_FILTER, True
    if reason == "length":
        return FinishReason.LENGTH, False
    return FinishReason.STOP, False


class OpenAIProvider(CloudProvider):
    kind = "openai"
    sdk_errors = (openai.OpenAIError, json.JSONDecodeError)

    @property
    def service(self) -> str:
        return "OpenAI"

    @property
    def address(self) -> str:
        client = self._client
        if isinstance(client, openai.OpenAI):
            return without_credentials(str(client.base_url))
        return without_credentials(self.spec.base_url)

    def _new_client(self, api_key: str | None) -> openai.OpenAI:
        # base_url None lets the SDK honour OPENAI_BASE_URL; an explicit one wins.
        return openai.OpenAI(
            api_key=api_key or PLACEHOLDER_KEY,
            base_url=with_credentials(self.spec.base_url) or None,
            timeout=self.timeout,
            max_retries=0,
        )

    def _limit_params(self, request: CompletionRequest) -> dict[str, Any]:
        params: dict[str, Any] = {"max_completion_tokens": request.max_tokens}
        if self.takes_temperature:
            params["temperature"] = request.temperature
        if request.stop and not (self.info is not None and self.info.reasoning):
            params["stop"] = list(request.stop)
        return params

    def _params(self, request: CompletionRequest) -> dict[str, Any]:
        messages = []
        if request.system:
            messages.append({"role": "system", "content": request.system})
        messages += [{"role": m.role, "content": m.content} for m in request.turns]
        return {"model": self.model, "messages": messages, **self._limit_params(request)}

    def _plain(self, client: object, request: CompletionRequest) -> RawReply:
        assert isinstance(client, openai.OpenAI)
        reply = client.chat.completions.create(**self._params(request))
        if not reply.choices:
            raise json.JSONDecodeError("no choices in the reply", "", 0)
        choice = reply.choices[0]
        refusal = getattr(choice.message, "refusal", None)
        finish, refused = _finish(choice.finish_reason, refusal)
        usage = reply.usage
        return RawReply(
            text=choice.message.content or refusal or "",
            finish=finish,
            model=reply.model or self.model,
            input_tokens=usage.prompt_tokens if usage else None,
            output_tokens=usage.completion_tokens if usage else None,
            refused=refused,
        )

    def _stream(
        self, client: object, request: CompletionRequest, emit: Emit, cancel: CancelToken | None
    ) -> RawReply:
        assert isinstance(client, openai.OpenAI)
        pieces: list[str] = []
        refusal: list[str] = []
        model = self.model
        reason: str | None = None
        input_tokens: int | None = None
        output_tokens: int | None = None
        stream = client.chat.completions.create(
            **self._params(request), stream=True, stream_options={"include_usage": True}
        )
        try:
            for chunk in stream:
                model = chunk.model or model
                if chunk.usage is not None:
                    input_tokens = chunk.usage.prompt_tokens
                    output_tokens = chunk.usage.completion_tokens
                if not chunk.choices:
                    continue
                choice = chunk.choices[0]
                reason = choice.finish_reason or reason
                if getattr(choice.delta, "refusal", None):
                    refusal.append(choice.delta.refusal or "")
                if choice.delta.content:
                    pieces.append(choice.delta.content)
                    emit(choice.delta.content)
        finally:
            stream.close()
        refusal_text = "".join(refusal) or None
        finish, refused = _finish(reason, refusal_text)
        return RawReply(
            text="".join(pieces) or refusal_text or "",
            finish=finish,
            model=model,
            input_tokens=input_tokens,
            output_tokens=output_tokens,
            refused=refused,
        )


class OpenAICompatibleProvider(OpenAIProvider):
    """A server the writer runs or chose (Ollama, LM Studio, vLLM, llama.cpp server...)."""

    kind = "openai-compatible"

    @property
    def service(self) -> str:
        """The writer's own name for the server, quoted, else its address: a name, not an
        English noun phrase ("the server “X”"), so that every language's sentence takes it
        as it is (no article, no case, no capital to add)."""
        if self.spec.name:
            return _SERVER_NAMED(name=self.spec.name)
        return without_credentials(self.spec.base_url)

    def _needs_key(self) -> bool:
        return False

    def _limit_params(self, request: CompletionRequest) -> dict[str, Any]:
        params: dict[str, Any] = {"max_tokens": request.max_tokens}
        params["temperature"] = request.temperature
        if request.stop:
            params["stop"] = list(request.stop)
        return params


def list_models(base_url: str, api_key: str | None = None, timeout: float = 10.0) -> list[str]:
    """The model names an OpenAI-compatible server offers (``GET {base_url}/models``), sorted.

    Raises ProviderError with a plain message where the server cannot be reached or does not
    list its models (then the writer types the model name).
    """
    client = openai.OpenAI(
        api_key=api_key or PLACEHOLDER_KEY,
        base_url=with_credentials(base_url),
        timeout=timeout,
        max_retries=0,
    )
    base_url = without_credentials(base_url)  # what messages may show
    service = base_url
    try:
        page = client.models.list()
        return sorted(model.id for model in page.data)
    except (openai.OpenAIError, json.JSONDecodeError) as exc:
        error = map_sdk_error(exc, service=service, address=base_url, model="", secrets=(api_key,))
        if error.kind in (FaultKind.BAD_REQUEST, FaultKind.MALFORMED):
            error = ProviderError(
                _MODELS_UNLISTED(base_url=base_url),
                error.kind,
            )
        raise error from None
    finally:
        client.close()
