"""What the GUI thread waited for in each long gap of the heartbeat, and a busy machine to wait on.

Linux keeps, for every thread, the nanoseconds it has run and the nanoseconds it has waited,
runnable, for a core (``/proc/<pid>/task/<tid>/schedstat``). Read at every heartbeat tick for
every thread of this process and of the model's worker process, the counters split a long gap
of the GUI thread into:

- running: the GUI thread's own CPU time (Python, Qt layout and paint, all of it);
- waiting for a core: runnable but not running (the machine's other programs, or the model);
- blocked: neither: asleep in a wait, mostly on the interpreter lock that another thread of
  this process held (its CPU time in the same gap says which thread), or on I/O.

``Load`` starts N busy processes, each in a session (and so a scheduling group) of its own, as
N other programs started from N terminals are: the same load for the app and for its baseline.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import threading
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QElapsedTimer, QTimer

#: a gap longer than this is written down with what every thread did during it
LONG_MS = 20.0
_SCAN_EVERY = 0.25  # seconds between looks for new threads and processes

BUSY_CODE = """
import os
parent = os.getppid()
while os.getppid() == parent:  # ends with the benchmark, even one that is killed
    for _ in range(200_000):
        pass
"""


class Load:
    """N processes that keep a core busy, each in a session of its own."""

    def __init__(self, count: int) -> None:
        self.count = count
        self.processes: list[subprocess.Popen[bytes]] = []

    def __enter__(self) -> Load:
        for _ in range(self.count):
            self.processes.append(
                subprocess.Popen([sys.executable, "-c", BUSY_CODE], start_new_session=True)
            )
        return self

    def __exit__(self, *exc: object) -> None:
        for process in self.processes:
            process.kill()
        for process in self.processes:
            process.wait(timeout=10)
        self.processes.clear()


@dataclass
class Gap:
    ms: float
    cpu: float  # the GUI thread's own CPU, ms
    queued: float  # the GUI thread's wait for a core, ms
    #: CPU ms of the other threads of this process during the gap, by thread name
    ours: dict[str, float] = field(default_factory=dict)
    worker_cpu: float = 0.0  # CPU ms of the model's worker process (all its threads)
    at: float = 0.0  # seconds after the heartbeat started that the gap ended

    @property
    def blocked(self) -> float:
        return max(0.0, self.ms - self.cpu - self.queued)

    def line(self) -> str:
        others = ", ".join(f"{name} {ms:.1f}" for name, ms in self._top())
        return (
            f"{self.ms:.1f} ms (at {self.at:.1f} s) = GUI running {self.cpu:.1f} + waiting for "
            f"a core {self.queued:.1f} + blocked {self.blocked:.1f}; meanwhile this process's "
            f"other threads ran {sum(self.ours.values()):.1f} ms ({others or 'none'}), the model's "
            f"worker process {self.worker_cpu:.1f} ms"
        )

    def _top(self) -> list[tuple[str, float]]:
        return sorted(((n, m) for n, m in self.ours.items() if m >= 0.05), key=lambda x: -x[1])[:3]


def summary(gaps: list[Gap], seconds: float) -> str:
    """Where the time of all long gaps went, in shares; the longest three and when."""
    if not gaps:
        return f"no gap over {LONG_MS:.0f} ms"
    longest = sorted(gaps, key=lambda g: -g.ms)[:3]
    when = ", ".join(f"{g.ms:.0f} ms at {g.at:.0f} s" for g in longest)
    total = sum(g.ms for g in gaps)
    cpu, queued = sum(g.cpu for g in gaps), sum(g.queued for g in gaps)
    blocked = sum(g.blocked for g in gaps)
    ours = sum(sum(g.ours.values()) for g in gaps)
    worker = sum(g.worker_cpu for g in gaps)
    median = statistics.median(g.ms for g in gaps)
    over_goal = sum(1 for g in gaps if g.ms > 50)
    return (
        f"{len(gaps)} gaps over {LONG_MS:.0f} ms in {seconds:.0f} s ({over_goal} over 50 ms; "
        f"median {median:.1f} ms; "
        f"longest {when}), {total:.0f} ms in "
        f"all: GUI running {100 * cpu / total:.0f} %, waiting for a core "
        f"{100 * queued / total:.0f} %, blocked {100 * blocked / total:.0f} %; this process's "
        f"other threads ran {ours:.0f} ms in them, the model's worker {worker:.0f} ms"
    )


BARE_CODE = """
import sys
sys.path.insert(0, sys.argv[1])
from ui_stall_gaps import bare_window_main
bare_window_main()
"""


class Bare:
    """The baseline, at the same moments as the app: a bare PySide6 window with the same
    heartbeat, in a process (and session) of its own, as another program on the machine is;
    from ``start`` until ``stop``."""

    def __init__(self) -> None:
        self.process: subprocess.Popen[str] | None = None
        self.worst_gap: Gap | None = None
        self.long: list[Gap] = []
        self.worst = 0.0
        self.seconds = 0.0
        self.load = 0.0

    def start(self) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-c", BARE_CODE, str(Path(__file__).parent)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            start_new_session=True,
        )
        assert self.process.stdout is not None
        self.process.stdout.readline()  # its window is shown and its heartbeat runs

    def stop(self) -> None:
        assert self.process is not None and self.process.stdin and self.process.stdout
        self.process.stdin.close()
        found = json.loads(self.process.stdout.read())
        self.process.wait(timeout=30)
        self.worst, self.seconds, self.load = found["worst"], found["seconds"], found["load"]
        self.long = [Gap(**gap) for gap in found["long"]]
        self.worst_gap = Gap(**found["worst_gap"]) if found["worst_gap"] else None


def bare_window_main() -> None:
    """The bare window's process: a heartbeat until its stdin closes, then the figures."""
    from PySide6.QtCore import QSocketNotifier
    from PySide6.QtWidgets import QApplication, QWidget

    app = QApplication([])
    window = QWidget()
    window.resize(1024, 640)
    window.show()
    beat = Heartbeat()
    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    notifier.activated.connect(app.quit)  # readable: closed by the benchmark

    def begin() -> None:  # once the event loop has run a while: its own start is not counted
        beat.__enter__()
        print("ready", flush=True)

    QTimer.singleShot(1000, begin)
    app.exec()
    beat.__exit__()
    figures = {
        "worst": beat.worst,
        "seconds": beat.seconds,
        "load": beat.load,
        "long": [asdict(g) for g in beat.long],
        "worst_gap": asdict(beat.worst_gap) if beat.worst_gap else None,
    }
    print(json.dumps(figures), flush=True)


class Threads:
    """The schedstat counters of every thread of this process and of its model workers."""

    def __init__(self) -> None:
        self.gui = threading.get_native_id()
        self._files: dict[tuple[int, int], int] = {}  # (pid, tid) -> open file
        self._names: dict[tuple[int, int], str] = {}
        self._scanned = 0.0
        self.me = os.getpid()

    def close(self) -> None:
        for fd in self._files.values():
            os.close(fd)
        self._files.clear()

    def _worker_pids(self) -> list[int]:
        model_worker = sys.modules.get("writerlens.llm.model_worker")  # never imported here
        if model_worker is None:
            return []
        return [pid for w in model_worker.running() if (pid := w.pid) is not None]

    def _scan(self) -> None:
        self._scanned = time.monotonic()
        python_names = {t.native_id: t.name for t in threading.enumerate()}
        for pid in [self.me, *self._worker_pids()]:
            try:
                tids = [int(t) for t in os.listdir(f"/proc/{pid}/task")]
            except OSError:
                continue
            for tid in tids:
                key = (pid, tid)
                if key in self._files:
                    continue
                try:
                    self._files[key] = os.open(f"/proc/{pid}/task/{tid}/schedstat", os.O_RDONLY)
                    with open(f"/proc/{pid}/task/{tid}/comm") as comm:
                        name = comm.read().strip()
                except OSError:
                    continue
                if pid == self.me and not python_names.get(tid, "Dummy").startswith("Dummy"):
                    name = python_names[tid]
                self._names[key] = name if pid == self.me else "worker"

    def read(self) -> dict[tuple[int, int], tuple[int, int]]:
        """(pid, tid) -> (ns run, ns waited for a core), for every thread known now."""
        if time.monotonic() - self._scanned > _SCAN_EVERY:
            self._scan()
        out: dict[tuple[int, int], tuple[int, int]] = {}
        gone = []
        for key, fd in self._files.items():
            try:
                fields = os.pread(fd, 80, 0).split()
                out[key] = (int(fields[0]), int(fields[1]))
            except (OSError, ValueError, IndexError):
                gone.append(key)
        for key in gone:
            os.close(self._files.pop(key))
        return out

    def gap(self, ms: float, before: dict, after: dict) -> Gap:
        gui = (self.me, self.gui)
        run0, wait0 = before.get(gui, (0, 0))
        run1, wait1 = after.get(gui, (0, 0))
        found = Gap(ms, (run1 - run0) / 1e6, (wait1 - wait0) / 1e6)
        for key, (run, _wait) in after.items():
            if key == gui:
                continue
            # a thread found since the gap began (threads are looked for every 0.25 s) counts
            # with all it ran: it was started during the gap, or shortly before
            ran = (run - before.get(key, (0, 0))[0]) / 1e6
            if key[0] == self.me:
                name = self._names.get(key, "?")
                found.ours[name] = found.ours.get(name, 0.0) + ran
            else:
                found.worker_cpu += ran
        return found


class Heartbeat:
    """Ticks every 2 ms on the GUI thread; the longest gap between ticks is the worst stall.

    At every tick it also reads the scheduler's counters of every thread of this process and
    of the model's worker (see ``ui_stall_gaps``), so that each long gap is split into the GUI
    thread's own CPU time, its wait for a core, and the rest (blocked: on the interpreter lock
    held by another thread, mostly), with what the other threads ran meanwhile."""

    def __init__(self) -> None:
        self.clock = QElapsedTimer()
        self.timer = QTimer()
        self.timer.setInterval(2)
        self.timer.timeout.connect(self._tick)
        self.threads = Threads()
        self.last = 0
        self.last_counts: dict = {}
        self.last_cpu = 0.0
        self.worst = 0.0
        self.worst_cpu = 0.0
        #: of the worst gap, the time the GUI thread waited for a core (Linux: schedstat);
        #: the rest that is not its CPU was spent blocked: on the interpreter lock, mostly
        self.worst_queued = 0.0
        self.worst_gap: Gap | None = None
        self.long: list[Gap] = []  # every gap over LONG_MS
        self.seconds = 0.0
        self._loads: list[float] = []

    def _tick(self) -> None:
        now, cpu, counts = self.clock.nsecsElapsed(), time.thread_time(), self.threads.read()
        gap = (now - self.last) / 1e6
        if gap > LONG_MS or gap > self.worst:
            found = self.threads.gap(gap, self.last_counts, counts)
            found.cpu = (cpu - self.last_cpu) * 1000  # this thread's clock, where schedstat lags
            found.at = now / 1e9
            if gap > LONG_MS:
                self.long.append(found)
            if gap > self.worst:
                self.worst, self.worst_cpu, self.worst_queued = gap, found.cpu, found.queued
                self.worst_gap = found
        if len(self._loads) < now // 1_000_000_000:  # the load average, once a second
            self._loads.append(os.getloadavg()[0])
        self.last, self.last_cpu, self.last_counts = now, cpu, counts

    def __enter__(self) -> Heartbeat:
        self.clock.start()
        self.last, self.last_cpu = self.clock.nsecsElapsed(), time.thread_time()
        self.last_counts = self.threads.read()
        self._loads = [os.getloadavg()[0]]
        self.timer.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._tick()  # a stall at the very end counts too
        self.timer.stop()
        self.seconds = self.clock.nsecsElapsed() / 1e9
        self.threads.close()

    @property
    def load(self) -> float:
        """The mean load average over the heartbeat's run."""
        return statistics.mean(self._loads)

    def figures(self) -> tuple[float, float]:
        return self.worst, self.worst_cpu
