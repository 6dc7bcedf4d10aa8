"""A library seeded with 40+ items of every kind that could identify a writer, reviewed and
exported with the defaults and with each opt-in, then searched after unzipping."""

from __future__ import annotations

import json
import zipfile
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from pii_seed import (
    CLAIM_ITEMS,
    CLAIM_PLACES,
    KEY,
    PER_KIND,
    Seeded,
    bundle_strings,
    leaks,
    seed_library,
    seeded_counts,
)
from study_reviews import sample_ids

from writerlens.domain import SummaryStatus
from writerlens.services import export, study
from writerlens.services.library import Library
from writerlens.services.review import ReviewSession
from writerlens.store import library as rows
from writerlens.study.writer.anonymize import KINDS

ALL_IN = export.ExportOptions(
    include_story_text=True, include_titles=True, include_summary_text=True, include_comments=True
)
OPT_INS = {
    "defaults": export.ExportOptions(),
    "story text": export.ExportOptions(include_story_text=True),
    "titles": export.ExportOptions(include_titles=True),
    "no summary text": export.ExportOptions(include_summary_text=False),
    "no comments": export.ExportOptions(include_comments=False),
    "model names": export.ExportOptions(include_model_names=True),
    "everything": ALL_IN,
}


@pytest.fixture(scope="module")
def seeded(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Library, Seeded, Path]]:
    root = tmp_path_factory.mktemp("pii")
    library = Library.open(root / "data")
    try:
        yield library, seed_library(library, root), root
    finally:
        library.close()


@pytest.fixture(autouse=True)
def the_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)


def _export(library: Library, folder: Path, name: str, options: export.ExportOptions) -> Path:
    return export.export_bundle(library, folder / f"{name}.wlbundle", options).path


def test_the_library_holds_forty_of_every_kind(seeded: tuple[Library, Seeded, Path]) -> None:
    _library, items, _root = seeded
    counts = seeded_counts(items.items, ALL_IN)
    assert set(counts) == set(KINDS)
    assert min(counts.values()) >= PER_KIND, counts


@pytest.mark.parametrize("choice", list(OPT_INS))
def test_nothing_leaks_but_what_was_opted_in(
    choice: str, seeded: tuple[Library, Seeded, Path], tmp_path: Path
) -> None:
    library, items, _root = seeded
    base = OPT_INS[choice]
    options = export.ExportOptions(**{**base.__dict__, "names": items.names})
    bundle = bundle_strings(_export(library, tmp_path, choice, options))
    found = leaks(items.items, bundle, options)
    if options.include_model_names:  # opted in: every model file and server name is there
        assert found.pop("model") == seeded_counts(items.items, options)["model"]
    assert not found, found


def test_without_listed_names_only_names_can_remain(
    seeded: tuple[Library, Seeded, Path], tmp_path: Path
) -> None:
    library, items, _root = seeded
    bundle = bundle_strings(_export(library, tmp_path, "nameless", ALL_IN))
    found = leaks(items.items, bundle, ALL_IN)
    assert set(found) <= {"name"}, found


def test_spans_point_at_their_words_and_the_study_accepts_the_bundle(
    seeded: tuple[Library, Seeded, Path], tmp_path: Path
) -> None:
    library, items, _root = seeded
    options = export.ExportOptions(**{**ALL_IN.__dict__, "names": items.names})
    path = _export(library, tmp_path, "spans", options)
    with zipfile.ZipFile(path) as archive:
        data = json.loads(archive.read("data.json"))
    texts = {s["id"]: s["text"] for s in data["summaries"]}
    spans = [s for r in data["reviews"] for s in r["spans"]]
    assert len(spans) >= PER_KIND
    placeholders = 0
    for span in spans:
        text = texts[span["summary_id"]]
        assert text[span["start"] : span["end"]] == span["quote"]
        assert text[: span["start"]].endswith(span["prefix"])
        assert text[span["end"] :].startswith(span["suffix"])
        placeholders += span["quote"].startswith("[")
    assert placeholders >= PER_KIND // 2  # the highlighted names became placeholders
    results = study.import_bundles(tmp_path / "study", [path])
    assert [r.accepted for r in results] == [True], results
    files = study.report(tmp_path / "study", tmp_path / "report")
    assert files.report["counts"]["spans"] == len(spans)


def test_the_preview_counts_what_it_replaced(seeded: tuple[Library, Seeded, Path]) -> None:
    library, items, _root = seeded
    options = export.ExportOptions(**{**ALL_IN.__dict__, "names": items.names})
    preview = export.preview_with_report(library, options)
    assert not preview.key_found
    assert set(preview.replaced) == set(KINDS)
    assert preview.replaced["key"]["examples"] == []  # never shown, even to the writer
    assert preview.replaced["name"]["total"] >= 2 * PER_KIND
    assert "feedback" in preview.replaced["email"]["where"]
    assert preview.text == export.preview(library, options)


def test_names_are_offered_from_the_text_but_never_a_key_piece(
    seeded: tuple[Library, Seeded, Path],
) -> None:
    library, _items, _root = seeded
    offered = dict(export.preview_with_report(library, ALL_IN).suggested_names)
    assert {"Annika Lindqvist", "Anne-Marie Berg", "O'Brien"} <= set(offered)
    assert all(count >= 1 for count in offered.values())
    joined = " ".join(offered)
    assert not [KEY[i : i + 8] for i in range(len(KEY) - 7) if KEY[i : i + 8] in joined]
    assert not {"Then", "Summary", "Users", "Documents"} & set(offered)  # not people


def test_a_local_model_the_study_names_keeps_its_name(library: Library, tmp_path: Path) -> None:
    """The coordinator chose it: its name identifies no one, and the report can tell the
    study's local models apart; the writer's own other model files stay neutral."""
    study_file = tmp_path / "s.wlstudy"
    study.create_study(
        study_file, study_id="s1", title="S", participants=["P1"],
        models=[("local", "gemma-3-270m-it-Q4_K_M.gguf")],
    )  # fmt: skip
    study.join_study(library, study_file, "P1")
    manuscript_id, _ids = sample_ids(library)
    for model in ("gemma-3-270m-it-Q4_K_M.gguf", "/home/ann/models/ann-private.gguf"):
        rows.insert_summary(
            library.store, manuscript_id=manuscript_id, provider="local", model=model,
            strategy="whole", text="", status=SummaryStatus.FAILED,
        )  # fmt: skip
    ReviewSession.open(library, manuscript_id)
    data = json.loads(export.preview(library, export.ExportOptions()))
    models = {s["model"] for s in data["summaries"] if s["provider"] == "local"}
    assert models == {"gemma-3-270m-it-Q4_K_M.gguf", "local model 1"}


def test_a_real_summary_from_a_named_server_exports_as_server_1(
    data_dir: Path, sample_path: Path, llm_server, tmp_path: Path, capsys
) -> None:
    """Through the summarize runner and the real SDK: the name the writer gave their server
    stays home unless they opt in."""
    from writerlens.cli import main

    d = str(data_dir)
    assert main(["--data-dir", d, "import", str(sample_path)]) == 0
    args = ["--provider", "openai-compatible", "--model", "fake-model-1", "--name",
            "Annika's Ollama", "--base-url", llm_server.openai_base_url,
            "--strategy", "whole"]  # fmt: skip
    assert main(["--data-dir", d, "summarize", "1", *args]) == 0, capsys.readouterr().err
    library = Library.open(data_dir)
    try:
        made = [s for s in library.summaries(1) if s.provider == "openai-compatible"]
        assert made and made[0].params.get("provider_name") == "Annika's Ollama"
        ReviewSession.open(library, 1).answer(made[0].id, "coverage", 3)
        default = export.preview(library, export.ExportOptions())
        opted = export.preview(library, export.ExportOptions(include_model_names=True))
    finally:
        library.close()
    assert "Ollama" not in default and "Annika" not in default and "server 1" in default
    assert "Annika's Ollama" in opted


def test_claims_verdicts_and_omissions_carry_placeholders_at_their_offsets(
    seeded: tuple[Library, Seeded, Path], tmp_path: Path
) -> None:
    """The claim fields really held the items (else "0 leaks" would prove nothing there), and
    what replaced them sits at offsets that still point at the story's words."""
    library, items, _root = seeded
    in_claims = Counter(i.where for i in items.items if i.where in CLAIM_PLACES)
    assert min(in_claims.values()) >= 2 * CLAIM_ITEMS, in_claims
    options = export.ExportOptions(**{**ALL_IN.__dict__, "names": items.names})
    path = _export(library, tmp_path, "claims", options)
    data = json.loads(zipfile.ZipFile(path).read("data.json"))
    stories = {s["id"]: s["text"] for s in data["stories"]}
    claims = [c["text"] for c in data["claims"]]
    verdicts = [v for r in data["reviews"] for v in r["claim_verdicts"]]
    omissions = [(r["story_id"], o) for r in data["reviews"] for o in r["omissions"]]
    evidence = [
        (r["story_id"], v["evidence"]) for r in data["reviews"] for v in r["claim_verdicts"]
        if v["evidence"]
    ]  # fmt: skip
    assert sum("[" in c for c in claims) >= in_claims["claims"]
    assert sum("[" in v.get("comment", "") for v in verdicts) >= 1
    assert len(evidence) == in_claims["claim evidence"]
    assert len(omissions) == in_claims["omissions"]
    for story, passage in [*evidence, *omissions]:
        assert stories[story][passage["start"] : passage["end"]] == passage["quote"]
        assert passage["quote"].startswith("Passage ") and "[" in passage["quote"]
    results = study.import_bundles(tmp_path / "study", [path])
    assert [r.accepted for r in results] == [True], results
