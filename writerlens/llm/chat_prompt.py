"""Turn a conversation into the one prompt string a local model was trained to read.

In order of preference: the chat template inside the GGUF file (rendered the way llama.cpp and
Hugging Face do, with Jinja); a built-in format for model families whose GGUF files often ship
without one (Gemma); and last a plain "System: / User: / Assistant:" transcript, which any
instruction-tuned model follows tolerably. Templates that reject a system turn ("System role
not supported") get the system text folded into the first user turn instead.
"""

from __future__ import annotations

from dataclasses import dataclass

from jinja2 import TemplateError

from writerlens.llm.base import CompletionRequest, Message


@dataclass(frozen=True)
class ChatPrompt:
    text: str
    #: the text already starts with the BOS marker (the template wrote it)
    has_bos: bool
    #: the text holds control markers (``<start_of_turn>``) that must be parsed as such
    special: bool
    stop: tuple[str, ...]
    format: str  # "gguf-template" | "gemma" | "plain"


def _fold_system(messages: tuple[Message, ...]) -> list[dict[str, str]]:
    """The conversation without a system turn: its text opens the first user turn."""
    system = "\n\n".join(m.content for m in messages if m.role == "system")
    turns = [{"role": m.role, "content": m.content} for m in messages if m.role != "system"]
    if system:
        if turns and turns[0]["role"] == "user":
            turns[0] = {"role": "user", "content": f"{system}\n\n{turns[0]['content']}"}
        else:
            turns.insert(0, {"role": "user", "content": system})
    return turns


def render_template(
    template: str, request: CompletionRequest, *, bos_token: str, eos_token: str
) -> ChatPrompt:
    """The GGUF's own chat template applied to the request (raises TemplateError/ValueError)."""
    from llama_cpp.llama_chat_format import Jinja2ChatFormatter

    formatter = Jinja2ChatFormatter(template=template, eos_token=eos_token, bos_token=bos_token)
    messages = [{"role": m.role, "content": m.content} for m in request.messages]
    try:
        result = formatter(messages=messages)
    except (TemplateError, ValueError):
        result = formatter(messages=_fold_system(request.messages))
    has_bos = bool(bos_token) and result.prompt.startswith(bos_token)
    stop = tuple(
        s for s in ([result.stop] if isinstance(result.stop, str) else result.stop or []) if s
    )
    return ChatPrompt(result.prompt, has_bos, True, stop, "gguf-template")


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


#: architectures whose GGUF files often lack a template, and the format they were trained on
BUILT_IN = {"gemma": render_gemma, "gemma2": render_gemma, "gemma3": render_gemma}


def render(
    request: CompletionRequest,
    *,
    template: str | None,
    architecture: str,
    bos_token: str = "",
    eos_token: str = "",
) -> ChatPrompt:
    if template:
        try:
            return render_template(template, request, bos_token=bos_token, eos_token=eos_token)
        except (TemplateError, ValueError):
            pass  # a template we cannot render: fall through to what we know
    built_in = BUILT_IN.get(architecture)
    if built_in is not None:
        return built_in(request)
    return render_plain(request)
