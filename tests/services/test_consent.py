"""A story leaves this computer only after the writer agreed, once per provider."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from writerlens.cli import main
from writerlens.llm.base import ProviderSpec
from writerlens.resources import resource_path
from writerlens.services.consent import (
    ConsentRequest,
    ConsentRequired,
    consent_request,
    consents,
    has_consent,
    record,
    require_consent,
)
from writerlens.services.library import Library
from writerlens.services.summarize import SummarizeService

ANTHROPIC = ProviderSpec("anthropic", "claude-sonnet-4-6")


def test_cloud_providers_need_consent_local_ones_do_not(library: Library) -> None:
    assert consent_request(ProviderSpec("local", "m.gguf", model_file="/x/m.gguf")) is None
    for url in ("http://localhost:11434/v1", "http://127.0.0.1:1234/v1", "http://[::1]:8000/v1"):
        assert consent_request(ProviderSpec("openai-compatible", "llama", base_url=url)) is None
    remote = consent_request(
        ProviderSpec("openai-compatible", "llama", name="Lab box", base_url="http://gpu.lab:8000")
    )
    assert remote is not None and remote.key == "server:gpu.lab"
    assert "Lab box" in remote.notice and "cannot know" in remote.notice
    request = consent_request(ANTHROPIC)
    assert request is not None
    assert "Anthropic" in request.notice and "leave this computer" in request.notice
    assert not has_consent(library, ANTHROPIC)


def test_summarizing_is_refused_before_anything_is_sent(library: Library, llm_server) -> None:
    story = library.install_sample()
    spec = ProviderSpec("anthropic", "claude-test", base_url=llm_server.anthropic_base_url)
    with pytest.raises(ConsentRequired) as refused:
        SummarizeService(library).summarize(story.id, spec, "whole", api_key="sk-test")
    assert "Anthropic" in refused.value.message
    assert llm_server.requests == []
    assert library.store.scalar("SELECT count(*) FROM jobs") == 0


def test_agreeing_then_withdrawing(library: Library) -> None:
    request = consent_request(ANTHROPIC)
    assert request is not None
    record(library, request, granted=True)
    require_consent(library, ANTHROPIC)  # no error
    assert has_consent(library, ANTHROPIC)
    assert not has_consent(library, ProviderSpec("openai", "gpt-4o"))  # per provider
    record(library, request, granted=False)
    with pytest.raises(ConsentRequired):
        require_consent(library, ANTHROPIC)
    [row] = consents(library)
    assert (row["provider"], row["granted"]) == ("anthropic", 0)


def test_the_command_line_asks_and_takes_agree(
    library: Library,
    llm_server,
    data_dir: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    story = library.install_sample()
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-key")
    argv = [
        "--data-dir",
        str(data_dir),
        "summarize",
        str(story.id),
        "--provider",
        "openai",
        "--model",
        "gpt-test",
        "--strategy",
        "whole",
        "--base-url",
        llm_server.openai_base_url,
    ]
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert "OpenAI" in err and "--agree" in err and "Nothing was sent" in err
    assert llm_server.requests == []
    assert main([*argv, "--agree", "--json"]) == 0
    assert len(llm_server.requests) == 1
    assert json.loads(capsys.readouterr().out)
    assert main([*argv, "--json"]) == 0  # asked once per provider


def test_withdrawing_from_the_command_line(
    library: Library, data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    request = consent_request(ANTHROPIC)
    assert request is not None
    record(library, request, granted=True)
    assert main(["--data-dir", str(data_dir), "consent"]) == 0
    assert "anthropic" in capsys.readouterr().out
    assert main(["--data-dir", str(data_dir), "consent", "--withdraw", "anthropic"]) == 0
    assert "ask again" in capsys.readouterr().out
    assert not has_consent(library, ANTHROPIC)
    assert main(["--data-dir", str(data_dir), "consent", "--withdraw", "nobody"]) == 1
    assert "no answer for “nobody”" in capsys.readouterr().err


def test_each_providers_policy_is_read_in_the_writers_language() -> None:
    """The policy texts in resources/providers/policies.json are in the translated catalogue,
    word for word; the notice carries them as messages, so German reads German (the first-hour
    walk found the English policy inside the German notice)."""
    from writerlens.messages import Message, render
    from writerlens.services.consent import POLICY_KINDS

    policies = json.loads(resource_path("providers", "policies.json").read_text("utf-8"))
    texts = {entry["policy"] for entry in policies["providers"].values()}
    assert texts == set(POLICY_KINDS)
    for kind in ("anthropic", "openai", "openai-compatible"):
        request = consent_request(ProviderSpec(kind, "m", base_url="https://models.example.org/v1"))
        assert request is not None
        policy = request.notice.params["policy"]
        assert isinstance(policy, Message)
        marked = render(request.notice, lambda template, _count: "[de] " + template)
        assert marked.count("[de] ") == 2, marked  # the notice and the policy inside it


def test_a_changed_policy_file_is_still_shown_in_its_own_words() -> None:
    request = ConsentRequest("openai", "OpenAI", "Entirely new words.", "", "2099-01")
    assert request.notice.params["policy"] == "Entirely new words."
