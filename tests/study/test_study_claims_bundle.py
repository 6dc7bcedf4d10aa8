"""Claims, verdicts, omissions and judges' verdicts travel in bundles (format 2): exported from a
real library, imported into a real study folder, and found there whole; a format 1 bundle (as
the exporter wrote it before) still imports; hostile claim data is refused."""

from __future__ import annotations

import copy
import json
import zipfile
from pathlib import Path

import pytest
from claim_seed import JUDGE_FILE, STORY, Seeded, claim_data, seed
from hypothesis import given, settings
from hypothesis import strategies as st
from study_builders import bundle_bytes, bundle_parts, small_data, write

from writerlens.services import export, study
from writerlens.services.claim_review import ClaimReview
from writerlens.services.library import Library
from writerlens.services.review import ReviewSession
from writerlens.services.study import membership
from writerlens.store.claims import claims_for, judgments_for, omissions, verdicts
from writerlens.study.coordinator.analysis import analyse
from writerlens.study.coordinator.bundle_checks import range_problems, reference_problems
from writerlens.study.coordinator.bundle_reader import parse_bundle
from writerlens.study.coordinator.collection import StudyFolder
from writerlens.study.coordinator.dataset import build_dataset
from writerlens.study.errors import BundleRejected, ExportFailed
from writerlens.study.formats import BUNDLE_VERSION, NEWEST_BUNDLE_VERSION
from writerlens.study.writer import bundle_claims
from writerlens.study.writer.anonymize import Pseudonyms
from writerlens.ui.study.export_summary import summary_html

FIXTURES = Path(__file__).parent / "fixtures"
NAME = "Annika Lindqvist"


@pytest.fixture
def exported(tmp_path: Path) -> tuple[Library, Seeded, dict, str]:
    library = Library.open(tmp_path / "data")
    seeded = seed(library, tmp_path)
    options = export.ExportOptions(include_story_text=True, names=(NAME,))
    path = export.export_bundle(library, tmp_path / "claims.wlbundle", options).path
    results = study.import_bundles(tmp_path / "study", [path])
    assert [r.accepted for r in results] == [True], results[0].reason
    (stored,) = StudyFolder(tmp_path / "study").bundles()
    yield library, seeded, stored, membership(library).secret
    library.close()


def test_every_claim_verdict_omission_and_judgment_arrives(exported) -> None:
    library, seeded, stored, secret = exported
    assert stored["manifest"]["version"] == BUNDLE_VERSION == 2
    data = stored["data"]
    ids = Pseudonyms(secret)
    (story,) = data["stories"]
    text = story["text"]
    assert NAME not in text and "chars" not in story  # its length is the text's
    claims = {c["id"]: c for c in data["claims"]}
    summaries = {s["id"]: s for s in data["summaries"]}
    local = [
        c
        for s in seeded.summary_ids.values()
        for c in claims_for(library.store, s, include_retired=True)
    ]
    assert len(local) == len(claims) == 11  # 3 per summary, and a split into 2
    for claim in local:
        out = claims[ids.claim(claim.id)]
        summary_text = summaries[out["summary_id"]]["text"]
        assert out["summary_id"] == ids.summary(claim.summary_id)
        assert out["origin"] == claim.origin
        assert out["retired"] == (claim.retired_at is not None)
        assert out["parents"] == [ids.claim(p) for p in claim.parents]
        assert out["text"] == claim.text.replace(NAME, "[name]")
        # the summary text has no name in it: the offsets point at the same words
        assert summary_text[out["start"] : out["end"]] == summary_text[claim.start : claim.end]
    assert sum(c["retired"] for c in claims.values()) == 1
    (review,) = data["reviews"]
    got = {v["claim_id"]: v for v in review["claim_verdicts"]}
    mine = verdicts(library.store, seeded.review_id)
    assert set(got) == {ids.claim(c) for c in mine}
    for claim_id, verdict in mine.items():
        out = got[ids.claim(claim_id)]
        assert (out["verdict"], out["kind"]) == (verdict.verdict, verdict.kind)
        assert out["evidence_source"] == verdict.evidence_source
        if verdict.evidence_quote is None:
            assert out["evidence"] is None
        else:  # the name before it was replaced: the offsets moved with the text
            evidence = out["evidence"]
            assert evidence["quote"] == verdict.evidence_quote
            assert text[evidence["start"] : evidence["end"]] == verdict.evidence_quote
            assert evidence["start"] == verdict.evidence_start - len(NAME) + len("[name]")
        assert out.get("comment", "") == verdict.comment.replace("annika@example.org", "[email]")
    marked = omissions(library.store, seeded.review_id)
    assert len(review["omissions"]) == len(marked) == 2
    for omission, out in zip(marked, review["omissions"], strict=True):
        assert out["id"] == ids.omission(omission.id)
        assert out["kind"] == omission.kind
        assert out["summary_ids"] == [ids.summary(s) for s in omission.summary_ids]
        assert out["quote"] == omission.quote == text[out["start"] : out["end"]]
        assert NAME not in out["comment"] and "/home/annika" not in out["comment"]
    judged = [
        j
        for s in seeded.summary_ids.values()
        for js in judgments_for(library.store, s).values()
        for j in js
    ]
    assert len(data["claim_judgments"]) == len(judged) == 9
    for judgment in judged:
        # a judge the catalogue does not list ("claude-x") may be the writer's own server's
        named = "local model 1" if judgment.judge_model == JUDGE_FILE else "server model 1"
        (out,) = [
            j
            for j in data["claim_judgments"]
            if j["claim_id"] == ids.claim(judgment.claim_id) and j["judge_model"] == named
        ]
        assert out["verdict"] == judgment.verdict and out["status"] == judgment.status
        ((start, end),) = judgment.evidence
        (passage,) = out["evidence"]
        assert text[passage["start"] : passage["end"]] == STORY[start:end]
    everything = json.dumps(stored)
    for private in (NAME, "annika@example.org", "/home/annika", "judge-harbour", "raw"):
        assert private not in everything


def test_without_story_text_no_story_words_travel(tmp_path: Path) -> None:
    library = Library.open(tmp_path / "data")
    try:
        seed(library, tmp_path)
        path = export.export_bundle(library, tmp_path / "b.wlbundle", export.ExportOptions()).path
    finally:
        library.close()
    data = json.loads(zipfile.ZipFile(path).read("data.json"))
    assert "text" not in data["stories"][0] and "chars" not in data["stories"][0]
    (review,) = data["reviews"]
    assert all("quote" not in o and "prefix" not in o for o in review["omissions"])
    assert all(
        v["evidence"] is None or "quote" not in v["evidence"] for v in review["claim_verdicts"]
    )
    assert "winter" not in json.dumps(data)  # a word only the story and its passages hold
    assert data["claims"] and all("text" in c for c in data["claims"])


def test_a_format_1_bundle_still_imports_and_reports(tmp_path: Path) -> None:
    old = FIXTURES / "bundle-v1.wlbundle"
    manifest = json.loads(zipfile.ZipFile(old).read("manifest.json"))
    assert manifest["version"] == 1
    # it holds the sample's practice review (an older WriterLens exported it): asked for
    results = study.import_bundles(tmp_path / "study", [old], practice=True)
    assert results[0].accepted, results[0].reason
    files = study.report(tmp_path / "study", tmp_path / "report", plots=False)
    assert files.report["counts"]["answers"] == 8
    assert files.report["claims"]["counts"] == {
        "claims": 0,
        "verdicts": 0,
        "omissions": 0,
        "judgments": 0,
    }


def test_a_bundle_from_a_newer_app_is_refused_with_what_to_do(tmp_path: Path) -> None:
    manifest, _text = bundle_parts(small_data())
    raw = bundle_bytes(small_data(), manifest={**manifest, "version": NEWEST_BUNDLE_VERSION + 1})
    result = StudyFolder(tmp_path / "s").import_file(write(tmp_path / "new.wlbundle", raw))
    assert not result.accepted and "update WriterLens" in result.reason


def _claim_data() -> dict:
    data = small_data()
    summary = data["summaries"][0]
    data["stories"][0]["chars"] = 50
    data["claims"] = [
        {"id": "c-1", "summary_id": summary["id"], "start": 0, "end": 9, "origin": "model",
         "parents": [], "retired": False, "text": "Mara keeps"},
    ]  # fmt: skip
    data["reviews"][0]["claim_verdicts"] = [
        {"claim_id": "c-1", "verdict": "faithful", "kind": None,
         "evidence": {"start": 0, "end": 10}, "evidence_source": "chosen"},
    ]  # fmt: skip
    data["reviews"][0]["omissions"] = [
        {"id": "o-1", "start": 10, "end": 20, "kind": "event", "summary_ids": [summary["id"]]},
    ]
    data["claim_judgments"] = [
        {"claim_id": "c-1", "judge_model": "j", "verdict": "faithful", "status": "ok",
         "evidence": [{"start": 1, "end": 5}]},
    ]  # fmt: skip
    return data


HOSTILE = {
    "claim past its summary": (lambda d: d["claims"][0].update(end=10_000), "runs past the end"),
    "claim on no summary": (lambda d: d["claims"][0].update(summary_id="m-x"), "not in the bundle"),
    "evidence past the story": (
        lambda d: d["reviews"][0]["claim_verdicts"][0]["evidence"].update(end=51),
        "runs past the end of the story",
    ),
    "omission past the story": (
        lambda d: d["reviews"][0]["omissions"][0].update(start=49, end=60),
        "runs past the end",
    ),
    "omission of another summary": (
        lambda d: d["reviews"][0]["omissions"][0].update(summary_ids=["m-zz"]),
        "did not show",
    ),
    "verdict on an unknown claim": (
        lambda d: d["reviews"][0]["claim_verdicts"][0].update(claim_id="c-9"),
        "judges claim",
    ),
    "two verdicts on a claim": (
        lambda d: d["reviews"][0]["claim_verdicts"].append(
            copy.deepcopy(d["reviews"][0]["claim_verdicts"][0])
        ),
        "two verdicts",
    ),
    "judge verdict with a failed status": (
        lambda d: d["claim_judgments"][0].update(status="refused"),
        "with status",
    ),
    "judge on no claim": (lambda d: d["claim_judgments"][0].update(claim_id="c-7"), "not in"),
    "parent of another summary": (
        lambda d: d["claims"][0].update(parents=["c-nope"]),
        "not one of its summary's",
    ),
    "too many claims": (
        lambda d: d["claims"].extend({**d["claims"][0], "id": f"c-x{i}"} for i in range(2001)),
        "claims, more than",
    ),
    "quote not at its offsets": (
        lambda d: (
            d["claims"][0].update(end=5)
            or d["stories"][0].update(text="x" * 50)
            or d["reviews"][0]["claim_verdicts"][0]["evidence"].update(quote="nope")
        ),
        "does not quote",
    ),
}


@pytest.mark.parametrize("case", list(HOSTILE))
def test_hostile_claim_data_is_refused_and_says_why(case: str, tmp_path: Path) -> None:
    data = _claim_data()
    assert reference_problems(data) == [] and range_problems(data) == []
    change, words = HOSTILE[case]
    change(data)
    result = StudyFolder(tmp_path / "s").import_file(
        write(tmp_path / "h.wlbundle", bundle_bytes(data))
    )
    assert not result.accepted
    assert words in result.reason, result.reason
    assert not (tmp_path / "s" / "bundles").exists() or not list(
        (tmp_path / "s" / "bundles").iterdir()
    )


def test_a_field_that_skips_the_scrubber_stops_the_export(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The finished bundle is searched again: were claim text ever written unscrubbed (a field
    added without the scrubber), nothing is written and the writer is told what to do."""
    library = Library.open(tmp_path / "data")
    try:
        seed(library, tmp_path)
        original = bundle_claims.claims

        def unscrubbed(story, ids, options, scrub, movers):  # type: ignore[no-untyped-def]
            made = original(story, ids, options, scrub, movers)
            raw = {ids.claim(c.id): c.text for c in story.claims}
            return [{**item, "text": raw[item["id"]]} for item in made]

        monkeypatch.setattr(bundle_claims, "claims", unscrubbed)
        target = tmp_path / "leaky.wlbundle"
        with pytest.raises(ExportFailed, match="would still hold a name") as refused:
            export.export_bundle(library, target, export.ExportOptions(names=(NAME,)))
        assert "Leave out the parts you can" in str(refused.value)
        assert not target.exists() and not list(tmp_path.glob("*.wlbundle*"))
        monkeypatch.setattr(bundle_claims, "claims", original)
        export.export_bundle(library, target, export.ExportOptions(names=(NAME,)))
        assert target.is_file()
    finally:
        library.close()


_PLACES = [
    ("claims", 0, "start"), ("claims", 0, "end"), ("claims", 0, "parents"),
    ("claims", 0, "summary_id"), ("claims", 0, "retired"), ("claims", 0, "origin"),
    ("verdicts", 0, "verdict"), ("verdicts", 0, "kind"), ("verdicts", 0, "evidence"),
    ("omissions", 0, "start"), ("omissions", 0, "end"), ("omissions", 0, "summary_ids"),
    ("omissions", 0, "kind"), ("judgments", 0, "verdict"), ("judgments", 0, "status"),
    ("judgments", 0, "evidence"), ("stories", 0, "chars"),
]  # fmt: skip
_VALUES = st.one_of(
    st.integers(-5, 10**12), st.none(), st.booleans(), st.text(max_size=8),
    st.lists(st.integers(-3, 400), max_size=3), st.just({"start": 5, "end": 2}),
    st.just({"start": 0, "end": 10**9}), st.just([{"start": 299, "end": 301}]),
    st.sampled_from(["faithful", "ending", "c-1", "m-s-1-a", "partial", "ok"]),
)  # fmt: skip


@settings(max_examples=120, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(_PLACES), _VALUES), min_size=1, max_size=4))
def test_mangled_claim_data_is_refused_or_reported_never_a_crash(changes: list) -> None:
    """Whatever is changed, the reader refuses with a reason or accepts, and an accepted
    bundle's report is made (never a traceback from the claim tables)."""
    data = claim_data()
    where = {
        "claims": data["claims"],
        "verdicts": data["reviews"][0]["claim_verdicts"],
        "omissions": data["reviews"][0]["omissions"],
        "judgments": data["claim_judgments"],
        "stories": data["stories"],
    }
    for (part, index, key), value in changes:
        where[part][index][key] = value
    try:
        bundle = parse_bundle(bundle_bytes(data))
        problems = range_problems(bundle.data)
    except BundleRejected as refused:
        assert refused.reason
        return
    if problems:
        return
    report = analyse(build_dataset([{"manifest": bundle.manifest, "data": bundle.data}]))
    assert report["claims"]["counts"]["claims"] >= 1


#: words only the writer typed into claims (one retired by a later rewording)
_TYPED_FIRST = "The lighthouse keeper's daughter hides the letter."
_TYPED_AGAIN = "The keeper's daughter burns the letter at midnight."


def _typed_claims(library: Library, seeded: Seeded) -> None:
    session = ReviewSession.open(library, seeded.manuscript_id)
    writer = ClaimReview(session)
    summary_id = next(iter(seeded.summary_ids.values()))
    added = writer.add_claim(summary_id, _TYPED_FIRST, 0, 10)
    writer.edit_claim(added.id, _TYPED_AGAIN)  # the first wording is kept, retired


@pytest.mark.parametrize("comments", [False, True])
def test_claims_the_writer_typed_go_as_words_only_with_the_comments(
    tmp_path: Path, comments: bool
) -> None:
    """A writer who leaves out comments and story text sends no words of their own, though the
    summaries' text goes: a claim they typed (or reworded, retired or not) keeps its place and
    origin but not its words. The bundle is still valid and the report still counts it."""
    library = Library.open(tmp_path / "data")
    try:
        seeded = seed(library, tmp_path)
        _typed_claims(library, seeded)
        options = export.ExportOptions(include_summary_text=True, include_comments=comments)
        preview = export.preview_with_report(library, options)
        path = export.export_bundle(library, tmp_path / "b.wlbundle", options).path
        readable = summary_html(preview, options)
    finally:
        library.close()
    data = json.loads(zipfile.ZipFile(path).read("data.json"))
    typed = [c for c in data["claims"] if c["origin"] != "model"]
    model = [c for c in data["claims"] if c["origin"] == "model"]
    assert {c["origin"] for c in typed} == {"writer", "edit", "split"}
    assert any(c["retired"] for c in typed)  # the first wording
    assert model and all(c.get("text") for c in model)  # the summary's own words still go
    assert all(0 <= c["start"] <= c["end"] for c in typed)
    everything = json.dumps(data)
    for words in (_TYPED_FIRST, _TYPED_AGAIN):
        assert (words in everything) == comments
    assert all(("text" in c) == comments for c in typed)
    assert ("without their words" in readable) == (not comments)  # said before Save
    results = study.import_bundles(tmp_path / "study", [path])
    assert [r.accepted for r in results] == [True], results[0].reason
    files = study.report(tmp_path / "study", tmp_path / "report", plots=False)
    assert files.report["claims"]["counts"]["claims"] == len(data["claims"])
