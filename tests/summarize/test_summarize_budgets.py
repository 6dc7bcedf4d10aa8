"""Budgets as BooookScore's reference code sets them (#26): a part's summary gets the word
budget of its level (the top's, times 0.65 per level below it), and an over-long answer that a
later step reads is kept, not asked again, unless it was cut off."""

from __future__ import annotations

from scripted_provider import Ramble, ScriptedProvider, asked_words

from writerlens.domain import SummaryStatus
from writerlens.services.library import Library
from writerlens.store.jobs import job_nodes
from writerlens.summarize.budget import Budget
from writerlens.summarize.plan import WORD_RATIO, booookscore_chunk_words


def test_the_parts_budget_shrinks_by_booookscores_ratio_per_level() -> None:
    budget = Budget(context=8192, tokens_per_word=1.3, max_tokens=1000)
    summary = budget.summary_tokens(400) + 2
    # 16 parts of 2,048 tokens, room for 3 parts at once: 16 -> 6 -> 1 (two levels)
    assert booookscore_chunk_words(16, 2048, 400, 400, 80, budget, 3 * 2048) == round(
        400 * WORD_RATIO
    )
    # room for 1 part at once (the reference's usual case: parts of half a context): the first
    # pass packs none, then 5 summaries a merge: 16 -> 16 -> 4 -> 1 (three levels)
    assert booookscore_chunk_words(16, 2048, 400, 400, 80, budget, 3000) == round(
        400 * WORD_RATIO**2
    )
    # everything in one merge: the parts get the whole budget
    assert booookscore_chunk_words(16, 2048, 400, 400, 80, budget, 20 * 2048) == 400
    # never above what a merge can read, never below the floor
    assert booookscore_chunk_words(16, 2048, 400, 150, 80, budget, 20 * 2048) == 150
    assert booookscore_chunk_words(400, 2048, 100, 100, 80, budget, 2 * summary) == 80


def test_a_parts_summary_over_its_limit_is_kept_not_asked_again(start, library: Library) -> None:
    model = ScriptedProvider(context=2048)
    first_part = [True]

    def first(request) -> bool:
        if "<part>" in request.turns[-1].content and first_part:
            first_part.clear()
            return True
        return False

    model.when(first, Ramble(400))
    outcome = start(model, "hierarchical", chunk_tokens=600, words=200, merge_context=False)
    parts = [r for r in model.requests if "<part>" in r.turns[-1].content]
    n = len(outcome.job.params["plan"]["chunks"])
    assert len(parts) == n  # one call per part: the long one was not asked again
    limits = {asked_words(r) for r in parts}
    assert len(limits) == 1  # nobody was asked for a tighter limit
    chunks = [x for x in job_nodes(library.store, outcome.job.id) if x.kind == "chunk"]
    [kept] = [x for x in chunks if "Kept as it was" in x.error]
    assert kept.status is SummaryStatus.OK and "over its limit" in kept.error
