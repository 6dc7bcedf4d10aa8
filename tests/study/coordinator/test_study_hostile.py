"""A coordinator's import treats every bundle as hostile: each bad one is refused with a reason,
the others go in, and nothing is ever written outside the study folder."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from study_builders import (
    bundle_bytes,
    bundle_parts,
    listing,
    patch_central,
    small_data,
    write,
    zip_bytes,
)

from writerlens.study.coordinator.collection import StudyFolder
from writerlens.study.formats import Limits
from writerlens.study.writer.bundle_data import dumps


@pytest.fixture
def arena(tmp_path: Path) -> Path:
    """A parent folder holding the study folder and the incoming bundles."""
    (tmp_path / "incoming").mkdir()
    (tmp_path / "keep.txt").write_text("the coordinator's own file")
    return tmp_path


def _members(manifest: dict, text: str, *extra: tuple[str, bytes]) -> list[tuple[str, bytes]]:
    return [("manifest.json", dumps(manifest).encode()), ("data.json", text.encode()), *extra]


def _deep(depth: int) -> str:
    return "[" * depth + "]" * depth


def _cases() -> dict[str, tuple[bytes, str]]:
    manifest, text = bundle_parts()
    bad_sum = dict(manifest, members={"data.json": {"sha256": "0" * 64, "size": len(text)}})
    deep_data = json.loads(text)
    deep_data["summaries"][0]["params"] = {"x": json.loads(_deep(40))}
    deep_manifest, deep_text = bundle_parts(deep_data)
    broken = small_data()
    del broken["stories"][0]["words"]
    dangling = small_data()
    dangling["reviews"][0]["ranking"].append("m-nowhere")
    bomb = b'{"stories": [' + b" " * (3 * 1024 * 1024) + b"]}"
    return {
        "not a zip": (b"this is not a zip file at all", "not a readable bundle"),
        "empty file": (b"", "not a readable bundle"),
        "absolute path": (
            zip_bytes(_members(manifest, text, ("/etc/cron.d/evil", b"x"))),
            "is absolute",
        ),
        "windows absolute path": (
            zip_bytes(_members(manifest, text, ("C:\\evil.json", b"x"))),
            "is absolute",
        ),
        "climbs out": (
            zip_bytes(_members(manifest, text, ("../../evil.json", b"x"))),
            "climbs out",
        ),
        "climbs out inside": (
            zip_bytes(_members(manifest, text, ("bundles/../../x", b"x"))),
            "climbs out",
        ),
        "unexpected member": (
            zip_bytes(_members(manifest, text, ("notes.txt", b"hi"))),
            "does not have",
        ),
        "missing data": (zip_bytes(_members(manifest, text)[:1]), "has no data.json"),
        "too many members": (
            zip_bytes(_members(manifest, text, *[(f"m{i}", b"") for i in range(9)])),
            "members",
        ),
        "two of one name": (
            zip_bytes(_members(manifest, text, ("data.json", text.encode()))),
            "same name",
        ),
        "zip bomb": (
            zip_bytes([("manifest.json", dumps(manifest).encode()), ("data.json", bomb)]),
            "zip bomb",
        ),
        "header understates size": (
            patch_central(bundle_bytes(), "data.json", size=100),
            "damaged",
        ),
        "header overstates size": (
            patch_central(bundle_bytes(), "data.json", size=900 * 1024 * 1024),
            "more than",
        ),
        "encrypted": (patch_central(bundle_bytes(), "data.json", flags=0x1), "encrypted"),
        "nested too deep": (
            bundle_bytes(deep_data, manifest=deep_manifest, data_text=deep_text),
            "nested",
        ),
        "NaN": (
            bundle_bytes(data_text=text.replace('"reading_level": 5.0', '"reading_level": NaN')),
            "NaN",
        ),
        "duplicate key": (
            bundle_bytes(data_text=text.replace('"words": 100', '"words": 100, "words": 3')),
            "appears twice",
        ),
        "not UTF-8": (
            zip_bytes([("manifest.json", dumps(manifest).encode()), ("data.json", b"\xff\xfe{")]),
            "not UTF-8",
        ),
        "not JSON": (
            zip_bytes([("manifest.json", dumps(manifest).encode()), ("data.json", b"{stories")]),
            "not valid JSON",
        ),
        "schema violation": (bundle_bytes(broken), "does not follow the bundle format"),
        "checksum mismatch": (bundle_bytes(manifest=bad_sum, data_text=text), "checksum"),
        "dangling id": (bundle_bytes(dangling), "does not hang together"),
    }


CASES = _cases()


@pytest.mark.parametrize("case", sorted(CASES))
def test_each_hostile_bundle_is_refused_with_its_reason(arena: Path, case: str) -> None:
    raw, reason = CASES[case]
    path = write(arena / "incoming" / "x.wlbundle", raw)
    before = listing(arena)
    folder = StudyFolder(arena / "study")
    (result,) = folder.import_files([path])
    assert not result.accepted
    assert reason in result.reason, result.reason
    # a refused bundle changes nothing anywhere (the study folder is not even made)
    assert listing(arena) == before


def test_size_caps_hold_for_members_and_totals(arena: Path) -> None:
    raw = bundle_bytes()
    path = write(arena / "incoming" / "b.wlbundle", raw)
    tight = [
        (Limits(max_file_bytes=100), "a bundle may be"),
        (Limits(max_data_bytes=200), "more than the 200"),
        (Limits(max_manifest_bytes=100), "more than the 100"),
        (Limits(max_total_bytes=500), "add up to"),
        (Limits(max_depth=2), "nested"),
    ]
    for limits, reason in tight:
        (result,) = StudyFolder(arena / "study", limits).import_files([path])
        assert not result.accepted and reason in result.reason, (limits, result.reason)
    (result,) = StudyFolder(arena / "study").import_files([path])
    assert result.accepted, result.reason


def test_good_bundles_go_in_and_repeats_are_refused(arena: Path) -> None:
    incoming = arena / "incoming"
    first = write(incoming / "first.wlbundle", bundle_bytes(participant="P01"))
    copy = write(incoming / "copy.wlbundle", first.read_bytes())
    manifest, text = bundle_parts(participant="P01")  # same data, a new bundle id
    same_data = write(incoming / "again.wlbundle", zip_bytes(_members(manifest, text)))
    other = write(incoming / "other.wlbundle", bundle_bytes(small_data("s-2"), participant="P02"))
    elsewhere = write(
        incoming / "elsewhere.wlbundle",
        bundle_bytes(small_data("s-3"), participant="P03", study_id="another-study"),
    )
    junk = write(incoming / "junk.wlbundle", b"PK\x03\x04 broken")
    before = [e for e in listing(arena) if not e[0].startswith("study")]
    folder = StudyFolder(arena / "study")
    results = folder.import_files([first, copy, same_data, junk, other, elsewhere])
    assert [r.accepted for r in results] == [True, False, False, False, True, False]
    assert "already imported" in results[1].reason
    assert "same data" in results[2].reason
    assert "another-study" in results[5].reason and "pilot" in results[5].reason
    assert results[0].line().startswith("accepted  first.wlbundle: participant P01")
    assert results[3].line().startswith("rejected  junk.wlbundle: ")
    # only the study folder changed, and it holds only names the import chose
    assert [e for e in listing(arena) if not e[0].startswith("study")] == before
    stored = sorted(p.name for p in (arena / "study" / "bundles").iterdir())
    assert len(stored) == 2 and all(n[:5].isdigit() and n.endswith(".json") for n in stored)
    assert [b["manifest"]["participant"] for b in folder.bundles()] == ["P01", "P02"]
    assert folder.study_id == "pilot"


def test_a_linked_bundles_folder_is_refused(arena: Path) -> None:
    outside = arena / "outside"
    outside.mkdir()
    study = arena / "study"
    study.mkdir()
    (study / "bundles").symlink_to(outside, target_is_directory=True)
    path = write(arena / "incoming" / "b.wlbundle", bundle_bytes())
    with pytest.raises(Exception, match="not a plain folder"):
        StudyFolder(study).import_files([path])
    assert list(outside.iterdir()) == []


_NAMES = st.sampled_from(
    ["manifest.json", "data.json", "../data.json", "/abs.json", "a/../../b", "x", "data.json/",
     "C:\\x", "..\\..\\y", "dir/", "\u202edata.json", ""]
)  # fmt: skip


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    members=st.lists(st.tuples(_NAMES, st.binary(max_size=200)), max_size=5),
    keep_valid=st.booleans(),
    flips=st.lists(st.tuples(st.integers(min_value=0), st.integers(0, 255)), max_size=8),
    cut=st.one_of(st.none(), st.integers(min_value=0)),
)
def test_generated_hostile_bundles_never_crash_or_escape(
    arena: Path,
    members: list[tuple[str, bytes]],
    keep_valid: bool,
    flips: list[tuple[int, int]],
    cut: int | None,
) -> None:
    manifest, text = bundle_parts()
    base = _members(manifest, text) if keep_valid else []
    try:
        raw = bytearray(zip_bytes(base + members))
    except (ValueError, zipfile.BadZipFile):  # a name zipfile itself refuses to write
        return
    for at, value in flips:
        raw[at % len(raw)] = value
    if cut is not None:
        raw = raw[: cut % (len(raw) + 1)]
    path = write(arena / "incoming" / "fuzz.wlbundle", bytes(raw))
    outside = [e for e in listing(arena) if not e[0].startswith("study")]
    (result,) = StudyFolder(arena / "study").import_files([path])
    assert result.accepted or result.reason
    assert [e for e in listing(arena) if not e[0].startswith("study")] == outside
    study = arena / "study"
    if study.exists():
        assert {p.name for p in study.iterdir()} <= {"index.sqlite", "bundles", ".writerlens.lock"}


@settings(max_examples=40, deadline=None)
@given(
    value=st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
        lambda children: (
            st.lists(children, max_size=4)
            | st.dictionaries(st.text(max_size=8), children, max_size=4)
        ),
        max_leaves=30,
    )
)
def test_generated_data_is_refused_without_crashing(value: object) -> None:
    from writerlens.study.coordinator.bundle_reader import parse_bundle
    from writerlens.study.errors import BundleRejected

    text = json.dumps(value)
    manifest, _ = bundle_parts()
    raw = zip_bytes(_members(manifest, text))
    with pytest.raises(BundleRejected):
        parse_bundle(raw)
