"""What this computer offers a local model: CPU cores and free memory.

llama.cpp runs fastest with one thread per physical core (hyper-threads add contention, not
speed), and a model that does not fit in free memory thrashes or is killed; both are read from
the system rather than guessed.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

#: threads this process's local models are running on right now (see :func:`running`)
_running = 0
_running_lock = threading.Lock()


def _usable_cpus() -> int:
    try:
        return len(os.sched_getaffinity(0)) or 1
    except (AttributeError, OSError):  # not on Linux
        return os.cpu_count() or 1


def physical_cores(cpuinfo: Path = Path("/proc/cpuinfo")) -> int:
    """Physical cores this process may use (Linux: /proc/cpuinfo; elsewhere os.cpu_count())."""
    usable = _usable_cpus()
    try:
        text = cpuinfo.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return usable
    cores: set[tuple[str, str]] = set()
    physical = core = ""
    for line in [*text.splitlines(), ""]:
        key, _, value = line.partition(":")
        key = key.strip()
        if key == "physical id":
            physical = value.strip()
        elif key == "core id":
            core = value.strip()
        elif not key:  # a blank line ends one processor's block
            if core:
                cores.add((physical, core))
            physical = core = ""
    if not cores:
        return usable
    return max(1, min(len(cores), usable))


def _load_average() -> float | None:
    """Runnable processes over the last minute (psutil where installed, else the OS's own)."""
    try:
        import psutil

        return float(psutil.getloadavg()[0])
    except (ImportError, AttributeError, OSError):
        pass
    try:
        return os.getloadavg()[0]
    except (AttributeError, OSError):  # not available on this system
        return None


def free_cores(
    loadavg: float | None = None, cores: int | None = None, ours: int | None = None
) -> int:
    """Threads for a local model: the physical cores other programs leave free, less those
    this process's other models are running on now, at least one.

    llama.cpp's threads wait for each other at every step, so one thread that shares its core
    with a busy program slows them all (the issue measured 0.8-2.7 tokens/s with two threads
    and one other busy process, against 67-69 with one thread). The one-minute load average
    says how many cores are busy; this process's own running models are part of it, and are
    counted from what they hold (:func:`running`) instead, so that two models running at once
    share the free cores rather than each taking them all.
    """
    cores = cores or physical_cores()
    if ours is None:
        with _running_lock:
            ours = _running
    if loadavg is None:
        loadavg = _load_average()
        if loadavg is None:
            return max(1, cores - ours)
    others = max(0.0, loadavg - ours)
    busy = int(others + 0.5) + ours
    return max(1, min(cores, cores - busy))


@contextmanager
def running(threads: int) -> Iterator[None]:
    """Count ``threads`` as held by this process while a local model runs on them."""
    global _running
    with _running_lock:
        _running += threads
    try:
        yield
    finally:
        with _running_lock:
            _running -= threads


def available_memory_bytes(meminfo: Path = Path("/proc/meminfo")) -> int | None:
    """Memory the system can give a new program without swapping, or None where unknown."""
    try:
        for line in meminfo.read_text(encoding="utf-8").splitlines():
            if line.startswith("MemAvailable:"):
                return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return None
