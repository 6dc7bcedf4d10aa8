"""Hostile generators for the claim data of format 2 bundles (issue #18), run by
``fuzz_hostile.py``'s worker like issue #11's kinds: each kind in its own limited process.

"refuse" kinds hold claim data the format cannot mean (cycles, dangling or duplicate ids,
offsets outside their text, values outside their lists, counts over their caps, a manifest of
one version over data of another); "accept" kinds hold extreme but valid claim data, after
which a report and every annotation export must work over the folder; "cost" kinds are small
bundles built to make the claim checks slow, which may be refused or accepted but never take
over 10 s.
"""

from __future__ import annotations

import copy
import random
import sys
import unicodedata
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "study"))

from claim_seed import claim_data
from study_builders import zip_bytes

from writerlens.study.writer.bundle_data import dumps
from writerlens.study.writer.bundle_file import build_manifest

Case = tuple[str, str, bytes]
_WORDS = "A keeper waits by the lamp all winter and a ship arrives in the storm. "


def pack(data: dict[str, Any], text: str | None = None, *, version: int | None = None,
         participant: str = "P01") -> bytes:  # fmt: skip
    text = dumps(data) if text is None else text
    manifest = build_manifest(data, text, study_id="pilot", participant=participant)
    if version is not None:
        manifest["version"] = version
    return zip_bytes([("manifest.json", dumps(manifest).encode()), ("data.json", text.encode())])


def base(rng: random.Random, story_text: str | None = None) -> dict[str, Any]:
    """claim_data() with ids of its own (each case is a new participant's bundle), and the
    story's text when given (its length replaces the declared 300 characters)."""
    data = copy.deepcopy(claim_data())
    if story_text is not None:
        data["stories"][0]["text"] = story_text
        data["stories"][0].pop("chars", None)
    # a different title each time, so that no case is a copy of another
    data["stories"][0]["title"] = f"t{rng.getrandbits(48):x}"
    return data


def _story(length: int = 300) -> str:
    return (_WORDS * (length // len(_WORDS) + 1))[:length]


def _claims(data: dict[str, Any]) -> list[dict[str, Any]]:
    return data["claims"]


def _verdicts(data: dict[str, Any]) -> list[dict[str, Any]]:
    return data["reviews"][0]["claim_verdicts"]


def _other_summary_parent(d: dict[str, Any]) -> None:
    d["claims"][0]["parents"] = ["c-b0"]


def _retired_loop(d: dict[str, Any]) -> None:
    d["claims"][0]["parents"] = ["c-a-old"]
    d["claims"][4]["parents"] = ["c-a0"]  # c-a-old, retired, replaced by c-a0: a loop


def _long_cycle(d: dict[str, Any]) -> None:
    """500 claims of one summary, each replacing the next, the last the first."""
    summary = d["summaries"][0]["id"]
    chain = [f"k-{n}" for n in range(500)]
    for n, claim_id in enumerate(chain):
        d["claims"].append(
            {"id": claim_id, "summary_id": summary, "start": 0, "end": 4, "origin": "edit",
             "parents": [chain[(n + 1) % len(chain)]], "retired": n > 0}
        )  # fmt: skip


def claims_refused(rng: random.Random) -> Iterator[Case]:
    """Claim data the format cannot mean: each must be refused with a reason."""
    nfd = unicodedata.normalize("NFD", "faithful\u0301")
    cases: list[tuple[str, Any]] = [
        ("claim replaces itself", lambda d: _claims(d)[0].update(parents=["c-a0"])),
        ("claims replace each other (a retired loop)", _retired_loop),
        ("a 500-claim cycle of replacements", _long_cycle),
        ("parent of another summary", _other_summary_parent),
        ("parent that does not exist", lambda d: _claims(d)[0].update(parents=["nope"])),
        ("duplicate claim id", lambda d: _claims(d).append(dict(_claims(d)[0]))),
        (
            "judge verdict for a missing claim",
            lambda d: d["claim_judgments"].append({**d["claim_judgments"][0], "claim_id": "nope"}),
        ),
        ("two verdicts on one claim", lambda d: _verdicts(d).append(dict(_verdicts(d)[0]))),
        ("verdict for a missing claim", lambda d: _verdicts(d)[0].update(claim_id="ghost")),
        (
            "omission for a summary not in the review",
            lambda d: d["reviews"][0]["omissions"][0].update(summary_ids=["m-x"]),
        ),
        (
            "omission summary id repeated",
            lambda d: d["reviews"][0]["omissions"][1].update(summary_ids=["m-s-1-a", "m-s-1-a"]),
        ),
        (
            "omission with no summary",
            lambda d: d["reviews"][0]["omissions"][1].update(summary_ids=[]),
        ),
        (
            "claim offset at the summary's length",
            lambda d: _claims(d)[0].update(
                start=len(d["summaries"][0]["text"]), end=len(d["summaries"][0]["text"]) + 1
            ),
        ),
        ("claim of zero length", lambda d: _claims(d)[0].update(start=3, end=3)),
        ("claim ends before it starts", lambda d: _claims(d)[0].update(start=9, end=3)),
        (
            "evidence at the story's end",
            lambda d: _verdicts(d)[0].update(evidence={"start": 300, "end": 301}),
        ),
        ("negative offset", lambda d: _claims(d)[0].update(start=-1)),
        ("float offset", lambda d: _claims(d)[0].update(end=4.0)),
        ("bool offset", lambda d: _claims(d)[0].update(start=True)),
        ("huge offset", lambda d: _claims(d)[0].update(end=2**63)),
        (
            "offset 1e9 + 1",
            lambda d: _verdicts(d)[0].update(evidence={"start": 0, "end": 10**9 + 1}),
        ),
        (
            "judge evidence past the end",
            lambda d: d["claim_judgments"][0].update(evidence=[{"start": 0, "end": 301}]),
        ),
        (
            "evidence quote that is not the story's",
            lambda d: _verdicts(d)[0].update(
                evidence={"start": 0, "end": 8, "quote": "A keeper"[::-1]}
            ),
        ),
        (
            "evidence quote with a story sent without text",
            lambda d: (
                d["stories"][0].pop("text"),
                _verdicts(d)[0].update(evidence={"start": 0, "end": 8, "quote": "A keeper"}),
            ),
        ),
        ("verdict in NFD with an accent", lambda d: _verdicts(d)[0].update(verdict=nfd)),
        (
            "verdict with a zero-width space",
            lambda d: _verdicts(d)[0].update(verdict="faith\u200bful"),
        ),
        (
            "verdict in fullwidth letters",
            lambda d: _verdicts(d)[0].update(
                verdict=unicodedata.normalize("NFC", "ｆａｉｔｈｆｕｌ")
            ),
        ),
        (
            "kind with a zero-width joiner",
            lambda d: _verdicts(d)[2].update(kind="faithfulness\u200d.action"),
        ),
        (
            "kind with a trailing newline",
            lambda d: _verdicts(d)[2].update(kind="faithfulness.action\n"),
        ),
        (
            "omission kind with a BOM",
            lambda d: d["reviews"][0]["omissions"][0].update(kind="\ufeffevent"),
        ),
        ("judge status Ok", lambda d: d["claim_judgments"][0].update(status="Ok")),
        (
            "judge verdict with status unparseable",
            lambda d: d["claim_judgments"][0].update(status="unparseable"),
        ),
        ("NaN offset", lambda d: dumps(d).replace('"start": 0', '"start": NaN', 1)),
        ("Infinity end", lambda d: dumps(d).replace('"end": 11', '"end": Infinity', 1)),
        ("1e400 offset", lambda d: dumps(d).replace('"start": 0', '"start": 1e400', 1)),
        (
            "lone surrogate in a claim's text",
            lambda d: dumps(d).replace(
                '"origin": "model"', '"text": "x\\ud800", "origin": "model"', 1
            ),
        ),
        (
            "lone surrogate in a comment",
            lambda d: dumps(d).replace(
                '"kind": "faithfulness.action"',
                '"kind": "faithfulness.action", "comment": "\\udfff"',
                1,
            ),
        ),
        (
            "lone surrogate in a quote",
            lambda d: dumps(d).replace('"summary_ids"', '"quote": "\\ud83d", "summary_ids"', 1),
        ),
        (
            "2,001 claims on one summary",
            lambda d: _claims(d).extend(
                {
                    "id": f"z-{n}",
                    "summary_id": "m-s-1-a",
                    "start": 0,
                    "end": 4,
                    "origin": "model",
                    "parents": [],
                    "retired": False,
                }
                for n in range(2001)
            ),
        ),
        (
            "33 judges on one claim",
            lambda d: d["claim_judgments"].extend(
                {
                    "claim_id": "c-a0",
                    "judge_model": f"j-{n}",
                    "verdict": "faithful",
                    "status": "ok",
                    "evidence": [],
                }
                for n in range(40)
            ),
        ),
        (
            "declared chars over the cap",
            lambda d: (d["stories"][0].pop("text"), d["stories"][0].update(chars=10**12)),
        ),
        ("v1 manifest over v2 claim data", lambda d: None),  # see below
    ]
    for name, raw in _each_named(rng, cases):
        yield name, "c.wlbundle", raw


def _each_named(rng: random.Random, cases: list[tuple[str, Any]]) -> Iterator[tuple[str, bytes]]:
    for n, (name, change) in enumerate(cases):
        data = base(rng, _story())
        made = change(data)
        text = made if isinstance(made, str) else None
        version = 1 if name.startswith("v1 manifest") else None
        yield name, pack(data, text, version=version, participant=f"P{n:02d}")


def _strip_claims(data: dict[str, Any]) -> dict[str, Any]:
    for key in ("claims", "claim_judgments"):
        data.pop(key, None)
    for review in data["reviews"]:
        review.pop("claim_verdicts", None)
        review.pop("omissions", None)
    return data


def claims_accepted(rng: random.Random) -> Iterator[Case]:
    """Extreme but valid claim data: accepted, then a report and exports over all of it."""
    story = _story()

    def fresh() -> dict[str, Any]:
        return base(rng, story)

    data = fresh()
    for claim in data["claims"]:
        claim["retired"] = True
    yield "every claim retired", "a.wlbundle", pack(data, participant="A01")
    data = fresh()
    data["claims"], data["claim_judgments"] = [], []
    data["reviews"][0]["claim_verdicts"] = []
    yield "no claims, omissions only", "a.wlbundle", pack(data, participant="A02")
    data = base(rng, story)
    data["summaries"] = data["summaries"][:1]
    kept = {data["summaries"][0]["id"]}
    review = data["reviews"][0]
    review["order"] = review["ranking"] = list(kept)
    review["summaries"] = review["summaries"][:1]
    data["claims"] = [c for c in data["claims"] if c["summary_id"] in kept]
    ids = {c["id"] for c in data["claims"]}
    review["claim_verdicts"] = [v for v in review["claim_verdicts"] if v["claim_id"] in ids]
    data["claim_judgments"] = [j for j in data["claim_judgments"] if j["claim_id"] in ids]
    review["omissions"] = [{**o, "summary_ids": list(kept)} for o in review["omissions"]]
    yield "one model only", "a.wlbundle", pack(data, participant="A03")
    data = fresh()
    for judgment in data["claim_judgments"]:
        judgment.update(verdict=None, status="unparseable")
    yield "a judge whose every verdict is unparseable", "a.wlbundle", pack(data, participant="A04")
    data = fresh()
    for verdict in _verdicts(data):
        verdict.update(verdict="faithful", kind=None)
    for judgment in data["claim_judgments"]:
        judgment.update(verdict="faithful", status="ok")
    yield "one verdict throughout (kappa undefined)", "a.wlbundle", pack(data, participant="A05")
    data = fresh()
    summary = data["summaries"][0]
    summary["text"] = "x" * 4000
    data["claims"] = [c for c in data["claims"] if c["summary_id"] != summary["id"]]
    data["claims"] += [
        {"id": f"m-{n}", "summary_id": summary["id"], "start": n, "end": n + 1,
         "origin": "model", "parents": [], "retired": False, "text": "x"}
        for n in range(2000)
    ]  # fmt: skip
    ids = {c["id"] for c in data["claims"]}
    review = data["reviews"][0]
    review["claim_verdicts"] = [v for v in review["claim_verdicts"] if v["claim_id"] in ids]
    review["claim_verdicts"] += [
        {"claim_id": f"m-{n}", "verdict": "faithful", "kind": None,
         "evidence": {"start": n % 299, "end": n % 299 + 1}, "evidence_source": "chosen"}
        for n in range(2000)
    ]  # fmt: skip
    data["claim_judgments"] = [j for j in data["claim_judgments"] if j["claim_id"] in ids]
    review["spans"] = []
    yield "2,000 claims on one summary", "a.wlbundle", pack(data, participant="A06")
    data = fresh()
    data["stories"][0].pop("text")
    data["stories"][0]["chars"] = 300
    yield (
        "evidence without the story's text (declared length)",
        "a.wlbundle",
        pack(data, participant="A07"),
    )
    data = fresh()
    weird = "\u202e\x1b]0;x\x07 $\\foo$ \u0000 \U0001f600 e\u0301 \u200b"
    for claim in data["claims"]:
        claim["text"] = weird
    for verdict in _verdicts(data):
        verdict["comment"] = weird
    for judgment in data["claim_judgments"]:
        judgment["judge_model"] = judgment["judge_model"] + weird
    yield (
        "control and odd characters in claim text, comments and judges",
        "a.wlbundle",
        pack(data, participant="A08"),
    )
    data = fresh()
    # chained replacements 64 deep (as many edits of an edit), the last one active
    summary_id = data["summaries"][0]["id"]
    previous: list[str] = []
    for n in range(64):
        data["claims"].append(
            {"id": f"e-{n}", "summary_id": summary_id, "start": 0, "end": 4, "origin": "edit",
             "parents": previous, "retired": n < 63}
        )  # fmt: skip
        previous = [f"e-{n}"]
    yield "a chain of 64 edits", "a.wlbundle", pack(data, participant="A09")
    v1 = _strip_claims(fresh())
    yield "v1 data under a v1 manifest", "a.wlbundle", pack(v1, version=1, participant="A10")
    yield (
        "v2 manifest over data with no claims",
        "a.wlbundle",
        pack(_strip_claims(fresh()), participant="A11"),
    )


def _padded(data: dict[str, Any], rng: random.Random, chars: int) -> None:
    """Random letters after the last summary's text (its claims stay inside it): a member that
    packs only a few times smaller, so that the rest may pack well and pass the zip-bomb check."""
    letters = "abcdefghijklmnopqrstuvwxyz ,."
    data["summaries"][-1]["text"] += "".join(rng.choice(letters) for _ in range(chars))


def claims_cost(rng: random.Random) -> Iterator[Case]:
    """Small bundles whose claim checks could go quadratic: long passages checked against their
    quotes, many claims times many verdicts and judges."""
    length = 4_000_000
    text = "a" * length
    data = base(rng, text)
    _padded(data, rng, 150_000)
    claims = _claims(data)
    verdicts = _verdicts(data)
    for verdict in verdicts:
        verdict["evidence"] = {"start": 0, "end": length, "quote": "b"}
    judgments = [
        {"claim_id": c["id"], "judge_model": f"j{n}", "verdict": "faithful", "status": "ok",
         "evidence": [{"start": 0, "end": length, "quote": "b"}] * 64}
        for c in claims for n in range(32)
    ]  # fmt: skip
    data["claim_judgments"] = judgments
    yield (
        "a 4 M-character story, 10,000 passages quoting it whole, wrongly",
        "q.wlbundle",
        pack(data, participant="Q01"),
    )
    # the same passages with the right quote: accepted in linear time
    data = base(rng, "a" * 200_000)
    _padded(data, rng, 60_000)
    for verdict in _verdicts(data):
        verdict["evidence"] = {"start": 0, "end": 200_000, "quote": "a" * 200_000}
    yield "right quotes of a 200,000-character story", "q.wlbundle", pack(data, participant="Q02")
    # over the caps (80,000 claims, 200,000 judges' verdicts): refused before the schema check
    data = many_claims(rng, 40, 2000, 10_000, 20, 5000)
    yield (
        "80,000 claims, 200,000 judges' verdicts, 5,000 omissions",
        "q.wlbundle",
        pack(data, participant="Q03"),
    )
    # at the caps: 10,000 claims with a verdict each, 30,000 judges' verdicts, 2,000 omissions
    yield (
        "10,000 claims, 30,000 judges' verdicts, 2,000 omissions (the caps)",
        "q.wlbundle",
        pack(many_claims(rng, 5, 2000, 10_000, 3, 2000), participant="Q05"),
    )
    yield (
        "2,000 models, two claims each, in 40 KB",
        "q.wlbundle",
        pack(many_models(2000), participant="Q04"),
    )


def many_models(models: int) -> dict[str, Any]:
    """claim_data() with one summary (two claims) per model, the review showing 64 of them:
    a report over it once tested 2 million empty pairs and drew a plot 1,800 inches wide."""
    data = claim_data()
    first = data["summaries"][0]
    data["summaries"] = [{**first, "id": f"s{n}", "model": f"model-{n}"} for n in range(models)]
    review = data["reviews"][0]
    review["order"] = review["ranking"] = [f"s{n}" for n in range(64)]
    review["summaries"] = [{"summary_id": f"s{n}", "answers": {"coverage": 3}} for n in range(64)]
    review["spans"], review["omissions"], data["claim_judgments"] = [], [], []
    data["claims"] = [
        {"id": f"c{n}-{k}", "summary_id": f"s{n}", "start": 0, "end": 4, "origin": "model",
         "parents": [], "retired": False}
        for n in range(models) for k in range(2)
    ]  # fmt: skip
    review["claim_verdicts"] = [
        {"claim_id": c["id"], "verdict": "faithful", "kind": f"k.{n}",
         "evidence": {"start": 1, "end": 3}, "evidence_source": "chosen"}
        for n, c in enumerate(data["claims"][:128])
    ]  # fmt: skip
    return data


def many_claims(
    rng: random.Random, models: int, per_summary: int, judged: int, judges: int, omissions: int
) -> dict[str, Any]:
    """``models`` summaries of one story with ``per_summary`` claims each and a verdict on every
    claim; the first ``judged`` claims checked by ``judges`` judges; ``omissions`` omissions."""
    data = base(rng, _story())
    story_id = data["stories"][0]["id"]
    data["summaries"] = [
        {**data["summaries"][0], "id": f"s{n}", "model": f"model-{n}"} for n in range(models)
    ]
    review = data["reviews"][0]
    review["order"] = review["ranking"] = [f"s{n}" for n in range(models)]
    review["summaries"] = [{"summary_id": f"s{n}", "answers": {}} for n in range(models)]
    review["spans"], review["story_id"] = [], story_id
    data["claims"] = [
        {"id": f"c{n}-{k}", "summary_id": f"s{n}", "start": 0, "end": 4, "origin": "model",
         "parents": [], "retired": False}
        for n in range(models) for k in range(per_summary)
    ]  # fmt: skip
    review["claim_verdicts"] = [
        {"claim_id": c["id"], "verdict": "faithful", "kind": None, "evidence": None,
         "evidence_source": "none"}
        for c in data["claims"]
    ]  # fmt: skip
    data["claim_judgments"] = [
        {"claim_id": c["id"], "judge_model": f"j{k}", "verdict": "partial", "status": "ok",
         "evidence": []}
        for c in data["claims"][:judged] for k in range(judges)
    ]  # fmt: skip
    review["omissions"] = [
        {"id": f"o{n}", "start": 0, "end": 4, "kind": "event",
         "summary_ids": [f"s{k}" for k in range(models)]}
        for n in range(omissions)
    ]  # fmt: skip
    return data
