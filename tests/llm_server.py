"""A local stand-in for the Anthropic and OpenAI HTTP APIs, for tests.

The real ``anthropic`` and ``openai`` SDKs are pointed at it through ``base_url``, so the tests
exercise the exact code that talks to the real services: request building, JSON and SSE
parsing, error mapping. It speaks the wire formats faithfully (Messages API with its SSE event
sequence, Chat Completions with ``data:`` chunks and ``[DONE]``, ``GET /v1/models``) and can
misbehave on demand (rate limits, 5xx, refusals, truncation, malformed bodies, hangs, bad keys)
through one-shot behaviours queued with :meth:`FakeLLMServer.enqueue`.

Tokens here are whitespace-separated words: a deterministic, easy-to-compute stand-in that tests
can reproduce with :func:`count_words`. The bodies themselves are built in ``llm_wire``.
"""

from __future__ import annotations

import json
import re
import threading
import time
import uuid
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import llm_wire as wire
from fake_prose import asked_words, prose
from llm_wire import count_words

__all__ = [
    "PROSE_REFUSAL",
    "AuthError",
    "EchoKey",
    "FakeLLMServer",
    "Hang",
    "Malformed",
    "RateLimit",
    "RecordedRequest",
    "Refuse",
    "RefuseInProse",
    "ServerError",
    "Truncate",
    "count_words",
    "default_reply",
]

PROSE_REFUSAL = (
    "I'm sorry, but I can't help summarize this story. It contains material I am not able "
    "to work with."
)
_SECRET_HEADERS = {"x-api-key", "authorization", "api-key"}


# ---------------------------------------------------------------- behaviours (one-shot, FIFO)


@dataclass(frozen=True)
class RateLimit:
    """HTTP 429 with a ``retry-after`` header (seconds) and the provider's error JSON."""

    retry_after: float = 1


@dataclass(frozen=True)
class ServerError:
    """HTTP 5xx (500, 502, 503, or 529 = Anthropic's "overloaded") with the error JSON."""

    status: int = 500


@dataclass(frozen=True)
class Refuse:
    """The provider's own refusal signal.

    Anthropic: ``stop_reason: "refusal"`` with no content. OpenAI: ``message.refusal`` set, no
    content, and ``finish_reason`` as given ("content_filter" by default; "stop" is what
    structured-output refusals carry).
    """

    message: str = "I'm sorry, but I can't assist with that request."
    finish_reason: str = "content_filter"


@dataclass(frozen=True)
class RefuseInProse:
    """A normal, successful reply whose text is a refusal written as prose."""

    text: str = PROSE_REFUSAL


@dataclass(frozen=True)
class Truncate:
    """The reply is cut off: Anthropic ``max_tokens`` / OpenAI ``length``, mid-sentence."""

    text: str = "The lamplighter climbed the hill and found that the ledger"


@dataclass(frozen=True)
class Malformed:
    """HTTP 200 whose body is not valid JSON (or, when streaming, an event that is not)."""


@dataclass(frozen=True)
class Hang:
    """Wait ``seconds`` before answering normally (for client timeout tests)."""

    seconds: float = 5.0


@dataclass(frozen=True)
class AuthError:
    """HTTP 401 as for a wrong key; the message echoes the key it was sent, as some servers do."""


@dataclass(frozen=True)
class EchoKey:
    """A piece of the key it was sent, ``key[start:end]`` (e.g. without its ``sk-ant-``
    prefix), inside an error body with HTTP ``status``, or with 200 inside a successful reply."""

    status: int = 400
    start: int = 0
    end: int | None = None


Behaviour = (
    RateLimit
    | ServerError
    | Refuse
    | RefuseInProse
    | Truncate
    | Malformed
    | Hang
    | AuthError
    | EchoKey
)


# ---------------------------------------------------------------- recorded requests


@dataclass
class RecordedRequest:
    api: str  # "anthropic" | "openai"
    path: str
    method: str
    body: dict[str, Any]
    stream: bool
    headers: dict[str, str]  # secret header values replaced by "<redacted>"
    messages: list[dict[str, str]] = field(default_factory=list)

    @property
    def last_user_message(self) -> str:
        for message in reversed(self.messages):
            if message["role"] == "user":
                return message["content"]
        return ""


def default_reply(request: RecordedRequest) -> str:
    """First sentence of the last user message, then "The end." (so it ends a sentence).

    Asked for a summary of a text (the engine's prompts carry it in a ``<story>``, ``<part>``
    or ``<summary>`` block) of N words, distinct filler words come before "The end.", up to a
    fifth of N: a dozen words where hundreds were asked is not a summary
    (writerlens/summarize/checks.py)."""
    text = " ".join(request.last_user_message.split())
    match = re.match(r"(.+?[.!?])(\s|$)", text)
    first = match.group(1) if match else " ".join(text.split()[:40])
    filler = ""
    if _SUMMARIZED.search(request.last_user_message):
        filler = prose(asked_words(text, default=0) // 5 - count_words(first))
    return f"{first} {filler} The end." if filler else f"{first} The end.".strip()


_SUMMARIZED = re.compile(r"<(story|part|summaries|summary)>")


class FakeLLMServer:
    """Start with ``with FakeLLMServer() as server:``; see the module docstring."""

    def __init__(self) -> None:
        self.latency: float = 0.0
        self.token_delay: float = 0.0  # seconds between streamed pieces
        self.reply: Callable[[RecordedRequest], str] = default_reply
        self.model_answered: str | None = None
        self.models: list[str] | None = ["fake-model-1", "fake-model-2"]
        self.expected_key: str | None = None  # when set, any other key gets a 401
        self.requests: list[RecordedRequest] = []
        self._queue: deque[Behaviour] = deque()
        self._lock = threading.Lock()
        self._arrived = threading.Condition(self._lock)
        self._stopping = threading.Event()
        self._httpd: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # -- lifecycle

    def start(self) -> FakeLLMServer:
        handler = type("_BoundHandler", (_Handler,), {"fake": self})
        httpd = _QuietServer(("127.0.0.1", 0), handler)
        httpd.daemon_threads = True
        httpd.block_on_close = False
        self._httpd = httpd
        self._stopping.clear()
        self._thread = threading.Thread(
            target=httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stopping.set()  # wakes hanging handlers
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
            self._httpd = None
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None

    def __enter__(self) -> FakeLLMServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # -- addresses

    @property
    def port(self) -> int:
        assert self._httpd is not None, "the server is not running"
        return int(self._httpd.server_address[1])

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def anthropic_base_url(self) -> str:
        return self.url

    @property
    def openai_base_url(self) -> str:
        return self.url + "/v1"

    # -- behaviours and records

    def enqueue(self, *behaviours: Behaviour) -> None:
        with self._lock:
            self._queue.extend(behaviours)

    def wait_for_requests(self, n: int, timeout: float = 5) -> list[RecordedRequest]:
        deadline = time.monotonic() + timeout
        with self._arrived:
            while len(self.requests) < n:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise TimeoutError(f"{len(self.requests)} requests arrived, expected {n}")
                self._arrived.wait(left)
            return list(self.requests)

    def _record(self, request: RecordedRequest) -> Behaviour | None:
        with self._arrived:
            self.requests.append(request)
            self._arrived.notify_all()
            if request.method == "POST" and self._queue:
                return self._queue.popleft()
            return None

    def _sleep(self, seconds: float) -> None:
        if seconds > 0:
            self._stopping.wait(seconds)


# ---------------------------------------------------------------- HTTP


class _QuietServer(ThreadingHTTPServer):
    def handle_error(self, request: Any, client_address: Any) -> None:
        """A client that hangs up (timeout, cancel, closed keep-alive) is not an error here."""
        import sys

        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


class _Handler(BaseHTTPRequestHandler):
    fake: FakeLLMServer
    protocol_version = "HTTP/1.1"
    server_version = "FakeLLM/1.0"

    def log_message(self, format: str, *args: Any) -> None:  # quiet in test output
        pass

    # -- entry points

    def do_GET(self) -> None:
        api = "anthropic" if "anthropic-version" in self.headers else "openai"
        self.fake._record(self._recorded(api, {}))
        if self.path.rstrip("/").split("?")[0] != "/v1/models" or self.fake.models is None:
            self._send_error(api, 404, "not_found_error", f"No route for GET {self.path}.")
            return
        self._send_json(200, wire.models_body(api, self.fake.models))

    def do_POST(self) -> None:
        length = int(self.headers.get("content-length") or 0)
        raw = self.rfile.read(length) if length else b""
        path = self.path.split("?")[0]
        api = "anthropic" if path == "/v1/messages" else "openai"
        try:
            body = json.loads(raw or b"{}")
        except ValueError:
            self._send_error(api, 400, "invalid_request_error", "The request body is not JSON.")
            return
        recorded = self._recorded(api, body)
        behaviour = self.fake._record(recorded)
        if path not in ("/v1/messages", "/v1/chat/completions"):
            self._send_error(api, 404, "not_found_error", f"No route for POST {self.path}.")
            return
        self.fake._sleep(self.fake.latency)
        if isinstance(behaviour, Hang):
            self.fake._sleep(behaviour.seconds)
            behaviour = None
        if not self._misbehave(api, recorded, behaviour):
            self._answer(api, recorded, body, behaviour)

    # -- what to send

    def _misbehave(self, api: str, recorded: RecordedRequest, behaviour: Behaviour | None) -> bool:
        """Send the fault ``behaviour`` asks for (or a 401 for a wrong key); False if none."""
        presented = self._presented_key()
        if isinstance(behaviour, AuthError) or (
            self.fake.expected_key is not None and presented != self.fake.expected_key
        ):
            self._send_json(401, wire.auth_error_body(api, presented))
        elif isinstance(behaviour, RateLimit):
            message = "Rate limit reached for requests. Please try again later."
            retry_after = {"retry-after": _seconds(behaviour.retry_after)}
            self._send_error(api, 429, "rate_limit_error", message, headers=retry_after)
        elif isinstance(behaviour, ServerError):
            overloaded = behaviour.status == 529
            kind = "overloaded_error" if overloaded else "api_error"
            text = "Overloaded" if overloaded else "Internal server error"
            self._send_error(api, behaviour.status, kind, text)
        elif isinstance(behaviour, Malformed):
            self._send_malformed(recorded.stream)
        elif isinstance(behaviour, EchoKey) and behaviour.status != 200:
            piece = presented[behaviour.start : behaviour.end]
            message = f"Malformed credential '{piece}' for this project."
            self._send_error(api, behaviour.status, "invalid_request_error", message)
        else:
            return False
        return True

    def _answer(
        self, api: str, recorded: RecordedRequest, body: dict[str, Any], behaviour: Behaviour | None
    ) -> None:
        answer = self._compose(recorded, body, behaviour)
        model = self.fake.model_answered or str(body.get("model", "fake-model"))
        input_tokens = sum(count_words(m["content"]) for m in recorded.messages)
        if not recorded.stream:
            build = wire.anthropic_message if api == "anthropic" else wire.openai_completion
            self._send_json(200, build(answer, model, input_tokens))
            return
        self._start_stream()
        text_pieces = self._paced(wire.pieces(answer.text))
        if api == "anthropic":
            for name, data in wire.anthropic_events(answer, model, input_tokens, text_pieces):
                self._event(name, data)
        else:
            include_usage = bool((body.get("stream_options") or {}).get("include_usage"))
            chunks = wire.openai_chunks(answer, model, input_tokens, include_usage, text_pieces)
            for data in chunks:
                self._event(None, data)
            self._chunk(b"data: [DONE]\n\n")
        self._end_stream()

    def _compose(
        self, request: RecordedRequest, body: dict[str, Any], behaviour: Behaviour | None
    ) -> wire.Answer:
        if isinstance(behaviour, Refuse):
            return wire.Answer(
                "", "refusal", refusal=behaviour.message, openai_finish=behaviour.finish_reason
            )
        if isinstance(behaviour, Truncate):
            return wire.Answer(behaviour.text, "length")
        if isinstance(behaviour, RefuseInProse):
            return wire.Answer(behaviour.text, "stop")
        if isinstance(behaviour, EchoKey):
            piece = self._presented_key()[behaviour.start : behaviour.end]
            text = f"Credential {piece} accepted. {self.fake.reply(request)}"
            return wire.Answer(text, "stop")
        text = self.fake.reply(request)
        stops = body.get("stop_sequences") if request.api == "anthropic" else body.get("stop")
        if isinstance(stops, str):
            stops = [stops]
        text, hit = wire.apply_stop(text, list(stops or []))
        if hit is not None:
            return wire.Answer(text, "stop_sequence", stop_sequence=hit)
        limit = body.get("max_tokens") or body.get("max_completion_tokens") or 0
        text, cut = wire.truncate(text, int(limit))
        return wire.Answer(text, "length" if cut else "stop")

    # -- request helpers

    def _recorded(self, api: str, body: dict[str, Any]) -> RecordedRequest:
        headers = {
            k.lower(): ("<redacted>" if k.lower() in _SECRET_HEADERS else v)
            for k, v in self.headers.items()
        }
        return RecordedRequest(
            api=api,
            path=self.path,
            method=self.command,
            body=body,
            stream=bool(body.get("stream")),
            headers=headers,
            messages=wire.messages_of(api, body),
        )

    def _presented_key(self) -> str:
        key = self.headers.get("x-api-key") or ""
        auth = self.headers.get("authorization") or ""
        if not key and auth.lower().startswith("bearer "):
            key = auth[7:]
        return key

    # -- plain responses

    def _send_json(self, status: int, body: Any, headers: dict[str, str] | None = None) -> None:
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(data)))
        self.send_header("request-id", "req_" + uuid.uuid4().hex[:24])
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self._write(data)

    def _send_error(
        self, api: str, status: int, kind: str, message: str, headers: dict[str, str] | None = None
    ) -> None:
        self._send_json(status, wire.error_body(api, status, kind, message), headers)

    def _send_malformed(self, stream: bool) -> None:
        if stream:
            self._start_stream()
            self._chunk(b"event: message_start\ndata: {this is not json\n\n")
            self._chunk(b"data: {this is not json either\n\n")
            self._end_stream()
            return
        data = b"<html><body>Bad gateway: this is not JSON {"
        self.send_response(200)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(data)))
        self.end_headers()
        self._write(data)

    # -- streaming (chunked transfer encoding, as the real services use)

    def _start_stream(self) -> None:
        self.send_response(200)
        self.send_header("content-type", "text/event-stream; charset=utf-8")
        self.send_header("cache-control", "no-cache")
        self.send_header("transfer-encoding", "chunked")
        self.end_headers()

    def _chunk(self, data: bytes) -> None:
        self._write(f"{len(data):x}\r\n".encode() + data + b"\r\n")

    def _end_stream(self) -> None:
        self._write(b"0\r\n\r\n")

    def _write(self, data: bytes) -> None:
        try:
            self.wfile.write(data)
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):  # the client gave up (timeout, cancel)
            self.close_connection = True

    def _event(self, name: str | None, payload: Any) -> None:
        head = f"event: {name}\n" if name else ""
        self._chunk(f"{head}data: {json.dumps(payload)}\n\n".encode())

    def _paced(self, text_pieces: list[str]) -> Iterator[str]:
        for piece in text_pieces:
            self.fake._sleep(self.fake.token_delay)
            yield piece


def _seconds(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)
