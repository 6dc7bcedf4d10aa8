"""The part of :mod:`writerlens.services.model_download` that talks to the hub, through the
``huggingface_hub`` client; imported only when a download starts (see that module for why the
download is done this way)."""

from __future__ import annotations

import errno
import hashlib
import logging
import os
import re
import time
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlparse

import httpx2
from filelock import FileLock, Timeout
from huggingface_hub import HfFileMetadata, get_hf_file_metadata, get_token, hf_hub_url
from huggingface_hub import constants as hub_constants
from huggingface_hub.errors import (
    GatedRepoError,
    HfHubHTTPError,
    OfflineModeIsEnabled,
    RemoteEntryNotFoundError,
    RepositoryNotFoundError,
    RevisionNotFoundError,
)
from huggingface_hub.utils import (
    build_hf_headers,
    hf_raise_for_status,
    http_stream_backoff,
    set_client_factory,
)

from writerlens.domain import Cancelled, CancelToken
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.services import model_download as md
from writerlens.services.model_download import (
    DownloadProgress,
    DownloadRefused,
    HubFile,
    Report,
    Stage,
    free_bytes,
    gb_text,
    hub_endpoint,
)

_CHECKSUM_MISSING = define(
    "services.hub.checksum_missing",
    QT_TRANSLATE_NOOP(
        "messages",
        "The hub did not give a checksum and size for {filename}, so WriterLens "
        "could not check the file; nothing was downloaded. Try again later, or "
        "download the file yourself and add it with “Add a .gguf file…”.",
    ),
)

_DOWNLOAD_LOCKED = define(
    "services.hub.download_locked",
    QT_TRANSLATE_NOOP(
        "messages",
        "{filename} is already being downloaded by another WriterLens window or "
        "program. Wait for it to finish, or close it and try again.",
    ),
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

_CHECK_STOPPED = define(
    "services.hub.check_stopped",
    QT_TRANSLATE_NOOP(
        "messages",
        "Stopped while checking the downloaded file; the file is kept, and Download "
        "checks it again.",
    ),
)

_CHECKSUM_MISMATCH = define(
    "services.hub.checksum_mismatch",
    QT_TRANSLATE_NOOP(
        "messages",
        "The downloaded file {filename} is damaged: it does not match the checksum "
        "the hub records for it, so WriterLens did not add it and deleted it. Press "
        "Download to fetch it again; if it happens again, the file on the hub may be "
        "changing, so try later.",
    ),
)

_OFFLINE = define(
    "services.hub.offline",
    QT_TRANSLATE_NOOP(
        "messages",
        "Downloads are switched off on this computer (HF_HUB_OFFLINE is set). "
        "Nothing was downloaded.",
    ),
)

_UNREACHABLE = define(
    "services.hub.unreachable",
    QT_TRANSLATE_NOOP(
        "messages",
        "WriterLens could not reach the model hub. Check the internet connection and "
        "press Download again. Nothing was downloaded.",
    ),
)

_LICENCE_GATED = define(
    "services.hub.licence_gated",
    QT_TRANSLATE_NOOP(
        "messages",
        "The model's page ({repo}) asks you to accept its licence before "
        "downloading. Accept it on the model's page while signed in, sign in on this "
        "computer (hf auth login), and press Download again.",
    ),
)

_FILE_GONE = define(
    "services.hub.file_gone",
    QT_TRANSLATE_NOOP(
        "messages",
        "The hub no longer has {where}; WriterLens's list may be out of date. Choose "
        "another model, or download a GGUF file yourself and add it with “Add a "
        ".gguf file…”.",
    ),
)

_HTTP_ERROR = define(
    "services.hub.http_error",
    QT_TRANSLATE_NOOP(
        "messages",
        "The model hub answered with an error (HTTP {status}) for {where}. Nothing "
        "was lost: press Download again in a while.",
    ),
)

_HUB_ANSWER_UNUSABLE = define(
    "services.hub_answer_unusable",
    QT_TRANSLATE_NOOP(
        "messages",
        "The model hub's answer about {filename} could not be used ({what}). Nothing was "
        "kept; try again later, or download the file yourself and add it with “Add a .gguf "
        "file…”.",
    ),
)

_NOT_GGUF = define(
    "services.hub.not_gguf",
    QT_TRANSLATE_NOOP(
        "messages",
        "What the model hub sent for {filename} is not a GGUF model file (perhaps a web page), "
        "so it was not kept. Try again later; if it happens again, the network may be asking "
        "you to sign in first.",
    ),
)

log = logging.getLogger(__name__)
_SHA256 = re.compile(r"[0-9a-f]{64}")
_COMMIT = re.compile(r"[0-9a-f]{40}")
#: bytes any answer may have that is not the model file itself (metadata, an error page)
MAX_ANSWER_BYTES = 1 << 20
_LIMIT = "writerlens_max_body"


class TooMuch(httpx2.HTTPError):
    """An answer went on past what it may hold (an endless body, more than the declared size)."""


class _Capped(httpx2.SyncByteStream):
    def __init__(self, inner: httpx2.SyncByteStream, limit: int) -> None:
        self.inner, self.limit = inner, limit

    def __iter__(self) -> Iterator[bytes]:
        got = 0
        for chunk in self.inner:
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

    def handle_request(self, request: httpx2.Request) -> httpx2.Response:
        limit = int(request.extensions.get(_LIMIT, MAX_ANSWER_BYTES))
        response = self.inner.handle_request(request)
        if response.status_code >= 300:  # an error page or a redirect: never a model file
            limit = MAX_ANSWER_BYTES
        stream = response.stream
        assert isinstance(stream, httpx2.SyncByteStream)
        response.stream = _Capped(stream, limit)
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


def download(
    file: HubFile,
    *,
    cache_dir: Path | None = None,
    progress: Report | None = None,
    cancel: CancelToken | None = None,
    token: str | bool | None = None,
) -> Path:
    """See :func:`writerlens.services.model_download.download`."""
    report = progress or (lambda _p: None)
    cancel = cancel or CancelToken()
    cache = Path(cache_dir or md.default_cache_dir())
    _inside(cache, file.filename, file)  # a name leading out is refused before anything else
    here = md.already_downloaded(file, cache)
    if here is not None and not _looks_right(here, file):  # kept by an older version: forget
        _forget(here)
        here = None
    if here is not None:  # finished before: nothing to ask the hub
        on_disk = here.stat().st_size
        report(DownloadProgress(Stage.DONE, on_disk, on_disk))
        return here
    endpoint = hub_endpoint()
    report(DownloadProgress(Stage.ASKING))
    url = hf_hub_url(file.repo, file.filename, revision=file.revision, endpoint=endpoint)
    with _translated(file):
        meta, token = _metadata(url, endpoint, token)
    cancel.raise_if_cancelled()
    sha256, size, commit = (meta.etag or "").lower(), meta.size, meta.commit_hash
    if not _SHA256.fullmatch(sha256) or not size or not commit:
        raise DownloadRefused(_CHECKSUM_MISSING(filename=file.filename))
    if not _COMMIT.fullmatch(commit):
        raise _unusable(file, "a commit id that is not 40 hexadecimal digits")
    if size <= 0:  # (a size beyond any disk is refused by the free-space check below)
        raise _unusable(file, f"a size of {size} bytes")
    try:
        scheme = urlparse(meta.location).scheme
    except ValueError:
        scheme = ""
    if scheme not in ("http", "https"):
        raise _unusable(file, "a file address that is not a web address")
    storage = md.storage_folder(file, cache)
    blob = storage / "blobs" / sha256
    pointer = _inside(storage / "snapshots" / commit, file.filename, file)
    partial = blob.with_name(sha256 + ".incomplete")
    lock_path = cache / ".locks" / storage.name / f"{sha256}.lock"
    lock_path.parent.mkdir(parents=True, exist_ok=True)
    try:
        with FileLock(str(lock_path), timeout=0):
            if not blob.is_file() and not pointer.is_file():  # (no symlinks: moved there)
                _note_partial(file, cache, partial)
                _fetch(meta.location, url, token, partial, size, report, cancel, file)
                _check(partial, sha256, size, report, cancel, file)
                if not _looks_right(partial, file):
                    partial.unlink(missing_ok=True)
                    raise DownloadRefused(_NOT_GGUF(filename=file.filename))
                os.replace(partial, blob)
            md.partial_note(file, cache).unlink(missing_ok=True)
            _link(blob, pointer)
            if file.revision != commit:
                refs = _inside(storage / "refs", file.revision, file)
                refs.parent.mkdir(parents=True, exist_ok=True)
                refs.write_text(commit)
    except Timeout as exc:
        raise DownloadRefused(_DOWNLOAD_LOCKED(filename=file.filename)) from exc
    report(DownloadProgress(Stage.DONE, size, size))
    return pointer


# -- the steps ----------------------------------------------------------------------------------


_MAGIC = {".gguf": b"GGUF"}


def _looks_right(path: Path, file: HubFile) -> bool:
    """Whether a file that passed its hash check is what its name says (a .gguf starts with
    "GGUF"): the hash only proves the bytes are the ones the hub described, and a hub (or a
    portal in front of it) can describe a web page."""
    magic = _MAGIC.get(Path(file.filename).suffix.lower())
    if magic is None:
        return True
    try:
        with path.open("rb") as handle:
            return handle.read(len(magic)) == magic
    except OSError:
        return False


def _forget(pointer: Path) -> None:
    """Remove a finished file that is not what it should be: its pointer and its blob."""
    try:
        blob = pointer.resolve()
        pointer.unlink(missing_ok=True)
        if blob != pointer and blob.parent.name == "blobs":
            blob.unlink(missing_ok=True)
    except OSError:
        pass


def _unusable(file: HubFile, what: str) -> DownloadRefused:
    return DownloadRefused(_HUB_ANSWER_UNUSABLE(filename=file.filename, what=what))


def _inside(folder: Path, name: str, file: HubFile) -> Path:
    """``folder/name``, refused unless it stays inside ``folder`` (no absolute path, no ``..``,
    no link leading out): names come from the hub's answer and the suggestions list."""
    parts = Path(name).parts
    if not name or Path(name).is_absolute() or any(p in ("..", ".", "") for p in parts):
        raise _unusable(file, "a file name outside its folder")
    target = folder / name
    resolved = target.parent.resolve()
    if not resolved.is_relative_to(folder.resolve()):
        raise _unusable(file, "a file name outside its folder")
    return target


def _note_partial(file: HubFile, cache: Path, partial: Path) -> None:
    """Remember that ``partial`` is this file's; a part kept from an older version of the file
    (the hub has a new one, with another SHA-256) is of no use any more and is deleted."""
    note = md.partial_note(file, cache)
    older = md.partial_path(file, cache)
    if older is not None and older != partial:
        older.unlink(missing_ok=True)
    note.parent.mkdir(parents=True, exist_ok=True)
    note.write_text(partial.name.removesuffix(".incomplete"), encoding="ascii")


def _metadata(
    url: str, endpoint: str | None, token: str | bool | None
) -> tuple[HfFileMetadata, str | bool | None]:
    """Ask about the file without the writer's hub login first: a saved login names them to
    the hub, so it is sent only to a model that asks for it (a gated one)."""
    if token is not None:
        return get_hf_file_metadata(url, token=token, endpoint=endpoint), token
    try:
        return get_hf_file_metadata(url, token=False, endpoint=endpoint), False
    except (GatedRepoError, RepositoryNotFoundError) as exc:
        status = exc.response.status_code if exc.response is not None else None
        if status not in (401, 403) or get_token() is None:
            raise
    return get_hf_file_metadata(url, token=None, endpoint=endpoint), None


def _fetch(
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
            raise _http_refusal(exc, Path(file.filename), file.repo) from exc
        raise DownloadRefused(_STOPPED(exc=exc)) from exc
    except TooMuch as exc:
        partial.unlink(missing_ok=True)  # not this file: nothing of it is worth keeping
        raise _unusable(file, f"it sent more than the {size} bytes it declared") from exc
    except (httpx2.TransportError, httpx2.StreamError) as exc:
        raise DownloadRefused(_CONNECTION_LOST()) from exc
    except (httpx2.HTTPError, httpx2.InvalidURL, ValueError, KeyError, UnicodeError) as exc:
        partial.unlink(missing_ok=True)
        raise _unusable(file, _one_line(exc)) from exc


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
        extensions={_LIMIT: size + 1},  # checked below against what is still missing
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
                    raise TooMuch("more than declared")
                out.write(chunk)
    got = partial.stat().st_size
    if got < size:
        raise httpx2.RemoteProtocolError(f"the hub sent {got} of {size} bytes")


def _check(
    partial: Path, sha256: str, size: int, report: Report, cancel: CancelToken, file: HubFile
) -> None:
    """Refuse (and delete) a file whose SHA-256 is not the one the hub recorded."""
    digest = hashlib.sha256()
    done, last = 0, 0.0
    with partial.open("rb") as f:
        while block := f.read(md.READ_BYTES):
            if cancel.cancelled:
                raise Cancelled(_CHECK_STOPPED())
            digest.update(block)
            done += len(block)
            if time.monotonic() - last >= md.REPORT_EVERY:
                last = time.monotonic()
                report(DownloadProgress(Stage.CHECKING, done, size))
    if done != size or digest.hexdigest() != sha256:
        partial.unlink(missing_ok=True)
        raise DownloadRefused(_CHECKSUM_MISMATCH(filename=file.filename))


def _link(blob: Path, pointer: Path) -> None:
    """``snapshots/<commit>/<file>`` → the blob, as the hub's cache has it."""
    pointer.parent.mkdir(parents=True, exist_ok=True)
    if pointer.is_file():
        return
    pointer.unlink(missing_ok=True)  # a dangling link
    try:
        pointer.symlink_to(os.path.relpath(blob, pointer.parent))
    except OSError:  # no symlinks here (Windows without developer mode): the hub moves the file
        os.replace(blob, pointer)


@contextmanager
def _translated(file: HubFile) -> Iterator[None]:
    """Turn the hub client's exceptions into messages for the writer."""
    try:
        yield
    except OfflineModeIsEnabled as exc:
        raise DownloadRefused(_OFFLINE()) from exc
    except HfHubHTTPError as exc:
        raise _http_refusal(exc, Path(file.filename), file.repo) from exc
    except httpx2.TransportError as exc:
        raise DownloadRefused(_UNREACHABLE()) from exc
    except TooMuch as exc:
        raise _unusable(file, "an answer longer than any the hub gives") from exc
    except httpx2.TooManyRedirects as exc:
        raise _unusable(file, "too many redirects") from exc
    except (httpx2.HTTPError, httpx2.InvalidURL, ValueError, KeyError, UnicodeError) as exc:
        raise _unusable(file, _one_line(exc)) from exc


def _one_line(exc: BaseException) -> str:
    text = " ".join(str(exc).split())[:120]
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def _http_refusal(exc: HfHubHTTPError, name: Path, repo: str = "") -> DownloadRefused:
    where = f"{repo}/{name}" if repo else str(name)
    if isinstance(exc, GatedRepoError):
        return DownloadRefused(_LICENCE_GATED(repo=repo))
    if isinstance(exc, RepositoryNotFoundError | RevisionNotFoundError | RemoteEntryNotFoundError):
        return DownloadRefused(_FILE_GONE(where=where))
    status = exc.response.status_code if exc.response is not None else "?"
    return DownloadRefused(_HTTP_ERROR(status=status, where=where))


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
