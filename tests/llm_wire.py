"""The bodies the fake LLM server sends, shaped exactly as Anthropic's and OpenAI's APIs shape
them: Messages and its SSE event sequence, Chat Completions and its ``data:`` chunks, error JSON
and model lists. Kept apart from the HTTP plumbing in ``llm_server`` so that each reads as one
job. Tokens are whitespace-separated words (see :func:`count_words`).
"""

from __future__ import annotations

import re
import time
import uuid
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

ANTHROPIC_REASONS = {
    "stop": "end_turn",
    "length": "max_tokens",
    "stop_sequence": "stop_sequence",
    "refusal": "refusal",
}
_OPENAI_ERROR_TYPES = {
    "rate_limit_error": "requests",
    "api_error": "server_error",
    "overloaded_error": "server_error",
    "not_found_error": "invalid_request_error",
}


@dataclass
class Answer:
    """One answer before it is encoded for either API."""

    text: str
    reason: str  # "stop" | "length" | "stop_sequence" | "refusal"
    stop_sequence: str | None = None
    refusal: str | None = None
    openai_finish: str | None = None


# ---------------------------------------------------------------- text helpers


def count_words(text: str) -> int:
    """The fake server's token count for ``text``."""
    return len(text.split())


def text_of(content: Any) -> str:
    """Flatten a message's content (a string or a list of content blocks) to text."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(block.get("text", "") for block in content if isinstance(block, dict))
    return ""


def messages_of(api: str, body: dict[str, Any]) -> list[dict[str, str]]:
    """The conversation of a request body, system prompt first as role "system"."""
    found: list[dict[str, str]] = []
    if api == "anthropic" and body.get("system"):
        found.append({"role": "system", "content": text_of(body["system"])})
    for message in body.get("messages", []):
        role = message.get("role", "")
        if role == "developer":
            role = "system"
        found.append({"role": role, "content": text_of(message.get("content"))})
    if api == "openai":
        found.sort(key=lambda m: m["role"] != "system")  # stable: system prompts first
    return found


def pieces(text: str) -> list[str]:
    """Stream pieces: each word with the whitespace before it."""
    return re.findall(r"\s*\S+", text) or ([text] if text else [])


def truncate(text: str, max_tokens: int) -> tuple[str, bool]:
    found = pieces(text)
    if max_tokens <= 0 or len(found) <= max_tokens:
        return text, False
    return "".join(found[:max_tokens]), True


def apply_stop(text: str, stops: list[str]) -> tuple[str, str | None]:
    hits = [(text.find(s), s) for s in stops if s and s in text]
    if not hits:
        return text, None
    index, stop = min(hits)
    return text[:index], stop


# ---------------------------------------------------------------- Anthropic Messages API


def anthropic_message(answer: Answer, model: str, input_tokens: int) -> dict[str, Any]:
    content = [{"type": "text", "text": answer.text}] if answer.reason != "refusal" else []
    return {
        "id": "msg_" + uuid.uuid4().hex[:24],
        "type": "message",
        "role": "assistant",
        "model": model,
        "content": content,
        "stop_reason": ANTHROPIC_REASONS[answer.reason],
        "stop_sequence": answer.stop_sequence,
        "usage": {
            "input_tokens": input_tokens,
            "output_tokens": count_words(answer.text),
            "cache_creation_input_tokens": 0,
            "cache_read_input_tokens": 0,
        },
    }


def anthropic_events(
    answer: Answer, model: str, input_tokens: int, text_pieces: Iterable[str]
) -> Iterator[tuple[str, dict[str, Any]]]:
    """(event name, data) in the order the Messages API streams them."""
    message = anthropic_message(Answer("", "stop"), model, input_tokens)
    message.update(content=[], stop_reason=None, stop_sequence=None)
    message["usage"]["output_tokens"] = 1
    yield "message_start", {"type": "message_start", "message": message}
    if answer.reason != "refusal":
        block = {"type": "text", "text": ""}
        yield (
            "content_block_start",
            {
                "type": "content_block_start",
                "index": 0,
                "content_block": block,
            },
        )
        yield "ping", {"type": "ping"}
        for piece in text_pieces:
            delta = {"type": "text_delta", "text": piece}
            yield "content_block_delta", {"type": "content_block_delta", "index": 0, "delta": delta}
        yield "content_block_stop", {"type": "content_block_stop", "index": 0}
    yield (
        "message_delta",
        {
            "type": "message_delta",
            "delta": {
                "stop_reason": ANTHROPIC_REASONS[answer.reason],
                "stop_sequence": answer.stop_sequence,
            },
            "usage": {"output_tokens": count_words(answer.text)},
        },
    )
    yield "message_stop", {"type": "message_stop"}


# ---------------------------------------------------------------- OpenAI Chat Completions


def openai_finish(answer: Answer) -> str:
    if answer.reason == "refusal":
        return answer.openai_finish or "stop"
    return "length" if answer.reason == "length" else "stop"


def openai_usage(prompt: int, completion: int) -> dict[str, int]:
    return {
        "prompt_tokens": prompt,
        "completion_tokens": completion,
        "total_tokens": prompt + completion,
    }


def openai_completion(answer: Answer, model: str, input_tokens: int) -> dict[str, Any]:
    refused = answer.refusal is not None
    message = {
        "role": "assistant",
        "content": None if refused else answer.text,
        "refusal": answer.refusal,
    }
    choice = {
        "index": 0,
        "message": message,
        "logprobs": None,
        "finish_reason": openai_finish(answer),
    }
    return {
        "id": "chatcmpl-" + uuid.uuid4().hex[:24],
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "system_fingerprint": "fp_fake",
        "choices": [choice],
        "usage": openai_usage(input_tokens, count_words(answer.refusal or answer.text)),
    }


def openai_chunks(
    answer: Answer,
    model: str,
    input_tokens: int,
    include_usage: bool,
    text_pieces: Iterable[str],
) -> Iterator[dict[str, Any]]:
    """The ``data:`` chunks of a streamed chat completion (``[DONE]`` is the caller's)."""
    ident = "chatcmpl-" + uuid.uuid4().hex[:24]
    created = int(time.time())
    base = {
        "id": ident,
        "object": "chat.completion.chunk",
        "created": created,
        "model": model,
        "system_fingerprint": "fp_fake",
    }

    def chunk(delta: dict[str, Any], finish: str | None) -> dict[str, Any]:
        choice = {"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish}
        payload: dict[str, Any] = {**base, "choices": [choice]}
        if include_usage:
            payload["usage"] = None
        return payload

    yield chunk({"role": "assistant", "content": "", "refusal": None}, None)
    if answer.refusal is not None:
        for piece in pieces(answer.refusal):
            yield chunk({"refusal": piece}, None)
    else:
        for piece in text_pieces:
            yield chunk({"content": piece}, None)
    yield chunk({}, openai_finish(answer))
    if include_usage:
        output = count_words(answer.refusal or answer.text)
        yield {**base, "choices": [], "usage": openai_usage(input_tokens, output)}


# ---------------------------------------------------------------- errors and model lists


def error_body(api: str, status: int, kind: str, message: str) -> dict[str, Any]:
    if api == "anthropic":
        return {"type": "error", "error": {"type": kind, "message": message}}
    code = "rate_limit_exceeded" if status == 429 else None
    openai_type = _OPENAI_ERROR_TYPES.get(kind, "invalid_request_error")
    return {"error": {"message": message, "type": openai_type, "param": None, "code": code}}


def auth_error_body(api: str, presented: str) -> dict[str, Any]:
    """A 401 body that echoes the key it was sent, as some servers do (scrubbing must cope)."""
    if api == "anthropic":
        return error_body(api, 401, "authentication_error", f"invalid x-api-key: {presented}")
    message = f"Incorrect API key provided: {presented}. Check the key and try again."
    return {
        "error": {
            "message": message,
            "type": "invalid_request_error",
            "param": None,
            "code": "invalid_api_key",
        }
    }


def models_body(api: str, models: list[str]) -> dict[str, Any]:
    if api == "anthropic":
        data = [
            {"type": "model", "id": m, "display_name": m, "created_at": "2025-01-01T00:00:00Z"}
            for m in models
        ]
        first = data[0]["id"] if data else None
        last = data[-1]["id"] if data else None
        return {"data": data, "has_more": False, "first_id": first, "last_id": last}
    listed = [
        {"id": m, "object": "model", "created": 1735689600, "owned_by": "fake"} for m in models
    ]
    return {"object": "list", "data": listed}
