"""The models a writer sets up are remembered and offered, each saying whether it can run."""

from __future__ import annotations

import pytest

from writerlens.domain import WriterLensError
from writerlens.llm import keys
from writerlens.services import model_setup as setup


def test_servers_are_saved_replaced_and_removed_with_their_key(library) -> None:
    setup.save_server(library, setup.ServerSetup("Ollama", "http://localhost:11434/v1", "llama3"))
    setup.save_server(
        library, setup.ServerSetup("Ollama", " http://127.0.0.1:11434/v1 ", "qwen"), key="sk-x"
    )
    assert setup.servers(library) == [
        setup.ServerSetup("Ollama", "http://127.0.0.1:11434/v1", "qwen")
    ]
    assert keys.get_key(keys.server_key_name("Ollama")) == "sk-x"
    assert "sk-x" not in library.store.scalar("SELECT group_concat(value) FROM settings")
    setup.remove_server(library, "Ollama")
    assert setup.servers(library) == []
    assert keys.get_key(keys.server_key_name("Ollama")) is None


@pytest.mark.parametrize(
    ("name", "url"), [("", "http://x/v1"), ("Box", "localhost:11434"), ("Box", "")]
)
def test_a_server_without_name_or_with_a_bad_address_is_refused(library, name, url) -> None:
    with pytest.raises(WriterLensError):
        setup.save_server(library, setup.ServerSetup(name, url, "m"))
    assert setup.servers(library) == []


def test_choices_say_what_is_missing(library, tmp_path) -> None:
    from fake_hub import write_tiny_gguf

    present = write_tiny_gguf(tmp_path / "tiny.gguf", 4096)
    setup.set_cloud_models(library, [("anthropic", "claude-sonnet-4-6")])
    setup.save_local_model(library, setup.LocalModelSetup(str(present), 2048, 2))
    setup.save_local_model(library, setup.LocalModelSetup(str(tmp_path / "gone.gguf")))
    setup.save_server(library, setup.ServerSetup("Studio", "http://localhost:1234/v1", ""))
    found = {c.label: c for c in setup.choices(library)}
    cloud = found["Claude Sonnet 4.6 (Anthropic)"]
    assert not cloud.ready and "API key" in cloud.why_not
    tiny = next(c for label, c in found.items() if c.spec.model_file == str(present))
    assert tiny.ready
    assert tiny.spec.context_tokens == 2048
    assert "missing" in found["gone.gguf (on this computer)"].why_not
    assert not found["? (Studio)"].ready
    keys.set_key("anthropic", "sk-ant-test")
    try:
        again = {c.label: c for c in setup.choices(library)}
        assert again["Claude Sonnet 4.6 (Anthropic)"].ready
    finally:
        keys.delete_key("anthropic")


def test_a_listed_model_whose_file_went_bad_is_unavailable_with_its_reason(
    library, tmp_path
) -> None:
    """The file was replaced after it was added (a half-copied file, another file under its
    name, a header llama.cpp would abort on): the list still opens and says why."""
    from fake_hub import write_tiny_gguf

    model = write_tiny_gguf(tmp_path / "model.gguf", 4096)
    setup.save_local_model(library, setup.LocalModelSetup(str(model)))
    assert [c.ready for c in setup.choices(library) if c.spec.kind == "local"] == [True]
    for content, reason in [
        (b"GGUF", "is not a GGUF model file"),
        (
            model.read_bytes().replace(
                b"llama.block_count\x04\x00\x00\x00\x02", b"llama.block_count\x04\x00\x00\x00\x00"
            ),
            "block_count = 0",
        ),
        (b"<html>Not found</html>" * 10, "is not a GGUF model file"),
    ]:
        replaced = tmp_path / "model.gguf"
        replaced.unlink()
        replaced.write_bytes(content)
        local = [c for c in setup.choices(library) if c.spec.kind == "local"]
        assert len(local) == 1 and not local[0].ready
        assert reason in local[0].why_not


def test_default_cloud_models_until_the_writer_chooses(library) -> None:
    assert setup.cloud_models(library) == list(setup.DEFAULT_CLOUD)
    setup.set_cloud_models(library, [])
    assert setup.cloud_models(library) == []


def test_a_retired_model_cannot_be_chosen_and_one_retiring_soon_says_so(library) -> None:
    from datetime import date

    from writerlens.llm import keys

    keys.set_key("anthropic", "sk-ant-test")
    setup.set_cloud_models(
        library, [("anthropic", "claude-sonnet-4-0"), ("anthropic", "claude-sonnet-4-5")]
    )
    retired, retiring = setup.choices(library, today=date(2026, 11, 22))
    assert not retired.ready and "retired this model on 2026-06-15" in retired.why_not
    assert retiring.ready and retiring.note == "Anthropic retires this model on 2026-11-30."
    later = setup.choices(library, today=date(2026, 12, 1))
    assert not any(choice.ready for choice in later)
