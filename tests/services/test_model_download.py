"""Downloading a model with the real huggingface_hub client from a local stand-in hub: the
file arrives whole, in the hub's cache layout; a dropped line, a cancel and a crash all go on
from where they stopped; a damaged file and a full disk are refused. Nothing leaves this
machine."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from fake_hub import COMMIT, FakeHub, point_hub_client_at, write_tiny_gguf
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from writerlens.domain import Cancelled, CancelToken, WriterLensError
from writerlens.services import model_download as md
from writerlens.services.model_download import DownloadProgress, DownloadRefused, HubFile, Stage
from writerlens.services.suggested_models import suggested, suggestions

REPO = "writers/tiny-story-model-GGUF"
NAME = "tiny-story-model-Q4_K_M.gguf"
FILE = HubFile(REPO, NAME)
MB = 2**20


def _content(n: int, seed: int = 7) -> bytes:
    """``n`` bytes that differ everywhere, so a byte in the wrong place changes the hash (they
    begin as a GGUF file does: a .gguf that does not is refused as not a model)."""
    out = bytearray(b"GGUF")
    block = hashlib.sha256(str(seed).encode()).digest()
    while len(out) < n:
        block = hashlib.sha256(block).digest()
        out += block
    return bytes(out[:n])


@pytest.fixture
def hub(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    monkeypatch.setattr(md, "FIRST_WAIT", 0.05)  # retries here need no pause for the line
    with FakeHub() as server:
        point_hub_client_at(server, monkeypatch, tmp_path / "hub-cache")
        yield server


@pytest.fixture
def cache(tmp_path: Path) -> Path:
    return tmp_path / "hub-cache"


def _blobs(cache: Path) -> Path:
    return cache / "models--writers--tiny-story-model-GGUF" / "blobs"


def test_a_download_arrives_whole_in_the_hub_cache_layout(hub: FakeHub, cache: Path) -> None:
    data = _content(3 * MB + 123)
    sha = hub.add(REPO, NAME, data).sha256
    seen: list[DownloadProgress] = []
    assert md.already_downloaded(FILE) is None
    path = md.download(FILE, progress=seen.append)
    assert path.read_bytes() == data
    storage = cache / "models--writers--tiny-story-model-GGUF"
    assert path == storage / "snapshots" / COMMIT / NAME
    assert path.is_symlink() and path.resolve() == storage / "blobs" / sha
    assert (storage / "refs" / "main").read_text() == COMMIT
    assert not list(storage.glob("blobs/*.incomplete"))
    # the hub client's own lookup finds it, with no network
    assert md.already_downloaded(FILE) == path
    asked = len(hub.requests)
    assert md.download(FILE) == path and len(hub.requests) == asked  # again: nothing asked
    stages = [p.stage for p in seen]
    assert stages[0] is Stage.ASKING and stages[-1] is Stage.DONE
    assert Stage.CHECKING in stages or Stage.DOWNLOADING in stages
    done = [p.done for p in seen if p.stage is Stage.DOWNLOADING]
    assert done == sorted(done) and done[-1] == len(data)
    # the token stays with the hub: the CDN request carries no Authorization
    assert [r.range for r in hub.file_gets()] == [None]


def test_a_dropped_connection_is_resumed_with_a_range_request(hub: FakeHub) -> None:
    data = _content(2 * MB + 5)
    hub.add(REPO, NAME, data)
    hub.cut_after = MB + 4096  # the line drops once, part-way
    seen: list[DownloadProgress] = []
    path = md.download(FILE, progress=seen.append)
    assert path.read_bytes() == data
    retrying = [p for p in seen if p.stage is Stage.RETRYING]
    assert len(retrying) == 1 and retrying[0].attempt == 1 and retrying[0].done > 0
    ranges = [r.range for r in hub.file_gets()]
    assert ranges[0] is None and len(ranges) == 2
    assert ranges[1].startswith("bytes=") and int(ranges[1][6:-1]) > 0


def test_cancel_keeps_the_part_and_the_next_download_goes_on_from_it(
    hub: FakeHub, cache: Path
) -> None:
    data = _content(4 * MB)
    sha = hub.add(REPO, NAME, data).sha256
    hub.block_delay = 0.02  # about 3 MB/s
    token = CancelToken()

    def cancel_after_first_megabyte(p: DownloadProgress) -> None:
        if p.stage is Stage.DOWNLOADING and p.done >= MB:
            token.cancel()

    with pytest.raises(Cancelled, match="kept"):
        md.download(FILE, progress=cancel_after_first_megabyte, cancel=token)
    partial = _blobs(cache) / f"{sha}.incomplete"
    kept = partial.stat().st_size
    assert MB <= kept < len(data)
    assert md.partial_bytes(FILE) == kept
    assert md.partial_bytes(HubFile(REPO, "another-Q8_0.gguf")) == 0  # only this file's part
    assert md.already_downloaded(FILE) is None  # nothing half-done is offered
    hub.block_delay = 0
    seen: list[DownloadProgress] = []
    path = md.download(FILE, progress=seen.append)
    assert path.read_bytes() == data
    assert hub.file_gets()[-1].range == f"bytes={kept}-"
    assert any(p.resumed_from == kept for p in seen)
    assert md.partial_bytes(FILE) == 0


def test_a_part_kept_from_an_older_version_of_the_file_is_dropped(
    hub: FakeHub, cache: Path
) -> None:
    old = _content(3 * MB, seed=1)
    old_sha = hub.add(REPO, NAME, old).sha256
    hub.cut_after = MB
    monkey = CancelToken()

    def stop_when_cut(p: DownloadProgress) -> None:
        if p.stage is Stage.RETRYING:
            monkey.cancel()

    with pytest.raises(Cancelled):
        md.download(FILE, progress=stop_when_cut, cancel=monkey)
    assert (_blobs(cache) / f"{old_sha}.incomplete").exists() and md.partial_bytes(FILE) > 0
    new = _content(2 * MB, seed=2)  # the publisher replaced the file on the hub
    hub.add(REPO, NAME, new)
    assert md.download(FILE).read_bytes() == new
    assert not (_blobs(cache) / f"{old_sha}.incomplete").exists()
    assert hub.file_gets()[-1].range is None


def test_a_crashed_download_goes_on_from_what_reached_the_disk(
    hub: FakeHub, cache: Path, tmp_path: Path
) -> None:
    """A separate process (the CLI) is killed mid-download; the next run asks for the rest."""
    model = suggested("qwen2.5-1.5b")
    data = write_tiny_gguf(tmp_path / "tiny.gguf", 6 * MB).read_bytes()
    sha = hub.add(model.repo, model.file, data).sha256
    hub.block_delay = 0.01  # about 6 MB/s: the kill lands mid-file
    env = os.environ | {"PYTHONPATH": os.pathsep.join(sys.path)}
    data_dir = tmp_path / "data"
    cmd = [sys.executable, "-m", "writerlens", "--data-dir", str(data_dir)]
    proc = subprocess.Popen(
        [*cmd, "models", "download", model.id],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    partial = cache / f"models--{model.repo.replace('/', '--')}" / "blobs" / f"{sha}.incomplete"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and (not partial.exists() or partial.stat().st_size < MB):
        assert proc.poll() is None, proc.communicate()
        time.sleep(0.02)
    proc.kill()
    proc.wait()
    kept = partial.stat().st_size
    assert MB <= kept < len(data)
    hub.block_delay = 0
    done = subprocess.run(
        [*cmd, "models", "download", model.id],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert hub.file_gets()[-1].range == f"bytes={kept}-"
    path = md.already_downloaded(HubFile(model.repo, model.file))
    assert path is not None and path.read_bytes() == data
    assert str(path) in done.stdout and "Added Tiny Test Model" in done.stdout
    # and it is one of the writer's local models now, as if added by file
    from writerlens.services import model_setup
    from writerlens.services.library import Library

    library = Library.open(data_dir)
    try:
        assert [m.path for m in model_setup.local_models(library)] == [str(path)]
    finally:
        library.close()


def test_cancel_acts_while_the_hub_has_stopped_sending(
    hub: FakeHub, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A stalled line: the client waits out its read timeout, says it is trying again, and
    Cancel ends the wait at once instead of after five silent timeouts."""
    from huggingface_hub import constants

    monkeypatch.setattr(constants, "HF_HUB_DOWNLOAD_TIMEOUT", 0.5)
    hub.add(REPO, NAME, _content(2 * MB))
    hub.hold.set()
    token = CancelToken()
    seen: list[DownloadProgress] = []
    errors: list[BaseException] = []
    worker = threading.Thread(
        target=lambda: _catch(errors, lambda: md.download(FILE, progress=seen.append, cancel=token))
    )
    worker.start()
    deadline = time.monotonic() + 20
    while not any(p.stage is Stage.RETRYING for p in seen) and time.monotonic() < deadline:
        time.sleep(0.02)
    assert any(p.stage is Stage.RETRYING for p in seen)
    asked = time.monotonic()
    token.cancel()
    worker.join(10)
    waited = time.monotonic() - asked
    hub.hold.clear()
    assert not worker.is_alive() and waited < 1.0, waited
    assert len(errors) == 1 and isinstance(errors[0], Cancelled)


def test_a_line_that_never_comes_back_is_given_up_and_the_part_kept(
    hub: FakeHub, monkeypatch: pytest.MonkeyPatch, cache: Path
) -> None:
    from huggingface_hub import constants

    monkeypatch.setattr(constants, "HF_HUB_DOWNLOAD_TIMEOUT", 0.2)
    monkeypatch.setattr(md, "RETRIES", 2)
    sha = hub.add(REPO, NAME, _content(2 * MB)).sha256
    hub.hold.set()
    with pytest.raises(DownloadRefused, match="was lost and did not come back") as refused:
        md.download(FILE)
    hub.hold.clear()
    assert "is kept" in refused.value.message
    assert (_blobs(cache) / f"{sha}.incomplete").exists()


def test_a_file_host_error_is_explained_and_the_next_try_goes_on(hub: FakeHub, cache: Path) -> None:
    data = _content(2 * MB)
    hub.add(REPO, NAME, data)
    hub.cut_after = MB
    hub.file_status = None
    token = CancelToken()
    with pytest.raises(Cancelled):
        md.download(
            FILE,
            cancel=token,
            progress=lambda p: token.cancel() if p.stage is Stage.RETRYING else None,
        )
    kept = md.partial_bytes(FILE)
    hub.file_status = 403  # the signed address expired, say
    with pytest.raises(DownloadRefused, match="HTTP 403") as refused:
        md.download(FILE)
    assert f"{REPO}/{NAME}" in refused.value.message and "Nothing was lost" in refused.value.message
    assert md.partial_bytes(FILE) == kept
    assert md.download(FILE).read_bytes() == data
    assert hub.file_gets()[-1].range == f"bytes={kept}-"


def test_a_damaged_file_is_refused_and_deleted(hub: FakeHub, cache: Path) -> None:
    data = _content(MB + 77)
    claimed = hashlib.sha256(b"the file the hub recorded").hexdigest()
    hub.add(REPO, NAME, data, sha256=claimed)
    with pytest.raises(DownloadRefused, match="damaged") as refused:
        md.download(FILE)
    assert "did not add it" in refused.value.message
    assert not any(_blobs(cache).iterdir())  # neither the blob nor a partial stays
    assert md.already_downloaded(FILE) is None


def test_not_enough_disk_space_is_refused_before_anything_is_fetched(
    hub: FakeHub, cache: Path
) -> None:
    hub.add(REPO, NAME, _content(1000), size=10**18)  # an exabyte: no disk has that
    with pytest.raises(DownloadRefused, match="Not enough free disk space") as refused:
        md.download(FILE)
    assert "Nothing was downloaded" in refused.value.message
    assert hub.file_gets() == []
    assert [r.method for r in hub.requests] == ["HEAD"]


@pytest.mark.parametrize(
    ("file", "words"),
    [
        (HubFile("nobody/no-such-model", NAME), "no longer has nobody/no-such-model"),
        (HubFile(REPO, "no-such-file.gguf"), "no longer has"),
    ],
)
def test_a_missing_model_says_the_list_may_be_out_of_date(
    hub: FakeHub, file: HubFile, words: str
) -> None:
    hub.add(REPO, NAME, _content(100))
    with pytest.raises(DownloadRefused, match=words) as refused:
        md.download(file)
    assert "out of date" in refused.value.message


def test_a_gated_model_asks_for_the_licence_and_a_token_opens_it(
    hub: FakeHub, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = _content(1000)
    hub.add(REPO, NAME, data, gated=True)
    with pytest.raises(DownloadRefused, match="accept its licence"):
        md.download(FILE)
    monkeypatch.setenv("HF_TOKEN", "hf_writer_token")
    hub.requests.clear()
    assert md.download(FILE).read_bytes() == data
    heads = [r.authorization for r in hub.requests if r.method == "HEAD"]
    assert heads == [None, "Bearer hf_writer_token"]  # the login only once it is asked for
    assert hub.file_gets()[-1].authorization is None  # never sent to the file host


def test_a_saved_login_is_not_sent_to_a_model_that_does_not_ask_for_it(
    hub: FakeHub, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HF_TOKEN", "hf_writer_token")
    hub.add(REPO, NAME, _content(1000))
    md.download(FILE)
    assert hub.requests and all(r.authorization is None for r in hub.requests)


def test_an_unreachable_hub_says_so(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    with FakeHub() as gone:
        point_hub_client_at(gone, monkeypatch, tmp_path / "hub-cache")
    with pytest.raises(DownloadRefused, match="could not reach the model hub"):
        md.download(FILE)


def test_two_downloads_of_one_file_do_not_write_into_each_other(hub: FakeHub) -> None:
    data = _content(2 * MB)
    hub.add(REPO, NAME, data)
    hub.hold.set()
    errors: list[BaseException] = []
    first = threading.Thread(target=lambda: _catch(errors, lambda: md.download(FILE)))
    first.start()
    deadline = time.monotonic() + 10
    while not hub.file_gets() and time.monotonic() < deadline:
        time.sleep(0.01)
    with pytest.raises(DownloadRefused, match="already being downloaded"):
        md.download(FILE)
    hub.hold.clear()
    first.join(30)
    assert errors == []
    assert md.already_downloaded(FILE).read_bytes() == data  # type: ignore[union-attr]


def _catch(errors: list[BaseException], work) -> None:
    try:
        work()
    except BaseException as exc:
        errors.append(exc)


@settings(
    max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    size=st.integers(min_value=4, max_value=3 * MB),  # (a .gguf of under 4 bytes is no model)
    cut=st.integers(min_value=0, max_value=3 * MB),
    kept=st.integers(min_value=0, max_value=3 * MB),
    garbage=st.booleans(),
)
def test_whatever_was_kept_and_wherever_the_line_drops_the_result_is_exact_or_refused(
    hub: FakeHub, cache: Path, size: int, cut: int, kept: int, garbage: bool
) -> None:
    """A partial file of any length (a true beginning of the file, or bytes from something
    else) plus a line that drops anywhere: the file offered is the hub's, byte for byte, or
    nothing is offered and the writer is told."""
    import shutil

    shutil.rmtree(cache, ignore_errors=True)
    hub.requests.clear()
    data = _content(size, seed=size)
    sha = hub.add(REPO, NAME, data).sha256
    blobs = _blobs(cache)
    blobs.mkdir(parents=True, exist_ok=True)
    head = data[: min(kept, size)]
    if garbage:
        head = bytes(255 - b for b in head)
    (blobs / f"{sha}.incomplete").write_bytes(head)
    hub.cut_after = cut if cut < size - len(head) else None
    try:
        path = md.download(FILE)
    except DownloadRefused as refused:
        assert garbage and head and "damaged" in refused.message
        assert md.already_downloaded(FILE) is None
        assert not (blobs / f"{sha}.incomplete").exists()
    else:
        assert path.read_bytes() == data
        assert not (garbage and head)


def test_the_suggested_list_names_real_files_with_what_a_writer_needs() -> None:
    found = suggestions()
    ids = [m.id for m in found.models]
    assert len(ids) == len(set(ids)) >= 5
    for m in found.models:
        assert m.repo.count("/") == 1 and m.file.endswith(".gguf")
        assert m.quantisation in m.file
        assert 5 * 10**8 < m.size_bytes < 6 * 10**9 and m.file_gb < m.ram_gb_4k < 8
        assert m.licence and len(m.why) > 30 and m.trained_context >= 8192
        assert set(m.unconfirmed) <= {"size_bytes", "repo", "file", "trained_context"}
    with pytest.raises(WriterLensError, match=r"Choose one of: qwen2\.5-1\.5b"):
        suggested("gpt-5")


def test_the_cli_lists_the_suggestions_and_needs_an_id_to_download(
    hub: FakeHub, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import json

    from writerlens.cli import main

    base = ["--data-dir", str(tmp_path / "data"), "models"]
    assert main([*base, "suggested"]) == 0
    out = capsys.readouterr().out
    assert all(m.id in out and m.licence in out for m in suggestions().models)
    assert main([*base, "suggested", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [m["repo"] for m in listed] == [m.repo for m in suggestions().models]
    assert main([*base, "download"]) == 2
    assert "writerlens models suggested" in capsys.readouterr().err
    assert main([*base, "download", "no-such-model"]) == 1
    assert "Choose one of" in capsys.readouterr().err
    assert hub.requests == []  # listing and mistakes ask the hub nothing


def test_without_symlinks_the_file_sits_in_the_snapshot_and_is_not_fetched_twice(
    hub: FakeHub, cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As the hub's client does where links are not allowed (Windows without developer mode)."""

    def no_links(*_args: object, **_kwargs: object) -> None:
        raise OSError("symbolic links are not allowed here")

    monkeypatch.setattr(Path, "symlink_to", no_links)
    data = _content(MB)
    hub.add(REPO, NAME, data)
    path = md.download(FILE)
    assert not path.is_symlink() and path.read_bytes() == data
    assert not any(_blobs(cache).glob("[0-9a-f]*[0-9a-f]"))  # moved, not copied
    gets = len(hub.file_gets())
    assert md.download(FILE) == path and len(hub.file_gets()) == gets
