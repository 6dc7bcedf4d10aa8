"""The library when a laptop's everyday accidents happen: backups, restore, two apps, full or
read-only disks, a library moved or deleted while open.

    .venv/bin/python tests/benchmarks/library_safety.py [--rounds 100]

1. Backups while a second process writes reviews: a child process adds highlights (spans, one
   commit each) to a review as fast as it can and prints the id of each once committed; the
   parent takes ``--rounds`` backups (writerlens.services.backups.back_up: SQLite's backup API)
   meanwhile. Counted: corrupt backups (``PRAGMA integrity_check`` on the file; goal 0), and
   committed highlights missing from a backup taken after the child said they were committed
   (goal 0). The baseline is what the README used to advise, copying the folder's files
   (``library.sqlite3``, then its ``-wal``) while the app writes: the same checks on those.
2. Restore round trip: back up, change the library, restore: the content (``iterdump``) must be
   identical to what was backed up.
3. Two app processes on one library: the first holds the owner lock (writerlens.store.owner, as
   the app does) and writes; a second process is refused the lock, opens the library read-only
   as the app offers, and tries to write. Counted: whether the second is read-only, its writes
   refused, and the first's committed actions lost (goal 0).
4. Disk full, read-only folder, library moved, library deleted: a review window (real widgets,
   offscreen) on a library on a 2 MiB tmpfs (root; skipped, saying why, elsewhere) makes
   actions; then the accident; then the writer types feedback. Counted per accident: the kind
   of message shown, the actions lost (in the library where it now is, or in the rescue backup
   for a deleted one; goal 0), and whether the typed text is still in the box.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import argparse
import contextlib
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from writerlens.services import backups  # noqa: E402
from writerlens.services.library import Library  # noqa: E402
from writerlens.services.review import ReviewSession  # noqa: E402
from writerlens.store import backup as files  # noqa: E402

_WRITER = """
import sys, time
from pathlib import Path
from writerlens.services.library import Library
from writerlens.store import reviews
from writerlens.store.owner import OwnerLock
data, hold = Path(sys.argv[1]), sys.argv[4]
review_id, summary_id = int(sys.argv[2]), int(sys.argv[3])
lock = OwnerLock(data / "library.sqlite3")
if hold == "hold" and not lock.acquire():
    print("NOLOCK", flush=True); sys.exit(1)
library = Library.open(data)
print("READY", flush=True)
n = 0
while True:
    n += 1
    span = reviews.insert_span(library.store, review_id=review_id, summary_id=summary_id,
        start=0, end=4, quote="quot", prefix="", suffix=" ", label_id="coherence.abrupt_transition",
        comment=f"action {n}")
    print(f"ACK {span.id}", flush=True)
    if sys.stdin.readable() and n % 50 == 0:
        time.sleep(0.001)
"""

_SECOND = """
import sys
from pathlib import Path
from writerlens.services.library import Library
from writerlens.store.owner import OwnerLock
from writerlens.store.failures import FailureError
data = Path(sys.argv[1])
lock = OwnerLock(data / "library.sqlite3")
owner = lock.acquire()
library = Library.open(data, read_only=not owner)
refused = 0
for n in range(20):
    try:
        library.rename(1, f"Second window {n}")
    except FailureError as exc:
        refused += exc.kind == "read_only"
print(f"OWNER {int(owner)} READONLY {int(library.read_only)} REFUSED {refused}", flush=True)
library.close()
"""


def _env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT)}


def _library_with_review(folder: Path) -> tuple[int, int]:
    library = Library.open(folder)
    story = library.install_sample().id
    session = ReviewSession.open(library, story)
    review_id, summary_id = session.review_id, session.state().summaries[0].summary_id
    library.close()
    return review_id, summary_id


class Writer:
    """The child process that commits highlights and says so."""

    def __init__(self, data: Path, review_id: int, summary_id: int, hold: bool) -> None:
        self.acked = 0
        self.proc = subprocess.Popen(
            [
                sys.executable,
                "-c",
                _WRITER,
                str(data),
                str(review_id),
                str(summary_id),
                "hold" if hold else "-",
            ],
            stdout=subprocess.PIPE,
            stdin=subprocess.DEVNULL,
            text=True,
            env=_env(),
        )
        assert self.proc.stdout is not None
        first = self.proc.stdout.readline().strip()
        if first != "READY":
            raise SystemExit(f"writer did not start: {first}")
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            if line.startswith("ACK "):
                self.acked = max(self.acked, int(line.split()[1]))

    def stop(self) -> None:
        self.proc.kill()
        self.proc.wait()


def _spans_up_to(path: Path, acked: int) -> int:
    uri = path.resolve().as_uri() + "?mode=ro"
    with contextlib.closing(sqlite3.connect(uri, uri=True)) as conn:
        return int(conn.execute("SELECT count(*) FROM spans WHERE id <= ?", (acked,)).fetchone()[0])


def _check(path: Path, acked: int, before: int) -> tuple[bool, int]:
    """(corrupt, committed actions missing) for one copy."""
    if files.check_file(path) is not None:
        return True, 0
    try:
        return False, max(0, acked - before - (_spans_up_to(path, acked) - before))
    except sqlite3.DatabaseError:
        return True, 0


def part_backups(rounds: int, work: Path) -> dict[str, float]:
    data = work / "backups-under-load"
    review_id, summary_id = _library_with_review(data)
    library = Library.open(data)
    writer = Writer(data, review_id, summary_id, hold=False)
    out: dict[str, float] = {"rounds": rounds}
    corrupt = missing = copy_corrupt = copy_missing = 0
    seconds = 0.0
    try:
        while writer.acked == 0:
            time.sleep(0.01)
        for n in range(rounds):
            acked = writer.acked
            started = time.perf_counter()
            info = backups.back_up(library, "manual", work / "backup-folder")
            seconds += time.perf_counter() - started
            bad, lost = _check(info.path, acked, 0)
            corrupt += bad
            missing += lost
            # the old advice: copy the folder while the app writes
            acked = writer.acked
            copy = work / f"copy-{n}"
            copy.mkdir()
            shutil.copy(data / "library.sqlite3", copy / "library.sqlite3")
            with contextlib.suppress(FileNotFoundError):
                shutil.copy(data / "library.sqlite3-wal", copy / "library.sqlite3-wal")
            bad, lost = _check(copy / "library.sqlite3", acked, 0)
            copy_corrupt += bad
            copy_missing += lost
            shutil.rmtree(copy)
    finally:
        writer.stop()
        library.close()
    out.update(
        corrupt_backups=corrupt,
        missing_actions=missing,
        actions_written=writer.acked,
        backup_ms_mean=round(1000 * seconds / rounds, 1),
        copy_corrupt=copy_corrupt,
        copy_missing_actions=copy_missing,
    )
    return out


def _dump(path: Path) -> list[str]:
    with contextlib.closing(sqlite3.connect(path)) as conn:
        return list(conn.iterdump())


def part_restore(work: Path) -> dict[str, float]:
    data = work / "restore"
    _library_with_review(data)
    library = Library.open(data)
    try:
        saved = backups.back_up(library)
        before = _dump(library.store.path)
        library.rename(1, "Changed after the backup")
        library.remove(1)
        backups.restore(library, saved.path)
        after = _dump(library.store.path)
    finally:
        library.close()
    return {"identical": int(before == after), "rows_compared": len(before)}


def part_two_apps(work: Path) -> dict[str, float]:
    data = work / "two-apps"
    review_id, summary_id = _library_with_review(data)
    writer = Writer(data, review_id, summary_id, hold=True)
    try:
        while writer.acked < 20:
            time.sleep(0.01)
        second = subprocess.run(
            [sys.executable, "-c", _SECOND, str(data)],
            capture_output=True,
            text=True,
            env=_env(),
            timeout=120,
        )
        time.sleep(0.2)
        acked = writer.acked
    finally:
        writer.stop()
    words = second.stdout.split()
    said = dict(zip(words[::2], map(int, words[1::2]), strict=False))
    present = _spans_up_to(data / "library.sqlite3", acked)
    return {
        "second_got_lock": said.get("OWNER", -1),
        "second_read_only": said.get("READONLY", -1),
        "second_writes_refused": said.get("REFUSED", -1),
        "first_actions": acked,
        "first_actions_lost": acked - present,
    }


@contextlib.contextmanager
def _tmpfs(folder: Path, size: str = "2m") -> Iterator[Path | None]:
    folder.mkdir(parents=True, exist_ok=True)
    if os.geteuid() != 0:
        yield None
        return
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)], capture_output=True
    )
    if done.returncode != 0:
        yield None
        return
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


def _accident(kind: str, work: Path) -> dict[str, object]:
    from PySide6.QtWidgets import QApplication

    from writerlens.ui.review import actions
    from writerlens.ui.review.window import ReviewWindow

    app = QApplication.instance() or QApplication([])
    with _tmpfs(work / f"disk-{kind}") as disk:
        if disk is None and kind in ("disk_full", "read_only"):
            return {"skipped": "needs root to mount a small tmpfs"}
        base = disk or (work / f"disk-{kind}")
        data = base / "lib"
        library = Library.open(data)
        story = library.install_sample().id
        window = ReviewWindow(library, story)
        window.show()
        shown: list[BaseException] = []
        original = actions.show_error

        def record(parent, exc, title=""):  # type: ignore[no-untyped-def]
            shown.append(exc)
            box = original(parent, exc, title)
            box.close()
            return box

        actions.show_error = record
        try:
            steps = [i for i, (_s, sid) in enumerate(window._steps) if sid is not None]
            done = 0
            for index in steps:
                window.go(index)
                for question, value in (("coverage", 3), ("faithfulness", 2)):
                    window.parts.questions.answer(question, value)
                    done += 1
            window.go(steps[0])
            filler = None
            if kind == "disk_full":
                filler = base / "filler"
                with contextlib.suppress(OSError), open(filler, "wb", buffering=0) as out:
                    while True:
                        out.write(b"\0" * 4096)
            elif kind == "read_only":
                # a folder cannot turn read-only under open files; the writer opens a library
                # on a read-only disk (a USB stick's lock switch, a read-only share)
                window._kept_open_once = True
                window.close()
                library.close()
                subprocess.run(["mount", "-o", "remount,ro", str(base)], check=True)
                library = Library.open(data)
                window = ReviewWindow(library, story)
                window.show()
                window.go(steps[0])
            elif kind == "moved":
                data.rename(base / "moved-lib")
            elif kind == "deleted":
                os.unlink(data / "library.sqlite3")
            typed = "The ending is wrong: Nell never leaves the town. " * 60
            window.summary_page.questions.feedback.setPlainText(typed)
            saved = window.flush_feedback()
            app.processEvents()
            kept = window.summary_page.questions.feedback.toPlainText() == typed
            kinds = [str(getattr(e, "kind", type(e).__name__)) for e in shown]
            said = [str(e) for e in shown]
            # where the actions are now
            if kind == "deleted":
                rescued = backups.back_up(library, "rescue", work / f"rescue-{kind}")
                where = rescued.path
            elif kind == "moved":
                where = base / "moved-lib" / "library.sqlite3"
            else:
                where = data / "library.sqlite3"
            uri = where.resolve().as_uri() + "?mode=ro"
            if kind == "read_only":
                uri = where.resolve().as_uri() + "?immutable=1"
            with contextlib.closing(sqlite3.connect(uri, uri=True)) as conn:
                present = conn.execute("SELECT count(*) FROM ratings").fetchone()[0]
            retried = None
            if filler is not None:
                filler.unlink()
                retried = window.flush_feedback()
            window._kept_open_once = True
            window.close()
        finally:
            actions.show_error = original
            with contextlib.suppress(Exception):
                library.close()
            if kind == "read_only" and disk is not None:
                subprocess.run(["mount", "-o", "remount,rw", str(base)], check=False)
        return {
            "filesystem": "tmpfs 2 MiB" if disk is not None else "tmp folder",
            "message_kind": kinds[0] if kinds else "none",
            "says_damaged": any("damaged" in s for s in said),
            "says_safe": any("library is safe" in s for s in said),
            "said": said[0][:90] if said else "",
            "saved_anyway": saved,
            "actions": done,
            "actions_lost": done - present,
            "typed_text_kept": kept,
            **({"saved_after_space_freed": retried} if retried is not None else {}),
        }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=100)
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="library-safety-"))
    try:
        print("1. backups while a second process writes reviews")
        figures = part_backups(args.rounds, work)
        for key, value in figures.items():
            print(f"   {key}: {value}")
        print("2. restore round trip")
        for key, value in part_restore(work).items():
            print(f"   {key}: {value}")
        print("3. two app processes on one library")
        for key, value in part_two_apps(work).items():
            print(f"   {key}: {value}")
        print("4. accidents (a review window; the writer then types feedback)")
        for kind in ("disk_full", "read_only", "moved", "deleted"):
            print(f"   {kind}: {_accident(kind, work)}")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
