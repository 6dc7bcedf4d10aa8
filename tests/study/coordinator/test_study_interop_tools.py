"""Highlights and links out to Label Studio, doccano and W3C tools and back, checked with the
tools' own rules: Label Studio's SDK (its labeling-config validation and its converter's
Python slicing), doccano's browser (UTF-16 units) and its JSONL reader (Python file lines), and
the W3C Web Annotation test suite's schemas run by ``jsonschema``."""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

import pytest
from interop_corpus import HARD, corpus, expected, links

from writerlens.study.coordinator.interop_export import (
    LINK,
    LINKED_PASSAGE,
    doccano_jsonl,
    label_studio_config,
    label_studio_tasks,
    web_annotations,
)
from writerlens.study.coordinator.interop_import import (
    read_doccano,
    read_label_studio,
    read_web_annotations,
)

SUITE = Path(__file__).parents[1] / "data" / "w3c-web-annotation-tests"


def _one(text: str, quote: str, nth: int = 0) -> dict[str, Any]:
    start = -1
    for _ in range(nth + 1):
        start = text.index(quote, start + 1)
    span = {"id": "a-1", "summary_id": "m-1", "start": start, "end": start + len(quote),
            "quote": quote, "label_id": "coherence.repetition", "antecedent_id": None}  # fmt: skip
    return {
        "stories": [],
        "summaries": [
            {"id": "m-1", "story_id": "s-1", "provider": "p", "model": "x", "text": text}
        ],
        "reviews": [{"story_id": "s-1", "order": ["m-1"], "spans": [span]}],
    }


def _js_slice(text: str, start: int, end: int) -> str:
    """What a browser's ``text.slice(start, end)`` shows: UTF-16 code units."""
    units = text.encode("utf-16-le", "surrogatepass")
    return units[2 * start : 2 * end].decode("utf-16-le", "surrogatepass")


def test_label_studio_counts_code_points_as_its_own_emoji_test() -> None:
    """Label Studio's "NER - Emoji - Text" test expects "test" at 21-25 in this text."""
    (task,) = label_studio_tasks(_one("🐱 Warning: This is a test text", "test"))
    (region,) = task["annotations"][0]["result"]
    assert (region["value"]["start"], region["value"]["end"]) == (21, 25)


def test_doccano_counts_utf16_units_as_its_browser() -> None:
    """doccano issue 2290: "firetrucks" is at 22-32 in doccano, 19-29 in Python."""
    text = "👨🏻‍🚒 firemen drive firetrucks"
    record = json.loads(doccano_jsonl(_one(text, "firetrucks")))
    (entity,) = record["entities"]
    assert (entity["start_offset"], entity["end_offset"]) == (22, 32)
    assert _js_slice(text, 22, 32) == "firetrucks"
    (document,) = read_doccano(json.dumps(record))
    assert [(s.start, s.end, s.status) for s in document.spans] == [(19, 29, "exact")]


def test_every_format_round_trips_offsets_links_and_labels() -> None:
    data = corpus(HARD)
    want = expected(data)
    texts = {s["id"]: s["text"] for s in data["summaries"]}
    assert links(data) >= 2 * len(HARD) - 1

    got: dict[str, dict[str, set[tuple[Any, ...]]]] = {}
    for document in read_doccano(doccano_jsonl(data)):
        got.setdefault("doccano", {})[document.id] = {
            (s.id, s.start, s.end, s.label, s.link, s.link_id) for s in document.spans
        }
    for task in read_label_studio(json.dumps(label_studio_tasks(data))):
        (annotation,) = task.annotations
        got.setdefault("label-studio", {})[task.data["summary_id"]] = {
            (s.id, s.start, s.end, s.label, s.link, s.link_id) for s in annotation.spans
        }
    sources = {f"urn:writerlens:summary:{k}": v for k, v in texts.items()}
    read = read_web_annotations(json.dumps(web_annotations(data)), sources)
    got["w3c"] = {
        source.removeprefix("urn:writerlens:summary:"): {
            (s.id, s.start, s.end, s.label, s.link, s.link_id) for s in spans
        }
        for source, spans in read.items()
    }
    for name, found in got.items():
        assert found == want, name


def test_doccano_shows_every_exported_span_at_its_offsets() -> None:
    data = corpus(HARD)
    quotes = {s["id"]: s["quote"] for r in data["reviews"] for s in r["spans"]}
    shown = 0
    for line in doccano_jsonl(data).split("\n")[:-1]:
        record = json.loads(line)
        names = record["span_ids"]
        for entity in record["entities"]:
            text = _js_slice(record["text"], entity["start_offset"], entity["end_offset"])
            if entity["label"] != LINKED_PASSAGE:
                assert text == quotes[names[str(entity["id"])]]
                shown += 1
        assert {r["type"] for r in record["relations"]} <= {LINK}
    assert shown == len(quotes)


def test_doccano_reader_and_writer_follow_json_lines(tmp_path: Path) -> None:
    """Only "\\n" ends a record: U+2028, U+2029 and U+0085 stay inside the summary, for
    doccano's own reader (Python file iteration, as its LineReader) and for ours."""
    data = corpus(HARD)
    written = doccano_jsonl(data)
    assert "\u2028" in written and "\u0085" in written  # written as themselves
    path = tmp_path / "doccano.jsonl"
    path.write_text(written, encoding="utf-8", newline="")
    with open(path, encoding="utf-8") as handle:  # doccano's LineReader
        theirs = [json.loads(line.rstrip()) for line in handle]
    ours = read_doccano(path.read_bytes())
    texts = [s["text"] for s in data["summaries"]]
    assert [r["text"] for r in theirs] == [d.text for d in ours] == texts


def test_label_studio_sdk_accepts_tasks_config_and_relations() -> None:
    interface = pytest.importorskip("label_studio_sdk.label_interface").LabelInterface
    data = corpus(HARD)
    config = interface(label_studio_config(data))
    regions = relations = 0
    for task in label_studio_tasks(data):
        result = task["annotations"][0]["result"]
        assert config.validate_prediction({"result": result}, return_errors=True) == []
        regions += sum(1 for r in result if r["type"] == "labels")
        relations += sum(1 for r in result if r["type"] == "relation")
    assert relations == links(data)
    assert regions > sum(len(r["spans"]) for r in data["reviews"])  # linked passages added


def test_label_studio_converter_tags_the_exported_words() -> None:
    """The SDK's CoNLL converter tags tokens by slicing the text in Python: the tagged tokens
    are the highlighted words."""
    utils = pytest.importorskip("label_studio_sdk.converter.utils")
    data = corpus(HARD)
    checked = 0
    for task in label_studio_tasks(data):
        text = task["data"]["text"]
        for region in task["annotations"][0]["result"]:
            if region["type"] != "labels":
                continue
            tokens, tags = utils.create_tokens_and_tags(text, [region["value"]])
            tagged = "".join(t for t, tag in zip(tokens, tags, strict=True) if tag != "O")
            assert tagged == "".join(region["value"]["text"].split())
            checked += 1
    assert checked


@functools.cache
def _suite_validator(schema_file: str) -> Any:
    jsonschema = pytest.importorskip("jsonschema")
    referencing = pytest.importorskip("referencing")
    resources = []
    for path in SUITE.rglob("*.json"):
        contents = json.loads(path.read_text("utf-8"))
        resource = referencing.Resource.from_contents(
            contents, default_specification=referencing.jsonschema.DRAFT4
        )
        resources.append((path.name, resource))
    registry = referencing.Registry().with_resources(resources)
    schema = json.loads((SUITE / schema_file).read_text("utf-8"))
    return jsonschema.Draft4Validator(schema, registry=registry), schema


def _musts(test_file: str) -> list[str]:
    return json.loads((SUITE / test_file).read_text("utf-8"))["assertions"]


def _passes(assertion: str, instance: dict[str, Any]) -> bool:
    validator, schema = _suite_validator(assertion)
    valid = validator.is_valid(instance)
    return valid if schema.get("expectedResult", "valid") == "valid" else not valid


def test_w3c_export_passes_every_must_of_the_test_suite() -> None:
    collection = web_annotations(corpus(HARD))
    page = collection["first"]
    failed = [a for a in _musts("collections/collectionMusts.test") if not _passes(a, collection)]
    # "an Annotation Collection with an embedded Page", as the suite's page test reads it
    failed += [a for a in _musts("collections/pages/pageMusts.test") if not _passes(a, collection)]
    for item in page["items"]:
        failed += [a for a in _musts("annotations/annotationMusts.test") if not _passes(a, item)]
    assert failed == []
    assert collection["id"] and page["id"]


def test_w3c_suite_fails_a_collection_without_id() -> None:
    """The check can fail: the suite rejects what the export used to write."""
    collection = web_annotations(corpus(HARD[:1]))
    del collection["id"]
    assert not _passes("collections/5.1-collectionIdValidated.json", collection)


def test_label_studio_import_keeps_a_region_on_its_repeat() -> None:
    text = "She thanks Walter 👍 and stays. She thanks Walter again."
    data = _one(text, "She thanks Walter", nth=1)
    (task,) = read_label_studio(json.dumps(label_studio_tasks(data)))
    (span,) = task.annotations[0].spans
    assert (span.start, span.status) == (text.rindex("She thanks Walter"), "exact")

    # Offsets that do not hold the words: the repeat is reported, not the first one taken.
    moved = label_studio_tasks(data)
    moved[0]["annotations"][0]["result"][0]["value"].update(start=0, end=3)
    (task,) = read_label_studio(json.dumps(moved))
    (span,) = task.annotations[0].spans
    assert span.status == "ambiguous" and span.start is None and len(span.candidates) == 2


def test_w3c_import_tells_repeats_apart_by_prefix_and_suffix() -> None:
    text = "She thanks Walter 👍 and stays. She thanks Walter again."
    collection = web_annotations(_one(text, "She thanks Walter", nth=1))
    position = collection["first"]["items"][0]["target"]["selector"][0]
    position.update(start=0, end=1)  # offsets that no longer fit
    read = read_web_annotations(json.dumps(collection), {"urn:writerlens:summary:m-1": text})
    (span,) = read["urn:writerlens:summary:m-1"]
    assert (span.start, span.status) == (text.rindex("She thanks Walter"), "found")


def test_a_link_outside_its_summary_is_refused_at_import(tmp_path: Path) -> None:
    """A bundle whose link points past its summary's end never reaches an export."""
    from study_builders import bundle_bytes, small_data, write

    from writerlens.study.coordinator.collection import StudyFolder

    data = small_data()
    span = data["reviews"][0]["spans"][0]
    text = next(s["text"] for s in data["summaries"] if s["id"] == span["summary_id"])
    span["antecedent"] = {"start": len(text), "end": len(text) + 5}
    (result,) = StudyFolder(tmp_path / "study").import_files(
        [write(tmp_path / "b.wlbundle", bundle_bytes(data))]
    )
    assert not result.accepted and "points at a passage outside its summary" in result.reason
