"""What a writer (or a study file) can choose about a summarizing job, checked up front."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from enum import StrEnum
from typing import Any

from writerlens.domain import WriterLensError
from writerlens.messages import QT_TRANSLATE_NOOP, Message, define, semicolon_list

_CANNOT_USE = define(
    "summarize.options.cannot_use",
    QT_TRANSLATE_NOOP("messages", "These summary settings cannot be used: {problems}."),
)


_WORDS_RANGE = define(
    "summarize.options.words_range",
    QT_TRANSLATE_NOOP(
        "messages",
        "the summary length must be between 20 and 20,000 words",
    ),
)

_TEMPERATURE_RANGE = define(
    "summarize.options.temperature_range",
    QT_TRANSLATE_NOOP(
        "messages",
        "the temperature must be between 0 and 2",
    ),
)

_MAX_TOKENS_RANGE = define(
    "summarize.options.max_tokens_range",
    QT_TRANSLATE_NOOP(
        "messages",
        "max tokens must be at least 16",
    ),
)

_CHUNK_TOKENS_RANGE = define(
    "summarize.options.chunk_tokens_range",
    QT_TRANSLATE_NOOP(
        "messages",
        "parts must be at least 64 tokens long",
    ),
)

_CONTEXT_RANGE = define(
    "summarize.options.context_range",
    QT_TRANSLATE_NOOP(
        "messages",
        "the context must be at least 256 tokens",
    ),
)

_CONCURRENCY_RANGE = define(
    "summarize.options.concurrency_range",
    QT_TRANSLATE_NOOP(
        "messages",
        "concurrency must be between 1 and 64",
    ),
)

_RETRIES_RANGE = define(
    "summarize.options.retries_range",
    QT_TRANSLATE_NOOP(
        "messages",
        "retries per step must be between 0 and 10",
    ),
)

_TIGHTENING_RANGE = define(
    "summarize.options.tightening_range",
    QT_TRANSLATE_NOOP(
        "messages",
        "the tightening factor must be between 0 and 1",
    ),
)

_GRADUAL_SHARES_RANGE = define(
    "summarize.options.gradual_shares_range",
    QT_TRANSLATE_NOOP(
        "messages",
        "gradual shares must lie between 0 and 1",
    ),
)

_STRATEGY_UNKNOWN = define(
    "summarize.options.strategy_unknown",
    QT_TRANSLATE_NOOP(
        "messages",
        "“{name}” is not a way WriterLens knows to summarize. Choose one of: {choices}.",
    ),
)


class Strategy(StrEnum):
    AUTO = "auto"  # whole when the story fits the model's context, else hierarchical
    WHOLE = "whole"
    HIERARCHICAL = "hierarchical"
    INCREMENTAL = "incremental"
    GRADUAL = "gradual"


def parse_strategy(name: str) -> Strategy:
    try:
        return Strategy(name.strip().lower())
    except ValueError:
        choices = ", ".join(s.value for s in Strategy)
        raise WriterLensError(_STRATEGY_UNKNOWN(name=name, choices=choices)) from None


@dataclass(frozen=True)
class SummarizeOptions:
    """Defaults follow the Reading Subtext setup (about 400 words, temperature 0.3, 1000 tokens)
    and BooookScore's (parts of 2048 tokens, merges that read the preceding merge)."""

    words: int = 400
    temperature: float = 0.3
    max_tokens: int = 1000
    chunk_tokens: int = 2048
    #: Overrides the model's context window (tokens read + written per call), e.g. for a
    #: server model the catalog does not know, or to force smaller parts.
    context_tokens: int | None = None
    #: Cloud calls that do not depend on each other run this many at a time; local: one.
    concurrency: int = 4
    #: Each merge reads the preceding merge of its level (BooookScore); off: merges of a level
    #: are independent and run concurrently.
    merge_context: bool = True
    #: A last call that removes traces of piecewise work ("in this segment...").
    cleanup: bool = False
    #: How often a step that is too long, truncated or stops mid-sentence is asked again.
    step_retries: int = 2
    #: A result may run this far over its word limit before it is asked again.
    limit_slack: float = 0.15
    #: Each retry asks for this share of the previous limit.
    tighten: float = 0.8
    #: Floor for the word limit of one part's summary.
    min_chunk_words: int = 80
    #: Gradual summaries: shares of the story's length, and how far either side of each the
    #: lower and upper bounds lie.
    gradual_shares: tuple[float, ...] = (0.20, 0.10, 0.05)
    gradual_tolerance: float = 0.15
    #: A folder of prompt files that replace the project's own (a study's wording).
    prompts_dir: str | None = None

    def __post_init__(self) -> None:
        problems: list[Message] = []
        if not 20 <= self.words <= 20_000:
            problems.append(_WORDS_RANGE())
        if not 0.0 <= self.temperature <= 2.0:
            problems.append(_TEMPERATURE_RANGE())
        if self.max_tokens < 16:
            problems.append(_MAX_TOKENS_RANGE())
        if self.chunk_tokens < 64:
            problems.append(_CHUNK_TOKENS_RANGE())
        if self.context_tokens is not None and self.context_tokens < 256:
            problems.append(_CONTEXT_RANGE())
        if not 1 <= self.concurrency <= 64:
            problems.append(_CONCURRENCY_RANGE())
        if not 0 <= self.step_retries <= 10:
            problems.append(_RETRIES_RANGE())
        if not 0.0 < self.tighten < 1.0:
            problems.append(_TIGHTENING_RANGE())
        if not self.gradual_shares or not all(0.0 < s < 1.0 for s in self.gradual_shares):
            problems.append(_GRADUAL_SHARES_RANGE())
        if problems:
            raise WriterLensError(_CANNOT_USE(problems=semicolon_list(problems)))

    def as_params(self) -> dict[str, Any]:
        data = asdict(self)
        data["gradual_shares"] = list(self.gradual_shares)
        return data

    @classmethod
    def from_params(cls, data: dict[str, Any]) -> SummarizeOptions:
        """Options as a job recorded them; keys a later version added take their defaults."""
        known = {f.name for f in fields(cls)}
        values = {k: v for k, v in data.items() if k in known}
        if "gradual_shares" in values:
            values["gradual_shares"] = tuple(values["gradual_shares"])
        return cls(**values)
