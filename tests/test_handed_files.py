"""Every reader of a file the app is handed goes through one bounded opener: a named pipe, a
device, a folder or a file over the reader's cap is refused with one line, before a byte is
read (a pipe would hang forever, /dev/zero would fill memory)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from writerlens.domain import WriterLensError
from writerlens.handed_files import FileRefused, read_handed
from writerlens.study.coordinator.bundle_reader import read_bundle
from writerlens.study.study_file import MAX_STUDY_BYTES, read_study
from writerlens.texts.importers import read_document


def _fifo(tmp_path: Path, name: str) -> Path:
    path = tmp_path / name
    os.mkfifo(path)
    return path


def test_the_opener_refuses_pipes_devices_folders_and_oversized_files(tmp_path: Path):
    with pytest.raises(FileRefused, match="named pipe"):
        read_handed(_fifo(tmp_path, "pipe"), 100)
    with pytest.raises(FileRefused, match="a device"):
        read_handed("/dev/zero", 100)
    with pytest.raises(FileRefused, match="a folder"):
        read_handed(tmp_path, 100)
    big = tmp_path / "big.bin"
    with big.open("wb") as f:
        f.truncate(2 * 10**9)  # 2 GB, sparse: refused by its size, never read
    with pytest.raises(FileRefused, match="too large"):
        read_handed(big, 4 * 2**20)
    with pytest.raises(FileRefused, match="is not there"):
        read_handed(tmp_path / "gone", 100)
    small = tmp_path / "small.txt"
    small.write_bytes(b"x" * 3 * 2**20)
    assert read_handed(small, 4 * 2**20) == small.read_bytes()


@pytest.mark.parametrize("kind", ["fifo", "device", "huge"])
def test_study_join_refuses_before_reading(tmp_path: Path, kind: str):
    if kind == "fifo":
        path = _fifo(tmp_path, "study.json")
    elif kind == "device":
        path = Path("/dev/zero")
    else:
        path = tmp_path / "study.json"
        with path.open("wb") as f:
            f.truncate(MAX_STUDY_BYTES + 1)
    with pytest.raises(WriterLensError) as caught:
        read_study(path)
    assert "\n" not in caught.value.message
    assert "not a regular file" in caught.value.message or "too large" in caught.value.message


def test_a_bundle_that_is_a_pipe_is_refused(tmp_path: Path):
    with pytest.raises(WriterLensError):
        read_bundle(_fifo(tmp_path, "writer.wlbundle"))


def test_a_manuscript_that_is_a_pipe_is_refused(tmp_path: Path):
    with pytest.raises(WriterLensError) as caught:
        read_document(_fifo(tmp_path, "story.txt"))
    assert "\n" not in caught.value.message


def test_a_release_tsv_with_a_byte_order_mark_is_read(tmp_path: Path):
    from writerlens.study.coordinator.releases import reading_subtext

    header = "\t".join(["SummID", "UserID", "Feedback", "Preference", *reading_subtext.QUESTIONS])
    (tmp_path / reading_subtext.RATINGS).parent.mkdir(parents=True, exist_ok=True)
    (tmp_path / reading_subtext.RATINGS).write_bytes(
        b"\xef\xbb\xbf" + (header + "\n").encode("utf-8")
    )
    assert reading_subtext.rows(tmp_path) == []
