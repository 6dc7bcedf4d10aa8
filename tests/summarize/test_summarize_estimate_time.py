"""Issue #13: every estimate has a time; a local model's comes from a calibration made once per
model file and thread count (measured again when the threads change), cloud models from typical
rates; retries seen in earlier jobs are counted."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from writerlens.llm.base import ProviderSpec
from writerlens.llm.speed import MEASURED, TYPICAL, Speed
from writerlens.services import summarize as service_module
from writerlens.services.library import Library
from writerlens.services.model_work import duration_words
from writerlens.services.summarize import SummarizeService


def fake_local(path: Path, threads: int) -> SimpleNamespace:
    return SimpleNamespace(
        is_local=True, info=SimpleNamespace(path=path), threads=threads, model="m"
    )


def test_a_local_model_is_calibrated_once_per_file_and_thread_count(
    library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    model = tmp_path / "model.gguf"
    model.write_bytes(b"GGUF")
    measured: list[int] = []

    def calibrate(provider):
        measured.append(provider.threads)
        return Speed(100.0 * provider.threads, 10.0, 0.0, MEASURED)

    monkeypatch.setattr(service_module, "calibrate", calibrate)
    service = SummarizeService(library)
    spec = ProviderSpec("local", "m", model_file=str(model))
    first = service.speed(spec, fake_local(model, 2))
    again = service.speed(spec, fake_local(model, 2))
    assert first == again and measured == [2]  # kept, not measured again
    assert SummarizeService(library).speed(spec, fake_local(model, 2)) == first  # stored
    other = service.speed(spec, fake_local(model, 1))  # the writer changed the threads
    assert measured == [2, 1] and other is not None and other.read_tps == 100.0
    model.write_bytes(b"GGUF, a different file now")  # replaced by another model file
    service.speed(spec, fake_local(model, 2))
    assert measured == [2, 1, 2]


def test_cloud_models_have_typical_rates_and_a_time(library: Library) -> None:
    speed = SummarizeService(library).speed(
        ProviderSpec("anthropic", "claude-haiku-4-5"), SimpleNamespace(is_local=False)
    )
    assert speed is not None and speed.basis == TYPICAL
    assert 60 < speed.seconds(10, 20_000, 5_000) < 600


def test_learned_speed_moves_towards_what_calls_show() -> None:
    speed = Speed(100.0, 10.0, 0.0, MEASURED)
    learned = speed.learn(1000, 2.0, 100, 20.0)  # 500 read/s, 5 written/s
    assert 100 < learned.read_tps < 500 and 5 < learned.write_tps < 10
    assert speed.learn(10, 0.01, 2, 0.01) == speed  # tiny calls teach nothing


def test_one_odd_call_does_not_swing_the_learned_speed() -> None:
    """A call slowed twentyfold by a burst of other work moves the speed by a bounded step
    (clamped, weighted), and steady calls still bring it all the way to the truth."""
    speed = Speed(100.0, 10.0, 0.0, MEASURED)
    slowed = speed.learn(1000, 200.0, 100, 200.0)  # 5 read/s, 0.5 written/s: twenty times slower
    assert slowed.read_tps >= 80 and slowed.write_tps >= 8  # at most a fifth off
    steady = speed
    for _ in range(20):
        steady = steady.learn(1000, 4.0, 100, 40.0)  # truly 250 read/s, 2.5 written/s
    assert steady.read_tps == pytest.approx(250, rel=0.02)
    assert steady.write_tps == pytest.approx(2.5, rel=0.02)


@pytest.mark.parametrize(
    ("seconds", "words"),
    [
        (20, "under a minute"),
        (60, "about 1 minute"),
        (25 * 60, "about 25 minutes"),
        (130 * 60, "about 2 hours 10 minutes"),
        (60 * 60, "about 1 hour"),
    ],
)
def test_durations_read_plainly(seconds: float, words: str) -> None:
    assert duration_words(seconds) == words
