"""How fast a model reads and writes, for the time a job will take.

A local model's speed is measured on this computer, for that model file and thread count: a
short calibration (read a few hundred tokens, write a few dozen) the first time the model is
estimated, kept by the caller and measured again when the thread count changes. Every real call
then refines it (:meth:`Speed.learn`), so the estimate follows the machine. Cloud models get the
typical speeds of their provider; a server of the writer's own, a typical small-server speed.
"""

from __future__ import annotations

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

    def seconds(self, calls: int, input_tokens: int, output_tokens: int) -> float:
        return (
            input_tokens / max(self.read_tps, 1e-6)
            + output_tokens / max(self.write_tps, 1e-6)
            + calls * self.call_seconds
        )

    def learn(
        self, input_tokens: int, read_seconds: float, output_tokens: int, write_seconds: float
    ) -> Speed:
        """This speed moved towards what a real call showed (tiny calls teach nothing)."""
        read, write = self.read_tps, self.write_tps
        if input_tokens >= 64 and read_seconds > 0.05:
            read = _blend(read, input_tokens / read_seconds)
        if output_tokens >= 16 and write_seconds > 0.05:
            write = _blend(write, output_tokens / write_seconds)
        return replace(self, read_tps=read, write_tps=write)

    def as_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Speed:
        return cls(
            float(data["read_tps"]),
            float(data["write_tps"]),
            float(data.get("call_seconds", 0.0)),
            str(data.get("basis", MEASURED)),
        )


def _blend(old: float, new: float) -> float:
    if old > 0:
        new = min(max(new, old / CLAMP), old * CLAMP)
    return old * (1 - LEARN_WEIGHT) + new * LEARN_WEIGHT


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


def calibrate(provider: Any, read_tokens: int = 256, write_tokens: int = 32) -> Speed:
    """Measure a local provider: read about ``read_tokens`` of prose, write ``write_tokens``.

    Takes a few seconds with a small model. Uses the provider's own call path, so the speed
    includes everything a real job pays for.
    """
    from writerlens.llm.base import (
        CallProgress,
        CompletionRequest,
        Message,
        complete_with_progress,
    )

    # counting loads the model: its loading time is not its speed
    unit = provider.count_tokens(_CALIBRATION_TEXT) or 30
    text = _CALIBRATION_TEXT * max(1, read_tokens // unit)
    request = CompletionRequest(
        messages=(Message("user", f"Continue this story.\n\n{text}"),),
        max_tokens=write_tokens,
        temperature=0.7,
    )
    marks: dict[str, float] = {}
    started = time.monotonic()

    def seen(event: CallProgress) -> None:
        if event.phase == "writing" and "writing" not in marks:
            marks["writing"] = time.monotonic()

    completion = complete_with_progress(provider, request, on_progress=seen)
    ended = time.monotonic()
    first = marks.get("writing", started + completion.prompt_seconds)
    read_seconds = max(1e-3, first - started)
    # the first token's time belongs to reading; the rest is writing
    written = max(1, completion.output_tokens - 1)
    write_seconds = max(1e-3, ended - first)
    return Speed(
        read_tps=completion.input_tokens / read_seconds,
        write_tps=written / write_seconds,
        call_seconds=0.0,
        basis=MEASURED,
    )
