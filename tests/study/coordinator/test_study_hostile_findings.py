"""Regression tests for issue #11's hostile-bundle findings (numbered as in the issue).

Each case broke a promise the coordinator relies on: an import that ends, "accepted" that means
kept, one bad bundle that costs only itself, and reasons that quote input harmlessly.
"""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from study_builders import bundle_parts, small_data, write, zip_bytes

from writerlens.cli import main
from writerlens.study.coordinator import collection
from writerlens.study.coordinator.collection import StudyFolder
from writerlens.study.formats import Limits
from writerlens.study.safe_json import UnsafeJson, loads_capped, measure
from writerlens.study.writer.bundle_data import dumps
from writerlens.study.writer.bundle_file import build_manifest


@pytest.fixture
def incoming(tmp_path: Path) -> Path:
    folder = tmp_path / "incoming"
    folder.mkdir()
    return folder


def _bundle(folder: Path, name: str, data: dict | None = None, text: str | None = None,
            **kw: object) -> Path:  # fmt: skip
    """A bundle whose manifest matches ``text`` (the data as written, hostile or not)."""
    data = small_data() if data is None else data
    text = dumps(data) if text is None else text
    manifest = build_manifest(
        data,
        text,
        study_id=kw.get("study_id", "pilot"),  # type: ignore[arg-type]
        participant=kw.get("participant", "P01"),  # type: ignore[arg-type]
        bundle_id=kw.get("bundle_id"),  # type: ignore[arg-type]
    )
    raw = zip_bytes([("manifest.json", dumps(manifest).encode()), ("data.json", text.encode())])
    return write(folder / name, raw)


def _within(seconds: float, work: object) -> float:
    started = time.perf_counter()
    work()  # type: ignore[operator]
    elapsed = time.perf_counter() - started
    assert elapsed < seconds, f"took {elapsed:.1f} s: not linear time"
    return elapsed


# 1 -- the nesting scan is linear, whatever the quotes and backslashes -------------------------


@pytest.mark.parametrize(
    "hostile",
    ['"' + '\\"' * 40_000, '"\\' * 40_000, '["' + "\\\\" * 40_000, '{"a":"' + '\\"' * 40_000],
)
def test_nesting_scan_of_hostile_quotes_is_linear(hostile: str) -> None:
    # 80 KB: the old regular expression took over 10 s here (148 s at 256 KB)
    _within(1.0, lambda: measure(hostile))
    with pytest.raises(UnsafeJson):
        loads_capped(hostile.encode(), max_bytes=10**6, max_depth=32)


_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=30,
)


def _depth(value: object) -> int:
    if isinstance(value, list):
        return 1 + max((_depth(v) for v in value), default=0)
    if isinstance(value, dict):
        return 1 + max((_depth(v) for v in value.values()), default=0)
    return 0


@settings(max_examples=200, deadline=None)
@given(_json)
def test_nesting_scan_agrees_with_the_parser(value: object) -> None:
    for text in (json.dumps(value), json.dumps(value, ensure_ascii=False, indent=1)):
        assert measure(text)[0] == _depth(value)


# 2 -- two imports into one folder: accepted means kept ------------------------------------------


def test_two_imports_at_once_keep_every_accepted_bundle(
    tmp_path: Path, incoming: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # widen the window between reading and rewriting the index, where the race lost bundles
    original = collection.write_bytes_atomic

    def slow_write(path: Path, data: bytes) -> None:
        time.sleep(0.02)
        original(path, data)

    monkeypatch.setattr(collection, "write_bytes_atomic", slow_write)
    study = tmp_path / "study"
    batches = [
        [_bundle(incoming, f"{who}{n}.wlbundle", small_data(f"s-{who}{n}"), participant=who)
         for n in range(4)]
        for who in ("P01", "P02")
    ]  # fmt: skip
    results: list[collection.ImportResult] = []
    start = threading.Barrier(2)

    def run(paths: list[Path]) -> None:
        start.wait()
        results.extend(StudyFolder(study).import_files(paths))

    threads = [threading.Thread(target=run, args=(batch,)) for batch in batches]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    accepted = {r.bundle_id for r in results if r.accepted}
    assert len(accepted) == 8
    index = StudyFolder(study).index()
    assert {e["bundle_id"] for e in index["bundles"]} == accepted
    assert len(StudyFolder(study).bundles()) == 8


# 3 -- a lone surrogate costs only its own bundle, and its reason prints ------------------------


def test_a_lone_surrogate_is_refused_and_the_batch_goes_on(tmp_path: Path, incoming: Path) -> None:
    evil_data = small_data("s-evil")
    evil_text = dumps(evil_data).replace('"reading-subtext"', '"reading-subtext\\ud800"', 1)
    files = [
        _bundle(incoming, "good1.wlbundle", small_data("s-1")),
        _bundle(incoming, "evil.wlbundle", evil_data, evil_text, participant="P02"),
        _bundle(incoming, "good2.wlbundle", small_data("s-2"), participant="P03"),
    ]
    results = StudyFolder(tmp_path / "study").import_files(files)
    assert [r.accepted for r in results] == [True, False, True]
    assert "broken character" in results[1].reason
    assert len(StudyFolder(tmp_path / "study").bundles()) == 2


def test_a_reason_quoting_a_lone_surrogate_prints(
    tmp_path: Path, incoming: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    key = '"\\udc80\\u001b[2J"'
    text = dumps(small_data()).replace('"stories"', f'{key}: 1, {key}: 2, "stories"', 1)
    path = _bundle(incoming, "dup.wlbundle", small_data(), text)
    code = main(["study", "import", "--study-dir", str(tmp_path / "study"), str(path)])
    out = capsys.readouterr().out
    assert code == 1
    assert "appears twice" in out
    assert "\x1b" not in out and "\\udc80" in out


# 4 -- memory: values are counted before parsing; a header's packed size cannot excuse a bomb ---


def test_too_many_values_are_refused_before_parsing(tmp_path: Path, incoming: Path) -> None:
    data = small_data()
    data["summaries"][0]["params"] = {"x": [{}] * 3000}
    path = _bundle(incoming, "many.wlbundle", data)
    (result,) = StudyFolder(tmp_path / "study", Limits(max_values=2000)).import_files([path])
    assert not result.accepted
    assert "more than 2,000 values" in result.reason


def test_a_header_that_overstates_the_packed_size_does_not_hide_a_bomb(
    tmp_path: Path, incoming: Path
) -> None:
    import struct

    data = small_data()
    data["summaries"][0]["params"] = {"pad": " " * (3 * 1024 * 1024)}
    manifest, text = bundle_parts(data)
    raw = bytearray(
        zip_bytes([("manifest.json", dumps(manifest).encode()), ("data.json", text.encode())])
    )
    at = raw.find(b"PK\x01\x02", raw.find(b"data.json") + 1)
    while at >= 0:  # central header of data.json: claim 1 GB packed
        if raw[at + 46 : at + 55] == b"data.json":
            struct.pack_into("<I", raw, at + 20, 1_000_000_000)
        at = raw.find(b"PK\x01\x02", at + 4)
    path = write(incoming / "bomb.wlbundle", bytes(raw))
    (result,) = StudyFolder(tmp_path / "study").import_files([path])
    assert not result.accepted
    assert "zip bomb" in result.reason


# 6 -- valid bundles that broke later steps ----------------------------------------------------


def test_a_model_named_like_math_text_still_gets_a_report(tmp_path: Path, incoming: Path) -> None:
    from writerlens.services import study as studies

    data = small_data()
    data["summaries"][0]["model"] = "$\\foo$"
    data["summaries"][1]["model"] = "$x^{$"
    path = _bundle(incoming, "math.wlbundle", data)
    assert StudyFolder(tmp_path / "study").import_files([path])[0].accepted
    files = studies.report(tmp_path / "study", tmp_path / "report")
    assert files.html_path.is_file()


def test_float_span_offsets_are_refused(tmp_path: Path, incoming: Path) -> None:
    text = dumps(small_data()).replace('"start": 0', '"start": 0.0', 1)
    text = text.replace('"end": 4', '"end": 4.0', 1)
    assert '"start": 0.0' in text
    path = _bundle(incoming, "float.wlbundle", small_data(), text)
    (result,) = StudyFolder(tmp_path / "study").import_files([path])
    assert not result.accepted
    assert "is not of type 'integer'" in result.reason


# 9 -- rejection reasons cannot drive the coordinator's terminal -------------------------------


def test_terminal_escapes_in_a_reason_are_shown_not_obeyed(
    tmp_path: Path, incoming: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    key = '"\\u001b]0;owned\\u0007"'
    text = dumps(small_data()).replace('"stories"', f'{key}: 1, {key}: 1, "stories"', 1)
    path = _bundle(incoming, "esc\x1b[2J\x9b.wlbundle", small_data(), text)
    main(["study", "import", "--study-dir", str(tmp_path / "study"), str(path)])
    main(["study", "import", "--study-dir", str(tmp_path / "study"), str(path), "--json"])
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\x07" not in out and "\x9b" not in out
    assert "\\x1b]0;owned\\x07" in out


# 10 -- accepted but should have been refused --------------------------------------------------


@pytest.mark.parametrize("number", ["1e400", "1E999", "-1e400"])
def test_numbers_too_big_for_a_float_are_refused(
    tmp_path: Path, incoming: Path, number: str
) -> None:
    text = dumps(small_data()).replace('"reading_level": 5.0', f'"reading_level": {number}', 1)
    path = _bundle(incoming, "inf.wlbundle", small_data(), text)
    (result,) = StudyFolder(tmp_path / "study").import_files([path])
    assert not result.accepted
    assert "too big to be read" in result.reason


@pytest.mark.parametrize("where", ["participant", "study_id"])
def test_ids_with_a_trailing_newline_are_refused(
    tmp_path: Path, incoming: Path, where: str
) -> None:
    ids = {"participant": "P01", "study_id": "pilot"}
    ids[where] += "\n"
    path = _bundle(incoming, "nl.wlbundle", small_data(), **ids)
    (result,) = StudyFolder(tmp_path / "study").import_files([path])
    assert not result.accepted
    if where == "participant":  # a code that is not an id is refused without being quoted
        assert "participant code could identify" in result.reason and "P01" not in result.reason
    else:
        assert f"manifest/{where}: '{ids[where][:-1]}\\n'" in result.reason


def test_a_reserialised_copy_with_a_new_bundle_id_is_a_copy(tmp_path: Path, incoming: Path) -> None:
    data = small_data()
    first = _bundle(incoming, "first.wlbundle", data)
    copy_text = json.dumps(data, indent=4, sort_keys=True)  # same data, other bytes
    copy = _bundle(incoming, "copy.wlbundle", data, copy_text)
    results = StudyFolder(tmp_path / "study").import_files([first, copy])
    assert [r.accepted for r in results] == [True, False]
    assert "it is a copy" in results[1].reason
    assert len(StudyFolder(tmp_path / "study").bundles()) == 1


@pytest.mark.parametrize("change", ["reordered", "400.0", "nfd"])
def test_a_copy_spelled_differently_is_still_a_copy(
    tmp_path: Path, incoming: Path, change: str
) -> None:
    """Copies that evaded the duplicate check: the summaries listed in another order, a count
    written 100.0 for 100, text in NFD. The content is the same, so it is a copy."""
    import unicodedata

    data = small_data()
    data["summaries"][0]["text"] = "Mara walked to the café with Zoë."
    first = _bundle(incoming, "first.wlbundle", data)
    copy = json.loads(json.dumps(data))
    if change == "reordered":
        copy["summaries"].reverse()
        copy["reviews"][0]["summaries"].reverse()
    elif change == "400.0":
        copy["stories"][0]["words"] = 100.0
    else:
        copy["summaries"][0]["text"] = unicodedata.normalize("NFD", data["summaries"][0]["text"])
    again = _bundle(incoming, "copy.wlbundle", copy)
    results = StudyFolder(tmp_path / "study").import_files([first, again])
    assert [r.accepted for r in results] == [True, False], results[1].reason
    # a ranking in another order is a different answer, not a copy
    ranked = json.loads(json.dumps(data))
    ranked["reviews"][0]["ranking"].reverse()
    third = _bundle(incoming, "ranked.wlbundle", ranked)
    (result,) = StudyFolder(tmp_path / "study").import_files([third])
    assert result.accepted


def test_replacing_a_participants_answers_says_what_changes_and_keeps_the_old(
    tmp_path: Path, incoming: Path
) -> None:
    first = _bundle(incoming, "first.wlbundle", small_data())
    changed = small_data()
    changed["reviews"][0]["summaries"][0]["answers"]["coverage"] = 1
    again = _bundle(incoming, "again.wlbundle", changed)
    results = StudyFolder(tmp_path / "study").import_files([first, again])
    assert all(r.accepted for r in results)
    assert results[0].replaces == ""
    assert results[1].replaces == (
        "Replaces P01's earlier answers for 1 story (s-1): 1 answer changes. The earlier bundle "
        "is kept; the report uses this one."
    )
    assert "earlier bundle is kept" in results[1].line()
    assert len(StudyFolder(tmp_path / "study").bundles()) == 2
