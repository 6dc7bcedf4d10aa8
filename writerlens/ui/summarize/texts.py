"""The Summarize dialog's words: what each strategy does, and how numbers and times read.

Kept apart from the widgets so that the wording is in one place (and testable without them).
The strategy lines describe what :mod:`writerlens.summarize.strategies` really does; change
them together.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from writerlens.summarize.options import Strategy
from writerlens.summarize.progress import ProgressEvent

_CONTEXT = "SummarizeDialog"


def tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


def strategy_name(strategy: Strategy) -> str:
    return {
        Strategy.AUTO: tr("&Automatic (recommended)"),
        Strategy.WHOLE: tr("&Whole story at once"),
        Strategy.HIERARCHICAL: tr("&Hierarchical merging"),
        Strategy.INCREMENTAL: tr("I&ncremental updating"),
        Strategy.GRADUAL: tr("&Gradual: three lengths"),
    }[strategy]


def strategy_line(strategy: Strategy) -> str:
    """One line a writer can act on: what the model is asked to do, and when it suits."""
    return {
        Strategy.AUTO: tr(
            "The whole story at once when it fits in what the model reads at a time; "
            "otherwise hierarchical merging."
        ),
        Strategy.WHOLE: tr(
            "The model reads the entire story in one go and writes the summary. Only for "
            "models that can read the whole story at once."
        ),
        Strategy.HIERARCHICAL: tr(
            "The story is cut into parts; each part is summarized, then the part summaries "
            "are merged, level by level, into one."
        ),
        Strategy.INCREMENTAL: tr(
            "The model reads the story part by part and keeps updating one summary, "
            "shortening it whenever it grows too long."
        ),
        Strategy.GRADUAL: tr(
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
    return f"{value:,}"


def duration(seconds: float) -> str:
    seconds = max(0, round(seconds))
    if seconds < 60:
        return tr("{s} s").format(s=seconds)
    minutes, seconds = divmod(seconds, 60)
    if minutes < 60:
        return tr("{m} min {s:02d} s").format(m=minutes, s=seconds)
    hours, minutes = divmod(minutes, 60)
    return tr("{h} h {m:02d} min").format(h=hours, m=minutes)


def level_text(strategy: Strategy | None, level: int) -> str:
    """Where in the work the job is, for the strategies where "level" means something."""
    if strategy is Strategy.HIERARCHICAL:
        if level == 0:
            return tr("summarizing the parts")
        return tr("merge level {level}").format(level=level)
    if strategy is Strategy.GRADUAL:
        return tr("summary {n} of 3").format(n=level + 1)
    return ""  # one level only: the activity says what is happening


def progress_text(
    event: ProgressEvent, strategy: Strategy | None = None, since: float = 0.0
) -> str:
    """Step, level, tokens, elapsed and time left; ``since`` is how long ago the event came
    (the clock keeps running between events, which can be a minute apart on a laptop)."""
    parts = [tr("Step {step} of {total}").format(step=event.step, total=event.total)]
    level = level_text(strategy, event.level)
    if level:
        parts.append(level)
    parts += [
        tr("{sent} tokens sent, {written} written").format(
            sent=number(event.input_tokens), written=number(event.output_tokens)
        ),
        tr("{time} so far").format(time=duration(event.elapsed + since)),
    ]
    if event.remaining is not None and event.step < event.total:
        left = event.remaining - since
        if left >= 1:
            parts.append(tr("about {time} left").format(time=duration(left)))
        else:
            parts.append(tr("almost done"))
    return " · ".join(parts)
