"""A local answer's length, with real llama-cpp-python on the real Gemma 3 270M GGUF (#30).

A base model left alone either stops at once or runs to its token limit, so neither its
summaries nor the time they take can be planned. ``CompletionRequest.min_tokens`` (vLLM's
``min_tokens``) keeps the end of text and the stop sequences out until the answer has that many
tokens; ``end_at_sentence`` then ends it at the first sentence end. And what a call reports as
read is what llama.cpp really read: a prompt in its cache is not read (or counted) again.
Greedy decoding: every answer here is the same every run.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from writerlens.llm.base import ChatMessage, CompletionRequest, FinishReason, ProviderSpec
from writerlens.llm.local import LocalProvider
from writerlens.llm.local_length import SENTENCE_END

pytestmark = pytest.mark.slow

#: Gemma 3 270M (base) answers this with 16 tokens, ended by its blank-line stop sequence
#: (measured): the "stops at once" half of a base model's lengths
SHORT = CompletionRequest(
    messages=(ChatMessage("user", "<part>\nThe dog barked.\n</part>"),),
    max_tokens=80,
    temperature=0.0,
)


@pytest.fixture(scope="module")
def provider(gemma_path: Path) -> LocalProvider:
    spec = ProviderSpec("local", "", model_file=str(gemma_path), context_tokens=1024, threads=1)
    return LocalProvider(spec)


def test_a_minimum_keeps_a_base_model_from_stopping_at_once(provider: LocalProvider) -> None:
    alone = provider.complete(SHORT)
    assert alone.finish_reason is FinishReason.STOP and alone.output_tokens < 20
    floor = provider.complete(
        CompletionRequest(SHORT.messages, max_tokens=80, temperature=0.0, min_tokens=40)
    )
    assert floor.output_tokens >= 40  # never fewer than the minimum asked
    # the same words up to where it stopped before: only the end was not taken
    assert floor.text.startswith(alone.text.rstrip()[:20])


def test_after_its_minimum_a_base_model_ends_at_a_sentence(provider: LocalProvider) -> None:
    answer = provider.complete(
        CompletionRequest(
            SHORT.messages, max_tokens=200, temperature=0.0, min_tokens=40, end_at_sentence=True
        )
    )
    assert answer.finish_reason is FinishReason.STOP  # not its token limit
    assert 40 <= answer.output_tokens < 200
    assert answer.text.rstrip()[-1] in ".!?…\"'”’)"  # a whole sentence, nothing after it
    # the sentence it ends with is the first that ends after the minimum
    body = answer.text.rstrip()
    ends = [m.end() for m in SENTENCE_END.finditer(body + " ")]
    assert ends and ends[-1] == len(body)


def test_a_minimum_survives_a_continued_answer(provider: LocalProvider) -> None:
    """An answer cut off and continued counts the tokens it already has towards its minimum."""
    asked = CompletionRequest(SHORT.messages, max_tokens=10, temperature=0.0, min_tokens=30)
    cut = provider.complete(asked)
    assert cut.finish_reason is FinishReason.LENGTH and cut.output_tokens == 10
    more = provider.continue_answer(asked, cut.text, 40)
    assert more.text.startswith(cut.text)
    assert 10 + more.output_tokens >= 30


def test_a_prompt_in_the_cache_is_not_counted_as_read_again(provider: LocalProvider) -> None:
    request = CompletionRequest(
        (ChatMessage("user", "<story>\nThe lamplighter kept a ledger of every lamp.\n</story>"),),
        max_tokens=4,
        temperature=0.0,
    )
    provider.complete(CompletionRequest(SHORT.messages, max_tokens=2))  # something else cached
    before = provider.evaluated_tokens()
    first = provider.complete(request)
    assert first.input_tokens == provider.evaluated_tokens() - before > 5
    again = provider.complete(request)  # a retry of the same prompt: read from the cache
    assert again.input_tokens == 1  # only the token generation itself reads


def test_before_its_minimum_nothing_that_ends_or_marks_a_turn_can_be_sampled(
    gemma_path: Path,
) -> None:
    import llama_cpp

    from writerlens.llm.local_length import end_tokens

    vocab = llama_cpp.Llama(str(gemma_path), vocab_only=True, verbose=False)
    banned = set(end_tokens(vocab))
    [end_of_turn] = vocab.tokenize(b"<end_of_turn>", add_bos=False, special=True)
    [start_of_turn] = vocab.tokenize(b"<start_of_turn>", add_bos=False, special=True)
    assert {vocab.token_eos(), end_of_turn, start_of_turn} <= banned
    [word] = vocab.tokenize(b" lamp", add_bos=False, special=False)
    assert word not in banned and len(banned) < vocab.n_vocab() // 10
