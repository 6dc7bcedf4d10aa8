"""What the writer is told when the model hub refuses a download or answers with something
WriterLens cannot use: shared by asking the hub (:mod:`~writerlens.services.hub_fetch`) and
fetching the file (:mod:`~writerlens.services.hub_resume`)."""

from __future__ import annotations

from pathlib import Path

from huggingface_hub.errors import (
    GatedRepoError,
    HfHubHTTPError,
    RemoteEntryNotFoundError,
    RepositoryNotFoundError,
    RevisionNotFoundError,
)

from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.services.model_download import DownloadRefused, HubFile

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


def unusable(file: HubFile, what: str) -> DownloadRefused:
    return DownloadRefused(_HUB_ANSWER_UNUSABLE(filename=file.filename, what=what))


def one_line(exc: BaseException) -> str:
    text = " ".join(str(exc).split())[:120]
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def http_refusal(exc: HfHubHTTPError, name: Path, repo: str = "") -> DownloadRefused:
    where = f"{repo}/{name}" if repo else str(name)
    if isinstance(exc, GatedRepoError):
        return DownloadRefused(_LICENCE_GATED(repo=repo))
    if isinstance(exc, RepositoryNotFoundError | RevisionNotFoundError | RemoteEntryNotFoundError):
        return DownloadRefused(_FILE_GONE(where=where))
    status = exc.response.status_code if exc.response is not None else "?"
    return DownloadRefused(_HTTP_ERROR(status=status, where=where))
