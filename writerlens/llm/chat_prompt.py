"""Turn a conversation into the one prompt string a local model was trained to read.

In order of preference: the chat template inside the GGUF file (rendered the way llama.cpp and
Hugging Face do, with Jinja); a built-in format for model families whose GGUF files often ship
without one (Gemma); and last a plain "System: / User: / Assistant:" transcript, which any
instruction-tuned model follows tolerably. Templates that reject a system turn ("System role
not supported") get the system text folded into the first user turn instead.

The writer's words are never read as control markers: a story that contains ``<|im_end|>``
must not end the model's turn. Each message is rendered as a placeholder first, so that the
prompt comes out as ``parts``: the template's own text (parsed for control markers) and the
messages (always plain text).

A model with no chat template that is not a known family is a base model (it continues text, it
was not taught to follow instructions): it gets a plain completion prompt that ends where a
summary starts, and ``instruction_tuned`` is False so that the app can say so.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from jinja2 import TemplateError

from writerlens.llm.base import ChatMessage, CompletionRequest, Role
from writerlens.messages import QT_TRANSLATE_NOOP, define

_log = logging.getLogger(__name__)

#: shown beside the summary (see Completion.note), so the writer knows why a model may have
#: followed the instructions less well than it can
_TEMPLATE_NOT_USED = define(
    "llm.chat_prompt.template_not_used",
    QT_TRANSLATE_NOOP(
        "messages",
        "The model's own chat template was not used ({reason}); a plain format was, which "
        "most models follow less well.",
    ),
)
_TEMPLATE_NOT_USED_TURNS = define(
    "llm.chat_prompt.template_not_used_turns",
    QT_TRANSLATE_NOOP(
        "messages",
        "The model's own chat template was not used ({reason}); WriterLens wrote the prompt "
        "in the turn format of the model's family instead.",
    ),
)

if TYPE_CHECKING:  # llama.cpp is imported only when a local model is used
    from llama_cpp.llama_types import ChatCompletionRequestMessage


@dataclass(frozen=True)
class ChatPrompt:
    text: str
    #: the text already starts with the BOS marker (the template wrote it)
    has_bos: bool
    #: the text holds control markers (``<start_of_turn>``) that must be parsed as such
    special: bool
    stop: tuple[str, ...]
    format: str  # "gguf-template" | "gemma" | "plain" | "completion"
    #: (text, parse control markers) in order; joined they are ``text``
    parts: tuple[tuple[str, bool], ...] = field(default=())
    #: False for a base model (no chat template, no known turn format)
    instruction_tuned: bool = True
    #: why the model's own template was not used (it failed its check), for the writer
    note: str = ""

    def pieces(self) -> tuple[tuple[str, bool], ...]:
        return self.parts or ((self.text, self.special),)


#: Placeholder for message ``i`` (private-use characters no template touches or story holds).
_MARK = "\ue000{}\ue001"
_MARKS = re.compile("\ue000(\\d+)\ue001")


def _split(rendered: str, contents: list[str], special: bool) -> tuple[tuple[str, bool], ...]:
    """The rendered prompt cut at the placeholders, each replaced by its message as plain text."""
    parts: list[tuple[str, bool]] = []
    at = 0
    for match in _MARKS.finditer(rendered):
        if match.start() > at:
            parts.append((rendered[at : match.start()], special))
        parts.append((contents[int(match.group(1))], False))
        at = match.end()
    if at < len(rendered):
        parts.append((rendered[at:], special))
    return tuple(p for p in parts if p[0])


def _marked(request: CompletionRequest) -> tuple[CompletionRequest, list[str]]:
    contents = [m.content for m in request.messages]
    messages = tuple(ChatMessage(m.role, _MARK.format(i)) for i, m in enumerate(request.messages))
    return replace(request, messages=messages), contents


def _with_parts(prompt: ChatPrompt, contents: list[str]) -> ChatPrompt:
    """The prompt with the placeholders filled in; unchanged where a template lost them."""
    if len(_MARKS.findall(prompt.text)) == 0:
        return prompt
    parts = _split(prompt.text, contents, prompt.special)
    # a message the template folded into another keeps its placeholder inside that message's
    # text: fill those in too, still as plain text
    filled = tuple(
        (_MARKS.sub(lambda m: contents[int(m.group(1))], text), special) for text, special in parts
    )
    return ChatPrompt(
        "".join(t for t, _ in filled),
        prompt.has_bos,
        prompt.special,
        prompt.stop,
        prompt.format,
        filled,
        prompt.instruction_tuned,
        prompt.note,
    )


def _turn(role: Role, content: str) -> ChatCompletionRequestMessage:
    """One message as llama.cpp's formatter takes it (a dict typed by its role)."""
    if role == "system":
        return {"role": "system", "content": content}
    if role == "user":
        return {"role": "user", "content": content}
    return {"role": "assistant", "content": content}


def _fold_system(messages: tuple[ChatMessage, ...]) -> list[ChatCompletionRequestMessage]:
    """The conversation without a system turn: its text opens the first user turn."""
    system = "\n\n".join(m.content for m in messages if m.role == "system")
    turns = [_turn(m.role, m.content) for m in messages if m.role != "system"]
    if system:
        first = turns[0] if turns else None
        if first is not None and first["role"] == "user":
            turns[0] = _turn("user", f"{system}\n\n{first['content']}")
        else:
            turns.insert(0, _turn("user", system))
    return turns


def render_template(
    template: str, request: CompletionRequest, *, bos_token: str, eos_token: str
) -> ChatPrompt:
    """The GGUF's own chat template applied to the request, in a bounded sandbox (raises
    TemplateFailed where it cannot be rendered, ValueError where it refuses the request)."""
    from writerlens.llm.templates import render_bounded

    messages = [_turn(m.role, m.content) for m in request.messages]
    try:
        prompt = render_bounded(template, messages, bos_token=bos_token, eos_token=eos_token)
    except ValueError:  # "System role not supported" and the like
        prompt = render_bounded(
            template, _fold_system(request.messages), bos_token=bos_token, eos_token=eos_token
        )
    has_bos = bool(bos_token) and prompt.startswith(bos_token)
    stop = (eos_token,) if eos_token else ()
    return ChatPrompt(prompt, has_bos, True, stop, "gguf-template")


def render_gemma(request: CompletionRequest) -> ChatPrompt:
    """Gemma's turn format (it has no system role: the system text opens the first turn)."""
    parts = []
    for turn in _fold_system(request.messages):
        role = "model" if turn["role"] == "assistant" else "user"
        parts.append(f"<start_of_turn>{role}\n{turn['content']}<end_of_turn>\n")
    parts.append("<start_of_turn>model\n")
    return ChatPrompt("".join(parts), False, True, ("<end_of_turn>",), "gemma")


def render_plain(request: CompletionRequest) -> ChatPrompt:
    """A transcript any instruction-tuned model can continue; story text stays plain text."""
    names = {"system": "System", "user": "User", "assistant": "Assistant"}
    parts = [f"{names[m.role]}: {m.content}" for m in request.messages]
    text = "\n\n".join(parts) + "\n\nAssistant:"
    return ChatPrompt(text, False, False, ("\nUser:", "\nSystem:"), "plain")


#: the blocks the prompts (resources/prompts) put texts in; only these are read as blocks, so
#: that a story's own markup ("<i>no</i>", "<a></a>") is never taken for one (a story made of
#: tags was given to a base model as nothing but the cue)
PROMPT_BLOCKS = (
    "claim",
    "earlier",
    "part",
    "sentence",
    "sentences",
    "story",
    "summaries",
    "summary",
)
_BLOCK = re.compile(rf"<({'|'.join(PROMPT_BLOCKS)})>\n?(.*?)\n?</\1>", re.DOTALL)
#: blocks that carry the summary so far (incremental updating), kept before the new text
_RUNNING = frozenset({"summary"})
#: blocks that carry story text to be summarized
_TEXT = frozenset({"part", "story"})


#: what a base model's prompt ends with, after the text (see :func:`render_completion`)
COMPLETION_CUE = "\n\nTL;DR:"


def render_completion(request: CompletionRequest) -> ChatPrompt:
    """For a base model: the text to summarize, then ``TL;DR:``.

    A base model continues whatever it reads; it was never taught to follow instructions.
    Given the instructions it copies them, or the story (measured with Gemma 3 270M, the base
    model: the chat-style prompt and "instructions, story, Summary:" were copied word for word
    in most parts). Ending on the text itself and the web's own cue for a summary, "TL;DR:",
    gets a summary-like continuation (0 of 6 parts copied). So only the text in the prompt's
    last ``<part>``/``<story>``/``<summaries>`` block is given (the whole prompt where it has
    none). Stops at a blank line.

    Incremental updating asks to rewrite the summary so far with the next part: that running
    summary (a ``<summary>`` block before the part) is kept ahead of the part, or the update
    would summarize the last part alone and lose the story before it. (The word count asked
    for is left out of the cue: "TL;DR (60 words):" made Gemma 3 270M copy 2 of 3 parts where
    "TL;DR:" made it copy at most 1; the word limit is kept by the token limit.)
    """
    turns = [m.content for m in request.turns if m.role == "user"]
    body = "\n\n".join(turns)
    blocks = _BLOCK.findall(body)
    if blocks:
        tag, last = blocks[-1]
        text = last.strip()
        if tag in _TEXT:
            running = [b.strip() for t, b in blocks[:-1] if t in _RUNNING and b.strip()]
            if running:
                text = f"{running[-1]}\n\n{text}"
    else:
        text = body.strip()
    return ChatPrompt(
        f"{text}{COMPLETION_CUE}",
        False,
        False,
        ("\n\n\n", "\nTL;DR:"),
        "completion",
        instruction_tuned=False,
    )


#: architectures whose GGUF files often lack a template, and the format they were trained on
BUILT_IN = {"gemma": render_gemma, "gemma2": render_gemma, "gemma3": render_gemma}


def render(
    request: CompletionRequest,
    *,
    template: str | None,
    architecture: str,
    bos_token: str = "",
    eos_token: str = "",
    instruction_tuned: bool = True,
) -> ChatPrompt:
    """The prompt for ``request``; a model without a template that is not instruction-tuned
    (a base model) gets :func:`render_completion` even where its family has a turn format."""
    marked, contents = _marked(request)
    reason = ""
    if template:
        from writerlens.llm.templates import TemplateFailed, probe_template

        reason = probe_template(template) or ""
        if not reason:
            try:
                prompt = render_template(template, marked, bos_token=bos_token, eos_token=eos_token)
                return _with_parts(prompt, contents)
            except (TemplateError, TemplateFailed, ValueError) as exc:
                reason = str(exc) or type(exc).__name__
    built_in = BUILT_IN.get(architecture)
    if built_in is not None and instruction_tuned:
        note = _TEMPLATE_NOT_USED_TURNS(reason=reason) if reason else ""
        if note:
            _log.warning("%s", note)
        return replace(_with_parts(built_in(marked), contents), note=note)
    if template:  # an instruction-tuned model whose template failed: a plain transcript
        note = _TEMPLATE_NOT_USED(reason=reason)
        _log.warning("%s", note)
        return replace(render_plain(request), note=note)
    return render_completion(request)  # plain text only: nothing in it is a control marker
