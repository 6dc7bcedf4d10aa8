"""How fast a model reads and writes, for the time a job will take.

A local model's speed is measured on this computer, for that model file and thread count: a
short first measurement (:func:`calibrate`: read a couple of hundred tokens, write a dozen,
stopped after a few seconds whatever it has seen) the first time the model is estimated, kept
by the caller and measured again when the thread count changes. Every real call then refines
it (:meth:`Speed.learn`), weighted by how many tokens each figure rests on: the first real
call, which reads and writes far more than the measurement did, mostly replaces it (a short
measurement cannot see how a long prompt or a deep context slows the model); later calls move
it as an exponentially weighted mean, so one slow call does not swing it. Cloud models get the
typical speeds of their provider; a server of the writer's own, a typical small-server speed.
"""

from __future__ import annotations

import secrets
import time
from dataclasses import asdict, dataclass, replace
from typing import Any

MEASURED = "measured on this computer"
TYPICAL = "typical for this provider"

#: How much of a new measurement a learned speed takes in (the rest is what it knew): an
#: exponentially weighted mean per model and phase (reading, writing).
LEARN_WEIGHT = 0.3
#: A measurement is first clamped to within this factor of what was known: one call slowed by
#: a burst of other work (or sped up by a cached prompt) moves the estimate by at most
#: LEARN_WEIGHT x (CLAMP - 1), instead of swinging it (estimates missed by -84 % to +55 %).
CLAMP = 2.0


@dataclass(frozen=True)
class Speed:
    read_tps: float  # prompt tokens read per second
    write_tps: float  # answer tokens written per second
    call_seconds: float  # fixed time per call (latency, setting up)
    basis: str = TYPICAL
    #: tokens the reading / writing rate rests on (0: not known, e.g. a provider's typical
    #: rate, or a speed stored before this was counted)
    read_seen: int = 0
    written_seen: int = 0

    def seconds(self, calls: int, input_tokens: int, output_tokens: int) -> float:
        return (
            input_tokens / max(self.read_tps, 1e-6)
            + output_tokens / max(self.write_tps, 1e-6)
            + calls * self.call_seconds
        )

    def learn(
        self, input_tokens: int, read_seconds: float, output_tokens: int, write_seconds: float
    ) -> Speed:
        """This speed moved towards what a real call showed (tiny calls teach nothing), by
        as much as the call's tokens weigh against those the speed rests on (never less than
        :data:`LEARN_WEIGHT`)."""
        read, write = self.read_tps, self.write_tps
        read_seen, written_seen = self.read_seen, self.written_seen
        if input_tokens >= 64 and read_seconds > 0.05:
            read = _blend(read, input_tokens / read_seconds, input_tokens, read_seen)
            read_seen += input_tokens
        if output_tokens >= 16 and write_seconds > 0.05:
            write = _blend(write, output_tokens / write_seconds, output_tokens, written_seen)
            written_seen += output_tokens
        return replace(
            self, read_tps=read, write_tps=write, read_seen=read_seen, written_seen=written_seen
        )

    def as_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Speed:
        return cls(
            float(data["read_tps"]),
            float(data["write_tps"]),
            float(data.get("call_seconds", 0.0)),
            str(data.get("basis", MEASURED)),
            int(data.get("read_seen", 0) or 0),
            int(data.get("written_seen", 0) or 0),
        )


def _blend(old: float, new: float, tokens: int = 0, seen: int = 0) -> float:
    """``old`` (resting on ``seen`` tokens) moved towards ``new`` (on ``tokens``).

    Where what was known rests on fewer tokens than the new figure (a short first measurement,
    then a real call), the new one counts for its share of all the tokens and is taken as it
    is; otherwise it is clamped to within :data:`CLAMP` of what was known and weighs
    :data:`LEARN_WEIGHT`, so one call slowed by other work moves the estimate only a little.
    """
    if old <= 0:
        return new
    if seen and tokens > seen:
        weight = tokens / (tokens + seen)
    else:
        new = min(max(new, old / CLAMP), old * CLAMP)
        weight = LEARN_WEIGHT
    return old * (1 - weight) + new * weight


#: Typical speeds of the services (tokens/s reading the prompt, writing, and seconds per call).
TYPICAL_SPEEDS: dict[str, Speed] = {
    "anthropic": Speed(4000.0, 60.0, 1.5),
    "openai": Speed(5000.0, 70.0, 1.0),
    # a server the writer runs (Ollama, LM Studio...): usually a small model on a laptop
    "openai-compatible": Speed(300.0, 15.0, 0.5),
}


def typical_speed(kind: str) -> Speed | None:
    return TYPICAL_SPEEDS.get(kind)


#: The calibration's text: ordinary prose, long enough to measure reading.
_CALIBRATION_TEXT = (
    "The house stood at the end of the lane, where the hedges gave way to open fields. "
    "Every morning the old man walked to the gate, looked along the road, and went back in. "
)
#: The first measurement stops writing after this long, whatever it has seen by then: a time
#: within seconds on a slow laptop matters more than a precise one (every call refines it).
CALIBRATION_SECONDS = 3.0


def calibrate(
    provider: Any,
    read_tokens: int = 128,
    write_tokens: int = 12,
    seconds: float = CALIBRATION_SECONDS,
) -> Speed:
    """A short first measurement of a local provider: read about ``read_tokens`` of prose,
    write up to ``write_tokens`` (stopped after ``seconds`` of writing).

    Takes a few seconds with a small model, and not many more with a large one. It uses the
    provider's own call path, so the speed includes everything a real job pays for. The rates
    are taken between the model's own progress reports: reading from the end of its first
    batch (the first batch after loading is slowed by the model being paged in, which a job
    pays once, not per call) to the end of the prompt; writing from the first token to the
    last. The prompt opens with words never sent before, so no cached prompt is reused.
    """
    from writerlens.domain import CancelToken
    from writerlens.llm.base import (
        CallProgress,
        ChatMessage,
        CompletionRequest,
        FaultKind,
        ProviderError,
        complete_with_progress,
    )

    # counting loads the model: its loading time is not its speed
    unit = provider.count_tokens(_CALIBRATION_TEXT) or 30
    text = _CALIBRATION_TEXT * max(1, round(read_tokens / unit))
    fresh = f"Chapter {secrets.randbelow(9000) + 1000}."  # nothing of it is in the cache
    request = CompletionRequest(
        messages=(ChatMessage("user", f"{fresh} Continue this story.\n\n{text}"),),
        max_tokens=write_tokens,
        temperature=0.7,
    )
    read: list[tuple[float, int]] = []  # (when, tokens read so far)
    wrote: list[tuple[float, int]] = []  # (when, tokens written so far)
    cancel = CancelToken()

    def seen(event: CallProgress) -> None:
        now = time.monotonic()
        if event.phase == "reading":
            read.append((now, event.read))
        elif event.phase == "writing" and event.written:
            wrote.append((now, event.written))
            if now - wrote[0][0] >= seconds:
                cancel.cancel()

    started = time.monotonic()
    try:
        completion = complete_with_progress(provider, request, cancel=cancel, on_progress=seen)
        input_tokens = completion.input_tokens
    except ProviderError as exc:  # stopped by the time limit: what was seen is enough
        if exc.kind is not FaultKind.CANCELLED or not wrote:
            raise
        input_tokens = max((n for _, n in read), default=0)
    ended = time.monotonic()
    first_written = wrote[0][0] if wrote else ended
    read_tps = _rate(read, start=1) or input_tokens / max(1e-3, first_written - started)
    write_tps = _rate(wrote) or 1 / max(1e-3, ended - first_written)
    return Speed(
        read_tps=read_tps,
        write_tps=write_tps,
        call_seconds=0.0,
        basis=MEASURED,
        read_seen=max(n for _, n in read) if read else input_tokens,
        written_seen=wrote[-1][1] if wrote else 1,
    )


def _rate(marks: list[tuple[float, int]], start: int = 0) -> float | None:
    """Tokens a second between the ``start``-th report and the last (None: too few)."""
    if len(marks) < start + 2:
        return None
    (t0, n0), (t1, n1) = marks[start], marks[-1]
    return (n1 - n0) / (t1 - t0) if t1 > t0 and n1 > n0 else None
