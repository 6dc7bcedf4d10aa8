"""A local stand-in for the model hub's file endpoints, for tests.

The real ``huggingface_hub`` client is pointed at it through ``HF_ENDPOINT``. It answers what
``hf_hub_download`` and ``get_hf_file_metadata`` ask, the way the hub does for a large (LFS)
file:

- ``HEAD|GET {endpoint}/{owner}/{name}/resolve/{revision}/{filename}``: ``302`` with
  ``X-Repo-Commit``, ``X-Linked-Etag`` (the file's SHA-256, quoted), ``X-Linked-Size``, the
  pointer's own ``ETag``, and ``Location``: a "CDN" address on another host name
  (``localhost`` instead of ``127.0.0.1``), so the client drops the token as it does for the
  real CDN. Unknown repositories and files get ``404`` with the hub's ``X-Error-Code``; a gated
  file without ``Authorization`` gets ``401``/``GatedRepo``.
- ``GET /cdn/{sha256}``: the bytes, honouring ``Range: bytes=N-`` with ``206`` and
  ``Content-Range``.

It can misbehave on demand: drop the connection after some bytes (once), serve bytes that do
not match the recorded SHA-256, claim a size no disk has, and send slowly. Every request is
recorded, so tests can show what was (and was not) asked.
"""

from __future__ import annotations

import hashlib
import re
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import unquote

COMMIT = "0123456789abcdef0123456789abcdef01234567"
BLOCK = 64 * 1024


@dataclass
class HubEntry:
    content: bytes | Path
    sha256: str
    size: int
    gated: bool = False

    def length(self) -> int:
        if isinstance(self.content, Path):
            return self.content.stat().st_size
        return len(self.content)

    def read(self, start: int, end: int) -> bytes:
        if isinstance(self.content, Path):
            with self.content.open("rb") as f:
                f.seek(start)
                return f.read(end - start)
        return self.content[start:end]


@dataclass(frozen=True)
class Seen:
    method: str
    path: str
    range: str | None
    authorization: str | None


@dataclass
class FakeHub:
    files: dict[tuple[str, str], HubEntry] = field(default_factory=dict)
    requests: list[Seen] = field(default_factory=list)
    #: drop the connection after this many body bytes, on the next file GET only
    cut_after: int | None = None
    #: seconds to wait between 64 KiB blocks of a file (a slow line)
    block_delay: float = 0.0
    #: answer the next file GET with this HTTP status instead of the bytes (e.g. an expired
    #: signed address: 403)
    file_status: int | None = None
    #: set while a test wants the transfer to stop sending (not closed: stalled)
    hold: threading.Event = field(default_factory=threading.Event)
    _closing: threading.Event = field(default_factory=threading.Event)
    # -- hostile modes (a server that lies or never stops) --
    #: the commit id the hub answers with
    commit: str = COMMIT
    #: the Location the hub answers with instead of its CDN address
    location: str | None = None
    #: answer every resolve with a redirect to itself
    redirect_loop: bool = False
    #: bytes sent past the file's end (-1: never stop)
    extra_bytes: int = 0
    #: a Content-Encoding header put on the file's bytes (which are then garbage)
    encoding: str | None = None
    #: seconds between single bytes of the file (a trickle)
    trickle: float = 0.0
    #: an error status for file GETs, with an endless body
    endless_error: int | None = None
    #: seconds between single bytes of an answer's headers, which never end (0: off)
    slow_headers: float = 0.0
    #: which answers get those headers: "any", or "cdn" (the file's bytes only)
    slow_headers_on: str = "any"

    def add(
        self,
        repo: str,
        filename: str,
        content: bytes | Path,
        *,
        sha256: str | None = None,
        size: int | None = None,
        gated: bool = False,
    ) -> HubEntry:
        """Serve ``content``; ``sha256``/``size`` override what the hub claims about it."""
        if sha256 is None:
            digest = hashlib.sha256()
            if isinstance(content, Path):
                with content.open("rb") as f:
                    while block := f.read(2**24):
                        digest.update(block)
            else:
                digest.update(content)
            sha256 = digest.hexdigest()
        entry = HubEntry(content, sha256, size if size is not None else 0, gated)
        if size is None:
            entry.size = entry.length()
        self.files[(repo, filename)] = entry
        return entry

    def file_gets(self) -> list[Seen]:
        return [r for r in self.requests if r.method == "GET" and r.path.startswith("/cdn/")]

    # -- serving ----------------------------------------------------------------------------

    def __enter__(self) -> FakeHub:
        hub = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *_args: object) -> None:
                return None

            def do_HEAD(self) -> None:
                hub._handle(self, "HEAD")

            def do_GET(self) -> None:
                hub._handle(self, "GET")

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self.port = self._server.server_address[1]
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._closing.set()
        self.hold.clear()
        self._server.shutdown()
        self._server.server_close()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def _handle(self, req: BaseHTTPRequestHandler, method: str) -> None:
        path = unquote(req.path.split("?", 1)[0])
        self.requests.append(
            Seen(method, path, req.headers.get("Range"), req.headers.get("Authorization"))
        )
        if self.slow_headers and (self.slow_headers_on == "any" or path.startswith("/cdn/")):
            self._trickle_headers(req)
            return
        if path.startswith("/cdn/"):
            self._serve_bytes(req, method, path.removeprefix("/cdn/"))
            return
        match = re.fullmatch(r"/(?:api/)?([^/]+/[^/]+)/resolve/([^/]+)/(.+)", path)
        if not match:
            self._reply(req, 404, {"X-Error-Code": "RepoNotFound"})
            return
        repo, _revision, filename = match.groups()
        if not any(r == repo for r, _f in self.files):
            self._reply(req, 404, {"X-Error-Code": "RepoNotFound"})
            return
        entry = self.files.get((repo, filename))
        if entry is None:
            self._reply(req, 404, {"X-Error-Code": "EntryNotFound", "X-Repo-Commit": COMMIT})
            return
        if self.redirect_loop:
            self._reply(req, 302, {"Location": req.path})
            return
        if entry.gated and not req.headers.get("Authorization"):
            self._reply(req, 401, {"X-Error-Code": "GatedRepo"})
            return
        self._reply(
            req,
            302,
            {
                "X-Repo-Commit": self.commit,
                "X-Linked-Etag": f'"{entry.sha256}"',
                "X-Linked-Size": str(entry.size),
                "ETag": '"0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c"',
                "Location": self.location
                if self.location is not None
                else f"http://localhost:{self.port}/cdn/{entry.sha256}",
            },
        )

    def _trickle_headers(self, req: BaseHTTPRequestHandler) -> None:
        """A status line, then one header that never ends, a byte at a time: every byte comes
        before the client's socket timeout, so only a deadline of its own stops it."""
        try:
            req.wfile.write(b"HTTP/1.1 200 OK\r\nX-Never-Ends: ")
            req.wfile.flush()
            while not self._closing.is_set():
                time.sleep(self.slow_headers)
                req.wfile.write(b"a")
                req.wfile.flush()
        except OSError:
            return  # the client gave up and closed the connection

    def _reply(self, req: BaseHTTPRequestHandler, status: int, headers: dict[str, str]) -> None:
        req.send_response(status)
        for key, value in headers.items():
            req.send_header(key, value)
        req.send_header("Content-Length", "0")
        req.end_headers()

    def _serve_bytes(self, req: BaseHTTPRequestHandler, method: str, sha: str) -> None:
        entry = next((e for e in self.files.values() if e.sha256 == sha), None)
        if entry is None:
            self._reply(req, 404, {})
            return
        if self.endless_error is not None and method == "GET":
            req.send_response(self.endless_error)
            req.send_header("Content-Type", "text/plain")
            req.end_headers()
            try:
                while True:
                    req.wfile.write(b"error " * 10000)
            except OSError:
                return
        if self.encoding is not None and method == "GET":
            req.send_response(200)
            req.send_header("Content-Encoding", self.encoding)
            req.send_header("Content-Length", "64")
            req.end_headers()
            req.wfile.write(b"\x1f\x8b" + bytes(range(62)))
            return
        if self.file_status is not None and method == "GET":
            status, self.file_status = self.file_status, None
            self._reply(req, status, {})
            return
        total = entry.length()
        start = 0
        wanted = req.headers.get("Range")
        if wanted:
            start = int(re.fullmatch(r"bytes=(\d+)-", wanted).group(1))  # type: ignore[union-attr]
            req.send_response(206)
            req.send_header("Content-Range", f"bytes {start}-{total - 1}/{total}")
        else:
            req.send_response(200)
        if self.extra_bytes:
            req.send_header("Connection", "close")  # no length: the body ends when it closes
        else:
            req.send_header("Content-Length", str(total - start))
        req.send_header("Accept-Ranges", "bytes")
        req.end_headers()
        if method == "HEAD":
            return
        cut, self.cut_after = self.cut_after, None
        sent = 0
        position = start
        try:
            while position < total:
                if cut is not None and sent >= cut:
                    req.close_connection = True
                    req.wfile.flush()
                    req.connection.shutdown(2)  # the line drops mid-file
                    return
                while self.hold.is_set():
                    time.sleep(0.01)
                size = BLOCK if cut is None else min(BLOCK, cut - sent)
                if self.trickle:
                    size = 1
                    time.sleep(self.trickle)
                block = entry.read(position, min(total, position + size))
                req.wfile.write(block)
                position += len(block)
                sent += len(block)
                if self.block_delay:
                    time.sleep(self.block_delay)
            extra = self.extra_bytes
            while extra:
                req.wfile.write(bytes(BLOCK))
                extra = max(0, extra - BLOCK) if extra > 0 else extra
            if self.extra_bytes:
                req.close_connection = True
        except (BrokenPipeError, ConnectionResetError):
            return


def point_hub_client_at(hub: FakeHub, monkeypatch, cache: Path) -> None:
    """Make the real hub client use ``hub`` and ``cache`` only, with no token of the
    developer's and offline mode off, whatever this machine's environment says."""
    from huggingface_hub import constants

    monkeypatch.setenv("HF_ENDPOINT", hub.url)
    monkeypatch.setenv("HF_HUB_CACHE", str(cache))
    for name in ("HF_TOKEN", "HUGGING_FACE_HUB_TOKEN", "HF_HUB_OFFLINE", "HF_HOME"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(constants, "HF_TOKEN_PATH", str(cache.parent / "no-token"))
    monkeypatch.setattr(constants, "HF_STORED_TOKENS_PATH", str(cache.parent / "no-tokens"))
    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", False)


def write_tiny_gguf(path: Path, n_bytes: int) -> Path:
    """A real (tiny, untrained) GGUF file of about ``n_bytes``, made with tests/llm's builder,
    so that what is downloaded can be added as a model."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "gguf_builder", Path(__file__).parent / "llm" / "gguf_builder.py"
    )
    assert spec is not None and spec.loader is not None
    builder = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(builder)
    columns = max(1, n_bytes // (64 * 4))
    return builder.write_gguf(path, None, [("tok_embd", [64, 4]), ("out", [64, columns])])
