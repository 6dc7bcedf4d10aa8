"""The one small interface every summarization strategy and judge uses to talk to a model.

A provider completes a conversation (system + user/assistant messages) and answers with the text,
why it stopped, the token counts, whether the model refused, and the exact model id that
answered. It streams tokens to a callback and stops when the cancel token is set. Faults become
:class:`ProviderError` with a message for the writer and a flag saying whether a retry may help.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Literal, Protocol, runtime_checkable

from writerlens.domain import CancelToken, WriterLensError
from writerlens.messages import Message as Said

Role = Literal["system", "user", "assistant"]
TokenCallback = Callable[[str], None]


@dataclass(frozen=True)
class CallProgress:
    """How far one call has got, as the model (or the wire) reports it.

    ``phase`` is "reading" (the model reads the prompt: ``read`` of ``prompt`` tokens),
    "writing" (``written`` tokens so far) or "waiting" (nothing arrives: a retry's pause, a
    busy or silent server; ``reason`` says which in plain words).
    """

    phase: str
    read: int = 0
    prompt: int = 0
    written: int = 0
    reason: str = ""
    retrying: bool = False  # the wait is before a retry of this call (counted as a retry)


CallProgressCallback = Callable[[CallProgress], None]


@dataclass(frozen=True)
class ChatMessage:
    role: Role
    content: str


@dataclass(frozen=True)
class CompletionRequest:
    messages: tuple[ChatMessage, ...]
    max_tokens: int = 1000
    temperature: float = 0.3
    stop: tuple[str, ...] = ()
    #: the answer is never shorter than this many tokens: the end of text and the stop
    #: sequences are not taken before (vLLM's ``min_tokens``, Hugging Face's
    #: ``min_new_tokens``). Honoured by local models; 0: no minimum
    min_tokens: int = 0
    #: once ``min_tokens`` are written, the answer ends with the first sentence that ends (for
    #: a model that does not end on its own, a base model: it would run to ``max_tokens``).
    #: Honoured by local models
    end_at_sentence: bool = False

    @property
    def system(self) -> str:
        return "\n\n".join(m.content for m in self.messages if m.role == "system")

    @property
    def turns(self) -> tuple[ChatMessage, ...]:
        return tuple(m for m in self.messages if m.role != "system")


class FinishReason(StrEnum):
    STOP = "stop"  # the model finished (end of turn or a stop sequence)
    LENGTH = "length"  # max_tokens reached: the text is truncated
    REFUSAL = "refusal"  # the provider says the model declined
    CONTENT_FILTER = "content_filter"  # the provider's filter cut the answer
    CANCELLED = "cancelled"  # the writer cancelled mid-answer (local models)


@dataclass(frozen=True)
class Completion:
    text: str
    finish_reason: FinishReason
    input_tokens: int
    output_tokens: int
    model: str  # the exact model id that answered (may differ from the one asked for)
    refused: bool = False
    seconds: float = 0.0
    #: of ``seconds``, the time before the first token (reading the prompt, or the wire's wait)
    prompt_seconds: float = 0.0
    #: what the writer should know of how the answer was made, shown beside the summary (a
    #: local model's own chat template could not be used); "" when nothing
    note: str = ""


class FaultKind(StrEnum):
    RATE_LIMIT = "rate_limit"
    SERVER = "server"  # 5xx, overloaded
    TIMEOUT = "timeout"
    NETWORK = "network"  # connection refused, DNS, offline
    AUTH = "auth"  # missing or wrong key, no permission
    BAD_REQUEST = "bad_request"  # 4xx other than the above (e.g. prompt too long)
    MALFORMED = "malformed"  # the reply could not be understood
    MODEL = "model"  # a local model could not be loaded or run
    CANCELLED = "cancelled"


class ProviderError(WriterLensError):
    """A model call failed. ``message`` says what happened and what to do; never holds a key."""

    def __init__(
        self,
        message: str | Said,
        kind: FaultKind,
        retryable: bool = False,
        retry_after: float | None = None,
    ) -> None:
        super().__init__(message)
        self.kind = kind
        self.retryable = retryable
        self.retry_after = retry_after


@runtime_checkable
class Provider(Protocol):
    """What strategies and judges may rely on. Implementations live beside this module."""

    #: "anthropic", "openai", "openai-compatible" or "local"
    kind: str
    #: the model asked for (catalog id, server model name, or the GGUF file's name)
    model: str
    #: runs on this computer: no consent needed, no cost, one call at a time
    is_local: bool

    def complete(
        self,
        request: CompletionRequest,
        on_token: TokenCallback | None = None,
        cancel: CancelToken | None = None,
    ) -> Completion:
        """The model's answer. Providers of this package also take ``on_progress``
        (a :data:`CallProgressCallback`); callers pass it through :func:`complete_with_progress`
        so that simpler providers (test fakes, plug-ins) keep working."""
        ...

    def context_window(self) -> int:
        """Tokens the model can read and write in one call (prompt + output)."""
        ...

    def count_tokens(self, text: str) -> int:
        """Tokens of ``text`` for this model (exact for local models, an estimate for cloud)."""
        ...


@dataclass(frozen=True)
class ProviderSpec:
    """Everything needed to build a provider; plain data, safe to store (never holds a key).

    ``kind`` is "anthropic", "openai", "openai-compatible" or "local". For a server, ``name`` is
    the writer's name for it and ``base_url`` its address; for a local model ``model_file`` is
    the .gguf path and ``context_tokens``/``threads`` come from settings.
    """

    kind: str
    model: str
    name: str = ""
    base_url: str = ""
    model_file: str = ""
    context_tokens: int | None = None
    threads: int | None = None
    extra: dict[str, str] = field(default_factory=dict)

    @property
    def label(self) -> str:
        """How the writer sees it once revealed (never shown during a blind review)."""
        where = self.name or self.kind
        return f"{self.model} ({where})"


def complete_with_progress(
    provider: Provider,
    request: CompletionRequest,
    *,
    on_token: TokenCallback | None = None,
    cancel: CancelToken | None = None,
    on_progress: CallProgressCallback | None = None,
) -> Completion:
    """``provider.complete``, with ``on_progress`` where the provider reports progress."""
    if on_progress is not None and getattr(provider, "reports_progress", False):
        return provider.complete(  # type: ignore[call-arg]
            request, on_token=on_token, cancel=cancel, on_progress=on_progress
        )
    return provider.complete(request, on_token=on_token, cancel=cancel)
