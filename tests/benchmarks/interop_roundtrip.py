"""Every highlight and link of a study out to Label Studio, doccano and W3C tools and back.

The BooookScore release's 200 GPT-4 book summaries with their annotators' highlights (quotes
found in the summary; a quote that repeats without context is left out, as WriterLens would
not place it) and their relations (the later passage points at the earlier one, highlighted or
not), each summary opened by one of the hard texts of tests/study/interop_corpus.py (emoji, ZWJ
sequences, combining marks, CJK, CRLF, U+2028/U+2029/U+0085) and with CRLF line ends in every
third summary, plus those hard texts themselves.

Per format: spans exported; spans whose words the tool's own rule shows at the exported offsets
(Label Studio: Python code points, as its emoji test and its SDK's converters; doccano: a
JavaScript string's UTF-16 units; W3C: code points, and the TextQuoteSelector's exact words);
links exported; and the round trip export -> import with identical offsets, labels and links.
The same figures for the export before #27 (git 6daaea2) are printed as the baseline.

The release's yes/no answers (whether the two summaries contradict each other, whether each
leaves out something important) are carried too: read straight from the annotators' files,
written into the bundles by the release import (format 3), read back by the coordinator's
import, and agreed on per question by `study agreement` on the study folder (before format 3
the bundles had no place for them).

Run: PYTHONPATH=.:tests/study python tests/benchmarks/interop_roundtrip.py [--books N]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import types
from pathlib import Path
from typing import Any

from interop_corpus import HARD, corpus, expected

from writerlens.review.spans import CONTEXT, AnchorStatus, find_quote
from writerlens.study.coordinator import interop_export
from writerlens.study.coordinator.interop_import import (
    read_doccano,
    read_label_studio,
    read_web_annotations,
)

RELEASE = Path(__file__).resolve().parents[2].parent / "shared" / "external" / "booookscore"
BASELINE = "6daaea2"


def _span(text: str, sid: str, summary: str, start: int, end: int, label: str) -> dict[str, Any]:
    return {
        "id": sid, "summary_id": summary, "start": start, "end": end, "quote": text[start:end],
        "prefix": text[max(0, start - CONTEXT) : start], "suffix": text[end : end + CONTEXT],
        "label_id": label, "antecedent_id": None,
    }  # fmt: skip


def _where(text: str, quote: str) -> tuple[int, int] | None:
    anchor = find_quote(text, quote) if quote.strip() else None
    if anchor is None or anchor.status is not AnchorStatus.FOUND or anchor.start is None:
        return None
    assert anchor.end is not None
    return anchor.start, anchor.end


def release_data(books: int) -> dict[str, Any]:
    data = corpus(HARD)
    for short in ("hier", "inc"):
        release = json.loads((RELEASE / f"summary-gpt4-4096-{short}.json").read_text("utf-8"))
        for number, entry in enumerate(list(release.values())[:books]):
            opening = HARD[number % len(HARD)]
            text = f"{opening}\n\n{entry['summary']}"
            if number % 3 == 0:
                text = text.replace("\n", "\r\n")
            summary = f"m-{short}-{number}"
            spans: list[dict[str, Any]] = []
            by_place: dict[tuple[int, int], dict[str, Any]] = {}
            for single in entry["singles"]:
                place = _where(text, single["span"])
                if place is None or place in by_place:
                    continue
                label = (single.get("labels") or ["unlabelled"])[0]
                span = _span(text, f"{summary}-{single['id']}", summary, *place, label)
                spans.append(span)
                by_place[place] = span
            for number_rel, relation in enumerate(entry.get("relations", [])):
                a, b = _where(text, relation["span_a"]), _where(text, relation["span_b"])
                if a is None or b is None or a == b:
                    continue
                earlier, later = sorted((a, b))
                span = by_place.get(later)
                if span is None:
                    label = (relation.get("shared_labels") or ["inconsistency"])[0]
                    span = _span(text, f"{summary}-r{number_rel}", summary, *later, label)
                    spans.append(span)
                    by_place[later] = span
                if span.get("antecedent"):
                    continue
                span["antecedent"] = {"start": earlier[0], "end": earlier[1]}
                if earlier in by_place:
                    span["antecedent_id"] = by_place[earlier]["id"]
            spans.sort(key=lambda s: (s["start"], s["end"]))
            data["summaries"].append(
                {"id": summary, "story_id": f"b-{short}-{number}", "provider": "booookscore",
                 "model": f"gpt4-4096-{short}", "text": text}
            )  # fmt: skip
            data["reviews"].append(
                {"story_id": f"b-{short}-{number}", "order": [summary], "spans": spans}
            )
    return data


def _js_slice(text: str, start: int, end: int) -> str:
    units = text.encode("utf-16-le", "surrogatepass")
    return units[2 * start : 2 * end].decode("utf-16-le", "surrogatepass")


def _quotes(data: dict[str, Any]) -> dict[str, str]:
    return {s["id"]: s["quote"] for r in data["reviews"] for s in r["spans"]}


def measure(module: Any, data: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Per format: spans, shown (tool's rule), links, round trip identical."""
    quotes = _quotes(data)
    ids_of = {s["id"]: s["summary_id"] for r in data["reviews"] for s in r["spans"]}
    texts = {s["id"]: s["text"] for s in data["summaries"]}
    want = expected(data)
    out: dict[str, dict[str, Any]] = {}

    tasks = module.label_studio_tasks(data)
    spans = shown = relations = 0
    for task in tasks:
        text = task["data"]["text"]
        for result in task["annotations"][0]["result"]:
            if result["type"] == "labels" and result["id"] in quotes:
                spans += 1
                value = result["value"]
                shown += text[value["start"] : value["end"]] == quotes[result["id"]]
            relations += result["type"] == "relation"
    found = {}
    for task in read_label_studio(json.dumps(tasks)):
        found[task.data["summary_id"]] = {
            (s.id, s.start, s.end, s.label, s.link, s.link_id) for s in task.annotations[0].spans
        }
    out["Label Studio"] = _row(spans, shown, relations, found, want)

    lines = module.doccano_jsonl(data)
    spans = shown = relations = 0
    found = {}
    records = [json.loads(line) for line in lines.split("\n") if line]
    for record in records:
        text = record["text"]
        if "entities" in record:
            names = record.get("span_ids", {})
            for entity in record["entities"]:
                sid = names.get(str(entity["id"]))
                if sid in quotes:
                    spans += 1
                    shown += (
                        _js_slice(text, entity["start_offset"], entity["end_offset"]) == quotes[sid]
                    )
            relations += len(record.get("relations", []))
        else:  # the layout before #27: label [[start, end, label]] in review order, no ids
            ordered = [q for sid, q in quotes.items() if ids_of[sid] == record["id"]]
            spans += len(record["label"])
            shown += sum(
                _js_slice(text, s, e) == q
                for (s, e, _label), q in zip(record["label"], ordered, strict=True)
            )
    try:
        for document in read_doccano(lines):
            found[document.id] = {
                (s.id, s.start, s.end, s.label, s.link, s.link_id) for s in document.spans
            }
    except Exception:  # the baseline cannot read its own file back
        found = {}
    out["doccano"] = _row(spans, shown, relations, found, want)

    collection = module.web_annotations(data)
    spans = shown = links = 0
    for item in collection["first"]["items"]:
        spans += 1
        source = item["target"]["source"].removeprefix("urn:writerlens:summary:")
        position, quote = item["target"]["selector"]
        text = texts[source]
        shown += text[position["start"] : position["end"]] == quote["exact"]
        links += any(b.get("purpose") == "linking" for b in item["body"])
    sources = {f"urn:writerlens:summary:{k}": v for k, v in texts.items()}
    read = read_web_annotations(json.dumps(collection), sources)
    found = {
        source.removeprefix("urn:writerlens:summary:"): {
            (s.id, s.start, s.end, s.label, s.link, s.link_id) for s in spans_
        }
        for source, spans_ in read.items()
    }
    out["W3C"] = _row(spans, shown, links, found, want)
    return out


SUITE = Path(__file__).resolve().parents[1] / "study" / "data" / "w3c-web-annotation-tests"


def suite_failures(collection: dict[str, Any]) -> int:
    """Annotations (and the collection) failing a MUST of the W3C test suite's schemas."""
    import jsonschema
    import referencing
    import referencing.jsonschema

    resources = [
        (path.name, referencing.Resource.from_contents(
            json.loads(path.read_text("utf-8")),
            default_specification=referencing.jsonschema.DRAFT4))
        for path in SUITE.rglob("*.json")
    ]  # fmt: skip
    registry = referencing.Registry().with_resources(resources)

    def validators(test: str) -> list[tuple[Any, bool]]:
        out = []
        for name in json.loads((SUITE / test).read_text("utf-8"))["assertions"]:
            schema = json.loads((SUITE / name).read_text("utf-8"))
            wanted = schema.get("expectedResult", "valid") == "valid"
            out.append((jsonschema.Draft4Validator(schema, registry=registry), wanted))
        return out

    def fails(checks: list[tuple[Any, bool]], instance: dict[str, Any]) -> bool:
        return any(v.is_valid(instance) != wanted for v, wanted in checks)

    annotation = validators("annotations/annotationMusts.test")
    failed = sum(fails(annotation, item) for item in collection["first"]["items"])
    failed += fails(validators("collections/collectionMusts.test"), collection)
    failed += fails(validators("collections/pages/pageMusts.test"), collection)
    return failed


def _row(spans: int, shown: int, links: int, found: dict, want: dict) -> dict[str, Any]:
    same = sum(len(found.get(k, set()) & v) for k, v in want.items())
    return {"spans": spans, "shown": shown, "links": links, "round trip": same}


def baseline_module() -> Any:
    source = subprocess.run(
        ["git", "show", f"{BASELINE}:writerlens/study/interop_export.py"],
        capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    module = types.ModuleType("interop_export_before")
    exec(compile(source, "interop_export_before", "exec"), module.__dict__)
    return module


def release_yes_no(root: Path) -> dict[tuple[str, str, str], bool]:
    """(annotator, book, question) -> the answer, straight from the annotators' Label Studio
    files; an omission's question names the strategy of the summary it is about."""
    from writerlens.study.coordinator.releases import booookscore

    texts = booookscore._summaries(root)
    found = {}
    for path in sorted((root / booookscore.FORMAL).glob("annotator*.json")):
        if path.stem.endswith("-counts"):
            continue
        for task in json.loads(path.read_text("utf-8")):
            which = booookscore._which(task["data"]["book"], task["data"], texts)
            if which is None or not task["annotations"]:
                continue
            for result in task["annotations"][0]["result"]:
                picked = result.get("value", {}).get("choices", [])
                name = result.get("from_name", "")
                if len(picked) != 1 or picked[0] not in ("Yes", "No"):
                    continue
                if name.startswith("omission_summary_"):
                    strategy = which[f"Summary {name[-1]}"]
                    name = f"omission {booookscore.SHORT[strategy]}"
                elif name != "contradiction":
                    continue
                found[(path.stem, task["data"]["book"], name)] = picked[0] == "Yes"
    return found


def carried_yes_no(folder: Path, books: dict[str, str]) -> dict[tuple[str, str, str], bool]:
    """The same keys, read back from the bundles the coordinator's import keeps."""
    from writerlens.study.coordinator.collection import StudyFolder

    found = {}
    for bundle in StudyFolder(folder).bundles():
        who = bundle["manifest"]["participant"]
        models = {s["id"]: s["model"] for s in bundle["data"]["summaries"]}
        for review in bundle["data"]["reviews"]:
            book = books[review["story_id"]]
            for question, answer in review.get("yes_no", {}).items():
                found[(who, book, question)] = answer
            for entry in review["summaries"]:
                short = models[entry["summary_id"]].rsplit("-", 1)[1]
                for question, answer in entry.get("yes_no", {}).items():
                    found[(who, book, f"{question} {short}")] = answer
    return found


def yes_no_figures() -> None:
    import tempfile

    from writerlens.study.coordinator.agreement_sources import agreement_for, line
    from writerlens.study.coordinator.releases import booookscore, import_release

    release = release_yes_no(RELEASE)
    books = {f"b-{booookscore._slug(book)}": book for _who, book, _q in release}
    with tempfile.TemporaryDirectory() as tmp:
        outcome = import_release("booookscore", RELEASE, Path(tmp) / "study")
        carried = carried_yes_no(Path(tmp) / "study", books)
        rows = agreement_for(Path(tmp) / "study")
    release = {(booookscore._slug(who, 60), book, q): a for (who, book, q), a in release.items()}
    print(f"\nBooookScore release yes/no answers ({len(outcome.results)} bundles, "
          f"{outcome.rejected} rejected):")  # fmt: skip
    print(f"{'question':<18}{'release':>9}{'carried':>9}{'identical':>11}")
    for question in ("contradiction", "omission hier", "omission inc"):
        keys = {k for k in release if k[2] == question}
        got = {k for k in carried if k[2] == question}
        same = sum(carried.get(k) == release[k] for k in keys)
        print(f"{question:<18}{len(keys):>9}{len(got):>9}{same:>11}")
    print(f"Goal: carried = identical = release ({len(release)} answers in all).")
    for row in rows:
        print(f"study agreement: {line(row)}")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--books", type=int, default=100, help="books per strategy (max 100)")
    args = parser.parse_args()
    if not RELEASE.is_dir():
        print(f"The BooookScore release is not at {RELEASE}.")
        return 1
    data = release_data(args.books)
    spans = sum(len(r["spans"]) for r in data["reviews"])
    links = sum(1 for r in data["reviews"] for s in r["spans"] if s.get("antecedent"))
    print(f"{len(data['summaries'])} summaries, {spans} highlights, {links} links.")
    print(f"{'format':<14}{'version':<9}{'spans':>7}{'shown':>7}{'links':>7}{'round trip':>12}")
    for version, module in (("before", baseline_module()), ("now", interop_export)):
        for name, row in measure(module, data).items():
            print(
                f"{name:<14}{version:<9}{row['spans']:>7}{row['shown']:>7}{row['links']:>7}"
                f"{row['round trip']:>12}"
            )
    print(f"Goal: shown = spans = {spans}, links = {links}, round trip = {spans}.")
    for version, module in (("before", baseline_module()), ("now", interop_export)):
        failed = suite_failures(module.web_annotations(data))
        print(f"W3C {version}: of the {spans} annotations, the collection and its page, {failed} "
              "fail a MUST of the W3C test suite's schemas.")  # fmt: skip
    yes_no_figures()
    return 0


if __name__ == "__main__":
    sys.exit(main())
