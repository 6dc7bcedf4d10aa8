"""What a writer (or a study file) can choose about a summarizing job, checked up front."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from enum import StrEnum
from typing import Any

from writerlens.domain import WriterLensError
from writerlens.messages import QT_TRANSLATE_NOOP, define

_NOT_WAY_WRITERLENS_KNOWS = define(
    "summarize.not_way_writerlens_knows",
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
        raise WriterLensError(_NOT_WAY_WRITERLENS_KNOWS(name=name, choices=choices)) from None


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
        problems: list[str] = []
        if not 20 <= self.words <= 20_000:
            problems.append("the summary length must be between 20 and 20,000 words")
        if not 0.0 <= self.temperature <= 2.0:
            problems.append("the temperature must be between 0 and 2")
        if self.max_tokens < 16:
            problems.append("max tokens must be at least 16")
        if self.chunk_tokens < 64:
            problems.append("parts must be at least 64 tokens long")
        if self.context_tokens is not None and self.context_tokens < 256:
            problems.append("the context must be at least 256 tokens")
        if not 1 <= self.concurrency <= 64:
            problems.append("concurrency must be between 1 and 64")
        if not 0 <= self.step_retries <= 10:
            problems.append("retries per step must be between 0 and 10")
        if not 0.0 < self.tighten < 1.0:
            problems.append("the tightening factor must be between 0 and 1")
        if not self.gradual_shares or not all(0.0 < s < 1.0 for s in self.gradual_shares):
            problems.append("gradual shares must lie between 0 and 1")
        if problems:
            raise WriterLensError(
                "These summary settings cannot be used: " + "; ".join(problems) + "."
            )

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
