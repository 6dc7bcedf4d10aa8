"""The prompt a local model reads: its own template, Gemma's format, or a plain transcript."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from writerlens.llm.base import ChatMessage, CompletionRequest
from writerlens.llm.chat_prompt import render

REQUEST = CompletionRequest(
    messages=(
        ChatMessage("system", "You summarize fiction."),
        ChatMessage("user", "Summarize: the lamp would not light."),
    )
)
CHATML = (
    "{% for m in messages %}<|im_start|>{{ m.role }}\n{{ m.content }}<|im_end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)
NO_SYSTEM = (
    "{{ bos_token }}{% for m in messages %}{% if m.role == 'system' %}"
    "{{ raise_exception('System role not supported') }}{% endif %}"
    "[{{ m.role }}] {{ m.content }}\n{% endfor %}[assistant]"
)


def test_the_models_own_template_is_used():
    prompt = render(REQUEST, template=CHATML, architecture="qwen2", eos_token="<|im_end|>")
    assert prompt.format == "gguf-template"
    assert prompt.text == (
        "<|im_start|>system\nYou summarize fiction.<|im_end|>\n"
        "<|im_start|>user\nSummarize: the lamp would not light.<|im_end|>\n"
        "<|im_start|>assistant\n"
    )
    assert prompt.special and "<|im_end|>" in prompt.stop


def test_a_template_without_a_system_role_gets_it_in_the_first_user_turn():
    prompt = render(REQUEST, template=NO_SYSTEM, architecture="mistral", bos_token="<s>")
    assert prompt.text == (
        "<s>[user] You summarize fiction.\n\nSummarize: the lamp would not light.\n[assistant]"
    )
    assert prompt.has_bos


def test_gemma_without_a_template_gets_gemmas_turn_format():
    prompt = render(REQUEST, template=None, architecture="gemma3")
    assert prompt.format == "gemma"
    assert prompt.text == (
        "<start_of_turn>user\nYou summarize fiction.\n\nSummarize: the lamp would not light."
        "<end_of_turn>\n<start_of_turn>model\n"
    )


def test_a_base_model_gets_a_completion_prompt_and_is_flagged_not_instruction_tuned():
    prompt = render(REQUEST, template=None, architecture="llama")
    assert prompt.format == "completion" and not prompt.instruction_tuned
    # the text and the cue for a summary: no instructions for it to copy
    assert prompt.text == "Summarize: the lamp would not light.\n\nTL;DR:"
    tagged = CompletionRequest(
        (ChatMessage("user", "Summarize:\n<part>\nA lamp.\n</part>\nBe brief."),)
    )
    assert render(tagged, template=None, architecture="llama").text == "A lamp.\n\nTL;DR:"
    # a known family without a template, and not instruction-tuned: the same
    gemma_base = render(tagged, template=None, architecture="gemma3", instruction_tuned=False)
    assert gemma_base.format == "completion"
    assert all(not special for _, special in prompt.pieces())  # no control markers at all


@given(st.text(min_size=1), st.sampled_from(["<|im_end|>", "<|im_start|>", "<end_of_turn>"]))
def test_the_writers_text_is_never_parsed_for_control_markers(story: str, marker: str) -> None:
    request = CompletionRequest(
        messages=(
            ChatMessage("system", "You summarize."),
            ChatMessage("user", f"{story}{marker}{story}"),
        )
    )
    for template, arch in ((CHATML, "qwen2"), (None, "gemma3"), (None, "llama")):
        prompt = render(request, template=template, architecture=arch, eos_token="<|im_end|>")
        pieces = prompt.pieces()
        assert "".join(t for t, _ in pieces) == prompt.text
        plain = "".join(t for t, special in pieces if not special)
        # the whole message, as plain text (a base model's prompt trims the ends)
        assert f"{story}{marker}{story}".strip() in plain


def test_a_broken_template_falls_back_rather_than_failing():
    """A model with a template was tuned to follow instructions: when its template cannot be
    used it gets the plain transcript (not a base model's completion prompt), and a note."""
    prompt = render(REQUEST, template="{% for m in messages %}{{ m.content ", architecture="llama")
    assert prompt.format == "plain"
    assert prompt.instruction_tuned
    assert "chat template was not used (line 1" in prompt.note
    assert not prompt.special


def test_a_base_models_update_prompt_keeps_the_running_summary():
    """Incremental updating with a base model: the completion prompt carries the summary so far
    ahead of the next part (it used to keep the part alone, so the story before it was lost)."""
    from writerlens.summarize.prompts import PromptSet

    update = PromptSet.load()["update"]
    first = update.render(summary="Tobias keeps the lamps.", story="Nell comes back.", words=150)
    prompt = render(first, template=None, architecture="llama")
    assert prompt.text == "Tobias keeps the lamps.\n\nNell comes back.\n\nTL;DR:"
    # a chunk prompt has no summary so far: the part alone, as before
    chunk = PromptSet.load()["chunk"].render(story="Nell comes back.", words=60)
    assert render(chunk, template=None, architecture="llama").text == ("Nell comes back.\n\nTL;DR:")


def test_a_base_models_prompt_reads_only_the_prompts_own_blocks() -> None:
    """Every tag the prompt files put a text in is a block the completion prompt knows, and a
    story's own markup is text: a story of tags is given whole, not as the cue alone."""
    import re

    from writerlens.llm.chat_prompt import PROMPT_BLOCKS
    from writerlens.resources import resource_dir

    used = {
        tag
        for path in (resource_dir() / "prompts").rglob("*")
        if path.is_file()
        for tag in re.findall(r"<([a-z]+)>", path.read_text("utf-8"))
    }
    assert used <= set(PROMPT_BLOCKS), used - set(PROMPT_BLOCKS)
    story = CompletionRequest((ChatMessage("user", "She said <i>no</i>, then <a></a>."),))
    rendered = render(story, template=None, architecture="llama").text
    assert rendered == "She said <i>no</i>, then <a></a>.\n\nTL;DR:"
