"""Retries counted in one place: the SDKs' own retries are switched off (``max_retries=0``).

Only faults a second try can fix are retried (rate limit, server trouble, timeout, network); the
wait doubles each time with some jitter so that many jobs do not retry in step, and a server's
``retry-after`` is honoured exactly. ``sleep`` is injected so that tests do not wait.
"""

from __future__ import annotations

import random
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


def with_retries(
    call: Callable[[], T],
    *,
    max_retries: int,
    sleep: Callable[[float], None],
    cancel: CancelToken | None = None,
    rng: random.Random | None = None,
) -> T:
    """``call()``, retried up to ``max_retries`` times on retryable :class:`ProviderError`.

    The cancel token is checked before each try; a cancel raises ProviderError(CANCELLED).
    """
    attempt = 0
    while True:
        if cancel is not None and cancel.cancelled:
            raise cancelled()
        try:
            return call()
        except ProviderError as error:
            if not error.retryable:
                raise
            if attempt >= max_retries:
                if attempt:
                    error.message = f"{error.message} (WriterLens tried {attempt + 1} times.)"
                    error.args = (error.message,)
                raise
            delay = (
                error.retry_after if error.retry_after is not None else backoff_delay(attempt, rng)
            )
            sleep(delay)
            attempt += 1
