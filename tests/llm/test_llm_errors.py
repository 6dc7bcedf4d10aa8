"""Key scrubbing, retry-after parsing and the retry loop, without a server."""

from __future__ import annotations

import random

import pytest

from writerlens.domain import CancelToken
from writerlens.llm.base import FaultKind, ProviderError
from writerlens.llm.errors import HIDDEN, retry_after_seconds, scrub
from writerlens.llm.retry import backoff_delay, with_retries


@pytest.mark.parametrize(
    "text",
    [
        "Incorrect API key provided: sk-proj-AbC123dEf456GhI789.",
        "invalid x-api-key: sk-ant-api03-abcdefghijklmnop",
        "Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.payload.sig",
        'request failed {"api_key": "zz9-plural-z-alpha-12345"}',
        "token=ghp_0123456789abcdefghijklmnopqrstuvwxyz0123",
        "key 3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a rejected",
        "Could not reach http://admin:pa55word@10.0.0.2:8000/v1",
    ],
)
def test_key_shaped_strings_are_hidden(text):
    cleaned = scrub(text)
    assert HIDDEN in cleaned
    for secret in ("AbC123dEf456GhI789", "abcdefghijklmnop", "payload.sig",
                   "zz9-plural-z-alpha-12345", "ghp_0123456789", "3f9a8b7c6d5e4f3a",
                   "pa55word"):  # fmt: skip
        assert secret not in cleaned


def test_a_known_secret_is_hidden_whatever_its_shape():
    assert scrub("the server said: hunter2-but-longer was wrong", ["hunter2-but-longer"]) == (
        f"the server said: {HIDDEN} was wrong"
    )


def test_ordinary_messages_and_model_names_are_left_alone():
    text = "The model claude-sonnet-4-6-20250929 does not exist or you do not have access."
    assert scrub(text) == text
    assert scrub("Could not reach http://127.0.0.1:11434/v1") == (
        "Could not reach http://127.0.0.1:11434/v1"
    )


def test_retry_after_is_read_in_seconds_milliseconds_or_as_a_date():
    assert retry_after_seconds({"retry-after": "12"}) == 12.0
    assert retry_after_seconds({"retry-after": "1.5"}) == 1.5
    assert retry_after_seconds({"retry-after-ms": "250", "retry-after": "9"}) == 0.25
    assert retry_after_seconds({"retry-after": "Wed, 21 Oct 2015 07:28:00 GMT"}) == 0.0  # past
    assert retry_after_seconds({}) is None
    assert retry_after_seconds({"retry-after": "soon"}) is None


def test_backoff_doubles_with_jitter_and_has_a_ceiling():
    rng = random.Random(7)
    delays = [backoff_delay(n, rng) for n in range(8)]
    for n, delay in enumerate(delays[:6]):
        assert 0.5 * 2**n <= delay <= 2**n
    assert max(delays) <= 60.0


def test_only_faults_worth_retrying_are_retried():
    calls: list[int] = []

    def bad_request() -> str:
        calls.append(1)
        raise ProviderError("no", FaultKind.BAD_REQUEST)

    with pytest.raises(ProviderError):
        with_retries(bad_request, max_retries=4, sleep=lambda _s: None)
    assert len(calls) == 1


def test_retry_after_from_the_server_is_used_instead_of_backoff():
    sleeps: list[float] = []
    outcomes = iter([ProviderError("slow down", FaultKind.RATE_LIMIT, True, 30.0), "done"])

    def call() -> str:
        outcome = next(outcomes)
        if isinstance(outcome, Exception):
            raise outcome
        return outcome

    assert with_retries(call, max_retries=3, sleep=sleeps.append) == "done"
    assert sleeps == [30.0]


def test_a_cancel_stops_retrying():
    cancel = CancelToken()

    def call() -> str:
        cancel.cancel()
        raise ProviderError("busy", FaultKind.SERVER, True)

    with pytest.raises(ProviderError) as caught:
        with_retries(call, max_retries=3, sleep=lambda _s: None, cancel=cancel)
    assert caught.value.kind == FaultKind.CANCELLED
