"""Progress of a job as plain events, for any front end (the Qt bridge, the CLI's bar, tests).

Events are emitted from the thread that runs the job, never from the worker threads of a
concurrent level, so a callback sees them in order. ``step`` never goes down and the last event
of a finished job says ``total`` of ``total``. ``total`` is an estimate until the merge tree's
shape is known: it is planned from the word limits (an upper bound, as summaries rarely exceed
them), so it mostly shrinks as the job learns the real lengths.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass


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

    @property
    def fraction(self) -> float:
        return self.step / self.total if self.total else 0.0


ProgressCallback = Callable[[ProgressEvent], None]
CostFunction = Callable[[int, int], float | None]


class ProgressTracker:
    def __init__(
        self,
        job_id: int,
        callback: ProgressCallback | None,
        cost: CostFunction,
        clock: Callable[[], float] = time.monotonic,
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
        self._done_this_run = 0
        self._activity = ""

    def restore(self, steps: int, input_tokens: int, output_tokens: int) -> None:
        """Count the steps a checkpoint already holds (they cost nothing this run)."""
        self.step += steps
        self.input_tokens += input_tokens
        self.output_tokens += output_tokens

    def plan(self, remaining_steps: int) -> None:
        """What is left to do, as now known; the total never drops below what is done."""
        self.total = max(self.step + remaining_steps, self.step, 1)

    def activity(self, text: str, level: int | None = None) -> None:
        self._activity = text
        if level is not None:
            self.level = level
        self._emit()

    def step_done(self, input_tokens: int, output_tokens: int, restored: bool = False) -> None:
        self.step += 1
        if not restored:
            self._done_this_run += 1
        self.input_tokens += input_tokens
        self.output_tokens += output_tokens
        self.total = max(self.total, self.step)
        self._emit()

    def finish(self, text: str) -> None:
        self.total = self.step
        self._activity = text
        self._emit()

    @property
    def cost_usd(self) -> float | None:
        return self._cost(self.input_tokens, self.output_tokens)

    def price(self, input_tokens: int, output_tokens: int) -> float | None:
        return self._cost(input_tokens, output_tokens)

    @property
    def elapsed(self) -> float:
        return self._clock() - self._started

    def _emit(self) -> None:
        if self._callback is None:
            return
        elapsed = self.elapsed
        remaining: float | None = None
        if self._done_this_run:
            remaining = elapsed / self._done_this_run * max(0, self.total - self.step)
        self._callback(
            ProgressEvent(
                job_id=self.job_id,
                step=self.step,
                total=self.total,
                level=self.level,
                input_tokens=self.input_tokens,
                output_tokens=self.output_tokens,
                elapsed=elapsed,
                remaining=remaining,
                cost_usd=self.cost_usd,
                activity=self._activity,
            )
        )


def progress_line(event: ProgressEvent, width: int = 24) -> str:
    """One line of plain text for a terminal or a log: bar, steps, tokens, cost, time left."""
    filled = round(width * min(1.0, event.fraction))
    bar = "█" * filled + "·" * (width - filled)
    parts = [
        f"[{bar}] {event.step}/{event.total}",
        f"{event.input_tokens:,} in / {event.output_tokens:,} out",
    ]
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
