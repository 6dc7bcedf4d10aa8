"""Token arithmetic: what fits in one call of a model, and how merges are grouped.

Everything is counted with the target model's own tokenizer (``provider.count_tokens``), and a
summary not yet written is planned at its word limit times the story's tokens-per-word ratio
(with 15 % to spare). The same grouping function plans a job's cost before anything is sent
and groups real summaries while it runs, so the estimate and the run agree on the tree's shape
whenever the model keeps to its limits.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from writerlens.domain import WriterLensError
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.summarize.prompts import PromptTemplate

_PARTS_TOO_LONG_TO_MERGE = define(
    "summarize.budget.parts_too_long_to_merge",
    QT_TRANSLATE_NOOP(
        "messages",
        "The summaries of the story's parts came out longer than the model can read "
        "two at a time, so they cannot be merged. Ask for a shorter summary, or give "
        "the model a larger context. The parts already summarized are kept.",
    ),
)

CountTokens = Callable[[str], int]

#: A summary of N words is planned as N x tokens-per-word x this.
SUMMARY_RESERVE = 1.15
#: Tokens a chat template adds around each message (role markers, turn ends), at most.
PER_MESSAGE = 8
#: Joining summaries with a blank line costs about this much per summary.
SEPARATOR = 2


class ContextTooSmall(WriterLensError):
    """The model reads too little at once for the asked-for summary; nothing was sent."""


@dataclass(frozen=True)
class Budget:
    context: int  # tokens the model reads and writes in one call
    tokens_per_word: float  # of this story, in this model's tokenizer
    max_tokens: int  # the writer's max_tokens setting
    max_output: int | None = None  # what the model can write in one answer, when known
    #: the model writes to its token limit rather than to the words asked (a base model: it
    #: continues the text it reads, and rarely ends on its own); planning only
    writes_to_limit: bool = False

    @property
    def margin(self) -> int:
        """Slack for what counting cannot see (chat templates, tokenizers' edge effects)."""
        return 32 + self.context // 40

    def cap(self, tokens: int) -> int:
        return min(tokens, self.max_output) if self.max_output else tokens

    def out_tokens(self, words: int) -> int:
        """max_tokens for a summary of at most ``words`` words (room to finish a sentence)."""
        return self.cap(
            max(64, min(math.ceil(2.5 * words), max(self.max_tokens, math.ceil(1.5 * words))))
        )

    def whole_out_tokens(self, words: int) -> int:
        return self.cap(max(self.max_tokens, math.ceil(1.5 * words)))

    def free_out_tokens(self, words: int) -> int:
        """For long summaries asked for on purpose (gradual): max_tokens does not shorten them."""
        return self.cap(max(64, math.ceil(2.0 * words)))

    def summary_tokens(self, words: int) -> int:
        """Planned size of a summary of ``words`` words not yet written."""
        return math.ceil(words * self.tokens_per_word * SUMMARY_RESERVE)

    def words_for(self, tokens: int) -> int:
        """The longest word limit whose planned size fits in ``tokens``."""
        return max(0, math.floor(tokens / (self.tokens_per_word * SUMMARY_RESERVE)))


def tokens_per_word(story_tokens: int, story_words: int) -> float:
    return min(3.0, max(1.0, story_tokens / max(1, story_words)))


def overhead(prompt: PromptTemplate, count: CountTokens) -> int:
    """Tokens of a prompt with every placeholder empty: what it costs besides its content."""
    request = prompt.render(**{name: "" for name in prompt.placeholders})
    return sum(count(m.content) + PER_MESSAGE for m in request.messages) + PER_MESSAGE


def group_merges(
    sizes: Sequence[int], with_context: int | None, without_context: int
) -> tuple[list[list[int]], bool]:
    """Consecutive groups of child indices to merge, and whether merges read their predecessor.

    ``sizes`` are the children's tokens; ``with_context`` is the room for children when a merge
    also reads the preceding merge of its level (None: never), ``without_context`` the room
    when it does not. All children in one merge (the last level) needs no context at all. A
    group of one is carried up unchanged. Raises ContextTooSmall when no two neighbours fit.
    """
    if len(sizes) <= 1:
        return [list(range(len(sizes)))], False
    if sum(sizes) <= without_context:
        return [list(range(len(sizes)))], False
    if with_context is not None:
        groups = _greedy(sizes, with_context)
        if len(groups) < len(sizes):
            return groups, True
    groups = _greedy(sizes, without_context)
    if len(groups) < len(sizes):
        return groups, False
    raise ContextTooSmall(_PARTS_TOO_LONG_TO_MERGE())


def _greedy(sizes: Sequence[int], room: int) -> list[list[int]]:
    groups: list[list[int]] = []
    current: list[int] = []
    used = 0
    for index, size in enumerate(sizes):
        if current and used + size > room:
            groups.append(current)
            current, used = [], 0
        current.append(index)
        used += size
    if current:
        groups.append(current)
    return groups
