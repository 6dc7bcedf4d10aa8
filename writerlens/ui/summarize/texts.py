"""The Summarize dialog's words: what each strategy does, and how numbers and times read.

Kept apart from the widgets so that the wording is in one place (and testable without them).
The strategy lines describe what :mod:`writerlens.summarize.strategies` really does; change
them together.
"""

from __future__ import annotations

from writerlens.summarize.options import Strategy
from writerlens.summarize.progress import ProgressEvent
from writerlens.ui import plain
from writerlens.ui.errors import said
from writerlens.ui.i18n import decimal
from writerlens.ui.tr_context import TrContext

SummarizeText = TrContext("SummarizeText")


def strategy_name(strategy: Strategy) -> str:
    return {
        Strategy.AUTO: SummarizeText.tr("&Automatic (recommended)"),
        Strategy.WHOLE: SummarizeText.tr("&Whole story at once"),
        Strategy.HIERARCHICAL: SummarizeText.tr("In &parts, then joined"),
        Strategy.INCREMENTAL: SummarizeText.tr("Part by part, one summary &kept up to date"),
        Strategy.GRADUAL: SummarizeText.tr("In three &lengths"),
    }[strategy]


def strategy_term(strategy: Strategy) -> str:
    """What researchers call the strategy (the writer's screen names it in plain words; the
    exact term is one hover away, as the glossary does for figures)."""
    terms = {
        Strategy.HIERARCHICAL: SummarizeText.tr("hierarchical merging"),
        Strategy.INCREMENTAL: SummarizeText.tr("incremental updating"),
        Strategy.GRADUAL: SummarizeText.tr("gradual summaries"),
    }
    if strategy not in terms:
        return ""
    return SummarizeText.tr("Exact term: {term}.").format(term=terms[strategy])


def strategy_line(strategy: Strategy) -> str:
    """One line a writer can act on: what the model is asked to do, and when it suits."""
    return {
        Strategy.AUTO: SummarizeText.tr(
            "The whole story at once when it fits in what the model reads at a time; "
            "otherwise in parts, then joined."
        ),
        Strategy.WHOLE: SummarizeText.tr(
            "The model reads the entire story in one go and writes the summary. Only for "
            "models that can read the whole story at once."
        ),
        Strategy.HIERARCHICAL: SummarizeText.tr(
            "The story is cut into parts; each part is summarized, then the part summaries "
            "are merged, level by level, into one."
        ),
        Strategy.INCREMENTAL: SummarizeText.tr(
            "The model reads the story part by part and keeps updating one summary, "
            "shortening it whenever it grows too long."
        ),
        Strategy.GRADUAL: SummarizeText.tr(
            "Three summaries, about 20 %, 10 % and 5 % of the story's length (the target "
            "length is not used)."
        ),
    }[strategy]


def plain_strategy(name: str) -> str:
    """A resolved strategy as the estimate table shows it (without mnemonics)."""
    try:
        return strategy_name(Strategy(name)).replace("&", "")
    except ValueError:
        return name


def number(value: int) -> str:
    """A count the locale's way ("12,345"; "12.345" in German)."""
    return plain.count(value)


def duration(seconds: float) -> str:
    seconds = max(0, round(seconds))
    if seconds < 60:
        return SummarizeText.tr("{s} s").format(s=seconds)
    minutes, seconds = divmod(seconds, 60)
    if minutes < 60:
        return SummarizeText.tr("{m} min {s:02d} s").format(m=minutes, s=seconds)
    hours, minutes = divmod(minutes, 60)
    return SummarizeText.tr("{h} h {m:02d} min").format(h=hours, m=minutes)


def level_text(strategy: Strategy | None, level: int) -> str:
    """Where in the work the job is, for the strategies where "level" means something."""
    if strategy is Strategy.HIERARCHICAL:
        if level == 0:
            return SummarizeText.tr("summarizing the parts")
        return SummarizeText.tr("merge level {level}").format(level=level)
    if strategy is Strategy.GRADUAL:
        return SummarizeText.tr("summary {n} of 3").format(n=level + 1)
    return ""  # one level only: the activity says what is happening


def progress_text(
    event: ProgressEvent,
    strategy: Strategy | None = None,
    since: float = 0.0,
    words_per_token: float | None = None,
) -> str:
    """Step, level, tokens, elapsed and time left; ``since`` is how long ago the event came
    (the clock keeps running between events, which can be a minute apart on a laptop).

    The words read and written count the call under way too, in the same words per token as
    :func:`call_text`, so "about 600 words read" never stands beside "Reading: about 612 of
    2,143 words" of a later moment."""
    per_token = WORDS_PER_TOKEN if words_per_token is None else words_per_token
    parts = [SummarizeText.tr("Step {step} of {total}").format(step=event.step, total=event.total)]
    level = level_text(strategy, event.level)
    if level:
        parts.append(level)
    if event.retries:
        # Retries are calls too: a writer who sees the bar stand still learns why.
        parts.append(retries_text(event.retries))
    parts += [
        SummarizeText.tr("about {read} words read, {written} written").format(
            read=number(words_from_tokens(event.tokens_read, per_token)),
            written=number(words_from_tokens(event.tokens_written, per_token)),
        ),
        SummarizeText.tr("{time} so far").format(time=duration(event.elapsed + since)),
    ]
    if event.remaining is not None and event.step < event.total:
        left = event.remaining - since
        if left >= 1:
            parts.append(SummarizeText.tr("about {time} left").format(time=duration(left)))
        else:
            parts.append(SummarizeText.tr("almost done"))
    return " · ".join(parts)


#: Roughly how many English words a token holds; a writer thinks in words, models in tokens.
WORDS_PER_TOKEN = 0.75
#: A run expected to take longer than this is named plainly before it starts.
LONG_RUN_SECONDS = 5 * 60


def words_from_tokens(tokens: int, words_per_token: float = WORDS_PER_TOKEN) -> int:
    return max(0, round(tokens * words_per_token))


def retries_text(retries: int) -> str:
    if retries == 1:
        return SummarizeText.tr("1 retry")
    return SummarizeText.tr("{n} retries").format(n=number(retries))


def about_time(seconds: float) -> str:
    """A time before it happens: rounded, as a person would say it ("about 25 minutes")."""
    seconds = max(0.0, seconds)
    if seconds < 10:
        return SummarizeText.tr("a few seconds")
    if seconds < 90:
        return SummarizeText.tr("about {s} seconds").format(s=max(10, round(seconds / 10) * 10))
    minutes = round(seconds / 60)
    if minutes < 60:
        return SummarizeText.tr("about {m} minutes").format(m=minutes)
    hours, minutes = divmod(minutes, 60)
    if minutes < 5:
        return SummarizeText.tr("about {h} h").format(h=hours)
    return SummarizeText.tr("about {h} h {m:02d} min").format(h=hours, m=minutes)


def where_time_comes_from(basis: str, calls: int) -> str:
    """The time column's tooltip: what the figure covers and what it rests on."""
    if calls > 1:
        covers = SummarizeText.tr("For all {n} calls of this run, one after another.").format(
            n=number(calls)
        )
    else:
        covers = SummarizeText.tr("For the one call of this run.")
    if not basis:
        return covers
    return SummarizeText.tr("{covers} Based on the speed {basis}.").format(
        covers=covers, basis=basis
    )


def long_run_text(label: str, seconds: float, basis: str) -> str:
    """Said before starting, so that a writer is not surprised by a half-hour wait."""
    where = (
        SummarizeText.tr("on this computer")
        if "computer" in basis
        else SummarizeText.tr("at this provider's usual speed")
        if basis
        else ""
    )
    time = about_time(seconds)
    if where:
        time = f"{time} {where}"
    return SummarizeText.tr("“{model}” will take {time}.").format(model=label, time=time)


def call_text(
    event: ProgressEvent,
    target_words: int | None = None,
    since: float = 0.0,
    words_per_token: float = WORDS_PER_TOKEN,
) -> str:
    """What the call under way is doing, in a writer's words: reading, writing or waiting.

    ``target_words`` is the length asked for, from which the time left of a reply is guessed
    when the job has no estimate of its own yet (its first call)."""
    if event.phase == "reading" and event.call_prompt:
        return SummarizeText.tr(
            "Reading: about {read} of {total} words ({tokens} of {all} tokens)"
        ).format(
            read=number(words_from_tokens(event.call_read, words_per_token)),
            total=number(words_from_tokens(event.call_prompt, words_per_token)),
            tokens=number(event.call_read),
            all=number(event.call_prompt),
        )
    if event.phase == "reading":
        return SummarizeText.tr("Reading…")
    if event.phase == "writing":
        parts = [
            SummarizeText.tr("Writing: {words} words so far").format(
                words=number(words_from_tokens(event.call_written, words_per_token))
            )
        ]
        speed = event.tokens_per_second
        if speed:
            words_a_second = speed * words_per_token
            parts.append(
                SummarizeText.tr("{n} words a second").format(n=decimal(words_a_second))
                if words_a_second < 10
                else SummarizeText.tr("{n} words a second").format(n=number(round(words_a_second)))
            )
            if event.remaining is None:  # else the job's line above says the time left
                left = _writing_left(event, target_words, speed, words_per_token) - since
                if left >= 1:
                    parts.append(SummarizeText.tr("about {time} left").format(time=duration(left)))
        return " · ".join(parts)
    if event.phase == "waiting":
        reason = said(event.waiting_reason) if event.waiting_reason else ""
        reason = reason or SummarizeText.tr("Waiting for the model…")
        return SummarizeText.tr("Waiting: {reason}").format(reason=reason)
    return ""


def _writing_left(
    event: ProgressEvent, target_words: int | None, speed: float, words_per_token: float
) -> float:
    """The reply's remaining words at this speed (before the job has an estimate of its own)."""
    if not target_words:
        return 0.0
    target_tokens = target_words / words_per_token
    return max(0.0, target_tokens - event.call_written) / speed
