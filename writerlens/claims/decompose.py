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

import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from writerlens.domain import Cancelled, CancelToken, SummaryStatus
from writerlens.judges.calls import check_cancel, check_fits, request_tokens
from writerlens.judges.prompts import JudgePrompt
from writerlens.llm.base import (
    CompletionRequest,
    FaultKind,
    FinishReason,
    Message,
    Provider,
    ProviderError,
)
from writerlens.llm.refusal import looks_like_refusal
from writerlens.metrics.stems import stems
from writerlens.metrics.stopwords import STOP_WORDS
from writerlens.metrics.words import normalise, words_between
from writerlens.texts import sentences

#: Sentences asked about in one call.
GROUP = 6
#: Room for the claims of one group: this many times the group's own tokens, plus a margin.
REPLY_FACTOR = 3
REPLY_MARGIN = 120
MAX_REPLY = 2000
#: A claim must share this share of its content words with the summary (it adds nothing)...
SUMMARY_SHARE = 0.6
#: ...and at least one with the sentence(s) it is marked on.
TEMPERATURE = 0.0

Progress = Callable[[int, int, str], None]


@dataclass(frozen=True)
class ReadClaim:
    """A claim as read from a reply: its words and the sentence numbers (1-based) it cites."""

    text: str
    cited: tuple[int, ...] = ()


@dataclass(frozen=True)
class LocatedClaim:
    """A claim with the summary passage it came from (code points into the summary)."""

    text: str
    start: int
    end: int


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
) -> list[Message]:
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
    system = [Message("system", prompt.text("system"))] if prompt.parts["system"] else []
    return [*system, Message("user", user)]


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
            "The summary with the instructions",
            "Choose a model with a larger context.",
        )


def decompose(
    provider: Provider,
    prompt: JudgePrompt,
    summary: str,
    *,
    progress: Progress | None = None,
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
    messages: list[Message],
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
            conversation += [Message("assistant", completion.text), Message("user", retry)]
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


# -- reading a reply -------------------------------------------------------------------------

_FENCE = re.compile(r"^\s*```[\w-]*\s*$")
_BULLET = re.compile(r"^\s*(?:[-*•·–—>]+|\(?\d{1,3}[.)]|\(?[a-z][.)])\s+", re.IGNORECASE)
_CITE_FRONT = re.compile(
    r"^\s*[\[(]\s*(?:s(?:entence)?\.?\s*)?(\d{1,3}(?:\s*(?:[-–,]|and)\s*\d{1,3})*)\s*[\])]\s*[:.\-–]?\s*",
    re.IGNORECASE,
)
_CITE_LABEL = re.compile(r"^\s*(?:s|sentence)\s*(\d{1,3})\s*[:.)\-–]\s*", re.IGNORECASE)
_CITE_BACK = re.compile(
    r"\s*[\[(]\s*(?:s(?:entence)?\.?\s*)?(\d{1,3}(?:\s*[-–,]\s*\d{1,3})*)\s*[\])]\s*[.]?\s*$",
    re.IGNORECASE,
)
_PREAMBLE = re.compile(
    r"^(?:here\s+(?:are|is)|sure|certainly|okay|ok|of course|atomic claims|claims|the claims|"
    r"sentence\s+\d+\s*$|note)\b",
    re.IGNORECASE,
)
_MAX_CLAIM = 400


def parse_claims(reply: str, *, truncated: bool = False) -> list[ReadClaim]:
    """The claims in a reply (JSON or one per line). A reply cut off at the token limit loses
    its last, unfinished line."""
    text = reply.strip()
    as_json = _from_json(text)
    if as_json is not None:
        return as_json
    lines = reply.splitlines()
    if truncated and lines and not reply.endswith("\n"):
        lines = lines[:-1]
    found: list[ReadClaim] = []
    for line in lines:
        claim = _from_line(line)
        if claim is not None:
            found += _one_fact_each(claim)
    return found


def _one_fact_each(claim: ReadClaim) -> list[ReadClaim]:
    """A line of several sentences is several claims (a made-up second sentence must not
    cost the first one its place)."""
    spans = sentences(claim.text)
    if len(spans) <= 1:
        return [claim]
    parts = [claim.text[s:e].strip() for s, e in spans]
    return [ReadClaim(p, claim.cited) for p in parts if len(p.split()) >= 2]


def _from_line(line: str) -> ReadClaim | None:
    if _FENCE.match(line) or not line.strip():
        return None
    body = line.strip()
    cited: tuple[int, ...] = ()
    for _ in range(2):  # "1. [3] ...", "- [3] ...", "[3] - ..."
        body = _BULLET.sub("", body, count=1)
        for pattern in (_CITE_FRONT, _CITE_LABEL):
            match = pattern.match(body)
            if match:
                cited = cited or _numbers(match.group(1))
                body = body[match.end() :]
    match = _CITE_BACK.search(body)
    if match:
        cited = cited or _numbers(match.group(1))
        body = body[: match.start()]
    body = body.strip().strip("\"'“”‘’*_`").strip()
    if not body or body.endswith(":") or (_PREAMBLE.match(body) and len(body.split()) < 8):
        return None
    if len(body.split()) < 2 or not any(c.isalpha() for c in body) or len(body) > _MAX_CLAIM:
        return None
    return ReadClaim(" ".join(body.split()), cited)


def _numbers(found: str) -> tuple[int, ...]:
    parts = [int(n) for n in re.findall(r"\d+", found)]
    if (
        re.search(r"\d\s*[-–]\s*\d", found)
        and len(parts) == 2
        and parts[0] <= parts[1] < parts[0] + 10
    ):
        return tuple(range(parts[0], parts[1] + 1))
    return tuple(parts)


def _from_json(text: str) -> list[ReadClaim] | None:
    body = "\n".join(line for line in text.splitlines() if not _FENCE.match(line)).strip()
    if not body or body[0] not in "[{":
        return None
    try:
        data = json.loads(body)
    except ValueError:
        return None
    if isinstance(data, dict):
        data = data.get("claims", data.get("Claims"))
    if not isinstance(data, list):
        return None
    found: list[ReadClaim] = []
    for item in data:
        if isinstance(item, str):
            claim = _from_line(item)
        elif isinstance(item, dict):
            words = item.get("claim", item.get("text", ""))
            cited_raw = item.get("sentence", item.get("sentences", ()))
            cited_list = cited_raw if isinstance(cited_raw, list) else [cited_raw]
            claim = _from_line(str(words)) if isinstance(words, str) else None
            numbers = tuple(n for n in cited_list if isinstance(n, int) and not isinstance(n, bool))
            if claim is not None and numbers:
                claim = ReadClaim(claim.text, numbers)
        else:
            claim = None
        if claim is not None:
            found.append(claim)
    return found


# -- where a claim comes from ------------------------------------------------------------------


#: Words that turn a statement around; a claim may use one only where its sentence does.
_NEGATIONS = frozenset(
    [
        "not",
        "no",
        "never",
        "nor",
        "none",
        "nothing",
        "nobody",
        "neither",
        "nowhere",
        "without",
        "cannot",
    ]
)


def _negates(words: Sequence[str]) -> bool:
    return any(w in _NEGATIONS or w.endswith(("n't", "n’t")) for w in words)


class Locator:
    """Finds the summary sentence(s) a claim came from, by its words."""

    def __init__(self, summary: str, spans: Sequence[tuple[int, int]]) -> None:
        self.summary = summary
        self.spans = list(spans)
        words = [words_between(summary, s, e) for s, e in self.spans]
        self._stem_of = stems([w for ws in words for w in ws])
        self.terms = [self._terms(ws) for ws in words]
        self.negated = [_negates(ws) for ws in words]
        self.all_terms = set().union(*self.terms) if self.terms else set()

    def _terms(self, words: Sequence[str]) -> set[str]:
        missing = [w for w in words if w not in self._stem_of]
        if missing:
            self._stem_of.update(stems(missing))
        return {self._stem_of[w] for w in words if w not in STOP_WORDS}

    def claim_terms(self, text: str) -> set[str]:
        return self._terms(normalise(words_between(text, 0, len(text))))

    def locate(self, claim: ReadClaim, group: range | None = None) -> LocatedClaim | None:
        """The claim with its passage, or None when it is not the summary's (see module)."""
        words = normalise(words_between(claim.text, 0, len(claim.text)))
        terms = self._terms(words)
        if not terms or not self.spans:
            return None
        if len(terms & self.all_terms) < SUMMARY_SHARE * len(terms):
            return None
        shared = [len(terms & t) for t in self.terms]
        cited = [n - 1 for n in claim.cited if 0 < n <= len(self.spans) and shared[n - 1] > 0]
        if cited and max(shared[i] for i in cited) * 2 >= max(shared):
            chosen = cited
        else:
            best = max(shared)
            if best == 0:
                return None
            ties = [i for i, n in enumerate(shared) if n == best]
            nearby = [i for i in ties if group is not None and i in group]
            chosen = [(nearby or ties)[0]]
        if _negates(words) and not any(self.negated[i] for i in chosen):
            return None  # "she does not go": the summary says she goes
        start = self.spans[min(chosen)][0]
        end = self.spans[max(chosen)][1]
        while end > start and self.summary[end - 1].isspace():
            end -= 1
        return LocatedClaim(claim.text, start, end)
