"""The HTTP client the hub's client uses for every request WriterLens makes through it
(``set_client_factory``): each answer is bounded in size and in time, so that no server can make
WriterLens hold an endless body or wait without end for one that trickles in a byte at a time.
Imported by :mod:`writerlens.services.hub_fetch` before it asks the hub anything."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpcore2
import httpx2
from huggingface_hub.utils import set_client_factory

#: bytes any answer may have that is not the model file itself (metadata, an error page)
MAX_ANSWER_BYTES = 1 << 20
#: the request extension that says how many bytes its answer may hold
BODY_LIMIT = "writerlens_max_body"


#: seconds any answer may take to arrive whole (its status line and headers; for anything but
#: the model file itself, its body too): the socket's own timeout starts again with every
#: byte, so a hub sending a byte now and then would otherwise be waited for without end
ANSWER_DEADLINE_S = 60.0


class TooMuch(httpx2.HTTPError):
    """An answer went on past what it may hold (an endless body, more than the declared size)."""


class TooSlow(Exception):
    """An answer did not arrive within :data:`ANSWER_DEADLINE_S` (not an httpcore or httpx
    error, so that neither the HTTP stack nor the hub client retries it)."""


#: the deadline (time.monotonic) of the answer this thread is reading, or None
_deadline = threading.local()


def _until(deadline: float | None, timeout: float | None) -> float | None:
    """The socket timeout for one read or write: never past the answer's deadline."""
    if deadline is None:
        return timeout
    left = deadline - time.monotonic()
    if left <= 0:
        raise TooSlow()
    return left if timeout is None else min(timeout, left)


class _DeadlineStream(httpcore2.NetworkStream):
    """httpcore's network stream, each read and write bounded by the answer's deadline."""

    def __init__(self, inner: httpcore2.NetworkStream) -> None:
        self.inner = inner

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        deadline = getattr(_deadline, "at", None)
        try:
            return self.inner.read(max_bytes, _until(deadline, timeout))
        except httpcore2.ReadTimeout:
            if deadline is not None and time.monotonic() >= deadline:
                raise TooSlow() from None
            raise

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        deadline = getattr(_deadline, "at", None)
        try:
            self.inner.write(buffer, _until(deadline, timeout))
        except httpcore2.WriteTimeout:
            if deadline is not None and time.monotonic() >= deadline:
                raise TooSlow() from None
            raise

    def close(self) -> None:
        self.inner.close()

    def start_tls(
        self,
        ssl_context: Any,
        server_hostname: str | None = None,
        timeout: float | None = None,
    ) -> httpcore2.NetworkStream:
        deadline = getattr(_deadline, "at", None)
        stream = self.inner.start_tls(ssl_context, server_hostname, _until(deadline, timeout))
        return _DeadlineStream(stream)

    def get_extra_info(self, info: str) -> Any:
        return self.inner.get_extra_info(info)


class _DeadlineBackend(httpcore2.NetworkBackend):
    """httpcore's own extension point for network I/O, used to bound a whole answer's time."""

    def __init__(self, inner: httpcore2.NetworkBackend) -> None:
        self.inner = inner

    def connect_tcp(self, *args: Any, **kwargs: Any) -> httpcore2.NetworkStream:
        return _DeadlineStream(self.inner.connect_tcp(*args, **kwargs))

    def connect_unix_socket(self, *args: Any, **kwargs: Any) -> httpcore2.NetworkStream:
        return _DeadlineStream(self.inner.connect_unix_socket(*args, **kwargs))

    def sleep(self, seconds: float) -> None:
        self.inner.sleep(seconds)


@contextmanager
def _answer_by(deadline: float | None) -> Iterator[None]:
    before = getattr(_deadline, "at", None)
    _deadline.at = deadline
    try:
        yield
    finally:
        _deadline.at = before


class _Capped(httpx2.SyncByteStream):
    def __init__(self, inner: httpx2.SyncByteStream, limit: int, deadline: float | None) -> None:
        self.inner, self.limit, self.deadline = inner, limit, deadline

    def __iter__(self) -> Iterator[bytes]:
        got = 0
        chunks = iter(self.inner)
        while True:
            with _answer_by(self.deadline):
                chunk = next(chunks, None)
            if chunk is None:
                return
            got += len(chunk)
            if got > self.limit:
                raise TooMuch(f"more than {self.limit} bytes")
            yield chunk

    def close(self) -> None:
        self.inner.close()


class _BoundedTransport(httpx2.BaseTransport):
    """Every answer the hub client reads is capped: at ``MAX_ANSWER_BYTES`` unless the request
    says how much it expects (the file's own download), so no server can make WriterLens (or
    the hub client, reading an error page) hold an endless body."""

    def __init__(self) -> None:
        self.inner = httpx2.HTTPTransport()
        pool = getattr(self.inner, "_pool", None)
        if isinstance(pool, httpcore2.ConnectionPool):  # (not through a proxy from the env)
            pool._network_backend = _DeadlineBackend(pool._network_backend)

    def handle_request(self, request: httpx2.Request) -> httpx2.Response:
        limit = int(request.extensions.get(BODY_LIMIT, MAX_ANSWER_BYTES))
        deadline = time.monotonic() + ANSWER_DEADLINE_S
        with _answer_by(deadline):  # the connection, the request, the status and headers
            response = self.inner.handle_request(request)
        if response.status_code >= 300:  # an error page or a redirect: never a model file
            limit = MAX_ANSWER_BYTES
        stream = response.stream
        assert isinstance(stream, httpx2.SyncByteStream)
        # a small answer's body is due by the same deadline; the model file's is not (it may
        # take hours on a slow line; its size is bounded, and Cancel stops it)
        response.stream = _Capped(stream, limit, deadline if limit <= MAX_ANSWER_BYTES else None)
        return response

    def close(self) -> None:
        self.inner.close()


def _bounded_client() -> httpx2.Client:
    from huggingface_hub.utils._http import hf_request_event_hook

    return httpx2.Client(
        transport=_BoundedTransport(),
        event_hooks={"request": [hf_request_event_hook]},
        follow_redirects=True,
        max_redirects=5,
        timeout=httpx2.Timeout(30.0, connect=10.0),
    )


set_client_factory(_bounded_client)
