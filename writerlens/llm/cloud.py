"""What the Anthropic and OpenAI(-compatible) providers share: retries, errors, refusals, costs.

A subclass only knows its wire format: how to make one plain call and one streamed call and
read the answer into a :class:`RawReply`. Everything a writer notices (retry policy, messages,
key hiding, refusal detection, cancel) is decided here, once.

Cancel: checked before each try and between streamed pieces; a cancelled call raises
``ProviderError(kind=CANCELLED)`` (the partial text is not returned). A call streams when it is
given a token callback or a cancel token, so that it can be stopped mid-answer.

A call with a cancel token runs its HTTP work on a helper thread while the caller watches: a
Cancel returns at once (the connection is closed and the helper left to end on its own), and a
server that sends nothing for a while is reported as "waiting" with the reason, rather than
waited on in silence. Waits between retries say why and for how long, and end on Cancel.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from writerlens import redaction
from writerlens.domain import CancelToken
from writerlens.llm.address import without_credentials
from writerlens.llm.base import (
    CallProgress,
    CallProgressCallback,
    Completion,
    CompletionRequest,
    FaultKind,
    FinishReason,
    ProviderError,
    ProviderSpec,
    TokenCallback,
)
from writerlens.llm.catalog import Catalog, ModelInfo
from writerlens.llm.errors import cancelled, map_sdk_error, scrub
from writerlens.llm.refusal import looks_like_refusal
from writerlens.llm.retry import with_retries
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.texts.tokens import count_tokens

_SILENT = define(
    "llm.silent",
    QT_TRANSLATE_NOOP(
        "messages", "{service} has sent nothing for {seconds} s; still waiting (Cancel stops it)."
    ),
)

_STREAM_BROKEN = define(
    "llm.cloud.stream_broken",
    QT_TRANSLATE_NOOP(
        "messages",
        "{message} The answer broke off part-way; try again.",
    ),
)

_KEY_MISSING = define(
    "llm.cloud.key_missing",
    QT_TRANSLATE_NOOP(
        "messages",
        "There is no API key for {service}. Add one in Settings → API keys, or set "
        "ANTHROPIC_API_KEY / OPENAI_API_KEY in the environment for the command line.",
    ),
)

#: Context window assumed for a model nobody described (small, so long stories get chunked).
UNKNOWN_CONTEXT_WINDOW = 8192
#: After this long without a byte from the service, the progress says it is waiting.
QUIET_SECONDS = 5.0
#: How often the caller looks at the cancel token while the helper thread waits on the wire.
WATCH_INTERVAL = 0.05


class Secret:
    """Holds a key so that no repr, log line or debugger dump of a provider shows it."""

    __slots__ = ("_value",)

    def __init__(self, value: str) -> None:
        self._value = value

    def reveal(self) -> str:
        return self._value

    def __repr__(self) -> str:
        return "Secret('[hidden]')"

    __str__ = __repr__


@dataclass
class RawReply:
    """One answer as the wire delivered it, before refusal checks."""

    text: str
    finish: FinishReason
    model: str
    input_tokens: int | None = None
    output_tokens: int | None = None
    refused: bool = False


Emit = Callable[[str], None]


class CloudProvider:
    """Base of the HTTP providers; see the module docstring for the shared behaviour."""

    kind: str = ""
    is_local = False
    reports_progress = True
    #: exception types of the SDK (and of JSON parsing) that become ProviderError
    sdk_errors: tuple[type[BaseException], ...] = ()

    def __init__(
        self,
        spec: ProviderSpec,
        *,
        api_key: str | None,
        catalog: Catalog,
        timeout: float,
        max_retries: int,
        sleep: Callable[[float], None],
    ) -> None:
        self.spec = spec
        self.model = spec.model
        self.info: ModelInfo | None = catalog.get(spec.kind, spec.model)
        self.timeout = timeout
        self.max_retries = max_retries
        self._sleep = sleep
        self._key = Secret(api_key) if api_key else None
        redaction.remember(api_key)  # a reply or error that echoes a piece of it is cut
        self._client: object | None = None

    # -- what the writer sees

    @property
    def service(self) -> str:
        """How messages name the provider: a name, never an English noun phrase ("Anthropic",
        "“Ollama”", a server's address), so a translated sentence takes it as it is."""
        return self.kind

    @property
    def address(self) -> str:
        """The base URL in use, for "could not reach ..." messages."""
        return without_credentials(self.spec.base_url)

    @property
    def takes_temperature(self) -> bool:
        """Whether the request's temperature is sent (some models accept only their default)."""
        return self.info is None or not (self.info.reasoning or self.info.fixed_temperature)

    def __repr__(self) -> str:
        shown = without_credentials(self.spec.base_url)
        where = f", base_url={shown!r}" if shown else ""
        return f"{type(self).__name__}(model={self.model!r}{where})"

    # -- the Provider protocol

    def context_window(self) -> int:
        if self.spec.context_tokens:
            return self.spec.context_tokens
        if self.info is not None and self.info.context_window:
            return self.info.context_window
        return UNKNOWN_CONTEXT_WINDOW

    def count_tokens(self, text: str) -> int:
        """An estimate (cl100k): neither service offers an offline tokenizer for its models."""
        return count_tokens(text)

    def complete(
        self,
        request: CompletionRequest,
        on_token: TokenCallback | None = None,
        cancel: CancelToken | None = None,
        on_progress: CallProgressCallback | None = None,
    ) -> Completion:
        started = time.monotonic()
        streaming = on_token is not None or cancel is not None
        delivered = False
        first_piece: list[float] = []
        heard = [started]  # when the wire last delivered something

        def emit(piece: str) -> None:
            nonlocal delivered
            if not piece:
                return
            delivered = True
            heard[0] = time.monotonic()
            if not first_piece:
                first_piece.append(heard[0])
            if on_token is not None:
                on_token(piece)
            if cancel is not None and cancel.cancelled:
                raise cancelled()

        def attempt() -> RawReply:
            heard[0] = time.monotonic()
            if on_progress is not None:
                on_progress(CallProgress("reading"))
            client = self._get_client()
            try:
                if streaming:
                    return self._watched(
                        lambda: self._stream(client, request, emit, cancel),
                        cancel,
                        on_progress,
                        heard,
                    )
                return self._plain(client, request)
            except self.sdk_errors as exc:
                error = self._error(exc)
            if delivered and error.retryable:  # a retry would repeat the text already shown
                error = ProviderError(
                    _STREAM_BROKEN(message=error.message),
                    error.kind,
                )
            raise error

        def waiting(reason: str) -> None:
            if on_progress is not None:
                on_progress(CallProgress("waiting", reason=reason, retrying=True))

        raw = with_retries(
            attempt,
            max_retries=self.max_retries,
            sleep=self._sleep,
            cancel=cancel,
            on_wait=waiting,
        )
        seconds = time.monotonic() - started
        completion = self._completion(raw, request, seconds)
        if first_piece:
            from dataclasses import replace

            completion = replace(completion, prompt_seconds=first_piece[0] - started)
        return completion

    def _watched(
        self,
        work: Callable[[], RawReply],
        cancel: CancelToken | None,
        on_progress: CallProgressCallback | None,
        heard: list[float],
    ) -> RawReply:
        """``work()`` on a helper thread, watched: Cancel returns at once, silence is said."""
        if cancel is None:
            return work()
        box: dict[str, object] = {}
        done = threading.Event()

        def run() -> None:
            try:
                box["value"] = work()
            except BaseException as exc:  # handed to the caller's thread below
                box["error"] = exc
            finally:
                done.set()

        threading.Thread(target=run, name="writerlens-wire", daemon=True).start()
        said = 0
        while not done.wait(WATCH_INTERVAL):
            if cancel.cancelled:
                self._abandon()
                raise cancelled()
            quiet = time.monotonic() - heard[0]
            if on_progress is not None and quiet >= QUIET_SECONDS and int(quiet) != said:
                said = int(quiet)
                on_progress(
                    CallProgress(
                        "waiting",
                        reason=_SILENT(service=self.service, seconds=said),
                    )
                )
        if "error" in box:
            raise box["error"]  # type: ignore[misc]
        return box["value"]  # type: ignore[return-value]

    def _abandon(self) -> None:
        """Drop the client whose call was cancelled; the next call opens a new connection."""
        client, self._client = self._client, None
        close = getattr(client, "close", None)
        if close is not None:
            # closing under a reading thread may complain; nothing is lost
            with contextlib.suppress(Exception):
                close()

    # -- for subclasses

    def _new_client(self, api_key: str | None) -> object:
        raise NotImplementedError

    def _plain(self, client: object, request: CompletionRequest) -> RawReply:
        raise NotImplementedError

    def _stream(
        self, client: object, request: CompletionRequest, emit: Emit, cancel: CancelToken | None
    ) -> RawReply:
        raise NotImplementedError

    def _missing_key(self) -> ProviderError:
        return ProviderError(
            _KEY_MISSING(service=self.service),
            FaultKind.AUTH,
        )

    def _needs_key(self) -> bool:
        return True

    # -- helpers

    def _get_client(self) -> object:
        if self._client is None:
            if self._key is None and self._needs_key():
                raise self._missing_key()
            self._client = self._new_client(self._key.reveal() if self._key else None)
        return self._client

    def _error(self, exc: BaseException) -> ProviderError:
        return map_sdk_error(
            exc,
            service=self.service,
            address=self.address or "(the default address)",
            model=self.model,
            secrets=(self._key.reveal() if self._key else None,),
        )

    def _scrub(self, text: str) -> str:
        return scrub(text, (self._key.reveal() if self._key else None,))

    def _completion(self, raw: RawReply, request: CompletionRequest, seconds: float) -> Completion:
        finish, refused = raw.finish, raw.refused
        if not refused and finish == FinishReason.STOP and looks_like_refusal(raw.text):
            finish, refused = FinishReason.REFUSAL, True
        input_tokens = raw.input_tokens
        if input_tokens is None:  # the server sent no usage: estimate
            input_tokens = sum(count_tokens(m.content) for m in request.messages)
        output_tokens = raw.output_tokens
        if output_tokens is None:
            output_tokens = count_tokens(raw.text)
        return Completion(
            text=redaction.redact(raw.text),  # the one door replies take into the store
            finish_reason=finish,
            input_tokens=input_tokens,
            output_tokens=output_tokens,
            model=raw.model or self.model,
            refused=refused,
            seconds=seconds,
        )
