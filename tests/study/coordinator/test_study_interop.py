"""Spans out to annotation tools and back; real Label Studio exports and quote-only spans."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from writerlens.review.spans import utf16_units
from writerlens.study.coordinator.analysis import agreement
from writerlens.study.coordinator.interop_export import (
    doccano_jsonl,
    label_studio_tasks,
    web_annotations,
)
from writerlens.study.coordinator.interop_import import (
    AnnotationFileError,
    quote_spans,
    read_doccano,
    read_label_studio,
)

TEXT = "Nell 🕯️ comes back warm. She thanks Walter 👍 and stays. She thanks Walter again."


def _data() -> dict:
    def span(sid: str, quote: str, label: str, nth: int = 0, **kw: object) -> dict:
        start = -1
        for _ in range(nth + 1):
            start = TEXT.index(quote, start + 1)
        return {"id": sid, "summary_id": "m-1", "start": start, "end": start + len(quote),
                "quote": quote, "label_id": label, "antecedent_id": None, **kw}  # fmt: skip

    return {
        "stories": [],
        "summaries": [
            {"id": "m-1", "story_id": "s-1", "provider": "p", "model": "x", "text": TEXT},
            {"id": "m-2", "story_id": "s-1", "provider": "p", "model": "y"},  # no text
        ],
        "reviews": [
            {
                "story_id": "s-1",
                "order": ["m-1", "m-2"],
                "spans": [
                    span("a-1", "comes back warm", "faithfulness.feeling", comment="Cold, in fact"),
                    span("a-2", "stays", "faithfulness.action"),
                    span(
                        "a-3",
                        "She thanks Walter",
                        "coherence.repetition",
                        nth=1,
                        antecedent_id="a-2",
                    ),
                ],
            }
        ],
    }


def test_web_annotations_carry_both_selectors() -> None:
    collection = web_annotations(_data())
    assert collection["type"] == "AnnotationCollection" and collection["total"] == 3
    assert collection["id"] and collection["first"]["id"]
    first, _, third = collection["first"]["items"]
    position, quote = first["target"]["selector"]
    assert position["type"] == "TextPositionSelector"
    assert TEXT[position["start"] : position["end"]] == quote["exact"] == "comes back warm"
    assert quote["prefix"] == TEXT[: position["start"]]
    assert {"purpose": "commenting", "type": "TextualBody", "value": "Cold, in fact"} in first[
        "body"
    ]
    assert first["body"][0]["value"] == "faithfulness.feeling"
    assert third["body"][-1] == {
        "type": "SpecificResource", "purpose": "linking", "source": "urn:writerlens:span:a-2"
    }  # fmt: skip
    json.dumps(collection)  # plain JSON-LD


def test_doccano_round_trip() -> None:
    lines = doccano_jsonl(_data())
    assert len(lines.splitlines()) == 1  # the summary without text is skipped
    record = json.loads(lines)
    start = TEXT.index("stays")
    assert record["entities"][1]["start_offset"] == utf16_units(TEXT, start) != start
    (document,) = read_doccano(lines)
    assert document.id == "m-1" and document.text == TEXT
    assert [(s.start, s.end, s.label) for s in document.spans] == [
        (s["start"], s["end"], s["label_id"]) for s in _data()["reviews"][0]["spans"]
    ]
    assert all(s.status == "exact" for s in document.spans)


def test_doccano_entities_and_document_labels() -> None:
    line = json.dumps(
        {"id": 7, "text": "abc def", "label": ["good"],
         "entities": [{"id": 1, "start_offset": 4, "end_offset": 7, "label": "X"}]}
    )  # fmt: skip
    (document,) = read_doccano(line + "\n\n")
    assert document.labels == ("good",)
    assert [(s.start, s.end, s.label, s.quote) for s in document.spans] == [(4, 7, "X", "def")]
    with pytest.raises(AnnotationFileError, match="line 1"):
        read_doccano('{"no": "text"}')


def test_label_studio_round_trip_counts_code_points() -> None:
    tasks = label_studio_tasks(_data())
    (task,) = tasks
    regions = [r for r in task["annotations"][0]["result"] if r["type"] == "labels"]
    region = regions[1]  # "stays", after two emoji
    start = TEXT.index("stays")
    assert region["value"]["start"] == start != utf16_units(TEXT, start)
    (imported,) = read_label_studio(json.dumps(tasks))
    spans = imported.annotations[0].spans
    assert [(s.start, s.end, s.label) for s in spans] == [
        (s["start"], s["end"], s["label_id"]) for s in _data()["reviews"][0]["spans"]
    ]
    assert spans[0].comment == "Cold, in fact"
    assert all(s.status == "exact" for s in spans)


def test_label_studio_offsets_that_do_not_fit_fall_back_to_the_quote() -> None:
    task = {
        "id": 1,
        "data": {"text": TEXT},
        "annotations": [
            {"completed_by": 3, "result": [
                {"id": "r1", "from_name": "label", "to_name": "text", "type": "labels",
                 "value": {"start": 0, "end": 3, "text": "stays", "labels": ["L"]}},
                {"id": "r2", "from_name": "label", "to_name": "text", "type": "labels",
                 "value": {"start": 0, "end": 3, "text": "She thanks Walter", "labels": ["L"]}},
                {"id": "r3", "from_name": "pick", "to_name": "text", "type": "pairwise",
                 "value": {"selected": "left"}},
                {"id": "r4", "from_name": "order", "to_name": "text", "type": "ranker",
                 "value": {"ranker": {"best": ["b", "a"]}}},
            ]},
            {"completed_by": 4, "was_cancelled": True, "result": []},
        ],
    }  # fmt: skip
    (imported,) = read_label_studio(json.dumps([task]))
    (annotation,) = imported.annotations  # the cancelled one is skipped
    found, twice = annotation.spans
    assert (found.status, TEXT[found.start : found.end]) == ("found", "stays")
    assert twice.status == "ambiguous" and len(twice.candidates) == 2
    assert annotation.pairwise == {"pick": "left"}
    assert annotation.rankings == {"order:best": ("b", "a")}
    assert annotation.annotator == "3"


@pytest.fixture
def booookscore(external: Path) -> Path:
    return external / "booookscore"


def _which(task_data: dict, hier: dict, inc: dict) -> dict[str, str]:
    book = task_data["book"]
    first = "hier" if hier[book]["summary"] == task_data["summary_1"] else "inc"
    assert (inc if first == "hier" else hier)[book]["summary"] == task_data["summary_2"]
    return {"Summary 1": first, "Summary 2": "inc" if first == "hier" else "hier", "Draw": "draw"}


def test_real_label_studio_exports_give_the_published_counts(booookscore: Path) -> None:
    hier = json.loads((booookscore / "summary-gpt4-4096-hier.json").read_text("utf-8"))
    inc = json.loads((booookscore / "summary-gpt4-4096-inc.json").read_text("utf-8"))
    formal = booookscore / "qualitative_comparison" / "formal"
    preferences: dict[str, dict[str, str]] = {}
    for number in (1, 2, 3, 4):
        tasks = read_label_studio((formal / f"annotator{number}.json").read_bytes())
        published = json.loads((formal / f"annotator{number}-counts.json").read_text("utf-8"))
        assert len(tasks) == 20
        counted: dict[str, Counter[str]] = {"detail": Counter(), "preference": Counter()}
        for task in tasks:
            (annotation,) = task.annotations
            which = _which(task.data, hier, inc)
            for question in counted:
                (choice,) = annotation.choices[question]
                counted[question][which[choice]] += 1
            preferences.setdefault(task.data["book"], {})[str(number)] = which[
                annotation.choices["preference"][0]
            ]
            assert annotation.texts["preference_comments"].strip()
        assert dict(counted["preference"]) == {
            k: v for k, v in published["Preference"].items() if v
        }
        assert dict(counted["detail"]) == {k: v for k, v in published["Detail"].items() if v}

    # Each annotator judged 20 books of their own: there is nothing to agree on.
    assert len(preferences) == 80
    found = agreement([list(p.values()) for p in preferences.values()], "preference")
    assert found["items"] == 0 and "no item" in found["note"]


def test_agreement_of_the_three_error_annotators(external: Path) -> None:
    """Reading Subtext's three annotators each categorised the same 20 errors per model."""
    folder = external / "reading-subtext" / "error_annotations"
    units = []
    for model in ("claude", "gpt4", "llama"):
        by_annotator = [
            json.loads((folder / f"Annotator{n}" / f"{model}-errors.json").read_text("utf-8"))
            for n in (1, 2, 3)
        ]
        for error in by_annotator[0]:
            units.append(
                [a[error][1] if a[error][0] == "Yes" else "no error" for a in by_annotator]
            )
    assert len(units) == 60
    found = agreement(units, "faithfulness category")
    assert (found["items"], found["max_raters"]) == (60, 3)

    # Fleiss by hand (3 raters everywhere).
    categories = sorted({v for u in units for v in u})
    table = [[u.count(c) for c in categories] for u in units]
    p_bar = sum((sum(n * n for n in row) - 3) / 6 for row in table) / len(units)
    total = 3 * len(units)
    p_e = sum((sum(row[j] for row in table) / total) ** 2 for j in range(len(categories)))
    assert found["fleiss_kappa"] == pytest.approx((p_bar - p_e) / (1 - p_e))

    # Krippendorff's nominal alpha by pairs: each unit's ordered pairs of different values,
    # weighted 1/(m-1), against the pairs expected from all values.
    disagreeing = sum(a != b for u in units for i, a in enumerate(u) for j, b in enumerate(u)
                      if i != j) / 2  # fmt: skip
    counts = Counter(v for u in units for v in u)
    expected = (total * total - sum(n * n for n in counts.values())) / (total * (total - 1))
    alpha = 1 - (disagreeing / total) / expected
    assert found["krippendorff_alpha_nominal"] == pytest.approx(alpha)
    assert -1 < alpha < 1


def test_quote_only_spans_are_found_and_repeats_flagged(booookscore: Path) -> None:
    books = json.loads((booookscore / "summary-gpt4-4096-hier.json").read_text("utf-8"))
    statuses: Counter[str] = Counter()
    for book in books.values():
        text = book["summary"]
        for span in quote_spans(text, book["singles"]):
            statuses[span.status] += 1
            if span.status == "found":
                assert text[span.start : span.end] == span.quote
                assert text.count(span.quote) == 1
            elif span.status == "ambiguous":
                assert span.start is None and len(span.candidates) >= 2
                assert all(text.startswith(span.quote, at) for at in span.candidates)
            else:
                assert span.quote not in text
            assert span.label  # every single carries its label
    assert statuses["found"] > 300
    assert statuses["ambiguous"] >= 1  # the release notes some quotes occur more than once
