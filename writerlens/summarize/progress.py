"""Progress of a job as plain events, for any front end (the Qt bridge, the CLI's bar, tests).

Step events come from the thread that runs the job. Events about the call under way (tokens
read, written, the growing preview, a wait) come from the thread making that call, a few times a
second at most, under a lock, so a callback still sees one event at a time and in order; a Qt
front end passes them on with a queued signal. ``step`` never goes down and the last event of a
finished job says ``total`` of ``total``. ``total`` is an estimate until the merge tree's shape
is known: it is planned from the word limits (an upper bound, as summaries rarely exceed them),
so it mostly shrinks as the job learns the real lengths.

Time left comes from speeds, not from a timer: the planned tokens still to read and write at the
rates this machine (or provider) was measured at, refined by every finished call (a short first
measurement gives way to what the real calls show) and corrected by the rates the calls under
way show. Where no speed is known, the first finished call of a local model gives one.

One source for the numbers a writer sees: :attr:`ProgressEvent.tokens_read` and
:attr:`ProgressEvent.tokens_written` count the finished steps *and* the calls under way, so
"words read" in all is never less than what the call under way says it has read, and neither
ever goes down.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from writerlens.llm.base import CallProgress, Completion
from writerlens.llm.speed import MEASURED, Speed


@dataclass(frozen=True)
class ProgressEvent:
    job_id: int
    step: int  # model calls (steps) finished, including those restored from a checkpoint
    total: int  # steps the job is expected to take in all
    level: int  # merge level (0: parts of the story)
    input_tokens: int  # so far, in all finished steps (retries included)
    output_tokens: int
    elapsed: float  # seconds since this run started
    remaining: float | None  # estimated seconds left; None until a step has finished
    cost_usd: float | None  # so far; None when the model's price is unknown
    activity: str  # what is happening now, in words for the writer
    # The call under way, as the model reports it (defaults keep older callers working):
    phase: str = ""  # "reading" (the prompt), "writing" (the reply), "waiting" (retry/backoff)
    call_read: int = 0  # prompt tokens of the current call read so far
    call_prompt: int = 0  # prompt tokens of the current call in all
    call_written: int = 0  # tokens written in the current call
    tokens_per_second: float | None = None  # the current call's writing speed
    preview: str = ""  # the text the current call has written so far
    retries: int = 0  # retries made so far in this job
    waiting_reason: str = ""  # plain words, e.g. "The server is busy; trying again in 8 s"
    # Tokens of the calls under way (and of finished calls whose step is not done yet), on top
    # of input_tokens / output_tokens: see tokens_read / tokens_written
    live_read: int = 0
    live_written: int = 0

    @property
    def fraction(self) -> float:
        return self.step / self.total if self.total else 0.0

    @property
    def tokens_read(self) -> int:
        """Tokens read in all so far: finished steps and the calls under way."""
        return self.input_tokens + self.live_read

    @property
    def tokens_written(self) -> int:
        """Tokens written in all so far: finished steps and the calls under way."""
        return self.output_tokens + self.live_written


ProgressCallback = Callable[[ProgressEvent], None]
CostFunction = Callable[[int, int], float | None]


#: Call events (tokens read or written) reach the callback at most this often.
EMIT_INTERVAL = 0.1
#: The preview keeps this many characters of the answer (the end, which is where it grows).
PREVIEW_CHARS = 4000


class CallWatch:
    """One call under way: its tokens read and written and the text so far (worker thread)."""

    def __init__(self, tracker: ProgressTracker) -> None:
        self._tracker = tracker
        self.phase = "reading"
        self.read = 0
        self.prompt = 0
        self.written = 0
        self.pieces = 0
        self.text = ""
        self.reason = ""
        self.started = tracker._clock()
        self.writing_since: float | None = None
        self.read_seconds = 0.0

    def token(self, piece: str) -> None:
        """A piece of the answer (a streamed delta counts as a token where none are counted)."""
        self.text += piece
        self.pieces += 1
        written = max(self.written, self.pieces)
        self._tracker.call_progress(
            self, CallProgress("writing", self.prompt, self.prompt, written)
        )

    def progress(self, event: CallProgress) -> None:
        self._tracker.call_progress(self, event)

    @property
    def tokens_per_second(self) -> float | None:
        if self.writing_since is None or self.written < 2:
            return None
        took = self._tracker._clock() - self.writing_since
        return self.written / took if took > 0 else None


class ProgressTracker:
    def __init__(
        self,
        job_id: int,
        callback: ProgressCallback | None,
        cost: CostFunction,
        clock: Callable[[], float] = time.monotonic,
        speed: Speed | None = None,
    ) -> None:
        self.job_id = job_id
        self._callback = callback
        self._cost = cost
        self._clock = clock
        self._started = clock()
        self.step = 0
        self.total = 1
        self.level = 0
        self.input_tokens = 0
        self.output_tokens = 0
        self.retries = 0
        self._done_this_run = 0
        self._activity = ""
        self._lock = threading.RLock()
        self._calls: list[CallWatch] = []
        self._last_emit = -1e9
        self.speed = speed
        #: tokens the plan expects still to be read / written (set by the runner, kept current)
        self.planned_input = 0
        self.planned_output = 0
        #: tokens of calls that ended in steps not yet done (a retry's first try, say)
        self._ended_read = 0
        self._ended_written = 0
        #: this run's finished steps: tokens the plan gave them, and tokens they took
        self._run_planned_in = self._run_planned_out = 0.0
        self._run_in = self._run_out = 0
        #: the totals last shown: they never go down
        self._shown_read = 0
        self._shown_written = 0

    def restore(self, steps: int, input_tokens: int, output_tokens: int) -> None:
        """Count the steps a checkpoint already holds (they cost nothing this run)."""
        self.step += steps
        self.input_tokens += input_tokens
        self.output_tokens += output_tokens

    def plan(self, remaining_steps: int) -> None:
        """What is left to do, as now known; the total never drops below what is done."""
        self.total = max(self.step + remaining_steps, self.step, 1)

    def activity(self, text: str, level: int | None = None) -> None:
        with self._lock:
            self._activity = text
            if level is not None:
                self.level = level
            self._emit()

    # -- the calls under way (worker threads)

    def call_started(self) -> CallWatch:
        watch = CallWatch(self)
        with self._lock:
            self._calls.append(watch)
        return watch

    def call_ended(self, watch: CallWatch) -> None:
        with self._lock:
            if watch in self._calls:
                self._calls.remove(watch)
                self._ended_read += watch.read
                self._ended_written += watch.written

    def call_progress(self, watch: CallWatch, event: CallProgress) -> None:
        with self._lock:
            changed = event.phase != watch.phase or event.retrying
            if event.retrying:
                self.retries += 1
            now = self._clock()
            if event.phase == "writing" and watch.writing_since is None:
                watch.writing_since = now
                watch.read_seconds = now - watch.started
            watch.phase = event.phase
            watch.reason = event.reason
            if event.prompt:
                watch.prompt = event.prompt
            if event.phase in ("reading", "writing"):
                watch.read = max(watch.read, event.read)
            if event.phase == "writing":
                watch.written = max(watch.written, event.written or watch.written)
            if changed or now - self._last_emit >= EMIT_INTERVAL:
                self._emit()

    def learn(self, completion: Completion, watch: CallWatch | None = None) -> None:
        """A finished call refines the speed the time left is worked out from; where none
        was known (a local model not measured yet), the first call that read and wrote
        enough gives one. With its ``watch``, the call's tokens as counted (a continued answer
        counts only what it had not read before) replace those its progress reported."""
        with self._lock:
            if watch is not None:
                self._ended_read += completion.input_tokens - watch.read
                self._ended_written += completion.output_tokens - watch.written
            if self.speed is None and completion.seconds > 0:
                writing = completion.seconds - completion.prompt_seconds
                if (
                    completion.input_tokens >= 64
                    and completion.prompt_seconds > 0.05
                    and completion.output_tokens >= 16
                    and writing > 0.05
                ):
                    self.speed = Speed(
                        completion.input_tokens / completion.prompt_seconds,
                        completion.output_tokens / writing,
                        0.0,
                        MEASURED,
                        completion.input_tokens,
                        completion.output_tokens,
                    )
            elif self.speed is not None and completion.seconds > 0:
                self.speed = self.speed.learn(
                    completion.input_tokens,
                    completion.prompt_seconds,
                    completion.output_tokens,
                    completion.seconds - completion.prompt_seconds,
                )

    def retry(self, reason: str) -> None:
        """A call is being made again (a retry of the wire or of the step); say why."""
        with self._lock:
            self.retries += 1
            if reason:
                self._activity = reason
            self._emit()

    def step_done(self, input_tokens: int, output_tokens: int, restored: bool = False) -> None:
        with self._lock:
            self.step += 1
            if not restored:
                self._done_this_run += 1
            self.input_tokens += input_tokens
            self.output_tokens += output_tokens
            if not restored:  # its calls' tokens are now in the totals
                self._ended_read = max(0, self._ended_read - input_tokens)
                self._ended_written = max(0, self._ended_written - output_tokens)
                # what the plan gave this step (its share of what is left), against what it
                # took: a model whose answers run to their limit, or that is asked again, shows
                # it here, and the rest of the plan is scaled by it (see _remaining)
                left = max(1, self.total - (self.step - 1))
                share_in, share_out = self.planned_input / left, self.planned_output / left
                self.planned_input = max(0, self.planned_input - round(share_in))
                self.planned_output = max(0, self.planned_output - round(share_out))
                self._run_planned_in += share_in
                self._run_planned_out += share_out
                self._run_in += input_tokens
                self._run_out += output_tokens
            self.total = max(self.total, self.step)
            self._emit()

    def finish(self, text: str) -> None:
        with self._lock:
            self.total = self.step
            self._activity = text
            self._calls.clear()
            self._emit()

    @property
    def cost_usd(self) -> float | None:
        return self._cost(self.input_tokens, self.output_tokens)

    def price(self, input_tokens: int, output_tokens: int) -> float | None:
        return self._cost(input_tokens, output_tokens)

    @property
    def elapsed(self) -> float:
        return self._clock() - self._started

    def _remaining(self, watch: CallWatch | None) -> float | None:
        if self.step >= self.total and not self._calls:
            return 0.0
        speed = self.speed
        if speed is not None:
            read_rate, write_rate = speed.read_tps, speed.write_tps
            if watch is not None:  # the call under way corrects the measured speeds
                if watch.read_seconds > 0.5 and watch.read:
                    read_rate = watch.read / watch.read_seconds
                elif watch.phase == "reading" and watch.read > 64:
                    took = self._clock() - watch.started
                    read_rate = watch.read / took if took > 0 else read_rate
                tps = watch.tokens_per_second
                if tps:
                    write_rate = tps
            current = sum(w.read for w in self._calls) + 0
            written = sum(w.written for w in self._calls)
            in_ratio, out_ratio = self._ratios()
            to_read = max(0.0, self.planned_input * in_ratio - current)
            to_write = max(0.0, self.planned_output * out_ratio - written)
            calls_left = max(0, self.total - self.step - len(self._calls))
            return (
                to_read / max(read_rate, 1e-6)
                + to_write / max(write_rate, 1e-6)
                + calls_left * speed.call_seconds
            )
        if self._done_this_run:
            return self.elapsed / self._done_this_run * max(0, self.total - self.step)
        return None

    def _totals(self) -> tuple[int, int]:
        """Tokens read and written in all: finished steps, calls ended in steps not yet
        done, and the calls under way (never less than last shown)."""
        read = self.input_tokens + self._ended_read + sum(w.read for w in self._calls)
        written = self.output_tokens + self._ended_written + sum(w.written for w in self._calls)
        self._shown_read = max(self._shown_read, read)
        self._shown_written = max(self._shown_written, written)
        return self._shown_read, self._shown_written

    def _ratios(self) -> tuple[float, float]:
        """Tokens this run's finished steps took per token planned (reading, writing), the plan
        itself counting as one step's worth of evidence that it is right: one step that ran
        to its limit moves the time left a long way, without the plan being thrown away."""
        if not self._done_this_run:
            return 1.0, 1.0
        steps = self._done_this_run
        prior_in = self._run_planned_in / steps
        prior_out = self._run_planned_out / steps
        in_ratio = (self._run_in + prior_in) / max(1e-6, self._run_planned_in + prior_in)
        out_ratio = (self._run_out + prior_out) / max(1e-6, self._run_planned_out + prior_out)
        return in_ratio, out_ratio

    def _emit(self) -> None:
        if self._callback is None:
            return
        self._last_emit = self._clock()
        watch = self._calls[-1] if self._calls else None
        read, written = self._totals()
        self._callback(
            ProgressEvent(
                job_id=self.job_id,
                step=self.step,
                total=self.total,
                level=self.level,
                input_tokens=self.input_tokens,
                output_tokens=self.output_tokens,
                elapsed=self.elapsed,
                remaining=self._remaining(watch),
                cost_usd=self.cost_usd,
                activity=self._activity,
                phase=watch.phase if watch else "",
                call_read=watch.read if watch else 0,
                call_prompt=watch.prompt if watch else 0,
                call_written=watch.written if watch else 0,
                tokens_per_second=watch.tokens_per_second if watch else None,
                preview=watch.text[-PREVIEW_CHARS:] if watch else "",
                retries=self.retries,
                waiting_reason=watch.reason if watch and watch.phase == "waiting" else "",
                live_read=read - self.input_tokens,
                live_written=written - self.output_tokens,
            )
        )


def progress_line(event: ProgressEvent, width: int = 24) -> str:
    """One line of plain text for a terminal or a log: bar, steps, tokens, cost, time left."""
    filled = round(width * min(1.0, event.fraction))
    bar = "█" * filled + "·" * (width - filled)
    parts = [
        f"[{bar}] {event.step}/{event.total}",
        f"{event.tokens_read:,} in / {event.tokens_written:,} out",
    ]
    if event.phase == "reading" and event.call_prompt:
        parts.append(f"reading {event.call_read:,}/{event.call_prompt:,}")
    elif event.phase == "writing":
        speed = f", {event.tokens_per_second:.1f}/s" if event.tokens_per_second else ""
        parts.append(f"writing {event.call_written:,}{speed}")
    elif event.phase == "waiting" and event.waiting_reason:
        parts.append(event.waiting_reason)
    if event.retries:
        parts.append(f"{event.retries} retr{'y' if event.retries == 1 else 'ies'}")
    if event.cost_usd is not None:
        parts.append(f"${event.cost_usd:.4f}")
    if event.remaining is not None and event.step < event.total:
        parts.append(f"~{_duration(event.remaining)} left")
    if event.activity:
        parts.append(event.activity)
    return "  ".join(parts)


def _duration(seconds: float) -> str:
    seconds = max(0, round(seconds))
    if seconds < 60:
        return f"{seconds} s"
    minutes, seconds = divmod(seconds, 60)
    if minutes < 60:
        return f"{minutes} min {seconds:02d} s"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes:02d} min"
