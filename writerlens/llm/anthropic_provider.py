"""Claude through Anthropic's Messages API (the ``anthropic`` SDK).

The system prompt goes in the ``system`` parameter, not among the messages. Streaming reads the
raw event sequence (message_start, content_block_delta, message_delta, ...) rather than the
SDK's accumulating helper, so that cancel can stop between two pieces of text.
"""

from __future__ import annotations

import json
from typing import Any

import anthropic

from writerlens.domain import CancelToken
from writerlens.llm.address import with_credentials, without_credentials
from writerlens.llm.base import CompletionRequest, FinishReason
from writerlens.llm.cloud import CloudProvider, Emit, RawReply

_FINISH = {
    "end_turn": FinishReason.STOP,
    "stop_sequence": FinishReason.STOP,
    "pause_turn": FinishReason.STOP,
    "tool_use": FinishReason.STOP,
    "max_tokens": FinishReason.LENGTH,
    "model_context_window_exceeded": FinishReason.LENGTH,
    "refusal": FinishReason.REFUSAL,
}


#: Above this the SDK refuses a non-streaming call (it could take over ten minutes).
_MAX_PLAIN_TOKENS = 16_000


def _finish(stop_reason: str | None) -> FinishReason:
    return _FINISH.get(stop_reason or "end_turn", FinishReason.STOP)


class AnthropicProvider(CloudProvider):
    kind = "anthropic"
    sdk_errors = (anthropic.APIError, json.JSONDecodeError)

    @property
    def service(self) -> str:
        return "Anthropic"

    @property
    def takes_temperature(self) -> bool:
        """Only for catalogued models that accept it: newer (unknown) Claude models reject it."""
        return self.info is not None and not self.info.fixed_temperature

    @property
    def address(self) -> str:
        client = self._client
        if isinstance(client, anthropic.Anthropic):
            return without_credentials(str(client.base_url))
        return without_credentials(self.spec.base_url)

    def _new_client(self, api_key: str | None) -> anthropic.Anthropic:
        # base_url None lets the SDK honour ANTHROPIC_BASE_URL; an explicit one wins.
        return anthropic.Anthropic(
            api_key=api_key,
            base_url=with_credentials(self.spec.base_url) or None,
            timeout=self.timeout,
            max_retries=0,
        )

    def _params(self, request: CompletionRequest) -> dict[str, Any]:
        params: dict[str, Any] = {
            "model": self.model,
            "max_tokens": request.max_tokens,
            "messages": [{"role": m.role, "content": m.content} for m in request.turns],
        }
        if self.takes_temperature:
            # anthropic>=1 dropped the argument; the API still takes it from the older models
            params["extra_body"] = {"temperature": request.temperature}
        if request.system:
            params["system"] = request.system
        if request.stop:
            params["stop_sequences"] = list(request.stop)
        return params

    def _plain(self, client: object, request: CompletionRequest) -> RawReply:
        assert isinstance(client, anthropic.Anthropic)
        if request.max_tokens > _MAX_PLAIN_TOKENS:  # the SDK insists on streaming long answers
            return self._stream(client, request, lambda _piece: None, None)
        message = client.messages.create(**self._params(request))
        text = "".join(getattr(block, "text", "") for block in message.content)
        finish = _finish(message.stop_reason)
        return RawReply(
            text=text,
            finish=finish,
            model=message.model,
            input_tokens=message.usage.input_tokens,
            output_tokens=message.usage.output_tokens,
            refused=finish == FinishReason.REFUSAL,
        )

    def _stream(
        self, client: object, request: CompletionRequest, emit: Emit, cancel: CancelToken | None
    ) -> RawReply:
        assert isinstance(client, anthropic.Anthropic)
        pieces: list[str] = []
        model = self.model
        input_tokens: int | None = None
        output_tokens: int | None = None
        stop_reason: str | None = None
        stream = client.messages.create(**self._params(request), stream=True)
        try:
            for event in stream:
                if event.type == "message_start":
                    model = event.message.model or model
                    input_tokens = event.message.usage.input_tokens
                    output_tokens = event.message.usage.output_tokens
                elif event.type == "content_block_delta" and event.delta.type == "text_delta":
                    pieces.append(event.delta.text)
                    emit(event.delta.text)
                elif event.type == "message_delta":
                    stop_reason = event.delta.stop_reason or stop_reason
                    output_tokens = event.usage.output_tokens
                    if event.usage.input_tokens is not None:
                        input_tokens = event.usage.input_tokens
        finally:
            stream.close()
        finish = _finish(stop_reason)
        return RawReply(
            text="".join(pieces),
            finish=finish,
            model=model,
            input_tokens=input_tokens,
            output_tokens=output_tokens,
            refused=finish == FinishReason.REFUSAL,
        )
