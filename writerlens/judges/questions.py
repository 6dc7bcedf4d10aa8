"""An LLM judge answers the writer's questionnaire about a summary, one question at a time.

The judge reads the story and the summary once, at the start of one conversation, then gets the
questions one by one, each after its own answer to the one before (as the Reading Subtext study
asked its judges): the system prompt, then story + summary + question 1, the judge's reply,
question 2, and so on. Each answer is handed to ``on_answer`` the moment it is read, so that the
caller can store it at once.

A judge that declines (a refusal) is not asked the remaining questions: it would only decline
again, at the writer's cost.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from writerlens.domain import CancelToken
from writerlens.judges.calls import (
    MAX_REPLY_TOKENS,
    REPLY_TOKENS,
    OnJudgeCall,
    ask,
    check_fits,
    request_tokens,
)
from writerlens.judges.prompts import JudgePrompt
from writerlens.judges.replies import parse_score
from writerlens.judges.results import JudgeStatus
from writerlens.llm.base import ChatMessage, Provider
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.messages import Message as Said
from writerlens.review.questionnaire import SCALE, Question

_STORY_TITLED = define(
    "judges.story_titled_with_questions",
    QT_TRANSLATE_NOOP("messages", "The story “{title}” with its summary and the questions"),
)

_STORY_WITH_QUESTIONS = define(
    "judges.questions.story_with_questions",
    QT_TRANSLATE_NOOP("messages", "The story with its summary and the questions"),
)

_CONTEXT_TOO_SMALL = define(
    "judges.questions.context_too_small",
    QT_TRANSLATE_NOOP(
        "messages",
        "Choose a judge with a larger context (or, for a model on this computer, "
        "raise its context size in Settings → Local models).",
    ),
)

_ASKING = define(
    "judges.questions.asking",
    QT_TRANSLATE_NOOP(
        "messages",
        "Asking question {number} of {total}: {title}…",
    ),
)

_DECLINED = define(
    "judges.questions.declined",
    QT_TRANSLATE_NOOP(
        "messages",
        "The judge declined to answer; the other questions were not asked.",
    ),
)

_UNREADABLE_REPLY = define(
    "judges.questions.unreadable_reply",
    QT_TRANSLATE_NOOP(
        "messages",
        "{title}: the judge's reply could not be read, even when asked again.",
    ),
)

_ANSWER = define(
    "judges.questions.answer",
    QT_TRANSLATE_NOOP(
        "messages",
        "{title}: {value}",
    ),
)

#: "Just the number, please" needs few tokens.
RETRY_TOKENS = 32


@dataclass(frozen=True)
class QuestionAnswer:
    question_id: str
    value: int | None
    status: JudgeStatus
    reply: str
    model: str
    input_tokens: int = 0
    output_tokens: int = 0


def question_turn(prompt: JudgePrompt, question: Question, number: int, count: int) -> str:
    levels = "\n".join(f"{level.value}: {level.anchor}" for level in question.levels)
    return prompt.text(
        "question",
        number=number,
        count=count,
        title=question.title,
        prompt=question.prompt,
        levels=levels,
    )


def opening(
    prompt: JudgePrompt, story: str, summary: str, questions: Sequence[Question]
) -> list[ChatMessage]:
    """The system prompt, then story + summary + the first question."""
    first = question_turn(prompt, questions[0], 1, len(questions))
    messages = [ChatMessage("system", prompt.text("system"))] if prompt.parts["system"] else []
    messages.append(
        ChatMessage("user", prompt.text("user", story=story, summary=summary, question=first))
    )
    return messages


def planned_calls(
    provider: Provider,
    prompt: JudgePrompt,
    story: str,
    summary: str,
    questions: Sequence[Question],
) -> list[int]:
    """Input tokens of each call (earlier replies guessed at their usual length)."""
    if not questions:
        return []
    first = request_tokens(provider, opening(prompt, story, summary, questions))
    calls = [first]
    for number, question in enumerate(questions[1:], start=2):
        turn = provider.count_tokens(question_turn(prompt, question, number, len(questions)))
        calls.append(calls[-1] + REPLY_TOKENS + turn + 8)
    return calls


def check_questions_fit(
    provider: Provider,
    prompt: JudgePrompt,
    story: str,
    summary: str,
    questions: Sequence[Question],
    title: str = "",
) -> None:
    calls = planned_calls(provider, prompt, story, summary, questions)
    if calls:
        what = _STORY_TITLED(title=title) if title else _STORY_WITH_QUESTIONS()
        check_fits(
            provider,
            calls[-1] + MAX_REPLY_TOKENS,
            what,
            _CONTEXT_TOO_SMALL(),
        )


def ask_questions(
    provider: Provider,
    prompt: JudgePrompt,
    story: str,
    summary: str,
    questions: Sequence[Question],
    *,
    on_answer: Callable[[QuestionAnswer], None] | None = None,
    progress: OnJudgeCall | None = None,
    cancel: CancelToken | None = None,
) -> list[QuestionAnswer]:
    """Ask every question in one conversation; each answer goes to ``on_answer`` at once."""
    say = progress or (lambda _d, _t, _m: None)
    count = len(questions)
    answers: list[QuestionAnswer] = []
    messages: list[ChatMessage] = opening(prompt, story, summary, questions)
    for number, question in enumerate(questions, start=1):
        if number > 1:
            messages.append(ChatMessage("user", question_turn(prompt, question, number, count)))
        say(
            number - 1,
            count,
            _ASKING(number=number, total=count, title=question.title),
        )
        asked = ask(
            provider,
            messages,
            lambda reply: parse_score(reply, SCALE[0], SCALE[-1]),
            prompt.text("retry"),
            retry_max_tokens=RETRY_TOKENS,
            cancel=cancel,
        )
        messages = list(asked.messages)
        answer = QuestionAnswer(
            question_id=question.id,
            value=asked.value,
            status=asked.status,
            reply=asked.reply,
            model=asked.model,
            input_tokens=asked.input_tokens,
            output_tokens=asked.output_tokens,
        )
        answers.append(answer)
        if on_answer is not None:
            on_answer(answer)
        if asked.status is JudgeStatus.REFUSED:
            say(number, count, _DECLINED())
            break
        say(number, count, _said(question.title, answer))
    return answers


def _said(title: str, answer: QuestionAnswer) -> Said:
    if answer.value is None:
        return _UNREADABLE_REPLY(title=title)
    return _ANSWER(title=title, value=answer.value)
