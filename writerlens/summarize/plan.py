"""Decide how a story will be summarized, before anything is sent, and what it will take.

A plan resolves ``auto``, sizes the parts to the model's context, fixes the per-level word
limits, and counts the calls and tokens the job should take (for the estimate a writer sees
first). It is stored with the job, chunk offsets included, so that a resumed job cuts the
story and groups its merges exactly as the first run did.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass
from typing import Any

from writerlens.llm.base import Provider
from writerlens.llm.chat_prompt import COMPLETION_CUE
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.summarize.budget import (
    SEPARATOR,
    Budget,
    ContextTooSmall,
    group_merges,
    overhead,
    tokens_per_word,
)
from writerlens.summarize.checks import SHORT_SHARE
from writerlens.summarize.chunker import chunk_text
from writerlens.summarize.options import Strategy, SummarizeOptions
from writerlens.summarize.prompts import PromptSet, PromptTemplate
from writerlens.texts import count_words

_STORY_EMPTY = define(
    "summarize.plan.story_empty",
    QT_TRANSLATE_NOOP(
        "messages",
        "This story has no text to summarize.",
    ),
)

_WHOLE_EXCEEDS_CONTEXT = define(
    "summarize.plan.whole_exceeds_context",
    QT_TRANSLATE_NOOP(
        "messages",
        "The story ({story_tokens:,} tokens) and its summary do not fit in what this "
        "model reads at once ({context:,} tokens). Choose “auto” or “hierarchical” "
        "to summarize it in parts.",
    ),
)

_GRADUAL_EXCEEDS_CONTEXT = define(
    "summarize.plan.gradual_exceeds_context",
    QT_TRANSLATE_NOOP(
        "messages",
        "A gradual summary needs a model that reads the whole story at once "
        "({story_tokens:,} tokens, plus about {out:,} for a {upper:,}-word summary); "
        "this model reads {context:,}. Choose “hierarchical”, or a model with a "
        "larger context.",
    ),
)

_CONTEXT_TOO_SMALL = define(
    "summarize.plan.context_too_small",
    QT_TRANSLATE_NOOP(
        "messages",
        "This model reads only {context:,} tokens at once, too few to summarize a "
        "long story in {words:,} words. Ask for about {fits:,} words or fewer, or "
        "give the model a larger context (in Settings, or with --context-tokens).",
    ),
)

#: Below this, a merge level's word limit leaves too little to be worth merging.
MIN_MERGE_WORDS = 40
#: Below this, a part of the story is too small to summarize sensibly.
MIN_CHUNK_TOKENS = 128


@dataclass(frozen=True)
class GradualLevel:
    share: float
    target: int
    lower: int
    upper: int
    max_tokens: int
    from_story: bool  # False: made from the previous (longer) gradual summary


@dataclass(frozen=True)
class JobPlan:
    strategy: Strategy
    requested: Strategy
    context_tokens: int
    tokens_per_word: float
    story_tokens: int
    story_words: int
    max_output: int | None = None
    chunk_tokens: int = 0
    chunks: tuple[tuple[int, int], ...] = ()
    chunk_words: int = 0
    merge_words: int = 0
    merge_context: bool = False
    gradual: tuple[GradualLevel, ...] = ()
    calls: int = 0
    input_tokens: int = 0
    output_tokens: int = 0

    def budget(self, options: SummarizeOptions) -> Budget:
        return Budget(
            self.context_tokens, self.tokens_per_word, options.max_tokens, self.max_output
        )

    def params(self) -> dict[str, Any]:
        data = asdict(self)
        data["strategy"] = str(self.strategy)
        data["requested"] = str(self.requested)
        data["chunks"] = [list(c) for c in self.chunks]
        return data

    @classmethod
    def from_params(cls, data: dict[str, Any]) -> JobPlan:
        values = dict(data)
        values["strategy"] = Strategy(values["strategy"])
        values["requested"] = Strategy(values["requested"])
        values["chunks"] = tuple((int(a), int(b)) for a, b in values.get("chunks", []))
        values["gradual"] = tuple(GradualLevel(**g) for g in values.get("gradual", []))
        return cls(**values)


def plan_job(
    text: str,
    provider: Provider,
    strategy: Strategy,
    options: SummarizeOptions,
    prompts: PromptSet,
    max_output: int | None = None,
) -> JobPlan:
    if not text.strip():
        raise ContextTooSmall(_STORY_EMPTY())
    count = provider.count_tokens
    story_tokens = count(text)
    story_words = count_words(text)
    context = options.context_tokens or provider.context_window()
    budget = Budget(
        context,
        tokens_per_word(story_tokens, story_words),
        options.max_tokens,
        max_output,
        writes_to_limit=writes_to_limit(provider),
    )
    base = JobPlan(
        strategy=strategy,
        requested=strategy,
        context_tokens=context,
        tokens_per_word=round(budget.tokens_per_word, 4),
        story_tokens=story_tokens,
        story_words=story_words,
        max_output=max_output,
    )
    whole_need = overhead(prompts["whole"], count) + story_tokens
    whole_need += budget.whole_out_tokens(options.words) + budget.margin
    if strategy is Strategy.AUTO:
        strategy = Strategy.WHOLE if whole_need <= context else Strategy.HIERARCHICAL
        base = _replace(base, strategy=strategy)
    if strategy is Strategy.WHOLE:
        if whole_need > context:
            raise ContextTooSmall(
                _WHOLE_EXCEEDS_CONTEXT(story_tokens=story_tokens, context=context)
            )
        out = budget.whole_out_tokens(options.words)
        return _replace(
            base,
            calls=1,
            input_tokens=_read(budget, prompts["whole"], count) + story_tokens,
            output_tokens=_written(budget, options.words, out),
        )
    if strategy is Strategy.GRADUAL:
        return _plan_gradual(base, text, budget, options, prompts, count)
    if strategy is Strategy.INCREMENTAL:
        return _plan_incremental(base, text, budget, options, prompts, count)
    return _plan_hierarchical(base, text, budget, options, prompts, count)


def _replace(plan: JobPlan, **changes: Any) -> JobPlan:
    data = {**plan.__dict__, **changes}
    return JobPlan(**data)


def _expected(budget: Budget, words: int) -> int:
    return math.ceil(words * budget.tokens_per_word)


#: A base model's answer (it does not end on its own: it stops at once or runs to its token
#: limit) is made as long as the words asked: at least this share of them (the end of text and
#: the stop sequences are not sampled before, see llm.local_length), then to the end of the
#: sentence it is in. Measured on Gemma 3 270M (base) (#30): without it, one run stopped after
#: 16 tokens (estimate +1,459 %), the next wrote to its limit on every try (-96 %).
BASE_MIN_SHARE = 0.8
#: what the sentence a base model's answer ends with adds to its minimum, on average (tokens;
#: Gemma 3 270M added 3 to 42, 5 and 8 at 100 words asked)
SENTENCE_TOKENS = 12


def writes_to_limit(provider: Any) -> bool:
    """A local base model: it continues what it reads rather than answering, and left alone
    stops at once or runs to its token limit (an instruction-tuned model stops near the words
    asked). Its answers are given a minimum and end at a sentence (:func:`answer_length`)."""
    return bool(getattr(provider, "is_local", False)) and not getattr(
        provider, "instruction_tuned", True
    )


def answer_length(provider: Any, words: int | None, tokens_per_word: float) -> dict[str, Any]:
    """How long a local model's answer to a request for ``words`` words must be
    (``CompletionRequest.min_tokens``, ``end_at_sentence``): a base model writes at least
    :data:`BASE_MIN_SHARE` of them and ends at the next sentence end; an instruction-tuned
    one never fewer than the checks' "far too short" (``checks.SHORT_SHARE``), so that a
    four-word answer is not written and asked again. Cloud models: nothing (they take no
    minimum)."""
    if not words or not getattr(provider, "is_local", False):
        return {}
    if writes_to_limit(provider):
        return {
            "min_tokens": math.ceil(words * BASE_MIN_SHARE * tokens_per_word),
            "end_at_sentence": True,
        }
    return {"min_tokens": math.ceil(words * SHORT_SHARE * tokens_per_word)}


def _written(budget: Budget, words: int, limit: int) -> int:
    """Tokens one step writes: the words asked, or, for a base model, the minimum it is
    given and the sentence it ends with (never more than its ``limit``)."""
    if not budget.writes_to_limit:
        return _expected(budget, words)
    floor = math.ceil(words * BASE_MIN_SHARE * budget.tokens_per_word)
    return min(limit, floor + SENTENCE_TOKENS)


def _read(budget: Budget, prompt: PromptTemplate, count: Any) -> int:
    """Tokens a call reads besides its content: the prompt's instructions, or, for a base
    model, only the cue its completion prompt ends with (it is given the text alone, see
    llm.chat_prompt.render_completion). The room a call needs is still counted with the
    instructions (``overhead``): this is what it reads, for the estimate."""
    if budget.writes_to_limit:
        return count(COMPLETION_CUE) + 1  # and the beginning-of-text token
    return overhead(prompt, count)


def merge_rooms(
    budget: Budget, options: SummarizeOptions, prompts: PromptSet, count: Any, merge_words: int
) -> tuple[int | None, int]:
    """Room for the children of one merge: with the preceding merge as context, and without."""
    out = budget.out_tokens(options.words)
    free = budget.context - budget.margin - out
    with_ctx = free - overhead(prompts["merge-context"], count) - budget.summary_tokens(merge_words)
    without = free - overhead(prompts["merge"], count)
    return with_ctx, without


#: BooookScore's ``word_ratio``: each level below the top gets this share of the budget above
WORD_RATIO = 0.65


def booookscore_chunk_words(
    n: int,
    chunk_tokens: int,
    words: int,
    merge_words: int,
    floor: int,
    budget: Budget,
    room: int,
) -> int:
    """The word budget of one part's summary, derived as BooookScore's reference code derives
    it (``Summarizer.estimate_levels``): count the levels (passes that pack ``room`` tokens of
    parts, then of summaries, into one call) until one is left, give the top the whole budget
    and each level below it ``WORD_RATIO`` of the one above: one level, the full budget; two,
    65 %; three, 42 %. Never more than a merge can read (``merge_words``), never less than
    ``floor``.

    The budget used to be a share of the summary per part (2 x words / parts, at least 80): a
    small budget that long answers overran, each overrun asked again (the issue counted 87
    calls for a book that BooookScore makes in 31)."""
    if n <= 1:
        return merge_words
    # As the reference counts levels: the first pass packs the parts themselves (of
    # ``chunk_tokens`` each), later passes summaries of the merge budget; a pass that cannot
    # pack two still counts as a level.
    levels, size, left = 0, chunk_tokens, n
    summary = budget.summary_tokens(merge_words) + SEPARATOR
    while left > 1 and levels < 16:
        left = math.ceil(left / max(1, room // max(1, size)))
        size = summary
        levels += 1
    derived = round(words * WORD_RATIO ** max(0, levels - 1))
    return min(merge_words, max(floor, derived))


def _plan_hierarchical(
    plan: JobPlan,
    text: str,
    budget: Budget,
    options: SummarizeOptions,
    prompts: PromptSet,
    count: Any,
) -> JobPlan:
    words = options.words
    out = budget.out_tokens(words)
    free = budget.context - budget.margin - out
    with_ctx_words = budget.words_for(
        (free - overhead(prompts["merge-context"], count) - 3 * SEPARATOR) // 3
    )
    without_words = budget.words_for(
        (free - overhead(prompts["merge"], count) - 2 * SEPARATOR) // 2
    )
    use_context = options.merge_context and with_ctx_words >= MIN_MERGE_WORDS
    merge_words = min(words, with_ctx_words if use_context else without_words)
    if merge_words < MIN_MERGE_WORDS:
        raise _too_small(budget, words)
    chunk_room = budget.context - budget.margin - overhead(prompts["chunk"], count)
    chunk_room -= budget.out_tokens(merge_words)
    chunk_tokens = min(options.chunk_tokens, chunk_room)
    if chunk_tokens < MIN_CHUNK_TOKENS:
        raise _too_small(budget, words)
    chunks = chunk_text(text, count, chunk_tokens)
    n = len(chunks)
    rooms = merge_rooms(budget, options, prompts, count, merge_words)
    chunk_words = booookscore_chunk_words(
        n, chunk_tokens, words, merge_words, options.min_chunk_words, budget, rooms[1]
    )
    # Simulate the tree with every summary at its planned size.
    calls = n
    input_tokens = sum(c.tokens for c in chunks) + n * _read(budget, prompts["chunk"], count)
    output_tokens = n * _written(budget, chunk_words, budget.out_tokens(chunk_words))
    plan = _replace(plan, merge_words=merge_words, merge_context=use_context)
    sizes = [budget.summary_tokens(chunk_words) + SEPARATOR] * n
    while len(sizes) > 1:
        groups, with_context = group_merges(sizes, rooms[0] if use_context else None, rooms[1])
        final = len(groups) == 1
        limit = words if final else merge_words
        next_sizes = []
        for g, group in enumerate(groups):
            if len(group) == 1:
                next_sizes.append(sizes[group[0]])
                continue
            calls += 1
            prompt = "merge-context" if with_context and g else "merge"
            input_tokens += _read(budget, prompts[prompt], count) + sum(sizes[i] for i in group)
            if with_context and g and not budget.writes_to_limit:  # a base model reads no context
                input_tokens += budget.summary_tokens(merge_words)
            output_tokens += _written(budget, limit, out)
            next_sizes.append(budget.summary_tokens(limit) + SEPARATOR)
        sizes = next_sizes
    if options.cleanup:
        calls += 1
        input_tokens += _read(budget, prompts["cleanup"], count) + _expected(budget, words)
        output_tokens += _written(budget, words, out)
    return _replace(
        plan,
        chunk_tokens=chunk_tokens,
        chunks=tuple((c.start, c.end) for c in chunks),
        chunk_words=chunk_words,
        calls=calls,
        input_tokens=input_tokens,
        output_tokens=output_tokens,
    )


def _plan_incremental(
    plan: JobPlan,
    text: str,
    budget: Budget,
    options: SummarizeOptions,
    prompts: PromptSet,
    count: Any,
) -> JobPlan:
    words = options.words
    out = budget.out_tokens(words)
    running = budget.summary_tokens(math.ceil(words * (1 + options.limit_slack)))
    chunk_room = budget.context - budget.margin - overhead(prompts["update"], count) - running - out
    chunk_tokens = min(options.chunk_tokens, chunk_room)
    compress_need = overhead(prompts["compress"], count) + 2 * out + budget.margin
    if chunk_tokens < MIN_CHUNK_TOKENS or compress_need > budget.context:
        raise _too_small(budget, words)
    chunks = chunk_text(text, count, chunk_tokens)
    n = len(chunks)
    input_tokens = sum(c.tokens for c in chunks) + _read(budget, prompts["chunk"], count)
    input_tokens += (n - 1) * (_read(budget, prompts["update"], count) + _expected(budget, words))
    steps = n + (1 if options.cleanup else 0)
    calls = steps
    output_tokens = steps * _written(budget, words, out)
    if options.cleanup:
        input_tokens += _read(budget, prompts["cleanup"], count) + _expected(budget, words)
    return _replace(
        plan,
        chunk_tokens=chunk_tokens,
        chunks=tuple((c.start, c.end) for c in chunks),
        chunk_words=words,
        calls=calls,
        input_tokens=input_tokens,
        output_tokens=output_tokens,
    )


def _plan_gradual(
    plan: JobPlan,
    text: str,
    budget: Budget,
    options: SummarizeOptions,
    prompts: PromptSet,
    count: Any,
) -> JobPlan:
    head = overhead(prompts["gradual"], count)
    levels: list[GradualLevel] = []
    input_tokens = output_tokens = 0
    for share in options.gradual_shares:
        target = max(20, round(share * plan.story_words))
        lower = max(1, round(target * (1 - options.gradual_tolerance)))
        upper = max(lower + 1, round(target * (1 + options.gradual_tolerance)))
        out = budget.free_out_tokens(upper)
        if head + plan.story_tokens + out + budget.margin <= budget.context:
            source = plan.story_tokens
            from_story = True
        elif (
            levels
            and head + budget.summary_tokens(levels[-1].upper) + out + budget.margin
            <= budget.context
        ):
            source = budget.summary_tokens(levels[-1].upper)
            from_story = False
        else:
            raise ContextTooSmall(
                _GRADUAL_EXCEEDS_CONTEXT(
                    story_tokens=plan.story_tokens, out=out, upper=upper, context=budget.context
                )
            )
        levels.append(GradualLevel(share, target, lower, upper, out, from_story))
        input_tokens += _read(budget, prompts["gradual"], count) + source
        # a base model's minimum is the range's lower end (the words a step asks, steps._asked)
        output_tokens += _written(budget, lower if budget.writes_to_limit else target, out)
    return _replace(
        plan,
        gradual=tuple(levels),
        calls=len(levels),
        input_tokens=input_tokens,
        output_tokens=output_tokens,
    )


def _too_small(budget: Budget, words: int) -> ContextTooSmall:
    fits = max(MIN_MERGE_WORDS, budget.words_for((budget.context - budget.margin) // 6))
    return ContextTooSmall(_CONTEXT_TOO_SMALL(context=budget.context, words=words, fits=fits))
