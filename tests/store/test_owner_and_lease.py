"""One owner: the app's lock on a library (a killed owner leaves no lock behind), and the
lease a running job holds, so that another process's resume is refused while it runs and a job
whose runner died is shown as stopped, resumable."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from writerlens.domain import jobs as domain_jobs
from writerlens.domain.jobs import JobStatus
from writerlens.services.library import Library
from writerlens.store import jobs
from writerlens.store import library as rows
from writerlens.store.owner import OwnerLock

_HOLD = """
import sys, time
from writerlens.store.owner import OwnerLock
lock = OwnerLock(sys.argv[1])
print("held" if lock.acquire() else "refused", flush=True)
time.sleep(600)
"""


def test_second_owner_is_refused_and_a_killed_owner_leaves_no_lock(tmp_path: Path) -> None:
    library_file = tmp_path / "library.sqlite3"
    holder = subprocess.Popen(
        [sys.executable, "-c", _HOLD, str(library_file)],
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).resolve().parents[2],
        env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])},
    )
    try:
        assert holder.stdout is not None
        assert holder.stdout.readline().strip() == "held"
        second = OwnerLock(library_file)
        assert not second.acquire()
        holder.send_signal(signal.SIGKILL)  # no clean-up runs
        holder.wait()
        assert second.acquire()  # the lock file is still there; the lock is not
        assert OwnerLock(library_file).acquire() is False
        second.release()
    finally:
        if holder.poll() is None:
            holder.kill()
            holder.wait()


def _job(library: Library) -> int:
    story = rows.insert_manuscript(
        library.store,
        title="Story",
        text="Text.",
        words=1,
        tokens=1,
        sha256="s",
        source_format="txt",
    )
    return jobs.insert_job(
        library.store,
        manuscript_id=story,
        provider="openai",
        model="m",
        strategy="whole",
        params={},
    )


def test_a_running_job_refuses_another_runner_until_its_heartbeat_is_stale(
    library: Library,
) -> None:
    job_id = _job(library)
    assert jobs.claim_lease(library.store, job_id, "window-1")
    jobs.set_job_status(library.store, job_id, JobStatus.RUNNING)
    assert not jobs.claim_lease(library.store, job_id, "window-2")
    job = jobs.get_job(library.store, job_id)
    assert job.is_running() and job.shown_status == "running"
    assert jobs.renew_lease(library.store, job_id, "window-1")
    # window-1 died: its last heartbeat grows old
    later = time.time() + domain_jobs.LEASE_STALE_S + 1
    assert not jobs.get_job(library.store, job_id).is_running(now=later)
    assert jobs.claim_lease(library.store, job_id, "window-2", now=later)
    assert not jobs.renew_lease(library.store, job_id, "window-1")  # it lost the lease


def test_a_job_whose_runner_died_is_shown_stopped_not_running(library: Library) -> None:
    job_id = _job(library)
    jobs.set_job_status(library.store, job_id, JobStatus.RUNNING)  # killed before any lease
    job = jobs.get_job(library.store, job_id)
    assert job.shown_status == "stopped" and job.resumable
    assert job.as_json()["status"] == "stopped"
    assert jobs.claim_lease(library.store, job_id, "resumer")


def test_a_read_only_folder_is_not_mistaken_for_another_owner(tmp_path: Path) -> None:
    from small_fs import remount_read_only, small_disk

    with small_disk(tmp_path / "disk") as disk:
        Library.open(disk / "lib").close()
        remount_read_only(disk)
        lock = OwnerLock(disk / "lib" / "library.sqlite3")
        assert not lock.acquire() and lock.unavailable
        library = Library.open(disk / "lib")
        try:
            assert library.read_only
        finally:
            library.close()


def test_a_runner_killed_a_moment_ago_on_this_computer_frees_its_job_at_once(
    library: Library,
) -> None:
    import socket

    job_id = _job(library)
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    owner = f"{socket.gethostname()}:{dead.pid}:tag"
    assert jobs.claim_lease(library.store, job_id, owner)  # its heartbeat is fresh
    jobs.set_job_status(library.store, job_id, JobStatus.RUNNING)
    assert jobs.get_job(library.store, job_id).shown_status == "stopped"
    assert jobs.claim_lease(library.store, job_id, "resumer")
    alive = f"{socket.gethostname()}:{os.getpid()}:tag"
    assert jobs.claim_lease(library.store, job_id, alive, now=time.time() + 1000)
    assert not jobs.claim_lease(library.store, job_id, "another", now=time.time() + 1000)
