"""The part of :mod:`writerlens.services.model_download` that talks to the hub, through the
``huggingface_hub`` client; imported only when a download starts (see that module for why the
download is done this way).

It asks the hub about the file, lays it out in the hub's own cache (blobs, snapshots, refs, a
lock per file) and hands the steps to their modules: the bounded HTTP client
(:mod:`~writerlens.services.hub_http`), the resumable fetch
(:mod:`~writerlens.services.hub_resume`) and the check of what arrived
(:mod:`~writerlens.services.hub_check`)."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlparse

import httpx2
from filelock import FileLock, Timeout
from huggingface_hub import HfFileMetadata, get_hf_file_metadata, get_token, hf_hub_url
from huggingface_hub.errors import (
    GatedRepoError,
    HfHubHTTPError,
    OfflineModeIsEnabled,
    RepositoryNotFoundError,
)

from writerlens.domain import CancelToken
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.services import hub_http
from writerlens.services import model_download as md
from writerlens.services.hub_check import check, looks_right
from writerlens.services.hub_refusals import http_refusal, one_line, unusable
from writerlens.services.hub_resume import fetch
from writerlens.services.model_download import (
    DownloadProgress,
    DownloadRefused,
    HubFile,
    Report,
    Stage,
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

_HUB_TOO_SLOW_ASKED = define(
    "services.hub_too_slow_asked",
    QT_TRANSLATE_NOOP(
        "messages",
        "The model hub did not finish answering within {seconds} seconds (it sent its "
        "answer too slowly), so WriterLens stopped waiting. Nothing was downloaded; press "
        "Download again later.",
    ),
)

_SHA256 = re.compile(r"[0-9a-f]{64}")
_COMMIT = re.compile(r"[0-9a-f]{40}")


def download(
    file: HubFile, cache: Path, report: Report, cancel: CancelToken, token: str | bool | None
) -> Path:
    """See :func:`writerlens.services.model_download.download`."""
    _inside(cache, file.filename, file)  # a name leading out is refused before anything else
    here = md.already_downloaded(file, cache)
    if here is not None and not looks_right(here, file):  # kept by an older version: forget
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
        raise unusable(file, "a commit id that is not 40 hexadecimal digits")
    if size <= 0:  # (a size beyond any disk is refused by the free-space check below)
        raise unusable(file, f"a size of {size} bytes")
    try:
        scheme = urlparse(meta.location).scheme
    except ValueError:
        scheme = ""
    if scheme not in ("http", "https"):
        raise unusable(file, "a file address that is not a web address")
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
                fetch(meta.location, url, token, partial, size, report, cancel, file)
                check(partial, sha256, size, report, cancel, file)
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


# -- the steps -------------------------------------------------------------------------------


def _forget(pointer: Path) -> None:
    """Remove a finished file that is not what it should be: its pointer and its blob."""
    try:
        blob = pointer.resolve()
        pointer.unlink(missing_ok=True)
        if blob != pointer and blob.parent.name == "blobs":
            blob.unlink(missing_ok=True)
    except OSError:
        pass


def _inside(folder: Path, name: str, file: HubFile) -> Path:
    """``folder/name``, refused unless it stays inside ``folder`` (no absolute path, no ``..``,
    no link leading out): names come from the hub's answer and the suggestions list."""
    parts = Path(name).parts
    if not name or Path(name).is_absolute() or any(p in ("..", ".", "") for p in parts):
        raise unusable(file, "a file name outside its folder")
    target = folder / name
    resolved = target.parent.resolve()
    if not resolved.is_relative_to(folder.resolve()):
        raise unusable(file, "a file name outside its folder")
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
    except hub_http.TooSlow as exc:
        raise DownloadRefused(
            _HUB_TOO_SLOW_ASKED(seconds=f"{hub_http.ANSWER_DEADLINE_S:.0f}")
        ) from exc
    except HfHubHTTPError as exc:
        raise http_refusal(exc, Path(file.filename), file.repo) from exc
    except httpx2.TransportError as exc:
        raise DownloadRefused(_UNREACHABLE()) from exc
    except hub_http.TooMuch as exc:
        raise unusable(file, "an answer longer than any the hub gives") from exc
    except httpx2.TooManyRedirects as exc:
        raise unusable(file, "too many redirects") from exc
    except (httpx2.HTTPError, httpx2.InvalidURL, ValueError, KeyError, UnicodeError) as exc:
        raise unusable(file, one_line(exc)) from exc
