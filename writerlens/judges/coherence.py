"""Coherence in the manner of BooookScore (Chang et al., ICLR 2024), sentence by sentence.

For each sentence of the summary, a judge that sees only the summary (not the story: coherence
is about how the summary reads on its own) says whether that sentence would confuse a reader,
of which kinds (entity, event or causal omission, salience, discontinuity, duplication,
inconsistency, language) and what the reader would ask. The score is the share of sentences
without confusion. Each sentence is its own short conversation, so cloud judges may take several
at once (``parallel``); every verdict goes to ``on_verdict`` as soon as it is known.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass

from writerlens.domain import CancelToken
from writerlens.judges.calls import (
    CONTEXT_TOO_SMALL,
    MAX_REPLY_TOKENS,
    Asked,
    OnJudgeCall,
    ask,
    check_cancel,
    check_fits,
    request_tokens,
)
from writerlens.judges.prompts import JudgePrompt
from writerlens.judges.replies import ConfusionVerdict, parse_confusion
from writerlens.judges.results import CONFUSION_KINDS, CONFUSION_MEANINGS, SentenceVerdict
from writerlens.llm.base import ChatMessage, Provider
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.texts import sentences

_SUMMARY_WITH_INSTRUCTIONS = define(
    "judges.coherence.summary_with_instructions",
    QT_TRANSLATE_NOOP(
        "messages",
        "The summary with the instructions",
    ),
)

_SENTENCE_DONE = define(
    "judges.coherence.sentence_done",
    QT_TRANSLATE_NOOP(
        "messages",
        "Read sentence {number} of {total}.",
    ),
)

_READING_SENTENCES = define(
    "judges.coherence.reading_sentences",
    QT_TRANSLATE_NOOP("messages", "Reading the summary's %n sentences…", None, 1),
    one="Reading the summary's %n sentence…",
)

#: Cloud judges take this many sentences at once (like the summarizer's parallel merges).
PARALLEL = 4


@dataclass(frozen=True)
class SentenceJudged:
    verdict: SentenceVerdict
    model: str
    input_tokens: int
    output_tokens: int


def summary_sentences(summary: str) -> list[tuple[int, int]]:
    """The sentences a judge reads, as code-point spans of the summary."""
    return [(s, e) for s, e in sentences(summary) if summary[s:e].strip()]


def _kinds_list() -> str:
    return "\n".join(
        f"- {kind.replace('_', ' ')}: {CONFUSION_MEANINGS[kind]}" for kind in CONFUSION_KINDS
    )


def sentence_messages(
    prompt: JudgePrompt, summary: str, sentence: str, number: int, count: int
) -> list[ChatMessage]:
    messages = [ChatMessage("system", prompt.text("system"))] if prompt.parts["system"] else []
    user = prompt.text(
        "user", summary=summary, sentence=sentence, number=number, count=count, kinds=_kinds_list()
    )
    return [*messages, ChatMessage("user", user)]


def planned_calls(provider: Provider, prompt: JudgePrompt, summary: str) -> list[int]:
    """Input tokens of each call: the whole summary, plus one sentence each."""
    spans = summary_sentences(summary)
    if not spans:
        return []
    base = request_tokens(provider, sentence_messages(prompt, summary, "", 1, len(spans)))
    return [base + provider.count_tokens(summary[s:e]) for s, e in spans]


def check_coherence_fits(provider: Provider, prompt: JudgePrompt, summary: str) -> None:
    calls = planned_calls(provider, prompt, summary)
    if calls:
        check_fits(
            provider,
            max(calls) + MAX_REPLY_TOKENS,
            _SUMMARY_WITH_INSTRUCTIONS(),
            CONTEXT_TOO_SMALL(),
        )


def judge_sentences(
    provider: Provider,
    prompt: JudgePrompt,
    summary: str,
    *,
    on_verdict: Callable[[SentenceJudged], None] | None = None,
    progress: OnJudgeCall | None = None,
    cancel: CancelToken | None = None,
    parallel: int = 1,
) -> list[SentenceJudged]:
    """A verdict for every sentence, in sentence order. ``on_verdict`` is called on the
    caller's thread, in the order verdicts arrive."""
    say = progress or (lambda _d, _t, _m: None)
    spans = summary_sentences(summary)
    count = len(spans)
    retry = prompt.text("retry")

    def one(index: int) -> SentenceJudged:
        check_cancel(cancel)
        start, end = spans[index]
        messages = sentence_messages(prompt, summary, summary[start:end], index + 1, count)
        asked = ask(provider, messages, parse_confusion, retry, cancel=cancel)
        return _judged(index, start, end, summary[start:end], asked)

    done: dict[int, SentenceJudged] = {}

    def keep(judged: SentenceJudged) -> None:
        done[judged.verdict.index] = judged
        if on_verdict is not None:
            on_verdict(judged)
        say(
            len(done),
            count,
            _SENTENCE_DONE(number=judged.verdict.index + 1, total=count),
        )

    say(0, count, _READING_SENTENCES(count=count))
    if parallel <= 1 or count <= 1:
        for index in range(count):
            keep(one(index))
    else:
        _in_parallel(one, count, min(parallel, count), keep)
    return [done[i] for i in sorted(done)]


def _in_parallel(
    one: Callable[[int], SentenceJudged],
    count: int,
    workers: int,
    keep: Callable[[SentenceJudged], None],
) -> None:
    """Up to ``workers`` sentences at once; the first error stops the rest from starting, the
    verdicts of calls already under way are still kept, then the error is raised."""
    error: BaseException | None = None
    with ThreadPoolExecutor(workers, thread_name_prefix="writerlens-judge") as pool:
        pending: set[Future[SentenceJudged]] = {pool.submit(one, i) for i in range(count)}
        while pending:
            finished, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in finished:
                if future.cancelled():
                    continue
                failure = future.exception()
                if failure is None:
                    keep(future.result())
                elif error is None:
                    error = failure
                    for waiting in pending:
                        waiting.cancel()
    if error is not None:
        raise error


def _judged(
    index: int, start: int, end: int, text: str, asked: Asked[ConfusionVerdict]
) -> SentenceJudged:
    found = asked.value
    verdict = SentenceVerdict(
        index=index,
        start=start,
        end=end,
        text=text,
        confused=bool(found and found.confused),
        kinds=found.kinds if found else (),
        question=found.question if found else "",
        status=asked.status,
        reply=asked.reply,
    )
    return SentenceJudged(verdict, asked.model, asked.input_tokens, asked.output_tokens)
