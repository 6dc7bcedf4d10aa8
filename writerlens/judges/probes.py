"""Question probes (after LCFO): does a summary answer the writer's questions about the story?

The writer writes a question about their story and the answer it has. A judge that sees the
summary (not the story: the point is what a reader of the summary alone would know) says
whether the summary gives that answer and cites the sentence that does. Each question is its
own short conversation; every verdict goes to ``on_verdict`` the moment it is known.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from writerlens.domain import CancelToken
from writerlens.judges.calls import (
    CONTEXT_TOO_SMALL,
    MAX_REPLY_TOKENS,
    OnJudgeCall,
    ask,
    check_fits,
    request_tokens,
)
from writerlens.judges.prompts import JudgePrompt
from writerlens.judges.replies import parse_probe
from writerlens.judges.results import JudgeStatus, Probe, ProbeVerdict
from writerlens.llm.base import ChatMessage, Provider
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.messages import Message as Said
from writerlens.texts import sentences

_SUMMARY_WITH_QUESTION = define(
    "judges.probes.summary_with_question",
    QT_TRANSLATE_NOOP(
        "messages",
        "The summary with a question",
    ),
)

_QUESTION_NOT_ANSWERED = define(
    "judges.probes.question_not_answered",
    QT_TRANSLATE_NOOP("messages", "Question {number}: not answered."),
)

_CHECKING = define(
    "judges.probes.checking",
    QT_TRANSLATE_NOOP(
        "messages",
        "Checking question {number} of {total}…",
    ),
)

_DECLINED = define(
    "judges.probes.declined",
    QT_TRANSLATE_NOOP(
        "messages",
        "Question {number}: the judge declined.",
    ),
)

_UNREADABLE_REPLY = define(
    "judges.probes.unreadable_reply",
    QT_TRANSLATE_NOOP(
        "messages",
        "Question {number}: the judge's reply could not be read, even when asked again.",
    ),
)

_ANSWERED = define(
    "judges.probes.answered",
    QT_TRANSLATE_NOOP(
        "messages",
        "Question {number}: answered.",
    ),
)


@dataclass(frozen=True)
class ProbeJudged:
    verdict: ProbeVerdict
    model: str
    input_tokens: int
    output_tokens: int


def probe_messages(prompt: JudgePrompt, summary: str, probe: Probe) -> list[ChatMessage]:
    messages = [ChatMessage("system", prompt.text("system"))] if prompt.parts["system"] else []
    user = prompt.text("user", summary=summary, question=probe.question, answer=probe.answer)
    return [*messages, ChatMessage("user", user)]


def planned_calls(
    provider: Provider, prompt: JudgePrompt, summary: str, probes: Sequence[Probe]
) -> list[int]:
    return [request_tokens(provider, probe_messages(prompt, summary, p)) for p in probes]


def check_probes_fit(
    provider: Provider, prompt: JudgePrompt, summary: str, probes: Sequence[Probe]
) -> None:
    calls = planned_calls(provider, prompt, summary, probes)
    if calls:
        check_fits(
            provider,
            max(calls) + MAX_REPLY_TOKENS,
            _SUMMARY_WITH_QUESTION(),
            CONTEXT_TOO_SMALL(),
        )


def judge_probes(
    provider: Provider,
    prompt: JudgePrompt,
    summary: str,
    probes: Sequence[Probe],
    *,
    on_verdict: Callable[[ProbeJudged], None] | None = None,
    progress: OnJudgeCall | None = None,
    cancel: CancelToken | None = None,
) -> list[ProbeJudged]:
    say = progress or (lambda _d, _t, _m: None)
    count = len(probes)
    found: list[ProbeJudged] = []
    for number, probe in enumerate(probes, start=1):
        say(number - 1, count, _CHECKING(number=number, total=count))
        asked = ask(
            provider,
            probe_messages(prompt, summary, probe),
            parse_probe,
            prompt.text("retry"),
            cancel=cancel,
        )
        value = asked.value
        verdict = ProbeVerdict(
            probe_id=probe.id,
            question=probe.question,
            answered=bool(value and value.answered),
            evidence=locate_evidence(summary, value.evidence) if value else "",
            status=asked.status,
            reply=asked.reply,
        )
        judged = ProbeJudged(verdict, asked.model, asked.input_tokens, asked.output_tokens)
        found.append(judged)
        if on_verdict is not None:
            on_verdict(judged)
        say(number, count, _said(number, verdict))
    return found


def _said(number: int, verdict: ProbeVerdict) -> Said:
    if verdict.status is JudgeStatus.REFUSED:
        return _DECLINED(number=number)
    if verdict.status is JudgeStatus.UNPARSEABLE:
        return _UNREADABLE_REPLY(number=number)
    if verdict.answered:
        return _ANSWERED(number=number)
    return _QUESTION_NOT_ANSWERED(number=number)


def _normal(text: str) -> str:
    text = re.sub(r"[“”\"‘’'`*]", "", text.lower())
    return " ".join(text.split()).strip(" .")


def locate_evidence(summary: str, cited: str) -> str:
    """The summary's own sentence that the judge cited, where it can be found (judges copy
    loosely: other quotes, other spacing, a dropped full stop); otherwise the citation as is."""
    wanted = _normal(cited)
    if not wanted:
        return ""
    for start, end in sentences(summary):
        own = _normal(summary[start:end])
        if own and (wanted in own or (len(own) >= 20 and own in wanted)):
            return summary[start:end]
    return cited.strip()
