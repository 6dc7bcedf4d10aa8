"""An in-process provider that follows a script: for the engine's unit tests.

It implements the agreed ``Provider`` protocol (writerlens/llm/base.py), records every request
it gets (thread-safe), counts tokens with the project's real tokenizer, and can be told to
refuse, fail, truncate, ramble past a word limit, stop mid-sentence or take its time. It lets
the tests assert exactly which calls the engine makes without any network.
"""

from __future__ import annotations

import re
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from fake_prose import prose

from writerlens.domain import CancelToken
from writerlens.llm.base import (
    Completion,
    CompletionRequest,
    FaultKind,
    FinishReason,
    ProviderError,
    TokenCallback,
)
from writerlens.texts.tokens import count_tokens


@dataclass(frozen=True)
class Refuse:
    text: str = "I'm sorry, but I can't help with summarizing this story."


@dataclass(frozen=True)
class Fail:
    message: str = "The server is overloaded. Try again in a few minutes."
    kind: FaultKind = FaultKind.SERVER


@dataclass(frozen=True)
class Truncate:
    """Stops at its token limit, mid-sentence."""


@dataclass(frozen=True)
class Ramble:
    """Answers with this many words, ignoring the limit it was given."""

    words: int


@dataclass(frozen=True)
class MidSentence:
    """Ends without finishing its last sentence (but not at the token limit)."""


@dataclass(frozen=True)
class Say:
    text: str


Behaviour = Refuse | Fail | Truncate | Ramble | MidSentence | Say

_WORDS = re.compile(r"no more than (\d+) words|about (\d+) words|at most (\d+) words")
_TAGGED = re.compile(r"<(story|part|summaries|summary)>\n(.*?)\n</\1>", re.S)


def asked_words(request: CompletionRequest) -> int | None:
    match = _WORDS.search(request.turns[-1].content)
    if not match:
        return None
    return int(next(g for g in match.groups() if g))


def payload(request: CompletionRequest, tag: str) -> str | None:
    """What the prompt put between <tag> and </tag>."""
    for name, body in _TAGGED.findall(request.turns[-1].content):
        if name == tag:
            return body
    return None


class ScriptedProvider:
    kind = "scripted"

    def __init__(
        self,
        *,
        model: str = "scripted-1",
        context: int = 8192,
        is_local: bool = False,
        latency: float = 0.0,
        answered: str | None = None,
        reply: Callable[[CompletionRequest], str] | None = None,
    ) -> None:
        self.model = model
        self.is_local = is_local
        self.latency = latency
        self.answered = answered or model
        self._context = context
        self._reply = reply or default_reply
        self._script: deque[tuple[Callable[[CompletionRequest], bool], Behaviour]] = deque()
        self._lock = threading.Lock()
        self.requests: list[CompletionRequest] = []
        self.active = 0
        self.max_active = 0
        self.started = threading.Event()  # set when the first call begins

    # -- scripting --------------------------------------------------------------------------

    def then(self, *behaviours: Behaviour) -> ScriptedProvider:
        """The next calls (in arrival order) behave like this, then replies are normal."""
        for b in behaviours:
            self._script.append((lambda _r: True, b))
        return self

    def when(self, match: Callable[[CompletionRequest], bool], behaviour: Behaviour) -> None:
        """The first call for which ``match`` is true behaves like this (once)."""
        self._script.append((match, behaviour))

    def _take(self, request: CompletionRequest) -> Behaviour | None:
        with self._lock:
            for entry in list(self._script):
                if entry[0](request):
                    self._script.remove(entry)
                    return entry[1]
        return None

    # -- the protocol -----------------------------------------------------------------------

    def context_window(self) -> int:
        return self._context

    def count_tokens(self, text: str) -> int:
        return count_tokens(text)

    def complete(
        self,
        request: CompletionRequest,
        on_token: TokenCallback | None = None,
        cancel: CancelToken | None = None,
    ) -> Completion:
        with self._lock:
            self.requests.append(request)
            self.active += 1
            self.max_active = max(self.max_active, self.active)
        self.started.set()
        try:
            behaviour = self._take(request)
            self._wait(cancel)
            return self._answer(request, behaviour)
        finally:
            with self._lock:
                self.active -= 1

    def _wait(self, cancel: CancelToken | None) -> None:
        deadline = time.monotonic() + self.latency
        while time.monotonic() < deadline:
            if cancel is not None and cancel.cancelled and self.is_local:
                raise ProviderError("Stopped.", FaultKind.CANCELLED)
            time.sleep(min(0.01, max(0.0, deadline - time.monotonic())))

    def _answer(self, request: CompletionRequest, behaviour: Behaviour | None) -> Completion:
        tokens_in = sum(count_tokens(m.content) for m in request.messages)
        finish = FinishReason.STOP
        refused = False
        if isinstance(behaviour, Fail):
            raise ProviderError(behaviour.message, behaviour.kind, retryable=True)
        if isinstance(behaviour, Refuse):
            text, finish, refused = behaviour.text, FinishReason.REFUSAL, True
        elif isinstance(behaviour, Truncate):
            text, finish = "The lamplighter climbed the ladder and", FinishReason.LENGTH
        elif isinstance(behaviour, Ramble):
            text = prose(behaviour.words - 1) + " End."  # distinct words: long, not a loop
        elif isinstance(behaviour, MidSentence):
            text = "The story begins with a council vote and then"
        elif isinstance(behaviour, Say):
            text = behaviour.text
        else:
            text = self._reply(request)
        return Completion(
            text=text,
            finish_reason=finish,
            input_tokens=tokens_in,
            output_tokens=count_tokens(text),
            model=self.answered,
            refused=refused,
            seconds=self.latency,
        )


def default_reply(request: CompletionRequest) -> str:
    """A short, deterministic summary that names what it was given (for assertions)."""
    source = (
        payload(request, "story")
        or payload(request, "part")
        or payload(request, "summaries")
        or payload(request, "summary")
        or ""
    )
    # six words of it: enough to tell the parts apart, too few for the engine's copy check to
    # judge the answer a copy of its source (a longer quote is one, and it is asked again)
    words = source.split()[:6]
    said = "Summary of: " + " ".join(w.strip(".!?…") for w in words) + "."
    # a fifth of the words asked for at least: a few words where hundreds were asked for is
    # not a summary (writerlens/summarize/checks.py)
    filler = prose((asked_words(request) or 0) // 5 - 8)
    return f"{said} {filler}" if filler else said
