"""A scripted review, run in a subprocess that the kill test SIGKILLs at a random moment.

``python review_kill_worker.py DATA_DIR`` performs :func:`script` step by step on the library in
DATA_DIR (which already holds the sample) and prints ``ACK <n>`` after step n has returned. The
test imports this module too, for :func:`script` and :func:`is_done`, so both sides agree on
what each step was. Every step touches something no other step touches, so each one can be
checked on its own.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from writerlens.domain import StoryLabels
from writerlens.review.state import ReviewPosition, ReviewState, ReviewStep
from writerlens.services.library import Library
from writerlens.services.review import ReviewSession

QUESTIONS = ("coverage", "faithfulness", "coherence", "analysis")


@dataclass(frozen=True)
class Step:
    name: str
    do: Callable[[ReviewSession, list[int]], object]
    done: Callable[[ReviewState], bool]


def _answer(index: int, question: str, value: int) -> Step:
    def do(s: ReviewSession, ids: list[int]) -> object:
        return s.answer(ids[index], question, value)

    def done(st: ReviewState) -> bool:
        return st.answers.get(st.summaries[index].summary_id, {}).get(question) == value

    return Step(f"answer {index} {question}", do, done)


def _feedback(index: int) -> Step:
    text = f"Feedback on summary {index}: ✓ 🦊"

    def do(s: ReviewSession, ids: list[int]) -> object:
        return s.set_feedback(ids[index], text)

    def done(st: ReviewState) -> bool:
        return st.feedback.get(st.summaries[index].summary_id) == text

    return Step(f"feedback {index}", do, done)


def _span(index: int, start: int, end: int, label: str) -> Step:
    def do(s: ReviewSession, ids: list[int]) -> object:
        return s.add_span(ids[index], start, end, label)

    def done(st: ReviewState) -> bool:
        sid = st.summaries[index].summary_id
        return any((x.start, x.end, x.label_id) == (start, end, label) for x in st.spans_for(sid))

    return Step(f"span {index} {start}", do, done)


def script() -> list[Step]:
    labels = StoryLabels(narrator="unreliable", detailed_subplot=True, timeline="non-linear")
    steps = [
        Step("labels", lambda s, _: s.set_story_labels(labels), lambda st: st.labels == labels),
        Step(
            "position",
            lambda s, ids: s.set_position(ReviewPosition(ReviewStep.QUESTIONS, ids[2])),
            lambda st: st.position.summary_id == st.summaries[2].summary_id,
        ),
    ]
    for index in range(3):
        steps += [_answer(index, q, 1 + (index + n) % 4) for n, q in enumerate(QUESTIONS)]
        steps.append(_feedback(index))
        steps += [_span(index, 10 * n, 10 * n + 7, "coverage.vague") for n in range(1, 4)]
    steps += [
        Step(
            "ranking",
            lambda s, ids: s.set_ranking(list(reversed(ids))),
            lambda st: st.ranking == tuple(x.summary_id for x in reversed(st.summaries)),
        ),
        Step("complete", lambda s, _: s.complete(), lambda st: st.complete),
        Step("reveal", lambda s, _: s.reveal(), lambda st: st.revealed),
    ]
    return steps


def main(data_dir: Path) -> None:
    library = Library.open(data_dir)
    [entry] = library.entries()
    session = ReviewSession.open(library, entry.id, rng=random.Random(11))
    ids = [shown.summary_id for shown in session.state().summaries]
    print("ACK 0", flush=True)  # the review exists
    for number, step in enumerate(script(), start=1):
        step.do(session, ids)
        print(f"ACK {number}", flush=True)
    print("DONE", flush=True)


if __name__ == "__main__":
    main(Path(sys.argv[1]))
