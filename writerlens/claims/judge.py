"""An LLM judge's verdict on one claim, from the story passages retrieved for it.

The judge sees the claim and a few numbered story passages (:mod:`writerlens.claims.evidence`),
never the whole story, so that a model with a short context on the writer's own computer can do
it. Its reply gives a verdict (FABLES' four), the number of the passage the verdict rests on and
a short reason. A reply that cannot be read is asked for once more (:func:`judges.calls.ask`);
then it is kept with the status ``unparseable`` and no verdict, and a refusal as ``refused``:
neither is ever read as a verdict.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from writerlens.claims.evidence import Evidence
from writerlens.domain import CancelToken, Verdict
from writerlens.judges.calls import Asked, ask, request_tokens
from writerlens.judges.prompts import JudgePrompt
from writerlens.llm.base import ChatMessage, Provider

#: Room for a verdict, a passage number and one sentence.
REPLY_TOKENS = 120
#: Passages shown to the judge for one claim.
PASSAGES = 3


@dataclass(frozen=True)
class ReadVerdict:
    verdict: Verdict
    passage: int | None  # 1-based, as shown
    reason: str


_SYNONYMS: tuple[tuple[Verdict, str], ...] = (
    (
        Verdict.UNVERIFIABLE,
        r"unverifiable|can(?:no|')t\s+(?:tell|verify|be\s+verified)|not\s+enough",
    ),
    (Verdict.UNFAITHFUL, r"unfaithful|contradict\w*|not\s+supported|unsupported|false"),
    (Verdict.PARTIAL, r"partial\w*|partly(?:\s+supported)?"),
    (Verdict.FAITHFUL, r"faithful|supported|true"),
)
_VERDICT_LINE = re.compile(r"^\W*verdict\W*[:\-]\s*(.+)$", re.IGNORECASE | re.MULTILINE)
_PASSAGE_LINE = re.compile(r"^\W*passage\w*\W*[:\-]\s*(.+)$", re.IGNORECASE | re.MULTILINE)
_REASON_LINE = re.compile(r"^\W*reason\W*[:\-]\s*(.+)$", re.IGNORECASE | re.MULTILINE)


def parse_verdict(reply: str, passages: int) -> ReadVerdict | None:
    """The verdict in a reply, or None. Without a "Verdict:" line, a reply whose first words
    name exactly one verdict is read too ("Faithful. The passage says...")."""
    line = _VERDICT_LINE.search(reply)
    where = line.group(1) if line else " ".join(reply.split()[:3])
    verdict = _which(where)
    if verdict is None:
        return None
    passage: int | None = None
    cited = _PASSAGE_LINE.search(reply)
    if cited:
        number = re.search(r"(?<!\d)\d{1,3}(?!\d)", cited.group(1))  # not int() of 5000 digits
        if number and 1 <= int(number.group()) <= passages:
            passage = int(number.group())
    reason_line = _REASON_LINE.search(reply)
    reason = " ".join(reason_line.group(1).split())[:500] if reason_line else ""
    return ReadVerdict(verdict, passage, reason)


def _which(text: str) -> Verdict | None:
    found = [verdict for verdict, words in _SYNONYMS if re.search(rf"\b(?:{words})\b", text, re.I)]
    # "unfaithful" also matches nothing else; "not supported" also matches "supported"
    if Verdict.UNFAITHFUL in found and Verdict.FAITHFUL in found:
        found.remove(Verdict.FAITHFUL)
    if Verdict.PARTIAL in found and Verdict.FAITHFUL in found:
        found.remove(Verdict.FAITHFUL)
    return found[0] if len(found) == 1 else None


def passages_text(story: str, passages: Sequence[Evidence]) -> str:
    return "\n\n".join(
        f"[{n}] {' '.join(story[e.start : e.end].split())}" for n, e in enumerate(passages, 1)
    )


def claim_messages(
    prompt: JudgePrompt, story: str, claim: str, passages: Sequence[Evidence], title: str = ""
) -> list[ChatMessage]:
    user = prompt.text(
        "user",
        claim=claim,
        passages=passages_text(story, passages) or "(no passage of the story matched)",
        title=f" “{title}”" if title else "",
    )
    system = [ChatMessage("system", prompt.text("system"))] if prompt.parts["system"] else []
    return [*system, ChatMessage("user", user)]


def planned_tokens(
    provider: Provider, prompt: JudgePrompt, story: str, claim: str, passages: Sequence[Evidence]
) -> int:
    return request_tokens(provider, claim_messages(prompt, story, claim, passages))


def judge_claim(
    provider: Provider,
    prompt: JudgePrompt,
    story: str,
    claim: str,
    passages: Sequence[Evidence],
    *,
    title: str = "",
    cancel: CancelToken | None = None,
) -> Asked[ReadVerdict]:
    messages = claim_messages(prompt, story, claim, passages, title)
    return ask(
        provider,
        messages,
        lambda reply: parse_verdict(reply, len(passages)),
        prompt.text("retry"),
        max_tokens=REPLY_TOKENS,
        cancel=cancel,
    )
