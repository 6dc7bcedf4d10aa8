"""A thread's connection to the library is closed when its work ends, so that the threads a
pool retires leave no connections or open files behind (the app runs for hours)."""

from __future__ import annotations

import gc
import os
import threading
from pathlib import Path

from writerlens.store.db import Store, release_thread_connections


def open_files() -> int:
    return len(os.listdir("/proc/self/fd"))


def test_a_thread_that_lets_go_leaves_no_connection_behind(tmp_path: Path, cheap_gc: None) -> None:
    store = Store(tmp_path / "library.sqlite3")
    counts = []

    def work() -> None:
        store.scalar("SELECT count(*) FROM settings")
        release_thread_connections()

    for _round in range(20):
        threads = [threading.Thread(target=work) for _ in range(3)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        gc.collect()  # what other tests left (sockets, clients) is not this test's concern
        counts.append((store.open_connections, open_files()))
    assert [c for c, _files in counts] == [1] * 20, counts  # only this thread's own
    # before, each round left 3 connections (9 open files) more than the one before
    files = [f for _c, f in counts]
    assert max(files) - min(files) <= 2, counts
    store.close()


def test_a_released_thread_opens_a_fresh_connection_and_sees_every_write(tmp_path: Path) -> None:
    store = Store(tmp_path / "library.sqlite3")
    seen: list[object] = []

    def work() -> None:
        with store.write() as db:
            db.execute("INSERT INTO settings (key, value) VALUES ('a', '1')")
        store.release()
        seen.append(store.scalar("SELECT value FROM settings WHERE key = 'a'"))
        store.release()
        store.release()  # twice is harmless

    thread = threading.Thread(target=work)
    thread.start()
    thread.join()
    assert seen == ["1"]
    assert store.scalar("SELECT value FROM settings WHERE key = 'a'") == "1"
    assert store.open_connections == 1  # only this thread's
    store.close()
