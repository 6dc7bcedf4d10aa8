"""No piece of an API key is stored, logged, printed or exported, even when a server echoes one
without its prefix, cut, in an error body or inside a successful reply."""

from __future__ import annotations

import json
import logging
import sqlite3
import zipfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from llm_server import EchoKey, FakeLLMServer
from study_reviews import own_story, review

from writerlens import redaction
from writerlens.cli import main
from writerlens.domain import SummaryStatus
from writerlens.llm import keys
from writerlens.services import export
from writerlens.services.library import Library
from writerlens.services.review import ReviewSession
from writerlens.store import library as rows
from writerlens.study.errors import ExportFailed

KEY = "sk-ant-LEAKCHECK-123456789-q7Zx4Vb2Nw8Rt5Yp"
OPENAI_KEY = "sk-proj-LEAKOPENAI-987654321-Hd3Kj6Lm9Pq"


def leaks(text: str, key: str = KEY) -> list[str]:
    """Every run of 8 characters of ``key`` found in ``text``."""
    return [key[i : i + 8] for i in range(len(key) - 7) if key[i : i + 8] in text]


def database_text(data_dir: Path) -> str:
    conn = sqlite3.connect(data_dir / "library.sqlite3")
    try:
        return "\n".join(conn.iterdump())
    finally:
        conn.close()


def test_runs_of_eight_or_more_are_hidden_and_shorter_ones_kept() -> None:
    redaction.remember(KEY)
    assert redaction.redact("it said LEAKCHECK-123456789 then") == "it said [key hidden] then"
    assert redaction.redact(f"x{KEY}y") == "x[key hidden]y"
    assert redaction.redact("Nw8Rt5Yp and 1234567") == "[key hidden] and 1234567"
    assert redaction.redact("LEAKCHE") == "LEAKCHE"  # 7 characters: ordinary text
    redaction.forget_all()
    assert redaction.redact("LEAKCHECK-123456789") == "LEAKCHECK-123456789"


@settings(max_examples=60, deadline=None)
@given(
    key=st.text(alphabet=st.characters(min_codepoint=33, max_codepoint=126), min_size=8),
    prefix=st.text(max_size=20),
    suffix=st.text(max_size=20),
    data=st.data(),
)
def test_any_piece_of_a_key_is_hidden_wherever_it_sits(
    key: str, prefix: str, suffix: str, data: st.DataObject
) -> None:
    start = data.draw(st.integers(0, len(key) - 8))
    end = data.draw(st.integers(start + 8, len(key)))
    text = prefix + key[start:end] + suffix
    assert not leaks(redaction.redact(text, [key]), key)


def test_a_key_read_from_the_environment_or_keyring_is_hidden_in_logs(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)
    keys.set_key("openai", OPENAI_KEY)
    assert keys.known_keys() == [KEY, OPENAI_KEY]
    with caplog.at_level(logging.INFO):
        logging.getLogger("writerlens.test").info("server said %s", "LEAKCHECK-123456789")
        logging.getLogger("writerlens.test").info("and LEAKOPENAI-98765 too")
    text = caplog.text
    assert "server said [key hidden]" in text
    assert not leaks(text) and not leaks(text, OPENAI_KEY)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("provider", ["anthropic", "openai"])
def test_echoed_pieces_reach_no_row_no_terminal_and_no_bundle(
    provider: str,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    data_dir: Path,
    sample_path: Path,
    llm_server: FakeLLMServer,
    tmp_path: Path,
) -> None:
    """Through the real SDK: a prefix-stripped key in an error body, a piece cut from the
    middle in another, and a piece inside a successful reply."""
    key = KEY if provider == "anthropic" else OPENAI_KEY
    monkeypatch.setenv("ANTHROPIC_API_KEY" if provider == "anthropic" else "OPENAI_API_KEY", key)
    base = llm_server.anthropic_base_url if provider == "anthropic" else llm_server.openai_base_url
    d = str(data_dir)
    assert run(capsys, "--data-dir", d, "import", str(sample_path))[0] == 0
    args = ["summarize", "1", "--provider", provider, "--model", "x-model", "--base-url", base]
    args += ["--strategy", "whole", "--agree"]
    printed = ""
    prefix = len("sk-ant-") if provider == "anthropic" else len("sk-proj-")
    for echo in (EchoKey(400, start=prefix), EchoKey(422, start=10, end=30)):
        llm_server.enqueue(echo)
        code, out, err = run(capsys, "--data-dir", d, *args)
        assert code == 1 and "[key hidden]" in err, err
        printed += out + err
    llm_server.enqueue(EchoKey(200, start=prefix))
    code, out, err = run(capsys, "--data-dir", d, *args, "--json")
    assert code == 0, err
    printed += out + err

    stored = database_text(data_dir)
    assert "Credential [key hidden] accepted" in stored  # the reply was kept, the piece cut
    assert stored.count("[key hidden]") >= 3  # and the errors too
    assert not leaks(stored, key) and not leaks(printed, key)

    library = Library.open(data_dir)
    try:
        summary_ids = {s.model: s.id for s in library.summaries(1) if s.status is SummaryStatus.OK}
        review(library, 1, summary_ids, {m: (3, 3, 3, 3) for m in summary_ids})
        result = export.export_bundle(library, tmp_path / "b.wlbundle", export.ExportOptions())
    finally:
        library.close()
    with zipfile.ZipFile(result.path) as archive:
        bundle = "".join(archive.read(n).decode() for n in archive.namelist())
    assert "Credential [key hidden] accepted" in bundle
    assert not leaks(bundle, key)


def test_an_export_that_would_carry_a_key_piece_is_refused(
    library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A piece in a field no scrubber reads (a prompt id) still stops the export."""
    key = "sk-ant-leakcheck-123456789-abcdefgh"
    monkeypatch.setenv("ANTHROPIC_API_KEY", key)
    manuscript = library.ensure_sample()
    assert manuscript is not None
    own_story(library, manuscript.id)  # the sample itself is practice, never exported
    summary_id = rows.insert_summary(
        library.store,
        manuscript_id=manuscript.id,
        provider="anthropic",
        model="x",
        strategy="whole",
        text="A keeper waits.",
        prompts={"whole": "leakcheck-123456789@1"},
    )
    ReviewSession.open(library, manuscript.id).answer(summary_id, "coverage", 2)
    preview = export.preview_with_report(library, export.ExportOptions())
    assert preview.key_found
    with pytest.raises(ExportFailed, match="piece of one of your API keys"):
        export.export_bundle(library, tmp_path / "b.wlbundle", export.ExportOptions())
    assert not list(tmp_path.glob("*.wlbundle"))
    # a piece in the writer's own words is cut out, and counted, not refused
    data = json.loads(preview.text)
    assert all("leakcheck-123456789" not in s.get("text", "") for s in data["summaries"])


def test_a_placeholder_key_of_a_local_server_is_not_hidden_everywhere() -> None:
    redaction.remember("ollama", "none")
    assert redaction.redact("ollama says none") == "ollama says none"
