"""Turn what the SDKs raise into :class:`ProviderError` messages a writer can act on.

Both SDKs share one exception family (``APIStatusError`` with ``status_code`` and ``response``,
``APITimeoutError``, ``APIConnectionError``), so one mapper serves them both. Server messages are
passed on only after anything key-shaped has been cut out: some servers echo the key they were
sent ("Incorrect API key provided: sk-..."), and an error message ends up in the database, the
log and on screen.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterable
from typing import Any

from writerlens import redaction
from writerlens.llm.base import FaultKind, ProviderError
from writerlens.messages import QT_TRANSLATE_NOOP, define

_TIMEOUT = define(
    "llm.timeout",
    QT_TRANSLATE_NOOP(
        "messages",
        "{subject} took too long to answer. Try again later, or choose a faster "
        "model or a shorter summary.",
    ),
)

_SERVER_UNREACHABLE = define(
    "llm.server_unreachable",
    QT_TRANSLATE_NOOP(
        "messages",
        "Could not reach the server at {scrub_address}. Is it running, and is this "
        "computer online? Check the address in Settings → Servers.",
    ),
)

_UNEXPECTED_FAILURE = define(
    "llm.unexpected_failure",
    QT_TRANSLATE_NOOP(
        "messages",
        "Something went wrong talking to {service}: {detail}",
    ),
)

_RATE_LIMITED = define(
    "llm.rate_limited",
    QT_TRANSLATE_NOOP(
        "messages",
        "{subject} is receiving too many requests from this account right now. Wait "
        "a minute and try again.",
    ),
)

_KEY_REJECTED = define(
    "llm.key_rejected",
    QT_TRANSLATE_NOOP(
        "messages",
        "{subject} rejected the API key ({detail}). Check the key in Settings → API keys.",
    ),
)

_KEY_REFUSED_ACCESS = define(
    "llm.key_refused_access",
    QT_TRANSLATE_NOOP(
        "messages",
        "{subject} refused access with this API key ({detail}). Check the key in "
        "Settings → API keys.",
    ),
)

_MODEL_UNKNOWN = define(
    "llm.model_unknown",
    QT_TRANSLATE_NOOP(
        "messages",
        "{subject} does not offer the model “{model}” ({detail}). Choose another "
        "model in Settings → Cloud models or Servers.",
    ),
)

_TIMEOUT_SHORT = define(
    "llm.timeout_short",
    QT_TRANSLATE_NOOP(
        "messages",
        "{subject} took too long to answer. Try again in a moment.",
    ),
)

_OVERLOADED = define(
    "llm.overloaded",
    QT_TRANSLATE_NOOP("messages", "{subject} is overloaded. Try again in a few minutes."),
)

_SERVER_PROBLEM = define(
    "llm.server_problem",
    QT_TRANSLATE_NOOP(
        "messages", "{subject} had a problem (error {status}). Try again in a few minutes."
    ),
)

_REQUEST_REFUSED = define(
    "llm.request_refused",
    QT_TRANSLATE_NOOP(
        "messages",
        "{subject} could not accept the request (error {status}: {detail}). If the "
        "story is very long, try a model with a larger context window.",
    ),
)

_REPLY_UNREADABLE = define(
    "llm.reply_unreadable",
    QT_TRANSLATE_NOOP(
        "messages",
        "The reply from {service} could not be understood. If you use a custom "
        "server address, check that it is the right kind of server; otherwise try "
        "again later.",
    ),
)

_CANCELLED_MIDWAY = define(
    "llm.cancelled_midway",
    QT_TRANSLATE_NOOP(
        "messages",
        "Cancelled. The model stopped before it finished.",
    ),
)

HIDDEN = redaction.HIDDEN

_KEY_PATTERNS = (
    re.compile(r"\b(?:sk|pk|rk|ak)-[A-Za-z0-9_\-]{6,}"),  # sk-..., sk-ant-..., sk-proj-...
    re.compile(r"(?i)\bbearer\s+[^\s,;\"']+"),
    re.compile(
        r"(?i)\b(x-api-key|api[_-]?key|token|secret)([\"']?\s*[:=]\s*[\"']?)[^\s,;\"'}]{6,}"
    ),
    # long opaque tokens: 32+ key characters with both letters and digits
    re.compile(r"\b(?=[A-Za-z0-9_\-]*\d)(?=[A-Za-z0-9_\-]*[A-Za-z])[A-Za-z0-9_\-]{32,}\b"),
)

_URL_CREDENTIALS = re.compile(r"//[^/@\s]+@")  # http://user:password@host


def scrub(text: str, secrets: Iterable[str | None] = ()) -> str:
    """``text`` with the given secrets, any run of 8+ characters of a known key (echoed
    without its prefix, or cut), and anything else key-shaped replaced by a marker."""
    secrets = tuple(secrets)
    text = redaction.redact(text, secrets)
    for secret in secrets:
        if secret and len(secret) >= 4:
            text = text.replace(secret, HIDDEN)
    text = _URL_CREDENTIALS.sub(f"//{HIDDEN}@", text)
    text = _KEY_PATTERNS[0].sub(HIDDEN, text)
    text = _KEY_PATTERNS[1].sub("Bearer " + HIDDEN, text)
    text = _KEY_PATTERNS[2].sub(lambda m: f"{m.group(1)}{m.group(2)}{HIDDEN}", text)
    return _KEY_PATTERNS[3].sub(HIDDEN, text)


def retry_after_seconds(headers: Any) -> float | None:
    """The server's requested wait, from ``retry-after-ms`` or ``retry-after`` (seconds or date)."""
    if headers is None:
        return None
    millis = headers.get("retry-after-ms")
    if millis:
        try:
            return max(0.0, float(millis) / 1000)
        except ValueError:
            pass
    value = headers.get("retry-after")
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    import email.utils  # a date in Retry-After is rare: not imported with every error (#29)

    parsed = email.utils.parsedate_tz(value)
    if parsed is None:
        return None
    return max(0.0, email.utils.mktime_tz(parsed) - time.time())


def _server_message(exc: Any) -> str:
    """The human part of an error body ({"error": {"message": ...}}), else the SDK's text."""
    body = getattr(exc, "body", None)
    if isinstance(body, dict):
        inner = body.get("error", body)
        if isinstance(inner, dict) and isinstance(inner.get("message"), str):
            return inner["message"]
    return str(getattr(exc, "message", "") or exc)


def map_sdk_error(
    exc: BaseException, *, service: str, address: str, model: str, secrets: Iterable[str | None]
) -> ProviderError:
    """A :class:`ProviderError` for an exception raised by the ``anthropic`` or ``openai`` SDK.

    ``service`` is how the writer knows the provider, a name that needs no article or capital
    in any language ("Anthropic", "OpenAI", "“Ollama”", a server's address); ``address`` is
    the base URL shown when the server cannot be reached.
    """
    secrets = tuple(secrets)
    name = type(exc).__name__
    subject = service  # a name: it opens a sentence as it is
    if name == "APITimeoutError" or isinstance(exc, TimeoutError):
        return ProviderError(
            _TIMEOUT(subject=subject),
            FaultKind.TIMEOUT,
            retryable=True,
        )
    if name == "APIConnectionError" or isinstance(exc, ConnectionError):
        return ProviderError(
            _SERVER_UNREACHABLE(scrub_address=scrub(address, secrets)),
            FaultKind.NETWORK,
            retryable=True,
        )
    if isinstance(exc, json.JSONDecodeError) or name in (
        "APIResponseValidationError",
        "JSONDecodeError",
    ):
        return malformed(service)
    status = getattr(exc, "status_code", None)
    if not isinstance(status, int):
        detail = scrub(str(exc), secrets)
        return ProviderError(
            _UNEXPECTED_FAILURE(service=service, detail=detail),
            FaultKind.MALFORMED,
        )
    detail = scrub(_server_message(exc), secrets)
    response = getattr(exc, "response", None)
    headers = getattr(response, "headers", None)
    if status == 429:
        return ProviderError(
            _RATE_LIMITED(subject=subject),
            FaultKind.RATE_LIMIT,
            retryable=True,
            retry_after=retry_after_seconds(headers),
        )
    if status in (401, 403):
        auth = _KEY_REJECTED if status == 401 else _KEY_REFUSED_ACCESS
        return ProviderError(auth(subject=subject, detail=detail), FaultKind.AUTH)
    if status == 404:
        return ProviderError(
            _MODEL_UNKNOWN(subject=subject, model=model, detail=detail),
            FaultKind.BAD_REQUEST,
        )
    if status == 408:
        return ProviderError(
            _TIMEOUT_SHORT(subject=subject),
            FaultKind.TIMEOUT,
            retryable=True,
        )
    if status >= 500:
        return ProviderError(
            _OVERLOADED(subject=subject)
            if status in (503, 529)
            else _SERVER_PROBLEM(subject=subject, status=status),
            FaultKind.SERVER,
            retryable=True,
            retry_after=retry_after_seconds(headers),
        )
    return ProviderError(
        _REQUEST_REFUSED(subject=subject, status=status, detail=detail),
        FaultKind.BAD_REQUEST,
    )


def malformed(service: str) -> ProviderError:
    """Not retried: the request may already have been processed (and paid for)."""
    return ProviderError(
        _REPLY_UNREADABLE(service=service),
        FaultKind.MALFORMED,
    )


def cancelled() -> ProviderError:
    return ProviderError(_CANCELLED_MIDWAY(), FaultKind.CANCELLED)
