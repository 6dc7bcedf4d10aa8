"""Checking a downloaded model file before it is kept: its SHA-256 against the one the hub
recorded, and its first bytes against what its name says it is."""

from __future__ import annotations

import hashlib
import time
from pathlib import Path

from writerlens.domain import Cancelled, CancelToken
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.services import model_download as md
from writerlens.services.model_download import (
    DownloadProgress,
    DownloadRefused,
    HubFile,
    Report,
    Stage,
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

_NOT_GGUF = define(
    "services.hub.not_gguf",
    QT_TRANSLATE_NOOP(
        "messages",
        "What the model hub sent for {filename} is not a GGUF model file (perhaps a web page), "
        "so it was not kept. Try again later; if it happens again, the network may be asking "
        "you to sign in first.",
    ),
)


_MAGIC = {".gguf": b"GGUF"}


def looks_right(path: Path, file: HubFile) -> bool:
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


def check(
    partial: Path, sha256: str, size: int, report: Report, cancel: CancelToken, file: HubFile
) -> None:
    """Refuse (and delete) a file whose SHA-256 is not the one the hub recorded, or that is not
    what its name says."""
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
    if not looks_right(partial, file):
        partial.unlink(missing_ok=True)
        raise DownloadRefused(_NOT_GGUF(filename=file.filename))
