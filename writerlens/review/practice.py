"""The sample's lesson: which of the mistakes planted in the demo summaries the writer found.

The demo summaries (``resources/samples/demo_summaries.json``) were written by hand with
deliberate mistakes, each with its passage, the label it deserves and why. Once the writer has
finished reviewing the sample, the review screen lists each planted mistake as found (a mark of
theirs overlaps its passage) or missed (with where it was and why it is a mistake). A summary is
recognised as a demo by its text, so the report never needs to unblind anything.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache

from writerlens.domain import Span
from writerlens.resources import resource_path

DEMO_FILE = ("samples", "demo_summaries.json")


@dataclass(frozen=True)
class Planted:
    """One mistake planted in a demo summary, and how the writer's marks met it."""

    quote: str
    label_id: str
    why: str
    start: int
    end: int
    found_by: tuple[str, ...] = ()  # label ids of the writer's marks that overlap it
    antecedent_quote: str = ""  # a contradiction's earlier passage, if it has one
    linked: bool = False  # a mark on it points at that earlier passage

    @property
    def found(self) -> bool:
        return bool(self.found_by)

    @property
    def same_label(self) -> bool:
        return self.label_id in self.found_by


@dataclass(frozen=True)
class PracticeReport:
    """Per shown summary (in the blind order) that is a demo: its name and planted mistakes."""

    summaries: tuple[tuple[str, int, tuple[Planted, ...]], ...]

    @property
    def planted(self) -> int:
        return sum(len(p) for _n, _i, p in self.summaries)

    @property
    def found(self) -> int:
        return sum(1 for _n, _i, ps in self.summaries for p in ps if p.found)


@cache
def _demos() -> dict[str, list[dict[str, str]]]:
    data = json.loads(resource_path(*DEMO_FILE).read_text("utf-8"))
    return {demo["text"]: list(demo.get("planted_errors", [])) for demo in data["summaries"]}


def practice_report(
    shown: Iterable[tuple[str, int, str]], spans: Sequence[Span]
) -> PracticeReport | None:
    """``shown``: (name, summary id, text) per summary in the blind order. None when none of
    them is a demo summary (a real story's review has nothing planted to report)."""
    demos = _demos()
    out = []
    for name, summary_id, text in shown:
        planted = demos.get(text)
        if planted is None:
            continue
        marks = [s for s in spans if s.summary_id == summary_id]
        found = []
        for error in planted:
            start = text.find(error["quote"])
            if start < 0:
                continue  # a demo file out of step with its texts: say nothing wrong
            end = start + len(error["quote"])
            on_it = [s for s in marks if s.start < end and s.end > start]
            earlier = error.get("antecedent_quote", "")
            where = text.find(earlier) if earlier else -1
            linked = where >= 0 and any(
                s.antecedent is not None
                and s.antecedent[0] < where + len(earlier)
                and s.antecedent[1] > where
                for s in on_it
            )
            found.append(
                Planted(
                    error["quote"],
                    error["label"],
                    error["why"],
                    start,
                    end,
                    tuple(s.label_id for s in on_it),
                    earlier,
                    linked,
                )
            )
        out.append((name, summary_id, tuple(found)))
    return PracticeReport(tuple(out)) if out else None
