"""Generators that try to break the live progress: any order of events, any preview texts, any
speeds and sizes; the row must always show the newest text and never say something false."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from llm_server import FakeLLMServer

from writerlens.services import model_setup
from writerlens.services.library import Library
from writerlens.services.model_setup import ServerSetup
from writerlens.summarize.options import Strategy, SummarizeOptions
from writerlens.summarize.progress import ProgressEvent
from writerlens.ui.summarize.job_row import JobRow
from writerlens.ui.summarize.runs import Thinner
from writerlens.ui.summarize.texts import about_time, call_text
from writerlens.ui.workers import Task

EVENT = ProgressEvent(1, 0, 1, 0, 0, 0, 0.0, None, None, "")
# Any letters, marks, emoji and newlines (a model's reply), not raw control characters.
texts = st.text(
    alphabet=st.one_of(st.characters(blacklist_categories=["Cs", "Cc", "Zl", "Zp"]), st.just("\n")),
    max_size=60,
)


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(
    steps=st.lists(
        st.tuples(st.booleans(), texts, st.booleans()), min_size=1, max_size=25
    )  # (grow from the last text or start anew, the text, draw now)
)
def test_the_preview_always_ends_on_the_newest_text(
    qtbot, library: Library, llm_server: FakeLLMServer, steps: list[tuple[bool, str, bool]]
) -> None:
    model_setup.save_server(library, ServerSetup("S", llm_server.openai_base_url, "m"))
    choice = model_setup.choices(library)[0]
    row = JobRow(choice, Strategy.WHOLE, SummarizeOptions())
    qtbot.addWidget(row)
    row.running(Task())
    text, newest = "", ""
    for grow, piece, draw in steps:
        text = text + piece if grow else piece
        newest = text or newest  # an empty preview (a new call) keeps the last one in view
        row.set_event(replace(EVENT, phase="writing", preview=text))
        if draw:
            row.tick()
    row.tick()
    # Qt's toPlainText() reads a no-break space back as a plain one (the text shown keeps it).
    assert row.preview.toPlainText() == newest.replace("\xa0", " ")


@given(
    phase=st.sampled_from(["reading", "writing", "waiting", "", "other"]),
    read=st.integers(0, 10**7),
    prompt=st.integers(0, 10**7),
    written=st.integers(0, 10**6),
    speed=st.one_of(st.none(), st.floats(0, 1e5)),
    remaining=st.one_of(st.none(), st.floats(-1e3, 1e7)),
    words=st.one_of(st.none(), st.integers(1, 20_000)),
    since=st.floats(0, 1e5),
)
def test_phase_words_never_crash_nor_count_backwards(
    phase, read, prompt, written, speed, remaining, words, since
) -> None:
    event = replace(
        EVENT,
        phase=phase,
        call_read=read,
        call_prompt=prompt,
        call_written=written,
        tokens_per_second=speed,
        remaining=remaining,
    )
    text = call_text(event, words, since)
    assert "-" not in text.replace("—", "")  # no negative counts or times
    assert "nan" not in text and "inf" not in text


@given(st.floats(0, 1e7))
def test_a_time_ahead_is_said_in_words(seconds: float) -> None:
    said = about_time(seconds)
    assert said.startswith(("a few", "about")) and "-" not in said


@given(
    st.lists(
        st.tuples(st.floats(0, 0.2), st.integers(0, 3), st.sampled_from(["reading", "writing"])),
        min_size=1,
        max_size=40,
    )
)
def test_the_thinner_never_drops_a_new_step_or_phase(
    events: list[tuple[float, int, str]],
) -> None:
    now = [0.0]
    thinner = Thinner(clock=lambda: now[0])
    last: tuple[int, str] | None = None
    for gap, step, phase in events:
        now[0] += gap
        sent = thinner.wanted(replace(EVENT, step=step, phase=phase))
        if (step, phase) != last:
            assert sent
        last = (step, phase) if sent else last
