"""One question put to a judge model, asked once more if the reply cannot be read.

Every judge (questions, coherence, probes) asks the same way: send the conversation, read the
reply with the judge's reader, and when the reader finds nothing usable, add the reply and a
short follow-up turn to the conversation ("just the number, please") and ask again, once. A
refusal (the provider's signal, or a refusal in prose) is never read as an answer. Cancel is
checked before each call and, through the provider, between streamed tokens.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from writerlens.domain import Cancelled, CancelToken, WriterLensError
from writerlens.judges.results import JudgeStatus
from writerlens.llm.base import (
    ChatMessage,
    Completion,
    CompletionRequest,
    FaultKind,
    Provider,
    ProviderError,
)
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.messages import Message as Said

_INPUT_EXCEEDS_CONTEXT = define(
    "judges.input_exceeds_context",
    QT_TRANSLATE_NOOP(
        "messages",
        "{what} comes to about {needed:,} tokens, more than the judge “{model}” can "
        "read at once (its context holds {window:,} tokens). Nothing was sent. "
        "{remedy}",
    ),
)

#: A judge whose context cannot hold what it must read (the coherence and probe judges alike).
CONTEXT_TOO_SMALL = define(
    "judges.context_too_small",
    QT_TRANSLATE_NOOP(
        "messages",
        "Choose a judge with a larger context.",
    ),
)
_CANCELLED = define(
    "judges.cancelled",
    QT_TRANSLATE_NOOP(
        "messages",
        "Cancelled.",
    ),
)

T = TypeVar("T")

#: Judges answer briefly; replies are guessed at this length for estimates.
REPLY_TOKENS = 60
#: Room given to a reply (a number and a sentence, or a short verdict with a question); small
#: models that ramble are cut off here rather than paid for (or waited for) at length.
MAX_REPLY_TOKENS = 200
#: Judges should be as repeatable as the model allows.
TEMPERATURE = 0.0
#: Between the first reply and the second, when both are kept.
ASKED_AGAIN = "\n\n[asked again]\n\n"

#: told (step, steps, what is under way) as a judge works through its calls
OnJudgeCall = Callable[[int, int, "str | Said"], None]


@dataclass(frozen=True)
class Asked(Generic[T]):
    """The outcome of asking: the value read (None unless ``status`` is ok) and the replies."""

    value: T | None
    status: JudgeStatus
    reply: str
    model: str
    input_tokens: int
    output_tokens: int
    #: the conversation including the judge's last reply (the next question goes after it)
    messages: tuple[ChatMessage, ...]
    calls: int = 1


def ask(
    provider: Provider,
    messages: Sequence[ChatMessage],
    read: Callable[[str], T | None],
    retry_text: str,
    *,
    max_tokens: int = MAX_REPLY_TOKENS,
    retry_max_tokens: int | None = None,
    cancel: CancelToken | None = None,
) -> Asked[T]:
    """Ask, read the reply, and ask once more (``retry_text``) if it could not be read."""
    conversation = list(messages)
    replies: list[str] = []
    spent = [0, 0]
    model = ""
    for attempt in range(2):
        if attempt:
            conversation += [ChatMessage("assistant", replies[-1]), ChatMessage("user", retry_text)]
        limit = max_tokens if not attempt else (retry_max_tokens or max_tokens)
        completion = _complete(provider, conversation, limit, cancel)
        model = model or completion.model or provider.model
        spent[0] += completion.input_tokens
        spent[1] += completion.output_tokens
        replies.append(completion.text)
        if completion.refused:
            status, value = JudgeStatus.REFUSED, None
            break
        value = read(completion.text)
        status = JudgeStatus.OK if value is not None else JudgeStatus.UNPARSEABLE
        if value is not None:
            break
    conversation.append(ChatMessage("assistant", replies[-1]))
    return Asked(
        value=value,
        status=status,
        reply=ASKED_AGAIN.join(replies),
        model=model,
        input_tokens=spent[0],
        output_tokens=spent[1],
        messages=tuple(conversation),
        calls=len(replies),
    )


def _complete(
    provider: Provider, messages: list[ChatMessage], max_tokens: int, cancel: CancelToken | None
) -> Completion:
    check_cancel(cancel)
    request = CompletionRequest(
        messages=tuple(messages), max_tokens=max_tokens, temperature=TEMPERATURE
    )
    try:
        return provider.complete(request, cancel=cancel)
    except ProviderError as exc:
        if exc.kind is FaultKind.CANCELLED:
            raise Cancelled(_CANCELLED()) from None
        raise


def check_cancel(cancel: CancelToken | None) -> None:
    if cancel is not None and cancel.cancelled:
        raise Cancelled(_CANCELLED())


class TooLong(WriterLensError):
    """What the judge would have to read is more than its context holds; nothing was sent."""


def request_tokens(provider: Provider, messages: Sequence[ChatMessage]) -> int:
    """Tokens of a conversation as the judge counts them (plus a little for the framing)."""
    return sum(provider.count_tokens(m.content) + 4 for m in messages)


def check_fits(provider: Provider, needed: int, what: Said, remedy: Said) -> None:
    """Refuse, before sending anything, a conversation the judge cannot read whole."""
    window = provider.context_window()
    if needed > window:
        raise TooLong(
            _INPUT_EXCEEDS_CONTEXT(
                what=what, needed=needed, model=provider.model, window=window, remedy=remedy
            )
        )
