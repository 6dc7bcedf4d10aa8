"""The parts of a judge run the service hands out or keeps to itself: typed progress, what a
run found, which kinds were asked for, and how a run stopped part way is told.

Kept apart from :mod:`writerlens.services.judges` so that the service reads as what it does.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from writerlens.domain import Cancelled, WriterLensError
from writerlens.judges.recorder import Recorder
from writerlens.judges.results import (
    JUDGE_KINDS,
    CoherenceResult,
    JudgeKind,
    ProbeRun,
    QuestionScores,
)
from writerlens.llm.base import ProviderError
from writerlens.messages import QT_TRANSLATE_NOOP, Message, MessageKind, define
from writerlens.services.model_work import WorkEstimate

_JUDGE_UNKNOWN = define(
    "services.judge_run.judge_unknown",
    QT_TRANSLATE_NOOP(
        "messages",
        "There is no judge “{unknown}”. Choose from: {items}.",
    ),
)

_NO_JUDGE_CHOSEN = define(
    "services.judge_run.no_judge_chosen",
    QT_TRANSLATE_NOOP("messages", "No judge was chosen. Choose from: {items}."),
)

_NOTHING_ASKED = define(
    "services.judge_run.nothing_asked",
    QT_TRANSLATE_NOOP(
        "messages",
        "The judge was not asked anything: there was nothing to judge.",
    ),
)


@dataclass(frozen=True, kw_only=True)
class JudgeEstimate(WorkEstimate):
    """What running judges will take (replies are guessed at their usual length; a reply asked
    for again costs one call more): the shared figures, and the judges and summaries."""

    kinds: tuple[JudgeKind, ...]
    summary_ids: tuple[int, ...]
    calls_by_kind: dict[JudgeKind, int] = field(default_factory=dict)

    @property
    def judge_model(self) -> str:
        return self.model

    def as_json(self) -> dict[str, Any]:
        return {
            "judge_model": self.judge_model,
            "kinds": [str(k) for k in self.kinds],
            "summary_ids": list(self.summary_ids),
            "calls_by_kind": {str(k): n for k, n in self.calls_by_kind.items()},
            **super().as_json(),
        }


#: What one step of a run found (the result type follows the kind).
Finding = QuestionScores | CoherenceResult | ProbeRun


@dataclass(frozen=True)
class JudgeFinding:
    summary_id: int
    kind: JudgeKind
    result: Finding

    def as_json(self) -> dict[str, Any]:
        return {"summary_id": self.summary_id, "kind": str(self.kind), **self.result.as_json()}


class NothingToDo(WriterLensError):
    """This judge has nothing to work on here (e.g. no questions for the probes)."""


def check_kinds(kinds: Sequence[JudgeKind | str]) -> list[JudgeKind]:
    names = list(dict.fromkeys(str(k) for k in kinds))
    known = {str(k) for k in JUDGE_KINDS}
    unknown = [k for k in names if k not in known]
    if unknown or not names:
        items = ", ".join(JUDGE_KINDS)
        raise WriterLensError(
            _JUDGE_UNKNOWN(unknown=", ".join(unknown), items=items)
            if unknown
            else _NO_JUDGE_CHOSEN(items=items)
        )
    return [JudgeKind(k) for k in names]


_KEPT_NOTHING = define(
    "services.judge_run.kept_nothing",
    QT_TRANSLATE_NOOP("messages", "{problem} Nothing was saved."),
)
KEPT_ANSWERS = define(
    "services.judge_run.kept_answers",
    QT_TRANSLATE_NOOP("messages", "{problem} The %n answers finished before were saved.", None, 1),
    one="{problem} The %n answer finished before was saved.",
)
KEPT_SENTENCE_VERDICTS = define(
    "services.judge_run.kept_sentence_verdicts",
    QT_TRANSLATE_NOOP(
        "messages", "{problem} The %n sentence verdicts finished before were saved.", None, 1
    ),
    one="{problem} The %n sentence verdict finished before was saved.",
)
KEPT_VERDICTS = define(
    "services.judge_run.kept_verdicts",
    QT_TRANSLATE_NOOP("messages", "{problem} The %n verdicts finished before were saved.", None, 1),
    one="{problem} The %n verdict finished before was saved.",
)
_CANCELLED = define("services.judge_run.cancelled", QT_TRANSLATE_NOOP("messages", "Cancelled."))


class Tally(Protocol):
    """What a run has kept so far: a :class:`Recorder`, or the claims service's count."""

    @property
    def saved(self) -> int: ...

    @property
    def started(self) -> bool: ...


@contextmanager
def keeping(recorder: Tally, kept: MessageKind) -> Iterator[None]:
    """Say, when a run stops part way, how much of it was kept (``kept``: one of the
    ``KEPT_*`` kinds, or the claims' RUN_KEPT / JUDGED_KEPT, which name what the run makes;
    each takes ``{problem}`` and a count). The message is set on ``exc.said`` (what the window
    shows) and ``exc.message`` alike."""
    try:
        yield
    except Cancelled:
        raise Cancelled(_kept(_CANCELLED(), recorder.saved, kept)) from None
    except ProviderError as exc:
        said = _kept(exc.said or exc.message, recorder.saved, kept)
        exc.said, exc.message = said, str(said)
        exc.args = (exc.message,)
        raise
    if not recorder.started:  # nothing came back at all
        raise WriterLensError(_NOTHING_ASKED())


def _kept(problem: str | Message, count: int, kept: MessageKind) -> Message:
    if count == 0:
        return _KEPT_NOTHING(problem=problem)
    return kept(count=count, problem=problem)


R = TypeVar("R", QuestionScores, CoherenceResult, ProbeRun)


def mine(results: list[R], recorder: Recorder) -> R:
    """This run's result among every judge's."""
    return next(r for r in results if r.judge_model == recorder.judge_model)
