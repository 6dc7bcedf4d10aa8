"""Download one model file from the model hub: resumable, checked, in the hub's own cache layout.

Only this module (with :mod:`writerlens.services.hub_fetch`, which it imports when a download
starts) talks to the hub, and only when the writer presses Download (or runs
``writerlens models download``). It uses ``huggingface_hub``, the field's own client, for the
file's metadata (commit, size, and the SHA-256 the hub records for every large file, read from
``X-Linked-Etag``), the addresses (``HF_ENDPOINT``), the token (``HF_TOKEN`` or a saved login,
never sent to the file host), its HTTP session and error types, and the cache layout
(``models--owner--name/blobs/<sha256>`` linked from ``snapshots/<commit>/<file>``), so another
tool that uses the hub's cache finds the same file and ``try_to_load_from_cache`` finds ours.

Why not simply ``hf_hub_download``: since huggingface_hub 2 it writes each attempt to a file
with a random name and deletes it when the attempt fails, so a cancelled or crashed download
starts again from zero (a 4 GB model on a slow line may never finish), and its retries of a
dropped line are silent and deaf to Cancel. Here the partial file keeps a fixed name
(``blobs/<sha256>.incomplete``, as the hub's client used to) and every attempt asks only for
the rest. Nothing is offered before its SHA-256 matches the hub's.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from writerlens.domain import CancelToken, WriterLensError

#: Bytes per read when checking the file. (Downloading takes what the network delivers, about
#: 64 KiB at a time, and Cancel acts between those: the hub client's own download reads 10 MiB
#: at a time, which on a 1 MB/s line would leave Cancel waiting 10 s.)
READ_BYTES = 2**20
#: Space kept free beyond the file itself, so the computer does not run out of room.
SPARE_BYTES = 100 * 10**6
#: How often the progress callback is called at most (seconds), and the speed's window.
REPORT_EVERY = 0.2
SPEED_WINDOW = 5.0
#: Tries in a row that bring no new byte before the download gives up (what arrived is kept).
RETRIES = 5
#: Seconds to wait before the first retry; doubled each time, at most 8.
FIRST_WAIT = 1.0


class Stage(Enum):
    ASKING = "asking"  # asking the hub about the file
    DOWNLOADING = "downloading"
    RETRYING = "retrying"  # the line dropped: waiting a moment, then going on from there
    CHECKING = "checking"  # computing the SHA-256
    DONE = "done"


@dataclass(frozen=True)
class DownloadProgress:
    stage: Stage
    done: int = 0
    total: int = 0
    #: bytes per second over the last few seconds (None until there is enough to tell)
    speed: float | None = None
    seconds_left: float | None = None
    #: bytes that were already on disk from an earlier attempt
    resumed_from: int = 0
    #: when RETRYING: which try this is (of RETRIES)
    attempt: int = 0


@dataclass(frozen=True)
class HubFile:
    repo: str
    filename: str
    revision: str = "main"


class DownloadRefused(WriterLensError):
    """The download did not start, or its file was not accepted; the message says why."""


Report = Callable[[DownloadProgress], None]


def hub_endpoint() -> str | None:
    """``HF_ENDPOINT`` as set now (huggingface_hub reads it once, at import)."""
    value = os.environ.get("HF_ENDPOINT", "").strip().rstrip("/")
    return value or None


def default_cache_dir() -> Path:
    """The hub's cache folder, following ``HF_HUB_CACHE`` / ``HF_HOME`` as they are set now."""
    if os.environ.get("HF_HUB_CACHE"):
        return Path(os.environ["HF_HUB_CACHE"]).expanduser()
    if os.environ.get("HF_HOME"):
        return Path(os.environ["HF_HOME"]).expanduser() / "hub"
    from huggingface_hub import constants

    return Path(constants.HF_HUB_CACHE)


def already_downloaded(file: HubFile, cache_dir: Path | None = None) -> Path | None:
    """The file's path if a finished download is in the cache. Looks on disk only."""
    from huggingface_hub import try_to_load_from_cache

    try:
        found = try_to_load_from_cache(
            file.repo,
            file.filename,
            cache_dir=str(cache_dir or default_cache_dir()),
            revision=file.revision,
        )
    except ValueError:  # a name the hub's client refuses (leading out of its folder)
        return None
    return Path(found) if isinstance(found, str) and Path(found).is_file() else None


def partial_bytes(file: HubFile, cache_dir: Path | None = None) -> int:
    """Bytes kept from an unfinished download of ``file`` (0 if none). Looks on disk only."""
    partial = partial_path(file, Path(cache_dir or default_cache_dir()))
    return partial.stat().st_size if partial is not None and partial.is_file() else 0


def partial_note(file: HubFile, cache: Path) -> Path:
    """Where WriterLens notes which partial blob belongs to ``file``: the blob is named by the
    file's SHA-256, which only the hub can tell, and the page must not ask it. Kept beside the
    hub client's lock files, which cache tools leave alone."""
    storage = storage_folder(file, cache)
    name = f"{file.revision}--{file.filename}".replace("/", "--")
    return cache / ".locks" / storage.name / f"{name}.writerlens-partial"


def partial_path(file: HubFile, cache: Path) -> Path | None:
    note = partial_note(file, cache)
    try:
        sha256 = note.read_text(encoding="ascii").strip()
    except OSError:
        return None
    if len(sha256) != 64 or not sha256.isalnum():
        return None
    return storage_folder(file, cache) / "blobs" / f"{sha256}.incomplete"


def storage_folder(file: HubFile, cache: Path) -> Path:
    """``models--owner--name`` in the cache, as the hub's client names it."""
    from huggingface_hub.file_download import repo_folder_name

    return cache / repo_folder_name(repo_id=file.repo, repo_type="model")


def download(
    file: HubFile,
    *,
    cache_dir: Path | None = None,
    progress: Report | None = None,
    cancel: CancelToken | None = None,
    token: str | bool | None = None,
) -> Path:
    """Fetch ``file`` (resuming an earlier attempt), check its SHA-256, and return its path.

    Raises :class:`~writerlens.domain.Cancelled` (the part fetched so far is kept for next
    time) or :class:`DownloadRefused` with a message for the writer. The hub's client is
    imported here, not when WriterLens starts: opening the app needs none of it.
    """
    from writerlens.services import hub_fetch

    report = progress or (lambda _p: None)
    cache = Path(cache_dir or default_cache_dir())
    return hub_fetch.download(file, cache, report, cancel or CancelToken(), token)


def free_bytes(folder: Path) -> int:
    """Free space on the disk that holds ``folder`` (or its nearest existing parent)."""
    for candidate in (folder, *folder.parents):
        if candidate.exists():
            return shutil.disk_usage(candidate).free
    return shutil.disk_usage(Path.cwd()).free


def progress_text(p: DownloadProgress) -> str:
    """One line for a terminal (the app words its own, translatably)."""
    if p.stage is Stage.ASKING:
        return "Asking the model hub about the file…"
    if p.stage is Stage.CHECKING:
        return f"Checking the file: {gb_text(p.done)} of {gb_text(p.total)}"
    if p.stage is Stage.DONE:
        return "Downloaded and checked."
    if p.stage is Stage.RETRYING:
        return f"The connection dropped; trying again ({p.attempt} of {RETRIES})…"
    line = f"{gb_text(p.done)} of {gb_text(p.total)}"
    if p.speed:
        line += f" · {p.speed / 1e6:.1f} MB/s"
    if p.seconds_left is not None:
        line += f" · about {duration_text(p.seconds_left)} left"
    return line


def duration_text(seconds: float) -> str:
    if seconds < 60:
        return f"{max(1, round(seconds))} s"
    if seconds < 3600:
        return f"{round(seconds / 60)} min"
    return f"{seconds / 3600:.1f} h"


def gb_text(n: int) -> str:
    return f"{n / 1e9:.1f} GB" if n >= 1e8 else f"{max(1, round(n / 1e6))} MB"
