"""A summary broken into atomic claims by a model, each claim located in the summary.

FABLES (Kim et al., COLM 2024) checks a summary claim by claim. A model lists the claims; the
reply is read forgivingly (numbering, bullets, code fences, JSON, a preamble) but never
credulously: a refusal, a reply cut off at the token limit, or one with no readable claim gets
its own status and is never stored as "ok". Each claim must point at the summary passage it came
from, so it can be marked when the writer selects it: the model is asked for the number of the
sentence, and the claim's words are checked against that sentence (and, when the number is
missing or wrong, against every sentence). A line that shares too few words with the summary
(the prompt's example copied, a made-up fact, chatter) is dropped, not stored.

The model sees the whole summary, but is asked about a few numbered sentences at a time: small
models lose their place in a long list, and a reply cut short then loses little.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from writerlens.claims import fit_texts
from writerlens.claims.locate import LocatedClaim, Locator
from writerlens.claims.replies import ReadClaim, parse_claims
from writerlens.domain import Cancelled, CancelToken, SummaryStatus
from writerlens.judges.calls import check_cancel, check_fits, request_tokens
from writerlens.judges.prompts import JudgePrompt
from writerlens.llm.base import (
    ChatMessage,
    CompletionRequest,
    FaultKind,
    FinishReason,
    Provider,
    ProviderError,
)
from writerlens.llm.refusal import looks_like_refusal
from writerlens.texts import sentences

__all__ = [
    "Decomposition",
    "LocatedClaim",
    "Locator",
    "ReadClaim",
    "check_decompose_fits",
    "decompose",
    "parse_claims",
    "planned_calls",
    "summary_sentences",
]

#: Sentences asked about in one call.
GROUP = 6
#: Room for the claims of one group: this many times the group's own tokens, plus a margin.
REPLY_FACTOR = 3
REPLY_MARGIN = 120
MAX_REPLY = 2000
TEMPERATURE = 0.0

OnClaimStep = Callable[[int, int, str], None]


@dataclass
class Decomposition:
    """The outcome of breaking one summary into claims.

    ``status`` is ``ok`` only when every call came back whole and readable; ``claims`` is empty
    unless the status is ok or truncated (a reply cut off keeps the claims of its finished
    lines). ``dropped`` counts lines that were not kept as claims (and why, in ``error``)."""

    status: SummaryStatus = SummaryStatus.OK
    claims: list[LocatedClaim] = field(default_factory=list)
    reply: str = ""
    model: str = ""
    error: str = ""
    input_tokens: int = 0
    output_tokens: int = 0
    calls: int = 0
    dropped: int = 0


# -- the sentences and the calls -------------------------------------------------------------


#: A "sentence" of fewer words is a piece the splitter cut off ("Washington, D.C." gives
#: "D.C."; "D. C. Stephenson" gives "Stephenson."): it joins the sentence before it.
MIN_SENTENCE_WORDS = 3


def summary_sentences(summary: str) -> list[tuple[int, int]]:
    """The summary's sentences with words in them, as code-point spans; fragments the
    sentence splitter cut off an abbreviation are joined back to their sentence."""
    found: list[tuple[int, int]] = []
    for start, end in sentences(summary):
        if not any(c.isalnum() for c in summary[start:end]):
            continue
        if found and len(summary[start:end].split()) < MIN_SENTENCE_WORDS:
            found[-1] = (found[-1][0], end)
        else:
            found.append((start, end))
    if len(found) > 1 and len(summary[found[0][0] : found[0][1]].split()) < MIN_SENTENCE_WORDS:
        found[:2] = [(found[0][0], found[1][1])]
    return found


def groups(count: int, size: int = GROUP) -> list[range]:
    """Sentence indices (0-based) asked about together."""
    return [range(first, min(first + size, count)) for first in range(0, count, size)]


def group_messages(
    prompt: JudgePrompt, summary: str, spans: Sequence[tuple[int, int]], group: range
) -> list[ChatMessage]:
    numbered = "\n".join(
        f"[{i + 1}] {' '.join(summary[spans[i][0] : spans[i][1]].split())}" for i in group
    )
    user = prompt.text(
        "user",
        summary=summary.strip(),
        sentences=numbered,
        first=group.start + 1,
        last=group.stop,
        count=len(spans),
    )
    system = [ChatMessage("system", prompt.text("system"))] if prompt.parts["system"] else []
    return [*system, ChatMessage("user", user)]


def reply_tokens(
    provider: Provider, summary: str, spans: Sequence[tuple[int, int]], g: range
) -> int:
    own = provider.count_tokens(summary[spans[g.start][0] : spans[g.stop - 1][1]])
    return min(MAX_REPLY, own * REPLY_FACTOR + REPLY_MARGIN)


def planned_calls(provider: Provider, prompt: JudgePrompt, summary: str) -> list[tuple[int, int]]:
    """(input tokens, reply room) of each call; nothing is sent."""
    spans = summary_sentences(summary)
    return [
        (
            request_tokens(provider, group_messages(prompt, summary, spans, g)),
            reply_tokens(provider, summary, spans, g),
        )
        for g in groups(len(spans))
    ]


def check_decompose_fits(provider: Provider, prompt: JudgePrompt, summary: str) -> None:
    calls = planned_calls(provider, prompt, summary)
    if calls:
        check_fits(
            provider,
            max(a + b for a, b in calls),
            fit_texts.SUMMARY_WITH_INSTRUCTIONS(),
            fit_texts.LARGER_CONTEXT(),
        )


def decompose(
    provider: Provider,
    prompt: JudgePrompt,
    summary: str,
    *,
    progress: OnClaimStep | None = None,
    cancel: CancelToken | None = None,
) -> Decomposition:
    """Ask the model for the claims of every sentence, a group at a time, and locate them."""
    say = progress or (lambda _d, _t, _m: None)
    spans = summary_sentences(summary)
    planned = groups(len(spans))
    result = Decomposition(model=provider.model)
    replies: list[str] = []
    statuses: list[SummaryStatus] = []
    locator = Locator(summary, spans)
    seen: set[frozenset[str]] = set()
    say(0, len(planned), f"Reading the summary's {len(spans)} sentences…")
    for number, group in enumerate(planned):
        messages = group_messages(prompt, summary, spans, group)
        limit = reply_tokens(provider, summary, spans, group)

        def located(read: list[ReadClaim], _group: range = group) -> list[LocatedClaim]:
            kept = [c for c in (locator.locate(claim, _group) for claim in read) if c]
            result.dropped += len(read) - len(kept)
            return kept

        status, found, text = _ask(
            provider, messages, limit, prompt.text("retry"), located, result, cancel
        )
        replies.append(text)
        statuses.append(status)
        for claim in found:
            said = frozenset(locator.claim_terms(claim.text))
            if said in seen:  # the same claim again, in other small words
                result.dropped += 1
                continue
            seen.add(said)
            result.claims.append(claim)
        say(number + 1, len(planned), f"Read sentences {group.start + 1} to {group.stop}.")
    result.reply = "\n\n".join(replies)
    result.status = _overall(statuses)
    if result.status not in (SummaryStatus.OK, SummaryStatus.TRUNCATED):
        result.claims = []
    elif not result.claims:
        result.status = SummaryStatus.FAILED
    result.error = _why(result)
    result.claims.sort(key=lambda c: (c.start, c.end))
    return result


def _ask(
    provider: Provider,
    messages: list[ChatMessage],
    limit: int,
    retry: str,
    located: Callable[[list[ReadClaim]], list[LocatedClaim]],
    result: Decomposition,
    cancel: CancelToken | None,
) -> tuple[SummaryStatus, list[LocatedClaim], str]:
    """One group: asked, read, and asked once more if no claim of the summary came back."""
    conversation = list(messages)
    texts: list[str] = []
    for attempt in range(2):
        check_cancel(cancel)
        request = CompletionRequest(
            messages=tuple(conversation), max_tokens=limit, temperature=TEMPERATURE
        )
        try:
            completion = provider.complete(request, cancel=cancel)
        except ProviderError as exc:
            if exc.kind is FaultKind.CANCELLED:
                raise Cancelled("Cancelled.") from None
            raise
        result.calls += 1
        result.model = completion.model or result.model
        result.input_tokens += completion.input_tokens
        result.output_tokens += completion.output_tokens
        texts.append(completion.text)
        joined = "\n\n[asked again]\n\n".join(texts)
        if completion.refused or completion.finish_reason in (
            FinishReason.REFUSAL,
            FinishReason.CONTENT_FILTER,
        ):
            return SummaryStatus.REFUSED, [], joined
        if completion.finish_reason is FinishReason.CANCELLED:
            raise Cancelled("Cancelled.")
        truncated = completion.finish_reason is FinishReason.LENGTH
        read = located(parse_claims(completion.text, truncated=truncated))
        if read:
            return (SummaryStatus.TRUNCATED if truncated else SummaryStatus.OK), read, joined
        if looks_like_refusal(completion.text):
            return SummaryStatus.REFUSED, [], joined
        if truncated:
            return SummaryStatus.TRUNCATED, [], joined
        if attempt == 0:
            conversation += [ChatMessage("assistant", completion.text), ChatMessage("user", retry)]
    return SummaryStatus.FAILED, [], "\n\n[asked again]\n\n".join(texts)


def _overall(statuses: Sequence[SummaryStatus]) -> SummaryStatus:
    for worst in (SummaryStatus.REFUSED, SummaryStatus.FAILED, SummaryStatus.TRUNCATED):
        if worst in statuses:
            return worst
    return SummaryStatus.OK


def _why(result: Decomposition) -> str:
    if result.status is SummaryStatus.REFUSED:
        return "The model declined to list the summary's claims."
    if result.status is SummaryStatus.FAILED:
        return "No claim could be read in the model's reply."
    if result.status is SummaryStatus.TRUNCATED:
        return "The model's reply was cut off at its length limit; the finished lines were kept."
    return ""
