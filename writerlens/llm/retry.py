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
    why = {
        "rate_limit": "The service asks WriterLens to slow down",
        "server": "The service is busy or had a problem",
        "timeout": "The service did not answer in time",
        "network": "The service could not be reached",
    }.get(str(error.kind), "The call failed")
    return f"{why}; trying again in {max(1, round(delay))} s (try {attempt + 2} of {tries})."


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
                    error.message = f"{error.message} (WriterLens tried {attempt + 1} times.)"
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
