"""A hub that lies or never stops: every answer ends in one line, nothing is written outside the
cache, nothing endless is held, and Cancel works within a second on a trickle. The real
huggingface_hub client talks to the local stand-in hub (tests/fake_hub.py) over loopback."""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path

import pytest
from fake_hub import FakeHub, point_hub_client_at

from writerlens.domain import Cancelled, CancelToken
from writerlens.services import model_download as md
from writerlens.services.model_download import DownloadRefused, HubFile

REPO = "writers/tiny-story-model-GGUF"
NAME = "tiny-story-model-Q4_K_M.gguf"
FILE = HubFile(REPO, NAME)
DATA = b"GGUF" + bytes(range(256)) * 64


@pytest.fixture
def hub(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    monkeypatch.setattr(md, "FIRST_WAIT", 0.05)
    with FakeHub() as server:
        point_hub_client_at(server, monkeypatch, tmp_path / "hub-cache")
        server.add(REPO, NAME, DATA)
        yield server


def _everything(root: Path) -> set[Path]:
    return {p for p in root.rglob("*")}


def _refused(hub: FakeHub, tmp_path: Path) -> str:
    before = _everything(tmp_path)
    with pytest.raises(DownloadRefused) as caught:
        md.download(FILE)
    message = caught.value.message
    assert "\n" not in message
    outside = {p for p in _everything(tmp_path) - before if "hub-cache" not in p.parts}
    assert not outside, outside
    assert md.already_downloaded(FILE) is None  # nothing kept as finished
    return message


@pytest.mark.parametrize(
    "commit",
    ["../../../../outside", "/tmp/absolute", "a" * 5000, "0123456789ABCDEF" * 3, ""],
)
def test_a_commit_id_that_is_not_40_hex_digits_is_refused(
    hub: FakeHub, tmp_path: Path, commit: str
):
    hub.commit = commit
    message = _refused(hub, tmp_path)
    assert "could not be used" in message or "did not give" in message
    assert not hub.file_gets()  # refused before a byte of the file was asked for


def test_a_file_name_leading_out_of_its_folder_is_refused(hub: FakeHub, tmp_path: Path):
    evil = HubFile(REPO, "../../../escaped.gguf")
    hub.add(REPO, evil.filename, DATA)
    with pytest.raises(DownloadRefused, match="outside its folder"):
        md.download(evil)
    assert not list(tmp_path.rglob("escaped.gguf"))


@pytest.mark.parametrize("size", [-5, 10**15])
def test_an_impossible_size_is_refused(hub: FakeHub, tmp_path: Path, size: int):
    hub.add(REPO, NAME, DATA, size=size)
    _refused(hub, tmp_path)


@pytest.mark.parametrize("extra", [100, -1])
def test_a_body_longer_than_declared_is_stopped_and_not_kept(
    hub: FakeHub, tmp_path: Path, extra: int
):
    hub.extra_bytes = extra
    message = _refused(hub, tmp_path)
    assert f"more than the {len(DATA)} bytes it declared" in message
    cache = tmp_path / "hub-cache"
    kept = sum(p.stat().st_size for p in cache.rglob("*") if p.is_file())
    assert kept < 2 * len(DATA)


def test_an_endless_error_page_is_not_read_whole(hub: FakeHub, tmp_path: Path):
    hub.endless_error = 500
    message = _refused(hub, tmp_path)
    assert "could not be used" in message or "error" in message


@pytest.mark.parametrize("location", ["", "ftp://example/file", "http://[::1", "::::"])
def test_a_bad_location_is_one_line(hub: FakeHub, tmp_path: Path, location: str):
    hub.location = location
    _refused(hub, tmp_path)


def test_a_redirect_loop_is_one_line(hub: FakeHub, tmp_path: Path):
    hub.redirect_loop = True
    _refused(hub, tmp_path)


@pytest.mark.parametrize("encoding", ["gzip", "br", "x-garbage"])
def test_an_encoded_or_garbage_body_is_one_line_and_not_kept(
    hub: FakeHub, tmp_path: Path, encoding: str
):
    hub.encoding = encoding
    message = _refused(hub, tmp_path)
    assert "encoded" in message


def test_cancel_is_honoured_within_a_second_on_a_trickle(hub: FakeHub, tmp_path: Path):
    hub.trickle = 0.5  # one byte every half second
    cancel = CancelToken()
    stopped: list[float] = []

    def run() -> None:
        try:
            md.download(FILE, cancel=cancel)
        except Cancelled:
            stopped.append(time.monotonic())

    worker = threading.Thread(target=run)
    worker.start()
    deadline = time.monotonic() + 10
    while not hub.file_gets() and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(1.0)
    asked = time.monotonic()
    cancel.cancel()
    worker.join(5)
    assert not worker.is_alive()
    assert stopped and stopped[0] - asked < 1.5
    assert md.already_downloaded(FILE) is None


def test_a_web_page_with_a_matching_hash_is_not_kept_as_a_model(hub: FakeHub, tmp_path: Path):
    """A hub (or a captive portal in front of it) that serves an HTML page, with the page's
    own size and hash: the check passes, but it is not a model, so it is not kept as
    finished, and the next Download asks the hub again."""
    page = b"<!DOCTYPE html><html><body>Sign in to the hotel Wi-Fi</body></html>"
    hub.add(REPO, NAME, page)
    message = _refused(hub, tmp_path)
    assert "not a GGUF model file" in message
    hub.add(REPO, NAME, DATA)
    asked = len(hub.requests)
    assert md.download(FILE).read_bytes() == DATA
    assert len(hub.requests) > asked


def test_a_good_answer_still_downloads(hub: FakeHub, tmp_path: Path):
    path = md.download(FILE)
    assert path.read_bytes() == DATA
    assert os.path.commonpath([path, tmp_path]) == str(tmp_path)


@pytest.mark.parametrize("where", ["any", "cdn"])
def test_a_hub_that_trickles_its_headers_forever_is_stopped_with_a_reason(
    hub: FakeHub, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, where: str
):
    """Every byte comes well within the socket's timeout, so that timeout never fires: the
    answer's own deadline does, on the metadata request ("any") or on the file's ("cdn")."""
    from writerlens.services import hub_http

    monkeypatch.setattr(hub_http, "ANSWER_DEADLINE_S", 1.5)
    hub.slow_headers, hub.slow_headers_on = 0.05, where
    outcome: list[BaseException] = []

    def run() -> None:
        try:
            md.download(FILE)
        except BaseException as exc:  # the test reads what came out
            outcome.append(exc)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(60)  # (without a deadline of its own: about 14 minutes, then a traceback)
    assert not worker.is_alive()
    (refused,) = outcome
    assert isinstance(refused, DownloadRefused)
    assert "did not finish answering within 2 seconds" in refused.message
    assert "\n" not in refused.message
    assert md.already_downloaded(FILE) is None
    assert bool(hub.file_gets()) == (where == "cdn")
    assert ("Nothing was downloaded" in refused.message) == (where == "any")
