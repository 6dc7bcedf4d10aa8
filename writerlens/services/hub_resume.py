"""Fetching the model file itself: one HTTP GET at a time, each resuming with a Range request
where the last one stopped, with speed and time left for the writer, Cancel between any two
reads, and a clear message for every way it can stop (see
:func:`writerlens.services.model_download.download` for why it is done this way)."""

from __future__ import annotations

import errno
import logging
import time
from collections import deque
from pathlib import Path
from urllib.parse import urlparse

import httpx2
from huggingface_hub import constants as hub_constants
from huggingface_hub.errors import HfHubHTTPError
from huggingface_hub.utils import build_hf_headers, hf_raise_for_status, http_stream_backoff

from writerlens.domain import Cancelled, CancelToken
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.services import hub_http
from writerlens.services import model_download as md
from writerlens.services.hub_refusals import http_refusal, one_line, unusable
from writerlens.services.model_download import (
    DownloadProgress,
    DownloadRefused,
    HubFile,
    Report,
    Stage,
    free_bytes,
    gb_text,
)

_DISK_SHORT = define(
    "services.hub.disk_short",
    QT_TRANSLATE_NOOP(
        "messages",
        "Not enough free disk space: the model needs {gb_text_needed} more, and the "
        "disk that holds {parent} has {gb_text_free} free. Free some space (or "
        "choose a smaller model) and press Download again. Nothing was downloaded.",
    ),
)

_PAUSED = define(
    "services.hub.paused",
    QT_TRANSLATE_NOOP(
        "messages",
        "Download paused: {gb_text_st_size} of {gb_text_size} is kept, and "
        "downloading again goes on from there.",
    ),
)

_DISK_FULL = define(
    "services.hub.disk_full",
    QT_TRANSLATE_NOOP(
        "messages",
        "The disk filled up during the download. What was downloaded is kept: free "
        "some space and press Download again to go on.",
    ),
)

_STOPPED = define(
    "services.hub.stopped",
    QT_TRANSLATE_NOOP(
        "messages",
        "The download stopped ({exc}). What was downloaded is kept: press Download again to go on.",
    ),
)

_CONNECTION_LOST = define(
    "services.hub.connection_lost",
    QT_TRANSLATE_NOOP(
        "messages",
        "The connection to the model hub was lost and did not come back. What was "
        "downloaded is kept: check the internet connection and press Download again "
        "to go on.",
    ),
)

_HUB_TOO_SLOW = define(
    "services.hub_too_slow",
    QT_TRANSLATE_NOOP(
        "messages",
        "The model hub did not finish answering within {seconds} seconds (it sent its "
        "answer too slowly), so WriterLens stopped waiting. What was downloaded is kept; "
        "press Download again later.",
    ),
)

log = logging.getLogger(__name__)


def fetch(
    location: str,
    url: str,
    token: str | bool | None,
    partial: Path,
    size: int,
    report: Report,
    cancel: CancelToken,
    file: HubFile,
) -> None:
    partial.parent.mkdir(parents=True, exist_ok=True)
    have = partial.stat().st_size if partial.exists() else 0
    if have > size:  # not a beginning of this file: start again
        partial.unlink()
        have = 0
    needed = size - have
    free = free_bytes(partial.parent)
    if needed + md.SPARE_BYTES > free:
        raise DownloadRefused(
            _DISK_SHORT(
                gb_text_needed=gb_text(needed),
                parent=partial.parent.parent.parent,
                gb_text_free=gb_text(free),
            )
        )
    headers = build_hf_headers(token=token)
    if urlparse(location).netloc != urlparse(url).netloc:
        headers.pop("authorization", None)  # a signed file address: the token stays with the hub
    meter = _Meter(size, have, report, cancel)
    try:
        _fetch_with_retries(location, headers, partial, size, meter, report, cancel)
    except Cancelled:
        raise Cancelled(
            _PAUSED(gb_text_st_size=gb_text(partial.stat().st_size), gb_text_size=gb_text(size))
        ) from None
    except OSError as exc:
        if exc.errno == errno.ENOSPC:
            raise DownloadRefused(_DISK_FULL()) from exc
        if isinstance(exc, HfHubHTTPError):
            raise http_refusal(exc, Path(file.filename), file.repo) from exc
        raise DownloadRefused(_STOPPED(exc=exc)) from exc
    except hub_http.TooSlow as exc:
        raise DownloadRefused(_HUB_TOO_SLOW(seconds=f"{hub_http.ANSWER_DEADLINE_S:.0f}")) from exc
    except hub_http.TooMuch as exc:
        partial.unlink(missing_ok=True)  # not this file: nothing of it is worth keeping
        raise unusable(file, f"it sent more than the {size} bytes it declared") from exc
    except (httpx2.TransportError, httpx2.StreamError) as exc:
        raise DownloadRefused(_CONNECTION_LOST()) from exc
    except (httpx2.HTTPError, httpx2.InvalidURL, ValueError, KeyError, UnicodeError) as exc:
        partial.unlink(missing_ok=True)
        raise unusable(file, one_line(exc)) from exc


def _fetch_with_retries(
    location: str,
    headers: dict[str, str],
    partial: Path,
    size: int,
    meter: _Meter,
    report: Report,
    cancel: CancelToken,
) -> None:
    """Fetch the rest of the file, one attempt at a time, each resuming with a Range request.

    The hub client's ``http_get`` retries a dropped line by itself, five times and silently,
    deaf to Cancel (on a stalled line, about a minute). Here each attempt is one GET through
    the client's own HTTP session (``http_stream_backoff``: its headers, proxies, 429 handling
    and error types); between attempts the writer sees that the line dropped and can cancel.
    """
    failures = 0
    while (have := partial.stat().st_size if partial.exists() else 0) < size:
        try:
            _attempt(location, headers, partial, have, size, meter)
        except (httpx2.TransportError, httpx2.StreamError) as exc:
            grew = (partial.stat().st_size if partial.exists() else 0) > have
            failures = 1 if grew else failures + 1
            if failures > md.RETRIES:
                raise
            log.info("download interrupted (%s); attempt %d of %d", exc, failures, md.RETRIES)
            done = partial.stat().st_size if partial.exists() else 0
            report(DownloadProgress(Stage.RETRYING, done, size, attempt=failures))
            deadline = time.monotonic() + min(md.FIRST_WAIT * 2 ** (failures - 1), 8)
            while time.monotonic() < deadline:
                cancel.raise_if_cancelled()
                time.sleep(0.05)
            cancel.raise_if_cancelled()


def _attempt(
    location: str, headers: dict[str, str], partial: Path, have: int, size: int, meter: _Meter
) -> None:
    wanted = dict(headers, **{"Accept-Encoding": "identity"})
    if have:
        wanted["Range"] = f"bytes={have}-"
    with http_stream_backoff(
        "GET",
        location,
        headers=wanted,
        timeout=hub_constants.HF_HUB_DOWNLOAD_TIMEOUT,
        retry_on_exceptions=(),
        retry_on_status_codes=(408, 429),
        extensions={hub_http.BODY_LIMIT: size + 1},  # checked below against what is still missing
    ) as response:
        hf_raise_for_status(response)
        if have and (
            response.status_code != 206
            or not response.headers.get("Content-Range", "").startswith(f"bytes {have}-")
        ):  # the server sent it all again (or another part): start over
            have = 0
        encoding = response.headers.get("Content-Encoding", "identity").strip().lower()
        if encoding not in ("", "identity"):
            raise ValueError(f"the file came encoded ({encoding[:20]})")
        meter.restart(have)
        room = size - have
        with partial.open("ab" if have else "wb") as out:
            for chunk in response.iter_raw():  # as the network delivers them, undecoded
                meter.tick(len(chunk))  # raises Cancelled when the writer cancels
                room -= len(chunk)
                if room < 0:
                    raise hub_http.TooMuch("more than declared")
                out.write(chunk)
    got = partial.stat().st_size
    if got < size:
        raise httpx2.RemoteProtocolError(f"the hub sent {got} of {size} bytes")


class _Meter:
    """Counts bytes as they arrive, works out speed and time left, and stops the download
    when the writer cancels (``tick`` is called once per read)."""

    def __init__(self, total: int, have: int, report: Report, cancel: CancelToken) -> None:
        self.total = total
        self.done = have
        self.resumed_from = have
        self.report = report
        self.cancel = cancel
        self.samples: deque[tuple[float, int]] = deque()
        self.last_report = 0.0

    def restart(self, have: int) -> None:
        """A new attempt begins with ``have`` bytes on disk."""
        self.done = have

    def tick(self, n: int) -> None:
        self.cancel.raise_if_cancelled()
        self.done += n
        now = time.monotonic()
        self.samples.append((now, self.done))
        while len(self.samples) > 2 and now - self.samples[0][0] > md.SPEED_WINDOW:
            self.samples.popleft()
        if now - self.last_report < md.REPORT_EVERY and self.done < self.total:
            return
        self.last_report = now
        speed = left = None
        (t0, d0), (t1, d1) = self.samples[0], self.samples[-1]
        if t1 - t0 >= 0.5 and d1 > d0:
            speed = (d1 - d0) / (t1 - t0)
            left = max(0.0, (self.total - self.done) / speed)
        self.report(
            DownloadProgress(
                Stage.DOWNLOADING, self.done, self.total, speed, left, self.resumed_from
            )
        )
