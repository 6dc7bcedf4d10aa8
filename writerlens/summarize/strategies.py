"""The four ways to summarize: whole story, hierarchical merging, incremental updating, gradual.

Each is a sequence of steps handed to the executor, whose step identities are derived only from
the plan and from texts already saved, so a resumed job walks the same path and finds its
finished steps in the checkpoint.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from writerlens.domain.jobs import StepKey
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.summarize.budget import SEPARATOR, Budget, ContextTooSmall, group_merges
from writerlens.summarize.options import Strategy, SummarizeOptions
from writerlens.summarize.plan import JobPlan, merge_rooms
from writerlens.summarize.progress import ProgressTracker
from writerlens.summarize.prompts import PromptSet
from writerlens.summarize.steps import Step, StepExecutor, StepResult
from writerlens.texts import count_words

_WHOLE = define(
    "summarize.progress.whole",
    QT_TRANSLATE_NOOP(
        "messages",
        "Summarizing the whole story",
    ),
)

_PART = define(
    "summarize.progress.part",
    QT_TRANSLATE_NOOP(
        "messages",
        "Summarizing part {part} of {n}",
    ),
)

_PARTS_PARALLEL = define(
    "summarize.progress.parts_parallel",
    QT_TRANSLATE_NOOP(
        "messages",
        "Summarizing {n} parts, {at_once} at a time",
    ),
)

_FINAL_MERGE = define(
    "summarize.progress.final_merge",
    QT_TRANSLATE_NOOP(
        "messages",
        "Smoothing out the final summary",
    ),
)

_FIRST_PART = define(
    "summarize.progress.first_part",
    QT_TRANSLATE_NOOP(
        "messages",
        "Reading part 1 of {n}",
    ),
)

_UPDATE = define(
    "summarize.progress.update",
    QT_TRANSLATE_NOOP(
        "messages",
        "Adding part {part} of {n} to the summary",
    ),
)

_COMPRESS = define(
    "summarize.progress.compress",
    QT_TRANSLATE_NOOP(
        "messages",
        "Shortening the summary after part {part} of {n}",
    ),
)

_GRADUAL_LEVEL = define(
    "summarize.progress.gradual_level",
    QT_TRANSLATE_NOOP(
        "messages",
        "Writing the {percent} % summary ({lower}–{upper} words)",
    ),
)


@dataclass(frozen=True)
class Produced:
    """A finished summary of the job (gradual makes three)."""

    text: str
    key: StepKey
    model: str
    params: dict[str, Any] = field(default_factory=dict)


@dataclass
class RunContext:
    text: str
    plan: JobPlan
    options: SummarizeOptions
    prompts: PromptSet
    budget: Budget
    executor: StepExecutor
    tracker: ProgressTracker
    count: Callable[[str], int]
    #: Prompt roles whose wording went into the result (recorded on the summary).
    roles: set[str] = field(default_factory=set)

    def step(self, role: str, kind: str, level: int, position: int, **kw: Any) -> Step:
        self.roles.add(role)
        return Step(kind=kind, level=level, position=position, prompt=self.prompts[role], **kw)


def run_strategy(ctx: RunContext) -> list[Produced]:
    runners = {
        Strategy.WHOLE: run_whole,
        Strategy.HIERARCHICAL: run_hierarchical,
        Strategy.INCREMENTAL: run_incremental,
        Strategy.GRADUAL: run_gradual,
    }
    return runners[ctx.plan.strategy](ctx)


# -- whole ---------------------------------------------------------------------------------------


def run_whole(ctx: RunContext) -> list[Produced]:
    words = ctx.options.words
    ctx.tracker.plan(1)
    step = ctx.step(
        "whole",
        "whole",
        0,
        0,
        values={"story": ctx.text, "words": words},
        max_tokens=ctx.budget.whole_out_tokens(words),
        limit=words,
        activity=_WHOLE(),
    )
    result = ctx.executor.run(step)
    return [Produced(result.text, result.key, result.model)]


# -- hierarchical merging ----------------------------------------------------------------------


def run_hierarchical(ctx: RunContext) -> list[Produced]:
    plan, words = ctx.plan, ctx.options.words
    n = len(plan.chunks)
    rooms = merge_rooms(ctx.budget, ctx.options, ctx.prompts, ctx.count, plan.merge_words)
    planned = [ctx.budget.summary_tokens(plan.chunk_words) + SEPARATOR] * n
    merged = ctx.budget.summary_tokens(plan.merge_words) + SEPARATOR
    ctx.tracker.plan(n + _merges_left(planned, rooms, plan.merge_context, merged) + _cleanup(ctx))
    steps = [
        ctx.step(
            "chunk",
            "chunk",
            0,
            i,
            values={"story": ctx.text[a:b], "words": plan.chunk_words},
            max_tokens=ctx.budget.out_tokens(plan.chunk_words),
            limit=plan.chunk_words,
            keep_long=True,
            activity=_PART(part=i + 1, n=n),
        )
        for i, (a, b) in enumerate(plan.chunks)
    ]
    if not ctx.executor.provider.is_local and ctx.executor.concurrency > 1 and n > 1:
        ctx.tracker.activity(_PARTS_PARALLEL(n=n, at_once=min(n, ctx.executor.concurrency)), 0)
    current: list[tuple[StepKey, StepResult]] = [
        (r.key, r) for r in ctx.executor.run_all(steps, parallel=True)
    ]
    level = 1
    while len(current) > 1:
        sizes = [ctx.count(r.text) + SEPARATOR for _, r in current]
        groups, with_context = group_merges(
            sizes, rooms[0] if plan.merge_context else None, rooms[1]
        )
        final = len(groups) == 1
        limit = words if final else plan.merge_words
        merges = sum(1 for g in groups if len(g) > 1)
        after = [sizes[g[0]] if len(g) == 1 else merged for g in groups]
        left = _merges_left(after, rooms, plan.merge_context, merged)
        ctx.tracker.plan(merges + left + _cleanup(ctx))
        current = _merge_level(ctx, level, current, groups, with_context, limit, final)
        level += 1
    top_key, top = current[0]
    text, model = top.text, top.model
    if ctx.options.cleanup:
        text, model = _cleanup_step(ctx, top_key, text)
    return [Produced(text, top_key, model, {"levels": level})]


def _merge_level(
    ctx: RunContext,
    level: int,
    children: list[tuple[StepKey, StepResult]],
    groups: list[list[int]],
    with_context: bool,
    limit: int,
    final: bool,
) -> list[tuple[StepKey, StepResult]]:
    merges = sum(1 for g in groups if len(g) > 1)
    what = "the final summary" if final else f"level {level}"

    def step(position: int, group: list[int], context: str | None) -> Step:
        values: dict[str, str | int] = {
            "summaries": "\n\n".join(children[i][1].text for i in group),
            "words": limit,
        }
        role = "merge"
        if context is not None:
            values["context"] = context
            role = "merge-context"
        return ctx.step(
            role,
            "merge",
            level,
            position,
            values=values,
            max_tokens=ctx.budget.out_tokens(ctx.options.words),
            limit=limit,
            keep_long=True,  # the reference keeps its final merge too
            children=tuple(children[i][0] for i in group),
            activity=f"Merging {what}: {position + 1} of {merges}"
            if merges > 1
            else f"Merging {what}",
        )

    out: list[tuple[StepKey, StepResult]] = []
    if not with_context:
        numbered = [(g, p) for p, g in enumerate(g for g in groups if len(g) > 1)]
        results = iter(ctx.executor.run_all([step(p, g, None) for g, p in numbered], parallel=True))
        for group in groups:
            if len(group) == 1:
                out.append(children[group[0]])
            else:
                result = next(results)
                out.append((result.key, result))
        return out
    if ctx.executor.concurrency > 1:
        return _merge_level_concurrently(ctx, children, groups, step)
    position = 0
    previous: str | None = None
    for group in groups:
        if len(group) == 1:  # carried up unchanged; it is the context for what follows
            out.append(children[group[0]])
            previous = children[group[0]][1].text
            continue
        result = ctx.executor.run(step(position, group, previous))
        out.append((result.key, result))
        previous = result.text
        position += 1
    return out


def _merge_level_concurrently(
    ctx: RunContext,
    children: list[tuple[StepKey, StepResult]],
    groups: list[list[int]],
    step: Callable[[int, list[int], str | None], Step],
) -> list[tuple[StepKey, StepResult]]:
    """A level's merges all at once, each reading, as what happened earlier, the summary just
    before its own (the last one of the preceding group) rather than the preceding merge.

    Waiting for the preceding merge chains a level's merges one after another: with 50 parts
    and a short context that chain, not the model, sets the pace (the issue measured 2.4x at
    concurrency 4 and 3.2x at 10). The summary just before a group tells the merge the same
    thing it needs (who and where the story stands as this stretch begins) and is ready at
    once. Used when calls run concurrently (cloud models); a local model, one call at a time,
    keeps the chained context, which costs it nothing.
    """
    steps: list[Step] = []
    position = 0
    for index, group in enumerate(groups):
        if len(group) == 1:
            continue
        earlier = children[groups[index - 1][-1]][1].text if index else None
        steps.append(step(position, group, earlier))
        position += 1
    results = iter(ctx.executor.run_all(steps, parallel=True))
    out: list[tuple[StepKey, StepResult]] = []
    for group in groups:
        if len(group) == 1:
            out.append(children[group[0]])
        else:
            result = next(results)
            out.append((result.key, result))
    return out


def _merges_left(
    sizes: list[int], rooms: tuple[int | None, int], use_context: bool, merged: int
) -> int:
    """Merges still to come if every summary from here on is as long as planned."""
    count = 0
    try:
        while len(sizes) > 1:
            groups, _ = group_merges(sizes, rooms[0] if use_context else None, rooms[1])
            count += sum(1 for g in groups if len(g) > 1)
            sizes = [sizes[g[0]] if len(g) == 1 else merged for g in groups]
    except ContextTooSmall:
        pass  # the run itself will say so when it gets there
    return count


def _cleanup(ctx: RunContext) -> int:
    return 1 if ctx.options.cleanup else 0


def _cleanup_step(ctx: RunContext, child: StepKey, text: str) -> tuple[str, str]:
    words = ctx.options.words
    step = ctx.step(
        "cleanup",
        "cleanup",
        0,
        0,
        values={"summary": text, "words": words},
        max_tokens=ctx.budget.out_tokens(words),
        limit=math.ceil(words * 1.2),
        children=(child,),
        activity=_FINAL_MERGE(),
    )
    result = ctx.executor.run(step)
    return result.text, result.model


# -- incremental updating ----------------------------------------------------------------------


def run_incremental(ctx: RunContext) -> list[Produced]:
    plan, words = ctx.plan, ctx.options.words
    n = len(plan.chunks)
    ctx.tracker.plan(n + _cleanup(ctx))
    limit = words * (1 + ctx.options.limit_slack)
    summary: StepResult | None = None
    for i, (a, b) in enumerate(plan.chunks):
        part = ctx.text[a:b]
        if summary is None:
            step = ctx.step(
                "chunk",
                "update",
                0,
                i,
                values={"story": part, "words": words},
                max_tokens=ctx.budget.out_tokens(words),
                activity=_FIRST_PART(n=n),
            )
        else:
            step = ctx.step(
                "update",
                "update",
                0,
                i,
                values={"summary": summary.text, "story": part, "words": words},
                max_tokens=ctx.budget.out_tokens(words),
                children=(summary.key,),
                activity=_UPDATE(part=i + 1, n=n),
            )
        summary = ctx.executor.run(step)
        if count_words(summary.text) > limit:
            ctx.tracker.plan(n - i - 1 + 1 + _cleanup(ctx))
            compress = ctx.step(
                "compress",
                "compress",
                0,
                i,
                values={"summary": summary.text, "words": words},
                max_tokens=ctx.budget.out_tokens(words),
                limit=words,
                children=(summary.key,),
                activity=_COMPRESS(part=i + 1, n=n),
            )
            summary = ctx.executor.run(compress)
        ctx.tracker.plan(n - i - 1 + _cleanup(ctx))
    assert summary is not None
    text, model = summary.text, summary.model
    if ctx.options.cleanup:
        text, model = _cleanup_step(ctx, summary.key, text)
    return [Produced(text, summary.key, model)]


# -- gradual -----------------------------------------------------------------------------------


def run_gradual(ctx: RunContext) -> list[Produced]:
    levels = ctx.plan.gradual
    ctx.tracker.plan(len(levels))

    def step(index: int, source: str) -> Step:
        level = levels[index]
        return ctx.step(
            "gradual",
            "gradual",
            index,
            0,
            values={
                "story": source,
                "lower": level.lower,
                "upper": level.upper,
                "words": level.upper,
            },
            max_tokens=level.max_tokens,
            limit=level.upper,
            limit_keys=("lower", "upper", "words"),
            activity=_GRADUAL_LEVEL(
                percent=round(level.share * 100), lower=level.lower, upper=level.upper
            ),
        )

    results: list[StepResult] = []
    if all(level.from_story for level in levels):
        results = ctx.executor.run_all([step(i, ctx.text) for i in range(len(levels))])
    else:
        for i, level in enumerate(levels):
            source = ctx.text if level.from_story else results[-1].text
            results.append(ctx.executor.run(step(i, source)))
    return [
        Produced(
            r.text,
            r.key,
            r.model,
            {
                "gradual_level": i,
                "gradual_share": level.share,
                "gradual_target_words": level.target,
                "gradual_lower_words": level.lower,
                "gradual_upper_words": level.upper,
                "gradual_from": "story" if level.from_story else "previous summary",
            },
        )
        for i, (r, level) in enumerate(zip(results, levels, strict=True))
    ]
