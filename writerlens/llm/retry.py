"""Retries counted in one place: the SDKs' own retries are switched off (``max_retries=0``).

Only faults a second try can fix are retried (rate limit, server trouble, timeout, network); the
wait doubles each time with some jitter so that many jobs do not retry in step, and a server's
``retry-after`` is honoured exactly. ``sleep`` is injected so that tests do not wait.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import TypeVar

from writerlens.domain import CancelToken
from writerlens.llm.base import ProviderError
from writerlens.llm.errors import cancelled
from writerlens.messages import QT_TRANSLATE_NOOP, define

_TRIED = define(
    "llm.retry.tried",
    QT_TRANSLATE_NOOP("messages", "{problem} (WriterLens tried {tries} times.)"),
)
_WAIT_RATE_LIMIT = define(
    "llm.retry.wait_rate_limit",
    QT_TRANSLATE_NOOP(
        "messages",
        "The service asks WriterLens to slow down; trying again in {seconds} s (try {attempt} "
        "of {tries}).",
    ),
)
_WAIT_SERVER = define(
    "llm.retry.wait_server",
    QT_TRANSLATE_NOOP(
        "messages",
        "The service is busy or had a problem; trying again in {seconds} s (try {attempt} of "
        "{tries}).",
    ),
)
_WAIT_TIMEOUT = define(
    "llm.retry.wait_timeout",
    QT_TRANSLATE_NOOP(
        "messages",
        "The service did not answer in time; trying again in {seconds} s (try {attempt} of "
        "{tries}).",
    ),
)
_WAIT_NETWORK = define(
    "llm.retry.wait_network",
    QT_TRANSLATE_NOOP(
        "messages",
        "The service could not be reached; trying again in {seconds} s (try {attempt} of {tries}).",
    ),
)
_WAIT_FAILED = define(
    "llm.retry.wait_failed",
    QT_TRANSLATE_NOOP(
        "messages",
        "The call failed; trying again in {seconds} s (try {attempt} of {tries}).",
    ),
)
_WAITING = {
    "rate_limit": _WAIT_RATE_LIMIT,
    "server": _WAIT_SERVER,
    "timeout": _WAIT_TIMEOUT,
    "network": _WAIT_NETWORK,
}


T = TypeVar("T")

BASE_DELAY = 1.0
MAX_DELAY = 60.0


def backoff_delay(attempt: int, rng: random.Random | None = None) -> float:
    """Seconds to wait before retry number ``attempt`` (0-based): 1, 2, 4 ... x [0.5, 1.0)."""
    jitter = (rng or random).uniform(0.5, 1.0)
    return min(MAX_DELAY, BASE_DELAY * 2**attempt) * jitter


#: A timeout is retried at most this often: a server that hangs once usually hangs again, and
#: each try already waited the whole timeout.
MAX_TIMEOUT_RETRIES = 1


def waiting_reason(error: ProviderError, delay: float, attempt: int, tries: int) -> str:
    """What the writer is told while WriterLens waits to try again."""
    kind = _WAITING.get(str(error.kind), _WAIT_FAILED)
    return kind(seconds=max(1, round(delay)), attempt=attempt + 2, tries=tries)


def with_retries(
    call: Callable[[], T],
    *,
    max_retries: int,
    sleep: Callable[[float], None],
    cancel: CancelToken | None = None,
    rng: random.Random | None = None,
    on_wait: Callable[[str], None] | None = None,
) -> T:
    """``call()``, retried up to ``max_retries`` times on retryable :class:`ProviderError`.

    The cancel token is checked before each try and during each wait (a wait ends at once on
    Cancel); a cancel raises ProviderError(CANCELLED). ``on_wait`` hears why and how long.
    """
    timeouts = 0
    attempt = 0
    while True:
        if cancel is not None and cancel.cancelled:
            raise cancelled()
        try:
            return call()
        except ProviderError as error:
            if not error.retryable:
                raise
            if str(error.kind) == "timeout":
                timeouts += 1
            if attempt >= max_retries or timeouts > MAX_TIMEOUT_RETRIES:
                if attempt:
                    said = _TRIED(problem=error.said or error.message, tries=attempt + 1)
                    error.said, error.message = said, str(said)
                    error.args = (error.message,)
                raise
            delay = (
                error.retry_after if error.retry_after is not None else backoff_delay(attempt, rng)
            )
            if on_wait is not None:
                on_wait(waiting_reason(error, delay, attempt, max_retries + 1))
            if cancel is not None and sleep is time.sleep:
                if cancel.wait(delay):  # Cancel ends the wait at once
                    raise cancelled() from None
            else:
                sleep(delay)
            attempt += 1
