"""Threads and memory for local models, read from the system's own files."""

from __future__ import annotations

import os
from pathlib import Path

from writerlens.llm.hardware import available_memory_bytes, physical_cores


def _cpuinfo(tmp_path: Path, cores: list[tuple[int, int]]) -> Path:
    blocks = [
        f"processor\t: {n}\nphysical id\t: {phys}\ncore id\t\t: {core}\nflags\t\t: fpu\n"
        for n, (phys, core) in enumerate(cores)
    ]
    path = tmp_path / "cpuinfo"
    path.write_text("\n".join(blocks) + "\n")
    return path


def test_hyperthreads_are_not_counted_as_cores(tmp_path: Path, monkeypatch):
    monkeypatch.setattr(os, "sched_getaffinity", lambda _pid: set(range(8)), raising=False)
    # 8 logical processors: 2 sockets x 2 cores x 2 threads
    cores = [(0, 0), (0, 1), (1, 0), (1, 1)] * 2
    assert physical_cores(_cpuinfo(tmp_path, cores)) == 4


def test_cores_are_capped_by_what_this_process_may_use(tmp_path: Path, monkeypatch):
    monkeypatch.setattr(os, "sched_getaffinity", lambda _pid: {0, 1}, raising=False)
    assert physical_cores(_cpuinfo(tmp_path, [(0, n) for n in range(16)])) == 2


def test_without_cpuinfo_the_cpu_count_is_used(tmp_path: Path, monkeypatch):
    monkeypatch.setattr(os, "sched_getaffinity", lambda _pid: {0, 1, 2}, raising=False)
    assert physical_cores(tmp_path / "missing") == 3
    empty = tmp_path / "empty"
    empty.write_text("processor : 0\n")
    assert physical_cores(empty) == 3


def test_available_memory_comes_from_meminfo(tmp_path: Path):
    meminfo = tmp_path / "meminfo"
    meminfo.write_text("MemTotal:  16000000 kB\nMemFree:  100 kB\nMemAvailable:  8000000 kB\n")
    assert available_memory_bytes(meminfo) == 8_000_000 * 1024
    assert available_memory_bytes(tmp_path / "missing") is None


def test_models_running_at_once_share_the_free_cores() -> None:
    """This process's own running models are in the load average: they are counted from the
    threads they hold, so a second model gets what the first left, not all the cores again."""
    from writerlens.llm.hardware import free_cores, running

    assert free_cores(loadavg=0.0, cores=4, ours=0) == 4
    with running(2):
        assert free_cores(loadavg=2.0, cores=4) == 2  # the first model's two threads
        with running(2):
            assert free_cores(loadavg=4.0, cores=4) == 1  # never none
    assert free_cores(loadavg=1.0, cores=4) == 3  # another program keeps one core busy
    with running(1):
        assert free_cores(loadavg=0.2, cores=4) == 3  # the load average has not caught up yet
