from __future__ import annotations

from writerlens.ui.selftest import run


def test_selftest_passes_from_source_and_reports_each_check(qtbot) -> None:
    lines: list[str] = []
    assert run(out=lines.append) == 0, "\n".join(lines)
    checks = [line.split(":")[0].split(None, 1)[1] for line in lines if line.startswith("ok")]
    assert checks == [
        "resources", "tokenizer", "main window", "measures", "keyring", "detectors", "llama.cpp",
    ]  # fmt: skip
    assert lines[-1].startswith("all checks passed") and "(source)" in lines[-1]


def test_selftest_reports_a_broken_installation(qtbot, monkeypatch) -> None:
    monkeypatch.setenv("WRITERLENS_RESOURCES", "/nonexistent")
    from writerlens import resources

    monkeypatch.setattr(resources, "_PACKAGE_DIR", resources._PACKAGE_DIR / "nowhere")
    resources.resource_dir.cache_clear()
    lines: list[str] = []
    try:
        assert run(out=lines.append) == 1
    finally:
        resources.resource_dir.cache_clear()
    assert any(line.startswith("FAILED  resources") for line in lines)
    assert "checks failed" in lines[-1]


def test_selftest_makes_one_summary_through_a_server(qtbot, llm_server) -> None:
    lines: list[str] = []
    code = run(out=lines.append, server_url=llm_server.openai_base_url, server_model="tiny")
    assert code == 0, "\n".join(lines)
    assert any(line.startswith("ok      summary: one summary by tiny") for line in lines)
    assert llm_server.requests and llm_server.requests[0].api == "openai"
