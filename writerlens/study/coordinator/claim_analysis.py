"""The report's claim-by-claim numbers (the FABLES instrument): faithful claims per model,
unfaithful claims by kind, claims per summary, omissions per model by kind, where in the story
the claimed events sit, and how often each LLM judge agrees with the writers.

Only active claims are counted (a claim the writer split, merged or edited is replaced by the
claims that came of it). Refused and failed summaries have no claims. Everything lands in
``report["claims"]`` (see report-format.md).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from statistics import fmean
from typing import Any

from writerlens.claims.agreement import cohen_kappa
from writerlens.domain import OmissionKind, Verdict
from writerlens.study.coordinator.claim_dataset import ClaimRow
from writerlens.study.coordinator.dataset import Dataset
from writerlens.study.coordinator.stats import small_sample

VERDICTS = tuple(str(v) for v in Verdict)
OMISSION_KINDS = tuple(str(k) for k in OmissionKind)
THIRDS = ("beginning", "middle", "end")
NO_KIND = "(no label)"
#: The name of the location table's reference row: an even spread over the story's thirds.
WHOLE_STORY = "(the story itself)"


def _pct(part: int, whole: int) -> float | None:
    return 100.0 * part / whole if whole else None


def _by_model(claims: list[ClaimRow]) -> dict[str, list[ClaimRow]]:
    """Claims grouped by model once: a study of many models then costs its claims, not its
    models times its claims (2,000 models of 20 claims each took seconds per table)."""
    grouped: dict[str, list[ClaimRow]] = defaultdict(list)
    for claim in claims:
        grouped[claim.model].append(claim)
    return grouped


def claims_report(dataset: Dataset, models: list[str]) -> dict[str, Any]:
    active = [c for c in dataset.claims if not c.retired]
    return {
        "counts": {
            "claims": len(dataset.claims),
            "verdicts": sum(1 for c in dataset.claims if c.verdict is not None),
            "omissions": len({(o.participant, o.omission) for o in dataset.omissions}),
            "judgments": sum(len(c.judges) for c in dataset.claims),
        },
        "faithfulness": _faithfulness(active, models),
        "kinds": _kinds(active, models),
        "per_summary": _per_summary(dataset.claims, models),
        "omissions": _omissions(dataset, models),
        "location": _location(active, models),
        "judges": _judges(active),
    }


def _faithfulness(active: list[ClaimRow], models: list[str]) -> list[dict[str, Any]]:
    """Per model, the writers' verdicts; the share of faithful claims counted both ways (a
    partly supported claim as not faithful, then as faithful), of every claim with a verdict
    (can't-tell ones included, so that the two shares and the counts add up)."""
    rows = []
    grouped = _by_model(active)
    for model in models:
        counts = Counter(c.verdict for c in grouped.get(model, ()) if c.verdict)
        n = sum(counts.values())
        if not n:
            continue
        rows.append(
            {
                "model": model,
                "n": n,
                **{v: counts[v] for v in VERDICTS},
                "faithful_pct": _pct(counts["faithful"], n),
                "faithful_or_partial_pct": _pct(counts["faithful"] + counts["partial"], n),
                "note": small_sample(n),
            }
        )
    return rows


def _kinds(active: list[ClaimRow], models: list[str]) -> list[dict[str, Any]]:
    """Unfaithful and partly supported claims per model by the error label the writer gave."""
    counts = Counter(
        (c.model, c.kind or NO_KIND, c.verdict)
        for c in active
        if c.verdict in ("unfaithful", "partial")
    )
    # only the (model, kind) cells that hold a claim, in the models' order then the kinds'
    # (never every model times every kind: a hostile study can have thousands of each)
    place = {model: n for n, model in enumerate(models)}
    cells = {(model, kind) for model, kind, _v in counts if model in place}
    return [
        {
            "model": model,
            "kind": kind,
            "unfaithful": counts[(model, kind, "unfaithful")],
            "partial": counts[(model, kind, "partial")],
        }
        for model, kind in sorted(cells, key=lambda c: (place[c[0]], c[1] == NO_KIND, c[1]))
    ]


def _per_summary(claims: list[ClaimRow], models: list[str]) -> list[dict[str, Any]]:
    per: dict[str, Counter[tuple[str, str]]] = defaultdict(Counter)
    retired: Counter[str] = Counter()
    for c in claims:
        if c.retired:
            retired[c.model] += 1
        else:
            per[c.model][(c.participant, c.summary)] += 1
    rows = []
    for model in models:
        sizes = list(per[model].values())
        if not sizes and not retired[model]:
            continue
        rows.append(
            {
                "model": model,
                "summaries": len(sizes),
                "claims": sum(sizes),
                "mean": fmean(sizes) if sizes else None,
                "min": min(sizes) if sizes else None,
                "max": max(sizes) if sizes else None,
                "retired": retired[model],
            }
        )
    return rows


def _omissions(dataset: Dataset, models: list[str]) -> list[dict[str, Any]]:
    """Per model and kind: omissions marked, the model's summaries shown in reviews that marked
    any omission (the ones a writer looked at for them), and omissions per such summary."""
    counts = Counter((o.model, o.kind) for o in dataset.omissions)
    wanted = dataset.omission_checked
    models_of = {
        key: s.model
        for s in (dataset.summaries if wanted else ())
        if (key := (s.participant, s.summary)) in wanted
    }
    checked = Counter(models_of[key] for key in wanted if key in models_of)
    rows = []
    for model in models:
        if not checked[model]:
            continue
        for kind in OMISSION_KINDS:
            rows.append(
                {
                    "model": model,
                    "kind": kind,
                    "omissions": counts[(model, kind)],
                    "summaries": checked[model],
                    "per_summary": counts[(model, kind)] / checked[model],
                }
            )
    return rows


def _third(at: float) -> int:
    return min(int(at * 3), 2)


def _location(active: list[ClaimRow], models: list[str]) -> list[dict[str, Any]]:
    """Where each model's claims sit in the story, by thirds of its length: from the writer's
    evidence, or (when the writer gave none) the first passage of the first judge that gave
    one; the source column says how many came from each. A reference row gives the story's own
    share of each third, an even spread to set the models against."""
    rows = []
    grouped = _by_model(active)
    for model in models:
        thirds = [0, 0, 0]
        by_writer = by_judge = 0
        for c in grouped.get(model, ()):
            at = c.at
            if at is not None:
                by_writer += 1
            else:
                at = next((j.at for j in c.judges if j.verdict and j.at is not None), None)
                if at is None:
                    continue
                by_judge += 1
            thirds[_third(at)] += 1
        n = sum(thirds)
        if not n:
            continue
        rows.append(
            {
                "model": model,
                "n": n,
                "by_writer": by_writer,
                "by_judge": by_judge,
                **{
                    f"{name}_pct": _pct(count, n)
                    for name, count in zip(THIRDS, thirds, strict=True)
                },
                **dict(zip(THIRDS, thirds, strict=True)),
                "note": small_sample(n),
            }
        )
    if rows:
        even = 100.0 / 3
        rows.append(
            {"model": WHOLE_STORY, "n": None, "by_writer": None, "by_judge": None,
             **{f"{name}_pct": even for name in THIRDS}, **dict.fromkeys(THIRDS),
             "note": "each third is a third of the story's length"}
        )  # fmt: skip
    return rows


def _judges(active: list[ClaimRow]) -> list[dict[str, Any]]:
    """Each judge model against the writers on the claims both judged: n, share of the same
    verdict, and Cohen's kappa over the four verdicts (with a caveat under a small n)."""
    pairs: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for c in active:
        if c.verdict is None:
            continue
        for judge in c.judges:
            if judge.verdict is not None:
                pairs[judge.judge].append((c.verdict, judge.verdict))
    rows = []
    for judge_name, found in sorted(pairs.items()):
        n = len(found)
        same = sum(1 for a, b in found if a == b)
        kappa = cohen_kappa([(Verdict(a), Verdict(b)) for a, b in found])
        note = small_sample(n)
        if kappa is None:
            note = "; ".join(x for x in (note, "kappa undefined: one verdict throughout") if x)
        rows.append(
            {"judge": judge_name, "n": n, "agreement_pct": _pct(same, n), "cohen_kappa": kappa,
             "note": note}
        )  # fmt: skip
    return rows
